/// Writing the frames of a flex container's items, and the container's baseline.
extension LayoutModeTree {
    /// Lays out each item at its final size and writes its frame (relative to the container's
    /// border box), applying relative offsets (CSS Position 3 §3.4). Returns the container's first
    /// baseline (§8.5), read from the output of the item that provides it, so that item is not
    /// laid out a second time.
    mutating func layOutFlexItems(_ items: [FlexItem], _ lines: [FlexLine], _ container: FlexContainer) -> Double? {
        let flow = container.flow
        let inner = Size(width: container.innerSize.width ?? 0, height: container.innerSize.height ?? 0)
        let baselineItem = firstBaselineItem(items, lines, container)
        var baseline: Double?
        for line in lines {
            for index in line.range {
                let item = items[index]
                var size = Size(width: 0.0, height: 0.0)
                size[flow.main] = item.targetMainSize
                size[flow.cross] = item.crossSize
                let input = finalLayoutInput(item, size: size, container)
                let output = computeLayout(item.node, input)
                var position = Size(width: 0.0, height: 0.0)
                position[flow.main] = flow.physicalPosition(
                    flow.main, offset: item.mainOffset, size: output.size[flow.main], margin: item.margin,
                    contentStart: container.contentOrigin[flow.main], contentLength: inner[flow.main])
                position[flow.cross] = flow.physicalPosition(
                    flow.cross, offset: line.crossOffset + item.crossOffset, size: output.size[flow.cross],
                    margin: item.margin, contentStart: container.contentOrigin[flow.cross], contentLength: inner[flow.cross])
                if index == baselineItem {
                    // An item without a baseline has one synthesized from its border box's bottom.
                    baseline = position.height + (output.firstBaseline ?? output.size.height)
                }
                let offset = Self.relativeOffset(pool.rare(style(of: item.node)).inset, pool, basis: container.percentageBasis, rtl: container.flow.containerRTL)
                placeChild(item.node, unroundedFrame: Rect(
                    x: position.width + offset.width, y: position.height + offset.height,
                    width: output.size.width, height: output.size.height))
            }
        }
        hideDisplayNoneChildren(of: container.node)
        return baseline
    }

    /// The input of an item's final layout at its used size. Its height is definite for its
    /// children (§9.8) when it is the main size of a container whose height is definite or, as
    /// Chrome also has it, the flexed size of a definite flex basis (column_definite_flex_basis_
    /// definite_main_size); or a stretched cross size, or one its aspect ratio gives from its
    /// width (CSS Sizing 4 §5.1; aspect_ratio_row_item_ratio_height_definite), also where a
    /// percentage height behaves as auto. A column item of automatic height with an aspect
    /// ratio has a definite main size in Chrome whatever its flex basis: its box, laid out at a
    /// known width, sizes its height from it, so its children's percentages resolve against the
    /// flexed height, even one its content raised (ratio_column_item_flexed_height_definite).
    /// A content-based cross size is not (percent_max_height_unstretched_parent).
    @inline(__always)
    func finalLayoutInput(_ item: FlexItem, size: Size<Double>, _ container: FlexContainer) -> LayoutInput {
        let heightIsMain = container.main == .vertical
        let definite = heightIsMain
            ? item.mainSizeIsDefinite(in: container) || item.box.aspectRatio != nil && item.box.size.height == nil
            : item.isStretched(in: container) || item.box.size.height == nil && item.box.ratioTransfer(size.width, from: .horizontal)
                .map({ item.box.clamp($0, .vertical) }) == size.height
        // A row item's height that is neither stretched nor definite is its automatic height,
        // which its measurement found: known, it lays out the same, except that a wrapping
        // column would break its lines at it, where Chrome breaks them as at an automatic height
        // (column_wrap_lines_at_content_height_in_row).
        if !heightIsMain && (!definite && style(of: item.node).wrapsColumn || keepsHypotheticalLayout(item, height: size.height, container)) {
            return LayoutInput(
                knownSize: Size(width: size.width, height: nil), parentSize: container.percentageBasis,
                availableSpace: Size(width: .definite(size.width), height: container.availableInner.height),
                sizingMode: .inherentSize, runMode: .performLayout)
        }
        return LayoutInput(
            knownSize: Size(width: size.width, height: size.height),
            parentSize: container.percentageBasis,
            availableSpace: Size(width: .definite(size.width), height: .definite(size.height)),
            sizingMode: .inherentSize, runMode: .performLayout, knownHeightIsDefinite: definite)
    }

