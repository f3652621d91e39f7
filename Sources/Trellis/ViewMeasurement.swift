// Items measured by views: `Item("name", view: nameLabel)`. Where neither UIKit nor AppKit exists
// (Linux), both are compiled and tested against UIKitStandIn and AppKitStandIn, which mirror the
// declarations used here.
#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#else
import AppKitStandIn
import UIKitStandIn
#endif

#if canImport(UIKit) || !canImport(AppKit)
extension Item {
    /// An element measured by `view`'s `sizeThatFits(_:)`, its unbounded axes proposed
    /// `greatestFiniteMagnitude` as UIKit expects. Lay out on the main actor.
    ///
    ///     Item("name", view: nameLabel)
    @MainActor public init(_ id: some Hashable & Sendable, view: UIView) {
        self.init(id, measuredOnMainActor: { room in
            let size = view.sizeThatFits(CGSize(width: room.width.isFinite ? room.width : .greatestFiniteMagnitude,
                                                height: room.height.isFinite ? room.height : .greatestFiniteMagnitude))
            return Size(width: Double(size.width), height: Double(size.height))
        })
    }
}
#endif

#if !canImport(UIKit)
extension Item {
    /// An element measured by `control`'s `sizeThatFits(_:)`, its unbounded axes proposed
    /// `greatestFiniteMagnitude`. Lay out on the main actor.
    ///
    ///     Item("name", view: nameField)
    @MainActor public init(_ id: some Hashable & Sendable, view control: NSControl) {
        self.init(id, measuredOnMainActor: { room in
            let size = control.sizeThatFits(NSSize(width: room.width.isFinite ? room.width : .greatestFiniteMagnitude,
                                                   height: room.height.isFinite ? room.height : .greatestFiniteMagnitude))
            return Size(width: Double(size.width), height: Double(size.height))
        })
    }
}
#endif
