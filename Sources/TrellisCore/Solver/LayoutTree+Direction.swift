/// Inherited `direction`, resolved into each record when the tree is built or restyled.
extension LayoutTree {
    /// Resolves inherited `direction` for `start` and its descendants, invalidating every node
    /// whose direction changes: its layout depends on it, and invalidating the edited node
    /// reaches only its ancestors. (Found by the fuzzer: a `setStyle` that turned a
    /// subtree right-to-left left its descendants' cached frames left-to-right.)
    /// `restyled` says `start`'s descendants were resolved before, so that an unchanged one
    /// ends the walk below it; new nodes (`false`) are all visited.
    mutating func resolveDirections(from start: Int32, restyled: Bool = false) {
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
}
