/// §9.4 Cross Size Determination and §9.6 Cross-Axis Alignment
/// (https://www.w3.org/TR/css-flexbox-1/#cross-sizing).
extension LayoutModeTree {
    /// §9.4 step 7: determine the hypothetical cross size of each item by laying it out at its
    /// used main size.
    mutating func determineHypotheticalCrossSizes(_ items: inout [FlexItem], _ container: FlexContainer) {
        for index in items.indices {
            if !container.flow.isRow {
                // Each rarer width is tested on the item in place before the item is handed over
                // (copied): most column items have neither a ratio nor a definite flexed height.
                var width: Double?
                if items[index].box.aspectRatio != nil { width = columnItemRatioWidth(items[index], container) }
                if width == nil && items[index].crossSizeIsAuto && items[index].mainSizeIsDefinite(in: container) {
                    width = columnItemWidthAtDefiniteHeight(items[index], container)
                }
                items[index].hypotheticalCrossSize = width ?? items[index].measuringCrossSize ?? 0
                continue
            }
            // A stretched item without size limits in a single-line row of known height takes
            // the line's height, which is the row's (steps 8 and 11), whatever its content: it
            // is not measured, and its hypothetical size is the one it will be given.
            if !container.flow.wraps, let lineHeight = container.innerSize.height, style(of: items[index].node).hasNoLimits,
               items[index].isStretched(in: container) {
                items[index].hypotheticalCrossSize = items[index].box.clamp(lineHeight - items[index].margin.sum(.vertical), .vertical)
                continue
            }
            let width = items[index].targetMainSize
            let output = computeLayout(items[index].node, LayoutInput(
                knownSize: Size(width: width, height: nil),
                parentSize: container.percentageBasis,
                availableSpace: Size(width: .definite(width), height: container.availableInner.height),
                // An item not aligned to stretch keeps this height in its final layout (the
                // alignment alone: reading the rest of `isStretched` cost more than it saved).
                sizingMode: .inherentSize,
                runMode: items[index].alignSelf.stretches ? .computeSize : .computeLikelyFinalSize))
            items[index].hypotheticalCrossSize = output.size.height
        }
    }

    /// §9.4 step 7 for a column item with an aspect ratio whose width is neither set nor
    /// stretched: laid out at its used main size, the ratio turns that height into its width
    /// (CSS Sizing 4 §5.1), however the width was measured before flexing; a content keyword
    /// width too, whose min- and max-content widths are that height's through the ratio
    /// (ratio_column_item_fit_content_width_from_flexed_height). The caller has found the ratio.
    @inline(__always)
    private mutating func columnItemRatioWidth(_ item: FlexItem, _ container: FlexContainer) -> Double? {
        guard style(of: item.node).width.isAuto || style(of: item.node).width.limitContentKind != nil,
              item.definiteCrossSize(in: container) == nil,
              let width = ratioDependentWidth(item.node, item.box, height: item.targetMainSize,
                                                  heightIsDefinite: item.box.size.height != nil) else { return nil }
        return clampWidth(item.node, item.box, width, usedHeight: item.targetMainSize)
    }

    /// §9.4 step 7 for a column item of automatic width whose content's width depends on its
    /// height (a wrapping column, or a row with aspect-ratio items; see
    /// `contentWidthAtParentHeight`): laid out at its used main size, when that is definite
    /// (§9.8), its fit-content width is its content's at that height, not the one measured before
    /// flexing at an automatic height (column_wrap_width_at_final_definite_height,
    /// row_item_width_at_flexed_definite_height_of_column). `nil` for every other item. The caller
    /// has found the width automatic and the main size definite.
    @inline(__always)
    private mutating func columnItemWidthAtDefiniteHeight(_ item: FlexItem, _ container: FlexContainer) -> Double? {
        guard item.definiteCrossSize(in: container) == nil else { return nil }
        // A single-line column flexes the item's own height away, a percentage one too: a
        // wrapping column item flexed from `height: 20%` to 50 px breaks its lines at 50
        // (column_wrap_flexed_from_percent_height_breaks_at_used_height). A multi-line column's
        // items keep the widths measured at their own heights (gen-random gr61001_0722).
        var box = item.box
        if !container.flow.wraps { box.size.height = nil }
        guard let maxContent = contentWidthAtParentHeight(item.node, .maxContent, box, containingBlock: container.percentageBasis,
                                                          stretchedHeight: item.targetMainSize) else { return nil }
        let minContent = contentWidthAtParentHeight(item.node, .minContent, box, containingBlock: container.percentageBasis,
                                                    stretchedHeight: item.targetMainSize)
            ?? intrinsicContentWidth(item.node, .minContent, readUpTo: .infinity)
        let inset = item.box.contentInset.width
        let room = (container.innerSize.width ?? 0) - item.margin.sum(.horizontal)
        return clampWidth(item.node, item.box, min(maxContent + inset, max(minContent + inset, room)), usedHeight: item.targetMainSize)
    }

