/// CSS Flexible Box Layout Module Level 1, §9 "Flex Layout Algorithm"
/// (https://www.w3.org/TR/css-flexbox-1/#layout-algorithm), one container at a time.
///
/// Each step is a function named after the spec's step; this driver calls them in the spec's
/// order. Widths are resolved before layout (see `IntrinsicSizes.swift`), so a row container's
/// main size and a column container's cross size are known before step 1.
extension LayoutModeTree {
    mutating func computeFlexboxLayout(_ node: Int32, _ input: LayoutInput) -> LayoutOutput {
        let style = style(of: node)
        let sizing = containerSizeBeforeLayout(node, input)
        let outerWidth = sizing.outerWidth, outerHeight = sizing.outerHeight
        let inherent = input.sizingMode == .inherentSize
        if inherent && input.knownSize.height == nil && hasContentKeywordHeightLimits(node), let outerHeight {
            let limited = heightLimitedByContentExtent(node, sizing.box, input, width: outerWidth, height: outerHeight)
            var atLimit = input
            atLimit.knownSize = Size(width: outerWidth, height: limited)
            atLimit.knownHeightIsDefinite = true
            return computeLayout(node, atLimit)
        }
        if input.runMode != .performLayout, let outerHeight {
            return LayoutOutput(size: Size(width: outerWidth, height: outerHeight), firstBaseline: nil)
        }

        // Steps 4 and 15 fix the container's main and cross sizes, each giving a new value, so
        // that every step reads an immutable container (a `var` this size is copied per call).
        let container = makeFlexContainer(node, style, sizing.box, input, outerWidth: outerWidth, outerHeight: outerHeight,
                                          ratioMinimum: sizing.ratioMinimum)

        // §9.1 Initial Setup
        // 1. Generate anonymous flex items (here: collect the in-flow children in `order`).
        var items = spares.flexItems.take()
        defer { spares.flexItems.giveBack(&items) }
        generateFlexItems(container, into: &items)

        // §9.2 Line Length Determination
        // 2. Determine the available main and cross space (done in `makeFlexContainer`).
        // 3. Determine the flex base size and hypothetical main size of each item.
        determineFlexBaseSizes(&items, container)

        // §9.3 Main Size Determination
        // 5. Collect flex items into flex lines.
        var lines = spares.flexLines.take()
        defer { spares.flexLines.giveBack(&lines) }
        collectFlexLines(items, container, into: &lines)
        // 4. Determine the main size of the flex container.
        let sized = container.withInnerSize(determineContainerMainSize(container, items, lines), along: container.main)
        // A column's height is its main size, and its width was known before step 1: its
        // measurement is done.
        if input.runMode != .performLayout && !sized.flow.isRow {
            return LayoutOutput(size: outerSize(sized, sizing.box, outerWidth: outerWidth, outerHeight: outerHeight, inherent: inherent),
                                firstBaseline: nil)
        }
        // 6. Resolve the flexible lengths of all the flex items.
        for line in lines {
            let growing = lineGrows(items, line.range, sized)
            if !growing { resolveDeferredMinimumSizes(&items, line.range, sized) }
            resolveFlexibleLengths(&items, line.range, sized, growing: growing)
        }

        // §9.4 Cross Size Determination
        // 7. Determine the hypothetical cross size of each item.
        determineHypotheticalCrossSizes(&items, sized)
        // 8. Calculate the cross size of each flex line.
        calculateLineCrossSizes(&lines, &items, sized)
        // 9. Handle 'align-content: stretch'.
        stretchLines(&lines, sized)
        // 15. Determine the flex container's used cross size (the lines alone decide it).
        let final = sized.withInnerSize(determineContainerCrossSize(sized, lines), along: sized.cross)
        let outerSize = outerSize(final, sizing.box, outerWidth: outerWidth, outerHeight: outerHeight, inherent: inherent)
        // A measurement is done: steps 11–14 and 16 only size and place the items in their lines.
        guard input.runMode == .performLayout else { return LayoutOutput(size: outerSize, firstBaseline: nil) }

        // 11. Determine the used cross size of each flex item.
        determineUsedCrossSizes(&items, lines, sized)
        fitUnstretchedItemsToLines(&items, lines, sized)

        // §9.5 Main-Axis Alignment
        // 12. Distribute any remaining free space.
        for line in lines {
            distributeRemainingFreeSpace(&items, line.range, sized)
        }

        // §9.6 Cross-Axis Alignment
        // 13–14. Resolve cross-axis auto margins and align each item in its line.
        for line in lines {
            alignItemsInLine(&items, line, sized)
        }
        // 16. Align all flex lines.
        alignFlexLines(&lines, final)

        let baseline = layOutFlexItems(items, lines, final)
        layOutAbsoluteChildren(of: node, box: sizing.box, outerSize: outerSize, staticPosition: .flex(final))
        return LayoutOutput(size: outerSize, firstBaseline: baseline)
    }

