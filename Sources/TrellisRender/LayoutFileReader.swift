import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import TrellisCore
import TrellisText

extension LayoutDocument {
    /// Reads a layout file or a fixture from disk.
    ///
    /// - Throws: ``LayoutFileError``, naming the file and line, for anything it cannot read.
    /// - Parameter fonts: The faces `<text font-family>` names. The default is the shipped
    ///   faces (``TrellisText/FontCollection/shipped()``).
    public init(contentsOfFile path: String, fonts: FontCollection? = nil) throws(LayoutFileError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .unreadableFile(file: path, reason: "no such file")
        }
        // Reading a directory fails with only Foundation's error domain and code.
        guard !isDirectory.boolValue else { throw .directory(file: path) }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .unreadableFile(file: path, reason: LayoutFileReader.reason(error))
        }
        try self.init(data: data, file: path, fonts: fonts)
    }

    /// Reads a layout file or a fixture from XML text; `file` names it in error messages.
    ///
    ///     let document = try LayoutDocument(xml: #"<div width="100px"><div flex-grow="1"/></div>"#)
    ///
    /// - Throws: ``LayoutFileError``, naming the file and line, for anything it cannot read.
    /// - Parameter fonts: The faces `<text font-family>` names; the default is the shipped faces.
    public init(xml: String, file: String = "<string>", fonts: FontCollection? = nil) throws(LayoutFileError) {
        try self.init(data: Data(xml.utf8), file: file, fonts: fonts)
    }

    /// Reads a layout file or a fixture from XML data; `file` names it in error messages.
    ///
    /// - Throws: ``LayoutFileError``, naming the file and line, for anything it cannot read.
    /// - Parameter fonts: The faces `<text font-family>` names; the default is the shipped faces.
    public init(data: Data, file: String, fonts: FontCollection? = nil) throws(LayoutFileError) {
        let reader = LayoutFileReader(file: file, fonts: fonts)
        self = try reader.read(data)
    }
}

/// Turns XMLParser's events into a ``LayoutDocument``, stopping at the first error.
///
/// Parsing keeps explicit stacks of open elements, so that nesting depth costs no recursion (and
/// libxml2 refuses absurd depths itself, with an error rather than a crash).
final class LayoutFileReader: NSObject, XMLParserDelegate {
    private let file: String
    /// The faces `<text font-family>` names; `nil` for the shipped faces.
    private let fonts: FontCollection?
    private var error: LayoutFileError?

    private enum Kind: Equatable {
        case test, viewport, input, expectations, box, constraint, expectation
    }

    /// The open elements, innermost last, with the line each started on.
    private var open: [(name: String, kind: Kind, line: Int)] = []
    /// The outermost element, once its end tag has been read, with the line of that end tag.
    private var documentElement: (name: String, closedOnLine: Int)?
    /// The line of the box that took each id, to refuse a second box with it.
    private var idLines: [String: Int] = [:]

    /// A `<div>` or `<text>` whose end tag has not been read yet.
    private struct PendingBox {
        var node = LayoutNode()
        /// The children read so far; kept apart from `node` so that appending one is O(1) (a
        /// `LayoutNode`'s children are copied on write).
        var children: [LayoutNode] = []
        var isText: Bool
        /// The line of its start tag.
        var line: Int
        var writingMode = WritingMode.horizontalTB
        /// A `<text>`'s font attributes.
        var textAttributes = TextAttributes()
        var text = ""
        /// `content-width` and `content-height`: a `<div>` with either is a measured leaf.
        var contentSize = FixedContentSize()
        /// The first of them, for the error when an element is put inside the leaf.
        var contentAttribute: (key: String, value: String)?
    }

    /// A `<node>` whose end tag has not been read yet.
    private struct PendingExpectation {
        var expectation: ExpectedLayout
    }

    private var boxes: [PendingBox] = []
    private var expectationStack: [PendingExpectation] = []
    /// The text of the `<constraint>` being read (they do not nest).
    private var constraintText = ""

    private var isTest = false
    private var name: String?
    private var useRounding = true
    private var viewport: Size<AvailableSpace>?
    private var root: LayoutNode?
    private var expectations: ExpectedLayout?
    private var seen: Set<String> = []

    init(file: String, fonts: FontCollection?) {
        self.file = file
        self.fonts = fonts
    }

