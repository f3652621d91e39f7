import TrellisCore

/// A broken invariant: which one, and what was seen.
public struct Violation: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Sendable {
        case rejectedInput = "a generated (valid) tree was rejected"
        case nonFiniteFrame = "a frame is not finite"
        case negativeSize = "a frame has a negative size"
        case hiddenNotEmpty = "a display: none subtree has a non-empty frame"
        case secondLayoutDiffers = "laying the tree out twice gives different frames or errors"
        case nondeterministic = "the same input gives different frames or errors"
        case incrementalDiffers = "an incremental relayout differs from a fresh layout of the edited tree"
        case layoutWhileMeasuringDiffers = "laying containers out while measuring them changes the frames"
        case invalidRelationAccepted = "a relation the IR must reject was accepted"
        case badDiagnostic = "a constraint diagnostic names no relation, or relations of no displayed container"
        case conflictHolds = "the relations of a reported conflict can all hold"
        case conflictNotMinimal = "a reported conflict is not minimal: without one of its relations, part of it still conflicts"
        case ambiguityMissed = "an item that no relation names is not reported ambiguous"
    }

    public var kind: Kind
    public var detail: String

    public var description: String { "\(kind.rawValue): \(detail)" }
}

/// The properties every layout must have.
public enum Invariants {
    /// Checks `fuzzCase`; `nil` when every invariant holds.
    public static func check(_ fuzzCase: FuzzCase) -> Violation? {
        if case .failure(let violation) = evaluate(fuzzCase) { return violation }
        return nil
    }

    /// Checks `fuzzCase`: the error its first layout threw (one its tree may give), or the
    /// invariant it breaks.
    public static func evaluate(_ fuzzCase: FuzzCase) -> Result<LayoutError?, Violation> {
        do throws(Violation) {
            return .success(try run(fuzzCase))
        } catch {
            return .failure(error)
        }
    }

    static func run(_ fuzzCase: FuzzCase) throws(Violation) -> LayoutError? {
        let (root, viewport, scale) = (fuzzCase.root, fuzzCase.viewport, fuzzCase.pixelScale)
        var tree = try build(root)
        let first = try layout(&tree, root, viewport, scale)
        // A relation the IR rejects stops the layout before it starts: there are no frames.
        if first.rejectsRelation { return first.error }
        try checkFrames(first.frames, root)
        try ConstraintInvariants.checkConflictsAreMinimal(first.error, fuzzCase)
        try ConstraintInvariants.checkUnplacedItemsAreAmbiguous(tree, root)

        try compare(first, try layout(&tree, root, viewport, scale), .secondLayoutDiffers)

        var again = try build(root)
        try compare(first, try layout(&again, root, viewport, scale), .nondeterministic)

        try checkLayingOutWhileMeasuring(first, of: tree, root, fuzzCase)

        guard !fuzzCase.edits.isEmpty else { return first.error }
        for edit in fuzzCase.edits { try apply(edit, to: &tree, scale) }
        let edited = try layoutNode(of: tree)
        let incremental = try layout(&tree, edited, viewport, scale)
        if !incremental.rejectsRelation { try checkFrames(incremental.frames, edited) }
        // Whether a container was laid out while it was measured depends on what its cache held,
        // so the two may reach a height by different sums (see checkLayingOutWhileMeasuring).
        var fresh = try build(edited)
        try compareBeforeSnapping(try layout(&fresh, edited, viewport, scale), of: fresh, incremental, of: tree, edited,
                                  fuzzCase, .incrementalDiffers, label: "fresh vs incremental: ")
        // A tree whose edits left it counted wrongly as reading no container's height shows here.
        if !incremental.rejectsRelation { try checkLayingOutWhileMeasuring(incremental, of: tree, edited, fuzzCase) }
        return first.error
    }

    /// What a layout gave: the frames, and the error it threw, one its tree may give.
    struct Outcome {
        var frames: ComputedLayout
        var error: LayoutError?

        /// Whether the layout stopped at a relation the IR rejects, before laying anything out.
        var rejectsRelation: Bool {
            if case .invalidRelation? = error { return true }
            return false
        }

        /// Whether a container's multipliers took its solver out of range: its frames mean
        /// nothing, and whether an edit or a fresh build gets there may differ.
        var isOutOfRange: Bool {
            guard case .unsatisfiableConstraints(let diagnostics)? = error else { return false }
            return diagnostics.contains { $0.kind == .outOfRange }
        }
    }

    /// Throws a violation of `kind` when `a` and `b` threw different errors or (unless no layout
    /// was done) gave frames that differ bit for bit, or by more than `tolerance`. With a
    /// tolerance, conflicts are compared by the relations they name: the size a container was
    /// given may differ in the last bits too. The detail names the items that `reference`, the
    /// tree laid out fresh, reports ambiguous: the solver's tie-break must place them alike too.
    static func compare(_ a: Outcome, _ b: Outcome, _ kind: Violation.Kind, tolerance: Double = 0,
                        label: String = "", ambiguityIn reference: LayoutTree? = nil) throws(Violation) {
        /// The relations each conflict names, as a set: the order in which the search found them
        /// follows the tableau's history.
        func named(_ error: LayoutError?) -> [Set<String>]? {
            guard case .unsatisfiableConstraints(let diagnostics)? = error else { return nil }
            return diagnostics.map { Set($0.locations.map { "\($0)" }) }
        }
        if a.isOutOfRange || b.isOutOfRange { return }
        let sameError = tolerance == 0 || named(a.error) == nil ? a.error == b.error : named(a.error) == named(b.error)
        guard sameError else {
            throw Violation(kind: kind, detail: label + "errors differ: \(a.error.map { "\($0)" } ?? "none") vs \(b.error.map { "\($0)" } ?? "none")")
        }
        if a.rejectsRelation { return }
        if let difference = difference(a.frames, b.frames, tolerance: tolerance) {
            let free = Set(reference?.ambiguousConstraintItems().map { "\($0.item)" } ?? []).sorted()
            throw Violation(kind: kind, detail: label + difference + (free.isEmpty ? "" : " (free: \(free.joined(separator: ", ")))"))
        }
    }

