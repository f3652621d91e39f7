/// One face of a TrueType or OpenType font, read from its bytes: its metrics, its character map
/// and advances, and a shaper that applies its ligatures and kerning as HarfBuzz (and so Chrome)
/// does.
///
/// Reading checks every offset and count against the bytes, so that truncated, corrupt or
/// hostile bytes give a ``FontError`` rather than a crash; the tables the shaper uses are compiled
/// once, here, so that shaping reads only checked arrays.
///
///     let face = try FontFace(bytes)
///     let width = face.shape(Array("Ada Lovelace".unicodeScalars)).reduce(0) { $0 + $1.advance }
public struct FontFace: Sendable {
    /// The design grid: font units per em (16 to 16384).
    public let unitsPerEm: Int
    /// The 'hhea' ascender in font units, above the baseline.
    public let ascender: Int
    /// The 'hhea' descender in font units, negative below the baseline.
    public let descender: Int
    /// The 'hhea' line gap in font units.
    public let lineGap: Int
    /// The typographic family name (name ID 16) when the 'name' table has one, else the family
    /// name (ID 1); empty without either.
    public let familyName: String
    /// The 'OS/2' weight class (400 regular, 700 bold); 400 without an 'OS/2' table.
    public let weight: Int
    /// The font file's bytes, as given: what a picture embeds to draw text in this face.
    public let bytes: [UInt8]

    private let cmap: Cmap
    private let hmtx: Hmtx
    let gdef: GDEF
    let gsub: GSUB
    let gpos: GPOS
    /// The glyph of U+0020, which HarfBuzz draws default-ignorable characters with (0 without one).
    let spaceGlyph: UInt16

    /// Parses a TrueType/OpenType font (sfnt 0x00010000, 'true' or 'OTTO').
    ///
    /// - Throws: ``FontError`` naming the table and what is wrong in it: truncated bytes, a missing
    ///   required table ('head', 'hhea', 'hmtx', 'maxp', 'cmap'), an unsupported format, an offset
    ///   out of range; ``FontError/fontCollection`` for a 'ttcf' collection.
    public init(_ bytes: [UInt8]) throws(FontError) {
        self.bytes = bytes
        let directory = try TableDirectory(bytes)
        unitsPerEm = try Head(directory.required(tag("head"))).unitsPerEm
        let hhea = try Hhea(directory.required(tag("hhea")))
        (ascender, descender, lineGap) = (hhea.ascender, hhea.descender, hhea.lineGap)
        let numGlyphs = try Maxp(directory.required(tag("maxp"))).numGlyphs
        hmtx = try Hmtx(directory.required(tag("hmtx")), numberOfHMetrics: hhea.numberOfHMetrics, numGlyphs: numGlyphs)
        cmap = try Cmap(directory.required(tag("cmap")), numGlyphs: numGlyphs)
        familyName = try directory.table(tag("name")).map { table throws(FontError) in try Name(table).familyName } ?? ""
        weight = try directory.table(tag("OS/2")).map { table throws(FontError) in try OS2(table).weightClass } ?? 400
        var budget = WorkBudget()
        gdef = try directory.table(tag("GDEF")).map { table throws(FontError) in try GDEF(table, budget: &budget) } ?? GDEF()
        gsub = try directory.table(tag("GSUB")).map { table throws(FontError) in try GSUB(table, budget: &budget) } ?? GSUB()
        gpos = try directory.table(tag("GPOS")).map { table throws(FontError) in try GPOS(table, budget: &budget) } ?? GPOS()
        spaceGlyph = cmap.glyph(for: 0x20)
    }

    /// The glyph the character map gives `scalar` (from a format 12 subtable, Windows 3/10 or
    /// Unicode 0/4, else format 4, Windows 3/1 or Unicode 0/3); .notdef (0) when it has none.
    public func glyph(for scalar: Unicode.Scalar) -> GlyphID { GlyphID(cmap.glyph(for: scalar.value)) }

    /// The 'hmtx' advance width of `glyph` in font units (0 for a glyph the font does not have).
    public func advance(of glyph: GlyphID) -> Int { hmtx.advance(of: glyph.rawValue) }
}

/// A glyph's index in its font.
public struct GlyphID: Hashable, Sendable {
    public var rawValue: UInt16
    /// The glyph `rawValue`; 0 is .notdef, the glyph of unmapped characters.
    public init(_ rawValue: UInt16) { self.rawValue = rawValue }
}

/// One glyph of shaped text.
public struct ShapedGlyph: Hashable, Sendable {
    public var glyph: GlyphID
    /// Index into the input of the first scalar this glyph shows (a ligature shows several; clusters are non-decreasing).
    public var cluster: Int
    /// The advance in font units, kerning included.
    public var advance: Int

    public init(glyph: GlyphID, cluster: Int, advance: Int) {
        self.glyph = glyph
        self.cluster = cluster
        self.advance = advance
    }
}
