import TrellisCore

/// One CSS property as a layout-file attribute: how its value reads into a ``Style`` and how it
/// prints back. The reader and the writer both go through ``StyleAttribute/all``, so each
/// attribute is mapped once.
struct StyleAttribute: Sendable {
    /// The attribute name, which is the CSS property name.
    let name: String
    /// What the value may be, for error messages: "a length in px or a percentage".
    let expected: String
    /// Stores the (normalised) value in the style; `false` when the value is not valid here.
    let read: @Sendable (Substring, inout Style) -> Bool
    /// The value as text, or `nil` when the style has the initial value (nothing to write).
    let write: @Sendable (Style) -> String?

    /// Every style attribute, in the order the writer prints them.
    static let all: [StyleAttribute] = [
        keyword("display", \.display),
        keyword("position", \.position),
        keyword("direction", \.direction),
        keyword("box-sizing", \.boxSizing),
        keyword("flex-direction", \.flexDirection),
        keyword("flex-wrap", \.flexWrap),
        flexLineCount(),
        alignment("justify-content", \.justifyContent),
        alignment("align-items", \.alignItems),
        alignment("align-self", \.alignSelf),
        alignment("justify-items", \.justifyItems),
        alignment("justify-self", \.justifySelf),
        alignment("align-content", \.alignContent),
        integer("order", \.order),
        number("flex-grow", \.flexGrow),
        number("flex-shrink", \.flexShrink),
        flexBasis(),
        dimension("width", \.width),
        dimension("height", \.height),
        dimension("min-width", \.minWidth),
        dimension("min-height", \.minHeight),
        dimension("max-width", \.maxWidth, none: true),
        dimension("max-height", \.maxHeight, none: true),
        aspectRatio(),
        lengthPercentageAuto("margin-top", \.margin.top),
        lengthPercentageAuto("margin-right", \.margin.right),
        lengthPercentageAuto("margin-bottom", \.margin.bottom),
        lengthPercentageAuto("margin-left", \.margin.left),
        lengthPercentage("padding-top", \.padding.top),
        lengthPercentage("padding-right", \.padding.right),
        lengthPercentage("padding-bottom", \.padding.bottom),
        lengthPercentage("padding-left", \.padding.left),
        // The fixtures spell the border widths `border-top` etc.; they take a length only.
        borderWidth("border-top", \.border.top),
        borderWidth("border-right", \.border.right),
        borderWidth("border-bottom", \.border.bottom),
        borderWidth("border-left", \.border.left),
        lengthPercentageAuto("top", \.inset.top),
        lengthPercentageAuto("right", \.inset.right),
        lengthPercentageAuto("bottom", \.inset.bottom),
        lengthPercentageAuto("left", \.inset.left),
        lengthPercentageAuto("center-x", \.centerX),
        lengthPercentageAuto("center-y", \.centerY),
        anchorName(),
        fitsPinnedChildren(),
        lengthPercentage("row-gap", \.rowGap),
        lengthPercentage("column-gap", \.columnGap),
        keyword("overflow-x", \.overflowX),
        keyword("overflow-y", \.overflowY),
        scrollbarWidth(),
    ]

    /// ``all`` by name.
    static let byName: [String: StyleAttribute] = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

    // MARK: Attribute kinds

    /// Writes `value` unless it is the initial value of the property at `keyPath`.
    private static func unlessInitial<V: Equatable & Sendable>(
        _ keyPath: KeyPath<Style, V> & Sendable, _ print: @escaping @Sendable (V) -> String
    ) -> @Sendable (Style) -> String? {
        { style in style[keyPath: keyPath] == Style.initial[keyPath: keyPath] ? nil : print(style[keyPath: keyPath]) }
    }

    private static func keyword<K: CSSKeywordRepresentable>(
        _ name: String, _ keyPath: WritableKeyPath<Style, K> & Sendable
    ) -> StyleAttribute {
        StyleAttribute(
            name: name, expected: K.keywordList,
            read: { text, style in
                guard let value = K(cssKeyword: String(text)) else { return false }
                style[keyPath: keyPath] = value
                return true
            },
            write: unlessInitial(keyPath) { $0.cssKeyword })
    }

    /// `align-*` and `justify-*`: a keyword with an optional `safe`/`unsafe` prefix.
    private static func alignment<A: CSSAlignmentValue>(
        _ name: String, _ keyPath: WritableKeyPath<Style, A> & Sendable
    ) -> StyleAttribute {
        StyleAttribute(
            name: name,
            expected: A.Position.keywordList + ", optionally after safe or unsafe",
            read: { text, style in
                guard let value = A(cssValue: String(text)) else { return false }
                style[keyPath: keyPath] = value
                return true
            },
            write: unlessInitial(keyPath) { $0.cssValue })
    }

