/// Snapping frames to the pixel grid, as they are read.
///
/// Each node's absolute edges are rounded, not its size, so adjacent boxes neither overlap nor
/// leave gaps: width = round(right) − round(left). Frames stay relative to the parent. Layout
/// stores only unrounded frames: rounding them where they are read costs a node nothing to keep
/// and a layout no pass of its own.
extension LayoutTree {
    /// `node`'s frame relative to its parent, snapped to the grid of the last layout.
    ///
    /// - Complexity: O(depth): the parent's absolute origin is summed from the root down.
    func snappedFrame(of node: Int32) -> Rect {
        let parentOrigin = absoluteOrigin(of: nodes[Int(node)].parent)
        return snapped(nodes[Int(node)].unroundedFrame, parentOrigin: parentOrigin, snappedParentOrigin: snapped(parentOrigin))
    }

    /// `node`'s frame relative to the root's border box, snapped to the grid of the last layout:
    /// the sum of the snapped frames below the root down to `node`, since each is made relative
    /// to its parent's snapped origin.
    ///
    /// - Complexity: O(depth), as ``snappedFrame(of:)``.
    func snappedFrameInRoot(of node: Int32) -> Rect {
        let root = nodes[Int(rootRaw)].unroundedFrame
        return snapped(nodes[Int(node)].unroundedFrame, parentOrigin: absoluteOrigin(of: nodes[Int(node)].parent),
                       snappedParentOrigin: snapped(Size(width: root.x, height: root.y)))
    }

    /// The unrounded absolute origin of `node`'s border box, added up from the root down in the
    /// order `forEachSnappedFrame` adds it, so that both round the same sums; zero for `noNode`
    /// (the root's parent).
    func absoluteOrigin(of node: Int32) -> Size<Double> {
        var path: [Int32] = []
        var current = node
        while current != LayoutTree.noNode {
            path.append(current)
            current = nodes[Int(current)].parent
        }
        var origin = Size(width: 0.0, height: 0.0)
        for ancestor in path.reversed() {
            origin.width += nodes[Int(ancestor)].unroundedFrame.x
            origin.height += nodes[Int(ancestor)].unroundedFrame.y
        }
        return origin
    }

    /// `frame`, relative to a parent whose border box starts at the unrounded absolute
    /// `parentOrigin` (`snappedParentOrigin` once snapped), with its absolute edges snapped and
    /// made relative to the parent's snapped origin.
    @inline(__always)
    func snapped(_ frame: Rect, parentOrigin: Size<Double>, snappedParentOrigin: Size<Double>) -> Rect {
        let left = parentOrigin.width + frame.x
        let top = parentOrigin.height + frame.y
        let roundedLeft = snap(left)
        let roundedTop = snap(top)
        return Rect(x: roundedLeft - snappedParentOrigin.width, y: roundedTop - snappedParentOrigin.height,
                    width: snap(left + frame.width) - roundedLeft, height: snap(top + frame.height) - roundedTop)
    }

    /// An absolute point, snapped.
    @inline(__always) func snapped(_ point: Size<Double>) -> Size<Double> {
        Size(width: snap(point.width), height: snap(point.height))
    }

    /// `value` on the pixel grid of the last layout (see `Double.roundedHalfUp()`).
    @inline(__always) private func snap(_ value: Double) -> Double {
        guard let scale = pixelScale else { return value }
        return (value * scale).roundedHalfUp() / scale
    }
}

extension Double {
    /// Rounds half up, like Chrome's LayoutUnit snapping (`floor(x + 0.5)`), also for negatives,
    /// after taking the value to the nearest 1/65536: a length the solver computes as
    /// 7.4999999999999716, where exact arithmetic gives 7.5, is a half. Chrome lays out in
    /// units of 1/64 px, so its halves are exact; the solver's doubles carry noise far below
    /// that unit, which must not decide on which side of a half a box lands.
    package func roundedHalfUp() -> Double {
        let denoised = (self * 65536).rounded() / 65536
        return ((denoised.isFinite ? denoised : self) + 0.5).rounded(.down)
    }
}
