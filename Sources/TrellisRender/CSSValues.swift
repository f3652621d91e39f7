import TrellisCore

/// Parses and prints the CSS value syntax the layout files use: numbers, `px` lengths and
/// percentages. Parsing is strict (no `nan`, `inf` or hex floats, which `Double(_:)` would accept)
/// and printing gives the shortest text that reads back to the same `Double`.
enum CSSValues {
    /// A CSS `<number>`: optional sign, digits with an optional fraction, optional exponent. Finite only.
    static func number(_ text: Substring) -> Double? {
        guard isNumberSyntax(text), let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// Whether `text` is spelled as a CSS `<number>`, whether or not it is within `Double`'s
    /// range (`1e400` is, and is out of range).
    static func isNumberSyntax(_ text: Substring) -> Bool {
        let bytes = Array(text.utf8)
        var i = 0
        func digits() -> Int {
            let start = i
            while i < bytes.count, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9") { i += 1 }
            return i - start
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
        var mantissa = digits()
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            let fraction = digits()
            guard fraction > 0 else { return false }
            mantissa += fraction
        }
        guard mantissa > 0 else { return false }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard digits() > 0 else { return false }
        }
        return i == bytes.count
    }

    /// A CSS `<integer>` in the range browsers keep (32 bits).
    static func integer(_ text: Substring) -> Int? {
        guard let value = number(text), value == value.rounded(), value >= Double(Int32.min), value <= Double(Int32.max),
              !text.contains("."), !text.contains("e"), !text.contains("E") else { return nil }
        return Int(value)
    }

    /// A CSS `<length>` in `px`; a bare `0` is a length too, as in CSS.
    static func length(_ text: Substring) -> Double? {
        if text.hasSuffix("px") { return number(text.dropLast(2)) }
        return text == "0" ? 0 : nil
    }

    /// A CSS `<percentage>`, as the number before the `%`.
    static func percentage(_ text: Substring) -> Double? {
        text.hasSuffix("%") ? number(text.dropLast()) : nil
    }

    /// The shortest decimal that reads back as `value`: `12`, `0.5`, `1e-05`.
    static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 {
            return String(Int(value))
        }
        return "\(value)"
    }

    /// `value` followed by `px`.
    static func formatLength(_ value: Double) -> String { format(value) + "px" }

    /// `value` followed by `%`.
    static func formatPercentage(_ value: Double) -> String { format(value) + "%" }

    /// Trims `text` and collapses every run of whitespace inside it to one space, so that
    /// `"safe   center"` reads as `"safe center"`.
    static func normalized(_ text: String) -> String {
        // Nearly every value is normal already: printable ASCII with single spaces between words,
        // which is returned as it is, without asking each Character whether it is whitespace.
        var previous = UInt8(ascii: " ")
        let isNormal = text.utf8.allSatisfy { byte in
            defer { previous = byte }
            return byte > 0x20 && byte < 0x7F || byte == 0x20 && previous != 0x20
        }
        if isNormal && previous != 0x20 { return text }
        return text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }
}

extension CSSKeywordRepresentable {
    /// "`a`, `b` or `c`": the keywords for error messages.
    static var keywordList: String {
        CSSValues.alternatives(cssKeywords.map(\.keyword))
    }
}

extension CSSValues {
    /// "a, b or c".
    static func alternatives(_ words: [String]) -> String {
        guard words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " or " + words.last!
    }
}

/// A value whose functions or operations nest deeper than ``TrellisCore/Style/nestingLimit``:
/// the readers stop there rather than recurse, and the layout-file reader names the file and line.
struct NestedTooDeep: Error {}
