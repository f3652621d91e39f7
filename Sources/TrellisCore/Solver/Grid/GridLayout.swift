/// The grid container (`display: grid`, CSS Grid Layout 2): the explicit grid (§7), item
/// placement (§8), the grid sizing algorithm (§11, §12 in GridTrackSizing.swift) and alignment
/// (§10), with absolutely positioned children in the padding box (§9).
extension LayoutModeTree {
    // MARK: §7, §8 The grid

    /// The explicit grid (§7.1, with §7.2.3.2's automatic repetitions in the content size
    /// `content` or between the limits), the placed items (§8.5) and the implicit tracks (§7.6).
    /// `ratioContent` is a content size the aspect ratio gives where `content` has none, which
    /// the repetitions fill and percentages of tracks and gaps resolve against, as a definite
    /// size (CSS Sizing 4 §5.1), though content may grow it.
    mutating func gridSetup(_ node: Int32, _ box: BoxModel, content: Size<Double?>,
                            ratioContent: Size<Double?> = .indefinite) -> GridSetup {
        let style = self.style(of: node)
        let rare = pool.rare(style)
        // A layers container is a grid of one `1fr` cell that every in-flow child occupies,
        // whatever its lines say (Docs/Extensions.md §1): nothing to repeat or to place.
        let isLayers = style.display == .layers
        // A layers container's `normal` is `stretch` (Docs/Extensions.md §1).
        let justifyItems = isLayers && rare.justifyItems.position == .normal ? SelfAlignment.stretch : rare.justifyItems
        let alignItems = isLayers && style.alignItems.position == .normal ? SelfAlignment.stretch : style.alignItems
        // The items in order-modified document order (§8.5, CSS Display 3 `order`), each in
        // the one cell until placed.
        var items = spares.gridItems.take()
        items.reserveCapacity(inFlowChildCount(of: node))
        var isReordered = false
        var child = firstInFlowChild(of: node)
        while child != LayoutTree.noNode {
            let childStyle = self.style(of: child)
            let childRare = pool.rare(childStyle)
            if childRare.order != 0 { isReordered = true }
            items.append(GridItem(node: child, style: childStyle, isOrthogonal: isOrthogonalFlow(child), columns: 0..<1, rows: 0..<1,
                                  justify: childRare.justifySelf.resolved(against: justifyItems),
                                  align: childStyle.alignSelf.resolved(against: alignItems)))
            child = nextInFlowSibling(child)
        }
        if isReordered {
            items = items.enumerated().sorted { (pool.rare($0.element.style).order, $0.offset) < (pool.rare($1.element.style).order, $1.offset) }
                .map(\.element)
        }
        let basis = Size(width: content.width ?? ratioContent.width, height: content.height ?? ratioContent.height)
        let explicitColumns: ExplicitGrid
        let explicitRows: ExplicitGrid
        let columnLines: Range<Int>
        let rowLines: Range<Int>
        if isLayers {
            explicitColumns = .oneFlexibleTrack
            explicitRows = .oneFlexibleTrack
            (columnLines, rowLines) = (0..<1, 0..<1)
        } else {
            let grid = pool.grid(style)
            func explicit(_ axis: Axis) -> ExplicitGrid {
                let inset = box.contentInset[axis]
                let repetitions = ExplicitGrid.automaticRepetitions(
                    // A minimum size above the maximum wins (CSS Sizing 3 §5.2).
                    grid.template(axis), room: basis[axis]
                        ?? box.maxSize[axis].map { max(0, max($0, box.minSize[axis] ?? 0) - inset) },
                    floor: box.minSize[axis].map { max(0, $0 - inset) },
                    gap: pool.resolveOrZero(rare.gap(axis), against: basis[axis]), percentBasis: basis[axis])
                return ExplicitGrid(grid.template(axis), automaticRepetitions: repetitions)
            }
            explicitColumns = explicit(.horizontal)
            explicitRows = explicit(.vertical)
            let placements = items.map { item in
                let itemGrid = pool.grid(item.style)
                return (columns: GridItemPlacement.resolve(itemGrid.columnStart, itemGrid.columnEnd,
                                                           explicitTracks: explicitColumns.tracks.count, names: explicitColumns.lineNames),
                        rows: GridItemPlacement.resolve(itemGrid.rowStart, itemGrid.rowEnd,
                                                        explicitTracks: explicitRows.tracks.count, names: explicitRows.lineNames))
            }
            let placed = GridItemPlacement.place(placements, explicit: Size(width: explicitColumns.tracks.count,
                                                                            height: explicitRows.tracks.count), flow: grid.autoFlow)
            // The areas as indices into the implicit grid's tracks, which start at 0.
            for (index, area) in placed.areas.enumerated() {
                items[index].columns = area.columns.lowerBound - placed.columns.lowerBound..<area.columns.upperBound - placed.columns.lowerBound
                items[index].rows = area.rows.lowerBound - placed.rows.lowerBound..<area.rows.upperBound - placed.rows.lowerBound
            }
            (columnLines, rowLines) = (placed.columns, placed.rows)
        }
        // The tracks are read from the placed grid, a constant, and given to a new setup: a
        // setup read while they are stored into it would be copied whole.
        let placed = GridSetup(items: items, columns: GridTrackSizing(tracks: [], gap: 0), rows: GridTrackSizing(tracks: [], gap: 0),
                               explicitColumns: explicitColumns, explicitRows: explicitRows,
                               columnLines: columnLines, rowLines: rowLines, isRTL: isRTL(node))
        return GridSetup(items: items, columns: gridTracks(node, placed, .horizontal, basis: basis.width),
                         rows: gridTracks(node, placed, .vertical, basis: basis.height),
                         explicitColumns: explicitColumns, explicitRows: explicitRows,
                         columnLines: columnLines, rowLines: rowLines, isRTL: placed.isRTL)
    }

    /// The tracks of the implicit grid on `axis` with their sizing functions, percentages of
    /// `basis` (§7.2.1): the explicit tracks, and implicit ones cycling through `grid-auto-*`,
    /// backwards before the explicit grid (§7.6); `auto-fit` tracks no item occupies collapse
    /// (§7.2.3.2).
    mutating func gridTracks(_ node: Int32, _ setup: GridSetup, _ axis: Axis, basis: Double?) -> GridTrackSizing {
        var tracks = spares.gridTracks.take()
        // A layers container's column or row: one `1fr` track, `minmax(auto, 1fr)`, which has no
        // gutters and resolves no percentage (Docs/Extensions.md §1).
        if self.style(of: node).display == .layers {
            tracks.append(GridTrackSizing.Track(minimum: .auto, maximum: .flex(1)))
            return GridTrackSizing(tracks: tracks, gap: 0)
        }
        let explicitGrid = axis == .horizontal ? setup.explicitColumns : setup.explicitRows
        let lines = axis == .horizontal ? setup.columnLines : setup.rowLines
        // Read once an implicit track needs it (never in a layers container).
        var automatic: [GridTrack] = []
        var sizing = GridTrackSizing(tracks: tracks, gap: pool.resolveOrZero(pool.rare(self.style(of: node)).gap(axis), against: basis))
        sizing.tracks.reserveCapacity(lines.count)
        for line in lines {
            let size: GridTrack
            if line >= 0 && line < explicitGrid.tracks.count {
                size = explicitGrid.tracks[line]
            } else {
                let offset = line >= 0 ? line - explicitGrid.tracks.count : line
                if automatic.isEmpty { automatic = pool.grid(self.style(of: node)).autoTracks(axis) }
                let count = automatic.count
                size = automatic[((offset % count) + count) % count]
            }
            var track = GridTrackSizing.Track(size, basis: basis)
            if explicitGrid.autoFitTracks.contains(line) {
                let index = line - lines.lowerBound
                track.isCollapsed = !setup.items.contains { $0.tracks(axis).contains(index) }
            }
            sizing.tracks.append(track)
        }
        return sizing
    }

    // MARK: §11.5 Item contributions

