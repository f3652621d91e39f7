/// The track sizing algorithm (CSS Grid 2 §12) on one axis, given each item's contributions
/// (§11.5's minimum, min-content and max-content contributions, which the layout measures).
struct GridTrackSizing {
    /// A track sizing function with its percentage resolved (§7.2.1); a percentage of an
    /// indefinite size is `auto` (§7.2.1).
    enum Function: Equatable {
        case fixed(Double)
        case auto
        case minContent
        case maxContent
        /// `fit-content(limit)`, a max function only.
        case fitContent(Double)
        /// `<flex>`, a max function only.
        case flex(Double)

        var isIntrinsic: Bool {
            switch self {
            case .auto, .minContent, .maxContent, .fitContent: return true
            case .fixed, .flex: return false
            }
        }
    }

    /// One track as the algorithm sizes it (§12.3).
    struct Track {
        var minimum: Function
        var maximum: Function
        var base = 0.0
        var limit = Double.infinity
        /// §12.5: a growth limit that went from infinite to finite while handling intrinsic maximums.
        var infinitelyGrowable = false
        /// An `auto-fit` track that no item occupies (§7.2.3.2): it and its gutters are 0.
        var isCollapsed = false
        /// Scratch space for §12.5's distribution (and §12.6's and §12.7.1's loops), kept in
        /// the tracks so that sizing allocates nothing: whether the phase affects the track for
        /// some item, for the current item, and whether the track is still unfrozen.
        var planned = 0.0
        var incurred = 0.0
        var isAffected = false
        var isItemAffected = false
        var isUnfrozen = false

        var flexFactor: Double? {
            if case .flex(let factor) = maximum { return factor }
            return nil
        }

        init(minimum: Function, maximum: Function) {
            (self.minimum, self.maximum) = (minimum, maximum)
        }

        /// The track sizing functions of `size`; percentages of `basis`.
        init(_ size: GridTrack, basis: Double?) {
            func function(_ part: GridTrack) -> Function {
                switch part {
                case .points(let value): return .fixed(LayoutTree.storedLength(value))
                case .percent(let value): return basis.map { .fixed(LayoutTree.storedLength(LayoutTree.percentage(value, of: $0))) } ?? .auto
                // Beyond the largest float an fr weighs the largest float, as a flex factor does,
                // so that sums of factors stay finite (Docs/HostileNumbers.md).
                case .fr(let value): return .flex(min(value, Double(Float.greatestFiniteMagnitude)))
                case .minContent: return .minContent
                case .maxContent: return .maxContent
                case .fitContent(.points(let value)): return .fitContent(LayoutTree.storedLength(value))
                case .fitContent(.percent(let value)):
                    return basis.map { .fitContent(LayoutTree.storedLength(LayoutTree.percentage(value, of: $0))) } ?? .maxContent
                case .fitContent(.calc(let expression)):
                    return StoredExpression(expression).evaluate(against: basis, anchors: nil)
                        .map { .fitContent(LayoutTree.storedLength(max(0, $0))) } ?? .maxContent
                case .auto, .minmax, .lineNames, .repeating: return .auto
                }
            }
            minimum = function(size.minimumFunction)
            maximum = function(size.maximumFunction)
            // §7.2.1: a flexible min (only as `<flex>` alone) is `auto`.
            if case .flex = minimum { minimum = .auto }
        }
    }

    /// An item's span and contributions on this axis (outer sizes, margins included).
    struct Item: Equatable {
        var tracks: Range<Int>
        var minimum: Double
        var minContent: Double
        var maxContent: Double
        /// Whether a min- or max-content constraint replaces `minimum` by the limited min-content
        /// contribution (§12.4.3 step 1). Chrome keeps a minimum that is not content-based: a
        /// scroll container's automatic one
        /// (`grid_span_2_min_content_fit_content_10px_indefinite_hidden`), an item's spanning
        /// a flexible track among others (text across two `0fr` columns leaves them 0), and a
        /// specified `min-width`/`min-height` (`grid_item_min_width_minimum_under_min_content`).
        var limitsUnderIntrinsicConstraint = true
    }

