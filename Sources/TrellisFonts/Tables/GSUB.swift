/// 'GSUB': the glyph substitutions the shaper applies, the `liga` feature's ligature
/// substitutions (lookup type 4, directly or through a type 7 extension).
struct GSUB: Sendable {
    /// The features whose lookups the shaper applies.
    static let features = [tag("liga")]

    let lookups: ScriptLookups<LigatureSubstitution>

    init() { lookups = ScriptLookups() }

    init(_ table: ByteReader, budget: inout WorkBudget) throws(FontError) {
        lookups = try ScriptLookups(table, features: Self.features, extensionType: 7, budget: &budget) {
            (type, subtable, budget) throws(FontError) in
            type == 4 ? try LigatureSubstitution(subtable, budget: &budget) : nil
        }
    }
}

/// A ligature substitution subtable (lookup type 4, format 1): for each covered first glyph, the
/// ligatures that start with it, tried in order; the first whose components follow wins.
struct LigatureSubstitution: Sendable {
    struct Ligature: Sendable {
        var glyph: UInt16
        /// The components after the first, in ``LigatureSubstitution/components``.
        var components: Range<Int>
    }

    let coverage: Coverage
    /// By coverage index: the ligatures, in ``ligatures``, starting with that glyph.
    let sets: [Range<Int>]
    let ligatures: [Ligature]
    let components: [UInt16]

    init(_ table: ByteReader, budget: inout WorkBudget) throws(FontError) {
        let format = try table.int(0)
        guard format == 1 else { throw .unsupportedFormat(table: table.table, format: format) }
        guard let coverageTable = try table.view(atOffset16: 2) else { throw .offsetOutOfRange(table: table.table, offset: table.origin + 2) }
        coverage = try Coverage(coverageTable, budget: &budget)
        var sets: [Range<Int>] = [], ligatures: [Ligature] = [], components: [UInt16] = []
        let setCount = try table.int(4)
        try budget.spend(setCount, table.table)
        for set in 0..<setCount {
            let setTable = try table.view(at: try table.int(6 + 2 * set))
            let count = try setTable.int(0)
            try budget.spend(count, table.table)
            let first = ligatures.count
            for index in 0..<count {
                let ligature = try setTable.view(at: try setTable.int(2 + 2 * index))
                let glyph = try ligature.u16(0), componentCount = try ligature.int(2)
                // A count of 0 is malformed; 1 is a ligature of one glyph, a plain substitution.
                guard componentCount > 0 else { continue }
                try budget.spend(componentCount, table.table)
                let start = components.count
                for component in 1..<componentCount { components.append(try ligature.u16(2 + 2 * component)) }
                ligatures.append(Ligature(glyph: glyph, components: start..<components.count))
            }
            sets.append(first..<ligatures.count)
        }
        (self.sets, self.ligatures, self.components) = (sets, ligatures, components)
    }
}
