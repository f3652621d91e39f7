// Printing a `Style` as the Swift code that rebuilds it, and the spellings of its value types.

extension Style: CustomStringConvertible, CustomDebugStringConvertible {
    /// The Swift code that rebuilds this style: `Style()` and a modifier for each property that
    /// differs from its initial value, in declaration order.
    ///
    ///     Style().flexDirection(.column).width(200).height(.percent(50)).description
    ///     // Style().flexDirection(.column).width(200).height(.percent(50))
    ///     Style().description
    ///     // Style()
    ///
    /// Points print as number literals (`100`, `12.5`); other lengths as `.percent(50)`, `.auto`,
    /// `.minContent`; edges as one value when all four are equal (`.padding(8)`), else as
    /// `Edges(horizontal: 8, vertical: 4)` or all four.
    public var description: String { "Style()" + printedModifiers.joined() }

    /// The same as ``description``: the Swift code that rebuilds this style.
    public var debugDescription: String { description }

    /// The modifiers that turn `Style()` into this style, `.name(value)`, in declaration order.
    var printedModifiers: [String] {
        var modifiers: [String] = []
        var previousName: String?
        // The four edges of an `Edges` member are consecutive rows that print one modifier.
        for property in Style.properties where property.swiftName != previousName {
            previousName = property.swiftName
            if let value = property.swiftValue(self) { modifiers.append(".\(property.swiftName)(\(value))") }
        }
        return modifiers
    }
}

// MARK: Keywords

/// A keyword enum whose Swift spelling is `.` and its case name.
///
/// Swift's reflection already holds the case names, so `String(describing:)` gives them without
/// a second table that could drift from the declarations.
protocol CaseNameLiteral: SwiftLiteralConvertible {}

extension CaseNameLiteral {
    var swiftLiteral: String { "." + String(describing: self) }
}

extension Display: CaseNameLiteral {}
extension Position: CaseNameLiteral {}
extension Direction: CaseNameLiteral {}
extension BoxSizing: CaseNameLiteral {}
extension FlexDirection: CaseNameLiteral {}
extension FlexWrap: CaseNameLiteral {}
extension Overflow: CaseNameLiteral {}
extension GridAutoFlow: CaseNameLiteral {}
extension AnchorEdge: CaseNameLiteral {}
extension Axis: CaseNameLiteral {}
extension SelfAlignment.Position: CaseNameLiteral {}
extension ContentAlignment.Position: CaseNameLiteral {}

// MARK: Alignment

/// `.center`, `.safe(.end)`, `.unsafe(.end)`.
private func alignmentLiteral(_ position: some CaseNameLiteral, _ overflow: OverflowAlignment) -> String {
    switch overflow {
    case .default: return position.swiftLiteral
    case .safe: return ".safe(\(position.swiftLiteral))"
    case .unsafe: return ".unsafe(\(position.swiftLiteral))"
    }
}

extension SelfAlignment: SwiftLiteralConvertible {
    var swiftLiteral: String { alignmentLiteral(position, overflow) }
}

extension ContentAlignment: SwiftLiteralConvertible {
    var swiftLiteral: String { alignmentLiteral(position, overflow) }
}

// MARK: Lengths

extension LengthPercentage: SwiftLiteralConvertible {
    var swiftLiteral: String {
        switch self {
        case .points(let value): return SwiftLiteral.points(value)
        case .percent(let value): return ".percent(\(SwiftLiteral.number(value)))"
        case .calc(let expression): return ".calc(\(expression.swiftLiteral))"
        }
    }
}

extension LengthPercentageAuto: SwiftLiteralConvertible {
    var swiftLiteral: String {
        switch self {
        case .auto: return ".auto"
        case .points(let value): return SwiftLiteral.points(value)
        case .percent(let value): return ".percent(\(SwiftLiteral.number(value)))"
        case .calc(let expression): return ".calc(\(expression.swiftLiteral))"
        }
    }
}

extension Dimension: SwiftLiteralConvertible {
    var swiftLiteral: String {
        switch self {
        case .auto: return ".auto"
        case .points(let value): return SwiftLiteral.points(value)
        case .percent(let value): return ".percent(\(SwiftLiteral.number(value)))"
        case .minContent: return ".minContent"
        case .maxContent: return ".maxContent"
        case .fitContent: return ".fitContent"
        case .stretch: return ".stretch"
        case .calc(let expression): return ".calc(\(expression.swiftLiteral))"
        }
    }
}