    /// The contributions of every item on `axis` (§11.5 via §12.4): for columns, the
    /// min-content and max-content widths; for rows, the height at the width the sized columns
    /// give the item. `columns` is `nil` while the columns are being sized, and given once they
    /// are sized and aligned (`setup.columnStarts`); `rowsAreSized` says
    /// the rows are known, for §11.1 step 3; `contentHeight` is the container's definite
    /// content height, if any. Without `readsMaxContent` (the tracks' sizing reads none,
    /// `GridTrackSizing.readsMaxContentContributions`), an item's max-content width is not
    /// asked for, and its min-content width stands in.
    ///
    /// Each baseline-aligned item also gets its baseline shim (§12.4 step 1 via CSS Box
    /// Alignment 3 §9.3), which its contributions include: the space before it that lines its
    /// baseline up with the farthest one of its baseline-sharing group (`nil` outside groups).
    mutating func gridContributions(_ setup: GridSetup, _ axis: Axis, columns: GridTrackSizing?, contentHeight: Double?,
                                    rowsAreSized: Bool = false, readsMaxContent: Bool = true)
        -> (items: [GridTrackSizing.Item], baselineShims: [Double?]) {
        let tracks = setup.tracks(axis)
        var contributions = spares.gridContributions.take()
        contributions.reserveCapacity(setup.items.count)
        // Each item's baseline distance and group, made at the first item with a distance:
        // most grids have none.
        var baselines: [Double?] = []
        var groups: [Int] = []
        for (index, item) in setup.items.enumerated() {
            let span = item.tracks(axis)
            var distance: Double?
            let group: Int
            // Percentages of the item's margins resolve against its area's width once known.
            let areaWidth = columns.map { Self.trackEnd($0, setup.columnStarts, item.columns) - setup.columnStarts[item.columns.lowerBound] }
            let box = BoxModel(item.style, pool, containingBlock: Size(width: areaWidth, height: nil))
            var minContent: Double
            var maxContent: Double
            if axis == .horizontal {
                // §11.1 step 1: the item's area is as tall as its rows where each has a definite
                // max function (else indefinite); in step 3, as its sized rows. An item that would
                // stretch there takes its width from that height, an aspect ratio included.
                var areaHeight = rowsAreSized ? Self.areaSize(setup.rows, item.rows) : Self.definiteAreaSize(setup.rows, item.rows)
                // A lone flexible row fills a definite height; Chrome stretches an item there while
                // sizing the columns only when it says `stretch` (a layers cell,
                // layers_ratio_child_stretched_height_gives_width), not for `normal`.
                if areaHeight == nil && item.align.position == .stretch { areaHeight = Self.loneFlexibleRowHeight(setup.rows, contentHeight) }
                let stretchedHeight = areaHeight.flatMap { gridItemStretches(item, box, .vertical, ignoringAspectRatio: true) ? $0 : nil }
                let containingBlock = Size<Double?>(width: nil, height: areaHeight)
                minContent = intrinsicWidthContribution(item.node, .minContent, containingBlock: containingBlock, stretchedHeight: stretchedHeight)
                maxContent = readsMaxContent
                    ? intrinsicWidthContribution(item.node, .maxContent, containingBlock: containingBlock, stretchedHeight: stretchedHeight)
                    : minContent
                // Chrome sizes an item whose baseline lies across its width from its alignment
                // edge at its min-content width (probed: rtl, justify-self baseline, text 20 wide, not 60).
                let baselineDistance = justifyBaselineDistance(
                    item, box, width: max(box.size.width ?? max(0, minContent - box.marginSum.width), box.paddingBorder.width),
                    columns: tracks, containerRTL: setup.isRTL)
                if baselineDistance != nil && item.style.width.isAuto && Self.justifyBaselineSpansWidth(item, containerRTL: setup.isRTL) {
                    maxContent = minContent
                }
                distance = baselineDistance
                group = Self.justifyBaselineGroup(item, containerRTL: setup.isRTL)
            } else {
                let definiteAreaHeight = Self.definiteAreaSize(setup.rows, item.rows)
                let width = gridItemWidth(item, areaWidth: areaWidth ?? 0,
                                          areaHeight: definiteAreaHeight ?? Self.loneFlexibleRowHeight(setup.rows, contentHeight))
                // A baseline-aligned item is laid out, as measuring gives no baseline (as flexbox does).
                // Auto margins on the block axis take the item out of its baseline group (Box Alignment §9.2).
                let isBaselineAligned = Self.sharesBaseline(item, box)
                // In fixed rows, which its contributions do not size, its percentages resolve against
                // them as in its final layout, since its baseline lies where they put it (§10.6).
                let inFixedRows = item.rows.allSatisfy { index in
                    if case .fixed = setup.rows.tracks[index].minimum, case .fixed = setup.rows.tracks[index].maximum { return true }
                    return false
                }
                // An item aligned in its area, or the only item while the grid's height is
                // automatic (a layers cell), will probably be laid out at the height it finds: it
                // may then be laid out at once (`computeLikelyFinalSize`). (A grid counts as
                // reading its own height, which rules that out; a layers container does not.)
                let keepsHeight = item.align.position != .stretch && item.align.position != .normal
                    || setup.items.count == 1 && contentHeight == nil
                let output = computeLayout(item.node, LayoutInput(
                    knownSize: Size(width: width, height: nil),
                    parentSize: Size(width: areaWidth, height: isBaselineAligned && inFixedRows ? definiteAreaHeight : nil),
                    availableSpace: Size(width: .definite(width), height: .maxContent),
                    sizingMode: .inherentSize,
                    runMode: isBaselineAligned ? .performLayout : keepsHeight ? .computeLikelyFinalSize : .computeSize))
                // A box without a baseline has one synthesized from its border box's bottom edge,
                // unless that makes the alignment cyclic (`baselineIsCyclic`).
                let alignsLast = item.align.position == .lastBaseline
                if isBaselineAligned && alignsLast {
                    // The items of a last-baseline group line up across their end row's end edge
                    // (Box Alignment 3 §9.3), their distances measured from the margin box's bottom.
                    let last = lastBaseline(of: item.node, size: output.size, containingBlock: Size(width: areaWidth, height: nil))
                    if last != nil || !baselineIsCyclic(item, .vertical, tracks) {
                        distance = box.margin.bottom + output.size.height - (last ?? output.size.height)
                    }
                } else if isBaselineAligned && (output.firstBaseline != nil || !baselineIsCyclic(item, .vertical, tracks)) {
                    distance = box.margin.top + (output.firstBaseline ?? output.size.height)
                }
                group = alignsLast ? -1 - item.rows.upperBound : item.rows.lowerBound
                maxContent = output.size.height + box.marginSum.height
                minContent = maxContent
                // An orthogonal item's height is its inline size, whose min-content size is its
                // own (CSS Sizing 3 §5.2, Writing Modes 4 §7.3): its longest word for vertical text.
                if item.isOrthogonal {
                    minContent = computeLayout(item.node, LayoutInput(
                        knownSize: Size(width: width, height: nil), parentSize: Size(width: areaWidth, height: nil),
                        availableSpace: Size(width: .definite(width), height: .minContent),
                        sizingMode: .inherentSize, runMode: .computeSize)).size.height + box.marginSum.height
                }
            }
            // §6.6 and §11.5: the minimum contribution. A definite preferred size makes it the
            // min-content contribution; else the used minimum size stands in for the size.
            var minimum = minContent
            var limitsUnderIntrinsicConstraint = true
            let preferred = item.style.size(axis)
            // `min-content` and `max-content` do not behave as `auto`: the contribution is the minimum too.
            let isContentKeyword = preferred.kind == .minContent || preferred.kind == .maxContent
            if !isContentKeyword && (box.size[axis] == nil || preferred.kind == .percent || preferred.kind == .pooledPercent) {
                if let specified = box.minSize[axis] {
                    // A border box is never smaller than its padding and border.
                    minimum = max(specified, box.paddingBorder[axis]) + box.marginSum[axis]
                    limitsUnderIntrinsicConstraint = false
                } else if !item.style.isScrollContainer && automaticMinimumApplies(tracks, span) {
                    // The content-based minimum, clamped by fixed max track functions (§6.6).
                    var fixedSum = 0.0
                    var allFixed = true
                    for index in span {
                        if case .fixed(let value) = tracks.tracks[index].maximum { fixedSum += value } else { allFixed = false }
                    }
                    // Never below the padding and border, which no used size goes under.
                    if allFixed {
                        minimum = max(min(minimum, fixedSum + tracks.gap * Double(span.count - 1)),
                                      box.paddingBorder[axis] + box.marginSum[axis])
                    }
                } else {
                    minimum = box.marginSum[axis] + box.paddingBorder[axis]
                    limitsUnderIntrinsicConstraint = false
                }
            }
            contributions.append(GridTrackSizing.Item(tracks: span, minimum: minimum, minContent: minContent,
                                                      maxContent: max(maxContent, minContent),
                                                      limitsUnderIntrinsicConstraint: limitsUnderIntrinsicConstraint))
            if let distance {
                if baselines.isEmpty {
                    baselines = [Double?](repeating: nil, count: setup.items.count)
                    groups = [Int](repeating: 0, count: setup.items.count)
                }
                baselines[index] = distance
                groups[index] = group
            }
        }
        guard !baselines.isEmpty else { return (contributions, []) }
        let shims = Self.baselineShims(baselines, groups: groups)
        for (index, shim) in shims.enumerated() {
            guard let shim else { continue }
            // A minimum contribution the content does not give (a minimum size, none across flexible tracks) has no shim.
            if contributions[index].limitsUnderIntrinsicConstraint { contributions[index].minimum += shim }
            contributions[index].minContent += shim
            contributions[index].maxContent += shim
        }
        return (contributions, shims)
    }

