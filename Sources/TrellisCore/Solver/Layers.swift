/// The layers container (`display: layers`): CSS Grid Layout with one `1fr`×`1fr` cell that
/// every in-flow child occupies, aligned on both axes
/// (`Docs/Extensions.md` §1 defines it exactly).
///
/// The cell is sized horizontally, then vertically, because heights depend on widths.
extension LayoutModeTree {
    mutating func computeLayersLayout(_ node: Int32, _ input: LayoutInput) -> LayoutOutput {
        let style = self.style(of: node)
        let (box, outerWidth, outerHeight, ratioMinimum) = containerSizeBeforeLayout(node, input)
        let inherent = input.sizingMode == .inherentSize
        let isRTL = self.isRTL(node)
        if input.runMode != .performLayout, let outerHeight {
            return LayoutOutput(size: Size(width: outerWidth, height: outerHeight), firstBaseline: nil)
        }
        let inset = box.contentInset
        let innerWidth = max(0, outerWidth - inset.width)
        let justifyItems = pool.rare(style).justifyItems

        // The cell's width: the content box, unless some child cannot be that narrow.
        var cell = Size(width: innerWidth, height: 0.0)
        var child = firstInFlowChild(of: node)
        while child != LayoutTree.noNode {
            cell.width = max(cell.width, minimumContribution(child, .horizontal, cellWidth: nil))
            child = nextInFlowSibling(child)
        }
        // Each child's width in the cell; percentages now resolve against the cell.
        var layers = spares.layers.take()
        defer { spares.layers.giveBack(&layers) }
        child = firstInFlowChild(of: node)
        while child != LayoutTree.noNode {
            let childStyle = self.style(of: child)
            var layer = Layer(node: child, style: childStyle,
                              box: BoxModel(childStyle, pool, containingBlock: Size(width: cell.width, height: nil)),
                              justify: pool.rare(childStyle).justifySelf.resolved(against: justifyItems),
                              align: childStyle.alignSelf.resolved(against: style.alignItems))
            layer.size.width = layerWidth(layer, cellWidth: cell.width)
            layers.append(layer)
            child = nextInFlowSibling(child)
        }

        // The cell's height: the definite content box (raised to the children's minimum
        // contributions), else the largest max-content contribution, clamped by the container.
        let definiteHeight = outerHeight.map { max(0, $0 - inset.height) }
        let innerHeight: Double
        if let definiteHeight {
            innerHeight = definiteHeight
        } else {
            var largest = 0.0
            for layer in layers {
                // A layer keeps this height unless it stretches to a taller one.
                let keepsHeight = !layer.stretches(.vertical) || layers.count == 1
                largest = max(largest, contentHeight(layer, cell: Size(width: cell.width, height: nil), sizeIsLikelyFinal: keepsHeight)
                    + layer.box.marginSum.height)
            }
            if pool.rare(style).fitsPinnedChildren {
                largest = max(largest, pinnedChildrenExtent(of: node, .vertical, box: box, kind: .maxContent,
                                                            paddingBoxWidth: innerWidth + box.padding.sum(.horizontal)))
            }
            let outer = max(largest + inset.height, ratioMinimum ?? 0)
            innerHeight = max(0, box.clampContentSize(outer, .vertical, inherent: inherent) - inset.height)
        }
        cell.height = innerHeight
        for layer in layers {
            cell.height = max(cell.height, minimumContribution(layer.node, .vertical, cellWidth: cell.width, width: layer.size.width))
        }
        let outerSize = Size(width: outerWidth, height: outerHeight ?? innerHeight + inset.height)
        guard input.runMode == .performLayout else {
            return LayoutOutput(size: outerSize, firstBaseline: nil)
        }

        // Place each child in the cell; the cell hangs from the content box's start corner.
        let cellBasis = Size<Double?>(width: cell.width, height: cell.height)
        let contentRight = outerWidth - box.border.right - box.padding.right - (isRTL ? 0 : box.scrollbarGutter.width)
        let cellOrigin = Size(width: isRTL ? contentRight - cell.width : box.border.left + box.padding.left,
                              height: box.border.top + box.padding.top)
        var baseline: Double?
        for index in layers.indices {
            layers[index].box = BoxModel(layers[index].style, pool, containingBlock: cellBasis)
            layers[index].size.height = layerHeight(layers[index], cell: cell)
            // Read as a constant from here on: the calls below then borrow it rather than copy it.
            let layer = layers[index]
            // Only a stretched automatic height is definite for the child's content (CSS Grid §6.2
            // via Box Alignment 3 §6.1; layers_unstretched_child_percent_height).
            let output = computeLayout(layer.node, LayoutInput(
                knownSize: Size(width: layer.size.width, height: layer.size.height), parentSize: cellBasis,
                availableSpace: Size(width: .definite(layer.size.width), height: .definite(layer.size.height)),
                sizingMode: .inherentSize, runMode: .performLayout, knownHeightIsDefinite: layer.stretches(.vertical)))
            let x = layer.start(.horizontal, size: output.size.width, cellLength: cell.width, rtl: isRTL,
                                selfRTL: self.isRTL(layer.node))
            let y = layer.start(.vertical, size: output.size.height, cellLength: cell.height, rtl: false, selfRTL: false)
            let offset = Self.relativeOffset(pool.rare(layer.style).inset, pool, basis: cellBasis, rtl: isRTL)
            placeChild(layer.node, unroundedFrame: Rect(
                x: cellOrigin.width + x + offset.width, y: cellOrigin.height + y + offset.height,
                width: output.size.width, height: output.size.height))
            if index == 0 {
                // The first child's baseline, synthesized from its bottom edge when it has none.
                baseline = cellOrigin.height + y + offset.height + (output.firstBaseline ?? output.size.height)
            }
        }
        hideDisplayNoneChildren(of: node)
        layOutAbsoluteChildren(of: node, box: box, outerSize: outerSize,
                               staticPosition: .layers(justifyItems: justifyItems, alignItems: style.alignItems))
        return LayoutOutput(size: outerSize, firstBaseline: baseline)
    }

