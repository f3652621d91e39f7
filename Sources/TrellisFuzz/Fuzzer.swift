import TrellisCore

/// Runs the layout invariants over many random cases.
public enum Fuzzer {
    /// A failing case, minimised.
    public struct Failure: Sendable, CustomStringConvertible {
        public var seed: UInt64
        public var index: UInt64
        public var extreme: Bool
        public var caseSeed: UInt64
        public var violation: Violation
        public var minimized: FuzzCase
        public var minimizedViolation: Violation?

        /// The seed, the command that reproduces it, the violation, and the minimised case as a
        /// layout file (when the format can hold it) and as Swift.
        public var description: String {
            var text = "FAIL seed \(seed) case \(index) (case seed \(caseSeed)); reproduce with "
            text += "`trellis fuzz --seed \(seed) --first \(index) --count 1\(extreme ? " --extreme" : "")`\n"
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
        public var failures: [Failure] = []
    }

    /// Checks cases `first..<first + count` of the run seeded with `seed`; each failure is
    /// minimised (at most `maxFailures` of them) and passed to `report` as it is found.
    public static func run(seed: UInt64, first: UInt64 = 0, count: UInt64, extreme: Bool = false, maxFailures: Int = 5,
                           show: ((String) -> Void)? = nil, starting: (UInt64?) -> Void = { _ in },
                           report: (Failure) -> Void = { _ in }) -> Summary {
        var summary = Summary()
        for index in first..<(first + count) {
            starting(index)
            let caseSeed = SplitMix64.caseSeed(seed, index)
            let fuzzCase = FuzzCase(seed: caseSeed, extreme: extreme)
            summary.cases += 1
            show?("case \(index) (case seed \(caseSeed)):\n\(fuzzCase)"
                  + (Minimizer.layoutFile(fuzzCase, name: "fuzz-\(caseSeed)") ?? "(no layout file: custom measure functions)\n"))
            summary.nodes += fuzzCase.root.preorderCount
            summary.edits += fuzzCase.edits.count
            guard let violation = Invariants.check(fuzzCase) else { continue }
            var failure = Failure(seed: seed, index: index, extreme: extreme, caseSeed: caseSeed, violation: violation, minimized: fuzzCase)
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
}
