/// Placing grid items (CSS Grid 2 §8): resolving their lines (§8.3), then the grid item
/// placement algorithm (§8.5), which also fixes the implicit grid (§7.5).
///
/// Lines are counted from 0 at the explicit grid's first line: explicit line `n` (1-based, as
/// CSS writes it) is `n - 1` here, and implicit lines before the explicit grid are negative.
enum GridItemPlacement {
    /// An item's area: the lines it starts and ends at on each axis.
    struct Area: Equatable {
        var columns: Range<Int>
        var rows: Range<Int>

        func lines(_ axis: Axis) -> Range<Int> { axis == .horizontal ? columns : rows }
    }

    /// One axis of an item's placement after line resolution (§8.3.1).
    enum AxisPlacement: Hashable {
        /// Between two lines.
        case definite(Range<Int>)
        /// Left to auto-placement, spanning this many tracks.
        case automatic(span: Int)

        var span: Int {
            switch self {
            case .definite(let lines): return lines.count
            case .automatic(let span): return span
            }
        }
    }

    /// The result: each item's area, and the implicit grid's lines on each axis (§7.5).
    struct Result: Equatable {
        var areas: [Area]
        var columns: Range<Int>
        var rows: Range<Int>
    }

    // MARK: §8.3 Line-based placement

    /// The placement of an item's `start`/`end` pair on an axis with `explicitTracks` tracks and
    /// `names` (§8.3, with §8.3.1's conflict handling), lines clamped to ±``Style/gridLineLimit``.
    static func resolve(_ start: GridLine, _ end: GridLine, explicitTracks: Int,
                        names: [(name: String, line: Int)]) -> AxisPlacement {
        let limit = Style.gridLineLimit
        func clampSpan(_ span: Int) -> Int { min(max(span, 1), limit) }
        // Lines beyond ±limit are clamped, the side counted from kept at least one track from
        // the other (grid_overlarge_extreme_line_numbers).
        func fromStart(_ a: Int, _ b: Int) -> AxisPlacement {
            let start = min(max(a, -limit), limit - 1)
            return .definite(start..<min(max(b, start + 1), limit))
        }
        func fromEnd(_ a: Int, _ b: Int) -> AxisPlacement {
            let end = min(max(b, -limit + 1), limit)
            return .definite(max(min(a, end - 1), -limit)..<end)
        }
        switch (start, end) {
        case let (.line(index, name), .line(endIndex, endName)):
            var a = line(index, name, explicitTracks, names)
            var b = line(endIndex, endName, explicitTracks, names)
            if a > b { swap(&a, &b) }
            return fromStart(a, b == a ? a + 1 : b)
        case let (.line(index, name), .span(count, spanName)):
            let a = line(index, name, explicitTracks, names)
            return fromStart(a, spanName.map { spanned(from: a, count, $0, forward: true, explicitTracks, names) } ?? a + clampSpan(count))
        case let (.span(count, spanName), .line(index, name)):
            let b = line(index, name, explicitTracks, names)
            return fromEnd(spanName.map { spanned(from: b, count, $0, forward: false, explicitTracks, names) } ?? b - clampSpan(count), b)
        case let (.line(index, name), .auto):
            let a = line(index, name, explicitTracks, names)
            return fromStart(a, a + 1)
        case let (.auto, .line(index, name)):
            let b = line(index, name, explicitTracks, names)
            return fromEnd(b - 1, b)
        // A span for a named line with no line to count from spans 1 (§8.3.1).
        case let (.span(count, name), .auto), let (.span(count, name), .span(_, _)), let (.auto, .span(count, name)):
            return .automatic(span: name == nil ? clampSpan(count) : 1)
        case (.auto, .auto):
            return .automatic(span: 1)
        }
    }

