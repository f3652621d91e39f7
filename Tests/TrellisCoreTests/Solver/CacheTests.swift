import Synchronization
import Testing
@testable import TrellisCore

/// The cache is counted, not timed (`Docs/Architecture.md` §6): how often a measured leaf is asked.
@Suite struct CacheTests {
    /// A 10 × 10 leaf that records what it is asked.
    final class CountingLeaf: Sendable {
        let requests = Mutex<[MeasureInput]>([])
        var function: MeasureFunction {
            MeasureFunction("counting") { [self] input in
                requests.withLock { $0.append(input) }
                return Measurement(width: 10, height: 10)
            }
        }
        /// Every measurement, in order.
        var asked: [MeasureInput] { requests.withLock { $0 } }
        var calls: Int { requests.withLock { $0.count } }
    }

    private func nestedTree(_ leaves: [CountingLeaf]) -> LayoutNode {
        LayoutNode(style: Style().flexDirection(.column), children: leaves.enumerated().map { index, leaf in
            LayoutNode(style: Style().padding(2), children: [
                LayoutNode(id: ElementID("leaf\(index)"), style: Style().flexGrow(1), measure: leaf.function),
            ])
        })
    }

    @Test func secondLayoutOfAnUnchangedTreeMeasuresNothing() throws {
        let leaves = (0..<20).map { _ in CountingLeaf() }
        var tree = try LayoutTree(nestedTree(leaves))
        try tree.layout(width: 200, height: 400)
        let first = leaves.map(\.calls)
        #expect(first.allSatisfy { $0 > 0 })
        let frames = tree.computedLayout()
        try tree.layout(width: 200, height: 400)
        #expect(leaves.map(\.calls) == first)
        #expect(tree.computedLayout() == frames)
    }

    @Test func dirtyingOneLeafMeasuresOnlyThatLeafAgain() throws {
        let leaves = (0..<20).map { _ in CountingLeaf() }
        var tree = try LayoutTree(nestedTree(leaves))
        try tree.layout(width: 200, height: 400)
        let before = leaves.map(\.calls)
        let target = try #require(tree.node(withID: "leaf7"))
        try tree.markDirty(target)
        try tree.layout(width: 200, height: 400)
        for (index, leaf) in leaves.enumerated() {
            if index == 7 {
                #expect(leaf.calls > before[index])
            } else {
                #expect(leaf.calls == before[index], "leaf\(index) was measured again")
            }
        }
    }

    @Test func aDifferentRequestIsLaidOutAgain() throws {
        var tree = try LayoutTree(LayoutNode(style: Style().width(.percent(50)).height(10)))
        try tree.layout(width: 200, height: 100)
        #expect(try tree.frameInParent(of: tree.root).width == 100)
        try tree.layout(width: 100, height: 100)
        #expect(try tree.frameInParent(of: tree.root).width == 50)
    }

    /// Taffy's caching test, in our terms: however deep the chain, the leaf is measured the same
    /// few times (a row asks for its min- and max-content widths, a height at a width, and the
    /// final layout; with one measurement slot per node, a column asks one of these twice).
    /// Without cache-key normalisation the count grew with depth.
    @Test(arguments: [FlexDirection.row, .column])
    func leafUnderADeepChainIsMeasuredAFewTimes(direction: FlexDirection) throws {
        func measurements(depth: Int) throws -> Int {
            let leaf = CountingLeaf()
            var node = LayoutNode(id: "leaf", measure: leaf.function)
            for _ in 0..<depth {
                node = LayoutNode(style: Style().flexDirection(direction).padding(1), children: [node])
            }
            var tree = try LayoutTree(node)
            try tree.layout(in: Size(width: .maxContent, height: .maxContent))
            return leaf.calls
        }
        let shallow = try measurements(depth: 10)
        let deep = try measurements(depth: 100)
        #expect(deep == shallow)
        #expect(deep <= 6, "measured \(deep) times")
    }

    /// An item's automatic minimum size (its min-content size) binds only when its line shrinks
    /// below the flex base sizes; a line whose items fit never asks for it.
    @Test(arguments: [FlexDirection.row, .column])
    func aLineThatFitsNeverAsksForMinContentSizes(direction: FlexDirection) throws {
        let leaves = (0..<3).map { _ in CountingLeaf() }
        // Items that are measured leaves, and one that holds its leaf in a container.
        let root = LayoutNode(style: Style().flexDirection(direction), children: [
            LayoutNode(children: [LayoutNode(measure: leaves[0].function)]),
            LayoutNode(measure: leaves[1].function),
            LayoutNode(measure: leaves[2].function),
        ])
        var tree = try LayoutTree(root)
        try tree.layout(in: Size(width: .definite(200), height: .maxContent))
        let main: Axis = direction == .row ? .horizontal : .vertical
        for leaf in leaves {
            #expect(!leaf.asked.isEmpty)
            #expect(!leaf.asked.contains { $0.availableSpace[main] == .minContent }, "\(leaf.asked)")
        }
    }

    /// Measuring a container lays out its baseline-aligned items (to find their baselines) and
    /// so rewrites their descendants' frames; its cached full layout must not answer the next
    /// full layout, or those frames stay (fuzzer, seed 2026 cases 16276 and 191164).
    @Test func aMeasurementThatLaysOutBaselineItemsIsNotAnsweredFromTheCache() throws {
        let root = LayoutNode(id: "row", style: Style().alignItems(.baseline), children: [
            LayoutNode(id: "item", style: Style().flexGrow(1), children: [
                LayoutNode(id: "leaf", style: Style().flexGrow(1).height(10)),
            ]),
        ])
        var tree = try LayoutTree(root)
        try tree.layout(width: 200, height: 100)
        // What a parent's measuring pass does: ask the row's size at another width.
        _ = tree.computeLayout(tree.root.raw, LayoutInput(
            knownSize: Size(width: 50, height: nil), parentSize: .indefinite,
            availableSpace: Size(width: .definite(50), height: .maxContent),
            sizingMode: .inherentSize, runMode: .computeSize))
        // The same request again, unrounded so that every frame is written out afresh.
        try tree.layout(width: 200, height: 100, pixelScale: nil)
        var fresh = try LayoutTree(root)
        try fresh.layout(width: 200, height: 100, pixelScale: nil)
        #expect(tree.computedLayout() == fresh.computedLayout())
        #expect(try tree.frameInParent(of: #require(tree.node(withID: "leaf"))).width == 200)
    }
}
