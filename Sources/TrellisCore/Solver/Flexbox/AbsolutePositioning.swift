/// Absolutely positioned children of a flex container (CSS Flexbox §4.1, CSS Position 3 §4).
extension LayoutTree {
    /// Lays out the absolutely positioned children in the container's padding box.
    mutating func layOutAbsoluteChildren(_ container: FlexContainer, outerSize: Size<Double>) {
        let box = container.box
        let paddingBox = Size(
            width: max(0, outerSize.width - box.border.sum(.horizontal) - box.scrollbarGutter.width),
            height: max(0, outerSize.height - box.border.sum(.vertical) - box.scrollbarGutter.height))
        let origin = Size(
            width: box.border.left + (container.flow.containerRTL ? box.scrollbarGutter.width : 0),
            height: box.border.top)
        var child = nodes[Int(container.node)].firstChild
        while child != LayoutTree.noNode {
            let style = nodes[Int(child)].style
            if style.position == .absolute && style.display != .none {
                layOutAbsoluteChild(child, style, container, paddingBox: paddingBox, origin: origin)
            }
            child = nodes[Int(child)].nextSibling
        }
    }

    private mutating func layOutAbsoluteChild(_ child: Int32, _ style: Style, _ container: FlexContainer,
                                              paddingBox: Size<Double>, origin: Size<Double>) {
        let basis = Size<Double?>(width: paddingBox.width, height: paddingBox.height)
        let box = BoxModel(style, containingBlock: basis)
        let inset = Edges(
            top: style.inset.top.resolve(against: paddingBox.height),
            right: style.inset.right.resolve(against: paddingBox.width),
            bottom: style.inset.bottom.resolve(against: paddingBox.height),
            left: style.inset.left.resolve(against: paddingBox.width))

        // Sizes (CSS Position 3 §4.1): the preferred size, else the span between two insets.
        // With an aspect ratio only one axis may stretch: the width if it can, and the other
        // axis follows the ratio (fixture absolute_aspect_ratio_aspect_ratio_overrides_height_of_full_inset).
        var fill = Size<Double?>.indefinite
        if style.width.isAuto, let left = inset.left, let right = inset.right {
            fill.width = max(0, paddingBox.width - left - right - box.marginSum.width)
        }
        if style.height.isAuto, let top = inset.top, let bottom = inset.bottom {
            fill.height = max(0, paddingBox.height - top - bottom - box.marginSum.height)
        }
        var known = box.size
        if box.aspectRatio != nil {
            if known.width == nil && known.height == nil {
                if let width = fill.width { known.width = width } else { known.height = fill.height }
            }
            known = box.transferredByAspectRatio(known)
        } else {
            known.width = known.width ?? fill.width
            known.height = known.height ?? fill.height
        }
        known.width = known.width.map { clampWidth(child, box, style, $0) }
        known.height = known.height.map { box.clamp($0, .vertical) }
        let available = Size(
            width: AvailableSpace.definite(max(0, paddingBox.width - (inset.left ?? 0) - (inset.right ?? 0))),
            height: AvailableSpace.definite(max(0, paddingBox.height - (inset.top ?? 0) - (inset.bottom ?? 0))))
        let output = computeLayout(child, LayoutInput(
            knownSize: known, parentSize: basis, availableSpace: available,
            sizingMode: .inherentSize, runMode: .performLayout))
        let size = output.size

        var position = Size(width: 0.0, height: 0.0)
        for axis in Axis.allCases {
            let start = inset.start(axis)
            let end = inset.end(axis)
            let startAuto = box.marginIsAuto.start(axis)
            let endAuto = box.marginIsAuto.end(axis)
            let length = paddingBox[axis]
            let rtlAxis = axis == .horizontal && container.flow.containerRTL
            if let start, let end {
                // Over-constrained: auto margins share the leftover, else the end inset is ignored
                // (the start inset, in right-to-left, CSS 2 §10.3.7).
                let free = length - start - end - size[axis] - box.margin.sum(axis)
                var marginStart = box.margin.start(axis)
                if startAuto && endAuto {
                    marginStart = free > 0 || !rtlAxis ? max(0, free) / 2 : free
                    if free < 0 && !rtlAxis { marginStart = 0 }
                    position[axis] = start + marginStart
                } else if startAuto {
                    position[axis] = start + free
                } else if endAuto || !rtlAxis {
                    position[axis] = start + marginStart
                } else {
                    position[axis] = length - end - box.margin.end(axis) - size[axis]
                }
            } else if let start {
                position[axis] = start + box.margin.start(axis)
            } else if let end {
                position[axis] = length - end - box.margin.end(axis) - size[axis]
            } else {
                position[axis] = staticPosition(axis, size: size[axis], box: box, style: style,
                                                isRTL: nodes[Int(child)].isRTL, container: container, paddingBox: paddingBox)
            }
        }
        nodes[Int(child)].isHidden = false
        nodes[Int(child)].unroundedFrame = Rect(
            x: origin.width + position.width, y: origin.height + position.height,
            width: size.width, height: size.height)
    }

    /// The static position of an absolutely positioned child of a flex container: placed as if
    /// it were the sole flex item (CSS Flexbox §4.1), in the content box. Relative to the padding box.
    private func staticPosition(_ axis: Axis, size: Double, box: BoxModel, style: Style, isRTL: Bool,
                                container: FlexContainer, paddingBox: Size<Double>) -> Double {
        let flow = container.flow
        let containerBox = container.box
        let contentStart = containerBox.padding.start(axis)
        let contentLength = max(0, paddingBox[axis] - containerBox.padding.sum(axis))
        let outer = size + box.margin.sum(axis)
        let freeSpace = contentLength - outer
        let offset: Double
        if axis == flow.main {
            // Chrome ignores `safe` here: an overflowing static position keeps its alignment
            // (fixture absolute_safe_justify_content_end_overflow).
            let justify = ContentAlignment(container.style.justifyContent.position)
            let distribution = BoxAlignment.distribute(
                justify, freeSpace: freeSpace, count: 1,
                flowReversed: flow.mainReversed, writingModeReversed: flow.writingModeReversed(axis, rtl: flow.containerRTL))
            offset = distribution.leading
        } else {
            var alignSelf = style.alignSelf
            if alignSelf.position == .auto { alignSelf = container.style.alignItems }
            let placement = BoxAlignment.selfPlacement(
                alignSelf, freeSpace: freeSpace, flowReversed: flow.crossReversed,
                writingModeReversed: flow.writingModeReversed(axis, rtl: flow.containerRTL),
                selfReversed: flow.writingModeReversed(axis, rtl: isRTL))
            offset = BoxAlignment.offset(placement, freeSpace: freeSpace)
        }
        return flow.physicalPosition(axis, offset: offset, size: size, margin: box.margin,
                                     contentStart: contentStart, contentLength: contentLength)
    }
}
