/// A size offered to a layout, one axis at a time, with SwiftUI's `ProposedViewSize` meaning: a
/// ``Size`` whose axes may be `nil`.
///
/// On each axis, `nil` asks for the ideal size (CSS's max-content size), a finite length for the
/// size that fits in it (CSS's fit-content: the ideal size, at most the length, never below the
/// minimum that the content allows), and `0` for that minimum (CSS's min-content size).
/// `.infinity` asks for the ideal size too: Trellis's boxes have no maximum beyond it.
///
///     let size = try card.sizeThatFits(ProposedSize(width: 320, height: nil))
public typealias ProposedSize = Size<Double?>

extension Size where Value == Double? {
    /// The ideal size on both axes.
    public static let unspecified = ProposedSize(width: nil, height: nil)
    /// The minimum size on both axes.
    public static let zero = ProposedSize(width: 0, height: 0)
    /// The ideal size on both axes, as `unspecified`.
    public static let infinity = ProposedSize(width: .infinity, height: .infinity)
}

extension LayoutTree {
    /// Lays the tree out at `proposal` and returns the size its root takes: its ideal size on an
    /// axis proposed `nil`, the size that fits a finite length on the others.
    ///
    ///     var tree = try LayoutTree(label)
    ///     let ideal = try tree.sizeThatFits(.unspecified)
    ///     let wrapped = try tree.sizeThatFits(ProposedSize(width: 100, height: nil))
    ///
    /// The frames stay laid out at `proposal`, so they can be read after the call.
    ///
    /// - Throws: ``LayoutError/invalidAvailableSpace(axis:value:)`` for a negative or NaN
    ///   proposal, and every error of ``layout(in:pixelScale:)``.
    public mutating func sizeThatFits(_ proposal: ProposedSize, pixelScale: Double? = 1) throws(LayoutError) -> Size<Double> {
        // A root fills the definite room it is given, so the fitted size is found first: CSS's
        // fit-content, min(ideal, max(minimum, proposal)), the width before the height it sets.
        var space = Size(width: AvailableSpace.maxContent, height: .maxContent)
        for axis in Axis.allCases {
            guard let length = proposal[axis], length != .infinity else { continue }
            guard length.isFinite && length >= 0 else { throw .invalidAvailableSpace(axis: axis, value: length) }
            space[axis] = .maxContent
            try layout(in: space, pixelScale: pixelScale)
            let ideal = try frame(of: root).size[axis]
            space[axis] = .minContent
            try layout(in: space, pixelScale: pixelScale)
            let minimum = try frame(of: root).size[axis]
            space[axis] = .definite(max(minimum, min(ideal, length)))
        }
        try layout(in: space, pixelScale: pixelScale)
        return try frame(of: root).size
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
