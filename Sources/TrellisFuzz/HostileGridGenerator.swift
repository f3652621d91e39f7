import TrellisCore

/// The hostile layout families of issue 42 as random trees (``Extremes/hostileGrids``): what
/// once took gigabytes or exponential time, at sizes a fuzz case lays out in milliseconds once
/// the solver costs what the grid is. Node ids are `h0`, `h1`… in document order.
enum HostileGridGenerator {
    static func tree(_ rng: inout SplitMix64, counter: inout Int, extremes: Extremes) -> LayoutNode {
        switch rng.int(0...3) {
        case 0: return hugeSpans(&rng, counter: &counter, extremes: extremes, maxItems: 300)
        case 1: return nestedBaselines(&rng, counter: &counter, extremes: extremes)
        case 2: return balancedWrap(&rng, counter: &counter, extremes: extremes)
        default:
            // A huge-span grid inside nested baseline containers.
            let inner = hugeSpans(&rng, counter: &counter, extremes: extremes, maxItems: 30)
            return nestedBaselines(&rng, counter: &counter, extremes: extremes, around: inner)
        }
    }

    static func nextID(_ counter: inout Int) -> ElementID {
        defer { counter += 1 }
        return ElementID("h\(counter)")
    }

    /// A grid of up to a few hundred items, many spanning thousands of tracks (past the
    /// ±10,000-line limit too), auto-placed sparse or dense, some at definite lines.
    static func hugeSpans(_ rng: inout SplitMix64, counter: inout Int, extremes: Extremes, maxItems: Int) -> LayoutNode {
        var style = StyleGenerator.style(&rng, density: 0.05, extremes: extremes)
        style.display = .grid
        style.gridAutoFlow = rng.pick([.row, .column, .rowDense, .columnDense])
        let trackSizes: [GridTrack] = [.auto, .points(0), .points(3), .fr(1), .minContent, .maxContent]
        style.gridAutoRows = [rng.pick(trackSizes)]
        style.gridAutoColumns = [rng.pick(trackSizes)]
        if rng.chance(0.5) { style.gridTemplateColumns = Array(repeating: rng.pick(trackSizes), count: rng.int(1...4)) }
        let id = nextID(&counter)
        let count = rng.int(1...maxItems)
        let children = (0..<count).map { _ in hugeSpanItem(&rng, counter: &counter, extremes: extremes) }
        return LayoutNode(id: id, style: style, children: children)
    }

    static func hugeSpanItem(_ rng: inout SplitMix64, counter: inout Int, extremes: Extremes) -> LayoutNode {
        var style = StyleGenerator.style(&rng, density: 0.03, extremes: extremes)
        func line(_ rng: inout SplitMix64) -> GridLine {
            switch rng.int(0...9) {
            case 0...3: return .span(rng.pick([1, 2, 100, 9_999, 10_000, 15_000, 1_000_000]))
            case 4: return .line(rng.pick([1, 2, -1, 9_999, 10_000, -10_000, 30_000]))
            default: return .auto
            }
        }
        style.gridRowEnd = line(&rng)
        style.gridColumnEnd = line(&rng)
        if rng.chance(0.1) { style.gridRowStart = line(&rng) }
        if rng.chance(0.1) { style.gridColumnStart = line(&rng) }
        let id = nextID(&counter)
        return LayoutNode(id: id, style: style, measure: rng.chance(0.3) ? TreeGenerator.measure(&rng, extremes: extremes) : nil)
    }

    /// Grids and layers containers nested up to 12 deep, aligning their items to baselines on
    /// one or both axes, around a text leaf (or `inner`), with a sibling here and there. (The
    /// check against a layout that never lays out while measuring, which lays such nests out
    /// 2^depth times, bounds the depth; `trellis bench --scaling` takes them deeper.)
    static func nestedBaselines(_ rng: inout SplitMix64, counter: inout Int, extremes: Extremes,
                                around inner: LayoutNode? = nil) -> LayoutNode {
        let alignments: [SelfAlignment] = [.baseline, .baseline, .lastBaseline, .normal, .stretch, .start]
        var node = inner ?? LayoutNode(id: nextID(&counter), measure: .ahem(rng.pick(["AB", "H H", "HHHH"])))
        for _ in 0..<rng.int(2...12) {
            var style = StyleGenerator.style(&rng, density: 0.02, extremes: extremes)
            style.display = rng.pick([.grid, .grid, .layers, .flex])
            style.alignItems = rng.pick(alignments)
            style.justifyItems = rng.pick(alignments)
            var children = [node]
            if rng.chance(0.15) { children.append(LayoutNode(id: nextID(&counter), measure: .ahem("H"))) }
            node = LayoutNode(id: nextID(&counter), style: style, children: children)
        }
        return node
    }

    /// A balanced wrapping row (or column) of up to 2,000 items of varied sizes, some asked
    /// for a number of lines.
    static func balancedWrap(_ rng: inout SplitMix64, counter: inout Int, extremes: Extremes) -> LayoutNode {
        var style = StyleGenerator.style(&rng, density: 0.05, extremes: extremes)
        style.display = .flex
        style.flexWrap = rng.pick([.balance, .balanceReverse])
        if rng.chance(0.2) { style.flexLineCount = rng.int(1...6) }
        let id = nextID(&counter)
        let count = rng.int(1...2_000)
        let children = (0..<count).map { _ in
            LayoutNode(id: nextID(&counter), style: StyleGenerator.style(&rng, density: 0.05, extremes: extremes),
                       measure: rng.chance(0.5) ? TreeGenerator.measure(&rng, extremes: extremes) : nil)
        }
        return LayoutNode(id: id, style: style, children: children)
    }
}
