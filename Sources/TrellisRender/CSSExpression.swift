import TrellisCore

/// Reads and writes CSS math functions (`calc()`, `min()`, `max()`, `clamp()`) as
/// ``LengthExpression`` values, in the subset of CSS Values 4 that layout files use
/// (`Docs/Extensions.md` §2).
enum CSSExpression {
    /// Parses `text` if it is a math function; `nil` when it is not one or is malformed.
    ///
    /// - Throws: ``NestedTooDeep`` when parentheses or operations nest deeper than
    ///   ``TrellisCore/Style/nestingLimit``: the parser recurses no further.
    static func parse(_ text: Substring) throws(NestedTooDeep) -> LengthExpression? {
        guard text.hasPrefix("calc(") || text.hasPrefix("min(") || text.hasPrefix("max(") || text.hasPrefix("clamp(")
            || text.hasPrefix("anchor(") || text.hasPrefix("anchor-size(") else {
            return nil
        }
        var parser = Parser(text: Array(text.utf8))
        let expression = parser.value(depth: 0)
        if parser.nestedTooDeep { throw NestedTooDeep() }
        guard let expression else { return nil }
        parser.skipSpaces()
        guard parser.atEnd else { return nil }
        // `1px * 2 * 3 …` nests products without parentheses, one level per factor.
        if expression.nestsDeeper(than: Style.nestingLimit) { throw NestedTooDeep() }
        return expression
    }

    /// A CSS dashed identifier (`--name`), as the name without its dashes.
    static func dashedIdentifier(_ text: Substring) -> String? {
        guard text.hasPrefix("--"), text.count > 2,
              text.dropFirst(2).allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else { return nil }
        return String(text.dropFirst(2))
    }

    /// The CSS keywords of `anchor()` edges.
    static let anchorEdges: [(keyword: String, edge: AnchorEdge)] = [
        ("left", .left), ("right", .right), ("top", .top), ("bottom", .bottom),
        ("start", .start), ("end", .end), ("center", .center),
    ]

    /// The CSS text of `expression`: `calc(50% + 10px)`, `min(50%, 80px)`, `anchor(--a right)`.
    static func format(_ expression: LengthExpression) -> String {
        switch expression {
        case .minimum, .maximum, .clamp, .anchor, .anchorSize: return inner(expression)
        default: return "calc(\(inner(expression)))"
        }
    }

    private static func inner(_ expression: LengthExpression) -> String {
        switch expression {
        case .points(let value): return CSSValues.formatLength(value)
        case .percent(let value): return CSSValues.formatPercentage(value)
        case .sum(let terms):
            guard let first = terms.first else { return "0px" }
            var text = operand(first)
            for term in terms.dropFirst() {
                if case .product(let negated, -1) = term {
                    text += " - " + operand(negated)
                } else {
                    text += " + " + operand(term)
                }
            }
            return text
        case .product(let expression, let factor): return "\(operand(expression)) * \(CSSValues.format(factor))"
        case .minimum(let arguments): return "min(\(arguments.map(inner).joined(separator: ", ")))"
        case .maximum(let arguments): return "max(\(arguments.map(inner).joined(separator: ", ")))"
        case .clamp(let a, let b, let c): return "clamp(\(inner(a)), \(inner(b)), \(inner(c)))"
        case .anchor(let name, let edge):
            return "anchor(--\(name) \(anchorEdges.first { $0.edge == edge }!.keyword))"
        case .anchorSize(let name, let axis): return "anchor-size(--\(name) \(axis == .horizontal ? "width" : "height"))"
        }
    }

    private static func operand(_ expression: LengthExpression) -> String {
        switch expression {
        case .sum, .product: return "(\(inner(expression)))"
        default: return inner(expression)
        }
    }

    /// A recursive-descent parser over UTF-8 bytes; every rule returns `nil` on a syntax error.
    private struct Parser {
        let text: [UInt8]
        var index = 0
        /// Set where parentheses nest deeper than the limit, which fails the whole parse.
        var nestedTooDeep = false

        var atEnd: Bool { index == text.count }

        mutating func skipSpaces() {
            while index < text.count, text[index] == UInt8(ascii: " ") { index += 1 }
        }

        mutating func consume(_ literal: String) -> Bool {
            let bytes = Array(literal.utf8)
            guard index + bytes.count <= text.count, Array(text[index..<index + bytes.count]) == bytes else { return false }
            index += bytes.count
            return true
        }

        /// sum := product ( " + " product | " - " product )*
        ///
        /// One sum of the terms at this level: a parenthesised sum stays a term of its own, as
        /// written (`(a + b) + c` is not `a + b + c`, and adds up in another order), so that
        /// what the writer prints reads back as the same expression.
        mutating func sum(depth: Int) -> LengthExpression? {
            guard let first = product(depth: depth) else { return nil }
            var terms = [first]
            while true {
                let save = index
                skipSpaces()
                if consume("+") {
                    skipSpaces()
                    guard let next = product(depth: depth) else { return nil }
                    terms.append(next)
                } else if consume("-") {
                    skipSpaces()
                    guard let next = product(depth: depth) else { return nil }
                    terms.append(next * -1)
                } else {
                    index = save
                    return terms.count == 1 ? first : .sum(terms)
                }
            }
        }

