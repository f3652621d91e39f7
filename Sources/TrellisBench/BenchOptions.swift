import TrellisRender

/// The arguments of `trellis bench PATH... [--runs N] [--json]`.
public struct BenchOptions: Hashable, Sendable {
    /// Layout files, or directories searched recursively for `*.xml`.
    public var paths: [String]
    /// Timed runs per file (after one untimed warm-up run); the medians are reported.
    public var runs: Int
    /// Whether to print one JSON document instead of the table.
    public var json: Bool
    /// Whether to run the scaling check (``ScalingCheck``) instead of timing files.
    public var scaling = false

    /// The default number of timed runs: as many as `peers.py bench` takes per tree (3 × 5).
    public static let defaultRuns = 15

    public init(paths: [String], runs: Int = BenchOptions.defaultRuns, json: Bool = false) {
        self.paths = paths
        self.runs = runs
        self.json = json
    }

    /// `trellis bench --help`.
    package static let help = CommandHelp(
        name: "bench",
        synopsis: ["bench PATH... [--runs N] [--json]", "bench --scaling [--runs N]"],
        summary: "Times the layout of layout files (build a release binary).",
        details: """
            Times layout (build a release binary) of each layout file (each PATH is a file, or a
            directory searched recursively for *.xml): per file, the node count, the median ms of
            the first full layout of a fresh tree, of a second layout of the unchanged tree and of a
            relayout after one deep leaf's width changes, ns/node of the full layout and heap bytes
            per node; a summary line last. Exit status 0 when every file was measured, else 1.

              --runs N  timed runs per file (default \(defaultRuns), after one warm-up)
              --json    print {"results": [...]}, one object per file, for comparison tools
              --scaling time instead the hostile families of issue 42 (huge and tiny fr,
                        items spanning 10,000 tracks, sparse and dense flow, nested baseline
                        grids and layers, deep track lists and entity-bearing files, which
                        are refused in time, balanced wrapping, many siblings), each doubled
                        four times: the least time of the runs and the growth per doubling;
                        exit status 1 when one grows more than 2.5× (try --runs 5)
            """)

    /// Parses the arguments after `bench`.
    ///
    ///     try BenchOptions.parse(["trees/", "--runs", "5", "--json"])
    ///
    /// - Throws: ``UsageError`` for an unknown option, a bad `--runs` or no path.
    package static func parse(_ arguments: some Sequence<String>) throws(UsageError) -> BenchOptions {
        var reader = ArgumentReader(command: help.name, arguments: arguments)
        var options = BenchOptions(paths: [])
        while let argument = try reader.next() {
            switch argument {
            case .option("--json"):
                options.json = true
            case .option("--scaling"):
                options.scaling = true
            case .option("--runs"):
                options.runs = try reader.positiveInteger(of: "--runs")
            case .option(let option):
                throw reader.unknownOption(option, known: help.options)
            case .operand(let path):
                options.paths.append(path)
            }
        }
        if options.scaling && (!options.paths.isEmpty || options.json) {
            throw reader.error("--scaling times its own layouts: give it no PATH and no --json")
        }
        if options.paths.isEmpty && !options.scaling { throw reader.error("no PATH given: name layout files or directories") }
        return options
    }
}
