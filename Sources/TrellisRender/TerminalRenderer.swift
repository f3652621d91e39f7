import TrellisCore

/// Draws a layout in a terminal with box-drawing characters, one character cell per
/// `cellWidth` × `cellHeight` points.
///
/// Each box's edges are snapped to the nearest cell boundary and drawn as lines through the cells
/// there; where lines meet, the junction character joins them (`┬`, `├`, `┼`, …). A box's id is
/// written into its top edge, and optional text inside it, word-wrapped.
///
///     print(TerminalRenderer.render(layout, cellWidth: 4, cellHeight: 8))
///
///     ┌card──────────┐
///     │┌title───────┐│
///     │└────────────┘│
///     └──────────────┘
///
/// Text measured with `MonospaceTextMeasurer(cellWidth:cellHeight:)` at the same cell size as the
/// rendering fits its box.
public enum TerminalRenderer {
    /// The drawing, one line per row of cells, each line ending in a newline.
    ///
    /// - Parameters:
    ///   - layout: The layout to draw.
    ///   - cellWidth: The points per character column. The default is 8.
    ///   - cellHeight: The points per character row. The default is 16.
    ///   - includeUnnamed: Whether boxes without an id are drawn. The default is `false`.
    ///   - text: Text to write inside boxes, by id; lines wrap at spaces. The default is none.
    /// - Complexity: O(n + cells) in the number of boxes and of character cells.
    public static func render(_ layout: ComputedLayout, cellWidth: Double = 8, cellHeight: Double = 16,
                              includeUnnamed: Bool = false, text: [ElementID: String] = [:]) -> String {
        guard cellWidth > 0, cellHeight > 0, cellWidth.isFinite, cellHeight.isFinite else { return "" }
        // Boxes in cell coordinates, corners inclusive.
        var boxes: [(box: VisitedBox, left: Int, top: Int, right: Int, bottom: Int)] = []
        var columns = 1, rows = 1
        layout.walk(enter: { box in
            guard includeUnnamed || box.layout.id != nil || box.depth == 0 else { return }
            let f = box.layout.frame
            let edges = [box.absoluteX / cellWidth, box.absoluteY / cellHeight,
                         (box.absoluteX + f.width) / cellWidth, (box.absoluteY + f.height) / cellHeight]
            guard edges.allSatisfy({ $0.isFinite && $0 >= 0 && $0 < 10_000 }) else { return }
            let cells = edges.map { Int($0.rounded()) }
            boxes.append((box, cells[0], cells[1], cells[2], cells[3]))
            columns = max(columns, cells[2] + 1)
            rows = max(rows, cells[3] + 1)
        })
        // Each cell collects the directions in which lines leave it.
        var lines = [UInt8](repeating: 0, count: columns * rows)
        let up: UInt8 = 1, down: UInt8 = 2, left: UInt8 = 4, right: UInt8 = 8
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
        for (_, l, t, r, b) in boxes {
            horizontal(t, l, r)
            horizontal(b, l, r)
            vertical(l, t, b)
            vertical(r, t, b)
        }
        var canvas = lines.map { Self.junction($0) }
        // Labels and text go on top of the lines, later boxes over earlier ones.
        func write(_ string: String, row: Int, from column: Int, width: Int) {
            guard width > 0 else { return }
            for (offset, character) in string.prefix(width).enumerated() {
                canvas[row * columns + column + offset] = character
            }
        }
        // A label that would run into an earlier one (a first child shares its parent's top
        // edge) removes that one whole, rather than leaving a mix of both names.
        var labelOwner = [Int](repeating: -1, count: columns * rows)
        var labelCells: [Range<Int>] = []
        func label(_ string: String, row: Int, from column: Int, width: Int) {
            let cells = (row * columns + column)..<(row * columns + column + max(0, min(width, string.count)))
            for cell in cells where labelOwner[cell] >= 0 {
                let owner = labelOwner[cell]
                for covered in labelCells[owner] where labelOwner[covered] == owner {
                    canvas[covered] = Self.junction(lines[covered])
                    labelOwner[covered] = -1
                }
            }
            for cell in cells { labelOwner[cell] = labelCells.count }
            labelCells.append(cells)
            write(string, row: row, from: column, width: width)
        }
        for (box, l, t, r, b) in boxes {
            if let id = box.layout.id { label(id.description, row: t, from: l + 1, width: r - l - 1) }
            guard let id = box.layout.id, let content = text[id] else { continue }
            for (index, line) in Self.wrap(content, width: r - l - 1).enumerated() where t + 1 + index < b {
                write(line, row: t + 1 + index, from: l + 1, width: r - l - 1)
            }
        }
        var output = ""
        for row in 0..<rows {
            var line = String(canvas[row * columns..<(row + 1) * columns])
            while line.last == " " { line.removeLast() }
            output += line + "\n"
        }
        return output
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

    /// `text` in lines of at most `width` characters, broken at spaces (a longer word is cut).
    static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if current.isEmpty {
                current = String(word)
            } else if current.count + 1 + word.count <= width {
                current += " " + word
            } else {
                lines.append(current)
                current = String(word)
            }
            while current.count > width {
                lines.append(String(current.prefix(width)))
                current = String(current.dropFirst(width))
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
