import Testing
import TrellisCore
import TrellisRender

/// Writing a tree as a layout file and reading it back gives the same tree.
@Suite struct LayoutFileWriterTests {
    @Test func writesOnlyNonInitialValues() throws {
        #expect(try LayoutNode().layoutFileXML() == "<div/>\n")
        let node = LayoutNode(id: "row", style: Style().flexDirection(.column).alignSelf(.safe(.end)).width(100).maxWidth(.percent(50)),
                              children: [LayoutNode(measure: .ahem("HH\u{200B}H", writingMode: .verticalLR))])
        #expect(try node.layoutFileXML() == """
            <div id="row" flex-direction="column" align-self="safe end" width="100px" max-width="50%">
              <text writing-mode="vertical-lr">HH&#x200B;H</text>
            </div>

            """)
    }

    @Test func textInRealFontsRoundTrips() throws {
        let xml = """
            <div>
              <text font-family="DejaVu Serif" font-size="13.5px" font-weight="700" line-height="1.25">Ada Lovelace</text>
              <text font-family="DejaVu Sans" line-height="20px" white-space="nowrap">@ada</text>
              <text font-family="DejaVu Sans">Wrote&#x200B;it</text>
            </div>

            """
        let root = try LayoutDocument(xml: xml).root
        #expect(try root.layoutFileXML() == xml)
    }

    @Test func everyStylePropertyRoundTrips() throws {
        let style = Style()
            .display(.none).position(.absolute).direction(.rtl).boxSizing(.contentBox)
            .inset(Edges(top: .points(-1.25), right: .percent(3), bottom: .auto, left: 0))
            .flexDirection(.rowReverse).flexWrap(.balanceReverse).flexLineCount(10000)
            .justifyContent(.unsafe(.flexEnd)).alignItems(.lastBaseline).alignContent(.spaceAround)
            .rowGap(.percent(0.5)).columnGap(1e-5).order(-3).flexGrow(0.1).flexShrink(0).flexBasis(.content)
            .alignSelf(.stretch).width(.fitContent).height(.maxContent).minWidth(.minContent).minHeight(.stretch)
            .maxWidth(1e20).maxHeight(.percent(100)).aspectRatio(16.0 / 9)
            .margin(Edges(top: .auto, right: .points(-7), bottom: .percent(-2), left: .points(0.30000000000000004)))
            .padding(Edges(top: .percent(1), right: 2, bottom: 3, left: 4))
            .border(Edges(top: 1, right: 0, bottom: 0.5, left: 1e3))
            .overflowX(.hidden).overflowY(.scroll).scrollbarWidth(15)
        let node = LayoutNode(id: "a \"quoted\" & <odd> id\nwith a newline", style: style,
                              children: [LayoutNode(style: Style().flexBasis(.size(.stretch)))])
        let xml = try node.layoutFileXML()
        #expect(try LayoutDocument(xml: xml).root == node, "\(xml)")
    }

    /// Set by set, so that the sets run in parallel; each file as read once for all the tests
    /// that read every fixture.
    @Test(arguments: Fixture.setSizes.map(\.set))
    func allFixturesRoundTrip(_ set: String) async throws {
        var failures: [String] = []
        for read in await Fixture.read(set) {
            let fixture = read.fixture
            let document = try read.document.get()
            let xml = try document.xml()
            let reread = try LayoutDocument(xml: xml, file: fixture.name)
            // The root written alone is, as text, the `<test>`'s `<input>` with four spaces less on
            // each line, which `reread` has read: it is then not read a third time (a third of the
            // test's time). Where it is not (text of several lines keeps its indentation), it is.
            let rootXML = try document.root.layoutFileXML()
            let asInput = "  <input>\n    " + rootXML.dropLast().replacing("\n", with: "\n    ") + "\n  </input>\n"
            let rootOnly = xml.contains(asInput) ? reread : try LayoutDocument(xml: rootXML, file: fixture.name)
            // Lines differ between the original and the rewritten file, so expectations compare by
            // frames, and relations without the locations that name those lines (stripped only
            // when the trees differ: most fixtures have no relations).
            func frames(_ expected: ExpectedLayout?) -> String { expected.map(TextTreeRenderer.render) ?? "" }
            func same(_ read: LayoutNode) -> Bool {
                read == document.root || read.withoutRelationLocations == document.root.withoutRelationLocations
            }
            if !same(reread.root) || !same(rootOnly.root)
                || reread.name != document.name
                || reread.viewport != document.viewport || reread.useRounding != document.useRounding
                || frames(reread.expectations) != frames(document.expectations) {
                failures.append(fixture.name)
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(10))")
    }

    @Test func unrepresentableNodesThrow() {
        #expect(throws: LayoutFileError.unrepresentable(node: "root/1", reason: "its id 7 is not a String")) {
            try LayoutNode(children: [LayoutNode(), LayoutNode(id: ElementID(7))]).layoutFileXML()
        }
        #expect(throws: LayoutFileError.self) {
            try LayoutNode(measure: MeasureFunction("icon") { _ in Measurement(width: 1, height: 1) }).layoutFileXML()
        }
        #expect(throws: LayoutFileError.self) { try LayoutNode(measure: .monospaceText("a b")).layoutFileXML() }
        #expect(throws: LayoutFileError.self) { try LayoutNode(measure: .ahem(" H")).layoutFileXML() }
        #expect(throws: LayoutFileError.self) {
            try LayoutNode(measure: .ahem("H"), children: [LayoutNode()]).layoutFileXML()
        }
        #expect(throws: LayoutFileError.self) {
            try LayoutDocument(viewport: Size(width: .maxContent, height: .maxContent), root: LayoutNode()).xml()
        }
    }

    @Test func deepTreesAreWrittenWithoutRecursion() throws {
        var node = LayoutNode()
        for _ in 0..<2000 { node = LayoutNode(children: [node]) }
        let xml = try node.layoutFileXML()
        #expect(try LayoutDocument(xml: xml).root == node)
    }
}
