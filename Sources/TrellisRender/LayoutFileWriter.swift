import TrellisCore
import TrellisText

extension LayoutNode {
    /// The tree as a layout file: `<div>` boxes and `<text>` leaves, with only the attributes whose
    /// values differ from the initial ones, and each container's relations as `<constraint>`
    /// elements after its boxes. Reading the text back gives this tree again, except that each
    /// relation is then located at its `<constraint>` element's line.
    ///
    ///     try LayoutNode(style: Style().width(100)).layoutFileXML()   // <div width="100px"/>
    ///
    /// - Parameter indentation: The number of spaces before the root element. The default is 0.
    /// - Throws: ``LayoutFileError/unrepresentable(node:reason:)`` for what the format cannot
    ///   express: an id that is not a `String`, a measure function other than
    ///   ``MeasureFunction/ahem(_:writingMode:)`` and ``MeasureFunction/contentSize(width:height:baseline:)`` without a baseline,
    ///   a measured node with children or relations, text with leading or trailing whitespace (the
    ///   reader trims it), a relation naming an id a `<constraint>` cannot spell or holding a
    ///   number that is not finite, or content priorities for an id that no child has.
    /// - Complexity: O(n) in the number of nodes and relations; iterative, so any depth is accepted.
    public func layoutFileXML(indentation: Int = 0) throws(LayoutFileError) -> String {
        enum Step {
            /// A node, with the content priorities its parent keeps for it.
            case open(LayoutNode, path: String, depth: Int, priorities: ContentPriorities?)
            /// A closing tag or a `<constraint>` element.
            case line(String, depth: Int)
        }
        var output = ""
        var steps: [Step] = [.open(self, path: "root", depth: indentation / 2, priorities: nil)]
        let extra = String(repeating: " ", count: indentation % 2)
        while let step = steps.popLast() {
            switch step {
            case let .line(text, depth):
                output += extra + String(repeating: "  ", count: depth) + text + "\n"
            case let .open(node, path, depth, priorities):
                let padding = extra + String(repeating: "  ", count: depth)
                let (element, attributes, text) = try LayoutFileWriter.describe(node, path: path, priorities: priorities)
                let constraints = try LayoutFileWriter.constraintElements(of: node, path: path)
                output += padding + "<" + element
                for (name, value) in attributes {
                    output += " \(name)=\"\(LayoutFileWriter.escape(value, attribute: true))\""
                }
                if let text {
                    output += ">\(LayoutFileWriter.escape(text, attribute: false))</\(element)>\n"
                } else if node.children.isEmpty && constraints.isEmpty {
                    output += "/>\n"
                } else {
                    output += ">\n"
                    steps.append(.line("</\(element)>", depth: depth))
                    for constraint in constraints.reversed() { steps.append(.line(constraint, depth: depth + 1)) }
                    let contentPriorities = node.constraints.contentPriorities
                    for (index, child) in node.children.enumerated().reversed() {
                        steps.append(.open(child, path: "\(path)/\(index)", depth: depth + 1,
                                           priorities: contentPriorities.isEmpty ? nil : child.id.flatMap { contentPriorities[$0] }))
                    }
                }
            }
        }
        return output
    }
}