    /// Whether the item takes part in baseline alignment (§8.3): auto cross margins opt out. A
    /// column container's items share a vertical baseline too (see `computeBaselines`).
    @inline(__always)
    func participatesInBaselineAlignment(_ item: FlexItem, _ container: FlexContainer) -> Bool {
        let position = item.alignSelf.position
        let cross = container.cross
        return (position == .baseline || position == .lastBaseline)
            && !item.box.marginIsAuto.start(cross) && !item.box.marginIsAuto.end(cross)
    }

    /// §9.4 step 8: calculate the cross size of each flex line.
    mutating func calculateLineCrossSizes(_ lines: inout [FlexLine], _ items: inout [FlexItem], _ container: FlexContainer) {
        let flow = container.flow
        if !flow.wraps, let inner = container.innerSize[container.cross] {
            lines[0].crossSize = inner
            computeBaselines(&items, lines[0].range, container)
            return
        }
        for lineIndex in lines.indices {
            let range = lines[lineIndex].range
            computeBaselines(&items, range, container)
            var largest = 0.0
            var maxAscent = -Double.infinity
            var maxDescent = -Double.infinity
            // A last-baseline group's items measured from the line's cross-end edge.
            var maxLastDepth = -Double.infinity
            var maxLastRest = -Double.infinity
            // A single-line column container is as wide as its items: Blink sizes the inline
            // axis before flex layout, so a baseline shift overflows the line rather than widening it.
            let baselineWidensLine = flow.isRow || flow.wraps
            for index in range {
                let item = items[index]
                var outer = item.outerCross(flow, item.hypotheticalCrossSize)
                // A single-line row's ratio height from a definite width is definite, though
                // content may exceed it: a stretched item takes it rather than raising it (CSS
                // Sizing 4 §5.1, §9.4 step 11; aspect_ratio_stretched_children_take_ratio_height).
                if !flow.wraps, container.ratioMinimumIsDefinite, let ratioInner = container.ratioMinimumInner, flow.isRow,
                   item.isStretched(in: container) {
                    outer = item.outerCross(flow, item.box.clamp(ratioInner - item.margin.sum(.vertical), .vertical))
                }
                if baselineWidensLine && participatesInBaselineAlignment(item, container) {
                    if alignsLastBaseline(item) {
                        maxLastDepth = max(maxLastDepth, item.baselineAscent)
                        maxLastRest = max(maxLastRest, outer - item.baselineAscent)
                    } else {
                        maxAscent = max(maxAscent, item.baselineAscent)
                        maxDescent = max(maxDescent, outer - item.baselineAscent)
                    }
                } else {
                    largest = max(largest, outer)
                }
            }
            lines[lineIndex].crossSize = max(largest, maxAscent + maxDescent, maxLastDepth + maxLastRest)
        }
        if !flow.wraps {
            lines[0].crossSize = container.clampInner(lines[0].crossSize, container.cross)
        }
    }

    /// Whether an item aligns to its last baseline, in its line's last-baseline group (Box
    /// Alignment 3 §9.3), whose baselines line up across the line's cross-end edge. A column's
    /// group too: Chrome aligns it to the line's cross-end edge, where a first-baseline group
    /// goes to its cross-start edge (column_last_baseline_group_at_cross_end).
    @inline(__always)
    func alignsLastBaseline(_ item: FlexItem) -> Bool {
        item.alignSelf.position == .lastBaseline
    }

    /// The baselines of a line's baseline-aligned items, from a layout at their hypothetical size.
    private mutating func computeBaselines(_ items: inout [FlexItem], _ range: Range<Int>, _ container: FlexContainer) {
        let flow = container.flow
        for index in range where participatesInBaselineAlignment(items[index], container) {
            let item = items[index]
            // The baseline's distance from the border box's top (row) or left (column) edge. A
            // row item without a baseline has one synthesized from its bottom edge; a column
            // item's vertical baseline is its line-left edge in either direction, as Chrome
            // synthesizes it for horizontal text (Box Alignment 3 §9.1).
            var baseline = 0.0
            if flow.isRow {
                let input = finalLayoutInput(
                    item, size: Size(width: item.targetMainSize, height: item.hypotheticalCrossSize), container)
                let output = computeLayout(item.node, input)
                baseline = alignsLastBaseline(item)
                    ? lastBaseline(of: item.node, size: output.size, containingBlock: container.percentageBasis) ?? item.hypotheticalCrossSize
                    : output.firstBaseline ?? item.hypotheticalCrossSize
            }
            if alignsLastBaseline(item) {
                // Measured from the line's cross-end edge, which wrap-reverse (and right-to-left,
                // in a column) puts at the physical start.
                items[index].baselineAscent = flow.crossReversed
                    ? item.margin.start(flow.cross) + baseline
                    : item.margin.end(flow.cross) + item.hypotheticalCrossSize - baseline
                continue
            }
            // Measured from the line's cross-start edge, which wrap-reverse (and right-to-left, in a
            // column) puts at the physical end.
            items[index].baselineAscent = flow.crossReversed
                ? item.margin.end(flow.cross) + item.hypotheticalCrossSize - baseline
                : item.margin.start(flow.cross) + baseline
        }
    }

