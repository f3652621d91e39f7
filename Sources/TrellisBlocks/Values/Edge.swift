/// One physical edge of a block: MondrianLayout's `top`, `left`, `bottom` and `right`.
///
///     card.padding(.top, 8)
public enum Edge: UInt8, Hashable, Sendable, CaseIterable {
    case top
    case left
    case bottom
    case right

    /// A set of edges: `.all`, `.horizontal`, `.vertical` or any combination.
    ///
    ///     label.padding([.left, .bottom], 4)
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        /// The set holding just `edge`.
        public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }

        public static let top = Set(.top)
        public static let left = Set(.left)
        public static let bottom = Set(.bottom)
        public static let right = Set(.right)
        /// Left and right.
        public static let horizontal: Set = [.left, .right]
        /// Top and bottom.
        public static let vertical: Set = [.top, .bottom]
        /// Every edge.
        public static let all: Set = [.top, .left, .bottom, .right]
    }
}

/// Insets in points, one per physical edge; used for safe areas and `.padding(EdgeInsets(…))`.
///
///     let insets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    /// Creates insets; every edge defaults to 0.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every edge.
    public init(all value: Double) { self.init(top: value, left: value, bottom: value, right: value) }

    /// No insets.
    public static let zero = EdgeInsets()

    /// The inset on `edge`.
    public subscript(edge: Edge) -> Double {
        switch edge {
        case .top: top
        case .left: left
        case .bottom: bottom
        case .right: right
        }
    }
}