extension LayoutDocument {
    /// The document as XML: a `<test>` fixture when it has a ``name``, else a bare layout file.
    ///
    /// - Throws: ``LayoutFileError/unrepresentable(node:reason:)`` when the root cannot be written
    ///   (see ``TrellisCore/LayoutNode/layoutFileXML(indentation:)``), or when a document without a
    ///   name has a viewport, expectations or no rounding, which only a `<test>` can carry.
    public func xml() throws(LayoutFileError) -> String {
        guard let name else {
            guard viewport == nil, expectations == nil, useRounding else {
                throw .unrepresentable(node: "document", reason: "a viewport, expectations or use-rounding=\"false\" need a <test> with a name")
            }
            return try root.layoutFileXML()
        }
        var output = "<test name=\"\(LayoutFileWriter.escape(name, attribute: true))\" use-rounding=\"\(useRounding)\">\n"
        if let viewport {
            output += "  <viewport width=\"\(LayoutFileWriter.format(viewport.width))\" height=\"\(LayoutFileWriter.format(viewport.height))\"/>\n"
        }
        output += "  <input>\n" + (try root.layoutFileXML(indentation: 4)) + "  </input>\n"
        if let expectations {
            output += "  <expectations>\n"
            var steps: [(ExpectedLayout?, Int)] = [(expectations, 2)]
            while let (next, depth) = steps.popLast() {
                let padding = String(repeating: "  ", count: depth)
                guard let node = next else {
                    output += padding + "</node>\n"
                    continue
                }
                let f = node.frame
                output += padding + "<node x=\"\(CSSValues.format(f.x))\" y=\"\(CSSValues.format(f.y))\" "
                    + "width=\"\(CSSValues.format(f.width))\" height=\"\(CSSValues.format(f.height))\""
                if node.children.isEmpty {
                    output += "/>\n"
                } else {
                    output += ">\n"
                    steps.append((nil, depth))
                    for child in node.children.reversed() { steps.append((child, depth + 1)) }
                }
            }
            output += "  </expectations>\n"
        }
        return output + "</test>\n"
    }
}

/// The pieces of the writer that both entry points share.
enum LayoutFileWriter {
    /// A node's element name, attributes in table order, and text content (for `<text>`);
    /// `priorities` are the content priorities its parent keeps for it.
    static func describe(_ node: LayoutNode, path: String,
                         priorities: ContentPriorities?) throws(LayoutFileError) -> (String, [(String, String)], String?) {
        var attributes: [(String, String)] = []
        if let id = node.id {
            guard let string = id.base as? String else {
                throw .unrepresentable(node: path, reason: "its id \(id) is not a String")
            }
            attributes.append(("id", string))
        }
        for attribute in StyleAttribute.all {
            if let value = attribute.write(node.style) { attributes.append((attribute.name, value)) }
        }
        var text: String?
        if let measure = node.measure {
            guard node.children.isEmpty, node.constraints.isEmpty else {
                throw .unrepresentable(node: path, reason: "a measured node cannot have children or relations")
            }
            text = try measureAttributes(measure, path: path, into: &attributes)
        }
        if let priorities { attributes += contentPriorityAttributes(priorities) }
        return (text == nil ? "div" : "text", attributes, text)
    }

    /// Adds the attributes of a leaf measured by `measure`; returns its text when it is a `<text>`.
    private static func measureAttributes(_ measure: MeasureFunction, path: String,
                                          into attributes: inout [(String, String)]) throws(LayoutFileError) -> String? {
        if let size = measure.fixedContentSize, size.baseline == nil {
            if let width = size.width { attributes.append(("content-width", CSSValues.formatLength(width))) }
            if let height = size.height { attributes.append(("content-height", CSSValues.formatLength(height))) }
            return nil
        }
        if let text = measure.content as? FontText {
            attributes += fontAttributes(text)
            return try writable(text.text, path: path)
        }
        guard let text = MonospaceText(swiftExpression: measure.name), text.isAhem else {
            throw .unrepresentable(node: path, reason: "only text and .contentSize(width:height:) can be written, not \(measure.name)")
        }
        if text.writingMode != .horizontalTB {
            attributes.append(("writing-mode", text.writingMode.cssKeyword))
        }
        return try writable(text.text, path: path)
    }

    /// `text`, if the reader reads it back unchanged.
    private static func writable(_ text: String, path: String) throws(LayoutFileError) -> String {
        guard text.first?.isWhitespace != true, text.last?.isWhitespace != true else {
            throw .unrepresentable(node: path, reason: "its text has leading or trailing whitespace, which the reader trims")
        }
        if let bad = text.unicodeScalars.first(where: { $0.value < 0x20 && $0 != "\n" && $0 != "\t" }) {
            throw .unrepresentable(node: path, reason: "XML cannot hold the character U+\(String(bad.value, radix: 16, uppercase: true))")
        }
        return text
    }