    /// The baseline shims of baseline-sharing groups (CSS Box Alignment 3 §9.3): an item whose
    /// baseline lies `distances[i]` from its margin box's alignment edge gets the space that
    /// lines it up with the farthest baseline among the items of equal `groups[i]`; `nil` for an
    /// item without a distance.
    static func baselineShims(_ distances: [Double?], groups: [Int]) -> [Double?] {
        var order = distances.indices.filter { distances[$0] != nil }
        order.sort { groups[$0] < groups[$1] || groups[$0] == groups[$1] && $0 < $1 }
        var shims = [Double?](repeating: nil, count: distances.count)
        var start = 0
        while start < order.count {
            var end = start
            var farthest = -Double.infinity
            while end < order.count && groups[order[end]] == groups[order[start]] {
                farthest = max(farthest, distances[order[end]] ?? 0)
                end += 1
            }
            for index in order[start..<end] { shims[index] = farthest - (distances[index] ?? 0) }
            start = end
        }
        return shims
    }

    /// The distance from the margin edge an item justified to a baseline aligns at, its
    /// flow-start edge (flow-end for the last baseline set), to that baseline; `nil` for other
    /// items, items with an auto margin in the row axis, and items whose synthesized baseline
    /// would make the alignment cyclic (`baselineIsCyclic`) (§10.6). A box here has no baseline
    /// across the inline axis, so Chrome synthesizes it from the left border edge in either
    /// direction (Box Alignment 3 §9.1), except vertical text, whose lines have their central
    /// baseline there (Writing Modes 4 §4.2): the first line's, or the last's, which lie a
    /// half line in from its content box's left and right edges.
    mutating func justifyBaselineDistance(_ item: GridItem, _ box: BoxModel, width: Double, columns: GridTrackSizing,
                                          containerRTL: Bool) -> Double? {
        let position = item.justify.position
        guard position == .baseline || position == .lastBaseline,
              !box.marginIsAuto.left, !box.marginIsAuto.right,
              item.isOrthogonal || !baselineIsCyclic(item, .horizontal, columns) else { return nil }
        var fromLeft = 0.0
        if item.isOrthogonal {
            // A line is as thick as the content's width on one unbroken line.
            let halfLine = intrinsicContentWidth(item.node, .maxContent, readUpTo: .infinity) / 2
            fromLeft = box.border.left + box.padding.left
                + (position == .baseline ? halfLine : max(halfLine, width - box.contentInset.width - halfLine))
        }
        return Self.justifyBaselineSpansWidth(item, containerRTL: containerRTL)
            ? box.margin.right + width - fromLeft : box.margin.left + fromLeft
    }

    /// Whether an item justified to a baseline takes part in the last baseline alignment of its
    /// column, at its flow-end edge: `last baseline`, or, for vertical text in a right-to-left
    /// grid, whose block flow runs opposite to the grid's inline axis, `baseline` (Box
    /// Alignment 3 §9.1 swaps the baseline sets; Chrome aligns it at the left).
    static func justifyBaselineIsLast(_ item: GridItem, containerRTL: Bool) -> Bool {
        (item.justify.position == .lastBaseline) != (item.isOrthogonal && containerRTL)
    }

    /// Whether an item justified to a baseline aligns at its right margin edge, so that its
    /// baseline lies across its width: first baseline right to left, last baseline left to right.
    static func justifyBaselineSpansWidth(_ item: GridItem, containerRTL: Bool) -> Bool {
        justifyBaselineIsLast(item, containerRTL: containerRTL) != containerRTL
    }

    /// The baseline-sharing group of an item justified to a baseline: the items of its start
    /// column for the first baseline, of its end column for the last (§10.6).
    static func justifyBaselineGroup(_ item: GridItem, containerRTL: Bool) -> Int {
        justifyBaselineIsLast(item, containerRTL: containerRTL) ? -1 - item.columns.upperBound : item.columns.lowerBound
    }

    /// Whether any item's widths may change once its area has a height
    /// (``widthsMayDependOnAreaHeight(_:)``). A loop, not `contains(where:)`, whose closure
    /// would capture, and so copy, the whole tree.
    private mutating func someItemWidthsMayDependOnAreaHeight(_ setup: GridSetup) -> Bool {
        for item in setup.items where widthsMayDependOnAreaHeight(item.node) { return true }
        return false
    }

    /// Whether an item's widths may change once its area has a height (§11.1 step 3): it has an
    /// aspect ratio, or a height, minimum or maximum height relative to its containing block, or
    /// an in-flow child has the latter, or an aspect ratio that the item's height reaches: a
    /// single-line row stretches its items to it (`stretchedRowContentWidth`), a column does
    /// not. Other items keep their step 1 contributions, which spares the grid's intrinsic width
    /// a pass over the rows, and its layout step 3's pass over the items.
    private mutating func widthsMayDependOnAreaHeight(_ node: Int32) -> Bool {
        if refersToContainerHeight(node, ratioCounts: true) { return true }
        let style = self.style(of: node)
        let stretchesChildrenToItsHeight = style.display != .flex || style.flexDirection.isRow && !style.flexWrap.wraps
        var child = firstInFlowChild(of: node)
        while child != LayoutTree.noNode {
            if refersToContainerHeight(child, ratioCounts: stretchesChildrenToItsHeight) { return true }
            child = nextInFlowSibling(child)
        }
        return false
    }

    /// Whether a box's width may follow the height of the box that contains it: a height or
    /// height limit relative to it, vertical text, whose lines wrap in it (CSS Writing Modes 4
    /// §7.3), or, where `ratioCounts`, an aspect ratio.
    /// (`mutating` though it only reads: see `preferredHeight`.)
    private mutating func refersToContainerHeight(_ node: Int32, ratioCounts: Bool) -> Bool {
        let style = self.style(of: node)
        return ratioCounts && pool.rare(style).aspectRatio != nil || sizeIsRelative(style, .vertical) || isOrthogonalFlow(node)
    }

    /// Whether a box's size, minimum or maximum size on `axis` is relative to its containing
    /// block's (a percentage, or a calc() that may hold one).
    @inline(__always)
    private func sizeIsRelative(_ style: NodeStyle, _ axis: Axis) -> Bool {
        let rare = pool.rare(style)
        func isRelative(_ length: StoredLength) -> Bool {
            length.kind == .percent || length.kind == .pooledPercent || length.isCalc
        }
        return isRelative(style.size(axis)) || isRelative(rare.minSize(axis)) || isRelative(rare.maxSize(axis))
    }

    /// Whether an item's automatic minimum size is content-based (§6.6): it spans a track
    /// whose min function is `auto`, and no flexible track if it spans more than one.
    private func automaticMinimumApplies(_ tracks: GridTrackSizing, _ span: Range<Int>) -> Bool {
        var hasAutoMinimum = false
        for index in span {
            if tracks.tracks[index].minimum == .auto { hasAutoMinimum = true }
            if span.count > 1 && tracks.tracks[index].flexFactor != nil { return false }
        }
        return hasAutoMinimum
    }

