import Testing
@testable import TrellisCore

/// A layout mode's view of a tree, faked: one container (node 0) and its children (nodes 1...),
/// each a leaf box whose content has a fixed size. No arena, no caches, no other mode; the fake
/// records what the mode asks and writes, so that a test can check properties of the result.
struct FakeLayoutTree: LayoutModeTree {
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
        nodes.append(Node(style: pool.store(container).node, content: .zero))
        for child in children { nodes.append(Node(style: pool.store(child.style).node, content: child.content)) }
    }

    var children: Range<Int32> { 1..<Int32(nodes.count) }

    func frame(of node: Int32) -> Rect? { nodes[Int(node)].frame }

    /// Lays the container out in `space` by its mode, as its parent would with nothing known.
    mutating func layOut(in space: Size<Double>, runMode: RunMode = .performLayout) -> LayoutOutput {
        let input = LayoutInput(
            knownSize: .indefinite, parentSize: Size(width: space.width, height: space.height),
            availableSpace: Size(width: .definite(space.width), height: .definite(space.height)),
            sizingMode: .inherentSize, runMode: runMode)
        switch style(of: Self.container).display {
        case .grid, .layers: return computeGridLayout(Self.container, input)
        default: return computeFlexboxLayout(Self.container, input)
        }
    }

    // MARK: LayoutModeTree

    func style(of node: Int32) -> NodeStyle { nodes[Int(node)].style }
    func isRTL(_ node: Int32) -> Bool { rightToLeft }
    /// The fake's leaves have content of a fixed size, not a measure function's text.
    func isMeasuredLeaf(_ node: Int32) -> Bool { false }
    /// The fake's leaves have horizontal content.
    func isOrthogonalFlow(_ node: Int32) -> Bool { false }
    func unroundedFrame(of child: Int32) -> Rect { nodes[Int(child)].frame ?? .zero }

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

    /// The fake's leaves have no width that depends on a height.
    mutating func contentWidthAtParentHeight(_ child: Int32, _ kind: IntrinsicSizeKind, _ box: BoxModel,
                                             containingBlock: Size<Double?>, stretchedHeight: Double?) -> Double? { nil }

    mutating func lastBaseline(of child: Int32, size: Size<Double>, containingBlock: Size<Double?>) -> Double? { nil }

    mutating func placeChild(_ child: Int32, unroundedFrame: Rect) {
        #expect(nodes[Int(child)].frame == nil, "a child is placed once")
        nodes[Int(child)].frame = unroundedFrame
    }

    mutating func hideDisplayNoneChildren(of node: Int32) { hidingCalls.append(node) }

    mutating func noteGridTrackArea(of node: Int32, _ area: @autoclosure () -> Rect) {}

    mutating func layOutAbsoluteChildren(of node: Int32, box: BoxModel, outerSize: Size<Double>,
                                         staticPosition: @autoclosure () -> StaticPositionRule,
                                         gridAreas: @autoclosure () -> AbsoluteGridAreas?) {
        absoluteCalls.append(node)
    }

    mutating func pinnedChildrenExtent(of node: Int32, _ axis: Axis, box: BoxModel, kind: IntrinsicSizeKind,
                                       paddingBoxWidth: Double) -> Double { 0 }
}
