/// One box of the intermediate layout tree: an optional element id, a ``Style``, and either
/// children or a measure function.
///
/// Both front ends lower into `LayoutNode` trees, and the solver lays them out. A tree prints as
/// the Swift code that rebuilds it, with initial values omitted:
///
///     let row = LayoutNode(style: Style(width: 200, height: 50), children: [
///         LayoutNode(id: "icon", style: Style(width: 50)),
///         LayoutNode(id: "label", style: Style(flexGrow: 1)),
///     ])
public struct LayoutNode: Hashable, Sendable, TreeValue {
    /// The id by which results are looked up; `nil` for structural boxes.
    public var id: ElementID?
    /// The box's CSS properties.
    public var style: Style
    /// Measures a leaf's content; `nil` for boxes sized by their children and style alone.
    public var measure: MeasureFunction?
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
        id == other.id && style == other.style && measure == other.measure
    }

    func hashContent(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(style)
        hasher.combine(measure)
    }

    public static func == (lhs: LayoutNode, rhs: LayoutNode) -> Bool { lhs.treeEquals(rhs) }
    public func hash(into hasher: inout Hasher) { treeHash(into: &hasher) }
}

extension LayoutNode {
    // Declared in an extension so that the struct keeps its memberwise initializer, which builds
    // the node in one piece; assigning the properties one by one here made the optimizer copy the
    // finished node (retaining its style, id and measure) and release the original.
    public init(
        id: ElementID? = nil,
        style: Style = .initial,
        measure: MeasureFunction? = nil,
        children: [LayoutNode] = []
    ) {
        self.init(id: id, style: style, measure: measure,
                  childStorage: children.isEmpty ? Self.noChildren : TreeChildren(children))
    }
}