    /// The font attributes of text in a real font, those at their initial values left out.
    private static func fontAttributes(_ text: FontText) -> [(String, String)] {
        var attributes = [("font-family", text.font.family)]
        if text.font.size != 16 { attributes.append(("font-size", CSSValues.formatLength(text.font.size))) }
        if text.font.weight != .regular { attributes.append(("font-weight", String(text.font.weight.rawValue))) }
        switch text.lineHeight {
        case .normal: break
        case .multiple(let factor): attributes.append(("line-height", CSSValues.format(factor)))
        case .points(let length): attributes.append(("line-height", CSSValues.formatLength(length)))
        }
        if text.whiteSpace == .nowrap { attributes.append(("white-space", "nowrap")) }
        return attributes
    }

    /// `content-hugging` and `compression-resistance` where they differ from Auto Layout's
    /// defaults. A set that keeps the defaults is still written, as its hugging, so that reading
    /// the file gives the same ``TrellisCore/ConstraintSet``.
    static func contentPriorityAttributes(_ priorities: ContentPriorities) -> [(String, String)] {
        let standard = ContentPriorities.standard
        var attributes: [(String, String)] = []
        if priorities.hugging != standard.hugging || priorities.compressionResistance == standard.compressionResistance {
            attributes.append(("content-hugging", ConstraintSyntax.format(priorities.hugging)))
        }
        if priorities.compressionResistance != standard.compressionResistance {
            attributes.append(("compression-resistance", ConstraintSyntax.format(priorities.compressionResistance)))
        }
        return attributes
    }

    /// A node's relations as `<constraint>` elements, in order.
    static func constraintElements(of node: LayoutNode, path: String) throws(LayoutFileError) -> [String] {
        let set = node.constraints
        guard !set.isEmpty else { return [] }
        if !set.contentPriorities.isEmpty {
            let childIDs = Set(node.children.compactMap(\.id))
            if let orphan = set.contentPriorities.keys.filter({ !childIDs.contains($0) }).map(\.description).min() {
                throw .unrepresentable(node: path, reason: "it keeps content priorities for \(orphan), which is no child's id")
            }
        }
        var elements: [String] = []
        for relation in set.relations {
            // A formula has `>` only in ` >= `, never after `]]`.
            let text = escape(try constraintText(relation, path: path), attribute: false, keepsGreaterThan: true)
            elements.append("<constraint>" + text + "</constraint>")
        }
        return elements
    }

    /// The relation's ``TrellisCore/Relation/formula``, once it is sure to read back as the same relation.
    static func constraintText(_ relation: Relation, path: String) throws(LayoutFileError) -> String {
        for case .item(let id)? in [relation.item, relation.target?.item] {
            guard let name = id.base as? String, ConstraintSyntax.isItemName(name) else {
                throw .unrepresentable(node: path, reason: "its relation \(relation.formula) names \(id), which a "
                    + "<constraint> cannot spell (it needs a String without whitespace or = < > * !, other than view, + and -)")
            }
        }
        let text = relation.formula
        guard (try? ConstraintSyntax.relation(text, location: relation.location)) == relation else {
            throw .unrepresentable(node: path, reason: "its relation \(text) would read back as another relation "
                + "(a number that is not finite, or a position related to a number alone)")
        }
        return text
    }

    /// `max-content`, `min-content` or `NNpx`.
    static func format(_ space: AvailableSpace) -> String {
        if case .definite(let value) = space { return CSSValues.formatLength(value) }
        return AvailableSpace.cssKeywords.first(where: { $0.value == space })!.keyword
    }

    /// Escapes XML's special characters, and writes invisible characters (zero-width spaces, line
    /// breaks inside attributes) as character references so that they survive and show.
    ///
    /// - Parameter keepsGreaterThan: Writes `>` as it is, which text may hold unless it follows
    ///   `]]`; a relation's `>=` then stays readable.
    static func escape(_ text: String, attribute: Bool, keepsGreaterThan: Bool = false) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">" where !keepsGreaterThan: result += "&gt;"
            case "\"" where attribute: result += "&quot;"
            case "\r": result += "&#xD;"
            case "\n" where attribute, "\t" where attribute: result += "&#x\(String(scalar.value, radix: 16, uppercase: true));"
            default:
                switch scalar.properties.generalCategory {
                case .format, .lineSeparator, .paragraphSeparator,
                     .control where scalar.value >= 0x7F:
                    result += "&#x\(String(scalar.value, radix: 16, uppercase: true));"
                default:
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
