// AppKit's views where AppKit does not exist (Linux), so that Trellis's AppKit code
// (`Item(_:view:)`, `NSView: FramePlaceable`) compiles and is tested here from the very source
// that macOS compiles against AppKit. Each declaration mirrors the signature Apple documents on
// the page cited beside it; what Trellis does not use is left out. Its geometry is
// CoreGraphicsStandIn's. A test makes a control that measures its content as an AppKit control
// does: a subclass that overrides `sizeThatFits(_:)`.
@_exported import CoreGraphicsStandIn

/// A rectangle: AppKit's name for `CGRect`.
/// https://developer.apple.com/documentation/foundation/nsrect
public typealias NSRect = CGRect

/// A size: AppKit's name for `CGSize`.
/// https://developer.apple.com/documentation/foundation/nssize
public typealias NSSize = CGSize

/// The infrastructure for drawing, printing, and handling events in an app.
/// https://developer.apple.com/documentation/appkit/nsview
@MainActor open class NSView {
    /// The view's frame rectangle, which defines its position and size in its superview's
    /// coordinate system.
    /// https://developer.apple.com/documentation/appkit/nsview/frame
    open var frame: NSRect

    /// Initializes and returns a newly allocated view object with the specified frame rectangle.
    /// https://developer.apple.com/documentation/appkit/nsview/init(frame:)
    public init(frame frameRect: NSRect) {
        frame = frameRect
    }
}

/// A specialized view, such as a button or text field, that notifies your app of relevant
/// events using the target-action design pattern.
/// https://developer.apple.com/documentation/appkit/nscontrol
@MainActor open class NSControl: NSView {
    /// Asks the control to calculate and return the size that best fits the specified size. The
    /// stand-in returns the control's existing size; a test's subclass answers by its content.
    /// https://developer.apple.com/documentation/appkit/nscontrol/sizethatfits(_:)
    open func sizeThatFits(_ size: NSSize) -> NSSize {
        frame.size
    }
}
