// The adapter is tested through SwiftUIStandIn, where SwiftUI does not exist; on Apple platforms
// SwiftUI makes subviews from views, and these tests do not build.
#if !canImport(SwiftUI)
import class Foundation.NSLock  // the rest of Foundation would make the stand-in's CGSize ambiguous
import class Foundation.Thread
import SwiftUIStandIn
import Testing
import TrellisBlocks
import TrellisConstraints
import TrellisCore
import TrellisStacks
import TrellisSwiftUI

/// Subviews that answer size proposals as SwiftUI's views do.
enum StandInView {
    /// An image: its own size, whatever is proposed.
    static func image(_ id: String, width: CGFloat, height: CGFloat) -> LayoutSubview {
        LayoutSubview(LayoutItemKey.self, ElementID(id)) { _ in CGSize(width: width, height: height) }
    }

    /// Text of 10-point cells that wraps at spaces to the proposed width: on one line when the
    /// width is `nil` or infinite, a word on each line at zero.
    static func text(_ id: String, _ string: String) -> LayoutSubview {
        LayoutSubview(LayoutItemKey.self, ElementID(id)) { proposal in
            let limit = proposal.width.flatMap { $0.isFinite ? Int($0 / 10) : nil } ?? .max
            var lines: [Int] = []
            for word in string.split(separator: " ").map(\.count) {
                if let last = lines.last, last + 1 + word <= limit { lines[lines.count - 1] += 1 + word } else { lines.append(word) }
            }
            return CGSize(width: CGFloat((lines.max() ?? 0) * 10), height: CGFloat(lines.count * 10))
        }
    }

    /// A colour: the proposed size, 10 points on an unspecified axis.
    static func color(_ id: String?) -> LayoutSubview {
        let measure: (ProposedViewSize) -> CGSize = { $0.replacingUnspecifiedDimensions() }
        guard let id else { return LayoutSubview(measure: measure) }
        return LayoutSubview(LayoutItemKey.self, ElementID(id), measure: measure)
    }
}

@Suite struct BlockLayoutTests {
    /// A row of an avatar, a name and a spacer, its items measured by their subviews.
    static let row = BlockLayout(HStackBlock(spacing: 8) {
        Item("avatar")
        Item("name")
        StackingSpacer()
    })

    static func rowSubviews() -> LayoutSubviews {
        LayoutSubviews([StandInView.image("avatar", width: 40, height: 40), StandInView.text("name", "Ada Lovelace")])
    }

