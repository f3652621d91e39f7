/// 'GPOS': the glyph positionings the shaper applies, the `kern` feature's pair adjustments
/// (lookup type 2, formats 1 and 2, directly or through a type 9 extension). Only the advances
/// matter to a measure: placements (which move a glyph without moving the pen) and device tables
/// (hinting at one size) are not read.
struct GPOS: Sendable {
    static let features = [tag("kern")]

    let lookups: ScriptLookups<PairAdjustment>

    init() { lookups = ScriptLookups() }

    init(_ table: ByteReader, budget: inout WorkBudget) throws(FontError) {
        lookups = try ScriptLookups(table, features: Self.features, extensionType: 9, budget: &budget) {
            (type, subtable, budget) throws(FontError) in
            type == 2 ? try PairAdjustment(subtable, budget: &budget) : nil
        }
    }
}

/// A pair adjustment subtable (lookup type 2): the advance changes of a first glyph and the
/// second glyph after it, listed per pair of glyphs (format 1) or per pair of glyph classes (format 2).
struct PairAdjustment: Sendable {
    /// Advance changes of the first and of the second glyph, in font units.
    struct Advances: Sendable, Hashable {
        var first: Int16 = 0, second: Int16 = 0
    }

    let coverage: Coverage
    /// Format 1 (pairs of glyphs): by coverage index of the first glyph, a range of `seconds`
    /// (sorted) and their `values`. Empty in format 2.
    private var sets: [Range<Int>] = [], seconds: [UInt16] = []
    /// Format 2 (pairs of classes): `values[class1 * class2Count + class2]`. Stored flat rather
    /// than as an enum's payloads, which the shaper would copy (and retain) at every look-up.
    private var firstClasses = ClassDefinition(), secondClasses = ClassDefinition()
    private var class1Count = 0, class2Count = 0
    private let byClass: Bool
    /// Empty when neither value record holds an advance (the pairs still match, changing nothing).
    let values: [Advances]
    /// Whether the second glyph has a value record, so that after a match it is not the next pair's first.
    let secondHasValue: Bool

    init(_ table: ByteReader, budget: inout WorkBudget) throws(FontError) {
        let format = try table.int(0)
        guard let coverageTable = try table.view(atOffset16: 2) else { throw .offsetOutOfRange(table: table.table, offset: table.origin + 2) }
        coverage = try Coverage(coverageTable, budget: &budget)
        let format1 = try table.u16(4), format2 = try table.u16(6)
        let size1 = 2 * format1.nonzeroBitCount, size2 = 2 * format2.nonzeroBitCount
        secondHasValue = format2 != 0
        /// The offset of XAdvance in a value record of `format`, or `nil` when it has none.
        func advanceField(_ format: UInt16) -> Int? { format & 0x4 == 0 ? nil : 2 * (format & 0x3).nonzeroBitCount }
        let advance1 = advanceField(format1), advance2 = advanceField(format2)
        let storesValues = advance1 != nil || advance2 != nil
        func advances(_ record: ByteReader, _ at: Int) throws(FontError) -> Advances {
            Advances(first: try advance1.map { field throws(FontError) in try record.i16(at + field) } ?? 0,
                     second: try advance2.map { field throws(FontError) in try record.i16(at + size1 + field) } ?? 0)
        }
        var values: [Advances] = []
        switch format {
        case 1:
            byClass = false
            let setCount = try table.int(8)
            try budget.spend(setCount, table.table)
            let recordSize = 2 + size1 + size2
            for set in 0..<setCount {
                let setTable = try table.view(at: try table.int(10 + 2 * set))
                let count = try setTable.int(0)
                try budget.spend(count, table.table)
                let first = seconds.count
                for index in 0..<count {
                    let record = 2 + recordSize * index
                    seconds.append(try setTable.u16(record))
                    if storesValues { values.append(try advances(setTable, record + 2)) }
                }
                sets.append(first..<seconds.count)
            }
        case 2:
            byClass = true
            guard let classes1 = try table.view(atOffset16: 8), let classes2 = try table.view(atOffset16: 10) else {
                throw .offsetOutOfRange(table: table.table, offset: table.origin + 8)
            }
            class1Count = try table.int(12)
            class2Count = try table.int(14)
            if storesValues {
                // Each record takes at least two bytes, so the table's length bounds the product.
                let recordSize = size1 + size2
                guard class1Count * class2Count <= (table.count - 16) / recordSize else {
                    throw .truncated(table: table.table, offset: table.origin + table.count)
                }
                try budget.spend(class1Count * class2Count, table.table)
                values.reserveCapacity(class1Count * class2Count)
                for index in 0..<class1Count * class2Count { values.append(try advances(table, 16 + recordSize * index)) }
            }
            firstClasses = try ClassDefinition(classes1, budget: &budget)
            secondClasses = try ClassDefinition(classes2, budget: &budget)
        default: throw .unsupportedFormat(table: table.table, format: format)
        }
        self.values = values
    }

    /// The adjustment of the pair `first`, `second`, or `nil` when the subtable has none for it.
    func advances(_ first: UInt16, _ second: UInt16) -> Advances? {
        guard let coverageIndex = coverage.index(of: first) else { return nil }
        let valueIndex: Int
        if !byClass {
            guard coverageIndex < sets.count else { return nil }
            var low = sets[coverageIndex].lowerBound, high = sets[coverageIndex].upperBound
            while low < high {
                let middle = (low + high) / 2
                if seconds[middle] < second { low = middle + 1 } else { high = middle }
            }
            guard low < sets[coverageIndex].upperBound, seconds[low] == second else { return nil }
            valueIndex = low
        } else {
            let class1 = firstClasses.class(of: first), class2 = secondClasses.class(of: second)
            guard class1 < class1Count, class2 < class2Count else { return nil }
            valueIndex = class1 * class2Count + class2
        }
        return values.isEmpty ? Advances() : values[valueIndex]
    }
}
