/// Anchor references are checked before solving (`Docs/Extensions.md` §3.2), so that layout
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
                throw .unknownAnchor(node: describe(node), name: anchorReferences(of: node)[0])
            }
            if checkedParents.insert(parent).inserted { try validateAnchors(amongChildrenOf: parent) }
        }
    }

    private func validateAnchors(amongChildrenOf parent: Int32) throws(LayoutError) {
        // The displayed siblings, and the positions among them of those with an anchor name.
        let childCount = childCount(of: parent)
        var siblings: [Int32] = []
        siblings.reserveCapacity(childCount)
        var positionByName = [String: Int](minimumCapacity: childCount)
        var child = nodes[Int(parent)].firstChild
        while child != LayoutTree.noNode {
            let style = styles[Int(child)]
            if style.display != .none {
                if let name = pool.anchorName(style), positionByName.updateValue(siblings.count, forKey: name) != nil {
                    throw .duplicateAnchorName(parent: describe(parent), name: name)
                }
                siblings.append(child)
            }
            child = nodes[Int(child)].nextSibling
        }
        // Every reference names a sibling; positioned siblings must not anchor in a cycle. A
        // depth-first search from each anchored sibling in document order, iterative so that a
        // chain of any length is searched without deep recursion, and linear: each sibling's
        // references are followed once.
        enum VisitState { case unvisited, onPath, finished }
        var state = [VisitState](repeating: .unvisited, count: siblings.count)
        // Each sibling on the path, its references, the next one to follow, and the name by
        // which it was reached (the start's own name), for naming a cycle.
        var path: [(position: Int, references: [String], next: Int, reachedBy: String?)] = []
        for start in siblings.indices where nodes[Int(siblings[start])].usesAnchors && state[start] == .unvisited {
            state[start] = .onPath
            path.append((start, anchorReferences(of: siblings[start]), 0,
                         pool.anchorName(styles[Int(siblings[start])])))
            while let top = path.last {
                guard top.next < top.references.count else {
                    state[top.position] = .finished
                    path.removeLast()
                    continue
                }
                path[path.count - 1].next += 1
                let name = top.references[top.next]
                guard let anchor = positionByName[name], anchor != top.position else {
                    if positionByName[name] == top.position { throw .anchorCycle(parent: describe(parent), names: [name]) }
                    throw .unknownAnchor(node: describe(siblings[top.position]), name: name)
                }
                // In-flow anchors are placed before any positioned box: they end no cycle.
                guard styles[Int(siblings[anchor])].position == .absolute else { continue }
                switch state[anchor] {
                case .finished:
                    continue
                case .onPath:
                    // The cycle from the sibling called `name` to the top; the message closes it.
                    let names = path.compactMap(\.reachedBy).drop { $0 != name }
                    throw .anchorCycle(parent: describe(parent), names: Array(names))
                case .unvisited:
                    state[anchor] = .onPath
                    path.append((anchor, anchorReferences(of: siblings[anchor]), 0, name))
                }
            }
        }
    }
}
