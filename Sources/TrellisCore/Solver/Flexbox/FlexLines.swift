/// §9.3 step 5: collecting items into flex lines, including `flex-wrap: balance`.
extension LayoutModeTree {
    /// §9.3 step 5: collect flex items into flex lines
    /// (https://www.w3.org/TR/css-flexbox-1/#algo-line-break).
    func collectFlexLines(_ items: [FlexItem], _ container: FlexContainer, into lines: inout [FlexLine]) {
        guard container.flow.wraps, !items.isEmpty else {
            lines.append(FlexLine(range: 0..<items.count))
            return
        }
        let limit = container.lineBreakLimit
        let outerSizes = items.map { $0.outerMain(container.flow, $0.hypotheticalMainSize) }
        if container.flexWrap.isBalanced {
            // Balancing counts an item with negative margins as taking no room
            // (fixture balance_row_negative_margin).
            lines += balancedLines(outerSizes.map { max(0, $0) }, limit: limit, gap: container.mainGap,
                                   lineCount: container.flexLineCount)
        } else {
            lines += greedyLines(outerSizes, limit: limit, gap: container.mainGap)
        }
    }

    /// Fills each line with as many items as fit, at least one per line.
    func greedyLines(_ sizes: [Double], limit: Double, gap: Double) -> [FlexLine] {
        var lines: [FlexLine] = []
        var start = 0
        var length = 0.0
        for index in sizes.indices {
            let added = index == start ? sizes[index] : length + gap + sizes[index]
            if index > start && added > limit + LayoutTree.epsilon {
                lines.append(FlexLine(range: start..<index))
                start = index
                length = sizes[index]
            } else {
                length = added
            }
        }
        lines.append(FlexLine(range: start..<sizes.count))
        return lines
    }

    /// `flex-wrap: balance`: the fewest lines that fit (or `flexLineCount` lines), with breaks
    /// chosen to make the lines as even as possible.
    ///
    /// "Even" is the least sum of squared line lengths, which for a fixed number of lines is the
    /// least sum of squared slack at any line width; ties go to the later break, so earlier
    /// lines are fuller (Chrome's start bias, fixture balance_row_start_bias). A line longer than
    /// `limit` is allowed only when it holds a single item.
    ///
    /// The dynamic programme looks only where a break can be: the `k`th line's end lies where
    /// `k` lines can reach from the start and the remaining lines from the end, and a line starts
    /// no earlier than the first item from which it fits. With non-negative sizes and gap, every
    /// part of a line that fits fits too, so these bounds skip only candidates the full search
    /// rejects, in the same order: the same breaks, in about n × (items per line) steps where
    /// looking at every pair took n² per line.
    func balancedLines(_ sizes: [Double], limit: Double, gap: Double, lineCount: Int?) -> [FlexLine] {
        let fewest = greedyLines(sizes, limit: limit, gap: gap).count
        let target = min(sizes.count, lineCount.map { max($0, fewest) } ?? fewest)
        let count = sizes.count
        // prefix[i] is the length of items 0..<i laid end to end with gaps between them.
        var prefix = [0.0]
        prefix.reserveCapacity(count + 1)
        for size in sizes { prefix.append(prefix.last! + size) }
        func length(_ range: Range<Int>) -> Double {
            prefix[range.upperBound] - prefix[range.lowerBound] + gap * Double(range.count - 1)
        }
        func fits(_ range: Range<Int>) -> Bool { !(length(range) > limit + LayoutTree.epsilon && range.count > 1) }
        // Without negative lengths, whatever fits in part fits: the bounds below hold.
        let isHereditary = gap >= 0 && sizes.allSatisfy { $0 >= 0 }
        // reach[k]: the furthest end k lines reach from the start; back[j]: the earliest start
        // from which j lines reach the end (each filling as many items as fit).
        var reach = [Int](repeating: count, count: target + 1)
        var back = [Int](repeating: 0, count: target + 1)
        reach[0] = 0
        back[0] = count
        if isHereditary {
            for k in stride(from: 1, through: target, by: 1) {
                var end = min(reach[k - 1] + 1, count)
                while end < count && fits(reach[k - 1]..<end + 1) { end += 1 }
                reach[k] = end
                var start = max(back[k - 1] - 1, 0)
                while start > 0 && fits(start - 1..<back[k - 1]) { start -= 1 }
                back[k] = start
            }
        }
        // The ends the kth line may have on the way to `target` lines.
        func ends(_ k: Int) -> Range<Int> {
            let first = max(k, back[target - k])
            return first..<max(first, min(reach[k], count - (target - k)) + 1)
        }
        // The first item from which a line ending at `end` fits.
        func firstFittingStart(_ end: Int) -> Int {
            guard isHereditary else { return 0 }
            var low = 0
            var high = end - 1
            while low < high {
                let middle = (low + high) / 2
                if fits(middle..<end) { high = middle } else { low = middle + 1 }
            }
            return low
        }
        // cost[k][e - ends(k).lowerBound]: the least sum of squared lengths when items 0..<e form
        // k lines; split[k][...] where the last of them starts.
        var cost: [[Double]] = [ends(0).isEmpty ? [] : [0]]
        var split: [[Int]] = [[0]]
        for lines in stride(from: 1, through: target, by: 1) {
            let range = ends(lines)
            let previous = ends(lines - 1)
            var lineCosts = [Double](repeating: .infinity, count: range.count)
            var lineSplits = [Int](repeating: 0, count: range.count)
            for end in range {
                let first = max(previous.lowerBound, firstFittingStart(end))
                let last = min(previous.upperBound, end)
                guard first < last else { continue }
                for start in first..<last where cost[lines - 1][start - previous.lowerBound] < .infinity {
                    guard fits(start..<end) else { continue }
                    let lineLength = length(start..<end)
                    let candidate = cost[lines - 1][start - previous.lowerBound] + lineLength * lineLength
                    if candidate <= lineCosts[end - range.lowerBound] + LayoutTree.epsilon {
                        lineCosts[end - range.lowerBound] = candidate
                        lineSplits[end - range.lowerBound] = start
                    }
                }
            }
            cost.append(lineCosts)
            split.append(lineSplits)
        }
        let last = ends(target)
        guard last.contains(count), cost[target][count - last.lowerBound] < .infinity else {
            return greedyLines(sizes, limit: limit, gap: gap)
        }
        var ranges: [FlexLine] = []
        var end = count
        for lines in stride(from: target, to: 0, by: -1) {
            let start = split[lines][end - ends(lines).lowerBound]
            ranges.append(FlexLine(range: start..<end))
            end = start
        }
        return ranges.reversed()
    }
}

extension LayoutTree {
    /// Tolerance for comparing accumulated lengths, well under the 1/64 px that browsers resolve.
    static let epsilon = 1e-7
}
