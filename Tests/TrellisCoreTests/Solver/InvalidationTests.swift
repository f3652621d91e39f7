import Synchronization
import Testing
@testable import TrellisCore

/// An edit's effect stops at the first box that answers its parent as before
/// (`Invalidation.swift`): the root keeps its cached layout, and the relayout still equals a
/// fresh layout of the edited tree.
@Suite struct InvalidationTests {
    /// A leaf of height 10 whose width can change, as text does when it is edited.
    final class ResizableLeaf: Sendable {
        private let storedWidth: Mutex<Double>
        init(width: Double) { storedWidth = Mutex(width) }
        var width: Double {
            get { storedWidth.withLock { $0 } }
            set { storedWidth.withLock { $0 = newValue } }
        }
        var function: MeasureFunction {
            MeasureFunction("resizable") { [self] _ in Measurement(width: width, height: 10) }
        }
    }

    let space = Size<AvailableSpace>(width: .definite(100), height: .maxContent)

    /// Settles the tree's edits and lays it out; returns whether the root kept its cached layout.
    /// Checks the frames against a fresh layout of the edited tree.
    func relayout(_ tree: inout LayoutTree) throws -> Bool {
        tree.settleInvalidations()
        let rootKeptItsLayout = !tree.caches[Int(tree.nodes[Int(tree.rootRaw)].cacheSlot)].isEmpty
        try tree.layout(in: space)
        var fresh = try LayoutTree(try tree.layoutNode())
        try fresh.layout(in: space)
        #expect(tree.computedLayout() == fresh.computedLayout())
        return rootKeptItsLayout
    }

    /// A row of a box of width `boxWidth` (fixed height, or `nil` for auto) holding `leaf`, and a
    /// 30-wide sibling.
    func row(boxWidth: Double?, _ leaf: ResizableLeaf) -> LayoutNode {
        LayoutNode(id: "row", children: [
            LayoutNode(id: "box", style: Style().width(boxWidth.map { .points($0) } ?? .auto).height(20), children: [
                LayoutNode(id: "leaf", measure: leaf.function),
            ]),
            LayoutNode(id: "sibling", style: Style().width(30).height(20)),
        ])
    }

