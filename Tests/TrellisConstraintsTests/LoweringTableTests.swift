import Testing
import TrellisCore
import TrellisStacks
import TrellisConstraints

/// Every row of ARCHITECTURE.md §4's lowering table: the IR it produces (compared with `==` to
/// the IR's own Swift spelling) and the frames. Items sit in a 320 × 200 block.
@Suite struct LoweringTableTests {
    let a = Item("a", width: 40, height: 20)
    let b = Item("b", width: 60, height: 30)

    private func frames(_ block: ConstraintBlock) throws -> ConstrainedLayout {
        try block.constrainedLayout(width: 320, height: 200)
    }

    @Test func widthConstantsAreSizesAndBounds() throws {
        let c = Item("c", width: 40, height: 20)
        let block = ConstraintBlock { a; b; c } constraints: { view in
            for item in [a, b, c] { item.layout(.leading) == 0; item.layout(.top) == 0 }
            a.layout(.width) == 80
            b.layout(.width) >= 80
            c.layout(.width) <= 30
        }
        let pinned = Edges<LengthPercentageAuto>(top: 0, right: .auto, bottom: .auto, left: 0)
        #expect(try block.loweredItems() == [
            LayoutNode(id: "a", style: Style(position: .absolute, inset: pinned, width: 80), measure: .contentSize(width: 40, height: 20)),
            LayoutNode(id: "b", style: Style(position: .absolute, inset: pinned, minWidth: 80), measure: .contentSize(width: 60, height: 30)),
            LayoutNode(id: "c", style: Style(position: .absolute, inset: pinned, maxWidth: 30), measure: .contentSize(width: 40, height: 20)),
        ])
        let result = try frames(block)
        #expect(result.frame(of: "a")?.width == 80)
        #expect(result.frame(of: "b")?.width == 80)
        #expect(result.frame(of: "c")?.width == 30)
    }

    @Test func widthOfTheContainerIsAPercentage() throws {
        let block = ConstraintBlock { a } constraints: { view in
            a.layout(.leading) == 0; a.layout(.top) == 0
            a.layout(.width) == 0.5 * view + 10
        }
        #expect(try block.loweredItems() == [
            LayoutNode(id: "a", style: Style(position: .absolute, inset: Edges(top: 0, right: .auto, bottom: .auto, left: 0),
                                             width: .calc(.percent(50) + 10)), measure: .contentSize(width: 40, height: 20)),
        ])
        #expect(try frames(block).frame(of: "a") == Rect(x: 0, y: 0, width: 170, height: 20))
    }

    @Test func widthOfAnotherItemIsAnAnchorSize() throws {
        let block = ConstraintBlock { b; a } constraints: { view in
            b.layout(.leading) == 0; b.layout(.top) == 0
            a.layout(.leading) == 0; a.layout(.top) == 40
            a.layout(.width) == 0.5 * b + 20
        }
        #expect(try block.loweredItems() == [
            LayoutNode(id: "b", style: Style(position: .absolute, inset: Edges(top: 0, right: .auto, bottom: .auto, left: 0),
                                             anchorName: "b"), measure: .contentSize(width: 60, height: 30)),
            LayoutNode(id: "a", style: Style(position: .absolute, inset: Edges(top: 40, right: .auto, bottom: .auto, left: 0),
                                             width: .calc(.anchorSize("b", .horizontal) * 0.5 + 20)),
                       measure: .contentSize(width: 40, height: 20)),
        ])
        #expect(try frames(block).frame(of: "a")?.width == 50)
    }

    @Test func heightAsAMultipleOfTheOwnWidthIsAnAspectRatio() throws {
        let block = ConstraintBlock { a } constraints: { view in
            a.layout(.leading) == 0; a.layout(.top) == 0
            a.layout(.width) == 90
            a.layout(.height) == 0.5 * a.layout(.width)
        }
        #expect(try block.loweredItems() == [
            LayoutNode(id: "a", style: Style(position: .absolute, inset: Edges(top: 0, right: .auto, bottom: .auto, left: 0),
                                             width: 90, minHeight: 0, aspectRatio: 2), measure: .contentSize(width: 40, height: 20)),
        ])
        #expect(try frames(block).frame(of: "a") == Rect(x: 0, y: 0, width: 90, height: 45))
    }

    @Test func edgesToTheContainerAreInsets() throws {
        let block = ConstraintBlock { a } constraints: { view in
            a.layout(.leading) == 16
            a.layout(.trailing) == view.layout(.trailing) - 16
            a.layout(.bottom) == -24
        }
        #expect(try block.loweredItems() == [
            LayoutNode(id: "a", style: Style(position: .absolute, inset: Edges(top: .auto, right: 16, bottom: 24, left: 16)),
                       measure: .contentSize(width: 40, height: 20)),
        ])
        #expect(try frames(block).frame(of: "a") == Rect(x: 16, y: 156, width: 288, height: 20))
    }

    @Test func centersAreCenterXAndCenterY() throws {
        let block = ConstraintBlock { b; a } constraints: { view in
            b.layout(.centerX) == view.layout(.centerX) + 10
            b.layout(.centerY) == 0
            a.layout(.centerX) == b.layout(.centerX) + 10
            a.layout(.centerY) == b
        }
        #expect(try block.loweredItems() == [
            LayoutNode(id: "b", style: Style(position: .absolute, centerX: .calc(.percent(50) + 10), centerY: .percent(50),
                                             anchorName: "b"), measure: .contentSize(width: 60, height: 30)),
            LayoutNode(id: "a", style: Style(position: .absolute, centerX: .calc(.anchor("b", .center) + 10),
                                             centerY: .calc(.anchor("b", .center))), measure: .contentSize(width: 40, height: 20)),
        ])
        let result = try frames(block)
        #expect(result.frame(of: "b") == Rect(x: 140, y: 85, width: 60, height: 30))
        #expect(result.frame(of: "a") == Rect(x: 160, y: 90, width: 40, height: 20))
    }

    @Test func edgesOfSiblingsAreAnchors() throws {
        let block = ConstraintBlock { b; a } constraints: { view in
            b.layout(.leading) == 10; b.layout(.top) == 10
            a.layout(.leading) == b.layout(.trailing) + 8
            a.layout(.top) == b.layout(.bottom) + 4
        }
        #expect(try block.loweredItems() == [
            LayoutNode(id: "b", style: Style(position: .absolute, inset: Edges(top: 10, right: .auto, bottom: .auto, left: 10),
                                             anchorName: "b"), measure: .contentSize(width: 60, height: 30)),
            LayoutNode(id: "a", style: Style(position: .absolute, inset: Edges(
                top: .calc(.anchor("b", .bottom) + 4), right: .auto, bottom: .auto, left: .calc(.anchor("b", .right) + 8))),
                       measure: .contentSize(width: 40, height: 20)),
        ])
        #expect(try frames(block).frame(of: "a") == Rect(x: 78, y: 44, width: 40, height: 20))
    }

    @Test func trailingBeforeASiblingIsAnEndInset() throws {
        let block = ConstraintBlock { b; a } constraints: { view in
            b.layout(.trailing) == -10; b.layout(.top) == 0
            a.layout(.trailing) == b.layout(.leading) - 8
            a.layout(.top) == 0
        }
        #expect(try block.loweredItems()[1] == LayoutNode(id: "a", style: Style(
            position: .absolute, inset: Edges(top: 0, right: .calc(.anchor("b", .left) + 8), bottom: .auto, left: .auto)),
            measure: .contentSize(width: 40, height: 20)))
        #expect(try frames(block).frame(of: "a")?.x == 202)
    }

    @Test func aLowerBoundMakesTheInsetTheLargerCandidate() throws {
        let block = ConstraintBlock { b; a } constraints: { view in
            b.layout(.leading) == 10; b.layout(.top) == 0
            a.layout(.leading) == 20 ! .defaultLow
            a.layout(.leading) >= b.layout(.trailing) + 8
            a.layout(.top) == 0
        }
        #expect(try block.loweredItems()[1] == LayoutNode(id: "a", style: Style(
            position: .absolute,
            inset: Edges(top: 0, right: .auto, bottom: .auto, left: .calc(.maximum([20, .anchor("b", .right) + 8])))),
            measure: .contentSize(width: 40, height: 20)))
        #expect(try frames(block).frame(of: "a")?.x == 78)
    }

    @Test func anUpperBoundOnTheTrailingEdgeLetsContentShrink() throws {
        let label = Item("label", width: 300, height: 20)
        let block = ConstraintBlock { label } constraints: { view in
            label.layout(.leading) == 20
            label.layout(.trailing) <= -20
            label.layout(.top) == 0
        }
        #expect(try block.loweredItems() == [
            LayoutNode(id: "label", style: Style(
                position: .absolute, inset: Edges(top: 0, right: 20, bottom: .auto, left: 20),
                justifySelf: .start, maxWidth: .calc(.percent(100) - 40)), measure: .contentSize(width: 300, height: 20)),
        ])
        #expect(try frames(block).frame(of: "label") == Rect(x: 20, y: 0, width: 280, height: 20))
    }

    @Test func containerSizeRelationsSizeTheBlock() throws {
        let block = ConstraintBlock { a } constraints: { view in
            view.layout(.width) == 100
            view.layout(.height) >= 50
            a.layout(.edges) == 0
        }
        let node = try block.makeConstrainedNode().node
        #expect(node.style == Style(width: 100, minHeight: 50))
        #expect(try block.constrainedLayout(width: nil, height: nil).layout.frame == Rect(x: 0, y: 0, width: 100, height: 50))
    }
}
