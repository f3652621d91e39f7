/// A mutable arena of layout nodes: the solver's working storage.
///
/// Build it from a ``LayoutNode`` description, lay it out, read frames back by ``NodeIndex`` or
/// as a ``ComputedLayout`` tree. Edit it in place and lay it out again: only the edited nodes and
/// their ancestors are solved again, everything else comes from each node's cache.
///
///     var tree = try LayoutTree(root)
///     try tree.layout(in: Size(width: .definite(375), height: .maxContent))
///     let avatar = tree.computedLayout().frame(of: "avatar")
///
/// Nodes live in contiguous storage; a node is a plain record linked to its parent and siblings
/// by index, so building and laying out a tree allocates no object per node.
public struct LayoutTree: Sendable {
    /// The handle of a node in a ``LayoutTree``.
    public struct NodeIndex: Hashable, Sendable, Comparable, CustomStringConvertible {
        @usableFromInline let raw: Int32
        @inlinable init(_ raw: Int32) { self.raw = raw }
        @inlinable init(_ raw: Int) { self.raw = Int32(truncatingIfNeeded: raw) }
        @inlinable var int: Int { Int(raw) }
        public static func < (lhs: NodeIndex, rhs: NodeIndex) -> Bool { lhs.raw < rhs.raw }
        public var description: String { "#\(raw)" }
    }

    @usableFromInline static let noNode: Int32 = -1

    /// One node's place in the tree and its layout results: plain data, copied as bytes.
    ///
    /// The style and the measurement cache live in parallel arrays (`styles`, `caches`):
    /// `Style` holds references (length expressions, anchor names), and keeping it out of the
    /// record lets the solver read links and frames without copying it.
    @usableFromInline struct NodeRecord: Sendable, BitwiseCopyable {
        var parent: Int32 = LayoutTree.noNode
        var firstChild: Int32 = LayoutTree.noNode
        var lastChild: Int32 = LayoutTree.noNode
        var nextSibling: Int32 = LayoutTree.noNode
        var previousSibling: Int32 = LayoutTree.noNode
        var childCount: Int32 = 0
        /// Index into `measureFunctions`, or -1.
        var measureSlot: Int32 = LayoutTree.noNode
        /// The direction after inheritance, resolved when the tree is built or restyled.
        var isRTL: Bool = false
        /// Whether the node is hidden by `display: none` on itself or an ancestor in the last layout.
        var isHidden = false
        /// Whether the style refers to anchors, so that layout validates and orders it.
        var usesAnchors = false
        /// Whether the node's own layout reads its containing block's width / height
        /// (``Style/readsContainingBlock``).
        var readsContainingWidth = true
        var readsContainingHeight = true
        /// The unrounded frame relative to the parent's border box, written by the parent's layout.
        var unroundedFrame = Rect.zero
        /// The frame snapped to the pixel grid, relative to the parent.
        var frame = Rect.zero
    }

    @usableFromInline var nodes: ContiguousArray<NodeRecord> = []
    /// Each node's style, by node index.
    var styles: ContiguousArray<Style> = []
    /// Each node's cached layout results, by node index.
    var caches: ContiguousArray<NodeCache> = []
    @usableFromInline var ids: [ElementID?] = []
    @usableFromInline var measureFunctions: [MeasureFunction] = []
    /// The root node of the tree.
    public private(set) var root: NodeIndex = NodeIndex(Int32(0))

    /// What the last completed layout was asked, while no edit has happened since: a repeated
    /// request then has nothing to do (its frames are current). Every edit goes through
    /// `markDirty`, which clears it.
    struct LayoutRequest: Equatable {
        var availableSpace: Size<AvailableSpace>
        var pixelScale: Double?
    }
    var lastCompletedLayout: LayoutRequest?

    /// Builds the arena for `node` and its descendants.
    ///
    /// - Throws: ``LayoutError`` when a style holds NaN, an infinite length or a negative size.
    /// - Complexity: O(n) in the number of nodes; no recursion, so any depth is accepted.
    public init(_ node: LayoutNode) throws(LayoutError) {
        root = try appendSubtree(node, parent: LayoutTree.noNode)
        resolveDirections(from: root)
    }

    /// The number of nodes, including removed nodes whose storage is not reclaimed.
    public var nodeCount: Int { nodes.count }

    // MARK: Reading

