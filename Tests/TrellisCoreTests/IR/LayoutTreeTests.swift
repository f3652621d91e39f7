import Testing
import TrellisCore

/// Building and editing the arena, without laying it out.
@Suite struct LayoutTreeTests {
    /// root → [a → [a1, a2], b]
    static let sample = LayoutNode(id: "root", style: Style().flexDirection(.column), children: [
        LayoutNode(id: "a", children: [LayoutNode(id: "a1"), LayoutNode(id: "a2", style: Style().width(5))]),
        LayoutNode(id: "b", measure: .fixed(width: 1, height: 1)),
    ])

    func ids(_ tree: LayoutTree, _ nodes: [LayoutTree.NodeIndex]) -> [ElementID?] {
        nodes.map { try! tree.id(of: $0) }
    }

    @Test func buildsInDocumentOrder() throws {
        let tree = try LayoutTree(Self.sample)
        #expect(tree.nodeCount == 5)
        #expect(try tree.id(of: tree.root) == "root")
        #expect(try tree.parent(of: tree.root) == nil)
        #expect(try ids(tree, tree.children(of: tree.root)) == ["a", "b"])
        let a = try #require(tree.node(withID: "a"))
        #expect(try ids(tree, tree.children(of: a)) == ["a1", "a2"])
        let a2 = try #require(tree.node(withID: "a2"))
        #expect(try tree.parent(of: a2) == a)
        #expect(try tree.parent(of: a) == tree.root)
        #expect(try tree.style(of: a2) == Style().width(5))
        #expect(try tree.style(of: tree.root) == Style().flexDirection(.column))
        #expect(try tree.children(of: a2).isEmpty)
        #expect(tree.node(withID: "missing") == nil)
    }

    @Test func nodeWithIDFindsTheFirstInDocumentOrder() throws {
        let tree = try LayoutTree(LayoutNode(children: [
            LayoutNode(children: [LayoutNode(id: "dup", style: Style().order(1))]),
            LayoutNode(id: "dup", style: Style().order(2)),
        ]))
        let found = try #require(tree.node(withID: "dup"))
        #expect(try tree.style(of: found).order == 1)
    }

    @Test func insertChildAtIndices() throws {
        var tree = try LayoutTree(Self.sample)
        let root = tree.root
        try tree.insertChild(LayoutNode(id: "first"), into: root, at: 0)
        try tree.insertChild(LayoutNode(id: "middle"), into: root, at: 2)
        try tree.insertChild(LayoutNode(id: "end"), into: root, at: 4)  // index == count appends
        let appended = try tree.insertChild(LayoutNode(id: "last", children: [LayoutNode(id: "inner")]), into: root)
        #expect(try ids(tree, tree.children(of: root)) == ["first", "a", "middle", "b", "end", "last"])
        #expect(try tree.parent(of: appended) == root)
        #expect(try ids(tree, tree.children(of: appended)) == ["inner"])
        #expect(try tree.node(withID: "inner").flatMap { try tree.parent(of: $0) } == appended)
    }