    /// The room the tracks are sized in (§11.1's available grid space).
    enum Room: Equatable {
        case definite(Double)
        /// An indefinite size that is not an intrinsic sizing constraint (a grid's automatic
        /// height): the tracks grow to their growth limits, from minimum contributions.
        case indefinite
        /// The grid container is sized under a min-content constraint.
        case minContent
        /// The grid container is sized under a max-content constraint.
        case maxContent

        var definiteValue: Double? {
            if case .definite(let value) = self { return value }
            return nil
        }

        /// Whether the container is sized under a min- or max-content constraint (§12.4.3).
        var isIntrinsicConstraint: Bool { self == .minContent || self == .maxContent }
    }

    var tracks: [Track]
    var gap: Double

    /// The sum of the tracks' base sizes and the gutters between them (collapsed tracks have none).
    var usedSize: Double {
        var total = 0.0
        var count = 0
        for track in tracks where !track.isCollapsed {
            total += track.base
            count += 1
        }
        return total + gap * Double(max(0, count - 1))
    }

    /// The gutters inside `span`, which an item spanning it also covers.
    private func gutters(_ span: Range<Int>) -> Double {
        var count = 0
        for index in span where !tracks[index].isCollapsed { count += 1 }
        return gap * Double(max(0, count - 1))
    }

    // MARK: §12.1 The track sizing algorithm

    /// Runs §12.3–12.8 in `available` room. `minimumSize`/`maximumSize` are the container's
    /// content-box limits (for an indefinite size, §12.7); `stretchesAutoTracks` says whether
    /// the content alignment is `normal` or `stretch` (§12.8).
    mutating func run(_ items: [Item], available: Room, minimumSize: Double?, maximumSize: Double?,
                      stretchesAutoTracks: Bool) {
        initializeTrackSizes()
        if isOneFlexibleCell {
            resolveOneFlexibleCellSize(items, available: available)
        } else {
            resolveIntrinsicTrackSizes(items, available: available)
            maximizeTracks(available: available, maximumSize: maximumSize)
        }
        expandFlexibleTracks(items, available: available, minimumSize: minimumSize, maximumSize: maximumSize)
        if stretchesAutoTracks { stretchAutoTracks(available: available, minimumSize: minimumSize) }
    }

    /// §12.3 Initialize track sizes: fixed functions give the base size and growth limit.
    mutating func initializeTrackSizes() {
        for index in tracks.indices {
            var track = tracks[index]
            if case .fixed(let value) = track.minimum { track.base = value } else { track.base = 0 }
            if case .fixed(let value) = track.maximum { track.limit = value } else { track.limit = .infinity }
            if track.limit < track.base { track.limit = track.base }
            if track.isCollapsed { (track.base, track.limit) = (0, 0) }
            track.infinitelyGrowable = false
            tracks[index] = track
        }
    }

    // MARK: §12.4 Resolve intrinsic track sizes

    /// Whether the tracks are one `minmax(auto, 1fr)` (a layers container's cell, `1fr`).
    private var isOneFlexibleCell: Bool {
        tracks.count == 1 && tracks[0].minimum == .auto && tracks[0].maximum == .flex(1) && !tracks[0].isCollapsed
    }

    /// §12.4 and §12.6 for one `minmax(auto, 1fr)` track, which every item crosses: of §12.4.4,
    /// only step 1 affects it, where each item's space goes whole to it (a lone factor of 1), so
    /// its base size and growth limit are the largest minimum contribution past the gutters;
    /// §12.6 then has nothing to grow.
    private mutating func resolveOneFlexibleCellSize(_ items: [Item], available: Room) {
        var planned = 0.0
        for item in items where !item.tracks.isEmpty {
            let space = max(0, contribution(.intrinsicMinimums, item, available: available) - (gutters(item.tracks) + tracks[0].base))
            // §12.5 step 2 hands out nothing below its threshold.
            if space > 1e-9 && space > planned { planned = space }
        }
        tracks[0].base += planned
        tracks[0].limit = tracks[0].base
    }

