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

    /// The frame of the first box with `id` in document order, relative to this box's origin
    /// (the root's, for a whole layout); ``frame`` is relative to the parent.
    ///
    ///     for id in ["avatar", "name"] {
    ///         print(layout.frame(of: id) ?? .zero)   // Rect(x: 10, y: 10, width: 40, height: 40) …
    ///     }
    ///
    /// To read many frames, take them all at once with ``framesByID()``.
    ///
    /// - Parameter id: The element id: a string, or any `Hashable & Sendable` value the
    ///   elements were given.
    /// - Complexity: O(n).
    public func frame(of id: some Hashable & Sendable) -> Rect? {
        let id = ElementID(id)
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
        // Sized once: growing step by step would hash every id again at each doubling.
        var count = 0
        forEachFrame { _, _ in
            count += 1
            return true
        }
        var frames: [ElementID: Rect] = Dictionary(minimumCapacity: count)
        forEachFrame { id, frame in
            // One hash per id; a later box with the same id gives the first one's frame back.
            if let first = frames.updateValue(frame, forKey: id) { frames[id] = first }
            return true
        }
        return frames
    }

    /// Calls `body` with the id and frame (relative to this box's origin) of each box that has an
    /// id, in document order, until it returns `false`. Iterative, and it copies no box: it reads
    /// the children arrays in place, by index.
    private func forEachFrame(_ body: (ElementID, Rect) -> Bool) {
        if let id, !body(id, Rect(x: 0, y: 0, width: frame.width, height: frame.height)) { return }
        // The boxes being visited, the next one, and their parent's origin; the levels above.
        var siblings = children
        var next = 0
        var origin = (x: 0.0, y: 0.0)
        var above: [(siblings: [ComputedLayout], next: Int, origin: (x: Double, y: Double))] = []
        while true {
            guard next < siblings.count else {
                guard let level = above.popLast() else { return }
                (siblings, next, origin) = level
                continue
            }
            let frame = siblings[next].frame
            let boxOrigin = (x: origin.x + frame.x, y: origin.y + frame.y)
            if let id = siblings[next].id,
               !body(id, Rect(x: boxOrigin.x, y: boxOrigin.y, width: frame.width, height: frame.height)) { return }
            let children = siblings[next].childStorage.nodes
            next += 1
            if !children.isEmpty {
                above.append((siblings, next, origin))
                (siblings, next, origin) = (children, 0, boxOrigin)
            }
        }
    }
}

extension ComputedLayout {
    // In an extension, to keep the memberwise initializer: see `LayoutNode.init`.
    /// Creates the layout of a box with `id` (a string, or any `Hashable & Sendable` value).
    public init(id: (any Hashable & Sendable)? = nil, frame: Rect, children: [ComputedLayout] = []) {
        self.init(elementID: id.map { ElementID($0) }, frame: frame, children: children)
    }

    /// Creates the layout of a box whose id is already an ``ElementID``, as the solver does.
    init(elementID: ElementID?, frame: Rect, children: [ComputedLayout] = []) {
        self.init(id: elementID, frame: frame, childStorage: children.isEmpty ? Self.noChildren : TreeChildren(children))
    }
}