    /// The height that `min-height` or `max-height` of `min-content`, `max-content` or
    /// `fit-content` give a container whose own style sets its height
    /// (``heightLimitedByContentKeywords(_:_:_:contentExtent:)``). The content's extent is its
    /// items' laid out at the set height, stretched items included: a box of height 0 holding a
    /// 78 high item with `min-height: min-content` is 78 (min_height_min_content_keyword), and a
    /// stretched item keeps its container's set height (random_s1_0832).
    private mutating func heightLimitedByContentExtent(_ node: Int32, _ box: BoxModel, _ input: LayoutInput,
                                                      width: Double, height: Double) -> Double {
        // With an aspect ratio, the keywords' content height is the one the ratio gives from the
        // width (CSS Sizing 4 §5.1; ratio_min_height_keyword_from_width), whatever the content.
        if let transferred = box.ratioTransfer(width, from: .horizontal) {
            return max(heightLimitedByContentKeywords(node, box, height, contentExtent: transferred), box.paddingBorder.height)
        }
        var atHeight = input
        atHeight.knownSize = Size(width: width, height: height)
        atHeight.knownHeightIsDefinite = true
        atHeight.runMode = .performLayout
        _ = computeLayout(node, atHeight)
        var extent = 0.0
        var child = firstInFlowChild(of: node)
        while child != LayoutTree.noNode {
            let margin = BoxModel(style(of: child), pool, containingBlock: Size(width: width - box.contentInset.width, height: nil)).margin
            extent = max(extent, unroundedFrame(of: child).maxY + margin.bottom)
            child = nextInFlowSibling(child)
        }
        extent += box.padding.bottom + box.border.bottom + box.scrollbarGutter.height
        return max(heightLimitedByContentKeywords(node, box, height, contentExtent: extent), box.paddingBorder.height)
    }

    /// The container's border-box size once its inner height is known: the height its own
    /// style or its parent gave it, else its content's, clamped when its own sizes apply.
    @inline(__always)
    private func outerSize(_ container: FlexContainer, _ box: BoxModel, outerWidth: Double, outerHeight: Double?,
                           inherent: Bool) -> Size<Double> {
        if let outerHeight { return Size(width: outerWidth, height: outerHeight) }
        let contentHeight = (container.innerSize.height ?? 0) + box.contentInset.height
        return Size(width: outerWidth, height: box.clampContentSize(contentHeight, .vertical, inherent: inherent))
    }

