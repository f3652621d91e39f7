import TrellisBlocks

/// Lays blocks out in rows of columns, left to right then top to bottom.
///
/// Every row has one cell per column; a cell's block fills it. Fixed columns keep their width,
/// flexible ones share the rest equally within their bounds.
///
///     VGridBlock(columns: [.fixed(40), .flexible(), .flexible()], spacing: 4) {
///         for index in 0..<6 { Item("cell\(index)", height: 20) }
///     }
public struct VGridBlock: PrimitiveLayoutBlock {
    /// How wide one column is.
    public enum Column: Hashable, Sendable {
        /// Exactly this wide.
        case fixed(Double)
        /// A share of the room left after fixed columns, at least `minimum` (default 10, as
        /// SwiftUI's `GridItem.Size.flexible`) and at most `maximum` (default `nil`, no maximum):
        /// `.flexible()`, `.flexible(minimum: 60)`.
        /// https://developer.apple.com/documentation/swiftui/griditem/size-swift.enum/flexible(minimum:maximum:)
        case flexible(minimum: Double = 10, maximum: Double? = nil)
    }

    /// The columns, left to right.
    public var columns: [Column]
    /// The gap between rows and between columns.
    public var spacing: Double
    /// The blocks, row by row.
    public var elements: [LayoutElement]

    /// Creates a grid.
    ///
    /// - Parameters:
    ///   - columns: The columns, left to right; with none, the grid is empty.
    ///   - spacing: The gap between rows and between columns. The default is 0.
    ///   - elements: The blocks, row by row.
    public init(columns: [Column], spacing: Double = 0, @LayoutBlockBuilder _ elements: () -> [LayoutElement]) {
        self.columns = columns
        self.spacing = spacing
        self.elements = elements()
    }
}
