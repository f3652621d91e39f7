import Testing
import TrellisBlocks
import TrellisCore
import TrellisStacks
import TrellisConstraints

/// Constraint blocks among stacks, stacks inside them, relations on a stack's children, and
/// self-sizing.
@Suite struct BlockTests {
    /// A label pinned to all four edges sizes its container (every self-sizing cell), here
    /// with the container on the left side of the bottom relation.
    @Test func labelPinnedToAllFourEdgesSizesItsContainer() throws {
        let label = Item("label", width: 60, height: 20)
        let card = ConstraintBlock(selfSizing: true) { label } constraints: { view in
            label.layout(.leading) == 8
            label.layout(.trailing) == -8
            label.layout(.top) == 6
            view.layout(.bottom) == label.layout(.bottom) + 6
        }
        let result = try card.constrainedLayout(width: nil, height: nil)
        #expect(result.diagnostics.isEmpty)
        #expect(result.layout.frame == Rect(x: 0, y: 0, width: 76, height: 32))
        #expect(result.frame(of: "label") == Rect(x: 8, y: 6, width: 60, height: 20))
        // In a stack, the self-sizing block keeps its fitting size like any leaf.
        let row = try HStackBlock(spacing: 4) { Item("icon", width: 20, height: 20); card }.layout(width: nil, height: nil)
        #expect(row.frame(of: "label") == Rect(x: 32, y: 6, width: 60, height: 20))
        // Given a width, the label stretches between its pins; the height still follows it.
        let wide = try card.constrainedLayout(width: 200, height: nil)
        #expect(wide.frame(of: "label") == Rect(x: 8, y: 6, width: 184, height: 20))
        #expect(wide.layout.frame.height == 32)
    }

    @Test func badgePinnedToAnAvatarsCornerInsideAZStack() throws {
        let avatar = Item("avatar", width: 40, height: 40)
        let badge = Item("badge", width: 12, height: 12)
        let row = HStackBlock(spacing: 8) {
            ZStackBlock { avatar; badge }.constraints { view in
                badge.layout(.top) == avatar.layout(.top) - 4
                badge.layout(.leading) == avatar.layout(.trailing) - 8
            }
            Item("name", width: 80, height: 16)
        }
        let result = try row.constrainedLayout(width: nil, height: nil)
        #expect(result.diagnostics.isEmpty)
        #expect(result.frame(of: "avatar") == Rect(x: 0, y: 0, width: 40, height: 40))
        #expect(result.frame(of: "badge") == Rect(x: 32, y: -4, width: 12, height: 12))
        #expect(result.frame(of: "name") == Rect(x: 48, y: 12, width: 80, height: 16))
    }

    /// A constrained layout places views as a computed layout does, from the root or an element.
    @MainActor @Test func aConstrainedLayoutPlacesViews() throws {
        final class View: FramePlaceable {
            var frame = Rect.zero
            func place(in frame: Rect) { self.frame = frame }
        }
        let avatar = Item("avatar", width: 40, height: 40)
        let badge = Item("badge", width: 12, height: 12)
        let card = ConstraintBlock { avatar; badge } constraints: { view in
            avatar.layout(.leading) == 10
            avatar.layout(.top) == 10
            badge.layout(.centerX) == avatar.layout(.trailing)
            badge.layout(.centerY) == avatar.layout(.top)
        }
        let result = try card.constrainedLayout(width: 100, height: 60)
        let avatarView = View(), badgeView = View()
        #expect(result.place(["avatar": avatarView, "badge": badgeView, "missing": View()]) == ["missing"])
        #expect(avatarView.frame == Rect(x: 10, y: 10, width: 40, height: 40))
        #expect(badgeView.frame == Rect(x: 44, y: 4, width: 12, height: 12))
        result.place(["badge": badgeView], relativeTo: .element("avatar"))
        #expect(badgeView.frame == Rect(x: 34, y: -6, width: 12, height: 12))
    }

