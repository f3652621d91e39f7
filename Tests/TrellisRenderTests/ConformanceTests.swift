import Testing
import TrellisRender

/// The flex conformance suite: every fixture must pass unless it is on the known-failures list;
/// a listed fixture that passes is reported, so that the list shrinks as the solver improves.
@Suite struct ConformanceTests {
    static let knownFailures = Set(Fixture.knownFlexFailures)

    @Test("Flex fixture", arguments: Fixture.flex)
    func flex(_ fixture: Fixture) {
        let result = FixtureChecker.check(file: fixture.path)
        if ConformanceTests.knownFailures.contains(fixture.name) {
            withKnownIssue("listed in known-failures-flex.txt") {
                // Only the summary: thousands of known failures would drown the output otherwise.
                if !result.passed { Issue.record(Comment(rawValue: "FAIL \(fixture.name)")) }
            }
        } else if !result.passed {
            Issue.record(Comment(rawValue: result.details))
        }
    }

    @Test func fixturesArePresent() {
        #expect(Fixture.flex.count == 2580)
    }

    @Test func knownFailuresNameExistingFixtures() {
        let names = Set(Fixture.flex.map(\.name))
        let stale = Fixture.knownFlexFailures.filter { !names.contains($0) }
        #expect(stale.isEmpty, "not fixtures: \(stale)")
        #expect(Set(Fixture.knownFlexFailures).count == Fixture.knownFlexFailures.count, "duplicate names")
    }
}
