import TrellisCore

/// Values no real layout holds, that random trees may be asked to hold.
public struct Extremes: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Measure functions answering 1e300 (`trellis fuzz --extreme`).
    public static let measurements = Extremes(rawValue: 1)
    /// Style values from 1e6 to the largest double, negative zero, subnormals, percentages of
    /// huge containers, flex factors and aspect ratios from 1e-300 to 1e300, and viewports as
    /// large (`trellis fuzz --extreme-styles`).
    public static let styles = Extremes(rawValue: 2)
    /// Expressions nested as deep as ``TrellisCore/Style/nestingLimit`` allows, and track lists of
    /// `fr` factors from 1e-300 to the largest double (issue 42; `trellis fuzz --hostile-values`).
    public static let hostileValues = Extremes(rawValue: 4)
    /// Grids of the hostile families of issue 42: items spanning thousands of tracks, dense
    /// flow, grids and layers nested dozens deep with baseline alignment, and balanced wrapping
    /// of many items (`trellis fuzz --hostile-grids`). Without it, a seed draws the trees it always drew.
    public static let hostileGrids = Extremes(rawValue: 8)
}

/// Random layout trees and the space they are laid out in.
enum TreeGenerator {
    /// Measure functions, including ones that answer what no real measurer should: zero, huge,
    /// negative, NaN and infinite sizes and baselines. The solver must sanitise them all. Those
    /// that ignore the available height say so, as a text measurer would, which lets the solver
    /// lay containers out while measuring them (checked against doing it without).
    static let oddMeasures: [MeasureFunction] = [
        MeasureFunction("fuzz.zero", readsAvailableHeight: false) { _ in Measurement(width: 0, height: 0) },
        MeasureFunction("fuzz.large", readsAvailableHeight: false) { _ in Measurement(width: 1e9, height: 1e12, firstBaseline: 1e9) },
        MeasureFunction("fuzz.negative", readsAvailableHeight: false) { _ in Measurement(width: -50, height: -20, firstBaseline: -5) },
        MeasureFunction("fuzz.nan", readsAvailableHeight: false) { _ in Measurement(width: .nan, height: .nan, firstBaseline: .nan) },
        MeasureFunction("fuzz.infinite", readsAvailableHeight: false) { _ in
            Measurement(width: .infinity, height: -.infinity, firstBaseline: .infinity)
        },
        MeasureFunction("fuzz.echo") { input in
            // Answers with what it was offered, whatever that is.
            Measurement(width: input.knownSize.width ?? input.availableSpace.width.definiteValue ?? 7,
                        height: input.knownSize.height ?? input.availableSpace.height.definiteValue ?? 9,
                        firstBaseline: 3)
        },
        MeasureFunction("fuzz.aspect", readsAvailableHeight: false) { input in
            // A 2:1 image that fills the width it is given.
            let width = min(input.knownSize.width ?? input.availableSpace.width.definiteValue ?? 40, 1e6)
            return Measurement(width: width, height: width / 2)
        },
    ]

    /// A finite but absurd measurement, generated when asked for (`trellis fuzz --extreme`). It
    /// once hung the solver and overflowed sums (Tests/TrellisFuzzTests/Repros); the solver now
    /// saturates measurements at the largest length.
    static let hugeMeasure = MeasureFunction("fuzz.huge") { _ in
        Measurement(width: 1e300, height: 1e300, firstBaseline: 1e300)
    }

    static let words = ["H", "HH", "HHHH", "H\u{200B}H", "HH\u{200B}HHH\u{200B}H", "", "HHHHHHHHHHHHHHHHHHHH"]

    static func measure(_ rng: inout SplitMix64, extremes: Extremes) -> MeasureFunction {
        switch rng.int(0...9) {
        case 0...3:
            return .ahem(rng.pick(words), writingMode: rng.chance(0.15) ? .verticalLR : .horizontalTB)
        case 4, 5:
            return .monospaceText(rng.pick(["a b c", "hello world", "x", "lorem ipsum dolor sit amet"]),
                                  cellWidth: rng.pick([1, 7, 10, 0.5]), cellHeight: rng.pick([1, 12, 10]),
                                  breaks: rng.pick([.spaces, .zeroWidthSpaces]))
        default:
            return extremes.contains(.measurements) && rng.chance(0.2) ? hugeMeasure : rng.pick(oddMeasures)
        }
    }

