import Testing
import TrellisCore
import TrellisRender

/// Each attribute family of the layout-file format lands on the right `Style` property.
@Suite struct LayoutFileReaderTests {
    /// The style of `<div ATTRIBUTES/>`.
    func style(_ attributes: String) throws -> Style {
        try LayoutDocument(xml: "<div \(attributes)/>").root.style
    }

    @Test func boxKeywords() throws {
        #expect(try style(#"display="none" position="absolute" direction="rtl" box-sizing="content-box""#)
                == Style().display(.none).position(.absolute).direction(.rtl).boxSizing(.contentBox))
        #expect(try style(#"flex-direction="column-reverse" flex-wrap="wrap-reverse""#)
                == Style().flexDirection(.columnReverse).flexWrap(.wrapReverse))
        #expect(try style(#"flex-wrap="wrap-reverse balance" flex-line-count="3""#)
                == Style().flexWrap(.balanceReverse).flexLineCount(3))
        #expect(try style(#"overflow-x="scroll" overflow-y="hidden" scrollbar-width="15""#)
                == Style().overflowX(.scroll).overflowY(.hidden).scrollbarWidth(15))
    }

    @Test func alignment() throws {
        #expect(try style(#"justify-content="safe end" align-content="space-evenly""#)
                == Style().justifyContent(.safe(.end)).alignContent(.spaceEvenly))
        #expect(try style(#"align-items="baseline" align-self="unsafe  end""#)
                == Style().alignItems(.baseline).alignSelf(.unsafe(.end)))
        #expect(try style(#"align-items="self-start" align-self="last baseline""#)
                == Style().alignItems(.selfStart).alignSelf(.lastBaseline))
    }

    @Test func flexItem() throws {
        #expect(try style(#"flex-grow="1.5" flex-shrink="0" flex-basis="50.3px" order="-2""#)
                == Style().order(-2).flexGrow(1.5).flexShrink(0).flexBasis(.points(50.3)))
        #expect(try style(#"flex-basis="10%""#).flexBasis == .percent(10))
        #expect(try style(#"flex-basis="content""#).flexBasis == .content)
        #expect(try style(#"flex-basis="auto""#).flexBasis == .auto)
        #expect(try style(#"flex-basis="fit-content""#).flexBasis == .size(.fitContent))
        #expect(try style(#"flex-basis="stretch""#).flexBasis == .size(.stretch))
    }

    @Test func sizes() throws {
        #expect(try style(#"width="100px" height="50%" min-width="min-content" min-height="0""#)
                == Style().width(100).height(.percent(50)).minWidth(.minContent).minHeight(0))
        #expect(try style(#"max-width="max-content" max-height="fit-content""#)
                == Style().maxWidth(.maxContent).maxHeight(.fitContent))
        #expect(try style(#"width="stretch" max-width="none""#) == Style().width(.stretch))
        #expect(try style(#"aspect-ratio="2""#).aspectRatio == 2)
        #expect(try style(#"aspect-ratio="16 / 9""#).aspectRatio == 16.0 / 9)
        #expect(try style(#"aspect-ratio="auto""#).aspectRatio == nil)
    }

    @Test func edges() throws {
        #expect(try style(#"margin-top="auto" margin-right="-10px" margin-bottom="5%" margin-left="1px""#).margin
                == Edges(top: .auto, right: .points(-10), bottom: .percent(5), left: .points(1)))
        #expect(try style(#"padding-top="1px" padding-right="2%" padding-bottom="3px" padding-left="4px""#).padding
                == Edges(top: .points(1), right: .percent(2), bottom: .points(3), left: .points(4)))
        #expect(try style(#"border-top="1px" border-right="2px" border-bottom="3px" border-left="4px""#).border
                == Edges(top: 1, right: 2, bottom: 3, left: 4))
        #expect(try style(#"top="-4px" right="10%" bottom="auto" left="3px""#).inset
                == Edges(top: .points(-4), right: .percent(10), bottom: .auto, left: .points(3)))
        #expect(try style(#"row-gap="10px" column-gap="20%""#) == Style().rowGap(10).columnGap(.percent(20)))
    }

    @Test func idsAndText() throws {
        let document = try LayoutDocument(xml: """
            <div id="card">
              <text id="label" writing-mode="vertical-lr" flex-grow="1">
                HH\u{200B}HH
              </text>
              <div/>
            </div>
            """)
        #expect(document.root == LayoutNode(id: "card", children: [
            LayoutNode(id: "label", style: Style().flexGrow(1), measure: .ahem("HH\u{200B}HH", writingMode: .verticalLR)),
            LayoutNode(),
        ]))
        #expect(document.name == nil && document.expectations == nil && document.viewport == nil)
        // Character references and CDATA are text like any other.
        #expect(try LayoutDocument(xml: "<text>H&#x200B;<![CDATA[H]]></text>").root.measure == .ahem("H\u{200B}H"))
    }

    @Test func fixture() throws {
        let document = try LayoutDocument(xml: """
            <test name="example" use-rounding="false">
              <viewport width="200px" height="min-content"/>
              <input>
                <div width="100px">
                  <div flex-grow="1"/>
                </div>
              </input>
              <expectations>
                <node x="0" y="0" width="100" height="10" scroll_width="3" scroll_height="4">
                  <node x="-1.5" y="0" width="100" height="10" flex-line-count="1"/>
                </node>
              </expectations>
            </test>
            """)
        #expect(document.name == "example")
        #expect(document.useRounding == false)
        #expect(document.viewport == Size(width: .definite(200), height: .minContent))
        #expect(document.root == LayoutNode(style: Style().width(100), children: [LayoutNode(style: Style().flexGrow(1))]))
        #expect(document.expectations == ExpectedLayout(frame: Rect(x: 0, y: 0, width: 100, height: 10), children: [
            ExpectedLayout(frame: Rect(x: -1.5, y: 0, width: 100, height: 10), line: 10),
        ], line: 9))
    }

    @Test func everyFixtureAttributeIsRead() async throws {
        // All fixtures read without error (the conformance suite would say so too, but as
        // known failures; this says it plainly). Each file as read once for all the tests that
        // read every fixture.
        var errors: [String] = []
        for set in Fixture.setSizes.map(\.set) {
            for case .failure(let error) in await Fixture.read(set).map(\.document) { errors.append(error.description) }
        }
        #expect(errors.isEmpty, "\(errors.prefix(5))")
    }

    @Test func deepButAllowedNesting() throws {
        let depth = 100_000  // well below LayoutDocument.maximumDepth, as deep as the solver is asked to go
        let xml = String(repeating: "<div>", count: depth) + String(repeating: "</div>", count: depth)
        var node = try LayoutDocument(xml: xml).root
        var levels = 1
        while let child = node.children.first {
            node = child
            levels += 1
        }
        #expect(levels == depth)
    }
}
