/// Last baselines (CSS Box Alignment 3 §9.1), read on demand from a laid-out subtree: only
/// items aligned to their last baseline ask for one, so no layout computes or caches them.
extension LayoutTree {
    /// The distance from `node`'s border-box top to its last baseline, as its last full layout,
    /// at the border-box `size`, placed its content; `nil` when it has none, which its parent
    /// then synthesizes from its border box. `containingBlock` resolves its percentage paddings.
    mutating func lastBaseline(of node: Int32, size: Size<Double>, containingBlock: Size<Double?>) -> Double? {
        let style = styles[Int(node)]
        let box = BoxModel(style, pool, containingBlock: containingBlock)
        let inset = box.contentInset
        let content = Size(width: max(0, size.width - inset.width), height: max(0, size.height - inset.height))
        var baseline: Double?
        if nodes[Int(node)].measureSlot != LayoutTree.noNode {
            // Measured content's last line lies as far below its first as the content at its width
            // is taller than on one line (at its max-content width); lines start at the top.
            let lines = measure(node, MeasureInput(knownSize: Size(width: content.width, height: nil),
                                                   availableSpace: Size(width: .definite(content.width), height: .maxContent)))
            if let lines, let first = lines.firstBaseline {
                let oneLine = measure(node, MeasureInput(knownSize: .indefinite,
                                                         availableSpace: Size(width: .maxContent, height: .maxContent)))
                let extraLines = max(0, sanitized(lines.size.height) - sanitized(oneLine?.size.height ?? lines.size.height))
                baseline = sanitized(first) + extraLines + box.padding.top + box.border.top
            }
        } else {
            let item: Int32? = switch style.display {
            case .flex: flexLastBaselineItem(node)
            case .grid, .layers: gridLastBaselineItem(node, box, content: content)
            case .constraints, .none: nil
            }
            if let item {
                let itemFrame = nodes[Int(item)].unroundedFrame
                // An item without a baseline has one synthesized from its border box's bottom edge.
                baseline = itemFrame.y + (lastBaseline(of: item, size: Size(width: itemFrame.width, height: itemFrame.height),
                                                       containingBlock: Size(width: content.width, height: content.height))
                    ?? itemFrame.height)
            }
        }
        // A scroll container's baseline stays within its border box, as its first does (`exportingBaseline`).
        guard let baseline, style.isScrollContainer else { return baseline }
        return min(max(baseline, 0), size.height)
    }

    /// Whether a box's last baseline may be read above it: it or an ancestor is aligned by its
    /// last baseline. No cached answer holds last baselines, so such a box is no relayout
    /// boundary (`settleInvalidations`): its answers may agree while its last baseline moved.
    func lastBaselineMayBeRead(_ node: Int32) -> Bool {
        var child = node
        var parent = nodes[Int(node)].parent
        while parent != LayoutTree.noNode {
            let alignItems = styles[Int(parent)].alignItems
            if styles[Int(child)].alignSelf.resolved(against: alignItems).position == .lastBaseline { return true }
            (child, parent) = (parent, nodes[Int(parent)].parent)
        }
        return false
    }

    /// The item whose last baseline is a flex container's (CSS Flexbox §8.5): of its last line,
    /// the first item aligned to its last baseline, else (as Chrome has it) to its first, else
    /// the line's last item (its first in a `-reverse` direction). A line ends where the next
    /// item in `order` starts back before it along the main axis.
    private func flexLastBaselineItem(_ node: Int32) -> Int32? {
        var items: [(order: Int, node: Int32)] = []
        var child = firstInFlowChild(of: node)
        while child != LayoutTree.noNode {
            items.append((pool.rare(styles[Int(child)]).order, child))
            child = nextInFlowSibling(child)
        }
        guard !items.isEmpty else { return nil }
        if items.contains(where: { $0.order != 0 }) {
            items = items.enumerated().sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }.map(\.element)
        }
        let style = styles[Int(node)]
        let flow = FlexFlow(style, isRTL: isRTL(node))
        // Main-axis positions in the main flow's direction.
        func mainStart(_ item: Int32) -> Double {
            let frame = nodes[Int(item)].unroundedFrame
            let start = flow.isRow ? frame.x : frame.y
            let end = flow.isRow ? frame.maxX : frame.maxY
            return flow.mainReversed ? -end : start
        }
        var lines: [Range<Int>] = []
        var lineStart = 0
        for index in items.indices.dropFirst() where mainStart(items[index].node) < mainStart(items[index - 1].node) {
            lines.append(lineStart..<index)
            lineStart = index
        }
        lines.append(lineStart..<items.count)
        // The last line in flex order; under wrap-reverse the first, as the first baseline's is the last.
        let line = style.flexWrap.isReverse ? lines[0] : lines[lines.count - 1]
        func alignsBy(_ position: SelfAlignment.Position) -> (Int) -> Bool {
            { index in
                let itemStyle = styles[Int(items[index].node)]
                let auto = BoxModel(itemStyle, pool, containingBlock: .indefinite).marginIsAuto
                return itemStyle.alignSelf.resolved(against: style.alignItems).position == position && !auto.top && !auto.bottom
            }
        }
        if flow.isRow, let aligned = line.first(where: alignsBy(.lastBaseline)) ?? line.first(where: alignsBy(.baseline)) {
            return items[aligned].node
        }
        return items[flow.directionReversed ? line.lowerBound : line.upperBound - 1].node
    }

    /// The item whose last baseline is a grid container's (CSS Grid 2 §10.7): of the items
    /// ending in its last row with items, the first aligned to its last baseline, else the last
    /// in grid order.
    private mutating func gridLastBaselineItem(_ node: Int32, _ box: BoxModel, content: Size<Double>) -> Int32? {
        let setup = gridSetup(node, box, content: Size(width: content.width, height: content.height))
        guard let lastRow = setup.items.map(\.rows.upperBound).max() else { return nil }
        let row = setup.items.indices.filter { setup.items[$0].rows.upperBound == lastRow }
        if let aligned = row.first(where: { index in
            let item = setup.items[index]
            let auto = BoxModel(item.style, pool, containingBlock: .indefinite).marginIsAuto
            return item.align.position == .lastBaseline && !auto.top && !auto.bottom
        }) {
            return setup.items[aligned].node
        }
        let last = row.max { (setup.items[$0].rows.lowerBound, setup.items[$0].columns.lowerBound, $0)
            < (setup.items[$1].rows.lowerBound, setup.items[$1].columns.lowerBound, $1) }
        return last.map { setup.items[$0].node }
    }
}
