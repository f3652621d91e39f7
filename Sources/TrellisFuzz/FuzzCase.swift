import TrellisCore

/// One generated input: a tree, the space to lay it out in, and edits for the incremental check.
public struct FuzzCase: Sendable, CustomStringConvertible {
    /// An edit of a built tree. Targets count attached nodes in document order (root = 0), modulo
    /// their number, so that an edit still applies after the minimiser has shrunk the tree.
    public enum Edit: Sendable, CustomStringConvertible {
        case setStyle(target: Int, Style)
        case insertChild(parent: Int, index: Int?, LayoutNode)
        case removeChild(target: Int)
        case setMeasure(target: Int, MeasureFunction?)
        case markDirty(target: Int)
        case setConstraints(target: Int, ConstraintSet)
        /// An intermediate layout, so that caches hold results for other inputs.
        case layout(Size<AvailableSpace>)

        public var description: String {
            switch self {
            case let .setStyle(target, style): return "setStyle(\(style), of: node \(target))"
            case let .insertChild(parent, index, node):
                return "insertChild(\(node), into: node \(parent), at: \(index.map(String.init) ?? "nil"))"
            case let .removeChild(target): return "removeChild(node \(target))"
            case let .setMeasure(target, measure): return "setMeasure(\(measure.map { $0.name } ?? "nil"), of: node \(target))"
            case let .markDirty(target): return "markDirty(node \(target))"
            case let .setConstraints(target, constraints):
                // The set as the Swift that rebuilds it, which TrellisCore prints only as part of a node.
                let node = "\(LayoutNode(constraints: constraints))"
                let literal = constraints.isEmpty ? ".none" : node.dropFirst("LayoutNode(constraints: ".count).dropLast()
                return "setConstraints(\(literal), of: node \(target))"
            case let .layout(space): return "layout(in: \(FuzzCase.describe(space)))"
            }
        }
    }

    public var root: LayoutNode
    public var viewport: Size<AvailableSpace>
    /// `1` snaps to whole points, `nil` keeps unrounded frames (the two a layout file can say).
    public var pixelScale: Double?
    public var edits: [Edit]

    public init(root: LayoutNode, viewport: Size<AvailableSpace>, pixelScale: Double?, edits: [Edit]) {
        self.root = root
        self.viewport = viewport
        self.pixelScale = pixelScale
        self.edits = edits
    }

    /// The case for `seed`: the same seed gives the same case. `extremes` adds values no real
    /// layout holds.
    public init(seed: UInt64, extremes: Extremes = []) {
        var rng = SplitMix64(seed: seed)
        root = TreeGenerator.tree(&rng, extremes: extremes)
        viewport = TreeGenerator.viewport(&rng, extremes: extremes)
        pixelScale = rng.chance(0.7) ? 1 : nil
        edits = []
        let count = rng.int(1...6)
        var size = root.preorderCount
        var inserted = 0
        for _ in 0..<count {
            switch rng.int(0...10) {
            case 0, 1, 2:
                // One property changed, or a whole new style.
                let target = rng.int(0...size - 1)
                var style = root.node(atPreorder: target)?.style ?? .initial
                if rng.chance(0.7) {
                    rng.pick(StyleGenerator.properties).randomize(&style, &rng)
                    if extremes.contains(.styles) && rng.chance(0.5) {
                        rng.pick(StyleGenerator.extremeProperties).randomize(&style, &rng)
                    }
                } else {
                    style = StyleGenerator.style(&rng, density: 0.3, extremes: extremes)
                }
                edits.append(.setStyle(target: target, style))
            case 3, 4:
                var counter = 0
                let node = TreeGenerator.subtree(&rng, budget: rng.int(1...6), depth: 0, density: 0.3,
                                                 counter: &counter, prefix: "i\(inserted)_", extremes: extremes)
                inserted += 1
                edits.append(.insertChild(parent: rng.int(0...size - 1), index: rng.chance(0.5) ? rng.int(0...4) : nil, node))
                size += node.preorderCount
            case 5, 6:
                if size > 1 {
                    let target = rng.int(1...size - 1)
                    edits.append(.removeChild(target: target))
                    size = max(1, size - 1)
                }
            case 7:
                edits.append(.setMeasure(target: rng.int(0...size - 1), rng.chance(0.8) ? TreeGenerator.measure(&rng, extremes: extremes) : nil))
            case 8:
                edits.append(.markDirty(target: rng.int(0...size - 1)))
            default:
                edits.append(.layout(TreeGenerator.viewport(&rng, extremes: extremes)))
            }
        }
    }

