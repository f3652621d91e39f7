// `swift run -c release ConstraintBenchmarks`: times the constraint solver on two scenes and
// prints the medians.
//
// 1. `Benchmarks/constraints/bench-1000.json`, the speed anchor of the constraint oracle: 1,000
//    items in 100 rows (chains pinned at both ends with equal widths, and chains of labels under
//    a trailing bound), 3,051 relations, in a 1,200-wide container whose height follows its
//    content. Timed from the items and relations to the frames (lowering, building the tree,
//    solving); then re-solving after the container's width changes (1,200 ↔ 1,100), which
//    changes the kept system in place. The frames are checked against kiwisolver's (0.5 pt).
//    Time kiwisolver on the same scene in the same sitting:
//    the constraint oracle's `bench_kiwi.py --runs 5` (kept with the oracle, outside this
//    repository; its "total" builds its constraints from the JSON scene too).
// 2. A 1,000-item grid of chained leaves (2,300 relations), lowering plus layout: the figure the
//    stack DSL's screen is compared with, whose target is below 5 ms.
//
//
// Timing and medians are TrellisBench's, shared with `trellis bench` and StackBenchmarks.
//
//     ConstraintBenchmarks --runs 20     time 20 runs of each instead of 100 (for callgrind)
//     ConstraintBenchmarks grid          time one scene (bench-1000 or grid)
import Foundation  // URL, for ConstraintScene.load; String(format:) for the difference in pt
import TrellisBench
import TrellisBlocks
import TrellisCore
import TrellisConstraints
import TrellisScenes

let arguments = BenchmarkArguments.parseCommandLine(
    usage: "ConstraintBenchmarks [--runs N] [bench-1000] [grid]", defaultRuns: 100, benchmarks: ["bench-1000", "grid"])
/// The number of timed runs; ten more warm up caches and allocators first.
let runs = arguments.runs

// MARK: The oracle's 1,000-item scene

if arguments.includes("bench-1000") {
let sceneURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Benchmarks/constraints/bench-1000.json")
let scene = try ConstraintScene.load(contentsOf: sceneURL)[0]
let block = try scene.block()

var tree: LayoutTree?
let firstLayouts = try Stopwatch.time(runs: runs, warmUps: 10) {
    let node = block.makeLayoutNode()
    var fresh = try LayoutTree(node)
    try fresh.layout(in: Size(width: .definite(1200), height: .maxContent), pixelScale: nil)
    let previous = tree
    tree = fresh
    return (node, previous) // freed after the clock is read
}
var kept = tree!
var width: Double = 1200
/// Each run changes the width (1,200 ↔ 1,100), so the kept system is re-solved in place.
let relayouts = try Stopwatch.time(runs: 2 * runs, warmUps: 20) {
    width = width == 1200 ? 1100 : 1200
    try kept.layout(in: Size(width: .definite(width), height: .maxContent), pixelScale: nil)
}
let answer = scene.solve()
let difference = scene.largestDifference(from: answer) ?? .infinity
print("bench-1000 (\(scene.items.count) items, \(scene.relations.count) relations, container 1200 × content height)")
print("  items and relations to frames: \(firstLayouts.summary(decimals: 2))")
print("  re-solve after a width change: \(relayouts.summary(decimals: 2)) "
    + "(\(BenchReport.fixed(100 * relayouts.median / firstLayouts.median, 1))% of the first)")
print("  frames against kiwisolver's: largest difference \(String(format: "%.2g", difference)) pt")
}

// MARK: A grid of chained leaves

/// 1,000 leaves in rows of 20, each after its left neighbour and below the item above it; every
/// third one half as wide as its neighbour plus 10.
func grid() -> ConstraintBlock {
    // Items sized by a relation (every third in a row) have no content width.
    let items = (0..<1000).map { (k: Int) -> Item in
        let sizedByRelation: Bool = (k % 20) % 3 == 2
        let width: Double? = sizedByRelation ? nil : Double(30 + k % 7)
        return Item("i\(k)", width: width, height: 20)
    }
    return ConstraintBlock {
        items
    } constraints: { view in
        for (k, item) in items.enumerated() {
            let (row, column) = k.quotientAndRemainder(dividingBy: 20)
            if column == 0 {
                item.layout(.leading) == 8
            } else {
                item.layout(.leading) == items[k - 1].layout(.trailing) + 4
            }
            if row == 0 {
                item.layout(.top) == 8
            } else {
                item.layout(.top) == items[k - 20].layout(.bottom) + 4
            }
            if column % 3 == 2 {
                item.layout(.width) == 0.5 * items[k - 1] + 10
            }
        }
    }
}

if arguments.includes("grid") {
let gridBlock = grid()
let gridSamples = try Stopwatch.time(runs: runs, warmUps: 10) {
    let node = gridBlock.makeLayoutNode()
    var gridTree = try LayoutTree(LayoutNode(style: Style().display(.layers).width(2000).height(1400), children: [node]))
    try gridTree.layout(in: Size(width: .definite(2000), height: .definite(1400)))
    return (node, gridTree) // freed after the clock is read
}
let last = try gridBlock.constrainedLayout(width: 2000, height: 1400)
print("grid (1,000 chained leaves, 2,300 relations): lowering + layout \(gridSamples.summary(decimals: 2))")
print("  i999: \(last.frame(of: "i999")!) (kiwisolver: 669, 1184, 35, 20)")
}
