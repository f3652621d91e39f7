import TrellisCore

/// A box met while walking a ``TrellisCore/ComputedLayout`` tree.
struct VisitedBox {
    /// The box's layout (its frame is relative to its parent).
    let layout: ComputedLayout
    /// The box's path from the root: `root`, `root/0`, `root/0/2`. Below ``VisitedBox/fullPathDepth``
    /// levels the middle is elided (`root/0/…/[5000]/2`, the bracket giving the depth), so that a
    /// 100,000-deep chain costs linear time and memory to render.
    let path: String
    /// The number of ancestors.
    let depth: Int
    /// The box's origin relative to the root's parent, i.e. in the root's coordinate space.
    let absoluteX: Double
    /// See ``absoluteX``.
    let absoluteY: Double

    /// The deepest level whose path is written out in full.
    static let fullPathDepth = 32

    /// The path of a box's `index`th child.
    func childPath(_ index: Int) -> String {
        if depth < VisitedBox.fullPathDepth { return "\(path)/\(index)" }
        let prefix = depth == VisitedBox.fullPathDepth ? path : String(path[..<path.range(of: "/…/")!.lowerBound])
        return "\(prefix)/…/[\(depth + 1)]/\(index)"
    }

    /// The indentation for the box in indented renderings: two spaces a level, capped at
    /// ``fullPathDepth`` levels (deeper boxes say their depth instead), so output stays linear.
    func indentation(_ unit: String = "  ", extra: Int = 0) -> String {
        String(repeating: unit, count: min(depth, VisitedBox.fullPathDepth) + extra)
    }

    /// The id if the box has one, else its path: what renderings call the box.
    var label: String { layout.id.map { "\($0)" } ?? path }
}

extension ComputedLayout {
    /// Visits every box in document order: `enter` before its children, `exit` after them.
    ///
    /// - Complexity: O(n); iterative, so any depth is accepted.
    func walk(enter: (VisitedBox) -> Void, exit: (VisitedBox) -> Void = { _ in }) {
        var stack: [(VisitedBox, Bool)] = [
            (VisitedBox(layout: self, path: "root", depth: 0, absoluteX: frame.x, absoluteY: frame.y), false),
        ]
        while let (box, childrenDone) = stack.popLast() {
            if childrenDone {
                exit(box)
                continue
            }
            enter(box)
            stack.append((box, true))
            for (index, child) in box.layout.children.enumerated().reversed() {
                stack.append((VisitedBox(layout: child, path: box.childPath(index), depth: box.depth + 1,
                                         absoluteX: box.absoluteX + child.frame.x,
                                         absoluteY: box.absoluteY + child.frame.y), false))
            }
        }
    }
}

extension Rect {
    /// `x y width height`, each as the shortest decimal that reads back.
    var layoutDescription: String {
        "\(CSSValues.format(x)) \(CSSValues.format(y)) \(CSSValues.format(width)) \(CSSValues.format(height))"
    }
}
