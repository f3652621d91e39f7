// README.md's way out of the ambiguity between Foundation's geometry and the view stand-ins':
// a file that imports both names the stand-ins' types by module.
#if !canImport(UIKit) && !canImport(AppKit)
import Foundation
import Testing
import Trellis
import TrellisSwiftUI
import UIKitStandIn

/// A view whose size is its own frame's, written beside Foundation.
final class FramedView: UIView {
    override func sizeThatFits(_ size: UIKitStandIn.CGSize) -> UIKitStandIn.CGSize {
        UIKitStandIn.CGSize(width: 30, height: 12)
    }
}

struct ReadmeViewStandInQualifiedSnippets {
    @MainActor @Test func theStandInsGeometryNamedByModule() throws {
        let view = FramedView(frame: .zero)
        let layout = try HStackBlock { Item("view", view: view) }.layout(width: 100, height: nil)
        layout.place(["view": view])
        #expect(view.frame == UIKitStandIn.CGRect(x: 0, y: 0, width: 30, height: 12))
        // The same type through either stand-in's module.
        #expect(view.frame.size == TrellisSwiftUI.CGSize(width: 30, height: 12))
    }
}
#endif