    /// The smallest outer size a child can have on `axis` (`Docs/Extensions.md` §1's "minimum
    /// contribution"): its fixed size, else its own minimum size, else its automatic minimum size
    /// (min-content, or zero for a scroll container), within its min and max sizes; percentages
    /// count as auto meanwhile.
    private mutating func minimumContribution(_ child: Int32, _ axis: Axis, cellWidth: Double?, width: Double? = nil) -> Double {
        let style = self.style(of: child)
        let box = BoxModel(style, pool, containingBlock: Size(width: cellWidth, height: nil))
        let isScrollContainer = style.isScrollContainer
        var size: Double
        if let fixed = box.size[axis] {
            size = fixed
        } else if !pool.rare(style).minSize(axis).isAuto && pool.rare(style).minSize(axis).limitContentKind == nil {
            // Without a fixed size, a minimum size of its own is the used minimum, which replaces
            // the automatic one (CSS Grid §6.6 and §11.5's minimum contribution); a percentage of
            // a cell not yet sized counts as zero.
            size = box.minSize[axis] ?? 0
        } else if isScrollContainer {
            size = 0
        } else if axis == .horizontal {
            size = intrinsicWidth(child, .minContent, box)
        } else {
            size = computeLayout(child, LayoutInput(
                knownSize: Size(width: width, height: nil), parentSize: Size(width: cellWidth, height: nil),
                availableSpace: Size(width: .definite(width ?? 0), height: .minContent),
                sizingMode: .inherentSize, runMode: .computeSize)).size.height
        }
        size = axis == .horizontal ? clampWidth(child, box, size) : box.clamp(size, axis)
        return size + box.marginSum[axis]
    }

    /// A child's border-box width in a cell of `cellWidth`: stretched, fixed, through its aspect
    /// ratio, or its fit-content width.
    ///
    /// Inlined, as are `layerHeight`, `contentHeight` and `Layer`'s methods: a call that is not
    /// copies the 312-byte `Layer`, and the generic mode's specialisation does not inline them
    /// by itself (1.5% more instructions on the layers fixtures).
    @inline(__always)
    private mutating func layerWidth(_ layer: Layer, cellWidth: Double) -> Double {
        if layer.stretches(.horizontal) {
            return clampWidth(layer.node, layer.box, cellWidth - layer.box.marginSum.width)
        }
        return resolveBorderBoxWidth(layer.node, layer.box, LayoutInput(
            knownSize: .indefinite, parentSize: Size(width: cellWidth, height: nil),
            availableSpace: Size(width: .definite(cellWidth), height: .maxContent),
            sizingMode: .inherentSize, runMode: .computeSize))
    }

