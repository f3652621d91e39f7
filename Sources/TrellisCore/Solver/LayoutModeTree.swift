/// The tree as a layout mode sees it: one container's children, their styles, the cached entry
/// points that size them, and the places where the mode writes its results.
///
/// A layout mode is an extension on this protocol, not on ``LayoutTree``: it reads nothing of the
/// arena, the caches, the constraint tables or the invalidation state, so it can be run on a
/// small fake tree in a test. ``LayoutTree`` conforms, and because the modes live in its module
/// every call is specialised for it: no witness table is consulted while laying out.
///
/// How a mode (CSS Grid, say) plugs in:
/// 1. Write `mutating func computeGridLayout(_ node: Int32, _ input: LayoutInput) -> LayoutOutput`
///    in `extension LayoutModeTree`. Size the container with `containerSizeBeforeLayout`, walk
///    the in-flow children with `firstInFlowChild(of:)` and `nextInFlowSibling(_:)`, ask each
///    child's size through `computeLayout(_:_:)` or its intrinsic widths through
///    `intrinsicContentWidth` and `intrinsicWidthContribution` (never lay a child out by
///    calling a mode: the cache sits behind these), and for a final layout
///    (`input.runMode == .performLayout`) give each child its frame with `placeChild(_:unroundedFrame:)`,
///    then hand the rest to `hideDisplayNoneChildren(of:)` and `layOutAbsoluteChildren`.
/// 2. Write its content's intrinsic width the same way (`gridIntrinsicWidths` is an example).
///    Working arrays that would be allocated per run go in `LayoutSpares`.
/// 3. Dispatch to both by display type in `LayoutTree.computeContainerLayout` (`Solver.swift`)
///    and `LayoutTree.intrinsicContentWidth` (`IntrinsicSizes.swift`).
/// 4. Test the mode on a fake tree (`FakeLayoutTree` in the core tests, as `FlexboxOnFakeTreeTests`
///    and `LayersOnFakeTreeTests` do), then on real fixtures.
///
/// Nodes are `Int32` indices, `LayoutTree.noNode` (-1) for none. The requirements are `mutating`
/// where a child's layout may write (its cache, its descendants' frames).
protocol LayoutModeTree {
    // MARK: Reading

    /// `node`'s style, in the arena's packed form; its rare parts and lengths resolve through `pool`.
    func style(of node: Int32) -> NodeStyle
    /// The rare style parts, percentages and expressions that the stored styles refer to.
    var pool: StylePool { get }
    /// Whether `node`'s direction, after inheritance, is right-to-left.
    func isRTL(_ node: Int32) -> Bool
    /// `child`'s frame relative to its parent's border box, as its parent's layout last placed it.
    func unroundedFrame(of child: Int32) -> Rect
    /// `node`'s first in-flow child (``NodeStyle/isInFlow``), or `LayoutTree.noNode`.
    func firstInFlowChild(of node: Int32) -> Int32
    /// The next in-flow sibling of `child`, or `LayoutTree.noNode`.
    func nextInFlowSibling(_ child: Int32) -> Int32
    /// Whether a measure function sizes `node` (a leaf, such as text).
    func isMeasuredLeaf(_ node: Int32) -> Bool
    /// Whether `node` is a measured leaf whose lines run down its height (vertical text, whose
    /// measure function reads the available height): an orthogonal flow, whose inline size is
    /// its height (CSS Writing Modes 4 §7.3).
    func isOrthogonalFlow(_ node: Int32) -> Bool

    // MARK: Asking children, through their caches

    /// Lays out or measures `node` for `input`, answering from its cache when it can: the only
    /// way a mode reaches a child's layout, whatever the child's own mode (or measure function).
    mutating func computeLayout(_ node: Int32, _ input: LayoutInput) -> LayoutOutput
    /// The min-content or max-content width of `node`'s content box, cached; a min-content reader
    /// that takes no more of it than `limit` says so (`.infinity` reads all of it).
    mutating func intrinsicContentWidth(_ node: Int32, _ kind: IntrinsicSizeKind, readUpTo limit: Double) -> Double
    /// The outer width `child` contributes to its parent's min-content or max-content width
    /// (CSS Sizing 3 §5.2), its sizes resolved against `containingBlock`.
    mutating func intrinsicWidthContribution(_ child: Int32, _ kind: IntrinsicSizeKind, containingBlock: Size<Double?>,
                                             stretchedHeight: Double?) -> Double
    /// The content width of a box whose width depends on a height its parent gives it, measured
    /// past its cache, which knows no parent height; `nil` where the cached width holds.
    mutating func contentWidthAtParentHeight(_ child: Int32, _ kind: IntrinsicSizeKind, _ box: BoxModel,
                                             containingBlock: Size<Double?>, stretchedHeight: Double?) -> Double?

