import Foundation
import TrellisCore
import TrellisText

/// Renders a layout as SVG: one outlined, lightly filled rectangle per box, its id (or its path,
/// such as `root/0/2`) as a label, and the text of text leaves in a monospace font, broken where
/// the layout broke it.
///
/// A label goes inside its box where it overlaps no other label, no text and no box drawn inside
/// it (the top-left corner first, then beside or below what is there), or else just above or
/// below its box; a label that finds no such place is listed below the picture, with its number
/// in its box when the number fits. No label is drawn over another. A label always gets the same
/// colour, so the same element is easy to follow from one rendering to the next. The picture
/// shows each point as two pixels, so that the labels' 7-point font stays readable.
///
///     let document = try LayoutDocument(contentsOfFile: "card.xml")
///     let svg = SVGRenderer.render(try document.layout(), source: document.root)
public enum SVGRenderer {
    /// An opaque fill for a box, given by its red, green and blue components.
    ///
    ///     SVGRenderer.render(layout, fills: ["card": SVGRenderer.Colour(red: 214, green: 42, blue: 30)])
    public struct Colour: Hashable, Sendable {
        /// The red component, 0–255.
        public var red: UInt8
        /// The green component, 0–255.
        public var green: UInt8
        /// The blue component, 0–255.
        public var blue: UInt8

        /// Creates a colour from its components.
        public init(red: UInt8, green: UInt8, blue: UInt8) {
            self.red = red
            self.green = green
            self.blue = blue
        }

        /// The colour written `#rrggbb` (hexadecimal digits, either case); `nil` for any other string.
        ///
        ///     SVGRenderer.Colour(hex: "#d62a1e")   // red 214, green 42, blue 30
        public init?(hex: String) {
            let digits = hex.dropFirst()
            guard hex.first == "#", digits.count == 6, digits.allSatisfy(\.isHexDigit),
                  let value = UInt32(digits, radix: 16) else { return nil }
            self.init(red: UInt8(value >> 16), green: UInt8((value >> 8) & 0xFF), blue: UInt8(value & 0xFF))
        }

        /// `#rrggbb`.
        var hex: String {
            "#" + [red, green, blue].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
        }

        /// Whether white text reads better on it than black (its relative luminance is low).
        var isDark: Bool {
            0.2126 * Double(red) + 0.7152 * Double(green) + 0.0722 * Double(blue) < 140
        }
    }

    /// The labels' font size, and the advance of a monospace character at that size.
    static let fontSize = 7.0
    static let characterWidth = fontSize * 0.6
    /// A label's box: one line of the font, and where its baseline is.
    static let labelHeight = 7.0
    static let labelBaseline = 5.5
    /// How many pixels of the picture's size a point takes, so that small labels stay readable.
    static let scale = 2.0

