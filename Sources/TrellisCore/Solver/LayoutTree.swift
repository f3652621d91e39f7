/// A mutable arena of layout nodes: the solver's working storage.
///
/// Build it from a ``LayoutNode`` description, lay it out, read frames back by ``NodeIndex`` or
/// as a ``ComputedLayout`` tree. Edit it in place and lay it out again: only the edited nodes and
/// the ancestors whose answers to their parents change are solved again (an edit inside a box of
/// fixed size stays inside it); everything else comes from each node's cache.
///
///     var tree = try LayoutTree(root)
///     try tree.layout(in: Size(width: .definite(375), height: .maxContent))
///     let avatar = tree.computedLayout().frame(of: "avatar")
///
/// Nodes live in contiguous storage; a node is a plain record linked to its parent and siblings
/// by index, so building and laying out a tree allocates no object per node.
public struct LayoutTree: Sendable {
    /// The handle of a node in a ``LayoutTree``.
    ///
    /// An index remembers the tree that made it (and that tree's copies), so passing it to
    /// another tree throws ``LayoutError/invalidNode(_:nodeCount:)`` instead of reaching a
    /// stranger's node.
    public struct NodeIndex: Hashable, Sendable, Comparable, CustomStringConvertible {
        @usableFromInline let raw: Int32
        /// The ``LayoutTree/identity`` of the tree the index belongs to.
        @usableFromInline let tree: UInt32
        @inlinable init(_ raw: Int32, tree: UInt32) {
            self.raw = raw
            self.tree = tree
        }
        @inlinable var int: Int { Int(raw) }
        public static func < (lhs: NodeIndex, rhs: NodeIndex) -> Bool { lhs.raw < rhs.raw }
        public var description: String { "#\(raw)" }
    }

    /// Tells trees apart, so that an index from one is refused by another; copies of a tree
    /// share it (their indices are the same up to the copy).
    ///
    /// Random rather than counted: a process-wide counter needs `Atomic`, which Apple platforms
    /// have only from macOS 15 and iOS 18. Two live trees draw the same identity once in 2^32
    /// pairs, and then read each other's indices as a tree reads its copy's.
    @usableFromInline let identity = UInt32.random(in: .min ... .max)

    @usableFromInline static let noNode: Int32 = -1

    /// One node's place in the tree and its layout results: plain data, copied as bytes.
    ///
    /// The style lives in a parallel array (`styles`) and the cache, for the nodes that have
    /// one, in another (`caches`), so that the solver reads links and frames without touching
    /// either. 64 bytes.
    @usableFromInline struct NodeRecord: Sendable, BitwiseCopyable {
        var parent: Int32 = LayoutTree.noNode
        var firstChild: Int32 = LayoutTree.noNode
        /// The last child, so that appending is O(1); siblings link forward only (a removal
        /// walks from the first child), which keeps the record at 64 bytes.
        var lastChild: Int32 = LayoutTree.noNode
        var nextSibling: Int32 = LayoutTree.noNode
        /// Index into `measureFunctions`, or -1.
        var measureSlot: Int32 = LayoutTree.noNode
        /// Index into `ids`, or -1: most nodes of a large tree have no id, and an optional id
        /// in every record would cost 24 bytes each.
        var idSlot: Int32 = LayoutTree.noNode
        /// Index into `caches`, or -1 for a leaf without a measure function: its layout is a
        /// few lengths resolved against its input, cheaper to redo than a cache costs to keep.
        var cacheSlot: Int32 = LayoutTree.noNode
        private var flags: Flags = [.readsContainingWidth, .readsContainingHeight]
        /// The unrounded frame relative to the parent's border box, written by the parent's
        /// layout; it is snapped to the pixel grid when read (see `PixelGrid.swift`).
        var unroundedFrame = Rect.zero

        /// The record's yes-or-no facts, in one byte.
        private struct Flags: OptionSet, BitwiseCopyable {
            let rawValue: UInt8
            static let isRTL = Flags(rawValue: 1 << 0)
            static let isHidden = Flags(rawValue: 1 << 1)
            static let usesAnchors = Flags(rawValue: 1 << 2)
            static let readsContainingWidth = Flags(rawValue: 1 << 3)
            static let readsContainingHeight = Flags(rawValue: 1 << 4)
            static let hasConstraints = Flags(rawValue: 1 << 5)
        }

        /// One flag, read or written.
        @inline(__always) private subscript(flag: Flags) -> Bool {
            get { flags.contains(flag) }
            set { if newValue { flags.insert(flag) } else { flags.remove(flag) } }
        }

        /// The direction after inheritance, resolved when the tree is built or restyled.
        var isRTL: Bool { get { self[.isRTL] } set { self[.isRTL] = newValue } }
        /// Whether the node is hidden by `display: none` on itself or an ancestor in the last layout.
        var isHidden: Bool { get { self[.isHidden] } set { self[.isHidden] = newValue } }
        /// Whether the style refers to anchors, so that layout validates and orders it.
        var usesAnchors: Bool { get { self[.usesAnchors] } set { self[.usesAnchors] = newValue } }
        /// Whether the node's own layout reads its containing block's width or height
        /// (``Style/readsContainingBlock``).
        var readsContainingWidth: Bool { get { self[.readsContainingWidth] } set { self[.readsContainingWidth] = newValue } }
        var readsContainingHeight: Bool { get { self[.readsContainingHeight] } set { self[.readsContainingHeight] = newValue } }
        /// Whether the node has relations (`LayoutTree.constraintSets`).
        var hasConstraints: Bool { get { self[.hasConstraints] } set { self[.hasConstraints] = newValue } }
    }

