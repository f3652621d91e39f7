// Printing a `ComputedLayout` tree as the Swift code that rebuilds it.

extension ComputedLayout: CustomStringConvertible, CustomDebugStringConvertible {
    /// The Swift code that rebuilds this layout, each level of children indented by four spaces:
    ///
    ///     ComputedLayout(frame: Rect(x: 0, y: 0, width: 100, height: 20), children: [
    ///         ComputedLayout(id: "a", frame: Rect(x: 0, y: 0, width: 10, height: 10))
    ///     ])
    ///
    /// `id:` is omitted when `nil` and `children:` when empty; the frame always prints all four
    /// numbers. Paste the text into a test and compare it with `==` to a computed layout.
    ///
    /// Printing is iterative, so any depth prints; past 32 levels the indentation stops growing.
    ///
    /// - Complexity: O(n) in the number of boxes.
    public var description: String {
        SwiftLiteral.tree(self, type: "ComputedLayout", arguments: { layout in
            var arguments = SwiftLiteral.Arguments()
            arguments.append("id", layout.id, unlessEqualTo: nil)
            arguments.append("frame", layout.frame)
            return arguments
        }, children: \.children)
    }

    /// The same as ``description``: the Swift code that rebuilds this layout.
    public var debugDescription: String { description }
}

extension Rect: SwiftLiteralConvertible, CustomStringConvertible {
    /// `Rect(x: 0, y: 0, width: 10, height: 10)`.
    var swiftLiteral: String { SwiftLiteral.call("Rect", numbers: ["x": x, "y": y, "width": width, "height": height]) }

    /// The Swift code that rebuilds the rectangle, whole numbers without a fraction:
    /// `Rect(x: 10, y: 10, width: 40, height: 40)`.
    public var description: String { swiftLiteral }
}

extension Size: CustomStringConvertible where Value == Double {
    /// The Swift code that rebuilds the size, whole numbers without a fraction:
    /// `Size(width: 320, height: 84)`.
    public var description: String { SwiftLiteral.call("Size", numbers: ["width": width, "height": height]) }
}