    /// 40 + 8 + 120 + 8 wide: the stack's spacing follows the name too, as the spacer comes after it.
    @Test func aStackSizesItselfFromItsSubviews() {
        var cache: Void = ()
        let subviews = Self.rowSubviews()
        #expect(Self.row.sizeThatFits(proposal: .unspecified, subviews: subviews, cache: &cache) == CGSize(width: 176, height: 40))
        // The spacer takes a longer proposal; the name wraps in a shorter one.
        #expect(Self.row.sizeThatFits(proposal: ProposedViewSize(width: 300, height: nil), subviews: subviews, cache: &cache)
                == CGSize(width: 300, height: 40))
        #expect(Self.row.sizeThatFits(proposal: ProposedViewSize(width: 100, height: nil), subviews: subviews, cache: &cache)
                == CGSize(width: 136, height: 40))
    }

    @Test func aStackPlacesItsSubviewsInTheirItemsFrames() throws {
        var cache: Void = ()
        let subviews = Self.rowSubviews()
        Self.row.placeSubviews(in: CGRect(x: 10, y: 20, width: 300, height: 40), proposal: ProposedViewSize(width: 300, height: nil),
                               subviews: subviews, cache: &cache)
        #expect(subviews[0].placements.all == [.init(position: CGPoint(x: 10, y: 20), anchor: .topLeading,
                                                     proposal: ProposedViewSize(width: 40, height: 40))])
        // Centred across the row: (40 - 10) / 2 below its top.
        #expect(subviews[1].placements.all == [.init(position: CGPoint(x: 58, y: 35), anchor: .topLeading,
                                                     proposal: ProposedViewSize(width: 120, height: 10))])
    }

    /// Auto Layout-style relations inside SwiftUI: a title pinned at both ends, a badge beside it.
    @Test func aConstraintBlockLaysOutSubviews() {
        let title = Item("title"), badge = Item("badge")
        let card = BlockLayout(ConstraintBlock { title; badge } constraints: { view in
            title.layout(.leading) == view.layout(.leading) + 16
            badge.layout(.leading) == title.layout(.trailing) + 8
            badge.layout(.trailing) <= view.layout(.trailing) - 16
            badge.layout(.centerY) == title.layout(.centerY)
            title.layout(.top) == view.layout(.top) + 12
            view.layout(.bottom) == title.layout(.bottom) + 12
        })
        var cache: Void = ()
        let subviews = LayoutSubviews([StandInView.text("title", "Ada Lovelace"), StandInView.image("badge", width: 16, height: 16)])
        #expect(card.sizeThatFits(proposal: .unspecified, subviews: subviews, cache: &cache) == CGSize(width: 176, height: 34))
        card.placeSubviews(in: CGRect(x: 0, y: 0, width: 176, height: 34), proposal: .unspecified, subviews: subviews, cache: &cache)
        #expect(subviews[0].placements.all.map(\.position) == [CGPoint(x: 16, y: 12)])
        #expect(subviews[1].placements.all.map(\.position) == [CGPoint(x: 144, y: 9)])
    }

    /// A colour takes any proposal, so its item fills, as an item without content does; the
    /// image keeps its size.
    @Test func aSubviewThatTakesAnyProposalFills() {
        var cache: Void = ()
        let layout = BlockLayout(HStackBlock(spacing: 4) { Item("icon"); Item("fill") })
        let subviews = LayoutSubviews([StandInView.image("icon", width: 10, height: 10), StandInView.color("fill")])
        #expect(layout.sizeThatFits(proposal: ProposedViewSize(width: 200, height: nil), subviews: subviews, cache: &cache)
                == CGSize(width: 200, height: 10))
        layout.placeSubviews(in: CGRect(x: 0, y: 0, width: 200, height: 10), proposal: .unspecified, subviews: subviews, cache: &cache)
        #expect(subviews[1].placements.all.map(\.proposal) == [ProposedViewSize(width: 186, height: 10)])
    }

    @Test func aSubviewWithoutAnItemIsPlacedAtTheOriginProposedNothing() {
        var cache: Void = ()
        let subviews = LayoutSubviews([StandInView.color(nil), StandInView.color("unknown"), StandInView.color("fill")])
        let layout = BlockLayout(ZStackBlock { Item("fill") })
        #expect(layout.sizeThatFits(proposal: ProposedViewSize(width: 50, height: 30), subviews: subviews, cache: &cache)
                == CGSize(width: 50, height: 30))
        layout.placeSubviews(in: CGRect(x: 5, y: 5, width: 50, height: 30), proposal: .unspecified, subviews: subviews, cache: &cache)
        for subview in subviews.prefix(2) {
            #expect(subview.placements.all == [.init(position: CGPoint(x: 5, y: 5), anchor: .topLeading, proposal: .zero)])
        }
        #expect(subviews[2].placements.all.map(\.proposal) == [ProposedViewSize(width: 50, height: 30)])
    }

    @Test func aBlockThatCannotBeLaidOutReportsItsError() {
        let box = Item("box")
        let errors = ErrorLog()
        var conflicting = BlockLayout(ConstraintBlock { box } constraints: { view in
            box.layout(.width) == 50
            box.layout(.width) == 60
        })
        conflicting.onError = { errors.append($0) }
        var cache: Void = ()
        let subviews = LayoutSubviews([StandInView.color("box")])
        #expect(conflicting.sizeThatFits(proposal: ProposedViewSize(width: 100, height: nil), subviews: subviews, cache: &cache)
                == CGSize(width: 100, height: 0))
        #expect(errors.count == 1)
    }

    /// `layoutItem(_:)` names a view's item, as the adapter's subviews read it.
    @Test func aViewNamesItsItemWithLayoutItem() {
        struct Dot: View {}
        let dot = LayoutSubview(Dot().layoutItem("avatar")) { _ in CGSize(width: 40, height: 40) }
        let unnamed = LayoutSubview(Dot()) { _ in CGSize(width: 40, height: 40) }
        #expect(dot[LayoutItemKey.self] == ElementID("avatar"))
        #expect(unnamed[LayoutItemKey.self] == nil)
        var cache: Void = ()
        let subviews = LayoutSubviews([dot])
        // 40 + 8 + 0 + 8: the name has no subview, so no content.
        #expect(Self.row.sizeThatFits(proposal: .unspecified, subviews: subviews, cache: &cache) == CGSize(width: 56, height: 40))
    }

    /// A block 400 stacks deep, deeper than any thread's stack holds in a debug build, is laid
    /// out on a thread of the solver's own (the probe, a `@Sendable` measure function, runs
    /// there); its subview, a proxy of the caller's layout call, is still measured on the
    /// caller's thread, at every proposal and placement.
    @Test func subviewsAreMeasuredOnTheCallingThreadEvenInADeepTree() {
        let threads = ThreadLog()
        var block = HStackBlock {
            Item("name")
            Item("probe", readsAvailableHeight: false) { _ in
                threads.record(Thread.current, measuring: "probe")
                return Measurement(width: 10, height: 10)
            }
        }.layoutElement
        for _ in 0..<400 { block = VStackBlock { block }.layoutElement }
        let layout = BlockLayout(block)
        let name = LayoutSubview(LayoutItemKey.self, ElementID("name")) { _ in
            threads.record(Thread.current, measuring: "name")
            return CGSize(width: 120, height: 10)
        }
        let subviews = LayoutSubviews([name])
        var cache: Void = ()
        let size = layout.sizeThatFits(proposal: ProposedViewSize(width: 300, height: nil), subviews: subviews, cache: &cache)
        layout.placeSubviews(in: CGRect(origin: .zero, size: size), proposal: .unspecified, subviews: subviews, cache: &cache)
        #expect(size == CGSize(width: 130, height: 10))
        #expect(!threads.threads(measuring: "probe").isEmpty)
        #expect(threads.threads(measuring: "probe").allSatisfy { $0 !== Thread.current },
                "the tree was laid out on the calling thread: it is not deep enough to test the deep-tree path")
        #expect(!threads.threads(measuring: "name").isEmpty)
        #expect(threads.threads(measuring: "name").allSatisfy { $0 === Thread.current })
        #expect(name.placements.all.map(\.position) == [CGPoint(x: 0, y: 0)])
    }
}

/// The threads measure functions ran on, from `@Sendable` closures that may run on any thread.
final class ThreadLog: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [(thread: Thread, item: String)] = []

    func record(_ thread: Thread, measuring item: String) {
        lock.withLock { entries.append((thread, item)) }
    }

    func threads(measuring item: String) -> [Thread] {
        lock.withLock { entries.filter { $0.item == item }.map(\.thread) }
    }
}

/// The errors a layout reported, from its `@Sendable` callback.
final class ErrorLog: @unchecked Sendable {
    private var errors: [LayoutError] = []
    var count: Int { errors.count }
    func append(_ error: LayoutError) { errors.append(error) }
}
#endif
