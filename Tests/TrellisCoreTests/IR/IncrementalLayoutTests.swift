import Testing
import TrellisCore

/// Incremental relayout after an edit equals a fresh layout of the edited tree.
@Suite struct IncrementalLayoutTests {
    /// From the fuzzer (seed 2025, case 2475): turning a subtree right-to-left must relayout its
    /// descendants, whose caches held left-to-right frames.
    @Test func directionChangeReachesDescendants() throws {
        let root = LayoutNode(id: "n0", children: [
            LayoutNode(id: "n1", children: [
                LayoutNode(id: "n5", style: Style().position(.absolute), children: [
                    LayoutNode(id: "n6", measure: .monospaceText("a b c", cellHeight: 1)),
                ]),
            ]),
        ])
        var tree = try LayoutTree(root)
        try tree.layout(in: Size(width: .maxContent, height: .maxContent))
        let n1 = try #require(tree.node(withID: "n1"))
        try tree.setStyle(Style().direction(.rtl).width(100), of: n1)
        try tree.layout(in: Size(width: .maxContent, height: .maxContent))

        var fresh = try LayoutTree(try tree.layoutNode())
        try fresh.layout(in: Size(width: .maxContent, height: .maxContent))
        #expect(tree.computedLayout() == fresh.computedLayout())
    }

    @Test func layoutNodeGivesTheEditedTreeBack() throws {
        var tree = try LayoutTree(LayoutNode(id: "r", children: [LayoutNode(id: "a"), LayoutNode(id: "b")]))
        let a = try #require(tree.node(withID: "a"))
        try tree.removeChild(a, from: tree.root)
        try tree.insertChild(LayoutNode(id: "c", measure: .ahem("H")), into: tree.root, at: 0)
        #expect(try tree.layoutNode() == LayoutNode(id: "r", children: [LayoutNode(id: "c", measure: .ahem("H")), LayoutNode(id: "b")]))
    }

    /// Plain leaves keep no cache; a leaf that gains children or a measure function gets one.
    /// Either way, the relayout must equal a fresh layout of the edited tree.
    @Test func leavesThatBecomeContainersOrMeasuredAreLaidOutAfresh() throws {
        var tree = try LayoutTree(LayoutNode(id: "r", style: Style().alignItems(.flexStart), children: [
            LayoutNode(id: "a", style: Style().padding(2)),
            LayoutNode(id: "b", style: Style().width(30)),
        ]))
        let space = Size<AvailableSpace>(width: .definite(200), height: .maxContent)
        try tree.layout(in: space)
        let a = try #require(tree.node(withID: "a"))
        let b = try #require(tree.node(withID: "b"))
        try tree.insertChild(LayoutNode(id: "c", style: Style().width(40).height(10)), into: a)
        try tree.setMeasure(.monospaceText("one two three", cellHeight: 2), of: b)
        try tree.layout(in: space)

        var fresh = try LayoutTree(try tree.layoutNode())
        try fresh.layout(in: space)
        #expect(tree.computedLayout() == fresh.computedLayout())
        #expect(try tree.frameInParent(of: a) == Rect(x: 0, y: 0, width: 44, height: 14))
    }
}
