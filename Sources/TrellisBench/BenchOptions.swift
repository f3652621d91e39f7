/// The arguments of `trellis bench PATH... [--runs N] [--json]`.
public struct BenchOptions: Hashable, Sendable {
    /// Layout files, or directories searched recursively for `*.xml`.
    public var paths: [String]
    /// Timed runs per file (after one untimed warm-up run); the medians are reported.
    public var runs: Int
    /// Whether to print one JSON document instead of the table.
    public var json: Bool

    /// The default number of timed runs: as many as `peers.py bench` takes per tree (3 × 5).
    public static let defaultRuns = 15

    public init(paths: [String], runs: Int = BenchOptions.defaultRuns, json: Bool = false) {
        self.paths = paths
        self.runs = runs
        self.json = json
    }

    /// Parses the arguments after `bench`.
    ///
    ///     try BenchOptions.parse(["trees/", "--runs", "5", "--json"])
    public static func parse(_ arguments: some Sequence<String>) throws(BenchArgumentError) -> BenchOptions {
        var options = BenchOptions(paths: [])
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--json":
                options.json = true
            case "--runs":
                let text = iterator.next()
                guard let text, let runs = Int(text), runs > 0 else { throw .runsNeedsPositiveInteger(text) }
                options.runs = runs
            default:
                if argument.hasPrefix("--runs=") {
                    let text = String(argument.dropFirst("--runs=".count))
                    guard let runs = Int(text), runs > 0 else { throw .runsNeedsPositiveInteger(text) }
                    options.runs = runs
                } else if argument.hasPrefix("-") && argument != "-" {
                    throw .unknownOption(argument)
                } else {
                    options.paths.append(argument)
                }
            }
        }
        if options.paths.isEmpty { throw .missingPath }
        return options
    }
}

/// Why `trellis bench`'s arguments were rejected.
public enum BenchArgumentError: Error, Hashable, Sendable, CustomStringConvertible {
    case missingPath
    case runsNeedsPositiveInteger(String?)
    case unknownOption(String)
    /// A benchmark executable was given a name it has no benchmark for (``BenchmarkArguments``).
    case unknownBenchmark(String, known: [String])

    public var description: String {
        switch self {
        case .missingPath: "bench needs at least one PATH"
        case .runsNeedsPositiveInteger(let text): "--runs needs a positive integer" + (text.map { ", not \"\($0)\"" } ?? "")
        case .unknownOption(let option): "unknown option \(option)"
        case .unknownBenchmark(let name, let known):
            "no benchmark named \(name)" + (known.isEmpty ? "" : " (there are \(known.joined(separator: ", ")))")
        }
    }
}