    /// The shape of a random tree.
    enum Shape: CaseIterable {
        /// A few to a few dozen nodes.
        case small
        /// A chain a few hundred levels deep, with side branches.
        case deep
        /// A root with hundreds of children.
        case wide
    }

    /// A random tree whose nodes have ids `n0`, `n1`… in document order.
    static func tree(_ rng: inout SplitMix64, extremes: Extremes) -> LayoutNode {
        if extremes.contains(.hostileGrids) && rng.chance(0.2) {
            var counter = 0
            return HostileGridGenerator.tree(&rng, counter: &counter, extremes: extremes)
        }
        let roll = rng.int(0...99)
        let shape: Shape = roll < 94 ? .small : roll < 97 ? .deep : .wide
        var counter = 0
        return tree(&rng, shape: shape, counter: &counter, prefix: "n", extremes: extremes)
    }

    static func tree(_ rng: inout SplitMix64, shape: Shape, counter: inout Int, prefix: String, extremes: Extremes) -> LayoutNode {
        let density = rng.pick([0.05, 0.15, 0.3, 0.6])
        switch shape {
        case .small:
            return subtree(&rng, budget: rng.int(1...40), depth: 0, density: density, counter: &counter, prefix: prefix, extremes: extremes)
        case .deep:
            let depth = rng.int(50...400)
            var levels: [(Style, [LayoutNode])] = []
            for _ in 0..<depth {
                let style = StyleGenerator.style(&rng, density: density / 3, extremes: extremes)
                let siblings = rng.chance(0.2)
                    ? [subtree(&rng, budget: 2, depth: 0, density: density, counter: &counter, prefix: prefix, extremes: extremes)] : []
                levels.append((style, siblings))
            }
            var node = subtree(&rng, budget: 1, depth: 0, density: density, counter: &counter, prefix: prefix, extremes: extremes)
            for (style, siblings) in levels.reversed() {
                counter += 1
                node = LayoutNode(id: ElementID("\(prefix)\(counter)"), style: style, children: [node] + siblings)
            }
            return node
        case .wide:
            let count = rng.int(100...600)
            let children = (0..<count).map { _ in
                subtree(&rng, budget: rng.int(1...2), depth: 1, density: density, counter: &counter, prefix: prefix, extremes: extremes)
            }
            counter += 1
            return LayoutNode(id: ElementID("\(prefix)\(counter)"), style: StyleGenerator.style(&rng, density: density, extremes: extremes),
                              children: children)
        }
    }

    /// A tree of about `budget` nodes.
    static func subtree(_ rng: inout SplitMix64, budget: Int, depth: Int, density: Double,
                        counter: inout Int, prefix: String, extremes: Extremes) -> LayoutNode {
        let id = ElementID("\(prefix)\(counter)")
        counter += 1
        let style = StyleGenerator.style(&rng, density: density, extremes: extremes)
        if budget <= 1 || depth > 12 || rng.chance(0.15) {
            // A leaf: measured, or empty and sized by its style.
            return LayoutNode(id: id, style: style, measure: rng.chance(0.6) ? measure(&rng, extremes: extremes) : nil)
        }
        var remaining = budget - 1
        var children: [LayoutNode] = []
        let count = rng.int(1...min(remaining, 6))
        for index in 0..<count {
            let share = index == count - 1 ? remaining : rng.int(1...max(1, remaining - (count - index - 1)))
            remaining -= share
            children.append(subtree(&rng, budget: share, depth: depth + 1, density: density, counter: &counter, prefix: prefix, extremes: extremes))
            if remaining <= 0 { break }
        }
        return LayoutNode(id: id, style: style, children: children)
    }

    static func availableSpace(_ rng: inout SplitMix64, extremes: Extremes) -> AvailableSpace {
        switch rng.int(0...7) {
        case 0: return .maxContent
        case 1: return .minContent
        case 2 where extremes.contains(.styles): return .definite(StyleGenerator.extremeMagnitude(&rng))
        default: return .definite(rng.pick([0, 1, 37.5, 100, 320, 800, 1e6, 1e12]))
        }
    }

    static func viewport(_ rng: inout SplitMix64, extremes: Extremes) -> Size<AvailableSpace> {
        Size(width: availableSpace(&rng, extremes: extremes), height: availableSpace(&rng, extremes: extremes))
    }
}