        /// product := value ( "*" number | "/" number )* | number "*" value
        mutating func product(depth: Int) -> LengthExpression? {
            if let factor = bareNumber() {
                skipSpaces()
                guard consume("*") else { return nil }
                skipSpaces()
                return value(depth: depth).map { $0 * factor }
            }
            guard var result = value(depth: depth) else { return nil }
            // Each factor nests the product one level deeper: the chain stops at the limit, so
            // that no expression deeper than it is built (and freed, recursively).
            for _ in 0...Style.nestingLimit {
                let save = index
                skipSpaces()
                if consume("*") {
                    skipSpaces()
                    guard let factor = bareNumber() else { return nil }
                    result = result * factor
                } else if consume("/") {
                    skipSpaces()
                    guard let divisor = bareNumber(), divisor != 0 else { return nil }
                    result = result / divisor
                } else {
                    index = save
                    return result
                }
            }
            nestedTooDeep = true
            return nil
        }

        /// value := NUMBERpx | NUMBER% | ( sum ) | calc( sum ) | min(...) | max(...) | clamp(...)
        mutating func value(depth: Int) -> LengthExpression? {
            // `depth` functions and parentheses are open around this value.
            guard depth <= Style.nestingLimit else {
                nestedTooDeep = true
                return nil
            }
            if consume("calc(") || consume("(") {
                skipSpaces()
                guard let inner = sum(depth: depth + 1) else { return nil }
                skipSpaces()
                return consume(")") ? inner : nil
            }
            if consume("min(") { return arguments(depth: depth + 1).map { LengthExpression.minimum($0) } }
            if consume("max(") { return arguments(depth: depth + 1).map { LengthExpression.maximum($0) } }
            if consume("clamp(") {
                guard let parts = arguments(depth: depth + 1), parts.count == 3 else { return nil }
                return .clamp(parts[0], parts[1], parts[2])
            }
            if consume("anchor-size(") {
                guard let (name, keyword) = anchorArguments(), let axis = keyword == "width" ? Axis.horizontal
                        : keyword == "height" ? Axis.vertical : nil else { return nil }
                return .anchorSize(name, axis)
            }
            if consume("anchor(") {
                guard let (name, keyword) = anchorArguments(),
                      let edge = CSSExpression.anchorEdges.first(where: { $0.keyword == keyword })?.edge else { return nil }
                return .anchor(name, edge)
            }
            let start = index
            while index < text.count, !Self.isDelimiter(text[index]) { index += 1 }
            let token = Substring(decoding: text[start..<index], as: UTF8.self)
            if let length = CSSValues.length(token) { return .points(length) }
            if let percentage = CSSValues.percentage(token) { return .percent(percentage) }
            index = start
            return nil
        }

        /// sum ( "," sum )* ")"
        mutating func arguments(depth: Int) -> [LengthExpression]? {
            var result: [LengthExpression] = []
            while true {
                skipSpaces()
                guard let argument = sum(depth: depth) else { return nil }
                result.append(argument)
                skipSpaces()
                if consume(")") { return result }
                guard consume(",") else { return nil }
            }
        }

        /// `--name keyword)`: the arguments of `anchor()` and `anchor-size()`.
        mutating func anchorArguments() -> (String, String)? {
            skipSpaces()
            let start = index
            while index < text.count, text[index] != UInt8(ascii: " "), text[index] != UInt8(ascii: ")") { index += 1 }
            guard let name = CSSExpression.dashedIdentifier(Substring(decoding: text[start..<index], as: UTF8.self)) else { return nil }
            skipSpaces()
            let keywordStart = index
            while index < text.count, text[index] != UInt8(ascii: " "), text[index] != UInt8(ascii: ")") { index += 1 }
            let keyword = String(decoding: text[keywordStart..<index], as: UTF8.self)
            skipSpaces()
            guard consume(")") else { return nil }
            return (name, keyword)
        }

        /// A number with no unit, as a factor or divisor.
        mutating func bareNumber() -> Double? {
            let start = index
            while index < text.count, !Self.isDelimiter(text[index]) { index += 1 }
            let token = Substring(decoding: text[start..<index], as: UTF8.self)
            if let number = CSSValues.number(token) { return number }
            index = start
            return nil
        }

        static func isDelimiter(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: ")") || byte == UInt8(ascii: ",")
                || byte == UInt8(ascii: "(") || byte == UInt8(ascii: "*") || byte == UInt8(ascii: "/")
        }
    }
}
