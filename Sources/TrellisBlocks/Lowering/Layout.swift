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
    ///     layout.frame(of: "name")   // Rect(x: 48, y: 15, width: 80, height: 10)
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
}
