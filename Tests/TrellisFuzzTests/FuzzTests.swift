import Testing
import TrellisCore
@testable import TrellisFuzz

/// A few hundred random trees on every `swift test`; the million-tree runs use `trellis fuzz`.
@Suite struct FuzzTests {
    @Test func randomTreesKeepEveryInvariant() {
        let seed: UInt64 = 20_250_501
        let summary = Fuzzer.run(seed: seed, count: 300, maxFailures: 1)
        #expect(summary.failures.isEmpty, "\(summary.failures.first.map(\.description) ?? "")")
    }
}
