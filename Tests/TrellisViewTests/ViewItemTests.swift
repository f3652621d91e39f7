// Trellis's UIKit and AppKit code, tested through the stand-ins where neither framework exists;
// on Apple platforms the real frameworks make the views, and these tests do not build.
#if !canImport(UIKit) && !canImport(AppKit)
import AppKitStandIn
import Testing
import Trellis
import UIKitStandIn

/// A label of 10-point cells that wraps at spaces to the width it is offered, as `UILabel`'s
/// `sizeThatFits(_:)` answers: on one line in an unbounded width.
final class Label: UIView {
    let text: String
    /// The sizes it was asked to fit, in order.
    private(set) var offers: [CGSize] = []

    init(_ text: String) {
        self.text = text
        super.init(frame: .zero)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        offers.append(size)
        let fitted = WrappedCells.size(of: text, width: size.width)
        return CGSize(width: fitted.width, height: fitted.height)
    }
}

/// The same label as an AppKit control.
final class TextField: NSControl {
    let text: String

    init(_ text: String) {
        self.text = text
        super.init(frame: .zero)
    }

    override func sizeThatFits(_ size: NSSize) -> NSSize {
        let fitted = WrappedCells.size(of: text, width: size.width)
        return NSSize(width: fitted.width, height: fitted.height)
    }
}

/// Text of 10-point cells wrapped at spaces to `width`.
enum WrappedCells {
    static func size(of text: String, width: Double) -> (width: Double, height: Double) {
        let limit = width >= Double(Int.max / 2) ? Int.max : Int(width / 10)
        var lines: [Int] = []
        for word in text.split(separator: " ").map(\.count) {
            if let last = lines.last, last + 1 + word <= limit { lines[lines.count - 1] += 1 + word } else { lines.append(word) }
        }
        return (Double((lines.max() ?? 0) * 10), Double(lines.count * 10))
    }
}

@MainActor @Suite struct ViewItemTests {
    /// A UIKit label measures its item: its ideal size, wrapped in a narrower width, and asked
    /// with `greatestFiniteMagnitude` for an unbounded axis, as UIKit expects.
    @Test func aUIViewMeasuresItsItem() throws {
        let label = Label("Ada Lovelace")
        let card = HStackBlock(spacing: 8) { Item("avatar", width: 40, height: 40); Item("name", view: label) }
        #expect(try card.sizeThatFits(.unspecified) == Size(width: 168, height: 40))
        // 102 points left for the name: "Ada Lovelace" (120) wraps onto two lines.
        let wrapped = try #require(try card.layout(width: 150, height: nil).frame(of: "name"))
        #expect((wrapped.x, wrapped.height) == (48, 20))
        #expect(label.offers.contains { $0.width == .greatestFiniteMagnitude && $0.height == .greatestFiniteMagnitude })
    }

    /// An AppKit control measures its item the same way.
    @Test func anNSControlMeasuresItsItem() throws {
        let field = TextField("Ada Lovelace")
        let size = try VStackBlock { Item("name", view: field) }.sizeThatFits(ProposedSize(width: 100, height: nil))
        #expect(size == Size(width: 100, height: 20))
    }

    /// `place` sets the frames of UIKit and AppKit views by the items' ids.
    @Test func viewsTakeTheirItemsFrames() throws {
        let layout = try HStackBlock(spacing: 8) {
            Item("avatar", width: 40, height: 40)
            Item("name", text: "Ada")
        }.layout(width: nil, height: nil)
        let avatar = UIView(frame: .zero), name = NSView(frame: .zero)
        #expect(layout.place(["avatar": avatar]).isEmpty)
        #expect(layout.place(["name": name, "missing": NSView(frame: .zero)]) == ["missing"])
        #expect(avatar.frame == CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(name.frame == NSRect(x: 48, y: 15, width: 30, height: 10))
    }
}
#endif