    /// An SVG document the size of the drawing plus a margin, and of the legend below it, ending
    /// in a newline.
    ///
    /// - Parameters:
    ///   - layout: The layout to draw.
    ///   - source: The tree `layout` was laid out from, whose text leaves' text is drawn; `nil`
    ///     (the default) draws no text.
    ///   - includeUnnamed: Whether boxes without an id (a stack DSL's wrappers and stacks) are
    ///     drawn too, labelled with their paths. The default is `true`.
    ///   - fills: Opaque colours for boxes, by id; a box without one is outlined in its label's
    ///     colour and filled lightly with it. The default is none.
    /// - Complexity: O(n log n) in the number of boxes, for boxes with up to 512 children each.
    public static func render(_ layout: ComputedLayout, source: LayoutNode? = nil, includeUnnamed: Bool = true,
                              fills: [ElementID: Colour] = [:]) -> String {
        let boxes = DrawnBox.collect(layout, source: source, includeUnnamed: includeUnnamed)
        var placement = LabelPlacement(boxes)
        let legend = LegendEntry.place(boxes, drawLabel: { placement.place(boxes[$0].label, in: $0) },
                                       drawMarker: { placement.place($1, in: $0) })
        let margin = 4.0, legendLineHeight = 11.0
        // Everything drawn: the boxes and the labels, which may sit just outside a box at the top.
        let extent = boxes.map(\.rect) + placement.drawn.map {
            Rect(x: $0.origin.x, y: $0.origin.y, width: Double($0.string.count) * characterWidth, height: labelHeight)
        }
        let minX = min(0, extent.map(\.minX).min() ?? 0), minY = min(0, extent.map(\.minY).min() ?? 0)
        let maxX = max(0, extent.map(\.maxX).max() ?? 0), maxY = max(0, extent.map(\.maxY).max() ?? 0)
        let legendLines = LegendEntry.lines(legend, of: boxes)
        let legendWidth = (legendLines.map { Double($0.count) }.max() ?? 0) * characterWidth
        let width = max(maxX - minX, legendWidth) + 2 * margin
        let height = maxY - minY + 2 * margin + (legend.isEmpty ? 0 : Double(legendLines.count) * legendLineHeight + margin)
        let viewBox = [minX - margin, minY - margin, width, height].map(CSSValues.format).joined(separator: " ")
        var output = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"\(viewBox)\" "
            + "width=\"\(CSSValues.format(width * scale))\" height=\"\(CSSValues.format(height * scale))\" "
            + "font-family=\"monospace\" font-size=\"\(CSSValues.format(fontSize))\">\n"
        output += fontFaces(of: boxes)
        // Ink: a label's colour, or black or white on an opaque fill.
        var ink: [String] = []
        for box in boxes {
            let fill = box.id.flatMap { fills[$0] }
            let colour = colour(for: box.label)
            ink.append(fill.map { $0.isDark ? "#fff" : "#000" } ?? colour)
            let paint = fill.map { "fill=\"\($0.hex)\" stroke=\"none\"" }
                ?? "fill=\"\(colour)\" fill-opacity=\"0.12\" stroke=\"\(colour)\" stroke-width=\"1\""
            output += "  <g>\n"
            output += "    <title>\(escape(box.label))  \(box.rect.layoutDescription)</title>\n"
            output += "    <rect \(attributes(box.rect)) \(paint)/>\n"
            output += "  </g>\n"
        }
        // Text and labels last, so that no box is drawn over them.
        for (index, box) in boxes.enumerated() {
            guard let text = box.text else { continue }
            // Text in a real font is drawn in its face (embedded above); monospace cells in the
            // picture's monospace font, sized to fill them.
            let face = (text.font.map { "font-family=\"\(escape($0.family))\" font-weight=\"\($0.weight.rawValue)\" " } ?? "")
                + "font-size=\"\(CSSValues.format(text.fontSize))\""
            for (line, string) in text.lines.enumerated() {
                let frame = text.frame(ofLine: line)
                output += "  <text x=\"\(CSSValues.format(frame.x))\" y=\"\(CSSValues.format(frame.y + text.baseline))\" "
                    + "\(face) textLength=\"\(CSSValues.format(frame.width))\" "
                    + "lengthAdjust=\"spacingAndGlyphs\" fill=\"\(ink[index])\">\(escape(string))</text>\n"
            }
        }
        for (index, string, origin) in placement.drawn {
            // A label outside its box stands on whatever is there: its own colour on a white halo.
            let isInside = boxes[index].rect.contains(Rect(x: origin.x, y: origin.y, width: 0, height: labelHeight))
            let paint = isInside ? "fill=\"\(ink[index])\""
                : "fill=\"\(colour(for: boxes[index].label))\" stroke=\"#fff\" stroke-width=\"2\" paint-order=\"stroke\""
            output += "  <text x=\"\(CSSValues.format(origin.x))\" y=\"\(CSSValues.format(origin.y + labelBaseline))\" "
                + "\(paint)>\(escape(string))</text>\n"
        }
        for (line, string) in legendLines.enumerated() {
            let y = maxY + margin + Double(line + 1) * legendLineHeight - 2
            let colour = line < legend.count ? colour(for: boxes[legend[line].box].label) : "#000"
            output += "  <text x=\"\(CSSValues.format(minX))\" y=\"\(CSSValues.format(y))\" "
                + "fill=\"\(colour)\">\(escape(string))</text>\n"
        }
        return output + "</svg>\n"
    }

    /// Finds room for labels: inside their box, clear of every label and text already there and
    /// of the boxes drawn inside it.
    private struct LabelPlacement {
        let boxes: [DrawnBox]
        /// The labels drawn: box, string and the top-left corner of the label's box.
        var drawn: [(box: Int, string: String, origin: (x: Double, y: Double))] = []
        /// Labels and lines of text, bucketed by area so that a box looks only near itself.
        var ink: RectBuckets
        /// ``children(of:)`` by parent index (-1 for the top).
        var childrenByParent: [Int: [Rect]?] = [:]

