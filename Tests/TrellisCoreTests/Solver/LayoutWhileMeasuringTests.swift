import Testing
@testable import TrellisCore

/// A container measured at the height its content gives it, which its parent will probably lay
/// it out at, is laid out at once (`LayoutTree.computeLayout`). That must never change a frame;
/// the fuzzer checks it on random trees, these on the cases that decide whether it applies.
@Suite struct LayoutWhileMeasuringTests {
    /// A tree to lay out both ways. The tree is built in the test, not kept in the arguments:
    /// LeakSanitizer cannot follow the references that enums such as `Dimension.calc` hold in
    /// their payload's spare bits, so a tree kept until the process ends reads as a leak.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let width: Double
        let makeRoot: @Sendable () -> LayoutNode
        var testDescription: String { name }

        init(name: String, root: @escaping @Sendable @autoclosure () -> LayoutNode, width: Double) {
            (self.name, self.width, self.makeRoot) = (name, width, root)
        }
    }

    static func text(_ id: String, _ words: String) -> LayoutNode {
        LayoutNode(id: ElementID(id), measure: .monospaceText(words, cellWidth: 6, cellHeight: 12))
    }

    /// A card like StackBenchmarks': a padded column of rows and text over a background.
    static var card: LayoutNode { LayoutNode(style: Style().display(.layers), children: [
        LayoutNode(style: Style().display(.layers).padding(12), children: [
            LayoutNode(style: Style().flexDirection(.column).alignItems(.stretch), children: [
                LayoutNode(style: Style().alignItems(.center), children: [
                    LayoutNode(id: "avatar", style: Style().width(40).height(40)),
                    LayoutNode(style: Style().flexDirection(.column).alignItems(.start), children: [
                        text("title", "Card number one"),
                        text("subtitle", "A subtitle that wraps onto more lines when room is short"),
                    ]),
                ]),
                LayoutNode(id: "footer", style: Style().minHeight(8).aspectRatio(20)),
            ]),
        ]),
        LayoutNode(id: "background", style: Style().position(.absolute).inset(.points(0))),
    ]) }

    static let cases: [Case] = [
        Case(name: "a card of stacks and text", root: LayoutNode(style: Style().flexDirection(.column), children: [card, card]),
             width: 200),
        // A known height would make a stretched item's height definite, and its aspect ratio
        // would then give its width (§9.2 step 3B): the row is measured, then laid out.
        Case(name: "a row with a stretched item that has an aspect ratio",
             root: LayoutNode(style: Style().flexDirection(.column), children: [
                LayoutNode(style: Style().alignItems(.center), children: [
                    LayoutNode(children: [
                        LayoutNode(id: "ratio", style: Style().aspectRatio(2)),
                        LayoutNode(id: "tall", style: Style().width(10).height(30)),
                    ]),
                ]),
             ]), width: 300),
        // A single-line column stretches its items' widths, never their heights: a known height
        // changes nothing an aspect ratio reads, so the column is laid out as it is measured.
        Case(name: "a column with items that have an aspect ratio",
             root: LayoutNode(style: Style().flexDirection(.column), children: [
                LayoutNode(style: Style().flexDirection(.column).alignItems(.start).padding(4), children: [
                    LayoutNode(id: "stretchedWidth", style: Style().alignSelf(.stretch).minHeight(8).aspectRatio(20)),
                    LayoutNode(id: "fromHeight", style: Style().height(10).aspectRatio(2)),
                    LayoutNode(id: "growing", style: Style().width(30).aspectRatio(3).flexGrow(1)),
                    text("words", "Words beside boxes of a ratio"),
                ]),
             ]), width: 90),
        // A percentage height resolves against a definite height only: the inner column's is
        // its content's once the outer column (of definite height) lays it out.
        Case(name: "a percentage height inside", root: LayoutNode(style: Style().flexDirection(.column).height(200), children: [
            LayoutNode(style: Style().flexDirection(.column).flexShrink(0), children: [
                LayoutNode(id: "tall", style: Style().height(50)),
                LayoutNode(id: "half", style: Style().height(.percent(50))),
            ]),
        ]), width: 100),
        // A layers container's cell height is known before its children are placed, whether the
        // container was given it or found it: a percentage there (a `.max` inset's) is harmless.
        Case(name: "a percentage minimum height in a layers container",
             root: LayoutNode(style: Style().flexDirection(.column), children: [
                LayoutNode(style: Style().display(.layers), children: [
                    LayoutNode(id: "held", style: Style().minHeight(.calc(.percent(100) + .points(-10))), children: [
                        text("words", "Some words in a box held by a maximum inset"),
                    ]),
                ]),
                card,
             ]), width: 120),
        // A measure function that fills the available height sees none while the row is
        // measured, and the row's height once the row is laid out.
        Case(name: "a measure function that reads the available height",
             root: LayoutNode(style: Style().flexDirection(.column), children: [
                LayoutNode(style: Style().alignItems(.start), children: [
                    LayoutNode(id: "filling", measure: MeasureFunction("filling") { input in
                        Measurement(width: 10, height: input.availableSpace.height.definiteValue ?? 9)
                    }),
                    LayoutNode(id: "tall", style: Style().width(10).height(25)),
                ]),
             ]), width: 100),
        // A grid lays a baseline-aligned item out at an unknown height for its baseline, then at
        // the height found, not definite, which answers from the first (`laysOutAlikeAtFoundHeight`).
        Case(name: "grids nested with baseline alignment", root: nestedBaselines(6, Style().display(.grid).alignItems(.baseline)),
             width: 100),
        Case(name: "layers nested with baseline alignment on both axes",
             root: nestedBaselines(6, Style().display(.layers).alignItems(.baseline).justifyItems(.baseline)), width: 100),
        Case(name: "grids nested with a percentage height inside",
             root: nestedBaselines(4, Style().display(.grid).alignItems(.baseline), inner: LayoutNode(style: Style().height(.percent(50)),
                                                                                                      children: [text("words", "AB CD")])),
             width: 30),
    ]

    /// `depth` containers of `style`, each the only item of the next, around `inner` (text "AB").
    static func nestedBaselines(_ depth: Int, _ style: Style, inner: LayoutNode = text("text", "AB")) -> LayoutNode {
        (0..<depth).reduce(inner) { node, level in LayoutNode(id: ElementID("level\(depth - level)"), style: style, children: [node]) }
    }

    @Test func nestedBaselineGridsAndLayersPlaceTheirTextAtTheTop() throws {
        // Text "AB" is 12 × 12 (6 × 12 cells). Each grid stretches its one item across its column
        // and aligns it to its baseline, the only one of its row: every box is 100 × 12 at 0, 0.
        var grids = try LayoutTree(Self.nestedBaselines(30, Style().display(.grid).alignItems(.baseline)))
        try grids.layout(in: Size(width: .definite(100), height: .maxContent))
        let gridFrames = grids.computedLayout()
        for level in 1...30 { #expect(gridFrames.frame(of: ElementID("level\(level)")) == Rect(x: 0, y: 0, width: 100, height: 12)) }
        #expect(gridFrames.frame(of: ElementID("text")) == Rect(x: 0, y: 0, width: 100, height: 12))
        // Justified to a baseline too, each layers item keeps its fit-content width, 12: only
        // the outermost container, the root, is 100 wide.
        var layers = try LayoutTree(Self.nestedBaselines(30, Style().display(.layers).alignItems(.baseline).justifyItems(.baseline)))
        try layers.layout(in: Size(width: .definite(100), height: .maxContent))
        let layerFrames = layers.computedLayout()
        #expect(layerFrames.frame(of: ElementID("level1")) == Rect(x: 0, y: 0, width: 100, height: 12))
        for level in 2...30 { #expect(layerFrames.frame(of: ElementID("level\(level)")) == Rect(x: 0, y: 0, width: 12, height: 12)) }
        #expect(layerFrames.frame(of: ElementID("text")) == Rect(x: 0, y: 0, width: 12, height: 12))
    }

    @Test(arguments: cases)
    func framesAreTheSameWhetherOrNotContainersAreLaidOutWhileMeasured(_ example: Case) throws {
        func frames(layingOutWhileMeasuring: Bool) throws -> ComputedLayout {
            var tree = try LayoutTree(example.makeRoot())
            tree.laysOutWhileMeasuring = layingOutWhileMeasuring
            try tree.layout(in: Size(width: .definite(example.width), height: .maxContent))
            return tree.computedLayout()
        }
        #expect(try frames(layingOutWhileMeasuring: true) == frames(layingOutWhileMeasuring: false))
    }

    @Test func anAspectRatioCountsWhereItsParentMayStretchItsHeight() throws {
        var tree = try LayoutTree(LayoutNode(children: [LayoutNode(id: "ratio", style: Style().aspectRatio(2))]))
        #expect(tree.containerHeightReads == 1)
        try tree.setStyle(Style().flexDirection(.column), of: tree.root)
        #expect(tree.containerHeightReads == 0)
        try tree.setStyle(Style().flexDirection(.column).flexWrap(.wrap), of: tree.root)
        #expect(tree.containerHeightReads == 1)
        try tree.setStyle(Style().display(.layers), of: tree.root)
        #expect(tree.containerHeightReads == 0)
        try tree.setStyle(Style().display(.grid), of: tree.root)
        // The grid counts for its rows, its item for its ratio.
        #expect(tree.containerHeightReads == 2)
    }

    @Test func theTreeCountsWhatReadsAContainersHeight() throws {
        var tree = try LayoutTree(LayoutNode(children: [
            LayoutNode(id: "a", style: Style().height(.percent(50))),
            LayoutNode(id: "b", measure: .monospaceText("vertical", writingMode: .verticalLR)),
            LayoutNode(id: "c", measure: .monospaceText("horizontal")),
        ]))
        #expect(tree.containerHeightReads == 2)
        let a = try #require(tree.node(withID: "a"))
        let c = try #require(tree.node(withID: "c"))
        try tree.setStyle(Style().height(10), of: a)
        #expect(tree.containerHeightReads == 1)
        try tree.setStyle(Style().inset(Edges(top: .percent(10), right: .auto, bottom: .auto, left: .auto)), of: a)
        #expect(tree.containerHeightReads == 2)
        try tree.setMeasure(MeasureFunction("reads") { input in
            Measurement(width: 10, height: input.availableSpace.height.definiteValue ?? 10)
        }, of: c)
        #expect(tree.containerHeightReads == 3)
        try tree.setMeasure(MeasureFunction?.none, of: c)
        try tree.setStyle(Style(), of: a)
        #expect(tree.containerHeightReads == 1)
        // In a layers container the children's heights are known before they are placed; a
        // percentage gap reads the box's own height wherever it is.
        try tree.setStyle(Style().display(.layers), of: tree.root)
        #expect(tree.containerHeightReads == 0)
        try tree.setStyle(Style().height(.percent(50)), of: a)
        #expect(tree.containerHeightReads == 0)
        try tree.setStyle(Style().rowGap(.percent(5)), of: a)
        #expect(tree.containerHeightReads == 1)
        try tree.setStyle(Style().height(.percent(50)), of: a)
        try tree.setStyle(Style(), of: tree.root)
        #expect(tree.containerHeightReads == 2)
        // A removed child no longer has its parent; it counts as a root, a flex item.
        try tree.setStyle(Style().display(.layers), of: tree.root)
        try tree.removeChild(a, from: tree.root)
        #expect(tree.containerHeightReads == 1)
        let inserted = try tree.insertChild(LayoutNode(style: Style().height(.percent(10))), into: tree.root)
        #expect(tree.containerHeightReads == 1)
        try tree.removeChild(inserted, from: tree.root)
        #expect(tree.containerHeightReads == 2)
    }

    @Test func measureFunctionsSayWhetherTheyReadTheAvailableHeight() {
        #expect(!MeasureFunction.monospaceText("a b").readsAvailableHeight)
        #expect(MeasureFunction.monospaceText("a b", writingMode: .verticalLR).readsAvailableHeight)
        #expect(MeasureFunction("custom") { _ in Measurement(width: 1, height: 1) }.readsAvailableHeight)
        #expect(!MeasureFunction("fixed", readsAvailableHeight: false) { _ in Measurement(width: 1, height: 1) }
            .readsAvailableHeight)
    }
}
