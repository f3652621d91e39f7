// The values of the CSS Grid properties (CSS Grid Layout Module Level 2): track lists
// (§7.2 `grid-template-rows`/`-columns`, §7.6 `grid-auto-rows`/`-columns`), `grid-auto-flow`
// (§7.7) and line-based placement (§8.3 `grid-row-start` …). Docs/Grid.md says what the
// intermediate tree accepts.

/// One entry of a track list (CSS Grid 2 §7.2): a track size, a set of line names, or a
/// `repeat()` of entries.
///
///     let columns: [GridTrack] = [.points(40), .fr(1), .minmax(.auto, .fr(1))]
///     let cards: [GridTrack] = [.repeating(.autoFill, [.minmax(.points(120), .fr(1))])]
public indirect enum GridTrack: Hashable, Sendable {
    /// A fixed length in points.
    case points(Double)
    /// A percentage of the grid container's content box on the track's axis.
    case percent(Double)
    /// A flexible length (`fr`): a share of the leftover space (§7.2.4).
    case fr(Double)
    /// `auto`: as `minmax(auto, auto)`, sized by its items, and stretched by `normal` content alignment.
    case auto
    /// `min-content`: the largest min-content contribution of the track's items.
    case minContent
    /// `max-content`: the largest max-content contribution of the track's items.
    case maxContent
    /// `fit-content(limit)`: `max(minimum, min(limit, max-content))` (§7.2.2.1).
    case fitContent(LengthPercentage)
    /// `minmax(min, max)`: a size between the two; `min` is not flexible, neither is a
    /// `minmax`, `fit-content`, line names or a repetition.
    case minmax(GridTrack, GridTrack)
    /// Names for the grid line at this place in the list (`[a b]`).
    case lineNames([String])
    /// `repeat(count, entries)`: the entries (sizes and names, no nested repetition) repeated.
    case repeating(GridRepetition, [GridTrack])
}

/// How many times a `repeat()` repeats (CSS Grid 2 §7.2.3).
public enum GridRepetition: Hashable, Sendable {
    /// A fixed number of times, at least 1.
    case count(Int)
    /// `auto-fill`: as many times as fit the container (§7.2.3.2).
    case autoFill
    /// `auto-fit`: as `auto-fill`, then the repeated tracks no item occupies collapse (§7.2.3.2).
    case autoFit
}

/// Where an item's edge is on one axis (CSS Grid 2 §8.3): a line, a span, or `auto`.
public enum GridLine: Hashable, Sendable {
    /// Automatic placement, or a span of 1.
    case auto
    /// The `index`th line (from the end when negative; never 0), counting only lines called
    /// `name` when there is one: `grid-row-start: 2`, `grid-row-start: 2 a`; a lone name `a`
    /// is `.line(1, name: "a")`.
    case line(Int, name: String? = nil)
    /// `span count [name]`: the edge lies `count` lines (or lines called `name`) from the
    /// opposite edge; `count` is at least 1.
    case span(Int, name: String? = nil)
}

/// How auto-placed items flow into the grid: CSS `grid-auto-flow` (§7.7).
public enum GridAutoFlow: UInt8, Hashable, Sendable, BitwiseCopyable {
    /// Fill each row in turn, adding rows as needed. The initial value.
    case row
    /// Fill each column in turn, adding columns as needed.
    case column
    /// As `row`, but each item looks for the earliest hole that fits it.
    case rowDense
    /// As `column`, but each item looks for the earliest hole that fits it.
    case columnDense

    /// Whether items flow along columns, adding columns.
    @inlinable public var isColumn: Bool { self == .column || self == .columnDense }
    /// Whether the placement cursor restarts for each item (`dense`).
    @inlinable public var isDense: Bool { self == .rowDense || self == .columnDense }
}

extension GridTrack {
    /// Whether this is a track size (not line names, not a repetition).
    var isTrackSize: Bool {
        switch self {
        case .lineNames, .repeating: return false
        default: return true
        }
    }

    /// Whether the size is a `<fixed-size>` (§7.2.1): a length or percentage, or a `minmax()`
    /// with one, which an `auto-fill`/`auto-fit` repetition requires of every track.
    var isFixedSize: Bool {
        switch self {
        case .points, .percent: return true
        case let .minmax(minimum, maximum): return minimum.isFixedBreadth || maximum.isFixedBreadth
        default: return false
        }
    }

    private var isFixedBreadth: Bool {
        switch self {
        case .points, .percent: return true
        default: return false
        }
    }
}

extension Style {
    /// The largest number of lines either side of the explicit grid's start that placement
    /// reaches; lines and spans beyond it are clamped, as Chrome clamps them, so that a line of
    /// 10^9 neither allocates nor loops (Docs/HostileNumbers.md, Grid).
    public static let gridLineLimit = 10_000
}
