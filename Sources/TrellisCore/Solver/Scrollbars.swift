/// Scrollbars that show only while the content overflows: CSS Overflow 3 §3 (`overflow: auto`),
/// as Chrome's classic scrollbars behave.
///
/// A scrollbar takes room from the content box, so whether it shows depends on a layout done
/// without it. Layout therefore runs once with every `auto` scrollbar hidden, shows the
/// scrollbars of the boxes whose content then overflows, and lays the tree out again (their
/// intrinsic sizes now count the scrollbars), until no more appear: each pass only adds
/// scrollbars, so there are at most two per box. A shown scrollbar is an axis set to `scroll`
/// in the arena's style while layout runs; the box's own values come back when it ends, and the
/// next layout starts from hidden scrollbars, so a tree laid out again after edits comes out as
/// a fresh one does.
struct Scrollbars: OptionSet {
    let rawValue: UInt8
    /// The scrollbar along the block axis, at the right (left in right-to-left boxes): it takes
    /// width.
    static let vertical = Scrollbars(rawValue: 1 << 0)
    /// The scrollbar along the bottom: it takes height.
    static let horizontal = Scrollbars(rawValue: 1 << 1)
}

/// What a tree keeps of its `auto` scrollbars between layouts.
struct AutoScrollbarState {
    /// How many nodes show a scrollbar only while their content overflows (`autoScrollbars(of:)`),
    /// kept with the tree's dependency tallies; while it is zero, layout looks for no overflow.
    /// Removed nodes still count.
    var autoBoxes = 0
    /// The boxes whose `auto` scrollbars the last layout showed, with their own `overflow`
    /// values; invalidated before the next layout. (Few boxes, and read only while layout
    /// looks for overflow: a dictionary.)
    var shown: [Int32: OwnOverflow] = [:]
    /// The area the tracks of a grid container with `auto` scrollbars took in its last layout,
    /// in its border box: part of its scrollable overflow.
    var gridTrackAreas: [Int32: Rect] = [:]
}

/// The `overflow` values of a box whose `auto` scrollbars a layout shows, to give back.
struct OwnOverflow {
    var overflowX: Overflow
    var overflowY: Overflow
}

extension LayoutTree {
    /// The scrollbars of `node` that show when its content overflows: those of `auto` axes, and
    /// of `visible` ones beside an axis that is not (which computes to `auto`, CSS Overflow 3
    /// §3.1). None without room for a scrollbar (Chrome's `scrollbar-width: none`), and none
    /// for vertical text (an orthogonal flow), to which Chrome
    /// never gave one in the trees checked (`grid_s1_0199`).
    func autoScrollbars(of node: Int32) -> Scrollbars {
        if isOrthogonalFlow(node) { return [] }
        let style = styles[Int(node)]
        func showsOnOverflow(_ overflow: Overflow, beside other: Overflow) -> Bool {
            overflow == .auto || overflow == .visible && other != .visible
        }
        var scrollbars: Scrollbars = []
        if showsOnOverflow(style.overflowY, beside: style.overflowX) { scrollbars.insert(.vertical) }
        if showsOnOverflow(style.overflowX, beside: style.overflowY) { scrollbars.insert(.horizontal) }
        return scrollbars.isEmpty || !(pool.rare(style).scrollbarWidth > 0) ? [] : scrollbars
    }

    /// `node`'s share of `scrollbarState.autoBoxes`.
    func autoScrollbarShare(of node: Int32) -> Int {
        Int(node) < styles.count && !autoScrollbars(of: node).isEmpty ? 1 : 0
    }

    /// Invalidates the boxes whose `auto` scrollbars the last layout showed, so that the next
    /// layout finds them hidden, as a fresh tree would.
    mutating func forgetShownAutoScrollbars() {
        guard !scrollbarState.shown.isEmpty else { return }
        for node in scrollbarState.shown.keys.sorted() { invalidate(node, .style) }
        scrollbarState.shown.removeAll()
    }

    /// Shows the `auto` scrollbars of the boxes whose content overflows them in the last
    /// layout (CSS Overflow 3 §3), invalidating those boxes; returns whether it showed any.
    mutating func showScrollbarsOfOverflowingBoxes() -> Bool {
        guard scrollbarState.autoBoxes > 0, !nodes[Int(rootRaw)].isHidden else { return false }
        var shown = false
        var stack: [Int32] = [rootRaw]
        while let node = stack.popLast() {
            var child = nodes[Int(node)].firstChild
            while child != LayoutTree.noNode {
                if !nodes[Int(child)].isHidden { stack.append(child) }
                child = nodes[Int(child)].nextSibling
            }
            // An axis already showing its scrollbar is `scroll` by now, and no longer `auto`.
            let hidden = autoScrollbars(of: node)
            guard !hidden.isEmpty else { continue }
            let overflowing = overflowingScrollbars(of: node).intersection(hidden)
            guard !overflowing.isEmpty else { continue }
            let style = styles[Int(node)]
            if scrollbarState.shown[node] == nil {
                scrollbarState.shown[node] = OwnOverflow(overflowX: style.overflowX, overflowY: style.overflowY)
            }
            if overflowing.contains(.vertical) { styles[Int(node)].overflowY = .scroll }
            if overflowing.contains(.horizontal) { styles[Int(node)].overflowX = .scroll }
            invalidate(node, .style)
            shown = true
        }
        return shown
    }