    /// The size of the area `span` covers: its tracks and the gutters between them.
    static func areaSize(_ tracks: GridTrackSizing, _ span: Range<Int>) -> Double {
        var size = 0.0
        var count = 0
        for index in span where !tracks.tracks[index].isCollapsed {
            size += tracks.tracks[index].base
            count += 1
        }
        return size + tracks.gap * Double(max(0, count - 1))
    }

    /// The height of a grid's one row when it is flexible and the grid's content height
    /// `contentHeight` is definite (a layers container's cell), else `nil`.
    static func loneFlexibleRowHeight(_ rows: GridTrackSizing, _ contentHeight: Double?) -> Double? {
        rows.tracks.count == 1 && rows.tracks[0].flexFactor != nil ? contentHeight : nil
    }

    /// The size of the area `span` covers when every track in it has a definite max function
    /// (§11.1 step 1's estimate of the other axis), else `nil`.
    static func definiteAreaSize(_ tracks: GridTrackSizing, _ span: Range<Int>) -> Double? {
        var size = 0.0
        var count = 0
        for index in span where !tracks.tracks[index].isCollapsed {
            guard case .fixed(let value) = tracks.tracks[index].maximum else { return nil }
            size += value
            count += 1
        }
        return size + tracks.gap * Double(max(0, count - 1))
    }

    /// The border-box height an item stretches to in an area `areaHeight` tall, `nil` if it does
    /// not stretch (§10.4, §6.2).
    private func gridItemStretchedHeight(_ item: GridItem, _ box: BoxModel, areaHeight: Double) -> Double? {
        gridItemStretches(item, box, .vertical) && !gridItemWidthFollowsAreaHeight(item, box)
            ? box.clamp(areaHeight - box.marginSum.height, .vertical) : nil
    }

    /// Whether an item of `normal` block alignment with an aspect ratio and neither a width nor a
    /// stretched one takes its width from its area's height through the ratio, and its height
    /// from that width in turn (§6.2, CSS Sizing 4 §5.1): the area's height is an automatic size
    /// there, so the width knows no automatic minimum and a minimum width makes the item taller
    /// (Chrome: 10×20 for text 30 wide in a 20 px row, 50×100 for `min-width: 50px`).
    private func gridItemWidthFollowsAreaHeight(_ item: GridItem, _ box: BoxModel) -> Bool {
        item.align.position == .normal && box.aspectRatio != nil && gridItemStretches(item, box, .vertical)
    }

    /// An item's border-box width in an area `areaWidth` wide (§10.3, §6.2): stretched when
    /// it stretches, else its fit-content width there, or the width an aspect ratio gives from
    /// the border-box height `stretchedHeight` it is stretched to.
    private mutating func gridItemWidth(_ item: GridItem, areaWidth: Double, areaHeight: Double?,
                                        stretchedHeight: Double? = nil) -> Double {
        let box = BoxModel(item.style, pool, containingBlock: Size(width: areaWidth, height: areaHeight))
        // With `justify-self: normal`, a ratio item that an explicit `align-self: stretch` gives
        // a known height is sized as a block-level box (§6.2): its width comes from that height
        // through the ratio, within its automatic minimum (CSS Sizing 4 §5.1;
        // grid_ratio_item_normal_width_from_stretched_height).
        let widthFromStretchedHeight = stretchedHeight != nil && box.aspectRatio != nil
            && item.justify.position == .normal && item.align.position == .stretch
        // A ratio item that would fill its area's height but for its ratio has its content
        // keyword widths from that height through the ratio (CSS Sizing 4 §5.1; Chrome:
        // `max-width: min-content` at ratio 0.5 in a 15 px row is 7.5; grid_ratio_item_max_width_keyword_from_area_height).
        var keywordHeight = stretchedHeight
        if keywordHeight == nil, box.aspectRatio != nil, let areaHeight, gridItemStretches(item, box, .vertical, ignoringAspectRatio: true) {
            keywordHeight = areaHeight - box.marginSum.height
        }
        if !widthFromStretchedHeight && gridItemStretches(item, box, .horizontal) {
            // Within the limits a height limit gives it through an aspect ratio (CSS Sizing 4 §5.1);
            // with a height of its own or stretched, only the minimum transfers, as in Chrome
            // (layers_ratio_child_min_height_gives_width, layers_ratio_child_own_height_stretched_width_ignores_transferred_max).
            let stretched = areaWidth - box.marginSum.width
            let heightIsGiven = box.size.height != nil || gridItemStretches(item, box, .vertical)
            return clampWidth(item.node, box, heightIsGiven
                ? max(stretched, box.transferredLimits(.horizontal).min ?? 0) : box.clampTransferred(stretched, .horizontal),
                usedHeight: keywordHeight)
        }
        if let areaHeight, gridItemWidthFollowsAreaHeight(item, box),
           let transferred = box.ratioTransfer(areaHeight - box.marginSum.height, from: .vertical) {
            return clampWidth(item.node, box, box.clampTransferred(transferred, .horizontal), usedHeight: keywordHeight)
        }
        // Stretched to its area's height, an item lays its content out there (a row's ratio
        // items, a wrapping column's lines; Flexbox §9.8), which its cached content widths,
        // measured at its automatic height, do not know: its fit-content width (CSS Sizing 3
        // §5.2) comes from its content widths at that height (grid_ratio_child_of_stretched_row_item_fit_content_width).
        if let stretchedHeight, item.style.width.isAuto, box.aspectRatio == nil, !item.isOrthogonal,
           let maxContent = contentWidthAtParentHeight(item.node, .maxContent, box, containingBlock: Size(width: areaWidth, height: areaHeight),
                                                       stretchedHeight: stretchedHeight) {
            let inset = box.contentInset.width
            let minContent = contentWidthAtParentHeight(item.node, .minContent, box, containingBlock: Size(width: areaWidth, height: areaHeight),
                                                        stretchedHeight: stretchedHeight).map { $0 + inset }
                ?? intrinsicWidth(item.node, .minContent, box)
            let fitContent = min(maxContent + inset, max(minContent, areaWidth - box.marginSum.width))
            return clampWidth(item.node, box, box.clampTransferred(fitContent, .horizontal))
        }
        // The area's height is the available height, the inline size vertical text wraps its
        // lines in (CSS Writing Modes 4 §7.3).
        return resolveBorderBoxWidth(item.node, box, LayoutInput(
            knownSize: Size(width: nil, height: stretchedHeight), parentSize: Size(width: areaWidth, height: areaHeight),
            availableSpace: Size(width: .definite(areaWidth), height: areaHeight.map { .definite($0) } ?? .maxContent),
            sizingMode: .inherentSize, runMode: .computeSize))
    }

    /// Whether an item fills its area on `axis` (§10.3, §6.2): `stretch` or `normal` (every item
    /// here is non-replaced), with an automatic size and no auto margin there. With `normal`, an
    /// item with an aspect ratio whose width is definite or stretched takes its height from its
    /// width instead (grid_aspect_ratio_fill_child_min_height), except while the columns are
    /// sized (`ignoringAspectRatio`), and one with a definite height its width (grid_s4_0730);
    /// an explicit `stretch` stretches it on both axes (layers_ratio_child_both_axes_stretched_ignores_ratio).
    private func gridItemStretches(_ item: GridItem, _ box: BoxModel, _ axis: Axis, ignoringAspectRatio: Bool = false) -> Bool {
        let alignment = item.alignment(axis)
        guard alignment.position == .stretch || alignment.position == .normal else { return false }
        if alignment.position == .normal && box.aspectRatio != nil {
            if axis == .vertical && !ignoringAspectRatio
                && (box.size.width != nil || gridItemStretches(item, box, .horizontal)) { return false }
            if axis == .horizontal && box.size.height != nil { return false }
        }
        return item.style.size(axis).isAuto && !box.marginIsAuto.start(axis) && !box.marginIsAuto.end(axis)
    }

    /// Whether an item takes part in its row's baseline alignment (§10.6): `align-self:
    /// baseline` or `last baseline` without an auto margin on the block axis.
    private static func sharesBaseline(_ item: GridItem, _ box: BoxModel) -> Bool {
        (item.align.position == .baseline || item.align.position == .lastBaseline)
            && !box.marginIsAuto.top && !box.marginIsAuto.bottom
    }

