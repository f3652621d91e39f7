/// Editing a tree in place: styles, measure functions, children and relations. Every edit
/// invalidates what it changes (see `Invalidation.swift`), so that the next layout redoes
/// only that.
extension LayoutTree {
    /// Replaces the style of `node` and marks it and its ancestors dirty.
    ///
    /// - Throws: ``LayoutError`` when the style holds an invalid value (the tree is unchanged), or
    ///   ``LayoutError/invalidNode(_:nodeCount:)`` when `node` is not a node of this tree.
    public mutating func setStyle(_ style: Style, of node: NodeIndex) throws(LayoutError) {
        let raw = try checked(node)
        try StyleValidator.validate(style, node: elementID(raw).map { "\($0)" } ?? node.description)
        let directionChanged = style.direction != styles[Int(raw)].direction
        updatingDependencies(of: nodesCountedWithStyle(of: raw, becoming: style)) { $0.replaceStyle(of: raw, with: style) }
        if directionChanged { resolveDirections(from: raw, restyled: true) }
        forgetConstraintSystems(around: raw)
        invalidate(raw, .style)
    }

    /// Replaces the measure function of leaf `node` and marks it dirty.
    ///
    /// - Throws: ``LayoutError/measuredNodeWithChildren(node:)`` when `node` has children (its
    ///   children would never be laid out), ``LayoutError/invalidNode(_:nodeCount:)`` when `node`
    ///   is not a node of this tree, ``LayoutError/nonFiniteValue(node:property:)`` or
    ///   ``LayoutError/negativeValue(node:property:value:)`` for a fixed content size that is
    ///   NaN, infinite or negative.
    public mutating func setMeasure(_ measure: MeasureFunction?, of node: NodeIndex) throws(LayoutError) {
        let raw = Int(try checked(node))
        if measure != nil && nodes[raw].firstChild != LayoutTree.noNode {
            throw .measuredNodeWithChildren(node: describe(Int32(raw)))
        }
        if let size = measure?.fixedContentSize {
            try StyleValidator.validate(size, node: elementID(Int32(raw)).map { "\($0)" } ?? node.description)
        }
        updatingDependencies(of: CollectionOfOne(Int32(raw))) { $0.replaceMeasure(of: Int32(raw), with: measure) }
        forgetConstraintSystems(around: Int32(raw))
        invalidate(Int32(raw), .style)
    }

    /// Stores `style` as `node`'s, with what follows from it.
    private mutating func replaceStyle(of node: Int32, with style: Style) {
        pool.release(styles[Int(node)])
        let stored = pool.store(style)
        styles[Int(node)] = stored.node
        nodes[Int(node)].usesAnchors = stored.usesAnchors
        anchorReferencesByNode[node] = stored.usesAnchors ? withUnsafePointer(to: style, Style.anchorReferences) : nil
        nodes[Int(node)].dependencies = LayoutDependencies(stored, measure: measureFunction(of: node))
    }

    /// Stores `measure` as `node`'s measure function, with what follows from it.
    private mutating func replaceMeasure(of node: Int32, with measure: MeasureFunction?) {
        if let measure {
            let slot = nodes[Int(node)].measureSlot
            if slot == LayoutTree.noNode {
                nodes[Int(node)].measureSlot = Int32(measureFunctions.count)
                measureFunctions.append(measure)
                giveCache(to: node)
            } else {
                measureFunctions[Int(slot)] = measure
            }
        } else {
            nodes[Int(node)].measureSlot = LayoutTree.noNode
        }
        nodes[Int(node)].measureReadsAvailableHeight = measure?.readsAvailableHeight ?? false
        nodes[Int(node)].dependencies = nodes[Int(node)].dependencies.replacingMeasure(
            with: measure, style: styles[Int(node)], usesAnchors: nodes[Int(node)].usesAnchors)
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
        updatingDependencies(of: CollectionOfOne(child)) { $0.link(child, into: parentRaw, after: previous, atStart: atStart) }
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
        updatingDependencies(of: CollectionOfOne(Int32(childRaw))) { $0.nodes[childRaw].parent = LayoutTree.noNode }
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
    mutating func storeConstraints(_ constraints: ConstraintSet, of node: Int32) {
        nodes[Int(node)].hasConstraints = !constraints.isEmpty
        self.constraints.store(constraints, of: node)
    }

    /// Drops the kept systems that an edit of `node` may make wrong: its own, and its parent's
    /// (whose items are its siblings). They are built again at the next layout.
    mutating func forgetConstraintSystems(around node: Int32) {
        guard !constraints.systems.isEmpty || !constraints.conflicts.isEmpty else { return }
        for container in [node, nodes[Int(node)].parent] where container != LayoutTree.noNode {
            constraints.forgetSystem(of: container)
        }
    }
}