    func read(_ data: Data) throws(LayoutFileError) -> LayoutDocument {
        try checkStart(of: data)
        // Streamed: libxml2 refuses a document held in one buffer of more than 10 MB ("huge
        // input lookup") unless XML_PARSE_HUGE is set, which XMLParser cannot do; fed in chunks,
        // a million-box file reads.
        let parser = XMLParser(stream: InputStream(data: data))
        parser.delegate = self
        parser.shouldResolveExternalEntities = false
        // swift-corelibs-foundation's `parse()` returns true even after a fatal error (such as
        // content after the root element), so success is judged by the error alone.
        let succeeded = parser.parse()
        if let error { throw error }
        // libxml2 reports line 0 for an empty document; errors always name a line from 1.
        let line = max(1, parser.lineNumber)
        if !succeeded || parser.parserError != nil { throw malformed(parser.parserError, line: line) }
        guard let root else { throw .missingRoot(file: file, line: line) }
        if let expectations { try checkShape(of: root, against: expectations) }
        return LayoutDocument(name: name, useRounding: useRounding, viewport: viewport, root: root,
                              expectations: expectations)
    }

    /// Whitespace, then `<`, as every layout file starts (libxml2 calls both an empty file and
    /// text before the first element "extra content" or "start tag expected").
    ///
    /// Text that is not UTF-8 (such as UTF-16, which starts with a byte-order mark or a zero byte)
    /// is left to libxml2, which reads or rejects it.
    private func checkStart(of data: Data) throws(LayoutFileError) {
        let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
        let bytes = data.starts(with: byteOrderMark) ? data.dropFirst(byteOrderMark.count) : data[...]
        let isWhitespace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        guard let start = bytes.firstIndex(where: { !isWhitespace($0) }) else { throw .emptyFile(file: file) }
        guard bytes[start] != UInt8(ascii: "<") else { return try checkProlog(bytes) }
        let end = bytes[start...].firstIndex(of: UInt8(ascii: "<")) ?? bytes.endIndex
        guard let text = String(validating: bytes[start..<end], as: UTF8.self),
              !text.unicodeScalars.contains(where: { $0.value < 0x20 && !isWhitespace(UInt8($0.value)) }) else { return }
        let line = 1 + bytes[..<start].count(where: { $0 == 0x0A })
        throw .unexpectedText(file: file, line: line, element: nil, text: CSSValues.normalized(text))
    }

