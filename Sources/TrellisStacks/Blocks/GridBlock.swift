import TrellisBlocks

/// Lays blocks out in rows and columns, as SwiftUI's `Grid` does: each column as wide as its
/// widest cell, each row as tall as its tallest, so that cells line up across rows.
///
/// Each ``GridRowBlock`` is a row; its cells fill the columns left to right (right to left in
/// right-to-left layouts), and a cell may span several with ``LayoutBlock/gridCellColumns(_:)``.
/// A block written directly in the grid, outside a row, is a row of its own that spans every
/// column. A cell is aligned by its own ``LayoutBlock/alignSelf(_:)``, else by its row's
/// alignment, else by the grid's. A column holding a cell without a width of its own (it
/// expands) takes a share of the room the other columns leave; so does a row, vertically.
///
///     GridBlock(alignment: .leading, horizontalSpacing: 8, verticalSpacing: 4) {
///         GridRowBlock {
///             Item("nameLabel", text: "Name")
///             Item("nameField", width: 160, height: 20)
///         }
///         GridRowBlock(alignment: .end) {
///             Item("bioLabel", text: "Bio")
///             Item("bioField", width: 160, height: 60)
///         }
///         Item("note", text: "Both fields are optional")   // spans both columns
///     }
///
/// It lowers to a CSS grid container (`Docs/StackDSL.md`, "Grids").
public struct GridBlock: PrimitiveLayoutBlock {
    /// The cells' default alignment on both axes; an axis left `nil` centres.
    public var alignment: LayoutAlignment
    /// The gap between columns.
    public var horizontalSpacing: Double
    /// The gap between rows.
    public var verticalSpacing: Double
    /// The rows, top to bottom.
    public var rows: [Row]

    /// One row of a ``GridBlock``: a ``GridRowBlock``'s cells, or a block that spans every column.
    public struct Row: Sendable {
        enum Content: Sendable {
            case cells(GridRowBlock)
            case spanning(LayoutElement)
        }

        let content: Content
    }

    /// Creates a grid.
    ///
    /// - Parameters:
    ///   - alignment: The cells' default alignment; an axis left `nil` centres. The default is
    ///     `LayoutAlignment.center`, as SwiftUI's `Grid`.
    ///   - horizontalSpacing: The gap between columns. The default is 0.
    ///   - verticalSpacing: The gap between rows. The default is 0.
    ///   - rows: The rows: ``GridRowBlock``s, and blocks that span every column.
    public init(alignment: LayoutAlignment = .center, horizontalSpacing: Double = 0, verticalSpacing: Double = 0,
                @GridRowBuilder _ rows: () -> [Row]) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.rows = rows()
    }
}

/// One row of a ``GridBlock``: its cells, left to right, one column each unless a cell says
/// ``LayoutBlock/gridCellColumns(_:)``. Outside a grid it lays its cells out in a row, as an
/// ``HStackBlock`` without spacing.
///
///     GridRowBlock(alignment: .start) {
///         Item("label", text: "Total")
///         Item("amount", text: "42").gridCellColumns(2)
///     }
public struct GridRowBlock: PrimitiveLayoutBlock {
    /// The cells' vertical alignment; `nil` leaves it to the grid.
    public var alignment: AxisAlignment?
    /// The cells, in column order.
    public var cells: [LayoutElement]

    /// Creates a row.
    ///
    /// - Parameters:
    ///   - alignment: The cells' vertical alignment; `nil` (the default) leaves it to the grid.
    ///   - cells: The cells, in column order.
    public init(alignment: AxisAlignment? = nil, @LayoutBlockBuilder _ cells: () -> [LayoutElement]) {
        self.alignment = alignment
        self.cells = cells()
    }
}

/// Builds the rows of a ``GridBlock``: a ``GridRowBlock`` is a row of cells, any other block a
/// row that spans every column; `if`, `switch`, `for` and optionals work as in the stacks.
@resultBuilder
public enum GridRowBuilder {
    public static func buildExpression(_ row: GridRowBlock) -> [GridBlock.Row] {
        [GridBlock.Row(content: .cells(row))]
    }

    /// A block outside a row: a row of its own, across every column.
    public static func buildExpression(_ block: some LayoutBlock) -> [GridBlock.Row] {
        [GridBlock.Row(content: .spanning(block.layoutElement))]
    }

    /// An array of rows, in order.
    public static func buildExpression(_ rows: [GridRowBlock]) -> [GridBlock.Row] {
        rows.map { GridBlock.Row(content: .cells($0)) }
    }

    public static func buildBlock(_ parts: [GridBlock.Row]...) -> [GridBlock.Row] { parts.flatMap { $0 } }

    public static func buildOptional(_ part: [GridBlock.Row]?) -> [GridBlock.Row] { part ?? [] }

    public static func buildEither(first part: [GridBlock.Row]) -> [GridBlock.Row] { part }

    public static func buildEither(second part: [GridBlock.Row]) -> [GridBlock.Row] { part }

    public static func buildArray(_ parts: [[GridBlock.Row]]) -> [GridBlock.Row] { parts.flatMap { $0 } }

    public static func buildLimitedAvailability(_ part: [GridBlock.Row]) -> [GridBlock.Row] { part }
}
