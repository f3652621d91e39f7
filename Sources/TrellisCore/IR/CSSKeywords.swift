// The one place where CSS keywords are spelled. Each keyword enum has a single table that maps
// its CSS spelling to its case; parsing, printing, the layout-file reader and writer, SVG labels
// and docs all go through these tables, so a keyword cannot be spelled two ways.

/// A type whose values are spelled as CSS keywords, through one table.
///
/// Conforming types list every case once in ``cssKeywords``; parsing and printing both read that
/// table, so they cannot drift apart.
///
///     FlexDirection(cssKeyword: "row-reverse")   // .rowReverse
///     FlexWrap.balanceReverse.cssKeyword          // "wrap-reverse balance"
public protocol CSSKeywordRepresentable: Hashable, Sendable {
    /// Every value with its CSS spelling, in the order CSS lists them. Each value appears once.
    static var cssKeywords: [(keyword: String, value: Self)] { get }
    /// The value spelled `cssKeyword`: by default the table's spelling alone; a type whose CSS
    /// grammar spells one value several ways reads them all, and prints the table's.
    init?(cssKeyword: String)
}

extension CSSKeywordRepresentable {
    /// The value whose CSS spelling is exactly `cssKeyword` (case-sensitive, single spaces between
    /// words); `nil` when no value is spelled that way.
    ///
    /// - Complexity: O(n) in the number of keywords, which is at most a dozen.
    public init?(cssKeyword: String) {
        guard let match = Self.cssKeywords.first(where: { $0.keyword == cssKeyword }) else { return nil }
        self = match.value
    }

    /// The CSS spelling of this value.
    public var cssKeyword: String {
        // Every conforming table lists every case, which the keyword tests check case by case.
        Self.cssKeywords.first(where: { $0.value == self })?.keyword ?? "\(self)"
    }
}

extension Display: CSSKeywordRepresentable {
    /// CSS `display` keywords.
    public static let cssKeywords: [(keyword: String, value: Display)] = [
        ("flex", .flex),
        ("none", .none),
        ("layers", .layers),
        ("constraints", .constraints),
        ("grid", .grid),
    ]
}

extension GridAutoFlow: CSSKeywordRepresentable {
    /// CSS `grid-auto-flow` keywords, as printed.
    public static let cssKeywords: [(keyword: String, value: GridAutoFlow)] = [
        ("row", .row),
        ("column", .column),
        ("row dense", .rowDense),
        ("column dense", .columnDense),
    ]

    /// `[ row | column ] || dense` (CSS Grid 2 §7.7): the two words in either order, and `dense`
    /// alone for `row dense`.
    ///
    ///     GridAutoFlow(cssKeyword: "dense column")   // .columnDense
    public init?(cssKeyword: String) {
        let words = cssKeyword.split(separator: " ")
        let isDense = words.contains("dense")
        let axes = words.filter { $0 != "dense" }
        guard !words.isEmpty, axes.count <= 1, words.count == axes.count + (isDense ? 1 : 0) else { return nil }
        switch (axes.first ?? "row", isDense) {
        case ("row", false): self = .row
        case ("column", false): self = .column
        case ("row", true): self = .rowDense
        case ("column", true): self = .columnDense
        default: return nil
        }
    }
}

extension Position: CSSKeywordRepresentable {
    /// CSS `position` keywords.
    public static let cssKeywords: [(keyword: String, value: Position)] = [
        ("relative", .relative),
        ("absolute", .absolute),
    ]
}

extension Direction: CSSKeywordRepresentable {
    /// CSS `direction` keywords, plus the CSS-wide `inherit`.
    public static let cssKeywords: [(keyword: String, value: Direction)] = [
        ("inherit", .inherit),
        ("ltr", .ltr),
        ("rtl", .rtl),
    ]
}

extension BoxSizing: CSSKeywordRepresentable {
    /// CSS `box-sizing` keywords.
    public static let cssKeywords: [(keyword: String, value: BoxSizing)] = [
        ("border-box", .borderBox),
        ("content-box", .contentBox),
    ]
}

extension FlexDirection: CSSKeywordRepresentable {
    /// CSS `flex-direction` keywords.
    public static let cssKeywords: [(keyword: String, value: FlexDirection)] = [
        ("row", .row),
        ("row-reverse", .rowReverse),
        ("column", .column),
        ("column-reverse", .columnReverse),
    ]
}

extension FlexWrap: CSSKeywordRepresentable {
    /// CSS `flex-wrap` values, including the `balance` extension and its reversed form.
    public static let cssKeywords: [(keyword: String, value: FlexWrap)] = [
        ("nowrap", .nowrap),
        ("wrap", .wrap),
        ("wrap-reverse", .wrapReverse),
        ("balance", .balance),
        ("wrap-reverse balance", .balanceReverse),
    ]
}

extension Overflow: CSSKeywordRepresentable {
    /// CSS `overflow-x` / `overflow-y` keywords.
    public static let cssKeywords: [(keyword: String, value: Overflow)] = [
        ("visible", .visible),
        ("hidden", .hidden),
        ("scroll", .scroll),
        ("auto", .auto),
    ]
}

