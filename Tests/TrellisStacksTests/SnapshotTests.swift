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
        let drawing = TerminalRenderer.render(try example.layout(), source: example.layoutNode(),
                                              cellWidth: 4, cellHeight: 8)
        assertSnapshot(drawing, path: "Tests/TrellisStacksTests/__Snapshots__/\(example.name).txt")
    }

    @Test(arguments: StackExamples.all)
    func svgInDocs(_ example: StackExample) throws {
        // As `swift run Examples --write-svgs` draws it.
        let svg = SVGRenderer.render(try example.layout(), source: example.layoutNode(), includeUnnamed: false,
                                     fills: example.colours.compactMapValues(SVGRenderer.Colour.init(hex:)))
        assertSnapshot(svg, path: "Docs/images/\(example.name).svg")
    }

    @Test(arguments: StackExamples.all)
    func coloursAreHexadecimal(_ example: StackExample) {
        for (id, colour) in example.colours {
            #expect(SVGRenderer.Colour(hex: colour) != nil, "\(example.name): \(id)'s colour \(colour)")
        }
    }

    @Test func loweredMondrianPrintsAsSwift() throws {
        let example = try #require(StackExamples.named("mondrian"))
        assertSnapshot("\(example.block.makeLayoutNode())\n\n\(try example.layout())\n",
                       path: "Tests/TrellisStacksTests/__Snapshots__/mondrian.swift.txt")
    }
}
