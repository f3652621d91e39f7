/// The resolved box model of one node: CSS Box Model 3 and CSS Sizing 3, in points.
///
/// Percentages of padding and margins resolve against the containing block's width on every
/// side (CSS Box 3 §5.1); sizes resolve per axis. `box-sizing: content-box` sizes are converted
/// to border-box sizes here, so the rest of the solver speaks border boxes only.
struct BoxModel: BitwiseCopyable {
    var padding: Edges<Double>
    var border: Edges<Double>
    var margin: Edges<Double>
    var marginIsAuto: Edges<Bool>
    /// Room taken by scrollbars: width by a vertical scrollbar, height by a horizontal one.
    var scrollbarGutter: Size<Double>
    /// Preferred border-box size; `nil` where `auto`, an intrinsic keyword or an unresolvable percentage.
    var size: Size<Double?>
    /// Minimum border-box size; `nil` for `auto`.
    var minSize: Size<Double?>
    /// Maximum border-box size; `nil` for `none`.
    var maxSize: Size<Double?>
    var aspectRatio: Double?
    var isContentBox: Bool

    /// Resolves `style` against `containingBlock`; `anchors` resolves `anchor-size()` in the sizes
    /// of an absolutely positioned box.
    ///
    /// Inlined: layout builds some seven box models per node, and most callers pass no anchors
    /// and a style with neither edges nor limits, which inlining reduces to a few stores. The
    /// compiler honours `@inline(__always)` in a large caller only for a callee of at most 64
    /// SIL blocks; past that, the solver's larger functions called it, at some 130 instructions
    /// a box. So the edges, gutters and limits that fewer boxes have, and lengths other than
    /// points and `auto`, are resolved out of line.
    @inline(__always)
    init(_ style: NodeStyle, _ pool: borrowing StylePool, containingBlock: Size<Double?>,
         anchors: borrowing AnchorResolution? = nil) {
        // Values, not `mutating` helpers: a box whose address is taken is built on the stack and
        // copied out, where one built from values is stored in place.
        (padding, border, margin, marginIsAuto) = style.hasNoEdges
            ? (.zero, .zero, .zero, Edges(all: false))
            : Self.edges(style, pool, basis: containingBlock.width)
        scrollbarGutter = style.overflowX == .scroll || style.overflowY == .scroll ? Self.scrollbarGutter(style, pool) : .zero
        isContentBox = style.boxSizing == .contentBox
        let adjustment = isContentBox
            ? Size(width: padding.sum(.horizontal) + border.sum(.horizontal),
                   height: padding.sum(.vertical) + border.sum(.vertical))
            : .zero
        size = Size(width: pool.resolve(style.width, against: containingBlock.width, anchors: anchors).map { $0 + adjustment.width },
                    height: pool.resolve(style.height, against: containingBlock.height, anchors: anchors).map { $0 + adjustment.height })
        (minSize, maxSize, aspectRatio) = style.hasNoLimits
            ? (.indefinite, .indefinite, nil)
            : Self.limits(style, pool, containingBlock, anchors: anchors, adjustment: adjustment)
    }

    /// Padding, border, margins and which margins are `auto`; percentages resolve against the
    /// containing block's width.
    @inline(never)
    private static func edges(_ style: NodeStyle, _ pool: borrowing StylePool, basis: Double?)
        -> (padding: Edges<Double>, border: Edges<Double>, margin: Edges<Double>, marginIsAuto: Edges<Bool>) {
        // Lengths in points, which most edges are, were resolved once, as the style was stored.
        if let edges = pool.pointEdges(style) { return (edges.padding, edges.border, edges.margin, Edges(all: false)) }
        let rare = pool.rare(style)
        return (Edges(top: pool.resolveOrZero(rare.padding.top, against: basis),
                      right: pool.resolveOrZero(rare.padding.right, against: basis),
                      bottom: pool.resolveOrZero(rare.padding.bottom, against: basis),
                      left: pool.resolveOrZero(rare.padding.left, against: basis)),
                rare.border.map { LayoutTree.saturated($0) },
                Edges(top: pool.resolveOrZero(rare.margin.top, against: basis),
                      right: pool.resolveOrZero(rare.margin.right, against: basis),
                      bottom: pool.resolveOrZero(rare.margin.bottom, against: basis),
                      left: pool.resolveOrZero(rare.margin.left, against: basis)),
                Edges(top: rare.margin.top.isAuto, right: rare.margin.right.isAuto,
                      bottom: rare.margin.bottom.isAuto, left: rare.margin.left.isAuto))
    }

    /// The room a scroll container's scrollbars take.
    @inline(never)
    private static func scrollbarGutter(_ style: NodeStyle, _ pool: borrowing StylePool) -> Size<Double> {
        let width = LayoutTree.saturated(pool.rare(style).scrollbarWidth)
        return Size(width: style.overflowY == .scroll ? width : 0, height: style.overflowX == .scroll ? width : 0)
    }

    /// The min and max sizes and the aspect ratio; `adjustment` converts content-box sizes.
    @inline(never)
    private static func limits(_ style: NodeStyle, _ pool: borrowing StylePool, _ containingBlock: Size<Double?>,
                               anchors: borrowing AnchorResolution?, adjustment: Size<Double>)
        -> (minSize: Size<Double?>, maxSize: Size<Double?>, aspectRatio: Double?) {
        let rare = pool.rare(style)
        let (width, height) = (containingBlock.width, containingBlock.height)
        return (Size(width: pool.resolveMinimum(rare.minWidth, against: width, anchors: anchors).map { $0 + adjustment.width },
                     height: pool.resolveMinimum(rare.minHeight, against: height, anchors: anchors).map { $0 + adjustment.height }),
                Size(width: pool.resolve(rare.maxWidth, against: width, anchors: anchors).map { $0 + adjustment.width },
                     height: pool.resolve(rare.maxHeight, against: height, anchors: anchors).map { $0 + adjustment.height }),
                // A ratio too small for a float is degenerate, hence `auto` (CSS Sizing 4 §5.1).
                rare.aspectRatio.map(LayoutTree.singlePrecision).flatMap { $0 > 0 ? $0 : nil })
    }

