// Views take frames from a layout: `layout.place(["avatar": avatarView])`. Not compiled on Linux,
// where neither framework exists; the mechanism they use is `FramePlaceable`, tested there.
#if canImport(UIKit)
import UIKit

extension UIView: FramePlaceable {
    /// Sets `frame`, in the superview's coordinates.
    public func place(in frame: Rect) {
        self.frame = CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
    }
}
#elseif canImport(AppKit)
import AppKit

extension NSView: FramePlaceable {
    /// Sets `frame`, in the superview's coordinates: layouts measure y downwards, so the view's
    /// superview should be flipped (`isFlipped`), as `UIView`s are.
    public func place(in frame: Rect) {
        self.frame = NSRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
    }
}
#endif
