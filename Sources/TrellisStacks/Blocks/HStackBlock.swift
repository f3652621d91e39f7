import TrellisBlocks

/// Stacks blocks left to right (right to left in right-to-left layouts): a row flex container.
///
///     HStackBlock(spacing: 8, alignment: .top) {
///         Item("avatar", width: 40, height: 40)
///         Item("name", text: "Mondrian")
///     }
///
/// Space along the row is shared as in ``VStackBlock``.
public struct HStackBlock: PrimitiveLayoutBlock {
    /// How elements sit across the stack's height.
    public enum Alignment: UInt8, Hashable, Sendable {
        /// Against the top edge: `align-items: start`.
        case top
        /// Centred: `align-items: center`. The default.
        case center
        /// Against the bottom edge: `align-items: end`.
        case bottom
        /// As tall as the stack: `align-items: stretch`.
        case fill
        /// First baselines lined up: `align-items: baseline`.
        case firstBaseline
    }

    /// The gap after every element except the last one and spacers.
    public var spacing: Double
    /// The elements' vertical alignment.
    public var alignment: Alignment
    /// The stacked blocks, in reading order.
    public var elements: [LayoutElement]

    /// Creates a horizontal stack.
    ///
    /// - Parameters:
    ///   - spacing: The gap after each element but the last, and none after a spacer. The default is 0.
    ///   - alignment: The elements' vertical alignment. The default is ``Alignment/center``.
    ///   - elements: The blocks, in reading order.
    public init(spacing: Double = 0, alignment: Alignment = .center,
                @LayoutBlockBuilder _ elements: () -> [LayoutElement]) {
        self.spacing = spacing
        self.alignment = alignment
        self.elements = elements()
    }
}