    /// The distance from `child`'s border-box top to its last baseline, as its last full layout,
    /// at the border-box `size`, placed its content (CSS Box Alignment 3 §9.1); `nil` when it
    /// has none. `containingBlock` resolves its percentage paddings.
    mutating func lastBaseline(of child: Int32, size: Size<Double>, containingBlock: Size<Double?>) -> Double?

    // MARK: Writing results

    /// Shows an in-flow `child` (it may have been hidden by an earlier layout) at `unroundedFrame`,
    /// relative to its parent's border box.
    mutating func placeChild(_ child: Int32, unroundedFrame: Rect)
    /// Empties the frames of `node`'s `display: none` children and their subtrees.
    mutating func hideDisplayNoneChildren(of node: Int32)
    /// Keeps the area grid container `node`'s tracks take in its border box, part of its
    /// scrollable overflow, if it has `auto` scrollbars (`Scrollbars.swift`).
    mutating func noteGridTrackArea(of node: Int32, _ area: @autoclosure () -> Rect)
    /// Lays out `node`'s absolutely positioned children in its padding box; `staticPosition` is
    /// where the mode puts a child that has no inset on an axis; `gridAreas` (a grid's) are
    /// built only if there is such a child.
    mutating func layOutAbsoluteChildren(of node: Int32, box: BoxModel, outerSize: Size<Double>,
                                         staticPosition: @autoclosure () -> StaticPositionRule,
                                         gridAreas: @autoclosure () -> AbsoluteGridAreas?)
    /// The content-box length that `node`'s absolutely positioned children pinned to both edges of
    /// `axis` need (``Style/fitsPinnedChildren``).
    mutating func pinnedChildrenExtent(of node: Int32, _ axis: Axis, box: BoxModel, kind: IntrinsicSizeKind,
                                       paddingBoxWidth: Double) -> Double

    /// Working arrays that container runs hand on to each other (see `SpareArrays.swift`).
    var spares: LayoutSpares { get set }
}

extension LayoutModeTree {
    /// The number of `node`'s in-flow children, for sizing a container run's item array once.
    @inline(__always)
    func inFlowChildCount(of node: Int32) -> Int {
        var count = 0
        var child = firstInFlowChild(of: node)
        while child != LayoutTree.noNode {
            count += 1
            child = nextInFlowSibling(child)
        }
        return count
    }

    /// Lays out `node`'s absolutely positioned children in its padding box (every mode but grid,
    /// whose children may have grid areas as containing blocks).
    @inline(__always)
    mutating func layOutAbsoluteChildren(of node: Int32, box: BoxModel, outerSize: Size<Double>,
                                         staticPosition: @autoclosure () -> StaticPositionRule) {
        layOutAbsoluteChildren(of: node, box: box, outerSize: outerSize, staticPosition: staticPosition(), gridAreas: nil)
    }
}

extension LayoutTree: LayoutModeTree {
    @inline(__always) func style(of node: Int32) -> NodeStyle { styles[Int(node)] }

    @inline(__always) func isRTL(_ node: Int32) -> Bool { nodes[Int(node)].isRTL }

    @inline(__always) func isMeasuredLeaf(_ node: Int32) -> Bool { nodes[Int(node)].measureSlot != LayoutTree.noNode }

    @inline(__always) func isOrthogonalFlow(_ node: Int32) -> Bool { nodes[Int(node)].measureReadsAvailableHeight }

    @inline(__always) func unroundedFrame(of child: Int32) -> Rect { nodes[Int(child)].unroundedFrame }

    @inline(__always) mutating func placeChild(_ child: Int32, unroundedFrame: Rect) {
        nodes[Int(child)].isHidden = false
        setUnroundedFrame(unroundedFrame, of: child)
    }

    mutating func noteGridTrackArea(of node: Int32, _ area: @autoclosure () -> Rect) {
        if scrollbarState.autoBoxes > 0 && !autoScrollbars(of: node).isEmpty { scrollbarState.gridTrackAreas[node] = area() }
    }
}
