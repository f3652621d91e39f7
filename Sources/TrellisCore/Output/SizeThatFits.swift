/// A size offered to a layout, one axis at a time, with SwiftUI's `ProposedViewSize` meaning: a
/// ``Size`` whose axes may be `nil`.
///
/// On each axis, `nil` asks for the ideal size (CSS's max-content size), `0` for the minimum
/// (CSS's min-content size), `.infinity` for the maximum, and a length for the size that fits
/// it: less than the ideal size, text wraps to fit; more, what can grow (a spacer, a stretched
/// box without content) takes the room. ``LayoutTree/sizeThatFits(_:pixelScale:)`` gives the rule.
///
///     let size = try card.sizeThatFits(ProposedSize(width: 320, height: nil))
public typealias ProposedSize = Size<Double?>

extension Size where Value == Double? {
    /// The ideal size on both axes.
    public static let unspecified = ProposedSize(width: nil, height: nil)
    /// The minimum size on both axes.
    public static let zero = ProposedSize(width: 0, height: 0)
    /// The maximum size on both axes: `.infinity` where something can grow without bound.
    public static let infinity = ProposedSize(width: .infinity, height: .infinity)
}

extension LayoutTree {
    /// Lays the tree out at `proposal` and returns the size its root takes, as a SwiftUI view
    /// answers `sizeThatFits`, one axis at a time, the width first (the height depends on it):
    ///
    /// - `nil`: the ideal size (CSS's max-content size);
    /// - a length below the ideal size: that length, but no less than the minimum the content
    ///   allows (CSS's fit-content: text wraps to fit);
    /// - a length above the ideal size: the ideal size plus the room that what can grow takes,
    ///   up to the length. What grows is found by laying the content out in that length and
    ///   comparing the span of its leaves with their span at the ideal size, and each leaf's
    ///   length with its length there (the root grows by the larger growth): a leaf without
    ///   intrinsic size on the axis (a spacer, an item without content) that is stretched or
    ///   flexed grows, and so do items that relations pinned at both ends move apart or stretch.
    ///   A leaf with an intrinsic size (text, an image) counts no larger than at the ideal size,
    ///   however far alignment stretches it, and the root's absolutely positioned children (a
    ///   `.background`) follow the root rather than grow it. Docs/Sizing.md has a table of cases;
    /// - `0`: the minimum size (CSS's min-content size; for a constraint container, the least
    ///   its required relations allow);
    /// - `.infinity`: the maximum size, `.infinity` where something can grow without bound,
    ///   with the frames laid out at the ideal size.
    ///
    ///     var tree = try LayoutTree(label)
    ///     let ideal = try tree.sizeThatFits(.unspecified)
    ///     let wrapped = try tree.sizeThatFits(ProposedSize(width: 100, height: nil))
    ///
    /// The frames stay laid out at the size returned, so they can be read after the call.
    ///
    /// - Throws: ``LayoutError/invalidAvailableSpace(axis:value:)`` for a negative or NaN
    ///   proposal, and every error of ``layout(in:pixelScale:)``.
    public mutating func sizeThatFits(_ proposal: ProposedSize, pixelScale: Double? = 1) throws(LayoutError) -> Size<Double> {
        var space = Size(width: AvailableSpace.maxContent, height: .maxContent)
        var isUnbounded = Size(width: false, height: false)
        for axis in Axis.allCases {
            guard let length = proposal[axis] else { continue }
            guard length >= 0 else { throw .invalidAvailableSpace(axis: axis, value: length) }
            (space[axis], isUnbounded[axis]) = try fittedSpace(along: axis, length, in: space)
        }
        try layout(LayoutRequest(availableSpace: space, pixelScale: pixelScale, rootFillsHeight: true))
        let size = try frame(of: root).size
        return Size(width: isUnbounded.width ? .infinity : size.width,
                    height: isUnbounded.height ? .infinity : size.height)
    }