    /// §9.4 step 9: handle `align-content: stretch` by growing each line equally.
    func stretchLines(_ lines: inout [FlexLine], _ container: FlexContainer) {
        guard container.flow.wraps else { return }
        let position = container.alignContent.position
        guard position == .stretch || position == .normal else { return }
        let used = lines.reduce(0) { $0 + $1.crossSize } + container.crossGap * Double(max(0, lines.count - 1))
        // A content-sized container may still be larger than its lines because of its min size
        // (wrap_single_line_stretch_to_min_height).
        let inner = container.innerSize[container.cross] ?? container.clampInner(max(used, container.pinnedChildrenHeight), container.cross)
        let extra = inner - used
        guard extra > 0 else { return }
        // Chrome grows the lines in whole layout units: each line ends where the exact running
        // share, rounded to the nearest unit, puts it, so the lines take the extra space exactly.
        var given = 0.0
        for index in lines.indices {
            let share = LayoutUnit.round(extra * Double(index + 1) / Double(lines.count)) - given
            lines[index].crossSize += share
            given += share
        }
    }

    /// §9.4 step 11: determine the used cross size of each item: stretched items fill their line,
    /// within their min and max cross sizes, content keywords included (CSS Sizing 3 §5.2): a
    /// `max-width` keyword is the item's intrinsic width, a `max-height` keyword its content
    /// height, which is its hypothetical cross size.
    mutating func determineUsedCrossSizes(_ items: inout [FlexItem], _ lines: [FlexLine], _ container: FlexContainer) {
        let cross = container.cross
        for line in lines {
            // Fields are read in place: a whole item copied out costs more than this step's work.
            for index in line.range {
                guard items[index].isStretched(in: container) else {
                    items[index].crossSize = items[index].hypotheticalCrossSize
                    continue
                }
                let node = items[index].node
                let stretched = line.crossSize - items[index].margin.sum(cross)
                if cross == .horizontal {
                    items[index].crossSize = clampWidth(node, items[index].box, stretched, usedHeight: items[index].targetMainSize)
                } else if style(of: node).hasNoLimits {
                    items[index].crossSize = items[index].box.clamp(stretched, cross)
                } else {
                    let rare = pool.rare(style(of: node))
                    var height = stretched
                    // A measured leaf's content (Chrome's text, an anonymous item stretched to
                    // it) reaches the stretched height, so a `max-height` keyword does not limit
                    // it, unless an aspect ratio gives its content size (as in Leaf.swift,
                    // random_s1_0601).
                    if rare.maxHeight.limitContentKind != nil && (!isMeasuredLeaf(node) || items[index].box.aspectRatio != nil) {
                        height = min(height, items[index].hypotheticalCrossSize)
                    }
                    height = items[index].box.clamp(height, cross)
                    // The minimum wins over the maximum (CSS 2 §10.7), a `min-height` keyword too.
                    if rare.minHeight.limitContentKind != nil { height = max(height, items[index].hypotheticalCrossSize) }
                    items[index].crossSize = height
                }
            }
        }
    }

    /// §9.4 step 11 in a multi-line column: an item that does not stretch and has no width of
    /// its own takes its fit-content width in its line, whose cross size is now known, where it
    /// was measured in the whole container, or the width its aspect ratio gives from the height
    /// it was flexed to; that height stays, as in Chrome (column_wrap_item_fits_its_line,
    /// column_wrap_ratio_item_width_from_flexed_height).
    mutating func fitUnstretchedItemsToLines(_ items: inout [FlexItem], _ lines: [FlexLine], _ container: FlexContainer) {
        guard !container.flow.isRow && container.flow.wraps else { return }
        for line in lines {
            for index in line.range where items[index].box.size.width == nil && !items[index].isStretched(in: container) {
                let item = items[index]
                if let width = wrappedColumnItemWidth(item.node, item.box, horizontalMargin: item.margin.sum(.horizontal), container,
                                                      availableWidth: .definite(line.crossSize)) {
                    items[index].crossSize = width
                    continue
                }
                items[index].crossSize = resolveBorderBoxWidth(item.node, item.box, LayoutInput(
                    knownSize: Size(width: nil, height: item.targetMainSize), parentSize: container.percentageBasis,
                    availableSpace: Size(width: .definite(line.crossSize), height: container.availableInner.height),
                    sizingMode: .inherentSize, runMode: .computeSize))
            }
        }
    }

