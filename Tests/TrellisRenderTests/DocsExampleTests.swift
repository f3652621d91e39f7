import Foundation
import Testing
import TrellisCore
import TrellisRender

/// The docs' examples are run, so that what the docs say cannot drift from what Trellis does:
/// every layout file of `Docs/examples` has its frames stated in a table of the docs, and lays
/// out to exactly those frames; every `<test>` fixture shown in the docs passes.
///
/// A frames table follows a marker naming its file, and lists every box with an id, with its
/// frame relative to the root (as `ComputedLayout.frame(of:)` gives it):
///
///     <!-- frames of Docs/examples/inbox-row.xml -->
///     | box | x | y | width | height |
///     | --- | --- | --- | --- | --- |
///     | `row` | 0 | 0 | 360 | 72 |
@Suite struct DocsExampleTests {
    /// The package root, found from this source file so that the test reads the checkout.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// `Docs/examples/*.xml`, relative to the package root, sorted.
    static let examples: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root + "/Docs/examples")) ?? []
        return names.filter { $0.hasSuffix(".xml") }.sorted().map { "Docs/examples/" + $0 }
    }()

    /// The README and `Docs/*.md`, relative to the package root, with their text.
    static let documents: [(path: String, text: String)] = {
        let guides = ((try? FileManager.default.contentsOfDirectory(atPath: root + "/Docs")) ?? [])
            .filter { $0.hasSuffix(".md") }.sorted().map { "Docs/" + $0 }
        return (["README.md"] + guides).compactMap { path in
            (try? String(contentsOfFile: root + "/" + path, encoding: .utf8)).map { (path, $0) }
        }
    }()

    /// One frames table of the docs.
    struct StatedFrames: Sendable, CustomTestStringConvertible {
        /// The document that states them.
        var document: String
        /// The layout file they are the frames of, relative to the package root.
        var example: String
        /// Each box's id and frame relative to the root, in the table's order.
        var frames: [(id: String, frame: Rect)]
        /// A row that could not be read, quoted, if any.
        var unreadableRow: String?

        var testDescription: String { "\(example) in \(document)" }
    }

    static let markerPrefix = "<!-- frames of "

    /// Every frames table of every document.
    static let statedFrames: [StatedFrames] = documents.flatMap { document in
        let lines = document.text.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.indices.compactMap { index -> StatedFrames? in
            let line = lines[index].trimmingCharacters(in: .whitespaces)
            guard line.hasPrefix(markerPrefix), line.hasSuffix("-->") else { return nil }
            let example = line.dropFirst(markerPrefix.count).dropLast(3).trimmingCharacters(in: .whitespaces)
            var stated = StatedFrames(document: document.path, example: example, frames: [])
            // The header and the separator row, then one row per box until the table ends.
            for row in lines[(index + 1)...].prefix(while: { $0.hasPrefix("|") }).dropFirst(2) {
                let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
                let numbers = cells.dropFirst().compactMap(Double.init)
                guard cells.count == 5, numbers.count == 4, cells[0].hasPrefix("`"), cells[0].hasSuffix("`") else {
                    stated.unreadableRow = String(row)
                    break
                }
                stated.frames.append((String(cells[0].dropFirst().dropLast()),
                                      Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])))
            }
            return stated
        }
    }

    /// A `<test>` fixture shown in a document's `xml` code block.
    struct ShownFixture: Sendable, CustomTestStringConvertible {
        var document: String
        var xml: String
        var testDescription: String { "<test> in \(document)" }
    }

    /// Every `xml` code block of the docs that is a `<test>`.
    static let shownFixtures: [ShownFixture] = documents.flatMap { document in
        document.text.components(separatedBy: "```xml\n").dropFirst().compactMap { block -> ShownFixture? in
            guard let code = block.components(separatedBy: "```").first, code.hasPrefix("<test") else { return nil }
            return ShownFixture(document: document.path, xml: code)
        }
    }

    @Test func everyExampleHasItsFramesStated() {
        #expect(!Self.examples.isEmpty)
        for example in Self.examples {
            #expect(Self.statedFrames.contains { $0.example == example },
                    "no table in README.md or Docs/*.md follows \(Self.markerPrefix)\(example) -->")
        }
    }

    @Test(arguments: statedFrames)
    func exampleLaysOutAsStated(_ stated: StatedFrames) throws {
        #expect(stated.unreadableRow == nil, "a row is not | `id` | x | y | width | height |: \(stated.unreadableRow ?? "")")
        let layout = try LayoutDocument(contentsOfFile: Self.root + "/" + stated.example).layout()
        let actual = layout.framesByID()
        for (id, frame) in stated.frames {
            #expect(actual[ElementID(id)] == frame, "\(id)")
        }
        // Every box with an id is in the table, so that a box added to the file is added to the docs.
        let statedIDs = Set(stated.frames.map { ElementID($0.id) })
        #expect(Set(actual.keys) == statedIDs)
    }

    @Test func theDocsShowAFixture() {
        #expect(!Self.shownFixtures.isEmpty)
    }

    @Test(arguments: shownFixtures)
    func fixtureShownInTheDocsPasses(_ shown: ShownFixture) throws {
        let document = try LayoutDocument(xml: shown.xml, file: shown.document)
        let result = FixtureChecker.check(document, file: shown.document)
        let passed = result.passed
        #expect(passed, "\(result.details)")
    }
}
