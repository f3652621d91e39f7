import Testing
import TrellisRender

/// The conformance suite: every fixture of every set must pass unless it is on its set's
/// known-failures list; a listed fixture that passes is reported, so the lists only shrink.
@Suite struct ConformanceTests {
    /// Checks every fixture of `set` and reports the set in one line: its counts, then each
    /// unlisted failure with its frames and each listed fixture that now passes.
    @Test(arguments: Fixture.setSizes.map(\.set))
    func fixtureSet(_ set: String) async {
        let listed = Set(Fixture.knownFailures(in: set))
        var passed = 0
        var knownFailed = 0
        // Each file as read once for all the tests that read every fixture; one that could not
        // be read is checked from its file again, which reports why as `trellis check` does.
        for read in await Fixture.read(set) {
            let fixture = read.fixture
            let result = switch read.document {
            case .success(let document): FixtureChecker.check(document, file: fixture.path)
            case .failure: FixtureChecker.check(file: fixture.path)
            }
            switch (result.passed, listed.contains(fixture.name)) {
            case (true, false): passed += 1
            case (false, true): knownFailed += 1
            case (false, false): Issue.record(Comment(rawValue: result.details))
            case (true, true):
                passed += 1
                Issue.record("\(set)/\(fixture.name) passes: take it off known-failures-\(set).txt")
            }
        }
        print("\(set): \(passed) passed, \(knownFailed) known failures (known-failures-\(set).txt)")
    }

    @Test(arguments: Fixture.setSizes.map(\.set))
    func setIsComplete(_ set: String) {
        let expected = Fixture.setSizes.first { $0.set == set }!.count
        #expect(Fixture.fixtures(in: set).count == expected)
    }

    @Test(arguments: Fixture.setSizes.map(\.set))
    func knownFailuresNameExistingFixtures(_ set: String) {
        let names = Set(Fixture.fixtures(in: set).map(\.name))
        let listed = Fixture.knownFailures(in: set)
        let stale = listed.filter { !names.contains($0) }
        #expect(stale.isEmpty, "not fixtures: \(stale)")
        #expect(Set(listed).count == listed.count, "duplicate names")
    }
}