    @usableFromInline var nodes: ContiguousArray<NodeRecord> = []
    /// Each node's style, by node index, in the arena's plain-data form.
    var styles: ContiguousArray<NodeStyle> = []
    /// The rare style parts, percentages, expressions and anchor names that the stored styles
    /// refer to.
    var pool = StylePool()
    /// The cached layout results of containers and measured leaves, by `NodeRecord.cacheSlot`.
    var caches: ContiguousArray<NodeCache> = []
    /// The element ids of the nodes that have one, by `NodeRecord.idSlot`.
    @usableFromInline var ids: [ElementID] = []
    /// The anchor names each node's style refers to (``Style/anchorReferences``), for the nodes
    /// whose style uses anchors (few, so not an array over all nodes). Kept with the style, so
    /// that the validation before every layout reads them rather than collects them again.
    private var anchorReferencesByNode: [Int32: [String]] = [:]
    @usableFromInline var measureFunctions: [MeasureFunction] = []
    /// The relations of the nodes that have them (`NodeRecord.hasConstraints`), by node.
    var constraintSets: [Int32: ConstraintSet] = [:]
    /// The nodes whose relations have not been checked since they or the children were set.
    var unvalidatedConstraintSets: Set<Int32> = []
    /// Where each relation's items are among its node's children, found when it was checked.
    var relationEndpoints: [Int32: [RelationEndpoints]] = [:]
    /// Each constraint container's system, built at its first layout and kept for the next,
    /// which changes it in place (see `ConstraintSystem`); dropped when the container or its
    /// children are edited.
    var constraintSystems: [Int32: ConstraintSystem] = [:]
    /// The number of edits so far (`invalidate`), so that a constraint container laid out again
    /// with nothing edited in between knows its items' intrinsic sizes are as it measured them.
    var editCount: UInt64 = 0
    /// The conflicts each constraint container found in its relations, thrown when a layout ends.
    var constraintConflicts: [Int32: [ConstraintDiagnostic]] = [:]
    /// The root node of the tree.
    public var root: NodeIndex { NodeIndex(rootRaw, tree: identity) }
    @usableFromInline var rootRaw: Int32 = 0
    /// At least the number of levels below the root (removals do not lower it), so that layout
    /// knows how much stack its recursion needs without walking the tree.
    @usableFromInline var depthBound = 0
    /// How many nodes' layouts may read whether a height is definite, or the room offered on
    /// that axis (`containerHeightReads(of:)`). While there are none, no layout depends on either,
    /// and a box whose height follows its content is laid out as it is measured (see
    /// `computeLayout`). Removed nodes still count: their storage stays.
    var containerHeightReads = 0
    /// Whether a container measured at the size it will probably be laid out at may be laid out
    /// at once (see `computeLayout`). Only the fuzzer turns it off, to check that the frames come
    /// out the same either way.
    package var laysOutWhileMeasuring = true

    /// The deepest tree that can be built or laid out: a node may have at most this many
    /// ancestors.
    ///
    /// The solver recurses once per level, on a thread whose stack is sized for the tree (see
    /// `StackSpace`), so the limit is not the caller's stack but the memory that stack takes:
    /// up to about 21 KB per level in release builds, so a 100,000-deep chain touches some 2 GB.
    /// Deeper trees are rejected with ``LayoutError/tooDeep(node:limit:)`` when built.
    public static let maximumDepth = 250_000

    /// The pixel scale of the last layout, with which frames are snapped as they are read; `nil`
    /// for unrounded frames.
    var pixelScale: Double? = 1

    /// What the last completed layout was asked, while no edit has happened since: a repeated
    /// request then has nothing to do (its frames are current). Every edit goes through
    /// `invalidate`, which clears it.
    struct LayoutRequest: Equatable {
        var availableSpace: Size<AvailableSpace>
        var pixelScale: Double?
    }
    var lastCompletedLayout: LayoutRequest?

    /// The nodes edits have invalidated since the last layout (see `Invalidation.swift`), and
    /// each node's place among them (-1 for none): 4 bytes a node, allocated at the first edit.
    var invalidated: [InvalidatedNode] = []
    var invalidationEntries: [Int32] = []

    /// The working arrays of container runs, handed from run to run during a layout and
    /// dropped after it (see `SpareArrays.swift`).
    struct Spares: Sendable {
        var flexItems = SpareArrays<FlexItem>()
        var flexLines = SpareArrays<FlexLine>()
        var layers = SpareArrays<Layer>()
    }
    var spares = Spares()

