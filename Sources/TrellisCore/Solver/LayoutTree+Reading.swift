/// Reading a tree: ids, styles, measure functions and links, by public handle or by the
/// solver's raw index, and the description a tree stands for after its edits.
extension LayoutTree {
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
    ///         try tree.setStyle(Style().width(120), of: label)
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
                finished[current] = LayoutNode(elementID: elementID(current), style: pool.style(styles[Int(current)]),
                                               measure: measureFunction(of: current),
                                               constraints: constraints.sets[current] ?? .none, children: children)
            } else {
                stack.append((current, true))
                for child in childIndices(of: current) { stack.append((child, false)) }
            }
        }
        return finished[start]!
    }

    /// The anchor names `node`'s style refers to, in property order.
    func anchorReferences(of node: Int32) -> [String] { anchorReferencesByNode[node] ?? [] }

    // MARK: Walking the links

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
    func childCount(of node: Int32) -> Int { linkCount(from: nodes[Int(node)].firstChild) { $0.nextSibling } }

    /// The number of ancestors of `node`.
    func depth(of node: Int32) -> Int { linkCount(from: nodes[Int(node)].parent) { $0.parent } }

    /// The number of nodes from `first` on, following `next` until it leads to no node.
    private func linkCount(from first: Int32, _ next: (NodeRecord) -> Int32) -> Int {
        var count = 0
        var current = first
        while current != LayoutTree.noNode {
            count += 1
            current = next(nodes[Int(current)])
        }
        return count
    }

    func describe(_ node: Int32) -> String {
        elementID(node).map { "\"\($0)\"" } ?? index(node).description
    }
}
