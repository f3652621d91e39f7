import Testing
@testable import TrellisCore

/// CSS Grid 2 §12, the track sizing algorithm, given item contributions.
@Suite struct GridTrackSizingTests {
    static func sizing(_ sizes: [GridTrack], gap: Double = 0, basis: Double? = nil) -> GridTrackSizing {
        GridTrackSizing(tracks: sizes.map { GridTrackSizing.Track($0, basis: basis) }, gap: gap)
    }

    static func item(_ tracks: Range<Int>, min: Double, max: Double) -> GridTrackSizing.Item {
        GridTrackSizing.Item(tracks: tracks, minimum: min, minContent: min, maxContent: max)
    }

    @Test func frTracksShareTheLeftoverSpaceByFactor() {
        var sizing = Self.sizing([.points(40), .fr(1), .fr(3)], gap: 10)
        sizing.run([], available: .definite(200), minimumSize: nil, maximumSize: nil, stretchesAutoTracks: true)
        // 200 − 40 − 2 × 10 = 140, in quarters.
        #expect(sizing.tracks.map(\.base) == [40, 35, 105])
    }

    @Test func aFlexibleTrackBelowItsContentIsTreatedAsInflexible() {
        var sizing = Self.sizing([.fr(1), .fr(1)])
        sizing.run([Self.item(0..<1, min: 80, max: 80)], available: .definite(100), minimumSize: nil, maximumSize: nil,
                   stretchesAutoTracks: true)
        #expect(sizing.tracks.map(\.base) == [80, 20])
    }

    @Test func autoTracksTakeMaxContentThenStretch() {
        var sizing = Self.sizing([.auto, .auto])
        let items = [Self.item(0..<1, min: 10, max: 30), Self.item(1..<2, min: 10, max: 50)]
        sizing.run(items, available: .definite(100), minimumSize: nil, maximumSize: nil, stretchesAutoTracks: false)
        #expect(sizing.tracks.map(\.base) == [30, 50])
        sizing.run(items, available: .definite(100), minimumSize: nil, maximumSize: nil, stretchesAutoTracks: true)
        #expect(sizing.tracks.map(\.base) == [40, 60])
    }

    @Test func underAMinContentConstraintTracksKeepTheirMinimums() {
        var sizing = Self.sizing([.auto, .maxContent])
        let items = [Self.item(0..<1, min: 10, max: 30), Self.item(1..<2, min: 10, max: 50)]
        sizing.run(items, available: .minContent, minimumSize: nil, maximumSize: nil, stretchesAutoTracks: false)
        #expect(sizing.tracks.map(\.base) == [10, 50])
    }

    @Test func fitContentClampsTheMaxContentContribution() {
        var sizing = Self.sizing([.fitContent(.points(40))])
        sizing.run([Self.item(0..<1, min: 10, max: 100)], available: .definite(500), minimumSize: nil, maximumSize: nil,
                   stretchesAutoTracks: true)
        #expect(sizing.tracks[0].base == 40)
    }

    @Test func aSpanningItemGrowsTheTracksItSpansEqually() {
        var sizing = Self.sizing([.auto, .auto], gap: 10)
        sizing.run([Self.item(0..<2, min: 50, max: 70)], available: .maxContent, minimumSize: nil, maximumSize: nil,
                   stretchesAutoTracks: false)
        // 70 − 10 of gap, halved.
        #expect(sizing.tracks.map(\.base) == [30, 30])
    }

    @Test func percentagesOfAnIndefiniteSizeAreAuto() {
        let track = GridTrackSizing.Track(.percent(50), basis: nil)
        #expect(track.minimum == .auto && track.maximum == .auto)
        #expect(GridTrackSizing.Track(.percent(50), basis: 80).maximum == .fixed(40))
    }
}
