/// Where an absolutely positioned child with no inset on an axis goes: its static position,
/// which its container's layout mode decides.
enum StaticPositionRule {
    /// As the sole item of a flex container, in its content box (CSS Flexbox §4.1).
    case flex(FlexContainer)
    /// Aligned in a layers container's padding box by the child's `justify-self` /
    /// `align-self`, falling back to the container's `justify-items` / `align-items`.
    case layers(justifyItems: SelfAlignment, alignItems: SelfAlignment)
}

/// Absolutely positioned children (CSS Position 3 §4; CSS Box Alignment §6.1 for alignment in
/// the inset-modified containing block), shared by every layout mode. Only the static position
/// differs between modes.
extension LayoutTree {
    /// Lays out the absolutely positioned children of `node` in its padding box, each after the
    /// siblings it anchors to (CSS Anchor Positioning; in-flow siblings are already placed).
    /// A grid container passes its `gridAreas`: a child with grid lines has its grid area as
    /// containing block instead (CSS Grid 2 §9.1).
    ///
    /// Inlined down to the check for such children, which most containers lack: the rest
    /// (and the static position rule, which copies a flex container) is then skipped, and
    /// was 5% of laying out StackBenchmarks' screen.
    @inline(__always)
    mutating func layOutAbsoluteChildren(of node: Int32, box: BoxModel, outerSize: Size<Double>,
                                         staticPosition: @autoclosure () -> StaticPositionRule,
                                         gridAreas: @autoclosure () -> AbsoluteGridAreas?) {
        var child = nodes[Int(node)].firstChild
        while child != LayoutTree.noNode && styles[Int(child)].position != .absolute {
            child = nodes[Int(child)].nextSibling
        }
        guard child != LayoutTree.noNode else {
            // Relations that name only in-flow children place nothing, but are held against
            // where the container put them: one they break is a conflict.
            if nodes[Int(node)].hasConstraints { _ = placeConstrainedChildren(of: node, box: box, outerSize: outerSize) }
            return
        }
        // Positioned children that relations name are theirs to place.
        let placedByRelations = nodes[Int(node)].hasConstraints
            ? placeConstrainedChildren(of: node, box: box, outerSize: outerSize) : []
        layOutPositionedChildren(of: node, box: box, outerSize: outerSize, staticPosition: staticPosition(),
                                 skipping: placedByRelations, gridAreas: gridAreas())
    }