    /// Whether a row item of automatic height keeps the layout that gave its hypothetical cross
    /// size (§9.4 step 7) rather than being laid out again at its used height (step 11): Chrome
    /// keeps it when its line is no taller than that layout, stretched or not, and the item's
    /// aspect ratio had already given it a definite height there, so its lines still break and
    /// its percentages still resolve at the ratio height, not at the taller height its content
    /// gave it (ratio_column_wrap_lines_break_at_ratio_not_content_height,
    /// ratio_stretched_to_own_height_keeps_ratio_percentages, ratio_item_percentages_at_ratio_height).
    @inline(__always)
    func keepsHypotheticalLayout(_ item: FlexItem, height: Double, _ container: FlexContainer) -> Bool {
        item.box.aspectRatio != nil && item.crossSizeIsAuto && abs(height - item.hypotheticalCrossSize) <= LayoutTree.epsilon
            && item.definiteCrossSize(in: container) == nil
    }

    /// The shift of a relatively positioned box (CSS Position 3 §3.4): `left` wins over `right`
    /// in left-to-right containers and loses in right-to-left ones; `top` wins over `bottom`.
    /// Inlined: most boxes set no inset, four comparisons rather than a call.
    @inline(__always)
    static func relativeOffset(_ inset: Edges<StoredLength>, _ pool: borrowing StylePool, basis: Size<Double?>, rtl: Bool) -> Size<Double> {
        if inset.top.isAuto && inset.right.isAuto && inset.bottom.isAuto && inset.left.isAuto { return .zero }
        return resolvedRelativeOffset(inset, pool, basis: basis, rtl: rtl)
    }

    /// ``relativeOffset(_:_:basis:rtl:)`` of a box that sets an inset.
    private static func resolvedRelativeOffset(_ inset: Edges<StoredLength>, _ pool: borrowing StylePool, basis: Size<Double?>,
                                               rtl: Bool) -> Size<Double> {
        let left = pool.resolve(inset.left, against: basis.width)
        let right = pool.resolve(inset.right, against: basis.width)
        let top = pool.resolve(inset.top, against: basis.height)
        let bottom = pool.resolve(inset.bottom, against: basis.height)
        let x: Double
        switch (left, right) {
        case let (left?, right?): x = rtl ? -right : left
        case let (left?, nil): x = left
        case let (nil, right?): x = -right
        case (nil, nil): x = 0
        }
        return Size(width: x, height: top ?? bottom.map { -$0 } ?? 0)
    }

    /// The item whose baseline is the container's first baseline (§8.5): the first of the first
    /// line's baseline-aligned items if any, else its first item; `nil` without items.
    func firstBaselineItem(_ items: [FlexItem], _ lines: [FlexLine], _ container: FlexContainer) -> Int? {
        let flow = container.flow
        // Under wrap-reverse the first line is the last one laid out
        // (flex_container_baseline_wrap_reverse_multiline, ..._column_reverse_wrap_reverse).
        let topLine = container.flexWrap.isReverse ? lines.last : lines.first
        guard let firstLine = topLine, !firstLine.range.isEmpty else { return nil }
        if flow.isRow, let aligned = firstLine.range.first(where: {
            participatesInBaselineAlignment(items[$0], container) && items[$0].alignSelf.position == .baseline
        }) {
            return aligned
        }
        // The startmost item in the writing mode's inline and block directions: in row-reverse
        // and column-reverse, the last.
        return flow.directionReversed ? firstLine.range.upperBound - 1 : firstLine.range.lowerBound
    }

