import TrellisCore

/// A broken invariant: which one, and what was seen.
public struct Violation: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Sendable {
        case rejectedInput = "a generated (valid) tree was rejected"
        case nonFiniteFrame = "a frame is not finite"
        case negativeSize = "a frame has a negative size"
        case hiddenNotEmpty = "a display: none subtree has a non-empty frame"
        case secondLayoutDiffers = "laying the tree out twice gives different frames"
        case nondeterministic = "the same input gives different frames"
        case incrementalDiffers = "an incremental relayout differs from a fresh layout of the edited tree"
        case layoutWhileMeasuringDiffers = "laying containers out while measuring them changes the frames"
    }

    public var kind: Kind
    public var detail: String

    public var description: String { "\(kind.rawValue): \(detail)" }
}

/// The properties every layout must have.
public enum Invariants {
    /// Checks `fuzzCase`; `nil` when every invariant holds.
    public static func check(_ fuzzCase: FuzzCase) -> Violation? {
        do throws(Violation) {
            try run(fuzzCase)
            return nil
        } catch {
            return error
        }
    }

    static func run(_ fuzzCase: FuzzCase) throws(Violation) {
        var tree = try build(fuzzCase.root)
        try layout(&tree, fuzzCase.viewport, fuzzCase.pixelScale)
        let first = tree.computedLayout()
        try checkFrames(first, fuzzCase.root)

        try layout(&tree, fuzzCase.viewport, fuzzCase.pixelScale)
        if let difference = difference(first, tree.computedLayout()) {
            throw Violation(kind: .secondLayoutDiffers, detail: difference)
        }

        var again = try build(fuzzCase.root)
        try layout(&again, fuzzCase.viewport, fuzzCase.pixelScale)
        if let difference = difference(first, again.computedLayout()) {
            throw Violation(kind: .nondeterministic, detail: difference)
        }

        try checkLayingOutWhileMeasuring(first, fuzzCase.root, fuzzCase)

        guard !fuzzCase.edits.isEmpty else { return }
        for edit in fuzzCase.edits { try apply(edit, to: &tree, fuzzCase.pixelScale) }
        try layout(&tree, fuzzCase.viewport, fuzzCase.pixelScale)
        let incremental = tree.computedLayout()
        let edited: LayoutNode
        do throws(LayoutError) { edited = try tree.layoutNode() } catch { throw Violation(kind: .rejectedInput, detail: "\(error)") }
        try checkFrames(incremental, edited)
        // Whether a container was laid out while it was measured depends on what its cache held,
        // so the two may reach a height by different sums (see checkLayingOutWhileMeasuring).
        var fresh = try build(edited)
        try layout(&fresh, fuzzCase.viewport, fuzzCase.pixelScale)
        if let difference = difference(fresh.computedLayout(), incremental, tolerance: roundingTolerance(incremental)) {
            throw Violation(kind: .incrementalDiffers, detail: "fresh vs incremental: " + difference)
        }
        // A tree whose edits left it counted wrongly as reading no container's height shows here.
        try checkLayingOutWhileMeasuring(incremental, edited, fuzzCase)
    }

    /// `layout`, the frames of `root`, against a layout that never lays a container out while
    /// measuring it. The two reach a height by different sums (a known height less the borders
    /// and padding, or the content's height), so they may differ in the last bits: up to a
    /// billionth of the largest length in the layout.
    static func checkLayingOutWhileMeasuring(_ layout: ComputedLayout, _ root: LayoutNode, _ fuzzCase: FuzzCase) throws(Violation) {
        var reference = try build(root)
        reference.laysOutWhileMeasuring = false
        try Self.layout(&reference, fuzzCase.viewport, fuzzCase.pixelScale)
        if let difference = difference(layout, reference.computedLayout(), tolerance: roundingTolerance(layout)) {
            throw Violation(kind: .layoutWhileMeasuringDiffers, detail: difference)
        }
    }

    /// A billionth of the largest magnitude of any frame's origin or size (of 1 at least).
    static func roundingTolerance(_ layout: ComputedLayout) -> Double {
        var largest = 1.0
        var stack = [layout]
        while let box = stack.popLast() {
            let frame = box.frame
            largest = max(largest, abs(frame.x), abs(frame.y), abs(frame.width), abs(frame.height))
            stack.append(contentsOf: box.children)
        }
        return largest * 1e-9
    }

    static func build(_ node: LayoutNode) throws(Violation) -> LayoutTree {
        do throws(LayoutError) { return try LayoutTree(node) } catch { throw Violation(kind: .rejectedInput, detail: "\(error)") }
    }

