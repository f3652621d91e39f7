import Foundation
import Testing

/// Keeps the docs' Swift honest: every ```swift block of README.md and Docs/*.md must appear, line
/// for line, in this target's sources, where it is compiled and run. A snippet edited in a doc
/// without its copy here fails this test; one that is not meant to compile belongs in a ```text
/// block.
struct DocumentedSnippetsTests {
    @Test func everySwiftBlockOfTheDocsIsCompiledHere() throws {
        let sources = try DocumentedSnippets.sourceFiles()
        let blocks = try DocumentedSnippets.documents().flatMap { try DocumentedSnippets.swiftBlocks(of: $0) }
        #expect(!blocks.isEmpty, "no ```swift block found in README.md or Docs/")
        for block in blocks where !sources.contains(where: { $0.contains(block) }) {
            Issue.record("""
                \(block.location): this ```swift block is not in Tests/DocumentationTests, line for line \
                (after its imports, at the top of the same file); copy it there so that it compiles:
                \(block.body.joined(separator: "\n"))
                """)
        }
    }

    @Test func aBlockMatchesItsIndentedCopyButNotAnEditedOne() {
        let block = DocumentedSnippets.Block(location: "Doc.md:1", lines: [
            "import Trellis", "", "let a = Item(\"a\")", "", "print(a)",
        ])
        let copy = DocumentedSnippets.SourceFile(name: "Copy.swift", text: """
            import Testing
            import Trellis

            @Test func a() {
                let a = Item("a")   \("")

                print(a)
            }
            """)
        let edited = DocumentedSnippets.SourceFile(name: "Edited.swift", text: """
            import Trellis
            let a = Item("b")

            print(a)
            """)
        let withoutImport = DocumentedSnippets.SourceFile(name: "Bare.swift", text: """
            let a = Item("a")

            print(a)
            """)
        #expect(block.imports == ["import Trellis"])
        #expect(copy.contains(block))
        #expect(!edited.contains(block))
        #expect(!withoutImport.contains(block))
    }
}

/// Finding the docs' Swift blocks and their copies in this target.
enum DocumentedSnippets {
    /// A ```swift block of a doc, its common indentation removed and trailing whitespace dropped.
    struct Block {
        /// Where the block opens: `Docs/StackDSL.md:9`.
        var location: String
        /// The `import` lines that open the block: they must be at the top of the file holding it.
        var imports: [String]
        /// The rest of the block, which must appear as consecutive lines.
        var body: [String]

        init(location: String, lines: [String]) {
            self.location = location
            let importCount = lines.prefix { $0.hasPrefix("import ") }.count
            imports = Array(lines.prefix(importCount))
            body = Array(lines.dropFirst(importCount).drop { $0.isEmpty })
        }
    }

    /// A Swift file of this target, trailing whitespace dropped.
    struct SourceFile {
        var name: String
        var lines: [String]

        init(name: String, text: String) {
            self.name = name
            lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(droppingTrailingWhitespace)
        }

        /// Whether the file imports what the block imports and holds its body as consecutive lines,
        /// all indented alike (a snippet sits inside a test function).
        func contains(_ block: Block) -> Bool {
            guard block.imports.allSatisfy(lines.contains), let first = block.body.first else { return false }
            return lines.indices.contains { start in
                guard lines[start].hasSuffix(first) else { return false }
                let indent = lines[start].dropLast(first.count)
                guard indent.allSatisfy({ $0 == " " }), start + block.body.count <= lines.count else { return false }
                return zip(block.body, lines[start...]).allSatisfy { line, source in
                    line.isEmpty ? source.isEmpty : source == indent + line
                }
            }
        }
    }

    /// The repository's root, three levels above this file.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// README.md and every Markdown file of Docs/, as (path from the root, text).
    static func documents() throws -> [(path: String, text: String)] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Docs").path)
            .filter { $0.hasSuffix(".md") }.sorted().map { "Docs/\($0)" }
        return try (["README.md"] + docs).map { path in
            (path, try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8))
        }
    }

    /// The Swift files of this target.
    static func sourceFiles() throws -> [SourceFile] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
            .map { SourceFile(name: $0, text: try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
    }

    /// The blocks fenced ```swift in `document`; other fences (```sh, ```xml, plain ```) are skipped.
    static func swiftBlocks(of document: (path: String, text: String)) throws -> [Block] {
        var blocks: [Block] = []
        var open: (line: Int, isSwift: Bool, lines: [String])?
        for (number, line) in document.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("```") {
                if let block = open {
                    if block.isSwift {
                        blocks.append(Block(location: "\(document.path):\(block.line)", lines: dedented(block.lines)))
                    }
                    open = nil
                } else {
                    open = (number + 1, trimmed.dropFirst(3) == "swift", [])
                }
            } else {
                open?.lines.append(droppingTrailingWhitespace(line))
            }
        }
        if let block = open { throw UnclosedFence(location: "\(document.path):\(block.line)") }
        return blocks
    }

    struct UnclosedFence: Error, CustomStringConvertible {
        var location: String
        var description: String { "\(location): a code fence opens here and never closes" }
    }

    /// `lines` without the indentation that all their non-blank lines share.
    static func dedented(_ lines: [String]) -> [String] {
        let indent = lines.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { String($0.dropFirst(indent)) }
    }

    static func droppingTrailingWhitespace(_ line: some StringProtocol) -> String {
        String(line.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed())
    }
}
