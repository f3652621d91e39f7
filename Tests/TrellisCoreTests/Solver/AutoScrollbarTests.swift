import Testing
@testable import TrellisCore

/// `overflow: auto` (and `visible` beside a clipped axis, which computes to it) shows a scrollbar
/// only while the content overflows (CSS Overflow 3 §3; `Scrollbars.swift`): the box keeps its
/// size, and its content box loses the scrollbar's room.
@Suite struct AutoScrollbarTests {
    /// A 100 × 50 box centring a 40-wide child of height `childHeight`, with `overflowX` and
    /// `overflowY`, and 15-point scrollbars.
    func scroller(childHeight: Double, overflowX: Overflow = .visible, overflowY: Overflow = .auto,
                  scrollbarWidth: Double = 15) -> LayoutNode {
        LayoutNode(id: "box", style: Style().justifyContent(.center).width(100).height(50).overflowX(overflowX)
                                           .overflowY(overflowY).scrollbarWidth(scrollbarWidth), children: [
            LayoutNode(id: "child", style: Style().flexShrink(0).width(40).height(.points(childHeight))),
        ])
    }

    func childX(_ node: LayoutNode) throws -> Double? {
        try node.layout(width: nil, height: nil, pixelScale: nil).frame(of: "child")?.x
    }

    @Test func contentThatFitsLeavesTheWholeWidth() throws {
        #expect(try childX(scroller(childHeight: 50)) == 30)
    }

    @Test func overflowingContentGivesUpTheScrollbarsWidth() throws {
        // Centred in 100 - 15.
        #expect(try childX(scroller(childHeight: 51)) == 22.5)
    }

    @Test func visibleBesideAClippedAxisComputesToAuto() throws {
        #expect(try childX(scroller(childHeight: 80, overflowX: .hidden, overflowY: .visible)) == 22.5)
        #expect(try childX(scroller(childHeight: 80, overflowX: .hidden, overflowY: .hidden)) == 30)
        #expect(try childX(scroller(childHeight: 80, overflowX: .visible, overflowY: .visible)) == 30)
    }

    @Test func noScrollbarWithoutRoomForOne() throws {
        #expect(try childX(scroller(childHeight: 80, scrollbarWidth: 0)) == 30)
    }

    @Test func aBoxSizedByItsContentCountsTheScrollbar() throws {
        // Text longer than its box's width overflows it: the horizontal scrollbar's room is
        // added to the height the box takes from its content.
        let box = LayoutNode(id: "box", style: Style().width(30).overflowX(.auto).scrollbarWidth(15), children: [
            LayoutNode(id: "text", measure: .monospaceText("HHHHHH", breaks: .spaces)),
        ])
        let layout = try box.layout(width: nil, height: nil, pixelScale: nil)
        #expect(layout.frame(of: "box")?.size == Size(width: 30, height: 25))
    }

    @Test func aScrollbarGoesWhenTheContentNoLongerOverflows() throws {
        var tree = try LayoutTree(scroller(childHeight: 80))
        let space = Size<AvailableSpace>(width: .maxContent, height: .maxContent)
        try tree.layout(in: space, pixelScale: nil)
        #expect(tree.computedLayout().frame(of: "child")?.x == 22.5)
        let child = try #require(tree.node(withID: "child"))
        try tree.setStyle(Style().flexShrink(0).width(40).height(20), of: child)
        try tree.layout(in: space, pixelScale: nil)
        var fresh = try LayoutTree(try tree.layoutNode())
        try fresh.layout(in: space, pixelScale: nil)
        #expect(tree.computedLayout() == fresh.computedLayout())
        #expect(tree.computedLayout().frame(of: "child")?.x == 30)
    }
}
