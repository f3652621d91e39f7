import Foundation
import Testing
import Trellis

/// Docs/Text.md's Swift snippet, as written there (`DocumentedSnippetsTests` holds it to it),
/// followed by checks of what the doc says about it.
struct TextSnippets {
    /// The shipped faces' files, which the doc calls the app's own `fontFiles`.
    let fontFiles = ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"].map {
        DocumentedSnippets.root.appendingPathComponent("Sources/TrellisRender/Fonts/\($0)")
    }

    @Test func bringYourOwnFont() throws {
        let fonts = try FontCollection(fontFiles.map { [UInt8](try Data(contentsOf: $0)) })
        let title = try TextFont("DejaVu Sans", size: 17, weight: .bold, in: fonts)
        let body = try TextFont("DejaVu Sans", size: 14, in: fonts)

        let card = VStackBlock(spacing: 4, alignment: .leading) {
            Item("name", text: "Ada Lovelace", font: title)
            Item("bio", text: "Wrote the first program for a machine not yet built", font: body, lineHeight: .multiple(1.4))
        }
        let layout = try card.layout(width: 200, height: nil)
        // name 127 × 20 (126.75 before snapping to whole points); bio 200 × 39, two lines of 19.59375

        #expect(layout.frame(of: "name") == Rect(x: 0, y: 0, width: 127, height: 20))
        #expect(layout.frame(of: "bio") == Rect(x: 0, y: 24, width: 200, height: 39))
        let unsnapped = try card.layout(width: 200, height: nil, pixelScale: nil)
        #expect(unsnapped.frame(of: "name")?.width == 126.75)
        #expect(unsnapped.frame(of: "bio")?.height == 2 * 19.59375)
    }
}
