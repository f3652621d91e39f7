// Views take frames from a layout: `layout.place(["avatar": avatarView])`. Where neither UIKit nor
// AppKit exists (Linux), both are compiled and tested against UIKitStandIn and AppKitStandIn,
// which mirror the declarations used here.
#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#else
import AppKitStandIn
import UIKitStandIn
#endif

#if canImport(UIKit) || !canImport(AppKit)
extension UIView: FramePlaceable {
    /// Sets `frame`, in the superview's coordinates.
    public func place(in frame: Rect) {
        self.frame = CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
    }
}
#endif

#if !canImport(UIKit)
extension NSView: FramePlaceable {
    /// Sets `frame`, in the superview's coordinates: layouts measure y downwards, so the view's
    /// superview should be flipped (`isFlipped`), as `UIView`s are.
    public func place(in frame: Rect) {
        self.frame = NSRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
    }
}
#endif
