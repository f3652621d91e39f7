import Testing
@testable import TrellisCore

/// The formatting shared by every printed IR type.
@Suite struct SwiftLiteralTests {
    @Test(arguments: [
        (0.0, "0"), (-0.0, "0"), (100, "100"), (-20, "-20"), (12.5, "12.5"), (0.1, "0.1"),
        (1.0 / 3.0, "0.3333333333333333"), (1e-5, "1e-05"), (1e20, "1e+20"), (999_999_999_999_999, "999999999999999"),
        (.nan, ".nan"), (.infinity, ".infinity"), (-.infinity, "-.infinity"),
    ] as [(Double, String)])
    func numbers(value: Double, expected: String) {
        #expect(SwiftLiteral.number(value) == expected)
    }

    @Test func pointsNeedTheCaseWhenNoLiteralCanSpellThem() {
        #expect(SwiftLiteral.points(8) == "8")
        #expect(SwiftLiteral.points(.nan) == ".points(.nan)")
        #expect(SwiftLiteral.points(-.infinity) == ".points(-.infinity)")
    }

    @Test(arguments: [
        ("a", #""a""#),
        ("", #""""#),
        (#"say "hi""#, #""say \"hi\"""#),
        (#"C:\dir"#, #""C:\\dir""#),
        ("line\nnext\ttab\r\0", #""line\nnext\ttab\r\0""#),
        ("zero\u{200B}width\u{200D}joiner", #""zero\u{200B}width\u{200D}joiner""#),
        ("bom\u{FEFF} soft\u{AD}hyphen", #""bom\u{FEFF} soft\u{AD}hyphen""#),
        ("bell\u{7} nbsp\u{A0} ls\u{2028}", #""bell\u{7} nbsp\u{A0} ls\u{2028}""#),
        ("\u{301}accent first", #""\u{301}accent first""#),
        ("café e\u{301} 日本 🙂", "\"café e\u{301} 日本 🙂\""),
    ])
    func strings(value: String, expected: String) {
        #expect(SwiftLiteral.string(value) == expected)
    }

    @Test func elementIDs() {
        #expect(ElementID("a").swiftLiteral == #""a""#)
        #expect(ElementID(#"q"\"#).swiftLiteral == #""q\"\\""#)
        #expect(ElementID(42).swiftLiteral == "ElementID(42)")
        #expect(ElementID(2.5).swiftLiteral == "ElementID(2.5)")
    }

    @Test func stringIDsWithEscapesRebuildAnEqualID() {
        let id = ElementID("tab\there \"quoted\" \u{200B}")
        let pasted: ElementID = "tab\there \"quoted\" \u{200B}"
        #expect(id.swiftLiteral == #""tab\there \"quoted\" \u{200B}""#)
        #expect(pasted == id)
    }
}
