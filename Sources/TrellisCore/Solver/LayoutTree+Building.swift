/// Building the arena from a ``LayoutNode`` description: for a new tree and for an inserted
/// subtree.
extension LayoutTree {
    /// Appends `node` and its descendants in document order, iteratively, and returns the new
    /// subtree's root and the depth (from the tree's root) of its deepest node. `depth` is the
    /// depth `node` will have; nothing is appended when the subtree would pass ``maximumDepth``.
    ///
    /// The description is read in place (see `LayoutNodeWalk`), never copied node by node.
    mutating func appendSubtree(_ node: LayoutNode, parentDepth depth: Int) throws(LayoutError) -> (Int32, Int) {
        let first = nodes.count
        var deepest = depth
        var count = 0
        // Checked before anything is appended, so that a rejected subtree leaves no trace; the
        // count lets the arena grow once, never reallocating (and copying styles) as it doubles.
        var (idCount, cacheCount) = (0, 0)
        var shape = LayoutNodeWalk(node, rootDepth: depth)
        while let step = shape.next() {
            try shape.withCurrentNode { (node) throws(LayoutError) in
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
        // The new nodes' shares of the tally are added once they are all in place.
        try updatingDependencies(of: Int32(first)..<Int32(total)) { (tree) throws(LayoutError) in
            try tree.appendNodes(of: node, rootDepth: depth)
        }
        return (Int32(first), deepest)
    }

    /// Appends the nodes of `node`'s subtree, whose root will be at `depth`, with room reserved
    /// for them; on an invalid style, takes them all out again and throws.
    private mutating func appendNodes(of node: LayoutNode, rootDepth depth: Int) throws(LayoutError) {
        let first = nodes.count
        let rollback = (ids.count, measureFunctions.count, caches.count)
        // Document order makes a node's index its position in the walk, offset by `first`.
        var walk = LayoutNodeWalk(node, rootDepth: depth)
        while let step = walk.next() {
            do throws(LayoutError) {
                let parent = step.parentPosition < 0 ? LayoutTree.noNode : Int32(first + step.parentPosition)
                // Passed where it is: passing the node or its style would copy it.
                try walk.withCurrentNode { (node) throws(LayoutError) in try appendNode(node, parent: parent) }
            } catch {
                // The partial subtree is linked only to itself (its root has no parent yet).
                nodes.removeSubrange(first...)
                styles.removeSubrange(first...)
                caches.removeSubrange(rollback.2...)
                ids.removeSubrange(rollback.0...)
                anchorReferencesByNode = anchorReferencesByNode.filter { $0.key < first }
                constraints.dropNodes(from: Int32(first))
                measureFunctions.removeSubrange(rollback.1...)
                throw error
            }
        }
    }

    /// Appends the node at `node` (without its children) as the last child of `parent`, reading
    /// its properties where they are.
    private mutating func appendNode(_ node: UnsafePointer<LayoutNode>, parent: Int32) throws(LayoutError) {
        let style = node.pointer(to: \.style)!
        let id = node.pointee.id, measure = node.pointee.measure
        let index = Int32(nodes.count)
        // Every style is validated before it is stored, so one whose rare rows match a stored
        // style's needs only the rest checked.
        let knownRareSlot = pool.knownRareSlot(of: style)
        try StyleValidator.validate(style, node: id.map { "\($0)" } ?? "#\(index)", rareRowsKnownValid: knownRareSlot != nil)
        if let size = measure?.fixedContentSize { try StyleValidator.validate(size, node: id.map { "\($0)" } ?? "#\(index)") }
        let stored = pool.store(style, knownRareSlot: knownRareSlot)
        var record = NodeRecord()
        record.usesAnchors = stored.usesAnchors
        record.dependencies = LayoutDependencies(stored, measure: measure)
        if let measure {
            record.measureSlot = Int32(measureFunctions.count)
            record.measureReadsAvailableHeight = measure.readsAvailableHeight
            measureFunctions.append(measure)
        }
        if let id {
            record.idSlot = Int32(ids.count)
            ids.append(id)
        }
        nodes.append(record)
        if measure != nil { giveCache(to: index) }
        styles.append(stored.node)
        if record.usesAnchors { anchorReferencesByNode[index] = Style.anchorReferences(of: style) }
        if !node.pointee.constraints.isEmpty { storeConstraints(node.pointee.constraints, of: index) }
        if parent != LayoutTree.noNode { link(index, into: parent) }
    }
}
