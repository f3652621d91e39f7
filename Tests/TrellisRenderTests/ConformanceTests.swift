import Testing
import TrellisRender

/// The conformance suite: every fixture of every set must pass unless it is on its set's
/// known-failures list; a listed fixture that passes is reported, so the lists only shrink.
@Suite struct ConformanceTests {
    static let knownFailures: Set<String> = Set(Fixture.setSizes.flatMap { entry in
        Fixture.knownFailures(in: entry.set).map { "\(entry.set)/\($0)" }
    })

    @Test("Fixture", arguments: Fixture.all)
    func fixture(_ fixture: Fixture) {
        let result = FixtureChecker.check(file: fixture.path)
        if ConformanceTests.knownFailures.contains(fixture.testDescription) {
            withKnownIssue("listed in known-failures-\(fixture.set).txt") {
                if !result.passed { Issue.record(Comment(rawValue: "FAIL \(fixture.name)")) }
            }
        } else if !result.passed {
            Issue.record(Comment(rawValue: result.details))
        }
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
