/// Reading the frames of the last layout, snapped to the pixel grid as they are read
/// (see `PixelGrid.swift`).
extension LayoutTree {
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
                ComputedLayout(elementID: elementID(finished.node), frame: finished.frame, children: finished.children))
        }
        forEachSnappedFrame(from: node) { node, depth, frame in
            while path.count > depth { finishDeepest() }
            if depth > 0 && nodes[Int(node)].firstChild == LayoutTree.noNode {
                // A leaf is finished at once.
                path[depth - 1].children.append(ComputedLayout(elementID: elementID(node), frame: frame))
                return
            }
            var children: [ComputedLayout] = []
            children.reserveCapacity(childCount(of: node))
            path.append((node, frame, children))
        }
        while path.count > 1 { finishDeepest() }
        return ComputedLayout(elementID: elementID(path[0].node), frame: path[0].frame, children: path[0].children)
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
}
