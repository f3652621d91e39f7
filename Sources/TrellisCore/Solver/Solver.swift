/// The solver's single entry point for every node: the cache, the dispatch to a layout mode,
/// and the root's placement. No layout mode calls another directly; all recursion goes through
/// `computeLayout(_:_:)`, so caching lives in one function.
extension LayoutTree {
    /// Lays out the root as a block-level box in the available space (CSS 2 §10.3.3):
    /// an `auto` width fills a definite available width, less margins, and so does an `auto`
    /// height when `fillingHeight`.
    mutating func layoutRoot(in availableSpace: Size<AvailableSpace>, fillingHeight: Bool) {
        let rootIndex = root.raw
        let style = styles[Int(rootIndex)]
        if style.display == .none {
            hideSubtree(of: rootIndex)
            return
        }
        nodes[Int(rootIndex)].isHidden = false
        let viewport = Size(width: availableSpace.width.definiteValue, height: availableSpace.height.definiteValue)
        let box = BoxModel(style, pool, containingBlock: viewport)
        var known = Size<Double?>.indefinite
        if let width = viewport.width, box.size.width == nil, style.width == .auto || style.width == .stretch {
            known.width = box.clamp(width - box.marginSum.width, .horizontal)
        }
        if fillingHeight, let height = viewport.height, box.size.height == nil,
           style.height == .auto || style.height == .stretch {
            known.height = box.clamp(height - box.marginSum.height, .vertical)
        }
        let output = computeLayout(rootIndex, LayoutInput(
            knownSize: known, parentSize: viewport, availableSpace: availableSpace,
            sizingMode: .inherentSize, runMode: .performLayout))
        let x: Double
        if nodes[Int(rootIndex)].isRTL, let width = viewport.width {
            x = width - output.size.width - box.margin.right
        } else {
            x = box.margin.left
        }
        setUnroundedFrame(Rect(x: x, y: box.margin.top, width: output.size.width, height: output.size.height), of: rootIndex)
    }

    /// Whether `node` (whose `cacheSlot` is given) is an empty leaf: a box without a cache, so
    /// without children or a measure function (see `NodeRecord.cacheSlot`), and without a layout
    /// mode of its own (a childless constraint container still holds its relations, and a
    /// childless grid its explicit tracks). (`mutating` though it only reads: see `preferredHeight`.)
    @inline(__always)
    mutating func isEmptyLeaf(_ node: Int32, cacheSlot: Int) -> Bool {
        cacheSlot < 0 && styles[Int(node)].display != .constraints && styles[Int(node)].display != .grid
    }

    /// Lays out `node` for `input`, answering from its cache when the inputs are unchanged.
    mutating func computeLayout(_ node: Int32, _ input: LayoutInput) -> LayoutOutput {
        let cacheSlot = Int(nodes[Int(node)].cacheSlot)
        // Nothing to look up, and no baseline to export.
        if isEmptyLeaf(node, cacheSlot: cacheSlot) { return computeLeafLayout(node, input) }
        // What the node does not read leaves the question, so that equal questions are equal
        // for the cache (see `LayoutDependencies`).
        let input = nodes[Int(node)].dependencies.normalizing(input, treeReadsContainerHeights: containerHeightReads != 0)
        let query = cacheSlot >= 0 ? NodeCache.Query(input) : nil
        if let query, let cached = caches[cacheSlot].lookup(query) { return cached }
        // Only grid and layers containers ask for an item's layout twice (to learn its baseline,
        // then to place it): other nodes skip the lookup, which on every miss cost flexbox trees
        // 0.5-1.6% of their instructions.
        if let query, input.runMode == .performLayout, input.knownSize.height != nil,
           styles[Int(node)].display == .grid || styles[Int(node)].display == .layers,
           let cached = layoutAtFoundHeight(node, input, query, cacheSlot: cacheSlot) { return cached }
        let output: LayoutOutput
        if nodes[Int(node)].measureSlot != LayoutTree.noNode
            || (nodes[Int(node)].firstChild == LayoutTree.noNode && styles[Int(node)].display != .constraints
                && styles[Int(node)].display != .grid) {
            // A constraint container without children still holds its relations on itself, and
            // a grid without items its explicit tracks.
            output = exportingBaseline(computeLeafLayout(node, input), of: node)
        } else if input.runMode == .computeLikelyFinalSize && laysOutAlikeAtContentHeight(node, input) {
            output = layOutWhileMeasuring(node, input, cacheSlot: cacheSlot)
        } else {
            output = computeContainerLayout(node, input)
        }
        if let query { caches[cacheSlot].store(query, output) }
        if input.runMode == .performLayout && nodes[Int(node)].firstChild != LayoutTree.noNode {
            forgetAncestorsFinalLayouts(of: node)
        }
        return output
    }

    /// The layout of a container, by its display type.
    @inline(__always)
    private mutating func computeContainerLayout(_ node: Int32, _ input: LayoutInput) -> LayoutOutput {
        let output = switch styles[Int(node)].display {
        case .constraints: computeConstraintsLayout(node, input)
        case .grid, .layers: computeGridLayout(node, input)
        case .flex, .none: computeFlexboxLayout(node, input)
        }
        return exportingBaseline(output, of: node)
    }

