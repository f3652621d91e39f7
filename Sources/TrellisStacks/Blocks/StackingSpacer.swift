import TrellisBlocks

/// Empty space along a stack's main axis, at least `minLength` long.
///
/// An expanding spacer (the default) takes its share of the stack's extra room; a fixed one is
/// exactly `minLength`. Neither shrinks, and no stack spacing follows a spacer.
///
///     HStackBlock {
///         Item("title", text: "Inbox")
///         StackingSpacer(minLength: 8)              // pushes "count" to the right edge
///         Item("count", text: "12")
///     }
public struct StackingSpacer: PrimitiveLayoutBlock {
    /// The smallest length along the stack's main axis.
    public var minLength: Double
    /// Whether the spacer grows into the stack's extra room.
    public var expands: Bool

    /// Creates a spacer.
    ///
    /// - Parameters:
    ///   - minLength: The smallest length. The default is 0.
    ///   - expands: Whether it grows into extra room (`flex-grow: 1`). The default is `true`.
    public init(minLength: Double = 0, expands: Bool = true) {
        self.minLength = minLength
        self.expands = expands
    }
}
