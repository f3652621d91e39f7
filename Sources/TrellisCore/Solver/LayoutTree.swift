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
        private var flags: Flags = []
        /// What the node's cached layout depends on, worked out when its style or measure
        /// function is set.
        var dependencies = LayoutDependencies.all
        /// The unrounded frame relative to the parent's border box, written by the parent's
        /// layout; it is snapped to the pixel grid when read (see `PixelGrid.swift`).
        var unroundedFrame = Rect.zero

        /// The record's yes-or-no facts, in one byte.
        private struct Flags: OptionSet, BitwiseCopyable {
            let rawValue: UInt8
            static let isRTL = Flags(rawValue: 1 << 0)
            static let isHidden = Flags(rawValue: 1 << 1)
            static let usesAnchors = Flags(rawValue: 1 << 2)
            static let hasConstraints = Flags(rawValue: 1 << 3)
            static let measureReadsAvailableHeight = Flags(rawValue: 1 << 4)
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
        /// Whether the node has relations (`ConstraintState.sets`).
        var hasConstraints: Bool { get { self[.hasConstraints] } set { self[.hasConstraints] = newValue } }
        /// Whether the node has a measure function that reads the available height
        /// (``MeasureFunction/readsAvailableHeight``), kept here so that the layout modes, which
        /// ask it of every item, need not reach into the measure function's storage.
        var measureReadsAvailableHeight: Bool {
            get { self[.measureReadsAvailableHeight] }
            set { self[.measureReadsAvailableHeight] = newValue }
        }
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
    var anchorReferencesByNode: [Int32: [String]] = [:]
    @usableFromInline var measureFunctions: [MeasureFunction] = []
    /// The relations, their checked endpoints, and the systems and conflicts of the last layout.
    var constraints = ConstraintState()
    /// The root node of the tree.
    public var root: NodeIndex { NodeIndex(rootRaw, tree: identity) }
    @usableFromInline var rootRaw: Int32 = 0
    /// At least the number of levels below the root (removals do not lower it), so that layout
    /// knows how much stack its recursion needs without walking the tree.
    @usableFromInline var depthBound = 0
    /// How many nodes' layouts may read whether a height is definite, or the room offered on
    /// that axis: the tally of `LayoutDependencies`, kept by `updatingDependencies(of:_:)`.
    /// Removed nodes still count: their storage stays.
    var containerHeightReads = 0
    /// What the tree keeps of its `auto` scrollbars between layouts.
    var scrollbarState = AutoScrollbarState()
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

    /// What the edits since the last layout invalidated, and what that layout was asked.
    var invalidation = InvalidationState()

    /// The working arrays of container runs, handed from run to run during a layout and
    /// dropped after it.
    var spares = LayoutSpares()

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

    // MARK: Links and cache slots

    /// Links `child` into `parent`'s children: after `previous`, first when `atStart`, else last.
    mutating func link(_ child: Int32, into parent: Int32, after previous: Int32? = nil, atStart: Bool = false) {
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

    /// Gives `node` an empty cache if it has none: it became a container or a measured leaf.
    mutating func giveCache(to node: Int32) {
        guard nodes[Int(node)].cacheSlot == LayoutTree.noNode else { return }
        nodes[Int(node)].cacheSlot = Int32(caches.count)
        caches.append(NodeCache())
    }

    /// Forgets `node`'s cached full layout; returns whether it had none.
    mutating func clearFinalLayout(_ node: Int32) -> Bool {
        let slot = nodes[Int(node)].cacheSlot
        return slot == LayoutTree.noNode || caches[Int(slot)].clearFinalLayout()
    }
}
