/// Snapping frames to the pixel grid, as its own pass after solving.
///
/// Each node's absolute edges are rounded, not its size, so adjacent boxes neither overlap nor
/// leave gaps: width = round(right) − round(left). Frames stay relative to the parent.
extension LayoutTree {
    /// Snaps the frames of the last layout to the grid of `pixelScale` (no snapping for `nil`).
    ///
    /// Only what may have changed is visited: the paths to nodes laid out again or given a new
    /// frame (`markForRounding`), and every descendant of a node whose origin moved. After a
    /// small edit the pass costs the edited paths, not the tree.
    mutating func roundFrames(pixelScale: Double?) {
        let everything = framesRoundedAt != .some(pixelScale)
        framesRoundedAt = .some(pixelScale)
        // (node, parent's unrounded absolute origin, parent's rounded absolute origin, whether
        // the parent's origin moved)
        var stack: [(Int32, Double, Double, Double, Double, Bool)] = [(root.raw, 0, 0, 0, 0, everything)]
        while let (index, parentX, parentY, parentRoundedX, parentRoundedY, parentMoved) = stack.popLast() {
            let record = nodes[Int(index)]
            guard parentMoved || record.needsRounding || record.originMoved else { continue }
            let frame = record.unroundedFrame
            let left = parentX + frame.x
            let top = parentY + frame.y
            let roundedLeft = snap(left, pixelScale)
            let roundedTop = snap(top, pixelScale)
            nodes[Int(index)].frame = Rect(
                x: roundedLeft - parentRoundedX, y: roundedTop - parentRoundedY,
                width: snap(left + frame.width, pixelScale) - roundedLeft,
                height: snap(top + frame.height, pixelScale) - roundedTop)
            nodes[Int(index)].needsRounding = false
            nodes[Int(index)].originMoved = false
            let moved = parentMoved || record.originMoved
            var child = record.firstChild
            while child != LayoutTree.noNode {
                stack.append((child, left, top, roundedLeft, roundedTop, moved))
                child = nodes[Int(child)].nextSibling
            }
        }
    }

    /// Rounds half up, like Chrome's LayoutUnit snapping (`floor(x + 0.5)`), also for negatives.
    private func snap(_ value: Double, _ scale: Double?) -> Double {
        guard let scale else { return value }
        return (value * scale + 0.5).rounded(.down) / scale
    }
}
