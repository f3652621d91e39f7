import Foundation
import TrellisFonts

/// Fuzzes the font reader with mutated copies of real faces: flipped bits, overwritten bytes,
/// truncations, and overwrites of the fields that steer the reader (table directory entries, and
/// the offsets, counts and formats of cmap, hhea, maxp, hmtx, name, GDEF, GSUB and GPOS). Every
/// mutation must either be rejected with a ``FontError`` or read, and a face that reads must shape
/// sample text into sane glyphs (clusters in order and inside the text, no more glyphs than
/// characters) without trapping.
public enum FontMutator {
    enum Mutation: CaseIterable {
        case flipBit, overwriteByte, truncate, overwriteField, overwriteField2, overwriteField3
    }

    /// A face to mutate: its bytes, the fields a targeted mutation overwrites, and how it shapes
    /// the samples unmutated.
    struct Original {
        var name: String
        var bytes: [UInt8]
        var fields: [Field]
        var shaped: [[ShapedGlyph]]
    }

    /// A big-endian field of 2 or 4 bytes at `offset` in the file.
    struct Field: Hashable {
        var offset: Int, size: Int
    }

    /// Texts shaped on every face that reads: Latin with ligatures and kerning pairs, Greek,
    /// Cyrillic, digits and punctuation, U+200B, a combining mark, characters no face maps.
    static let samples: [[Unicode.Scalar]] = [
        "office fluff, AVATAR Ta To Ly \"quoted\" 1,234.56 (ffi ffl)", "Τα Ωραία Ελληνικά; Съешь же ещё этих булок",
        "f\u{200B}i A\u{200B}V e\u{301} ü \u{E000}\u{10FFFF} -–— Ada Lovelace",
    ].map { Array($0.unicodeScalars) }

    /// The outcome of reading mutated faces.
    public struct Summary: Sendable {
        public var mutations = 0
        public var read = 0
        /// Faces that read and shape a sample differently from the unmutated face.
        public var shapedDifferently = 0
        public var rejected = 0
        public var errorKinds: [String: Int] = [:]
        /// Faces that read but shaped into glyphs that break the checks.
        public var problems: [String] = []

        mutating func add(_ other: Summary) {
            mutations += other.mutations
            read += other.read
            shapedDifferently += other.shapedDifferently
            rejected += other.rejected
            errorKinds.merge(other.errorKinds, uniquingKeysWith: +)
            problems += other.problems
        }
    }

    /// Reads mutations `first..<first + count` of the faces (file name, bytes) made from `seed`.
    /// A face that does not read unmutated is a problem of the run, reported as such.
    public static func run(faces: [(String, [UInt8])], seed: UInt64, first: Int = 0, count: Int) -> Summary {
        var summary = Summary()
        var originals: [Original] = []
        for (name, bytes) in faces {
            do throws(FontError) {
                let face = try FontFace(bytes)
                originals.append(Original(name: name, bytes: bytes, fields: fields(in: bytes), shaped: samples.map(face.shape)))
            } catch {
                summary.problems.append("\(name): the unmutated face does not read: \(error)")
            }
        }
        guard !originals.isEmpty else { return summary }
        for index in first..<first + count {
            var rng = SplitMix64(seed: SplitMix64.caseSeed(seed, UInt64(index)))
            let original = rng.pick(originals)
            let mutated = mutate(original, &rng)
            summary.mutations += 1
            do throws(FontError) {
                let face = try FontFace(mutated)
                summary.read += 1
                let shaped = samples.map(face.shape)
                if shaped != original.shaped { summary.shapedDifferently += 1 }
                if let problem = problem(face, shaped) { summary.problems.append("\(original.name) mutation \(index): \(problem)") }
            } catch {
                summary.rejected += 1
                summary.errorKinds[kindName(error), default: 0] += 1
            }
        }
        return summary
    }