extension FlexBasis: SwiftLiteralConvertible {
    /// `.content`, `.auto`, `20`, `.percent(10)`; keywords without a `FlexBasis` shorthand print as
    /// `.size(.minContent)`.
    var swiftLiteral: String {
        switch self {
        case .content: return ".content"
        case .size(.auto): return ".auto"
        case .size(.points(let value)): return SwiftLiteral.points(value)
        case .size(.percent(let value)): return ".percent(\(SwiftLiteral.number(value)))"
        case .size(let dimension): return ".size(\(dimension.swiftLiteral))"
        }
    }
}

extension LengthExpression: SwiftLiteralConvertible {
    /// Operators where they read as the CSS does: `.percent(50) + 10`, `(.percent(50) - 10) * 2`,
    /// `.minimum([.percent(50), 80])`.
    var swiftLiteral: String {
        switch self {
        case .points(let value): return SwiftLiteral.points(value)
        case .percent(let value): return ".percent(\(SwiftLiteral.number(value)))"
        case .sum(let terms):
            guard let first = terms.first else { return "0" }
            var text = first.operandLiteral
            for term in terms.dropFirst() {
                if case .product(let negated, -1) = term {
                    text += " - " + negated.operandLiteral
                } else {
                    text += " + " + term.operandLiteral
                }
            }
            return text
        case .product(let expression, let factor): return "\(expression.operandLiteral) * \(SwiftLiteral.number(factor))"
        case .minimum(let arguments): return ".minimum([\(arguments.map(\.swiftLiteral).joined(separator: ", "))])"
        case .maximum(let arguments): return ".maximum([\(arguments.map(\.swiftLiteral).joined(separator: ", "))])"
        case .clamp(let lower, let value, let upper):
            return ".clamp(\(lower.swiftLiteral), \(value.swiftLiteral), \(upper.swiftLiteral))"
        case .anchor(let name, let edge): return ".anchor(\(SwiftLiteral.string(name)), \(edge.swiftLiteral))"
        case .anchorSize(let name, let axis): return ".anchorSize(\(SwiftLiteral.string(name)), \(axis.swiftLiteral))"
        }
    }

    /// The literal, parenthesised where an operator would otherwise bind it differently.
    private var operandLiteral: String {
        switch self {
        case .sum, .product: return "(\(swiftLiteral))"
        default: return swiftLiteral
        }
    }
}

// MARK: Edges

extension Edges: SwiftLiteralConvertible where Value: SwiftLiteralConvertible & Equatable {
    /// `Edges(all: 8)` when all four are equal, `Edges(horizontal: 8, vertical: 4)` when left equals
    /// right and top equals bottom, else all four edges in CSS order.
    var swiftLiteral: String {
        var arguments = SwiftLiteral.Arguments()
        if top == right, top == bottom, top == left {
            arguments.append("all", top)
        } else if left == right, top == bottom {
            arguments.append("horizontal", left)
            arguments.append("vertical", top)
        } else {
            arguments.append("top", top)
            arguments.append("right", right)
            arguments.append("bottom", bottom)
            arguments.append("left", left)
        }
        return SwiftLiteral.call("Edges", arguments)
    }
}

// MARK: Grid

extension GridTrack: SwiftLiteralConvertible {
    var swiftLiteral: String {
        switch self {
        case .points(let value): return ".points(\(SwiftLiteral.number(value)))"
        case .percent(let value): return ".percent(\(SwiftLiteral.number(value)))"
        case .fr(let value): return ".fr(\(SwiftLiteral.number(value)))"
        case .auto: return ".auto"
        case .minContent: return ".minContent"
        case .maxContent: return ".maxContent"
        case .fitContent(let limit): return ".fitContent(\(limit.swiftLiteral))"
        case let .minmax(minimum, maximum): return ".minmax(\(minimum.swiftLiteral), \(maximum.swiftLiteral))"
        case .lineNames(let names): return ".lineNames(\(names.swiftLiteral))"
        case let .repeating(repetition, tracks): return ".repeating(\(repetition.swiftLiteral), \(tracks.swiftLiteral))"
        }
    }
}

extension GridRepetition: SwiftLiteralConvertible {
    var swiftLiteral: String {
        switch self {
        case .count(let count): return ".count(\(count))"
        case .autoFill: return ".autoFill"
        case .autoFit: return ".autoFit"
        }
    }
}

extension GridLine: SwiftLiteralConvertible {
    var swiftLiteral: String {
        func named(_ name: String?) -> String { name.map { ", name: " + SwiftLiteral.string($0) } ?? "" }
        switch self {
        case .auto: return ".auto"
        case let .line(index, name): return ".line(\(index)\(named(name)))"
        case let .span(count, name): return ".span(\(count)\(named(name)))"
        }
    }
}

extension Array: SwiftLiteralConvertible where Element: SwiftLiteralConvertible {
    var swiftLiteral: String { "[" + map(\.swiftLiteral).joined(separator: ", ") + "]" }
}
