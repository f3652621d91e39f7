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
        #expect(svg.contains(">root/0</text>"))
        // The grandchild is drawn at its absolute position: 45 + 1, 5 + 2.
        #expect(svg.contains("<rect x=\"46\" y=\"7\" width=\"3\" height=\"4\""))
        #expect(SVGRenderer.render(layout) == svg)
        let parser = XMLParser(data: Data(svg.utf8))
        #expect(parser.parse() && parser.parserError == nil, "well-formed XML")
    }

    /// The SVG pictures of the docs' layout files and of generated fixtures (their boxes
    /// labelled by path): no label overlaps another or a line of text; each lies inside its box,
    /// clear of the boxes in it, or (when its box has no room) just above or below its box,
    /// inside its parent and over none of its siblings but those around it; and every box's
    /// label is drawn or listed in the legend. In the docs' files, whose boxes do not overflow,
    /// no label crosses the edge of any box.
    @Test(arguments: Self.pictureFiles)
    func svgLabelsNeverOverprintAndAllArePresent(_ path: String) throws {
        let document = try LayoutDocument(contentsOfFile: path)
        let layout = try document.layout()
        let picture = try SVGPicture(SVGRenderer.render(layout, source: document.root))
        let boxes = Self.boxes(layout)
        for (index, label) in picture.labels.enumerated() {
            for other in picture.labels[(index + 1)...] {
                #expect(!label.frame.overlaps(other.frame), "\(label.string) and \(other.string) overprint")
            }
            for line in picture.textLines {
                #expect(!label.frame.overlaps(line.frame), "\(label.string) overprints the text \(line.string)")
            }
            // A marker's box is the one the legend names after its number.
            let owner = Int(label.string).flatMap { picture.legend[$0] } ?? label.string
            let box = try #require(boxes[owner], "\(label.string) names no box")
            if box.frame.contains(label.frame) {
                for child in box.children {
                    #expect(!child.overlaps(label.frame), "\(label.string) covers a box drawn inside it")
                }
            } else {
                let gap = label.frame.minY >= box.frame.maxY ? label.frame.minY - box.frame.maxY : box.frame.minY - label.frame.maxY
                #expect(gap >= 0 && gap <= 1 && label.frame.minX <= box.frame.maxX && box.frame.minX <= label.frame.maxX,
                        "\(label.string) at \(label.frame) is neither in nor beside \(box.frame)")
                if let parent = box.parent.flatMap({ boxes[$0] }) {
                    #expect(parent.frame.contains(label.frame), "\(label.string), outside its box, leaves its parent")
                    for sibling in parent.children where sibling.overlaps(label.frame) {
                        #expect(sibling.contains(box.frame) && sibling.contains(label.frame),
                                "\(label.string), outside its box, covers \(sibling)")
                    }
                }
            }
            guard path.contains("Docs/examples") else { continue }
            for (other, crossed) in boxes where other != owner && crossed.frame.overlaps(label.frame) {
                #expect(crossed.frame.contains(label.frame), "\(label.string) crosses the edge of \(other)")
            }
        }
        let shown = Set(picture.labels.map(\.string)).union(picture.legend.values).union(picture.unmarked)
        #expect(Set(boxes.keys).subtracting(shown).isEmpty, "labels neither drawn nor listed")
    }

    /// A text leaf's text is drawn in a monospace font, one `<text>` per line, broken where the
    /// layout broke it: as many lines as the measurement counted, each as wide as its cells.
    @Test(arguments: [60.0, 95, 140, 400])
    func svgDrawsTextWhereTheLayoutBrokeIt(_ width: Double) throws {
        let text = MonospaceText("Wrote the first program for an engine", cellWidth: 6, cellHeight: 12)
        let node = LayoutNode(style: Style().width(.points(width + 6)).padding(3), children: [
            LayoutNode(id: "bio", measure: MeasureFunction(text)),
        ])
        var tree = try LayoutTree(node)
        try tree.layout(in: Size<AvailableSpace>(width: .maxContent, height: .maxContent))
        let layout = tree.computedLayout()
        let picture = try SVGPicture(SVGRenderer.render(layout, source: node))
        let bio = try #require(layout.frame(of: "bio"))
        #expect(picture.textLines.count == text.lineCount(inlineSize: width))
        #expect(picture.textLines.map(\.string).joined(separator: " ") == text.text)
        for (index, line) in picture.textLines.enumerated() {
            // Each line's baseline 0.8 of a 12-point cell below its top, in the 3-point padding.
            #expect(line.frame.minX == 3 && abs(line.baseline - (3 + Double(index) * 12 + 9.6)) < 1e-9)
            #expect(line.frame.width == Double(line.string.count) * 6 && line.frame.maxX <= 3 + bio.width)
        }
        #expect(picture.fontFamily == "monospace")
    }

    @Test func svgFillsBoxesWithTheGivenColours() throws {
        let red = try #require(SVGRenderer.Colour(hex: "#D62A1E"))
        #expect(red == SVGRenderer.Colour(red: 214, green: 42, blue: 30))
        for bad in ["d62a1e", "#d62a1", "#d62a1e0", "#g62a1e", "#+2a1e0"] { #expect(SVGRenderer.Colour(hex: bad) == nil) }
        let svg = SVGRenderer.render(layout, fills: ["card": red])
        #expect(svg.contains("fill=\"#d62a1e\" stroke=\"none\""))
        // White on the dark red.
        #expect(svg.contains("fill=\"#fff\">card</text>"))
    }

    /// The terminal drawing of the profile card keeps every label: the containers' (`header`,
    /// `actions`) on a free stretch of their edges, and `names`, whose children cover it, in
    /// the legend; the text inside its boxes, broken where its measurement in DejaVu Sans broke it.
    @Test func terminalKeepsContainerLabelsAndDrawsText() throws {
        let document = try LayoutDocument(contentsOfFile: DocsExampleTests.root + "/Docs/examples/profile-card.xml")
        let layout = try document.layout()
        let output = RenderFormat.terminal.render(layout, source: document.root)
        let (drawing, legend) = Self.split(output)
        var words: [String: Int] = [:]
        for word in drawing.joined(separator: "\n").split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "@") }) {
            words[String(word), default: 0] += 1
        }
        for id in ["card", "header", "avatar", "name", "handle", "follow", "bio", "actions", "like", "reply", "share"] {
            #expect(words[id] == 1, "\(id) is drawn \(words[id] ?? 0) times")
        }
        #expect(legend == ["- names at 60 12 160 36"])
        #expect(drawing.contains { $0.contains("│Wrote the first program for a machine ") })
        #expect(drawing.contains { $0.contains("│not yet built ") })
        #expect(drawing.contains { $0.contains("│Ada Lovelace ") })
    }

    /// Text in a real font is drawn in its face, embedded in the picture, line by line where its
    /// measurement broke it, each line as wide as it was measured.
    @Test func svgDrawsRealFontTextInItsEmbeddedFace() throws {
        let document = try LayoutDocument(contentsOfFile: DocsExampleTests.root + "/Docs/examples/profile-card.xml")
        let svg = SVGRenderer.render(try document.layout(), source: document.root)
        #expect(svg.components(separatedBy: "@font-face").count == 3)  // DejaVu Sans 400 and 700
        #expect(svg.contains("src: url(data:font/ttf;base64,AAEAAA"))
        #expect(svg.contains("font-family=\"DejaVu Sans\" font-weight=\"700\" font-size=\"16\" textLength=\"119.296875\""))
        #expect(svg.contains(">Wrote the first program for a machine</text>"))
        #expect(svg.contains(">not yet built</text>"))
    }

    /// A picture too large for the terminal is scaled down by a whole factor, says so, and
    /// still draws its boxes; one that cannot be drawn says why. Never an empty line.
    @Test func terminalScalesDownLargeLayouts() {
        let rows = (0..<400).map { ComputedLayout(id: ElementID("row\($0)"), frame: Rect(x: 0, y: Double($0) * 52, width: 1200, height: 52)) }
        let feed = ComputedLayout(id: "feed", frame: Rect(x: 0, y: 0, width: 1200, height: 20800), children: rows)
        let output = TerminalRenderer.render(feed, cellWidth: 5, cellHeight: 10)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        // 20,800 points in at most 100 rows of 10 points: 21.01, so 22 times smaller.
        #expect(lines.first == "(scaled down 22×: a column is 110 points, a row 220)")
        let (drawing, legend) = Self.split(output)
        #expect(drawing.count <= 100 && drawing.allSatisfy { $0.count <= 160 })
        #expect(drawing.first?.hasPrefix("┌") == true && drawing.last?.hasPrefix("└") == true)
        #expect(output.contains("feed") && output.contains("row399"))
        #expect(legend.count == 60 && legend.last?.hasPrefix("… and") == true)

        let huge = ComputedLayout(id: "huge", frame: Rect(x: 0, y: 0, width: 1e308, height: 10))
        #expect(TerminalRenderer.render(huge) == "(too large to draw: 1e+308 × 10 points)\n")
        let infinite = ComputedLayout(id: "infinite", frame: Rect(x: 0, y: 0, width: .infinity, height: 10))
        #expect(TerminalRenderer.render(infinite) == "(nothing to draw: no box has a finite frame)\n")
    }

    /// The docs' layout files and every 25th generated fixture.
    static let pictureFiles: [String] = ["profile-card.xml", "constraint-card.xml"].map { DocsExampleTests.root + "/Docs/examples/" + $0 }
        + Fixture.fixtures(in: "gen-random").enumerated().filter { $0.offset % 25 == 0 }.map(\.element.path)

    /// Each box by its label (id or path), with its frame, its children's frames and its parent's
    /// label, in the root's space.
    static func boxes(_ layout: ComputedLayout) -> [String: (frame: Rect, children: [Rect], parent: String?)] {
        var boxes: [String: (frame: Rect, children: [Rect], parent: String?)] = [:]
        var stack: [(ComputedLayout, String, String?, Double, Double)] = [(layout, "root", nil, 0, 0)]
        while let (box, path, parent, x, y) = stack.popLast() {
            let frame = Rect(x: x + box.frame.x, y: y + box.frame.y, width: box.frame.width, height: box.frame.height)
            let children = box.children.map {
                Rect(x: frame.x + $0.frame.x, y: frame.y + $0.frame.y, width: $0.frame.width, height: $0.frame.height)
            }
            let label = box.id.map { "\($0)" } ?? path
            boxes[label] = (frame, children, parent)
            for (index, child) in box.children.enumerated() {
                stack.append((child, "\(path)/\(index)", label, frame.x, frame.y))
            }
        }
        return boxes
    }

    /// The drawing's lines (after any scaling note) and the legend's.
    static func split(_ output: String) -> (drawing: [String], legend: [String]) {
        var lines = output.split(separator: "\n").map(String.init)
        if lines.first?.hasPrefix("(scaled") == true { lines.removeFirst() }
        let legendStart = lines.firstIndex { $0.hasPrefix("- ") || $0.first?.isNumber == true || $0.hasPrefix("…") }
        return (Array(lines[..<(legendStart ?? lines.count)]), Array(lines[(legendStart ?? lines.count)...]))
    }
}

