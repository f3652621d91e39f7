// `swift run -c release ConstraintBenchmarks`: lowers and lays out 1,000 constrained items and
// prints the median time of one lowering plus layout. The target is below 5 ms, and at least
// 10 times faster than kiwisolver on the same scene (`python3 Tools/Cassowary/cassowary.py --bench`).
import TrellisCore
import TrellisStacks
import TrellisConstraints

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The scene of `bench_scene()` in Tools/Cassowary/cassowary.py: 1,000 leaves in rows of 20,
/// each after its left neighbour and below the item above it; every third one half as wide as
/// its neighbour plus 10.
func scene() -> ConstraintBlock {
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

func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

func milliseconds(_ value: Double) -> String {
    let hundredths = Int((value * 100_000).rounded())
    return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
}

let arguments = CommandLine.arguments
/// The number of timed runs (`--runs N`, for callgrind); the first ten more warm up caches and allocators.
let runs = arguments.firstIndex(of: "--runs").flatMap { Int(arguments[$0 + 1]) } ?? 100

// Building the items and relations, which kiwisolver's time includes (it builds its constraints).
var building: [Double] = []
var block = scene()
for _ in 0..<20 {
    let start = now()
    block = scene()
    building.append(now() - start)
}

var samples: [Double] = [], lowering: [Double] = [], solving: [Double] = []
for iteration in 0..<runs + 10 {
    let start = now()
    let (node, _) = try block.makeConstrainedNode()
    let lowered = now()
    var tree = try LayoutTree(LayoutNode(style: Style(display: .layers, width: 2000, height: 1400), children: [node]))
    try tree.layout(in: Size(width: .definite(2000), height: .definite(1400)))
    let end = now()
    if iteration >= 10 {
        samples.append(end - start)
        lowering.append(lowered - start)
        solving.append(end - lowered)
    }
}
let last = try block.constrainedLayout(width: 2000, height: 1400)
func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
print("ConstraintBenchmarks: 1,000 constrained items (2,300 relations), lowering + layout")
print("median \(milliseconds(median(samples))) ms (lowering \(milliseconds(median(lowering))) ms, "
    + "tree + solve \(milliseconds(median(solving))) ms), min \(milliseconds(samples.min()!)) ms over \(samples.count) runs")
print("building the items and relations first: \(milliseconds(median(building))) ms more "
    + "(kiwisolver's time, from python3 Tools/Cassowary/cassowary.py --bench, includes its building)")
print("i999 frame: \(last.frame(of: "i999")!) (kiwisolver: 669, 1184, 35, 20); \(last.diagnostics.count) diagnostics")
if arguments.contains("--frames") {
    for k in 0..<20 { print(k, last.frame(of: ElementID("i\(k)"))!) }
    print(try block.makeConstrainedNode().node.children[2])
}
