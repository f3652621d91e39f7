import TrellisCore

/// Draws a layout in a terminal with box-drawing characters, one character cell per
/// `cellWidth` × `cellHeight` points.
///
/// Each box's edges are snapped to the nearest cell boundary and drawn as lines through the cells
/// there; where lines meet, the junction character joins them (`┬`, `├`, `┼`, …). Text leaves
/// show their text inside, one line of the layout a row (several a space apart when the rows
/// are fewer), or after their id, in quotes, when their box has no row inside. Every box's id is written on its
/// own top edge where it fits, else on a free stretch of its bottom edge or inside it, never over
/// another label, a child's lines or text; an id that finds no room is listed below the drawing,
/// with a number in its box when the number fits:
///
///     let document = try LayoutDocument(contentsOfFile: "card.xml")
///     print(TerminalRenderer.render(try document.layout(), source: document.root, cellWidth: 5, cellHeight: 10))
///
///     ┌card─────────────────────────┐
///     │ ┌1──┐ ┌title────┐ ┌2┐       │
///     │ │   │ │Hello    │ └─┘       │
///     │ └───┘ │         │           │
///     │       └─────────┘           │
///     └─────────────────────────────┘
///     1 icon
///     2 badge
///
/// A drawing that would need more than `maximumColumns` columns or `maximumRows` rows is scaled
/// down by a whole factor until it fits, and says so on its first line.
public enum TerminalRenderer {
    /// The drawing, one line per row of cells, each line ending in a newline; then the legend of
    /// the labels that did not fit, one per line.
    ///
    /// - Parameters:
    ///   - layout: The layout to draw.
    ///   - source: The tree `layout` was laid out from, whose text leaves' text is drawn; `nil`
    ///     (the default) draws no text.
    ///   - cellWidth: The points per character column. The default is 8.
    ///   - cellHeight: The points per character row. The default is 16.
    ///   - includeUnnamed: Whether boxes without an id are drawn. The default is `false`.
    ///   - maximumColumns: The widest drawing, in columns, before it is scaled down. The default is 160.
    ///   - maximumRows: The tallest drawing, in rows, before it is scaled down. The default is 100.
    /// - Complexity: O(n log n + cells) in the number of boxes and of character cells.
    public static func render(_ layout: ComputedLayout, source: LayoutNode? = nil,
                              cellWidth: Double = 8, cellHeight: Double = 16, includeUnnamed: Bool = false,
                              maximumColumns: Int = 160, maximumRows: Int = 100) -> String {
        guard cellWidth > 0, cellHeight > 0, cellWidth.isFinite, cellHeight.isFinite,
              maximumColumns > 0, maximumRows > 0 else {
            return "(cannot draw: cells of \(CSSValues.format(cellWidth)) × \(CSSValues.format(cellHeight)) points "
                + "in at most \(maximumColumns) × \(maximumRows) cells)\n"
        }
        let boxes = DrawnBox.collect(layout, source: source, includeUnnamed: includeUnnamed, outlineRoot: true)
        guard !boxes.isEmpty else { return "(nothing to draw: no box has a finite frame)\n" }
        let minX = min(0, boxes.map(\.rect.minX).min()!), minY = min(0, boxes.map(\.rect.minY).min()!)
        let width = boxes.map(\.rect.maxX).max()! - minX, height = boxes.map(\.rect.maxY).max()! - minY
        // A whole factor keeps the scaled cell sizes readable (5 → 15 points, not 14.0625).
        let factor = max(1, (width / cellWidth / Double(maximumColumns - 1)).rounded(.up),
                         (height / cellHeight / Double(maximumRows - 1)).rounded(.up))
        guard factor.isFinite, factor < 1e15 else {
            return "(too large to draw: \(CSSValues.format(width)) × \(CSSValues.format(height)) points)\n"
        }
        let canvas = Canvas(boxes, cellWidth: cellWidth * factor, cellHeight: cellHeight * factor, minX: minX, minY: minY)
        var output = factor == 1 ? "" : "(scaled down \(CSSValues.format(factor))×: a column is "
            + "\(CSSValues.format(cellWidth * factor)) points, a row \(CSSValues.format(cellHeight * factor)))\n"
        output += canvas.drawing()
        for line in LegendEntry.lines(canvas.legend, of: boxes) { output += line + "\n" }
        return output
    }

    /// The character grid: lines, then text, then labels on top.
    private struct Canvas {
        let boxes: [DrawnBox]
        /// Each box in cells, corners inclusive.
        var cells: [(left: Int, top: Int, right: Int, bottom: Int)] = []
        var columns = 1, rows = 1
        var characters: [Character] = []
        /// The box whose area a cell shows: the last in document order that covers it.
        var owner: [Int] = []
        /// Cells holding text or a label, which nothing may overwrite.
        var taken: [Bool] = []
        /// What each box is called in the drawing: its label, with its text when that is not drawn inside.
        var labels: [String] = []
        var legend: [LegendEntry] = []