    /// A stack inside a constraint block is an item like a leaf, its content size its
    /// intrinsic size; the block, in a stack, fills the room the stack gives it.
    @Test func constraintBlockInsideAStackAndStacksInsideIt() throws {
        // The title hugs its height more than the card does, so the card takes the extra room
        // (at equal priorities, which one grows would be ambiguous, as in Auto Layout).
        let title = Item("title", width: 100, height: 20).contentHugging(.vertical, 251)
        let card = VStackBlock(spacing: 4) {
            Item("line1", width: 80, height: 10)
            Item("line2", width: 60, height: 10)
        }.named("card")
        let screen = VStackBlock(alignment: .fill) {
            Item("header", height: 44)
            ConstraintBlock { title; card } constraints: { view in
                title.layout(.centerX) == 0
                title.layout(.top) == 8
                card.layout(.top) == title.layout(.bottom) + 8
                card.layout(.horizontal) == view.layout(.horizontal)
                card.layout(.bottom) == -8
            }
        }
        let result = try screen.constrainedLayout(width: 320, height: 200)
        #expect(result.diagnostics.isEmpty)
        #expect(result.frame(of: "title") == Rect(x: 110, y: 52, width: 100, height: 20))
        #expect(result.frame(of: "card") == Rect(x: 0, y: 80, width: 320, height: 112))
        #expect(result.frame(of: "line1") == Rect(x: 120, y: 80, width: 80, height: 10))
    }

    @Test func rightToLeftMirrorsLeadingAndTrailing() throws {
        let a = Item("a", width: 40, height: 20), b = Item("b", width: 30, height: 20)
        let block = ConstraintBlock { a; b } constraints: { view in
            a.layout(.leading) == 10; a.layout(.top) == 0
            b.layout(.leading) == a.layout(.trailing) + 8; b.layout(.top) == 0
        }
        let result = try block.constrainedLayout(width: 200, height: 50, direction: .rightToLeft)
        #expect(result.frame(of: "a") == Rect(x: 150, y: 0, width: 40, height: 20))
        #expect(result.frame(of: "b") == Rect(x: 112, y: 0, width: 30, height: 20))
    }

    /// Compression resistance (750) beats hugging (250): `c.height == a.height`, both labels,
    /// gives both the taller one's height.
    @Test func compressionResistanceBeatsHugging() throws {
        let a = Item("a", width: 40, height: 14.5), c = Item("c", width: 40, height: 20)
        let block = ConstraintBlock { a; c } constraints: { view in
            a.layout(.leading) == 0; a.layout(.top) == 0
            c.layout(.leading) == a.layout(.trailing) + 8; c.layout(.top) == 0
            c.layout(.height) == a.layout(.height)
        }
        let result = try block.constrainedLayout(width: 320, height: 100, pixelScale: nil)
        #expect(result.frame(of: "a")?.height == 20)
        #expect(result.frame(of: "c")?.height == 20)
    }

    /// A label fills the room between a fixed leading edge and a neighbour whose width is its
    /// content (the filler of the constraint issue): the item without content takes the rest.
    @Test func fillerTakesTheRoomItsNeighbourLeaves() throws {
        let a = Item("a"), b = Item("b", width: 93.5, height: 20)
        let block = ConstraintBlock { a; b } constraints: { view in
            a.layout(.leading) == 24
            b.layout(.leading) == a.layout(.trailing) + 10
            b.layout(.trailing) == view.layout(.trailing) - 16
            a.layout(.top) == 0; a.layout(.height) == 20
            b.layout(.top) == 0
        }
        let result = try block.constrainedLayout(width: 320, height: 100, pixelScale: nil)
        #expect(result.frame(of: "a") == Rect(x: 24, y: 0, width: 176.5, height: 20))
        #expect(result.frame(of: "b") == Rect(x: 210.5, y: 0, width: 93.5, height: 20))
    }

    /// Text wraps at the width the relations give it, and the container's height follows.
    @Test func textWrapsAtItsSolvedWidth() throws {
        let text = Item("text", text: "one two three four five six")
        let block = ConstraintBlock(selfSizing: true) { text } constraints: { view in
            text.layout(.leading) == 10
            text.layout(.trailing) == -10
            text.layout(.top) == 10
            view.layout(.bottom) == text.layout(.bottom) + 10
        }
        let result = try block.constrainedLayout(width: 120, height: nil)
        #expect(result.frame(of: "text") == Rect(x: 10, y: 10, width: 100, height: 30))
        #expect(result.layout.frame.height == 50)
    }
}
