import TrellisCore

/// Renders a layout as nested JSON objects: each box has `path`, `id` (when it has one), `x`, `y`,
/// `width`, `height` (relative to its parent) and `children`.
///
///     {"path": "root", "x": 0, "y": 0, "width": 100, "height": 100, "children": []}
public enum JSONRenderer {
    /// The layout as pretty-printed JSON, ending in a newline. Non-finite numbers print as `null`.
    ///
    /// - Complexity: O(n) in the number of boxes.
    public static func render(_ layout: ComputedLayout) -> String {
        var output = ""
        layout.walk(enter: { box in
            let padding = box.indentation("    ")
            let frame = box.layout.frame
            // A first child (path ending in /0) opens its parent's array; later ones follow a comma.
            if box.depth > 0 { output += box.path.hasSuffix("/0") ? "\n" : ",\n" }
            output += padding + "{\"path\": \(string(box.path)), "
            if let id = box.layout.id { output += "\"id\": \(string("\(id)")), " }
            output += "\"x\": \(number(frame.x)), \"y\": \(number(frame.y)), "
                + "\"width\": \(number(frame.width)), \"height\": \(number(frame.height)), \"children\": ["
        }, exit: { box in
            if box.layout.children.isEmpty {
                output += "]}"
            } else {
                output += "\n" + box.indentation("    ", extra: 0) + "  ]}"
            }
        })
        return output + "\n"
    }

    private static func number(_ value: Double) -> String {
        value.isFinite ? CSSValues.format(value) : "null"
    }

    /// A JSON string literal. Package-wide, so `trellis bench`'s report escapes the same way.
    package static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
