import Testing
import Trellis

/// README.md's Swift snippets, as written there (`DocumentedSnippetsTests` holds them to it), each
/// followed by checks of what the README says about it.
struct ReadmeSnippets {
    // The section "In an app" goes on with the screen and the layout of "Stacks".
    @MainActor @Test func stacksInAnApp() throws {
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
        let avatar = layout.frame(of: "avatar")   // Rect(x: 10, y: 10, width: 40, height: 40)

        #expect(avatar == Rect(x: 10, y: 10, width: 40, height: 40))
        // The spacer pushes "follow" against the right padding.
        #expect(layout.frame(of: "follow")?.maxX == 310)

        final class Box: FramePlaceable {
            var frame = Rect.zero
            func place(in frame: Rect) { self.frame = frame }
        }

        let avatarBox = Box(), bioBox = Box()
        let unplaced = layout.place(["avatar": avatarBox, "bio": bioBox])   // [] when every id was found
        layout.place(["bio": bioBox], relativeTo: .element("avatar"))      // from the avatar's origin
        layout.place(["avatar": avatarBox], relativeTo: .nearestPlacedAncestor)  // as views nest

        #expect(unplaced == [])
        // The bio measured from the avatar's origin; the avatar, placed alone, from the root.
        let avatarFrame = try #require(layout.frame(of: "avatar")), bioFrame = try #require(layout.frame(of: "bio"))
        #expect(bioBox.frame == Rect(x: bioFrame.x - avatarFrame.x, y: bioFrame.y - avatarFrame.y,
                                     width: bioFrame.width, height: bioFrame.height))
        #expect(avatarBox.frame == avatarFrame)

        let ideal = try screen.sizeThatFits(.unspecified)
        let fitted = try screen.sizeThatFits(ProposedSize(width: 200, height: nil))

        // Ideal: the size the screen takes when nothing bounds it. At 200 the bio wraps, but the
        // row cannot shrink below the least its content takes, so it fits as narrow as it can.
        #expect(ideal == (try screen.layout(width: nil, height: nil)).frame.size)
        let least = try screen.sizeThatFits(.zero)
        #expect(fitted.width == max(200, least.width))
        #expect(fitted.height > ideal.height)
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
        let badgeFrame = result.frame(of: "badge")   // Rect(x: 40, y: 8, width: 12, height: 12)

        #expect(badgeFrame == Rect(x: 40, y: 8, width: 12, height: 12))
        #expect(result.frame(of: "name")?.minX == 58)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func intermediateTree() throws {
        let row = LayoutNode(style: Style().columnGap(8).width(200), children: [
            LayoutNode(id: "icon", style: Style().width(24).height(24)),
            LayoutNode(id: "label", style: Style().flexGrow(1), measure: .ahem("Hello")),
        ])
        var tree = try LayoutTree(row)
        try tree.layout(in: Size(width: .maxContent, height: .maxContent))
        print(tree.computedLayout())

        // The label grows into what the icon and the gap leave of the 200-wide row.
        let label = try #require(tree.computedLayout().frame(of: "label"))
        #expect(label == Rect(x: 24 + 8, y: 0, width: 200 - 24 - 8, height: 24))
        #expect(tree.computedLayout().description.hasPrefix(
            "ComputedLayout(frame: Rect(x: 0, y: 0, width: 200, height: 24), children: ["))
    }
}