    /// Whether sizing the tracks in `available` room reads the items' max-content contributions:
    /// a track has a `max-content` min function or an `auto`, `max-content` or `fit-content()`
    /// max function (§12.4.3 steps 3 and 6), or a flexible one in indefinite room (§12.7.1).
    func readsMaxContentContributions(in available: Room) -> Bool {
        let fillsIndefiniteRoom = available == .maxContent || available == .indefinite
        return tracks.contains { track in
            affects(.maxContentMinimums, track) || affects(.maxContentMaximums, track) || fillsIndefiniteRoom && track.flexFactor != nil
        }
    }

    /// The steps of §12.4.3 (and §12.4.4), each a contribution distributed to one size of the
    /// tracks one kind of function affects.
    enum Phase: Int, CaseIterable {
        /// Step 1: minimum contributions to the base sizes of tracks with an intrinsic min.
        case intrinsicMinimums
        /// Step 2: min-content contributions to the base sizes of min-/max-content mins.
        case contentBasedMinimums
        /// Step 3: max-content contributions to the base sizes of max-content mins. (The
        /// spec adds `auto` mins under a max-content constraint; Chrome does not:
        /// grid_minmax_auto_min_content.)
        case maxContentMinimums
        /// Step 5: min-content contributions to the growth limits of intrinsic maxes.
        case intrinsicMaximums
        /// Step 6: max-content contributions to the growth limits of max-content maxes.
        case maxContentMaximums

        var growsLimits: Bool { self == .intrinsicMaximums || self == .maxContentMaximums }
        /// The phase's bit in a set of phases.
        var bit: UInt8 { 1 << UInt8(rawValue) }
    }

    /// §12.4: items spanning one track, then more, by span, then those crossing flexible tracks.
    /// Each group costs the tracks its items span, not the whole grid: a grid of 10,000
    /// implicit tracks with hundreds of distinct spans stays linear in its items' spans.
    mutating func resolveIntrinsicTrackSizes(_ items: [Item], available: Room) {
        // A phase that affects no track needs no visit (most, in a grid with few kinds of function).
        var affected: UInt8 = 0
        for phase in Phase.allCases where tracks.contains(where: { affects(phase, $0) }) { affected |= phase.bit }
        // §12.4.2 and §12.4.3: the items not crossing a flexible track, a group per span size,
        // smallest first (a span of 1 distributes to its one track).
        var bySpan: [Int] = []
        var crossingFlexible: [Int] = []
        for index in items.indices where !items[index].tracks.isEmpty {
            if crossesFlexibleTrack(items[index].tracks) { crossingFlexible.append(index) } else { bySpan.append(index) }
        }
        // Usually the items come in span order already (all of span 1, say): no sort then.
        for position in bySpan.indices.dropFirst() where items[bySpan[position]].tracks.count < items[bySpan[position - 1]].tracks.count {
            bySpan.sort { (items[$0].tracks.count, $0) < (items[$1].tracks.count, $1) }
            break
        }
        var groupStart = 0
        while groupStart < bySpan.count {
            let span = items[bySpan[groupStart]].tracks.count
            var groupEnd = groupStart + 1
            while groupEnd < bySpan.count && items[bySpan[groupEnd]].tracks.count == span { groupEnd += 1 }
            let group = bySpan[groupStart..<groupEnd]
            for phase in Phase.allCases {
                if affected & phase.bit != 0 { distributeExtraSpace(phase, items, group, toFlexibleTracks: false, available: available) }
                if phase == .maxContentMinimums {
                    // Step 4: a growth limit below its base size rises to it.
                    for item in group {
                        for index in items[item].tracks where tracks[index].limit < tracks[index].base { tracks[index].limit = tracks[index].base }
                    }
                }
            }
            groupStart = groupEnd
        }
        // §12.4.4: items crossing flexible tracks, together, to the flexible tracks' base sizes.
        if !crossingFlexible.isEmpty {
            for phase in Phase.allCases where !phase.growsLimits && affected & phase.bit != 0 {
                distributeExtraSpace(phase, items, crossingFlexible[...], toFlexibleTracks: true, available: available)
            }
            for index in tracks.indices where tracks[index].limit < tracks[index].base { tracks[index].limit = tracks[index].base }
        }
        // §12.4.5: a growth limit still infinite becomes the base size.
        for index in tracks.indices where tracks[index].limit == .infinity { tracks[index].limit = tracks[index].base }
    }

