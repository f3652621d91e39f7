import Testing
@testable import TrellisText

/// UAX #14's opportunities on the text user interfaces hold: `|` marks where a line may break.
struct LineBreakingTests {
    @Test(arguments: [
        ("Ada |Lovelace", "spaces: after them, never before"),
        ("well-|known", "a hyphen between letters"),
        ("10-20", "a hyphen before a digit (LB25)"),
        ("a |-b", "none after a word-initial hyphen (LB20a); the space before it breaks (LB18)"),
        ("a |(b) |c", "no break after an opening parenthesis (LB14)"),
        ("Wait !", "none before ! even after spaces (LB13)"),
        ("one, |two.", "none before infix separators (LB15d)"),
        ("pay |.5", "before a separator between a space and a digit (LB15c)"),
        ("It's |\"quoted\"", "none around quotation marks (LB19), but after spaces (LB18)"),
        ("a\u{200B}|b", "after a zero width space (LB8)"),
        ("a\u{00A0}b", "none around a no-break space (LB12)"),
        ("e.g.", "none between a separator and a letter (LB29)"),
        ("$12.50 |40%", "none inside numbers (LB25)"),
        ("Καλημέρα |κόσμε", "Greek letters are letters"),
        ("x/|y", "after a slash (LB31), none before it (LB13)"),
    ])
    func opportunities(marked: String, rule: String) {
        let text = Array(marked.unicodeScalars.filter { $0 != "|" })
        var expected = [Bool](repeating: false, count: text.count)
        var index = 0
        for scalar in marked.unicodeScalars {
            if scalar == "|" { expected[index] = true } else { index += 1 }
        }
        #expect(LineBreaking.opportunities(in: text) == expected, "\(rule)")
    }

    @Test func whiteSpaceCollapsesAndIsTrimmed() {
        #expect(String(String.UnicodeScalarView(FontText.collapsingWhiteSpace("\n   Ada \t\n Lovelace  "))) == "Ada Lovelace")
        #expect(FontText.collapsingWhiteSpace(" \n ").isEmpty)
    }
}
