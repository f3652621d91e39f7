import Foundation
import Testing
import TrellisFonts

/// The DejaVu faces TrellisRender ships, read from the source tree.
enum ShippedFace: String, CaseIterable, CustomTestStringConvertible {
    case sans = "DejaVuSans", sansBold = "DejaVuSans-Bold", serif = "DejaVuSerif", serifBold = "DejaVuSerif-Bold"

    var bytes: [UInt8] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/TrellisRender/Fonts/\(rawValue).ttf")
        return [UInt8](try! Data(contentsOf: url))
    }

    var face: FontFace { try! FontFace(bytes) }

    var testDescription: String { rawValue }
}
