import Testing
import TrellisBlocks
import TrellisCore
import TrellisStacks

@Suite struct BuilderTests {
    func ids(_ block: some LayoutBlock) -> [String] {
        block.makeLayoutNode().children.map { $0.id.map { "\($0)" } ?? "-" }
    }

    @Test func controlFlowFlattensToOneArray() {
        let showsBadge = true
        let kind = 2
        let present: Item? = Item("present", width: 1, height: 1)
        let absent: Item? = nil
        let block = VStackBlock {
            if showsBadge { Item("badge", width: 1, height: 1) } else { Item("noBadge", width: 1, height: 1) }
            if !showsBadge { Item("hidden", width: 1, height: 1) }
            switch kind {
            case 1: Item("one", width: 1, height: 1)
            default: Item("other", width: 1, height: 1)
            }
            for index in 0..<2 { Item("row\(index)", width: 1, height: 1) }
            present
            absent
            [Item("x1", width: 1, height: 1), Item("x2", width: 1, height: 1)]
            StackingSpacer()
        }
        #expect(ids(block) == ["badge", "other", "row0", "row1", "present", "x1", "x2", "-"])
    }

    @Test func customBlocksComposeLikeViews() {
        struct Avatar: LayoutBlock {
            var id: String
            var layoutElement: LayoutElement { Item(id, width: 40, height: 40).padding(2).layoutElement }
        }
        let block = HStackBlock { Avatar(id: "me"); Avatar(id: "you") }
        #expect(block.makeLayoutNode().children.map { $0.children.first?.id } == ["me", "you"])
    }

    @Test func nonStringIDs() throws {
        let layout = try HStackBlock { for index in 0..<3 { Item(index, width: 10, height: 10) } }
            .layout(width: nil, height: nil)
        #expect(layout.frame(of: ElementID(2)) == Rect(x: 20, y: 0, width: 10, height: 10))
    }

    @Test func invalidLengthsAreReportedNotCrashed() {
        #expect(throws: LayoutError.self) { try Item("bad").width(-1).layout(width: 10, height: 10) }
        #expect(throws: LayoutError.self) { try Item("bad").layout(width: .nan, height: 10) }
    }

    /// `Item("a", width: .nan)` was laid out as 0 wide (issue 42): a content size that is not a
    /// finite, non-negative number is an error naming the item.
    @Test(arguments: [
        (Item("a", width: .nan, height: 10), LayoutError.nonFiniteValue(node: "a", property: "content width")),
        (Item("a", width: 10, height: .infinity), .nonFiniteValue(node: "a", property: "content height")),
        (Item("a", width: -5), .negativeValue(node: "a", property: "content width", value: -5)),
    ])
    func invalidContentSizesAreReportedNotZeroed(item: Item, error: LayoutError) {
        #expect(throws: error) { try VStackBlock { Item("b", width: 10, height: 10); item }.layout(width: 100, height: 100) }
    }
}
