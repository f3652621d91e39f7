import Testing
import TrellisCore

/// The monospace / Ahem text measurer, against the rules in `Docs/LayoutFiles.md` (Text).
@Suite struct MonospaceTextTests {
    let zwsp = "\u{200B}"

    func measure(_ function: MeasureFunction, width: AvailableSpace = .maxContent, height: AvailableSpace = .maxContent,
                 knownWidth: Double? = nil, knownHeight: Double? = nil) -> Measurement {
        function(MeasureInput(knownSize: Size(width: knownWidth, height: knownHeight),
                              availableSpace: Size(width: width, height: height)))
    }

    @Test func ahemIntrinsicSizes() {
        let text = MeasureFunction.ahem("HH\(zwsp)HHH\(zwsp)H")
        #expect(measure(text, width: .maxContent).size == Size(width: 60, height: 10))
        #expect(measure(text, width: .minContent).size == Size(width: 30, height: 30))
    }

    @Test func definiteWidthIsClampedAndWrapsGreedily() {
        let text = MeasureFunction.ahem("HH\(zwsp)HH\(zwsp)HH")
        #expect(measure(text, width: .definite(45)).size == Size(width: 45, height: 20))   // HHHH / HH
        #expect(measure(text, width: .definite(5)).size == Size(width: 20, height: 30))    // clamped to min-content
        #expect(measure(text, width: .definite(500)).size == Size(width: 60, height: 10))  // clamped to max-content
        // A width the solver computed with rounding error still holds the cells it nearly fits.
        #expect(measure(text, width: .definite(39.99999)).size.height == 20)
    }

    @Test func knownSizesWin() {
        let text = MeasureFunction.ahem("HH\(zwsp)HH")
        // A known width is the width lines are broken at, even under a min-content constraint.
        #expect(measure(text, width: .minContent, knownWidth: 40).size == Size(width: 40, height: 10))
        #expect(measure(text, knownWidth: 7).size == Size(width: 7, height: 20))
        #expect(measure(text, knownHeight: 55).size == Size(width: 40, height: 55))
    }

    @Test func zeroWidthSpaceTakesNoRoomAndEmptyWordsVanish() {
        let text = MonospaceText("\(zwsp)H\(zwsp)\(zwsp)H\(zwsp)", breaks: .zeroWidthSpaces)
        #expect(text.wordLengths == [1, 1])
        #expect(text.maxContentInlineSize == 20)
        #expect(text.minContentInlineSize == 10)
    }

    @Test func ahemDoesNotBreakAtSpaces() {
        let text = MonospaceText("HH HH", breaks: .zeroWidthSpaces)
        #expect(text.wordLengths == [5])
    }

    @Test func spacesTakeACellBetweenWordsAndHangAtLineEnds() {
        let text = MeasureFunction.monospaceText("ab cd e", cellWidth: 8, cellHeight: 16)
        #expect(measure(text).size == Size(width: 56, height: 16))
        #expect(measure(text, width: .minContent).size == Size(width: 16, height: 48))
        #expect(measure(text, width: .definite(40)).size == Size(width: 40, height: 32))   // "ab cd" / "e"
        #expect(measure(text, width: .definite(39)).size == Size(width: 39, height: 32))   // "ab" / "cd e"
    }