    static func layout(_ tree: inout LayoutTree, _ space: Size<AvailableSpace>, _ scale: Double?) throws(Violation) {
        do throws(LayoutError) { try tree.layout(in: space, pixelScale: scale) } catch {
            throw Violation(kind: .rejectedInput, detail: "\(error)")
        }
    }

    /// The attached nodes in document order.
    static func attachedNodes(of tree: LayoutTree) -> [LayoutTree.NodeIndex] {
        var order: [LayoutTree.NodeIndex] = []
        var stack = [tree.root]
        while let next = stack.popLast() {
            order.append(next)
            stack.append(contentsOf: ((try? tree.children(of: next)) ?? []).reversed())
        }
        return order
    }

    static func apply(_ edit: FuzzCase.Edit, to tree: inout LayoutTree, _ scale: Double?) throws(Violation) {
        let nodes = attachedNodes(of: tree)
        func node(_ target: Int) -> LayoutTree.NodeIndex { nodes[target % nodes.count] }
        do throws(LayoutError) {
            switch edit {
            case let .setStyle(target, style): try tree.setStyle(style, of: node(target))
            case let .insertChild(parent, index, child):
                let parent = node(parent)
                let count = try tree.children(of: parent).count
                try tree.insertChild(child, into: parent, at: index.map { $0 % (count + 1) })
            case let .removeChild(target):
                guard nodes.count > 1 else { return }
                let child = nodes[1 + target % (nodes.count - 1)]
                try tree.removeChild(child, from: try tree.parent(of: child)!)
            case let .setMeasure(target, measure): try tree.setMeasure(measure, of: node(target))
            case let .markDirty(target): try tree.markDirty(node(target))
            case .layout(let space): try tree.layout(in: space, pixelScale: scale)
            }
        } catch {
            // Misuse the API must refuse: the edit is dropped and the tree left as it was.
            if case .measuredNodeWithChildren = error { return }
            throw Violation(kind: .rejectedInput, detail: "\(edit): \(error)")
        }
        if case .layout = edit, let node = try? tree.layoutNode() { try checkFrames(tree.computedLayout(), node) }
    }

    /// Every frame finite with a non-negative size, and `display: none` subtrees empty.
    static func checkFrames(_ layout: ComputedLayout, _ root: LayoutNode) throws(Violation) {
        var stack: [(ComputedLayout, LayoutNode, Bool, String)] = [(layout, root, false, "root")]
        while let (box, node, hiddenAbove, path) = stack.popLast() {
            let name = node.id.map { "\($0)" } ?? path
            let f = box.frame
            guard f.x.isFinite, f.y.isFinite, f.width.isFinite, f.height.isFinite else {
                throw Violation(kind: .nonFiniteFrame, detail: "\(name): \(f)")
            }
            guard f.width >= 0, f.height >= 0 else {
                throw Violation(kind: .negativeSize, detail: "\(name): \(f)")
            }
            let hidden = hiddenAbove || node.style.display == .none
            if hidden, f.width != 0 || f.height != 0 {
                throw Violation(kind: .hiddenNotEmpty, detail: "\(name): \(f)")
            }
            guard box.children.count == node.children.count else {
                throw Violation(kind: .rejectedInput, detail: "\(name): the layout has \(box.children.count) children, the tree \(node.children.count)")
            }
            for (index, (child, childNode)) in zip(box.children, node.children).enumerated() {
                stack.append((child, childNode, hidden, "\(path)/\(index)"))
            }
        }
    }

    /// Where two layouts differ bit for bit (or by more than `tolerance`), or `nil` when they
    /// are identical.
    static func difference(_ a: ComputedLayout, _ b: ComputedLayout, tolerance: Double = 0) -> String? {
        func differ(_ x: Double, _ y: Double) -> Bool {
            tolerance == 0 ? x.bitPattern != y.bitPattern : !(abs(x - y) <= tolerance)
        }
        var stack: [(ComputedLayout, ComputedLayout, String)] = [(a, b, "root")]
        while let (x, y, path) = stack.popLast() {
            let name = x.id.map { "\($0)" } ?? path
            if x.id != y.id || x.children.count != y.children.count {
                return "\(name): the trees differ in shape"
            }
            let fx = x.frame, fy = y.frame
            if differ(fx.x, fy.x) || differ(fx.y, fy.y) || differ(fx.width, fy.width) || differ(fx.height, fy.height) {
                return "\(name): \(fx) vs \(fy)"
            }
            for (index, (cx, cy)) in zip(x.children, y.children).enumerated() {
                stack.append((cx, cy, "\(path)/\(index)"))
            }
        }
        return nil
    }
}
