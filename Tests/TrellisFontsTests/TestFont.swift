/// A small font written byte by byte, for what the shipped faces do not exercise: a format 4
/// character map with a glyph array, extension lookups (GSUB 7, GPOS 9), pair adjustment by class
/// with values on both glyphs, IgnoreMarks, a script without features, and hmtx's shared last
/// advance.
///
/// Glyphs: 0 .notdef, 1 space, 2 A, 3 V, 4 f, 5 i, 6 the fi ligature, 7 U+0301 (a mark), 8 Greek
/// capital alpha, 9 U+200B (past the last long metric, so that its advance is alpha's).
/// GSUB 'latn' `liga`: f i → fi (an extension, IgnoreMarks). GPOS 'latn' `kern`: A V −100 (format 1,
/// in an extension), and by class (format 2) V A −70 on V and +10 on A, A V −100 on A. 'DFLT' has
/// no features, so Greek text is neither ligated nor kerned.
enum TestFont {
    static let advances = [500, 250, 600, 600, 300, 250, 520, 0, 600]
    static let characters: [(UInt32, UInt16)] = [(0x20, 1), (0x41, 2), (0x56, 3), (0x66, 4), (0x69, 5), (0x301, 7), (0x391, 8), (0x200B, 9)]

    enum CharacterMap { case format4, format12 }

    static func bytes(characterMap: CharacterMap = .format4) -> [UInt8] {
        sfnt([
            ("GDEF", gdef), ("GPOS", gpos), ("GSUB", gsub), ("OS/2", u16(0) + u16(0) + u16(700)),
            ("cmap", characterMap == .format4 ? cmap4 : cmap12),
            ("head", u16(1) + u16(0) + u32(0x10000) + u32(0) + u32(0x5F0F_3CF5) + u16(0) + u16(1000) + Array(repeating: 0, count: 34)),
            ("hhea", u32(0x10000) + i16(800) + i16(-200) + i16(90) + Array(repeating: 0, count: 24) + u16(advances.count)),
            ("hmtx", advances.flatMap { u16($0) + i16(0) } + i16(0)),
            ("maxp", u32(0x5000) + u16(10)),
            ("name", name),
        ])
    }

