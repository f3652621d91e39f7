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

    @Test(arguments: [
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
        for option in ["  --runs N ", "  --json "] { #expect(BenchOptions.help.details.contains(option), "no line for \(option)") }
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

    @Test func medianOfEvenAndOddCounts() {
        #expect(Bench.median([3, 1, 2]) == 2)
        #expect(Bench.median([4, 1, 3, 2]) == 2.5)
        #expect(Bench.median([]) == 0)
    }
}

@Suite struct BenchRunTests {
    /// A real (tiny) run: the counts and the edited leaf are right; times are only non-negative.
    @Test func measuresADocument() throws {
        let document = try LayoutDocument(xml: #"<div width="100px"><div><div width="10px"/></div><div/></div>"#)
        let result = try Bench.measure(document, file: "tiny.xml", runs: 2)
        #expect(result.nodes == 4)
        #expect(result.runs == 2)
        #expect(result.editedLeafDepth == 2)
        #expect(result.fullMilliseconds >= 0 && result.unchangedMilliseconds >= 0 && result.oneLeafMilliseconds >= 0)
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
