import TrellisCore
import TrellisBlocks

/// A container whose items are placed by relations, solved simultaneously as Auto Layout solves
/// them: the operator-constraint front end as a block, usable anywhere a block is (inside a
/// stack, and holding stacks).
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
/// It lowers to a constraint container (`display: .constraints`) holding the relations as they
/// were written (`Docs/Constraints.md`). Items need element ids: leaves have theirs, other blocks
/// get one with `named(_:)`. Relations that Auto Layout rejects are
/// left out and reported as `unsupported`; one that names something that is not an item makes
/// the layout throw ``TrellisCore/LayoutError/invalidRelation(node:relation:reason:)``.
public struct ConstraintBlock: CustomLayoutBlock {
    /// The items, in drawing order.
    public var items: [LayoutElement]
    /// The relations, in source order.
    public var relations: [Relation]
    /// Whether the block keeps the size its relations give it inside a stack. Otherwise (the
    /// default) it is like a plain view: it fills the stack's cross axis and takes a share of its
    /// extra room. Either way, an axis the stack does not fix takes the block's fitting size.
    public var selfSizing: Bool

    /// - Parameters:
    ///   - selfSizing: Keep the size the relations give inside a stack. The default is `false`.
    ///   - items: The blocks that relations place.
    ///   - constraints: The relations; the parameter is the block itself (LayoutBuilder's `view`).
    public init(selfSizing: Bool = false, @LayoutBlockBuilder _ items: () -> [LayoutElement],
                @RelationBuilder constraints: (ConstraintContainer) -> [Relation]) {
        self.items = items()
        self.relations = constraints(ConstraintContainer())
        self.selfSizing = selfSizing
    }

    public func lower(in context: inout LoweringContext) -> LoweredBlock {
        var children: [LayoutNode] = []
        children.reserveCapacity(items.count)
        var priorities: [ElementID: ContentPriorities] = [:]
        for item in items {
            let lowered = context.lower(item)
            let itemPriorities = lowered.placement[ContentPrioritiesKey.self]
            if let id = lowered.node.id, itemPriorities != .standard { priorities[id] = itemPriorities }
            children.append(lowered.node)
        }
        let (kept, diagnostics) = RelationCheck.keepSupported(relations)
        let node = LayoutNode(style: Style().display(.constraints),
                              constraints: ConstraintSet(kept, contentPriorities: priorities), children: children)
        return LoweredBlock(node: node, expands: Size(width: !selfSizing, height: !selfSizing), diagnostics: diagnostics)
    }
}

/// Relations added to any block: they place its direct children that have ids, for instance a
/// badge pinned to an avatar's corner in a `ZStackBlock`. A child that a relation places (the
/// left side of it) leaves the block's flow and is placed by the relations; the other children
/// stay where the block puts them, and relations read them there.
public struct ConstrainedBlock: CustomLayoutBlock {
    public var content: LayoutElement
    public var relations: [Relation]

    public func lower(in context: inout LoweringContext) -> LoweredBlock {
        var lowered = context.lower(content)
        let (kept, diagnostics) = RelationCheck.keepSupported(relations)
        var placed = Set<ElementID>()
        for relation in kept {
            if case .item(let id) = relation.item { placed.insert(id) }
        }
        for index in lowered.node.children.indices {
            if let id = lowered.node.children[index].id, placed.contains(id) {
                lowered.node.children[index].style.position = .absolute
            }
        }
        lowered.node.constraints.relations += kept
        lowered.diagnostics += diagnostics
        return lowered
    }
}

/// Leaves out the relations that Auto Layout rejects, each reported. (A relation that names
/// something that is not an item is the layout's error: ``TrellisCore/LayoutError/invalidRelation(node:relation:reason:)``.)
enum RelationCheck {
    static func keepSupported(_ relations: [Relation]) -> (kept: [Relation], diagnostics: [ConstraintDiagnostic]) {
        guard relations.contains(where: { $0.unsupportedReason != nil }) else { return (relations, []) }
        var kept: [Relation] = []
        var diagnostics: [ConstraintDiagnostic] = []
        for relation in relations {
            if let reason = relation.unsupportedReason {
                diagnostics.append(ConstraintDiagnostic(kind: .unsupported, item: relation.item, relations: [relation],
                                                        message: "the relation \(reason); it is left out"))
            } else {
                kept.append(relation)
            }
        }
        return (kept, diagnostics)
    }
}

extension LayoutBlock {
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