    private mutating func layOutPositionedChildren(of node: Int32, box: BoxModel, outerSize: Size<Double>,
                                                   staticPosition: StaticPositionRule, skipping placed: [Int32],
                                                   gridAreas: @autoclosure () -> AbsoluteGridAreas?) {
        let isRTL = nodes[Int(node)].isRTL
        let paddingBox = Size(
            width: max(0, outerSize.width - box.border.sum(.horizontal) - box.scrollbarGutter.width),
            height: max(0, outerSize.height - box.border.sum(.vertical) - box.scrollbarGutter.height))
        // A right-to-left box keeps its vertical scrollbar on the left, so its padding box hangs
        // from the right border edge, also when the scrollbar is wider than the box leaves room for.
        let origin = Size(width: isRTL ? outerSize.width - box.border.right - paddingBox.width : box.border.left,
                          height: box.border.top)
        var anchors = AnchorResolution(
            anchors: [], containingBlock: Rect(x: origin.width, y: origin.height, width: paddingBox.width, height: paddingBox.height),
            isRTL: isRTL)
        var positioned: [Int32] = []
        // The grid areas are found only for a child with grid lines, the only one they contain
        // (a `.background`'s layers box has none).
        var hasGridLines = false
        var child = nodes[Int(node)].firstChild
        while child != LayoutTree.noNode {
            let style = styles[Int(child)]
            if style.display != .none {
                if style.position == .absolute {
                    if !placed.contains(child) { positioned.append(child) }
                    if pool.rare(style).grid != 0 { hasGridLines = true }
                } else if let name = pool.anchorName(style) {
                    anchors.anchors.append((name, nodes[Int(child)].unroundedFrame))
                }
            }
            child = nodes[Int(child)].nextSibling
        }
        // The overflow correction keeps a box within the padding box, also when a grid area is its
        // containing block; a scroll container's box can be scrolled to on the side away from
        // the scroll origin, so only the origin's edge holds the box there.
        let scrolls = styles[Int(node)].isScrollContainer
        func bounds(_ axis: Axis) -> (lower: Double, upper: Double) {
            guard scrolls else { return (0, paddingBox[axis]) }
            return scrollOriginIsAtEnd(node, axis) ? (-.infinity, paddingBox[axis]) : (0, .infinity)
        }
        let bounds = Size(width: bounds(.horizontal), height: bounds(.vertical))
        let gridAreas = hasGridLines ? gridAreas() : nil
        for child in anchorOrder(positioned) {
            let style = styles[Int(child)]
            if let gridAreas, pool.rare(style).grid != 0 {
                let area = gridAreas.area(pool.grid(style))
                let shift = Size(width: origin.width - area.x, height: origin.height - area.y)
                layOutAbsoluteChild(child, style, containerBox: box, containerRTL: isRTL,
                                    paddingBox: Size(width: area.width, height: area.height),
                                    origin: Size(width: area.x, height: area.y), anchors: anchors, staticPosition: staticPosition,
                                    correctionBounds: Size(width: (bounds.width.lower + shift.width, bounds.width.upper + shift.width),
                                                           height: (bounds.height.lower + shift.height, bounds.height.upper + shift.height)))
            } else {
                layOutAbsoluteChild(child, style, containerBox: box, containerRTL: isRTL, paddingBox: paddingBox,
                                    origin: origin, anchors: anchors, staticPosition: staticPosition, correctionBounds: bounds)
            }
            if let name = pool.anchorName(style) { anchors.anchors.append((name, nodes[Int(child)].unroundedFrame)) }
        }
    }

    /// `positioned` reordered so that every box comes after the positioned siblings it anchors to,
    /// otherwise in document order: a depth-first walk in document order that places a box's
    /// anchors before the box. Linear in the references; cycles were rejected before solving.
    private func anchorOrder(_ positioned: [Int32]) -> [Int32] {
        guard positioned.contains(where: { nodes[Int($0)].usesAnchors }) else { return positioned }
        var byName: [String: Int] = [:]
        for (index, child) in positioned.enumerated() {
            if let name = pool.anchorName(styles[Int(child)]) { byName[name] = index }
        }
        var placed = [Bool](repeating: false, count: positioned.count)
        var order: [Int32] = []
        order.reserveCapacity(positioned.count)
        for start in positioned.indices where !placed[start] {
            // (index, whether its anchors are already placed)
            var stack: [(Int, Bool)] = [(start, false)]
            while let (index, anchorsPlaced) = stack.popLast() {
                if placed[index] { continue }
                if anchorsPlaced {
                    placed[index] = true
                    order.append(positioned[index])
                    continue
                }
                stack.append((index, true))
                for name in anchorReferences(of: positioned[index]).reversed() {
                    if let anchor = byName[name], anchor != index, !placed[anchor] { stack.append((anchor, false)) }
                }
            }
        }
        return order
    }

    /// The span between two insets on one axis, or the one inset that is set.
    private struct AxisInsets {
        var start: Double?
        var end: Double?
        /// The inset-modified containing block when both insets are set: its start offset and
        /// length. Crossing insets give way at the end side (left-to-right) or start side.
        func span(length: Double, rtl: Bool) -> (start: Double, length: Double)? {
            guard let start, let end else { return nil }
            let spanLength = length - start - end
            if spanLength >= 0 { return (start, spanLength) }
            return rtl ? (length - end, 0) : (start, 0)
        }
    }

