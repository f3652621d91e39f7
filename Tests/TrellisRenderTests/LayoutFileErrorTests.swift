import Foundation
import Testing
import TrellisCore
import TrellisRender

/// Malformed input throws a `LayoutFileError` that names the file, the line, and the attribute
/// and value at fault; nothing crashes.
@Suite struct LayoutFileErrorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let xml: String
        let error: LayoutFileError
        /// Words the message must contain besides the file and line (attribute, value).
        let mentions: [String]
        var testDescription: String { xml.split(separator: "\n").joined(separator: " ").prefix(60).description }
    }

    static let file = "bad.xml"

    static func invalid(_ attribute: String, _ value: String, element: String = "div", line: Int = 1,
                        expected: String) -> LayoutFileError {
        .invalidValue(file: file, line: line, element: element, attribute: attribute, value: value, expected: expected)
    }

    static let length = "a non-negative length in px or percentage, auto, min-content, max-content, fit-content or stretch"

    /// A constraint container holding one `<constraint>`, on line 2.
    static func constraint(_ text: String) -> String {
        "<div display=\"constraints\">\n<constraint>\(text.replacing("<", with: "&lt;"))</constraint>\n</div>"
    }

    static func unexpected(_ found: String) -> LayoutFileError {
        .unexpectedText(file: file, line: 2, element: "constraint", text: found)
    }

    static let childWithID = "on a child box with an id, by which its parent keeps it"
    static let priorities = "one priority, or two (horizontal, then vertical), each a number from 1 to 1000, "
        + "required, defaultHigh, defaultLow or fittingSizeLevel"

    static let cases: [Case] = [
        Case(xml: "<div", error: .malformedXML(file: file, line: 1, reason: "a tag is not closed with > (libxml2 error 73)"), mentions: []),
        Case(xml: "<div/><div/>", error: .malformedXML(file: file, line: 1, reason: "content after the root element <div>, which ends on line 1 (libxml2 error 5)"), mentions: ["<div>"]),
        Case(xml: "<div>\n</div>\n\n<div/>", error: .malformedXML(file: file, line: 4, reason: "content after the root element <div>, which ends on line 2 (libxml2 error 5)"), mentions: ["line 2"]),
        // Empty, or text or comments only: the file says what it found instead of an element.
        Case(xml: "", error: .emptyFile(file: file), mentions: ["empty", "<div>"]),
        Case(xml: " \n\t\r\n  ", error: .emptyFile(file: file), mentions: ["empty"]),
        Case(xml: "\u{FEFF}\n", error: .emptyFile(file: file), mentions: ["empty"]),
        Case(xml: "\n\n  hello world <div/>", error: .unexpectedText(file: file, line: 3, element: nil, text: "hello world"), mentions: ["\"hello world\"", "outside every element"]),
        Case(xml: "<!-- nothing yet -->", error: .missingRoot(file: file, line: 1), mentions: []),
        // Elements left open name themselves and where they opened.
        Case(xml: "<div>\n  <div>\n  </div>\n", error: .unclosedElement(file: file, line: 3, element: "div", openedOnLine: 1), mentions: ["<div>", "line 1", "</div>"]),
        Case(xml: "<div>\n<text>\nHH", error: .unclosedElement(file: file, line: 3, element: "text", openedOnLine: 2), mentions: ["<text>", "line 2"]),
        Case(xml: "<div>\n<div>\n</span>\n</div>", error: .malformedXML(file: file, line: 3, reason: "an end tag does not match <div>, opened on line 2 (libxml2 error 76)"), mentions: ["<div>", "line 2"]),
        Case(xml: "<span/>", error: .unknownElement(file: file, line: 1, element: "span", parent: nil), mentions: ["span"]),
        Case(xml: "<div>\n  <span/>\n</div>", error: .unknownElement(file: file, line: 2, element: "span", parent: "div"), mentions: ["span"]),
        Case(xml: "<text>H<div/></text>", error: .unknownElement(file: file, line: 1, element: "div", parent: "text"), mentions: []),
        Case(xml: "<div\n colour=\"red\"/>", error: .unknownAttribute(file: file, line: 2, element: "div", attribute: "colour", value: "red"), mentions: ["colour", "red"]),
        Case(xml: "<div writing-mode=\"vertical-lr\"/>", error: .unknownAttribute(file: file, line: 1, element: "div", attribute: "writing-mode", value: "vertical-lr"), mentions: ["writing-mode"]),
        Case(xml: "<div width=\"10pt\"/>", error: invalid("width", "10pt", expected: length), mentions: ["width", "10pt"]),
        Case(xml: "<div width=\"-5px\"/>", error: invalid("width", "-5px", expected: length), mentions: ["width", "-5px"]),
        Case(xml: "<div width=\"NaNpx\"/>", error: invalid("width", "NaNpx", expected: length), mentions: ["NaNpx"]),
        Case(xml: "<div width=\"0x10px\"/>", error: invalid("width", "0x10px", expected: length), mentions: ["0x10px"]),
        Case(xml: "<div padding-left=\"-1px\"/>", error: invalid("padding-left", "-1px", expected: "a non-negative length in px, a percentage or a calc()/min()/max()/clamp() expression"), mentions: ["padding-left"]),
        Case(xml: "<div border-top=\"-1px\"/>", error: invalid("border-top", "-1px", expected: "a non-negative length in px (or a number of px)"), mentions: ["border-top"]),
        Case(xml: "<div border-top=\"10%\"/>", error: invalid("border-top", "10%", expected: "a non-negative length in px (or a number of px)"), mentions: ["10%"]),
        Case(xml: "<div margin-top=\"5\"/>", error: invalid("margin-top", "5", expected: "a length in px, a percentage, auto or a calc()/min()/max()/clamp() expression"), mentions: ["margin-top"]),
        Case(xml: "<div flex-grow=\"inf\"/>", error: invalid("flex-grow", "inf", expected: "a non-negative number"), mentions: ["flex-grow", "inf"]),
        Case(xml: "<div flex-shrink=\"1e999\"/>", error: invalid("flex-shrink", "1e999", expected: "a non-negative number"), mentions: ["1e999"]),
        Case(xml: "<div flex-grow=\"-1\"/>", error: invalid("flex-grow", "-1", expected: "a non-negative number"), mentions: ["-1"]),
        Case(xml: "<div display=\"block\"/>", error: invalid("display", "block", expected: "flex, none, layers, constraints or grid"), mentions: ["display", "block"]),
        Case(xml: "<div align-items=\"safe stretch\"/>", error: invalid("align-items", "safe stretch", expected: "auto, normal, stretch, center, start, end, self-start, self-end, flex-start, flex-end, baseline or last baseline, optionally after safe or unsafe"), mentions: ["safe stretch"]),
        Case(xml: "<div aspect-ratio=\"1 / 0\"/>", error: invalid("aspect-ratio", "1 / 0", expected: "a non-negative number, a ratio such as 16 / 9, or auto"), mentions: ["aspect-ratio"]),
        Case(xml: "<div flex-line-count=\"0\"/>", error: invalid("flex-line-count", "0", expected: "a positive integer"), mentions: ["flex-line-count"]),
        Case(xml: "<div flex-line-count=\"1.5\"/>", error: invalid("flex-line-count", "1.5", expected: "a positive integer"), mentions: ["1.5"]),
        Case(xml: "<text writing-mode=\"sideways-rl\">H</text>", error: invalid("writing-mode", "sideways-rl", element: "text", expected: "horizontal-tb or vertical-lr"), mentions: ["sideways-rl"]),
        Case(xml: "<div>hello</div>", error: .unexpectedText(file: file, line: 1, element: "div", text: "hello"), mentions: ["hello"]),
        Case(xml: "<test use-rounding=\"true\"/>", error: .missingAttribute(file: file, line: 1, element: "test", attribute: "name"), mentions: ["name"]),
        Case(xml: "<test name=\"t\" use-rounding=\"yes\"/>", error: invalid("use-rounding", "yes", element: "test", expected: "true or false"), mentions: ["use-rounding", "yes"]),
        Case(xml: "<test name=\"t\">\n<input>\n</input>\n</test>", error: .missingRoot(file: file, line: 3), mentions: []),
        Case(xml: "<test name=\"t\"/>", error: .missingRoot(file: file, line: 1), mentions: []),
        Case(xml: "<test name=\"t\"><input><div/><div/></input></test>", error: .duplicateElement(file: file, line: 1, element: "div"), mentions: []),
        Case(xml: "<div id=\"row\">\n<div id=\"cell\"/>\n<div id=\"row\"/>\n</div>", error: .duplicateID(file: file, line: 3, id: "row", firstLine: 1), mentions: ["row", "line 1"]),
        Case(xml: "<test name=\"t\"><viewport/><viewport/></test>", error: .duplicateElement(file: file, line: 1, element: "viewport"), mentions: ["viewport"]),
        Case(xml: "<test name=\"t\"><viewport width=\"wide\"/></test>", error: invalid("width", "wide", element: "viewport", expected: "max-content, min-content or a non-negative length in px"), mentions: ["wide"]),
        Case(xml: "<test name=\"t\"><viewport depth=\"1px\"/></test>", error: .unknownAttribute(file: file, line: 1, element: "viewport", attribute: "depth", value: "1px"), mentions: ["depth"]),
        Case(xml: "<test name=\"t\"><input><div/></input><expectations><node x=\"0\" y=\"0\" width=\"1\"/></expectations></test>", error: .missingAttribute(file: file, line: 1, element: "node", attribute: "height"), mentions: ["height"]),
        Case(xml: "<test name=\"t\"><input><div/></input><expectations><node x=\"0\" y=\"0\" width=\"-1\" height=\"1\"/></expectations></test>", error: invalid("width", "-1", element: "node", expected: "a non-negative number"), mentions: ["-1"]),
        Case(xml: "<test name=\"t\"><input><div/></input><expectations><node x=\"0\" y=\"0\" width=\"1\" height=\"1\" z=\"1\"/></expectations></test>", error: .unknownAttribute(file: file, line: 1, element: "node", attribute: "z", value: "1"), mentions: ["z"]),
        Case(xml: "<test name=\"t\">\n<input><div/></input>\n<expectations>\n<node x=\"0\" y=\"0\" width=\"1\" height=\"1\">\n<node x=\"0\" y=\"0\" width=\"1\" height=\"1\"/>\n</node>\n</expectations>\n</test>", error: .expectationsMismatch(file: file, line: 4, reason: "root has 0 children in the input but 1 in the expectations"), mentions: ["root"]),
        // Relations: the word where reading stopped, or the whole text when it ends too early.
        Case(xml: constraint("a.width == b.widht"),
             error: .unknownRelationAttribute(file: file, line: 2, reference: "b.widht", attribute: "widht"),
             mentions: ["constraint", "b.widht", "did you mean b.width?"]),
        Case(xml: constraint("a.leadng == 16"),
             error: .unknownRelationAttribute(file: file, line: 2, reference: "a.leadng", attribute: "leadng"),
             mentions: ["\(file):2", "did you mean a.leading?"]),
        Case(xml: constraint("a.width == b.colour"),
             error: .unknownRelationAttribute(file: file, line: 2, reference: "b.colour", attribute: "colour"),
             mentions: ["b.colour names no attribute colour"]),
        // Grid values that read alone but not together: named by file and line, not by node.
        Case(xml: "<div display=\"grid\"\n     grid-template-columns=\"repeat(auto-fill, 1fr)\"/>",
             error: .invalidGridValue(file: file, line: 2, element: "div", attribute: "grid-template-columns",
                                      value: "repeat(auto-fill, 1fr)",
                                      reason: "with repeat(auto-fill) or repeat(auto-fit), every track needs a fixed size (a length, a percentage, or minmax() with one)"),
             mentions: ["\(file):2", "grid-template-columns=\"repeat(auto-fill, 1fr)\"", "fixed size"]),
        Case(xml: constraint("a.width =="), error: unexpected("a.width =="), mentions: ["a.width =="]),
        Case(xml: constraint(""), error: unexpected(""), mentions: ["constraint"]),
        Case(xml: constraint("16 == a.width"), error: unexpected("16"), mentions: ["16"]),
        Case(xml: constraint("a.width => b"), error: unexpected("="), mentions: []),
        Case(xml: constraint("a.width == 2 * 100"), error: unexpected("100"), mentions: ["100"]),
        Case(xml: constraint("a.width == b.width+8"), error: unexpected("b.width+8"), mentions: ["b.width+8"]),
        Case(xml: constraint("a.width == b.width + 8 + 1"), error: unexpected("+"), mentions: []),
        Case(xml: constraint("a.width == b.width + c"), error: unexpected("c"), mentions: []),
        Case(xml: constraint("a.width == b.width ! 0"), error: unexpected("0"), mentions: []),
        Case(xml: constraint("a.width == b.width ! high"), error: unexpected("high"), mentions: ["high"]),
        Case(xml: constraint("a.width == .5e"), error: unexpected(".5e"), mentions: []),
        Case(xml: "<div>\n<constraint when=\"now\">a.width == 1</constraint>\n</div>", error: .unknownAttribute(file: file, line: 2, element: "constraint", attribute: "when", value: "now"), mentions: ["when"]),
        Case(xml: "<div><constraint>a.width == 1<div/></constraint></div>", error: .unknownElement(file: file, line: 1, element: "div", parent: "constraint"), mentions: []),
        Case(xml: "<text>H<constraint>a.width == 1</constraint></text>", error: .unknownElement(file: file, line: 1, element: "constraint", parent: "text"), mentions: ["constraint"]),
        Case(xml: "<constraint>a.width == 1</constraint>", error: .unknownElement(file: file, line: 1, element: "constraint", parent: nil), mentions: ["constraint"]),
        // Content priorities and content sizes.
        Case(xml: "<div>\n<div content-hugging=\"251\"/>\n</div>", error: invalid("content-hugging", "251", line: 2, expected: childWithID), mentions: ["content-hugging", "id"]),
        Case(xml: "<div id=\"a\" compression-resistance=\"required\"/>", error: invalid("compression-resistance", "required", expected: childWithID), mentions: ["compression-resistance"]),
        Case(xml: "<div><div id=\"a\" content-hugging=\"0\"/></div>", error: invalid("content-hugging", "0", expected: priorities), mentions: ["content-hugging"]),
        Case(xml: "<div><div id=\"a\" content-hugging=\"251 250 1\"/></div>", error: invalid("content-hugging", "251 250 1", expected: priorities), mentions: ["251 250 1"]),
        Case(xml: "<div><div id=\"a\" compression-resistance=\".defaultHigh\"/></div>", error: invalid("compression-resistance", ".defaultHigh", expected: priorities), mentions: [".defaultHigh"]),
        Case(xml: "<div content-width=\"-1px\"/>", error: invalid("content-width", "-1px", expected: "a non-negative length in px"), mentions: ["content-width", "-1px"]),
        Case(xml: "<div content-height=\"20\"/>", error: invalid("content-height", "20", expected: "a non-negative length in px"), mentions: ["content-height"]),
        Case(xml: "<text content-width=\"10px\">H</text>", error: .unknownAttribute(file: file, line: 1, element: "text", attribute: "content-width", value: "10px"), mentions: ["content-width"]),
        Case(xml: "<div id=\"a\" content-width=\"10px\">\n<div/>\n</div>", error: invalid("content-width", "10px", expected: "on a leaf, without elements inside"), mentions: ["content-width", "leaf"]),
        Case(xml: String(repeating: "<div>", count: LayoutDocument.maximumDepth + 10), error: .tooDeep(file: file, line: 1, limit: LayoutDocument.maximumDepth), mentions: ["\(LayoutDocument.maximumDepth)"]),
    ]

    @Test(arguments: cases)
    func throwsTypedErrorNamingFileLineAttribute(_ testCase: Case) {
        #expect(throws: testCase.error) {
            try LayoutDocument(xml: testCase.xml, file: Self.file)
        }
        let description = testCase.error.description
        #expect(description.hasPrefix("bad.xml:"))
        for word in testCase.mentions {
            #expect(description.contains(word), "\(description) should mention \(word)")
        }
    }

    @Test func messageShape() {
        let error = Self.invalid("width", "10pt", line: 7, expected: "a length")
        #expect(error.description == #"bad.xml:7: <div width="10pt">: width must be a length"#)
    }

    @Test func missingFileSaysSoPlainly() {
        #expect(throws: LayoutFileError.unreadableFile(file: "/nonexistent/bad.xml", reason: "no such file")) {
            try LayoutDocument(contentsOfFile: "/nonexistent/bad.xml")
        }
        #expect(LayoutFileError.unreadableFile(file: "/nonexistent/bad.xml", reason: "no such file").description
                == "cannot read /nonexistent/bad.xml: no such file")
    }

    #if os(Linux)
    /// A file that exists but cannot be read (reading /proc/self/mem from offset 0 fails with EIO)
    /// gives the system's reason, not Foundation's "NSCocoaErrorDomain error 256".
    @Test func readErrorGivesTheSystemsReason() {
        #expect(throws: LayoutFileError.unreadableFile(file: "/proc/self/mem", reason: "input/output error")) {
            try LayoutDocument(contentsOfFile: "/proc/self/mem")
        }
    }
    #endif

    /// Not Foundation's "NSCocoaErrorDomain error 256".
    @Test func directoryIsNotALayoutFile() throws {
        let directory = FileManager.default.temporaryDirectory.path
        #expect(throws: LayoutFileError.directory(file: directory)) { try LayoutDocument(contentsOfFile: directory) }
        #expect(LayoutFileError.directory(file: ".").description == ". is a directory; give a layout file")
    }

    @Test func emptyFileOnDisk() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-empty-\(UUID().uuidString).xml").path
        try "  \n\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: LayoutFileError.emptyFile(file: path)) { try LayoutDocument(contentsOfFile: path) }
        #expect(LayoutFileError.emptyFile(file: "a.xml").description == "a.xml: the file is empty: expected a layout element such as <div>")
    }

    @Test func messagesQuoteAndLocateWhatTheyFound() {
        #expect(LayoutFileError.unclosedElement(file: "a.xml", line: 9, element: "div", openedOnLine: 3).description
                == "a.xml:9: <div> opened on line 3 is not closed: the file ends before its </div>")
        #expect(LayoutFileError.unexpectedText(file: "a.xml", line: 1, element: nil, text: "hello").description
                == #"a.xml:1: unexpected text "hello" outside every element: expected a layout element such as <div>"#)
        #expect(LayoutFileError.unexpectedText(file: "a.xml", line: 2, element: "div", text: "hello").description
                == #"a.xml:2: unexpected text "hello" inside <div>"#)
    }

    /// libxml2 reads UTF-16 with a byte-order mark; the check for text before the first element
    /// must leave it alone.
    @Test func utf16WithByteOrderMarkStillReads() throws {
        let data = Data([0xFF, 0xFE] + Array("<div width=\"7px\"/>".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        let document = try LayoutDocument(data: data, file: Self.file)
        #expect(document.root.style.width == .points(7))
    }

    @Test(arguments: ["\u{FF}\u{FE}<div", "<div>&a;</div>", "<!DOCTYPE d [<!ENTITY a \"&b;\"><!ENTITY b \"&a;\">]><text>&a;</text>",
                      "<div id='\u{0}'/>", "<?xml version='9'?><div/>", "<div/>\u{0}", String(repeating: "<", count: 1000)])
    func hostileInputThrowsInsteadOfCrashing(_ xml: String) {
        #expect(throws: LayoutFileError.self) { try LayoutDocument(xml: xml, file: Self.file) }
    }
}
