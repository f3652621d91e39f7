import TrellisCore

/// Reads and prints the CSS Grid value syntax: track lists (CSS Grid 2 §7.2
/// `<track-list>`/`<auto-track-list>`, §7.6 `<track-size>+`) and grid lines (§8.3
/// `<grid-line>`). Parsing is syntactic; what the intermediate tree accepts (no `fr` as a
/// minimum, one automatic repetition …) is validation's to say, with the node and property.
enum GridValues {
    // MARK: Track lists

    /// A track list; `none` is the empty list. `nil` when the text spells none.
    ///
    /// - Throws: ``NestedTooDeep`` when `repeat(`, `minmax(` and `fit-content(` nest deeper than
    ///   ``TrellisCore/Style/nestingLimit``: the parser recurses no further.
    static func trackList(_ text: Substring) throws(NestedTooDeep) -> [GridTrack]? {
        if text == "none" { return [] }
        var parser = Parser(text)
        let tracks = parser.entries(until: nil, depth: 0)
        if parser.nestedTooDeep { throw NestedTooDeep() }
        guard let tracks, parser.atEnd else { return nil }
        return tracks
    }

    /// A track list as ``trackList(_:)`` reads it back; `none` for the empty list.
    static func format(_ tracks: [GridTrack]) -> String {
        tracks.isEmpty ? "none" : tracks.map(format).joined(separator: " ")
    }

    private static func format(_ track: GridTrack) -> String {
        switch track {
        case .points(let value): return CSSValues.formatLength(value)
        case .percent(let value): return CSSValues.formatPercentage(value)
        case .fr(let value): return CSSValues.format(value) + "fr"
        case .auto: return "auto"
        case .minContent: return "min-content"
        case .maxContent: return "max-content"
        case .fitContent(.points(let value)): return "fit-content(\(CSSValues.formatLength(value)))"
        case .fitContent(.percent(let value)): return "fit-content(\(CSSValues.formatPercentage(value)))"
        case .fitContent(.calc(let expression)): return "fit-content(\(CSSExpression.format(expression)))"
        case let .minmax(minimum, maximum): return "minmax(\(format(minimum)), \(format(maximum)))"
        case .lineNames(let names): return "[" + names.joined(separator: " ") + "]"
        case let .repeating(repetition, tracks):
            let count: String
            switch repetition {
            case .count(let value): count = String(value)
            case .autoFill: count = "auto-fill"
            case .autoFit: count = "auto-fit"
            }
            return "repeat(\(count), \(format(tracks)))"
        }
    }

    /// Reads a track list left to right: entries separated by spaces, functions with their
    /// comma-separated arguments.
    private struct Parser {
        let bytes: [UInt8]
        var index = 0
        /// Set where functions nest deeper than the limit, which fails the whole parse.
        var nestedTooDeep = false

        init(_ text: Substring) { bytes = Array(text.utf8) }

        var atEnd: Bool { mutating get { skipSpaces(); return index == bytes.count } }

        mutating func skipSpaces() {
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
        }

        /// Whether a function opened at `depth` would nest too deep; notes it if so.
        mutating func opensTooDeep(at depth: Int) -> Bool {
            if depth >= Style.nestingLimit { nestedTooDeep = true }
            return nestedTooDeep
        }

        /// Entries up to `terminator` (a closing parenthesis, not consumed) or the end, inside
        /// `depth` functions.
        mutating func entries(until terminator: UInt8?, depth: Int) -> [GridTrack]? {
            var tracks: [GridTrack] = []
            while true {
                skipSpaces()
                if index == bytes.count || bytes[index] == terminator { return tracks }
                guard let entry = entry(depth: depth) else { return nil }
                tracks.append(entry)
            }
        }