    /// `correctionBounds`: where the overflow correction keeps the box on each axis, from `origin`.
    private mutating func layOutAbsoluteChild(_ child: Int32, _ style: NodeStyle, containerBox: BoxModel, containerRTL: Bool,
                                              paddingBox: Size<Double>, origin: Size<Double>, anchors: AnchorResolution,
                                              staticPosition: StaticPositionRule,
                                              correctionBounds: Size<(lower: Double, upper: Double)>) {
        let basis = Size<Double?>(width: paddingBox.width, height: paddingBox.height)
        var box = BoxModel(style, pool, containingBlock: basis, anchors: anchors)
        let rare = pool.rare(style)
        let insets = Size(
            width: AxisInsets(start: pool.resolve(rare.inset.left, against: paddingBox.width, anchors: anchors.forProperty(.horizontal, .start)),
                              end: pool.resolve(rare.inset.right, against: paddingBox.width, anchors: anchors.forProperty(.horizontal, .end))),
            height: AxisInsets(start: pool.resolve(rare.inset.top, against: paddingBox.height, anchors: anchors.forProperty(.vertical, .start)),
                               end: pool.resolve(rare.inset.bottom, against: paddingBox.height, anchors: anchors.forProperty(.vertical, .end))))
        // `center-x` / `center-y` (Trellis): where the margin box's centre goes on that axis.
        let centers = Size(
            width: pool.resolve(rare.centerX, against: paddingBox.width, anchors: anchors.forProperty(.horizontal, .start)),
            height: pool.resolve(rare.centerY, against: paddingBox.height, anchors: anchors.forProperty(.vertical, .start)))
        let alignment = Size(width: rare.justifySelf, height: style.alignSelf)
        let spans = Size(width: centers.width == nil ? insets.width.span(length: paddingBox.width, rtl: containerRTL) : nil,
                         height: centers.height == nil ? insets.height.span(length: paddingBox.height, rtl: false) : nil)

        // Sizes (CSS Position 3 §4.1): the preferred size, else a span the box stretches across.
        // With an aspect ratio only one axis stretches, the width if it can, and the other
        // follows the ratio (absolute_aspect_ratio_aspect_ratio_overrides_height_of_full_inset).
        var fill = Size<Double?>.indefinite
        for axis in Axis.allCases {
            guard let span = spans[axis], style.size(axis).isAuto || style.size(axis) == .stretch,
                  Self.stretchesInSpan(alignment[axis]) else { continue }
            fill[axis] = max(0, span.length - box.marginSum[axis])
        }
        var known = box.size
        if box.aspectRatio != nil {
            if known.width == nil && known.height == nil {
                // A stretched width is an automatic size: the limits the height's min/max and
                // padding floor transfer bound it (CSS Sizing 4 §5.1; absolute_ratio_stretched_width_padding_floor).
                if let width = fill.width { known.width = box.clampTransferred(width, .horizontal) } else { known.height = fill.height }
            }
            // The ratio transfers the size after min/max have clamped it (CSS Sizing 4 §5.1).
            known.width = known.width.map { clampWidth(child, box, $0) }
            known.height = known.height.map { box.clamp($0, .vertical) }
            if known.width == nil, let height = known.height {
                // The width the ratio gives is at least the min-content width
                // (aspect_ratio_absolute_width_from_height_min_content). A height the insets
                // stretch only sizes that width, whose ratio then gives the height in the box's
                // layout, where content may make it taller (aspect_ratio_absolute_inset_height_follows_width,
                // absolute_ratio_inset_height_content_minimum). The min- and max-content widths
                // that content keywords of min-/max-width name are the ratio's too (CSS Sizing 4 §5.1).
                if box.minSize.width == nil && rare.minWidth.limitContentKind != nil {
                    box.minSize.width = box.ratioTransfer(height, from: .vertical)
                }
                if box.maxSize.width == nil && rare.maxWidth.limitContentKind != nil {
                    box.maxSize.width = box.ratioTransfer(height, from: .vertical)
                }
                known.width = ratioDependentWidth(child, box, height: height, heightIsDefinite: true)
                if box.size.height == nil { known.height = nil }
            } else if let width = known.width, let height = box.size.height ?? (spans.width == nil ? fill.height : nil),
                      let minimum = ratioAutomaticMinimumWidth(child, box, height: box.clamp(height, .vertical)) {
                // With both sizes given Chrome still takes the width as the ratio-dependent axis,
                // whose automatic minimum is the content's (aspect_ratio_absolute_both_sizes_min_content);
                // so does a height the insets give, unless `left` and `right` both hold the width
                // (width 20 at ratio 3 between `top` and `bottom`, content 38 wide: 38, its height
                // then 38 / 3; 20 with `left` and `right` too; absolute_ratio_width_inset_height_min_content).
                known.width = max(width, minimum)
            }
            // A known width leaves the height to the box's layout, where the ratio gives it and
            // content may make it taller (aspect_ratio_absolute_content_taller).
        } else {
            // A set height that a content keyword of min-/max-height limits is left to the
            // box's own layout, which measures its content (CSS Sizing 3 §5.2).
            if known.height != nil && hasContentKeywordHeightLimits(child) { known.height = nil }
            known.width = known.width ?? fill.width
            known.height = known.height ?? fill.height
        }
        known.width = known.width.map { clampWidth(child, box, $0) }
        known.height = known.height.map { box.clamp($0, .vertical) }
        // An automatic size is the fit-content size in the room the insets leave; a centred box
        // is not limited by the containing block, so it takes its max-content width.
        func room(_ axis: Axis) -> AvailableSpace {
            if centers[axis] != nil { return .maxContent }
            if insets[axis].start == nil && insets[axis].end == nil {
                return .definite(staticPositionRoom(axis, box: box, style: style, childReversed: selfStartIsPhysicalEnd(child, axis),
                                                    paddingBox: paddingBox, rule: staticPosition))
            }
            return .definite(spans[axis]?.length ?? max(0, paddingBox[axis] - (insets[axis].start ?? 0) - (insets[axis].end ?? 0)))
        }
        let available = Size(width: room(.horizontal), height: room(.vertical))
        // The child's own layout cannot see anchors, so sizes that may use `anchor-size()` are
        // resolved here, with the anchored box model.
        if known.width == nil {
            known.width = resolveBorderBoxWidth(child, box, LayoutInput(
                knownSize: Size(width: nil, height: known.height), parentSize: basis, availableSpace: available,
                sizingMode: .inherentSize, runMode: .computeSize))
        }
        if known.height == nil && nodes[Int(child)].usesAnchors {
            let content = computeLayout(child, LayoutInput(
                knownSize: known, parentSize: basis, availableSpace: available,
                sizingMode: .inherentSize, runMode: .computeSize)).size.height
            known.height = box.clamp(content, .vertical)
        }
        let output = computeLayout(child, LayoutInput(
            knownSize: known, parentSize: basis, availableSpace: available,
            sizingMode: .inherentSize, runMode: .performLayout))
        let size = output.size

        var position = Size(width: 0.0, height: 0.0)
        for axis in Axis.allCases {
            let rtlAxis = axis == .horizontal && containerRTL
            let outer = size[axis] + box.margin.sum(axis)
            if let center = centers[axis] {
                // Auto margins count as zero here (`Docs/Extensions.md` §4).
                position[axis] = center - outer / 2 + box.margin.start(axis)
            } else if let span = spans[axis] {
                // The box's direction only reverses its inline (horizontal) axis for self-start/self-end.
                position[axis] = positionInSpan(axis, span: span, size: size[axis], box: box, alignment: alignment[axis],
                                                rtl: rtlAxis, childReversed: selfStartIsPhysicalEnd(child, axis),
                                                bounds: correctionBounds[axis])
            } else if let start = insets[axis].start {
                position[axis] = start + box.margin.start(axis)
            } else if let end = insets[axis].end {
                position[axis] = paddingBox[axis] - end - outer + box.margin.start(axis)
            } else {
                position[axis] = self.staticPosition(axis, size: size[axis], box: box, style: style,
                                                     childReversed: selfStartIsPhysicalEnd(child, axis),
                                                     containerBox: containerBox, containerRTL: containerRTL,
                                                     paddingBox: paddingBox, rule: staticPosition)
            }
        }
        nodes[Int(child)].isHidden = false
        setUnroundedFrame(Rect(
            x: origin.width + position.width, y: origin.height + position.height,
            width: size.width, height: size.height), of: child)
    }