    /// Gathers the per-container constants (§9.2 step 2: the available space for items).
    mutating func makeFlexContainer(_ node: Int32, _ style: NodeStyle, _ box: BoxModel, _ input: LayoutInput,
                                   outerWidth: Double, outerHeight: Double?, ratioMinimum: Double?) -> FlexContainer {
        let flow = FlexFlow(style, isRTL: isRTL(node))
        let inset = box.contentInset
        let innerWidth = max(0, outerWidth - inset.width)
        let innerHeight = outerHeight.map { max(0, $0 - inset.height) }
        let inherent = input.sizingMode == .inherentSize
        // A ratio height that content may exceed is a minimum in either sizing mode; the box's
        // own min-height only where its sizes apply.
        let ownMin = inherent ? box.minSize.height : nil
        let minHeight = ratioMinimum.map { max($0, ownMin ?? 0) } ?? ownMin
        let innerMin = Size(width: nil, height: minHeight.map { $0 - inset.height })
        // The largest length caps every box as a max-height would (`Docs/HostileNumbers.md`), in
        // either sizing mode, so that a box its content sizes beyond it lays out as it does at
        // the capped height given (§9.4 step 8 clamps its line the same way).
        let largestInner = max(0, LayoutTree.largestLength - inset.height)
        let ownMax = inherent ? box.maxSize.height.map { max(0, $0 - inset.height) } : nil
        let innerMax = Size<Double?>(width: nil, height: min(ownMax ?? largestInner, largestInner))
        // Lines break at the container's own height, else its max height, even when only its
        // content is measured: that content is laid out in the box, as Chrome measures a
        // wrapping column's height. Without either, a column breaks them at the height its aspect
        // ratio gives, which content may still exceed (CSS Sizing 4 §5.1: that height is
        // definite; aspect_ratio_column_wrap_breaks_at_ratio_height).
        let ownInnerHeight = (box.size.height.map { box.clamp($0, .vertical) } ?? box.maxSize.height)
            .map { max(0, $0 - inset.height) }
        let ratioInner = ratioMinimum.map { max(0, $0 - inset.height) }
        let heightLimit = min(ownInnerHeight ?? largestInner, largestInner)
        let lineBreakLimit = flow.isRow ? innerWidth : innerHeight ?? min(ratioInner ?? heightLimit, heightLimit)
        // Children get definite room on the block axis only when the container's height is
        // definite; otherwise `height: stretch` and percentages inside them behave as auto, so
        // passing the container's own available height down would only split the cache.
        let availableHeight: AvailableSpace = innerHeight.map { .definite($0) } ?? .maxContent
        // A right-to-left box keeps its scrollbar on the left, so its content box hangs from the
        // right edge (which matters when the gutter is wider than the box).
        let contentOrigin = Size(
            width: flow.containerRTL ? outerWidth - box.border.right - box.padding.right - innerWidth
                                     : box.border.left + box.padding.left,
            height: box.border.top + box.padding.top)
        let innerSize = Size<Double?>(width: innerWidth, height: innerHeight)
        // A height the parent gives is definite when it says so, or when it is the box's own
        // definite height: a column item flexed away from it from a content-based basis is not
        // (column_item_flexed_from_content_basis_is_indefinite). A height its aspect ratio gives
        // is definite, though content may exceed it (CSS Sizing 4 §5.1;
        // aspect_ratio_height_definite_for_percent_children). A column's set height that a
        // content keyword limits is its definite main size, which its items' flexed sizes take
        // (§9.8; set_height_min_height_max_content_percent_basis_definite); Chrome's rows do not
        // stretch items into one (random_s1_0263).
        let heightIsDefinite = input.knownSize.height == nil || input.knownHeightIsDefinite
            || box.size.height.map { box.clamp($0, .vertical) } == input.knownSize.height
            || !flow.isRow && setHeightIsLimitedByContent(node, box)
        let percentageBasis = Size<Double?>(width: innerWidth, height: heightIsDefinite ? innerHeight ?? (inherent ? ratioInner : nil) : nil)
        // Only a height that content decides can grow to fit pinned children (widths did so
        // through the intrinsic width).
        let rare = pool.rare(style)
        let pinnedChildrenHeight = innerHeight == nil && rare.fitsPinnedChildren
            ? pinnedChildrenExtent(of: node, .vertical, box: box, kind: .maxContent, paddingBoxWidth: innerWidth + box.padding.sum(.horizontal))
            : 0
        return FlexContainer(
            node: node, justifyContent: style.justifyContent, alignItems: style.alignItems, alignContent: style.alignContent,
            flexWrap: style.flexWrap, flexLineCount: rare.flexLineCount, padding: box.padding, flow: flow, outerWidth: outerWidth, pinnedChildrenHeight: pinnedChildrenHeight,
            innerSize: innerSize, percentageBasis: percentageBasis,
            availableInner: Size(width: .definite(innerWidth), height: availableHeight),
            ratioMinimumInner: ratioInner, ratioMinimumIsDefinite: inherent,
            innerMin: innerMin, innerMax: innerMax, lineBreakLimit: lineBreakLimit, contentOrigin: contentOrigin,
            mainGap: pool.resolveOrZero(rare.gap(flow.main), against: percentageBasis[flow.main]),
            crossGap: pool.resolveOrZero(rare.gap(flow.cross), against: percentageBasis[flow.cross]))
    }

