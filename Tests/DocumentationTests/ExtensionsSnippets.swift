import Testing
import TrellisCore

/// Docs/Extensions.md's Swift snippet, as written there (`DocumentedSnippetsTests` holds it to
/// it), followed by a check of the sizes its comment states.
struct ExtensionsSnippets {
    @Test func fitsPinnedChildren() throws {
        let label = LayoutNode(id: "label", style: Style()
            .position(.absolute).inset(Edges(top: 6, right: 8, bottom: 6, left: 8)).width(60).height(20))
        let card = LayoutNode(id: "card", style: Style().fitsPinnedChildren(true), children: [label])
        // card: 76 × 32 (8 + 60 + 8 by 6 + 20 + 6); without the opt-in, 0 × 0 as in CSS.

        #expect(try card.layout(width: nil, height: nil).frame.size == Size(width: 76, height: 32))
        let withoutOptIn = LayoutNode(id: "card", children: [label])
        #expect(try withoutOptIn.layout(width: nil, height: nil).frame.size == Size(width: 0, height: 0))
    }
}