    /// Whether an automatic size stretches across the span: `auto`, `normal` and `stretch` do.
    private static func stretchesInSpan(_ alignment: SelfAlignment) -> Bool {
        switch alignment.position {
        case .auto, .normal, .stretch: return true
        default: return false
        }
    }

    /// Whether `child`'s own start on `axis` (`self-start`) is the physical end.
    private func selfStartIsPhysicalEnd(_ child: Int32, _ axis: Axis) -> Bool {
        BoxAlignment.selfStartIsPhysicalEnd(axis, rtl: nodes[Int(child)].isRTL, orthogonal: isOrthogonalFlow(child))
    }

    /// The border-box start of a box placed in the span between two insets (CSS Box Alignment
    /// §6.1 for absolutely positioned boxes), relative to the padding box.
    private func positionInSpan(_ axis: Axis, span: (start: Double, length: Double), size: Double, box: BoxModel,
                                alignment: SelfAlignment, rtl: Bool, childReversed: Bool,
                                bounds: (lower: Double, upper: Double)) -> Double {
        let marginStart = box.margin.start(axis)
        let outer = size + box.margin.sum(axis)
        let free = span.length - outer
        let startAuto = box.marginIsAuto.start(axis)
        let endAuto = box.marginIsAuto.end(axis)
        if startAuto || endAuto {
            // Auto margins absorb the free space (CSS 2 §10.3.7, §10.6.4); when there is none,
            // the horizontal start margin (by direction) is zero, while vertical ones stay equal.
            if startAuto && endAuto {
                if free >= 0 || axis == .vertical { return span.start + free / 2 }
                return rtl ? span.start + free : span.start
            }
            return startAuto ? span.start + free + marginStart : span.start + marginStart
        }
        // Alignment runs in the parent's direction; `rtl` makes start the physical end.
        var placement: BoxAlignment.Placement
        switch alignment.position {
        case .auto, .normal, .stretch, .start, .flexStart, .baseline: placement = .start
        case .end, .flexEnd, .lastBaseline: placement = .end
        case .center: placement = .center
        case .selfStart: placement = childReversed == rtl ? .start : .end
        case .selfEnd: placement = childReversed == rtl ? .end : .start
        }
        // `safe` aligns an overflowing box as `start` (Box Alignment 3 §4.4).
        if alignment.overflow == .safe && free < 0 { placement = .start }
        var offset = BoxAlignment.offset(placement, freeSpace: free)
        if rtl { offset = free - offset }
        var marginBoxStart = span.start + offset
        // Overflow correction, only for an explicit alignment with no `safe`/`unsafe` (Position 3
        // §4.4): keep the margin box within the span and `bounds` together, moving it as little as possible.
        if alignment.position != .auto && alignment.position != .normal && alignment.overflow == .default {
            let lower = min(span.start, bounds.lower)
            let upper = max(span.start + span.length, bounds.upper)
            if outer > upper - lower {
                marginBoxStart = rtl ? upper - outer : lower
            } else if marginBoxStart < lower {
                marginBoxStart = lower
            } else if marginBoxStart + outer > upper {
                marginBoxStart = upper - outer
            }
        }
        return marginBoxStart + marginStart
    }

