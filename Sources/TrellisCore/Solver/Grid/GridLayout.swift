/// The grid container (`display: grid`, CSS Grid Layout 2): the explicit grid (§7), item
/// placement (§8), the grid sizing algorithm (§11, §12 in GridTrackSizing.swift) and alignment
/// (§10), with absolutely positioned children in the padding box (§9).
extension LayoutModeTree {
    // MARK: §7, §8 The grid

    /// The explicit grid (§7.1, with §7.2.3.2's automatic repetitions in the content size
    /// `content` or between the limits), the placed items (§8.5) and the implicit tracks (§7.6).
    mutating func gridSetup(_ node: Int32, _ box: BoxModel, content: Size<Double?>) -> GridSetup {
        let style = self.style(of: node)
        let rare = pool.rare(style)
        // Items in order-modified document order (§8.5, CSS Display 3 `order`).
        var children: [(order: Int, node: Int32)] = []
        var child = firstInFlowChild(of: node)
        while child != LayoutTree.noNode {
            children.append((pool.rare(self.style(of: child)).order, child))
            child = nextInFlowSibling(child)
        }
        if children.contains(where: { $0.order != 0 }) {
            children = children.enumerated().sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }.map(\.element)
        }

        // A layers container is a grid of one `1fr` cell that every in-flow child occupies,
        // whatever its lines say (Docs/Extensions.md §1): nothing to repeat or to place.
        let isLayers = style.display == .layers
        let explicitColumns: ExplicitGrid
        let explicitRows: ExplicitGrid
        let placed: GridItemPlacement.Result
        if isLayers {
            explicitColumns = .oneFlexibleTrack
            explicitRows = .oneFlexibleTrack
            placed = GridItemPlacement.Result(areas: [], columns: 0..<1, rows: 0..<1)
        } else {
            let grid = pool.grid(style)
            func explicit(_ axis: Axis) -> ExplicitGrid {
                let inset = box.contentInset[axis]
                let repetitions = ExplicitGrid.automaticRepetitions(
                    grid.template(axis), room: content[axis] ?? box.maxSize[axis].map { max(0, $0 - inset) },
                    floor: box.minSize[axis].map { max(0, $0 - inset) },
                    gap: pool.resolveOrZero(rare.gap(axis), against: content[axis]), percentBasis: content[axis])
                return ExplicitGrid(grid.template(axis), automaticRepetitions: repetitions)
            }
            explicitColumns = explicit(.horizontal)
            explicitRows = explicit(.vertical)
            let placements = children.map { entry in
                let itemGrid = pool.grid(self.style(of: entry.node))
                return (columns: GridItemPlacement.resolve(itemGrid.columnStart, itemGrid.columnEnd,
                                                           explicitTracks: explicitColumns.tracks.count, names: explicitColumns.lineNames),
                        rows: GridItemPlacement.resolve(itemGrid.rowStart, itemGrid.rowEnd,
                                                        explicitTracks: explicitRows.tracks.count, names: explicitRows.lineNames))
            }
            placed = GridItemPlacement.place(placements, explicit: Size(width: explicitColumns.tracks.count,
                                                                        height: explicitRows.tracks.count), flow: grid.autoFlow)
        }
        // A layers container's `normal` is `stretch` (Docs/Extensions.md §1).
        let justifyItems = isLayers && rare.justifyItems.position == .normal ? SelfAlignment.stretch : rare.justifyItems
        let alignItems = isLayers && style.alignItems.position == .normal ? SelfAlignment.stretch : style.alignItems
        var items: [GridItem] = []
        items.reserveCapacity(children.count)
        for (index, entry) in children.enumerated() {
            let area = isLayers ? GridItemPlacement.Area(columns: 0..<1, rows: 0..<1) : placed.areas[index]
            let childStyle = self.style(of: entry.node)
            items.append(GridItem(
                node: entry.node, style: childStyle,
                columns: area.columns.lowerBound - placed.columns.lowerBound..<area.columns.upperBound - placed.columns.lowerBound,
                rows: area.rows.lowerBound - placed.rows.lowerBound..<area.rows.upperBound - placed.rows.lowerBound,
                justify: pool.rare(childStyle).justifySelf.resolved(against: justifyItems),
                align: childStyle.alignSelf.resolved(against: alignItems)))
        }
        var setup = GridSetup(items: items, columns: GridTrackSizing(tracks: [], gap: 0), rows: GridTrackSizing(tracks: [], gap: 0),
                              explicitColumns: explicitColumns, explicitRows: explicitRows,
                              columnLines: placed.columns, rowLines: placed.rows)
        setup.columns = gridTracks(node, setup, .horizontal, basis: content.width)
        setup.rows = gridTracks(node, setup, .vertical, basis: content.height)
        return setup
    }

    /// The tracks of the implicit grid on `axis` with their sizing functions, percentages of
    /// `basis` (§7.2.1): the explicit tracks, and implicit ones cycling through `grid-auto-*`,
    /// backwards before the explicit grid (§7.6); `auto-fit` tracks no item occupies collapse
    /// (§7.2.3.2).
    mutating func gridTracks(_ node: Int32, _ setup: GridSetup, _ axis: Axis, basis: Double?) -> GridTrackSizing {
        let grid = pool.grid(self.style(of: node))
        let explicitGrid = axis == .horizontal ? setup.explicitColumns : setup.explicitRows
        let lines = axis == .horizontal ? setup.columnLines : setup.rowLines
        let automatic = grid.autoTracks(axis)
        var sizing = GridTrackSizing(tracks: [], gap: pool.resolveOrZero(pool.rare(self.style(of: node)).gap(axis), against: basis))
        sizing.tracks.reserveCapacity(lines.count)
        for line in lines {
            let size: GridTrack
            if line >= 0 && line < explicitGrid.tracks.count {
                size = explicitGrid.tracks[line]
            } else {
                let offset = line >= 0 ? line - explicitGrid.tracks.count : line
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
    /// give the item. `columns` is `nil` while the columns are being sized.
    ///
    /// Rows also give each item its baseline shim (§12.4 step 1 via CSS Box Alignment 3 §9.3):
    /// the space before a baseline-aligned item that lines its first baseline up with the
    /// lowest one of the items sharing its start row, which its contributions include.
    /// `contentHeight` is the container's definite content height, if any.
    mutating func gridContributions(_ setup: GridSetup, _ axis: Axis, columns: GridTrackSizing?, contentHeight: Double?)
        -> (items: [GridTrackSizing.Item], baselineShims: [Double]) {
        let tracks = setup.tracks(axis)
        var contributions: [GridTrackSizing.Item] = []
        contributions.reserveCapacity(setup.items.count)
        var baselines: [Double?] = []
        for item in setup.items {
            let span = item.tracks(axis)
            // Percentages of the item's margins resolve against its area's width once known.
            let areaWidth = columns.map { Self.areaSize($0, item.columns) }
            let box = BoxModel(item.style, pool, containingBlock: Size(width: areaWidth, height: nil))
            var minContent: Double
            var maxContent: Double
            if axis == .horizontal {
                // An item that would stretch into rows whose height is known before they are sized
                // contributes the width it has at that height (§12.1 step 1; an aspect ratio's,
                // layers_ratio_child_stretched_height_gives_width).
                let stretchedHeight = item.align.stretches && item.style.height.isAuto && !box.marginIsAuto.top
                    && !box.marginIsAuto.bottom ? Self.knownRowsHeight(setup.rows, item.rows, contentHeight: contentHeight) : nil
                minContent = intrinsicWidthContribution(item.node, .minContent, containingBlock: .indefinite, stretchedHeight: stretchedHeight)
                maxContent = intrinsicWidthContribution(item.node, .maxContent, containingBlock: .indefinite, stretchedHeight: stretchedHeight)
            } else {
                let width = gridItemWidth(item, areaWidth: areaWidth ?? 0,
                                          areaHeight: Self.knownRowsHeight(setup.rows, item.rows, contentHeight: contentHeight))
                // A baseline-aligned item is laid out, as measuring gives no baseline (as flexbox does).
                // Auto margins on the block axis take the item out of its baseline group (Box Alignment §9.2).
                let isBaselineAligned = Self.sharesBaseline(item, box)
                let output = computeLayout(item.node, LayoutInput(
                    knownSize: Size(width: width, height: nil), parentSize: Size(width: areaWidth, height: nil),
                    availableSpace: Size(width: .definite(width), height: .maxContent),
                    sizingMode: .inherentSize, runMode: isBaselineAligned ? .performLayout : .computeSize))
                // A box without a baseline has one synthesized from its border box's bottom edge.
                baselines.append(isBaselineAligned
                    ? box.margin.top + (output.firstBaseline ?? output.size.height) : nil)
                minContent = output.size.height + box.marginSum.height
                maxContent = minContent
            }
            // §6.6 and §11.5: the minimum contribution. A definite preferred size makes it the
            // min-content contribution; else the used minimum size stands in for the size.
            var minimum = minContent
            let preferred = item.style.size(axis)
            if box.size[axis] == nil || preferred.kind == .percent || preferred.kind == .pooledPercent {
                if let specified = box.minSize[axis] {
                    minimum = specified + box.marginSum[axis]
                } else if !item.style.isScrollContainer && automaticMinimumApplies(tracks, span) {
                    // The content-based minimum, clamped by fixed max track functions (§6.6).
                    var fixedSum = 0.0
                    var allFixed = true
                    for index in span {
                        if case .fixed(let value) = tracks.tracks[index].maximum { fixedSum += value } else { allFixed = false }
                    }
                    if allFixed { minimum = min(minimum, fixedSum + tracks.gap * Double(span.count - 1)) }
                } else {
                    minimum = box.marginSum[axis] + box.paddingBorder[axis]
                }
            }
            contributions.append(GridTrackSizing.Item(tracks: span, minimum: minimum, minContent: minContent,
                                                      maxContent: max(maxContent, minContent)))
        }
        guard axis == .vertical, baselines.contains(where: { $0 != nil }) else {
            return (contributions, [])
        }
        // Baseline-sharing groups: the baseline-aligned items of each start row.
        var shims = [Double](repeating: 0, count: baselines.count)
        for (index, baseline) in baselines.enumerated() {
            guard let baseline else { continue }
            let row = setup.items[index].rows.lowerBound
            var lowest = baseline
            for (other, otherBaseline) in baselines.enumerated() where setup.items[other].rows.lowerBound == row {
                lowest = max(lowest, otherBaseline ?? lowest)
            }
            shims[index] = lowest - baseline
            contributions[index].minimum += shims[index]
            contributions[index].minContent += shims[index]
            contributions[index].maxContent += shims[index]
        }
        return (contributions, shims)
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

    /// The height of rows `span` before the rows are sized (§12.1 step 1): their fixed max
    /// track sizing functions, or all of a definite `contentHeight` for a lone flexible row
    /// (a layers container's cell); `nil` where a row's size is not known yet.
    static func knownRowsHeight(_ rows: GridTrackSizing, _ span: Range<Int>, contentHeight: Double?) -> Double? {
        if rows.tracks.count == 1 && rows.tracks[0].flexFactor != nil { return contentHeight }
        var height = rows.gap * Double(span.count - 1)
        for index in span {
            guard case .fixed(let value) = rows.tracks[index].maximum else { return nil }
            height += value
        }
        return height
    }

    /// An item's border-box width in an area `areaWidth` wide and `areaHeight` high, if known
    /// (§10.3, §6.2): stretched when it stretches, else its fit-content width there, or the
    /// width its aspect ratio gives the height it is stretched to or has, percentages of the
    /// area included (CSS Sizing 4 §5.1; layers_ratio_child_unstretched_width_from_stretched_height,
    /// layers_ratio_child_percent_height_gives_width).
    private mutating func gridItemWidth(_ item: GridItem, areaWidth: Double, areaHeight: Double?) -> Double {
        let box = BoxModel(item.style, pool, containingBlock: Size(width: areaWidth, height: areaHeight))
        if gridItemStretches(item, box, .horizontal) {
            // Within the limits a height limit gives it through an aspect ratio (CSS Sizing 4 §5.1);
            // with a height of its own or stretched, only the minimum transfers, as in Chrome
            // (layers_ratio_child_both_axes_stretched_ignores_ratio, layers_ratio_child_min_height_gives_width,
            // layers_ratio_child_own_height_stretched_width_ignores_transferred_max).
            let stretched = areaWidth - box.marginSum.width
            let heightIsGiven = box.size.height != nil || gridItemStretches(item, box, .vertical)
            return clampWidth(item.node, box, heightIsGiven
                ? max(stretched, box.transferredLimits(.horizontal).min ?? 0) : box.clampTransferred(stretched, .horizontal))
        }
        if let areaHeight, item.style.width.isAuto, gridItemStretches(item, box, .vertical),
           let width = box.ratioTransfer(box.clamp(areaHeight - box.marginSum.height, .vertical), from: .vertical) {
            return clampWidth(item.node, box, width)
        }
        return resolveBorderBoxWidth(item.node, box, LayoutInput(
            knownSize: .indefinite, parentSize: Size(width: areaWidth, height: areaHeight),
            availableSpace: Size(width: .definite(areaWidth), height: .maxContent),
            sizingMode: .inherentSize, runMode: .computeSize))
    }

    /// Whether an item fills its area on `axis` (§10.3, §6.2): `stretch` or `normal` (every item
    /// here is non-replaced), with an automatic size and no auto margin there. With `normal`, an
    /// item with an aspect ratio takes its height from its width instead (§6.2;
    /// grid_aspect_ratio_fill_child_min_height); an explicit `stretch` stretches it on both axes.
    private func gridItemStretches(_ item: GridItem, _ box: BoxModel, _ axis: Axis) -> Bool {
        let alignment = item.alignment(axis)
        guard alignment.position == .stretch || alignment.position == .normal else { return false }
        if axis == .vertical && alignment.position == .normal && box.aspectRatio != nil { return false }
        return item.style.size(axis).isAuto && !box.marginIsAuto.start(axis) && !box.marginIsAuto.end(axis)
    }

    /// Whether an item takes part in its row's baseline alignment (§10.6): `align-self:
    /// baseline` without an auto margin on the block axis.
    private static func sharesBaseline(_ item: GridItem, _ box: BoxModel) -> Bool {
        item.align.position == .baseline && !box.marginIsAuto.top && !box.marginIsAuto.bottom
    }

    // MARK: §11 Grid sizing algorithm

    /// The grid container's min-content or max-content content width (§5.2 of CSS Sizing via
    /// §12): its columns sized under that constraint.
    mutating func gridIntrinsicWidth(_ node: Int32, _ kind: IntrinsicSizeKind) -> Double {
        let box = BoxModel(self.style(of: node), pool, containingBlock: .indefinite)
        var setup = gridSetup(node, box, content: .indefinite)
        let contentHeight = box.size.height.map { max(0, box.clamp($0, .vertical) - box.contentInset.height) }
        let items = gridContributions(setup, .horizontal, columns: nil, contentHeight: contentHeight).items
        setup.columns.run(items, available: kind == .minContent ? .minContent : .maxContent,
                          minimumSize: nil, maximumSize: nil, stretchesAutoTracks: false)
        return setup.columns.usedSize
    }

    mutating func computeGridLayout(_ node: Int32, _ input: LayoutInput) -> LayoutOutput {
        let style = self.style(of: node)
        let (box, outerWidth, outerHeight, ratioMinimum) = containerSizeBeforeLayout(node, input)
        let inherent = input.sizingMode == .inherentSize
        if input.runMode != .performLayout, let outerHeight {
            return LayoutOutput(size: Size(width: outerWidth, height: outerHeight), firstBaseline: nil)
        }
        let inset = box.contentInset
        let innerWidth = max(0, outerWidth - inset.width)
        let definiteHeight = outerHeight.map { max(0, $0 - inset.height) }
        var setup = gridSetup(node, box, content: Size(width: innerWidth, height: definiteHeight))

        // §11.1 step 1: the columns, in the container's content width.
        let columnItems = gridContributions(setup, .horizontal, columns: nil, contentHeight: definiteHeight).items
        setup.columns.run(columnItems, available: .definite(innerWidth), minimumSize: nil, maximumSize: nil,
                          stretchesAutoTracks: style.justifyContent.position == .normal || style.justifyContent.position == .stretch)
        // Step 2: the rows, with the items at the widths those columns give them.
        let (rowItems, baselineShims) = gridContributions(setup, .vertical, columns: setup.columns, contentHeight: definiteHeight)
        let minimumHeight = definiteHeight == nil && inherent ? box.minSize.height.map { max(0, $0 - inset.height) } : nil
        let maximumHeight = definiteHeight == nil && inherent ? box.maxSize.height.map { max(0, $0 - inset.height) } : nil
        // The content height the pinned positioned children need (``Style/fitsPinnedChildren``).
        let pinnedHeight = definiteHeight == nil && pool.rare(style).fitsPinnedChildren
            ? pinnedChildrenExtent(of: node, .vertical, box: box, kind: .maxContent, paddingBoxWidth: innerWidth + box.padding.sum(.horizontal))
            : 0
        setup.rows.run(rowItems, available: definiteHeight.map { .definite($0) } ?? .indefinite,
                       minimumSize: max(minimumHeight ?? 0, ratioMinimum.map { $0 - inset.height } ?? 0, pinnedHeight),
                       maximumSize: maximumHeight,
                       stretchesAutoTracks: style.alignContent.position == .normal || style.alignContent.position == .stretch)
        // The border-box height; limits may make it smaller than the scrollbar beside the content.
        let borderBoxHeight = outerHeight
            ?? box.clampContentSize(max(max(setup.rows.usedSize, pinnedHeight) + inset.height, ratioMinimum ?? 0), .vertical, inherent: inherent)
        let innerHeight = definiteHeight ?? max(0, borderBoxHeight - inset.height)
        if definiteHeight == nil {
            // §11.1: the rows sized as indefinite gave the container its height; they are sized
            // again in it, where percentages resolve and flexible rows share it
            // (grid_fr_content_proportion_sub_1_sum).
            setup.rows = gridTracks(node, setup, .vertical, basis: innerHeight)
            setup.rows.run(rowItems, available: .definite(innerHeight), minimumSize: nil, maximumSize: nil,
                           stretchesAutoTracks: style.alignContent.position == .normal || style.alignContent.position == .stretch)
        }
        let outerSize = Size(width: outerWidth, height: borderBoxHeight)
        guard input.runMode == .performLayout else {
            return LayoutOutput(size: outerSize, firstBaseline: nil)
        }

        // §10.5: the tracks' offsets, with justify-content and align-content.
        let isRTL = self.isRTL(node)
        // A layers container's cell ignores the content alignment (Docs/Extensions.md §1).
        let isLayers = style.display == .layers
        let columnStarts = Self.trackStarts(setup.columns, room: innerWidth, alignment: isLayers ? .normal : style.justifyContent)
        let rowStarts = Self.trackStarts(setup.rows, room: innerHeight, alignment: isLayers ? .normal : style.alignContent)
        let contentLeft = box.border.left + box.padding.left
        // A right-to-left box keeps its vertical scrollbar on the left.
        let contentRight = outerWidth - box.border.right - box.padding.right - (isRTL ? 0 : box.scrollbarGutter.width)
        let contentTop = box.border.top + box.padding.top

        var baseline: (row: Int, aligned: Bool, offset: Double)?
        for (index, item) in setup.items.enumerated() {
            let area = Size(width: Self.areaSize(setup.columns, item.columns), height: Self.areaSize(setup.rows, item.rows))
            let areaStart = Size(width: columnStarts[item.columns.lowerBound], height: rowStarts[item.rows.lowerBound])
            let basis = Size<Double?>(width: area.width, height: area.height)
            let itemBox = BoxModel(item.style, pool, containingBlock: basis)
            let width = gridItemWidth(item, areaWidth: area.width, areaHeight: area.height)
            let height: Double
            let stretchesVertically = gridItemStretches(item, itemBox, .vertical)
            if stretchesVertically {
                height = itemBox.clamp(area.height - itemBox.marginSum.height, .vertical)
            } else {
                height = computeLayout(item.node, LayoutInput(
                    knownSize: Size(width: width, height: nil), parentSize: basis,
                    availableSpace: Size(width: .definite(width), height: .definite(area.height)),
                    sizingMode: .inherentSize, runMode: .computeSize)).size.height
            }
            let output = computeLayout(item.node, LayoutInput(
                knownSize: Size(width: width, height: height), parentSize: basis,
                availableSpace: Size(width: .definite(width), height: .definite(height)),
                sizingMode: .inherentSize, runMode: .performLayout, knownHeightIsDefinite: stretchesVertically))
            let x = Self.gridSelfOffset(item, itemBox, .horizontal, size: output.size.width, areaSize: area.width,
                                        containerRTL: isRTL, selfRTL: self.isRTL(item.node))
            let isBaselineAligned = index < baselineShims.count && Self.sharesBaseline(item, itemBox)
            let y = isBaselineAligned ? baselineShims[index] + itemBox.margin.top
                : Self.gridSelfOffset(item, itemBox, .vertical, size: output.size.height, areaSize: area.height,
                                      containerRTL: false, selfRTL: false)
            let shift = LayoutTree.relativeOffset(pool.rare(item.style).inset, pool, basis: basis, rtl: isRTL)
            let left = isRTL ? contentRight - areaStart.width - x - output.size.width : contentLeft + areaStart.width + x
            placeChild(item.node, unroundedFrame: Rect(x: left + shift.width, y: contentTop + areaStart.height + y + shift.height,
                                                       width: output.size.width, height: output.size.height))
            // The first baseline (§10.7): of the first row with items, its first baseline-aligned
            // item, else its first item; synthesized from the bottom edge when it has none.
            if baseline == nil || item.rows.lowerBound < baseline!.row
                || item.rows.lowerBound == baseline!.row && isBaselineAligned && !baseline!.aligned {
                baseline = (item.rows.lowerBound, isBaselineAligned,
                            contentTop + areaStart.height + y + shift.height + (output.firstBaseline ?? output.size.height))
            }
        }
        hideDisplayNoneChildren(of: node)
        let justifyItems = pool.rare(style).justifyItems
        let areas = AbsoluteGridAreas(setup: setup, starts: Size(width: columnStarts, height: rowStarts), box: box,
                                      outerSize: outerSize, isRTL: isRTL)
        layOutAbsoluteChildren(of: node, box: box, outerSize: outerSize,
                               staticPosition: .layers(justifyItems: justifyItems, alignItems: style.alignItems),
                               gridAreas: areas)
        return LayoutOutput(size: outerSize, firstBaseline: baseline?.offset)
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
            starts.append(position)
            if !track.isCollapsed {
                position += track.base
                first = false
            }
        }
        starts.append(position)
        return starts
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
                end = paddingStart + (index == 0 ? starts[axis][0] : starts[axis][index - 1] + sizes[axis][index - 1])
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
    func tracks(_ axis: Axis) -> GridTrackSizing { axis == .horizontal ? columns : rows }
}

