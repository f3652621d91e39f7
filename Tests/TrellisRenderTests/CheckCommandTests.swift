import Foundation
import Testing
import TrellisCore
import TrellisRender

/// `trellis check`, through the library function the CLI calls.
@Suite struct CheckCommandTests {
    /// A fixture whose root is 0 × 0 whatever the solver does well, expected to be `expected`.
    static func fixture(_ name: String, expectedWidth: String) -> String {
        """
        <test name="\(name)" use-rounding="true">
          <viewport width="max-content" height="max-content"/>
          <input>
            <div width="0px" height="0px"/>
          </input>
          <expectations>
            <node x="0" y="0" width="\(expectedWidth)" height="0"/>
          </expectations>
        </test>
        """
    }

    /// A fresh directory with a passing, a failing and a broken fixture (and a file that is not XML).
    static func makeDirectory() throws -> String {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("trellis-check-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory + "/nested", withIntermediateDirectories: true)
        try fixture("passes", expectedWidth: "0.09").write(toFile: directory + "/a.xml", atomically: true, encoding: .utf8)
        try fixture("fails", expectedWidth: "12345").write(toFile: directory + "/nested/b.xml", atomically: true, encoding: .utf8)
        try "<test name=".write(toFile: directory + "/c.xml", atomically: true, encoding: .utf8)
        try "not a fixture".write(toFile: directory + "/notes.txt", atomically: true, encoding: .utf8)
        return directory
    }

    @Test func reportsFailuresAndCounts() throws {
        let directory = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var lines: [String] = []
        let summary = FixtureChecker.run(paths: [directory]) { lines.append($0) }
        #expect(summary == CheckSummary(passed: 1, failed: 2, failures: ["c", "fails"]))
        #expect(summary.exitStatus == 1)
        #expect(lines.last == "1 passed, 2 failed")
        let output = lines.joined(separator: "\n")
        #expect(output.contains("FAIL fails\n  root: expected 0 0 12345 0, actual 0 0 0 0"))
        #expect(output.contains("FAIL c\n  \(directory)/c.xml:1: malformed XML"))
        #expect(!output.contains("passes"))
    }

    /// A plain layout file (no `<test>`) beside fixtures is skipped, not failed.
    @Test func plainLayoutFilesAreSkipped() throws {
        let directory = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try "<div width=\"10px\"/>".write(toFile: directory + "/plain.xml", atomically: true, encoding: .utf8)
        var lines: [String] = []
        let summary = FixtureChecker.run(paths: [directory]) { lines.append($0) }
        #expect(summary == CheckSummary(passed: 1, failed: 2, failures: ["c", "fails"], skipped: 1))
        #expect(lines.last == "1 passed, 2 failed, 1 layout files skipped")
    }

    @Test func exitStatusIsZeroWhenAllPass() throws {
        let directory = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var lines: [String] = []
        let summary = FixtureChecker.run(paths: [directory + "/a.xml"]) { lines.append($0) }
        #expect(summary.exitStatus == 0)
        #expect(lines == ["1 passed, 0 failed"])
    }

    @Test func listFailuresPrintsOnlyNames() throws {
        let directory = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var lines: [String] = []
        FixtureChecker.run(paths: [directory, directory + "/missing.xml"], listFailures: true) { lines.append($0) }
        #expect(lines == [directory + "/missing.xml", "c", "fails"])
    }

    @Test func missingPathsFail() {
        var lines: [String] = []
        let summary = FixtureChecker.run(paths: ["/nonexistent/fixtures"]) { lines.append($0) }
        #expect(summary.exitStatus == 1)
        #expect(lines == ["FAIL /nonexistent/fixtures\n  cannot read /nonexistent/fixtures: no such file", "0 passed, 1 failed"])
    }

    @Test func toleranceIsStrictAndNaNFails() {
        let expected = ExpectedLayout(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        func mismatches(_ frame: Rect) -> Int { FixtureChecker.compare(ComputedLayout(frame: frame), with: expected).count }
        #expect(mismatches(Rect(x: 0.099, y: -0.099, width: 10.05, height: 9.95)) == 0)
        #expect(mismatches(Rect(x: 0.1, y: 0, width: 10, height: 10)) == 1)
        #expect(mismatches(Rect(x: 0, y: 0, width: .nan, height: 10)) == 1)
        #expect(mismatches(Rect(x: 0, y: 0, width: .infinity, height: 10)) == 1)
    }

    @Test func shapeDifferencesAreMismatches() {
        let expected = ExpectedLayout(frame: .zero, children: [ExpectedLayout(frame: .zero)])
        let found = FixtureChecker.compare(ComputedLayout(frame: .zero), with: expected)
        #expect(found.map(\.path) == ["root/0"])
    }
}
