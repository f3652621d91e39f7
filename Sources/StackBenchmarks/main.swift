// `swift run -c release StackBenchmarks`: lowers and lays out a 1,000-element DSL screen and prints
// the median time of one lowering plus layout. The target is below 2 ms.
import TrellisCore
import TrellisStacks

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A feed of 100 cards of 10 elements each: avatar, title and subtitle text, a row of three
/// buttons around a spacer, a divider, a time stamp, a footer, and a card background; each card
/// padded, in a safe-area container.
func screen(cards: Int) -> LayoutElement {
    LayoutContainer(attachedSafeAreaEdges: .vertical) {
        VStackBlock(spacing: 8, alignment: .fill) {
            for card in 0..<cards {
                VStackBlock(spacing: 4, alignment: .fill) {
                    HStackBlock(spacing: 8) {
                        Item("avatar\(card)", width: 40, height: 40)
                        VStackBlock(spacing: 2, alignment: .leading) {
                            Item("title\(card)", text: "Card number \(card)", measurer: MonospaceTextMeasurer(cellWidth: 8, cellHeight: 16))
                            Item("subtitle\(card)", text: "A subtitle that wraps onto more lines when room is short",
                                 measurer: MonospaceTextMeasurer(cellWidth: 6, cellHeight: 12))
                        }
                    }
                    HStackBlock(spacing: 8) {
                        Item("like\(card)", width: 24, height: 24)
                        Item("share\(card)", width: 24, height: 24)
                        StackingSpacer()
                        Item("more\(card)", width: 24, height: 24).padding(4)
                    }
                    Item("divider\(card)", height: 1)
                    Item("time\(card)", text: "12:00", measurer: MonospaceTextMeasurer(cellWidth: 6, cellHeight: 12)).alignSelf(.trailing)
                    Item("footer\(card)").height(.min(8)).aspectRatio(20)
                }
                .padding(12)
                .background(Item("card\(card)"))
            }
        }
    }.layoutElement
}

func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

let block = screen(cards: 100)
func countIDs(_ node: LayoutNode) -> Int { (node.id != nil ? 1 : 0) + node.children.reduce(0) { $0 + countIDs($1) } }
let leaves = countIDs(block.makeLayoutNode())

var samples: [Double] = []
var check = 0.0
for iteration in 0..<260 {
    let start = now()
    let layout = try block.layout(width: 390, height: nil, safeAreaInsets: EdgeInsets(top: 47, bottom: 34))
    let elapsed = now() - start
    check += layout.frame.height
    if iteration >= 10 { samples.append(elapsed) }  // the first runs warm up caches and allocators
}
samples.sort()
let median = samples[samples.count / 2]
print("StackBenchmarks: \(leaves) elements with ids; lowering + layout at 390 wide")
print("median \(String(format: median * 1000)) ms, min \(String(format: samples[0] * 1000)) ms over \(samples.count) runs (check \(check / Double(samples.count + 10)))")

extension String {
    init(format value: Double) {
        let hundredths = Int((value * 1000).rounded())
        self = "\(hundredths / 1000).\(String(repeating: "0", count: 3 - String(hundredths % 1000).count))\(hundredths % 1000)"
    }
}

do {
    var lowerTimes: [Double] = [], treeTimes: [Double] = [], solveTimes: [Double] = [], readTimes: [Double] = []
    for _ in 0..<50 {
        let t0 = now()
        let node = block.makeLayoutNode()
        let t1 = now()
        var tree = try LayoutTree(node)
        let t2 = now()
        try tree.layout(in: Size(width: .definite(390), height: .maxContent))
        let t3 = now()
        _ = tree.computedLayout()
        let t4 = now()
        lowerTimes.append(t1 - t0); treeTimes.append(t2 - t1); solveTimes.append(t3 - t2); readTimes.append(t4 - t3)
    }
    func median(_ values: [Double]) -> String { String(format: values.sorted()[values.count / 2] * 1000) }
    print("lower \(median(lowerTimes)) ms, build tree \(median(treeTimes)) ms, solve \(median(solveTimes)) ms, read \(median(readTimes)) ms")
}
