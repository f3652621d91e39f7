import Foundation
import Testing
@testable import TrellisBench
import TrellisCore
import TrellisRender

/// `trellis bench`'s argument handling and output shapes. No timing assertions: times depend on
/// the machine and the build.
@Suite struct BenchOptionsTests {
    @Test func pathsAndDefaults() throws {
        let options = try BenchOptions.parse(["a.xml", "trees/"])
        #expect(options == BenchOptions(paths: ["a.xml", "trees/"], runs: BenchOptions.defaultRuns, json: false))
    }

    @Test func runsAndJSONInAnyOrder() throws {
        #expect(try BenchOptions.parse(["--json", "a.xml", "--runs", "7"]) == BenchOptions(paths: ["a.xml"], runs: 7, json: true))
        #expect(try BenchOptions.parse(["--runs=3", "a.xml"]) == BenchOptions(paths: ["a.xml"], runs: 3))
    }

    @Test func scalingTakesNoPath() throws {
        var expected = BenchOptions(paths: [], runs: 3)
        expected.scaling = true
        #expect(try BenchOptions.parse(["--scaling", "--runs", "3"]) == expected)
    }

    @Test(arguments: [
        (["--scaling", "a.xml"], "--scaling times its own layouts: give it no PATH and no --json"),
        (["--scaling", "--json"], "--scaling times its own layouts: give it no PATH and no --json"),
        (["--json"], "no PATH given: name layout files or directories"),
        ([], "no PATH given: name layout files or directories"),
        (["a.xml", "--runs"], "--runs needs a positive integer"),
        (["a.xml", "--runs", "--json"], "--runs needs a positive integer"),
        (["a.xml", "--runs", "0"], #"--runs needs a positive integer, not "0""#),
        (["a.xml", "--runs", "many"], #"--runs needs a positive integer, not "many""#),
        (["a.xml", "--runs=-2"], #"--runs needs a positive integer, not "-2""#),
        (["a.xml", "--json=yes"], "--json takes no value"),
        (["a.xml", "--fast"], "unknown option --fast"),
    ])
    func rejects(_ arguments: [String], _ message: String) {
        #expect(throws: UsageError(command: "bench", message: message)) { try BenchOptions.parse(arguments) }
    }

    @Test(arguments: [["bench", "--help"], ["bench", "-h"], ["bench", "a.xml", "--runs", "--help"]])
    func helpIsBenchsOwn(_ arguments: [String]) throws {
        #expect(try CommandRequest(arguments, commands: [BenchOptions.help]) == .help(BenchOptions.help.text))
        for option in ["  --runs N ", "  --json ", "  --scaling "] { #expect(BenchOptions.help.details.contains(option), "no line for \(option)") }
    }
}

/// The benchmark executables' arguments.
@Suite struct BenchmarkArgumentsTests {
    static let names = ["bench-1000", "grid"]

    @Test func defaults() throws {
        let arguments = try BenchmarkArguments.parse([], defaultRuns: 100, flags: ["--variants"], benchmarks: Self.names)
        #expect(arguments == BenchmarkArguments(runs: 100))
        #expect(arguments.includes("grid") && arguments.includes("bench-1000"))
    }

    @Test func runsFlagsAndNames() throws {
        let arguments = try BenchmarkArguments.parse(
            ["grid", "--runs", "20", "--variants"], defaultRuns: 100, flags: ["--variants"], benchmarks: Self.names)
        #expect(arguments == BenchmarkArguments(runs: 20, flags: ["--variants"], benchmarks: ["grid"]))
        #expect(arguments.includes("grid") && !arguments.includes("bench-1000"))
        #expect(try BenchmarkArguments.parse(["--runs=7"], defaultRuns: 1).runs == 7)
    }

    @Test(arguments: [
        (["--runs"], "--runs needs a positive integer"),
        (["--runs", "0"], "--runs needs a positive integer, not \"0\""),
        (["--runs=x"], "--runs needs a positive integer, not \"x\""),
        (["table"], "no benchmark named table (there are bench-1000, grid)"),
    ])
    func rejects(_ arguments: [String], _ message: String) {
        #expect(throws: UsageError(command: "benchmark", message: message)) {
            try BenchmarkArguments.parse(arguments, defaultRuns: 1, flags: ["--variants"], benchmarks: Self.names)
        }
    }

    @Test func unknownOptionsAreRefused() {
        #expect(throws: UsageError.self) {
            try BenchmarkArguments.parse(["--only"], defaultRuns: 1, flags: ["--variants"], benchmarks: Self.names)
        }
    }
}

@Suite struct BenchOutputTests {
    static let result = BenchResult(
        file: "trees/wide \"1\".xml", nodes: 1001, runs: 3, fullMilliseconds: 2.5, unchangedMilliseconds: 0.01,
        oneLeafMilliseconds: 0.05, buildBytesPerNode: 400, bytesPerNode: 420.5, editedLeafDepth: 2)

    /// The document compare.py reads: `{"results": [{...}]}` with these keys and numbers.
    @Test func jsonShape() throws {
        let text = BenchReport.json([Self.result, Self.result])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(Array(object.keys) == ["results"])
        let results = try #require(object["results"] as? [[String: Any]])
        #expect(results.count == 2)
        let first = results[0]
        #expect(first["file"] as? String == "trees/wide \"1\".xml")
        #expect(first["nodes"] as? Int == 1001)
        #expect(first["full_ms"] as? Double == 2.5)
        #expect(first["unchanged_ms"] as? Double == 0.01)
        #expect(first["one_leaf_ms"] as? Double == 0.05)
        #expect(abs((first["ns_per_node"] as? Double ?? 0) - 2.5e6 / 1001) < 1e-6)
        #expect(first["bytes_per_node"] as? Double == 420.5)
        for key in ["file", "nodes", "full_ms", "unchanged_ms", "one_leaf_ms", "ns_per_node", "bytes_per_node"] {
            #expect(first[key] != nil, "missing \(key)")
        }
    }

    @Test func emptyJSONIsValid() throws {
        let object = try JSONSerialization.jsonObject(with: Data(BenchReport.json([]).utf8)) as? [String: Any]
        #expect((object?["results"] as? [Any])?.isEmpty == true)
    }

    @Test func tableEndsWithOneSummaryLine() {
        let lines = BenchReport.table([Self.result]).split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[1].hasPrefix("wide \"1\".xml"))
        #expect(lines[2].hasPrefix("1 file, 3 runs: full layout 2498–2498 ns/node"))
        #expect(lines[2].hasSuffix("421–421 bytes/node"))
    }

    @Test func fixedDecimals() {
        #expect(BenchReport.fixed(1.23456, 3) == "1.235")
        #expect(BenchReport.fixed(0.00004, 4) == "0.0000")
        #expect(BenchReport.fixed(12.5, 0) == "13")
        #expect(BenchReport.fixed(-0.5, 2) == "-0.50")
    }

    /// Where the allocator does not report its statistics, the memory figures are absent, not 0.
    @Test func heapNotMeasured() throws {
        var result = Self.result
        result.buildBytesPerNode = nil
        result.bytesPerNode = nil
        let object = try #require(try JSONSerialization.jsonObject(with: Data(BenchReport.json([result]).utf8)) as? [String: Any])
        let first = try #require((object["results"] as? [[String: Any]])?.first)
        #expect(first["bytes_per_node"] is NSNull)
        #expect(first["build_bytes_per_node"] is NSNull)
        let lines = BenchReport.table([result]).split(separator: "\n")
        #expect(lines[1].hasSuffix(" n/a"))
        #expect(lines[2].hasSuffix("heap not measured on this platform"))
    }
}

/// The harness the three benchmarks share: samples, their medians and the stopwatch.
@Suite struct HarnessTests {
    @Test func medianOfEvenAndOddCounts() {
        #expect(Samples([3, 1, 2]).median == 2)
        #expect(Samples([4, 1, 3, 2]).median == 2.5)
        #expect(Samples().median == 0)
    }