        init(_ boxes: [DrawnBox]) {
            self.boxes = boxes
            ink = RectBuckets(covering: boxes.map(\.rect))
            for box in boxes {
                guard let text = box.text else { continue }
                for line in text.lines.indices { ink.insert(text.frame(ofLine: line)) }
            }
        }

        /// The boxes drawn inside box `index` (at the top, for `nil`) that are not inside another
        /// one drawn inside it; `nil` when there are too many to search around. Kept, since each
        /// child asks for its siblings.
        mutating func children(of index: Int?) -> [Rect]? {
            if let known = childrenByParent[index ?? -1] { return known }
            var children: [Rect]? = []
            var child = index.map { $0 + 1 } ?? 0
            while child < (index.map { boxes[$0].descendantsEnd } ?? boxes.count) {
                guard children!.count < 512 else {
                    children = nil
                    break
                }
                children!.append(boxes[child].rect)
                child = boxes[child].descendantsEnd
            }
            childrenByParent[index ?? -1] = children
            return children
        }

        /// Draws `string` for box `index` at the first free place, if any, and says whether it did.
        ///
        /// Inside the box, places are tried top to bottom, then left to right: its top-left corner,
        /// then beside and below each obstacle in it, then its right and bottom edges. A box with
        /// no room inside (a text leaf its text fills) may have its label just above or below it,
        /// where that covers no box but those around it.
        mutating func place(_ string: String, in index: Int) -> Bool {
            let box = boxes[index].rect
            let size = (width: Double(string.count) * characterWidth, height: labelHeight)
            let siblings = children(of: boxes[index].parent)
            // The outlines of the boxes overlapping this one (layers of a ZStack): a label may lie
            // over such a box, not across its edges.
            let crossing = (siblings ?? []).filter { $0.overlaps(box) && !$0.contains(box) }.flatMap(\.edges)
            let inner = (minX: box.minX + 1.5, minY: box.minY + 0.5, maxX: box.maxX - 1.5, maxY: box.maxY - 0.5)
            if inner.maxX - inner.minX >= size.width, inner.maxY - inner.minY >= size.height,
               let children = children(of: index) {
                let obstacles = children + crossing
                let inkNearby = ink.rects(intersecting: box.widened(by: characterWidth))
                let xs = Set([inner.minX, inner.maxX - size.width] + (obstacles + inkNearby).map { $0.maxX + characterWidth })
                    .filter { $0 >= inner.minX && $0 + size.width <= inner.maxX }.sorted()
                let ys = Set([inner.minY, inner.maxY - size.height] + (obstacles + inkNearby).map { $0.maxY + 0.5 })
                    .filter { $0 >= inner.minY && $0 + size.height <= inner.maxY }.sorted()
                for y in ys.prefix(64) {
                    for x in xs.prefix(64) where draw(string, for: index, at: x, y, size: size, clearOf: obstacles, inkNearby) {
                        return true
                    }
                }
            }
            // A box around this one (a background, say) may hold its label, but the label must not
            // cross its edges; any other box is an obstacle.
            guard let siblings else { return false }
            let around = siblings.filter { $0.contains(box) }
            let others = siblings.filter { !$0.contains(box) }
            for y in [box.minY - 0.5 - size.height, box.maxY + 0.5] {
                for x in [box.minX, box.maxX - size.width] {
                    let candidate = Rect(x: x, y: y, width: size.width, height: size.height)
                    if let parent = boxes[index].parent, !boxes[parent].rect.contains(candidate) { continue }
                    guard around.allSatisfy({ $0.contains(candidate) || !$0.overlaps(candidate) }) else { continue }
                    if draw(string, for: index, at: x, y, size: size,
                            clearOf: others, ink.rects(intersecting: candidate.widened(by: characterWidth))) {
                        return true
                    }
                }
            }
            return false
        }

        /// Draws the label at `x`, `y` if it overlaps none of `boxes` and stays a character's width
        /// from all of `inkNearby`, so that two labels never read as one.
        private mutating func draw(_ string: String, for index: Int, at x: Double, _ y: Double,
                                   size: (width: Double, height: Double), clearOf boxes: [Rect], _ inkNearby: [Rect]) -> Bool {
            let candidate = Rect(x: x, y: y, width: size.width, height: size.height)
            let spaced = candidate.widened(by: characterWidth)
            guard !boxes.contains(where: { $0.overlaps(candidate) }), !inkNearby.contains(where: { $0.overlaps(spaced) }) else {
                return false
            }
            drawn.append((index, string, (x, y)))
            ink.insert(candidate)
            return true
        }
    }