    /// Whether aligning an item by a baseline synthesized from its border box on `axis` would be
    /// cyclic (§10.6): its size, minimum or maximum size there is relative to its area, and it
    /// spans an intrinsically sized or flexible track of `tracks`, whose size depends on that
    /// alignment. Such an item takes its fallback alignment instead, as Chrome does also in a
    /// definite size.
    private func baselineIsCyclic(_ item: GridItem, _ axis: Axis, _ tracks: GridTrackSizing) -> Bool {
        sizeIsRelative(item.style, axis) && item.tracks(axis).contains { tracks.tracks[$0].minimum.isIntrinsic
            || tracks.tracks[$0].maximum.isIntrinsic || tracks.tracks[$0].flexFactor != nil }
    }

    // MARK: §11 Grid sizing algorithm

    /// The grid container's min-content or max-content content width (Grid §5.2 via §11.1), as
    /// `kind` asks, and the other one when the same contributions give it: the items are asked
    /// for their max-content widths only where sizing under the constraint reads them
    /// (`readsMaxContentContributions`), and contributions that hold both of each item's
    /// widths, or all that the other constraint reads, serve it for one more sizing of the
    /// tracks rather than a second setup and pass over the items.
    mutating func gridIntrinsicWidths(_ node: Int32, _ kind: IntrinsicSizeKind) -> (asked: Double, other: Double?) {
        let box = BoxModel(self.style(of: node), pool, containingBlock: .indefinite)
        let outerHeight = box.size.height.map { box.clamp($0, .vertical) }
        // A definite height is the rows' percentage basis there too (§7.2.1; grid_ratio_item_percent_row_definite_height_intrinsic_width).
        let contentHeight = outerHeight.map { max(0, $0 - box.contentInset.height) }
        var setup = gridSetup(node, box, content: Size(width: nil, height: contentHeight))
        let (asked, other): (GridTrackSizing.Room, GridTrackSizing.Room) = kind == .minContent
            ? (.minContent, .maxContent) : (.maxContent, .minContent)
        let readsMaxContent = setup.columns.readsMaxContentContributions(in: asked)
        var items = gridContributions(setup, .horizontal, columns: nil, contentHeight: contentHeight, readsMaxContent: readsMaxContent).items
        defer {
            spares.gridContributions.giveBack(&items)
            giveBack(&setup)
        }
        let followsRows = someItemWidthsMayDependOnAreaHeight(setup)
        let askedWidth = gridIntrinsicWidth(node, setup, box, items, asked, followsRows: followsRows, readsMaxContent: readsMaxContent)
        guard readsMaxContent || !setup.columns.readsMaxContentContributions(in: other) else { return (askedWidth, nil) }
        return (askedWidth, gridIntrinsicWidth(node, setup, box, items, other, followsRows: followsRows, readsMaxContent: readsMaxContent))
    }

    /// Keeps the working arrays of a setup nothing else holds for the next grid run
    /// (`LayoutSpares`), leaving it empty.
    private mutating func giveBack(_ setup: inout GridSetup) {
        spares.gridItems.giveBack(&setup.items)
        spares.gridTracks.giveBack(&setup.columns.tracks)
        spares.gridTracks.giveBack(&setup.rows.tracks)
    }

    /// The grid's content width under a min- or max-content `constraint`, given its items'
    /// column contributions: its columns sized under it, then, if an item's widths may follow
    /// its area's height (`followsRows`), the rows (step 2), and the columns again when the rows
    /// change an item's contributions (step 3: an aspect ratio or a percentage height against
    /// its area's height; grid_ratio_item_spanning_rows_intrinsic_width_after_rows).
    private mutating func gridIntrinsicWidth(_ node: Int32, _ setup: GridSetup, _ box: BoxModel, _ items: [GridTrackSizing.Item],
                                             _ constraint: GridTrackSizing.Room, followsRows: Bool, readsMaxContent: Bool) -> Double {
        // The columns alone are copied until the rows are needed, into a spare.
        var columns = GridTrackSizing(tracks: spares.gridTracks.take(), gap: setup.columns.gap)
        columns.tracks.append(contentsOf: setup.columns.tracks)
        columns.run(items, available: constraint, minimumSize: nil, maximumSize: nil, stretchesAutoTracks: false)
        guard followsRows else {
            defer { spares.gridTracks.giveBack(&columns.tracks) }
            return columns.usedSize
        }
        var setup = setup
        setup.columns = columns
        let outerHeight = box.size.height.map { box.clamp($0, .vertical) }
        let contentHeight = outerHeight.map { max(0, $0 - box.contentInset.height) }
        let innerWidth = setup.columns.usedSize
        setup.columnStarts = Self.trackStarts(setup.columns, room: innerWidth, alignment: .normal)
        // The rows are sized once under the constraint: percentage rows and gaps of an automatic
        // height stay `auto` and 0 there (§7.2.1, as Chrome; grid_ratio_item_percent_row_intrinsic_width).
        _ = sizeGridRows(node, &setup, box, innerWidth: innerWidth, outerHeight: outerHeight, ratioMinimum: nil, inherent: true,
                         resolvesPercentages: false)
        var resizedItems = gridContributions(setup, .horizontal, columns: nil, contentHeight: contentHeight, rowsAreSized: true,
                                             readsMaxContent: readsMaxContent).items
        if resizedItems != items {
            setup.columns = gridTracks(node, setup, .horizontal, basis: nil)
            setup.columns.run(resizedItems, available: constraint, minimumSize: nil, maximumSize: nil, stretchesAutoTracks: false)
        }
        spares.gridContributions.giveBack(&resizedItems)
        return setup.columns.usedSize
    }