    /// Builds the arena for `node` and its descendants.
    ///
    /// - Throws: ``LayoutError`` when a style holds NaN, an infinite length or a negative size,
    ///   when a node has both a measure function and children, or when the tree is deeper than
    ///   ``maximumDepth``.
    /// - Complexity: O(n) in the number of nodes; no recursion, so any depth is accepted.
    public init(_ node: LayoutNode) throws(LayoutError) {
        let (root, depth) = try appendSubtree(node, parentDepth: 0)
        rootRaw = root
        depthBound = depth
        resolveDirections(from: root)
    }

    /// The number of nodes, including removed nodes whose storage is not reclaimed.
    public var nodeCount: Int { nodes.count }

    /// The storage index of `node`, after checking that it belongs to this tree.
    ///
    /// - Throws: ``LayoutError/invalidNode(_:nodeCount:)`` for an index from another tree or
    ///   beyond this one's nodes.
    @inline(__always)
    func checked(_ node: NodeIndex) throws(LayoutError) -> Int32 {
        guard node.tree == identity, node.raw >= 0, Int(node.raw) < nodes.count else {
            throw .invalidNode(node.description, nodeCount: nodes.count)
        }
        return node.raw
    }

    @inline(__always)
    func index(_ raw: Int32) -> NodeIndex { NodeIndex(raw, tree: identity) }

    // MARK: Reading

    /// The element id of `node`, if it has one.
    ///
    /// - Throws: ``LayoutError/invalidNode(_:nodeCount:)`` when `node` is not a node of this tree.
    public func id(of node: NodeIndex) throws(LayoutError) -> ElementID? { elementID(try checked(node)) }

    /// The element id of `node`, if it has one.
    @inline(__always) func elementID(_ node: Int32) -> ElementID? {
        let slot = nodes[Int(node)].idSlot
        return slot == LayoutTree.noNode ? nil : ids[Int(slot)]
    }

    /// The first node whose element id is `id`, searching in document order: the handle that
    /// ``frame(of:)``, ``setStyle(_:of:)`` and ``insertChild(_:into:at:)`` take.
    ///
    ///     if let label = tree.node(withID: "label") {
    ///         try tree.setStyle(Style(width: 120), of: label)
    ///     }
    ///
    /// - Parameter id: The element id: a string, or any `Hashable & Sendable` value the tree was
    ///   built with.
    /// - Complexity: O(n).
    public func node(withID id: some Hashable & Sendable) -> NodeIndex? {
        let id = ElementID(id)
        var stack = [rootRaw]
        while let next = stack.popLast() {
            if elementID(next) == id { return index(next) }
            // Pushed in order, then turned around in place, so that the first child is visited
            // next (siblings link forward only) without an array per node.
            let pushed = stack.count
            var child = nodes[Int(next)].firstChild
            while child != LayoutTree.noNode {
                stack.append(child)
                child = nodes[Int(child)].nextSibling
            }
            stack[pushed...].reverse()
        }
        return nil
    }

    /// The style of `node`.
    ///
    /// - Throws: ``LayoutError/invalidNode(_:nodeCount:)`` when `node` is not a node of this tree.
    public func style(of node: NodeIndex) throws(LayoutError) -> Style { pool.style(styles[Int(try checked(node))]) }

    /// The measure function of `node`, if it is a measured leaf.
    ///
    /// - Throws: ``LayoutError/invalidNode(_:nodeCount:)`` when `node` is not a node of this tree.
    public func measure(of node: NodeIndex) throws(LayoutError) -> MeasureFunction? {
        measureFunction(of: try checked(node))
    }

    /// The parent of `node`, or `nil` for the root and detached nodes.
    ///
    /// - Throws: ``LayoutError/invalidNode(_:nodeCount:)`` when `node` is not a node of this tree.
    public func parent(of node: NodeIndex) throws(LayoutError) -> NodeIndex? {
        let parent = nodes[Int(try checked(node))].parent
        return parent == LayoutTree.noNode ? nil : index(parent)
    }

    /// The children of `node`, in document order.
    ///
    /// - Throws: ``LayoutError/invalidNode(_:nodeCount:)`` when `node` is not a node of this tree.
    public func children(of node: NodeIndex) throws(LayoutError) -> [NodeIndex] {
        childIndices(of: try checked(node)).map(index)
    }

    func childIndices(of node: Int32) -> [Int32] {
        var result: [Int32] = []
        result.reserveCapacity(childCount(of: node))
        var child = nodes[Int(node)].firstChild
        while child != LayoutTree.noNode {
            result.append(child)
            child = nodes[Int(child)].nextSibling
        }
        return result
    }

    /// The frame of `node` from the last layout, relative to the root's border box, snapped to
    /// the pixel grid: what ``ComputedLayout/frame(of:)`` gives for the node's id.
    ///
    ///     var tree = try LayoutTree(card)
    ///     try tree.layout(width: 320, height: 200)
    ///     if let avatar = tree.node(withID: "avatar") {
    ///         let frame = try tree.frame(of: avatar)
    ///     }
    ///
    /// - Throws: ``LayoutError/invalidNode(_:nodeCount:)`` when `node` is not a node of this tree.
    /// - Complexity: O(depth): frames are snapped as they are read, from the unrounded position
    ///   of the node, added up from the root.
    public func frame(of node: NodeIndex) throws(LayoutError) -> Rect { snappedFrameInRoot(of: try checked(node)) }

