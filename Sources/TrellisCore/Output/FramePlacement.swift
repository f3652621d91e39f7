/// An object a layout can give a frame: a view, a layer, or a stand-in in tests.
///
/// `UIView` and `NSView` conform when the `Trellis` module is built for UIKit or AppKit. Any
/// class of your own conforms with one method:
///
///     final class Box: FramePlaceable {
///         var frame = Rect.zero
///         func place(in frame: Rect) { self.frame = frame }
///     }
///
/// Placing is main-actor work, as setting a view's frame is: the protocol is `@MainActor`, so a
/// class that declares the conformance is main-actor isolated as a whole, as `UIView` is (its
/// other methods and properties too). Code on another actor reaches it with `await`.
@MainActor
public protocol FramePlaceable: AnyObject {
    /// Takes `frame`, in points, relative to the coordinate space that
    /// ``ComputedLayout/place(_:relativeTo:)`` was given.
    func place(in frame: Rect)
}

/// The origin that ``ComputedLayout/place(_:relativeTo:)`` measures frames from.
public struct PlacementSpace: Hashable, Sendable {
    enum Origin: Hashable, Sendable {
        case root
        case element(ElementID)
        case nearestPlacedAncestor
    }

    let origin: Origin

    /// The laid-out root's border box: for views that are all subviews of the one view that hosts
    /// the layout.
    public static let root = PlacementSpace(origin: .root)

    /// Each element's nearest ancestor that is placed too, or the root: for views nested as the
    /// layout nests them, since a view's frame is in its superview's coordinates.
    public static let nearestPlacedAncestor = PlacementSpace(origin: .nearestPlacedAncestor)

    /// The border box of the element with `id` (a string, or any `Hashable & Sendable` value):
    /// for views that are all subviews of that element's view.
    public static func element(_ id: some Hashable & Sendable) -> PlacementSpace {
        PlacementSpace(origin: .element(ElementID(id)))
    }
}

extension ComputedLayout {
    /// Gives every object in `targets` the frame of the element with its key.
    ///
    ///     let layout = try screen.layout(width: 320, height: nil)
    ///     layout.place(["avatar": avatarView, "name": nameLabel])
    ///
    /// Frames are the layout's, snapped to its pixel scale; a frame relative to another element
    /// is the difference of two snapped positions, so it stays on the pixel grid. An id that
    /// several elements share places its object at the first of them in document order, the one
    /// ``frame(of:)`` finds.
    ///
    /// - Parameters:
    ///   - targets: The objects to place, by element id: strings, or any `Hashable & Sendable`
    ///     ids the elements were given.
    ///   - space: The origin of the frames. The default is the root.
    /// - Returns: The keys of `targets` that name no element of the layout (every key, when
    ///   `space` names an element that is not there); their objects are left as they were.
    /// - Complexity: O(n + m) for n boxes and m targets.
    @MainActor @discardableResult
    public func place<Key: Hashable & Sendable, Target: FramePlaceable>(
        _ targets: [Key: Target], relativeTo space: PlacementSpace = .root
    ) -> [Key] {
        var pending: [ElementID: (key: Key, target: Target)] = Dictionary(minimumCapacity: targets.count)
        for (key, target) in targets { pending[ElementID(key)] = (key, target) }
        let origin: (x: Double, y: Double)
        switch space.origin {
        case .root, .nearestPlacedAncestor: origin = (0, 0)
        case .element(let id):
            guard let frame = frame(of: id) else { return Array(targets.keys) }
            origin = (frame.x, frame.y)
        }
        // Each box with the absolute origin of its nearest placed ancestor (or of `origin`).
        var stack: [(box: ComputedLayout, x: Double, y: Double, ancestor: (x: Double, y: Double))] =
            [(self, -frame.x, -frame.y, origin)]
        while let (box, parentX, parentY, ancestor) = stack.popLast() {
            let x = parentX + box.frame.x, y = parentY + box.frame.y
            var childAncestor = ancestor
            if let id = box.id, let (_, target) = pending.removeValue(forKey: id) {
                target.place(in: Rect(x: x - ancestor.x, y: y - ancestor.y, width: box.frame.width, height: box.frame.height))
                if space == .nearestPlacedAncestor { childAncestor = (x, y) }
            }
            for child in box.children.reversed() { stack.append((child, x, y, childAncestor)) }
        }
        return pending.values.map(\.key)
    }
}
