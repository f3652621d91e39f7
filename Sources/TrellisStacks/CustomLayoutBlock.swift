import TrellisCore

/// A block that lowers itself: the extension point through which other front ends (the operator
/// constraints of `TrellisConstraints`) put their blocks inside stacks, and stacks inside them.
///
/// The block receives the context of the lowering it takes part in (safe-area insets, direction)
/// and lowers its own child blocks through it, so that a stack inside it behaves as anywhere else.
///
///     struct Framed: CustomLayoutBlock {
///         var content: LayoutElement
///         func lower(in context: LoweringContext) -> LoweredBlock {
///             var inner = context.lower(content)
///             inner.node = LayoutNode(style: Style(padding: Edges(all: 1)), children: [inner.node])
///             return inner
///         }
///     }
public protocol CustomLayoutBlock: LayoutBlock {
    /// The block as an IR node, plus what its parent needs to place it.
    func lower(in context: LoweringContext) -> LoweredBlock
}

extension CustomLayoutBlock {
    public var layoutElement: LayoutElement { LayoutElement(.custom(self)) }
}

/// A lowered block: its node, what its parent needs to place it, and what its lowering could
/// not do as written.
public struct LoweredBlock: Sendable {
    public var node: LayoutNode
    /// On which axes the block has no content size, so that it fills its container there and
    /// takes a share of a stack's extra room.
    public var expands: Size<Bool>
    /// The content hugging and compression resistance the block asks of a constraint container
    /// that holds it; `nil` for Auto Layout's defaults.
    public var contentPriorities: ContentPriorities?
    /// The block's own diagnostics (a block inside it reports its own through the context).
    public var diagnostics: [ConstraintDiagnostic]

    public init(node: LayoutNode, expands: Size<Bool>, contentPriorities: ContentPriorities? = nil,
                diagnostics: [ConstraintDiagnostic] = []) {
        self.node = node
        self.expands = expands
        self.contentPriorities = contentPriorities
        self.diagnostics = diagnostics
    }
}

/// What a ``CustomLayoutBlock`` knows of the lowering it takes part in.
public struct LoweringContext: Sendable {
    let lowering: Lowering

    /// The insets that ``LayoutContainer`` applies on its attached edges.
    public var safeAreaInsets: EdgeInsets { lowering.safeAreaInsets }
    /// The direction in which rows run.
    public var direction: LayoutDirection { lowering.isRTL ? .rightToLeft : .leftToRight }

    /// Lowers a child block exactly as a stack would. Its diagnostics, and those of the blocks
    /// inside it, go to the lowering's report, not into the result.
    public func lower(_ block: some LayoutBlock) -> LoweredBlock {
        let lowered = lowering.lower(block.layoutElement)
        return LoweredBlock(node: lowered.node, expands: lowered.placement.expands,
                            contentPriorities: lowered.placement.contentPriorities)
    }
}

/// The diagnostics of one lowering, from every block in it. A lowering runs on one thread, for
/// one call; the report lives only as long.
final class DiagnosticReport: @unchecked Sendable {
    var diagnostics: [ConstraintDiagnostic] = []
}