    /// The frame of `node` from the last layout, relative to its parent's border box, snapped to
    /// the pixel grid: the ``ComputedLayout/frame`` of the node in ``computedLayout()``.
    ///
    /// - Throws: ``LayoutError/invalidNode(_:nodeCount:)`` when `node` is not a node of this tree.
    /// - Complexity: O(depth), as ``frame(of:)``.
    public func frameInParent(of node: NodeIndex) throws(LayoutError) -> Rect { snappedFrame(of: try checked(node)) }

    /// The frames of the last layout as a tree, from the root down.
    public func computedLayout() -> ComputedLayout {
        computedLayout(of: rootRaw)
    }

    /// The frames of the last layout for `node`'s subtree, `node`'s frame relative to its parent.
    ///
    /// - Complexity: O(n) in the subtree's size, plus `node`'s depth (its parent's position is
    ///   summed from the root); iterative, so any depth is accepted.
    /// - Throws: ``LayoutError/invalidNode(_:nodeCount:)`` when `node` is not a node of this tree.
    public func computedLayout(of node: NodeIndex) throws(LayoutError) -> ComputedLayout {
        computedLayout(of: try checked(node))
    }

    func computedLayout(of node: Int32) -> ComputedLayout {
        // The walk is in document order: a node at depth d first finishes the nodes on the path
        // at depth d or deeper, each taking the children finished so far.
        var path: [(node: Int32, frame: Rect, children: [ComputedLayout])] = []
        func finishDeepest() {
            let finished = path.removeLast()
            path[path.count - 1].children.append(
                ComputedLayout(id: elementID(finished.node), frame: finished.frame, children: finished.children))
        }
        forEachSnappedFrame(from: node) { node, depth, frame in
            while path.count > depth { finishDeepest() }
            if depth > 0 && nodes[Int(node)].firstChild == LayoutTree.noNode {
                // A leaf is finished at once.
                path[depth - 1].children.append(ComputedLayout(id: elementID(node), frame: frame))
                return
            }
            var children: [ComputedLayout] = []
            children.reserveCapacity(childCount(of: node))
            path.append((node, frame, children))
        }
        while path.count > 1 { finishDeepest() }
        return ComputedLayout(id: elementID(path[0].node), frame: path[0].frame, children: path[0].children)
    }

    /// Calls `body` with every node of the tree in document order and its frame from the last
    /// layout, relative to its parent's border box and snapped to the pixel grid: the cheapest
    /// way to read every frame, for example to move views, as no ``ComputedLayout`` is built.
    ///
    ///     tree.forEachFrame { node, frame in views[node]?.frame = frame }
    ///
    /// - Complexity: O(n).
    public func forEachFrame(_ body: (NodeIndex, Rect) -> Void) {
        forEachSnappedFrame(from: rootRaw) { node, _, frame in body(index(node), frame) }
    }

    /// Visits `node`'s subtree in document order with each node's depth below `node` and its
    /// snapped frame: the one walk behind every read of frames.
    func forEachSnappedFrame(from node: Int32, _ body: (_ node: Int32, _ depth: Int, _ frame: Rect) -> Void) {
        // The path to the current node: each node's absolute origin, unrounded (from which its
        // children's edges are found) and snapped (from which their snapped frames are
        // measured), and the next child to visit.
        typealias Step = (origin: Size<Double>, snappedOrigin: Size<Double>, nextChild: Int32)
        var path: [Step] = []
        func visit(_ node: Int32, in parent: Step) {
            let frame = nodes[Int(node)].unroundedFrame
            let snappedFrame = snapped(frame, parentOrigin: parent.origin, snappedParentOrigin: parent.snappedOrigin)
            body(node, path.count, snappedFrame)
            let firstChild = nodes[Int(node)].firstChild
            if firstChild != LayoutTree.noNode {
                let origin = Size(width: parent.origin.width + frame.x, height: parent.origin.height + frame.y)
                path.append((origin, snapped(origin), firstChild))
            }
        }
        let parentOrigin = absoluteOrigin(of: nodes[Int(node)].parent)
        visit(node, in: (parentOrigin, snapped(parentOrigin), LayoutTree.noNode))
        while let top = path.last {
            if top.nextChild == LayoutTree.noNode {
                path.removeLast()
                continue
            }
            path[path.count - 1].nextChild = nodes[Int(top.nextChild)].nextSibling
            visit(top.nextChild, in: top)
        }
    }

