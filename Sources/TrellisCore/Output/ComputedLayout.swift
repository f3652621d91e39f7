/// The result of a layout: a tree of frames in the shape of the laid-out ``LayoutNode`` tree.
///
/// Each ``frame`` is relative to the parent's border box; ``frame(of:)`` finds an element by id
/// and gives its frame relative to the root. Printing a `ComputedLayout` gives the Swift code that
/// rebuilds it, so a layout can be pasted into a test.
public struct ComputedLayout: Hashable, Sendable, TreeValue {
    /// The element id of this box, if it has one.
    public var id: ElementID?
    /// The border box, relative to the parent's border box.
    public var frame: Rect
    var childStorage: TreeChildren<ComputedLayout>

    /// The children's layouts, in document order.
    ///
    /// Trees of any depth are freed, compared and hashed without recursion.
    public var children: [ComputedLayout] {
        get { childStorage.nodes }
        set { replaceChildren(with: newValue) }
        _modify { yield &uniqueChildren }
    }

    static let noChildren = TreeChildren<ComputedLayout>([])

    func hasSameContent(as other: ComputedLayout) -> Bool { id == other.id && frame == other.frame }

    func hashContent(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(frame)
    }

    public static func == (lhs: ComputedLayout, rhs: ComputedLayout) -> Bool { lhs.treeEquals(rhs) }
    public func hash(into hasher: inout Hasher) { treeHash(into: &hasher) }

    /// The frame of the first box with `id` in document order, relative to this box's origin.
    ///
    /// - Complexity: O(n).
    public func frame(of id: ElementID) -> Rect? {
        var stack: [(ComputedLayout, Double, Double)] = [(self, -frame.x, -frame.y)]
        while let (layout, originX, originY) = stack.popLast() {
            let x = originX + layout.frame.x
            let y = originY + layout.frame.y
            if layout.id == id { return Rect(x: x, y: y, width: layout.frame.width, height: layout.frame.height) }
            for child in layout.children.reversed() { stack.append((child, x, y)) }
        }
        return nil
    }
}

extension ComputedLayout {
    // In an extension, to keep the memberwise initializer: see `LayoutNode.init`.
    public init(id: ElementID? = nil, frame: Rect, children: [ComputedLayout] = []) {
        self.init(id: id, frame: frame, childStorage: children.isEmpty ? Self.noChildren : TreeChildren(children))
    }
}
