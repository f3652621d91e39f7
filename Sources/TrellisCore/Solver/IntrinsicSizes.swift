/// Intrinsic inline sizes (CSS Sizing 3 §5) and the width a box takes before its layout.
///
/// Trellis, like browsers, resolves a box's width before laying it out: horizontal writing
/// modes make width the inline axis, which never depends on height (except through aspect
/// ratios). Heights then come out of layout.

/// The kind of intrinsic size asked for.
enum IntrinsicSizeKind { case minContent, maxContent }

/// Sizing a box from its style and its content's intrinsic widths: shared by the leaves and every
/// layout mode, and written against `LayoutModeTree` so that a mode run on a fake tree sizes boxes
/// as the real one does.
extension LayoutModeTree {
    /// The node's min-content or max-content border-box width, ignoring its own `width`,
    /// `min-width` and `max-width` (CSS Sizing 3 §5.1).
    ///
    /// The content's width is cached; the padding and border come from `box`, resolved against
    /// whatever containing block the caller knows, because Chrome resolves percentage padding
    /// against a known containing block even here (fixture calc_padding).
    @inline(__always)
    mutating func intrinsicWidth(_ node: Int32, _ kind: IntrinsicSizeKind, _ box: BoxModel) -> Double {
        min(intrinsicContentWidth(node, kind, readUpTo: .infinity) + box.contentInset.width, LayoutTree.largestLength)
    }

    /// The smaller of the node's min-content border-box width and `limit`, for a reader that
    /// needs no more: a flex item's automatic minimum size is at most its specified and maximum
    /// sizes (CSS Flexbox §4.5). The cache notes how much was read, so that a relayout knows a
    /// change of content beyond the limit is invisible to the reader (`Invalidation.swift`).
    @inline(__always)
    mutating func minContentWidth(_ node: Int32, _ box: BoxModel, atMost limit: Double) -> Double {
        let inset = box.contentInset.width
        // The least content width that reaches the limit once the inset is added back.
        var contentLimit = limit - inset
        // Rounding leaves it a step or two short. The loop is bounded whatever the numbers; past
        // it, the reader counts as reading everything, which only caches less.
        for _ in 0..<4 where contentLimit + inset < limit { contentLimit = contentLimit.nextUp }
        if contentLimit + inset < limit { contentLimit = .infinity }
        return min(intrinsicContentWidth(node, .minContent, readUpTo: contentLimit) + inset, limit)
    }

    /// The width the aspect ratio gives a box of border-box `height`, not yet clamped by its
    /// min and max widths; `nil` without a ratio. When that height is definite — its own
    /// `height`, or a stretched one — the width is the ratio-dependent axis, whose automatic
    /// minimum size is the min-content width capped by the max width, unless the box scrolls
    /// (CSS Sizing 4 §5.1; aspect_ratio_auto_min_width_is_content). A column item's flexed
    /// height leaves the ratio width alone unless its own `height` is set, as in Chrome
    /// (aspect_ratio_auto_min_width_needs_definite_height).
    mutating func ratioDependentWidth(_ node: Int32, _ box: BoxModel, height: Double, heightIsDefinite: Bool) -> Double? {
        guard let transferred = box.ratioTransfer(height, from: .vertical) else { return nil }
        guard heightIsDefinite, let minimum = ratioAutomaticMinimumWidth(node, box, height: height) else { return transferred }
        return max(transferred, minimum)
    }