    /// Refuses a document type declaration before the first element. Layout files need none,
    /// and its entities are dangerous either way: XMLParser drops an entity's text without a
    /// word (`X&a;Y` reads as `XY`), and libxml2 would expand nested ones (billion laughs).
    /// Only the prolog is read: whitespace, the XML declaration, comments and processing
    /// instructions, up to the first element.
    private func checkProlog(_ bytes: Data.SubSequence) throws(LayoutFileError) {
        var index = bytes.startIndex
        func starts(with literal: String) -> Bool { bytes[index...].starts(with: literal.utf8) }
        /// Moves past the next `terminator`; `false` when the file ends first.
        func skip(past terminator: String) -> Bool {
            let pattern = Array(terminator.utf8)
            while index < bytes.endIndex {
                if bytes[index...].starts(with: pattern) {
                    index += pattern.count
                    return true
                }
                index += 1
            }
            return false
        }
        while index < bytes.endIndex {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            case _ where starts(with: "<?"): guard skip(past: "?>") else { return }
            case _ where starts(with: "<!--"): guard skip(past: "-->") else { return }
            case _ where starts(with: "<!DOCTYPE"):
                let line = 1 + bytes[..<index].count(where: { $0 == 0x0A })
                throw .documentTypeDeclaration(file: file, line: line)
            default: return
            }
        }
    }

    /// The error for XMLParser's `error`, which libxml2 reported at `line`, told with what the
    /// reader knows of the elements open there.
    private func malformed(_ error: (any Error)?, line: Int) -> LayoutFileError {
        let code = error.map { ($0 as NSError).code }
        switch (code, open.last, documentElement) {
        case (LayoutFileReader.documentEnd, let innermost?, _):
            return .unclosedElement(file: file, line: line, element: innermost.name, openedOnLine: innermost.line)
        case (LayoutFileReader.documentEnd, nil, let (name, closedOnLine)?):
            return .malformedXML(file: file, line: line, reason: "content after the root element <\(name)>, "
                                 + "which ends on line \(closedOnLine) (libxml2 error 5)")
        case (LayoutFileReader.documentEnd, nil, nil):
            // Only comments or processing instructions.
            return .missingRoot(file: file, line: line)
        case (LayoutFileReader.tagNameMismatch, let innermost?, _):
            return .malformedXML(file: file, line: line, reason: "an end tag does not match <\(innermost.name)>, "
                                 + "opened on line \(innermost.line) (libxml2 error 76)")
        default:
            return .malformedXML(file: file, line: line, reason: LayoutFileReader.explain(error))
        }
    }

    /// libxml2's `XML_ERR_DOCUMENT_END`: the file ends inside an element, or goes on after the root.
    private static let documentEnd = 5
    /// libxml2's `XML_ERR_TAG_NAME_MISMATCH`: an end tag names another element than the open one.
    private static let tagNameMismatch = 76

    /// A readable reason for XMLParser's error, whose own description is only a domain and code.
    ///
    /// On Linux the code is libxml2's `xmlParserErrors` number, passed through unchanged (it does
    /// not match `XMLParser.ErrorCode`'s raw values), so the table is keyed by those numbers.
    private static func explain(_ error: (any Error)?) -> String {
        guard let error else { return "unknown error" }
        let code = (error as NSError).code
        let reasons: [Int: String] = [
            4: "the document does not start with an element, or is not UTF-8 text",
            9: "a character XML does not allow",
            26: "an undeclared entity (write & as &amp;)",
            38: "an attribute value contains < (write &lt;)",
            39: "an attribute value is not quoted",
            40: "an attribute value is not finished, or is longer than 10,000,000 bytes (libxml2's limit)",
            41: "an attribute has no value",
            42: "an attribute appears twice on one element",
            68: "a name is missing",
            73: "a tag is not closed with >",
            76: "an end tag does not match its start tag",
            77: "a tag is not finished",
            // libxml2 keeps a value, a tag or a run of text to 10,000,000 bytes (XML_MAX_TEXT_LENGTH,
            // XML_MAX_LOOKUP_LIMIT; XMLParser cannot lift them): error 40 for an attribute value
            // past it, error 1 ("huge input lookup") for a tag past it in the streamed input.
            1: "a tag, attribute value or text longer than 10,000,000 bytes, libxml2's limit",
            89: "entities refer to each other in a loop or expand too much",
        ]
        return reasons[code].map { "\($0) (libxml2 error \(code))" } ?? "XML parser error \(code)"
    }

    /// Why Foundation could not read a file that exists, without its error domain and code.
    static func reason(_ error: any Error) -> String {
        // On Linux the underlying error is an `any Error`, which `as? NSError` does not bridge.
        if let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? any Error,
           (underlying as NSError).domain == NSPOSIXErrorDomain, let message = strerror(Int32((underlying as NSError).code)) {
            return String(cString: message).lowercased()
        }
        switch CocoaError.Code(rawValue: (error as NSError).code) {
        case .fileReadNoPermission: return "permission denied"
        case .fileReadNoSuchFile: return "no such file"
        default: return error.localizedDescription
        }
    }

    private func fail(_ error: LayoutFileError, _ parser: XMLParser) {
        if self.error == nil { self.error = error }
        parser.abortParsing()
    }

    // MARK: XMLParserDelegate

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        guard error == nil else { return }
        let line = parser.lineNumber
        // Sorted, so that of several bad attributes the same one is always reported.
        let attributes = attributeDict.sorted { $0.key < $1.key }
        do throws(LayoutFileError) {
            let kind = try startElement(elementName, attributes: attributes, line: line)
            open.append((elementName, kind, line))
        } catch {
            fail(error, parser)
        }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        // The first error is the informative one ("tag not closed" rather than "document ends early").
        fail(malformed(parseError, line: max(1, parser.lineNumber)), parser)
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard error == nil else { return }
        if let top = open.last, top.kind == .box, boxes[boxes.count - 1].isText {
            boxes[boxes.count - 1].text += string
        } else if open.last?.kind == .constraint {
            constraintText += string
        } else if !string.allSatisfy({ $0.isWhitespace }) {
            fail(.unexpectedText(file: file, line: parser.lineNumber, element: open.last?.name,
                                 text: CSSValues.normalized(string)), parser)
        }
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        self.parser(parser, foundCharacters: String(decoding: CDATABlock, as: UTF8.self))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?) {
        guard error == nil, let element = open.popLast() else { return }
        if open.isEmpty { documentElement = (element.name, parser.lineNumber) }
        switch element.kind {
        case .box:
            let pending = boxes.removeLast()
            var node = pending.node
            node.children = pending.children
            if pending.isText {
                // Whitespace around the text content is not part of it (`Docs/LayoutFiles.md`, Text).
                // Found by index: trimming through reversed collections took 2 s per MB of text.
                let content = pending.text
                let start = content.firstIndex { !$0.isWhitespace } ?? content.endIndex
                let end = content[start...].lastIndex { !$0.isWhitespace }.map(content.index(after:)) ?? start
                let text = String(content[start..<end])
                do throws(LayoutFileError) {
                    node.measure = try pending.textAttributes.measureFunction(of: text, writingMode: pending.writingMode,
                                                                              fonts: fonts, file: file, line: pending.line)
                        ?? .ahem(text, writingMode: pending.writingMode)
                } catch {
                    return fail(error, parser)
                }
            } else if pending.contentAttribute != nil {
                node.measure = .contentSize(width: pending.contentSize.width, height: pending.contentSize.height)
            }
            if boxes.isEmpty {
                root = node
            } else {
                boxes[boxes.count - 1].children.append(node)
            }
        case .constraint:
            do throws(ConstraintSyntax.SyntaxError) {
                let location = SourceLocation(fileID: file, line: UInt(element.line))
                let relation = try ConstraintSyntax.relation(constraintText, location: location)
                boxes[boxes.count - 1].node.constraints.relations.append(relation)
            } catch {
                // Text that is not a relation cannot stand in a <constraint>: the error quotes the
                // word where reading stopped, the number out of range, or the reference whose
                // attribute it does not know.
                if let attribute = error.unknownAttribute {
                    fail(.unknownRelationAttribute(file: file, line: element.line, reference: error.found,
                                                   attribute: attribute), parser)
                } else if error.isNumberOutOfRange {
                    fail(.numberOutOfRange(file: file, line: element.line, element: element.name, text: error.found), parser)
                } else {
                    fail(.unexpectedText(file: file, line: element.line, element: element.name, text: error.found), parser)
                }
            }
        case .expectation:
            let pending = expectationStack.removeLast()
            if expectationStack.isEmpty {
                expectations = pending.expectation
            } else {
                expectationStack[expectationStack.count - 1].expectation.children.append(pending.expectation)
            }
        case .test:
            if root == nil { fail(.missingRoot(file: file, line: parser.lineNumber), parser) }
        case .input:
            if root == nil { fail(.missingRoot(file: file, line: parser.lineNumber), parser) }
        case .viewport, .expectations:
            break
        }
    }

    // MARK: Elements

    private func startElement(_ name: String, attributes: [(key: String, value: String)], line: Int) throws(LayoutFileError) -> Kind {
        let parent = open.last
        guard open.count < LayoutDocument.maximumDepth else {
            throw .tooDeep(file: file, line: line, limit: LayoutDocument.maximumDepth)
        }
        switch (parent?.kind, name) {
        case (nil, "test"):
            isTest = true
            try readTestAttributes(attributes, line: line)
            return .test
        case (.test?, "viewport"), (.test?, "input"), (.test?, "expectations"):
            guard seen.insert(name).inserted else { throw .duplicateElement(file: file, line: line, element: name) }
            if name == "viewport" { try readViewport(attributes, line: line) }
            else if !attributes.isEmpty {
                throw .unknownAttribute(file: file, line: line, element: name, attribute: attributes[0].key,
                                        value: attributes[0].value)
            }
            return name == "viewport" ? .viewport : name == "input" ? .input : .expectations
        case (nil, "div"), (nil, "text"), (.input?, "div"), (.input?, "text"):
            guard root == nil && boxes.isEmpty else { throw .duplicateElement(file: file, line: line, element: name) }
            try startBox(name, attributes: attributes, line: line)
            return .box
        case (.box?, "div"), (.box?, "text"), (.box?, "constraint"):
            guard !boxes[boxes.count - 1].isText else {
                throw .unknownElement(file: file, line: line, element: name, parent: "text")
            }
            if let (key, value) = boxes[boxes.count - 1].contentAttribute {
                throw .invalidValue(file: file, line: open[open.count - 1].line, element: "div", attribute: key, value: value,
                                    expected: "on a leaf, without elements inside")
            }
            if name == "constraint" {
                if let (key, value) = attributes.first {
                    throw .unknownAttribute(file: file, line: line, element: name, attribute: key, value: value)
                }
                constraintText = ""
                return .constraint
            }
            try startBox(name, attributes: attributes, line: line)
            return .box
        case (.expectations?, "node"):
            guard expectations == nil && expectationStack.isEmpty else {
                throw .duplicateElement(file: file, line: line, element: name)
            }
            try startExpectation(attributes, line: line)
            return .expectation
        case (.expectation?, "node"):
            try startExpectation(attributes, line: line)
            return .expectation
        default:
            throw .unknownElement(file: file, line: line, element: name, parent: parent?.name)
        }
    }

    private func readTestAttributes(_ attributes: [(key: String, value: String)], line: Int) throws(LayoutFileError) {
        for (key, value) in attributes {
            switch key {
            case "name":
                name = value
            case "use-rounding":
                switch CSSValues.normalized(value) {
                case "true": useRounding = true
                case "false": useRounding = false
                default:
                    throw .invalidValue(file: file, line: line, element: "test", attribute: key, value: value,
                                        expected: "true or false")
                }
            default:
                throw .unknownAttribute(file: file, line: line, element: "test", attribute: key, value: value)
            }
        }
        if name == nil { throw .missingAttribute(file: file, line: line, element: "test", attribute: "name") }
    }

    private func readViewport(_ attributes: [(key: String, value: String)], line: Int) throws(LayoutFileError) {
        var space = Size<AvailableSpace>(width: .maxContent, height: .maxContent)
        for (key, value) in attributes {
            guard let axis: Axis = key == "width" ? .horizontal : key == "height" ? .vertical : nil else {
                throw .unknownAttribute(file: file, line: line, element: "viewport", attribute: key, value: value)
            }
            guard let available = LayoutFileReader.availableSpace(CSSValues.normalized(value)) else {
                throw .invalidValue(file: file, line: line, element: "viewport", attribute: key, value: value,
                                    expected: "max-content, min-content or a non-negative length in px")
            }
            space[axis] = available
        }
        viewport = space
    }

    /// `max-content`, `min-content` or a definite `NNpx`, as the viewport and the CLI spell it.
    /// The attributes `element` takes, from which a misspelt one is corrected.
    static func attributeNames(of element: String) -> [String] {
        switch element {
        case "test": ["name", "use-rounding"]
        case "viewport": ["width", "height"]
        case "node": ["x", "y", "width", "height", "scroll_width", "scroll_height", "flex-line-count"]
        case "div", "text":
            StyleAttribute.all.map(\.name)
                + ["id", "writing-mode", "content-width", "content-height", "content-hugging", "compression-resistance"]
                + (element == "text" ? TextAttributes.names : [])
        default: []
        }
    }

    static func availableSpace(_ text: String) -> AvailableSpace? {
        if let keyword = AvailableSpace.cssKeywords.first(where: { $0.keyword == text }) { return keyword.value }
        guard let value = CSSValues.length(Substring(text)), value >= 0 else { return nil }
        return .definite(value)
    }

    private func startBox(_ element: String, attributes: [(key: String, value: String)], line: Int) throws(LayoutFileError) {
        var pending = PendingBox(isText: element == "text", line: line)
        var contentPriorities = ContentPriorities.standard
        var firstPriorityAttribute: (key: String, value: String)?
        for (key, value) in attributes {
            if key == "id" {
                if let firstLine = idLines.updateValue(line, forKey: value) {
                    throw .duplicateID(file: file, line: line, id: value, firstLine: firstLine)
                }
                pending.node.id = ElementID(value)
            } else if key == "writing-mode" && pending.isText {
                guard let mode = WritingMode(cssKeyword: CSSValues.normalized(value)) else {
                    throw .invalidValue(file: file, line: line, element: element, attribute: key, value: value,
                                        expected: WritingMode.keywordList)
                }
                pending.writingMode = mode
            } else if pending.isText, case (true, let expected) = pending.textAttributes.read(key, value) {
                if let expected {
                    throw .invalidValue(file: file, line: line, element: element, attribute: key, value: value, expected: expected)
                }
            } else if (key == "content-width" || key == "content-height") && !pending.isText {
                guard let length = CSSValues.length(Substring(CSSValues.normalized(value))), length >= 0 else {
                    throw .invalidValue(file: file, line: line, element: element, attribute: key, value: value,
                                        expected: "a non-negative length in px")
                }
                if key == "content-width" { pending.contentSize.width = length } else { pending.contentSize.height = length }
                pending.contentAttribute = pending.contentAttribute ?? (key, value)
            } else if key == "content-hugging" || key == "compression-resistance" {
                guard let priorities = ConstraintSyntax.priorities(Substring(CSSValues.normalized(value))) else {
                    throw .invalidValue(file: file, line: line, element: element, attribute: key, value: value,
                                        expected: ConstraintSyntax.prioritiesExpected)
                }
                if key == "content-hugging" {
                    contentPriorities.hugging = priorities
                } else {
                    contentPriorities.compressionResistance = priorities
                }
                firstPriorityAttribute = firstPriorityAttribute ?? (key, value)
            } else if let attribute = StyleAttribute.byName[key] {
                let isValid: Bool
                do throws(NestedTooDeep) {
                    isValid = try attribute.read(Substring(CSSValues.normalized(value)), &pending.node.style)
                } catch {
                    throw .nestedTooDeep(file: file, line: line, element: element, attribute: key, value: value,
                                         limit: Style.nestingLimit)
                }
                guard isValid else {
                    throw .invalidValue(file: file, line: line, element: element, attribute: key, value: value,
                                        expected: attribute.expected)
                }
            } else {
                throw .unknownAttribute(file: file, line: line, element: element, attribute: key, value: value)
            }
        }
        if let (key, value) = firstPriorityAttribute {
            // The priorities belong to the parent's constraint set, which keys them by the child's id.
            guard let id = pending.node.id, !boxes.isEmpty else {
                throw .invalidValue(file: file, line: line, element: element, attribute: key, value: value,
                                    expected: "on a child box with an id, by which its parent keeps it")
            }
            boxes[boxes.count - 1].node.constraints.contentPriorities[id] = contentPriorities
        }
        try checkGrid(of: pending.node, element, attributes: attributes, line: line)
        boxes.append(pending)
    }

    /// Checks the grid properties of `node` as layout will (values that each read alone but do
    /// not go together, such as `repeat(auto-fill, 1fr)`), so that the error names the file and
    /// line rather than the node.
    private func checkGrid(of node: LayoutNode, _ element: String, attributes: [(key: String, value: String)],
                           line: Int) throws(LayoutFileError) {
        guard attributes.contains(where: { $0.key.hasPrefix("grid-") }) else { return }
        do throws(LayoutError) {
            _ = try LayoutTree(LayoutNode(style: node.style))
        } catch {
            guard case let .invalidGridValue(_, property, reason) = error else { return }
            throw .invalidGridValue(file: file, line: line, element: element, attribute: property,
                                    value: attributes.first { $0.key == property }?.value ?? "", reason: reason)
        }
    }

    private func startExpectation(_ attributes: [(key: String, value: String)], line: Int) throws(LayoutFileError) {
        var values: [String: Double] = [:]
        for (key, value) in attributes {
            switch key {
            case "x", "y", "width", "height":
                guard let number = CSSValues.number(Substring(CSSValues.normalized(value))),
                      key == "x" || key == "y" || number >= 0 else {
                    throw .invalidValue(file: file, line: line, element: "node", attribute: key, value: value,
                                        expected: key == "x" || key == "y" ? "a number" : "a non-negative number")
                }
                values[key] = number
            case "scroll_width", "scroll_height", "flex-line-count", "resolved-rows", "resolved-columns":
                // Extras recorded by the fixture generator; not part of the pass criterion.
                break
            default:
                throw .unknownAttribute(file: file, line: line, element: "node", attribute: key, value: value)
            }
        }
        for key in ["x", "y", "width", "height"] where values[key] == nil {
            throw .missingAttribute(file: file, line: line, element: "node", attribute: key)
        }
        let frame = Rect(x: values["x"]!, y: values["y"]!, width: values["width"]!, height: values["height"]!)
        expectationStack.append(PendingExpectation(expectation: ExpectedLayout(frame: frame, line: line)))
    }

    /// Checks that the expectations have one `<node>` per input box, in the same tree shape.
    private func checkShape(of root: LayoutNode, against expectations: ExpectedLayout) throws(LayoutFileError) {
        var stack: [(LayoutNode, ExpectedLayout, String)] = [(root, expectations, "root")]
        while let (node, expected, path) = stack.popLast() {
            guard node.children.count == expected.children.count else {
                throw .expectationsMismatch(
                    file: file, line: expected.line,
                    reason: "\(path) has \(node.children.count) children in the input but \(expected.children.count) in the expectations")
            }
            for (index, (child, expectedChild)) in zip(node.children, expected.children).enumerated() {
                stack.append((child, expectedChild, "\(path)/\(index)"))
            }
        }
    }
}