    /// The room in which the root takes the size that fits `length` along `axis`, the other axis
    /// laid out in `space`, and whether that size is unbounded (only for an infinite `length`).
    private mutating func fittedSpace(along axis: Axis, _ length: Double,
                                      in space: Size<AvailableSpace>) throws(LayoutError) -> (AvailableSpace, Bool) {
        var probe = space
        probe[axis] = .maxContent
        try layout(LayoutRequest(availableSpace: probe, pixelScale: nil, rootFillsHeight: true))
        let ideal = nodes[Int(rootRaw)].unroundedFrame.size[axis]
        if length < ideal {
            probe[axis] = .minContent
            try layout(LayoutRequest(availableSpace: probe, pixelScale: nil, rootFillsHeight: true))
            return (.definite(max(nodes[Int(rootRaw)].unroundedFrame.size[axis], length)), false)
        }
        // More room than the ideal size: the content's leaves show what takes it.
        let (idealSpan, idealLengths, _) = leafSpan(along: axis, measuredLeavesAtMost: nil)
        let room = length.isFinite ? length : 2 * ideal + 1024
        probe[axis] = .definite(room)
        try layout(LayoutRequest(availableSpace: probe, pixelScale: nil, rootFillsHeight: true))
        let grown = leafSpan(along: axis, measuredLeavesAtMost: idealLengths)
        let growth = max(0, grown.span - idealSpan, grown.stretch)
        if !length.isFinite && growth >= room - ideal - 0.5 { return (.maxContent, true) }
        return (.definite(min(length, ideal + growth)), false)
    }

    /// The span along `axis` of the visible leaves of the last layout, each node's length
    /// along `axis` (read for leaves only), and how much longer than `measuredLeavesAtMost`
    /// gives the most stretched leaf is: a leaf stretched between relations grows the container
    /// by its stretch even where another leaf, centred on it, reached further at the ideal size.
    /// A leaf with content of an intrinsic size on
    /// `axis` (``MeasureFunction/hasIntrinsicSize``) counts no longer than `measuredLeavesAtMost`
    /// gives for it, so that text stretched past its ideal size takes none of the extra room,
    /// unless relations stretch it (an item of a constraint container is as large as Auto
    /// Layout makes it). A childless root is its own leaf; the root's absolutely positioned
    /// children are left out, as they follow the size the root is given (a `.background`).
    private func leafSpan(along axis: Axis,
                          measuredLeavesAtMost limits: [Double]?) -> (span: Double, lengths: [Double], stretch: Double) {
        var lengths = [Double](repeating: 0, count: nodes.count)
        var lower = Double.infinity, upper = -Double.infinity, stretch = 0.0
        var stack: [(node: Int32, parentStart: Double)] = [(rootRaw, 0)]
        while let (node, parentStart) = stack.popLast() {
            let record = nodes[Int(node)]
            guard !record.isHidden else { continue }
            let frame = record.unroundedFrame
            let start = parentStart + (axis == .horizontal ? frame.x : frame.y)
            var length = frame.size[axis]
            var child = record.firstChild
            guard child == LayoutTree.noNode else {
                while child != LayoutTree.noNode {
                    if node != rootRaw || styles[Int(child)].position != .absolute { stack.append((child, start)) }
                    child = nodes[Int(child)].nextSibling
                }
                continue
            }
            lengths[Int(node)] = length
            if let limits, measureFunction(of: node)?.hasIntrinsicSize[axis] == true,
               record.parent == LayoutTree.noNode || styles[Int(record.parent)].display != .constraints {
                length = min(length, limits[Int(node)])
            }
            if let limits { stretch = max(stretch, length - limits[Int(node)]) }
            lower = min(lower, start)
            upper = max(upper, start + length)
        }
        return (upper > lower ? upper - lower : 0, lengths, stretch)
    }
}

extension LayoutNode {
    /// The size this tree's root takes at `proposal` (see ``LayoutTree/sizeThatFits(_:pixelScale:)``).
    ///
    ///     let label = LayoutNode(id: "label", measure: .monospaceText("Hello wonderworld", breaks: .spaces))
    ///     let ideal = try label.sizeThatFits(.unspecified)                           // Size(width: 170, height: 10)
    ///     let wrapped = try label.sizeThatFits(ProposedSize(width: 150, height: nil))  // Size(width: 150, height: 20)
    ///     let least = try label.sizeThatFits(ProposedSize(width: 0, height: nil))      // Size(width: 110, height: 20)
    ///
    /// - Throws: ``LayoutError`` for an invalid tree or proposal.
    public func sizeThatFits(_ proposal: ProposedSize, pixelScale: Double? = 1) throws(LayoutError) -> Size<Double> {
        var tree = try LayoutTree(self)
        return try tree.sizeThatFits(proposal, pixelScale: pixelScale)
    }
}
