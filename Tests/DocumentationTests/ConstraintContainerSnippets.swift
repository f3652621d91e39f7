import Testing
import TrellisCore

/// Docs/ConstraintContainer.md's Swift snippet, as written there (`DocumentedSnippetsTests` holds
/// it to it), followed by checks of what the guide says about it.
struct ConstraintContainerSnippets {
    @Test func inTheIR() throws {
        let card = LayoutNode(style: Style().display(.constraints).width(320), constraints: ConstraintSet([
            Relation(item: .item("avatar"), attribute: .leading, kind: .equal, target: (.container, .leading), constant: 10),
            Relation(item: .item("avatar"), attribute: .top, kind: .equal, target: (.container, .top), constant: 10),
            Relation(item: .item("avatar"), attribute: .width, kind: .equal, target: nil, constant: 40),
            Relation(item: .item("avatar"), attribute: .height, kind: .equal, target: nil, constant: 40),
            Relation(item: .item("name"), attribute: .leading, kind: .equal, target: (.item("avatar"), .trailing), constant: 8),
            Relation(item: .container, attribute: .trailing, kind: .greaterThanOrEqual, target: (.item("name"), .trailing), constant: 10),
            Relation(item: .item("name"), attribute: .centerY, kind: .equal, target: (.item("avatar"), .centerY)),
            Relation(item: .container, attribute: .bottom, kind: .equal, target: (.item("avatar"), .bottom), constant: 10),
        ], contentPriorities: ["name": ContentPriorities(hugging: Size(width: 251, height: 250))]), children: [
            LayoutNode(id: "avatar"),
            LayoutNode(id: "name", measure: .ahem("Ada Lovelace")),
        ])

        let layout = try card.layout(width: nil, height: nil)
        #expect(layout.frame(of: "avatar") == Rect(x: 10, y: 10, width: 40, height: 40))
        #expect(layout.frame.size == Size(width: 320.0, height: 10 + 40 + 10))
        let name = try #require(layout.frame(of: "name"))
        #expect(name.x == 10 + 40 + 8)
        #expect(name.y + name.height / 2 == 10 + 20)
        // Unrounded, as the solver leaves it: the name hugs its 12 Ahem cells, and the relations
        // fix every item.
        var tree = try LayoutTree(card)
        try tree.layout(in: Size(width: .maxContent, height: .maxContent), pixelScale: nil)
        #expect(tree.computedLayout().frame == Rect(x: 0, y: 0, width: 320, height: 60))
        #expect(tree.computedLayout().frame(of: "name") == Rect(x: 58, y: 25, width: 120, height: 10))
        #expect(tree.ambiguousConstraintItems().isEmpty)
        // "prints as the Swift above"
        #expect(card.description.contains("""
            Relation(item: .item("avatar"), attribute: .leading, kind: .equal, target: (.container, .leading), constant: 10)
            """))
    }
}