    private static func number(_ name: String, _ keyPath: WritableKeyPath<Style, Double> & Sendable) -> StyleAttribute {
        StyleAttribute(
            name: name, expected: "a non-negative number",
            read: { text, style in
                guard let value = CSSValues.number(text), value >= 0 else { return false }
                style[keyPath: keyPath] = value
                return true
            },
            write: unlessInitial(keyPath) { CSSValues.format($0) })
    }

    private static func integer(_ name: String, _ keyPath: WritableKeyPath<Style, Int> & Sendable) -> StyleAttribute {
        StyleAttribute(
            name: name, expected: "an integer",
            read: { text, style in
                guard let value = CSSValues.integer(text) else { return false }
                style[keyPath: keyPath] = value
                return true
            },
            write: unlessInitial(keyPath) { String($0) })
    }

    private static func borderWidth(_ name: String, _ keyPath: WritableKeyPath<Style, Double> & Sendable) -> StyleAttribute {
        StyleAttribute(
            name: name, expected: "a non-negative length in px",
            read: { text, style in
                guard let value = CSSValues.length(text), value >= 0 else { return false }
                style[keyPath: keyPath] = value
                return true
            },
            write: unlessInitial(keyPath) { CSSValues.formatLength($0) })
    }

    private static func lengthPercentage(
        _ name: String, _ keyPath: WritableKeyPath<Style, LengthPercentage> & Sendable
    ) -> StyleAttribute {
        StyleAttribute(
            name: name, expected: "a non-negative length in px, a percentage or a calc()/min()/max()/clamp() expression",
            read: { text, style in
                if let value = CSSValues.length(text), value >= 0 {
                    style[keyPath: keyPath] = .points(value)
                } else if let value = CSSValues.percentage(text), value >= 0 {
                    style[keyPath: keyPath] = .percent(value)
                } else if let expression = CSSExpression.parse(text) {
                    style[keyPath: keyPath] = .calc(expression)
                } else {
                    return false
                }
                return true
            },
            write: unlessInitial(keyPath) { value in
                switch value {
                case .points(let v): return CSSValues.formatLength(v)
                case .percent(let v): return CSSValues.formatPercentage(v)
                case .calc(let expression): return CSSExpression.format(expression)
                }
            })
    }

    private static func lengthPercentageAuto(
        _ name: String, _ keyPath: WritableKeyPath<Style, LengthPercentageAuto> & Sendable
    ) -> StyleAttribute {
        StyleAttribute(
            name: name, expected: "a length in px, a percentage, auto or a calc()/min()/max()/clamp() expression",
            read: { text, style in
                if let keyword = LengthPercentageAuto.cssKeywords.first(where: { $0.keyword == text }) {
                    style[keyPath: keyPath] = keyword.value
                } else if let value = CSSValues.length(text) {
                    style[keyPath: keyPath] = .points(value)
                } else if let value = CSSValues.percentage(text) {
                    style[keyPath: keyPath] = .percent(value)
                } else if let expression = CSSExpression.parse(text) {
                    style[keyPath: keyPath] = .calc(expression)
                } else {
                    return false
                }
                return true
            },
            write: unlessInitial(keyPath) { value in
                switch value {
                case .auto: return LengthPercentageAuto.cssKeywords.first(where: { $0.value == value })!.keyword
                case .points(let v): return CSSValues.formatLength(v)
                case .percent(let v): return CSSValues.formatPercentage(v)
                case .calc(let expression): return CSSExpression.format(expression)
                }
            })
    }

    /// A size, with `none` (CSS's "no maximum") accepted as ``Dimension/auto`` when `none` is set.
    private static func readDimension(_ text: Substring, none: Bool) -> Dimension? {
        let keywords = none ? Dimension.cssMaximumKeywords : Dimension.cssKeywords
        if let keyword = keywords.first(where: { $0.keyword == text }) { return keyword.value }
        if let value = CSSValues.length(text), value >= 0 { return .points(value) }
        if let value = CSSValues.percentage(text), value >= 0 { return .percent(value) }
        if let expression = CSSExpression.parse(text) { return .calc(expression) }
        return nil
    }

    private static func formatDimension(_ value: Dimension, none: Bool) -> String {
        switch value {
        case .points(let v): return CSSValues.formatLength(v)
        case .percent(let v): return CSSValues.formatPercentage(v)
        case .calc(let expression): return CSSExpression.format(expression)
        default:
            let keywords = none ? Dimension.cssMaximumKeywords : Dimension.cssKeywords
            return keywords.first(where: { $0.value == value })!.keyword
        }
    }

