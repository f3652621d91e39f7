import Foundation
import Testing
import TrellisFonts
@testable import TrellisFuzz

/// Mutated font files: every one reads or is rejected with a FontError, and a face that reads
/// shapes sample text into sane glyphs.
@Suite struct FontFuzzTests {
    /// The shipped faces, read from the source tree.
    static let faces: [(String, [UInt8])] = {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/TrellisRender/Fonts")
        return FontMutator.fontFiles(under: directory.path)
    }()

    @Test func mutatedFacesReadOrAreRejected() {
        #expect(Self.faces.count == 4)
        let summary = FontMutator.run(faces: Self.faces, seed: 43, count: 300)
        #expect(summary.mutations == 300)
        #expect(summary.read + summary.rejected == 300)
        // Both outcomes occur, and some faces that read shape differently: the mutations reach the shaper.
        #expect(summary.rejected > 0)
        #expect(summary.shapedDifferently > 0)
        #expect(summary.problems.isEmpty, "\(summary.problems.prefix(3))")
    }

    /// The targeted fields include the directory, the character map and the layout tables' lookups.
    @Test func fieldsReachTheLayoutTables() throws {
        let (_, bytes) = try #require(Self.faces.first)
        let fields = FontMutator.fields(in: bytes)
        #expect(fields.count > 1000)
        #expect(fields.contains(FontMutator.Field(offset: 12 + 8, size: 4)))
    }

    @Test func mutationsAreReproducible() throws {
        let (name, bytes) = try #require(Self.faces.first)
        let face = try FontFace(bytes)
        let original = FontMutator.Original(name: name, bytes: bytes, fields: FontMutator.fields(in: bytes),
                                            shaped: FontMutator.samples.map(face.shape))
        var a = SplitMix64(seed: 9), b = SplitMix64(seed: 9)
        #expect(FontMutator.mutate(original, &a) == FontMutator.mutate(original, &b))
    }
}
