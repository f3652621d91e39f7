/// What GSUB and GPOS share: the script list, the feature list and the lookup list, read to find
/// which lookups a feature applies for a script, and the subtables of a lookup.
struct LayoutTable {
    private let scripts: ByteReader, features: ByteReader, lookups: ByteReader

    init(_ table: ByteReader) throws(FontError) {
        let major = try table.int(0)
        guard major == 1 else { throw .unsupportedFormat(table: table.table, format: major) }
        func list(_ field: Int) throws(FontError) -> ByteReader {
            // A null list is an empty one.
            try table.view(atOffset16: field) ?? table.prefix(0)
        }
        scripts = try list(4)
        features = try list(6)
        lookups = try list(8)
    }

    /// The lookup indices, ascending and each once, of the features tagged `wanted` in the default
    /// language system of the first of `scripts` the table has; HarfBuzz then falls back to 'DFLT',
    /// 'dflt' and 'latn', and so does this. The indices of lookups the list does not have are dropped.
    func lookupIndices(scripts preferred: [Tag], features wanted: [Tag], budget: inout WorkBudget) throws(FontError) -> [Int] {
        let count = scripts.count == 0 ? 0 : try scripts.int(0)
        var records: [(tag: Tag, offset: Int)] = []
        for index in 0..<count { records.append((try scripts.u32(2 + 6 * index), try scripts.int(6 + 6 * index))) }
        let fallbacks = preferred + [tag("DFLT"), tag("dflt"), tag("latn")]
        guard let record = fallbacks.lazy.compactMap({ tag in records.first { $0.tag == tag } }).first else { return [] }
        let script = try scripts.view(at: record.offset)
        guard let languageSystem = try script.view(atOffset16: 0) else { return [] }
        let featureCount = features.count == 0 ? 0 : try features.int(0)
        let lookupCount = lookups.count == 0 ? 0 : try lookups.int(0)
        var indices: [Int] = []
        for index in 0..<(try languageSystem.int(4)) {
            let feature = try languageSystem.int(6 + 2 * index)
            guard feature < featureCount, wanted.contains(try features.u32(2 + 6 * feature)) else { continue }
            let table = try features.view(at: try features.int(2 + 6 * feature + 4))
            let count = try table.int(2)
            // A language system may list one long feature many times.
            try budget.spend(count, features.table)
            for lookup in 0..<count {
                let lookupIndex = try table.int(4 + 2 * lookup)
                if lookupIndex < lookupCount { indices.append(lookupIndex) }
            }
        }
        // HarfBuzz applies a stage's lookups in lookup-list order, each once.
        indices.sort()
        var unique: [Int] = []
        for index in indices where unique.last != index { unique.append(index) }
        return unique
    }

    /// The flags of lookup `index` and its subtables with their lookup types, extension subtables
    /// (type `extensionType`) replaced by the subtables they point to.
    func lookup(_ index: Int, extensionType: Int) throws(FontError) -> (flags: LookupFlags, subtables: [(type: Int, table: ByteReader)]) {
        let lookup = try lookups.view(at: try lookups.int(2 + 2 * index))
        let type = try lookup.int(0)
        var flags = LookupFlags(rawValue: try lookup.u16(2))
        let count = try lookup.int(4)
        if flags.rawValue & 0x10 != 0 { flags.markFilteringSet = try lookup.int(6 + 2 * count) }
        var subtables: [(type: Int, table: ByteReader)] = []
        for subtable in 0..<count {
            let table = try lookup.view(at: try lookup.int(6 + 2 * subtable))
            guard type == extensionType else {
                subtables.append((type, table))
                continue
            }
            let format = try table.int(0)
            guard format == 1 else { throw .unsupportedFormat(table: table.table, format: format) }
            let extended = try table.int(2)
            // An extension of an extension would be a loop; the specification forbids it.
            guard extended != extensionType else { continue }
            subtables.append((extended, try table.view(atOffset32: 4)))
        }
        return (flags, subtables)
    }
}

/// A compiled lookup: its flags and the subtables the shaper applies, in order.
struct Lookup<Subtable: Sendable>: Sendable {
    var flags: LookupFlags
    var subtables: [Subtable]
}

/// Each script's lookups for the features the shaper applies, compiled once per lookup.
struct ScriptLookups<Subtable: Sendable>: Sendable {
    /// Indexed by ``Script/rawValue``: indices into `lookups`.
    private(set) var byScript: [[Int]] = []
    private(set) var lookups: [Lookup<Subtable>] = []

    init() {
        byScript = Array(repeating: [], count: Script.allCases.count)
    }

    /// Compiles the lookups of `features` for every script, through `compile`, which turns a
    /// subtable of a lookup type into a `Subtable` (or `nil` for a type the shaper does not apply).
    init(_ table: ByteReader, features: [Tag], extensionType: Int, budget: inout WorkBudget,
         compile: (Int, ByteReader, inout WorkBudget) throws(FontError) -> Subtable?) throws(FontError) {
        let layout = try LayoutTable(table)
        // Lookup-list index to position in `lookups`, for the lookups already compiled.
        var compiled: [Int: Int] = [:]
        for script in Script.allCases {
            var positions: [Int] = []
            for index in try layout.lookupIndices(scripts: script.tags, features: features, budget: &budget) {
                if let position = compiled[index] {
                    positions.append(position)
                    continue
                }
                let (flags, subtables) = try layout.lookup(index, extensionType: extensionType)
                var lookup = Lookup<Subtable>(flags: flags, subtables: [])
                for (type, subtable) in subtables {
                    try budget.spend(1, table.table)
                    if let compiledSubtable = try compile(type, subtable, &budget) { lookup.subtables.append(compiledSubtable) }
                }
                compiled[index] = lookups.count
                positions.append(lookups.count)
                lookups.append(lookup)
            }
            byScript.append(positions)
        }
    }
}