    /// The element id of `node`, if it has one.
    public func id(of node: NodeIndex) -> ElementID? { ids[node.int] }

    /// The first node whose element id is `id`, searching in document order.
    ///
    /// - Complexity: O(n).
    public func node(withID id: ElementID) -> NodeIndex? {
        var stack = [root]
        while let next = stack.popLast() {
            if ids[next.int] == id { return next }
            stack.append(contentsOf: children(of: next).reversed())
        }
        return nil
    }

    /// The style of `node`.
    public func style(of node: NodeIndex) -> Style { styles[node.int] }

    /// The parent of `node`, or `nil` for the root and detached nodes.
    public func parent(of node: NodeIndex) -> NodeIndex? {
        let parent = nodes[node.int].parent
        return parent == LayoutTree.noNode ? nil : NodeIndex(parent)
    }

    /// The children of `node`, in document order.
    public func children(of node: NodeIndex) -> [NodeIndex] {
        var result: [NodeIndex] = []
        result.reserveCapacity(Int(nodes[node.int].childCount))
        var child = nodes[node.int].firstChild
        while child != LayoutTree.noNode {
            result.append(NodeIndex(child))
            child = nodes[Int(child)].nextSibling
        }
        return result
    }

    /// The frame of `node` from the last layout, relative to its parent's border box, snapped to
    /// the pixel grid.
    public func frame(of node: NodeIndex) -> Rect { nodes[node.int].frame }

    // MARK: Editing

    /// Replaces the style of `node` and marks it and its ancestors dirty.
    public mutating func setStyle(_ style: Style, of node: NodeIndex) throws(LayoutError) {
        try StyleValidator.validate(style, node: ids[node.int].map { "\($0)" } ?? node.description)
        let directionChanged = style.direction != styles[node.int].direction
        styles[node.int] = style
        nodes[node.int].usesAnchors = style.usesAnchors
        (nodes[node.int].readsContainingWidth, nodes[node.int].readsContainingHeight) = style.readsContainingBlock
        if directionChanged { resolveDirections(from: node) }
        markDirty(node)
    }

    /// Replaces the measure function of leaf `node` and marks it dirty.
    public mutating func setMeasure(_ measure: MeasureFunction?, of node: NodeIndex) {
        if let measure {
            let slot = nodes[node.int].measureSlot
            if slot == LayoutTree.noNode {
                nodes[node.int].measureSlot = Int32(measureFunctions.count)
                measureFunctions.append(measure)
            } else {
                measureFunctions[Int(slot)] = measure
            }
        } else {
            nodes[node.int].measureSlot = LayoutTree.noNode
        }
        markDirty(node)
    }

    /// Marks `node` and its ancestors as needing layout, as when a measured leaf's content changed.
    ///
    /// Stops at the first ancestor that is already dirty: its own ancestors are dirty too.
    public mutating func markDirty(_ node: NodeIndex) {
        lastCompletedLayout = nil
        var current = node.raw
        while current != LayoutTree.noNode {
            let wasEmpty = caches[Int(current)].clear()
            if wasEmpty && current != node.raw { break }
            current = nodes[Int(current)].parent
        }
    }

    /// Builds `node` as a new child of `parent`, inserted before the child at `index`
    /// (appended when `index` is `nil`), and returns the new subtree's root.
    @discardableResult
    public mutating func insertChild(_ node: LayoutNode, into parent: NodeIndex, at index: Int? = nil) throws(LayoutError) -> NodeIndex {
        let count = Int(nodes[parent.int].childCount)
        if let index, index < 0 || index > count {
            throw LayoutError.childIndexOutOfRange(parent: describe(parent), index: index, childCount: count)
        }
        let child = try appendSubtree(node, parent: LayoutTree.noNode)
        link(child.raw, into: parent.raw, before: index.flatMap { $0 < count ? children(of: parent)[$0].raw : nil })
        resolveDirections(from: child)
        markDirty(parent)
        return child
    }

