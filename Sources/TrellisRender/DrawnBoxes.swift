import TrellisCore
import TrellisText

// What the SVG and terminal renderers share: the boxes they draw, the text of text leaves broken
// where the layout broke it, and the rule that decides which labels are drawn whole and which
// are listed in a legend, so that no label is ever drawn over another.

/// A box that a picture draws, in the root's coordinate space.
struct DrawnBox {
    /// The box's id.
    let id: ElementID?
    /// The box's id, or its path when it has none.
    let label: String
    /// Whether the picture shows the label: an unnamed root drawn only as an outline has none.
    let isLabelled: Bool
    /// The border box.
    let rect: Rect
    /// The lines of a text leaf, or `nil` for any other box.
    let text: TextLines?
    /// The index, in the list of drawn boxes, of the nearest drawn box that contains this one in
    /// the tree; `nil` for a box at the top.
    let parent: Int?
    /// The index, in the list of drawn boxes, just past the box's last drawn descendant: the
    /// boxes from the next index up to this one lie inside it in the tree.
    var descendantsEnd: Int

    /// The drawn boxes of `layout` in document order: those with an id, and those without when
    /// `includeUnnamed` is set (the root, unlabelled, when `outlineRoot` is). `source` is the tree
    /// `layout` was laid out from; when given (and of the same shape), its text leaves' text is read from it.
    static func collect(_ layout: ComputedLayout, source: LayoutNode?, includeUnnamed: Bool,
                        outlineRoot: Bool = false) -> [DrawnBox] {
        let nodes = source.map(preorder) ?? []
        var index = 0
        var boxes: [DrawnBox] = []
        // The boxes entered and not yet left: their drawn index (if drawn), the nearest drawn
        // index among them and their ancestors, and their width.
        var open: [(drawn: Int?, nearest: Int?, width: Double)] = []
        var shapeMatches = true
        layout.walk(enter: { box in
            let f = box.layout.frame
            let node = index < nodes.count ? nodes[index] : nil
            if let node, node.id != box.layout.id || node.children.count != box.layout.children.count {
                shapeMatches = false
            }
            index += 1
            let rect = Rect(x: box.absoluteX, y: box.absoluteY, width: f.width, height: f.height)
            let isFinite = [rect.x, rect.y, rect.width, rect.height].allSatisfy(\.isFinite)
            let isLabelled = includeUnnamed || box.layout.id != nil
            guard isFinite, isLabelled || (outlineRoot && box.depth == 0) else {
                open.append((nil, open.last?.nearest, f.width))
                return
            }
            let text = shapeMatches ? node.flatMap { TextLines($0, in: rect, parentWidth: open.last?.width) } : nil
            let parent = open.last?.nearest
            open.append((boxes.count, boxes.count, f.width))
            boxes.append(DrawnBox(id: box.layout.id, label: box.label, isLabelled: isLabelled, rect: rect, text: text,
                                  parent: parent, descendantsEnd: boxes.count + 1))
        }, exit: { _ in
            if let drawn = open.removeLast().drawn { boxes[drawn].descendantsEnd = boxes.count }
        })
        return boxes
    }

    /// The label followed by the text of a text leaf, in quotes: `name "Ada Lovelace"`, for
    /// places that show the label without the text beside it.
    var labelWithText: String {
        text.map { label + " \"" + $0.lines.joined(separator: " ") + "\"" } ?? label
    }

    /// The nodes of `root` in document order, the order ``ComputedLayout/walk(enter:exit:)`` visits boxes.
    private static func preorder(_ root: LayoutNode) -> [LayoutNode] {
        var nodes: [LayoutNode] = []
        var stack = [root]
        while let node = stack.popLast() {
            nodes.append(node)
            stack.append(contentsOf: node.children.reversed())
        }
        return nodes
    }
}

/// The text of a text leaf (one measured by ``TrellisCore/MonospaceText`` or by a
/// ``TrellisText/FontText``), broken into lines exactly where its measurement broke it, and
/// placed in the leaf's content box.
struct TextLines {
    /// The lines, top to bottom; break characters between words on a line are kept as they take
    /// room (a space) or dropped (a zero-width space).
    let lines: [String]
    /// The width each line's glyphs take.
    let widths: [Double]
    /// The top-left corner of the content box.
    let x: Double
    /// See ``x``.
    let y: Double
    /// The height of a line.
    let lineHeight: Double
    /// The first baseline's depth below a line's top.
    let baseline: Double
    /// The font the text is set in; `nil` for monospace cells.
    let font: TextFont?
    /// The size to draw it at: the font's, or the largest monospace font that fits a cell (whose
    /// characters are 0.6 em wide).
    let fontSize: Double