    @Test func minimumAndCount() {
        var samples = Samples(capacity: 2)
        samples.append(2.5)
        samples.append(1.25)
        #expect(samples.minimum == 1.25)
        #expect(samples.count == 2)
        #expect(samples.milliseconds == [2.5, 1.25])
        #expect(Samples().minimum == 0)
    }

    @Test func summaryLine() {
        #expect(Samples([2, 1, 4]).summary(decimals: 1) == "median 2.0 ms, min 1.0 ms over 3 runs")
        #expect(Samples([0.0004]).summary() == "median 0.000 ms, min 0.000 ms over 1 run")
    }

    /// `time` runs the warm-ups untimed and keeps one sample per timed run.
    @Test func timesRunsAfterWarmUps() {
        var calls = 0
        let samples = Stopwatch.time(runs: 3, warmUps: 2) { calls += 1 }
        #expect(calls == 5)
        #expect(samples.count == 3)
    }

    @Test func timingStopsAtAnError() {
        struct Failure: Error, Equatable {}
        var calls = 0
        #expect(throws: Failure()) {
            _ = try Stopwatch.time(runs: 3) { () throws(Failure) in
                calls += 1
                if calls == 2 { throw Failure() }
            }
        }
        #expect(calls == 2)
    }

    /// Laps are contiguous: together they cover the time since the stopwatch started.
    @Test func lapsAreContiguous() {
        var whole = Stopwatch()
        var laps = Stopwatch()
        let parts = (0..<3).map { _ in laps.lap() }
        let total = whole.lap()
        #expect(parts.allSatisfy { $0 >= 0 })
        #expect(parts.reduce(0, +) <= total)
    }

