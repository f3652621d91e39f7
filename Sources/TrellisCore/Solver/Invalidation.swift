/// What a tree keeps between an edit and the next layout: the nodes edits invalidated, how many
/// edits there were, and what the last completed layout was asked.
struct InvalidationState: Sendable {
    /// The nodes edits have invalidated since the last layout, in the order the edits reached them.
    private(set) var pending: [InvalidatedNode] = []
    /// Each node's place in `pending` (-1 for none): 4 bytes a node, allocated at the first edit.
    private var entries: [Int32] = []
    /// The number of edits so far, so that a constraint container laid out again with nothing
    /// edited in between knows its items' intrinsic sizes are as it measured them.
    private(set) var editCount: UInt64 = 0
    /// What the last completed layout was asked, while no edit has happened since: a repeated
    /// request then has nothing to do (its frames are current). Every edit clears it.
    var lastCompletedLayout: LayoutRequest?

    /// Notes an edit in a tree of `nodeCount` nodes.
    mutating func noteEdit(nodeCount: Int) {
        lastCompletedLayout = nil
        editCount &+= 1
        if entries.count < nodeCount {
            entries.append(contentsOf: repeatElement(-1, count: nodeCount - entries.count))
        }
    }

    /// `node`'s place in `pending`, if it is there.
    func entry(of node: Int32) -> Int? {
        guard Int(node) < entries.count else { return nil }
        let entry = entries[Int(node)]
        return entry < 0 ? nil : Int(entry)
    }

    /// Adds a node that is not pending yet.
    mutating func add(_ invalidated: InvalidatedNode) {
        entries[Int(invalidated.node)] = Int32(pending.count)
        pending.append(invalidated)
    }

    /// Raises what the edits changed of the node at `entry` to at least `change`.
    mutating func raise(_ entry: Int, to change: InvalidatedNode.Change) {
        pending[entry].change = max(pending[entry].change, change)
    }

    /// Empties `pending`, once settled, keeping its storage for the next edits.
    mutating func removeAll() {
        for invalidated in pending { entries[Int(invalidated.node)] = -1 }
        pending.removeAll(keepingCapacity: true)
    }
}

/// What a layout was asked.
struct LayoutRequest: Equatable {
    var availableSpace: Size<AvailableSpace>
    var pixelScale: Double?
    /// Whether the root's `auto` height fills a definite available height, as its width does.
    var rootFillsHeight: Bool
}

/// A node whose cache an edit emptied, waiting for the next layout.
struct InvalidatedNode {
    var node: Int32
    /// The cache as the edit found it.
    var savedCache: NodeCache?
    var change: Change

    /// How the node itself changed, in increasing order of what its parent must redo.
    enum Change: Comparable {
        /// Only something below it changed.
        case descendants
        /// Its children or its measured content changed; its style did not, so its answers
        /// may still be the same.
        case content
        /// Its style or measure function changed, which its parent reads directly.
        case style
    }
}

/// What an edit invalidates, and where a relayout finds that its effect stops.
///
/// An edit empties the caches of the edited node and its ancestors, since each one's layout may
/// depend on it (`LayoutDependencies` states what a layout depends on). Often the effect stops on the way up: a box of fixed size whose content changed
/// answers its parent exactly as before. Before the next layout, `settleInvalidations` finds
/// where, bottom up:
///
/// - a node whose style and children are unchanged, and whose invalidated children all answer as
///   before, gets its old cache back: nothing it could see has changed;
/// - otherwise a node of fixed size whose style is unchanged and whose old cache is complete (it
///   holds every question asked of it since it was last emptied) is asked those questions
///   again; when every answer is the same as far as its readers could tell, its parent is
///   unaffected.
///
/// This is Flutter's relayout boundary, found by checking answers rather than declared. A parent
/// reads a child only through its style and its answers (sizes, baselines and intrinsic widths,
/// all of which go through the cache), so the check is exact; the fuzzer compares every
/// incremental layout with a fresh one.
extension LayoutTree {
    /// Empties the caches of `node` and its ancestors, keeping them to settle before the next
    /// layout. Stops at an ancestor already invalidated (its own ancestors are) or with an
    /// empty cache (nothing above depends on a box that was never laid out, like one under
    /// `display: none`).
    mutating func invalidate(_ node: Int32, _ change: InvalidatedNode.Change) {
        invalidation.noteEdit(nodeCount: nodes.count)
        if let entry = invalidation.entry(of: node) {
            invalidation.raise(entry, to: change)
            return
        }
        addInvalidatedNode(node, change)
        var current = nodes[Int(node)].parent
        while current != LayoutTree.noNode && invalidation.entry(of: current) == nil {
            let slot = nodes[Int(current)].cacheSlot
            if slot == LayoutTree.noNode || caches[Int(slot)].isEmpty { break }
            addInvalidatedNode(current, .descendants)
            current = nodes[Int(current)].parent
        }
    }

