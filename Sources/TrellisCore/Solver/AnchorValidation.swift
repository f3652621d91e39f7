/// Anchor references are checked before solving (ARCHITECTURE §1, extension 3), so that layout
/// never meets a missing anchor or a cycle halfway.
extension LayoutTree {
    /// Throws when an anchored box refers to no displayed sibling, when siblings share a name,
    /// when positioned siblings anchor to each other in a cycle, or when an in-flow box uses anchors.
    func validateAnchors() throws(LayoutError) {
        var checkedParents = Set<Int32>()
        for index in nodes.indices where nodes[index].usesAnchors {
            let node = Int32(index)
            guard isAttached(node) else { continue }
            if styles[index].position != .absolute {
                throw .anchorOutsideAbsolutePositioning(node: describe(node))
            }
            let parent = nodes[index].parent
            guard parent != LayoutTree.noNode else {
                throw .unknownAnchor(node: describe(node), name: lengths.anchorReferences(styles[index])[0])
            }
            if checkedParents.insert(parent).inserted { try validateAnchors(amongChildrenOf: parent) }
        }
    }

    private func validateAnchors(amongChildrenOf parent: Int32) throws(LayoutError) {
        // Displayed siblings by anchor name.
        var named: [String: Int32] = [:]
        var child = nodes[Int(parent)].firstChild
        while child != LayoutTree.noNode {
            let style = styles[Int(child)]
            if style.display != .none, let name = lengths.anchorName(style) {
                if named.updateValue(child, forKey: name) != nil {
                    throw .duplicateAnchorName(parent: describe(parent), name: name)
                }
            }
            child = nodes[Int(child)].nextSibling
        }
        // Every reference names a sibling; positioned siblings must not anchor in a cycle.
        var state: [Int32: Bool] = [:]  // false: on the current path, true: finished
        func visit(_ node: Int32, path: [String]) throws(LayoutError) {
            if let finished = state[node] {
                if finished { return }
                let name = lengths.anchorName(styles[Int(node)]) ?? ""
                let cycle = Array(path.drop { $0 != name })
                throw .anchorCycle(parent: describe(parent), names: cycle.isEmpty ? [name] : cycle)
            }
            state[node] = false
            for name in lengths.anchorReferences(styles[Int(node)]) {
                guard let anchor = named[name], anchor != node || lengths.anchorName(styles[Int(node)]) != name else {
                    if named[name] == node {
                        throw .anchorCycle(parent: describe(parent), names: [name])
                    }
                    throw .unknownAnchor(node: describe(node), name: name)
                }
                if styles[Int(anchor)].position == .absolute {
                    try visit(anchor, path: path + [name])
                }
            }
            state[node] = true
        }
        child = nodes[Int(parent)].firstChild
        while child != LayoutTree.noNode {
            if nodes[Int(child)].usesAnchors && styles[Int(child)].display != .none {
                try visit(child, path: lengths.anchorName(styles[Int(child)]).map { [$0] } ?? [])
            }
            child = nodes[Int(child)].nextSibling
        }
    }

    /// Whether `node` is the root or a descendant of it (removed subtrees stay in the arena).
    private func isAttached(_ node: Int32) -> Bool {
        var current = node
        while nodes[Int(current)].parent != LayoutTree.noNode { current = nodes[Int(current)].parent }
        return current == root.raw
    }
}
