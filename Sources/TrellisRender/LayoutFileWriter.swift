import TrellisCore

extension LayoutNode {
    /// The tree as a layout file: `<div>` boxes and `<text>` leaves, with only the attributes whose
    /// values differ from the initial ones. Reading the text back gives this tree again.
    ///
    ///     try LayoutNode(style: Style(width: 100)).layoutFileXML()   // <div width="100px"/>
    ///
    /// - Parameter indentation: The number of spaces before the root element. The default is 0.
    /// - Throws: ``LayoutFileError/unrepresentable(node:reason:)`` for what the format cannot
    ///   express: an id that is not a `String`, a measure function other than
    ///   ``MeasureFunction/ahem(_:writingMode:)``, a measured node with children, or text with
    ///   leading or trailing whitespace (the reader trims it).
    /// - Complexity: O(n) in the number of nodes; iterative, so any depth is accepted.
    public func layoutFileXML(indentation: Int = 0) throws(LayoutFileError) -> String {
        enum Step {
            case open(LayoutNode, path: String, depth: Int)
            case close(String, depth: Int)
        }
        var output = ""
        var steps: [Step] = [.open(self, path: "root", depth: indentation / 2)]
        let extra = String(repeating: " ", count: indentation % 2)
        while let step = steps.popLast() {
            switch step {
            case let .close(element, depth):
                output += extra + String(repeating: "  ", count: depth) + "</\(element)>\n"
            case let .open(node, path, depth):
                let padding = extra + String(repeating: "  ", count: depth)
                let (element, attributes, text) = try LayoutFileWriter.describe(node, path: path)
                output += padding + "<" + element
                for (name, value) in attributes {
                    output += " \(name)=\"\(LayoutFileWriter.escape(value, attribute: true))\""
                }
                if let text {
                    output += ">\(LayoutFileWriter.escape(text, attribute: false))</\(element)>\n"
                } else if node.children.isEmpty {
                    output += "/>\n"
                } else {
                    output += ">\n"
                    steps.append(.close(element, depth: depth))
                    for (index, child) in node.children.enumerated().reversed() {
                        steps.append(.open(child, path: "\(path)/\(index)", depth: depth + 1))
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
    /// A node's element name, attributes in table order, and text content (for `<text>`).
    static func describe(_ node: LayoutNode, path: String) throws(LayoutFileError) -> (String, [(String, String)], String?) {
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
        guard let measure = node.measure else { return ("div", attributes, nil) }
        guard let text = MonospaceText(swiftExpression: measure.name), text.isAhem else {
            throw .unrepresentable(node: path, reason: "only .ahem text can be written, not \(measure.name)")
        }
        guard node.children.isEmpty else {
            throw .unrepresentable(node: path, reason: "a measured node cannot have children")
        }
        guard text.text.first?.isWhitespace != true, text.text.last?.isWhitespace != true else {
            throw .unrepresentable(node: path, reason: "its text has leading or trailing whitespace, which the reader trims")
        }
        if let bad = text.text.unicodeScalars.first(where: { $0.value < 0x20 && $0 != "\n" && $0 != "\t" }) {
            throw .unrepresentable(node: path, reason: "XML cannot hold the character U+\(String(bad.value, radix: 16, uppercase: true))")
        }
        if text.writingMode != .horizontalTB {
            attributes.append(("writing-mode", text.writingMode.cssKeyword))
        }
        return ("text", attributes, text.text)
    }

    /// `max-content`, `min-content` or `NNpx`.
    static func format(_ space: AvailableSpace) -> String {
        if case .definite(let value) = space { return CSSValues.formatLength(value) }
        return AvailableSpace.cssKeywords.first(where: { $0.value == space })!.keyword
    }

    /// Escapes XML's special characters, and writes invisible characters (zero-width spaces, line
    /// breaks inside attributes) as character references so that they survive and show.
    static func escape(_ text: String, attribute: Bool) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
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
