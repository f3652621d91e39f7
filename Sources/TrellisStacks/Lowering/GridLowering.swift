import TrellisBlocks
import TrellisCore

extension VGridBlock {
    /// Rows of flex containers with one cell per column; cells of a column share its width.
    public func lower(into nodes: inout [LayoutNode], in context: LoweringContext) -> Placement {
        var rows: [LayoutNode] = []
        if !columns.isEmpty {
            var row: [LayoutNode] = []
            // Row-major; the last row is filled up with empty cells.
            let cellCount = (elements.count + columns.count - 1) / columns.count * columns.count
            for index in 0..<cellCount {
                let column = index % columns.count
                var content: [LayoutNode] = []
                if index < elements.count {
                    let cell = context.lower(elements[index], into: &content)
                    content[0].style.placeInLayers(cell, defaults: Size(width: .fill, height: .fill))
                }
                row.append(LayoutNode(style: columns[column].cellStyle, children: content))
                if column == columns.count - 1 {
                    rows.append(LayoutNode(style: Style(columnGap: .points(spacing)), children: row))
                    row = []
                }
            }
        }
        let flexible = columns.contains { if case .flexible = $0 { true } else { false } }
        nodes.append(LayoutNode(style: Style(flexDirection: .column, rowGap: .points(spacing)), children: rows))
        return Placement(expands: Size(width: flexible, height: false))
    }
}

extension VGridBlock.Column {
    /// The style of the column's cells: a layers container of the column's width.
    fileprivate var cellStyle: Style {
        switch self {
        case .fixed(let width):
            Style(display: .layers, flexShrink: 0, width: .points(width))
        case .flexible(let minimum, let maximum):
            Style(display: .layers, flexGrow: 1, flexBasis: .points(0), minWidth: .points(minimum),
                  maxWidth: maximum.map { .points($0) } ?? .auto)
        }
    }
}
