import TrellisCore

/// Renders a layout as SVG: one outlined, lightly filled rectangle per box, labelled with the
/// box's id (or its path, such as `root/0/2`). A label always gets the same colour, so the same
/// element is easy to follow from one rendering to the next.
public enum SVGRenderer {
    /// An SVG document the size of the root box (plus a margin), ending in a newline.
    ///
    ///     let svg = SVGRenderer.render(layout, includeUnnamed: false)
    ///
    /// - Parameters:
    ///   - layout: The layout to draw.
    ///   - includeUnnamed: Whether boxes without an id (a stack DSL's wrappers and stacks) are
    ///     drawn too, labelled with their paths. The default is `true`.
    /// - Complexity: O(n) in the number of boxes.
    public static func render(_ layout: ComputedLayout, includeUnnamed: Bool = true) -> String {
        let margin = 4.0
        var minX = 0.0, minY = 0.0, maxX = 0.0, maxY = 0.0
        layout.walk(enter: { box in
            let f = box.layout.frame
            guard [box.absoluteX, box.absoluteY, f.width, f.height].allSatisfy(\.isFinite) else { return }
            minX = min(minX, box.absoluteX)
            minY = min(minY, box.absoluteY)
            maxX = max(maxX, box.absoluteX + f.width)
            maxY = max(maxY, box.absoluteY + f.height)
        })
        let viewBox = [minX - margin, minY - margin, maxX - minX + 2 * margin, maxY - minY + 2 * margin]
            .map(CSSValues.format).joined(separator: " ")
        var output = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"\(viewBox)\" "
            + "width=\"\(CSSValues.format(maxX - minX + 2 * margin))\" height=\"\(CSSValues.format(maxY - minY + 2 * margin))\" "
            + "font-family=\"monospace\" font-size=\"8\">\n"
        layout.walk(enter: { box in
            let f = box.layout.frame
            guard [box.absoluteX, box.absoluteY, f.width, f.height].allSatisfy(\.isFinite) else { return }
            guard includeUnnamed || box.layout.id != nil else { return }
            let label = LayoutFileWriter.escape(box.label, attribute: true)
            let colour = colour(for: box.label)
            output += "  <g>\n"
            output += "    <title>\(label)  \(f.layoutDescription)</title>\n"
            output += "    <rect x=\"\(CSSValues.format(box.absoluteX))\" y=\"\(CSSValues.format(box.absoluteY))\" "
                + "width=\"\(CSSValues.format(max(0, f.width)))\" height=\"\(CSSValues.format(max(0, f.height)))\" "
                + "fill=\"\(colour)\" fill-opacity=\"0.12\" stroke=\"\(colour)\" stroke-width=\"1\"/>\n"
            output += "    <text x=\"\(CSSValues.format(box.absoluteX + 2))\" y=\"\(CSSValues.format(box.absoluteY + 9))\" "
                + "fill=\"\(colour)\">\(label)</text>\n"
            output += "  </g>\n"
        })
        return output + "</svg>\n"
    }

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
