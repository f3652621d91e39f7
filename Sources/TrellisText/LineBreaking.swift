// Line break opportunities by the Unicode Line Breaking Algorithm (UAX #14, revision 53,
// https://www.unicode.org/reports/tr14/), for the characters that user-interface text holds:
// Latin, Greek and Cyrillic letters, digits, ASCII punctuation, quotation marks, dashes and the
// invisible breaking and joining characters. Everything else is a letter (class AL), which
// breaks nowhere inside a word, as in most alphabetic scripts.

/// A character's line breaking class (UAX #14 §5.1), the ones this breaker tells apart.
enum LineBreakClass: UInt8 {
    /// Letters, and every character without a class of its own here.
    case alphabetic
    /// Digits.
    case numeric
    /// U+0020 SPACE.
    case space
    /// U+200B ZERO WIDTH SPACE: a break opportunity that takes no room.
    case zeroWidthSpace
    /// U+2060 WORD JOINER and U+FEFF: no break on either side.
    case wordJoiner
    /// No-break spaces (U+00A0, U+202F, U+2007): glue.
    case glue
    /// U+002D HYPHEN-MINUS.
    case hyphen
    /// Breaks after: U+2010 hyphen, U+2013 en dash, soft hyphen, tab, `|`.
    case breakAfter
    /// Breaks before: U+00B4 acute accent.
    case breakBefore
    /// U+2014 EM DASH: breaks on either side, but not between two.
    case breakBoth
    /// Opening punctuation: `(`, `[`, `{`.
    case openPunctuation
    /// Closing punctuation: `}`, and `)`, `]` (CP).
    case closePunctuation
    /// `)` and `]`.
    case closeParenthesis
    /// Quotation marks: `"`, `'`, and the typographic ones.
    case quotation
    /// `!` and `?`.
    case exclamation
    /// Infix separators: `,` `.` `:` `;`.
    case infixSeparator
    /// `/`.
    case symbol
    /// Prefix numeric: `$`, `+`, `\`, `#`, currency signs.
    case prefixNumeric
    /// Postfix numeric: `%`, `°`, `¢`.
    case postfixNumeric
    /// Non-starters: `‼`, `‽`, small kana (none of which start a line).
    case nonStarter
    /// Combining marks, which take the class of the character they follow (LB9, LB10).
    case combiningMark
    /// U+200D ZERO WIDTH JOINER.
    case zeroWidthJoiner

    init(_ scalar: Unicode.Scalar) {
        switch scalar.value {
        case 0x20: self = .space
        case 0x09, 0x7C, 0xAD, 0x2010, 0x2012, 0x2013: self = .breakAfter
        case 0x2D: self = .hyphen
        case 0x30...0x39: self = .numeric
        case 0x21, 0x3F: self = .exclamation
        case 0x22, 0x27, 0xAB, 0xBB, 0x2018, 0x2019, 0x201B...0x201F, 0x2039, 0x203A: self = .quotation
        case 0x28, 0x5B, 0x7B, 0x201A, 0x201E: self = .openPunctuation
        case 0x29, 0x5D: self = .closeParenthesis
        case 0x7D: self = .closePunctuation
        case 0x2C, 0x2E, 0x3A, 0x3B, 0x37E: self = .infixSeparator
        case 0x2F: self = .symbol
        case 0x23, 0x24, 0x2B, 0x5C, 0xA3...0xA5, 0xB1, 0x20A0...0x20BF: self = .prefixNumeric
        case 0x25, 0xA2, 0xB0, 0x2030, 0x2031, 0x2032...0x2037: self = .postfixNumeric
        case 0xB4: self = .breakBefore
        case 0x2014: self = .breakBoth
        case 0xA0, 0x202F, 0x2007, 0x2011: self = .glue
        case 0x200B: self = .zeroWidthSpace
        case 0x200D: self = .zeroWidthJoiner
        case 0x2060, 0xFEFF: self = .wordJoiner
        case 0x203C, 0x203D, 0x2047...0x2049: self = .nonStarter
        case 0x300...0x36F, 0x483...0x489, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F:
            self = .combiningMark
        default: self = .alphabetic
        }
    }
}

/// Where lines may break in a text: UAX #14's pair rules, applied in their order (§6.1, LB4–LB31).
enum LineBreaking {
    /// Whether a line may break before each scalar of `text`: element `i` answers for the
    /// position between `text[i - 1]` and `text[i]`; element 0 is always `false`.
    ///
    /// The text has no hard breaks (white space has collapsed them into spaces).
    static func opportunities(in text: [Unicode.Scalar]) -> [Bool] {
        var classes = text.map(LineBreakClass.init)
        resolveCombiningMarks(&classes)
        var allowed = [Bool](repeating: false, count: classes.count)
        guard classes.count > 1 else { return allowed }
        // The class before the current run of spaces, for the rules written "X SP* ×" (LB8, LB14–LB17).
        var beforeSpaces = classes[0]
        for index in 1..<classes.count {
            let before = classes[index - 1]
            if before != .space { beforeSpaces = before }
            allowed[index] = mayBreak(between: before, and: classes[index], beforeSpaces: beforeSpaces,
                                      twoBack: index >= 2 ? classes[index - 2] : nil,
                                      next: index + 1 < classes.count ? classes[index + 1] : nil)
            if let chrome = chromeASCIIBreak(after: text[index - 1], before: text[index],
                                             twoBack: index >= 2 ? text[index - 2] : nil) {
                allowed[index] = chrome
            }
        }
        return allowed
    }