    /// The automatic minimum width of a box with an aspect ratio and a definite border-box
    /// `height`: its min-content width capped by its max width (CSS Sizing 4 §5.1.1); `nil` when
    /// `min-width` is not `auto` or the box scrolls.
    mutating func ratioAutomaticMinimumWidth(_ node: Int32, _ box: BoxModel, height: Double) -> Double? {
        guard pool.rare(style(of: node)).minWidth.isAuto && !style(of: node).isScrollContainer else { return nil }
        // Vertical text's content width is its lines' at that height, not the one its ratio
        // gives at an automatic height (Writing Modes 4 §7.3; vertical_text_aspect_ratio_flexed_column_wrap).
        if isOrthogonalFlow(node),
           let lines = contentWidthAtParentHeight(node, .minContent, box, containingBlock: .indefinite, stretchedHeight: height) {
            return min(lines + box.contentInset.width, box.maxSize.width ?? .infinity)
        }
        return minContentWidth(node, box, atMost: box.maxSize.width ?? .infinity)
    }

    /// The width that `min-content`, `max-content` and `fit-content` give under an intrinsic
    /// constraint; `nil` for other values.
    mutating func intrinsicKeywordWidth(_ node: Int32, _ length: StoredLength, _ kind: IntrinsicSizeKind, _ box: BoxModel) -> Double? {
        switch length.kind {
        case .minContent: return intrinsicWidth(node, .minContent, box)
        case .maxContent: return intrinsicWidth(node, .maxContent, box)
        case .fitContent: return intrinsicWidth(node, kind, box)
        default: return nil
        }
    }

    /// Clamps a border-box width by `min-width` and `max-width`, resolving their keywords.
    /// `usedHeight` is the border-box height the box is laid out at, before its min and max
    /// heights, where the caller knows it (a column flex item's flexed height); else the box's
    /// own definite height counts.
    /// Inlined: most boxes have no limits, and then need nothing of the box model but its padding
    /// and border, which a caller passing a flex item's box reads in place rather than copying.
    @inline(__always)
    mutating func clampWidth(_ node: Int32, _ box: BoxModel, _ width: Double, usedHeight: Double? = nil) -> Double {
        // Saturated as `BoxModel.clamp` is: a width from content plus a saturated border (issue
        // 42, F8: 10 + 33,554,431.98) is at most the largest length (Docs/HostileNumbers.md).
        min(max(style(of: node).hasNoLimits ? width : widthWithinLimits(node, box, width, usedHeight: usedHeight),
                box.paddingBorder.width),
            LayoutTree.largestLength)
    }

    private mutating func widthWithinLimits(_ node: Int32, _ box: BoxModel, _ width: Double, usedHeight: Double?) -> Double {
        var result = width
        // `if` rather than `??`, whose autoclosure would copy the box model to capture it.
        var maxWidth = box.maxSize.width
        if maxWidth == nil { maxWidth = keywordLimit(node, pool.rare(style(of: node)).maxWidth, box, usedHeight: usedHeight) }
        var minWidth = box.minSize.width
        if minWidth == nil { minWidth = keywordLimit(node, pool.rare(style(of: node)).minWidth, box, usedHeight: usedHeight) }
        if let maxWidth { result = min(result, maxWidth) }
        if let minWidth { result = max(result, minWidth) }
        return result
    }

    private mutating func keywordLimit(_ node: Int32, _ length: StoredLength, _ box: BoxModel, usedHeight: Double?) -> Double? {
        guard let kind = length.limitContentKind else { return nil }
        // A ratio box of definite height has its min- and max-content widths from that height
        // through the ratio, its content aside (CSS Sizing 4 §5.1; grid_ratio_item_min_width_keyword_from_height).
        if let ratio = box.aspectRatio, let height = usedHeight ?? box.size.height {
            return box.crossFromRatio(box.clamp(height, .vertical), from: .vertical, ratio)
        }
        return intrinsicWidth(node, kind, box)
    }

