import TrellisCore
import TrellisStacks

/// A container whose items are placed by relations: the operator-constraint front end as a block,
/// usable anywhere a block is (inside a stack, and holding stacks).
///
///     let red = Item("red"), blue = Item("blue", width: 40, height: 40)
///     ConstraintBlock { red; blue } constraints: { view in
///         red.layout(.height) == 100
///         red.layout(.width) == 0.5 * view
///         red.layout(.centerX) == 0
///         red.layout(.centerY) == view
///         blue.layout(.leading) == red.layout(.trailing) + 8
///         blue.layout(.top) == red
///     }
///
/// Each item becomes an absolutely positioned child; relations lower to its insets, sizes,
/// `center-x`/`center-y` and anchors to its siblings (see `Docs/Constraints.md`). Items need
/// element ids: leaves have theirs, other blocks get one with ``TrellisStacks/LayoutBlock/named(_:)``.
public struct ConstraintBlock: CustomLayoutBlock {
    /// The items, in drawing order.
    public var items: [LayoutElement]
    /// The relations, in source order.
    public var relations: [Relation]
    /// Whether items pinned to both edges of an axis size the block on that axis, as Auto Layout's
    /// self-sizing cells do. Otherwise (the default) the block has no content size and fills its
    /// container, like a plain view.
    public var selfSizing: Bool

    /// - Parameters:
    ///   - selfSizing: Let items pinned to both edges size the block. The default is `false`.
    ///   - items: The blocks that relations place.
    ///   - constraints: The relations; the parameter is the block itself (LayoutBuilder's `view`).
    public init(selfSizing: Bool = false, @LayoutBlockBuilder _ items: () -> [LayoutElement],
                @RelationBuilder constraints: (ConstraintContainer) -> [Relation]) {
        self.items = items()
        self.relations = constraints(ConstraintContainer())
        self.selfSizing = selfSizing
    }

    public func lower(in context: LoweringContext) -> LoweredBlock {
        var node = LayoutNode(style: Style(fitsPinnedChildren: selfSizing),
                              children: items.map { context.lower($0).node })
        let diagnostics = ConstraintLowering.apply(relations, to: &node, positionsAll: true,
                                                   isRTL: context.direction == .rightToLeft)
        DiagnosticLog.current?.diagnostics += diagnostics
        return LoweredBlock(node: node, expands: Size(width: !selfSizing, height: !selfSizing))
    }
}

/// Relations added to any block: they place its direct children that have ids, for instance a
/// badge pinned to an avatar's corner in a `ZStackBlock`. Children the relations do not name stay
/// where the block puts them.
public struct ConstrainedBlock: CustomLayoutBlock {
    public var content: LayoutElement
    public var relations: [Relation]

    public func lower(in context: LoweringContext) -> LoweredBlock {
        var lowered = context.lower(content)
        let diagnostics = ConstraintLowering.apply(relations, to: &lowered.node, positionsAll: false,
                                                   isRTL: context.direction == .rightToLeft)
        DiagnosticLog.current?.diagnostics += diagnostics
        return lowered
    }
}

/// A block with an element id, so that relations can name it and results can find it.
public struct NamedBlock: CustomLayoutBlock, ConstraintItem {
    public var id: ElementID
    public var content: LayoutElement

    public var itemReference: ItemReference { .item(id) }

    public func lower(in context: LoweringContext) -> LoweredBlock {
        var lowered = context.lower(content)
        lowered.node.id = id
        return lowered
    }
}

extension LayoutBlock {
    /// Gives the block an element id, so relations can place it and name it:
    ///
    ///     let card = VStackBlock { title; body }.named("card")
    ///     ConstraintBlock { card } constraints: { view in card.layout(.edges) == view + 0 }
    public func named(_ id: some Hashable & Sendable) -> NamedBlock {
        NamedBlock(id: ElementID(id), content: layoutElement)
    }

    /// Places some of the block's children with relations; the others stay where the block puts
    /// them. The relations' `view` is this block.
    ///
    ///     ZStackBlock { avatar; badge }.constraints { view in
    ///         badge.layout(.top) == avatar.layout(.top) - 4
    ///         badge.layout(.leading) == avatar.layout(.trailing) - 8
    ///     }
    public func constraints(@RelationBuilder _ relations: (ConstraintContainer) -> [Relation]) -> ConstrainedBlock {
        ConstrainedBlock(content: layoutElement, relations: relations(ConstraintContainer()))
    }
}
