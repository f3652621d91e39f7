/// §9.2 step 3: flex base sizes, hypothetical main sizes and automatic minimum sizes.
extension LayoutModeTree {
    /// §9.2 step 3: determine the flex base size and hypothetical main size of each item
    /// (https://www.w3.org/TR/css-flexbox-1/#algo-main-item).
    mutating func determineFlexBaseSizes(_ items: inout [FlexItem], _ container: FlexContainer) {
        for index in items.indices {
            determineFlexBaseSize(&items[index], container)
        }
    }

    /// One item's part of §9.2 step 3, the item handed over in place. A definite flex basis is
    /// read field by field: an item passed whole to a function that measures is copied first,
    /// so only an item whose content is measured is.
    private mutating func determineFlexBaseSize(_ item: inout FlexItem, _ container: FlexContainer) {
        if !container.flow.isRow {
            item.measuringCrossSize = columnItemWidth(item, container)
        }
        let main = container.main
        let basis = style(of: item.node).flexBasis
        let base: Double, source: FlexBaseSizeSource
        if basis.isAuto, let size = item.box.size[main] {
            // A. `auto` uses the main size property (§7.3.3).
            (base, source) = (size, .definite)
        } else if !basis.isAuto && basis != .content, let length = pool.resolve(basis, against: container.percentageBasis[main]) {
            // A percentage of an indefinite main size is treated as `content` (§7.3.3).
            (base, source) = (length + (item.box.isContentBox ? item.box.paddingBorder[main] : 0), .definite)
        } else {
            (base, source) = flexBaseSizeWithoutDefiniteBasis(item, container)
        }
        item.flexBaseSize = max(base, item.box.paddingBorder[main])
        item.flexBaseSizeIsMaxContent = source == .maxContent
        item.flexBasisIsDefinite = source == .definite
        resolveMainSizeLimits(&item, container)
        item.hypotheticalMainSize = item.clampMain(item.flexBaseSize)
    }

    /// The flex base size of an item without a definite one, before clamping (steps 3B–3E, and
    /// a basis or main size given by a content keyword), and where it comes from.
    private mutating func flexBaseSizeWithoutDefiniteBasis(_ item: FlexItem, _ container: FlexContainer) -> (Double, FlexBaseSizeSource) {
        let basis = style(of: item.node).flexBasis
        if let keyword = keywordMainSize(item, basis.isAuto ? style(of: item.node).size(container.main) : basis, container) {
            return (keyword, .other)
        }
        // B. A preferred aspect ratio with a definite cross size gives the basis through the ratio.
        if let crossSize = item.definiteCrossSize(in: container),
           let transferred = item.box.ratioTransfer(crossSize, from: container.cross) {
            return (transferred, .definite)
        }
        // E. Otherwise size the item's content under a max-content constraint, its flex basis in
        // place of its height (aspect_ratio_column_content_basis_ignores_height).
        if !container.flow.isRow && item.box.aspectRatio != nil && item.box.size.height != nil {
            return (contentMainSize(withAutomaticHeight(item, container), container, .maxContent), .maxContent)
        }
        return (contentMainSize(item, container, .maxContent), .maxContent)
    }

    /// A column item with an aspect ratio as measured where its preferred height does not apply
    /// (a content-based flex basis, the content size suggestion): at the width it takes when its
    /// height is automatic (fit-content), not the one the ratio gives from that height.
    private mutating func withAutomaticHeight(_ item: FlexItem, _ container: FlexContainer) -> FlexItem {
        var measured = item
        measured.box.size.height = nil
        measured.measuringCrossSize = columnItemWidth(measured, container)
        return measured
    }

    /// A main size given by `min-content`, `max-content`, `fit-content` or `stretch`.
    private mutating func keywordMainSize(_ item: FlexItem, _ keyword: StoredLength, _ container: FlexContainer) -> Double? {
        let main = container.main
        switch keyword.kind {
        case .minContent: return contentMainSize(item, container, .minContent)
        case .maxContent: return contentMainSize(item, container, .maxContent)
        case .fitContent:
            let maxContent = contentMainSize(item, container, .maxContent)
            guard let room = container.innerSize[main].map({ $0 - item.margin.sum(main) }) else { return maxContent }
            return min(maxContent, max(contentMainSize(item, container, .minContent), room))
        case .stretch:
            return container.innerSize[main].map { max(0, $0 - item.margin.sum(main)) }
        default:
            return nil
        }
    }

