// Items measured by views: `Item("name", view: nameLabel)`. Not compiled on Linux, where neither
// framework exists; the mechanism they use is `Item(_:measuredOnMainActor:)`, tested there.
#if canImport(UIKit)
import UIKit

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
#elseif canImport(AppKit)
import AppKit

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