    mutating func computeGridLayout(_ node: Int32, _ input: LayoutInput) -> LayoutOutput {
        let style = self.style(of: node)
        let sizing = containerSizeBeforeLayout(node, input)
        let box = sizing.box, outerWidth = sizing.outerWidth, outerHeight = sizing.outerHeight
        let inherent = input.sizingMode == .inherentSize
        let limitsByContent = inherent && input.knownSize.height == nil && hasContentKeywordHeightLimits(node)
        if input.runMode != .performLayout, let outerHeight, !limitsByContent {
            return LayoutOutput(size: Size(width: outerWidth, height: outerHeight), firstBaseline: nil)
        }
        let inset = box.contentInset
        let innerWidth = max(0, outerWidth - inset.width)
        // A height the parent fixed without making it definite (a flex item's content-based
        // cross size) leaves the rows automatic; the box still takes it.
        let heightIsDefinite = input.knownSize.height == nil || input.knownHeightIsDefinite
            || box.size.height.map { box.clamp($0, .vertical) } == input.knownSize.height
            || setHeightIsLimitedByContent(node, box)
            // A height the aspect ratio gives from the width is definite (CSS Sizing 4 §5.1).
            || box.size.height == nil && box.ratioTransfer(outerWidth, from: .horizontal).map { box.clamp($0, .vertical) } == input.knownSize.height
        let rowsOuterHeight = heightIsDefinite ? outerHeight : nil
        let definiteHeight = rowsOuterHeight.map { max(0, $0 - inset.height) }
        var setup = gridSetup(node, box, content: Size(width: innerWidth, height: definiteHeight),
                              ratioContent: Size(width: nil, height: sizing.ratioMinimum.map { max(0, $0 - inset.height) }))
        defer { giveBack(&setup) }

        // §11.1 step 1: the columns, in the container's content width, and their alignment,
        // which step 2 reads (a spanning item's area takes the space it distributes).
        // A layers container's cell ignores the content alignment (Docs/Extensions.md §1).
        let isLayers = style.display == .layers
        let justifyContent = isLayers ? ContentAlignment.normal : style.justifyContent
        let stretchesAutoColumns = style.justifyContent.position == .normal || style.justifyContent.position == .stretch
        let readsMaxContent = setup.columns.readsMaxContentContributions(in: .definite(innerWidth))
        var columnItems = gridContributions(setup, .horizontal, columns: nil, contentHeight: definiteHeight, readsMaxContent: readsMaxContent).items
        setup.columns.run(columnItems, available: .definite(innerWidth), minimumSize: nil, maximumSize: nil,
                          stretchesAutoTracks: stretchesAutoColumns)
        setup.columnStarts = Self.trackStarts(setup.columns, room: innerWidth, alignment: justifyContent)
        // Step 2: the rows.
        var rows = sizeGridRows(node, &setup, box, innerWidth: innerWidth, outerHeight: rowsOuterHeight, ratioMinimum: sizing.ratioMinimum, inherent: inherent)
        // Step 3: once the rows are known, an item's area has a height, which may change its
        // column contributions (an aspect ratio, vertical text); if any changes, the columns are
        // sized again, once, and then the rows (step 4). Items whose widths cannot depend on
        // their area's height keep their contributions: no pass over them then.
        if someItemWidthsMayDependOnAreaHeight(setup) {
            var resizedColumnItems = gridContributions(setup, .horizontal, columns: nil, contentHeight: definiteHeight, rowsAreSized: true,
                                                       readsMaxContent: readsMaxContent).items
            if resizedColumnItems != columnItems {
                setup.columns = gridTracks(node, setup, .horizontal, basis: innerWidth)
                setup.columns.run(resizedColumnItems, available: .definite(innerWidth), minimumSize: nil, maximumSize: nil,
                                  stretchesAutoTracks: stretchesAutoColumns)
                setup.columnStarts = Self.trackStarts(setup.columns, room: innerWidth, alignment: justifyContent)
                // An automatic height stays the one the first rows gave: Chrome re-sizes the rows in
                // it, as definite (grid_ratio_item_percent_height_auto_column).
                let resizedOuterHeight = rowsOuterHeight ?? rows.borderBoxHeight
                setup.rows = gridTracks(node, setup, .vertical, basis: max(0, resizedOuterHeight - inset.height))
                rows = sizeGridRows(node, &setup, box, innerWidth: innerWidth, outerHeight: resizedOuterHeight,
                                    ratioMinimum: sizing.ratioMinimum, inherent: inherent)
            }
            spares.gridContributions.giveBack(&resizedColumnItems)
        }
        spares.gridContributions.giveBack(&columnItems)
        let (rowsBorderBoxHeight, _, baselineShims) = rows
        if limitsByContent, let outerHeight {
            // `min-content`, `max-content` or `fit-content` as a height limit: Chrome resolves all
            // three to the rows' extent at the box's height, as for flexbox.
            // With an aspect ratio, the height it gives from the width (CSS Sizing 4 §5.1).
            let extent = box.ratioTransfer(outerWidth, from: .horizontal) ?? setup.rows.usedSize + inset.height
            let limited = max(heightLimitedByContentKeywords(node, box, outerHeight, contentExtent: extent),
                              box.paddingBorder.height)
            if limited != outerHeight {
                var atLimit = input
                atLimit.knownSize = Size(width: outerWidth, height: limited)
                atLimit.knownHeightIsDefinite = true
                return computeLayout(node, atLimit)
            }
        }
        let borderBoxHeight = outerHeight ?? rowsBorderBoxHeight
        let innerHeight = max(0, borderBoxHeight - inset.height)
        let outerSize = Size(width: outerWidth, height: borderBoxHeight)
        guard input.runMode == .performLayout else {
            return LayoutOutput(size: outerSize, firstBaseline: nil)
        }

        // §10.5: the tracks' offsets, with justify-content and align-content.
        let isRTL = self.isRTL(node)
        let columnStarts = setup.columnStarts
        let rowStarts = Self.trackStarts(setup.rows, room: innerHeight, alignment: isLayers ? .normal : style.alignContent)
        let contentLeft = box.border.left + box.padding.left
        // A right-to-left box keeps its vertical scrollbar on the left.
        let contentRight = outerWidth - box.border.right - box.padding.right - (isRTL ? 0 : box.scrollbarGutter.width)
        let contentTop = box.border.top + box.padding.top
        noteGridTrackArea(of: node, Rect(x: isRTL ? contentRight - (columnStarts.last ?? 0) : contentLeft, y: contentTop,
                                         width: columnStarts.last ?? 0, height: rowStarts.last ?? 0))

        // Items justified to a baseline line it up with their group's at their final widths (§10.6).
        var justifyShims: [Double?] = []
        var baselineWidths: [Double?] = []
        if setup.items.contains(where: { $0.justify.position == .baseline || $0.justify.position == .lastBaseline }) {
            var distances: [Double?] = []
            var groups: [Int] = []
            for item in setup.items {
                let (_, area) = Self.gridArea(setup, item, Size(width: columnStarts, height: rowStarts))
                let itemBox = BoxModel(item.style, pool, containingBlock: Size(width: area.width, height: area.height))
                var width: Double?
                if item.justify.position == .baseline || item.justify.position == .lastBaseline {
                    width = gridItemWidth(item, areaWidth: area.width, areaHeight: area.height,
                                          stretchedHeight: gridItemStretchedHeight(item, itemBox, areaHeight: area.height))
                }
                baselineWidths.append(width)
                distances.append(width.flatMap { justifyBaselineDistance(item, itemBox, width: $0, columns: setup.columns, containerRTL: isRTL) })
                groups.append(Self.justifyBaselineGroup(item, containerRTL: isRTL))
            }
            justifyShims = Self.baselineShims(distances, groups: groups)
        }

        var baseline: (row: Int, column: Int, aligned: Bool, offset: Double)?
        for (index, item) in setup.items.enumerated() {
            let (areaStart, area) = Self.gridArea(setup, item, Size(width: columnStarts, height: rowStarts))
            let basis = Size<Double?>(width: area.width, height: area.height)
            let itemBox = BoxModel(item.style, pool, containingBlock: basis)
            let stretchedHeight = gridItemStretchedHeight(item, itemBox, areaHeight: area.height)
            let stretchesVertically = stretchedHeight != nil
            let width = (index < baselineWidths.count ? baselineWidths[index] : nil)
                ?? gridItemWidth(item, areaWidth: area.width, areaHeight: area.height, stretchedHeight: stretchedHeight)
            var height: Double
            // Stretched, it stays within a `max-height` keyword, its content height, as a
            // stretched flex item does (CSS Sizing 3 §5.2; grid_stretched_item_max_height_content_keyword);
            // Chrome lets a `min-height` keyword be (grid_stretched_item_min_height_content_keyword_ignored).
            let limitsStretch = stretchedHeight != nil && !item.style.hasNoLimits && pool.rare(item.style).maxHeight.limitContentKind != nil
            if let stretchedHeight, !limitsStretch {
                height = stretchedHeight
            } else {
                height = computeLayout(item.node, LayoutInput(
                    knownSize: Size(width: width, height: nil), parentSize: basis,
                    availableSpace: Size(width: .definite(width), height: .definite(area.height)),
                    sizingMode: .inherentSize, runMode: .computeSize)).size.height
                // The minimum wins over the maximum (CSS 2 §10.7).
                if let stretchedHeight { height = itemBox.clamp(min(stretchedHeight, height), .vertical) }
            }
            // A height the aspect ratio gives from the item's width is definite too (CSS Sizing 4 §5.1).
            let hasRatioHeight = !stretchesVertically && itemBox.aspectRatio != nil && item.style.height.isAuto
            let output: LayoutOutput
            if hasRatioHeight && itemBox.ratioTransfer(width, from: .horizontal).map({ itemBox.clamp($0, .vertical) }) != height {
                // Content made it taller than that height, which stays its children's percentage
                // basis (grid_ratio_item_taller_than_ratio_percent_child): it is laid out at its
                // automatic height, as measured, and as flexbox does.
                output = computeLayout(item.node, LayoutInput(
                    knownSize: Size(width: width, height: nil), parentSize: basis,
                    availableSpace: Size(width: .definite(width), height: .definite(area.height)),
                    sizingMode: .inherentSize, runMode: .performLayout))
            } else {
                output = computeLayout(item.node, LayoutInput(
                    knownSize: Size(width: width, height: height), parentSize: basis,
                    availableSpace: Size(width: .definite(width), height: .definite(height)),
                    sizingMode: .inherentSize, runMode: .performLayout, knownHeightIsDefinite: stretchesVertically || hasRatioHeight))
            }
            let x: Double
            if index < justifyShims.count, let shim = justifyShims[index] {
                // The margin box's first (last) baseline edge sits `shim` past the area's flow-start (flow-end) edge.
                let marginStart = isRTL ? itemBox.margin.right : itemBox.margin.left
                let marginEnd = isRTL ? itemBox.margin.left : itemBox.margin.right
                x = Self.justifyBaselineIsLast(item, containerRTL: isRTL)
                    ? area.width - shim - marginEnd - output.size.width : shim + marginStart
            } else {
                x = Self.gridSelfOffset(item, itemBox, .horizontal, size: output.size.width, areaSize: area.width, containerRTL: isRTL,
                                        selfRTL: BoxAlignment.selfStartIsPhysicalEnd(.horizontal, rtl: self.isRTL(item.node),
                                                                                     orthogonal: item.isOrthogonal))
            }
            let rowShim = index < baselineShims.count ? baselineShims[index] : nil
            let alignsLastBaseline = item.align.position == .lastBaseline
            let isBaselineAligned = rowShim != nil && !alignsLastBaseline
            // The margin box's first (last) baseline edge sits `shim` past the area's top (bottom) edge.
            let y = rowShim.map { alignsLastBaseline
                ? area.height - $0 - itemBox.margin.bottom - output.size.height : $0 + itemBox.margin.top }
                ?? Self.gridSelfOffset(item, itemBox, .vertical, size: output.size.height, areaSize: area.height,
                                       containerRTL: false,
                                       selfRTL: BoxAlignment.selfStartIsPhysicalEnd(.vertical, rtl: self.isRTL(item.node),
                                                                                    orthogonal: item.isOrthogonal))
            let shift = LayoutTree.relativeOffset(pool.rare(item.style).inset, pool, basis: basis, rtl: isRTL)
            let left = isRTL ? contentRight - areaStart.width - x - output.size.width : contentLeft + areaStart.width + x
            placeChild(item.node, unroundedFrame: Rect(x: left + shift.width, y: contentTop + areaStart.height + y + shift.height,
                                                       width: output.size.width, height: output.size.height))
            // The first baseline (§10.7): of the first row with items, its first baseline-aligned
            // item, else its first item in grid order (row-major, so its startmost column);
            // synthesized from the bottom edge when it has none.
            if baseline == nil || item.rows.lowerBound < baseline!.row
                || item.rows.lowerBound == baseline!.row && isBaselineAligned && !baseline!.aligned
                || item.rows.lowerBound == baseline!.row && !isBaselineAligned && !baseline!.aligned
                    && item.columns.lowerBound < baseline!.column {
                baseline = (item.rows.lowerBound, item.columns.lowerBound, isBaselineAligned,
                            contentTop + areaStart.height + y + shift.height + (output.firstBaseline ?? output.size.height))
            }
        }
        hideDisplayNoneChildren(of: node)
        let justifyItems = pool.rare(style).justifyItems
        layOutAbsoluteChildren(of: node, box: box, outerSize: outerSize,
                               staticPosition: .layers(justifyItems: justifyItems, alignItems: style.alignItems),
                               gridAreas: AbsoluteGridAreas(setup: setup, starts: Size(width: columnStarts, height: rowStarts),
                                                            box: box, outerSize: outerSize, isRTL: isRTL))
        return LayoutOutput(size: outerSize, firstBaseline: baseline?.offset)
    }