    /// The item's content-based main size: its intrinsic width in a row, its laid-out height at
    /// its cross size in a column. Ignores the item's own main size properties.
    mutating func contentMainSize(_ item: FlexItem, _ container: FlexContainer, _ kind: IntrinsicSizeKind) -> Double {
        if container.flow.isRow {
            let height = item.definiteCrossSize(in: container)
            if let height, let transferred = item.box.ratioTransfer(height, from: .vertical) {
                return transferred
            }
            let content = contentWidthAtParentHeight(item.node, kind, item.box, containingBlock: container.percentageBasis,
                                                     stretchedHeight: height)
            if item.isOrthogonal {
                // Its width is its block size after layout, an intrinsic contribution in which
                // cyclic percentage paddings count as zero (CSS Sizing 3 §5.2.1); the border box
                // still holds its resolved padding and border (Chrome: text 10 wide, padding-left
                // 30 → 30, not 40).
                let unresolved = BoxModel(style(of: item.node), pool, containingBlock: .indefinite)
                let width = content ?? intrinsicContentWidth(item.node, kind, readUpTo: .infinity)
                return min(max(width + unresolved.contentInset.width, item.box.paddingBorder.width), LayoutTree.largestLength)
            }
            // Saturated, as every content-based size is (Docs/HostileNumbers.md).
            if let content { return min(content + item.box.contentInset.width, LayoutTree.largestLength) }
            // An automatic width obeys the height's limits through the aspect ratio, as its
            // intrinsic sizes do (aspect_ratio_transferred_limits_not_main_limits).
            return item.box.clampTransferred(intrinsicWidth(item.node, kind, item.box), .horizontal)
        }
        // The max-content height is probably the item's final one in a column of content height
        // (which has no free space to share), or when the item cannot flex.
        let keepsHeight = kind == .maxContent
            && (container.innerSize.height == nil && container.innerMin.height == nil || item.flexGrow == 0 && item.flexShrink == 0)
        let output = computeLayout(item.node, LayoutInput(
            knownSize: Size(width: item.measuringCrossSize, height: nil),
            parentSize: container.percentageBasis,
            availableSpace: Size(width: .definite(item.measuringCrossSize ?? 0), height: kind == .minContent ? .minContent : .maxContent),
            sizingMode: .contentSize, runMode: keepsHeight ? .computeLikelyFinalSize : .computeSize))
        // An automatic height obeys the width's limits through the aspect ratio, as a row's widths
        // do (aspect_ratio_flex_column_fill_max_height).
        return item.box.clampTransferred(output.size.height, .vertical)
    }

    /// The width a column item is measured at before its line's cross size is known:
    /// its own width, the container's width when it stretches in a single line, or its
    /// fit-content width in the container. Inlined: a call copied the whole item.
    @inline(__always)
    private mutating func columnItemWidth(_ item: FlexItem, _ container: FlexContainer) -> Double {
        let innerWidth = container.innerSize.width ?? 0
        if let width = item.box.size.width { return clampWidth(item.node, item.box, width) }
        if !container.flow.wraps, item.isStretched(in: container) {
            return clampWidth(item.node, item.box, innerWidth - item.margin.sum(.horizontal))
        }
        var availableWidth = container.availableInner.width
        if container.flexWrap.isBalanced, let lines = container.flexLineCount, lines > 1 {
            // A balanced column asked for n lines gives each item an nth of the cross space
            // (fixture balance_column_line_count_cross_space).
            let gaps = container.crossGap * Double(lines - 1)
            availableWidth = .definite(max(0, (innerWidth - gaps) / Double(lines)))
        }
        if let width = wrappedColumnItemWidth(item.node, item.box, horizontalMargin: item.margin.sum(.horizontal), container,
                                              availableWidth: availableWidth) { return width }
        return resolveBorderBoxWidth(item.node, item.box, LayoutInput(
            knownSize: .indefinite, parentSize: container.percentageBasis,
            availableSpace: Size(width: availableWidth, height: container.availableInner.height),
            sizingMode: .inherentSize, runMode: .computeSize))
    }