    @Test func largeStackReturnsTheBodysResult() {
        #expect(onLargeStack(bytes: 64 << 20) { (1...10).reduce(0, +) } == 55)
    }

    #if canImport(Glibc) || canImport(Darwin)
    @Test func heapStatisticsAreAvailable() {
        #expect(Bench.heapBytesInUse() != nil)
    }
    #endif
}

@Suite struct BenchRunTests {
    /// A real (tiny) run: the counts and the edited leaf are right (its times depend on the machine).
    @Test func measuresADocument() throws {
        let document = try LayoutDocument(xml: #"<div width="100px"><div><div width="10px"/></div><div/></div>"#)
        let result = try Bench.measure(document, file: "tiny.xml", runs: 2)
        #expect(result.nodes == 4)
        #expect(result.runs == 2)
        #expect(result.editedLeafDepth == 2)
        #expect((result.bytesPerNode != nil) == (Bench.heapBytesInUse() != nil))
    }

    @Test func deepestLeafGetsANewWidth() throws {
        let document = try LayoutDocument(xml: #"<div><div/><div><div width="10px"/></div></div>"#)
        let tree = try LayoutTree(document.root)
        let edit = try Bench.leafEdit(in: tree)
        #expect(edit.depth == 2)
        #expect(edit.style.width == .points(20))
    }

    @Test func missingFilesAreReportedAndFail() {
        var errors: [String] = []
        var output = ""
        let status = BenchCommand.run(BenchOptions(paths: ["/nonexistent/x.xml"], runs: 1, json: true),
                                      output: { output += $0 }, errorOutput: { errors.append($0) })
        #expect(status == 1)
        #expect(errors == ["trellis: /nonexistent/x.xml: no such file or directory"])
        #expect(output == "{\"results\": [\n]}\n")
    }
}

/// The scaling check's families are the inputs they are named for: each layout family's files
/// read and lay out, and the reader refuses each reading family's files, in the way issue 42 asks.
@Suite struct ScalingFamilyTests {
    @Test(arguments: ScalingCheck.families.filter { $0.work == .layout }.map(\.name))
    func layoutFamiliesReadAndLayOut(_ name: String) throws {
        let family = try #require(ScalingCheck.families.first { $0.name == name })
        let document = try LayoutDocument(xml: family.file(family.sizes[0]), file: name)
        var tree = try LayoutTree(document.root)
        try tree.layout(in: Size(width: .maxContent, height: .maxContent))
        var frames = 0
        tree.forEachFrame { _, frame in
            #expect(frame.width.isFinite && frame.height.isFinite && frame.x.isFinite && frame.y.isFinite)
            frames += 1
        }
        #expect(frames > family.sizes[0] / 2)
    }

    @Test(arguments: ScalingCheck.families.filter { $0.work == .reading }.map(\.name))
    func readingFamiliesAreRefusedNamingALine(_ name: String) throws {
        let family = try #require(ScalingCheck.families.first { $0.name == name })
        #expect {
            try LayoutDocument(xml: family.file(family.sizes[0]), file: name)
        } throws: { error in
            switch error as? LayoutFileError {
            case .nestedTooDeep(_, 1, _, "grid-template-columns", _, Style.nestingLimit)?, .documentTypeDeclaration(_, 1)?: true
            default: false
            }
        }
    }
}