    @Test func changingTheTextOrItsBreaksSplitsItAgain() {
        var text = MonospaceText("ab cd")
        #expect(text.wordLengths == [2, 2])
        text.text = "abc"
        #expect(text.wordLengths == [3])
        #expect(text.minContentInlineSize == 30 && text.maxContentInlineSize == 30)
        text.text = "a b\(zwsp)c"
        #expect(text.wordLengths == [1, 3])
        text.breaks = .zeroWidthSpaces
        #expect(text.wordLengths == [3, 1])
        #expect(text.minContentInlineSize == 30 && text.maxContentInlineSize == 40)
        #expect(text.measure(MeasureInput(knownSize: .indefinite, availableSpace: Size(width: .definite(30), height: .maxContent)))
                    .size == Size(width: 30, height: 20))
    }

    @Test func surroundingWhitespaceIsNotText() {
        let text = MonospaceText("  \n HH\(zwsp)H \t\n", breaks: .zeroWidthSpaces)
        #expect(text.wordLengths == [2, 1])
    }

    @Test func asciiTextCountsCharactersAsAnyTextDoes() {
        // ASCII text is read byte by byte; the words must be those a walk over Characters finds
        // (CR LF is one character). "é" makes the text non-ASCII, so it takes the general path.
        func reference(_ text: String, _ separator: Character) -> [Int] {
            let trimmed = text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()
            return trimmed.split(separator: separator).map(\.count)
        }
        for text in ["ab cd e", "  a\r\nb  c\t\td \r\n", "\r\n", "", "x", " a  b ", "a\rb\nc\r\n\r\nd", "caf\u{E9} au lait"] {
            #expect(MonospaceText(text).wordLengths == reference(text, " "), "\(text.debugDescription)")
            #expect(MonospaceText(text, breaks: .zeroWidthSpaces).wordLengths == reference(text, "\u{200B}"),
                    "\(text.debugDescription)")
        }
    }

    @Test func verticalLRSwapsTheAxes() {
        let text = MeasureFunction.ahem("HH\(zwsp)HH", writingMode: .verticalLR)
        #expect(measure(text).size == Size(width: 10, height: 40))
        #expect(measure(text, width: .definite(5), height: .definite(25)).size == Size(width: 20, height: 25))
        #expect(measure(text, height: .minContent).size == Size(width: 20, height: 20))
        #expect(measure(text, knownWidth: 33).size == Size(width: 33, height: 40))
        #expect(measure(text).firstBaseline == nil)
    }

    @Test func baselineIsAhemAscent() {
        #expect(measure(.ahem("HH")).firstBaseline == 8)
        #expect(measure(.monospaceText("a", cellHeight: 20, baselineRatio: 0.75)).firstBaseline == 15)
        #expect(measure(.ahem("")).size == Size(width: 0, height: 0))
    }

    @Test func nameIsTheSwiftExpression() {
        #expect(MeasureFunction.ahem("HH\(zwsp)HH").name == #".ahem("HH\u{200B}HH")"#)
        #expect(MeasureFunction.ahem("H", writingMode: .verticalLR).name == #".ahem("H", writingMode: .verticalLR)"#)
        #expect(MeasureFunction.monospaceText("a b").name == #".monospaceText("a b")"#)
        #expect(MeasureFunction.monospaceText("a", cellWidth: 8, breaks: .zeroWidthSpaces).name
                == #".monospaceText("a", cellWidth: 8.0, breaks: .zeroWidthSpaces)"#)
    }

    @Test(arguments: [
        MonospaceText("HH\u{200B}HH", breaks: .zeroWidthSpaces),
        MonospaceText("quote \" backslash \\ newline \n tab \t é 😀", breaks: .zeroWidthSpaces, writingMode: .verticalLR),
        MonospaceText("a b", cellWidth: 7.5, cellHeight: 12, baselineRatio: 0.7),
        MonospaceText("x", breaks: .zeroWidthSpaces, writingMode: .verticalLR, baselineRatio: 0.5),
        MonospaceText("a b\u{200B}c d", cellWidth: 8, breaks: .zeroWidthSpaces),
        MonospaceText(""),
    ])
    func swiftExpressionReadsBack(_ text: MonospaceText) {
        #expect(MonospaceText(swiftExpression: text.swiftExpression) == text)
    }

    @Test(arguments: ["", ".ahem", ".ahem(\"x\"", ".ahem(\"x\", cellWidth: 3)", ".ahem(\"\\q\")",
                      ".monospaceText(\"x\", breaks: .commas)", ".ahem(\"x\") + 1", ".ahem(\"\\u{110000}\")"])
    func otherExpressionsDoNotRead(_ expression: String) {
        #expect(MonospaceText(swiftExpression: expression) == nil)
    }

    @Test func aLineFitsOneLayoutUnitOver() {
        // Chrome lets a line overflow its room by one unit of 1/64 pt (gen_grid seed 95002,
        // tree 291: 23 cells in a 229.984375-point column stay on one line).
        let text = MonospaceText(String(repeating: "H", count: 11) + " " + String(repeating: "H", count: 11))
        #expect(text.lineCount(inlineSize: 229.984375) == 1)
        #expect(text.lineCount(inlineSize: 229.96875) == 2)
    }
}
