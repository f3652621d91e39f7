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
    /// To read many frames, take them all at once with ``framesByID()``.
    ///
    /// - Complexity: O(n).
    public func frame(of id: ElementID) -> Rect? {
        var found: Rect?
        forEachFrame { boxID, frame in
            guard boxID == id else { return true }
            found = frame
            return false
        }
        return found
    }

    /// The frame of every box that has an id, relative to this box's origin, in one walk of the
    /// tree; a ``frame(of:)`` per element would walk it once per element. An id that several
    /// boxes share maps to the first in document order, the one ``frame(of:)`` finds.
    ///
    ///     let frames = layout.framesByID()
    ///     frames["avatar"]   // Rect(x: 10, y: 10, width: 40, height: 40)
    ///
    /// - Complexity: O(n).
    public func framesByID() -> [ElementID: Rect] {
        var frames: [ElementID: Rect] = [:]
        forEachFrame { id, frame in
            // One hash per id; a later box with the same id gives the first one's frame back.
            if let first = frames.updateValue(frame, forKey: id) { frames[id] = first }
            return true
        }
        return frames
    }

    /// Calls `body` with the id and frame (relative to this box's origin) of each box that has an
    /// id, in document order, until it returns `false`. Iterative, and it copies no box: it walks
    /// the children arrays by index.
    private func forEachFrame(_ body: (ElementID, Rect) -> Bool) {
        if let id, !body(id, Rect(x: 0, y: 0, width: frame.width, height: frame.height)) { return }
        // Each level: the children, the next one to visit, and their parent's origin.
        var levels: [(children: [ComputedLayout], next: Int, x: Double, y: Double)] = [(children, 0, 0, 0)]
        while let level = levels.last {
            guard level.next < level.children.count else {
                levels.removeLast()
                continue
            }
            levels[levels.count - 1].next += 1
            let child = level.children[level.next]
            let x = level.x + child.frame.x
            let y = level.y + child.frame.y
            if let id = child.id, !body(id, Rect(x: x, y: y, width: child.frame.width, height: child.frame.height)) { return }
            if !child.childStorage.nodes.isEmpty { levels.append((child.childStorage.nodes, 0, x, y)) }
        }
    }
}

extension ComputedLayout {
    // In an extension, to keep the memberwise initializer: see `LayoutNode.init`.
    public init(id: ElementID? = nil, frame: Rect, children: [ComputedLayout] = []) {
        self.init(id: id, frame: frame, childStorage: children.isEmpty ? Self.noChildren : TreeChildren(children))
    }
}
