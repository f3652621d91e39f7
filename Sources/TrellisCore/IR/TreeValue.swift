/// A value type that is a node of a tree: ``LayoutNode`` and ``ComputedLayout``.
///
/// Nested arrays of structs are freed, compared and hashed recursively by Swift, so a chain of
/// 100,000 nodes would overflow the stack. Tree values keep their children in a
/// ``TreeChildren`` box instead, and get iterative teardown, `==` and `hash(into:)` from here:
/// one mechanism for every tree type.
protocol TreeValue: Sendable {
    /// The box that holds the children.
    var childStorage: TreeChildren<Self> { get set }
    /// The box every childless node shares, so leaves allocate nothing.
    static var noChildren: TreeChildren<Self> { get }
    /// Whether the two nodes are equal apart from their children.
    func hasSameContent(as other: Self) -> Bool
    /// Hashes the node apart from its children.
    func hashContent(into hasher: inout Hasher)
    /// Frees `nodes` and their descendants, without recursion; `nodes` is left empty.
    ///
    /// A requirement rather than code in `TreeChildren.deinit`, so that it runs specialised for
    /// the node type: a generic class's deinit is not specialised, and there every array
    /// operation looked up type metadata at run time.
    static func freeSubtrees(_ nodes: inout [Self])
}

/// The children of a tree value: a copy-on-write box whose teardown is iterative.
///
/// It is `@unchecked Sendable` because it is only mutated while uniquely referenced
/// (see `replaceChildren(with:)`), which makes it a value in all but name.
final class TreeChildren<Node: TreeValue>: @unchecked Sendable {
    /// Unchecked at run time: the box is written only while one value holds it, so no two
    /// accesses can overlap, and the dynamic checks cost 3% of laying out a DSL screen (they ran
    /// on every read of a node's children, building, reading and freeing trees).
    @exclusivity(unchecked) var nodes: [Node]

    init(_ nodes: [Node]) { self.nodes = nodes }

    deinit {
        Node.freeSubtrees(&nodes)
    }
}

extension TreeValue {
    static func freeSubtrees(_ nodes: inout [Self]) {
        // A work list of child arrays: each node whose box we alone hold gives up its array
        // before the array it sits in is freed, so no release recurses. Nodes are visited where
        // they are, never moved or copied, so freeing a tree retains nothing.
        guard !nodes.isEmpty else { return }
        var pending: [[Self]] = [[]]
        swap(&pending[0], &nodes)
        while var siblings = pending.popLast() {
            for index in siblings.indices
            where isKnownUniquelyReferenced(&siblings[index].childStorage) && !siblings[index].childStorage.nodes.isEmpty {
                pending.append([])
                swap(&pending[pending.count - 1], &siblings[index].childStorage.nodes)
            }
        }
    }

    /// Replaces the children, writing in place only when this value alone holds the box
    /// (copy on write).
    mutating func replaceChildren(with newValue: [Self]) {
        if newValue.isEmpty {
            childStorage = Self.noChildren
        } else if childStorage !== Self.noChildren && isKnownUniquelyReferenced(&childStorage) {
            childStorage.nodes = newValue
        } else {
            childStorage = TreeChildren(newValue)
        }
    }

    /// The children, edited in place: the box is made this value's own first (copy on write),
    /// so that its array is edited without a copy when no other value shares it.
    var uniqueChildren: [Self] {
        get { childStorage.nodes }
        _modify {
            if childStorage === Self.noChildren || !isKnownUniquelyReferenced(&childStorage) {
                childStorage = TreeChildren(childStorage.nodes)
            }
            yield &childStorage.nodes
            if childStorage.nodes.isEmpty { childStorage = Self.noChildren }
        }
    }

    /// Structural equality without recursion.
    func treeEquals(_ other: Self) -> Bool {
        var pending: [(Self, Self)] = [(self, other)]
        while let (lhs, rhs) = pending.popLast() {
            guard lhs.hasSameContent(as: rhs) else { return false }
            if lhs.childStorage === rhs.childStorage { continue }
            let left = lhs.childStorage.nodes
            let right = rhs.childStorage.nodes
            guard left.count == right.count else { return false }
            pending.append(contentsOf: zip(left, right))
        }
        return true
    }

    /// Structural hashing without recursion, in document order.
    func treeHash(into hasher: inout Hasher) {
        var pending: [Self] = [self]
        while let node = pending.popLast() {
            node.hashContent(into: &hasher)
            hasher.combine(node.childStorage.nodes.count)
            pending.append(contentsOf: node.childStorage.nodes.reversed())
        }
    }
}
