import TrellisCore

/// A block that lowers itself straight into its parent's child array: the form that leaves,
/// stacks and modifiers take, and the fast one for the blocks of other front ends.
///
/// The block appends exactly one node to `nodes` and returns how its parent places it. It lowers
/// its child blocks through the context, so that a block of any front end behaves inside it as
/// anywhere else. The node is appended and then edited in place rather than returned: a node's
/// `Style` is hundreds of bytes, and passing nodes from call to call copied each one about ten
/// times.
///
///     struct Framed: PrimitiveLayoutBlock {
///         var content: LayoutElement
///         func lower(into nodes: inout [LayoutNode], in context: inout LoweringContext) -> Placement {
///             var children: [LayoutNode] = []
///             let placement = context.lower(content, into: &children)
///             nodes.append(LayoutNode(style: Style(padding: Edges(all: 1)), children: children))
///             return placement
///         }
///     }
///
/// ``CustomLayoutBlock`` is the simpler form, which returns its node.
public protocol PrimitiveLayoutBlock: LayoutBlock {
    /// Appends the block's node to `nodes` and returns how its parent places it.
    func lower(into nodes: inout [LayoutNode], in context: inout LoweringContext) -> Placement
}

extension PrimitiveLayoutBlock {
    /// The block as a layout element.
    @inlinable public var layoutElement: LayoutElement { LayoutElement(self) }
}

/// How a lowered block's parent places it: what a stack, a layers container or a constraint
/// container reads of a child besides its node.
///
///     Placement(expands: Size(width: true, height: false))   // fills its container's width
public struct Placement: Hashable, Sendable {
    /// On which axes the block has no content size, so that it fills its container there and
    /// takes a share of a stack's extra room.
    public var expands: Size<Bool>
    /// Whether the block is a stack's spacer: no stack spacing follows it, and it is not aligned
    /// across the stack.
    public var isSpacer: Bool
    /// Whether the block fills a layers container and places its content inside, as `.padding`
    /// and `.relative` blocks do.
    public var fillsLayers: Bool
    /// The block's own alignment (`.alignSelf`), applied by its parent; an axis left `nil` keeps
    /// the parent's.
    public var alignment: LayoutAlignment?
    /// Space before the block along its stack (`.spacingBefore`), on top of the stack's spacing.
    public var spacingBefore: Double
    /// Space after the block along its stack (`.spacingAfter`), on top of the stack's spacing.
    public var spacingAfter: Double
    /// The content hugging and compression resistance the block asks of a constraint container
    /// that holds it; `nil` for Auto Layout's defaults.
    public var contentPriorities: ContentPriorities?

    /// Creates a placement; everything but `expands` defaults to what a plain block has.
    @inlinable
    public init(expands: Size<Bool>, isSpacer: Bool = false, fillsLayers: Bool = false,
                alignment: LayoutAlignment? = nil, spacingBefore: Double = 0, spacingAfter: Double = 0,
                contentPriorities: ContentPriorities? = nil) {
        self.expands = expands
        self.isSpacer = isSpacer
        self.fillsLayers = fillsLayers
        self.alignment = alignment
        self.spacingBefore = spacingBefore
        self.spacingAfter = spacingAfter
        self.contentPriorities = contentPriorities
    }
}