    /// The description of `node`'s subtree as it stands after any edits: the ``LayoutNode`` that
    /// builds a fresh tree equal to this one. The root's when `node` is `nil`.
    ///
    /// - Throws: ``LayoutError/invalidNode(_:nodeCount:)`` when `node` is not a node of this tree.
    /// - Complexity: O(n) in the subtree's size; iterative, so any depth is accepted.
    public func layoutNode(of node: NodeIndex? = nil) throws(LayoutError) -> LayoutNode {
        let start = try node.map { (node) throws(LayoutError) in try checked(node) } ?? rootRaw
        // Builds bottom-up: children are finished before their parent is assembled.
        var finished: [Int32: LayoutNode] = [:]
        var stack: [(Int32, Bool)] = [(start, false)]
        while let (current, childrenDone) = stack.popLast() {
            if childrenDone {
                let children = childIndices(of: current).map { finished.removeValue(forKey: $0)! }
                finished[current] = LayoutNode(id: elementID(current), style: pool.style(styles[Int(current)]),
                                               measure: measureFunction(of: current),
                                               constraints: constraintSets[current] ?? .none, children: children)
            } else {
                stack.append((current, true))
                for child in childIndices(of: current) { stack.append((child, false)) }
            }
        }
        return finished[start]!
    }

    // MARK: Editing

    /// Replaces the style of `node` and marks it and its ancestors dirty.
    ///
    /// - Throws: ``LayoutError`` when the style holds an invalid value (the tree is unchanged), or
    ///   ``LayoutError/invalidNode(_:nodeCount:)`` when `node` is not a node of this tree.
    public mutating func setStyle(_ style: Style, of node: NodeIndex) throws(LayoutError) {
        let raw = try checked(node)
        try StyleValidator.validate(style, node: elementID(raw).map { "\($0)" } ?? node.description)
        let directionChanged = style.direction != styles[Int(raw)].direction
        let recounted = nodesCountedWithStyle(of: raw, becoming: style)
        for node in recounted { containerHeightReads -= containerHeightReads(of: node) }
        pool.release(styles[Int(raw)])
        styles[Int(raw)] = pool.store(style)
        nodes[Int(raw)].usesAnchors = style.usesAnchors
        anchorReferencesByNode[raw] = nodes[Int(raw)].usesAnchors ? style.anchorReferences : nil
        (nodes[Int(raw)].readsContainingWidth, nodes[Int(raw)].readsContainingHeight) = style.readsContainingBlock
        for node in recounted { containerHeightReads += containerHeightReads(of: node) }
        if directionChanged { resolveDirections(from: raw, restyled: true) }
        forgetConstraintSystems(around: raw)
        invalidate(raw, .style)
    }

    /// Replaces the measure function of leaf `node` and marks it dirty.
    ///
    /// - Throws: ``LayoutError/measuredNodeWithChildren(node:)`` when `node` has children (its
    ///   children would never be laid out), ``LayoutError/invalidNode(_:nodeCount:)`` when `node`
    ///   is not a node of this tree.
    public mutating func setMeasure(_ measure: MeasureFunction?, of node: NodeIndex) throws(LayoutError) {
        let raw = Int(try checked(node))
        if measure != nil && nodes[raw].firstChild != LayoutTree.noNode {
            throw .measuredNodeWithChildren(node: describe(Int32(raw)))
        }
        containerHeightReads -= containerHeightReads(of: Int32(raw))
        if let measure {
            let slot = nodes[raw].measureSlot
            if slot == LayoutTree.noNode {
                nodes[raw].measureSlot = Int32(measureFunctions.count)
                measureFunctions.append(measure)
                giveCache(to: Int32(raw))
            } else {
                measureFunctions[Int(slot)] = measure
            }
        } else {
            nodes[raw].measureSlot = LayoutTree.noNode
        }
        containerHeightReads += containerHeightReads(of: Int32(raw))
        forgetConstraintSystems(around: Int32(raw))
        invalidate(Int32(raw), .style)
    }

    /// Marks `node` and its ancestors as needing layout, as when a measured leaf's content changed.
    ///
    /// The next layout measures `node` again; an ancestor is laid out again only if the answers
    /// below it changed as its parent sees them (a box of fixed size keeps its content's change
    /// to itself).
    ///
    /// - Throws: ``LayoutError/invalidNode(_:nodeCount:)`` when `node` is not a node of this tree.
    public mutating func markDirty(_ node: NodeIndex) throws(LayoutError) {
        invalidate(try checked(node), .content)
    }

    /// The anchor names `node`'s style refers to, in property order.
    func anchorReferences(of node: Int32) -> [String] { anchorReferencesByNode[node] ?? [] }

    // MARK: Caches

    /// Gives `node` an empty cache if it has none: it became a container or a measured leaf.
    private mutating func giveCache(to node: Int32) {
        guard nodes[Int(node)].cacheSlot == LayoutTree.noNode else { return }
        nodes[Int(node)].cacheSlot = Int32(caches.count)
        caches.append(NodeCache())
    }

    /// Forgets `node`'s cached full layout; returns whether it had none.
    mutating func clearFinalLayout(_ node: Int32) -> Bool {
        let slot = nodes[Int(node)].cacheSlot
        return slot == LayoutTree.noNode || caches[Int(slot)].clearFinalLayout()
    }