    /// The lines of an absolutely positioned child's grid area (§9.1): `nil` for a side that is
    /// `auto`, or a span with nothing to count from, which is the padding edge instead.
    static func resolveAbsolute(_ start: GridLine, _ end: GridLine, explicitTracks: Int,
                                names: [(name: String, line: Int)]) -> (start: Int?, end: Int?) {
        let limit = Style.gridLineLimit
        func definite(_ side: GridLine) -> Int? {
            guard case let .line(index, name) = side else { return nil }
            return min(max(line(index, name, explicitTracks, names), -limit), limit)
        }
        var first = definite(start)
        var last = definite(end)
        if case let .span(count, name) = start, let last {
            first = name.map { spanned(from: last, count, $0, forward: false, explicitTracks, names) } ?? last - min(count, limit)
        }
        if case let .span(count, name) = end, let first {
            last = name.map { spanned(from: first, count, $0, forward: true, explicitTracks, names) } ?? first + min(count, limit)
        }
        if let a = first, let b = last, a > b { return (b, a) }
        // A start line equal to the end line drops the end line (§8.3.1), which leaves a span of
        // one track, as for an in-flow item (Chrome); past the implicit grid it is the padding edge (§9.1).
        if let a = first, a == last { return (a, a + 1) }
        return (first, last)
    }

    /// The line `index` names (§8.3 `<integer> && <custom-ident>?`): counted from the start
    /// when positive, from the end when negative; among lines called `name` when it is given,
    /// every implicit line counting as one when there are too few (§8.3).
    static func line(_ index: Int, _ name: String?, _ explicitTracks: Int, _ names: [(name: String, line: Int)]) -> Int {
        // Far enough past the limit to be clamped, near enough that no sum overflows.
        let index = min(max(index, -4 * Style.gridLineLimit), 4 * Style.gridLineLimit)
        guard let name else {
            return index > 0 ? index - 1 : explicitTracks + 1 + index
        }
        let named = names.lazy.filter { $0.name == name }.map(\.line)
        let count = named.count
        if index > 0 {
            return index <= count ? Array(named)[index - 1] : explicitTracks + (index - count)
        }
        return -index <= count ? Array(named)[count + index] : -(-index - count)
    }

    /// The line `count` lines called `name` away from `line` (§8.3 `span && <custom-ident>`),
    /// every implicit line counting as one called `name`.
    static func spanned(from line: Int, _ count: Int, _ name: String, forward: Bool, _ explicitTracks: Int,
                        _ names: [(name: String, line: Int)]) -> Int {
        let candidates = names.filter { $0.name == name }.map(\.line)
        var remaining = max(count, 1)
        var position = line
        let limit = Style.gridLineLimit
        while remaining > 0 && abs(position) <= limit {
            position += forward ? 1 : -1
            // Only the implicit lines on the side of the explicit grid the search runs to count (§8.3).
            let isImplicit = forward ? position > explicitTracks : position < 0
            if isImplicit || candidates.contains(position) { remaining -= 1 }
        }
        return position
    }

    // MARK: §8.5 Grid item placement algorithm