        /// One entry: `[names]`, `repeat(…)` or a track size.
        mutating func entry(depth: Int) -> GridTrack? {
            if bytes[index] == UInt8(ascii: "[") {
                index += 1
                let start = index
                while index < bytes.count, bytes[index] != UInt8(ascii: "]") { index += 1 }
                guard index < bytes.count else { return nil }
                let names = String(decoding: bytes[start..<index], as: UTF8.self).split(separator: " ").map(String.init)
                index += 1
                return .lineNames(names)
            }
            if consume("repeat(") {
                guard !opensTooDeep(at: depth) else { return nil }
                skipSpaces()
                let countText = word(stoppingAt: UInt8(ascii: ","))
                let repetition: GridRepetition
                switch countText {
                case "auto-fill": repetition = .autoFill
                case "auto-fit": repetition = .autoFit
                default:
                    guard let count = CSSValues.integer(Substring(countText)) else { return nil }
                    repetition = .count(count)
                }
                guard consume(","), let tracks = entries(until: UInt8(ascii: ")"), depth: depth + 1), consume(")") else { return nil }
                return .repeating(repetition, tracks)
            }
            return size(depth: depth)
        }

        /// A track size: a breadth, `minmax(a, b)` or `fit-content(limit)`.
        mutating func size(depth: Int) -> GridTrack? {
            if consume("minmax(") {
                guard !opensTooDeep(at: depth) else { return nil }
                skipSpaces()
                guard let minimum = size(depth: depth + 1), consume(","), case _ = skipSpaces(),
                      let maximum = size(depth: depth + 1), consume(")") else { return nil }
                return .minmax(minimum, maximum)
            }
            if consume("fit-content(") {
                let text = Substring(word(stoppingAt: UInt8(ascii: ")")))
                guard consume(")") else { return nil }
                if let value = CSSValues.length(text) { return .fitContent(.points(value)) }
                if let value = CSSValues.percentage(text) { return .fitContent(.percent(value)) }
                return nil
            }
            let text = Substring(word(stoppingAt: UInt8(ascii: ",")))
            switch text {
            case "auto": return .auto
            case "min-content": return .minContent
            case "max-content": return .maxContent
            default: break
            }
            if let value = CSSValues.length(text) { return .points(value) }
            if let value = CSSValues.percentage(text) { return .percent(value) }
            if text.hasSuffix("fr"), let value = CSSValues.number(text.dropLast(2)) { return .fr(value) }
            return nil
        }

        /// The characters up to a space, a parenthesis or `stop`.
        mutating func word(stoppingAt stop: UInt8) -> String {
            let start = index
            while index < bytes.count, bytes[index] != UInt8(ascii: " "), bytes[index] != UInt8(ascii: ")"),
                  bytes[index] != UInt8(ascii: "("), bytes[index] != stop {
                index += 1
            }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }

        /// Consumes `literal` (after spaces) if it comes next.
        mutating func consume(_ literal: String) -> Bool {
            skipSpaces()
            let expected = Array(literal.utf8)
            guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected else { return false }
            index += expected.count
            return true
        }
    }

    // MARK: Lines

    /// A grid line: `auto`, `<integer> [<name>]`, `<name>`, `span [<integer>] [<name>]`.
    static func line(_ text: Substring) -> GridLine? {
        if text == "auto" { return .auto }
        var words = text.split(separator: " ")
        let isSpan = words.first == "span"
        if isSpan { words.removeFirst() }
        var count: Int?
        var name: String?
        for word in words {
            if let integer = CSSValues.integer(word), count == nil {
                count = integer
            } else if name == nil, CSSValues.number(word) == nil, word != "span", word != "auto" {
                name = String(word)
            } else {
                return nil
            }
        }
        guard count != nil || name != nil else { return nil }
        return isSpan ? .span(count ?? 1, name: name) : .line(count ?? 1, name: name)
    }

    /// A grid line as ``line(_:)`` reads it back.
    static func format(_ line: GridLine) -> String {
        switch line {
        case .auto: return "auto"
        case let .line(index, name): return name.map { "\(index) \($0)" } ?? String(index)
        case let .span(count, name): return "span " + (name.map { "\(count) \($0)" } ?? String(count))
        }
    }
}
