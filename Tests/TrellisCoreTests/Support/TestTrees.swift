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