extension SelfAlignment.Position: AlignmentKeyword {
    /// CSS self-alignment keywords (`align-items`, `align-self`).
    public static let cssKeywords: [(keyword: String, value: SelfAlignment.Position)] = [
        ("auto", .auto),
        ("normal", .normal),
        ("stretch", .stretch),
        ("center", .center),
        ("start", .start),
        ("end", .end),
        ("self-start", .selfStart),
        ("self-end", .selfEnd),
        ("flex-start", .flexStart),
        ("flex-end", .flexEnd),
        ("baseline", .baseline),
        ("last baseline", .lastBaseline),
    ]

    /// Whether CSS allows a `safe`/`unsafe` prefix on this keyword (a `<self-position>`).
    public var acceptsOverflowAlignment: Bool {
        switch self {
        case .center, .start, .end, .selfStart, .selfEnd, .flexStart, .flexEnd: return true
        case .auto, .normal, .stretch, .baseline, .lastBaseline: return false
        }
    }
}

extension ContentAlignment.Position: AlignmentKeyword {
    /// CSS content-distribution and content-alignment keywords (`justify-content`, `align-content`).
    public static let cssKeywords: [(keyword: String, value: ContentAlignment.Position)] = [
        ("normal", .normal),
        ("stretch", .stretch),
        ("center", .center),
        ("start", .start),
        ("end", .end),
        ("flex-start", .flexStart),
        ("flex-end", .flexEnd),
        ("space-between", .spaceBetween),
        ("space-around", .spaceAround),
        ("space-evenly", .spaceEvenly),
    ]

    /// Whether CSS allows a `safe`/`unsafe` prefix on this keyword (a `<content-position>`).
    public var acceptsOverflowAlignment: Bool {
        switch self {
        case .center, .start, .end, .flexStart, .flexEnd: return true
        case .normal, .stretch, .spaceBetween, .spaceAround, .spaceEvenly: return false
        }
    }
}

extension OverflowAlignment {
    /// The CSS overflow-alignment prefixes. ``default`` is the absence of a prefix, so it has no row.
    public static let cssPrefixes: [(keyword: String, value: OverflowAlignment)] = [
        ("safe", .safe),
        ("unsafe", .unsafe),
    ]

    /// The CSS prefix that spells this value, or `nil` for ``default``.
    public var cssPrefix: String? {
        OverflowAlignment.cssPrefixes.first(where: { $0.value == self })?.keyword
    }

    /// Splits an optional `safe ` / `unsafe ` prefix off `value`.
    static func splitPrefix(_ value: String) -> (OverflowAlignment, Substring) {
        for (prefix, overflow) in cssPrefixes where value.hasPrefix(prefix + " ") {
            return (overflow, value.dropFirst(prefix.count + 1))
        }
        return (.default, Substring(value))
    }
}

extension PrefixableAlignment {
    /// Parses a CSS alignment value such as `center`, `safe end`, `last baseline` or
    /// `space-between`.
    ///
    /// Words are separated by single spaces. A `safe`/`unsafe` prefix is accepted only where CSS
    /// allows one (before a `<self-position>` or `<content-position>`); otherwise the result is
    /// `nil`.
    public init?(cssValue: String) {
        let (overflow, rest) = OverflowAlignment.splitPrefix(cssValue)
        guard let position = Position(cssKeyword: String(rest)),
              overflow == .default || position.acceptsOverflowAlignment else { return nil }
        self.init(position, overflow: overflow)
    }

    /// The CSS spelling, with its `safe`/`unsafe` prefix if it has one.
    public var cssValue: String {
        overflow.cssPrefix.map { "\($0) \(position.cssKeyword)" } ?? position.cssKeyword
    }
}

extension WritingMode: CSSKeywordRepresentable {
    /// CSS `writing-mode` keywords that Trellis's text measurers support.
    public static let cssKeywords: [(keyword: String, value: WritingMode)] = [
        ("horizontal-tb", .horizontalTB),
        ("vertical-lr", .verticalLR),
    ]
}

// MARK: Keyword values of non-keyword types
// Sizes, margins and available space are mostly numbers, but some of their values are keywords;
// those are spelled here too, so that the keyword set stays in this one file.

extension Dimension {
    /// The keyword values of a size (`width`, `min-height`, …); every other value is a length or a
    /// percentage.
    public static let cssKeywords: [(keyword: String, value: Dimension)] = [
        ("auto", .auto),
        ("min-content", .minContent),
        ("max-content", .maxContent),
        ("fit-content", .fitContent),
        ("stretch", .stretch),
    ]

    /// The keyword values of a maximum size (`max-width`, `max-height`): CSS spells "no maximum"
    /// `none`, which the IR stores as ``auto``. Listed before ``cssKeywords``, so `none` is printed.
    public static let cssMaximumKeywords: [(keyword: String, value: Dimension)] =
        [("none", .auto)] + cssKeywords
}

extension FlexBasis {
    /// The keyword values of `flex-basis` besides the size keywords of ``Dimension/cssKeywords``.
    public static let cssKeywords: [(keyword: String, value: FlexBasis)] = [
        ("content", .content),
    ]
}

extension LengthPercentageAuto {
    /// The keyword values of a margin or inset.
    public static let cssKeywords: [(keyword: String, value: LengthPercentageAuto)] = [
        ("auto", .auto),
    ]
}

extension AvailableSpace {
    /// The keyword values of available space (a fixture's `<viewport>`); the rest are lengths.
    public static let cssKeywords: [(keyword: String, value: AvailableSpace)] = [
        ("max-content", .maxContent),
        ("min-content", .minContent),
    ]
}