    @Test func insertChildRejectsIndicesOutsideTheChildren() throws {
        var tree = try LayoutTree(Self.sample)
        let root = tree.root
        #expect(throws: LayoutError.childIndexOutOfRange(parent: #""root""#, index: 3, childCount: 2)) {
            try tree.insertChild(LayoutNode(id: "x"), into: root, at: 3)
        }
        #expect(throws: LayoutError.childIndexOutOfRange(parent: #""root""#, index: -1, childCount: 2)) {
            try tree.insertChild(LayoutNode(id: "x"), into: root, at: -1)
        }
        #expect(try ids(tree, tree.children(of: root)) == ["a", "b"])
    }

    /// Siblings link forward only, with the parent keeping its last child: removing the first,
    /// a middle and the last child, then appending and inserting, must keep every link right.
    @Test func removalsAnywhereKeepTheSiblingsInOrder() throws {
        var tree = try LayoutTree(LayoutNode(id: "root", children: ["c0", "c1", "c2", "c3", "c4"].map { LayoutNode(id: $0) }))
        let root = tree.root
        for id in ["c0", "c2", "c4"] as [ElementID] {
            try tree.removeChild(try #require(tree.node(withID: id)), from: root)
        }
        #expect(try ids(tree, tree.children(of: root)) == ["c1", "c3"])
        try tree.insertChild(LayoutNode(id: "end"), into: root)
        try tree.insertChild(LayoutNode(id: "start"), into: root, at: 0)
        try tree.insertChild(LayoutNode(id: "between"), into: root, at: 2)
        #expect(try ids(tree, tree.children(of: root)) == ["start", "c1", "between", "c3", "end"])
        try tree.removeChild(try #require(tree.node(withID: "end")), from: root)
        try tree.insertChild(LayoutNode(id: "new end"), into: root)
        #expect(try ids(tree, tree.children(of: root)) == ["start", "c1", "between", "c3", "new end"])
        for id in ["start", "c1", "between", "c3", "new end"] as [ElementID] {
            try tree.removeChild(try #require(tree.node(withID: id)), from: root)
        }
        #expect(try tree.children(of: root).isEmpty)
        try tree.insertChild(LayoutNode(id: "only"), into: root, at: 0)
        #expect(try ids(tree, tree.children(of: root)) == ["only"])
    }

    @Test func removeChildDetachesTheSubtree() throws {
        var tree = try LayoutTree(Self.sample)
        let a = try #require(tree.node(withID: "a"))
        try tree.removeChild(a, from: tree.root)
        #expect(try ids(tree, tree.children(of: tree.root)) == ["b"])
        #expect(try tree.parent(of: a) == nil)
        #expect(tree.node(withID: "a1") == nil)  // no longer reachable from the root
        // The detached subtree keeps its own structure.
        #expect(try ids(tree, tree.children(of: a)) == ["a1", "a2"])
        // Removing the last child, then inserting again, relinks first and last.
        let b = try #require(tree.node(withID: "b"))
        try tree.removeChild(b, from: tree.root)
        #expect(try tree.children(of: tree.root).isEmpty)
        try tree.insertChild(LayoutNode(id: "c"), into: tree.root, at: 0)
        #expect(try ids(tree, tree.children(of: tree.root)) == ["c"])
    }

    @Test func removeChildFromTheMiddleKeepsSiblingsLinked() throws {
        var tree = try LayoutTree(LayoutNode(children: [LayoutNode(id: "x"), LayoutNode(id: "y"), LayoutNode(id: "z")]))
        let y = try #require(tree.node(withID: "y"))
        try tree.removeChild(y, from: tree.root)
        #expect(try ids(tree, tree.children(of: tree.root)) == ["x", "z"])
    }

    @Test func removeChildRejectsANonChild() throws {
        var tree = try LayoutTree(Self.sample)
        let a1 = try #require(tree.node(withID: "a1"))
        let b = try #require(tree.node(withID: "b"))
        #expect(throws: LayoutError.notAChild(child: #""a1""#, parent: #""root""#)) {
            try tree.removeChild(a1, from: tree.root)
        }
        #expect(throws: LayoutError.notAChild(child: #""a1""#, parent: #""b""#)) {
            try tree.removeChild(a1, from: b)
        }
        let unnamed = try LayoutTree(LayoutNode(children: [LayoutNode(children: [LayoutNode()])]))
        var copy = unnamed
        #expect(throws: LayoutError.notAChild(child: "#2", parent: "#0")) {
            try copy.removeChild(LayoutTree.NodeIndex(unnamed, 2), from: unnamed.root)
        }
        #expect(try ids(tree, tree.children(of: tree.root)) == ["a", "b"])
    }

    @Test func editsDoNotAffectCopies() throws {
        let original = try LayoutTree(Self.sample)
        var edited = original
        try edited.insertChild(LayoutNode(id: "new"), into: edited.root)
        #expect(try original.children(of: original.root).count == 2)
        #expect(try edited.children(of: edited.root).count == 3)
    }

    @Test func setStyleReplacesTheStyle() throws {
        var tree = try LayoutTree(Self.sample)
        let b = try #require(tree.node(withID: "b"))
        try tree.setStyle(Style().flexGrow(2), of: b)
        #expect(try tree.style(of: b) == Style().flexGrow(2))
    }

    /// 10,000 levels, where 100,000 took 2.9 s of the debug build: building a tree at the depth
    /// limit (250,000, `DepthAndWidthTests.treesDeeperThanTheLimitAreRejected`) is what a
    /// recursive build could not survive; this checks the links of a deep chain.
    @Test func deepChainBuildsWithoutStackOverflow() throws {
        let depth = 10_000
        let chain = deepChain(depth: depth)
        let tree = try LayoutTree(chain)
        #expect(tree.nodeCount == depth + 1)
        let leaf = try #require(tree.node(withID: "leaf"))
        var ancestors = 0
        var current = leaf
        while let parent = try tree.parent(of: current) {
            ancestors += 1
            current = parent
        }
        #expect(ancestors == depth)
        #expect(current == tree.root)
    }
}

extension LayoutTree.NodeIndex {
    /// The `n`th node of `tree` in build (document) order, found by walking from the root.
    init(_ tree: LayoutTree, _ n: Int) {
        var order: [LayoutTree.NodeIndex] = []
        var stack = [tree.root]
        while let next = stack.popLast() {
            order.append(next)
            stack.append(contentsOf: try! tree.children(of: next).reversed())
        }
        self = order[n]
    }
}
