import Testing
import TrellisCore
@testable import TrellisFuzz

/// Separate trees laid out at once from many tasks give the frames sequential layout gives.
@Suite struct ConcurrencyTests {
    static func layOut(_ fuzzCase: FuzzCase) -> ComputedLayout? {
        guard var tree = try? LayoutTree(fuzzCase.root),
              (try? tree.layout(in: fuzzCase.viewport, pixelScale: fuzzCase.pixelScale)) != nil else { return nil }
        return tree.computedLayout()
    }

    @Test func concurrentLayoutMatchesSequentialLayout() async {
        // 32 cases (64 took 2.7 s of the debug build, most of it four trees' grids); the release
        // `trellis fuzz --jobs 2` of .ci/run lays thousands out on two threads at once.
        let cases = (0..<32).map { FuzzCase(seed: SplitMix64.caseSeed(77, UInt64($0))) }
            .filter { $0.root.preorderCount <= 60 }  // small trees only: no slow cases in swift test
        let sequential = cases.map(Self.layOut)
        let concurrent = await withTaskGroup(of: (Int, ComputedLayout?).self) { group in
            for (index, fuzzCase) in cases.enumerated() {
                group.addTask { (index, Self.layOut(fuzzCase)) }
            }
            var results = [ComputedLayout?](repeating: nil, count: cases.count)
            for await (index, layout) in group { results[index] = layout }
            return results
        }
        // A fuzz case may be rejected (as sequential layout shows); most are laid out and compared.
        #expect(sequential.filter { $0 != nil }.count >= cases.count / 2)
        for (index, (a, b)) in zip(sequential, concurrent).enumerated() {
            let same = switch (a, b) {
            case let (a?, b?): Invariants.difference(a, b) == nil
            case (nil, nil): true
            default: false
            }
            #expect(same, "case \(index)")
        }
    }

    @Test func oneTreeCopiedToManyTasks() async throws {
        // Copies of one tree share storage until written: each task's layout writes its own copy,
        // and gives the frames a tree of its own gives at that width.
        let tree = try LayoutTree(FuzzCase(seed: 3).root)
        let widths = [100.0, 200, 300, 400, 100, 200, 300, 400]
        let layouts = await withTaskGroup(of: (Int, ComputedLayout?).self) { group in
            for (index, width) in widths.enumerated() {
                group.addTask {
                    var copy = tree
                    guard (try? copy.layout(width: width, height: 100)) != nil else { return (index, nil) }
                    return (index, copy.computedLayout())
                }
            }
            var results = [ComputedLayout?](repeating: nil, count: widths.count)
            for await (index, layout) in group { results[index] = layout }
            return results
        }
        for (width, layout) in zip(widths, layouts) {
            var alone = try LayoutTree(FuzzCase(seed: 3).root)
            try alone.layout(width: width, height: 100)
            let shared = try #require(layout, "width \(width)")
            #expect(Invariants.difference(shared, alone.computedLayout()) == nil, "width \(width)")
        }
    }
}
