import Testing
@testable import TrellisCore

/// `flex-wrap: balance`'s line breaking (`balancedLines`), which looks only where a break can
/// be: it must choose exactly the breaks of the search over every pair of breaks it replaced.
@Suite struct BalancedLinesTests {
    /// The search over every break, as `balancedLines` did it before it bounded its search: the
    /// reference the bounded search must agree with, ties and rounding included.
    static func everyBreakSearch(_ sizes: [Double], limit: Double, gap: Double, target: Int) -> [Range<Int>]? {
        let count = sizes.count
        var prefix = [0.0]
        for size in sizes { prefix.append(prefix.last! + size) }
        var cost = Array(repeating: Array(repeating: Double.infinity, count: count + 1), count: target + 1)
        var split = Array(repeating: Array(repeating: 0, count: count + 1), count: target + 1)
        cost[0][0] = 0
        for lines in 1...target {
            for end in lines...count {
                for start in (lines - 1)..<end where cost[lines - 1][start] < .infinity {
                    let lineLength = prefix[end] - prefix[start] + gap * Double(end - start - 1)
                    if lineLength > limit + LayoutTree.epsilon && end - start > 1 { continue }
                    let candidate = cost[lines - 1][start] + lineLength * lineLength
                    if candidate <= cost[lines][end] + LayoutTree.epsilon {
                        cost[lines][end] = candidate
                        split[lines][end] = start
                    }
                }
            }
        }
        guard cost[target][count] < .infinity else { return nil }
        var ranges: [Range<Int>] = []
        var end = count
        for lines in stride(from: target, to: 0, by: -1) {
            ranges.append(split[lines][end]..<end)
            end = split[lines][end]
        }
        return ranges.reversed()
    }

    /// A small deterministic generator (a linear congruential one) for the random rows.
    struct Numbers {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    @Test(arguments: 0..<8)
    func breaksAreThoseOfTheSearchOverEveryBreak(_ seed: Int) throws {
        let tree = try LayoutTree(LayoutNode())
        var numbers = Numbers(state: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 1)
        for _ in 0..<60 {
            // Sizes with ties (multiples of 5), zero, fractions and items wider than the line;
            // negative sizes and gaps where an intrinsic width hands them over.
            let count = 1 + numbers.next(40)
            let negative = numbers.next(6) == 0
            let sizes = (0..<count).map { _ in
                [0, 5, 10, 15, 20, 33.3, 50, 120][numbers.next(8)] - (negative ? Double(numbers.next(30)) : 0)
            }
            let limit: Double = [0, 25, 50, 60, 100, 1e9][numbers.next(6)]
            let gap: Double = [0, 0, 3, 10][numbers.next(4)] - (negative ? 2 : 0)
            let lineCount: Int? = numbers.next(3) == 0 ? 1 + numbers.next(8) : nil
            let lines = tree.balancedLines(sizes, limit: limit, gap: gap, lineCount: lineCount).map(\.range)
            let fewest = tree.greedyLines(sizes, limit: limit, gap: gap).count
            let target = min(count, lineCount.map { max($0, fewest) } ?? fewest)
            let expected = Self.everyBreakSearch(sizes, limit: limit, gap: gap, target: target)
                ?? tree.greedyLines(sizes, limit: limit, gap: gap).map(\.range)
            #expect(lines == expected, "sizes \(sizes), limit \(limit), gap \(gap), line count \(String(describing: lineCount))")
        }
    }

    @Test func evenLinesWithEarlierLinesFullerOnTies() throws {
        let tree = try LayoutTree(LayoutNode())
        // Five items of 10 in lines of at most 30: two lines, 3 + 2 rather than 2 + 3 or 3 + 2
        // greedy; six of 10 in 40: 3 + 3, where greedy gives 4 + 2.
        #expect(tree.balancedLines(Array(repeating: 10, count: 5), limit: 30, gap: 0, lineCount: nil).map(\.range) == [0..<3, 3..<5])
        #expect(tree.balancedLines(Array(repeating: 10, count: 6), limit: 40, gap: 0, lineCount: nil).map(\.range) == [0..<3, 3..<6])
    }
}
