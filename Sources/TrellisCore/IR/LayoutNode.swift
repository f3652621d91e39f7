/// One box of the intermediate layout tree: an optional element id, a ``Style``, and either
/// children or a measure function; a container may also hold the relations that place its
/// children (``ConstraintSet``).
///
/// Both front ends lower into `LayoutNode` trees, and the solver lays them out. A tree prints as
/// the Swift code that rebuilds it, with initial values omitted:
///
///     let row = LayoutNode(style: Style().width(200).height(50), children: [
///         LayoutNode(id: "icon", style: Style().width(50)),
///         LayoutNode(id: "label", style: Style().flexGrow(1)),
///     ])
public struct LayoutNode: Hashable, Sendable, TreeValue {
    /// The id by which results are looked up; `nil` for structural boxes.
    public var id: ElementID?
    /// The box's CSS properties.
    public var style: Style
    /// Measures a leaf's content; `nil` for boxes sized by their children and style alone.
    public var measure: MeasureFunction?
    /// The relations that place the children: all of them with `display: .constraints`, the
    /// absolutely positioned ones they name in a flex or layers container. Empty by default.
    public var constraints: ConstraintSet
    var childStorage: TreeChildren<LayoutNode>

    /// The child boxes, in document order.
    ///
    /// Trees of any depth are freed, compared and hashed without recursion. Editing a child
    /// through this property (`node.children[2].style.width = 40`) edits it in place when the
    /// node alone holds its children.
    public var children: [LayoutNode] {
        get { childStorage.nodes }
        set { replaceChildren(with: newValue) }
        _modify { yield &uniqueChildren }
    }

    static let noChildren = TreeChildren<LayoutNode>([])

    func hasSameContent(as other: LayoutNode) -> Bool {
        id == other.id && style == other.style && measure == other.measure && constraints == other.constraints
    }

    func hashContent(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(style)
        hasher.combine(measure)
        hasher.combine(constraints)
    }

    public static func == (lhs: LayoutNode, rhs: LayoutNode) -> Bool { lhs.treeEquals(rhs) }
    public func hash(into hasher: inout Hasher) { treeHash(into: &hasher) }
}

extension LayoutNode {
    // Declared in an extension so that the struct keeps its memberwise initializer, which builds
    // the node in one piece; assigning the properties one by one here made the optimizer copy the
    // finished node (retaining its style, id and measure) and release the original. The default
    // style is built, not copied from `Style.initial`: a copy of a style checks every length for
    // an expression to retain, some 600 instructions, several times what building one costs.
    /// Creates a node.
    ///
    /// - Parameters:
    ///   - id: The element id: a string, or any `Hashable & Sendable` value; `nil` for a box that
    ///     results need not find.
    ///   - style: The CSS properties. The default is the initial style.
    ///   - measure: How a leaf measures its content; `nil` for a box sized by its children.
    ///   - constraints: The relations of a `display: .constraints` container.
    ///   - children: The child boxes, in document order.
    public init(
        id: (any Hashable & Sendable)? = nil,
        style: Style = Style(),
        measure: MeasureFunction? = nil,
        constraints: ConstraintSet = .none,
        children: [LayoutNode] = []
    ) {
        self.init(elementID: id.map { ElementID($0) }, style: style, measure: measure, constraints: constraints,
                  children: children)
    }

    /// Creates a node whose id is already an ``ElementID``: the lowering's form, which boxes and
    /// casts no id.
    package init(
        elementID: ElementID?,
        style: Style = Style(),
        measure: MeasureFunction? = nil,
        constraints: ConstraintSet = .none,
        children: [LayoutNode] = []
    ) {
        self.init(id: elementID, style: style, measure: measure, constraints: constraints,
                  childStorage: children.isEmpty ? Self.noChildren : TreeChildren(children))
    }
}

/// Visits a ``LayoutNode`` tree in document order (pre-order) without copying its nodes, so that
/// building an arena reads each node where it is: a node is large (its ``Style`` alone is
/// hundreds of bytes), and each copy retains its id, measure, expressions and children.
///
/// Iterative, so trees of any depth are walked without recursion.
struct LayoutNodeWalk {
    /// Where one visited node is in the tree.
    struct Step {
        /// The node's position in document order, counting from 0 at the walk's root.
        let position: Int
        /// The parent's position in document order; -1 for the walk's root.
        let parentPosition: Int
        /// The number of levels above the node, counting the walk's root as `rootDepth`.
        let depth: Int
    }

    /// One sibling array from the root down to the current node, with its next index.
    private struct Level {
        let siblings: [LayoutNode]
        var next: Int
        let parentPosition: Int
        let depth: Int
    }

    private var levels: [Level]
    private var visited = 0
    /// The level and index of the node of the last step: a step holds no array, which would be
    /// retained and released at every node.
    private var current = (level: 0, index: 0)

    init(_ root: LayoutNode, rootDepth: Int) {
        levels = [Level(siblings: [root], next: 0, parentPosition: -1, depth: rootDepth)]
    }

    @inline(__always) mutating func next() -> Step? {
        while let last = levels.indices.last {
            let index = levels[last].next
            guard index < levels[last].siblings.count else {
                levels.removeLast()
                continue
            }
            levels[last].next += 1
            current = (last, index)
            let step = Step(position: visited, parentPosition: levels[last].parentPosition, depth: levels[last].depth)
            visited += 1
            // The node's children come next, before its later siblings.
            let children = levels[last].siblings[index].childStorage
            if !children.nodes.isEmpty {
                levels.append(Level(siblings: children.nodes, next: 0, parentPosition: step.position, depth: step.depth + 1))
            }
            return step
        }
        return nil
    }

    /// Calls `body` with the node of the last step where it is, in its array. Read through the
    /// pointer, a property is copied alone; an array subscript, or passing the node as an
    /// argument, copies the whole node.
    @inline(__always) func withCurrentNode<Result, Failure>(_ body: (UnsafePointer<LayoutNode>) throws(Failure) -> Result) throws(Failure) -> Result {
        try levels[current.level].siblings.withUnsafeBufferPointer { (buffer) throws(Failure) in
            try body(buffer.baseAddress! + current.index)
        }
    }
}
