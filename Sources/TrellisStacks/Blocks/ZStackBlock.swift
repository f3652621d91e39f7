import TrellisBlocks

/// Stacks blocks on top of each other: a layers container, as large as its largest element.
///
/// Later blocks are drawn on top. Each block is aligned by its own `alignSelf(_:)`,
/// else by the stack's `alignment`; a `.padding` or `.relative` block fills the stack and places
/// its content by its insets.
///
///     ZStackBlock {
///         Item("photo", width: 120, height: 80)
///         Item("badge", width: 16, height: 16).alignSelf(.attach([.top, .right]))
///     }
///
///     ZStackBlock(alignment: .attach(.all)) {   // every element fills the stack
///         Item("background")
///         Item("label", text: "Hi")
///     }
public struct ZStackBlock: PrimitiveLayoutBlock {
    /// The elements' alignment on both axes.
    public var alignment: LayoutAlignment
    /// The layered blocks, back to front.
    public var elements: [LayoutElement]

    /// Creates a layered stack.
    ///
    /// - Parameters:
    ///   - alignment: The elements' default alignment; an axis left `nil` centres. The default is
    ///     `LayoutAlignment.center`.
    ///   - elements: The blocks, back to front.
    public init(alignment: LayoutAlignment = .center, @LayoutBlockBuilder _ elements: () -> [LayoutElement]) {
        self.alignment = alignment
        self.elements = elements()
    }
}
