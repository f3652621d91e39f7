import Testing
@testable import TrellisText

/// UAX #14's opportunities on the text user interfaces hold: `|` marks where a line may break.
struct LineBreakingTests {
    @Test(arguments: [
        ("Ada |Lovelace", "spaces: after them, never before"),
        ("well-|known", "a hyphen between letters"),
        ("10-|20", "Chrome: a hyphen-minus between digits breaks (LB25 would not)"),
        ("a |-|b", "Chrome: after a word-initial hyphen-minus (LB20a would not); after the space (LB18)"),
        ("-|b |a\u{200B}|-|b", "Chrome: after a hyphen-minus that starts the text or follows a zero width space"),
        ("a-|-|b", "Chrome: between two hyphen-minus (LB21 would not)"),
        ("ab-|12 |1234 |-5678 |%-5678 |a.-5678", "Chrome: before a digit only after a letter or digit"),
        ("Ab |-λόγος", "UAX #14 before other letters: none after a word-initial hyphen (LB20a)"),
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
        ("x/y |1/2", "Chrome: none after a slash before a letter (LB31 would), none before it (LB13)"),
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