    /// The border-box width of `node` for `input`: the parent's known width, else its own
    /// `width`, else the fit-content width in the available space (CSS Sizing 3 §3.1).
    mutating func resolveBorderBoxWidth(_ node: Int32, _ box: BoxModel, _ input: LayoutInput) -> Double {
        if let known = input.knownSize.width { return known }
        let inherent = input.sizingMode == .inherentSize
        let available = input.availableSpace.width.shrunk(by: box.marginSum.width)
        if inherent {
            if let width = box.size.width { return clampWidth(node, box, width) }
            if let height = input.knownSize.height ?? box.size.height.map({ box.clamp($0, .vertical) }),
               let transferred = ratioDependentWidth(node, box, height: height, heightIsDefinite: true) {
                return clampWidth(node, box, transferred, usedHeight: height)
            }
            switch style(of: node).width.kind {
            case .minContent: return clampWidth(node, box, box.clampTransferred(intrinsicWidth(node, .minContent, box), .horizontal))
            case .maxContent: return clampWidth(node, box, box.clampTransferred(intrinsicWidth(node, .maxContent, box), .horizontal))
            case .stretch:
                if case .definite(let room) = available { return clampWidth(node, box, room) }
            default: break
            }
        }
        // An orthogonal flow's width is its block size: its lines at its height, else in the
        // available height (CSS Writing Modes 4 §7.3), whatever the available width.
        if inherent, box.size.width == nil, isOrthogonalFlow(node) {
            var roomHeight: Double?
            if case .definite(let room) = input.availableSpace.height { roomHeight = room }
            if let content = contentWidthAtParentHeight(node, .maxContent, box, containingBlock: Size(width: nil, height: roomHeight),
                                                        stretchedHeight: input.knownSize.height) {
                return clampWidth(node, box, content + box.contentInset.width)
            }
        }
        let width: Double
        switch available {
        case .minContent: width = intrinsicWidth(node, .minContent, box)
        case .maxContent: width = intrinsicWidth(node, .maxContent, box)
        case .definite(let room):
            let maxContent = intrinsicWidth(node, .maxContent, box)
            width = maxContent <= room ? maxContent : max(intrinsicWidth(node, .minContent, box), room)
        }
        guard inherent else { return max(width, box.paddingBorder.width) }
        return clampWidth(node, box, box.clampTransferred(width, .horizontal))
    }

    /// The border-box height the node's own style gives: its `height` (clamped), or the
    /// available height less margins for `height: stretch`; `nil` when content decides.
    /// `mutating` though it only reads: the leaf and container layouts call it for every box,
    /// and a non-mutating method called from them is handed a copy of the whole tree (a 272-byte
    /// `memcpy`). The same holds for `hasContentKeywordHeightLimits` and `ratioHeight`.
    @inline(__always)
    mutating func preferredHeight(_ node: Int32, _ box: BoxModel, _ input: LayoutInput) -> Double? {
        guard input.sizingMode == .inherentSize else { return nil }
        if let height = box.size.height { return box.clamp(height, .vertical) }
        if style(of: node).height == .stretch, case .definite(let room) = input.availableSpace.height {
            return box.clamp(room - box.marginSum.height, .vertical)
        }
        return nil
    }

    /// Whether `min-height` or `max-height` is `min-content`, `max-content` or `fit-content`.
    @inline(__always)
    mutating func hasContentKeywordHeightLimits(_ node: Int32) -> Bool {
        guard !style(of: node).hasNoLimits else { return false }
        let rare = pool.rare(style(of: node))
        return rare.minHeight.limitContentKind != nil || rare.maxHeight.limitContentKind != nil
    }

    /// `height`, set by the box's style, limited by `min-height` and `max-height` of
    /// `min-content`, `max-content` or `fit-content`: in the block axis Chrome resolves all three
    /// to `contentExtent`, the extent of the content laid out at that height. The minimum wins.
    func heightLimitedByContentKeywords(_ node: Int32, _ box: BoxModel, _ height: Double, contentExtent: Double) -> Double {
        let rare = pool.rare(style(of: node))
        var limited = height
        if rare.maxHeight.limitContentKind != nil { limited = min(limited, contentExtent) }
        // A set min-height wins over the keyword maximum too (CSS 2 §10.7).
        if let minimum = box.minSize.height { limited = max(limited, minimum) }
        if rare.minHeight.limitContentKind != nil { limited = max(limited, contentExtent) }
        return limited
    }