extension Rect {
    func overlaps(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    func contains(_ other: Rect) -> Bool {
        minX <= other.minX && other.maxX <= maxX && minY <= other.minY && other.maxY <= maxY
    }
}

/// An SVG picture read back: its labels and text lines with the boxes they cover, and its legend.
///
/// Labels are 7-point monospace text, 0.6 em a character, drawn with their baseline 5.5 below
/// the top of a 7-point box; text lines carry their width (`textLength`) and font size.
struct SVGPicture {
    struct Text {
        let string: String
        /// The box of its glyphs: 0.8 of the font size above the baseline, 0.2 below.
        let frame: Rect
        let baseline: Double
    }

    var labels: [Text] = []
    var textLines: [Text] = []
    /// Marked legend entries: the box's label by number.
    var legend: [Int: String] = [:]
    /// Labels listed without a number.
    var unmarked: [String] = []
    var fontFamily: String?

    init(_ svg: String) throws {
        let reader = Reader()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = reader
        guard parser.parse() else { throw parser.parserError ?? CocoaError(.coderReadCorrupt) }
        fontFamily = reader.fontFamily
        let drawingBottom = reader.rects.map(\.maxY).max() ?? 0
        for (string, attributes) in reader.texts {
            let x = Double(attributes["x"] ?? "") ?? .nan, y = Double(attributes["y"] ?? "") ?? .nan
            if let length = attributes["textLength"].flatMap(Double.init), let size = attributes["font-size"].flatMap(Double.init) {
                textLines.append(Text(string: string, frame: Rect(x: x, y: y - 0.8 * size, width: length, height: size),
                                      baseline: y))
            } else if y > drawingBottom {
                // The legend: `3 avatar` or `- avatar at x y w h`; a text leaf's text in quotes follows its label.
                let words = string.split(separator: " ")
                if words[0] == "-" { unmarked.append(String(words[1])) } else { legend[Int(words[0])!] = String(words[1]) }
            } else {
                labels.append(Text(string: string, frame: Rect(x: x, y: y - 5.5, width: Double(string.count) * 4.2, height: 7),
                                   baseline: y))
            }
        }
    }

    private final class Reader: NSObject, XMLParserDelegate {
        var texts: [(String, [String: String])] = []
        var rects: [Rect] = []
        var fontFamily: String?
        private var current: (String, [String: String])?

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            switch name {
            case "svg": fontFamily = attributes["font-family"]
            case "text": current = ("", attributes)
            case "rect":
                let value = { Double(attributes[$0] ?? "") ?? .nan }
                rects.append(Rect(x: value("x"), y: value("y"), width: value("width"), height: value("height")))
            default: break
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { current?.0 += string }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "text", let current { texts.append(current) }
            current = nil
        }
    }
}
