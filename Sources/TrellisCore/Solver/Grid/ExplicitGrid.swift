/// The explicit grid (CSS Grid 2 §7.1): the tracks and named lines that a track list
/// (§7.2) lays down on one axis, with its `repeat()`s expanded.
struct ExplicitGrid {
    /// The explicit tracks' sizes, in order; each a track size (no names, no repetition).
    var tracks: [GridTrack] = []
    /// The named lines: each name with the (0-based) index of a line it names, in line order.
    var lineNames: [(name: String, line: Int)] = []
    /// The tracks an `auto-fit` repetition made, which collapse when no item occupies them
    /// (§7.2.3.2); empty without one.
    var autoFitTracks: Range<Int> = 0..<0

    /// A layers container's column or row: one `1fr` track (Docs/Extensions.md §1).
    static let oneFlexibleTrack = ExplicitGrid([.fr(1)], automaticRepetitions: 1)

    /// The tracks of `list` with `repeat(auto-fill | auto-fit, …)` repeated `automaticRepetitions`
    /// times (§7.2.3), stopping at ``Style/gridLineLimit`` tracks as Chrome does, so that a
    /// count of 10^9 allocates no more than that.
    init(_ list: [GridTrack], automaticRepetitions: Int) {
        let limit = Style.gridLineLimit
        func append(_ entry: GridTrack) {
            switch entry {
            case .lineNames(let names):
                for name in names { lineNames.append((name, tracks.count)) }
            case .repeating:
                break  // Validation forbids nesting.
            default:
                if tracks.count < limit { tracks.append(entry) }
            }
        }
        for entry in list {
            guard case let .repeating(repetition, repeated) = entry else {
                append(entry)
                continue
            }
            let first = tracks.count
            let count: Int
            switch repetition {
            case .count(let value): count = value
            case .autoFill, .autoFit: count = automaticRepetitions
            }
            let sizes = max(1, repeated.count(where: \.isTrackSize))
            for _ in 0..<min(count, (limit - tracks.count) / sizes + 1) {
                for inner in repeated { append(inner) }
            }
            if repetition == .autoFit { autoFitTracks = first..<tracks.count }
        }
    }

    /// The number of times `repeat(auto-fill | auto-fit, …)` in `list` repeats (§7.2.3.2): the
    /// most that fit in the container's content size `room` (or its maximum), at least the
    /// fewest that reach its minimum `floor`, and 1 when neither is definite. Each track counts
    /// at its max track sizing function if definite, else its min, and a repeated one at least
    /// 1px; percentages resolve against `percentBasis`, else the minimum `floor`. 1 for a list
    /// without such a repetition.
    static func automaticRepetitions(_ list: [GridTrack], room: Double?, floor: Double?, gap: Double,
                                     percentBasis: Double?) -> Int {
        var automatic: [GridTrack]?
        for case let .repeating(repetition, tracks) in list where repetition == .autoFill || repetition == .autoFit {
            automatic = tracks
        }
        guard let repeated = automatic else { return 1 }
        guard let space = room ?? floor else { return 1 }
        // Without a definite size or maximum, percentages resolve against the minimum counted
        // against, as in Chrome (grid_auto_fill_rows_percent_of_min_height); against a maximum
        // they count 0.
        let percentBasis = percentBasis ?? (room == nil ? floor : nil)
        func fixed(_ track: GridTrack) -> Double {
            func breadth(_ part: GridTrack) -> Double? {
                switch part {
                case .points(let value): return value
                case .percent(let value): return percentBasis.map { $0 * value / 100 }
                default: return nil
                }
            }
            if case let .minmax(minimum, maximum) = track {
                let low = breadth(minimum) ?? 0
                return max(breadth(maximum) ?? low, low)
            }
            return breadth(track) ?? 0
        }
        var others = 0.0
        var otherCount = 0
        for entry in list {
            switch entry {
            case let .repeating(.count(count), tracks):
                let sizes = tracks.filter(\.isTrackSize)
                let repeatCount = min(count, Style.gridLineLimit)
                others += Double(repeatCount) * sizes.reduce(0) { $0 + fixed($1) }
                otherCount += repeatCount * sizes.count
            case .repeating, .lineNames: continue
            default:
                others += fixed(entry)
                otherCount += 1
            }
        }
        let sizes = repeated.filter(\.isTrackSize)
        // Each repeated track counts at least 1px, so that tracks of no definite size repeat
        // too (§7.2.3.2's suggested floor; grid_auto_fill_percent_tracks_floored_at_one_px).
        let unit = sizes.reduce(0) { $0 + max(fixed($1), 1) } + Double(sizes.count) * gap
        // Gaps: one after every track but the last.
        let free = space - others - Double(otherCount) * gap + gap
        let fitting = (free / unit).rounded(.down)
        let count = room != nil ? max(1, fitting) : max(1, (free / unit).rounded(.up))
        return Int(min(count, Double(Style.gridLineLimit)))
    }
}

extension GridTrack {
    /// The min track sizing function (§7.2.1): `minmax()`'s first argument, `auto` for a
    /// flexible size or `fit-content()`, the size itself otherwise.
    var minimumFunction: GridTrack {
        switch self {
        case .minmax(let minimum, _): return minimum
        case .fr, .fitContent: return .auto
        default: return self
        }
    }

    /// The max track sizing function (§7.2.1): `minmax()`'s second argument, the size itself otherwise.
    var maximumFunction: GridTrack {
        if case .minmax(_, let maximum) = self { return maximum }
        return self
    }
}