    /// Whether `span` crosses a flexible track (§12.4.4).
    private func crossesFlexibleTrack(_ span: Range<Int>) -> Bool {
        for index in span where tracks[index].flexFactor != nil { return true }
        return false
    }

    /// Whether `phase` affects `track` (§12.4.3's "tracks with … sizing functions").
    private func affects(_ phase: Phase, _ track: Track) -> Bool {
        switch phase {
        case .intrinsicMinimums: return track.minimum.isIntrinsic
        case .contentBasedMinimums: return track.minimum == .minContent || track.minimum == .maxContent
        case .maxContentMinimums:
            return track.minimum == .maxContent
        case .intrinsicMaximums: return track.maximum.isIntrinsic
        case .maxContentMaximums:
            switch track.maximum {
            case .maxContent, .auto, .fitContent: return true
            default: return false
            }
        }
    }

    /// The contribution `phase` distributes for `item`. Under a min- or max-content constraint
    /// an intrinsic minimum takes the limited min-content contribution (§12.4.3 step 1).
    private func contribution(_ phase: Phase, _ item: Item, available: Room) -> Double {
        switch phase {
        case .intrinsicMinimums:
            return available.isIntrinsicConstraint && item.limitsUnderIntrinsicConstraint
                ? limited(item.minContent, item) : item.minimum
        case .contentBasedMinimums, .intrinsicMaximums: return item.minContent
        case .maxContentMinimums, .maxContentMaximums: return item.maxContent
        }
    }

    /// A contribution limited by the spanned tracks' max functions when all are fixed (a
    /// `fit-content()` argument counts), and floored by the item's minimum contribution (§12.4.3).
    private func limited(_ content: Double, _ item: Item) -> Double {
        var fixedSum = gutters(item.tracks)
        for index in item.tracks {
            switch tracks[index].maximum {
            case .fixed(let value), .fitContent(let value): fixedSum += value
            default: return max(content, item.minimum)
            }
        }
        return max(min(content, fixedSum), item.minimum)
    }

