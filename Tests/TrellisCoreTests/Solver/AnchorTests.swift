import Testing
@testable import TrellisCore

/// Anchors (`Docs/Extensions.md` §3) and the opt-in self-sizing rule (§5).
@Suite struct AnchorTests {
    private func layout(_ root: LayoutNode) throws -> ComputedLayout {
        var tree = try LayoutTree(root)
        try tree.layout(in: Size(width: .maxContent, height: .maxContent))
        return tree.computedLayout()
    }

    private static let avatar = LayoutNode(id: "avatar", style: Style().anchorName("avatar").width(40).height(40))

    @Test func badgeSitsOnTheAvatarsCorner() throws {
        let badge = LayoutNode(id: "badge", style: Style()
            .position(.absolute)
            .inset(Edges(top: .calc(.anchor("avatar", .top) - 4), right: .auto, bottom: .auto,
                         left: .calc(.anchor("avatar", .right) - 8)))
            .width(12).height(12))
        let root = LayoutNode(style: Style().padding(10), children: [Self.avatar, badge])
        let result = try layout(root)
        #expect(result.frame(of: "avatar") == Rect(x: 10, y: 10, width: 40, height: 40))
        #expect(result.frame(of: "badge") == Rect(x: 42, y: 6, width: 12, height: 12))
    }

    @Test func anchorSizeAndCentre() throws {
        let label = LayoutNode(id: "label", style: Style()
            .position(.absolute).centerX(.calc(.anchor("avatar", .center))).centerY(.calc(.anchor("avatar", .bottom)))
            .width(.calc(.anchorSize("avatar", .horizontal) / 2)).height(10))
        let result = try layout(LayoutNode(children: [Self.avatar, label]))
        #expect(result.frame(of: "label") == Rect(x: 10, y: 35, width: 20, height: 10))
    }

    @Test func positionedSiblingsResolveInDependencyOrder() throws {
        // "b" is written first but anchors to "a", which comes later: resolution follows the references.
        let b = LayoutNode(id: "b", style: Style()
            .position(.absolute).inset(Edges(top: 0, right: .auto, bottom: .auto, left: .calc(.anchor("a", .right))))
            .width(5).height(5))
        let a = LayoutNode(id: "a", style: Style()
            .position(.absolute).inset(Edges(top: 0, right: .auto, bottom: .auto, left: 7)).anchorName("a").width(10).height(5))
        let result = try layout(LayoutNode(style: Style().width(100).height(20), children: [b, a]))
        #expect(result.frame(of: "b")?.x == 17)
    }

    @Test func unknownAnchorIsATypedError() {
        let lost = LayoutNode(id: "lost", style: Style().position(.absolute).inset(Edges(
            top: .auto, right: .auto, bottom: .auto, left: .calc(.anchor("nobody", .left)))))
        #expect(throws: LayoutError.unknownAnchor(node: "\"lost\"", name: "nobody")) {
            try layout(LayoutNode(children: [Self.avatar, lost]))
        }
    }

    /// The message names each anchor of the cycle once, then closes it with the first
    /// (issue 42: it used to repeat the last name, `--a → --b → --a → --a`).
    @Test(arguments: [
        (["a": "b", "b": "a"], ["a", "b"], "--a → --b → --a"),
        (["a": "b", "b": "c", "c": "a"], ["a", "b", "c"], "--a → --b → --c → --a"),
        (["a": "a"], ["a"], "--a → --a"),
    ])
    func cycleIsATypedErrorNamingTheAnchors(anchoring: [String: String], names: [String], message: String) {
        func box(_ name: String, after other: String) -> LayoutNode {
            LayoutNode(id: ElementID(name), style: Style()
                .position(.absolute).inset(Edges(top: .auto, right: .auto, bottom: .auto, left: .calc(.anchor(other, .right))))
                .anchorName(name))
        }
        let children = anchoring.keys.sorted().map { box($0, after: anchoring[$0]!) }
        #expect(throws: LayoutError.anchorCycle(parent: "#0", names: names)) {
            try layout(LayoutNode(children: children))
        }
        #expect(LayoutError.anchorCycle(parent: "#0", names: names).description
                == "node #0: positioned children anchor to each other in a cycle: " + message)
    }

    @Test func duplicateNamesAndInFlowAnchorsAreRejected() {
        let twin = LayoutNode(style: Style().anchorName("avatar"))
        #expect(throws: LayoutError.duplicateAnchorName(parent: "#0", name: "avatar")) {
            try layout(LayoutNode(children: [Self.avatar, twin, LayoutNode(style: Style()
                .position(.absolute).width(.calc(.anchorSize("avatar", .horizontal))))]))
        }
        let inFlow = LayoutNode(id: "flow", style: Style().width(.calc(.anchorSize("avatar", .horizontal))))
        #expect(throws: LayoutError.anchorOutsideAbsolutePositioning(node: "\"flow\"")) {
            try layout(LayoutNode(children: [Self.avatar, inFlow]))
        }
    }

    @Test func containerFitsChildrenPinnedToBothEdges() throws {
        // Auto Layout's self-sizing: a label pinned to all four edges sizes its container.
        let label = LayoutNode(id: "label", style: Style()
            .position(.absolute).inset(Edges(top: 6, right: 8, bottom: 6, left: 8)).width(60).height(20))
        let card = LayoutNode(id: "card", style: Style().fitsPinnedChildren(true), children: [label])
        let result = try layout(card)
        #expect(result.frame == Rect(x: 0, y: 0, width: 76, height: 32))
        #expect(result.frame(of: "label") == Rect(x: 8, y: 6, width: 60, height: 20))
        // Without the opt-in, positioned children never size their container (CSS).
        var plain = card
        plain.style.fitsPinnedChildren = false
        #expect(try layout(plain).frame == .zero)
    }

    @Test func aspectRatioTransfersTheClampedWidth() throws {
        // CSS Sizing 4 §5.1: max-width clamps 259 to 200 first; the ratio then gives 400.
        let boxed = LayoutNode(id: "a", style: Style()
            .position(.absolute).inset(Edges(top: 0, right: .auto, bottom: .auto, left: 0))
            .width(259).maxWidth(200).aspectRatio(0.5))
        let result = try layout(LayoutNode(style: Style().width(400).height(300), children: [boxed]))
        #expect(result.frame(of: "a") == Rect(x: 0, y: 0, width: 200, height: 400))
    }
}
