/// Reading a ``MonospaceText`` back from the Swift expression it prints, so that a measure
/// function's name (``MeasureFunction/name``) rebuilds its text: the layout-file writer and the
/// printed trees round-trip through it.
extension MonospaceText {
    /// Reads back a text from the ``swiftExpression`` that printed it (as found in
    /// ``MeasureFunction/name``); `nil` for any other string.
    public init?(swiftExpression: String) {
        var scanner = ExpressionScanner(swiftExpression.unicodeScalars)
        let isAhem: Bool
        if scanner.take(".ahem(") {
            isAhem = true
        } else if scanner.take(".monospaceText(") {
            isAhem = false
        } else {
            return nil
        }
        guard let text = scanner.stringLiteral() else { return nil }
        self.init(text, breaks: isAhem ? .zeroWidthSpaces : .spaces)
        while scanner.take(", ") {
            guard let label = scanner.label() else { return nil }
            switch label {
            case "cellWidth" where !isAhem: guard let v = scanner.number() else { return nil }; cellWidth = v
            case "cellHeight" where !isAhem: guard let v = scanner.number() else { return nil }; cellHeight = v
            case "baselineRatio" where !isAhem: guard let v = scanner.number() else { return nil }; baselineRatio = v
            case "breaks" where !isAhem:
                guard let name = scanner.member(),
                      let value = TextBreaks.allCases.first(where: { $0.swiftName == name }) else { return nil }
                breaks = value
            case "writingMode":
                guard let name = scanner.member(),
                      let value = WritingMode.allCases.first(where: { $0.swiftName == name }) else { return nil }
                writingMode = value
            default: return nil
            }
        }
        guard scanner.take(")"), scanner.isAtEnd else { return nil }
        // An initializer's own assignments skip `breaks`' observer, so the words are split again
        // here for the breaks just read.
        splitIntoWords()
    }
}

/// Reads the small subset of Swift that ``MonospaceText/swiftExpression`` prints.
private struct ExpressionScanner {
    let scalars: [Unicode.Scalar]
    var index = 0

    init(_ view: String.UnicodeScalarView) { scalars = Array(view) }

    var isAtEnd: Bool { index == scalars.count }

    mutating func take(_ literal: String) -> Bool {
        let expected = Array(literal.unicodeScalars)
        guard scalars.count - index >= expected.count,
              Array(scalars[index..<index + expected.count]) == expected else { return false }
        index += expected.count
        return true
    }

    /// An identifier followed by `: `.
    mutating func label() -> String? {
        var name = ""
        while index < scalars.count, scalars[index].properties.isAlphabetic {
            name.unicodeScalars.append(scalars[index])
            index += 1
        }
        return !name.isEmpty && take(": ") ? name : nil
    }

    /// `.caseName`.
    mutating func member() -> String? {
        guard take(".") else { return nil }
        var name = ""
        while index < scalars.count, scalars[index].properties.isAlphabetic {
            name.unicodeScalars.append(scalars[index])
            index += 1
        }
        return name.isEmpty ? nil : name
    }

    mutating func number() -> Double? {
        var text = ""
        while index < scalars.count, "0123456789.-+e".unicodeScalars.contains(scalars[index]) {
            text.unicodeScalars.append(scalars[index])
            index += 1
        }
        return Double(text).flatMap { $0.isFinite ? $0 : nil }
    }

    mutating func stringLiteral() -> String? {
        guard take("\"") else { return nil }
        var result = ""
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            switch scalar {
            case "\"":
                return result
            case "\\":
                guard index < scalars.count else { return nil }
                let escaped = scalars[index]
                index += 1
                switch escaped {
                case "\"", "\\": result.unicodeScalars.append(escaped)
                case "n": result += "\n"
                case "t": result += "\t"
                case "r": result += "\r"
                case "0": result += "\0"
                case "u":
                    guard take("{") else { return nil }
                    var hex = ""
                    while index < scalars.count, scalars[index] != "}" {
                        hex.unicodeScalars.append(scalars[index])
                        index += 1
                    }
                    guard take("}"), hex.count <= 8, let value = UInt32(hex, radix: 16),
                          let decoded = Unicode.Scalar(value) else { return nil }
                    result.unicodeScalars.append(decoded)
                default: return nil
                }
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return nil
    }
}
