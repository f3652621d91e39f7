import Testing
@testable import TrellisCore

/// CSS Grid 2 §8: line resolution (§8.3) and the grid item placement algorithm (§8.5), on
/// their own. Lines count from 0 at the explicit grid's first line.
@Suite struct GridItemPlacementTests {
    typealias Placement = GridItemPlacement.AxisPlacement

    static func auto(_ span: Int = 1) -> Placement { .automatic(span: span) }

    // MARK: §8.3

    @Test func positiveAndNegativeLinesCountFromEitherEdgeOfTheExplicitGrid() {
        // Three explicit tracks have lines 1…4, which are also -4…-1.
        #expect(GridItemPlacement.resolve(.line(2), .auto, explicitTracks: 3, names: []) == .definite(1..<2))
        #expect(GridItemPlacement.resolve(.line(-1), .auto, explicitTracks: 3, names: []) == .definite(3..<4))
        #expect(GridItemPlacement.resolve(.line(-4), .line(-2), explicitTracks: 3, names: []) == .definite(0..<2))
        // Beyond the explicit grid, implicit lines: before it they are negative here.
        #expect(GridItemPlacement.resolve(.line(-6), .auto, explicitTracks: 3, names: []) == .definite(-2 ..< -1))
    }

    @Test func aSpanCountsFromTheOppositeDefiniteLine() {
        #expect(GridItemPlacement.resolve(.line(2), .span(3), explicitTracks: 3, names: []) == .definite(1..<4))
        #expect(GridItemPlacement.resolve(.span(2), .line(2), explicitTracks: 3, names: []) == .definite(-1..<1))
        #expect(GridItemPlacement.resolve(.span(2), .auto, explicitTracks: 3, names: []) == .automatic(span: 2))
    }

    @Test func conflictingLinesFollowSection831() {
        // An end before its start swaps; equal lines span one track; two spans keep the start's.
        #expect(GridItemPlacement.resolve(.line(3), .line(1), explicitTracks: 3, names: []) == .definite(0..<2))
        #expect(GridItemPlacement.resolve(.line(2), .line(2), explicitTracks: 3, names: []) == .definite(1..<2))
        #expect(GridItemPlacement.resolve(.span(2), .span(5), explicitTracks: 3, names: []) == .automatic(span: 2))
        // A span for a named line with nothing to count from spans 1.
        #expect(GridItemPlacement.resolve(.span(3, name: "a"), .auto, explicitTracks: 3, names: []) == .automatic(span: 1))
    }