    /// The min-content or max-content width of a flex container's content box (CSS Flexbox §9.9.1,
    /// as browsers implement it): a row sums its items' contributions (a wrapping row's
    /// min-content is its widest item), a column takes the widest, and a wrapping column with a
    /// limited height adds up the widest item of each of its lines.
    /// `stretchedHeight` is a border-box height the container's parent stretches it to (§9.8),
    /// which its items stretch to in turn (see `stretchedRowContentWidth`).
    mutating func flexContainerIntrinsicWidth(_ node: Int32, _ kind: IntrinsicSizeKind, stretchedHeight ownStretchedHeight: Double? = nil) -> Double {
        let isRow = style(of: node).flexDirection.isRow
        let flexWrap = style(of: node).flexWrap
        // A wrapping column's max-content width adds up its lines; its min-content width is its
        // widest item, below, as a wrapping row's is.
        if !isRow && flexWrap.wraps && kind == .maxContent { return wrappedColumnMaxContentWidth(node) }
        let lineCount = pool.rare(style(of: node)).flexLineCount
        // Only balanced rows look at items one by one; the rest need sums.
        let keepsItems = isRow && flexWrap.isBalanced && lineCount != nil
        var contributions: [Double] = []
        var total = 0.0
        var widest = -Double.infinity
        // A wrapping row's max-content width is at least its min-content width, its widest
        // item's min-content contribution, which no flex base size clamps (as in Chrome).
        let floorsAtMinContent = isRow && flexWrap.wraps && kind == .maxContent
        var widestMinContent = 0.0
        var count = 0
        // A definite height of the container is the items' percentage basis, even here
        // (aspect_ratio_percent_height_intrinsic_width); §9.8: an item stretched in a single-line
        // row has it as its definite height. Either way their aspect ratios turn it into widths.
        var innerHeight: Double?
        if !style(of: node).height.isAuto || ownStretchedHeight != nil {
            let box = BoxModel(style(of: node), pool, containingBlock: .indefinite)
            innerHeight = (box.size.height ?? ownStretchedHeight).map { max(0, box.clamp($0, .vertical) - box.contentInset.height) }
        }
        let containingBlock = Size<Double?>(width: nil, height: innerHeight)
        let stretchesItems = isRow && !flexWrap.wraps
        let alignItems = style(of: node).alignItems
        var child = firstInFlowChild(of: node)
        while child != LayoutTree.noNode {
            var stretchedHeight: Double?
            if stretchesItems, let innerHeight, style(of: child).height.isAuto,
               style(of: child).alignSelf.resolved(against: alignItems).stretches {
                let margin = pool.rare(style(of: child)).margin
                if !margin.top.isAuto && !margin.bottom.isAuto { stretchedHeight = innerHeight }
            }
            var contribution = intrinsicWidthContribution(child, kind, containingBlock: containingBlock, stretchedHeight: stretchedHeight)
            if isRow && (kind == .maxContent || !flexWrap.wraps) {
                contribution = clampedByFlexBaseSize(contribution, child, containingBlock, stretchedHeight: stretchedHeight)
            }
            if floorsAtMinContent {
                widestMinContent = max(widestMinContent, intrinsicWidthContribution(child, .minContent, containingBlock: containingBlock,
                                                                                         stretchedHeight: nil))
            }
            total += contribution
            widest = max(widest, contribution)
            count += 1
            if keepsItems { contributions.append(contribution) }
            child = nextInFlowSibling(child)
        }
        if count == 0 { widest = 0 }
        if isRow {
            if kind == .minContent && flexWrap.wraps { return widest }
            let gap = pool.resolveOrZero(pool.rare(style(of: node)).columnGap, against: nil)
            if keepsItems, let lineCount, count > 0 {
                // A balanced row asked for n lines is as wide as the longest of those n lines.
                let lines = balancedLines(contributions, limit: .infinity, gap: gap, lineCount: lineCount)
                return max(widestMinContent, lines.map { line in
                    contributions[line.range].reduce(0, +) + gap * Double(line.range.count - 1)
                }.max()!)
            }
            return max(widestMinContent, total + gap * Double(max(0, count - 1)))
        }
        return widest
    }

    /// The max-content width of a wrapping column: its items at their max-content widths, broken
    /// into lines by their hypothetical main sizes (§9.2 step 3, §9.3 step 5) at the container's
    /// definite height (its own, or the parent-given `height`) or max height, each line as wide as
    /// §9.4 step 8 makes it: its widest item or, when wider, its baseline-aligned items' extent
    /// about their shared baseline.
    mutating func wrappedColumnMaxContentWidth(_ node: Int32, height: Double? = nil) -> Double {
        let style = style(of: node)
        var box = BoxModel(style, pool, containingBlock: .indefinite)
        if let height { box.size.height = height }
        let availableWidth = AvailableSpace.maxContent
        let input = LayoutInput(knownSize: .indefinite, parentSize: .indefinite,
                                availableSpace: Size(width: availableWidth, height: .maxContent),
                                sizingMode: .inherentSize, runMode: .computeSize)
        // The container as its layout will see it, but with the width being measured unknown.
        var container = makeFlexContainer(node, style, box, input, outerWidth: box.contentInset.width,
                                          outerHeight: box.size.height.map { box.clamp($0, .vertical) }, ratioMinimum: nil)
        container.innerSize.width = nil
        container.percentageBasis.width = nil
        container.availableInner.width = availableWidth
        var items = spares.flexItems.take()
        defer { spares.flexItems.giveBack(&items) }
        generateFlexItems(container, into: &items)
        determineFlexBaseSizes(&items, container)
        var lines = spares.flexLines.take()
        defer { spares.flexLines.giveBack(&lines) }
        collectFlexLines(items, container, into: &lines)
        // §9.4 step 8, with the items at the widths they were measured at.
        for index in items.indices { items[index].hypotheticalCrossSize = items[index].measuringCrossSize ?? 0 }
        calculateLineCrossSizes(&lines, &items, container)
        return lines.reduce(container.crossGap * Double(max(0, lines.count - 1))) { $0 + $1.crossSize }
    }

