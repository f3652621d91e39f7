import Foundation // exit and standard error, on every platform alike (TrellisRender links it already)
import TrellisRender

/// The arguments of the benchmark executables (`StackBenchmarks`, `ConstraintBenchmarks`):
/// `--runs N`, the flags an executable takes, and the names of the benchmarks to run.
///
///     let arguments = try BenchmarkArguments.parse(
///         ["grid", "--runs", "20"], defaultRuns: 100, benchmarks: ["bench-1000", "grid"])
///     arguments.runs          // 20
///     arguments.benchmarks    // ["grid"]
public struct BenchmarkArguments: Hashable, Sendable {
    /// Timed runs of each benchmark.
    public var runs: Int
    /// The flags given, out of those the executable takes.
    public var flags: Set<String>
    /// The benchmarks named, in order; empty for all of them.
    public var benchmarks: [String]

    public init(runs: Int, flags: Set<String> = [], benchmarks: [String] = []) {
        self.runs = runs
        self.flags = flags
        self.benchmarks = benchmarks
    }

    /// Whether the benchmark called `name` is to run: it was named, or none was.
    public func includes(_ name: String) -> Bool { benchmarks.isEmpty || benchmarks.contains(name) }

    /// Parses the arguments after the executable's name.
    ///
    /// - Parameters:
    ///   - defaultRuns: the runs when `--runs` is not given.
    ///   - flags: the options without a value the executable takes, such as `--variants`.
    ///   - benchmarks: the names the executable knows; any other word is an error.
    package static func parse(
        _ arguments: some Sequence<String>, defaultRuns: Int, flags: Set<String> = [], benchmarks: [String] = []
    ) throws(UsageError) -> BenchmarkArguments {
        var parsed = BenchmarkArguments(runs: defaultRuns)
        var reader = ArgumentReader(command: "benchmark", arguments: arguments)
        while let argument = try reader.next() {
            switch argument {
            case .option("--runs"):
                parsed.runs = try reader.positiveInteger(of: "--runs")
            case .option(let flag) where flags.contains(flag):
                parsed.flags.insert(flag)
            case .option(let option):
                throw reader.unknownOption(option, known: ["--runs"] + flags)
            case .operand(let name) where benchmarks.contains(name):
                parsed.benchmarks.append(name)
            case .operand(let name):
                throw reader.error("no benchmark named \(name)"
                    + (benchmarks.isEmpty ? "" : " (there are \(benchmarks.joined(separator: ", ")))"))
            }
        }
        return parsed
    }
}

extension BenchmarkArguments {
    /// Parses the process's arguments; on an error, writes it and `usage` to standard error and
    /// exits with status 2.
    ///
    ///     let arguments = BenchmarkArguments.parseCommandLine(
    ///         usage: "StackBenchmarks [--runs N] [--variants]", defaultRuns: 250, flags: ["--variants"])
    public static func parseCommandLine(
        usage: String, defaultRuns: Int, flags: Set<String> = [], benchmarks: [String] = []
    ) -> BenchmarkArguments {
        do throws(UsageError) {
            return try parse(CommandLine.arguments.dropFirst(), defaultRuns: defaultRuns, flags: flags, benchmarks: benchmarks)
        } catch {
            let name = CommandLine.arguments.first.map(BenchReport.fileName) ?? "benchmark"
            let message = "\(name): \(error.message)\nusage: \(usage)\n"
            FileHandle.standardError.write(Data(message.utf8))
            exit(2)
        }
    }
}