    /// Places every item (§8.5): `placements` holds each item's resolved columns and rows, in
    /// order-modified document order; `explicit` the explicit grid's track counts.
    static func place(_ placements: [(columns: AxisPlacement, rows: AxisPlacement)], explicit: Size<Int>,
                      flow: GridAutoFlow) -> Result {
        // The axis the flow runs along (columns for `row` flow) is the "minor" axis; the other
        // the "major" one, along which auto-placement adds tracks.
        let major: Axis = flow.isColumn ? .horizontal : .vertical
        func minorOf(_ item: (columns: AxisPlacement, rows: AxisPlacement)) -> AxisPlacement {
            major == .vertical ? item.columns : item.rows
        }
        func majorOf(_ item: (columns: AxisPlacement, rows: AxisPlacement)) -> AxisPlacement {
            major == .vertical ? item.rows : item.columns
        }
        func area(major majorLines: Range<Int>, minor minorLines: Range<Int>) -> Area {
            major == .vertical ? Area(columns: minorLines, rows: majorLines) : Area(columns: majorLines, rows: minorLines)
        }
        var areas = [Area?](repeating: nil, count: placements.count)
        var occupied = Occupancy()

        // Step 1: items with a definite position on both axes.
        for (index, item) in placements.enumerated() {
            if case .definite(let majorLines) = majorOf(item), case .definite(let minorLines) = minorOf(item) {
                areas[index] = area(major: majorLines, minor: minorLines)
                occupied.occupy(majorLines, minorLines)
            }
        }

        // Step 3 (needed by step 2 already, as Chrome does): the implicit grid's minor-axis
        // lines: the explicit ones, those of every definite minor placement, and enough for the
        // widest item placed automatically on the minor axis.
        let explicitMinor = major == .vertical ? explicit.width : explicit.height
        var minorLines = 0..<explicitMinor
        var widest = 0
        for item in placements {
            if case .definite(let lines) = minorOf(item) {
                minorLines = min(minorLines.lowerBound, lines.lowerBound)..<max(minorLines.upperBound, lines.upperBound)
            } else {
                widest = max(widest, minorOf(item).span)
            }
        }
        if minorLines.count < widest { minorLines = minorLines.lowerBound..<minorLines.lowerBound + widest }

        // Step 2: items locked to a major-axis track (a row, in `row` flow), each from the
        // implicit grid's start-most minor line, past earlier items of its track unless dense.
        var trackCursors: [Int: Int] = [:]
        // Dense packing restarts at the grid's start for every item, but an item can go nowhere
        // an earlier item of its shape found full, as cells only fill up: it resumes where the
        // last of them was placed, so n items of one shape cost what placing them once does.
        var denseResumes: [ItemShape: (major: Int, minor: Int)] = [:]
        for (index, item) in placements.enumerated() where areas[index] == nil {
            guard case .definite(let majorLines) = majorOf(item), case .automatic(let span) = minorOf(item) else { continue }
            let shape = ItemShape(major: majorOf(item), minor: minorOf(item))
            let from = flow.isDense ? denseResumes[shape]?.minor ?? minorLines.lowerBound
                : trackCursors[majorLines.lowerBound] ?? minorLines.lowerBound
            // Never nil: no area reaches into the last band, which starts where the last area ends.
            let start = occupied.firstFreeMinorStart(across: majorLines, from: from, span: span, limit: .max)!
            areas[index] = area(major: majorLines, minor: start..<start + span)
            occupied.occupy(majorLines, start..<start + span)
            if flow.isDense { denseResumes[shape] = (majorLines.lowerBound, start) } else { trackCursors[majorLines.lowerBound] = start + span }
        }
        // Step 3 again: the items step 2 placed may reach past the minor lines so far.
        for case let area? in areas {
            let lines = major == .vertical ? area.columns : area.rows
            minorLines = min(minorLines.lowerBound, lines.lowerBound)..<max(minorLines.upperBound, lines.upperBound)
        }

        // Step 4: the remaining items, with the auto-placement cursor. It starts at the
        // implicit grid's start-most lines.
        var majorStart = 0
        for case let area? in areas { majorStart = min(majorStart, (major == .vertical ? area.rows : area.columns).lowerBound) }
        var cursorMajor = majorStart
        var cursorMinor = minorLines.lowerBound
        for (index, item) in placements.enumerated() where areas[index] == nil {
            let majorSpan = majorOf(item).span
            let shape = ItemShape(major: majorOf(item), minor: minorOf(item))
            if flow.isDense {
                (cursorMajor, cursorMinor) = denseResumes[shape] ?? (majorStart, minorLines.lowerBound)
            }
            if case .definite(let minor) = minorOf(item) {
                // A definite minor position: move along the major axis to the first free place.
                if !flow.isDense && minor.lowerBound < cursorMinor { cursorMajor += 1 }
                cursorMinor = minor.lowerBound
                cursorMajor = occupied.firstFreeMajorStart(across: minor, from: cursorMajor, span: majorSpan)
                areas[index] = area(major: cursorMajor..<cursorMajor + majorSpan, minor: minor)
                occupied.occupy(cursorMajor..<cursorMajor + majorSpan, minor)
            } else {
                // Automatic on both axes: scan the minor axis, then the next major track.
                let span = minorOf(item).span
                // Whether the scan covers the current major position from the minor axis's start.
                var scansWholeTrack = cursorMinor == minorLines.lowerBound
                while true {
                    let majorLines = cursorMajor..<cursorMajor + majorSpan
                    if let start = occupied.firstFreeMinorStart(across: majorLines, from: cursorMinor, span: span,
                                                                limit: minorLines.upperBound) {
                        cursorMinor = start
                        break
                    }
                    // Blocked all along, a candidate stays blocked until an occupied area it
                    // meets ends along the major axis: the tracks between are skipped, which
                    // keeps packing huge spans from walking them one by one.
                    cursorMajor = scansWholeTrack ? occupied.nextRelease(after: cursorMajor) : cursorMajor + 1
                    cursorMinor = minorLines.lowerBound
                    scansWholeTrack = true
                }
                areas[index] = area(major: cursorMajor..<cursorMajor + majorSpan, minor: cursorMinor..<cursorMinor + span)
                occupied.occupy(cursorMajor..<cursorMajor + majorSpan, cursorMinor..<cursorMinor + span)
            }
            if flow.isDense { denseResumes[shape] = (cursorMajor, cursorMinor) }
            if case .automatic(let span) = minorOf(item) { cursorMinor += span }
        }

        // The implicit grid is limited to ±``Style/gridLineLimit`` lines (CSS Grid 2, "Clamping
        // Overly Large Grids", #overlarge-grids, as Firefox and Taffy do): an area auto-placement
        // put past the limit is clamped into it, so that a grid never has more tracks than that.
        for index in areas.indices {
            areas[index] = areas[index].map { Area(columns: clamped($0.columns), rows: clamped($0.rows)) }
        }

        // The implicit grid: the explicit tracks and every item's area. An explicit grid without
        // tracks still starts the grid at line 1 but ends it nowhere, as in Chrome: items placed
        // before it by negative lines get no empty track up to line 1 (probed: `grid-column-end:
        // -2` alone spans the whole grid), while items after it keep the tracks from line 1.
        var result = Result(areas: areas.map { $0! }, columns: 0..<explicit.width, rows: 0..<explicit.height)
        var columnEnd = explicit.width > 0 ? explicit.width : Int.min
        var rowEnd = explicit.height > 0 ? explicit.height : Int.min
        for area in result.areas {
            columnEnd = max(columnEnd, area.columns.upperBound)
            rowEnd = max(rowEnd, area.rows.upperBound)
            result.columns = min(result.columns.lowerBound, area.columns.lowerBound)..<result.columns.upperBound
            result.rows = min(result.rows.lowerBound, area.rows.lowerBound)..<result.rows.upperBound
        }
        result.columns = result.columns.lowerBound..<max(result.columns.lowerBound, columnEnd)
        result.rows = result.rows.lowerBound..<max(result.rows.lowerBound, rowEnd)
        return result
    }

