import TrellisCore

/// What a block knows of the lowering it takes part in, how it lowers its child blocks, and
/// where the diagnostics of every block in the lowering gather.
///
/// A block receives the context `inout` and lowers its children through it, so that what any
/// block inside reports reaches the result however its parents are written.
///
///     func lower(into nodes: inout [LayoutNode], in context: inout LoweringContext) -> Placement {
///         var placement = context.lower(content, into: &nodes)
///         if context.direction == .rightToLeft { placement.alignment = LayoutAlignment(horizontal: .end, vertical: nil) }
///         return placement
///     }
public struct LoweringContext: Sendable {
    /// The insets that a safe-area container (the stacks' `LayoutContainer`) applies on its
    /// attached edges.
    public let safeAreaInsets: EdgeInsets
    /// The direction in which rows run.
    public let direction: LayoutDirection
    /// The content of items that have none of their own, by item id, as their host measures it:
    /// `BlockLayout` measures its SwiftUI subviews so.
    public let hostedContent: [ElementID: MeasureFunction]
    /// The diagnostics of the blocks lowered so far: relations that Auto Layout rejects.
    var diagnostics: [ConstraintDiagnostic] = []

    init(safeAreaInsets: EdgeInsets, direction: LayoutDirection, hostedContent: [ElementID: MeasureFunction]) {
        self.safeAreaInsets = safeAreaInsets
        self.direction = direction
        self.hostedContent = hostedContent
    }

    /// Lowers a child block, appending its node to `nodes`; returns how to place it. The form for
    /// ``PrimitiveLayoutBlock``s.
    @inlinable
    public mutating func lower(_ element: LayoutElement, into nodes: inout [LayoutNode]) -> Placement {
        element.lower(&nodes, &self)
    }

    /// Lowers a child block on its own, exactly as a stack would. Its diagnostics, and those of
    /// the blocks inside it, gather in the context, not in the result. The form for
    /// ``CustomLayoutBlock``s.
    public mutating func lower(_ block: some LayoutBlock) -> LoweredBlock {
        var nodes: [LayoutNode] = []
        let placement = lower(block.layoutElement, into: &nodes)
        return LoweredBlock(node: nodes.removeLast(), placement: placement)
    }
}
