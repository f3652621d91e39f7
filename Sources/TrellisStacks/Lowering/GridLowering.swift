import TrellisBlocks
import TrellisCore

extension GridBlock {
    /// A grid container (CSS Grid): a row per row, its cells placed by line numbers, `auto`
    /// columns and rows (a `1fr` share for those with an expanding cell) packed at the start, so
    /// that each is as large as its largest cell, as SwiftUI's `Grid` sizes them. An expanding
    /// cell that spans columns none of which expands makes the last of them `1fr`, so that the
    /// grid takes the room the cell is offered, as a flexible view spanning columns of SwiftUI's
    /// `Grid` does, and the other columns keep their widths.
    public func lower(into nodes: inout [LayoutNode], in context: inout LoweringContext) -> Placement {
        let defaults = Size(width: alignment.horizontal ?? .center, height: alignment.vertical ?? .center)
        var cells: [LayoutNode] = []
        var columnCount = 1
        var expandingColumns: Set<Int> = []
        // Spans of expanding cells, `nil` for every column: they grow only through their columns.
        var expandingSpans: [Range<Int>?] = []
        var expandingRows: Set<Int> = []
        var expands = Size(width: false, height: false)
        for (rowIndex, row) in rows.enumerated() {
            switch row.content {
            case .cells(let gridRow):
                var column = 0
                for element in gridRow.cells {
                    let cell = context.lower(element, into: &cells)
                    let span = cells[cells.count - 1].style.gridColumnEnd.spanCount
                    cells[cells.count - 1].style.placeInGrid(
                        cell, row: rowIndex, columns: .line(column + 1), .span(span),
                        inherited: Size(width: defaults.width, height: gridRow.alignment ?? defaults.height), defaults: defaults)
                    if cell.expands.width { expandingSpans.append(column..<column + span) }
                    if cell.expands.height { expandingRows.insert(rowIndex) }
                    expands = Size(width: expands.width || cell.expands.width, height: expands.height || cell.expands.height)
                    column += span
                }
                columnCount = max(columnCount, column)
            case .spanning(let element):
                let cell = context.lower(element, into: &cells)
                cells[cells.count - 1].style.placeInGrid(cell, row: rowIndex, columns: .line(1), .line(-1),
                                                         inherited: defaults, defaults: defaults)
                if cell.expands.width { expandingSpans.append(nil) }
                if cell.expands.height { expandingRows.insert(rowIndex) }
                expands = Size(width: expands.width || cell.expands.width, height: expands.height || cell.expands.height)
            }
        }
        // Single columns first, so that a span crossing an expanding column grows through it alone.
        let spans = expandingSpans.map { $0 ?? 0..<columnCount }
        for span in spans where span.count == 1 { expandingColumns.insert(span.lowerBound) }
        for span in spans where span.count > 1 && !span.contains(where: expandingColumns.contains) {
            expandingColumns.insert(span.upperBound - 1)
        }
        var style = Style().display(.grid)
        style.justifyContent = .start
        style.alignContent = .start
        style.rowGap = .points(verticalSpacing)
        style.columnGap = .points(horizontalSpacing)
        style.justifyItems = defaults.width.selfAlignment(alignsBaselines: false)
        style.alignItems = defaults.height.selfAlignment(alignsBaselines: true)
        style.gridTemplateColumns = (0..<columnCount).map { expandingColumns.contains($0) ? .fr(1) : .auto }
        style.gridTemplateRows = rows.indices.map { expandingRows.contains($0) ? .fr(1) : .auto }
        nodes.append(LayoutNode(style: style, children: cells))
        return Placement(expands: expands)
    }
}

extension GridRowBlock {
    /// Outside a ``GridBlock``: a row flex container, its cells aligned by the row's alignment.
    public func lower(into nodes: inout [LayoutNode], in context: inout LoweringContext) -> Placement {
        var children: [LayoutNode] = []
        var expands = Size(width: false, height: false)
        for element in cells {
            let cell = context.lower(element, into: &children)
            expands = Size(width: expands.width || cell.expands.width, height: expands.height || cell.expands.height)
        }
        let style = Style().alignItems((alignment ?? .center).selfAlignment(alignsBaselines: true))
        nodes.append(LayoutNode(style: style, children: children))
        return Placement(expands: expands)
    }
}

extension VGridBlock {
    /// A grid container of the given columns, its blocks placed row by row; every cell fills
    /// its area.
    public func lower(into nodes: inout [LayoutNode], in context: inout LoweringContext) -> Placement {
        var cells: [LayoutNode] = []
        // Without columns the grid is empty.
        if !columns.isEmpty {
            for element in elements {
                let cell = context.lower(element, into: &cells)
                cells[cells.count - 1].style.placeInCell(cell, defaults: Size(width: .fill, height: .fill))
            }
        }
        var style = Style().display(.grid)
        style.justifyItems = .stretch
        style.alignItems = .stretch
        // Rows as tall as their cells, from the top, as SwiftUI's `LazyVGrid` stacks them: a
        // taller grid does not stretch them apart.
        style.alignContent = .start
        style.rowGap = .points(spacing)
        style.columnGap = .points(spacing)
        style.gridTemplateColumns = columns.map(\.track)
        nodes.append(LayoutNode(style: style, children: cells))
        let flexible = columns.contains { if case .flexible = $0 { true } else { false } }
        return Placement(expands: Size(width: flexible, height: false))
    }
}

extension VGridBlock.Column {
    /// The column's track: a fixed width, or a share of the room left between its bounds, which
    /// grows from its minimum to a maximum, or to a `1fr` share without one.
    fileprivate var track: GridTrack {
        switch self {
        case .fixed(let width): .points(width)
        case .flexible(let minimum, let maximum): .minmax(.points(minimum), maximum.map { .points($0) } ?? .fr(1))
        }
    }
}

extension GridLine {
    /// The columns a cell's end says it spans (``LayoutBlock/gridCellColumns(_:)``); 1 otherwise.
    var spanCount: Int {
        if case .span(let count, _) = self { count } else { 1 }
    }
}

extension Style {
    /// Places a cell of a ``GridBlock`` on its lines, aligned as ``placeInCell(_:inherited:defaults:alignsVerticalBaselines:)`` says.
    mutating func placeInGrid(_ cell: Placement, row: Int, columns start: GridLine, _ end: GridLine,
                              inherited: Size<AxisAlignment>, defaults: Size<AxisAlignment>) {
        gridRowStart = .line(row + 1)
        gridColumnStart = start
        gridColumnEnd = end
        placeInCell(cell, inherited: inherited, defaults: defaults, alignsVerticalBaselines: true)
    }
}
