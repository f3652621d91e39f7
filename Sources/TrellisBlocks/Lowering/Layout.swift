import TrellisCore

extension LayoutBlock {
    /// Lowers the block and lays it out in one call.
    ///
    /// On a definite axis the block fills the given length; on an unbounded one (`nil`) it takes
    /// its content's size. The result keeps the lowered tree's shape, finds frames by element id
    /// relative to the block, and prints as the Swift code that rebuilds it.
    ///
    ///     let layout = try HStackBlock(spacing: 8) {
    ///         Item("avatar", width: 40, height: 40)
    ///         Item("name", text: "Mondrian")
    ///     }.layout(width: 320, height: nil)
    ///     let name = layout.frame(of: "name")   // Rect(x: 48, y: 15, width: 80, height: 10)
    ///
    /// - Parameters:
    ///   - width: The width to fill, or `nil` for the content's width.
    ///   - height: The height to fill, or `nil` for the content's height.
    ///   - safeAreaInsets: The insets that a safe-area container (the stacks' `LayoutContainer`)
    ///     keeps out of. The default is none.
    ///   - direction: The direction in which rows run. The default is left to right.
    ///   - pixelScale: Pixels per point for rounding edges; `nil` keeps unrounded frames. The default is 1.
    /// - Throws: ``LayoutError`` for NaN, infinite or negative lengths.
    /// - Complexity: O(n) in the number of blocks for lowering, plus the solver's cost.
    public func layout(width: Double?, height: Double?, safeAreaInsets: EdgeInsets = .zero,
                       direction: LayoutDirection = .leftToRight,
                       pixelScale: Double? = 1) throws(LayoutError) -> ComputedLayout {
        try makeLayoutNode(safeAreaInsets: safeAreaInsets, direction: direction)
            .layout(width: width, height: height, pixelScale: pixelScale)
    }

    /// The size the block takes at `proposal`, with SwiftUI's proposal semantics: its ideal
    /// size on an axis proposed `nil`, its minimum at `0`, its maximum at `.infinity`, and for a
    /// length the size that fits it: text wraps to a shorter one, and what can grow (a spacer,
    /// an item without content, relations pinned at both ends) takes a longer one (the rule and
    /// its cases: ``TrellisCore/LayoutTree/sizeThatFits(_:pixelScale:)``, Docs/Sizing.md). A
    /// `sizeThatFits(_:)` for a view that hosts the block.
    ///
    ///     let card = HStackBlock(spacing: 8) {
    ///         Item("avatar", width: 40, height: 40)
    ///         Item("name", text: "Ada Lovelace")
    ///     }
    ///     let ideal = try card.sizeThatFits(.unspecified)                           // Size(width: 168, height: 40)
    ///     let wrapped = try card.sizeThatFits(ProposedSize(width: 150, height: nil))  // Size(width: 150, height: 40)
    ///     let least = try card.sizeThatFits(ProposedSize(width: 100, height: nil))    // Size(width: 128, height: 40)
    ///
    /// At 150 the name wraps to two lines; 128 is the least the card can take, with "Lovelace"
    /// on a line of its own.
    ///
    /// A ``layout(width:height:safeAreaInsets:direction:pixelScale:)`` at that size gives the frames.
    ///
    /// - Throws: ``LayoutError`` for a negative or NaN proposal and for invalid lengths.
    public func sizeThatFits(_ proposal: ProposedSize, direction: LayoutDirection = .leftToRight,
                             pixelScale: Double? = 1) throws(LayoutError) -> Size<Double> {
        try makeLayoutNode(direction: direction).sizeThatFits(proposal, pixelScale: pixelScale)
    }
}
