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

extension Rect: SwiftLiteralConvertible {
    /// `Rect(x: 0, y: 0, width: 10, height: 10)`.
    var swiftLiteral: String {
        var arguments = SwiftLiteral.Arguments()
        arguments.append("x", x)
        arguments.append("y", y)
        arguments.append("width", width)
        arguments.append("height", height)
        return SwiftLiteral.call("Rect", arguments)
    }
}

extension Rect: CustomStringConvertible {
    /// The Swift code that rebuilds the rectangle, whole numbers without a fraction:
    /// `Rect(x: 10, y: 10, width: 40, height: 40)`.
    public var description: String { swiftLiteral }
}

extension Size: CustomStringConvertible where Value == Double {
    /// The Swift code that rebuilds the size, whole numbers without a fraction:
    /// `Size(width: 320, height: 84)`.
    public var description: String {
        var arguments = SwiftLiteral.Arguments()
        arguments.append("width", width)
        arguments.append("height", height)
        return SwiftLiteral.call("Size", arguments)
    }
}
