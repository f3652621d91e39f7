import Testing
@testable import TrellisCore

/// The arena's plain-data styles: every `Style` comes back exactly, and the pool behind them
/// stays bounded under restyling.
@Suite struct NodeStyleTests {
    // Computed, not stored: under --sanitize=address, LeakSanitizer reports the expression
    // boxes that a stored static holds as leaked at exit.
    static var styles: [Style] { [
        Style(),
        Style().display(.layers).position(.absolute).direction(.rtl).boxSizing(.contentBox)
              .inset(Edges(top: 1.5, right: .percent(33.333333333333336), bottom: .auto, left: -0.0))
              .centerX(.percent(50)).centerY(.calc(.percent(50) - 4)).anchorName("avatar")
              .fitsPinnedChildren(true).flexDirection(.columnReverse).flexWrap(.balanceReverse)
              .flexLineCount(3).order(-7).flexGrow(0.1).flexShrink(3).flexBasis(.content)
              .width(.fitContent).height(.stretch).minWidth(.minContent).minHeight(.percent(12.5))
              .maxWidth(.maxContent).maxHeight(.calc(.percent(100) - 20)).aspectRatio(16.0 / 9.0)
              .margin(Edges(top: .auto, right: .calc(.anchor("avatar", .right) - 8), bottom: -3, left: 1e9))
              .padding(Edges(top: .percent(0.1), right: 0, bottom: .calc(.percent(10) + 2), left: 4))
              .border(Edges(top: 1, right: 2, bottom: 3, left: 4)).overflowX(.hidden).overflowY(.scroll)
              .scrollbarWidth(15),
        Style().rowGap(.percent(7.3)).columnGap(1e-300).flexBasis(.percent(99.99))
              .width(.calc(.anchorSize("avatar", .horizontal) / 2)).height(1e15),
    ] }

    @Test(arguments: styles)
    func styleComesBackExactly(_ style: Style) {
        var pool = StylePool()
        let stored = pool.store(style).node
        #expect(pool.style(stored) == style)
    }

    @Test func pointsKeepTheirBitsAndKindsStayApart() {
        var pool = StylePool()
        // Whole layout units (1/64 px) are stored inline and used as they are.
        for value in [0.0, -0.0, 1.0 / 64, 12.5, -LayoutTree.largestLength] {
            let length = pool.store(Dimension.points(value))
            #expect(length.isPoints && length.points.bitPattern == value.bitPattern)
        }
        // Other lengths are held inline in the units the solver uses, truncated, and read back
        // as set.
        for (value, units) in [(0.1, 6.0 / 64), (-0.1, -6.0 / 64), (1e-300, 0), (60.3, 3859.0 / 64)] {
            let length = pool.store(Dimension.points(value))
            #expect(length.isPoints && length.points == units && pool.dimension(length) == .points(value))
            #expect(pool.resolve(length, against: nil) == units)
        }
        // Beyond the largest length, points are pooled: read back exactly, resolved saturated.
        for value in [LayoutTree.largestLength.nextUp, -1e300] {
            let length = pool.store(Dimension.points(value))
            #expect(!length.isPoints && length.isLength && pool.dimension(length) == .points(value))
            #expect(pool.resolve(length, against: nil) == LayoutTree.saturated(value))
        }
        let keywords: [StoredLength] = [.auto, .minContent, .maxContent, .fitContent, .stretch, .content]
        #expect(Set(keywords.map(\.kind)).count == keywords.count)
        #expect(keywords.allSatisfy { !$0.isPoints })
    }

    /// The memory target (Benchmarks/README.md) rests on these: a field added in the wrong place
    /// pads a record for every node.
    @Test func perNodeRecordsKeepTheirSizes() {
        #expect(MemoryLayout<NodeStyle>.stride == 64)
        #expect(MemoryLayout<LayoutTree.NodeRecord>.stride == 64)
        #expect(MemoryLayout<NodeCache>.stride == 168)
    }

    @Test func theInitialStyleSharesTheFirstRareSlot() {
        var pool = StylePool()
        let stored = pool.store(Style().width(10).height(20)).node
        #expect(stored.rare == 0)
        #expect(pool.rare(stored) == pool.rare(pool.store(Style()).node))
        #expect(pool.rareStyleSlotCount == 1)
    }

    @Test func equalRareStylesShareOneSlotAndKeepTheSignOfZero() {
        var pool = StylePool()
        let padded = pool.store(Style().width(1).padding(4)).node
        let alsoPadded = pool.store(Style().width(2).padding(4)).node
        let negativeZero = pool.store(Style().border(Edges(top: -0.0, right: 0, bottom: 0, left: 0))).node
        #expect(padded.rare == alsoPadded.rare && padded.rare != 0)
        #expect(negativeZero.rare != 0 && negativeZero.rare != padded.rare)
        #expect(pool.style(negativeZero).border.top.sign == .minus)
        #expect(pool.rareStyleSlotCount == 3)
    }

    @Test func restylingWithRareStylesReusesTheirSlots() throws {
        var tree = try LayoutTree(LayoutNode(style: Style().margin(1), children: [
            LayoutNode(style: Style().margin(1)),
        ]))
        let child = try #require(tree.children(of: tree.root).first)
        for step in 0..<1000 {
            try tree.setStyle(Style().minWidth(.points(Double(step))), of: child)
        }
        // The initial values, the shared margins and the child's latest minimum width.
        #expect(tree.pool.rareStyleSlotCount == 3)
        try tree.layout(width: 2000, height: 100)
        #expect(try tree.frameInParent(of: child).width == 999)
    }