    public var description: String {
        var text = "viewport: \(FuzzCase.describe(viewport)), pixel scale: \(pixelScale.map { "\($0)" } ?? "nil")\n"
        text += "tree: \(root)\n"
        for edit in edits { text += "edit: \(edit)\n" }
        return text
    }

    static func describe(_ space: Size<AvailableSpace>) -> String {
        func axis(_ value: AvailableSpace) -> String {
            switch value {
            case .definite(let v): return "\(v)"
            case .minContent: return "min-content"
            case .maxContent: return "max-content"
            }
        }
        return "\(axis(space.width)) × \(axis(space.height))"
    }
}

/// Where a case holds relations: a node of its tree (document order), or an edit that sets them.
enum RelationSite: Hashable {
    case node(Int)
    case edit(Int)
}

extension FuzzCase {
    /// The places that hold relations, nodes first.
    var relationSites: [RelationSite] {
        var sites: [RelationSite] = []
        var index = 0
        var stack = [root]
        while let node = stack.popLast() {
            if !node.constraints.isEmpty { sites.append(.node(index)) }
            index += 1
            stack.append(contentsOf: node.children.reversed())
        }
        for (index, edit) in edits.enumerated() {
            if case .setConstraints = edit { sites.append(.edit(index)) }
        }
        return sites
    }

    /// The number of relations in the tree (not counting those edits set).
    var relationCount: Int {
        var count = 0
        for case .node(let index) in relationSites { count += root.node(atPreorder: index)?.constraints.relations.count ?? 0 }
        return count
    }

    func constraints(at site: RelationSite) -> ConstraintSet {
        switch site {
        case .node(let index): return root.node(atPreorder: index)?.constraints ?? .none
        case .edit(let index):
            guard case .setConstraints(_, let constraints) = edits[index] else { return .none }
            return constraints
        }
    }

    /// The case with `constraints` at `site`.
    func setting(_ constraints: ConstraintSet, at site: RelationSite) -> FuzzCase {
        var copy = self
        switch site {
        case .node(let index):
            copy.root = root.replacing(atPreorder: index) { node in
                var node = node
                node.constraints = constraints
                return node
            }
        case .edit(let index):
            guard case .setConstraints(let target, _) = edits[index] else { return self }
            copy.edits[index] = .setConstraints(target: target, constraints)
        }
        return copy
    }

    /// The case without the relations and content priorities that name `id`: what is left of
    /// them once the child `id` is removed.
    func droppingRelations(naming id: ElementID) -> FuzzCase {
        var copy = self
        for site in relationSites {
            var constraints = self.constraints(at: site)
            constraints.relations.removeAll { $0.item == .item(id) || $0.target?.item == .item(id) }
            constraints.contentPriorities[id] = nil
            copy = copy.setting(constraints, at: site)
        }
        return copy
    }
}

extension LayoutNode {
    /// The number of nodes in the tree.
    var preorderCount: Int {
        var count = 0
        var stack = [self]
        while let node = stack.popLast() {
            count += 1
            stack.append(contentsOf: node.children)
        }
        return count
    }

    /// The node at `index` in document order.
    func node(atPreorder index: Int) -> LayoutNode? {
        var count = 0
        var stack = [self]
        while let node = stack.popLast() {
            if count == index { return node }
            count += 1
            stack.append(contentsOf: node.children.reversed())
        }
        return nil
    }

    /// The tree with the node at `index` (document order) replaced by `transform`'s result, or
    /// removed when the result is `nil` (the root cannot be removed). Recursive: for the
    /// minimiser's generated trees, which are at most a few hundred levels deep.
    func replacing(atPreorder index: Int, with transform: (LayoutNode) -> LayoutNode?) -> LayoutNode {
        var counter = 0
        return replacing(index, &counter, transform) ?? self
    }

    private func replacing(_ index: Int, _ counter: inout Int, _ transform: (LayoutNode) -> LayoutNode?) -> LayoutNode? {
        if counter == index {
            counter += preorderCount
            return transform(self)
        }
        counter += 1
        var node = self
        var children: [LayoutNode] = []
        var changed = false
        for child in self.children {
            if counter > index {
                children.append(child)
                continue
            }
            let start = counter
            let end = start + child.preorderCount
            if index >= end {
                counter = end
                children.append(child)
                continue
            }
            if let replaced = child.replacing(index, &counter, transform) { children.append(replaced) }
            changed = true
        }
        if changed { node.children = children }
        return node
    }
}