    /// §12.5 Distribute extra space across spanned tracks, for every item of `group` (indices of
    /// `items`), then apply the largest increase each track incurred; only to flexible tracks
    /// for the items crossing them (§12.4.4).
    mutating func distributeExtraSpace(_ phase: Phase, _ items: [Item], _ group: ArraySlice<Int>, toFlexibleTracks flexibleOnly: Bool,
                                       available: Room) {
        for item in group {
            for index in items[item].tracks {
                tracks[index].planned = 0
                tracks[index].isAffected = false
            }
        }
        for itemIndex in group {
            let item = items[itemIndex]
            var covered = gutters(item.tracks)
            var affectedCount = 0
            // Weights: flexible tracks share by flex factor (§12.4.4; Chrome does so for sums
            // below 1 as well: grid_fr_span_2_proportion_sub_1_sum).
            var flexSum = 0.0
            for index in item.tracks {
                let track = tracks[index]
                covered += phase.growsLimits ? (track.limit.isFinite ? track.limit : track.base) : track.base
                let isAffected = !track.isCollapsed && affects(phase, track) && (!flexibleOnly || track.flexFactor != nil)
                tracks[index].isItemAffected = isAffected
                tracks[index].isUnfrozen = isAffected
                guard isAffected else { continue }
                affectedCount += 1
                if flexibleOnly { flexSum += track.flexFactor ?? 0 }
            }
            guard affectedCount > 0 else { continue }
            for index in item.tracks where tracks[index].isItemAffected { tracks[index].isAffected = true }
            // Step 1: the space to distribute.
            var space = max(0, contribution(phase, item, available: available) - covered)
            guard space > 0 else { continue }
            for index in item.tracks where tracks[index].isItemAffected { tracks[index].incurred = 0 }
            // Step 2: to the affected sizes up to their limits, equally (or by flex factor).
            space = share(space, among: item.tracks, count: affectedCount, phase: phase, beyondLimits: false, flexSum: flexSum)
            // Step 3: past the limits, to the tracks whose max function lets them grow (all
            // affected ones if none does).
            if space > 0 {
                var growingCount = 0
                for index in item.tracks where tracks[index].isItemAffected && growsBeyondLimit(phase, tracks[index]) { growingCount += 1 }
                for index in item.tracks {
                    tracks[index].isUnfrozen = tracks[index].isItemAffected && (growingCount == 0 || growsBeyondLimit(phase, tracks[index]))
                }
                space = share(space, among: item.tracks, count: growingCount == 0 ? affectedCount : growingCount,
                              phase: phase, beyondLimits: true, flexSum: flexSum)
            }
            // Step 4: the largest item-incurred increase is the track's planned increase.
            for index in item.tracks where tracks[index].isItemAffected && tracks[index].incurred > tracks[index].planned {
                tracks[index].planned = tracks[index].incurred
            }
        }
        // Step 5: update the affected sizes by the planned increase; an infinite growth limit
        // becomes the base size plus it (and, handling intrinsic maximums, infinitely growable).
        for item in group {
            for index in items[item].tracks where tracks[index].isAffected {
                var track = tracks[index]
                track.isAffected = false  // a track spanned by several items grows once
                if phase.growsLimits {
                    let wasInfinite = !track.limit.isFinite
                    track.limit = (wasInfinite ? track.base : track.limit) + track.planned
                    if wasInfinite && phase == .intrinsicMaximums { track.infinitelyGrowable = true }
                } else {
                    track.base += track.planned
                }
                tracks[index] = track
            }
        }
        if phase == .maxContentMaximums {
            for item in group {
                for index in items[item].tracks { tracks[index].infinitelyGrowable = false }
            }
        }
    }

    /// Whether a track takes space past its limit in §12.5 step 3: for minimums, an intrinsic
    /// max (max-content ones only for max-content contributions); for maximums, every track.
    private func growsBeyondLimit(_ phase: Phase, _ track: Track) -> Bool {
        switch phase {
        case .intrinsicMinimums, .contentBasedMinimums: return track.maximum.isIntrinsic
        case .maxContentMinimums:
            switch track.maximum {
            case .maxContent, .auto: return true
            default: return false
            }
        case .intrinsicMaximums, .maxContentMaximums: return true
        }
    }

    /// How far a track's affected size may grow in §12.5 step 2, or past its limit in step 3: a
    /// base size up to the growth limit, then without bound; a growth limit without bound once
    /// infinitely growable, and a `fit-content()` one never past its argument.
    private func growthCap(_ track: Track, _ phase: Phase, beyondLimits: Bool) -> Double {
        guard phase.growsLimits else { return beyondLimits ? .infinity : track.limit }
        let fitContent: Double
        if case .fitContent(let argument) = track.maximum { fitContent = max(argument, track.base) } else { fitContent = .infinity }
        if beyondLimits { return fitContent }
        return min(track.infinitelyGrowable || !track.limit.isFinite ? .infinity : track.limit, fitContent)
    }

