/// What a tree keeps for its relations beside the arena: each node's relations, which of them
/// wait to be checked, where their items are, the systems solved for the next layout, and the
/// conflicts found. Keyed by node, since few nodes have relations.
struct ConstraintState: Sendable {
    /// The relations of the nodes that have them (`NodeRecord.hasConstraints`).
    private(set) var sets: [Int32: ConstraintSet] = [:]
    /// The nodes whose relations have not been checked since they or the children were set.
    private(set) var unvalidated: Set<Int32> = []
    /// Where each relation's items are among its node's children, found when it was checked.
    private(set) var endpoints: [Int32: [RelationEndpoints]] = [:]
    /// Each constraint container's system, built at its first layout and kept for the next,
    /// which changes it in place (see `ConstraintSystem`); dropped when the container or its
    /// children are edited.
    var systems: [Int32: ConstraintSystem] = [:]
    /// The conflicts each constraint container found in its relations, thrown when a layout ends.
    var conflicts: [Int32: [ConstraintDiagnostic]] = [:]

    /// Keeps `set` as `node`'s relations, to be checked before the next layout.
    mutating func store(_ set: ConstraintSet, of node: Int32) {
        sets[node] = set.isEmpty ? nil : set
        if !set.isEmpty { unvalidated.insert(node) }
    }

    /// Records where the items of `node`'s checked relations are.
    mutating func setEndpoints(_ found: [RelationEndpoints], of node: Int32) { endpoints[node] = found }

    /// Notes that every relation waiting to be checked has been.
    mutating func markAllValidated() { unvalidated.removeAll() }

    /// Drops what an edit makes wrong for `container`: its system and its conflicts. Its
    /// relations are checked again, as its children may have changed.
    mutating func forgetSystem(of container: Int32) {
        systems[container] = nil
        conflicts[container] = nil
        if sets[container] != nil { unvalidated.insert(container) }
    }

    /// Drops the relations of the nodes from `first` on, a subtree whose building failed. They
    /// have no systems or conflicts yet: only a layout makes those.
    mutating func dropNodes(from first: Int32) {
        sets = sets.filter { $0.key < first }
        endpoints = endpoints.filter { $0.key < first }
        unvalidated = unvalidated.filter { $0 < first }
    }
}