    /// The static position on `axis`, relative to the padding box.
    private func staticPosition(_ axis: Axis, size: Double, box: BoxModel, style: NodeStyle, childReversed: Bool,
                                containerBox: BoxModel, containerRTL: Bool, paddingBox: Size<Double>,
                                rule: StaticPositionRule) -> Double {
        switch rule {
        case .flex(let container):
            return flexStaticPosition(axis, size: size, box: box, style: style, childReversed: childReversed,
                                      container: container, paddingBox: paddingBox)
        case .layers(let justifyItems, let alignItems):
            // Aligned in the padding box, never stretched; no overflow correction.
            // `auto` takes the container's `*-items` without its `safe`, as in a flex container.
            let own = axis == .horizontal ? pool.rare(style).justifySelf : style.alignSelf
            let alignment = own.resolved(against: SelfAlignment((axis == .horizontal ? justifyItems : alignItems).position))
            let rtl = axis == .horizontal && containerRTL
            let free = paddingBox[axis] - size - box.margin.sum(axis)
            let placement = BoxAlignment.selfPlacement(
                alignment, freeSpace: free, flowReversed: rtl, writingModeReversed: rtl,
                selfReversed: childReversed)
            let offset = BoxAlignment.offset(placement, freeSpace: free)
            return (rtl ? free - offset : offset) + box.margin.start(axis)
        }
    }

