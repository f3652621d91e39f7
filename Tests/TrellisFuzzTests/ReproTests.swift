import Foundation
import Testing
import TrellisCore
import TrellisRender
@testable import TrellisFuzz

/// The fuzzer's minimised failures (Repros/README.md), replayed: each must now keep every
/// invariant, the incremental one included (bit-identical frames).
@Suite struct ReproTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Repros").path

    /// A repro file and the edits the fuzzer applied to it before the final layout.
    struct FileRepro: Sendable, CustomTestStringConvertible {
        var file: String
        var edits: [FuzzCase.Edit]
        var testDescription: String { file }
    }

    static let files: [FileRepro] = [
        FileRepro(file: "incremental-rtl-layers-remove-restyle.xml", edits: [
            .removeChild(target: 8),
            // Node 9 of the 9 attached nodes left is the root: a layers container, no longer rtl.
            .setStyle(target: 9, Style(display: .layers, inset: Edges(top: 10, right: 1, bottom: .auto, left: .percent(50)), justifyItems: .end)),
        ]),
        FileRepro(file: "incremental-rtl-nested-edits.xml", edits: [
            .removeChild(target: 23),
            .setStyle(target: 32, Style()),
        ]),
        FileRepro(file: "incremental-relative-calc-inset-viewport-change.xml", edits: [
            .layout(Size(width: .maxContent, height: .definite(320))),
        ]),
        FileRepro(file: "incremental-relative-percent-top-last-baseline.xml", edits: [
            .layout(Size(width: .definite(100), height: .definite(100))),
        ]),
    ]

    @Test(arguments: files) func fileRepro(_ repro: FileRepro) throws {
        let document = try LayoutDocument(contentsOfFile: Self.directory + "/" + repro.file)
        let fuzzCase = FuzzCase(root: document.root, viewport: document.viewport ?? Size(width: .maxContent, height: .maxContent),
                                pixelScale: document.useRounding ? 1 : nil, edits: repro.edits)
        let violation = Invariants.check(fuzzCase)
        #expect(violation == nil, "\(violation.map { "\($0)" } ?? "")")
    }

    /// Every file in Repros is replayed above.
    @Test func everyReproFileIsReplayed() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.directory).filter { $0.hasSuffix(".xml") }
        #expect(Set(names) == Set(Self.files.map(\.file)))
    }
}
