/// An OpenType coverage table: the glyphs a subtable applies to, each with its coverage index.
/// Both formats become sorted ranges, searched by bisection.
struct Coverage: Sendable {
    private var firsts: [UInt16] = [], lasts: [UInt16] = [], indices: [Int] = []

    init(_ table: ByteReader, budget: inout WorkBudget) throws(FontError) {
        let format = try table.int(0), count = try table.int(2)
        try budget.spend(count, table.table)
        switch format {
        case 1:
            for index in 0..<count {
                let glyph = try table.u16(4 + 2 * index)
                // Consecutive glyphs with consecutive indices share a range.
                if let last = lasts.last, last != .max, glyph == last + 1 {
                    lasts[lasts.count - 1] = glyph
                } else {
                    firsts.append(glyph)
                    lasts.append(glyph)
                    indices.append(index)
                }
            }
        case 2:
            for index in 0..<count {
                let record = 4 + 6 * index
                let first = try table.u16(record), last = try table.u16(record + 2)
                guard first <= last else { continue }
                firsts.append(first)
                lasts.append(last)
                indices.append(try table.int(record + 4))
            }
        default: throw .unsupportedFormat(table: table.table, format: format)
        }
    }

    /// The coverage index of `glyph`, or `nil` when the table does not cover it.
    func index(of glyph: UInt16) -> Int? {
        guard let range = rangeIndex(of: glyph, firsts: firsts, lasts: lasts) else { return nil }
        return indices[range] + Int(glyph - firsts[range])
    }
}

/// An OpenType class definition: the class of each glyph, 0 for glyphs it does not list.
struct ClassDefinition: Sendable {
    private var firsts: [UInt16] = [], lasts: [UInt16] = [], classes: [UInt16] = []

    init() {}

    init(_ table: ByteReader, budget: inout WorkBudget) throws(FontError) {
        let format = try table.int(0)
        switch format {
        case 1:
            let start = try table.u16(2), count = try table.int(4)
            try budget.spend(count, table.table)
            for index in 0..<count {
                let glyphClass = try table.u16(6 + 2 * index)
                let (glyph, overflow) = start.addingReportingOverflow(UInt16(index))
                guard !overflow else { break }
                if let last = lasts.last, classes.last == glyphClass, last != .max, glyph == last + 1 {
                    lasts[lasts.count - 1] = glyph
                } else if glyphClass != 0 {
                    firsts.append(glyph)
                    lasts.append(glyph)
                    classes.append(glyphClass)
                }
            }
        case 2:
            let count = try table.int(2)
            try budget.spend(count, table.table)
            for index in 0..<count {
                let record = 4 + 6 * index
                let first = try table.u16(record), last = try table.u16(record + 2)
                guard first <= last else { continue }
                firsts.append(first)
                lasts.append(last)
                classes.append(try table.u16(record + 4))
            }
        default: throw .unsupportedFormat(table: table.table, format: format)
        }
    }

    func `class`(of glyph: UInt16) -> Int {
        guard let range = rangeIndex(of: glyph, firsts: firsts, lasts: lasts) else { return 0 }
        return Int(classes[range])
    }
}

/// The index of the range holding `glyph` among ranges sorted by their last glyph, by bisection.
private func rangeIndex(of glyph: UInt16, firsts: [UInt16], lasts: [UInt16]) -> Int? {
    var low = 0, high = lasts.count
    while low < high {
        let middle = (low + high) / 2
        if lasts[middle] < glyph { low = middle + 1 } else { high = middle }
    }
    return low < lasts.count && firsts[low] <= glyph ? low : nil
}

/// A cap on the entries compiled from the layout tables: offsets in a hostile font may point many
/// lookups at one large subtable, which would otherwise be compiled (and stored) again for each.
struct WorkBudget {
    /// Far above real fonts: the kern lookups of DejaVu Sans compile to under 5,000 entries.
    var remaining = 4_000_000

    mutating func spend(_ count: Int, _ table: String) throws(FontError) {
        remaining -= count
        if remaining < 0 { throw .tooComplex(table: table) }
    }
}
