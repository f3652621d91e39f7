import Testing
import TrellisFonts

/// Shaped glyphs, clusters and advances; every expectation is HarfBuzz's (uharfbuzz 0.57,
/// `hb.shape(font, buf, {"kern": True, "liga": True})` after `guess_segment_properties`).
@Suite struct ShapingTests {
    static func shape(_ font: FontFace, _ text: String) -> [ShapedGlyph] { font.shape(Array(text.unicodeScalars)) }

    static func width(_ glyphs: [ShapedGlyph]) -> Int { glyphs.reduce(0) { $0 + $1.advance } }

    /// Totals in font units: kerning in "AV", "To", "AVAVA", "Ada Lovelace", Greek and Cyrillic;
    /// ligatures in "fi" and "office fluff".
    @Test(arguments: [
        (ShippedFace.sans, [2671, 2156, 6481, 13611, 1290, 10269, 9510, 7218]),
        (.sansBold, [3031, 2532, 7369, 15269, 1518, 11642, 10336, 7901]),
        (.serif, [2856, 2440, 6913, 13859, 1366, 10493, 9871, 7101]),
        (.serifBold, [3029, 2655, 7329, 15015, 1489, 11747, 11141, 8095]),
    ])
    func widths(face: ShippedFace, widths: [Int]) {
        let font = face.face
        let texts = ["AV", "To", "AVAVA", "Ada Lovelace", "fi", "office fluff", "Τα Ωραία", "Съешь"]
        #expect(texts.map { Self.width(Self.shape(font, $0)) } == widths)
    }

    /// At 16 px, as the issue's Chrome probe found: kerning takes "Ada Lovelace" from 106.898 px of
    /// plain advances to 106.3359375 px; the ffi and fl ligatures take "office fluff" from 80.711 px
    /// to 80.2265625 px.
    @Test func theIssuesExamplesAt16px() {
        let font = ShippedFace.sans.face
        let lovelace = Self.shape(font, "Ada Lovelace")
        #expect(Double(Self.width(lovelace)) * 16 / 2048 == 106.3359375)
        #expect(lovelace.map(\.cluster) == Array(0..<12))
        let nominal = "Ada Lovelace".unicodeScalars.reduce(0) { $0 + font.advance(of: font.glyph(for: $1)) }
        #expect(nominal - Self.width(lovelace) == 72)
        #expect(Double(Self.width(Self.shape(font, "office fluff"))) * 16 / 2048 == 80.2265625)
    }

    /// Which ligatures form and which scalars they show: DejaVu Sans has ffi and ffl; DejaVu Serif
    /// applies its ff/fl/ffl lookup before its fi/ffi one, so "office" takes ff, then i alone.
    @Test(arguments: [
        (ShippedFace.sans, [82, 5044, 70, 72, 3, 5043, 88, 5041], [0, 1, 4, 5, 6, 7, 9, 10]),
        (.sansBold, [82, 5040, 70, 72, 3, 5039, 88, 5037], [0, 1, 4, 5, 6, 7, 9, 10]),
        (.serif, [82, 3314, 76, 70, 72, 3, 3316, 88, 3314], [0, 1, 3, 4, 5, 6, 7, 9, 10]),
        (.serifBold, [82, 3296, 76, 70, 72, 3, 3298, 88, 3296], [0, 1, 3, 4, 5, 6, 7, 9, 10]),
    ])
    func ligatures(face: ShippedFace, glyphs: [Int], clusters: [Int]) {
        let shaped = Self.shape(face.face, "office fluff")
        #expect(shaped.map { Int($0.glyph.rawValue) } == glyphs)
        #expect(shaped.map(\.cluster) == clusters)
    }

    /// U+200B is passed over by ligatures and kerning, and comes out as the space glyph with no
    /// advance, in the ligature's cluster when inside one.
    @Test func zeroWidthSpace() {
        let font = ShippedFace.sans.face
        #expect(Self.shape(font, "f\u{200B}i") == [ShapedGlyph(glyph: GlyphID(5042), cluster: 0, advance: 1290),
                                                  ShapedGlyph(glyph: GlyphID(3), cluster: 0, advance: 0)])
        #expect(Self.shape(font, "A\u{200B}V").map(\.advance) == [1270, 0, 1401])
    }

    @Test func emptyTextAndUnmappedCharacters() {
        let font = ShippedFace.sans.face
        #expect(font.shape([]).isEmpty)
        #expect(Self.shape(font, "\u{E000}x") == [ShapedGlyph(glyph: GlyphID(0), cluster: 0, advance: font.advance(of: GlyphID(0))),
                                                  ShapedGlyph(glyph: font.glyph(for: "x"), cluster: 1, advance: font.advance(of: font.glyph(for: "x")))])
    }

    /// The test font's lookups: extensions, both pair formats, a value on the second glyph (which
    /// then starts no pair), IgnoreMarks, and 'DFLT' for Greek.
    @Test(arguments: [
        ("AV", [2, 3], [0, 1], [400, 600]),
        ("VAV", [3, 2, 3], [0, 1, 2], [530, 510, 600]),
        ("AVA", [2, 3, 2], [0, 1, 2], [400, 600, 600]),
        ("fi", [6], [0], [520]),
        ("f\u{301}i", [6, 7], [0, 0], [520, 0]),
        ("A\u{200B}V", [2, 1, 3], [0, 1, 2], [400, 0, 600]),
        ("\u{391}V", [8, 3], [0, 1], [600, 600]),
        // Chrome shapes each script run on its own: the Latin run after the Greek one is kerned.
        ("\u{391}AV", [8, 2, 3], [0, 1, 2], [600, 400, 600]),
        ("ghi", [0, 0, 5], [0, 1, 2], [500, 500, 250]),
    ])
    func testFont(text: String, glyphs: [Int], clusters: [Int], advances: [Int]) throws {
        let shaped = Self.shape(try FontFace(TestFont.bytes()), text)
        #expect(shaped.map { Int($0.glyph.rawValue) } == glyphs)
        #expect(shaped.map(\.cluster) == clusters)
        #expect(shaped.map(\.advance) == advances)
    }
}