    /// What is wrong with a face that read, or `nil`.
    static func problem(_ face: FontFace, _ shaped: [[ShapedGlyph]]) -> String? {
        guard (16...16384).contains(face.unitsPerEm) else { return "unitsPerEm \(face.unitsPerEm)" }
        for (text, glyphs) in zip(samples, shaped) {
            guard glyphs.count <= text.count else { return "\(glyphs.count) glyphs for \(text.count) characters" }
            var previous = 0
            for glyph in glyphs {
                guard glyph.cluster >= previous, glyph.cluster < text.count else { return "cluster \(glyph.cluster) after \(previous)" }
                // hmtx's 16 bits plus two 16-bit adjustments from each of at most 65,536 lookups.
                guard abs(glyph.advance) < 1 << 33 else { return "advance \(glyph.advance)" }
                previous = glyph.cluster
            }
        }
        return nil
    }

    /// A mutated copy of the original: one to three mutations, stacked.
    static func mutate(_ original: Original, _ rng: inout SplitMix64) -> [UInt8] {
        var bytes = original.bytes
        for _ in 0..<rng.int(1...3) {
            guard !bytes.isEmpty else { break }
            switch rng.pick(Mutation.allCases) {
            case .flipBit:
                bytes[rng.int(0...bytes.count - 1)] ^= UInt8(1 << rng.int(0...7))
            case .overwriteByte:
                let random = UInt8(truncatingIfNeeded: rng.next())
                bytes[rng.int(0...bytes.count - 1)] = rng.pick([0, 1, 0x7F, 0x80, 0xFF, random])
            case .truncate:
                bytes.removeSubrange(rng.int(0...bytes.count - 1)...)
            case .overwriteField, .overwriteField2, .overwriteField3:
                // Targeted fields are the likeliest way to reach deep code, so they are drawn three times as often.
                guard !original.fields.isEmpty else { continue }
                let field = rng.pick(original.fields)
                guard field.offset + field.size <= bytes.count else { continue }
                let current = bytes[field.offset..<field.offset + field.size].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
                let maximum: UInt64 = field.size == 2 ? 0xFFFF : 0xFFFF_FFFF
                let random = rng.next(), step = UInt64(rng.int(1...16))
                let value = rng.pick([0, 1, 2, maximum, maximum - 1, maximum / 2, maximum / 2 + 1, UInt64(bytes.count),
                                      current &+ step, current &- step, current &* 2, random]) & maximum
                for byte in 0..<field.size {
                    bytes[field.offset + byte] = UInt8(truncatingIfNeeded: value >> (8 * UInt64(field.size - 1 - byte)))
                }
            }
        }
        return bytes
    }