    /// Builds `node` as a new child of `parent`, inserted before the child at `index`
    /// (appended when `index` is `nil`), and returns the new subtree's root.
    ///
    /// - Complexity: O(m) in the nodes of `node`'s subtree when appending, plus `parent`'s k
    ///   children when `index` is given (siblings link forward only).
    /// - Throws: ``LayoutError`` when a style in `node` holds an invalid value, the index is out
    ///   of range, `parent` is measured, the tree would pass ``maximumDepth``, or `parent` is not
    ///   a node of this tree;
    ///   the tree is then unchanged.
    @discardableResult
    public mutating func insertChild(_ node: LayoutNode, into parent: NodeIndex, at index: Int? = nil) throws(LayoutError) -> NodeIndex {
        let parentRaw = try checked(parent)
        if nodes[Int(parentRaw)].measureSlot != LayoutTree.noNode {
            throw .measuredNodeWithChildren(node: describe(parentRaw))
        }
        // Where the child goes: first, after `previous`, or last. Only an index needs the
        // siblings, so appending stays O(1) however many children `parent` has.
        var (previous, atStart): (Int32?, Bool) = (nil, false)
        if let index {
            let siblings = childIndices(of: parentRaw)
            guard index >= 0 && index <= siblings.count else {
                throw LayoutError.childIndexOutOfRange(parent: describe(parentRaw), index: index, childCount: siblings.count)
            }
            if index == 0 {
                atStart = !siblings.isEmpty
            } else if index < siblings.count {
                previous = siblings[index - 1]
            }
        }
        let (child, deepest) = try appendSubtree(node, parentDepth: depth(of: parentRaw) + 1)
        depthBound = max(depthBound, deepest)
        let wasLeaf = nodes[Int(parentRaw)].cacheSlot == LayoutTree.noNode
        // Built without a parent, the subtree's root was counted as a flex item.
        containerHeightReads -= containerHeightReads(of: child)
        link(child, into: parentRaw, after: previous, atStart: atStart)
        containerHeightReads += containerHeightReads(of: child)
        // A leaf without a cache answered its parent without recording what it was asked.
        if wasLeaf { caches[Int(nodes[Int(parentRaw)].cacheSlot)].markIncomplete() }
        resolveDirections(from: child)
        forgetConstraintSystems(around: parentRaw)
        invalidate(parentRaw, .content)
        return self.index(child)
    }

    /// Detaches `child` (and its subtree) from `parent`.
    ///
    /// - Complexity: O(k) in the number of children before `child`: siblings link forward only.
    /// - Throws: ``LayoutError/notAChild(child:parent:)`` when `child` is not a child of `parent`,
    ///   ``LayoutError/invalidNode(_:nodeCount:)`` when either is not a node of this tree.
    public mutating func removeChild(_ child: NodeIndex, from parent: NodeIndex) throws(LayoutError) {
        let childRaw = Int(try checked(child))
        let parentRaw = Int(try checked(parent))
        guard nodes[childRaw].parent == Int32(parentRaw) else {
            throw LayoutError.notAChild(child: describe(Int32(childRaw)), parent: describe(Int32(parentRaw)))
        }
        // Siblings link forward only: the previous one is found from the first.
        var previous = LayoutTree.noNode
        var current = nodes[parentRaw].firstChild
        while current != Int32(childRaw) {
            previous = current
            current = nodes[Int(current)].nextSibling
        }
        let next = nodes[childRaw].nextSibling
        if previous != LayoutTree.noNode {
            nodes[Int(previous)].nextSibling = next
        } else {
            nodes[parentRaw].firstChild = next
        }
        if next == LayoutTree.noNode { nodes[parentRaw].lastChild = previous }
        containerHeightReads -= containerHeightReads(of: Int32(childRaw))
        nodes[childRaw].parent = LayoutTree.noNode
        containerHeightReads += containerHeightReads(of: Int32(childRaw))
        nodes[childRaw].nextSibling = LayoutTree.noNode
        forgetConstraintSystems(around: Int32(parentRaw))
        invalidate(Int32(parentRaw), .content)
    }

    /// Replaces the relations of `node` (``LayoutNode/constraints``) and marks it dirty.
    ///
    /// - Throws: ``LayoutError/invalidNode(_:nodeCount:)`` when `node` is not a node of this tree.
    ///   The relations are checked at the next layout.
    public mutating func setConstraints(_ constraints: ConstraintSet, of node: NodeIndex) throws(LayoutError) {
        let raw = try checked(node)
        storeConstraints(constraints, of: raw)
        forgetConstraintSystems(around: raw)
        invalidate(raw, .style)
    }

    /// Keeps `constraints` as `node`'s relations.
    private mutating func storeConstraints(_ constraints: ConstraintSet, of node: Int32) {
        nodes[Int(node)].hasConstraints = !constraints.isEmpty
        constraintSets[node] = constraints.isEmpty ? nil : constraints
        if !constraints.isEmpty { unvalidatedConstraintSets.insert(node) }
    }

    /// Drops the kept systems that an edit of `node` may make wrong: its own, and its parent's
    /// (whose items are its siblings). They are built again at the next layout.
    mutating func forgetConstraintSystems(around node: Int32) {
        guard !constraintSystems.isEmpty || !constraintConflicts.isEmpty else { return }
        for container in [node, nodes[Int(node)].parent] where container != LayoutTree.noNode {
            constraintSystems[container] = nil
            constraintConflicts[container] = nil
            if constraintSets[container] != nil { unvalidatedConstraintSets.insert(container) }
        }
    }

