import Foundation
import TrellisCore
import TrellisText

/// One node whose frame differs from its fixture's expectation.
public struct FrameMismatch: Hashable, Sendable {
    /// The node's path from the root, as `root/0/2`.
    public var path: String
    /// The expected frame, relative to the parent.
    public var expected: Rect
    /// The computed frame, relative to the parent.
    public var actual: Rect

    /// Creates a mismatch record.
    public init(path: String, expected: Rect, actual: Rect) {
        self.path = path
        self.expected = expected
        self.actual = actual
    }
}

/// The outcome of checking one fixture.
public struct FixtureResult: Sendable {
    /// The fixture's name (its `<test name>`), or its file name when it could not be read.
    public var name: String
    /// The fixture's path.
    public var file: String
    /// The document, when it could be read.
    public var document: LayoutDocument?
    /// The computed layout, when layout succeeded.
    public var actual: ComputedLayout?
    /// The nodes whose frames differ from the expectations.
    public var mismatches: [FrameMismatch]
    /// Why the fixture could not be read or laid out, if it could not.
    public var error: String?

    /// Whether every frame is within its tolerance (``FixtureChecker/tolerance(atMagnitude:)``) of its expectation.
    public var passed: Bool { error == nil && mismatches.isEmpty }

    /// A failure report: the error, or the differing frames. Empty when the fixture passed.
    public var summary: String {
        if let error { return "FAIL \(name)\n  \(error)\n" }
        var output = passed ? "" : "FAIL \(name)\n"
        for mismatch in mismatches {
            output += "  \(mismatch.path): expected \(mismatch.expected.layoutDescription), actual \(mismatch.actual.layoutDescription)\n"
        }
        return output
    }

    /// Everything needed to debug a failure: the summary, then the input as a layout file, the
    /// expected frames and the actual frames as trees.
    public var details: String {
        var output = summary
        if let document {
            output += "input:\n" + ((try? document.root.layoutFileXML(indentation: 2)) ?? "  (cannot be printed)\n")
            if let expectations = document.expectations {
                output += "expected:\n" + TextTreeRenderer.render(expectations).indented
            }
        }
        if let actual {
            output += "actual:\n" + TextTreeRenderer.render(actual).indented
        }
        return output
    }
}

/// What `trellis check` found.
public struct CheckSummary: Hashable, Sendable {
    /// The number of fixtures that passed.
    public var passed: Int
    /// The number of fixtures that failed, including those that could not be read.
    public var failed: Int
    /// The names of the failed fixtures, in the order they were checked.
    public var failures: [String]
    /// The number of plain layout files (not a `<test>`, so nothing to check) that were skipped.
    public var skipped: Int

    /// Creates a summary.
    public init(passed: Int, failed: Int, failures: [String], skipped: Int = 0) {
        self.passed = passed
        self.failed = failed
        self.failures = failures
        self.skipped = skipped
    }

    /// The process exit status: 0 when nothing failed, 1 otherwise.
    public var exitStatus: Int32 { failed == 0 ? 0 : 1 }
    /// The last line `trellis check` prints: `N passed, M failed`, and `, K layout files skipped`
    /// when there were any.
    public var lastLine: String {
        "\(passed) passed, \(failed) failed" + (skipped > 0 ? ", \(skipped) layout files skipped" : "")
    }
}

/// Checks conformance fixtures: lays each one out and compares every frame with its expectation.
public enum FixtureChecker {
    /// The largest difference, exclusive, between an expected and a computed coordinate that passes.
    public static let tolerance = 0.1

    /// The tolerance for a frame whose edges, or its parent's, lie as far as `magnitude` from the
    /// root: ``tolerance``, or two steps of a 32-bit float there if larger. Chrome reports frames
    /// as float rectangles (`getBoundingClientRect`), which beyond 2^19 px cannot hold 0.1 px: the
    /// fixtures of `width: 1e308px` report the largest length, 33,554,431.98, as 33,554,432, and an
    /// edge just below 2^25 may come out a step of the next binade away.
    public static func tolerance(atMagnitude magnitude: Double) -> Double {
        max(tolerance, 2 * Double(Float(min(magnitude, Double(Float.greatestFiniteMagnitude))).ulp))
    }

    /// Reads, lays out and checks the fixture at `file`. Never throws: errors become failures.
    ///
    /// - Parameter fonts: The faces `<text font-family>` names; `nil` for the shipped faces.
    public static func check(file: String, fonts: FontCollection? = nil) -> FixtureResult {
        let fallbackName = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
        do throws(LayoutFileError) {
            let document = try LayoutDocument(contentsOfFile: file, fonts: fonts)
            return check(document, file: file)
        } catch {
            return FixtureResult(name: fallbackName, file: file, mismatches: [], error: error.description)
        }
    }