    /// The fields of an (unmutated, readable) font that steer the reader: table directory offsets
    /// and lengths, and the headers, offsets, counts and formats of the tables it reads.
    static func fields(in bytes: [UInt8]) -> [Field] {
        func u16(_ offset: Int) -> Int? {
            offset >= 0 && offset + 2 <= bytes.count ? Int(bytes[offset]) << 8 | Int(bytes[offset + 1]) : nil
        }
        func u32(_ offset: Int) -> Int? { u16(offset).flatMap { high in u16(offset + 2).map { high << 16 | $0 } } }
        var fields: [Field] = [Field(offset: 4, size: 2)]
        func add16(_ offsets: [Int]) { fields += offsets.map { Field(offset: $0, size: 2) } }
        /// The first `count` 16-bit fields of a subtable (formats, offsets, counts).
        func header(_ offset: Int, _ count: Int) { add16((0..<count).map { offset + 2 * $0 }) }
        func coverage(_ offset: Int) { header(offset, 3) }
        /// A GSUB or GPOS table: its lists, their records, the lookups, their subtables and coverages.
        func layout(_ table: Int, extensionType: Int) {
            header(table, 5)
            if let scripts = u16(table + 4).map({ table + $0 }), let count = u16(scripts) {
                add16([scripts])
                for index in 0..<count {
                    add16([scripts + 6 + 6 * index])
                    guard let script = u16(scripts + 6 + 6 * index).map({ scripts + $0 }), let system = u16(script).map({ script + $0 }) else { continue }
                    header(system, 4)
                }
            }
            if let features = u16(table + 6).map({ table + $0 }), let count = u16(features) {
                add16([features])
                for index in 0..<count {
                    add16([features + 6 + 6 * index])
                    if let feature = u16(features + 6 + 6 * index).map({ features + $0 }) { header(feature, 3) }
                }
            }
            guard let lookups = u16(table + 8).map({ table + $0 }), let count = u16(lookups) else { return }
            add16([lookups])
            for index in 0..<count {
                add16([lookups + 2 + 2 * index])
                guard let lookup = u16(lookups + 2 + 2 * index).map({ lookups + $0 }), let type = u16(lookup),
                      let subtables = u16(lookup + 4) else { continue }
                header(lookup, 4)
                for subtable in 0..<subtables {
                    guard var offset = u16(lookup + 6 + 2 * subtable).map({ lookup + $0 }) else { continue }
                    if type == extensionType {
                        header(offset, 2)
                        fields.append(Field(offset: offset + 4, size: 4))
                        guard let target = u32(offset + 4) else { continue }
                        offset += target
                    }
                    header(offset, 8)
                    if let cover = u16(offset + 2) { coverage(offset + cover) }
                }
            }
        }
        guard let count = u16(4) else { return fields }
        for index in 0..<count {
            let record = 12 + 16 * index
            fields += [Field(offset: record + 8, size: 4), Field(offset: record + 12, size: 4)]
            guard let tag = u32(record), let table = u32(record + 8) else { continue }
            switch tag {
            case 0x6865_6164: add16([table + 18]) // head: unitsPerEm
            case 0x6868_6561: add16([table + 34]) // hhea: numberOfHMetrics
            case 0x6D61_7870: add16([table + 4]) // maxp: numGlyphs
            case 0x686D_7478: add16(Array(stride(from: table, to: table + 4000, by: 4))) // hmtx: advances
            case 0x6E61_6D65: // name
                header(table, 3)
                for name in 0..<(u16(table + 2) ?? 0) {
                    let record: Int = table + 6 + 12 * name
                    add16([record + 8, record + 10])
                }
            case 0x636D_6170: // cmap
                header(table, 2)
                guard let subtables = u16(table + 2) else { continue }
                for subtable in 0..<subtables {
                    let record = table + 4 + 8 * subtable
                    header(record, 2)
                    fields.append(Field(offset: record + 4, size: 4))
                    guard let offset = u32(record + 4).map({ table + $0 }), let format = u16(offset) else { continue }
                    header(offset, 7)
                    if format == 12 {
                        fields += [Field(offset: offset + 4, size: 4), Field(offset: offset + 12, size: 4)]
                        fields += (0..<300).map { Field(offset: offset + 16 + 4 * $0, size: 4) }
                    }
                    if format == 4 { add16((0..<400).map { offset + 14 + 2 * $0 }) }
                }
            case 0x4744_4546: header(table, 7) // GDEF
            case 0x4753_5542: layout(table, extensionType: 7) // GSUB
            case 0x4750_4F53: layout(table, extensionType: 9) // GPOS
            default: continue
            }
        }
        // Sorted by offset and size: a set's order changes from process to process.
        return Array(Set(fields)).sorted { ($0.offset, $0.size) < ($1.offset, $1.size) }
    }

    static func kindName(_ error: FontError) -> String {
        Mirror(reflecting: error).children.first?.label ?? "\(error)"
    }

    /// Every `*.ttf` and `*.otf` under `directory`, sorted by path, with its bytes.
    public static func fontFiles(under directory: String) -> [(String, [UInt8])] {
        let url = URL(fileURLWithPath: directory)
        guard let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil) else { return [] }
        var files: [(String, [UInt8])] = []
        for case let file as URL in enumerator where ["ttf", "otf"].contains(file.pathExtension.lowercased()) {
            if let data = try? Data(contentsOf: file) { files.append((file.lastPathComponent, Array(data))) }
        }
        return files.sorted { $0.0 < $1.0 }
    }
}
