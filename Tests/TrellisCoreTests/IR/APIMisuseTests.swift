import Testing
import TrellisCore

/// Misusing LayoutTree's API throws a typed error; it never traps.
@Suite struct APIMisuseTests {
    static let sample = LayoutNode(id: "root", children: [
        LayoutNode(id: "a", children: [LayoutNode(id: "a1")]),
        LayoutNode(id: "text", measure: .ahem("HH")),
    ])

    @Test func nodeIndicesFromAnotherTreeAreRefused() throws {
        var tree = try LayoutTree(Self.sample)
        let other = try LayoutTree(Self.sample)
        let foreign = try #require(other.node(withID: "a"))
        let error = LayoutError.invalidNode(foreign.description, nodeCount: 4)
        #expect(throws: error) { try tree.style(of: foreign) }
        #expect(throws: error) { try tree.frameInParent(of: foreign) }
        #expect(throws: error) { try tree.children(of: foreign) }
        #expect(throws: error) { try tree.parent(of: foreign) }
        #expect(throws: error) { try tree.id(of: foreign) }
        #expect(throws: error) { try tree.computedLayout(of: foreign) }
        #expect(throws: error) { try tree.setStyle(Style(), of: foreign) }
        #expect(throws: error) { try tree.setMeasure(nil, of: foreign) }
        #expect(throws: error) { try tree.markDirty(foreign) }
        #expect(throws: error) { try tree.insertChild(LayoutNode(), into: foreign) }
        #expect(throws: error) { try tree.removeChild(foreign, from: tree.root) }
    }

    @Test func indicesBeyondTheTreeAreRefused() throws {
        // A larger tree's index is out of this tree's range as well as foreign.
        let big = try LayoutTree(LayoutNode(children: (0..<10).map { _ in LayoutNode() }))
        let far = try #require(big.children(of: big.root).last)
        let tree = try LayoutTree(Self.sample)
        #expect(throws: LayoutError.self) { try tree.style(of: far) }
    }

    @Test func childrenOfTheWrongParentAndBadIndices() throws {
        var tree = try LayoutTree(Self.sample)
        let a = try #require(tree.node(withID: "a"))
        let a1 = try #require(tree.node(withID: "a1"))
        #expect(throws: LayoutError.notAChild(child: #""a1""#, parent: #""root""#)) {
            try tree.removeChild(a1, from: tree.root)
        }
        #expect(throws: LayoutError.notAChild(child: #""root""#, parent: #""a""#)) {
            try tree.removeChild(tree.root, from: a)
        }
        try tree.removeChild(a1, from: a)
        #expect(throws: LayoutError.notAChild(child: #""a1""#, parent: #""a""#)) {
            try tree.removeChild(a1, from: a)  // removed twice
        }
        #expect(throws: LayoutError.childIndexOutOfRange(parent: #""a""#, index: -1, childCount: 0)) {
            try tree.insertChild(LayoutNode(), into: a, at: -1)
        }
        #expect(throws: LayoutError.childIndexOutOfRange(parent: #""a""#, index: Int.max, childCount: 0)) {
            try tree.insertChild(LayoutNode(), into: a, at: Int.max)
        }
    }

    @Test func measuredNodesCannotHaveChildren() throws {
        #expect(throws: LayoutError.measuredNodeWithChildren(node: #""m""#)) {
            try LayoutTree(LayoutNode(children: [LayoutNode(id: "m", measure: .ahem("H"), children: [LayoutNode()])]))
        }
        var tree = try LayoutTree(Self.sample)
        let text = try #require(tree.node(withID: "text"))
        let a = try #require(tree.node(withID: "a"))
        #expect(throws: LayoutError.measuredNodeWithChildren(node: #""text""#)) {
            try tree.insertChild(LayoutNode(), into: text)
        }
        #expect(throws: LayoutError.measuredNodeWithChildren(node: #""a""#)) {
            try tree.setMeasure(.ahem("H"), of: a)
        }
    }

    @Test func invalidAvailableSpaceAndScale() throws {
        var tree = try LayoutTree(Self.sample)
        #expect(throws: LayoutError.invalidAvailableSpace(axis: .horizontal, value: -1)) { try tree.layout(width: -1, height: 1) }
        #expect(throws: LayoutError.self) { try tree.layout(width: .nan, height: 1) }
        #expect(throws: LayoutError.self) { try tree.layout(width: 1, height: .infinity) }
        #expect(throws: LayoutError.invalidPixelScale(0)) { try tree.layout(width: 1, height: 1, pixelScale: 0) }
        #expect(throws: LayoutError.self) { try tree.layout(width: 1, height: 1, pixelScale: .nan) }
    }

    @Test func aRejectedInsertLeavesTheTreeUnchanged() throws {
        var tree = try LayoutTree(Self.sample)
        let count = tree.nodeCount
        #expect(throws: LayoutError.self) {
            try tree.insertChild(LayoutNode(children: [LayoutNode(), LayoutNode(style: Style().width(.points(.nan)))]), into: tree.root)
        }
        #expect(tree.nodeCount == count)
        #expect(try tree.children(of: tree.root).count == 2)
    }
}