    // MARK: Building

    /// Appends `node` and its descendants in document order, iteratively, and returns the new
    /// subtree's root and the depth (from the tree's root) of its deepest node. `depth` is the
    /// depth `node` will have; nothing is appended when the subtree would pass ``maximumDepth``.
    ///
    /// The description is read in place (see `LayoutNodeWalk`), never copied node by node.
    private mutating func appendSubtree(_ node: LayoutNode, parentDepth depth: Int) throws(LayoutError) -> (Int32, Int) {
        let first = nodes.count
        var deepest = depth
        var count = 0
        // Checked before anything is appended, so that a rejected subtree leaves no trace; the
        // count lets the arena grow once, never reallocating (and copying styles) as it doubles.
        var (idCount, cacheCount) = (0, 0)
        var shape = LayoutNodeWalk(node, rootDepth: depth)
        while let step = shape.next() {
            try step.withNode { (node) throws(LayoutError) in
                if step.depth > LayoutTree.maximumDepth {
                    throw .tooDeep(node: node.pointee.id.map { "\"\($0)\"" } ?? "at depth \(step.depth)", limit: LayoutTree.maximumDepth)
                }
                if node.pointee.measure != nil && !node.pointee.childStorage.nodes.isEmpty {
                    throw .measuredNodeWithChildren(node: node.pointee.id.map { "\"\($0)\"" } ?? "at depth \(step.depth)")
                }
                if node.pointee.id != nil { idCount += 1 }
                if node.pointee.measure != nil || !node.pointee.childStorage.nodes.isEmpty { cacheCount += 1 }
            }
            deepest = max(deepest, step.depth)
            count += 1
        }
        let total = nodes.count + count
        nodes.reserveCapacity(total)
        styles.reserveCapacity(total)
        ids.reserveCapacity(ids.count + idCount)
        // One more for the parent the subtree joins, which may be a leaf until now.
        caches.reserveCapacity(caches.count + cacheCount + 1)
        let rollback = (ids.count, measureFunctions.count, caches.count, containerHeightReads)
        // Document order makes a node's index its position in the walk, offset by `first`.
        var walk = LayoutNodeWalk(node, rootDepth: depth)
        while let step = walk.next() {
            do throws(LayoutError) {
                let parent = step.parentPosition < 0 ? LayoutTree.noNode : Int32(first + step.parentPosition)
                try step.withNode { (node) throws(LayoutError) in
                    // Passed by parts: passing the whole node would copy it.
                    try appendNode(style: node.pointee.style, id: node.pointee.id, measure: node.pointee.measure,
                                   constraints: node.pointee.constraints, parent: parent)
                }
            } catch {
                // The partial subtree is linked only to itself (its root has no parent yet).
                nodes.removeSubrange(first...)
                styles.removeSubrange(first...)
                caches.removeSubrange(rollback.2...)
                ids.removeSubrange(rollback.0...)
                anchorReferencesByNode = anchorReferencesByNode.filter { $0.key < first }
                constraintSets = constraintSets.filter { $0.key < first }
                relationEndpoints = relationEndpoints.filter { $0.key < first }
                unvalidatedConstraintSets = unvalidatedConstraintSets.filter { $0 < first }
                measureFunctions.removeSubrange(rollback.1...)
                containerHeightReads = rollback.3
                throw error
            }
        }
        return (Int32(first), deepest)
    }

    /// Appends a node (without children) as the last child of `parent`.
    private mutating func appendNode(style: Style, id: ElementID?, measure: MeasureFunction?, constraints: ConstraintSet,
                                     parent: Int32) throws(LayoutError) {
        let index = Int32(nodes.count)
        try StyleValidator.validate(style, node: id.map { "\($0)" } ?? "#\(index)")
        var record = NodeRecord()
        record.usesAnchors = style.usesAnchors
        (record.readsContainingWidth, record.readsContainingHeight) = style.readsContainingBlock
        if let measure {
            record.measureSlot = Int32(measureFunctions.count)
            measureFunctions.append(measure)
        }
        if let id {
            record.idSlot = Int32(ids.count)
            ids.append(id)
        }
        nodes.append(record)
        if measure != nil { giveCache(to: index) }
        let stored = pool.store(style)
        styles.append(stored)
        if record.usesAnchors { anchorReferencesByNode[index] = style.anchorReferences }
        if !constraints.isEmpty { storeConstraints(constraints, of: index) }
        if parent != LayoutTree.noNode { link(index, into: parent) }
        if !stored.heightReads.isEmpty || record.usesAnchors || measure?.readsAvailableHeight == true {
            containerHeightReads += containerHeightReads(of: index)
        }
    }

