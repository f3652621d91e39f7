import TrellisCore

/// Anything that can stand in a block of either front end: leaves, stacks, spacers, constraint
/// blocks and modified blocks.
///
/// Conform your own types by returning another block's element, the way a SwiftUI view returns
/// its body:
///
///     struct Avatar: LayoutBlock {
///         var id: String
///         var layoutElement: LayoutElement { Item(id, width: 40, height: 40).layoutElement }
///     }
///
/// A block that lowers to its own node conforms to ``PrimitiveLayoutBlock`` or ``CustomLayoutBlock``
/// instead.
public protocol LayoutBlock: Sendable {
    /// The block as a value that containers hold and that lowers to a ``LayoutNode``.
    var layoutElement: LayoutElement { get }
}

/// A block of any kind, as containers hold it: the type that the result builders produce.
///
/// Build one with a block's initializer or a modifier, never directly:
///
///     let element: LayoutElement = Item("title", text: "Hello").padding(8)
public struct LayoutElement: LayoutBlock {
    /// The block's ``PrimitiveLayoutBlock/lower(into:in:)``, as a closure over the block: containers
    /// copy their elements as they lower them, and a closure copies for one retain where an
    /// existential of the block copies through its value witnesses.
    @usableFromInline let lower: @Sendable (_ nodes: inout [LayoutNode], _ context: inout LoweringContext) -> Placement

    @inlinable init(_ block: some PrimitiveLayoutBlock) {
        lower = { nodes, context in block.lower(into: &nodes, in: &context) }
    }

    /// The element itself.
    public var layoutElement: LayoutElement { self }
}

extension LayoutBlock {
    /// Lowers the block to the intermediate layout tree: a pure, deterministic function.
    ///
    /// Print the result to see the Swift code that rebuilds it; compare it with `==` in tests.
    ///
    ///     let node = VStackBlock { Item("a", width: 10, height: 10) }.makeLayoutNode()
    ///     print(node)   // LayoutNode(style: Style().flexDirection(.column).alignItems(.center), children: [...
    ///
    /// - Parameters:
    ///   - safeAreaInsets: The insets that a safe-area container (the stacks' `LayoutContainer`)
    ///     applies on its attached edges. The default is none.
    ///   - direction: The direction in which rows run. The default is left to right.
    ///   - hostedContent: The content of items without their own, by item id, as a host (a
    ///     view, a SwiftUI layout) measures it. The default is none.
    /// - Complexity: O(n) in the number of blocks.
    public func makeLayoutNode(safeAreaInsets: EdgeInsets = .zero, direction: LayoutDirection = .leftToRight,
                               hostedContent: [ElementID: MeasureFunction] = [:]) -> LayoutNode {
        makeLoweredBlock(safeAreaInsets: safeAreaInsets, direction: direction, hostedContent: hostedContent).node
    }

    /// Lowers the block like ``makeLayoutNode(safeAreaInsets:direction:hostedContent:)`` and keeps what the
    /// lowering found: the diagnostics of every block inside (relations that Auto Layout rejects
    /// or that name no item), and how the block would sit in a container.
    ///
    ///     let lowered = ConstraintBlock { label } constraints: { view in label.layout(.edges) == view }
    ///         .makeLoweredBlock()
    ///     lowered.diagnostics.forEach { print($0) }
    ///
    /// - Complexity: O(n) in the number of blocks.
    public func makeLoweredBlock(safeAreaInsets: EdgeInsets = .zero, direction: LayoutDirection = .leftToRight,
                                 hostedContent: [ElementID: MeasureFunction] = [:]) -> LoweredBlock {
        var context = LoweringContext(safeAreaInsets: safeAreaInsets, direction: direction, hostedContent: hostedContent)
        var lowered = context.lower(self)
        if direction == .rightToLeft { lowered.node.style.direction = .rtl }
        lowered.diagnostics = context.diagnostics
        return lowered
    }
}
