import TrellisCore

/// A block with an element id, so that relations can name it and results can find it.
///
///     let card = VStackBlock { title; body }.named("card")
///     layout.frame(of: "card")
public struct NamedBlock: PrimitiveLayoutBlock, ContentPrioritized {
    /// The id that the block's node gets.
    public var id: ElementID
    /// The block named.
    public var content: LayoutElement
    /// How strongly the block keeps its content size in a constraint container.
    public var contentPriorities = ContentPriorities.standard

    /// The content's node with the id, placed as the content is.
    public func lower(into nodes: inout [LayoutNode], in context: inout LoweringContext) -> Placement {
        var placement = context.lower(content, into: &nodes)
        nodes[nodes.count - 1].id = id
        placement[ContentPrioritiesKey.self] = contentPriorities
        return placement
    }
}

extension LayoutBlock {
    /// Gives the block an element id, so relations can place it and name it, and results can
    /// find its frame:
    ///
    ///     let card = VStackBlock { title; body }.named("card")
    ///     ConstraintBlock { card } constraints: { view in card.layout(.edges) == view + 0 }
    public func named(_ id: some Hashable & Sendable) -> NamedBlock {
        NamedBlock(id: ElementID(id), content: layoutElement)
    }
}
