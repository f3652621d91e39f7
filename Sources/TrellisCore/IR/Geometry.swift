/// One of the two physical axes.
public enum Axis: UInt8, Hashable, Sendable, CaseIterable, BitwiseCopyable {
    case horizontal
    case vertical

    /// The other axis.
    @inlinable public var crossed: Axis { self == .horizontal ? .vertical : .horizontal }
}

/// A width and a height.
///
/// `Size<Double>` is a resolved size; `Size<Double?>` is a size whose axes may still be
/// indefinite (`nil`), the way CSS speaks of definite and indefinite sizes.
public struct Size<Value> {
    public var width: Value
    public var height: Value

    @inlinable public init(width: Value, height: Value) {
        self.width = width
        self.height = height
    }

    /// The component along `axis`.
    @inlinable @inline(__always) public subscript(axis: Axis) -> Value {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// Applies `transform` to both components.
    @inlinable public func map<T>(_ transform: (Value) -> T) -> Size<T> {
        Size<T>(width: transform(width), height: transform(height))
    }
}

extension Size: Equatable where Value: Equatable {}
extension Size: Hashable where Value: Hashable {}
extension Size: Sendable where Value: Sendable {}
extension Size: BitwiseCopyable where Value: BitwiseCopyable {}

extension Size where Value == Double {
    /// A zero size.
    public static let zero = Size(width: 0, height: 0)
}

extension Size where Value == Double? {
    /// A size with both axes indefinite.
    public static let indefinite = Size(width: nil, height: nil)
}

/// Four values, one per physical edge, in CSS order (top, right, bottom, left).
public struct Edges<Value> {
    public var top: Value
    public var right: Value
    public var bottom: Value
    public var left: Value

    @inlinable public init(top: Value, right: Value, bottom: Value, left: Value) {
        self.top = top
        self.right = right
        self.bottom = bottom
        self.left = left
    }

    /// The same value on every edge.
    @inlinable public init(all value: Value) {
        self.init(top: value, right: value, bottom: value, left: value)
    }

    /// The same value on the left and right edges, and another on the top and bottom edges.
    @inlinable public init(horizontal: Value, vertical: Value) {
        self.init(top: vertical, right: horizontal, bottom: vertical, left: horizontal)
    }

    /// The edge where `axis` starts physically: left for horizontal, top for vertical.
    @inlinable @inline(__always) public func start(_ axis: Axis) -> Value { axis == .horizontal ? left : top }

    /// The edge where `axis` ends physically: right for horizontal, bottom for vertical.
    @inlinable @inline(__always) public func end(_ axis: Axis) -> Value { axis == .horizontal ? right : bottom }

    /// Sets the edge where `axis` starts physically: left for horizontal, top for vertical.
    ///
    ///     var margin = Edges<Double>(all: 0)
    ///     margin.setStart(8, for: .horizontal)   // left: 8
    @inlinable @inline(__always) public mutating func setStart(_ value: Value, for axis: Axis) {
        if axis == .horizontal { left = value } else { top = value }
    }

    /// Sets the edge where `axis` ends physically: right for horizontal, bottom for vertical.
    @inlinable @inline(__always) public mutating func setEnd(_ value: Value, for axis: Axis) {
        if axis == .horizontal { right = value } else { bottom = value }
    }

    /// Applies `transform` to every edge.
    @inlinable public func map<T>(_ transform: (Value) -> T) -> Edges<T> {
        Edges<T>(top: transform(top), right: transform(right), bottom: transform(bottom), left: transform(left))
    }
}

extension Edges: Equatable where Value: Equatable {}
extension Edges: Hashable where Value: Hashable {}
extension Edges: Sendable where Value: Sendable {}
extension Edges: BitwiseCopyable where Value: BitwiseCopyable {}

extension Edges where Value == Double {
    /// Zero on every edge.
    public static let zero = Edges(all: 0)

    /// The sum of the start and end edges along `axis`.
    @inlinable @inline(__always) public func sum(_ axis: Axis) -> Double { start(axis) + end(axis) }
}

/// A rectangle: a position and a size, in points.
public struct Rect: Hashable, Sendable, BitwiseCopyable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    @inlinable public var minX: Double { x }
    @inlinable public var minY: Double { y }
    @inlinable public var maxX: Double { x + width }
    @inlinable public var maxY: Double { y + height }
    @inlinable public var size: Size<Double> { Size(width: width, height: height) }
}

/// The space a parent offers a child along one axis while sizing it (CSS Sizing 3 §2.1).
///
/// Lay a tree out in a screen's width with content-sized height:
///
///     try tree.layout(in: Size(width: .definite(375), height: .maxContent))
///
/// A measured leaf receives the same cases in ``MeasureInput/availableSpace``.
public enum AvailableSpace: Hashable, Sendable, BitwiseCopyable {
    /// A definite amount of space, in points: a box fills or fits within it.
    case definite(Double)
    /// Size the box under a min-content constraint: as narrow as its content allows (text breaks
    /// at every opportunity, so its widest word sets the width).
    case minContent
    /// Size the box under a max-content constraint: as wide as its content wants (text on one
    /// line per hard break).
    case maxContent

    /// The definite amount, or `nil` under an intrinsic sizing constraint.
    @inlinable public var definiteValue: Double? {
        if case .definite(let value) = self { return value }
        return nil
    }
}
