/// §9.3 step 5: collecting items into flex lines, including `flex-wrap: balance`.
extension LayoutTree {
    /// §9.3 step 5: collect flex items into flex lines
    /// (https://www.w3.org/TR/css-flexbox-1/#algo-line-break).
    func collectFlexLines(_ items: [FlexItem], _ container: FlexContainer) -> [FlexLine] {
        guard container.flow.wraps, !items.isEmpty else {
            return [FlexLine(range: 0..<items.count)]
        }
        let limit = container.lineBreakLimit
        let outerSizes = items.map { $0.outerMain(container.flow, $0.hypotheticalMainSize) }
        if container.style.flexWrap.isBalanced {
            return balancedLines(outerSizes, limit: limit, gap: container.mainGap,
                                 lineCount: container.style.flexLineCount)
        }
        return greedyLines(outerSizes, limit: limit, gap: container.mainGap)
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

    /// `flex-wrap: balance`: the fewest lines that fit (or `lineCount` lines), with breaks chosen
    /// so that the longest line is as short as possible.
    func balancedLines(_ sizes: [Double], limit: Double, gap: Double, lineCount: Int?) -> [FlexLine] {
        let fewest = greedyLines(sizes, limit: limit, gap: gap).count
        let target = min(sizes.count, lineCount.map { max($0, fewest) } ?? fewest)
        // Binary-free exact search: minimise the longest line over every split into `target` lines.
        // prefix[i] is the length of items 0..<i laid end to end with gaps.
        let count = sizes.count
        var prefix = [0.0]
        for size in sizes { prefix.append(prefix.last! + size) }
        func length(_ range: Range<Int>) -> Double {
            prefix[range.upperBound] - prefix[range.lowerBound] + gap * Double(range.count - 1)
        }
        // best[k][i]: the smallest possible longest line when items 0..<i form k lines.
        var best = Array(repeating: Array(repeating: Double.infinity, count: count + 1), count: target + 1)
        var split = Array(repeating: Array(repeating: 0, count: count + 1), count: target + 1)
        best[0][0] = 0
        for lines in 1...target {
            for end in lines...count {
                for start in (lines - 1)..<end where best[lines - 1][start] < .infinity {
                    let candidate = max(best[lines - 1][start], length(start..<end))
                    if candidate < best[lines][end] - LayoutTree.epsilon {
                        best[lines][end] = candidate
                        split[lines][end] = start
                    }
                }
            }
        }
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
