import Foundation
import Testing
import TrellisCore
import TrellisRender
@testable import TrellisFuzz

/// Mutated layout files: every one reads or is rejected with a typed error that names a line.
@Suite struct ReaderFuzzTests {
    /// The fixtures in the checkout (tests read nothing outside the checkout).
    static let fixtures: [(String, [UInt8])] = {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("TrellisRenderTests/Fixtures")
        return Array(FileMutator.xmlFiles(under: directory.path).prefix(200))
    }()

    @Test func mutatedFilesAreReadOrRejectedWithALine() {
        #expect(!Self.fixtures.isEmpty)
        let summary = FileMutator.run(originals: Self.fixtures, seed: 5, count: 500)
        #expect(summary.files == 500)
        #expect(summary.rejected > 0)
        #expect(summary.badRejections.isEmpty, "\(summary.badRejections.prefix(3))")
        #expect(summary.layoutProblems.isEmpty, "\(summary.layoutProblems.prefix(3))")
    }

    @Test func mutationsAreReproducible() {
        var a = SplitMix64(seed: 9), b = SplitMix64(seed: 9)
        let original = Array(#"<div width="10px"><div height="5%"/></div>"#.utf8)
        #expect(FileMutator.mutate(original, &a) == FileMutator.mutate(original, &b))
    }
}
