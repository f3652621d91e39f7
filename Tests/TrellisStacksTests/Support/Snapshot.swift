import Foundation
import Testing

/// The package's root directory, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Compares `text` with the golden file at `path` (relative to the package root).
///
/// When the file is missing or the `RECORD_SNAPSHOTS` environment variable is set, writes `text`
/// as the new golden file and fails, so that a new baseline never passes silently: look at it,
/// then run the tests again (argument-parser's `assertSnapshot` works the same way).
func assertSnapshot(_ text: String, path: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let url = packageRoot.appendingPathComponent(path)
    let recording = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil
    if !recording, let expected = try? String(contentsOf: url, encoding: .utf8) {
        if expected != text {
            Issue.record("""
                \(path) differs from the rendering; run with RECORD_SNAPSHOTS=1 to accept it.
                --- expected
                \(expected)
                --- actual
                \(text)
                """, sourceLocation: sourceLocation)
        }
        return
    }
    do {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
        Issue.record("Recorded \(path); check it and run the tests again.", sourceLocation: sourceLocation)
    } catch {
        Issue.record("Could not record \(path): \(error)", sourceLocation: sourceLocation)
    }
}
