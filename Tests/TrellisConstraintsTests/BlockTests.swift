import Testing
import TrellisCore
import TrellisStacks
import TrellisConstraints

/// Constraint blocks among stacks, stacks inside them, relations on a stack's children, and
/// self-sizing.
@Suite struct BlockTests {
    @Test func labelPinnedToAllFourEdgesSizesItsContainer() throws {
        let label = Item("label", width: 60, height: 20)
        let card = ConstraintBlock(selfSizing: true) { label } constraints: { view in
            label.layout(.leading) == 8
            label.layout(.trailing) == -8
            label.layout(.top) == 6
            label.layout(.bottom) == -6
        }
        #expect(try card.makeConstrainedNode().node == LayoutNode(style: Style(fitsPinnedChildren: true), children: [
            LayoutNode(id: "label", style: Style(position: .absolute, inset: Edges(top: 6, right: 8, bottom: 6, left: 8)),
                       measure: .contentSize(width: 60, height: 20)),
        ]))
        let result = try card.constrainedLayout(width: nil, height: nil)
        #expect(result.diagnostics.isEmpty)
        #expect(result.layout.frame == Rect(x: 0, y: 0, width: 76, height: 32))
        #expect(result.frame(of: "label") == Rect(x: 8, y: 6, width: 60, height: 20))
        // In a stack, the self-sizing block keeps its content size like any leaf.
        let row = try HStackBlock(spacing: 4) { Item("icon", width: 20, height: 20); card }.layout(width: nil, height: nil)
        #expect(row.frame(of: "label") == Rect(x: 32, y: 6, width: 60, height: 20))
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

    @Test func constraintBlockInsideAStackAndStacksInsideIt() throws {
        let title = Item("title", width: 100, height: 20)
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

    @Test func conflictsInANestedBlockStillThrow() {
        let a = Item("a")
        let screen = VStackBlock {
            ConstraintBlock { a } constraints: { view in
                a.layout(.width) == 1
                a.layout(.width) == 2
            }
        }
        #expect(throws: ConstraintError.self) { try screen.constrainedLayout(width: 100, height: 100) }
    }
}
