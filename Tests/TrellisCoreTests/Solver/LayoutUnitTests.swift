import Testing
@testable import TrellisCore

/// Where the solver snaps to Chrome's layout units of 1/64 px (Docs/IntermediateTree.md, "Layout
/// units"). The expected frames are Chromium 156's, from the trees named in each test.
@Suite struct LayoutUnitTests {
    static func frames(_ tree: FakeLayoutTree) throws -> [Rect] {
        try tree.children.map { try #require(tree.frame(of: $0)) }
    }

    @Test func flexedItemsShareTheFreeSpaceInUnitsFromTheLastBack() throws {
        // 6,400 units among three: the last takes round(6400 / 3) = 2133, the middle
        // round(4267 / 2) = 2134 (halves away from zero), the first the 2133 left.
        var tree = FakeLayoutTree(Style().width(100).height(10), children: Array(repeating: (Style().flexGrow(1), Size(width: 0, height: 0)), count: 3))
        _ = tree.layOut(in: Size(width: 100, height: 10))
        let widths = try Self.frames(tree).map(\.width)
        #expect(widths == [33.328125, 33.34375, 33.328125])
        #expect(widths.reduce(0, +) == 100, "the shares sum to the free space exactly")
    }

    @Test func flexFactorsBelowOneTakeTheirFractionOfTheFreeSpaceTruncated() throws {
        // 99.5 px is 6,368 units; 0.3 of them is 1,910.4, which Chrome keeps as 1,910.
        var tree = FakeLayoutTree(Style().width(99.5).height(10), children: [(Style().flexGrow(0.3), Size(width: 0, height: 0))])
        _ = tree.layOut(in: Size(width: 99.5, height: 10))
        #expect(try Self.frames(tree)[0].width == 1910.0 / 64)
    }

    @Test func spaceAroundOffsetsAreExactOffsetsTruncated() throws {
        // gen_random seed 90210, tree 368: 95 px (6,080 units) around three items; the items'
        // offsets are 1013.3, 3040 and 5066.7 units, truncated: the gaps are 2,027 and 2,026
        // units, where truncating one share and repeating it would give 2,026 twice.
        var tree = FakeLayoutTree(Style().width(390).height(10).justifyContent(.spaceAround), children: [
            (Style().width(120), Size(width: 0, height: 0)),
            (Style().width(20), Size(width: 0, height: 0)),
            (Style().width(155), Size(width: 0, height: 0)),
        ])
        _ = tree.layOut(in: Size(width: 390, height: 10))
        #expect(try Self.frames(tree).map(\.x) == [15.828125, 167.5, 219.15625])
    }

    @Test func reversedFlowCountsItsOffsetsFromTheWritingModeStart() throws {
        // gen_random seed 90210, tree 757: a right-to-left `row-reverse` line runs left to right,
        // but Chrome counts from the right, where its writing mode starts: 470 units evenly
        // around three items are 117.5, 235 and 352.5 units from the right, truncated.
        var tree = FakeLayoutTree(Style().flexDirection(.rowReverse).justifyContent(.spaceEvenly).width(147.34375).height(10),
                                  rightToLeft: true, children: [
            (Style().width(0), Size(width: 0, height: 0)),
            (Style().width(80), Size(width: 0, height: 0)),
            (Style().width(60), Size(width: 0, height: 0)),
        ])
        _ = tree.layOut(in: Size(width: 147.34375, height: 10))
        #expect(try Self.frames(tree).map(\.x) == [1.84375, 3.671875, 85.515625])
    }

    @Test func stretchedLinesEndAtTheirRoundedRunningShares() throws {
        // 70 px (4,480 units) of extra space over three lines: they end 1,493.3, 2,986.7 and
        // 4,480 units down, rounded: the lines grow by 1,493, 1,494 and 1,493 units.
        var tree = FakeLayoutTree(Style().flexWrap(.wrap).alignItems(.start).width(10).height(100),
                                  children: Array(repeating: (Style().width(10).height(10), Size(width: 0, height: 0)), count: 3))
        _ = tree.layOut(in: Size(width: 10, height: 100))
        #expect(try Self.frames(tree).map(\.y) == [0, 10 + 1493.0 / 64, 20 + 2987.0 / 64])
    }

    @Test func lengthsLayOutTruncatedAndReadBackAsSet() throws {
        let node = LayoutNode(style: Style().alignItems(.start).height(100), children: [
            LayoutNode(id: "box", style: Style().width(60.3).height(.percent(33.3))),
        ])
        var tree = try LayoutTree(node)
        try tree.layout(width: 200, height: 100, pixelScale: nil)
        let box = try #require(tree.node(withID: "box"))
        let frame = try tree.frameInParent(of: box)
        #expect(frame.width == 3859.0 / 64, "60.3 px is 3,859.2 units, truncated")
        #expect(frame.height == 2131.0 / 64, "33.3% of 100 px is 2,131.2 units, truncated")
        #expect(try tree.style(of: box).width == .points(60.3), "the style keeps the length as set")
    }

    @Test func calcFoldsIntoPointsAndPercentKeptInSinglePrecision() throws {
        // gen_extensions seed 95003, tree 51: calc(100% / 6) is 16.666666% as a Float, which of
        // 60 px is 639.99997 units, truncated to 639; exact arithmetic would give 640.
        let node = LayoutNode(style: Style().alignItems(.start).width(60).height(60), children: [
            LayoutNode(id: "box", style: Style().width(.calc(.percent(100) / 6)).height(.calc(.minimum([.percent(100) / 6, 20])))),
        ])
        var tree = try LayoutTree(node)
        try tree.layout(width: 60, height: 60, pixelScale: nil)
        let box = try #require(tree.node(withID: "box"))
        let frame = try tree.frameInParent(of: box)
        #expect(frame.width == 639.0 / 64)
        #expect(frame.height == 639.0 / 64, "min()'s operands are folded and kept so too")
        #expect(try tree.style(of: box).width == .calc(.percent(100) / 6), "the style keeps the expression as set")
    }

    @Test func calcFoldingKeepsAPercentageThatCancels() {
        // calc(10% - 10% + 5px) still reads its basis: of an indefinite one it behaves as auto.
        let folded = StoredExpression(.percent(10) - .percent(10) + 5)
        guard case .linear(points: 5, percent: 0, hasPercent: true) = folded else {
            Issue.record("not folded: \(folded)")
            return
        }
        #expect(folded.evaluate(against: nil, anchors: nil) == nil)
        #expect(folded.evaluate(against: 100, anchors: nil) == 5)
    }

    @Test func percentagesAreComputedInSinglePrecision() {
        // 16.666666% (calc(100% / 6) as a Float) of 150 px: basis × percent / 100 rounds to
        // 25 px in single precision, as in Chrome (gen_extensions seed 90212, tree 288), where
        // percent / 100 × basis gives 24.999998.
        #expect(LayoutTree.percentage(100.0 / 6, of: 150) == 25)
        #expect(StoredExpression(.percent(100) / 6).evaluate(against: 150, anchors: nil) == 25)
        #expect(StoredExpression(.sum([.minimum([.points(1e300), .percent(50)]), .points(-1e300)])).evaluate(against: 10, anchors: nil)?.isFinite == true,
                "a number beyond the largest Float saturates there, and no NaN comes out")
    }

    @Test(arguments: [
        // Chromium 156's widths of three 1fr columns: each track ends where the running Float
        // sum of the sizes puts it, truncated; 100 px falls a unit short of the container.
        (100.0, [2133.0, 2133, 2133]),
        (9.5, [202.0, 203, 203]),
    ])
    func flexibleTracksEndAtTheirRunningSingleSumsTruncated(width: Double, units: [Double]) throws {
        let node = LayoutNode(style: Style().display(.grid).width(.points(width)).gridTemplateColumns([.fr(1), .fr(1), .fr(1)]),
                              children: (0..<3).map { _ in LayoutNode(style: Style().height(10)) })
        var tree = try LayoutTree(node)
        try tree.layout(width: width, height: 10, pixelScale: nil)
        let widths = try tree.children(of: tree.root).map { try tree.frameInParent(of: $0).width }
        #expect(widths == units.map { $0 / 64 })
    }
}
