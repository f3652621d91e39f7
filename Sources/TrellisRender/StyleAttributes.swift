import TrellisCore

/// One style property as a layout-file attribute: how its value reads into a ``Style`` and how
/// it prints back. The attributes are `Style.properties`, and how each reads and prints follows
/// from its value kind, so a property added to that table is a layout-file attribute too.
struct StyleAttribute: Sendable {
    let property: StyleProperty

    /// The attribute name, which is the CSS property name (the border widths are `border-top` …).
    var name: String { property.attributeName }

    /// What the value may be, for error messages: "a length in px or a percentage".
    let expected: String
    /// The property's initial value, read once: the writer compares every node's value with it.
    let initialValue: StyleValue

    init(_ property: StyleProperty) {
        self.property = property
        expected = Self.expected(property.kind)
        initialValue = property.initialValue
    }

    /// Every style attribute, in the order the writer prints them (the table's).
    static let all: [StyleAttribute] = Style.properties.map(StyleAttribute.init)

    /// ``all`` by name.
    static let byName: [String: StyleAttribute] = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

    /// Stores the (normalised) value `text` in `style`; `false` when it is not valid here.
    ///
    /// - Throws: ``NestedTooDeep`` for a value nested deeper than ``TrellisCore/Style/nestingLimit``.
    func read(_ text: Substring, _ style: inout Style) throws(NestedTooDeep) -> Bool {
        guard let value = try Self.parse(text, property.kind) else { return false }
        return property.set(value, in: &style)
    }

    /// The value as text, or `nil` when the style has the initial value (nothing to write).
    func write(_ style: Style) -> String? {
        let value = property.value(in: style)
        return value == initialValue ? nil : Self.format(value, property.kind)
    }

    // MARK: Value kinds

    private static let lengthExpression = "a calc()/min()/max()/clamp() expression"

    private static func expected(_ kind: StyleValueKind) -> String {
        switch kind {
        case .keyword(let keywords): return CSSValues.alternatives(keywords)
        case .selfAlignment: return SelfAlignment.Position.keywordList + ", optionally after safe or unsafe"
        case .contentAlignment: return ContentAlignment.Position.keywordList + ", optionally after safe or unsafe"
        case .size, .maximumSize:
            return "a non-negative length in px or percentage, "
                + CSSValues.alternatives(sizeKeywords(maximum: kind == .maximumSize).map(\.keyword))
        case .flexBasis:
            return "a non-negative length in px or percentage, "
                + CSSValues.alternatives(FlexBasis.cssKeywords.map(\.keyword) + Dimension.cssKeywords.map(\.keyword))
        case .lengthPercentage: return "a non-negative length in px, a percentage or " + lengthExpression
        case .lengthPercentageAuto: return "a length in px, a percentage, auto or " + lengthExpression
        case .factor: return "a non-negative number"
        case .lineWidth: return "a non-negative length in px (or a number of px)"
        case .aspectRatio: return "a non-negative number, a ratio such as 16 / 9, or auto"
        case .integer: return "an integer"
        case .lineCount: return "a positive integer"
        case .anchorName: return "a dashed identifier such as --name"
        case .flag: return "true or false"
        case .trackList: return "a grid track list such as 40px 1fr minmax(auto, 2fr), repeat() and [names] included, or none"
        case .implicitTrackList: return "one or more grid track sizes such as 40px minmax(0px, 1fr)"
        case .gridLine: return "auto, a line number, a line name, or span N"
        }
    }

    /// The keyword values of a size; a maximum size also takes `none` (CSS's "no maximum").
    private static func sizeKeywords(maximum: Bool) -> [(keyword: String, value: Dimension)] {
        maximum ? Dimension.cssMaximumKeywords : Dimension.cssKeywords
    }