    /// Invalidates a node whose inherited direction changed, if it was laid out: its layout
    /// depends on its direction as on its style.
    mutating func invalidateDirection(of node: Int32) {
        // Leading and trailing in its relations now read the other way.
        constraints.systems[node] = nil
        let slot = Int(nodes[Int(node)].cacheSlot)
        guard invalidation.entry(of: node) != nil || (slot >= 0 && !caches[slot].isEmpty) else { return }
        invalidate(node, .style)
    }

    private mutating func addInvalidatedNode(_ node: Int32, _ change: InvalidatedNode.Change) {
        let slot = Int(nodes[Int(node)].cacheSlot)
        invalidation.add(InvalidatedNode(node: node, savedCache: slot < 0 ? nil : caches[slot], change: change))
        if slot >= 0 { caches[slot] = NodeCache() }
    }

    /// Settles the invalidated nodes, children before parents, giving back the caches that
    /// still hold (see the type's comment). Runs on the layout's stack: asking again recurses.
    mutating func settleInvalidations() {
        guard !invalidation.pending.isEmpty else { return }
        let count = invalidation.pending.count
        // For each entry: its parent's entry, how many of its children's entries are unsettled,
        // and whether any settled child answers differently.
        var parentEntry = [Int](repeating: -1, count: count)
        var waiting = [Int](repeating: 0, count: count)
        var childChanged = [Bool](repeating: false, count: count)
        for entry in 0..<count {
            let parent = nodes[Int(invalidation.pending[entry].node)].parent
            if parent != LayoutTree.noNode, let parentIndex = invalidation.entry(of: parent) {
                parentEntry[entry] = parentIndex
                waiting[parentIndex] += 1
            }
        }
        var ready = (0..<count).filter { waiting[$0] == 0 }
        while let entry = ready.popLast() {
            let parent = parentEntry[entry]
            let unchanged = settle(invalidation.pending[entry], childChanged: childChanged[entry], parentWaits: parent >= 0)
            guard parent >= 0 else { continue }
            if !unchanged { childChanged[parent] = true }
            waiting[parent] -= 1
            if waiting[parent] == 0 { ready.append(parent) }
        }
        invalidation.removeAll()
    }

    /// Settles one invalidated node; returns whether its parent would see it as before.
    private mutating func settle(_ entry: InvalidatedNode, childChanged: Bool, parentWaits: Bool) -> Bool {
        let slot = Int(nodes[Int(entry.node)].cacheSlot)
        if entry.change == .descendants && !childChanged {
            if slot >= 0, let saved = entry.savedCache { caches[slot] = saved }
            return true
        }
        // Asking again pays only when a parent waits on the answer.
        guard parentWaits, entry.change != .style, slot >= 0, let saved = entry.savedCache, saved.isComplete,
              !nodes[Int(entry.node)].isHidden, !lastBaselineMayBeRead(entry.node) else { return false }
        let inputs = saved.cachedInputs
        guard isSizedWithoutContent(entry.node, inputs.measurement), isSizedWithoutContent(entry.node, inputs.finalLayout) else {
            return false
        }
        if saved.minContentWidth != nil { _ = intrinsicContentWidth(entry.node, .minContent, readUpTo: -.infinity) }
        if saved.maxContentWidth != nil { _ = intrinsicContentWidth(entry.node, .maxContent) }
        if let input = inputs.measurement { _ = computeLayout(entry.node, input) }
        if let input = inputs.finalLayout { _ = computeLayout(entry.node, input) }
        guard saved.answersAgree(with: caches[slot]) else { return false }
        caches[slot] = saved.carryingReadLimit(into: caches[slot])
        return true
    }

    /// Whether `input` (if any) left the node no size to take from its content: each axis is
    /// known, or the node's own style sets it to a length. Only such a node is worth asking
    /// again. An auto-sized node's answers change with its content, and asking again would lay
    /// its subtree out once more for nothing, at every level of a deep chain of them.
    private func isSizedWithoutContent(_ node: Int32, _ input: LayoutInput?) -> Bool {
        guard let input else { return true }
        func isFixed(_ axis: Axis) -> Bool {
            if input.knownSize[axis] != nil { return true }
            guard input.sizingMode == .inherentSize else { return false }
            switch styles[Int(node)].size(axis).kind {
            case .points, .pooledPoints: return true
            case .percent, .pooledPercent, .calc, .nonNegativeCalc: return input.parentSize[axis] != nil
            default: return false
            }
        }
        return isFixed(.horizontal) && isFixed(.vertical)
    }
}
