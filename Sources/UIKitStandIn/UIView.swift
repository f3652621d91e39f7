// UIKit's views where UIKit does not exist (Linux), so that Trellis's UIKit code (`Item(_:view:)`,
// `UIView: FramePlaceable`) compiles and is tested here from the very source that iOS compiles
// against UIKit. Each declaration mirrors the signature Apple documents on the page cited beside
// it; what Trellis does not use is left out. Its geometry is CoreGraphicsStandIn's. A test makes
// a view that measures its content as a UIKit view does: a subclass that overrides
// `sizeThatFits(_:)`.
@_exported import CoreGraphicsStandIn

/// An object that manages the content for a rectangular area on the screen.
/// https://developer.apple.com/documentation/uikit/uiview
@MainActor open class UIView {
    /// The frame rectangle, which describes the view's location and size in its superview's
    /// coordinate system.
    /// https://developer.apple.com/documentation/uikit/uiview/frame
    open var frame: CGRect

    /// Initializes and returns a newly allocated view object with the specified frame rectangle.
    /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public init(frame: CGRect) {
        self.frame = frame
    }

    /// Asks the view to calculate and return the size that best fits the specified size. The
    /// default returns the view's existing size, as UIKit's does.
    /// https://developer.apple.com/documentation/uikit/uiview/sizethatfits(_:)
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        frame.size
    }
}
