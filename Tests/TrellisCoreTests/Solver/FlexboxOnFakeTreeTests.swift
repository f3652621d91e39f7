import Testing
@testable import TrellisCore

/// The flexbox mode run on a fake tree (`FakeLayoutTree`) through `LayoutModeTree`: the tests
/// check properties of the lines that follow from the styles alone.
@Suite struct FlexboxOnFakeTreeTests {
    /// The frames of the container's children, in document order.
    static func frames(_ tree: FakeLayoutTree) throws -> [Rect] {
        try tree.children.map { try #require(tree.frame(of: $0)) }
    }

    @Test func growingItemTakesTheFreeSpaceAndItemsStretchAcrossTheLine() throws {
        var tree = FakeLayoutTree(Style().width(300).height(40).columnGap(6), children: [
            (Style().width(50), Size(width: 5, height: 5)),
            (Style().flexGrow(1), Size(width: 10, height: 5)),
            (Style().width(50), Size(width: 5, height: 5)),
        ])
        #expect(tree.layOut(in: Size(width: 300, height: 40)).size == Size(width: 300, height: 40))
        let frames = try Self.frames(tree)
        #expect(frames[1].width == 300 - 50 - 50 - 2 * 6)
        for (before, after) in zip(frames, frames.dropFirst()) {
            #expect(after.x == before.x + before.width + 6, "items follow each other a gap apart")
        }
        #expect(frames.last.map { $0.x + $0.width } == 300)
        #expect(frames.allSatisfy { $0.y == 0 && $0.height == 40 })
    }

    @Test func centredColumnLeavesEqualSpaceAboveAndBelow() throws {
        var tree = FakeLayoutTree(Style().flexDirection(.column).justifyContent(.center).alignItems(.start).height(100),
                                  children: [
            (Style().height(20), Size(width: 30, height: 0)),
            (Style().height(30), Size(width: 70, height: 0)),
        ])
        _ = tree.layOut(in: Size(width: 200, height: 100))
        let frames = try Self.frames(tree)
        let bottom = 100 - (frames[1].y + frames[1].height)
        #expect(frames[0].y == bottom)
        #expect(frames[1].y == frames[0].y + frames[0].height)
        #expect(frames.map(\.width) == [30, 70], "start-aligned items keep their content width")
    }

    @Test func wrappingMovesWhatDoesNotFitToTheNextLine() throws {
        var tree = FakeLayoutTree(Style().flexWrap(.wrap).width(100).alignItems(.start), children: [
            (Style().width(40).height(10), Size(width: 0, height: 0)),
            (Style().width(40).height(25), Size(width: 0, height: 0)),
            (Style().width(40).height(10), Size(width: 0, height: 0)),
        ])
        let output = tree.layOut(in: Size(width: 100, height: 500))
        let frames = try Self.frames(tree)
        #expect(frames[0].y == 0 && frames[1].y == 0)
        #expect(frames[2].x == 0 && frames[2].y == 25, "the second line starts below the first line's tallest item")
        #expect(output.size.height == 35)
    }

    @Test func rightToLeftRowStartsAtTheRight() throws {
        var tree = FakeLayoutTree(Style().width(100).height(10), rightToLeft: true, children: [
            (Style().width(30), Size(width: 0, height: 0)),
            (Style().width(20), Size(width: 0, height: 0)),
        ])
        _ = tree.layOut(in: Size(width: 100, height: 10))
        let frames = try Self.frames(tree)
        #expect(frames[0].x + frames[0].width == 100)
        #expect(frames[1].x + frames[1].width == frames[0].x)
    }
}