    /// The fit-content width of a column item that is itself a wrapping column of a height this
    /// container gives (a percentage of its definite height): its lines break there, so its
    /// max-content width is measured at that height, which the cache, at the column's own
    /// height, does not know (column_wrap_in_wrapping_column_width_at_percent_height). `nil`
    /// for every other item, and for one with an aspect ratio, whose width its height gives
    /// (ratio_column_wrap_item_width_from_percent_limited_height).
    /// Takes the item's parts rather than the item, which a call would copy whole.
    @inline(__always)
    mutating func wrappedColumnItemWidth(_ node: Int32, _ box: BoxModel, horizontalMargin: Double, _ container: FlexContainer,
                                         availableWidth: AvailableSpace) -> Double? {
        guard style(of: node).wrapsColumn, box.aspectRatio == nil,
              let maxContent = contentWidthAtParentHeight(node, .maxContent, box, containingBlock: container.percentageBasis,
                                                          stretchedHeight: nil) else { return nil }
        var width = maxContent + box.contentInset.width
        if case .definite(let room) = availableWidth.shrunk(by: horizontalMargin), width > room {
            width = max(intrinsicWidth(node, .minContent, box), room)
        }
        return clampWidth(node, box, width)
    }

    /// The item's min and max main sizes, with `min-*: auto` resolved to the automatic minimum
    /// size (§4.5, https://www.w3.org/TR/css-flexbox-1/#min-size-auto).
    private mutating func resolveMainSizeLimits(_ item: inout FlexItem, _ container: FlexContainer) {
        let main = container.main
        let minSize = pool.rare(style(of: item.node)).minSize(main)
        let paddingBorder = item.box.paddingBorder[main]
        // `if` rather than `??`, and the keyword checked before the item is handed on: either
        // would copy the whole item whether or not a keyword is there.
        if let maxSize = item.box.maxSize[main] {
            item.maxMainSize = maxSize
        } else if let kind = pool.rare(style(of: item.node)).maxSize(main).limitContentKind {
            item.maxMainSize = ratioKeywordWidth(item, container) ?? contentMainSize(item, container, kind)
        } else {
            item.maxMainSize = .infinity
        }
        if let minimum = item.box.minSize[main] {
            item.minMainSize = max(minimum, paddingBorder)
        } else if let kind = minSize.limitContentKind {
            item.minMainSize = max(ratioKeywordWidth(item, container) ?? contentMainSize(item, container, kind), paddingBorder)
        } else if minSize.isAuto && !item.isScrollContainer {
            if item.flexBaseSizeIsMaxContent || item.box.size[main].map({ item.flexBaseSize >= $0 }) == true {
                // The automatic minimum is at most the specified size, or at most the min-content
                // size when the flex base size is the max-content size; either way at most the
                // flex base size, so it cannot bind unless the line shrinks. Measuring content for
                // it is the costliest part of a flex item, so it waits for
                // `resolveDeferredMinimumSizes`.
                item.minMainSize = paddingBorder
                item.minMainSizeIsDeferred = true
            } else {
                item.minMainSize = max(automaticMinimumSize(&item, container), paddingBorder)
            }
        } else {
            item.minMainSize = paddingBorder
        }
    }

    /// The width a content keyword of `min-width`/`max-width` names for a row item with an
    /// aspect ratio and a definite height (its own, or stretched in a single line): that height
    /// through the ratio, its content aside (CSS Sizing 4 §5.1; ratio_row_item_max_width_keyword_from_stretched_height).
    /// `nil` for every other item.
    @inline(__always)
    private func ratioKeywordWidth(_ item: FlexItem, _ container: FlexContainer) -> Double? {
        guard container.flow.isRow, item.box.aspectRatio != nil, let height = item.definiteCrossSize(in: container) else { return nil }
        return item.box.ratioTransfer(height, from: .vertical)
    }