    /// Whether the box's own height is set and a content keyword limits it: the limited height
    /// is as definite as the set one for a grid's rows and a column's items (CSS Sizing 3 §5.2),
    /// though the parent passes it on without saying so (grid_set_height_min_height_fit_content_rows_definite).
    @inline(__always)
    mutating func setHeightIsLimitedByContent(_ node: Int32, _ box: BoxModel) -> Bool {
        box.size.height != nil && hasContentKeywordHeightLimits(node)
    }

    /// A box whose content gives its height: a `min-height` of `min-content`, `max-content` or
    /// `fit-content` is that content height, and the minimum wins over `max-height` (CSS Sizing
    /// 3 §5.2, CSS 2 §10.7), so the maximum cannot bind. Only a box with a maximum reads the style.
    @inline(__always)
    mutating func dropMaxHeightUnderContentMinimum(_ node: Int32, _ box: inout BoxModel) {
        if maxHeightYieldsToContentMinimum(node, box) { box.maxSize.height = nil }
    }

    /// Whether the box's `max-height` yields to a content-keyword `min-height`
    /// (``dropMaxHeightUnderContentMinimum(_:_:)``).
    @inline(__always)
    func maxHeightYieldsToContentMinimum(_ node: Int32, _ box: BoxModel) -> Bool {
        box.maxSize.height != nil && pool.rare(style(of: node)).minHeight.limitContentKind != nil
    }

    /// The height an aspect ratio gives a box whose height is otherwise automatic, and whether
    /// its content may still make it taller: an in-flow box that is not a scroll container and
    /// has `min-height: auto` is at least as tall as its content (CSS Sizing 4 §5.1, the automatic
    /// minimum size in the ratio-dependent axis; aspect_ratio_auto_min_height_is_content), when
    /// absolutely positioned too (aspect_ratio_absolute_content_taller).
    /// A box sized by its content alone ignores its `min-height` and `height`, so there content
    /// may too (aspect_ratio_column_content_size_suggestion).
    ///
    /// - Returns: the ratio height; whether content may exceed it; and the cap on content's say,
    ///   the max height; not the one the max width transfers (aspect_ratio_content_min_height_not_capped_by_transferred_max).
    @inline(__always)
    mutating func ratioHeight(_ node: Int32, _ box: BoxModel, width: Double, inherent: Bool)
        -> (height: Double, isMinimum: Bool, contentCap: Double)? {
        guard let transferred = box.ratioTransfer(width, from: .horizontal) else { return nil }
        let style = self.style(of: node)
        // A percentage height of an indefinite containing block behaves as auto, yet holds the
        // box to its ratio height (aspect_ratio_indefinite_percent_height_not_content_sized).
        let heightKind = style.height.kind
        let isIndefinitePercentage = box.size.height == nil
            && (heightKind == .percent || heightKind == .pooledPercent || style.height.isCalc)
        let isMinimum = (!inherent || pool.rare(style).minHeight.isAuto) && !style.isScrollContainer && !isIndefinitePercentage
        let height = box.clampContentSize(transferred, .vertical, inherent: inherent)
        // A content keyword as max-height is the ratio height itself (CSS Sizing 4 §5.1).
        let cap = box.maxSize.height ?? (inherent && pool.rare(style).maxHeight.limitContentKind != nil ? height : .infinity)
        return (height, isMinimum, cap)
    }