    /// A size; `none` says that `none` (CSS's "no maximum") is accepted, as ``Dimension/auto``.
    private static func dimension(
        _ name: String, _ keyPath: WritableKeyPath<Style, Dimension> & Sendable, none: Bool = false
    ) -> StyleAttribute {
        StyleAttribute(
            name: name,
            expected: "a non-negative length in px or percentage, "
                + CSSValues.alternatives((none ? Dimension.cssMaximumKeywords : Dimension.cssKeywords).map(\.keyword)),
            read: { text, style in
                guard let value = readDimension(text, none: none) else { return false }
                style[keyPath: keyPath] = value
                return true
            },
            write: unlessInitial(keyPath) { formatDimension($0, none: none) })
    }

    private static func flexBasis() -> StyleAttribute {
        StyleAttribute(
            name: "flex-basis",
            expected: "a non-negative length in px or percentage, "
                + CSSValues.alternatives((FlexBasis.cssKeywords.map(\.keyword) + Dimension.cssKeywords.map(\.keyword))),
            read: { text, style in
                if let keyword = FlexBasis.cssKeywords.first(where: { $0.keyword == text }) {
                    style.flexBasis = keyword.value
                } else if let value = readDimension(text, none: false) {
                    style.flexBasis = .size(value)
                } else {
                    return false
                }
                return true
            },
            write: unlessInitial(\.flexBasis) { basis in
                if case .size(let size) = basis { return formatDimension(size, none: false) }
                return FlexBasis.cssKeywords.first(where: { $0.value == basis })!.keyword
            })
    }

    private static func aspectRatio() -> StyleAttribute {
        StyleAttribute(
            name: "aspect-ratio", expected: "a non-negative number, a ratio such as 16 / 9, or auto",
            read: { text, style in
                // `auto` (no preferred ratio) is the only keyword, and it is the Optional's nil.
                if text == "auto" {
                    style.aspectRatio = nil
                    return true
                }
                let parts = text.split(separator: "/", omittingEmptySubsequences: false)
                    .map { $0.trimmingPrefix(while: \.isWhitespace) }
                    .map { Substring($0.reversed().drop(while: \.isWhitespace).reversed()) }
                guard parts.count <= 2, let width = CSSValues.number(parts[0]) else { return false }
                let height = parts.count == 2 ? CSSValues.number(parts[1]) : 1
                // A zero ratio is degenerate and behaves as `auto` (CSS Values 4 `<ratio>`), but it
                // is a value of its own, which the IR keeps; an infinite one (`1 / 0`) it cannot.
                guard let height, width >= 0, height > 0, (width / height).isFinite else { return false }
                style.aspectRatio = width / height
                return true
            },
            write: unlessInitial(\.aspectRatio) { $0.map(CSSValues.format) ?? "auto" })
    }

    private static func flexLineCount() -> StyleAttribute {
        StyleAttribute(
            name: "flex-line-count", expected: "a positive integer",
            read: { text, style in
                guard let count = CSSValues.integer(text), count >= 1 else { return false }
                style.flexLineCount = count
                return true
            },
            write: unlessInitial(\.flexLineCount) { $0.map(String.init) ?? "" })
    }

    private static func scrollbarWidth() -> StyleAttribute {
        StyleAttribute(
            name: "scrollbar-width", expected: "a non-negative number (of px)",
            read: { text, style in
                guard let value = CSSValues.number(text) ?? CSSValues.length(text), value >= 0 else { return false }
                style.scrollbarWidth = value
                return true
            },
            write: unlessInitial(\.scrollbarWidth) { CSSValues.format($0) })
    }

    /// `anchor-name="--name"`: the name is stored without its leading `--`.
    private static func anchorName() -> StyleAttribute {
        StyleAttribute(
            name: "anchor-name", expected: "a dashed identifier such as --name",
            read: { text, style in
                guard let name = CSSExpression.dashedIdentifier(text) else { return false }
                style.anchorName = name
                return true
            },
            write: unlessInitial(\.anchorName) { $0.map { "--" + $0 } ?? "" })
    }

    /// `fits-pinned-children="true"`: Trellis's opt-in self-sizing rule (no CSS equivalent).
    private static func fitsPinnedChildren() -> StyleAttribute {
        StyleAttribute(
            name: "fits-pinned-children", expected: "true or false",
            read: { text, style in
                guard text == "true" || text == "false" else { return false }
                style.fitsPinnedChildren = text == "true"
                return true
            },
            write: unlessInitial(\.fitsPinnedChildren) { $0 ? "true" : "false" })
    }
}

/// Self-alignment and content-alignment values read and print the same way: a keyword from the
/// position's table with an optional overflow prefix.
protocol CSSAlignmentValue: Equatable, Sendable {
    associatedtype Position: CSSKeywordRepresentable
    init?(cssValue: String)
    var cssValue: String { get }
}

extension SelfAlignment: CSSAlignmentValue {}
extension ContentAlignment: CSSAlignmentValue {}
