import Testing
@testable import TrellisCore

/// CSS Grid 2 §7.2: track lists expand into the explicit grid, with `repeat()` and named lines.
@Suite struct ExplicitGridTests {
    @Test func repeatExpandsAndNamesLandOnTheirLines() {
        let grid = ExplicitGrid([.lineNames(["a"]), .points(10), .repeating(.count(2), [.fr(1), .lineNames(["b"])])],
                                automaticRepetitions: 1)
        #expect(grid.tracks == [.points(10), .fr(1), .fr(1)])
        #expect(grid.lineNames.map(\.name) == ["a", "b", "b"])
        #expect(grid.lineNames.map(\.line) == [0, 2, 3])
    }

    @Test func aHugeRepeatCountStopsAtTheLineLimit() {
        let grid = ExplicitGrid([.repeating(.count(1_000_000_000), [.points(1), .points(2)])], automaticRepetitions: 1)
        #expect(grid.tracks.count <= Style.gridLineLimit + 1)
    }

    @Test func autoFillRepeatsAsOftenAsTracksAndGapsFit() {
        // 10px, then 25px tracks with 5px gaps in 100px: 10 + 5 + 3 × 25 + 2 × 5 = 100.
        let list: [GridTrack] = [.points(10), .repeating(.autoFill, [.points(25)])]
        #expect(ExplicitGrid.automaticRepetitions(list, room: 100, floor: nil, gap: 5, percentBasis: 100) == 3)
        // Indefinite: one repetition; only a minimum: the fewest that reach it.
        #expect(ExplicitGrid.automaticRepetitions(list, room: nil, floor: nil, gap: 5, percentBasis: nil) == 1)
        #expect(ExplicitGrid.automaticRepetitions(list, room: nil, floor: 101, gap: 5, percentBasis: nil) == 4)
        // Always at least one.
        #expect(ExplicitGrid.automaticRepetitions(list, room: 0, floor: nil, gap: 5, percentBasis: 0) == 1)
    }

    @Test func autoFitRemembersItsTracks() {
        let grid = ExplicitGrid([.points(5), .repeating(.autoFit, [.points(20)])], automaticRepetitions: 3)
        #expect(grid.autoFitTracks == 1..<4)
    }
}