    /// A container's border-box size before its children are laid out: the width (always
    /// known), the height when its style, its parent or its aspect ratio fix it, and — when
    /// content may exceed a ratio height — that height as a minimum instead. The box model's
    /// max height then includes the ratio's cap on content. Flex and layers containers share it.
    mutating func containerSizeBeforeLayout(_ node: Int32, _ input: LayoutInput) -> ContainerSizeBeforeLayout {
        var box = BoxModel(style(of: node), pool, containingBlock: input.parentSize)
        let width = resolveBorderBoxWidth(node, box, input)
        var height = input.knownSize.height
        if height == nil { height = preferredHeight(node, box, input) }
        if height == nil && input.sizingMode == .inherentSize { dropMaxHeightUnderContentMinimum(node, &box) }
        var ratioMinimum: Double?
        if height == nil, let fromRatio = ratioHeight(node, box, width: width, inherent: input.sizingMode == .inherentSize) {
            if fromRatio.isMinimum && fromRatio.contentCap > fromRatio.height {
                ratioMinimum = fromRatio.height
                box.maxSize.height = min(box.maxSize.height ?? .infinity, fromRatio.contentCap)
            } else {
                height = fromRatio.height
            }
        }
        return ContainerSizeBeforeLayout(box: box, outerWidth: width, outerHeight: height, ratioMinimum: ratioMinimum)
    }
}

/// What ``LayoutModeTree/containerSizeBeforeLayout(_:_:)`` finds. A struct rather than a tuple:
/// destructuring the tuple copied its box model twice per container laid out.
struct ContainerSizeBeforeLayout {
    var box: BoxModel
    /// The border-box width.
    var outerWidth: Double
    /// The border-box height, where known before layout.
    var outerHeight: Double?
    /// The border-box height that an aspect ratio gives, which content may exceed.
    var ratioMinimum: Double?
}

/// The intrinsic widths themselves, cached per node, and what a child contributes to its parent's.
extension LayoutTree {
    /// The min-content or max-content width of the node's content box. A min-content reader
    /// that takes no more of it than `limit` says so (``minContentWidth(_:_:atMost:)``); −∞
    /// reads nothing, for a relayout asking again what was asked before.
    mutating func intrinsicContentWidth(_ node: Int32, _ kind: IntrinsicSizeKind, readUpTo limit: Double = .infinity) -> Double {
        let cacheSlot = Int(nodes[Int(node)].cacheSlot)
        // An empty leaf's content has no width.
        if isEmptyLeaf(node, cacheSlot: cacheSlot) { return 0 }
        if cacheSlot >= 0 && kind == .minContent { caches[cacheSlot].noteMinContentRead(upTo: limit) }
        if cacheSlot >= 0, let cached = kind == .minContent ? caches[cacheSlot].minContentWidth : caches[cacheSlot].maxContentWidth {
            return cached
        }
        let width: Double
        if nodes[Int(node)].measureSlot != LayoutTree.noNode {
            width = measuredIntrinsicWidth(node, kind)
        } else {
            let content: Double
            switch styles[Int(node)].display {
            case .constraints: content = constraintsIntrinsicWidth(node, kind)
            case .flex, .none: content = flexContainerIntrinsicWidth(node, kind)
            case .grid, .layers:
                // A grid may find the other width in the same pass over its items: it is kept too.
                let widths = gridIntrinsicWidths(node, kind)
                if cacheSlot >= 0, let other = widths.other {
                    let otherKind: IntrinsicSizeKind = kind == .minContent ? .maxContent : .minContent
                    caches[cacheSlot].setContentWidth(containerContentWidth(node, other, otherKind), otherKind)
                }
                content = widths.asked
            }
            width = containerContentWidth(node, content, kind)
        }
        if cacheSlot >= 0 { caches[cacheSlot].setContentWidth(width, kind) }
        return width
    }

    /// A container's min-content or max-content content width given its layout mode's `content`:
    /// at least what its pinned children need (``Style/fitsPinnedChildren``), and saturated, as a
    /// sum of contributions is a length too (hostile_sum_of_saturated_widths).
    @inline(__always)
    private mutating func containerContentWidth(_ node: Int32, _ content: Double, _ kind: IntrinsicSizeKind) -> Double {
        LayoutTree.saturated(pool.rare(styles[Int(node)]).fitsPinnedChildren ? fittingPinnedChildren(node, content, kind) : content)
    }

