/// A value that can spell itself as the Swift expression that rebuilds it.
///
/// The IR's printing (`LayoutNode`, `Style`, `ComputedLayout`) is built from these spellings; the
/// expression assumes its type is known from context, so `Dimension.percent(50)` spells `.percent(50)`.
protocol SwiftLiteralConvertible {
    /// The Swift expression that rebuilds `self` where its type is known from context.
    var swiftLiteral: String { get }
}

/// Formatting shared by every printed IR type: numbers, strings, argument lists and trees.
package enum SwiftLiteral {
    /// The spaces that indent one level of a printed tree.
    static let indentUnit = "    "

    /// Trees nested deeper than this keep this level's indentation.
    ///
    /// Indentation is insignificant in Swift, so deeper lines stay valid code; without the cap a
    /// 100 000-deep chain would print 2·10¹⁰ spaces of indentation.
    static let maximumIndentDepth = 32

    /// A `Double` as the shortest literal that reads back as the same value: `100` for integral values,
    /// `12.5`, `1e-05`, and `.nan`, `.infinity`, `-.infinity` for the non-finite ones.
    package static func number(_ value: Double) -> String {
        if value.isNaN { return ".nan" }
        if value.isInfinite { return value < 0 ? "-.infinity" : ".infinity" }
        // 1e15 < 2^53: every integral double below it is exact as an `Int` literal. (No `rounded()`:
        // TrellisCore imports no libm, and the executable would not link.)
        if value.magnitude < 1e15, Double(Int64(value)) == value { return String(Int64(value)) }
        return String(value)  // Swift's shortest round-trip spelling, itself a valid float literal.
    }

    /// A length in points: a bare number where the length type is expressible by number literals,
    /// `.points(.nan)` for non-finite values, which no literal can spell.
    static func points(_ value: Double) -> String {
        value.isFinite ? number(value) : ".points(\(number(value)))"
    }

    /// A string literal: quotes and backslashes escaped, `\n`, `\r`, `\t` and `\0` in their short forms,
    /// and every other invisible scalar (controls, format characters, zero-width and other default-ignorable
    /// characters, separators other than the space, unassigned and private-use code points) as `\u{…}`.
    package static func string(_ value: String) -> String {
        var result = "\""
        for (offset, scalar) in value.unicodeScalars.enumerated() {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if isInvisible(scalar) || (offset == 0 && isCombining(scalar)) {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.properties.isDefaultIgnorableCodePoint { return true }
        switch scalar.properties.generalCategory {
        case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator, .paragraphSeparator:
            return true
        case .spaceSeparator:
            return scalar != " "
        default:
            return false
        }
    }

    /// A combining mark at the start of a literal would render on the opening quote.
    private static func isCombining(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// Labelled arguments of a printed initializer call, skipping those equal to their default.
    struct Arguments {
        /// `label: value` pieces, in order.
        fileprivate(set) var items: [String] = []

        /// Appends `label: value`.
        mutating func append(_ label: String, _ value: some SwiftLiteralConvertible) {
            items.append("\(label): \(value.swiftLiteral)")
        }

        /// Appends `label: code`, for a value spelled by hand.
        mutating func append(_ label: String, code: String) {
            items.append("\(label): \(code)")
        }

        /// Appends `label: value` unless `value` equals `defaultValue`, the parameter's default.
        mutating func append<Value: Equatable & SwiftLiteralConvertible>(
            _ label: String, _ value: Value, unlessEqualTo defaultValue: Value
        ) {
            if value != defaultValue { append(label, value) }
        }

        /// The argument list without parentheses.
        var joined: String { items.joined(separator: ", ") }
    }

    /// `type(arguments)`.
    static func call(_ type: String, _ arguments: Arguments) -> String {
        "\(type)(\(arguments.joined))"
    }

    /// `type(label: number, ...)`, for values that are all numbers: `Rect(x: 0, y: 0, width: 10, height: 10)`.
    static func call(_ type: String, numbers: KeyValuePairs<String, Double>) -> String {
        "\(type)(" + numbers.map { "\($0.key): \(number($0.value))" }.joined(separator: ", ") + ")"
    }

    /// Prints a tree of initializer calls, one node per line, children indented one level deeper:
    ///
    ///     Node(a: 1, children: [
    ///         Node(a: 2),
    ///         Node()
    ///     ])
    ///
    /// `children:` is omitted for leaves. The walk keeps an explicit stack, so any depth prints.
    ///
    /// - Complexity: O(n) in the number of nodes (with indentation capped at ``maximumIndentDepth``).
    static func tree<Node>(
        _ root: Node, type: String,
        arguments: (Node) -> Arguments,
        children: (Node) -> [Node]
    ) -> String {
        var lines: [String] = []
        var stack: [TreeStep<Node>] = [.open(root, depth: 0, isLast: true)]
        func indent(_ depth: Int) -> String {
            String(repeating: indentUnit, count: min(depth, maximumIndentDepth))
        }
        while let step = stack.popLast() {
            switch step {
            case let .open(node, depth, isLast):
                let kids = children(node)
                var argumentList = arguments(node)
                if kids.isEmpty {
                    lines.append(indent(depth) + call(type, argumentList) + (isLast ? "" : ","))
                    continue
                }
                argumentList.items.append("children: [")
                lines.append(indent(depth) + "\(type)(\(argumentList.joined)")
                stack.append(.close(depth: depth, isLast: isLast))
                for (index, child) in kids.enumerated().reversed() {
                    stack.append(.open(child, depth: depth + 1, isLast: index == kids.count - 1))
                }
            case let .close(depth, isLast):
                lines.append(indent(depth) + "])" + (isLast ? "" : ","))
            }
        }
        return lines.joined(separator: "\n")
    }
}

/// One pending piece of work of ``SwiftLiteral/tree(_:type:arguments:children:)``'s explicit stack.
private enum TreeStep<Node> {
    /// Print the node's opening line, then its children.
    case open(Node, depth: Int, isLast: Bool)
    /// Print the `])` that closes a node's children.
    case close(depth: Int, isLast: Bool)
}

extension Double: SwiftLiteralConvertible {
    var swiftLiteral: String { SwiftLiteral.number(self) }
}

extension Int: SwiftLiteralConvertible {
    var swiftLiteral: String { String(self) }
}

extension Bool: SwiftLiteralConvertible {
    var swiftLiteral: String { self ? "true" : "false" }
}

extension String: SwiftLiteralConvertible {
    var swiftLiteral: String { SwiftLiteral.string(self) }
}

extension Optional: SwiftLiteralConvertible where Wrapped: SwiftLiteralConvertible {
    var swiftLiteral: String { map(\.swiftLiteral) ?? "nil" }
}

extension ElementID: SwiftLiteralConvertible {
    /// A string literal when the base is a `String`; otherwise `ElementID(…)` around the base's
    /// `String(reflecting:)`, which is Swift code for integers and most plain values.
    var swiftLiteral: String {
        if let string { return SwiftLiteral.string(string) }
        return "ElementID(\(String(reflecting: base)))"
    }
}

extension MeasureFunction: SwiftLiteralConvertible {
    /// The function's name, a Swift expression by convention.
    var swiftLiteral: String { name }
}
