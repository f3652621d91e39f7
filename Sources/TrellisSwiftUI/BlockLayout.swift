// Compiled against SwiftUI on Apple platforms and against SwiftUIStandIn, which mirrors the same
// declarations, elsewhere: the code below is the same in both, and tested on Linux. There, the
// module brings the stand-in in with it, as an app on Apple platforms imports SwiftUI.
#if canImport(SwiftUI)
import SwiftUI
#else
@_exported import SwiftUIStandIn
#endif
import TrellisBlocks
import TrellisCore

/// The item of a block that a subview of a ``BlockLayout`` is: the view's `layoutItem(_:)`.
public struct LayoutItemKey: LayoutValueKey {
    public static let defaultValue: ElementID? = nil
}

/// A SwiftUI layout whose subviews a Trellis block places: stacks, grids, or a constraint block,
/// whose Auto Layout-style relations SwiftUI itself lacks.
///
/// Each subview names the item of the block it is with `layoutItem(_:)`; an item without content
/// of its own (`Item("title")`) takes the subview's (its `sizeThatFits(_:)` is the item's measure
/// function, and an axis on which the subview takes any proposal, as a colour does, is one on
/// which the item fills), and the subview is placed in the item's frame. The container answers
/// `sizeThatFits` by Trellis's rule, which is SwiftUI's (Docs/Sizing.md).
///
///     let title = Item("title"), badge = Item("badge")
///     let card = ConstraintBlock { title; badge } constraints: { view in
///         title.layout(.leading) == view.layout(.leading) + 16
///         badge.layout(.leading) == title.layout(.trailing) + 8
///         badge.layout(.centerY) == title.layout(.centerY)
///         title.layout(.top) == view.layout(.top) + 12
///         view.layout(.bottom) == title.layout(.bottom) + 12
///     }
///     var body: some View {
///         let layout = BlockLayout(card)
///         layout {
///             Text("Ada Lovelace").layoutItem("title")
///             Image(systemName: "star.fill").layoutItem("badge")
///         }
///     }
///
/// A subview whose id no item of the block has, or that gives none, is placed at the top leading
/// corner, proposed a zero size. A block that cannot be laid out (a required relation that
/// conflicts, an invalid length) places its subviews so too and reports the error to
/// ``onError``, as a `Layout` cannot throw.
public struct BlockLayout: Layout, Sendable {
    /// The block that places the subviews.
    public var block: LayoutElement
    /// The direction in which the block's rows run.
    public var direction: TrellisBlocks.LayoutDirection
    /// Called with the error of a block that cannot be laid out; `nil` (the default) ignores it.
    public var onError: (@Sendable (LayoutError) -> Void)?

    /// A layout by `block`, its rows running in `direction`.
    ///
    /// No closure parameter, so that a trailing closure after it is the layout's content.
    public init(_ block: some LayoutBlock, direction: TrellisBlocks.LayoutDirection = .leftToRight) {
        self.block = block.layoutElement
        self.direction = direction
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let proposed = ProposedSize(width: proposal.width.map { Double($0) }, height: proposal.height.map { Double($0) })
        do {
            let size = try measuredNode(of: subviews).sizeThatFits(proposed, pixelScale: nil)
            return CGSize(width: size.width, height: size.height)
        } catch {
            onError?(error)
            return proposal.replacingUnspecifiedDimensions(by: .zero)
        }
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let layout: ComputedLayout?
        do {
            layout = try measuredNode(of: subviews).layout(width: Double(bounds.width), height: Double(bounds.height),
                                                           pixelScale: nil)
        } catch {
            onError?(error)
            layout = nil
        }
        for subview in subviews {
            guard let id = subview[LayoutItemKey.self], let frame = layout?.frame(of: id) else {
                subview.place(at: bounds.origin, anchor: .topLeading, proposal: .zero)
                continue
            }
            subview.place(at: CGPoint(x: bounds.minX + CGFloat(frame.x), y: bounds.minY + CGFloat(frame.y)),
                          anchor: .topLeading,
                          proposal: ProposedViewSize(width: CGFloat(frame.width), height: CGFloat(frame.height)))
        }
    }

    /// The block lowered, each item without content of its own measured by the subview that
    /// names it.
    private func measuredNode(of subviews: Subviews) -> LayoutNode {
        var content: [ElementID: MeasureFunction] = [:]
        for subview in subviews {
            guard let id = subview[LayoutItemKey.self] else { continue }
            content[id] = MeasuredSubview(subview: subview).measureFunction(named: "subview(\(id))")
        }
        return block.makeLayoutNode(direction: direction, hostedContent: content)
    }
}

/// A subview, measured for the solver.
///
/// `@unchecked Sendable` because measure functions must be `@Sendable`, while a subview proxy
/// belongs to the layout call that received it, on that call's thread: the node that holds it
/// lives only inside that call, and its measure function runs on the calling thread
/// (`runsOnCallingThread`), even when the solver lays a deep tree out on a thread of its own
/// (it hands the measurement back to the calling thread, which runs it while it waits).
private struct MeasuredSubview: @unchecked Sendable {
    let subview: LayoutSubview

    /// The subview's answers as a measure function. An axis on which the subview takes an
    /// infinite proposal whole (a colour, a resizable image) has no intrinsic size, so that its
    /// item fills its container there, as an item without content does.
    func measureFunction(named name: String) -> MeasureFunction {
        let largest = subview.sizeThatFits(.infinity)
        return MeasureFunction(name, readsAvailableHeight: false,
                               hasIntrinsicSize: Size(width: largest.width.isFinite, height: largest.height.isFinite),
                               runsOnCallingThread: true) {
            measure($0)
        }
    }

    /// The subview's answer to the solver's question: proposed ``MeasureInput/proposedWidth``
    /// and a height the item must take, else `nil`, as a subview's height follows from its
    /// width, as text's does.
    func measure(_ input: MeasureInput) -> TrellisCore.Measurement {
        let size = subview.sizeThatFits(ProposedViewSize(width: input.proposedWidth.map { CGFloat($0) },
                                                         height: input.knownSize.height.map { CGFloat($0) }))
        return TrellisCore.Measurement(width: input.knownSize.width ?? Double(size.width),
                                       height: input.knownSize.height ?? Double(size.height))
    }
}

extension View {
    /// Names the item of a ``BlockLayout``'s block that this view is.
    ///
    ///     Text("Ada Lovelace").layoutItem("title")
    public func layoutItem(_ id: some Hashable & Sendable) -> some View {
        layoutValue(key: LayoutItemKey.self, value: ElementID(id))
    }
}
