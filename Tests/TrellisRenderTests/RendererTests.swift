import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TrellisCore
import TrellisRender

/// The text, JSON and SVG renderings of a small layout.
@Suite struct RendererTests {
    let layout = ComputedLayout(id: "card", frame: Rect(x: 0, y: 0, width: 100, height: 50), children: [
        ComputedLayout(frame: Rect(x: 10, y: 5, width: 30.5, height: 20)),
        ComputedLayout(id: "label", frame: Rect(x: 45, y: 5, width: 40, height: 20), children: [
            ComputedLayout(frame: Rect(x: 1, y: 2, width: 3, height: 4)),
        ]),
    ])

    @Test func textTree() {
        #expect(TextTreeRenderer.render(layout) == """
            card  0 0 100 50
              root/0  10 5 30.5 20
              label  45 5 40 20
                root/1/0  1 2 3 4

            """)
    }

    @Test func jsonIsValidAndNested() throws {
        let json = JSONRenderer.render(layout)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["id"] as? String == "card")
        let children = try #require(object["children"] as? [[String: Any]])
        #expect(children.count == 2)
        #expect(children[0]["id"] == nil)
        #expect(children[0]["width"] as? Double == 30.5)
        #expect(((children[1]["children"] as? [[String: Any]])?.first?["path"] as? String) == "root/1/0")
    }

    @Test func svgHasOneLabelledRectanglePerBoxWithStableColours() throws {
        let svg = SVGRenderer.render(layout)
        #expect(svg.components(separatedBy: "<rect").count - 1 == 4)
        #expect(svg.contains(">label</text>"))
        #expect(svg.contains(">root/1/0</text>"))
        // The grandchild is drawn at its absolute position: 45 + 1, 5 + 2.
        #expect(svg.contains("<rect x=\"46\" y=\"7\" width=\"3\" height=\"4\""))
        #expect(SVGRenderer.render(layout) == svg)
        let parser = XMLParser(data: Data(svg.utf8))
        #expect(parser.parse() && parser.parserError == nil, "well-formed XML")
    }
}

