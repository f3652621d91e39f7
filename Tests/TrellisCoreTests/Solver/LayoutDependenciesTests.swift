import Testing
@testable import TrellisCore

/// What a node's cached layout depends on (`LayoutDependencies`): worked out from its style and
/// measure function, used to normalise its cache key, and tallied over the tree by one mechanism
/// (`LayoutTree.updatingDependencies(of:_:)`). The fuzzer checks the frames that follow; these
/// check the facts themselves.
@Suite struct LayoutDependenciesTests {
    private static let horizontalText = MeasureFunction.monospaceText("a b")
    private static let verticalText = MeasureFunction.monospaceText("a b", writingMode: .verticalLR)

    /// The dependencies of a lone child with `style` and `measure`, as the tree stores them.
    private func dependencies(_ style: Style, measure: MeasureFunction? = nil) throws -> LayoutDependencies {
        let tree = try LayoutTree(LayoutNode(children: [LayoutNode(style: style, measure: measure)]))
        return tree.nodes[1].dependencies
    }

    @Test func aStyleDependsOnWhatItsLengthsRead() throws {
        #expect(try dependencies(Style()) == [])
        #expect(try dependencies(Style().width(.percent(50))) == [.containingBlockWidth])
        #expect(try dependencies(Style().padding(.percent(5))) == [.containingBlockWidth])
        #expect(try dependencies(Style().height(.percent(50))) == [.containingBlockHeight, .containerHeight])
        #expect(try dependencies(Style().height(.stretch)) == [.availableHeight, .containerHeight])
        #expect(try dependencies(Style().rowGap(.percent(5))) == [.heightsAnywhere])
    }

    @Test func aMeasureFunctionIsGivenTheAvailableHeight() throws {
        #expect(try dependencies(Style(), measure: Self.horizontalText) == [.availableHeight])
        #expect(try dependencies(Style(), measure: Self.verticalText) == [.availableHeight, .containerHeight])
    }

    @Test func editsWorkTheDependenciesOutAgain() throws {
        var tree = try LayoutTree(LayoutNode(children: [LayoutNode(id: "leaf", style: Style().width(.percent(50)))]))
        let leaf = try #require(tree.node(withID: "leaf"))
        try tree.setMeasure(Self.verticalText, of: leaf)
        #expect(tree.nodes[Int(leaf.raw)].dependencies == [.containingBlockWidth, .availableHeight, .containerHeight])
        try tree.setStyle(Style().height(.stretch), of: leaf)
        #expect(tree.nodes[Int(leaf.raw)].dependencies == [.availableHeight, .containerHeight])
        // Without its measure function, a stretched height still fills the available height.
        try tree.setMeasure(nil, of: leaf)
        #expect(tree.nodes[Int(leaf.raw)].dependencies == [.availableHeight, .containerHeight])
        try tree.setStyle(Style(), of: leaf)
        #expect(tree.nodes[Int(leaf.raw)].dependencies == [])
    }

    @Test func theCacheKeyKeepsOnlyWhatTheNodeReads() {
        let question = LayoutInput(
            knownSize: Size(width: 40, height: nil), parentSize: Size(width: 100, height: 80),
            availableSpace: Size(width: .definite(90), height: .definite(70)),
            sizingMode: .inherentSize, runMode: .computeSize, knownHeightIsDefinite: false)
        let readingNothing = LayoutDependencies().normalizing(question, treeReadsContainerHeights: false)
        #expect(readingNothing.parentSize == Size(width: nil, height: nil))
        #expect(readingNothing.availableSpace == Size(width: .definite(40), height: .maxContent))
        #expect(readingNothing.knownHeightIsDefinite)
        let readingEverything = LayoutDependencies.all.normalizing(question, treeReadsContainerHeights: true)
        #expect(readingEverything.parentSize == question.parentSize)
        #expect(readingEverything.availableSpace == Size(width: .definite(40), height: .definite(70)))
        #expect(!readingEverything.knownHeightIsDefinite)
    }

    /// The tally, recounted from every node's share.
    private func recounted(_ tree: LayoutTree) -> Int {
        (0..<Int32(tree.nodeCount)).reduce(0) { $0 + tree.heightReadShare(of: $1) }
    }

    @Test func theTallyIsTheSumOfTheSharesAfterEveryEdit() throws {
        let styles = [Style(), Style().height(.percent(50)), Style().display(.layers), Style().rowGap(.percent(5)),
                      Style().display(.layers).height(.stretch), Style().width(.percent(20))]
        var tree = try LayoutTree(LayoutNode(children: [
            LayoutNode(id: "a", style: styles[1]),
            LayoutNode(id: "b", style: styles[2], children: [LayoutNode(style: styles[1]), LayoutNode(measure: Self.verticalText)]),
            LayoutNode(id: "c", measure: Self.horizontalText),
        ]))
        #expect(tree.containerHeightReads == recounted(tree))
        // A fixed walk through every kind of edit, with nodes and styles taken in strides
        // prime to the lists' lengths, so that each edit meets each of them.
        for step in 0..<200 {
            let nodes = (0..<Int32(tree.nodeCount)).map { tree.index($0) }.filter { tree.isAttached($0.raw) }
            let node = nodes[step * 7 % nodes.count]
            let style = styles[step * 5 % styles.count]
            switch step % 4 {
            case 0: try tree.setStyle(style, of: node)
            case 1 where try tree.children(of: node).isEmpty:
                try tree.setMeasure(step % 8 == 1 ? Self.verticalText : nil, of: node)
            case 2 where try tree.measure(of: node) == nil:
                try tree.insertChild(LayoutNode(style: style, children: [LayoutNode(style: styles[1])]), into: node)
            case 3:
                if let parent = try tree.parent(of: node) { try tree.removeChild(node, from: parent) }
            default: break
            }
            #expect(tree.containerHeightReads == recounted(tree), "after step \(step)")
        }
    }

    @Test func aRejectedInsertionLeavesTheTallyAsItWas() throws {
        var tree = try LayoutTree(LayoutNode(children: [LayoutNode(style: Style().height(.percent(50)))]))
        let before = tree.containerHeightReads
        #expect(throws: LayoutError.self) {
            try tree.insertChild(LayoutNode(children: [
                LayoutNode(style: Style().height(.percent(10))),
                LayoutNode(style: Style().width(.points(.nan))),
            ]), into: tree.root)
        }
        #expect(tree.containerHeightReads == before)
        #expect(tree.containerHeightReads == recounted(tree))
    }

    /// A reader that took at most a limit of the min-content width cannot tell two widths
    /// beyond it apart; with no reader nothing is seen, and a reader of the whole sees every change.
    @Test func minContentReadersSeeUpToTheirLimit() {
        #expect(MinContentRead().seesAlike(40, 45))
        var limited = MinContentRead()
        limited.note(upTo: 50)
        #expect(!limited.seesAlike(40, 45))
        #expect(!limited.seesAlike(40, 60))
        #expect(limited.seesAlike(60, 70))
        #expect(limited.seesAlike(40, 40))
        var whole = MinContentRead()
        whole.note(upTo: .infinity)
        whole.note(limited)
        #expect(!whole.seesAlike(60, 70))
        // A limit a `Float` cannot hold is rounded up: never narrower than the reader's.
        var odd = MinContentRead()
        odd.note(upTo: 50.000_000_1)
        #expect(!odd.seesAlike(50.000_000_05, 60))
    }
}
