import Testing
import TrellisCore
@testable import TrellisFuzz

/// A smoke run of random trees on every `swift test` (the first 20 cases of each run, a few
/// seconds in a debug build, where a case with a 10,000-track grid alone takes seconds);
/// `.ci/run` runs these seeds' longer runs and 10,000 trees more with the release `trellis fuzz`,
/// and the million-tree runs use it too.
@Suite struct FuzzTests {
    /// Every invariant, the incremental one included (bit-identical frames); the solver bugs the
    /// fuzzer found are replayed by `ReproTests`.
    @Test func randomTreesKeepEveryInvariant() {
        let seed: UInt64 = 20_250_501
        let summary = Fuzzer.run(seed: seed, count: 20, maxFailures: 0)
        #expect(summary.cases == 20)
        for failure in summary.failures {
            Issue.record("\(failure)")
        }
    }

    /// Style values and measurements no real layout holds (`trellis fuzz --extreme-styles
    /// --extreme`): the same invariants, no hang and no non-finite frame among them.
    @Test func extremeTreesKeepEveryInvariant() {
        let summary = Fuzzer.run(seed: 20_261_125, count: 20, generator: .trees([.styles, .measurements]), maxFailures: 0)
        #expect(summary.cases == 20)
        for failure in summary.failures {
            Issue.record("\(failure)")
        }
    }

    /// Expressions nested to the nesting limit and huge and tiny `fr` (`trellis fuzz
    /// --hostile-values`, issue 42): the same invariants, and the trees are valid.
    @Test func hostileValueTreesKeepEveryInvariant() {
        let summary = Fuzzer.run(seed: 20_261_129, count: 20, generator: .trees([.styles, .hostileValues]), maxFailures: 0)
        #expect(summary.cases == 20)
        for failure in summary.failures {
            Issue.record("\(failure)")
        }
    }

    @Test func hostileValuesNestToTheLimitAndNoFurther() {
        var rng = SplitMix64(seed: 42)
        let expressions = (0..<200).map { _ in StyleGenerator.deepExpression(&rng) }
        #expect(expressions.allSatisfy { !$0.nestsDeeper(than: Style.nestingLimit) })
        #expect(expressions.contains { $0.nestsDeeper(than: Style.nestingLimit - 1) })
        let tracks = (0..<200).flatMap { _ in StyleGenerator.extremeTrackList(&rng) }
        #expect(tracks.contains(.fr(1e-300)) && tracks.contains(.fr(.greatestFiniteMagnitude)))
    }

    /// The hostile grid families (`trellis fuzz --hostile-grids`): huge spans, dense flow,
    /// nested baseline grids and layers, balanced wrapping; the same invariants.
    @Test func hostileGridTreesKeepEveryInvariant() {
        let summary = Fuzzer.run(seed: 20_261_129, count: 20, generator: .trees([.hostileGrids]), maxFailures: 0)
        #expect(summary.cases == 20)
        for failure in summary.failures {
            Issue.record("\(failure)")
        }
    }

    /// Every property that holds a length or a real number has extreme values, told by the type
    /// of its initial value; the rest are keywords, names, and integers and grid values that take
    /// their extremes from their samples.
    @Test func extremeValuesCoverEveryNumericProperty() {
        func holdsReals(_ value: StyleValue) -> Bool {
            switch value {
            case .dimension, .flexBasis, .lengthPercentage, .lengthPercentageAuto, .number, .optionalNumber: return true
            default: return false
            }
        }
        let numeric = Style.properties.filter { holdsReals($0.initialValue) }.map(\.attributeName)
        #expect(StyleGenerator.extremeProperties.map(\.name) == numeric)
    }

    @Test func casesAreReproducible() {
        for index in 0..<20 as Range<UInt64> {
            let seed = SplitMix64.caseSeed(7, index)
            #expect("\(FuzzCase(seed: seed))" == "\(FuzzCase(seed: seed))")
        }
    }

    @Test func theGeneratorCoversEveryStyleProperty() {
        // Style has one stored property per CSS property; the generator must know each.
        #expect(StyleGenerator.properties.count == Mirror(reflecting: Style()).children.reduce(0) { count, child in
            // Edges count four times (one generator entry per edge).
            count + (Mirror(reflecting: child.value).displayStyle == .struct && "\(type(of: child.value))".hasPrefix("Edges") ? 4 : 1)
        })
    }

    @Test func theMinimiserShrinksAFailure() {
        // A fake failure: "the tree has a node with flex-grow 3". The minimiser keeps only that.
        let kind = Violation.Kind.nonFiniteFrame
        var rng = SplitMix64(seed: 11)
        var counter = 0
        let big = TreeGenerator.subtree(&rng, budget: 30, depth: 0, density: 0.5, counter: &counter, prefix: "n", extremes: [])
        let marked = big.replacing(atPreorder: big.preorderCount - 1) { node in
            var node = node
            node.style.flexGrow = 3
            return node
        }
        let minimized = Minimizer.minimize(FuzzCase(root: marked, viewport: Size(width: .definite(10), height: .maxContent), pixelScale: 1, edits: []),
                                           kind: kind, check: { fuzzCase in
            var stack = [fuzzCase.root]
            while let node = stack.popLast() {
                if node.style.flexGrow == 3 { return Violation(kind: kind, detail: "") }
                stack.append(contentsOf: node.children)
            }
            return nil
        })
        #expect(minimized.root.preorderCount <= marked.preorderCount)
        #expect(minimized.viewport == Size(width: .maxContent, height: .maxContent))
    }
}