    /// The room of a box whose insets on `axis` are both auto (CSS Position 3 §4.1): the inset on
    /// the edge its static position holds it to is that position's, the other is zero, and a
    /// centred box gets the room its static position's centre leaves on both sides. In a flex
    /// container the static position rectangle is the content box (CSS Flexbox §4.1).
    private func staticPositionRoom(_ axis: Axis, box: BoxModel, style: NodeStyle, childReversed: Bool,
                                    paddingBox: Size<Double>, rule: StaticPositionRule) -> Double {
        guard case .flex(let container) = rule else { return paddingBox[axis] }
        let startGap = container.padding.start(axis)
        let endGap = container.padding.end(axis)
        // The edge the alignment holds the box to shows in how the static position moves as the
        // box shrinks by 1: not at all at the start, by 1 at the end, by ½ when centred.
        let moved = flexStaticPosition(axis, size: -1, box: box, style: style, childReversed: childReversed,
                                       container: container, paddingBox: paddingBox)
            - flexStaticPosition(axis, size: 0, box: box, style: style, childReversed: childReversed,
                                 container: container, paddingBox: paddingBox)
        let inset = moved < 0.25 ? startGap : moved > 0.75 ? endGap : abs(startGap - endGap)
        return max(0, paddingBox[axis] - inset)
    }

    /// The static position of an absolutely positioned child of a flex container: placed as if
    /// it were the sole flex item (CSS Flexbox §4.1), in the content box. Relative to the padding box.
    private func flexStaticPosition(_ axis: Axis, size: Double, box: BoxModel, style: NodeStyle, childReversed: Bool,
                                    container: FlexContainer, paddingBox: Size<Double>) -> Double {
        let flow = container.flow
        let contentLength = max(0, paddingBox[axis] - container.padding.sum(axis))
        // Right to left, the content box hangs from the right padding edge, also when the
        // padding leaves it no room, as the in-flow items' does.
        let contentStart = axis == .horizontal && flow.containerRTL
            ? paddingBox[axis] - container.padding.end(axis) - contentLength : container.padding.start(axis)
        let outer = size + box.margin.sum(axis)
        let freeSpace = contentLength - outer
        let offset: Double
        if axis == flow.main {
            // As the sole item, distribution falls back without `safe`: space-between to the start,
            // space-around and space-evenly to the centre, and an overflowing box keeps its
            // alignment (absolute_safe_justify_content_end_overflow, absolute_static_position_space_around_overflow).
            var position = container.justifyContent.position
            switch position {
            case .spaceBetween: position = .flexStart
            case .spaceAround, .spaceEvenly: position = .center
            default: break
            }
            // Its own `justify-self: safe` holds an overflowing box at the writing-mode start
            // (Box Alignment 3 §4.4), as Chrome does (absolute_static_position_justify_self_safe).
            if freeSpace < 0 && pool.rare(style).justifySelf.overflow == .safe { position = .start }
            let justify = ContentAlignment(position)
            let distribution = BoxAlignment.distribute(
                justify, freeSpace: freeSpace, count: 1,
                flowReversed: flow.mainReversed, writingModeReversed: flow.writingModeReversed(axis, rtl: flow.containerRTL))
            offset = distribution.offset(before: 0)
        } else {
            // `auto` takes the container's `align-items` without its `safe`: Chrome lets the sole
            // item overflow then (absolute_static_position_ignores_safe), and honours a `safe`
            // the box's own `align-self` gives (absolute_safe_align_self_end_overflow).
            let placement = BoxAlignment.selfPlacement(
                style.alignSelf.resolved(against: SelfAlignment(container.alignItems.position)), freeSpace: freeSpace,
                flowReversed: flow.crossReversed,
                writingModeReversed: flow.writingModeReversed(axis, rtl: flow.containerRTL),
                selfReversed: childReversed)
            offset = BoxAlignment.offset(placement, freeSpace: freeSpace)
        }
        return flow.physicalPosition(axis, offset: offset, size: size, margin: box.margin,
                                     contentStart: contentStart, contentLength: contentLength)
    }
}

