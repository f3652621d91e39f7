// Printing a `LayoutNode` tree as the Swift code that rebuilds it.

extension LayoutNode: CustomStringConvertible, CustomDebugStringConvertible {
    /// The Swift code that rebuilds this tree, with initial values omitted and each level of
    /// children indented by four spaces:
    ///
    ///     LayoutNode(style: Style().flexDirection(.column).width(200).height(.percent(50)), children: [
    ///         LayoutNode(id: "a", style: Style().flexGrow(1)),
    ///         LayoutNode(id: "b", measure: .ahem("HH"))
    ///     ])
    ///
    /// `id:` is omitted when `nil`, `style:` when it is ``Style/initial``, `measure:` when `nil`,
    /// `constraints:` and `children:` when empty. A string id prints as a string literal, any other as `ElementID(…)`;
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
            arguments.append("constraints", node.constraints, unlessEqualTo: .none)
            return arguments
        }, children: \.children)
    }

    /// The same as ``description``: the Swift code that rebuilds this tree.
    public var debugDescription: String { description }
}

extension Style: SwiftLiteralConvertible {
    var swiftLiteral: String { description }
}

extension ConstraintSet: SwiftLiteralConvertible {
    /// `ConstraintSet([…], contentPriorities: […])`, the priorities sorted by id.
    var swiftLiteral: String {
        var text = "ConstraintSet([" + relations.map(\.swiftLiteral).joined(separator: ", ") + "]"
        if !contentPriorities.isEmpty {
            let entries = contentPriorities.sorted { $0.key.description < $1.key.description }
                .map { "\($0.key.swiftLiteral): \($0.value.swiftLiteral)" }
            text += ", contentPriorities: [" + entries.joined(separator: ", ") + "]"
        }
        return text + ")"
    }
}

extension Relation: SwiftLiteralConvertible {
    var swiftLiteral: String {
        var arguments = SwiftLiteral.Arguments()
        arguments.append("item", item)
        arguments.append("attribute", attribute)
        arguments.append("kind", kind)
        if let target {
            arguments.append("target", code: "(\(target.item.swiftLiteral), \(target.attribute.swiftLiteral))")
        } else {
            arguments.append("target", code: "nil")
        }
        arguments.append("multiplier", multiplier, unlessEqualTo: 1)
        arguments.append("constant", constant, unlessEqualTo: 0)
        arguments.append("priority", priority, unlessEqualTo: .required)
        arguments.append("location", location, unlessEqualTo: .unknown)
        return SwiftLiteral.call("Relation", arguments)
    }
}

extension ItemReference: SwiftLiteralConvertible {
    var swiftLiteral: String {
        switch self {
        case .container: ".container"
        case .item(let id): ".item(\(id.swiftLiteral))"
        }
    }
}

extension LayoutAttribute: SwiftLiteralConvertible {
    var swiftLiteral: String { "." + rawValue }
}

extension RelationKind: SwiftLiteralConvertible {
    var swiftLiteral: String {
        switch self {
        case .equal: ".equal"
        case .greaterThanOrEqual: ".greaterThanOrEqual"
        case .lessThanOrEqual: ".lessThanOrEqual"
        }
    }
}

extension Priority: SwiftLiteralConvertible {
    /// A named priority (`.defaultHigh`) or its number.
    var swiftLiteral: String {
        switch value {
        case 1000, 750, 250, 50: "." + description
        default: SwiftLiteral.number(value)
        }
    }
}

extension SourceLocation: SwiftLiteralConvertible {
    var swiftLiteral: String { "SourceLocation(fileID: \(fileID.swiftLiteral), line: \(line))" }
}

extension ContentPriorities: SwiftLiteralConvertible {
    var swiftLiteral: String {
        var arguments = SwiftLiteral.Arguments()
        arguments.append("hugging", hugging, unlessEqualTo: ContentPriorities.standard.hugging)
        arguments.append("compressionResistance", compressionResistance,
                         unlessEqualTo: ContentPriorities.standard.compressionResistance)
        return SwiftLiteral.call("ContentPriorities", arguments)
    }
}

extension Size: SwiftLiteralConvertible where Value == Priority {
    var swiftLiteral: String { "Size(width: \(width.swiftLiteral), height: \(height.swiftLiteral))" }
}
