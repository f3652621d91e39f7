extension LayoutTree {
    /// Lays the tree out in `availableSpace` and snaps the frames to a pixel grid.
    ///
    /// The root is sized like a flex item's content would be: a definite available size is the
    /// room it may fill (CSS `stretch` does not apply; an `auto` width shrinks to fit content up
    /// to that room), `.maxContent` and `.minContent` size it from its content.
    ///
    /// - Parameters:
    ///   - availableSpace: The room for the root on each axis.
    ///   - pixelScale: Pixels per point for rounding (2 or 3 for retina screens); `nil` keeps
    ///     unrounded frames. The default is 1.
    /// - Throws: ``LayoutError`` for NaN, infinite or negative available space or scale.
    public mutating func layout(in availableSpace: Size<AvailableSpace>, pixelScale: Double? = 1) throws(LayoutError) {
        for axis in Axis.allCases {
            if case .definite(let value) = availableSpace[axis], !(value.isFinite && value >= 0) {
                throw .invalidAvailableSpace(axis: axis, value: value)
            }
        }
        if let pixelScale, !(pixelScale.isFinite && pixelScale > 0) {
            throw .invalidPixelScale(pixelScale)
        }
        let request = LayoutRequest(availableSpace: availableSpace, pixelScale: pixelScale)
        if lastCompletedLayout == request { return }
        try validateAnchors()
        layoutRoot(in: availableSpace)
        roundFrames(pixelScale: pixelScale)
        lastCompletedLayout = request
    }

    /// Lays the tree out in a definite width and height.
    public mutating func layout(width: Double, height: Double, pixelScale: Double? = 1) throws(LayoutError) {
        try layout(in: Size(width: .definite(width), height: .definite(height)), pixelScale: pixelScale)
    }

    /// The frames of the last layout as a tree, from the root down.
    public func computedLayout() -> ComputedLayout {
        computedLayout(of: root)
    }

    /// The frames of the last layout for `node`'s subtree, `node`'s frame relative to its parent.
    ///
    /// - Complexity: O(n) in the subtree's size; iterative, so any depth is accepted.
    public func computedLayout(of node: NodeIndex) -> ComputedLayout {
        // Builds bottom-up: children are finished before their parent is assembled.
        var finished: [Int32: ComputedLayout] = [:]
        var stack: [(Int32, Bool)] = [(node.raw, false)]
        while let (index, childrenDone) = stack.popLast() {
            if childrenDone {
                var children: [ComputedLayout] = []
                var child = nodes[Int(index)].firstChild
                while child != LayoutTree.noNode {
                    children.append(finished.removeValue(forKey: child)!)
                    child = nodes[Int(child)].nextSibling
                }
                finished[index] = ComputedLayout(id: ids[Int(index)], frame: nodes[Int(index)].frame, children: children)
            } else {
                stack.append((index, true))
                var child = nodes[Int(index)].firstChild
                while child != LayoutTree.noNode {
                    stack.append((child, false))
                    child = nodes[Int(child)].nextSibling
                }
            }
        }
        return finished[node.raw]!
    }
}
