// `swift run -c release StackBenchmarks`: lowers and lays out a 1,000-element DSL screen, reads the
// frames of all its elements, and prints the median time of that, then its parts, then lowering
// plus solving timed whole (without reading the frames), whose target is below 2 ms.
//
//     StackBenchmarks --runs 20     time 20 layouts instead of 250 (for callgrind)
//     StackBenchmarks --variants    the solve with one feature of the screen left out at a time
import TrellisBlocks
import TrellisCore
import TrellisStacks

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The features of the screen that `--variants` leaves out one at a time.
struct Features: OptionSet {
    let rawValue: Int
    /// Text measured by a monospace measurer, rather than items of the same fixed size.
    static let text = Features(rawValue: 1 << 0)
    static let background = Features(rawValue: 1 << 1)
    static let padding = Features(rawValue: 1 << 2)
    /// The footer's minimum height and aspect ratio, rather than a fixed height.
    static let aspectRatio = Features(rawValue: 1 << 3)
    static let safeAreaContainer = Features(rawValue: 1 << 4)
    static let spacer = Features(rawValue: 1 << 5)
    static let all: Features = [.text, .background, .padding, .aspectRatio, .safeAreaContainer, .spacer]
}

/// A feed of 100 cards of 10 elements each: avatar, title and subtitle text, a row of three
/// buttons around a spacer, a divider, a time stamp, a footer, and a card background; each card
/// padded, in a safe-area container.
func screen(cards: Int, features: Features = .all) -> LayoutElement {
    func text(_ id: String, _ text: String, cellWidth: Double, cellHeight: Double) -> LayoutElement {
        if features.contains(.text) {
            return Item(id, text: text, measurer: MonospaceTextMeasurer(cellWidth: cellWidth, cellHeight: cellHeight)).layoutElement
        }
        return Item(id, width: Double(text.count) * cellWidth, height: cellHeight).layoutElement
    }
    let feed = VStackBlock(spacing: 8, alignment: .fill) {
        for card in 0..<cards {
            let content = VStackBlock(spacing: 4, alignment: .fill) {
                HStackBlock(spacing: 8) {
                    Item("avatar\(card)", width: 40, height: 40)
                    VStackBlock(spacing: 2, alignment: .leading) {
                        text("title\(card)", "Card number \(card)", cellWidth: 8, cellHeight: 16)
                        text("subtitle\(card)", "A subtitle that wraps onto more lines when room is short", cellWidth: 6, cellHeight: 12)
                    }
                }
                HStackBlock(spacing: 8) {
                    Item("like\(card)", width: 24, height: 24)
                    Item("share\(card)", width: 24, height: 24)
                    if features.contains(.spacer) { StackingSpacer() }
                    if features.contains(.padding) {
                        Item("more\(card)", width: 24, height: 24).padding(4)
                    } else {
                        Item("more\(card)", width: 32, height: 32)
                    }
                }
                Item("divider\(card)", height: 1)
                text("time\(card)", "12:00", cellWidth: 6, cellHeight: 12).alignSelf(.trailing)
                if features.contains(.aspectRatio) {
                    Item("footer\(card)").height(.min(8)).aspectRatio(20)
                } else {
                    Item("footer\(card)", height: 18)
                }
            }
            let padded = features.contains(.padding) ? content.padding(12) : content.layoutElement
            if features.contains(.background) { padded.background(Item("card\(card)")) } else { padded }
        }
    }
    guard features.contains(.safeAreaContainer) else { return feed.layoutElement }
    return LayoutContainer(attachedSafeAreaEdges: .vertical) { feed }.layoutElement
}

func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

extension String {
    /// Milliseconds with three decimals.
    init(milliseconds value: Double) {
        let thousandths = Int((value * 1_000_000).rounded())
        let fraction = String(thousandths % 1000)
        self = "\(thousandths / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
    }
}

let arguments = CommandLine.arguments
/// The number of timed runs; the first ten more warm up caches and allocators.
let runs = arguments.firstIndex(of: "--runs").flatMap { Int(arguments[$0 + 1]) } ?? 250
let safeArea = EdgeInsets(top: 47, bottom: 34)

if arguments.contains("--variants") {
    // The solve alone (the tree built outside the timer), with each feature left out in turn.
    let leftOut: [(String, Features)] = [
        ("no text measurers", .text), ("no background", .background), ("no padding", .padding),
        ("no aspect-ratio footer", .aspectRatio), ("no safe-area container", .safeAreaContainer), ("no spacer", .spacer),
    ]
    let variants = [("full screen", Features.all)] + leftOut.map { ($0.0, Features.all.subtracting($0.1)) }
        + [("none of these", [])]
    for (name, features) in variants {
        let node = screen(cards: 100, features: features).makeLayoutNode(safeAreaInsets: safeArea)
        var times: [Double] = []
        for _ in 0..<max(1, runs / 5) {
            var tree = try LayoutTree(node)
            let start = now()
            try tree.layout(in: Size(width: .definite(390), height: .maxContent))
            times.append(now() - start)
        }
        let nodes = try LayoutTree(node).nodeCount
        print("\(name): \(nodes) nodes, solve \(String(milliseconds: median(times))) ms, "
            + "\(Int(median(times) * 1e9 / Double(nodes))) ns/node")
    }
    exit(0)
}

var buildTimes: [Double] = []
var block = screen(cards: 100)
for _ in 0..<20 {
    let start = now()
    block = screen(cards: 100)
    buildTimes.append(now() - start)
}

var samples: [Double] = []
var elements = 0
for iteration in 0..<runs + 10 {
    let start = now()
    let layout = try block.layout(width: 390, height: nil, safeAreaInsets: safeArea)
    let frames = layout.framesByID()
    let elapsed = now() - start
    elements = frames.count
    if iteration >= 10 { samples.append(elapsed) }
}
samples.sort()
print("StackBenchmarks: \(elements) elements with ids; lowering + layout at 390 wide + reading every frame by id")
print("median \(String(milliseconds: median(samples))) ms, min \(String(milliseconds: samples[0])) ms over \(samples.count) runs")

var lowerTimes: [Double] = [], treeTimes: [Double] = [], solveTimes: [Double] = [], readTimes: [Double] = []
/// Lowering plus solving (building the tree included), each run timed whole: the figure the
/// 2 ms target is about.
var targetTimes: [Double] = []
for _ in 0..<max(1, runs / 5) {
    let t0 = now()
    let node = block.makeLayoutNode(safeAreaInsets: safeArea)
    let t1 = now()
    var tree = try LayoutTree(node)
    let t2 = now()
    try tree.layout(in: Size(width: .definite(390), height: .maxContent))
    let t3 = now()
    _ = tree.computedLayout().framesByID()
    let t4 = now()
    lowerTimes.append(t1 - t0); treeTimes.append(t2 - t1); solveTimes.append(t3 - t2); readTimes.append(t4 - t3)
    targetTimes.append(t3 - t0)
}
print("lower \(String(milliseconds: median(lowerTimes))) ms, build tree \(String(milliseconds: median(treeTimes))) ms, "
    + "solve \(String(milliseconds: median(solveTimes))) ms, read \(String(milliseconds: median(readTimes))) ms "
    + "(building the blocks, not timed above: \(String(milliseconds: median(buildTimes))) ms)")
print("lowering + solving (target: under 2 ms): median \(String(milliseconds: median(targetTimes))) ms, "
    + "min \(String(milliseconds: targetTimes.min() ?? 0)) ms over \(targetTimes.count) runs")
