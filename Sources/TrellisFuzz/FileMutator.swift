import Foundation
import TrellisCore
import TrellisRender

/// Fuzzes the layout-file reader with mutated copies of real files: flipped bytes, truncation,
/// swapped attribute values, duplicated and deleted tags. Every file must either read, or be
/// rejected with a ``LayoutFileError`` that names a line (the reader never traps).
public enum FileMutator {
    /// Text that broke the reader once (issue 42): entity declarations and references, whose
    /// text was dropped in silence, numbers beyond `Double`'s range, and functions nested past
    /// `Style.nestingLimit`, which overflowed the stack of the track-list reader.
    static let hostileGarbage: [String] = [
        "<!DOCTYPE div [<!ENTITY a \"AB\">]>", "<!DOCTYPE div [<!ENTITY e SYSTEM \"file:///etc/hostname\">]>", "&a;", "&e;",
        "&#65;", "&amp;", "1e400", " 1e400fr", " 1e-300fr",
        String(repeating: "repeat(1, ", count: 2_000), String(repeating: "minmax(", count: 2_000),
        "calc" + String(repeating: "(", count: 2_000), "calc(1px" + String(repeating: " * 1", count: 100) + ")",
    ]

    /// Kinds of mutation, one applied (or several, stacked) per mutated file.
    enum Mutation: CaseIterable {
        case flipByte, truncate, swapAttributeValues, duplicateTag, deleteTag, insertGarbage
    }

    /// A mutated copy of `original`.
    static func mutate(_ original: [UInt8], _ rng: inout SplitMix64) -> [UInt8] {
        var bytes = original
        for _ in 0..<rng.int(1...3) {
            guard !bytes.isEmpty else { break }
            switch rng.pick(Mutation.allCases) {
            case .flipByte:
                let index = rng.int(0...bytes.count - 1)
                bytes[index] ^= UInt8(1 << rng.int(0...7))
            case .truncate:
                bytes.removeSubrange(rng.int(0...bytes.count - 1)...)
            case .swapAttributeValues:
                // Two quoted values trade places: a width gets a keyword, a display gets "10px".
                let quotes = bytes.indices.filter { bytes[$0] == UInt8(ascii: "\"") }
                guard quotes.count >= 4 else { continue }
                let pairs = stride(from: 0, to: quotes.count - 1, by: 2).map { (quotes[$0] + 1, quotes[$0 + 1]) }
                let a = rng.pick(pairs), b = rng.pick(pairs)
                guard a.0 < b.0, a.1 <= b.0 else { continue }
                let first = Array(bytes[a.0..<a.1]), second = Array(bytes[b.0..<b.1])
                bytes.replaceSubrange(b.0..<b.1, with: first)
                bytes.replaceSubrange(a.0..<a.1, with: second)
            case .duplicateTag, .deleteTag:
                let opens = bytes.indices.filter { bytes[$0] == UInt8(ascii: "<") }
                guard let start = opens.isEmpty ? nil : rng.pick(opens),
                      let end = bytes[start...].firstIndex(of: UInt8(ascii: ">")) else { continue }
                let tag = Array(bytes[start...end])
                if rng.chance(0.5) {
                    bytes.removeSubrange(start...end)
                } else {
                    bytes.insert(contentsOf: tag, at: end + 1)
                }
            case .insertGarbage:
                let garbage: [String] = ["<", ">", "&", "\"", "<div", "</div>", "=", "px", "%", "-1e999", "\u{0}", "\u{FFFF}", "é", "<!DOCTYPE x [<!ENTITY a \"&a;\">]>"]
                    + hostileGarbage
                bytes.insert(contentsOf: Array(rng.pick(garbage).utf8), at: rng.int(0...bytes.count))
            }
        }
        return bytes
    }

    /// The outcome of reading mutated files.
    public struct Summary: Sendable {
        public var files = 0
        public var accepted = 0
        public var rejected = 0
        /// Rejections whose error names no line, or that were not `LayoutFileError`s.
        public var badRejections: [String] = []
        /// Accepted files whose tree failed to lay out with a typed error, or broke an invariant.
        public var layoutProblems: [String] = []
        public var errorKinds: [String: Int] = [:]
    }

    /// Reads `count` mutations of the `originals` (file name, contents) made from `seed`, and lays
    /// out the ones that read.
    public static func run(originals: [(String, [UInt8])], seed: UInt64, count: Int) -> Summary {
        var summary = Summary()
        guard !originals.isEmpty else { return summary }
        for index in 0..<count {
            var rng = SplitMix64(seed: SplitMix64.caseSeed(seed, UInt64(index)))
            let (name, original) = rng.pick(originals)
            let mutated = mutate(original, &rng)
            summary.files += 1
            let file = "\(name)#mutation\(index)"
            do throws(LayoutFileError) {
                let document = try LayoutDocument(data: Data(mutated), file: file)
                summary.accepted += 1
                var tree: LayoutTree
                do throws(LayoutError) {
                    tree = try LayoutTree(document.root)
                    try tree.layout(in: document.viewport ?? Size(width: .maxContent, height: .maxContent),
                                    pixelScale: document.useRounding ? 1 : nil)
                } catch {
                    // A typed error is a fine answer to a tree the IR rejects.
                    continue
                }
                do throws(Violation) {
                    try Invariants.checkFrames(tree.computedLayout(), document.root)
                } catch {
                    summary.layoutProblems.append("\(file): \(error)")
                }
            } catch {
                summary.rejected += 1
                summary.errorKinds[kindName(error), default: 0] += 1
                guard let line = line(of: error), line >= 1 else {
                    summary.badRejections.append("\(file): no line in \(error)")
                    continue
                }
                _ = line
            }
        }
        return summary
    }

    static func kindName(_ error: LayoutFileError) -> String {
        Mirror(reflecting: error).children.first?.label ?? "?"
    }

    /// The line a reading error names, if it names one.
    static func line(of error: LayoutFileError) -> Int? {
        switch error {
        case let .malformedXML(_, line, _), let .unknownElement(_, line, _, _), let .unknownAttribute(_, line, _, _, _),
             let .invalidValue(_, line, _, _, _, _), let .missingAttribute(_, line, _, _), let .duplicateElement(_, line, _),
             let .duplicateID(_, line, _, _),
             let .missingRoot(_, line), let .unexpectedText(_, line, _, _), let .tooDeep(_, line, _),
             let .expectationsMismatch(_, line, _), let .unclosedElement(_, line, _, _),
             let .nestedTooDeep(_, line, _, _, _, _), let .documentTypeDeclaration(_, line),
             let .numberOutOfRange(_, line, _, _),
             let .unknownRelationAttribute(_, line, _, _), let .invalidGridValue(_, line, _, _, _, _):
            return line
        case .emptyFile:
            // Nothing but whitespace: the layout element should have started on the first line.
            return 1
        case .unreadableFile, .directory, .invalidFont, .unrepresentable:
            return nil
        }
    }

    /// Every `*.xml` under `directory`, sorted by path, with its bytes.
    public static func xmlFiles(under directory: String) -> [(String, [UInt8])] {
        let url = URL(fileURLWithPath: directory)
        guard let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil) else { return [] }
        var files: [(String, [UInt8])] = []
        for case let file as URL in enumerator where file.pathExtension == "xml" {
            if let data = try? Data(contentsOf: file) { files.append((file.path, Array(data))) }
        }
        return files.sorted { $0.0 < $1.0 }
    }
}
