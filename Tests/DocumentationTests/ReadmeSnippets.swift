import Testing
import Trellis

/// README.md's Swift snippets, as written there (`DocumentedSnippetsTests` holds them to it), each
/// followed by checks of what the README says about it.
struct ReadmeSnippets {
    @Test func stacks() throws {
        let screen = VStackBlock(spacing: 8, alignment: .fill) {
            HStackBlock(spacing: 10) {
                Item("avatar", width: 40, height: 40)
                VStackBlock(alignment: .leading) {
                    Item("name", text: "Ada Lovelace")
                    Item("handle", text: "@ada")
                }
                StackingSpacer()
                Item("follow", width: 60, height: 30)
            }
            Item("bio", text: "Wrote the first program for an engine that did not yet exist")
        }
        .padding(10)

        let layout = try screen.layout(width: 320, height: nil)
        layout.frame(of: "avatar")   // Rect(x: 10, y: 10, width: 40, height: 40)

        #expect(layout.frame(of: "avatar") == Rect(x: 10, y: 10, width: 40, height: 40))
    }

    @Test func constraints() throws {
        let avatar = Item("avatar", width: 40, height: 40)
        let badge = Item("badge", width: 12, height: 12)
        let name = Item("name", text: "Ada Lovelace")
        let card = ConstraintBlock { avatar; badge; name } constraints: { view in
            avatar.layout(.leading) == view.layout(.leading) + 10
            avatar.layout(.top) == view.layout(.top) + 10
            badge.layout(.centerX) == avatar.layout(.trailing) - 4
            badge.layout(.centerY) == avatar.layout(.top) + 4
            name.layout(.leading) == avatar.layout(.trailing) + 8
            name.layout(.centerY) == avatar
        }
        let result = try card.constrainedLayout(width: 320, height: 60)
        result.frame(of: "badge")   // Rect(x: 40, y: 8, width: 12, height: 12)

        #expect(result.frame(of: "badge") == Rect(x: 40, y: 8, width: 12, height: 12))
    }

    @Test func intermediateTree() throws {
        let row = LayoutNode(style: Style(columnGap: 8, width: 200), children: [
            LayoutNode(id: "icon", style: Style(width: 24, height: 24)),
            LayoutNode(id: "label", style: Style(flexGrow: 1), measure: .ahem("Hello")),
        ])
        var tree = try LayoutTree(row)
        try tree.layout(in: Size(width: .maxContent, height: .maxContent))
        print(tree.computedLayout())

        // The label grows into what the icon and the gap leave of the 200-wide row.
        let label = try #require(tree.computedLayout().frame(of: "label"))
        #expect(label.x == 24 + 8)
        #expect(label.width == 200 - 24 - 8)
    }
}