    /// What `node` adds to `containerHeightReads`: 1 when its layout may depend on whether a
    /// height is definite or on the room offered on that axis, else 0. A child of a layers
    /// container does not: its cell's height is known before it is placed, whether the container
    /// was given its height or found it. A flex item does if its style reads its container's
    /// height (`HeightReads.container`) or its measure function the available height;
    /// any box does with a percentage gap or an anchor. A root counts as a flex item.
    func containerHeightReads(of node: Int32) -> Int {
        let style = styles[Int(node)]
        if nodes[Int(node)].usesAnchors || style.heightReads.contains(.gap) { return 1 }
        let parent = nodes[Int(node)].parent
        if parent != LayoutTree.noNode && styles[Int(parent)].display == .layers { return 0 }
        return style.heightReads.contains(.container) || measureFunction(of: node)?.readsAvailableHeight == true ? 1 : 0
    }

    /// The nodes whose share of `containerHeightReads` a new style of `node` may change: the
    /// node, and its children too when it becomes or stops being a layers container.
    private func nodesCountedWithStyle(of node: Int32, becoming style: Style) -> [Int32] {
        (styles[Int(node)].display == .layers) == (style.display == .layers) ? [node] : [node] + childIndices(of: node)
    }

    /// The number of ancestors of `node`.
    private func depth(of node: Int32) -> Int {
        var depth = 0
        var current = nodes[Int(node)].parent
        while current != LayoutTree.noNode {
            depth += 1
            current = nodes[Int(current)].parent
        }
        return depth
    }

    /// Links `child` into `parent`'s children: after `previous`, first when `atStart`, else last.
    private mutating func link(_ child: Int32, into parent: Int32, after previous: Int32? = nil, atStart: Bool = false) {
        giveCache(to: parent)
        nodes[Int(child)].parent = parent
        if atStart {
            nodes[Int(child)].nextSibling = nodes[Int(parent)].firstChild
            nodes[Int(parent)].firstChild = child
        } else if let previous, previous != nodes[Int(parent)].lastChild {
            nodes[Int(child)].nextSibling = nodes[Int(previous)].nextSibling
            nodes[Int(previous)].nextSibling = child
        } else {
            let last = nodes[Int(parent)].lastChild
            if last != LayoutTree.noNode {
                nodes[Int(last)].nextSibling = child
            } else {
                nodes[Int(parent)].firstChild = child
            }
            nodes[Int(parent)].lastChild = child
        }
    }

    /// `node`'s first in-flow child (``NodeStyle/isInFlow``), or `noNode`. With
    /// ``nextInFlowSibling(_:)``, walks the children a layout mode lays out without collecting
    /// them in an array.
    @inline(__always) func firstInFlowChild(of node: Int32) -> Int32 {
        inFlowNodeFrom(nodes[Int(node)].firstChild)
    }

    /// The next in-flow sibling of `child`, or `noNode`.
    @inline(__always) func nextInFlowSibling(_ child: Int32) -> Int32 {
        inFlowNodeFrom(nodes[Int(child)].nextSibling)
    }

    /// `start` or the first in-flow sibling after it.
    @inline(__always) private func inFlowNodeFrom(_ start: Int32) -> Int32 {
        var child = start
        while child != LayoutTree.noNode && !styles[Int(child)].isInFlow { child = nodes[Int(child)].nextSibling }
        return child
    }

    /// Whether `node` is the root or a descendant of it (removed subtrees stay in the arena).
    func isAttached(_ node: Int32) -> Bool {
        var current = node
        while nodes[Int(current)].parent != LayoutTree.noNode { current = nodes[Int(current)].parent }
        return current == rootRaw
    }

    /// The number of `node`'s children, counted along their links.
    func childCount(of node: Int32) -> Int {
        var count = 0
        var child = nodes[Int(node)].firstChild
        while child != LayoutTree.noNode {
            count += 1
            child = nodes[Int(child)].nextSibling
        }
        return count
    }

    /// Resolves inherited `direction` for `start` and its descendants, invalidating every node
    /// whose direction changes: its layout depends on it, and invalidating the edited node
    /// reaches only its ancestors. (Found by the fuzzer: a `setStyle` that turned a
    /// subtree right-to-left left its descendants' cached frames left-to-right.)
    /// `restyled` says `start`'s descendants were resolved before, so that an unchanged one
    /// ends the walk below it; new nodes (`false`) are all visited.
    private mutating func resolveDirections(from start: Int32, restyled: Bool = false) {
        var stack = [start]
        while let index = stack.popLast() {
            let record = nodes[Int(index)]
            let inherited = record.parent == LayoutTree.noNode ? false : nodes[Int(record.parent)].isRTL
            let isRTL: Bool
            switch styles[Int(index)].direction {
            case .inherit: isRTL = inherited
            case .ltr: isRTL = false
            case .rtl: isRTL = true
            }
            // A subtree whose direction is unchanged keeps its caches, and so do its children
            // (they inherit the same direction as before).
            if restyled && isRTL == record.isRTL && index != start { continue }
            if isRTL != record.isRTL { invalidateDirection(of: index) }
            nodes[Int(index)].isRTL = isRTL
            var child = record.firstChild
            while child != LayoutTree.noNode {
                stack.append(child)
                child = nodes[Int(child)].nextSibling
            }
        }
    }

    func describe(_ node: Int32) -> String {
        elementID(node).map { "\"\($0)\"" } ?? index(node).description
    }
}