    /// The larger of `content` and the width a container's pinned children need.
    private mutating func fittingPinnedChildren(_ node: Int32, _ content: Double, _ kind: IntrinsicSizeKind) -> Double {
        let box = BoxModel(styles[Int(node)], pool, containingBlock: .indefinite)
        return max(content, pinnedChildrenExtent(of: node, .horizontal, box: box, kind: kind))
    }

    /// A measured leaf's min-content or max-content content width. The box's own definite
    /// height, else its max height, is the room its content has on the block axis: vertical
    /// text wraps its lines there, so its width depends on it (CSS Writing Modes 4 §7.3;
    /// vertical_text_wraps_at_definite_height).
    @inline(__always)
    private func measuredIntrinsicWidth(_ node: Int32, _ kind: IntrinsicSizeKind) -> Double {
        var knownHeight: Double?
        var roomHeight = AvailableSpace.maxContent
        if !(styles[Int(node)].height.isAuto && styles[Int(node)].hasNoLimits) {
            let box = BoxModel(styles[Int(node)], pool, containingBlock: .indefinite)
            knownHeight = box.size.height.map { max(0, box.clamp($0, .vertical) - box.contentInset.height) }
            if let maxHeight = box.maxSize.height { roomHeight = .definite(max(0, maxHeight - box.contentInset.height)) }
        }
        // Vertical text is tested outside, so that other boxes need only the box model's few
        // fields read above, not the whole of it.
        if knownHeight == nil, isOrthogonalFlow(node),
           let width = orthogonalRatioContentWidth(node, BoxModel(styles[Int(node)], pool, containingBlock: .indefinite),
                                                   roomHeight: roomHeight) {
            return width
        }
        return measuredWidth(node, kind, knownHeight: knownHeight, roomHeight: roomHeight)
    }

    /// The content width of an orthogonal flow with an aspect ratio and an automatic height,
    /// its lines laid out in the content height `roomHeight`: its block axis, the width, is the
    /// ratio-dependent axis, so its height is its lines' inline extent and the ratio gives the
    /// width from it, at least the lines' width unless the box scrolls or sets `min-width`
    /// (CSS Sizing 4 §5.1, Writing Modes 4 §7.3; vertical_text_aspect_ratio_width_from_inline_size).
    /// `nil` for every other box.
    private func orthogonalRatioContentWidth(_ node: Int32, _ box: BoxModel, roomHeight: AvailableSpace) -> Double? {
        guard box.aspectRatio != nil, box.size.height == nil, isOrthogonalFlow(node),
              let measured = measure(node, MeasureInput(knownSize: Size(width: nil, height: nil),
                                                        availableSpace: Size(width: .maxContent, height: roomHeight))),
              let transferred = box.ratioTransfer(box.clamp(sanitized(measured.size.height) + box.contentInset.height, .vertical),
                                                  from: .vertical) else { return nil }
        let style = styles[Int(node)]
        let borderBoxWidth = pool.rare(style).minWidth.isAuto && !style.isScrollContainer
            ? max(transferred, sanitized(measured.size.width) + box.contentInset.width) : transferred
        return max(0, borderBoxWidth - box.contentInset.width)
    }

    /// The content width `node`'s measure function gives under a `kind` constraint at the
    /// content height `knownHeight`, in `roomHeight`; sanitized, as every measurement is.
    private func measuredWidth(_ node: Int32, _ kind: IntrinsicSizeKind, knownHeight: Double?, roomHeight: AvailableSpace) -> Double {
        let measured = measure(node, MeasureInput(
            knownSize: Size(width: nil, height: knownHeight),
            availableSpace: Size(width: kind == .minContent ? .minContent : .maxContent, height: roomHeight)))
        return sanitized(measured?.size.width ?? 0)
    }

