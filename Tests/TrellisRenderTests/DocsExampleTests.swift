import Foundation
import Testing
import TrellisCore
import TrellisRender

/// The layout files of `Docs/examples`, which the README renders: each reads and lays out, with
/// the frames the README and `Docs/ConstraintContainer.md` show.
@Suite struct DocsExampleTests {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Docs/examples").path

    static func layout(_ name: String) throws -> ComputedLayout {
        try LayoutDocument(contentsOfFile: directory + "/" + name).layout()
    }

    @Test func profileCard() throws {
        let layout = try Self.layout("profile-card.xml")
        #expect(layout.frame == Rect(x: 0, y: 0, width: 300, height: 120))
        #expect(layout.frame(of: "avatar") == Rect(x: 10, y: 10, width: 40, height: 40))
    }

    /// The avatar pinned to the corner, the name centred beside it at its content width (it
    /// hugs at 251), the follow button at the trailing edge: Auto Layout's frames.
    @Test func constraintCard() throws {
        let layout = try Self.layout("constraint-card.xml")
        #expect(layout.frame == Rect(x: 0, y: 0, width: 320, height: 60))
        #expect(layout.frame(of: "avatar") == Rect(x: 10, y: 10, width: 40, height: 40))
        #expect(layout.frame(of: "name") == Rect(x: 58, y: 25, width: 110, height: 10))
        #expect(layout.frame(of: "follow") == Rect(x: 250, y: 15, width: 60, height: 30))
    }
}