    @Test func restylingWithExpressionsReusesTheirSlots() throws {
        var tree = try LayoutTree(LayoutNode(style: Style().width(.calc(.percent(50) - 1))))
        let before = tree.pool.expressionSlotCount
        for step in 0..<1000 {
            try tree.setStyle(Style().width(.calc(.percent(50) + LengthExpression.points(Double(step)))), of: tree.root)
        }
        #expect(tree.pool.expressionSlotCount == before)
        try tree.layout(width: 200, height: 100)
        #expect(try tree.frameInParent(of: tree.root).width == 100 + 999)
    }
}

/// Lengths saturate where they are resolved (`Docs/HostileNumbers.md`).
@Suite struct HostileLengthTests {
    /// Two siblings 1e308 wide summed to infinity and the flexible-length loop never ended. The
    /// row's width saturates and both shrink to half of it, as in Chrome
    /// (fixture hostile_sum_of_saturated_widths): an odd number of layout units, which the two
    /// share a unit apart (Docs/IntermediateTree.md, "Layout units").
    @Test func hugeWidthsLayOutSaturated() throws {
        let root = LayoutNode(id: "row", children: [
            LayoutNode(id: "a", style: Style().width(1e308)),
            LayoutNode(id: "b", style: Style().width(1e308)),
        ])
        let layout = try root.layout(width: nil, height: nil, pixelScale: nil)
        let half = LayoutTree.largestLength / 2, unit = 1.0 / 64
        #expect(layout.frame(of: "row") == Rect(x: 0, y: 0, width: LayoutTree.largestLength, height: 0))
        #expect(layout.frame(of: "a") == Rect(x: 0, y: 0, width: half + unit / 2, height: 0))
        #expect(layout.frame(of: "b") == Rect(x: half + unit / 2, y: 0, width: half - unit / 2, height: 0))
    }

    /// Flex factors are 32-bit floats, as in Blink: beyond the largest float they weigh the largest
    /// float (fixture hostile_flex_grow_max_float), and below the smallest they weigh nothing.
    @Test func flexFactorsAreSinglePrecision() throws {
        let root = LayoutNode(id: "row", style: Style().width(300).height(50), children: [
            LayoutNode(id: "a", style: Style().flexGrow(1.7e308)),
            LayoutNode(id: "b", style: Style().flexGrow(1.7e308)),
            LayoutNode(id: "c", style: Style().flexGrow(1e38)),
            LayoutNode(id: "d", style: Style().flexGrow(1e-300)),
        ])
        let layout = try root.layout(width: nil, height: nil, pixelScale: nil)
        let largest = Double(Float.greatestFiniteMagnitude), c = Double(Float(1e38))
        // Each share is a whole layout unit of 1/64 px, rounded (Docs/IntermediateTree.md).
        #expect(abs(layout.frame(of: "a")!.width - 300 * largest / (2 * largest + c)) <= 1.0 / 128)
        #expect(abs(layout.frame(of: "c")!.width - 300 * c / (2 * largest + c)) <= 1.0 / 128)
        #expect(layout.frame(of: "d")!.width == 0)
    }

    /// Borders and scrollbar gutters are lengths too: two borders of 1.7e308 summed to infinity
    /// (found by `trellis fuzz --extreme-styles`).
    @Test func hugeBordersAndScrollbarsSaturate() throws {
        let largest = LayoutTree.largestLength
        let bordered = LayoutNode(id: "bordered", style: Style().border(Edges(horizontal: 1.7e308, vertical: 1e300)))
        #expect(try bordered.layout(width: nil, height: nil, pixelScale: nil).frame(of: "bordered")
            == Rect(x: 0, y: 0, width: largest, height: largest))
        let scrolling = LayoutNode(id: "scrolling", style: Style().overflowX(.scroll).overflowY(.scroll).scrollbarWidth(1.7e308))
        #expect(try scrolling.layout(width: nil, height: nil, pixelScale: nil).frame(of: "scrolling")
            == Rect(x: 0, y: 0, width: largest, height: largest))
    }

    /// A ratio too small for a float is degenerate (`auto`); a size it transfers saturates.
    @Test func aspectRatiosAreSinglePrecisionAndTransfersSaturate() throws {
        let root = LayoutNode(id: "column", style: Style().flexDirection(.column).alignItems(.flexStart), children: [
            LayoutNode(id: "degenerate", style: Style().height(100).aspectRatio(1e-300)),
            LayoutNode(id: "tall", style: Style().width(10).aspectRatio(1e-30)),
        ])
        let layout = try root.layout(width: nil, height: nil, pixelScale: nil)
        #expect(layout.frame(of: "degenerate")?.width == 0)
        #expect(layout.frame(of: "tall")?.height == LayoutTree.largestLength)
        #expect(layout.frame(of: "column")?.height == LayoutTree.largestLength)
    }

    /// A style made anywhere holds its initial values in the bytes of `Style()`'s, which is how
    /// storing it knows to skip them: a default that builds a new array each time (as an array
    /// literal does, in a debug build or inlined into another module) would send every style
    /// down the slow path.
    @Test func aFreshStyleIsInitialByItsBytes() {
        let style = Style()
        withUnsafePointer(to: style) { style in
            #expect(Style.hasInitialGrid(style))
            #expect(RareStyle.rowsAndGridInStyle.same(UnsafeRawPointer(style), Style.initialInMemory))
        }
    }
}