    /// Detaches `child` (and its subtree) from `parent`.
    ///
    /// - Throws: ``LayoutError/notAChild(child:parent:)`` when `child` is not a child of `parent`.
    public mutating func removeChild(_ child: NodeIndex, from parent: NodeIndex) throws(LayoutError) {
        guard nodes[child.int].parent == parent.raw else {
            throw LayoutError.notAChild(child: describe(child), parent: describe(parent))
        }
        let record = nodes[child.int]
        if record.previousSibling != LayoutTree.noNode {
            nodes[Int(record.previousSibling)].nextSibling = record.nextSibling
        } else {
            nodes[parent.int].firstChild = record.nextSibling
        }
        if record.nextSibling != LayoutTree.noNode {
            nodes[Int(record.nextSibling)].previousSibling = record.previousSibling
        } else {
            nodes[parent.int].lastChild = record.previousSibling
        }
        nodes[parent.int].childCount -= 1
        nodes[child.int].parent = LayoutTree.noNode
        nodes[child.int].nextSibling = LayoutTree.noNode
        nodes[child.int].previousSibling = LayoutTree.noNode
        markDirty(parent)
    }

    // MARK: Building

    /// Appends `node` and its descendants in document order, iteratively.
    private mutating func appendSubtree(_ node: LayoutNode, parent: Int32) throws(LayoutError) -> NodeIndex {
        let first = Int32(nodes.count)
        reserveCapacity(forAdding: node)
        // (description, parent index) pairs still to append; children pushed in reverse.
        var pending: [(LayoutNode, Int32)] = [(node, parent)]
        while let (description, parentIndex) = pending.popLast() {
            let index = Int32(nodes.count)
            try StyleValidator.validate(description.style, node: description.id.map { "\($0)" } ?? "#\(index)")
            var record = NodeRecord()
            record.usesAnchors = description.style.usesAnchors
            (record.readsContainingWidth, record.readsContainingHeight) = description.style.readsContainingBlock
            if let measure = description.measure {
                record.measureSlot = Int32(measureFunctions.count)
                measureFunctions.append(measure)
            }
            nodes.append(record)
            styles.append(description.style)
            caches.append(NodeCache())
            ids.append(description.id)
            if parentIndex != LayoutTree.noNode { link(index, into: parentIndex, before: nil) }
            for child in description.children.reversed() { pending.append((child, index)) }
        }
        return NodeIndex(first)
    }

    /// Grows the arena once for `node`'s subtree, so appending never reallocates (and copies
    /// styles) as the arrays double, and no capacity is left unused.
    private mutating func reserveCapacity(forAdding node: LayoutNode) {
        var count = 0
        var pending = [node]
        while let next = pending.popLast() {
            count += 1
            pending.append(contentsOf: next.children)
        }
        let total = nodes.count + count
        nodes.reserveCapacity(total)
        styles.reserveCapacity(total)
        caches.reserveCapacity(total)
        ids.reserveCapacity(total)
    }

    private mutating func link(_ child: Int32, into parent: Int32, before sibling: Int32?) {
        nodes[Int(child)].parent = parent
        if let sibling {
            let previous = nodes[Int(sibling)].previousSibling
            nodes[Int(child)].previousSibling = previous
            nodes[Int(child)].nextSibling = sibling
            nodes[Int(sibling)].previousSibling = child
            if previous != LayoutTree.noNode {
                nodes[Int(previous)].nextSibling = child
            } else {
                nodes[Int(parent)].firstChild = child
            }
        } else {
            let last = nodes[Int(parent)].lastChild
            nodes[Int(child)].previousSibling = last
            if last != LayoutTree.noNode {
                nodes[Int(last)].nextSibling = child
            } else {
                nodes[Int(parent)].firstChild = child
            }
            nodes[Int(parent)].lastChild = child
        }
        nodes[Int(parent)].childCount += 1
    }

    /// Resolves inherited `direction` for `start` and its descendants.
    private mutating func resolveDirections(from start: NodeIndex) {
        var stack = [start.raw]
        while let index = stack.popLast() {
            let record = nodes[Int(index)]
            let inherited = record.parent == LayoutTree.noNode ? false : nodes[Int(record.parent)].isRTL
            switch styles[Int(index)].direction {
            case .inherit: nodes[Int(index)].isRTL = inherited
            case .ltr: nodes[Int(index)].isRTL = false
            case .rtl: nodes[Int(index)].isRTL = true
            }
            var child = record.firstChild
            while child != LayoutTree.noNode {
                stack.append(child)
                child = nodes[Int(child)].nextSibling
            }
        }
    }

    func describe(_ node: NodeIndex) -> String {
        ids[node.int].map { "\"\($0)\"" } ?? node.description
    }
}