    /// The outer width a child contributes to its parent's min-content or max-content width
    /// (CSS Sizing 3 §5.2): its `width` if definite, else its intrinsic width, clamped by its
    /// min and max widths, plus its margins. Its sizes resolve against `containingBlock`, whose
    /// width is never known here.
    mutating func intrinsicWidthContribution(_ child: Int32, _ kind: IntrinsicSizeKind, containingBlock: Size<Double?> = .indefinite,
                                             stretchedHeight: Double? = nil) -> Double {
        let box = BoxModel(styles[Int(child)], pool, containingBlock: containingBlock)
        var width: Double
        let givenHeight = box.size.height ?? stretchedHeight.map { $0 - box.marginSum.height }
        if let fixed = box.size.width {
            width = fixed
        } else if let height = givenHeight,
                  let transferred = ratioDependentWidth(child, box, height: box.clamp(height, .vertical), heightIsDefinite: true) {
            // A content keyword's min- and max-content widths come through the ratio too (CSS Sizing 4 §5.1).
            width = transferred
        } else if let keyword = intrinsicKeywordWidth(child, styles[Int(child)].width, kind, box) {
            // Content widths obey the height's limits through the aspect ratio, as automatic ones do.
            width = box.clampTransferred(keyword, .horizontal)
        } else if let content = contentWidthAtParentHeight(child, kind, box, containingBlock: containingBlock,
                                                           stretchedHeight: stretchedHeight.map { $0 - box.marginSum.height }) {
            width = content + box.contentInset.width
        } else {
            // An automatic width obeys the height's limits through the aspect ratio
            // (aspect_ratio_min_height_intrinsic_width).
            width = box.clampTransferred(intrinsicWidth(child, kind, box), .horizontal)
        }
        width = clampWidth(child, box, width, usedHeight: givenHeight)
        return width + box.marginSum.width
    }

    /// The content width of a box whose width depends on a height its parent gives it (a
    /// percentage of the parent's definite height, or the border-box `stretchedHeight` of §9.8):
    /// a wrapping column's max-content width, or a stretched row's width with items of an aspect
    /// ratio, or a leaf whose lines run down its height (vertical text). Measured past the
    /// per-node cache, which knows no parent height; `nil` where the cached width holds. Both a
    /// box's contribution and its flex base size ask here.
    mutating func contentWidthAtParentHeight(_ child: Int32, _ kind: IntrinsicSizeKind, _ box: BoxModel,
                                             containingBlock: Size<Double?>, stretchedHeight: Double?) -> Double? {
        guard let width = measureContentWidthAtParentHeight(child, kind, box, containingBlock: containingBlock,
                                                            stretchedHeight: stretchedHeight) else { return nil }
        // The child's cache does not hold this answer, so it no longer holds every question its
        // parent asked: an edit below the child must not settle it as answering as before
        // (`settleInvalidations`), or the parent keeps a width measured before the edit.
        let slot = nodes[Int(child)].cacheSlot
        if slot != LayoutTree.noNode { caches[Int(slot)].markIncomplete() }
        return width
    }

    @inline(__always)
    private mutating func measureContentWidthAtParentHeight(_ child: Int32, _ kind: IntrinsicSizeKind, _ box: BoxModel,
                                                            containingBlock: Size<Double?>, stretchedHeight: Double?) -> Double? {
        if kind == .maxContent, let height = parentGivenHeight(child, box, containingBlock, stretchedHeight) {
            return wrappedColumnMaxContentWidth(child, height: height)
        }
        if isOrthogonalFlow(child) {
            if let stretchedHeight {
                let height = max(0, box.clamp(stretchedHeight, .vertical) - box.contentInset.height)
                return measuredWidth(child, kind, knownHeight: height, roomHeight: .definite(height))
            }
            // An automatic height: its lines wrap in the available inline size, the containing
            // block's height where definite (CSS Writing Modes 4 §7.3), within its min and max
            // heights, which limit the inline size the lines are laid out in (CSS Sizing 3 §5.2).
            if box.size.height == nil, let available = containingBlock.height {
                let room = box.clamp(available - box.marginSum.height, .vertical)
                let roomHeight = AvailableSpace.definite(max(0, room - box.contentInset.height))
                if let width = orthogonalRatioContentWidth(child, box, roomHeight: roomHeight) { return width }
                return measuredWidth(child, kind, knownHeight: nil, roomHeight: roomHeight)
            }
        }
        return stretchedHeight.flatMap { stretchedRowContentWidth(child, kind, height: $0) }
    }