    /// `lines` clamped to the limited grid of ±``Style/gridLineLimit`` lines (#overlarge-grids): a
    /// span reaching past a limit ends at it; an area wholly past it becomes the last track on that side.
    static func clamped(_ lines: Range<Int>) -> Range<Int> {
        let limit = Style.gridLineLimit
        if lines.lowerBound >= limit { return limit - 1..<limit }
        if lines.upperBound <= -limit { return -limit ..< -limit + 1 }
        return max(lines.lowerBound, -limit)..<min(lines.upperBound, limit)
    }

    /// An item's placement on both axes before auto-placement: what dense packing remembers a
    /// resume position for.
    private struct ItemShape: Hashable {
        var major: AxisPlacement
        var minor: AxisPlacement
    }

    /// §8.5's occupied grid cells, as bands of minor-axis lines (columns, in `row` flow) whose
    /// occupied major-axis lines are the same, each band holding them as sorted, disjoint
    /// ranges. An item costs one range in each band it crosses, whatever its spans; a
    /// candidate area is checked against the bands it crosses, one binary search each; and a
    /// column filled by many items is one range, so a scan past it is one step.
    private struct Occupancy {
        /// Band `i` covers minor lines `starts[i]..<starts[i + 1]` (the last one without end).
        private var starts: [Int] = [Int.min]
        /// The occupied major lines of each band, sorted, neither overlapping nor touching.
        private var occupied: [[Range<Int>]] = [[]]

