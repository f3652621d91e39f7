import Testing
@testable import TrellisCore

/// Layers containers, which the grid mode lays out as one-cell grids, run on a fake tree
/// (`FakeLayoutTree`) through `LayoutModeTree`: the tests check properties of the cell.
@Suite struct LayersOnFakeTreeTests {
    @Test func stretchedChildFillsTheContentBoxAndAlignedChildrenSitAtTheirEdges() throws {
        var tree = FakeLayoutTree(Style().display(.layers).width(200).height(100).padding(10), children: [
            (Style().alignSelf(.stretch).justifySelf(.stretch), Size(width: 30, height: 10)),
            (Style().width(50).height(20).justifySelf(.end).alignSelf(.center), Size(width: 5, height: 5)),
            (Style().justifySelf(.start).alignSelf(.end), Size(width: 40, height: 12)),
            (Style().display(.none), Size(width: 70, height: 70)),
        ])
        let output = tree.layOut(in: Size(width: 300, height: 300))
        #expect(output.size == Size(width: 200, height: 100))
        let content = Rect(x: 10, y: 10, width: 180, height: 80)

        #expect(tree.frame(of: 1) == content)
        let centered = try #require(tree.frame(of: 2))
        #expect(centered.size == Size(width: 50, height: 20))
        #expect(centered.x + centered.width == content.x + content.width)
        #expect(centered.y + centered.height / 2 == content.y + content.height / 2)
        let corner = try #require(tree.frame(of: 3))
        #expect(corner.size == Size(width: 40, height: 12), "an unstretched child keeps its content size")
        #expect(corner.x == content.x && corner.y + corner.height == content.y + content.height)

        #expect(tree.frame(of: 4) == nil, "a display: none child is not laid out")
        #expect(!tree.requests.contains { $0.node == 4 })
        #expect(tree.hidingCalls == [FakeLayoutTree.container] && tree.absoluteCalls == [FakeLayoutTree.container])
    }

    @Test func automaticHeightIsTheTallestChildsAndStretchedChildrenTakeIt() throws {
        var tree = FakeLayoutTree(Style().display(.layers).width(120).padding(4), children: [
            (Style().height(20).alignSelf(.start), Size(width: 10, height: 10)),
            (Style().height(45).alignSelf(.start), Size(width: 10, height: 10)),
            (Style().alignSelf(.stretch), Size(width: 10, height: 3)),
        ])
        let output = tree.layOut(in: Size(width: 500, height: 500))
        #expect(output.size.height == 45 + 8)
        #expect(tree.frame(of: 3)?.height == 45, "a stretched child takes the cell's height")
        for child in tree.children {
            let frame = try #require(tree.frame(of: child))
            #expect(frame.y == 4, "every start-aligned or stretched child hangs from the content box's top")
        }
    }

    @Test func rightToLeftStartsAtTheRight() {
        var tree = FakeLayoutTree(Style().display(.layers).width(100).height(50), rightToLeft: true, children: [
            (Style().width(30).height(10).justifySelf(.start), Size(width: 0, height: 0)),
            (Style().width(30).height(10).justifySelf(.end), Size(width: 0, height: 0)),
        ])
        _ = tree.layOut(in: Size(width: 100, height: 50))
        #expect(tree.frame(of: 1).map { $0.x + $0.width } == 100)
        #expect(tree.frame(of: 2)?.x == 0)
    }

    @Test func measuringWritesNoFramesAndAgreesWithTheLayout() throws {
        func container() -> FakeLayoutTree {
            FakeLayoutTree(Style().display(.layers).width(80), children: [
                (Style().justifySelf(.center), Size(width: 24, height: 31)),
                (Style().margin(.points(5)), Size(width: 200, height: 7)),
            ])
        }
        var measured = container()
        let size = measured.layOut(in: Size(width: 80, height: 400), runMode: .computeSize).size
        #expect(measured.children.allSatisfy { measured.frame(of: $0) == nil })
        #expect(measured.requests.allSatisfy { $0.input.runMode != .performLayout })

        var laidOut = container()
        #expect(laidOut.layOut(in: Size(width: 80, height: 400)).size == size)
        // The cell is at least as wide as its widest child's minimum contribution.
        let wide = try #require(laidOut.frame(of: 2))
        #expect(wide.width == 200 && wide.x == 5)
    }
}
