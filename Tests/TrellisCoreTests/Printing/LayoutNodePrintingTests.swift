import Testing
@testable import TrellisCore

/// `LayoutNode` prints as the Swift code that builds the tree.
@Suite struct LayoutNodePrintingTests {
    @Test func emptyNode() {
        #expect(LayoutNode().description == "LayoutNode()")
        #expect(LayoutNode(style: .initial).debugDescription == "LayoutNode()")
    }

    @Test func leafArgumentsInOrder() {
        let node = LayoutNode(id: "b", style: Style().width(10), measure: .fixed(width: 10, height: 20))
        #expect(node.description == #"LayoutNode(id: "b", style: Style().width(10), measure: .fixed(width: 10.0, height: 20.0))"#)
        #expect(LayoutNode(id: ElementID(7)).description == "LayoutNode(id: ElementID(7))")
    }

    @Test func childrenAreIndentedOneLevelPerDepth() {
        let tree = LayoutNode(style: Style().flexDirection(.column).width(200).height(.percent(50)), children: [
            LayoutNode(id: "a", style: Style().flexGrow(1)),
            LayoutNode(id: "row", children: [
                LayoutNode(id: "b", measure: .fixed(width: 1, height: 2)),
                LayoutNode(children: [LayoutNode()]),
            ]),
            LayoutNode(id: "c"),
        ])
        #expect(tree.description == """
            LayoutNode(style: Style().flexDirection(.column).width(200).height(.percent(50)), children: [
                LayoutNode(id: "a", style: Style().flexGrow(1)),
                LayoutNode(id: "row", children: [
                    LayoutNode(id: "b", measure: .fixed(width: 1.0, height: 2.0)),
                    LayoutNode(children: [
                        LayoutNode()
                    ])
                ]),
                LayoutNode(id: "c")
            ])
            """)
    }

    @Test func deepChainPrintsWithoutRecursion() {
        let depth = 100_000
        let chain = deepChain(depth: depth)
        // Split as UTF-8 (the text is ASCII): splitting 200,001 lines by Character took as long
        // as printing them in a debug build.
        let lines = chain.description.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Substring.init)
        // One opening line per box with children, the leaf, and one closing line per opening.
        #expect(lines.count == 2 * depth + 1)
        #expect(lines.first == "LayoutNode(children: [")
        #expect(lines[depth] == String(repeating: " ", count: 4 * SwiftLiteral.maximumIndentDepth) + #"LayoutNode(id: "leaf")"#)
        #expect(lines.last == "])")
        // Indentation grows to the cap, then stays.
        #expect(lines[3] == String(repeating: " ", count: 12) + "LayoutNode(children: [")
        #expect(lines[1000].count == lines[999].count)
    }
}
