import Testing
import TrellisCore

/// Frames are stored unrounded and snapped to the pixel grid as they are read; every way of
/// reading them must give the same snapped frames.
@Suite struct FrameReadingTests {
    /// Three equal columns in 100 points, the middle one holding two equal rows in 50: thirds
    /// and halves that only snapping turns into whole points.
    static let thirds = LayoutNode(id: "root", style: Style().width(100).height(50), children: [
        LayoutNode(id: "left", style: Style().flexGrow(1).flexBasis(.points(0))),
        LayoutNode(id: "middle", style: Style().flexDirection(.column).flexGrow(1).flexBasis(.points(0)), children: [
            LayoutNode(id: "top", style: Style().flexGrow(1).flexBasis(.points(0))),
            LayoutNode(id: "bottom", style: Style().flexGrow(1).flexBasis(.points(0)).margin(Edges(top: .points(0.3), right: .zero, bottom: .zero, left: .zero))),
        ]),
        LayoutNode(id: "right", style: Style().flexGrow(1).flexBasis(.points(0))),
    ])

    /// The computed layout's frames in document order.
    static func documentOrder(_ layout: ComputedLayout) -> [(ElementID?, Rect)] {
        var result: [(ElementID?, Rect)] = []
        var pending = [layout]
        while let next = pending.popLast() {
            result.append((next.id, next.frame))
            pending.append(contentsOf: next.children.reversed())
        }
        return result
    }

    @Test func snappedEdgesMeetWithoutGaps() throws {
        var tree = try LayoutTree(Self.thirds)
        try tree.layout(in: Size(width: .maxContent, height: .maxContent))
        let frames = tree.computedLayout().framesByID()
        #expect(frames["left"] == Rect(x: 0, y: 0, width: 33, height: 50))
        #expect(frames["middle"] == Rect(x: 33, y: 0, width: 34, height: 50))
        #expect(frames["right"] == Rect(x: 67, y: 0, width: 33, height: 50))
        // Rows of 24.85 points, the second 0.3 below the first: edges at 0, 24.85, 25.15 and 50.
        // (`framesByID` gives frames relative to the root.)
        #expect(frames["top"] == Rect(x: 33, y: 0, width: 34, height: 25))
        #expect(frames["bottom"] == Rect(x: 33, y: 25, width: 34, height: 25))
    }

    @Test(arguments: [1.0, 2.0, 3.0, nil] as [Double?])
    func everyReadGivesTheSameFrames(pixelScale: Double?) throws {
        var tree = try LayoutTree(Self.thirds)
        try tree.layout(in: Size(width: .maxContent, height: .maxContent), pixelScale: pixelScale)
        let expected = Self.documentOrder(tree.computedLayout())
        var visited: [(ElementID?, Rect)] = []
        tree.forEachFrame { node, frame in
            visited.append(((try? tree.id(of: node)) ?? nil, frame))
            #expect(frame == (try? tree.frameInParent(of: node)))
        }
        #expect(visited.map(\.0) == expected.map(\.0))
        #expect(visited.map(\.1) == expected.map(\.1))
    }

    /// `frame(of:)` reads a node relative to the root, as a computed layout's `frame(of:)` reads
    /// it by id; `frameInParent(of:)` relative to its parent, as the computed layout stores it.
    @Test(arguments: [1.0, 3.0, nil] as [Double?])
    func rootAndParentRelativeReadsAgree(pixelScale: Double?) throws {
        let margined = LayoutNode(id: "outer", style: Style().padding(.points(10.4)), children: [Self.thirds])
        var tree = try LayoutTree(margined)
        try tree.layout(in: Size(width: .maxContent, height: .maxContent), pixelScale: pixelScale)
        let computed = tree.computedLayout()
        for id in ["outer", "root", "left", "middle", "top", "bottom", "right"] {
            let node = try #require(tree.node(withID: id))
            #expect(try tree.frame(of: node) == computed.frame(of: id))
        }
        let bottom = try #require(tree.node(withID: "bottom"))
        #expect(try tree.frameInParent(of: bottom) == computed.children[0].children[1].children[1].frame)
        #expect(try tree.frameInParent(of: bottom) != tree.frame(of: bottom))
    }

    @Test func unroundedLayoutKeepsFractions() throws {
        var tree = try LayoutTree(Self.thirds)
        try tree.layout(in: Size(width: .maxContent, height: .maxContent), pixelScale: nil)
        let middle = try #require(tree.node(withID: "middle"))
        let frame = try tree.frameInParent(of: middle)
        // A third of 100 points as Chrome divides 6,400 layout units of 1/64 px: the last item
        // takes 2,133, the middle 2,134 of the 4,267 left, the first the other 2,133.
        #expect(frame.width == 2134 / 64 && frame.x == 2133 / 64)
        #expect(frame.width != frame.width.rounded())
    }
}
