import TrellisCore

extension MeasureFunction {
    /// A leaf of a fixed content size; its name is the expression that rebuilds it.
    static func fixed(width: Double, height: Double) -> MeasureFunction {
        MeasureFunction(".fixed(width: \(width), height: \(height))") { _ in
            Measurement(width: width, height: height)
        }
    }
}

/// A chain of `depth` nested boxes below one root, the innermost with id "leaf".
func deepChain(depth: Int) -> LayoutNode {
    var node = LayoutNode(id: "leaf")
    for _ in 0..<depth { node = LayoutNode(children: [node]) }
    return node
}

/// A chain of `depth` nested layouts below one root, each 1 point right of and below its parent.
func deepLayoutChain(depth: Int) -> ComputedLayout {
    var layout = ComputedLayout(id: "leaf", frame: Rect(x: 1, y: 1, width: 1, height: 1))
    for _ in 0..<depth { layout = ComputedLayout(frame: Rect(x: 1, y: 1, width: 1, height: 1), children: [layout]) }
    return layout
}

/// Releases a deep tree one level at a time.
///
/// A `LayoutNode` or `ComputedLayout` frees its children recursively when the last reference
/// goes, which overflows the stack for a 100 000-deep chain; taking each level's children out
/// first keeps every release shallow. `node` is left empty: the caller must hold no other copy.
func dismantle(_ node: inout LayoutNode) {
    var pending = [node]
    node = LayoutNode()
    while var next = pending.popLast() {
        pending.append(contentsOf: next.children)
        next.children = []
    }
}

/// Releases a deep layout one level at a time (see ``dismantle(_:)-LayoutNode``).
func dismantle(_ layout: inout ComputedLayout) {
    var pending = [layout]
    layout = ComputedLayout(frame: .zero)
    while var next = pending.popLast() {
        pending.append(contentsOf: next.children)
        next.children = []
    }
}