    /// §9.6 steps 13–14: resolve cross-axis auto margins, then align each item by `align-self`.
    func alignItemsInLine(_ items: inout [FlexItem], _ line: FlexLine, _ container: FlexContainer) {
        let flow = container.flow
        let cross = container.cross
        var maxAscent = -Double.infinity
        var maxLastDepth = -Double.infinity
        for index in line.range where participatesInBaselineAlignment(items[index], container) {
            if alignsLastBaseline(items[index]) {
                maxLastDepth = max(maxLastDepth, items[index].baselineAscent)
            } else {
                maxAscent = max(maxAscent, items[index].baselineAscent)
            }
        }
        for index in line.range {
            let item = items[index]
            let outer = item.outerCross(flow, item.crossSize)
            let freeSpace = line.crossSize - outer
            let startAuto = flow.marginStartIsAuto(item.box.marginIsAuto, cross)
            let endAuto = flow.marginEndIsAuto(item.box.marginIsAuto, cross)
            if startAuto || endAuto {
                // 13. Auto margins absorb positive free space; otherwise the start margin is zero.
                let share = max(0, freeSpace) / Double((startAuto ? 1 : 0) + (endAuto ? 1 : 0))
                let startMargin = startAuto ? share : flow.marginStart(item.margin, cross)
                let endMargin = endAuto ? share : flow.marginEnd(item.margin, cross)
                setFlowMargins(&items[index].margin, cross, flow, start: startMargin, end: endMargin)
                items[index].crossOffset = 0
                continue
            }
            if participatesInBaselineAlignment(item, container) {
                // The group lines up the baselines of the items as they were measured, at their
                // hypothetical cross sizes. A multi-line column's item may then take a wider
                // fit-content width in its line (`fitUnstretchedItemsToLines`), which leaves its
                // baseline, the line-left edge, where it is (Chrome; column_wrap_baseline_keeps_
                // line_left_edge): measured from a right-hand cross-start edge, the offset
                // gives up the width gained.
                let hypotheticalOuter = item.outerCross(flow, item.hypotheticalCrossSize)
                let widthGained = flow.crossReversed ? outer - hypotheticalOuter : 0
                let offset = alignsLastBaseline(item)
                    ? line.crossSize - hypotheticalOuter - (maxLastDepth - item.baselineAscent)
                    : maxAscent - item.baselineAscent
                items[index].crossOffset = offset - widthGained
                continue
            }
            // 14. Align all flex items along the cross axis.
            let placement = BoxAlignment.selfPlacement(
                item.alignSelf, freeSpace: freeSpace, flowReversed: flow.crossReversed,
                writingModeReversed: flow.writingModeReversed(cross, rtl: flow.containerRTL),
                selfReversed: BoxAlignment.selfStartIsPhysicalEnd(cross, rtl: item.isRTL, orthogonal: item.isOrthogonal))
            items[index].crossOffset = BoxAlignment.offset(placement, freeSpace: freeSpace)
        }
    }

    private func setFlowMargins(_ margin: inout Edges<Double>, _ axis: Axis, _ flow: FlexFlow, start: Double, end: Double) {
        if flow.flowReversed(axis) {
            margin.setEnd(start, for: axis)
            margin.setStart(end, for: axis)
        } else {
            margin.setStart(start, for: axis)
            margin.setEnd(end, for: axis)
        }
    }

    /// §9.6 step 16: align all flex lines by `align-content`.
    func alignFlexLines(_ lines: inout [FlexLine], _ container: FlexContainer) {
        let flow = container.flow
        // A single-line container's line fills it (§9.4 step 15), where nothing is distributed.
        guard flow.wraps else {
            for index in lines.indices { lines[index].crossOffset = 0 }
            return
        }
        let inner = container.innerSize[container.cross] ?? 0
        let used = lines.reduce(0) { $0 + $1.crossSize } + container.crossGap * Double(max(0, lines.count - 1))
        let distribution = BoxAlignment.distribute(
            container.alignContent, freeSpace: inner - used, count: lines.count,
            flowReversed: flow.crossReversed,
            writingModeReversed: flow.writingModeReversed(container.cross, rtl: flow.containerRTL))
        var before = 0.0
        for index in lines.indices {
            lines[index].crossOffset = before + distribution.offset(before: index)
            before += lines[index].crossSize + container.crossGap
        }
    }
}
