import TrellisCore

/// The relations that an attribute set (`.edges`, `.size`, …) expands to.
public struct RelationGroup: Hashable, Sendable {
    public var relations: [Relation]
}