        init(_ boxes: [DrawnBox], cellWidth: Double, cellHeight: Double, minX: Double, minY: Double) {
            self.boxes = boxes
            for box in boxes {
                let edges = [(box.rect.minX - minX) / cellWidth, (box.rect.minY - minY) / cellHeight,
                             (box.rect.maxX - minX) / cellWidth, (box.rect.maxY - minY) / cellHeight]
                    .map { Int($0.rounded()) }
                cells.append((edges[0], edges[1], edges[2], edges[3]))
                columns = max(columns, edges[2] + 1)
                rows = max(rows, edges[3] + 1)
            }
            drawLines()
            findOwners()
            taken = [Bool](repeating: false, count: columns * rows)
            for index in boxes.indices {
                labels.append(boxes[index].label)
                guard let text = boxes[index].text else { continue }
                if !drawInside(text, of: index) { labels[index] = boxes[index].labelWithText }
            }
            legend = LegendEntry.place(boxes, drawLabel: { place(labels[$0], in: $0) },
                                       drawMarker: { place($1, in: $0) })
        }

        func drawing() -> String {
            var output = ""
            for row in 0..<rows {
                var line = String(characters[row * columns..<(row + 1) * columns])
                while line.last == " " { line.removeLast() }
                output += line + "\n"
            }
            return output
        }

        /// Each cell collects the directions in which lines leave it, then shows their junction.
        private mutating func drawLines() {
            var lines = [UInt8](repeating: 0, count: columns * rows)
            let up: UInt8 = 1, down: UInt8 = 2, left: UInt8 = 4, right: UInt8 = 8
            let columns = columns
            func horizontal(_ row: Int, _ from: Int, _ to: Int) {
                guard from < to else { return }
                for column in from..<to {
                    lines[row * columns + column] |= right
                    lines[row * columns + column + 1] |= left
                }
            }
            func vertical(_ column: Int, _ from: Int, _ to: Int) {
                guard from < to else { return }
                for row in from..<to {
                    lines[row * columns + column] |= down
                    lines[(row + 1) * columns + column] |= up
                }
            }
            for (l, t, r, b) in cells {
                horizontal(t, l, r)
                horizontal(b, l, r)
                vertical(l, t, b)
                vertical(r, t, b)
            }
            characters = lines.map(TerminalRenderer.junction)
        }

        /// Paints owners last box first, each cell once: per row, `next` skips to the first cell
        /// not yet painted, so that a 100,000-deep chain of equal boxes costs rows × boxes.
        private mutating func findOwners() {
            owner = [Int](repeating: -1, count: columns * rows)
            var next = Array(0...(columns * rows))  // past-the-end of each row links to the next row's start
            func unpainted(_ cell: Int) -> Int {
                var root = cell
                while next[root] != root { root = next[root] }
                var current = cell
                while next[current] != root { (current, next[current]) = (next[current], root) }
                return root
            }
            for index in boxes.indices.reversed() {
                let (l, t, r, b) = cells[index]
                for row in t...b {
                    var cell = unpainted(row * columns + l)
                    while cell <= row * columns + r {
                        owner[cell] = index
                        next[cell] = cell + 1
                        cell = unpainted(cell + 1)
                    }
                }
            }
        }

        /// Writes a text leaf's lines in the rows inside its box, if there is room: one line a
        /// row, or where rows are fewer than lines, as many lines a row as fit, a space apart
        /// (none after a line that ends with its own space).
        private mutating func drawInside(_ text: TextLines, of index: Int) -> Bool {
            let (l, t, r, b) = cells[index]
            let width = r - l - 1
            guard text.lines.allSatisfy({ $0.count <= width }) else { return false }
            var rows = text.lines
            if rows.count > b - t - 1 {
                rows = []
                for line in text.lines {
                    if let last = rows.last, case let joined = last + (last.hasSuffix(" ") ? "" : " ") + line,
                       joined.count <= width {
                        rows[rows.count - 1] = joined
                    } else {
                        rows.append(line)
                    }
                }
            }
            guard rows.count <= b - t - 1 else { return false }
            for (offset, row) in rows.enumerated() {
                write(row, row: t + 1 + offset, column: l + 1)
            }
            return true
        }

        /// Writes `string` in box `index` at the first place, top edge first, then bottom edge,
        /// then inside, where every cell (and one either side) shows the box itself and holds
        /// nothing yet; says whether it found one.
        private mutating func place(_ string: String, in index: Int) -> Bool {
            let (l, t, r, b) = cells[index]
            let length = string.count
            guard r - l - 1 >= length else { return false }
            // Scans at most this many starting cells, so a box covered by thousands of others
            // gives up quickly.
            var budget = 4 * columns
            for row in [t, b] + (b - t > 1 ? Array((t + 1)..<b) : []) {
                var column = l + 1
                while column + length <= r, budget > 0 {
                    budget -= 1
                    let start = row * columns + column
                    if let blocked = ((start - 1)...(start + length)).last(where: { owner[$0] != index || taken[$0] }) {
                        column += blocked - start + 2
                        continue
                    }
                    write(string, row: row, column: column)
                    return true
                }
            }
            return false
        }

        private mutating func write(_ string: String, row: Int, column: Int) {
            for (offset, character) in string.enumerated() {
                characters[row * columns + column + offset] = character
                taken[row * columns + column + offset] = true
            }
        }
    }

    /// The box-drawing character for a cell whose lines leave it in the directions of `mask`
    /// (up 1, down 2, left 4, right 8).
    static func junction(_ mask: UInt8) -> Character {
        switch mask {
        case 0: " "
        case 1, 2, 3: "│"
        case 4, 8, 12: "─"
        case 10: "┌"
        case 6: "┐"
        case 9: "└"
        case 5: "┘"
        case 11: "├"
        case 7: "┤"
        case 14: "┬"
        case 13: "┴"
        default: "┼"
        }
    }
}
