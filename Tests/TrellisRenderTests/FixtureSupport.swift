import Foundation
import Testing
import TrellisRender

/// One conformance fixture file, named in test output by its fixture name.
struct Fixture: Sendable, CustomTestStringConvertible {
    /// The file name without `.xml`, which is also the fixture's `<test name>`.
    let name: String
    /// The absolute path of the file.
    let path: String

    var testDescription: String { name }

    /// `Tests/TrellisRenderTests/Fixtures`, found from this source file so that the tests need no
    /// bundled resources and run on a fresh clone.
    static let directory: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().appendingPathComponent("Fixtures").path

    /// Every flex fixture, sorted by name.
    static let flex: [Fixture] = FixtureChecker.fixtureFiles(in: [directory + "/flex"]).files.map { path in
        Fixture(name: ((path as NSString).lastPathComponent as NSString).deletingPathExtension, path: path)
    }

    /// The names listed in `known-failures-flex.txt`, without comments and blank lines.
    static let knownFlexFailures: [String] = {
        let text = (try? String(contentsOfFile: directory + "/known-failures-flex.txt", encoding: .utf8)) ?? ""
        return text.split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }()
}