    /// Gives the boxes whose `auto` scrollbars the layout showed their own `overflow` values back.
    mutating func restoreAutoScrollbarStyles() {
        for (node, own) in scrollbarState.shown {
            styles[Int(node)].overflowX = own.overflowX
            styles[Int(node)].overflowY = own.overflowY
        }
    }

    /// The scrollbars `node`'s content overflows: its scrollable overflow reaches past its
    /// padding box on that axis, in the direction the box scrolls (`scrollsForward`), the two
    /// lengths rounded to whole pixels as Chrome compares them. A scrollbar along an axis of
    /// zero room never shows.
    private func overflowingScrollbars(of node: Int32) -> Scrollbars {
        let style = styles[Int(node)]
        let box = BoxModel(style, pool, containingBlock: containingBlock(of: node, otherwise: .indefinite))
        let size = nodes[Int(node)].unroundedFrame.size
        let isRTL = nodes[Int(node)].isRTL
        let forward = scrollsForward(node)
        // The padding box with the scrollbars shown so far.
        let left = box.border.left + (isRTL ? box.scrollbarGutter.width : 0)
        let right = size.width - box.border.right - (isRTL ? 0 : box.scrollbarGutter.width)
        let top = box.border.top
        let bottom = size.height - box.border.bottom - box.scrollbarGutter.height
        var content = scrollableOverflow(ofContentOf: node, box: box, forward: forward)
        // Horizontally (the inline axis but for vertical text), the content box, never of
        // negative size, with the padding around it is scrollable overflow too, even empty (CSS
        // Overflow 3 §2.2): padding and a scrollbar wider than the box overflow it, as in Chrome,
        // which adds block-end padding only after content.
        if forward.width { content.maxX = max(content.maxX, left + box.padding.sum(.horizontal)) }
        else { content.minX = min(content.minX, right - box.padding.sum(.horizontal)) }
        func round(_ value: Double) -> Double { (value + 0.5).rounded(.down) }
        var overflowing: Scrollbars = []
        // A vertical scrollbar shown in this layout does not narrow the width compared for the
        // horizontal one: Chrome compares it with the width before that scrollbar, so that the
        // scrollbar alone never brings the other.
        let shownVertical = style.overflowY == .scroll && (scrollbarState.shown[node].map { $0.overflowY != .scroll } ?? false)
            ? box.scrollbarGutter.width : 0
        // The scrollable overflow holds the padding box, of no negative size; the room compared
        // with it may be negative (a scrollbar wider than the box).
        let scrollWidth = forward.width ? max(right, left, content.maxX) - left : right - min(left, right, content.minX)
        if round(scrollWidth) > round(right - left + shownVertical) && round(size.height - box.border.sum(.vertical)) > 0 {
            overflowing.insert(.horizontal)
        }
        let scrollHeight = forward.height ? max(bottom, top, content.maxY) - top : bottom - min(top, bottom, content.minY)
        if round(scrollHeight) > round(bottom - top) && round(size.width - box.border.sum(.horizontal)) > 0 {
            overflowing.insert(.vertical)
        }
        return overflowing
    }

    /// Whether scroll container `node`'s scroll origin is at the physical end of `axis` (right or
    /// bottom), so that it scrolls towards the start and overflow past its end is unreachable:
    /// its flex-start in a flex container, reversed with `flex-direction` and `flex-wrap` (CSS
    /// Overflow 3 §2.2, Flexbox §5), else its writing-mode start.
    func scrollOriginIsAtEnd(_ node: Int32, _ axis: Axis) -> Bool {
        let style = styles[Int(node)]
        let isRTL = nodes[Int(node)].isRTL
        guard style.display == .flex else { return axis == .horizontal && isRTL }
        return FlexFlow(style, isRTL: isRTL).flowReversed(axis)
    }

    /// Whether `node` scrolls towards the right and the bottom on each axis (`scrollOriginIsAtEnd`).
    private func scrollsForward(_ node: Int32) -> (width: Bool, height: Bool) {
        (!scrollOriginIsAtEnd(node, .horizontal), !scrollOriginIsAtEnd(node, .vertical))
    }

