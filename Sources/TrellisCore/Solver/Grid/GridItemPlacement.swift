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
    enum AxisPlacement: Equatable {
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
        var cursors: [(majorStart: Int, minor: Int)] = []
        for (index, item) in placements.enumerated() where areas[index] == nil {
            guard case .definite(let majorLines) = majorOf(item), case .automatic(let span) = minorOf(item) else { continue }
            let cursor = cursors.firstIndex { $0.majorStart == majorLines.lowerBound }
            var start = flow.isDense ? minorLines.lowerBound : cursor.map { cursors[$0].minor } ?? minorLines.lowerBound
            while let end = occupied.blockingMinorEnd(majorLines, start..<start + span) { start = end }
            areas[index] = area(major: majorLines, minor: start..<start + span)
            occupied.occupy(majorLines, start..<start + span)
            if let cursor { cursors[cursor].minor = start + span } else { cursors.append((majorLines.lowerBound, start + span)) }
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
            if flow.isDense {
                cursorMajor = majorStart
                cursorMinor = minorLines.lowerBound
            }
            if case .definite(let minor) = minorOf(item) {
                // A definite minor position: move along the major axis to the first free place.
                if !flow.isDense && minor.lowerBound < cursorMinor { cursorMajor += 1 }
                cursorMinor = minor.lowerBound
                while let track = occupied.lastBlockedTrack(cursorMajor..<cursorMajor + majorSpan, minor) {
                    cursorMajor = track + 1
                }
                areas[index] = area(major: cursorMajor..<cursorMajor + majorSpan, minor: minor)
                occupied.occupy(cursorMajor..<cursorMajor + majorSpan, minor)
            } else {
                // Automatic on both axes: scan the minor axis, then the next major track.
                let span = minorOf(item).span
                // Whether the scan covered the current major position from the minor axis's start.
                var scannedWholeTrack = cursorMinor == minorLines.lowerBound
                while true {
                    if cursorMinor + span > minorLines.upperBound {
                        // Blocked all along, the candidate stays blocked until its first major track
                        // leaves the band of occupancy it starts in: the tracks between are skipped,
                        // which keeps dense packing of huge spans from walking them one by one.
                        cursorMajor = scannedWholeTrack ? occupied.nextBandStart(after: cursorMajor) : cursorMajor + 1
                        cursorMinor = minorLines.lowerBound
                        scannedWholeTrack = true
                        continue
                    }
                    let majorLines = cursorMajor..<cursorMajor + majorSpan
                    guard let end = occupied.blockingMinorEnd(majorLines, cursorMinor..<cursorMinor + span) else {
                        areas[index] = area(major: majorLines, minor: cursorMinor..<cursorMinor + span)
                        occupied.occupy(majorLines, cursorMinor..<cursorMinor + span)
                        break
                    }
                    cursorMinor = end
                }
                cursorMinor += span
            }
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

    /// §8.5's occupied grid cells, as bands of major-axis tracks whose occupied minor lines are
    /// the same (sorted, disjoint ranges): a candidate area is checked against the bands it
    /// crosses, not against every placed item (which made placing n items quadratic), and an
    /// item spanning 10,000 tracks is one band, not 10,000 tracks.
    private struct Occupancy {
        /// Band `i` covers major lines `starts[i]..<starts[i + 1]` (the last one without end).
        private var starts: [Int] = [Int.min]
        private var cells: [[Range<Int>]] = [[]]

        /// Marks the cells of `major` × `minor` occupied.
        mutating func occupy(_ major: Range<Int>, _ minor: Range<Int>) {
            let first = split(at: major.lowerBound)
            let end = split(at: major.upperBound)
            for band in first..<end {
                // The ranges that touch or overlap `minor` merge with it into one.
                let firstRange = Self.firstRange(in: cells[band], endingAtOrAfter: minor.lowerBound)
                var lastRange = firstRange
                var merged = minor
                while lastRange < cells[band].count && cells[band][lastRange].lowerBound <= minor.upperBound {
                    let range = cells[band][lastRange]
                    merged = min(merged.lowerBound, range.lowerBound)..<max(merged.upperBound, range.upperBound)
                    lastRange += 1
                }
                if firstRange == lastRange {
                    cells[band].insert(merged, at: firstRange)
                } else {
                    cells[band][firstRange] = merged
                    cells[band].removeSubrange(firstRange + 1..<lastRange)
                }
            }
        }

        /// Where a blocked candidate can start next along the minor axis: past the occupied
        /// cells it overlaps (every start before that overlaps them too); `nil` if it is free.
        func blockingMinorEnd(_ major: Range<Int>, _ minor: Range<Int>) -> Int? {
            var end: Int?
            var band = self.band(containing: major.lowerBound)
            while band < starts.count && starts[band] < major.upperBound {
                if let occupied = occupiedCells(band, overlapping: minor) { end = max(end ?? occupied.upperBound, occupied.upperBound) }
                band += 1
            }
            return end
        }

        /// The first major line after `line` where the occupancy changes: the next band's start
        /// (the next line in the last band, which lies past every placed item).
        func nextBandStart(after line: Int) -> Int {
            let band = band(containing: line)
            return band + 1 < starts.count ? starts[band + 1] : line + 1
        }

        /// The last track of `major` whose cells `minor` overlaps: a candidate must start past it
        /// along the major axis; `nil` if it is free.
        func lastBlockedTrack(_ major: Range<Int>, _ minor: Range<Int>) -> Int? {
            let first = band(containing: major.lowerBound)
            var band = first
            while band + 1 < starts.count && starts[band + 1] < major.upperBound { band += 1 }
            while band >= first {
                if occupiedCells(band, overlapping: minor) != nil {
                    return band + 1 < starts.count ? min(starts[band + 1], major.upperBound) - 1 : major.upperBound - 1
                }
                band -= 1
            }
            return nil
        }

        private func occupiedCells(_ band: Int, overlapping minor: Range<Int>) -> Range<Int>? {
            let index = Self.firstRange(in: cells[band], endingAtOrAfter: minor.lowerBound + 1)
            return index < cells[band].count && cells[band][index].lowerBound < minor.upperBound ? cells[band][index] : nil
        }

        /// The band holding major line `line`.
        private func band(containing line: Int) -> Int {
            var low = 0
            var high = starts.count
            while high - low > 1 {
                let middle = (low + high) / 2
                if starts[middle] <= line { low = middle } else { high = middle }
            }
            return low
        }

        /// Makes a band start at `line`, copying the cells of the band it splits; returns its index.
        private mutating func split(at line: Int) -> Int {
            let band = self.band(containing: line)
            if starts[band] == line { return band }
            starts.insert(line, at: band + 1)
            cells.insert(cells[band], at: band + 1)
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
