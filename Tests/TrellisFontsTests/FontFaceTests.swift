import Testing
import TrellisFonts

/// The metrics, names, character maps and advances of the shipped faces, as fontTools reads them.
@Suite struct FontFaceTests {
    @Test(arguments: [
        (ShippedFace.sans, 1901, "DejaVu Sans", 400), (.sansBold, 1901, "DejaVu Sans", 700),
        (.serif, 1901, "DejaVu Serif", 400), (.serifBold, 1923, "DejaVu Serif", 700),
    ])
    func metricsAndNames(face: ShippedFace, ascender: Int, family: String, weight: Int) throws {
        let font = try FontFace(face.bytes)
        #expect(font.unitsPerEm == 2048)
        #expect(font.ascender == ascender)
        #expect(font.descender == -483)
        #expect(font.lineGap == 0)
        #expect(font.familyName == family)
        #expect(font.weight == weight)
    }

    /// Glyph IDs and 'hmtx' advances of A, V, f, i, ü, space, Ж and ω.
    @Test(arguments: [
        (ShippedFace.sans, [36, 57, 73, 76, 190, 3, 939, 862], [1401, 1401, 721, 569, 1298, 651, 2206, 1715]),
        (.sansBold, [36, 57, 73, 76, 190, 3, 939, 862], [1585, 1585, 891, 702, 1458, 713, 2507, 1780]),
        (.serif, [36, 57, 73, 76, 190, 3, 897, 834], [1479, 1479, 758, 655, 1319, 651, 2301, 1670]),
        (.serifBold, [36, 57, 73, 76, 190, 3, 897, 834], [1589, 1589, 881, 778, 1489, 713, 2687, 1950]),
    ])
    func glyphsAndAdvances(face: ShippedFace, glyphs: [Int], advances: [Int]) {
        let font = face.face
        let found = "AVfiü Жω".unicodeScalars.map { font.glyph(for: $0) }
        #expect(found.map { Int($0.rawValue) } == glyphs)
        #expect(found.map { font.advance(of: $0) } == advances)
    }

    @Test func unmappedCharactersAndUnknownGlyphs() {
        let font = ShippedFace.sans.face
        #expect(font.glyph(for: "\u{E000}") == GlyphID(0))
        #expect(font.glyph(for: "\u{10FFFF}") == GlyphID(0))
        #expect(font.advance(of: GlyphID(60_000)) == 0)
    }

    /// The faces' format 4 subtables (3/1) agree with their format 12 ones (3/10) on the whole
    /// Basic Multilingual Plane: with the format 12 records renamed, the reader falls back to format 4.
    @Test(arguments: ShippedFace.allCases)
    func format4AgreesWithFormat12(face: ShippedFace) throws {
        let full = try FontFace(face.bytes)
        let basic = try FontFace(Self.withoutFormat12(face.bytes))
        for value in UInt32(0)...0xFFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if full.glyph(for: scalar) != basic.glyph(for: scalar) {
                Issue.record("U+\(String(value, radix: 16)): format 12 \(full.glyph(for: scalar)), format 4 \(basic.glyph(for: scalar))")
                return
            }
        }
    }

    /// `bytes` with the cmap's 0/4 and 3/10 encoding records turned into an encoding the reader skips.
    static func withoutFormat12(_ bytes: [UInt8]) -> [UInt8] {
        var bytes = bytes
        let cmap = tableOffset("cmap", in: bytes)
        let count = Int(bytes[cmap + 2]) << 8 | Int(bytes[cmap + 3])
        for index in 0..<count {
            let record = cmap + 4 + 8 * index
            if (bytes[record + 1], bytes[record + 3]) == (0, 4) || (bytes[record + 1], bytes[record + 3]) == (3, 10) {
                bytes[record + 1] = 9
            }
        }
        return bytes
    }

    /// The offset of table `tag` in a font's bytes.
    static func tableOffset(_ tag: String, in bytes: [UInt8]) -> Int {
        let count = Int(bytes[4]) << 8 | Int(bytes[5])
        for index in 0..<count {
            let record = 12 + 16 * index
            if Array(bytes[record..<record + 4]) == Array(tag.utf8) {
                return bytes[record + 8..<record + 12].reduce(0) { $0 << 8 | Int($1) }
            }
        }
        return 0
    }

    @Test(arguments: [TestFont.CharacterMap.format4, .format12])
    func theTestFont(characterMap: TestFont.CharacterMap) throws {
        let font = try FontFace(TestFont.bytes(characterMap: characterMap))
        #expect((font.unitsPerEm, font.ascender, font.descender, font.lineGap) == (1000, 800, -200, 90))
        #expect(font.familyName == "Test Sans")
        #expect(font.weight == 700)
        #expect("A Vfghi\u{301}\u{391}\u{200B}\u{392}".unicodeScalars.map { font.glyph(for: $0).rawValue } == [2, 1, 3, 4, 0, 0, 5, 7, 8, 9, 0])
        // Glyph 9 is past the last long metric: it has alpha's advance.
        #expect((0..<11).map { font.advance(of: GlyphID($0)) } == TestFont.advances + [600, 0])
    }
}
