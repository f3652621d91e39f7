import Testing
import TrellisCore

/// Docs/IntermediateTree.md's Swift snippets, as written there (`DocumentedSnippetsTests` holds
/// them to it), followed by checks of the printouts the guide shows.
struct IntermediateTreeSnippets {
    @Test func overviewAndPrinting() throws {
        let card = LayoutNode(style: Style().flexDirection(.column).width(320).padding(12), children: [
            LayoutNode(id: "title", style: Style().height(20)),
            LayoutNode(id: "body", style: Style().flexGrow(1)),
        ])
        var tree = try LayoutTree(card)

        try tree.layout(in: Size(width: .definite(500), height: .maxContent))  // 500 wide, as tall as the content
        let frames = tree.computedLayout()                                      // frame(of:), framesByID()

        // The card keeps its own 320-point width in the 500 points; its height is its content's.
        #expect(frames.frame == Rect(x: 0, y: 0, width: 320, height: 12 + 20 + 12))
        #expect(frames.frame(of: "title") == Rect(x: 12, y: 12, width: 296, height: 20))

        print(card)

        #expect(card.description == """
            LayoutNode(style: Style().flexDirection(.column).width(320).padding(12), children: [
                LayoutNode(id: "title", style: Style().height(20)),
                LayoutNode(id: "body", style: Style().flexGrow(1))
            ])
            """)
        try tree.layout(width: 320, height: 200)
        #expect(tree.computedLayout().frame(of: "title") == Rect(x: 12, y: 12, width: 296, height: 20))
        // The listing is the card filling 320 × 200.
        #expect(try card.layout(width: 320, height: 200).description == """
            ComputedLayout(frame: Rect(x: 0, y: 0, width: 320, height: 200), children: [
                ComputedLayout(id: "title", frame: Rect(x: 12, y: 12, width: 296, height: 20)),
                ComputedLayout(id: "body", frame: Rect(x: 12, y: 32, width: 296, height: 156))
            ])
            """)
    }
}
