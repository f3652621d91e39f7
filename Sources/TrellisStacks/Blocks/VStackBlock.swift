import TrellisBlocks

/// Stacks blocks top to bottom: a column flex container.
///
///     VStackBlock(spacing: 4, alignment: .leading) {
///         Item("title", text: "Hello")
///         Item("subtitle", text: "Mondrian")
///     }
///
/// Each element keeps its content height; extra room goes to elements that can expand
/// (``StackingSpacer``s, and leaves without a content height), split equally, else it stays
/// below the last element. Short of room, elements shrink toward their content's minimum.
public struct VStackBlock: PrimitiveLayoutBlock {
    /// How elements sit across the stack's width.
    public enum Alignment: UInt8, Hashable, Sendable {
        /// Against the left edge (right in right-to-left layouts): `align-items: start`.
        case leading
        /// Centred: `align-items: center`. The default.
        case center
        /// Against the right edge (left in right-to-left layouts): `align-items: end`.
        case trailing
        /// As wide as the stack: `align-items: stretch`.
        case fill
    }

    /// The gap after every element except the last one and spacers.
    public var spacing: Double
    /// The elements' horizontal alignment.
    public var alignment: Alignment
    /// The stacked blocks, top to bottom.
    public var elements: [LayoutElement]

    /// Creates a vertical stack.
    ///
    /// - Parameters:
    ///   - spacing: The gap after each element but the last, and none after a spacer. The default is 0.
    ///   - alignment: The elements' horizontal alignment. The default is ``Alignment/center``.
    ///   - elements: The blocks, top to bottom.
    public init(spacing: Double = 0, alignment: Alignment = .center,
                @LayoutBlockBuilder _ elements: () -> [LayoutElement]) {
        self.spacing = spacing
        self.alignment = alignment
        self.elements = elements()
    }
}
