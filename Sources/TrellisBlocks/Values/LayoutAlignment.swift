import TrellisCore

/// Where a block sits along one axis of the space its container gives it.
public enum AxisAlignment: UInt8, Hashable, Sendable {
    /// Against the start edge: left (right in right-to-left layouts) or top.
    case start
    /// Centred.
    case center
    /// Against the end edge: right (left in right-to-left layouts) or bottom.
    case end
    /// Stretched from edge to edge.
    case fill
    /// Aligned by first baselines (in an `HStackBlock` only; elsewhere it means ``start``).
    case firstBaseline
}

/// A block's own alignment in its container, per axis: the value of the stacks' `.alignSelf(_:)`
/// and of `ZStackBlock`'s `alignment`.
///
/// A stack reads only its cross axis (a `VStackBlock` the horizontal one, an `HStackBlock` the
/// vertical one); a `ZStackBlock` reads both. An axis left `nil` keeps the container's
/// alignment.
///
///     ZStackBlock {
///         Item("photo").alignSelf(.attach(.all))      // fills the stack
///         Item("badge", width: 16, height: 16).alignSelf(.attach([.top, .right]))
///     }
public struct LayoutAlignment: Hashable, Sendable {
    /// The horizontal alignment; `nil` leaves it to the container.
    public var horizontal: AxisAlignment?
    /// The vertical alignment; `nil` leaves it to the container.
    public var vertical: AxisAlignment?

    /// Creates an alignment from its two axes.
    public init(horizontal: AxisAlignment?, vertical: AxisAlignment?) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Centred on both axes.
    public static let center = LayoutAlignment(horizontal: .center, vertical: .center)
    /// Stretched on both axes (the same as `.attach(.all)`).
    public static let fill = LayoutAlignment(horizontal: .fill, vertical: .fill)
    /// Against the left edge (the right one in right-to-left layouts).
    public static let leading = LayoutAlignment(horizontal: .start, vertical: nil)
    /// Against the right edge (the left one in right-to-left layouts).
    public static let trailing = LayoutAlignment(horizontal: .end, vertical: nil)
    /// Against the top edge.
    public static let top = LayoutAlignment(horizontal: nil, vertical: .start)
    /// Against the bottom edge.
    public static let bottom = LayoutAlignment(horizontal: nil, vertical: .end)
    /// Aligned by first baselines in an `HStackBlock`.
    public static let firstBaseline = LayoutAlignment(horizontal: nil, vertical: .firstBaseline)

    /// MondrianLayout's `.attach(edges)`: on an axis where both edges are given the block fills it,
    /// where one is given it sits against it, where none is given it is centred.
    ///
    ///     view.alignSelf(.attach([.top, .bottom]))   // full height, centred horizontally
    public static func attach(_ edges: Edge.Set) -> LayoutAlignment {
        func axis(_ start: Edge.Set, _ end: Edge.Set) -> AxisAlignment {
            switch (edges.contains(start), edges.contains(end)) {
            case (true, true): .fill
            case (true, false): .start
            case (false, true): .end
            case (false, false): .center
            }
        }
        return LayoutAlignment(horizontal: axis(.left, .right), vertical: axis(.top, .bottom))
    }

    /// The alignment along `axis`.
    package subscript(axis: Axis) -> AxisAlignment? {
        axis == .horizontal ? horizontal : vertical
    }
}

/// The direction in which rows run: the `direction` of the lowered tree's root.
public enum LayoutDirection: UInt8, Hashable, Sendable {
    /// Rows run left to right. The default.
    case leftToRight
    /// Rows run right to left: an `HStackBlock`'s first element is at the right.
    case rightToLeft
}