extension LayoutTree {
    /// The content-box length that absolutely positioned children pinned to both edges of `axis`
    /// need: inset + margin box + inset, less the container's padding (the insets measure from
    /// the padding box). This is the opt-in ``Style/fitsPinnedChildren`` rule that Auto Layout's
    /// self-sizing needs; CSS has no such rule.
    ///
    /// - Parameters:
    ///   - kind: For the horizontal axis, which intrinsic width the children contribute.
    ///   - paddingBoxWidth: For the vertical axis, the container's padding-box width, at which the
    ///     children's heights are measured.
    mutating func pinnedChildrenExtent(of node: Int32, _ axis: Axis, box: BoxModel,
                                       kind: IntrinsicSizeKind = .maxContent, paddingBoxWidth: Double = 0) -> Double {
        var extent = 0.0
        var child = nodes[Int(node)].firstChild
        while child != LayoutTree.noNode {
            defer { child = nodes[Int(child)].nextSibling }
            let style = styles[Int(child)]
            guard style.position == .absolute, style.display != .none else { continue }
            let inset = pool.rare(style).inset
            guard let start = pinnedInset(axis == .horizontal ? inset.left : inset.top),
                  let end = pinnedInset(axis == .horizontal ? inset.right : inset.bottom) else { continue }
            let outer: Double
            if axis == .horizontal {
                outer = intrinsicWidthContribution(child, kind)
            } else {
                let childBox = BoxModel(style, pool, containingBlock: Size(width: paddingBoxWidth, height: nil))
                var width = childBox.size.width
                if width == nil, let left = pinnedInset(inset.left), let right = pinnedInset(inset.right) {
                    width = max(0, paddingBoxWidth - left - right - childBox.marginSum.width)
                }
                let height = computeLayout(child, LayoutInput(
                    knownSize: Size(width: width.map { clampWidth(child, childBox, $0) }, height: nil),
                    parentSize: Size(width: paddingBoxWidth, height: nil),
                    availableSpace: Size(width: .definite(paddingBoxWidth), height: .maxContent),
                    sizingMode: .inherentSize, runMode: .computeSize)).size.height
                outer = height + childBox.marginSum.height
            }
            extent = max(extent, start + outer + end)
        }
        return max(0, extent - box.padding.sum(axis))
    }

    /// An inset that pins a child to the container's edge: a length, not `auto` and not an
    /// anchor; percentages of the indefinite size count as zero.
    private func pinnedInset(_ inset: StoredLength) -> Double? {
        if inset.isAuto || pool.expression(inset)?.referencesAnchors == true { return nil }
        return pool.resolveOrZero(inset, against: nil)
    }
}