    /// Computes the automatic minimum sizes that `resolveMainSizeLimits` deferred, for a line
    /// whose items shrink below their flex base sizes (§9.7): only there can they bind.
    mutating func resolveDeferredMinimumSizes(_ items: inout [FlexItem], _ range: Range<Int>, _ container: FlexContainer) {
        guard itemsShrinkBelowFlexBaseSizes(items, range, container) else { return }
        for index in range where items[index].minMainSizeIsDeferred {
            resolveDeferredMinimumSize(&items[index], container)
        }
    }

    /// One item's deferred automatic minimum size, handed over in place (see `determineFlexBaseSize`).
    private mutating func resolveDeferredMinimumSize(_ item: inout FlexItem, _ container: FlexContainer) {
        item.minMainSize = max(automaticMinimumSize(&item, container), item.box.paddingBorder[container.main])
        item.minMainSizeIsDeferred = false
    }

    /// The content-based minimum size of a flex item (§4.5): the smaller of its specified size
    /// suggestion and its content size suggestion, capped by its max main size. The item is only
    /// read, but taken `inout` so that it is read in place: passed by value to a function that
    /// measures, an array element is copied whole first (see `determineFlexBaseSize`).
    private mutating func automaticMinimumSize(_ item: inout FlexItem, _ container: FlexContainer) -> Double {
        let main = container.main
        // The max main size as resolved, a content keyword's included (§4.5: the suggestions are
        // clamped by the max main size; ratio_row_item_max_width_keyword_from_stretched_height).
        let limit = min(item.box.size[main] ?? .infinity, item.maxMainSize)
        let crossSize = item.definiteCrossSize(in: container)
        // A definite height gives a row item's width through the ratio; that width is the
        // ratio-dependent axis, with its own automatic minimum (aspect_ratio_auto_min_width_in_row).
        if container.flow.isRow, let crossSize,
           let transferred = ratioDependentWidth(item.node, item.box, height: crossSize, heightIsDefinite: true) {
            return min(transferred, limit)
        }
        // The content size suggestion, clamped by the cross axis's limits through the aspect
        // ratio, but neither are the item's min or max main size: a flexed size may leave them
        // (aspect_ratio_transferred_limits_not_main_limits). The transferred minimum still
        // raises it to a specified size (aspect_ratio_transferred_min_in_content_suggestion).
        let transferred = item.box.transferredLimits(main)
        let contentLimit = min(limit, transferred.max ?? .infinity)
        let content: Double
        if container.flow.isRow {
            content = item.isOrthogonal
                ? orthogonalMinContentWidth(item, container, crossSize: crossSize, atMost: contentLimit)
                : minContentWidth(item.node, item.box, atMost: contentLimit)
        } else {
            // A column item's content-based height: at a definite width, the ratio height or its
            // content's where taller (aspect_ratio_column_content_size_suggestion); else the
            // same at the width it takes when its height is automatic.
            let measured = crossSize == nil && item.box.aspectRatio != nil ? withAutomaticHeight(item, container) : item
            content = min(contentMainSize(measured, container, .minContent), contentLimit)
        }
        return min(max(content, transferred.min ?? 0), limit)
    }

    /// An orthogonal row item's min-content width for its automatic minimum: its block size after
    /// layout, which its own width sets (CSS Sizing 3 §5.1), so vertical text does not shrink
    /// below it; else its lines laid out in the container's height where definite (Writing
    /// Modes 4 §7.3). Kept out of line: the few items it serves must not make
    /// `automaticMinimumSize`, which every flex item passes, too large to inline its helpers.
    @inline(never)
    private mutating func orthogonalMinContentWidth(_ item: FlexItem, _ container: FlexContainer, crossSize: Double?,
                                                    atMost contentLimit: Double) -> Double {
        if item.box.size.width != nil { return contentLimit }
        if let lines = contentWidthAtParentHeight(item.node, .minContent, item.box, containingBlock: container.percentageBasis,
                                                  stretchedHeight: crossSize) {
            return min(lines + item.box.contentInset.width, contentLimit)
        }
        return minContentWidth(item.node, item.box, atMost: contentLimit)
    }
}

/// Where a flex base size comes from: a length of the item's style or its aspect ratio with
/// a definite cross size (step B), its max-content main size (step E), or a keyword.
private enum FlexBaseSizeSource { case definite, maxContent, other }
