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
    func balancedLines(_ sizes: [Double], limit: Double, gap: Double, lineCount: Int?) -> [FlexLine] {
        let fewest = greedyLines(sizes, limit: limit, gap: gap).count
        let target = min(sizes.count, lineCount.map { max($0, fewest) } ?? fewest)
        let count = sizes.count
        // prefix[i] is the length of items 0..<i laid end to end with gaps between them.
        var prefix = [0.0]
        for size in sizes { prefix.append(prefix.last! + size) }
        func length(_ range: Range<Int>) -> Double {
            prefix[range.upperBound] - prefix[range.lowerBound] + gap * Double(range.count - 1)
        }
        // cost[k][i]: the least sum of squared lengths when items 0..<i form k lines.
        var cost = Array(repeating: Array(repeating: Double.infinity, count: count + 1), count: target + 1)
        var split = Array(repeating: Array(repeating: 0, count: count + 1), count: target + 1)
        cost[0][0] = 0
        for lines in 1...target {
            for end in lines...count {
                for start in (lines - 1)..<end where cost[lines - 1][start] < .infinity {
                    let lineLength = length(start..<end)
                    if lineLength > limit + LayoutTree.epsilon && end - start > 1 { continue }
                    let candidate = cost[lines - 1][start] + lineLength * lineLength
                    if candidate <= cost[lines][end] + LayoutTree.epsilon {
                        cost[lines][end] = candidate
                        split[lines][end] = start
                    }
                }
            }
        }
        guard cost[target][count] < .infinity else { return greedyLines(sizes, limit: limit, gap: gap) }
        var ranges: [FlexLine] = []
        var end = count
        for lines in stride(from: target, to: 0, by: -1) {
            let start = split[lines][end]
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