    /// The output with the baseline the box shows its parent: a scroll container's is clamped
    /// to its border box (CSS Box Alignment 3 §9.1, csswg-drafts#7660), as Chrome does.
    /// (`mutating` though it only reads: see `preferredHeight`.)
    @inline(__always)
    private mutating func exportingBaseline(_ output: LayoutOutput, of node: Int32) -> LayoutOutput {
        guard let baseline = output.firstBaseline, styles[Int(node)].isScrollContainer else { return output }
        return LayoutOutput(size: output.size, firstBaseline: min(max(baseline, 0), output.size.height))
    }

    /// Laying a node out rewrites its descendants' frames, so its ancestors' cached full layouts
    /// no longer describe the frames in place. Inside an ancestor's own full layout that ancestor
    /// stores a new one afterwards; but a measurement lays out baseline-aligned items too (to
    /// find their baselines), and an ancestor answered from its cache after it would keep these
    /// frames (fuzzer, seed 2026 case 16276). The walk ends at an ancestor without one: whatever
    /// forgot it (an edit, this walk) also went on to its ancestors.
    @inline(__always)
    private mutating func forgetAncestorsFinalLayouts(of node: Int32) {
        var ancestor = nodes[Int(node)].parent
        while ancestor != LayoutTree.noNode && !clearFinalLayout(ancestor) {
            ancestor = nodes[Int(ancestor)].parent
        }
    }

    /// The cached full layout at an unknown height that answers a full layout at the height it
    /// found (`NodeCache.layoutAtContentHeight(answering:)`), where the node lays out alike at
    /// both (`laysOutAlikeAtFoundHeight`); `nil` otherwise.
    /// (Out of line: the cache lookup before it is the solver's hottest path.)
    @inline(never)
    private mutating func layoutAtFoundHeight(_ node: Int32, _ input: LayoutInput, _ query: NodeCache.Query,
                                              cacheSlot: Int) -> LayoutOutput? {
        guard let cached = caches[cacheSlot].layoutAtContentHeight(answering: query) else { return nil }
        return laysOutAlikeAtFoundHeight(node, input) ? cached : nil
    }

    /// Answers a measurement of a container at the height its content gives it, which its
    /// parent will probably lay it out at, by laying it out: the same layout
    /// (`laysOutAlikeAtContentHeight`), stored as the answer to the final layout's question, so
    /// that the container's algorithm runs once rather than twice.
    @inline(never)
    private mutating func layOutWhileMeasuring(_ node: Int32, _ input: LayoutInput, cacheSlot: Int) -> LayoutOutput {
        var layout = input
        (layout.runMode, layout.sizingMode) = (.performLayout, .inherentSize)
        let output = computeContainerLayout(node, layout)
        forgetAncestorsFinalLayouts(of: node)
        // The final layout's question, normalised as `computeLayout` normalises it.
        layout.knownSize.height = output.size.height
        let finalQuestion = nodes[Int(node)].dependencies.normalizing(layout, treeReadsContainerHeights: containerHeightReads != 0)
        // A childless constraint container has no cache (see `computeLayout`).
        if cacheSlot >= 0 { caches[cacheSlot].store(NodeCache.Query(finalQuestion), output) }
        return output
    }

    /// Writes the frame `node`'s parent gave it.
    @inline(__always) mutating func setUnroundedFrame(_ frame: Rect, of node: Int32) {
        nodes[Int(node)].unroundedFrame = frame
    }

    /// Gives `node` and its descendants empty frames (CSS Display 3 §2.5, `display: none`).
    mutating func hideSubtree(of node: Int32) {
        var stack = [node]
        while let index = stack.popLast() {
            nodes[Int(index)].isHidden = true
            setUnroundedFrame(.zero, of: index)
            // The frames a cached full layout wrote are gone: when the subtree is shown again it
            // must be laid out, not answered from the cache (its measurements still hold).
            _ = clearFinalLayout(index)
            var child = nodes[Int(index)].firstChild
            while child != LayoutTree.noNode {
                stack.append(child)
                child = nodes[Int(child)].nextSibling
            }
        }
    }

    /// Empties the frames of `display: none` children and their subtrees.
    mutating func hideDisplayNoneChildren(of node: Int32) {
        var child = nodes[Int(node)].firstChild
        while child != LayoutTree.noNode {
            if styles[Int(child)].display == .none { hideSubtree(of: child) }
            child = nodes[Int(child)].nextSibling
        }
    }

    /// The measure function of `node`, if it is a measured leaf.
    func measureFunction(of node: Int32) -> MeasureFunction? {
        let slot = nodes[Int(node)].measureSlot
        return slot == LayoutTree.noNode ? nil : measureFunctions[Int(slot)]
    }

    /// `node`'s content measured under `input`; `nil` for a node without a measure function.
    /// The function is called where it is stored: taking it out first would retain its closures
    /// on every call.
    @inline(__always) func measure(_ node: Int32, _ input: MeasureInput) -> Measurement? {
        let slot = nodes[Int(node)].measureSlot
        return slot == LayoutTree.noNode ? nil : measureFunctions[Int(slot)](input)
    }
}
