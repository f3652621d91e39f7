import TrellisCore

/// Runs the layout invariants over many random cases.
public enum Fuzzer {
    /// What makes the cases of a run.
    public enum Generator: Sendable, Equatable {
        /// Random flex and layers trees, holding the `extremes` asked for.
        case trees(Extremes)
        /// Random constraint systems (``ConstraintGenerator``).
        case constraints(ConstraintGenerator.Scale)

        /// The case for `seed`: the same seed gives the same case.
        public func fuzzCase(seed: UInt64) -> FuzzCase {
            switch self {
            case .trees(let extremes): FuzzCase(seed: seed, extremes: extremes)
            case .constraints(let scale): ConstraintGenerator.fuzzCase(seed: seed, scale: scale)
            }
        }

        /// The options of `trellis fuzz` that choose this generator.
        public var options: String {
            switch self {
            case .trees(let extremes):
                (extremes.contains(.measurements) ? " --extreme" : "") + (extremes.contains(.styles) ? " --extreme-styles" : "")
                    + (extremes.contains(.hostileValues) ? " --hostile-values" : "")
                    + (extremes.contains(.hostileGrids) ? " --hostile-grids" : "")
            case .constraints(.mixed): " --constraints"
            case .constraints(.large): " --constraints --large"
            }
        }
    }

    /// A failing case, minimised.
    public struct Failure: Sendable, CustomStringConvertible {
        public var seed: UInt64
        public var index: UInt64
        public var generator: Generator
        public var caseSeed: UInt64
        public var violation: Violation
        public var minimized: FuzzCase
        public var minimizedViolation: Violation?

        /// The seed, the command that reproduces it, the violation, and the minimised case as a
        /// layout file (when the format can hold it) and as Swift.
        public var description: String {
            var text = "FAIL seed \(seed) case \(index) (case seed \(caseSeed)); reproduce with "
            text += "`trellis fuzz --seed \(seed) --first \(index) --count 1\(generator.options)`\n"
            text += "  \(violation)\n"
            if let minimizedViolation { text += "  minimised: \(minimizedViolation)\n" }
            if let file = Minimizer.layoutFile(minimized, name: "fuzz-\(caseSeed)") {
                text += "  minimised layout file" + (minimized.edits.isEmpty ? "" : " (before the edits below)") + ":\n"
                text += file.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
                text += "\n"
            }
            text += "  minimised case (Swift):\n"
            text += minimized.description.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n") + "\n"
            return text
        }
    }

    /// The outcome of a run.
    public struct Summary: Sendable {
        public var cases = 0
        public var nodes = 0
        public var edits = 0
        public var relations = 0
        /// How many first layouts threw each error a tree may give, by its name.
        public var errors: [String: Int] = [:]
        public var failures: [Failure] = []
    }

    /// Checks cases `first..<first + count` of the run seeded with `seed`; each failure is
    /// minimised (at most `maxFailures` of them) and passed to `report` as it is found.
    public static func run(seed: UInt64, first: UInt64 = 0, count: UInt64, generator: Generator = .trees([]),
                           maxFailures: Int = 5, show: ((String) -> Void)? = nil, starting: (UInt64?) -> Void = { _ in },
                           report: (Failure) -> Void = { _ in }) -> Summary {
        var summary = Summary()
        for index in first..<(first + count) {
            starting(index)
            let caseSeed = SplitMix64.caseSeed(seed, index)
            let fuzzCase = generator.fuzzCase(seed: caseSeed)
            summary.cases += 1
            show?("case \(index) (case seed \(caseSeed)):\n\(fuzzCase)"
                  + (Minimizer.layoutFile(fuzzCase, name: "fuzz-\(caseSeed)") ?? "(no layout file: custom measure functions or relations)\n"))
            summary.nodes += fuzzCase.root.preorderCount
            summary.edits += fuzzCase.edits.count
            summary.relations += fuzzCase.relationCount
            let violation: Violation
            switch Invariants.evaluate(fuzzCase) {
            case .success(let error):
                if let error { summary.errors[errorName(error), default: 0] += 1 }
                continue
            case .failure(let found):
                violation = found
            }
            var failure = Failure(seed: seed, index: index, generator: generator, caseSeed: caseSeed, violation: violation, minimized: fuzzCase)
            if summary.failures.count < maxFailures {
                starting(nil)  // minimising is not checking: a watchdog must not time it
                failure.minimized = Minimizer.minimize(fuzzCase, kind: violation.kind)
                failure.minimizedViolation = Invariants.check(failure.minimized)
            }
            summary.failures.append(failure)
            report(failure)
        }
        return summary
    }

    /// The name of `error`'s case: `unsatisfiableConstraints`.
    static func errorName(_ error: LayoutError) -> String {
        Mirror(reflecting: error).children.first?.label ?? "\(error)"
    }
}