    @Test func contentOfAFixedSizeBoxStaysInside() throws {
        let leaf = ResizableLeaf(width: 10)
        var tree = try LayoutTree(row(boxWidth: 40, leaf))
        try tree.layout(in: space)
        leaf.width = 25
        try tree.markDirty(try #require(tree.node(withID: "leaf")))
        #expect(try relayout(&tree))
        #expect(tree.computedLayout().frame(of: "leaf")?.width == 25)
        #expect(tree.computedLayout().frame(of: "sibling")?.x == 40)
    }

    @Test func contentOfAnAutoSizedBoxReachesItsParent() throws {
        let leaf = ResizableLeaf(width: 10)
        var tree = try LayoutTree(row(boxWidth: nil, leaf))
        try tree.layout(in: space)
        leaf.width = 25
        try tree.markDirty(try #require(tree.node(withID: "leaf")))
        #expect(try !relayout(&tree))
        #expect(tree.computedLayout().frame(of: "sibling")?.x == 25)
    }

    /// The row overflows (80 + 30 > 100), so the box's automatic minimum width counts: the
    /// smaller of its 80 and its content's min-content width, which keeps it at 80. Content
    /// wider than 80 either way changes nothing the row sees; narrower content lets the box
    /// shrink with its sibling (to 80 × 100 / 110).
    @Test func minContentBeyondTheSpecifiedWidthIsInvisibleToTheParent() throws {
        let leaf = ResizableLeaf(width: 120)
        var tree = try LayoutTree(row(boxWidth: 80, leaf))
        try tree.layout(in: space)
        let leafNode = try #require(tree.node(withID: "leaf"))
        #expect(tree.computedLayout().frame(of: "box")?.width == 80)
        leaf.width = 150
        try tree.markDirty(leafNode)
        #expect(try relayout(&tree))
        #expect(tree.computedLayout().frame(of: "box")?.width == 80)
        leaf.width = 40
        try tree.markDirty(leafNode)
        #expect(try !relayout(&tree))
        #expect(tree.computedLayout().frame(of: "box")?.width == 73)
    }

    /// Two edits in two fixed-size boxes: each stops at its own box.
    @Test func editsInTwoFixedSizeBoxesStopAtEach() throws {
        let (first, second) = (ResizableLeaf(width: 10), ResizableLeaf(width: 10))
        var tree = try LayoutTree(LayoutNode(id: "row", children: [
            LayoutNode(style: Style().width(40).height(20), children: [LayoutNode(id: "first", measure: first.function)]),
            LayoutNode(style: Style().width(40).height(20), children: [LayoutNode(id: "second", measure: second.function)]),
        ]))
        try tree.layout(in: space)
        (first.width, second.width) = (20, 30)
        try tree.markDirty(try #require(tree.node(withID: "first")))
        try tree.markDirty(try #require(tree.node(withID: "second")))
        #expect(try relayout(&tree))
        #expect(tree.computedLayout().frame(of: "second")?.width == 30)
    }

    /// The boundary need not be the root's child: the root keeps its layout because the box
    /// of fixed size answers its auto-sized parent as before, which then answers the root as
    /// before.
    @Test func aFixedSizeBoxDeepInsideStopsTheEdit() throws {
        let leaf = ResizableLeaf(width: 10)
        var tree = try LayoutTree(LayoutNode(id: "outer", children: [
            LayoutNode(id: "auto", style: Style().padding(3), children: [row(boxWidth: 40, leaf)]),
            LayoutNode(id: "after", style: Style().width(10).height(10)),
        ]))
        try tree.layout(in: space)
        leaf.width = 35
        try tree.markDirty(try #require(tree.node(withID: "leaf")))
        #expect(try relayout(&tree))
        #expect(tree.computedLayout().frame(of: "after")?.x == 76)
    }

    /// A style edit reaches the parent, which reads the style itself, even when the edited box's
    /// size is unchanged.
    @Test func aRestyledBoxReachesItsParent() throws {
        var tree = try LayoutTree(row(boxWidth: 40, ResizableLeaf(width: 10)))
        try tree.layout(in: space)
        let box = try #require(tree.node(withID: "box"))
        var style = try tree.style(of: box)
        style.margin.left = .points(5)
        try tree.setStyle(style, of: box)
        #expect(try !relayout(&tree))
        #expect(tree.computedLayout().frame(of: "sibling")?.x == 45)
    }

    /// From the fuzzer (seed 20250501, case 110): a leaf without a cache answered its parent
    /// unrecorded, so when it gains a child nothing says its answers are unchanged.
    @Test func aLeafThatGainsAChildReachesItsParent() throws {
        var tree = try LayoutTree(LayoutNode(id: "row", children: [LayoutNode(id: "a"), LayoutNode(id: "b")]))
        try tree.layout(in: space)
        try tree.insertChild(LayoutNode(style: Style().width(40).height(10)), into: try #require(tree.node(withID: "a")))
        #expect(try !relayout(&tree))
        #expect(tree.computedLayout().frame(of: "b")?.x == 40)
    }

    /// A wrapping column whose height comes from its parent (a min-height above its height, in a
    /// parent of definite height) is measured at that height past its cache; its parent must
    /// measure it again when a child leaves, though the column is of fixed size.
    @Test func aColumnMeasuredAtItsParentsHeightReachesItsParent() throws {
        var tree = try LayoutTree(LayoutNode(id: "root", style: Style().height(200), children: [
            LayoutNode(id: "column", style: Style().flexDirection(.column).flexWrap(.wrap).height(50).minHeight(100), children: [
                LayoutNode(id: "empty"),
                LayoutNode(id: "wide", style: Style().padding(Edges(top: 0, right: 10, bottom: 0, left: 0))),
            ]),
        ]))
        try tree.layout(in: space)
        #expect(tree.computedLayout().frame(of: "column")?.width == 10)
        try tree.removeChild(try #require(tree.node(withID: "wide")), from: try #require(tree.node(withID: "column")))
        #expect(try !relayout(&tree))
        #expect(tree.computedLayout().frame(of: "column")?.width == 0)
    }
}