    /// A row item's contribution to its container's intrinsic width, clamped by its flex base
    /// size as CSS Flexbox §9.9.1 says for one item: at most that size if the item cannot grow, at
    /// least it if it cannot shrink (intrinsic_row_basis_not_grown; flex_basis_unconstraint_row).
    /// Chrome takes each item on its own rather than sharing one flex fraction across a line
    /// (flex_basis_smaller_then_content_with_flex_grow_unconstraint_size). Both contributions
    /// are clamped in a single-line row (intrinsic_min_content_row_basis_clamp); a wrapping row's
    /// min-content width is its widest item, unclamped.
    private mutating func clampedByFlexBaseSize(_ contribution: Double, _ child: Int32, _ containingBlock: Size<Double?>,
                                                stretchedHeight: Double?) -> Double {
        guard style(of: child).usedFlexGrow == 0 || style(of: child).usedFlexShrink == 0 else { return contribution }
        let style = style(of: child)
        // A fixed width is both the contribution and the flex base size of `flex-basis: auto`.
        if style.flexBasis.isAuto && style.width.isLength { return contribution }
        // `auto` with a width that does not resolve here, and without an aspect ratio or a
        // content keyword to give one, has no definite base (below): known without the box.
        if style.flexBasis.isAuto && style.hasNoLimits && style.width.limitContentKind == nil
            && pool.resolve(style.width, against: containingBlock.width) == nil {
            return contribution
        }
        let box = BoxModel(style, pool, containingBlock: containingBlock)
        let adjustment = box.isContentBox ? box.paddingBorder.width : 0
        // Only a definite flex base size clamps: a length, or `auto` with a definite width or one
        // the aspect ratio gives from a definite height; a percentage of the indefinite width and
        // `content` act as auto (intrinsic_row_percent_basis_acts_as_auto, ..._content_basis_...).
        let definiteBase: Double?
        let basis = style.flexBasis
        if basis.isAuto {
            definiteBase = box.size.width
                ?? box.size.height.flatMap { box.ratioTransfer(box.clamp($0, .vertical), from: .vertical) }
                ?? intrinsicKeywordWidth(child, style.width, .maxContent, box)
        } else if basis != .content {
            definiteBase = pool.resolve(basis, against: nil).map { $0 + adjustment }
                ?? intrinsicKeywordWidth(child, basis, .maxContent, box)
        } else {
            definiteBase = nil
        }
        guard var base = definiteBase else { return contribution }
        base = clampWidth(child, box, max(base, box.paddingBorder.width)) + box.marginSum.width
        var result = contribution
        if style.usedFlexGrow == 0 { result = min(result, base) }
        if style.usedFlexShrink == 0 { result = max(result, base) }
        // Like any flex item, it is no smaller than its automatic minimum size (§4.5):
        // flex_basis_zero_undefined_main_size keeps its content's 100px. That minimum is at most
        // the specified and maximum widths, so once the result reaches them the content need
        // not be measured (nor its reading recorded, which would tie a relayout to it).
        let limit = min(box.size.width ?? .infinity, box.maxSize.width ?? .infinity)
        if pool.rare(style).minWidth.isAuto && !style.isScrollContainer && result < limit + box.marginSum.width {
            result = max(result, automaticMinimumWidth(child, box, stretchedHeight: stretchedHeight, limit: limit) + box.marginSum.width)
        }
        return result
    }

    /// A row item's automatic minimum width before layout, as `automaticMinimumSize` gives it in
    /// layout (§4.5): through the aspect ratio from a definite height (its own or a stretched one),
    /// else its min-content width within the limits the ratio transfers from its height; at most
    /// `limit` (aspect_ratio_basis_clamp_keeps_ratio_minimum, row_intrinsic_width_ratio_automatic_minimum).
    private mutating func automaticMinimumWidth(_ child: Int32, _ box: BoxModel, stretchedHeight: Double?, limit: Double) -> Double {
        if let height = box.size.height ?? stretchedHeight.map({ $0 - box.marginSum.height }),
           let transferred = ratioDependentWidth(child, box, height: box.clamp(height, .vertical), heightIsDefinite: true) {
            return min(transferred, limit)
        }
        let transferred = box.transferredLimits(.horizontal)
        let minimum = minContentWidth(child, box, atMost: min(limit, transferred.max ?? .infinity))
        return min(max(minimum, transferred.min ?? 0), limit)
    }
}