    private static func attributes(_ rect: Rect) -> String {
        "x=\"\(CSSValues.format(rect.x))\" y=\"\(CSSValues.format(rect.y))\" "
            + "width=\"\(CSSValues.format(max(0, rect.width)))\" height=\"\(CSSValues.format(max(0, rect.height)))\""
    }

    /// A style sheet that embeds each face the text leaves are set in, so that a browser draws
    /// the picture's text exactly as it was measured; empty when no text is in a real font.
    private static func fontFaces(of boxes: [DrawnBox]) -> String {
        var faces: [TextFont] = []
        for font in boxes.compactMap({ $0.text?.font }) where !faces.contains(where: { $0.family == font.family && $0.weight == font.weight }) {
            faces.append(font)
        }
        guard !faces.isEmpty else { return "" }
        let rules = faces.map { font in
            "    @font-face { font-family: \"\(escape(font.family))\"; font-weight: \(font.weight.rawValue); "
                + "src: url(data:font/ttf;base64,\(Data(font.face.bytes).base64EncodedString())); }\n"
        }
        return "  <style>\n" + rules.joined() + "  </style>\n"
    }

    private static func escape(_ text: String) -> String { LayoutFileWriter.escape(text, attribute: true) }

    /// A colour that depends only on `label`: a hue from a stable FNV-1a hash (Swift's `Hasher`
    /// is seeded per process, so it would change colours on every run).
    static func colour(for label: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in label.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return "hsl(\(hash % 360), 65%, 40%)"
    }
}

/// Rectangles in a 64 × 64 grid of buckets over an area, to find those near a given one.
struct RectBuckets {
    private let origin: (x: Double, y: Double)
    private let bucketSize: (width: Double, height: Double)
    private var buckets = [[Rect]](repeating: [], count: 64 * 64)

    /// Buckets over the area that `rects` cover (finite ones only).
    init(covering rects: [Rect]) {
        let minX = rects.map(\.minX).min() ?? 0, minY = rects.map(\.minY).min() ?? 0
        let maxX = rects.map(\.maxX).max() ?? 1, maxY = rects.map(\.maxY).max() ?? 1
        origin = (minX, minY)
        bucketSize = (max((maxX - minX) / 64, 1e-9), max((maxY - minY) / 64, 1e-9))
    }

    private func range(_ low: Double, _ high: Double, from start: Double, step: Double) -> ClosedRange<Int> {
        let first = Int(max(0, min(63, ((low - start) / step).rounded(.down))))
        let last = Int(max(0, min(63, ((high - start) / step).rounded(.down))))
        return first...max(first, last)
    }

    mutating func insert(_ rect: Rect) {
        for row in range(rect.minY, rect.maxY, from: origin.y, step: bucketSize.height) {
            for column in range(rect.minX, rect.maxX, from: origin.x, step: bucketSize.width) {
                buckets[row * 64 + column].append(rect)
            }
        }
    }

    /// The rectangles that overlap `rect` (a rectangle in several buckets may come more than once).
    func rects(intersecting rect: Rect) -> [Rect] {
        var found: [Rect] = []
        for row in range(rect.minY, rect.maxY, from: origin.y, step: bucketSize.height) {
            for column in range(rect.minX, rect.maxX, from: origin.x, step: bucketSize.width) {
                found += buckets[row * 64 + column].filter { $0.overlaps(rect) }
            }
        }
        return found
    }
}

extension Rect {
    /// Whether the two rectangles share some area (touching edges do not count).
    func overlaps(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// The four edges as drawn: lines one point thick, centred on the rectangle's sides.
    var edges: [Rect] {
        [Rect(x: minX - 0.5, y: minY - 0.5, width: width + 1, height: 1),
         Rect(x: minX - 0.5, y: maxY - 0.5, width: width + 1, height: 1),
         Rect(x: minX - 0.5, y: minY - 0.5, width: 1, height: height + 1),
         Rect(x: maxX - 0.5, y: minY - 0.5, width: 1, height: height + 1)]
    }

    /// The rectangle with `length` more on its left and on its right.
    func widened(by length: Double) -> Rect {
        Rect(x: x - length, y: y, width: width + 2 * length, height: height)
    }

    /// Whether `other` lies within this rectangle.
    func contains(_ other: Rect) -> Bool {
        minX <= other.minX && other.maxX <= maxX && minY <= other.minY && other.maxY <= maxY
    }
}