    /// Where Chrome departs from UAX #14 between two ASCII characters, as Chromium 156 breaks
    /// DejaVu text at min-content: after a hyphen-minus before a letter or another hyphen-minus
    /// always, also when the hyphen starts a word (`a -|b`, `-|b`, `a\u{200B}-|b`, `a-|-b`, where
    /// LB20a and LB21 forbid it); before a digit only after a letter or digit (`ab-|12`,
    /// `1234-|5678`, but `1234 -5678`, `%-5678`, `a.-5678`); never after a slash before a letter
    /// (`a/b`). `nil` elsewhere: the pair rules decide.
    private static func chromeASCIIBreak(after before: Unicode.Scalar, before after: Unicode.Scalar,
                                         twoBack: Unicode.Scalar?) -> Bool? {
        switch before {
        case "-" where after == "-" || isASCIILetter(after): return true
        case "-" where isASCIIDigit(after):
            guard let twoBack else { return false }
            return isASCIILetter(twoBack) || isASCIIDigit(twoBack)
        case "/" where isASCIILetter(after): return false
        default: return nil
        }
    }

    private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    private static func isASCIIDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    /// LB9 and LB10: a combining mark or joiner takes the class of the character it follows, and
    /// is a letter where it follows a space or starts the text.
    private static func resolveCombiningMarks(_ classes: inout [LineBreakClass]) {
        for index in classes.indices where classes[index] == .combiningMark || classes[index] == .zeroWidthJoiner {
            let base = index > 0 ? classes[index - 1] : .space
            classes[index] = base == .space || base == .zeroWidthSpace ? .alphabetic : base
        }
    }

    /// The pair rules LB7–LB31 for the position between `before` and `after`.
    ///
    /// - Parameters:
    ///   - beforeSpaces: The class of the last character before the spaces that end at `before`
    ///     (`before` itself when it is not a space).
    ///   - twoBack: The class of the character before `before`, for LB20a.
    ///   - next: The class of the character after `after`, for LB15c.
    private static func mayBreak(between before: LineBreakClass, and after: LineBreakClass,
                                 beforeSpaces: LineBreakClass, twoBack: LineBreakClass?, next: LineBreakClass?) -> Bool {
        switch (before, after) {
        // LB7: no break before spaces.
        case (_, .space), (_, .zeroWidthSpace): return false
        default: break
        }
        // LB8: break after a zero width space, and after the spaces that follow one.
        if beforeSpaces == .zeroWidthSpace { return true }
        switch (before, after) {
        // LB8a: no break after a zero width joiner.
        case (.zeroWidthJoiner, _): return false
        // LB11: no break around a word joiner.
        case (.wordJoiner, _), (_, .wordJoiner): return false
        // LB12: no break after glue.
        case (.glue, _): return false
        // LB12a: no break before glue, except after spaces and hyphens.
        case (_, .glue): return before == .space || before == .breakAfter || before == .hyphen
        // LB13: no break before closing punctuation, `!` or `/`, even after spaces.
        case (_, .closePunctuation), (_, .closeParenthesis), (_, .exclamation), (_, .symbol): return false
        default: break
        }
        // LB14: no break after opening punctuation, even after spaces.
        if beforeSpaces == .openPunctuation { return false }
        // LB15c: break before an infix separator between a space and a digit (" .5");
        // LB15d: otherwise none before an infix separator.
        if after == .infixSeparator { return before == .space && next == .numeric }
        // LB16: no break between closing punctuation and a non-starter, even after spaces.
        if (beforeSpaces == .closePunctuation || beforeSpaces == .closeParenthesis) && after == .nonStarter { return false }
        // LB17: no break within a pair of em dashes, even after spaces.
        if beforeSpaces == .breakBoth && after == .breakBoth { return false }
        // LB18: break after spaces.
        if before == .space { return true }
        switch (before, after) {
        // LB19: no break before or after quotation marks.
        case (_, .quotation), (.quotation, _): return false
        // LB20a: no break after a word-initial hyphen.
        case (.hyphen, .alphabetic):
            if twoBack == nil || twoBack == .space || twoBack == .zeroWidthSpace || twoBack == .glue { return false }
        default: break
        }
        switch (before, after) {
        // LB21: no break before hyphens, other break-after characters and non-starters; none after break-before.
        case (_, .breakAfter), (_, .hyphen), (_, .nonStarter), (.breakBefore, _): return false
        // LB23: no break between letters and digits.
        case (.alphabetic, .numeric), (.numeric, .alphabetic): return false
        // LB24: no break between numeric prefixes or postfixes and letters.
        case (.prefixNumeric, .alphabetic), (.postfixNumeric, .alphabetic),
             (.alphabetic, .prefixNumeric), (.alphabetic, .postfixNumeric): return false
        // LB25: no break inside numbers ("$(12.5)%", "1-2", "1/2").
        case (.closePunctuation, .postfixNumeric), (.closeParenthesis, .postfixNumeric),
             (.closePunctuation, .prefixNumeric), (.closeParenthesis, .prefixNumeric),
             (.numeric, .postfixNumeric), (.numeric, .prefixNumeric),
             (.postfixNumeric, .openPunctuation), (.postfixNumeric, .numeric),
             (.prefixNumeric, .openPunctuation), (.prefixNumeric, .numeric),
             (.hyphen, .numeric), (.infixSeparator, .numeric), (.numeric, .numeric), (.symbol, .numeric):
            return false
        // LB28: no break between letters.
        case (.alphabetic, .alphabetic): return false
        // LB29: no break between an infix separator and a letter ("e.g.").
        case (.infixSeparator, .alphabetic): return false
        // LB30: no break between letters or digits and parentheses around them.
        case (.alphabetic, .openPunctuation), (.numeric, .openPunctuation),
             (.closeParenthesis, .alphabetic), (.closeParenthesis, .numeric): return false
        // LB31: break everywhere else.
        default: return true
        }
    }
}
