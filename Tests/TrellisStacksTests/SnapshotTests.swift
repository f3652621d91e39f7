// Every example's terminal drawing, and its SVG in Docs/images: the docs' pictures are
// re-rendered here, so they cannot drift from the code.
import StackExamples
import Testing
import TrellisCore
import TrellisRender

extension StackExample: CustomTestStringConvertible {
    public var testDescription: String { name }
}

@Suite struct SnapshotTests {
    @Test(arguments: StackExamples.all)
    func terminalDrawing(_ example: StackExample) throws {
        let drawing = TerminalRenderer.render(try example.layout(), cellWidth: 4, cellHeight: 8)
        assertSnapshot(drawing, path: "Tests/TrellisStacksTests/__Snapshots__/\(example.name).txt")
    }

    @Test(arguments: StackExamples.all)
    func svgInDocs(_ example: StackExample) throws {
        let svg = SVGRenderer.render(try example.layout(), includeUnnamed: false)
        assertSnapshot(svg, path: "Docs/images/\(example.name).svg")
    }

    @Test func loweredMondrianPrintsAsSwift() throws {
        let example = try #require(StackExamples.named("mondrian"))
        assertSnapshot("\(example.block.makeLayoutNode())\n\n\(try example.layout())\n",
                       path: "Tests/TrellisStacksTests/__Snapshots__/mondrian.swift.txt")
    }
}
