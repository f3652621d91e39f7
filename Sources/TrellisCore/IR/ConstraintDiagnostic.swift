/// What a set of relations cannot do as written, naming every relation involved by the source
/// location it was written at.
///
///     conflict: view: required relations cannot all hold; make one optional (! .defaultHigh) or remove it
///       Card.swift:14  a.width == 100
///       Card.swift:15  a.width == 200
public struct ConstraintDiagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable {
        /// Required relations that cannot all hold: a minimal set of them (drop any one and the
        /// rest can hold). Layout throws ``LayoutError/unsatisfiableConstraints(_:)``.
        case conflict
        /// An item's position or size on an axis that the relations leave free (Auto Layout's
        /// `hasAmbiguousLayout`): the solver picked one of several equally good answers.
        case ambiguous
        /// A relation that Auto Layout itself rejects (an x attribute related to a y one, a
        /// position to a size): it is left out.
        case unsupported
        /// Multipliers that compound along chains of relations (1000 × 1000 × …) took a value
        /// of the solver beyond 2^53 points, where a double no longer holds every whole point.
        /// The solver stops there: the frames are finite but mean nothing. Names the relation
        /// being added then and every relation with a multiplier other than 0 and ±1. Layout
        /// throws ``LayoutError/unsatisfiableConstraints(_:)``.
        case outOfRange
        /// An element id that several elements share: `frame(of:)` finds the first of them in
        /// document order, and relations naming the id reach only that one.
        case duplicateID
    }

    public var kind: Kind
    /// The item the diagnostic is about (the container for a conflict).
    public var item: ItemReference
    /// The relations involved. Rules that no relation wrote (a size is never negative, the size
    /// the container was given) appear as relations whose location names the rule.
    public var relations: [Relation]
    /// What happened, in a sentence, without the relations (``description`` adds them).
    public var message: String

    public init(kind: Kind, item: ItemReference, relations: [Relation], message: String) {
        self.kind = kind
        self.item = item
        self.relations = relations
        self.message = message
    }

    /// The locations of the relations involved, `File.swift:12`.
    public var locations: [SourceLocation] { relations.map(\.location) }

    public var description: String {
        var text = "\(kind.rawValue): \(item): \(message)"
        for relation in relations {
            text += "\n  \(relation.location)  \(relation.formula)"
        }
        return text
    }
}

extension ConstraintDiagnostic {
    /// A ``Kind/duplicateID`` diagnostic for each id that more than one node of `tree` carries,
    /// in the order the ids first occur.
    ///
    /// - Complexity: O(n), iterative; no node is copied (`LayoutNodeWalk`).
    public static func duplicateIDs(in tree: LayoutNode) -> [ConstraintDiagnostic] {
        var counts: [ElementID: Int] = [:]
        var order: [ElementID] = []
        var walk = LayoutNodeWalk(tree, rootDepth: 0)
        while walk.next() != nil {
            guard let id = walk.withCurrentNode({ $0.pointee.id }) else { continue }
            counts[id, default: 0] += 1
            if counts[id] == 1 { order.append(id) }
        }
        return order.compactMap { id in
            guard let count = counts[id], count > 1 else { return nil }
            return ConstraintDiagnostic(kind: .duplicateID, item: .item(id), relations: [],
                                        message: "\(count) elements have this id; frame(of:) finds the first")
        }
    }
}