        /// Marks the cells of `major` × `minor` occupied.
        mutating func occupy(_ major: Range<Int>, _ minor: Range<Int>) {
            let first = split(at: minor.lowerBound)
            let end = split(at: minor.upperBound)
            for band in first..<end {
                // The ranges that touch or overlap `major` merge with it into one.
                let firstRange = Self.firstRange(in: occupied[band], endingAtOrAfter: major.lowerBound)
                var lastRange = firstRange
                var merged = major
                while lastRange < occupied[band].count && occupied[band][lastRange].lowerBound <= major.upperBound {
                    let range = occupied[band][lastRange]
                    merged = min(merged.lowerBound, range.lowerBound)..<max(merged.upperBound, range.upperBound)
                    lastRange += 1
                }
                if firstRange == lastRange {
                    occupied[band].insert(merged, at: firstRange)
                } else {
                    occupied[band][firstRange] = merged
                    occupied[band].removeSubrange(firstRange + 1..<lastRange)
                }
            }
        }

        /// The first minor line at or after `start` from which `span` lines are free across
        /// `major`, the area ending at `limit` at the latest; `nil` if there is none.
        func firstFreeMinorStart(across major: Range<Int>, from start: Int, span: Int, limit: Int) -> Int? {
            // A run of free bands grows until it holds the span; a blocked band restarts it past itself.
            var runStart = start
            var band = band(containing: start)
            while runStart <= limit - span {
                let bandEnd = band + 1 < starts.count ? starts[band + 1] : Int.max
                if isOccupied(band, across: major) {
                    runStart = bandEnd
                } else if runStart <= bandEnd - span {
                    return runStart
                }
                guard band + 1 < starts.count else { return nil }
                band += 1
            }
            return nil
        }

        /// The first major line at or after `start` from which `span` tracks are free across `minor`.
        func firstFreeMajorStart(across minor: Range<Int>, from start: Int, span: Int) -> Int {
            let first = band(containing: minor.lowerBound)
            var line = start
            // Each blocking range moves the candidate past its end; done when a pass moves it no more.
            var isSettled = false
            while !isSettled {
                isSettled = true
                var band = first
                while band < starts.count && starts[band] < minor.upperBound {
                    if let blocking = occupiedRange(band, overlapping: line..<line + span) {
                        line = blocking.upperBound
                        isSettled = false
                    }
                    band += 1
                }
            }
            return line
        }

        /// The first major line after `line` where an occupied range ends: a candidate blocked
        /// at every minor position of `line` is blocked at the lines before that too, which hold
        /// every cell it holds and maybe more.
        func nextRelease(after line: Int) -> Int {
            var release = Int.max
            for band in occupied.indices {
                let index = Self.firstRange(in: occupied[band], endingAtOrAfter: line + 1)
                if index < occupied[band].count { release = min(release, occupied[band][index].upperBound) }
            }
            return release == Int.max ? line + 1 : release
        }

        private func isOccupied(_ band: Int, across major: Range<Int>) -> Bool {
            occupiedRange(band, overlapping: major) != nil
        }

        /// The occupied range of `band` overlapping `major`, the first if several do.
        private func occupiedRange(_ band: Int, overlapping major: Range<Int>) -> Range<Int>? {
            let index = Self.firstRange(in: occupied[band], endingAtOrAfter: major.lowerBound + 1)
            return index < occupied[band].count && occupied[band][index].lowerBound < major.upperBound ? occupied[band][index] : nil
        }

        /// The band holding minor line `line`.
        private func band(containing line: Int) -> Int {
            var low = 0
            var high = starts.count
            while high - low > 1 {
                let middle = (low + high) / 2
                if starts[middle] <= line { low = middle } else { high = middle }
            }
            return low
        }

        /// Makes a band start at `line`, copying the ranges of the band it splits; returns its index.
        private mutating func split(at line: Int) -> Int {
            let band = self.band(containing: line)
            if starts[band] == line { return band }
            starts.insert(line, at: band + 1)
            occupied.insert(occupied[band], at: band + 1)
            return band + 1
        }

        /// The index of the first of the sorted `ranges` whose upper bound is at least `line`.
        private static func firstRange(in ranges: [Range<Int>], endingAtOrAfter line: Int) -> Int {
            var low = 0
            var high = ranges.count
            while low < high {
                let middle = (low + high) / 2
                if ranges[middle].upperBound < line { low = middle + 1 } else { high = middle }
            }
            return low
        }
    }
}
