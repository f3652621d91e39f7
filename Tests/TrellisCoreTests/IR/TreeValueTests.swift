import Testing
@testable import TrellisCore

/// Tree values of any depth are freed, compared and hashed without recursion, and stay values.
@Suite struct TreeValueTests {
    @Test func deepLayoutNodeIsFreedComparedAndHashed() {
        let depth = 100_000
        var first: LayoutNode? = deepChain(depth: depth)
        let second = deepChain(depth: depth)
        #expect(first == second)
        #expect(first?.hashValue == second.hashValue)
        var different = deepChain(depth: depth)
        different.children[0].style.width = 1
        #expect(first != different)
        first = nil  // freeing the chain must not recurse
        #expect(first == nil)
    }

    @Test func deepComputedLayoutIsFreedAndCompared() {
        var first: ComputedLayout? = deepLayoutChain(depth: 100_000)
        #expect(first == deepLayoutChain(depth: 100_000))
        first = nil
        #expect(first == nil)
    }

    @Test func copiesSurviveMutationOfTheOriginal() {
        var original = LayoutNode(children: [LayoutNode(id: "a"), LayoutNode(id: "b")])
        let copy = original
        original.children.append(LayoutNode(id: "c"))
        original.children[0].style.width = 10
        #expect(copy.children.map(\.id) == ["a", "b"])
        #expect(copy.children[0].style.width == .auto)
        #expect(original.children.map(\.id) == ["a", "b", "c"])
    }

    @Test func sharedChildrenAreNotCopiedWhenUnique() {
        var node = LayoutNode(children: [LayoutNode(id: "a")])
        let box = ObjectIdentifier(node.childStorage)
        node.children[0].style.height = 5
        #expect(ObjectIdentifier(node.childStorage) == box)
        #expect(node.children[0].style.height == 5)
    }

    @Test func leavesShareOneEmptyBox() {
        #expect(LayoutNode(id: "x").childStorage === LayoutNode.noChildren)
        var node = LayoutNode(children: [LayoutNode()])
        node.children = []
        #expect(node.childStorage === LayoutNode.noChildren)
    }
}