    /// A child's border-box height in the final cell: stretched (unless an aspect ratio gives
    /// it from an unstretched width), else its own height, through its ratio, or its content's.
    @inline(__always)
    private mutating func layerHeight(_ layer: Layer, cell: Size<Double>) -> Double {
        if layer.stretches(.vertical) && !(layer.box.aspectRatio != nil && layer.style.width.isAuto && !layer.stretches(.horizontal)) {
            return layer.box.clamp(cell.height - layer.box.marginSum.height, .vertical)
        }
        return contentHeight(layer, cell: Size(width: cell.width, height: cell.height), sizeIsLikelyFinal: true)
    }

    /// The child's height at its width when it is not stretched: its own, or its content's.
    /// Percentages resolve against the cell, a height basis only once the cell's height is known.
    @inline(__always)
    private mutating func contentHeight(_ layer: Layer, cell: Size<Double?>, sizeIsLikelyFinal: Bool) -> Double {
        computeLayout(layer.node, LayoutInput(
            knownSize: Size(width: layer.size.width, height: nil), parentSize: cell,
            availableSpace: Size(width: .definite(layer.size.width), height: cell.height.map { .definite($0) } ?? .maxContent),
            sizingMode: .inherentSize, runMode: sizeIsLikelyFinal ? .computeLikelyFinalSize : .computeSize)).size.height
    }

    /// The min-content or max-content width of a layers container's content: its widest child's.
    mutating func layersIntrinsicWidth(_ node: Int32, _ kind: IntrinsicSizeKind) -> Double {
        var widest = 0.0
        var child = firstInFlowChild(of: node)
        while child != LayoutTree.noNode {
            widest = max(widest, intrinsicWidthContribution(child, kind, containingBlock: .indefinite, stretchedHeight: nil))
            child = nextInFlowSibling(child)
        }
        return widest
    }
}

/// One child of a layers container and its size as it is determined.
struct Layer {
    let node: Int32
    let style: NodeStyle
    var box: BoxModel
    /// Horizontal and vertical self-alignment, with `auto` resolved.
    let justify: SelfAlignment
    let align: SelfAlignment
    var size = Size(width: 0.0, height: 0.0)

    @inline(__always) func alignment(_ axis: Axis) -> SelfAlignment { axis == .horizontal ? justify : align }

    @inline(__always) func hasAutoMargin(_ axis: Axis) -> Bool { box.marginIsAuto.start(axis) || box.marginIsAuto.end(axis) }

    /// Whether the child stretches across the cell on `axis`.
    @inline(__always) func stretches(_ axis: Axis) -> Bool {
        alignment(axis).stretches && style.size(axis).isAuto && !hasAutoMargin(axis)
    }

    /// The child's border-box start in the cell on `axis`: auto margins take the free space
    /// first, else the alignment places the margin box (start is the right in right-to-left).
    /// `selfRTL` is the child's own direction.
    @inline(__always) func start(_ axis: Axis, size: Double, cellLength: Double, rtl: Bool, selfRTL: Bool) -> Double {
        let free = cellLength - size - box.margin.sum(axis)
        let startAuto = box.marginIsAuto.start(axis)
        let endAuto = box.marginIsAuto.end(axis)
        let marginStart = box.margin.start(axis)
        if startAuto || endAuto {
            let share = max(0, free) / Double((startAuto ? 1 : 0) + (endAuto ? 1 : 0))
            return startAuto ? share : marginStart
        }
        let placement = BoxAlignment.selfPlacement(
            alignment(axis), freeSpace: free, flowReversed: rtl, writingModeReversed: rtl,
            selfReversed: axis == .horizontal && selfRTL)
        let offset = BoxAlignment.offset(placement, freeSpace: free)
        return (rtl ? free - offset : offset) + marginStart
    }
}