    /// `layout`, the outcome of laying out `root`, against a layout that never lays a container
    /// out while measuring it. The two reach a height by different sums (a known height less the
    /// borders and padding, or the content's height), so they may differ in the last bits: up to
    /// a billionth of the largest length in the layout.
    static func checkLayingOutWhileMeasuring(_ layout: Outcome, of tree: LayoutTree, _ root: LayoutNode,
                                             _ fuzzCase: FuzzCase) throws(Violation) {
        var reference = try build(root)
        reference.laysOutWhileMeasuring = false
        let expected = try Self.layout(&reference, root, fuzzCase.viewport, fuzzCase.pixelScale)
        try compareBeforeSnapping(layout, of: tree, expected, of: reference, root, fuzzCase, .layoutWhileMeasuringDiffers)
    }

    /// Compares `a` and `b`, what trees `treeA` and `treeB` of `root` gave, within the rounding
    /// tolerance. A constraint solver reaches the same frames by other pivots, which may differ
    /// in the last bits; snapped at a half pixel, an edge then moves by a whole one. So frames
    /// that differ once snapped are compared again as laid out before snapping, which decide.
    static func compareBeforeSnapping(_ a: Outcome, of treeA: LayoutTree, _ b: Outcome, of treeB: LayoutTree,
                                      _ root: LayoutNode, _ fuzzCase: FuzzCase, _ kind: Violation.Kind,
                                      label: String = "") throws(Violation) {
        do throws(Violation) {
            try compare(a, b, kind, tolerance: roundingTolerance(a.frames, relationsOf: root), label: label, ambiguityIn: treeA)
        } catch {
            guard fuzzCase.pixelScale != nil else { throw error }
            var (treeA, treeB) = (treeA, treeB)
            try compare(try layout(&treeA, root, fuzzCase.viewport, nil), try layout(&treeB, root, fuzzCase.viewport, nil),
                        kind, tolerance: roundingTolerance(a.frames, relationsOf: root), label: label + "before snapping: ",
                        ambiguityIn: treeA)
        }
    }

    /// A billionth of the largest magnitude of any frame's origin or size (of 1 at least), or
    /// more where `root`'s relations multiply: the rounding of a solve (about 1e-12 of a value)
    /// carried over by the largest multiplier. `a.leading >= 1e6 × b.centerX` carries the last
    /// bits of b's edges into a's a million times over, and two solves by other pivots put a
    /// 10-wide item 4e-5 apart (fuzz --constraints --seed 515151, case 64551: -10 fresh,
    /// -9.99996 after the edits).
    static func roundingTolerance(_ layout: ComputedLayout, relationsOf root: LayoutNode) -> Double {
        var largest = 1.0
        var stack = [layout]
        while let box = stack.popLast() {
            let frame = box.frame
            largest = max(largest, abs(frame.x), abs(frame.y), abs(frame.width), abs(frame.height))
            stack.append(contentsOf: box.children)
        }
        var multiplier = 1.0
        var nodes = [root]
        while let node = nodes.popLast() {
            for relation in node.constraints.relations { multiplier = max(multiplier, abs(relation.multiplier)) }
            nodes.append(contentsOf: node.children)
        }
        return largest * max(1e-9, multiplier * 1e-12)
    }

    static func build(_ node: LayoutNode) throws(Violation) -> LayoutTree {
        do throws(LayoutError) { return try LayoutTree(node) } catch { throw Violation(kind: .rejectedInput, detail: "\(error)") }
    }

    /// Lays out `tree`, built from `root` or edited into it, and checks that what it threw is
    /// what `root` may give.
    static func layout(_ tree: inout LayoutTree, _ root: LayoutNode, _ space: Size<AvailableSpace>,
                       _ scale: Double?) throws(Violation) -> Outcome {
        var thrown: LayoutError?
        do throws(LayoutError) { try tree.layout(in: space, pixelScale: scale) } catch { thrown = error }
        try ConstraintInvariants.checkOutcome(thrown, of: root)
        return Outcome(frames: tree.computedLayout(), error: thrown)
    }

    static func layoutNode(of tree: LayoutTree) throws(Violation) -> LayoutNode {
        do throws(LayoutError) { return try tree.layoutNode() } catch { throw Violation(kind: .rejectedInput, detail: "\(error)") }
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
        if case .layout(let space) = edit {
            let node = try layoutNode(of: tree)
            let outcome = try layout(&tree, node, space, scale)
            if !outcome.rejectsRelation { try checkFrames(outcome.frames, node) }
            return
        }
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
            case let .setConstraints(target, constraints): try tree.setConstraints(constraints, of: node(target))
            case .layout: break
            }
        } catch {
            // Misuse the API must refuse: the edit is dropped and the tree left as it was.
            if case .measuredNodeWithChildren = error { return }
            throw Violation(kind: .rejectedInput, detail: "\(edit): \(error)")
        }
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
