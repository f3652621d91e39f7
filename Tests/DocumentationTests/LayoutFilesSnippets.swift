import Testing
import Trellis
import TrellisRender

/// Docs/LayoutFiles.md's Swift snippet, as written there (`DocumentedSnippetsTests` holds it to
/// it), followed by a check of the frame its comment states.
struct LayoutFilesSnippets {
    @Test func readingAFile() throws {
        let document = try LayoutDocument(xml: #"<div width="100px"><div id="a" flex-grow="1"/></div>"#)
        let layout = try document.layout()
        let a = layout.frame(of: "a")   // Rect(x: 0, y: 0, width: 100, height: 0)

        #expect(a == Rect(x: 0, y: 0, width: 100, height: 0))
    }
}