    /// Padding plus border along each axis; saturated, as a box is no larger than the largest
    /// length however thick its edges.
    @inline(__always)
    var paddingBorder: Size<Double> {
        Size(width: Swift.min(padding.sum(.horizontal) + border.sum(.horizontal), LayoutTree.largestLength),
             height: Swift.min(padding.sum(.vertical) + border.sum(.vertical), LayoutTree.largestLength))
    }

    /// Padding, border and scrollbar gutter along each axis: border box minus content box.
    /// Saturated like ``paddingBorder``.
    @inline(__always)
    var contentInset: Size<Double> {
        Size(width: Swift.min(padding.sum(.horizontal) + border.sum(.horizontal) + scrollbarGutter.width, LayoutTree.largestLength),
             height: Swift.min(padding.sum(.vertical) + border.sum(.vertical) + scrollbarGutter.height, LayoutTree.largestLength))
    }

    /// Margins along each axis (auto margins count as zero).
    @inline(__always)
    var marginSum: Size<Double> {
        Size(width: margin.sum(.horizontal), height: margin.sum(.vertical))
    }

    /// Clamps a border-box size to the min and max sizes (min wins over max, CSS 2 §10.4),
    /// and never below padding plus border; saturated, so that a box sized by the sum of its
    /// content is no larger than the largest length (`Docs/HostileNumbers.md`).
    @inline(__always)
    func clamp(_ value: Double, _ axis: Axis) -> Double {
        var result = value
        if let max = maxSize[axis] { result = Swift.min(result, max) }
        if let min = minSize[axis] { result = Swift.max(result, min) }
        return Swift.min(Swift.max(result, paddingBorder[axis]), LayoutTree.largestLength)
    }

    /// A size its content gives the box: clamped like ``clamp(_:_:)`` when the box's own sizes
    /// apply (`inherent`), else only saturated, so that both sizing modes cap it alike.
    @inline(__always)
    func clampContentSize(_ value: Double, _ axis: Axis, inherent: Bool) -> Double {
        inherent ? clamp(value, axis) : Swift.min(value, LayoutTree.largestLength)
    }

    /// The size on the other axis that the aspect ratio gives for `value` on `axis`, in Chrome's
    /// layout units (CSS Sizing 4 §5.1; Docs/IntermediateTree.md, "Layout units").
    @inline(__always)
    func crossFromRatio(_ value: Double, from axis: Axis, _ ratio: Double) -> Double {
        let adjustment = isContentBox ? paddingBorder : .zero
        let inner = value - adjustment[axis]
        let other = LayoutUnit.truncate(axis == .horizontal ? inner / ratio : inner * ratio)
        return LayoutTree.saturated(other + adjustment[axis.crossed])
    }

    /// The min and max sizes on `axis` that the other axis's min and max sizes give through the
    /// aspect ratio (CSS Sizing 4 §5.1); apply them when the size on `axis` is automatic. The
    /// box's own limits on `axis` bound them: a transferred minimum never exceeds its max size, a
    /// transferred maximum never undercuts its min size (aspect_ratio_transferred_min_capped_by_own_max).
    @inline(__always)
    func transferredLimits(_ axis: Axis) -> (min: Double?, max: Double?) {
        guard let ratio = aspectRatio else { return (nil, nil) }
        return transferredLimits(axis, ratio)
    }

    /// ``transferredLimits(_:)`` of a box with an aspect ratio, out of line: the check for one
    /// is inlined, as a call copied the whole box model for most boxes, which have none.
    private func transferredLimits(_ axis: Axis, _ ratio: Double) -> (min: Double?, max: Double?) {
        let other = axis.crossed
        // The box is never smaller than its padding and border, which so transfer too
        // (aspect_ratio_padding_only).
        let minimum = max(minSize[other] ?? 0, paddingBorder[other])
        return (Swift.min(crossFromRatio(minimum, from: other, ratio), maxSize[axis] ?? .infinity),
                maxSize[other].map { Swift.max(crossFromRatio($0, from: other, ratio), minSize[axis] ?? 0) })
    }

    /// Clamps a content-based size on `axis` by the limits transferred through the aspect ratio.
    @inline(__always)
    func clampTransferred(_ value: Double, _ axis: Axis) -> Double {
        let transferred = transferredLimits(axis)
        var result = value
        if let max = transferred.max { result = Swift.min(result, max) }
        if let min = transferred.min { result = Swift.max(result, min) }
        return result
    }

    /// `crossFromRatio` when the node has a ratio.
    @inline(__always)
    func ratioTransfer(_ value: Double, from axis: Axis) -> Double? {
        aspectRatio.map { crossFromRatio(value, from: axis, $0) }
    }
}

extension Optional where Wrapped == Double {
    /// The smaller of the two, ignoring `nil` on either side.
    @inline(__always) func minimum(_ other: Double?) -> Double? {
        guard let self else { return other }
        guard let other else { return self }
        return Swift.min(self, other)
    }
}

extension AvailableSpace {
    /// The space less `amount` (never below zero); intrinsic constraints stay as they are.
    @inline(__always) func shrunk(by amount: Double) -> AvailableSpace {
        if case .definite(let value) = self { return .definite(Swift.max(0, value - amount)) }
        return self
    }
}