    /// Lays out `document` as the fixture format states (``LayoutDocument/fixtureLayout()``) and
    /// compares every frame with its expectations.
    public static func check(_ document: LayoutDocument, file: String) -> FixtureResult {
        var result = FixtureResult(name: document.name ?? file, file: file, document: document, mismatches: [])
        guard let expectations = document.expectations else {
            result.error = "\(file): no <expectations> to check against"
            return result
        }
        do throws(LayoutError) {
            let actual = try document.fixtureLayout()
            result.actual = actual
            result.mismatches = compare(actual, with: expectations)
        } catch {
            result.error = "layout failed: \(error.description)"
        }
        return result
    }

    /// The nodes whose frames differ by their tolerance (``tolerance(atMagnitude:)``) or more (or
    /// are NaN) from the expectation, in document order. A shape difference counts as a mismatch
    /// of the missing node.
    public static func compare(_ actual: ComputedLayout, with expected: ExpectedLayout) -> [FrameMismatch] {
        let missing = Rect(x: .nan, y: .nan, width: .nan, height: .nan)
        var mismatches: [FrameMismatch] = []
        // Each entry carries the parent's expected origin from the root and its farthest edge.
        var stack: [(ComputedLayout?, ExpectedLayout?, String, origin: (x: Double, y: Double), parentExtent: Double)] =
            [(actual, expected, "root", (0, 0), 0)]
        while let (node, expectation, path, origin, parentExtent) = stack.popLast() {
            let a = node?.frame ?? missing
            let e = expectation?.frame ?? missing
            let x = origin.x + e.x, y = origin.y + e.y
            let extent = [abs(x), abs(y), abs(x + e.width), abs(y + e.height), parentExtent].max()!
            let tolerance = tolerance(atMagnitude: extent)
            // `<` is false for NaN, so a NaN frame fails.
            let close = abs(a.x - e.x) < tolerance && abs(a.y - e.y) < tolerance
                && abs(a.width - e.width) < tolerance && abs(a.height - e.height) < tolerance
            if !close { mismatches.append(FrameMismatch(path: path, expected: e, actual: a)) }
            let actualChildren = node?.children ?? []
            let expectedChildren = expectation?.children ?? []
            for index in (0..<max(actualChildren.count, expectedChildren.count)).reversed() {
                stack.append((index < actualChildren.count ? actualChildren[index] : nil,
                              index < expectedChildren.count ? expectedChildren[index] : nil, "\(path)/\(index)",
                              (x, y), extent))
            }
        }
        return mismatches
    }

    /// The fixture files named by `paths`: files as given, directories searched recursively for
    /// `*.xml` files (sorted by path). Paths that do not exist are returned apart.
    public static func fixtureFiles(in paths: [String]) -> (files: [String], missing: [String]) {
        var files: [String] = []
        var missing: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                missing.append(path)
                continue
            }
            guard isDirectory.boolValue else {
                files.append(path)
                continue
            }
            var found: [String] = []
            if let enumerator = manager.enumerator(atPath: path) {
                for case let relative as String in enumerator where relative.hasSuffix(".xml") {
                    found.append((path as NSString).appendingPathComponent(relative))
                }
            }
            files += found.sorted()
        }
        return (files, missing)
    }

    /// Runs `trellis check`: checks every fixture under `paths`, reporting each failure through
    /// `output` (or, with `listFailures`, only the failing fixtures' names), then the last line
    /// `N passed, M failed`.
    ///
    /// - Returns: The counts; its ``CheckSummary/exitStatus`` is the command's.
    @discardableResult
    public static func run(paths: [String], listFailures: Bool = false, fonts: FontCollection? = nil,
                           output: (String) -> Void) -> CheckSummary {
        let (files, missing) = fixtureFiles(in: paths)
        var summary = CheckSummary(passed: 0, failed: 0, failures: [])
        for path in missing {
            summary.failed += 1
            summary.failures.append(path)
            output(listFailures ? path : "FAIL \(path)\n  \(LayoutFileError.unreadableFile(file: path, reason: "no such file"))")
        }
        for file in files {
            let result = check(file: file, fonts: fonts)
            if let document = result.document, document.name == nil, document.expectations == nil {
                // A plain layout file (`trellis check .` in a folder of them): nothing to check.
                summary.skipped += 1
            } else if result.passed {
                summary.passed += 1
            } else {
                summary.failed += 1
                summary.failures.append(result.name)
                output(listFailures ? result.name : String(result.summary.dropLast()))
            }
        }
        if !listFailures { output(summary.lastLine) }
        return summary
    }
}

extension String {
    /// Every line indented by two spaces.
    var indented: String {
        split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\n")
    }
}