    /// The text of `node` in its box `rect`, or `nil` if `node` is not a horizontal text leaf.
    /// Percentage padding resolves against `parentWidth`.
    init?(_ node: LayoutNode, in rect: Rect, parentWidth: Double?) {
        guard node.children.isEmpty, let measure = node.measure else { return nil }
        let style = node.style
        let left = style.border.left + style.padding.left.resolveOrZero(against: parentWidth)
        let right = style.border.right + style.padding.right.resolveOrZero(against: parentWidth)
        let top = style.border.top + style.padding.top.resolveOrZero(against: parentWidth)
        guard left.isFinite, top.isFinite else { return nil }
        let inlineSize = rect.width - left - right
        if let text = measure.content as? FontText {
            let lines = text.lines(width: max(inlineSize, text.minContentWidth))
            guard !lines.isEmpty else { return nil }
            self.lines = lines.map(\.text)
            widths = lines.map(\.width)
            lineHeight = text.lineHeightInPoints
            baseline = text.firstBaseline ?? 0
            font = text.font
            fontSize = text.font.size
        } else {
            guard let text = MonospaceText(swiftExpression: measure.name), text.writingMode == .horizontalTB,
                  text.cellWidth > 0, text.cellHeight > 0 else { return nil }
            let lines = TextLines.wrap(text, inlineSize: inlineSize)
            guard !lines.isEmpty else { return nil }
            self.lines = lines
            widths = lines.map { Double($0.count) * text.cellWidth }
            lineHeight = text.cellHeight
            baseline = text.baselineRatio * text.cellHeight
            font = nil
            fontSize = min(text.cellHeight, text.cellWidth / 0.6)
        }
        x = rect.x + left
        y = rect.y + top
    }

    /// The box of line `index`: as wide as its glyphs, one line high.
    func frame(ofLine index: Int) -> Rect {
        Rect(x: x, y: y + Double(index) * lineHeight, width: widths[index], height: lineHeight)
    }

    /// `text` in the lines that ``TrellisCore/MonospaceText/lineCount(inlineSize:)`` counts: whole
    /// words filled greedily, never narrower than the longest word.
    static func wrap(_ text: MonospaceText, inlineSize: Double) -> [String] {
        var words: [String] = []
        var word = ""
        for character in text.text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed() {
            if character.unicodeScalars.first == text.breaks.character && character.unicodeScalars.count == 1 {
                if !word.isEmpty { words.append(word) }
                word = ""
            } else {
                word.append(character)
            }
        }
        if !word.isEmpty { words.append(word) }
        let separator = text.breaks.separatorCells == 0 ? "" : " "
        let capacity = max(inlineSize, text.minContentInlineSize) + text.cellWidth / 1000
        var lines: [String] = []
        for word in words {
            if let last = lines.last,
               Double(last.count + separator.count + word.count) * text.cellWidth <= capacity {
                lines[lines.count - 1] = last + separator + word
            } else {
                lines.append(word)
            }
        }
        return lines
    }
}

/// A label that a picture lists below the drawing rather than drawing it whole in its box.
struct LegendEntry {
    /// The box, as an index into the drawn boxes.
    let box: Int
    /// The number drawn in the box to point at this entry, or `nil` when even that found no room.
    let marker: Int?

    /// Decides which labels are drawn whole, which are marked with a number, and which only listed.
    ///
    /// Labels are tried smallest box first, since a small box has the fewest places for one and a
    /// large one can move aside; the labels that found no room are then numbered in document
    /// order, and each number is drawn where `drawMarker` finds room for it.
    ///
    /// - Parameters:
    ///   - boxes: The drawn boxes.
    ///   - drawLabel: Draws box `index`'s label whole if it finds room, and says whether it did.
    ///   - drawMarker: Draws `marker` in box `index` if it finds room, and says whether it did.
    /// - Returns: The legend: every box whose label is not drawn whole, in document order.
    static func place(_ boxes: [DrawnBox], drawLabel: (Int) -> Bool, drawMarker: (Int, String) -> Bool) -> [LegendEntry] {
        let bySize = boxes.indices.sorted {
            let a = boxes[$0].rect.width * boxes[$0].rect.height, b = boxes[$1].rect.width * boxes[$1].rect.height
            return a != b ? a < b : $0 < $1
        }
        var unplaced = Set<Int>()
        for index in bySize where boxes[index].isLabelled && !drawLabel(index) { unplaced.insert(index) }
        var entries: [LegendEntry] = []
        var next = 1
        for index in boxes.indices where unplaced.contains(index) {
            if drawMarker(index, String(next)) {
                entries.append(LegendEntry(box: index, marker: next))
                next += 1
            } else {
                entries.append(LegendEntry(box: index, marker: nil))
            }
        }
        return entries
    }

    /// The most lines a legend lists; a scaled-down drawing of a large file would otherwise be
    /// followed by thousands.
    static let maximumLines = 60

    /// The legend's lines for `entries`, at most ``maximumLines`` of them, the last saying how
    /// many more there are when some are left out.
    static func lines(_ entries: [LegendEntry], of boxes: [DrawnBox]) -> [String] {
        guard entries.count > maximumLines else { return entries.map { $0.line(for: boxes[$0.box]) } }
        return entries.prefix(maximumLines - 1).map { $0.line(for: boxes[$0.box]) }
            + ["… and \(entries.count - maximumLines + 1) more labels with no room in the drawing"]
    }

    /// The legend's line for `box`: `3 avatar`, or for an unmarked box `- avatar at 10 10 40 40`
    /// (its frame in the root's space, since nothing in the drawing points at it); a text leaf's
    /// text follows its label.
    func line(for box: DrawnBox) -> String {
        marker.map { "\($0) \(box.labelWithText)" } ?? "- \(box.labelWithText) at \(box.rect.layoutDescription)"
    }
}
