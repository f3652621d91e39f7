import Testing
import Trellis

/// The Swift examples of README.md, compiled and run, so that the README stays true.
@Suite struct TrellisReadmeTests {
    @Test func stacksExample() throws {
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
        #expect(layout.frame(of: "avatar") == Rect(x: 10, y: 10, width: 40, height: 40))
        // The spacer pushes "follow" against the right padding.
        #expect(layout.frame(of: "follow")?.maxX == 310)
    }

    @Test func intermediateTreeExample() throws {
        let row = LayoutNode(style: Style(columnGap: 8, width: 200), children: [
            LayoutNode(id: "icon", style: Style(width: 24, height: 24)),
            LayoutNode(id: "label", style: Style(flexGrow: 1), measure: .ahem("Hello")),
        ])
        var tree = try LayoutTree(row)
        try tree.layout(in: Size(width: .maxContent, height: .maxContent))
        let layout = tree.computedLayout()
        #expect(layout.frame(of: "label") == Rect(x: 32, y: 0, width: 168, height: 24))
        #expect(layout.description.hasPrefix("ComputedLayout(frame: Rect(x: 0, y: 0, width: 200, height: 24), children: ["))
    }

    @Test func constraintsExample() throws {
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
        #expect(result.frame(of: "badge") == Rect(x: 40, y: 8, width: 12, height: 12))
        #expect(result.frame(of: "name")?.minX == 58)
        #expect(result.diagnostics.isEmpty)
    }
}