    /// The value `text` spells for a property of `kind`, or `nil` when it spells none.
    private static func parse(_ text: Substring, _ kind: StyleValueKind) throws(NestedTooDeep) -> StyleValue? {
        switch kind {
        case .keyword:
            // The property reads the keyword (`CSSKeywordRepresentable.init(cssKeyword:)`), which
            // knows every spelling CSS allows, not only the table's, and refuses the rest.
            return .keyword(String(text))
        case .selfAlignment:
            return SelfAlignment(cssValue: String(text)).map(StyleValue.selfAlignment)
        case .contentAlignment:
            return ContentAlignment(cssValue: String(text)).map(StyleValue.contentAlignment)
        case .size, .maximumSize:
            return try readDimension(text, maximum: kind == .maximumSize).map(StyleValue.dimension)
        case .flexBasis:
            if let keyword = FlexBasis.cssKeywords.first(where: { $0.keyword == text }) { return .flexBasis(keyword.value) }
            return try readDimension(text, maximum: false).map { .flexBasis(.size($0)) }
        case .lengthPercentage:
            if let value = CSSValues.length(text) { return value >= 0 ? .lengthPercentage(.points(value)) : nil }
            if let value = CSSValues.percentage(text) { return value >= 0 ? .lengthPercentage(.percent(value)) : nil }
            return try CSSExpression.parse(text).map { .lengthPercentage(.calc($0)) }
        case .lengthPercentageAuto:
            if let keyword = LengthPercentageAuto.cssKeywords.first(where: { $0.keyword == text }) {
                return .lengthPercentageAuto(keyword.value)
            }
            if let value = CSSValues.length(text) { return .lengthPercentageAuto(.points(value)) }
            if let value = CSSValues.percentage(text) { return .lengthPercentageAuto(.percent(value)) }
            return try CSSExpression.parse(text).map { .lengthPercentageAuto(.calc($0)) }
        case .factor:
            guard let value = CSSValues.number(text), value >= 0 else { return nil }
            return .number(value)
        case .lineWidth:
            guard let value = CSSValues.number(text) ?? CSSValues.length(text), value >= 0 else { return nil }
            return .number(value)
        case .aspectRatio:
            return readAspectRatio(text).map(StyleValue.optionalNumber)
        case .integer:
            return CSSValues.integer(text).map(StyleValue.integer)
        case .lineCount:
            guard let count = CSSValues.integer(text), count >= 1 else { return nil }
            return .optionalInteger(count)
        case .anchorName:
            // `anchor-name="--name"`: the name is stored without its leading `--`.
            return CSSExpression.dashedIdentifier(text).map { .name($0) }
        case .flag:
            guard text == "true" || text == "false" else { return nil }
            return .flag(text == "true")
        case .trackList, .implicitTrackList:
            return try GridValues.trackList(text).map(StyleValue.trackList)
        case .gridLine:
            return GridValues.line(text).map(StyleValue.gridLine)
        }
    }

    /// `value`, a property of `kind`'s, as the reader reads it back.
    private static func format(_ value: StyleValue, _ kind: StyleValueKind) -> String {
        switch value {
        case .keyword(let keyword): return keyword
        case .selfAlignment(let alignment): return alignment.cssValue
        case .contentAlignment(let alignment): return alignment.cssValue
        case .dimension(let size): return formatDimension(size, maximum: kind == .maximumSize)
        case .flexBasis(.size(let size)): return formatDimension(size, maximum: false)
        case .flexBasis(let basis): return FlexBasis.cssKeywords.first(where: { $0.value == basis })!.keyword
        case .lengthPercentage(.points(let v)), .lengthPercentageAuto(.points(let v)): return CSSValues.formatLength(v)
        case .lengthPercentage(.percent(let v)), .lengthPercentageAuto(.percent(let v)): return CSSValues.formatPercentage(v)
        case .lengthPercentage(.calc(let expression)), .lengthPercentageAuto(.calc(let expression)):
            return CSSExpression.format(expression)
        case .lengthPercentageAuto(let keyword):
            return LengthPercentageAuto.cssKeywords.first(where: { $0.value == keyword })!.keyword
        case .number(let number): return kind == .lineWidth ? CSSValues.formatLength(number) : CSSValues.format(number)
        // `auto` (no preferred ratio) is the Optional's nil.
        case .optionalNumber(let ratio): return ratio.map(CSSValues.format) ?? "auto"
        case .integer(let integer): return String(integer)
        case .optionalInteger(let integer): return integer.map(String.init) ?? ""
        case .name(let name): return name.map { "--" + $0 } ?? ""
        case .flag(let flag): return flag ? "true" : "false"
        case .trackList(let tracks): return GridValues.format(tracks)
        case .gridLine(let line): return GridValues.format(line)
        }
    }

    /// A size, with `none` (CSS's "no maximum") accepted as ``Dimension/auto`` for a maximum.
    private static func readDimension(_ text: Substring, maximum: Bool) throws(NestedTooDeep) -> Dimension? {
        if let keyword = sizeKeywords(maximum: maximum).first(where: { $0.keyword == text }) { return keyword.value }
        if let value = CSSValues.length(text), value >= 0 { return .points(value) }
        if let value = CSSValues.percentage(text), value >= 0 { return .percent(value) }
        if let expression = try CSSExpression.parse(text) { return .calc(expression) }
        return nil
    }

    private static func formatDimension(_ value: Dimension, maximum: Bool) -> String {
        switch value {
        case .points(let v): return CSSValues.formatLength(v)
        case .percent(let v): return CSSValues.formatPercentage(v)
        case .calc(let expression): return CSSExpression.format(expression)
        default: return sizeKeywords(maximum: maximum).first(where: { $0.value == value })!.keyword
        }
    }

    /// `16 / 9`, `1.5` or `auto` (`.some(nil)`); `nil` when `text` is none of them.
    private static func readAspectRatio(_ text: Substring) -> Double?? {
        if text == "auto" { return .some(nil) }
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
            .map { $0.trimmingPrefix(while: \.isWhitespace) }
            .map { Substring($0.reversed().drop(while: \.isWhitespace).reversed()) }
        guard parts.count <= 2, let width = CSSValues.number(parts[0]) else { return nil }
        let height = parts.count == 2 ? CSSValues.number(parts[1]) : 1
        // A zero ratio is degenerate and behaves as `auto` (CSS Values 4 `<ratio>`), but it is a
        // value of its own, which the IR keeps; an infinite one (`1 / 0`) it cannot.
        guard let height, width >= 0, height > 0, (width / height).isFinite else { return nil }
        return width / height
    }
}
