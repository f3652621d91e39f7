import Testing
@testable import TrellisCore

/// The layers mode run on a fake tree through `LayoutModeTree`: no arena, no caches, no other
/// mode. The children are boxes of a fixed content size, sized by the shared box-sizing helpers;
/// the fake records what the mode asks and writes, and the tests check properties of the cell.
@Suite struct LayersOnFakeTreeTests {
    /// One layers container (node 0) and its children (nodes 1...), each a box of `content` size.
    struct FakeTree: LayoutModeTree {
        struct Node {
            var style: NodeStyle
            var content: Size<Double>
            var frame: Rect?
        }
        var nodes: [Node] = []
        var pool = StylePool()
        var spares = LayoutSpares()
        let rightToLeft: Bool
        /// Every question asked of a child through the cached entry point.
        var requests: [(node: Int32, input: LayoutInput)] = []
        /// The containers whose `display: none` and absolutely positioned children were handed back.
        var hidingCalls: [Int32] = []
        var absoluteCalls: [Int32] = []

        static let container: Int32 = 0

        init(_ container: Style, rightToLeft: Bool = false, children: [(style: Style, content: Size<Double>)]) {
            self.rightToLeft = rightToLeft
            nodes.append(Node(style: pool.store(container), content: .zero))
            for child in children { nodes.append(Node(style: pool.store(child.style), content: child.content)) }
        }

        var children: Range<Int32> { 1..<Int32(nodes.count) }

        func frame(of node: Int32) -> Rect? { nodes[Int(node)].frame }

        /// Lays the container out in `space`, as its parent would with nothing known.
        mutating func layOut(in space: Size<Double>, runMode: RunMode = .performLayout) -> LayoutOutput {
            computeLayersLayout(Self.container, LayoutInput(
                knownSize: .indefinite, parentSize: Size(width: space.width, height: space.height),
                availableSpace: Size(width: .definite(space.width), height: .definite(space.height)),
                sizingMode: .inherentSize, runMode: runMode))
        }

        // MARK: LayoutModeTree

        func style(of node: Int32) -> NodeStyle { nodes[Int(node)].style }
        func isRTL(_ node: Int32) -> Bool { rightToLeft }

        func firstInFlowChild(of node: Int32) -> Int32 {
            node == Self.container ? inFlow(from: 1) : LayoutTree.noNode
        }

        func nextInFlowSibling(_ child: Int32) -> Int32 { inFlow(from: child + 1) }

        private func inFlow(from start: Int32) -> Int32 {
            children[start...].first { nodes[Int($0)].style.isInFlow } ?? LayoutTree.noNode
        }

        /// A child is a leaf whose content has a fixed size: its own style sizes its box.
        mutating func computeLayout(_ node: Int32, _ input: LayoutInput) -> LayoutOutput {
            requests.append((node, input))
            let box = BoxModel(style(of: node), pool, containingBlock: input.parentSize)
            let width = resolveBorderBoxWidth(node, box, input)
            let height = input.knownSize.height ?? preferredHeight(node, box, input)
                ?? box.clampContentSize(nodes[Int(node)].content.height + box.contentInset.height, .vertical,
                                        inherent: input.sizingMode == .inherentSize)
            return LayoutOutput(size: Size(width: width, height: height), firstBaseline: nil)
        }

        mutating func intrinsicContentWidth(_ node: Int32, _ kind: IntrinsicSizeKind, readUpTo limit: Double) -> Double {
            nodes[Int(node)].content.width
        }

        mutating func intrinsicWidthContribution(_ child: Int32, _ kind: IntrinsicSizeKind, containingBlock: Size<Double?>,
                                                 stretchedHeight: Double?) -> Double {
            let box = BoxModel(style(of: child), pool, containingBlock: containingBlock)
            return clampWidth(child, box, box.size.width ?? intrinsicWidth(child, kind, box)) + box.marginSum.width
        }

        mutating func placeChild(_ child: Int32, unroundedFrame: Rect) {
            #expect(nodes[Int(child)].frame == nil, "a child is placed once")
            nodes[Int(child)].frame = unroundedFrame
        }

        mutating func hideDisplayNoneChildren(of node: Int32) { hidingCalls.append(node) }

        mutating func layOutAbsoluteChildren(of node: Int32, box: BoxModel, outerSize: Size<Double>,
                                             staticPosition: @autoclosure () -> StaticPositionRule,
                                             gridAreas: AbsoluteGridAreas?) {
            absoluteCalls.append(node)
        }

        mutating func pinnedChildrenExtent(of node: Int32, _ axis: Axis, box: BoxModel, kind: IntrinsicSizeKind,
                                           paddingBoxWidth: Double) -> Double { 0 }
    }

    @Test func stretchedChildFillsTheContentBoxAndAlignedChildrenSitAtTheirEdges() throws {
        var tree = FakeTree(Style().display(.layers).width(200).height(100).padding(10), children: [
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
        #expect(tree.hidingCalls == [FakeTree.container] && tree.absoluteCalls == [FakeTree.container])
    }

    @Test func automaticHeightIsTheTallestChildsAndStretchedChildrenTakeIt() throws {
        var tree = FakeTree(Style().display(.layers).width(120).padding(4), children: [
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
        var tree = FakeTree(Style().display(.layers).width(100).height(50), rightToLeft: true, children: [
            (Style().width(30).height(10).justifySelf(.start), Size(width: 0, height: 0)),
            (Style().width(30).height(10).justifySelf(.end), Size(width: 0, height: 0)),
        ])
        _ = tree.layOut(in: Size(width: 100, height: 50))
        #expect(tree.frame(of: 1).map { $0.x + $0.width } == 100)
        #expect(tree.frame(of: 2)?.x == 0)
    }

    @Test func measuringWritesNoFramesAndAgreesWithTheLayout() throws {
        func container() -> FakeTree {
            FakeTree(Style().display(.layers).width(80), children: [
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