    /// §11.1 step 2: the rows, with the items at the widths the sized columns give them. An
    /// automatic height sizes them as indefinite, which gives the container its height, and
    /// again in that height where it changes them (grid_fr_content_proportion_sub_1_sum), its
    /// percentages resolved against it unless `resolvesPercentages` is false. Returns the
    /// border-box and content heights and the items' row baseline shims.
    private mutating func sizeGridRows(_ node: Int32, _ setup: inout GridSetup, _ box: BoxModel, innerWidth: Double, outerHeight: Double?,
                                       ratioMinimum: Double?, inherent: Bool, resolvesPercentages: Bool = true)
        -> (borderBoxHeight: Double, innerHeight: Double, baselineShims: [Double?]) {
        let inset = box.contentInset
        let definiteHeight = outerHeight.map { max(0, $0 - inset.height) }
        let alignContent = self.style(of: node).alignContent.position
        let stretchesAutoRows = alignContent == .normal || alignContent == .stretch
        var (rowItems, baselineShims) = gridContributions(setup, .vertical, columns: setup.columns, contentHeight: definiteHeight)
        defer { spares.gridContributions.giveBack(&rowItems) }
        let minimumHeight = definiteHeight == nil && inherent ? box.minSize.height.map { max(0, $0 - inset.height) } : nil
        let maximumHeight = definiteHeight == nil && inherent ? box.maxSize.height.map { max(0, $0 - inset.height) } : nil
        // The content height the pinned positioned children need (``Style/fitsPinnedChildren``).
        let pinnedHeight = definiteHeight == nil && pool.rare(self.style(of: node)).fitsPinnedChildren
            ? pinnedChildrenExtent(of: node, .vertical, box: box, kind: .maxContent,
                                   paddingBoxWidth: innerWidth + box.padding.sum(.horizontal))
            : 0
        // A height from the aspect ratio is a minimum that only the grid's min-content height
        // exceeds (CSS Sizing 4 §5.1): rows sized under a min-content constraint give that.
        // Measured for its content size (a column flex item's), the grid's block size is its
        // rows' at an indefinite height, as a block container's (CSS Sizing 3 §5.1; grid_ratio_grid_column_item_content_height).
        let ratioLimitsRows = ratioMinimum != nil && inherent
        setup.rows.run(rowItems, available: definiteHeight.map { .definite($0) } ?? (ratioLimitsRows ? .minContent : .indefinite),
                       minimumSize: max(minimumHeight ?? 0, ratioMinimum.map { $0 - inset.height } ?? 0, pinnedHeight),
                       maximumSize: maximumHeight, stretchesAutoTracks: stretchesAutoRows)
        // The border-box height; limits may make it smaller than the scrollbar beside the content.
        let borderBoxHeight = outerHeight
            ?? box.clampContentSize(max(max(setup.rows.usedSize, pinnedHeight) + inset.height, ratioMinimum ?? 0), .vertical, inherent: inherent)
        let innerHeight = definiteHeight ?? max(0, borderBoxHeight - inset.height)
        if definiteHeight == nil {
            // Sized again only where the height changes them: percentages resolve, flexible rows
            // share it, auto rows stretch into a minimum height; rows a maximum height cuts
            // keep the sizes they grew to, as in Chrome. Rows the ratio height limited fill it
            // as a definite height, maximized before auto rows stretch (§12.6, §12.8).
            // A layers container's row resolves no percentage.
            let resolved = self.style(of: node).display == .layers ? setup.rows
                : gridTracks(node, setup, .vertical, basis: resolvesPercentages ? innerHeight : nil)
            var functionsChange = resolved.gap != setup.rows.gap
            for (track, old) in zip(resolved.tracks, setup.rows.tracks) where !functionsChange {
                functionsChange = track.minimum != old.minimum || track.maximum != old.maximum
            }
            // A collapsed `auto-fit` track is no flexible track (§7.2.3.2).
            if functionsChange || ratioLimitsRows || innerHeight > setup.rows.usedSize
                || resolved.tracks.contains(where: { $0.flexFactor != nil && !$0.isCollapsed }) {
                setup.rows = resolved
                // Fixed max functions clamp the items' automatic minimums (§6.6), so resolved
                // percentages change the contributions too.
                if functionsChange {
                    spares.gridContributions.giveBack(&rowItems)
                    (rowItems, baselineShims) = gridContributions(setup, .vertical, columns: setup.columns, contentHeight: innerHeight)
                }
                setup.rows.run(rowItems, available: .definite(innerHeight), minimumSize: nil, maximumSize: nil,
                               stretchesAutoTracks: stretchesAutoRows)
            }
        }
        return (borderBoxHeight, innerHeight, baselineShims)
    }

    // MARK: §10 Alignment

