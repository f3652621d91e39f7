// `swift run -c release StackBenchmarks`: lowers and lays out a 1,000-element DSL screen, reads the
// frames of all its elements, and prints the median time of that, then its parts, then lowering
// plus solving timed whole (without reading the frames), whose target is below 2 ms. Timing and
// medians are TrellisBench's, shared with `trellis bench` and ConstraintBenchmarks.
//
//     StackBenchmarks --runs 20     time 20 layouts instead of 250 (for callgrind)
//     StackBenchmarks --variants    the solve with one feature of the screen left out at a time
import TrellisBench
import TrellisBlocks
import TrellisCore
import TrellisStacks

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

let arguments = BenchmarkArguments.parseCommandLine(
    usage: "StackBenchmarks [--runs N] [--variants]", defaultRuns: 250, flags: ["--variants"])
/// The number of timed runs; ten more warm up caches and allocators first.
let runs = arguments.runs
let safeArea = EdgeInsets(top: 47, bottom: 34)
let space = Size<AvailableSpace>(width: .definite(390), height: .maxContent)

if arguments.flags.contains("--variants") {
    // The solve alone (the tree built outside the timer), with each feature left out in turn.
    let leftOut: [(String, Features)] = [
        ("no text measurers", .text), ("no background", .background), ("no padding", .padding),
        ("no aspect-ratio footer", .aspectRatio), ("no safe-area container", .safeAreaContainer), ("no spacer", .spacer),
    ]
    let variants = [("full screen", Features.all)] + leftOut.map { ($0.0, Features.all.subtracting($0.1)) }
        + [("none of these", [])]
    for (name, features) in variants {
        let node = screen(cards: 100, features: features).makeLayoutNode(safeAreaInsets: safeArea)
        var solve = Samples()
        for _ in 0..<max(1, runs / 5) {
            var tree = try LayoutTree(node)
            var stopwatch = Stopwatch()
            try tree.layout(in: space)
            solve.append(stopwatch.lap())
        }
        let nodes = try LayoutTree(node).nodeCount
        print("\(name): \(nodes) nodes, solve \(BenchReport.fixed(solve.median, 3)) ms, "
            + "\(BenchReport.fixed(solve.median * 1e6 / Double(nodes), 0)) ns/node")
    }
} else {
    var block = screen(cards: 100)
    let building = Stopwatch.time(runs: 20) { block = screen(cards: 100) }

    var elements = 0
    let whole = try Stopwatch.time(runs: runs, warmUps: 10) {
        let layout = try block.layout(width: 390, height: nil, safeAreaInsets: safeArea)
        let frames = layout.framesByID()
        elements = frames.count
        return (layout, frames) // freed after the clock is read
    }
    print("StackBenchmarks: \(elements) elements with ids; lowering + layout at 390 wide + reading every frame by id")
    print(whole.summary())

    var lowering = Samples(), buildingTree = Samples(), solving = Samples(), reading = Samples()
    /// Lowering plus solving (building the tree included), each run timed whole: the figure the
    /// 2 ms target is about.
    var target = Samples()
    for _ in 0..<max(1, runs / 5) {
        var stopwatch = Stopwatch()
        let node = block.makeLayoutNode(safeAreaInsets: safeArea)
        let lower = stopwatch.lap()
        var tree = try LayoutTree(node)
        let build = stopwatch.lap()
        try tree.layout(in: space)
        let solve = stopwatch.lap()
        _ = tree.computedLayout().framesByID()
        reading.append(stopwatch.lap())
        lowering.append(lower)
        buildingTree.append(build)
        solving.append(solve)
        target.append(lower + build + solve)
    }
    func medianText(_ samples: Samples) -> String { BenchReport.fixed(samples.median, 3) + " ms" }
    print("lower \(medianText(lowering)), build tree \(medianText(buildingTree)), solve \(medianText(solving)), "
        + "read \(medianText(reading)) (building the blocks, not timed above: \(medianText(building)))")
    print("lowering + solving (target: under 2 ms): \(target.summary())")
}
