/// 'GDEF': the glyph classes (base, ligature, mark, component), mark attachment classes and mark
/// glyph sets that lookup flags filter by.
struct GDEF: Sendable {
    /// GDEF's glyph classes.
    enum GlyphClass: UInt8 { case unclassified = 0, base = 1, ligature = 2, mark = 3, component = 4 }

    private var glyphClasses = ClassDefinition()
    private var markAttachClasses = ClassDefinition()
    private var markGlyphSets: [Coverage] = []

    init() {}

    init(_ table: ByteReader, budget: inout WorkBudget) throws(FontError) {
        let major = try table.int(0), minor = try table.int(2)
        guard major == 1 else { throw .unsupportedFormat(table: table.table, format: major) }
        if let classes = try table.view(atOffset16: 4) { glyphClasses = try ClassDefinition(classes, budget: &budget) }
        if let classes = try table.view(atOffset16: 10) { markAttachClasses = try ClassDefinition(classes, budget: &budget) }
        if minor >= 2, let sets = try table.view(atOffset16: 12) {
            let count = try sets.int(2)
            for index in 0..<count {
                markGlyphSets.append(try Coverage(try sets.view(atOffset32: 4 + 4 * index), budget: &budget))
            }
        }
    }

    func glyphClass(of glyph: UInt16) -> GlyphClass { GlyphClass(rawValue: UInt8(clamping: glyphClasses.class(of: glyph))) ?? .unclassified }

    /// Whether a lookup with `flags` passes over `glyph` (of class `glyphClass`) rather than
    /// matching it.
    func skips(_ glyph: UInt16, glyphClass: GlyphClass, flags: LookupFlags) -> Bool {
        switch glyphClass {
        case .base: return flags.ignoresBaseGlyphs
        case .ligature: return flags.ignoresLigatures
        case .mark:
            if flags.ignoresMarks { return true }
            if let set = flags.markFilteringSet {
                return set >= markGlyphSets.count || markGlyphSets[set].index(of: glyph) == nil
            }
            return flags.markAttachmentType != 0 && markAttachClasses.class(of: glyph) != flags.markAttachmentType
        case .unclassified, .component: return false
        }
    }
}

/// A lookup's flag word and mark filtering set.
struct LookupFlags: Sendable {
    var rawValue: UInt16
    var markFilteringSet: Int?

    var ignoresBaseGlyphs: Bool { rawValue & 0x2 != 0 }
    var ignoresLigatures: Bool { rawValue & 0x4 != 0 }
    var ignoresMarks: Bool { rawValue & 0x8 != 0 }
    var markAttachmentType: Int { Int(rawValue >> 8) }
    /// Whether any glyph class is filtered, so that the shaper can skip the GDEF look-up when none is.
    var filtersGlyphs: Bool { rawValue & 0xFF1E != 0 }
}