    /// Each track's start from the content box's start edge (plus one past the last), with the
    /// free space distributed by `justify-content`/`align-content` (§10.5); collapsed tracks
    /// take no gutters.
    static func trackStarts(_ tracks: GridTrackSizing, room: Double, alignment: ContentAlignment) -> [Double] {
        let count = tracks.tracks.count(where: { !$0.isCollapsed })
        let distribution = BoxAlignment.distribute(alignment, freeSpace: room - tracks.usedSize, count: count,
                                                   flowReversed: false, writingModeReversed: false)
        var starts: [Double] = []
        starts.reserveCapacity(tracks.tracks.count + 1)
        var position = distribution.leading
        var first = true
        for track in tracks.tracks {
            if !track.isCollapsed && !first { position += tracks.gap + distribution.between }
            // A collapsed track after others starts past the gutter that would follow them, as
            // Chrome places a line there (an absolute child at an empty auto-fit track's line).
            starts.append(track.isCollapsed && !first ? position + tracks.gap + distribution.between : position)
            if !track.isCollapsed {
                position += track.base
                first = false
            }
        }
        starts.append(position)
        return starts
    }

    /// An item's area from the content box's flow-start corner, and its size: its tracks and
    /// the space content alignment puts between them (§10.5), given each track's start.
    static func gridArea(_ setup: GridSetup, _ item: GridItem, _ starts: Size<[Double]>) -> (start: Size<Double>, size: Size<Double>) {
        let start = Size(width: starts.width[item.columns.lowerBound], height: starts.height[item.rows.lowerBound])
        return (start, Size(width: trackEnd(setup.columns, starts.width, item.columns) - start.width,
                            height: trackEnd(setup.rows, starts.height, item.rows) - start.height))
    }

    /// Where the last track of `span` ends, from the content box's start edge, given each
    /// track's start `starts` (a collapsed track ends where it starts).
    static func trackEnd(_ tracks: GridTrackSizing, _ starts: [Double], _ span: Range<Int>) -> Double {
        let last = span.upperBound - 1
        return starts[last] + (tracks.tracks[last].isCollapsed ? 0 : tracks.tracks[last].base)
    }

    /// The item's border-box offset in its area along `axis`, from the area's flow-start edge
    /// (§10.3–10.4): auto margins take the free space first, else self-alignment places the
    /// margin box. `containerRTL` and `selfRTL` are the directions on this axis.
    private static func gridSelfOffset(_ item: GridItem, _ box: BoxModel, _ axis: Axis, size: Double, areaSize: Double,
                                       containerRTL: Bool, selfRTL: Bool) -> Double {
        // In right-to-left flow the start margin is the right one.
        let marginStart = containerRTL ? box.margin.right : box.margin.start(axis)
        let startAuto = containerRTL ? box.marginIsAuto.right : box.marginIsAuto.start(axis)
        let endAuto = containerRTL ? box.marginIsAuto.left : box.marginIsAuto.end(axis)
        let free = areaSize - size - box.margin.sum(axis)
        if startAuto || endAuto {
            let share = max(0, free) / Double((startAuto ? 1 : 0) + (endAuto ? 1 : 0))
            return startAuto ? share : marginStart
        }
        var alignment = item.alignment(axis)
        // `normal` and `stretch` that could not stretch (a fixed size, an aspect ratio) behave as `start`.
        if alignment.position == .normal || alignment.position == .stretch { alignment = .start }
        // An item kept out of its last-baseline group (`baselineIsCyclic`) takes the fallback
        // alignment, `safe end` (Box Alignment 3 §9.3).
        if alignment.position == .lastBaseline { alignment = SelfAlignment(.end, overflow: .safe) }
        let placement = BoxAlignment.selfPlacement(alignment, freeSpace: free, flowReversed: false, writingModeReversed: false,
                                                   selfReversed: selfRTL != containerRTL)
        return BoxAlignment.offset(placement, freeSpace: free) + marginStart
    }
}

/// The grid areas that are the containing blocks of a grid's absolutely positioned children
/// with grid lines (CSS Grid 2 §9.1): the sized tracks, for `AbsolutePositioning` to ask each
/// child's area of.
struct AbsoluteGridAreas {
    let explicitColumns: ExplicitGrid
    let explicitRows: ExplicitGrid
    let columnLines: Range<Int>
    let rowLines: Range<Int>
    /// Each track's start from the content box's flow-start edge, and one past the last track's end.
    let starts: Size<[Double]>
    let sizes: Size<[Double]>
    let box: BoxModel
    let outerSize: Size<Double>
    let isRTL: Bool

    init(setup: GridSetup, starts: Size<[Double]>, box: BoxModel, outerSize: Size<Double>, isRTL: Bool) {
        explicitColumns = setup.explicitColumns
        explicitRows = setup.explicitRows
        columnLines = setup.columnLines
        rowLines = setup.rowLines
        self.starts = starts
        sizes = Size(width: setup.columns.tracks.map { $0.isCollapsed ? 0 : $0.base },
                     height: setup.rows.tracks.map { $0.isCollapsed ? 0 : $0.base })
        self.box = box
        self.outerSize = outerSize
        self.isRTL = isRTL
    }

    /// The area of a child placed by `lines`, in the container's border-box coordinates: each
    /// side at its line's track edge, or at the padding edge where it is `auto` or names a line
    /// outside the implicit grid (§9.1).
    func area(_ lines: GridStyle) -> Rect {
        var origin = Size(width: 0.0, height: 0.0)
        var size = Size(width: 0.0, height: 0.0)
        for axis in Axis.allCases {
            let explicitGrid = axis == .horizontal ? explicitColumns : explicitRows
            let implicitLines = axis == .horizontal ? columnLines : rowLines
            let sides = lines.lines(axis)
            let resolved = GridItemPlacement.resolveAbsolute(sides.start, sides.end, explicitTracks: explicitGrid.tracks.count,
                                                             names: explicitGrid.lineNames)
            let rtl = axis == .horizontal && isRTL
            // Offsets from the padding box's flow-start edge.
            let paddingStart = rtl ? box.padding.right : box.padding.start(axis)
            let paddingLength = outerSize[axis] - box.border.sum(axis) - box.scrollbarGutter[axis]
            var start = 0.0
            var end = paddingLength
            if let line = resolved.start, line >= implicitLines.lowerBound, line <= implicitLines.upperBound {
                start = paddingStart + starts[axis][line - implicitLines.lowerBound]
            }
            if let line = resolved.end, line >= implicitLines.lowerBound, line <= implicitLines.upperBound {
                let index = line - implicitLines.lowerBound
                // The last line is the grid's end, before any collapsed track's gutter (Chrome, auto-fit).
                end = paddingStart + (index == 0 || index == sizes[axis].count ? starts[axis][index]
                                      : starts[axis][index - 1] + sizes[axis][index - 1])
            }
            size[axis] = max(0, end - start)
            // Right to left, flow offsets run from the padding box's right edge (the scrollbar is on the left).
            origin[axis] = rtl ? box.border.left + box.scrollbarGutter.width + paddingLength - start - size[axis]
                : box.border.start(axis) + start
        }
        return Rect(x: origin.width, y: origin.height, width: size.width, height: size.height)
    }
}

/// One in-flow grid item as the layout sees it.
struct GridItem {
    let node: Int32
    let style: NodeStyle
    /// Whether it is an orthogonal flow (vertical text, ``LayoutModeTree/isOrthogonalFlow(_:)``).
    let isOrthogonal: Bool
    /// Its area, as indices into the sized tracks (the implicit grid starts at 0).
    var columns: Range<Int>
    var rows: Range<Int>
    /// Horizontal and vertical self-alignment, `auto` resolved against the container's `*-items`.
    var justify: SelfAlignment
    var align: SelfAlignment

    func tracks(_ axis: Axis) -> Range<Int> { axis == .horizontal ? columns : rows }
    func alignment(_ axis: Axis) -> SelfAlignment { axis == .horizontal ? justify : align }
}

/// A grid's items placed and its tracks given their sizing functions, before sizing.
struct GridSetup {
    var items: [GridItem]
    var columns: GridTrackSizing
    var rows: GridTrackSizing
    /// The explicit grids, and the implicit grid's lines (counted as placement counts them).
    var explicitColumns: ExplicitGrid
    var explicitRows: ExplicitGrid
    var columnLines: Range<Int>
    var rowLines: Range<Int>
    /// Whether the container's direction is right to left.
    var isRTL: Bool
    /// Each column's start once the columns are sized and aligned (§10.5), and one past the
    /// last; empty before.
    var columnStarts: [Double] = []
    func tracks(_ axis: Axis) -> GridTrackSizing { axis == .horizontal ? columns : rows }
}

