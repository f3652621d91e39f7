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
            let (item, byFirstBaseline): (Int32?, Bool) = switch style.display {
            case .flex: flexLastBaselineItem(node, content: content)
            case .grid, .layers: (gridLastBaselineItem(node, box, content: content), false)
            case .constraints, .none: (nil, false)
            }
            if let item {
                let itemFrame = nodes[Int(item)].unroundedFrame
                let itemBaseline = byFirstBaseline
                    ? firstBaselineAsPlaced(item)
                    : lastBaseline(of: item, size: Size(width: itemFrame.width, height: itemFrame.height),
                                   containingBlock: Size(width: content.width, height: content.height))
                // An item without a baseline has one synthesized from its border box's bottom edge.
                baseline = itemFrame.y + (itemBaseline ?? itemFrame.height)
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

    /// The first baseline of `node` as its last full layout placed its content (which its cache
    /// holds); `nil` when it has none, or no cache.
    private func firstBaselineAsPlaced(_ node: Int32) -> Double? {
        let slot = nodes[Int(node)].cacheSlot
        return slot == LayoutTree.noNode ? nil : caches[Int(slot)].finalLayoutFirstBaseline
    }

    /// The item whose baseline is a flex container's last baseline (CSS Flexbox §8.5): of its
    /// last line, the first item aligned to its last baseline, else (as Chrome has it) the first
    /// aligned to its first, whose group's baseline is then the item's first baseline
    /// (`byFirstBaseline`), else the line's last item (its first in a `-reverse` direction). Within a line each item's
    /// margin box starts where the one before it in `order` ends, or further along the main axis;
    /// a line ends where the next item starts before that, even back at the same start as the
    /// item before it (a line of one item each, text_s91001_0019).
    private func flexLastBaselineItem(_ node: Int32, content: Size<Double>) -> (item: Int32?, byFirstBaseline: Bool) {
        var items: [(order: Int, node: Int32)] = []
        var child = firstInFlowChild(of: node)
        while child != LayoutTree.noNode {
            items.append((pool.rare(styles[Int(child)]).order, child))
            child = nextInFlowSibling(child)
        }
        guard !items.isEmpty else { return (nil, false) }
        if items.contains(where: { $0.order != 0 }) {
            items = items.enumerated().sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }.map(\.element)
        }
        let style = styles[Int(node)]
        let flow = FlexFlow(style, isRTL: isRTL(node))
        // The margin box's main-axis extent in the main flow's direction.
        func mainExtent(_ item: Int32) -> (start: Double, end: Double) {
            let frame = nodes[Int(item)].unroundedFrame
            let margin = BoxModel(styles[Int(item)], pool, containingBlock: Size(width: content.width, height: content.height)).margin
            let start = flow.isRow ? frame.x - margin.left : frame.y - margin.top
            let end = flow.isRow ? frame.maxX + margin.right : frame.maxY + margin.bottom
            return flow.mainReversed ? (-end, -start) : (start, end)
        }
        var lines: [Range<Int>] = []
        var lineStart = 0
        let extents = items.map { mainExtent($0.node) }
        for index in items.indices.dropFirst() where extents[index].start < extents[index - 1].end - LayoutTree.epsilon {
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
        if flow.isRow, let aligned = line.first(where: alignsBy(.lastBaseline)) {
            return (items[aligned].node, false)
        }
        if flow.isRow, let aligned = line.first(where: alignsBy(.baseline)) {
            return (items[aligned].node, true)
        }
        return (items[flow.directionReversed ? line.lowerBound : line.upperBound - 1].node, false)
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
