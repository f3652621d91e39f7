import TrellisCore

/// Why a layout file or fixture cannot be read, or a tree cannot be written as one.
///
/// Every reading error names the file and the line, and where an attribute is at fault, the
/// attribute and its value:
///
///     card.xml:7: <div width="12pt">: width must be a non-negative length in px or percentage, …
public enum LayoutFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file could not be opened or read: it does not exist, or `reason` says why.
    case unreadableFile(file: String, reason: String)
    /// The path names a directory, not a file.
    case directory(file: String)
    /// The file holds nothing but whitespace.
    case emptyFile(file: String)
    /// The text is not well-formed XML.
    case malformedXML(file: String, line: Int, reason: String)
    /// The file ends (at `line`) before the end tag of an element that started on `openedOnLine`.
    case unclosedElement(file: String, line: Int, element: String, openedOnLine: Int)
    /// The file declares a document type (`<!DOCTYPE …>`), which layout files do not take: its
    /// entities would be dropped or expanded behind the reader's back.
    case documentTypeDeclaration(file: String, line: Int)
    /// An element the format does not define, or one in a place where it does not belong.
    case unknownElement(file: String, line: Int, element: String, parent: String?)
    /// An attribute the element does not take.
    case unknownAttribute(file: String, line: Int, element: String, attribute: String, value: String)
    /// An attribute whose value is not valid; `expected` says what it may be.
    case invalidValue(file: String, line: Int, element: String, attribute: String, value: String, expected: String)
    /// An attribute's value nests functions or operations deeper than `limit`
    /// (``TrellisCore/Style/nestingLimit``).
    case nestedTooDeep(file: String, line: Int, element: String, attribute: String, value: String, limit: Int)
    /// A required attribute is absent.
    case missingAttribute(file: String, line: Int, element: String, attribute: String)
    /// An element that may appear once appears again (a second root, a second viewport).
    case duplicateElement(file: String, line: Int, element: String)
    /// A second box with an id that an earlier box has: `frame(of:)` could find only the first.
    case duplicateID(file: String, line: Int, id: String, firstLine: Int)
    /// The file has no root box: no element at all, or a `<test>` without one in `<input>`.
    case missingRoot(file: String, line: Int)
    /// Text where only elements may be, such as inside a `<div>`; `element` is `nil` for text
    /// outside every element.
    case unexpectedText(file: String, line: Int, element: String?, text: String)
    /// A number in `element`'s text, such as `1e400`, is beyond the range of a `Double`.
    case numberOutOfRange(file: String, line: Int, element: String, text: String)
    /// A `<constraint>` whose `reference` (`b.widht`) names an attribute that does not exist.
    case unknownRelationAttribute(file: String, line: Int, reference: String, attribute: String)
    /// Grid properties that each read alone but do not go together (`repeat(auto-fill)` with a
    /// flexible track): `reason` says what is wrong with `attribute`.
    case invalidGridValue(file: String, line: Int, element: String, attribute: String, value: String, reason: String)
    /// Elements nest deeper than ``LayoutDocument/maximumDepth``.
    case tooDeep(file: String, line: Int, limit: Int)
    /// The `<expectations>` tree does not have the shape of the `<input>` tree.
    case expectationsMismatch(file: String, line: Int, reason: String)
    /// A font file that cannot be read: `reason` says what is wrong with it.
    case invalidFont(file: String, reason: String)
    /// The writer was given a node the format cannot express (`node` is its path, as `root/0/2`).
    case unrepresentable(node: String, reason: String)

    /// A message that names the file, the line, and the attribute and value at fault.
    public var description: String {
        switch self {
        case let .unreadableFile(file, reason):
            return "cannot read \(file): \(reason)"
        case let .directory(file):
            return "\(file) is a directory; give a layout file"
        case let .emptyFile(file):
            return "\(file): the file is empty: expected a layout element such as <div>"
        case let .malformedXML(file, line, reason):
            return "\(file):\(line): malformed XML: \(reason)"
        case let .unclosedElement(file, line, element, openedOnLine):
            return "\(file):\(line): <\(element)> opened on line \(openedOnLine) is not closed: the file ends before its </\(element)>"
        case let .documentTypeDeclaration(file, line):
            return "\(file):\(line): a layout file takes no <!DOCTYPE> and so no entity declarations; "
                + "write the text itself, or a character reference such as &#233;"
        case let .unknownElement(file, line, element, parent):
            return "\(file):\(line): unknown element <\(element)>" + (parent.map { " inside <\($0)>" } ?? " at the top level")
        case let .unknownAttribute(file, line, element, attribute, value):
            return "\(file):\(line): <\(element) \(attribute)=\"\(value)\">: unknown attribute \(attribute)"
                + Suggestion.phrase(for: attribute, among: LayoutFileReader.attributeNames(of: element))
        case let .invalidValue(file, line, element, attribute, value, expected):
            return "\(file):\(line): <\(element) \(attribute)=\"\(value)\">: \(attribute) must be \(expected)"
        case let .nestedTooDeep(file, line, element, attribute, value, limit):
            return "\(file):\(line): <\(element) \(attribute)=\"\(value.prefix(40))\(value.count > 40 ? "…" : "")\">: "
                + "\(attribute) nests functions or operations deeper than the limit of \(limit) levels"
        case let .missingAttribute(file, line, element, attribute):
            return "\(file):\(line): <\(element)> needs the attribute \(attribute)"
        case let .duplicateElement(file, line, element):
            return "\(file):\(line): <\(element)> may appear only once here"
        case let .duplicateID(file, line, id, firstLine):
            return "\(file):\(line): id=\"\(id)\" is already the id of the box on line \(firstLine); give each box its own id"
        case let .missingRoot(file, line):
            return "\(file):\(line): no root element: expected one <div> or <text>"
        case let .unexpectedText(file, line, element, text):
            return "\(file):\(line): unexpected text \"\(text.prefix(40))\" "
                + (element.map { "inside <\($0)>" } ?? "outside every element: expected a layout element such as <div>")
        case let .numberOutOfRange(file, line, element, text):
            return "\(file):\(line): <\(element)>: the number \(text.prefix(40)) is out of range "
                + "(numbers must be finite, at most 1.7976931348623157e308 in size)"
        case let .unknownRelationAttribute(file, line, reference, attribute):
            let item = reference.dropLast(attribute.count + 1)
            return "\(file):\(line): <constraint>: \(reference) names no attribute \(attribute)"
                + (Suggestion.closest(to: attribute, among: LayoutAttribute.allCases.map(\.rawValue))
                    .map { " (did you mean \(item).\($0)?)" } ?? "")
        case let .invalidGridValue(file, line, element, attribute, value, reason):
            return "\(file):\(line): <\(element) \(attribute)=\"\(value)\">: \(attribute) \(reason)"
        case let .tooDeep(file, line, limit):
            return "\(file):\(line): elements nest deeper than \(limit) levels"
        case let .expectationsMismatch(file, line, reason):
            return "\(file):\(line): expectations do not match the input: \(reason)"
        case let .invalidFont(file, reason):
            return "\(file): not a font Trellis can read: \(reason)"
        case let .unrepresentable(node, reason):
            return "node \(node) cannot be written as a layout file: \(reason)"
        }
    }
}
