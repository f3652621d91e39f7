import TrellisCore

/// A block that lowers itself to a node of its own: the simple extension point through which
/// other front ends put their blocks inside stacks, and stacks inside them (the operator
/// constraints' `ConstraintBlock` is one).
///
/// The block receives the context of the lowering it takes part in (safe-area insets, direction)
/// and lowers its own child blocks through it, so that a stack inside it behaves as anywhere else.
///
///     struct Framed: CustomLayoutBlock {
///         var content: LayoutElement
///         func lower(in context: inout LoweringContext) -> LoweredBlock {
///             var inner = context.lower(content)
///             inner.node = LayoutNode(style: Style().padding(1), children: [inner.node])
///             return inner
///         }
///     }
///
/// ``PrimitiveLayoutBlock`` is the faster form, which appends its node to its parent's children.
public protocol CustomLayoutBlock: PrimitiveLayoutBlock {
    /// The block as an IR node, plus what its parent needs to place it.
    func lower(in context: inout LoweringContext) -> LoweredBlock
}

extension CustomLayoutBlock {
    /// Lowers the block with ``lower(in:)`` and appends its node; its diagnostics join the
    /// context's.
    public func lower(into nodes: inout [LayoutNode], in context: inout LoweringContext) -> Placement {
        let lowered = lower(in: &context)
        nodes.append(lowered.node)
        context.diagnostics += lowered.diagnostics
        return lowered.placement
    }
}

/// A lowered block: its node, what its parent needs to place it, and what its lowering could
/// not do as written.
///
///     LoweredBlock(node: LayoutNode(style: Style().display(.constraints)), expands: Size(width: true, height: true))
public struct LoweredBlock: Sendable {
    /// The block's node.
    public var node: LayoutNode
    /// How the block's parent places it.
    public var placement: Placement
    /// The block's own diagnostics (a block inside it adds its own to the context).
    public var diagnostics: [ConstraintDiagnostic]

    /// Creates a lowered block.
    public init(node: LayoutNode, placement: Placement, diagnostics: [ConstraintDiagnostic] = []) {
        self.node = node
        self.placement = placement
        self.diagnostics = diagnostics
    }

    /// Creates a lowered block that its parent places as a plain block: no alignment or keyed
    /// values of its own.
    public init(node: LayoutNode, expands: Size<Bool>, diagnostics: [ConstraintDiagnostic] = []) {
        self.init(node: node, placement: Placement(expands: expands), diagnostics: diagnostics)
    }

    /// The placement's ``Placement/expands``.
    public var expands: Size<Bool> {
        get { placement.expands }
        set { placement.expands = newValue }
    }
}
