/// Snapping frames to the pixel grid, as its own pass after solving.
///
/// Each node's absolute edges are rounded, not its size, so adjacent boxes neither overlap nor
/// leave gaps: width = round(right) − round(left). Frames stay relative to the parent.
extension LayoutTree {
    mutating func roundFrames(pixelScale: Double?) {
        // (node, parent's unrounded absolute origin, parent's rounded absolute origin)
        var stack: [(Int32, Double, Double, Double, Double)] = [(root.raw, 0, 0, 0, 0)]
        while let (index, parentX, parentY, parentRoundedX, parentRoundedY) = stack.popLast() {
            let frame = nodes[Int(index)].unroundedFrame
            let left = parentX + frame.x
            let top = parentY + frame.y
            let roundedLeft = snap(left, pixelScale)
            let roundedTop = snap(top, pixelScale)
            nodes[Int(index)].frame = Rect(
                x: roundedLeft - parentRoundedX, y: roundedTop - parentRoundedY,
                width: snap(left + frame.width, pixelScale) - roundedLeft,
                height: snap(top + frame.height, pixelScale) - roundedTop)
            var child = nodes[Int(index)].firstChild
            while child != LayoutTree.noNode {
                stack.append((child, left, top, roundedLeft, roundedTop))
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
