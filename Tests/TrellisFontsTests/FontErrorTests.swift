import Testing
import TrellisFonts

/// Truncated, corrupt and foreign bytes give a typed error naming the table, never a crash.
@Suite struct FontErrorTests {
    static func error(_ bytes: [UInt8]) -> FontError? {
        do throws(FontError) {
            _ = try FontFace(bytes)
            return nil
        } catch {
            return error
        }
    }

    @Test func notAFont() {
        #expect(Self.error([]) == .truncated(table: "sfnt", offset: 0))
        #expect(Self.error(Array("<svg></svg>".utf8)) == .unknownSignature(0x3C73_7667))
        #expect(Self.error(Array("ttcf".utf8) + [0, 1, 0, 0]) == .fontCollection)
    }

    /// A font cut anywhere is rejected: inside the directory as truncated, past it because a
    /// table would end outside the bytes.
    @Test func everyCutOfTheTestFontIsRejected() {
        let bytes = TestFont.bytes()
        for length in 0..<bytes.count where Self.error(Array(bytes.prefix(length))) == nil {
            Issue.record("the first \(length) bytes read")
        }
    }

    @Test(arguments: ShippedFace.allCases)
    func truncatedShippedFace(face: ShippedFace) {
        let bytes = face.bytes
        guard case .offsetOutOfRange(table: "sfnt", _) = Self.error(Array(bytes.prefix(bytes.count / 2))) else {
            Issue.record("a face cut in half is not rejected for a table outside its bytes")
            return
        }
    }

    @Test func missingTable() {
        var bytes = TestFont.bytes()
        let record = Self.record(of: "hmtx", in: bytes)
        bytes[record] = UInt8(ascii: "x")
        #expect(Self.error(bytes) == .missingTable("hmtx"))
    }

    @Test func zeroUnitsPerEm() {
        var bytes = TestFont.bytes()
        let head = Self.offset(of: "head", in: bytes)
        bytes[head + 18] = 0
        bytes[head + 19] = 0
        #expect(Self.error(bytes) == .invalidValue(table: "head", field: "unitsPerEm", value: 0))
    }

    @Test func ligatureSetOffsetOutOfRange() {
        var bytes = TestFont.bytes()
        let gsub = Self.offset(of: "GSUB", in: bytes)
        let length = Self.length(of: "GSUB", in: bytes)
        // The ligature subtable is the table's last 24 bytes (its header, set, ligature and
        // coverage); point its ligature set past the table's end.
        let ligatures = gsub + length - 24
        bytes[ligatures + 6] = 0xFF
        let error = Self.error(bytes)
        #expect(error == .offsetOutOfRange(table: "GSUB", offset: length - 24 + 0xFF08))
        #expect(error?.description == "'GSUB' has an offset \(length - 24 + 0xFF08) outside its bounds")
    }

    /// Offsets may point many records at one table: a pair adjustment whose 2,000 pair sets are all
    /// one set of 2,000 pairs would compile to 4,000,000 pairs from 8 KB. The reader stops.
    @Test func sharedSubtablesAreCapped() {
        let pairSet = TestFont.u16(2000) + (0..<2000).flatMap { TestFont.u16($0) + TestFont.i16(-1) }
        let header = 10 + 2 * 2000
        let coverage = TestFont.u16(2) + TestFont.u16(1) + TestFont.u16(0) + TestFont.u16(0xFFFF) + TestFont.u16(0)
        let subtable = TestFont.u16(1) + TestFont.u16(header) + TestFont.u16(4) + TestFont.u16(0) + TestFont.u16(2000)
            + (0..<2000).flatMap { _ in TestFont.u16(header + coverage.count) } + coverage + pairSet
        var bytes = TestFont.bytes()
        let gpos = TestFont.layout(feature: "kern", lookups: [(2, 0, subtable)])
        bytes = TestFont.sfnt(Self.tables(of: bytes).map { $0.0 == "GPOS" ? ("GPOS", gpos) : $0 })
        #expect(Self.error(bytes) == .tooComplex(table: "GPOS"))
    }

    /// The tables of a font written by ``TestFont/sfnt(_:)``, by tag.
    static func tables(of bytes: [UInt8]) -> [(String, [UInt8])] {
        let count = Int(bytes[4]) << 8 | Int(bytes[5])
        return (0..<count).map { index in
            let tag = String(decoding: bytes[12 + 16 * index..<12 + 16 * index + 4], as: UTF8.self)
            let start = offset(of: tag, in: bytes)
            return (tag, Array(bytes[start..<start + length(of: tag, in: bytes)]))
        }
    }

    @Test func unsupportedCharacterMap() {
        var bytes = TestFont.bytes()
        let cmap = Self.offset(of: "cmap", in: bytes)
        bytes[cmap + 12 + 1] = 6
        #expect(Self.error(bytes) == .unsupportedFormat(table: "cmap", format: 6))
    }

    @Test func descriptionsNameTheTable() {
        #expect(FontError.truncated(table: "GPOS", offset: 1234).description == "'GPOS' is truncated: a read at offset 1234 runs past its end")
        #expect(FontError.missingTable("cmap").description == "the font has no 'cmap' table")
        #expect(FontError.fontCollection.description.contains("collection"))
        #expect(FontError.tooComplex(table: "GSUB").description.contains("'GSUB'"))
    }

    static func record(of tag: String, in bytes: [UInt8]) -> Int {
        let count = Int(bytes[4]) << 8 | Int(bytes[5])
        return (0..<count).map { 12 + 16 * $0 }.first { Array(bytes[$0..<$0 + 4]) == Array(tag.utf8) } ?? 0
    }

    static func offset(of tag: String, in bytes: [UInt8]) -> Int {
        let record = record(of: tag, in: bytes)
        return bytes[record + 8..<record + 12].reduce(0) { $0 << 8 | Int($1) }
    }

    static func length(of tag: String, in bytes: [UInt8]) -> Int {
        let record = record(of: tag, in: bytes)
        return bytes[record + 12..<record + 16].reduce(0) { $0 << 8 | Int($1) }
    }
}