    /// The scrollable overflow of `node`'s content (CSS Overflow 3 §2.2), in its border box's
    /// coordinates: its children's border boxes and, where they do not clip it, their own
    /// overflow; a measured leaf's content; and the margin boxes of its in-flow children with its
    /// own padding past their end edges (those it scrolls towards), as Chrome counts them for
    /// flex and grid containers, whose tracks count as in-flow content.
    private func scrollableOverflow(ofContentOf node: Int32, box: BoxModel, forward: (width: Bool, height: Bool)) -> OverflowExtent {
        var overflow = OverflowExtent()
        var inFlow = OverflowExtent()
        let contentWidth = max(0, nodes[Int(node)].unroundedFrame.size.width - box.contentInset.width)
        // A measured leaf's content: a text's lines, wrapped in its content width, which its
        // longest word may exceed, from the content box's start edge. Chrome's text sits in an
        // anonymous flex item as wide as its lines and stretched to the content box's height:
        // that item is the in-flow content, and lines below it overflow without the padding.
        // (Vertical text, whose lines wrap at the height, is left out with its scrollbars.)
        let slot = nodes[Int(node)].measureSlot
        if slot != LayoutTree.noNode && !isOrthogonalFlow(node),
           let measured = measure(node, MeasureInput(knownSize: .indefinite,
                                                     availableSpace: Size(width: .definite(contentWidth), height: .maxContent))) {
            let lines = Size(width: sanitized(measured.size.width), height: sanitized(measured.size.height))
            let frame = nodes[Int(node)].unroundedFrame
            let left = nodes[Int(node)].isRTL ? frame.width - box.border.right - box.padding.right - lines.width
                : box.border.left + box.padding.left
            let top = box.border.top + box.padding.top
            overflow = OverflowExtent(minX: left, minY: top, maxX: left + lines.width, maxY: top + lines.height)
            inFlow = OverflowExtent(minX: left, minY: top, maxX: left + lines.width,
                                    maxY: top + max(0, frame.height - box.contentInset.height))
        }
        var child = nodes[Int(node)].firstChild
        while child != LayoutTree.noNode {
            defer { child = nodes[Int(child)].nextSibling }
            guard !nodes[Int(child)].isHidden else { continue }
            let frame = nodes[Int(child)].unroundedFrame
            // An empty box (no width or no height) adds nothing, as in Chrome's unions of rectangles.
            if frame.width > 0 && frame.height > 0 { overflow.formUnion(OverflowExtent(frame)) }
            let childStyle = styles[Int(child)]
            let childBox = BoxModel(childStyle, pool, containingBlock: containingBlock(of: child, otherwise: Size(width: contentWidth, height: nil)))
            let hasContent = nodes[Int(child)].firstChild != LayoutTree.noNode || nodes[Int(child)].measureSlot != LayoutTree.noNode
            if !childStyle.isScrollContainer && hasContent {
                var own = scrollableOverflow(ofContentOf: child, box: childBox, forward: scrollsForward(child))
                own.offset(x: frame.x, y: frame.y)
                overflow.formUnion(own)
            }
            let marginBox = OverflowExtent(minX: frame.x - childBox.margin.left, minY: frame.y - childBox.margin.top,
                                           maxX: frame.maxX + childBox.margin.right, maxY: frame.maxY + childBox.margin.bottom)
            if childStyle.isInFlow && marginBox.maxX > marginBox.minX && marginBox.maxY > marginBox.minY {
                inFlow.formUnion(marginBox)
            }
        }
        // Only a grid container's own tracks: a measured leaf of `display: grid` (a grid given a
        // measure function) has none, whatever an earlier layout noted.
        if styles[Int(node)].display == .grid, !isMeasuredLeaf(node), let tracks = scrollbarState.gridTrackAreas[node] {
            inFlow.formUnion(OverflowExtent(tracks))
        }
        if !inFlow.isEmpty {
            if forward.width { inFlow.maxX += box.padding.right } else { inFlow.minX -= box.padding.left }
            if forward.height { inFlow.maxY += box.padding.bottom } else { inFlow.minY -= box.padding.top }
            overflow.formUnion(inFlow)
        }
        return overflow
    }

    /// The containing block `node` was last laid out in, as its cache keeps it (a grid item's is
    /// its grid area); `otherwise` for a box without a cache, a leaf of no content.
    private func containingBlock(of node: Int32, otherwise fallback: Size<Double?>) -> Size<Double?> {
        let slot = nodes[Int(node)].cacheSlot
        guard slot != LayoutTree.noNode, let input = caches[Int(slot)].cachedInputs.finalLayout else { return fallback }
        return input.parentSize
    }
}

/// A rectangle by its edges, empty (inside out) until something is added: the extent of a box's
/// scrollable overflow.
private struct OverflowExtent {
    var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity

    init() {}

    init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        (self.minX, self.minY, self.maxX, self.maxY) = (minX, minY, maxX, maxY)
    }

    init(_ frame: Rect) { self.init(minX: frame.x, minY: frame.y, maxX: frame.maxX, maxY: frame.maxY) }

    var isEmpty: Bool { minX > maxX }

    mutating func formUnion(_ other: OverflowExtent) {
        (minX, minY, maxX, maxY) = (min(minX, other.minX), min(minY, other.minY), max(maxX, other.maxX), max(maxY, other.maxY))
    }

    mutating func offset(x: Double, y: Double) {
        (minX, minY, maxX, maxY) = (minX + x, minY + y, maxX + x, maxY + y)
    }
}