    /// Shares `space` among the `count` unfrozen tracks of `span`, each up to its cap, until it
    /// is gone or every track is frozen; returns what is left.
    private mutating func share(_ space: Double, among span: Range<Int>, count: Int, phase: Phase, beyondLimits: Bool,
                                flexSum: Double) -> Double {
        var space = space
        var unfrozenCount = count
        while space > 1e-9 && unfrozenCount > 0 {
            var weightSum = Double(unfrozenCount)
            if flexSum > 0 {
                weightSum = 0
                for index in span where tracks[index].isUnfrozen { weightSum += tracks[index].flexFactor ?? 0 }
            }
            guard weightSum > 0 else { break }
            var handed = 0.0
            var stillUnfrozen = 0
            for index in span where tracks[index].isUnfrozen {
                let track = tracks[index]
                let weight = flexSum > 0 ? (track.flexFactor ?? 0) : 1
                let affectedSize = phase.growsLimits ? (track.limit.isFinite ? track.limit : track.base) : track.base
                let room = growthCap(track, phase, beyondLimits: beyondLimits) - affectedSize - track.incurred
                // The share first: `space * weight` overflows for a factor such as 1e38.
                let offer = space * (weight / weightSum)
                let given = max(0, min(offer, room))
                tracks[index].incurred += given
                handed += given
                if offer < room { stillUnfrozen += 1 } else { tracks[index].isUnfrozen = false }
            }
            space -= handed
            // A pass that froze no track handed every track its whole offer: all the space, up
            // to rounding, which must not keep the loop going. Each other pass freezes a track.
            if stillUnfrozen == unfrozenCount { return 0 }
            unfrozenCount = stillUnfrozen
        }
        return space
    }

    // MARK: §12.6 Maximize tracks

    /// §12.6: free space goes to the base sizes, equally, up to the growth limits; under a
    /// max-content constraint every track reaches its growth limit.
    mutating func maximizeTracks(available: Room, maximumSize: Double?) {
        let room: Double
        switch available {
        case .minContent: return
        case .maxContent, .indefinite:
            // Chrome grows rows of an automatic height to their limits past a maximum height,
            // which then clips the container (probed: max-height 55px, rows 10px and 50px).
            guard let maximumSize, available == .maxContent else {
                for index in tracks.indices { tracks[index].base = tracks[index].limit }
                return
            }
            room = maximumSize
        case .definite(let value): room = value
        }
        var free = room - usedSize
        var unfrozenCount = 0
        for index in tracks.indices {
            tracks[index].isUnfrozen = !tracks[index].isCollapsed && tracks[index].base < tracks[index].limit
            if tracks[index].isUnfrozen { unfrozenCount += 1 }
        }
        while free > 1e-9 && unfrozenCount > 0 {
            let offer = free / Double(unfrozenCount)
            var stillUnfrozen = 0
            for index in tracks.indices where tracks[index].isUnfrozen {
                let given = min(offer, tracks[index].limit - tracks[index].base)
                tracks[index].base += given
                free -= given
                if tracks[index].base < tracks[index].limit { stillUnfrozen += 1 } else { tracks[index].isUnfrozen = false }
            }
            if stillUnfrozen == unfrozenCount { break }
            unfrozenCount = stillUnfrozen
        }
    }

    // MARK: §12.7 Expand flexible tracks

