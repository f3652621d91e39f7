import Testing
import TrellisCore

/// Deep and wide trees lay out without overflowing the stack; too-deep ones throw.
@Suite struct DepthAndWidthTests {
    /// Debug builds use ~55 KB of stack per level (~60 KB under AddressSanitizer), so `swift test`
    /// stops at 10,000 levels; the 100,000-deep chain runs in release with `trellis fuzz --scale`
    /// and `trellis render`.
    @Test func deepChainLaysOutOnAStackSizedForIt() throws {
        let depth = 10_000
        var tree = try LayoutTree(deepChain(depth: depth))
        try tree.layout(in: Size(width: .definite(100), height: .maxContent))
        let leaf = try #require(tree.node(withID: "leaf"))
        // Empty boxes all the way down, in a root of max-content height: nothing has a size.
        #expect(try tree.frameInParent(of: leaf) == Rect(x: 0, y: 0, width: 0, height: 0))
    }

    /// The root of a chain takes the width it is given and its content's height (it is a flex
    /// item of a column, the viewport's wrapper); each box below is an empty item of a row (the
    /// initial flex direction): zero wide, and stretched to its parent's height, zero.
    @Test func emptyChainKeepsOnlyTheRootsWidth() throws {
        var tree = try LayoutTree(deepChain(depth: 2))
        try tree.layout(width: 10, height: 10)
        let leaf = try #require(tree.node(withID: "leaf"))
        #expect(try tree.frameInParent(of: tree.root) == Rect(x: 0, y: 0, width: 10, height: 0))
        #expect(try tree.frameInParent(of: leaf) == Rect(x: 0, y: 0, width: 0, height: 0))
    }

    @Test func treesDeeperThanTheLimitAreRejected() throws {
        // Built by hand: deepChain(depth:) would take long at this depth in a debug build.
        var node = LayoutNode(id: "deepest")
        for _ in 0..<LayoutTree.maximumDepth { node = LayoutNode(children: [node]) }
        #expect(throws: LayoutError.tooDeep(node: #""deepest""#, limit: LayoutTree.maximumDepth)) {
            try LayoutTree(LayoutNode(children: [node]))
        }
        var tree = try LayoutTree(node)
        let deepest = try #require(tree.node(withID: "deepest"))
        #expect(throws: LayoutError.tooDeep(node: #""x""#, limit: LayoutTree.maximumDepth)) {
            try tree.insertChild(LayoutNode(id: "x"), into: deepest)
        }
    }

    /// 10,000 children, 100 rows of 100; the same root with 1,000,000 runs in release with
    /// `trellis fuzz --scale` (`.ci/run`), where 100,000 took 4 s of `swift test`'s debug build.
    @Test func wideRootLaysOut() throws {
        let count = 10_000
        let children = (0..<count).map { _ in LayoutNode(style: Style().width(10).height(10)) }
        var tree = try LayoutTree(LayoutNode(style: Style().flexWrap(.wrap).width(1000), children: children))
        try tree.layout(in: Size(width: .maxContent, height: .maxContent))
        let last = try #require(tree.children(of: tree.root).last)
        #expect(try tree.frameInParent(of: last) == Rect(x: 990, y: 990, width: 10, height: 10))
    }
}