    /// The content width of a single-line row of automatic height that its parent stretches to
    /// the border-box `height` (§9.8), when an item of it has an aspect ratio: its items stretch
    /// to that height in turn and take their widths from it, which the cached width, measured at
    /// the row's automatic height, does not know (ratio_item_in_stretched_row_intrinsic_width).
    /// Measured past the cache, as the height is the parent's; `nil` for every other box.
    private mutating func stretchedRowContentWidth(_ child: Int32, _ kind: IntrinsicSizeKind, height: Double) -> Double? {
        let style = styles[Int(child)]
        guard style.display == .flex, style.flexDirection.isRow, !style.flexWrap.wraps, style.height.isAuto,
              nodes[Int(child)].measureSlot == LayoutTree.noNode, !pool.rare(style).fitsPinnedChildren else { return nil }
        var item = firstInFlowChild(of: child)
        while item != LayoutTree.noNode {
            if !styles[Int(item)].hasNoLimits && pool.rare(styles[Int(item)]).aspectRatio != nil {
                return LayoutTree.saturated(flexContainerIntrinsicWidth(child, kind, stretchedHeight: height))
            }
            item = nextInFlowSibling(item)
        }
        return nil
    }

    /// The border-box height a wrapping column has from its parent rather than from its own
    /// style: a percentage of the parent's definite height, or the parent's height it is stretched
    /// to (§9.8), or, at an automatic height, a percentage `max-height` of the parent's height.
    /// Its lines break there, so its max-content width is measured at that height, not taken
    /// from the cache, which holds the width at its own height
    /// (column_wrap_intrinsic_width_at_parent_given_height,
    /// column_wrap_lines_break_at_percent_max_height). `nil` for every other box.
    /// (`mutating` though it only reads: see `preferredHeight`.) Inlined, and wrapping tested
    /// first: it is asked for every item whose width its content gives, and few boxes wrap.
    @inline(__always)
    private mutating func parentGivenHeight(_ child: Int32, _ box: BoxModel, _ containingBlock: Size<Double?>,
                                            _ stretchedHeight: Double?) -> Double? {
        let style = styles[Int(child)]
        guard style.flexWrap.wraps, style.display == .flex, !style.flexDirection.isRow,
              nodes[Int(child)].measureSlot == LayoutTree.noNode, !pool.rare(style).fitsPinnedChildren else { return nil }
        if let height = box.size.height {
            // Only a height that depends on the containing block, itself or through percentage
            // limits that clamp it (column_wrap_intrinsic_width_at_percent_min_height); a fixed
            // one is the cache's.
            let limited = max(min(height, box.maxSize.height ?? height), box.minSize.height ?? height)
            return containingBlock.height != nil && (!style.height.isLength || limited != height) ? limited : nil
        }
        if let stretchedHeight { return stretchedHeight }
        if containingBlock.height != nil, let maxHeight = box.maxSize.height, !pool.rare(style).maxHeight.isLength {
            return max(maxHeight, box.minSize.height ?? 0)
        }
        return nil
    }
}

extension StoredLength {
    /// The content size that a `min-*` or `max-*` keyword limits a box to: `min-content`, or
    /// `max-content` for `max-content` and `fit-content`; `nil` for every other value.
    @inline(__always)
    var limitContentKind: IntrinsicSizeKind? {
        switch kind {
        case .minContent: return .minContent
        case .maxContent, .fitContent: return .maxContent
        default: return nil
        }
    }
}
