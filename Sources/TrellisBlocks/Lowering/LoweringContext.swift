import TrellisCore

/// What a block knows of the lowering it takes part in, and how it lowers its child blocks.
///
///     func lower(into nodes: inout [LayoutNode], in context: LoweringContext) -> Placement {
///         var placement = context.lower(content, into: &nodes)
///         if context.direction == .rightToLeft { placement.spacingBefore += 8 }
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
    /// Where the diagnostics of every block in the lowering go.
    let report = DiagnosticReport()

    init(safeAreaInsets: EdgeInsets, direction: LayoutDirection, hostedContent: [ElementID: MeasureFunction]) {
        self.safeAreaInsets = safeAreaInsets
        self.direction = direction
        self.hostedContent = hostedContent
    }

    /// Lowers a child block, appending its node to `nodes`; returns how to place it. The form for
    /// ``PrimitiveLayoutBlock``s.
    @inlinable
    public func lower(_ element: LayoutElement, into nodes: inout [LayoutNode]) -> Placement {
        element.lower(&nodes, self)
    }

    /// Lowers a child block on its own, exactly as a stack would. Its diagnostics, and those of
    /// the blocks inside it, go to the lowering's report, not into the result. The form for
    /// ``CustomLayoutBlock``s.
    public func lower(_ block: some LayoutBlock) -> LoweredBlock {
        var nodes: [LayoutNode] = []
        let placement = lower(block.layoutElement, into: &nodes)
        return LoweredBlock(node: nodes.removeLast(), placement: placement)
    }
}

/// The diagnostics of one lowering, from every block in it. A lowering runs on one thread, for
/// one call; the report lives only as long.
final class DiagnosticReport: @unchecked Sendable {
    var diagnostics: [ConstraintDiagnostic] = []
}