    @Test func namedLinesCountOnlyLinesOfThatNameThenEveryImplicitLine() {
        let names: [(name: String, line: Int)] = [("a", 0), ("b", 1), ("a", 2)]
        #expect(GridItemPlacement.resolve(.line(2, name: "a"), .auto, explicitTracks: 2, names: names) == .definite(2..<3))
        #expect(GridItemPlacement.resolve(.line(-1, name: "a"), .auto, explicitTracks: 2, names: names) == .definite(2..<3))
        // A third `a` is the first implicit line after the explicit grid's last (line 2).
        #expect(GridItemPlacement.resolve(.line(3, name: "a"), .auto, explicitTracks: 2, names: names) == .definite(3..<4))
        #expect(GridItemPlacement.resolve(.line(1, name: "b"), .span(1, name: "a"), explicitTracks: 2, names: names)
                == .definite(1..<2))
    }

    @Test func hugeLinesAndSpansAreClampedWithoutAllocating() {
        let limit = Style.gridLineLimit
        #expect(GridItemPlacement.resolve(.line(1_000_000_000), .auto, explicitTracks: 0, names: []) == .definite(limit - 1..<limit))
        #expect(GridItemPlacement.resolve(.line(Int.min), .auto, explicitTracks: 3, names: []) == .definite(-limit ..< -limit + 1))
        // Clamped from the end, the span still covers a track.
        #expect(GridItemPlacement.resolve(.span(5), .line(-Int(Int32.max)), explicitTracks: 0, names: []) == .definite(-limit ..< -limit + 1))
        #expect(GridItemPlacement.resolve(.line(1), .span(1_000_000_000), explicitTracks: 0, names: []) == .definite(0..<limit))
        #expect(GridItemPlacement.resolve(.span(1_000_000_000), .auto, explicitTracks: 0, names: []) == .automatic(span: limit))
    }

    // MARK: §8.5

    @Test func autoItemsFillRowsInOrderAndAddRows() {
        let result = GridItemPlacement.place([(Self.auto(), Self.auto()), (Self.auto(), Self.auto()), (Self.auto(), Self.auto())],
                                             explicit: Size(width: 2, height: 1), flow: .row)
        #expect(result.areas.map(\.columns) == [0..<1, 1..<2, 0..<1])
        #expect(result.areas.map(\.rows) == [0..<1, 0..<1, 1..<2])
        #expect(result.rows == 0..<2 && result.columns == 0..<2)
    }

    @Test func columnFlowFillsColumns() {
        let result = GridItemPlacement.place([(Self.auto(), Self.auto()), (Self.auto(), Self.auto()), (Self.auto(), Self.auto())],
                                             explicit: Size(width: 1, height: 2), flow: .column)
        #expect(result.areas.map(\.rows) == [0..<1, 1..<2, 0..<1])
        #expect(result.areas.map(\.columns) == [0..<1, 0..<1, 1..<2])
    }

    @Test func definiteItemsGoFirstAndAutoItemsSkipTheirCells() {
        let result = GridItemPlacement.place([(Self.auto(), Self.auto()), (.definite(0..<1), .definite(0..<1))],
                                             explicit: Size(width: 2, height: 2), flow: .row)
        #expect(result.areas[1] == GridItemPlacement.Area(columns: 0..<1, rows: 0..<1))
        #expect(result.areas[0] == GridItemPlacement.Area(columns: 1..<2, rows: 0..<1))
    }

    @Test func sparseFlowNeverBacktracksButDenseFillsHoles() {
        // A 2-wide item leaves a hole at the end of the first row of three columns.
        let items: [(columns: Placement, rows: Placement)] = [(Self.auto(2), Self.auto()), (Self.auto(2), Self.auto()), (Self.auto(), Self.auto())]
        let sparse = GridItemPlacement.place(items, explicit: Size(width: 3, height: 0), flow: .row)
        #expect(sparse.areas[2] == GridItemPlacement.Area(columns: 2..<3, rows: 1..<2))
        let dense = GridItemPlacement.place(items, explicit: Size(width: 3, height: 0), flow: .rowDense)
        #expect(dense.areas[2] == GridItemPlacement.Area(columns: 2..<3, rows: 0..<1))
    }

    @Test func itemsLockedToARowGoPastEarlierOnesInThatRow() {
        let items: [(columns: Placement, rows: Placement)] = [(Self.auto(), .definite(1..<2)), (Self.auto(), .definite(1..<2))]
        let result = GridItemPlacement.place(items, explicit: Size(width: 3, height: 2), flow: .row)
        #expect(result.areas.map(\.columns) == [0..<1, 1..<2])
    }

    @Test func implicitTracksBeforeTheExplicitGridExtendIt() {
        let result = GridItemPlacement.place([(.definite(-2 ..< -1), .definite(0..<1)), (Self.auto(), Self.auto())],
                                             explicit: Size(width: 2, height: 1), flow: .row)
        #expect(result.columns == -2..<2)
        // The auto-placement cursor starts at the implicit grid's first column.
        #expect(result.areas[1].columns == -1..<0)
    }

    @Test func theCursorJumpsPastHugeItemsRatherThanScanningTheirLines() {
        // A 10,000 × 10,000 item first: the auto item goes below it, found without visiting
        // its 10^8 cells one by one, past the line limit, and is clamped into the last row.
        let limit = Style.gridLineLimit
        let result = GridItemPlacement.place([(.definite(0..<limit), .definite(0..<limit)), (Self.auto(), Self.auto())],
                                             explicit: Size(width: limit, height: 0), flow: .row)
        #expect(result.areas[1] == GridItemPlacement.Area(columns: 0..<1, rows: limit - 1..<limit))
    }

    @Test func areasAutoPlacementPutsPastTheLineLimitAreClampedIntoTheLimitedGrid() {
        // Three items of 10,000 rows in one column: the first ends at the limit, the others,
        // wholly past it, shrink into its last row (CSS Grid 2, #overlarge-grids).
        let limit = Style.gridLineLimit
        let result = GridItemPlacement.place(Array(repeating: (Self.auto(), Self.auto(limit)), count: 3),
                                             explicit: Size(width: 1, height: 0), flow: .row)
        #expect(result.areas.map(\.rows) == [0..<limit, limit - 1..<limit, limit - 1..<limit])
        #expect(result.rows == 0..<limit && result.columns == 0..<1)
        // Before the explicit grid, an area past the limit becomes its first row.
        #expect(GridItemPlacement.clamped(-limit - 5 ..< -limit) == -limit ..< -limit + 1)
        #expect(GridItemPlacement.clamped(-limit - 5 ..< 3) == -limit..<3)
    }

    @Test(arguments: [GridAutoFlow.rowDense, .row])
    func autoPlacementSkipsBlockedTracksByBands(_ flow: GridAutoFlow) {
        // Two columns: a 100-row item in the first; an item of both columns goes below it; a
        // 1×1 item and a 50-row item fill the second column beside it when dense, and follow
        // the cursor after the wide item when sparse.
        let result = GridItemPlacement.place([(Self.auto(), Self.auto(100)), (Self.auto(2), Self.auto()),
                                              (Self.auto(), Self.auto()), (Self.auto(), Self.auto(50))],
                                             explicit: Size(width: 2, height: 0), flow: flow)
        let dense = flow.isDense
        #expect(result.areas == [
            GridItemPlacement.Area(columns: 0..<1, rows: 0..<100),
            GridItemPlacement.Area(columns: 0..<2, rows: 100..<101),
            GridItemPlacement.Area(columns: dense ? 1..<2 : 0..<1, rows: dense ? 0..<1 : 101..<102),
            GridItemPlacement.Area(columns: 1..<2, rows: dense ? 1..<51 : 101..<151),
        ])
    }

    @Test func anAutoItemWiderThanTheGridWidensTheImplicitGrid() {
        let result = GridItemPlacement.place([(Self.auto(4), Self.auto())], explicit: Size(width: 2, height: 0), flow: .row)
        #expect(result.columns == 0..<4 && result.areas[0].columns == 0..<4)
    }
}