    /// §9.1 step 1: the in-flow children, in `order`-modified document order.
    /// `display: none` children are hidden; absolutely positioned ones are laid out last.
    @inline(__always)
    func generateFlexItems(_ container: FlexContainer, into items: inout [FlexItem]) {
        // A fresh array (a layout's first run at this depth) is sized once: growing it item by
        // item copied a 10,000-item row twice over (4% of the instructions of its layout).
        if items.capacity == 0 { items.reserveCapacity(inFlowChildCount(of: container.node)) }
        var needsSort = false
        var child = firstInFlowChild(of: container.node)
        while child != LayoutTree.noNode {
            defer { child = nextInFlowSibling(child) }
            let style = self.style(of: child)
            if pool.rare(style).order != 0 { needsSort = true }
            let box = BoxModel(style, pool, containingBlock: container.percentageBasis)
            items.append(FlexItem(
                node: child, box: box, alignSelf: style.alignSelf.resolved(against: container.alignItems),
                flexGrow: style.usedFlexGrow, flexShrink: style.usedFlexShrink, isRTL: isRTL(child),
                isScrollContainer: style.isScrollContainer,
                crossSizeIsAuto: style.size(container.cross).isAuto, isOrthogonal: isOrthogonalFlow(child)))
        }
        if needsSort {
            // A stable sort by `order` (CSS Flexbox §5.4): ties keep document order.
            let orders = items.map { pool.rare(style(of: $0.node)).order }
            let permutation = items.indices.sorted { orders[$0] != orders[$1] ? orders[$0] < orders[$1] : $0 < $1 }
            items = permutation.map { items[$0] }
        }
    }

    /// §9.3 step 4: the inner main size of the container: its own where known, else its longest line's.
    func determineContainerMainSize(_ container: FlexContainer, _ items: [FlexItem], _ lines: [FlexLine]) -> Double {
        let main = container.main
        if let known = container.innerSize[main] { return known }
        var longest = 0.0
        for line in lines {
            var length = 0.0
            for index in line.range { length += items[index].outerMain(container.flow, items[index].hypotheticalMainSize) }
            length += container.mainGap * Double(max(0, line.range.count - 1))
            longest = max(longest, length)
        }
        return container.clampInner(max(longest, container.pinnedChildrenHeight), main)
    }

    /// §9.6 step 15: the container's inner cross size: its own where known, else its lines'.
    func determineContainerCrossSize(_ container: FlexContainer, _ lines: [FlexLine]) -> Double {
        let cross = container.cross
        if let known = container.innerSize[cross] { return known }
        var total = lines.reduce(0) { $0 + $1.crossSize }
        total += container.crossGap * Double(max(0, lines.count - 1))
        return container.clampInner(max(total, container.pinnedChildrenHeight), cross)
    }
}
