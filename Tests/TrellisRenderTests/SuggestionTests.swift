import Testing
@testable import TrellisRender

/// "Did you mean": the nearest known word to a typo, and none when nothing is near.
@Suite struct SuggestionTests {
    @Test(arguments: [
        ("widht", "width"), ("hight", "height"), ("flex-grwo", "flex-grow"), ("--frmat", "--format"),
        ("--list-failure", "--list-failures"), ("use-roundng", "use-rounding"),
    ])
    func aTypoFindsItsWord(_ typo: String, _ word: String) {
        let known = LayoutFileReader.attributeNames(of: "div") + ["--format", "--list-failures", "use-rounding"]
        #expect(Suggestion.closest(to: typo, among: known) == word)
    }

    @Test(arguments: ["colour", "x", "zindex", "--verbose"])
    func aWordFarFromEveryKnownOneFindsNone(_ word: String) {
        #expect(Suggestion.closest(to: word, among: LayoutFileReader.attributeNames(of: "div") + ["--format"]) == nil)
    }

    @Test func theMessagesSayIt() throws {
        #expect(throws: UsageError(command: "render", message: "unknown option --frmat (did you mean --format?)")) {
            try RenderOptions.parse(["a.xml", "--frmat", "svg"])
        }
        let error = LayoutFileError.unknownAttribute(file: "a.xml", line: 1, element: "div", attribute: "widht", value: "1px")
        #expect(error.description == "a.xml:1: <div widht=\"1px\">: unknown attribute widht (did you mean width?)")
    }
}