    static func u16(_ value: Int) -> [UInt8] { [UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)] }
    static func i16(_ value: Int) -> [UInt8] { u16(value & 0xFFFF) }
    static func u32(_ value: Int) -> [UInt8] { u16(value >> 16) + u16(value & 0xFFFF) }
    static func tag(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// The table directory, then the tables.
    static func sfnt(_ tables: [(String, [UInt8])]) -> [UInt8] {
        var directory = u32(0x10000) + u16(tables.count) + u16(0) + u16(0) + u16(0)
        var body: [UInt8] = []
        var offset = 12 + 16 * tables.count
        for (name, table) in tables {
            directory += tag(name) + u32(0) + u32(offset) + u32(table.count)
            let padded = table + Array(repeating: 0, count: (4 - table.count % 4) % 4)
            body += padded
            offset += padded.count
        }
        return directory + body
    }

    static var cmap4: [UInt8] {
        // One segment per character but f…i, which goes through the glyph array (g and h unmapped).
        let segments: [(first: Int, last: Int, delta: Int, usesArray: Bool)] =
            [(0x20, 0x20, 1 - 0x20, false), (0x41, 0x41, 2 - 0x41, false), (0x56, 0x56, 3 - 0x56, false),
             (0x66, 0x69, 0, true), (0x301, 0x301, 7 - 0x301, false), (0x391, 0x391, 8 - 0x391, false),
             (0x200B, 0x200B, 9 - 0x200B, false), (0xFFFF, 0xFFFF, 1, false)]
        let count = segments.count
        let glyphArray = [4, 0, 0, 5]
        var table = u16(4) + u16(16 + 8 * count + 2 * glyphArray.count) + u16(0) + u16(2 * count) + u16(0) + u16(0) + u16(0)
        table += segments.flatMap { u16($0.last) } + u16(0) + segments.flatMap { u16($0.first) } + segments.flatMap { i16($0.delta) }
        for (index, segment) in segments.enumerated() {
            // From this idRangeOffset field to the glyph array's start.
            table += u16(segment.usesArray ? 2 * (count - index) : 0)
        }
        table += glyphArray.flatMap(u16)
        return u16(0) + u16(1) + u16(3) + u16(1) + u32(12) + table
    }

    static var cmap12: [UInt8] {
        let groups = characters.flatMap { u32(Int($0.0)) + u32(Int($0.0)) + u32(Int($0.1)) }
        return u16(0) + u16(1) + u16(3) + u16(10) + u32(12) + u16(12) + u16(0) + u32(16 + groups.count) + u32(0) + u32(characters.count) + groups
    }

    static var gdef: [UInt8] {
        // Classes from glyph 0: base for letters, ligature for fi, mark for U+0301.
        let classes = [0, 1, 1, 1, 1, 1, 2, 3, 1, 0]
        return u16(1) + u16(0) + u16(12) + u16(0) + u16(0) + u16(0) + u16(1) + u16(0) + u16(classes.count) + classes.flatMap(u16)
    }

    /// A GSUB or GPOS table whose 'latn' script has one feature, `feature`, applying every lookup,
    /// and whose 'DFLT' script has none. Each lookup is (type, flags, subtable).
    static func layout(feature: String, lookups: [(Int, Int, [UInt8])]) -> [UInt8] {
        let languageSystem = u16(0) + u16(0xFFFF) + u16(1) + u16(0)
        let emptyLanguageSystem = u16(0) + u16(0xFFFF) + u16(0)
        let scripts = u16(2) + tag("DFLT") + u16(14) + tag("latn") + u16(14 + 4 + emptyLanguageSystem.count)
            + u16(4) + u16(0) + emptyLanguageSystem + u16(4) + u16(0) + languageSystem
        let features = u16(1) + tag(feature) + u16(8) + u16(0) + u16(lookups.count) + lookups.indices.flatMap(u16)
        var lookupList = u16(lookups.count)
        var lookupTables: [UInt8] = []
        for (type, flags, subtable) in lookups {
            lookupList += u16(2 + 2 * lookups.count + lookupTables.count)
            lookupTables += u16(type) + u16(flags) + u16(1) + u16(8) + subtable
        }
        lookupList += lookupTables
        return u16(1) + u16(0) + u16(10) + u16(10 + scripts.count) + u16(10 + scripts.count + features.count) + scripts + features + lookupList
    }

    static func extensionOf(type: Int, _ subtable: [UInt8]) -> [UInt8] { u16(1) + u16(type) + u32(8) + subtable }

    static var gsub: [UInt8] {
        // f i → fi: header, ligature set at 8, ligature at 12, coverage at 18.
        let ligatures = u16(1) + u16(18) + u16(1) + u16(8) + u16(1) + u16(4) + u16(6) + u16(2) + u16(5) + u16(1) + u16(1) + u16(4)
        return layout(feature: "liga", lookups: [(7, 0x8, extensionOf(type: 4, ligatures))])
    }

    static var gpos: [UInt8] {
        // A V: header, pair set at 12, coverage at 18.
        let glyphPairs = u16(1) + u16(18) + u16(4) + u16(0) + u16(1) + u16(12) + u16(1) + u16(3) + i16(-100) + u16(1) + u16(1) + u16(2)
        // Classes: first V 1, A 2; second A 1, V 2. Records [class1][class2] of (first, second) advances.
        var records = Array(repeating: (0, 0), count: 9)
        records[1 * 3 + 1] = (-70, 10)
        records[2 * 3 + 2] = (-100, 0)
        let classPairs = u16(2) + u16(78) + u16(4) + u16(4) + u16(52) + u16(68) + u16(3) + u16(3)
            + records.flatMap { i16($0.0) + i16($0.1) }
            + u16(2) + u16(2) + u16(2) + u16(2) + u16(2) + u16(3) + u16(3) + u16(1)
            + u16(1) + u16(2) + u16(2) + u16(1) + u16(2)
            + u16(2) + u16(1) + u16(2) + u16(3) + u16(0)
        return layout(feature: "kern", lookups: [(9, 0, extensionOf(type: 2, glyphPairs)), (2, 0, classPairs)])
    }

    static var name: [UInt8] {
        let text = Array("Test Sans".utf16).flatMap { u16(Int($0)) }
        return u16(0) + u16(1) + u16(18) + u16(3) + u16(1) + u16(0x409) + u16(1) + u16(text.count) + u16(0) + text
    }
}
