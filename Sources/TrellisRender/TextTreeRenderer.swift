import TrellisCore

/// Renders a layout as an indented tree, one line per box: its id (or its path, such as
/// `root/0/2`, when it has none) and its frame relative to its parent.
///
///     root  0 0 100 100
///       avatar  0 45 10 10
public enum TextTreeRenderer {
    /// The indented tree, one line per box, each line ending in a newline.
    ///
    /// - Complexity: O(n) in the number of boxes.
    public static func render(_ layout: ComputedLayout) -> String {
        var output = ""
        layout.walk(enter: { box in
            let depthNote = box.depth > VisitedBox.fullPathDepth ? "[\(box.depth)] " : ""
            output += box.indentation() + depthNote + box.label + "  " + box.layout.frame.layoutDescription + "\n"
        })
        return output
    }

    /// The expected frames of a fixture in the same shape as ``render(_:)``, labelled by path.
    public static func render(_ expectations: ExpectedLayout) -> String {
        var output = ""
        var stack: [(ExpectedLayout, String, Int)] = [(expectations, "root", 0)]
        while let (node, path, depth) = stack.popLast() {
            output += String(repeating: "  ", count: depth) + path + "  " + node.frame.layoutDescription + "\n"
            for (index, child) in node.children.enumerated().reversed() {
                stack.append((child, "\(path)/\(index)", depth + 1))
            }
        }
        return output
    }
}
