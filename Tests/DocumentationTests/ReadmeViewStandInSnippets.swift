// README.md's items measured by views and views placed, through the UIKit stand-in a program on
// Linux imports in place of UIKit; on Apple platforms the real framework makes the views, and
// this file does not build. No Foundation here: its `CGSize` would make the stand-in's ambiguous.
#if !canImport(UIKit) && !canImport(AppKit)
import Trellis
import UIKitStandIn // on iOS: import UIKit
import Testing

final class Label: UIView {
    var text = ""
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: min(CGFloat(text.count) * 10, size.width), height: 20)
    }
}

@MainActor func layOutLabels() throws -> (title: CGRect, detail: CGRect) {
    let title = Label(frame: .zero), detail = Label(frame: .zero)
    title.text = "Hello there"
    detail.text = "World"
    let row = HStackBlock(spacing: 8) { Item("title", view: title); Item("detail", view: detail) }
    let layout = try row.layout(width: 400, height: nil)
    layout.place(["title": title, "detail": detail])
    return (title.frame, detail.frame)   // x 0, 110 × 20; x 118, 50 × 20
}

struct ReadmeViewStandInSnippets {
    /// Each label is as wide as its text and placed where the row put it.
    @MainActor @Test func labelsAreMeasuredAndPlaced() throws {
        let frames = try layOutLabels()
        #expect(frames.title == CGRect(x: 0, y: 0, width: 110, height: 20))
        #expect(frames.detail == CGRect(x: 118, y: 0, width: 50, height: 20))
    }
}
#endif