    /// §12.7: flexible tracks grow to the used flex fraction times their factor.
    mutating func expandFlexibleTracks(_ items: [Item], available: Room, minimumSize: Double?, maximumSize: Double?) {
        guard tracks.contains(where: { $0.flexFactor != nil && !$0.isCollapsed }) else { return }
        var fraction: Double
        switch available {
        case .minContent: return
        case .definite(let room):
            fraction = findTheSizeOfAnFr(tracks.indices, spaceToFill: room)
        case .maxContent, .indefinite:
            // Indefinite free space: the largest fraction any flexible track or item asks for.
            fraction = 0
            for track in tracks where !track.isCollapsed {
                guard let factor = track.flexFactor else { continue }
                fraction = max(fraction, factor > 1 ? track.base / factor : track.base)
            }
            for item in items where item.tracks.contains(where: { tracks[$0].flexFactor != nil }) {
                fraction = max(fraction, findTheSizeOfAnFr(item.tracks, spaceToFill: item.maxContent))
            }
            // Within the container's min and max sizes, redone against the one it breaks.
            let size = sizeWithFraction(fraction)
            if let minimumSize, size < minimumSize {
                fraction = findTheSizeOfAnFr(tracks.indices, spaceToFill: minimumSize)
            } else if let maximumSize, size > maximumSize {
                fraction = findTheSizeOfAnFr(tracks.indices, spaceToFill: maximumSize)
            }
        }
        // Chrome sizes the tracks in single precision and places them in layout units: each ends
        // where the running sum of the sizes up to it, truncated to a unit, puts it. So 100 px
        // in three 1fr tracks (33.333332 each) is 33.328125 each, the sum a unit short, and 9.5 px
        // is 3.15625, 3.171875 and 3.171875 (probed in Chromium 156).
        let singleFraction = LayoutTree.float32(fraction)
        var running = 0.0
        var end = 0.0
        for index in tracks.indices where !tracks[index].isCollapsed {
            guard let factor = tracks[index].flexFactor else {
                running += tracks[index].base
                end += tracks[index].base
                continue
            }
            // A fraction one track asks for, times another's huge factor, saturates as a length.
            running += max(tracks[index].base, LayoutTree.saturated(Double(singleFraction * LayoutTree.float32(factor))))
            let snappedEnd = LayoutTree.storedLength(running)
            tracks[index].base = max(tracks[index].base, snappedEnd - end)
            end = snappedEnd
        }
    }

    /// The used size the grid would have with flex fraction `fraction`.
    private func sizeWithFraction(_ fraction: Double) -> Double {
        var total = 0.0
        var count = 0
        for track in tracks where !track.isCollapsed {
            total += track.flexFactor.map { max(track.base, LayoutTree.saturated(fraction * $0)) } ?? track.base
            count += 1
        }
        return total + gap * Double(max(0, count - 1))
    }

    /// §12.7.1 Find the size of an fr over `span`, to fill `spaceToFill`: the leftover space
    /// over the flex factors, with tracks whose base size exceeds their share made inflexible.
    /// (A track still flexible is an unfrozen one.)
    mutating func findTheSizeOfAnFr(_ span: Range<Int>, spaceToFill: Double) -> Double {
        for index in span { tracks[index].isUnfrozen = true }
        while true {
            var leftover = spaceToFill - gutters(span)
            var flexSum = 0.0
            for index in span where !tracks[index].isCollapsed {
                if let factor = tracks[index].flexFactor, tracks[index].isUnfrozen {
                    flexSum += factor
                } else {
                    leftover -= tracks[index].base
                }
            }
            let fraction = max(0, leftover) / max(flexSum, 1)
            var restart = false
            for index in span where tracks[index].isUnfrozen && !tracks[index].isCollapsed {
                if let factor = tracks[index].flexFactor, factor * fraction < tracks[index].base {
                    tracks[index].isUnfrozen = false
                    restart = true
                }
            }
            if !restart { return fraction }
        }
    }

    // MARK: §12.8 Stretch auto tracks

    /// §12.8: definite free space is shared equally by the tracks with an `auto` max function.
    mutating func stretchAutoTracks(available: Room, minimumSize: Double?) {
        guard let room = available.definiteValue ?? minimumSize else { return }
        let stretching = tracks.count(where: { $0.maximum == .auto && !$0.isCollapsed })
        let free = room - usedSize
        guard free > 0, stretching > 0 else { return }
        for index in tracks.indices where tracks[index].maximum == .auto && !tracks[index].isCollapsed {
            tracks[index].base += free / Double(stretching)
        }
    }
}
