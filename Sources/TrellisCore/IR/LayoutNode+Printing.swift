// Printing a `LayoutNode` tree as the Swift code that rebuilds it.

extension LayoutNode: CustomStringConvertible, CustomDebugStringConvertible {
    /// The Swift code that rebuilds this tree, with initial values omitted and each level of
    /// children indented by four spaces:
    ///
    ///     LayoutNode(style: Style(flexDirection: .column, width: 200, height: .percent(50)), children: [
    ///         LayoutNode(id: "a", style: Style(flexGrow: 1)),
    ///         LayoutNode(id: "b", measure: .ahem("HH"))
    ///     ])
    ///
    /// `id:` is omitted when `nil`, `style:` when it is ``Style/initial``, `measure:` when `nil` and
    /// `children:` when empty. A string id prints as a string literal, any other as `ElementID(…)`;
    /// a measure function prints its ``MeasureFunction/name``. Paste the text into a test and compare
    /// it with `==` to the tree under test.
    ///
    /// Printing is iterative, so any depth prints; past 32 levels the indentation stops growing
    /// (the code means the same, and stays linear in size).
    ///
    /// - Complexity: O(n) in the number of nodes.
    public var description: String {
        SwiftLiteral.tree(self, type: "LayoutNode", arguments: { node in
            var arguments = SwiftLiteral.Arguments()
            arguments.append("id", node.id, unlessEqualTo: nil)
            if node.style != .initial {
                arguments.append("style", node.style)
            }
            arguments.append("measure", node.measure, unlessEqualTo: nil)
            return arguments
        }, children: \.children)
    }

    /// The same as ``description``: the Swift code that rebuilds this tree.
    public var debugDescription: String { description }
}

extension Style: SwiftLiteralConvertible {
    var swiftLiteral: String { description }
}
