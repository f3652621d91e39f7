import Testing
import TrellisCore
import TrellisRender

/// The fixture format's conventions (`Docs/LayoutFiles.md`): the root as the only item of the
/// viewport's flex wrapper, and Taffy's and Yoga's rounding rule.
@Suite struct FixtureConventionsTests {
    /// A box 0.4 from its parent's edge, in a parent 0.4 from the root: the format rounds the
    /// offset on its own (0), where snapping absolute edges would give round(0.8) − round(0.4) = 1.
    @Test func offsetsAreRoundedOnTheirOwnAndSizesFromAbsoluteEdges() {
        let unrounded = ComputedLayout(frame: Rect(x: 0, y: 0, width: 10, height: 10), children: [
            ComputedLayout(frame: Rect(x: 0.4, y: 0.4, width: 5, height: 5), children: [
                ComputedLayout(id: "leaf", frame: Rect(x: 0.4, y: 0.6, width: 1.0, height: 1.3)),
            ]),
        ])
        let rounded = unrounded.roundedAsFixtures()
        let leaf = rounded.children[0].children[0]
        #expect(leaf.id == "leaf")
        #expect(leaf.frame.x == 0)                       // round(0.4)
        #expect(leaf.frame.width == 2 - 1)               // round(0.8 + 1.0) − round(0.8)
        #expect(leaf.frame.y == 1)                       // round(0.6)
        #expect(leaf.frame.height == 2 - 1)              // round(1.0 + 1.3) − round(1.0)
        #expect(rounded.children[0].frame == Rect(x: 0, y: 0, width: 5, height: 5))
    }

    /// Half pixels round up, negative ones too: floor(v + 0.5).
    @Test func halvesRoundUp() {
        let rounded = ComputedLayout(frame: Rect(x: -2.5, y: 2.5, width: 3, height: 1)).roundedAsFixtures()
        #expect(rounded.frame == Rect(x: -2, y: 3, width: 3, height: 1))
    }

    /// Rounding keeps the tree's shape and ids, at any depth.
    @Test func roundingKeepsShapeOfDeepTrees() {
        var layout = ComputedLayout(id: "deepest", frame: Rect(x: 0.25, y: 0, width: 1, height: 1))
        for _ in 0..<10_000 { layout = ComputedLayout(frame: Rect(x: 0.25, y: 0, width: 1, height: 1), children: [layout]) }
        #expect(layout.roundedAsFixtures().frame(of: "deepest") != nil)
    }

    static func document(_ root: LayoutNode, width: AvailableSpace, height: AvailableSpace) -> LayoutDocument {
        LayoutDocument(name: "wrapper", useRounding: true, viewport: Size(width: width, height: height), root: root)
    }

    /// The wrapper aligns its item at the start and never stretches it: an auto-height root in a
    /// definite viewport is as tall as its content, and an auto-width one as wide as its content.
    @Test func rootIsNeverStretched() throws {
        let root = LayoutNode(children: [LayoutNode(style: Style().width(30).height(10))])
        let layout = try Self.document(root, width: .definite(200), height: .definite(100)).fixtureLayout()
        #expect(layout.frame == Rect(x: 0, y: 0, width: 30, height: 10))
    }

    /// In `rtl` the root sits at the wrapper's right edge, and overflows it to the left.
    @Test func rtlRootSitsAtTheRightEdge() throws {
        var narrow = Style().width(20).height(10)
        narrow.direction = .rtl
        let inside = try Self.document(LayoutNode(style: narrow), width: .definite(200), height: .maxContent).fixtureLayout()
        #expect(inside.frame.x == 180)
        var wide = narrow.width(260)
        wide.flexShrink = 0
        let overflowing = try Self.document(LayoutNode(style: wide), width: .definite(200), height: .maxContent).fixtureLayout()
        #expect(overflowing.frame.x == -60)
    }
}
