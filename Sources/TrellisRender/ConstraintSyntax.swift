import TrellisCore

/// Reads the relations of `<constraint>` elements and the priorities of the `content-hugging` and
/// `compression-resistance` attributes, spelled as ``TrellisCore/Relation/formula`` and
/// ``TrellisCore/Priority`` print them:
///
///     <constraint>badge.centerX == avatar.trailing - 4 ! defaultHigh</constraint>
///     <constraint>a.width == 0.5 * view.width + 10</constraint>
///     <div id="title" content-hugging="251 250" compression-resistance="required"/>
///
/// The grammar, where `view` names the container and any other NAME the child with that id:
///
///     relation  := NAME.ATTRIBUTE OP right [! PRIORITY]
///     right     := NUMBER | [NUMBER *] reference [(+ | -) NUMBER]
///     reference := NAME.ATTRIBUTE | NAME        (a NAME alone: the left side's attribute)
///     OP        := == | >= | <=
///     PRIORITY  := NUMBER in 1...1000 | required | defaultHigh | defaultLow | fittingSizeLevel
///
/// A NUMBER alone on the right is LayoutBuilder's shorthand: for a width or height it is the
/// size itself, for a position the container's same attribute plus the number
/// (`a.leading == 16` is `a.leading == view.leading + 16`).
enum ConstraintSyntax {
    /// Why a relation's text cannot be read: the word where reading stopped, or the whole
    /// (normalised) text when it ends too early.
    struct SyntaxError: Error, Hashable {
        var found: String
        /// Whether `found` is a number beyond `Double`'s range, such as `1e400`.
        var isNumberOutOfRange = false
        /// The attribute `found` names, when that is what is wrong with it (`b.widht`).
        var unknownAttribute: String?
    }

    /// The relation `text` spells, located at `location`.
    ///
    /// - Throws: ``SyntaxError`` at the first word that does not fit the grammar.
    static func relation(_ text: String, location: SourceLocation) throws(SyntaxError) -> Relation {
        var words = self.words(text)[...]
        func next() throws(SyntaxError) -> Substring {
            guard let word = words.popFirst() else { throw SyntaxError(found: CSSValues.normalized(text)) }
            return word
        }
        let itemWord = try next()
        guard case let (item, attribute?) = try reference(itemWord) else { throw SyntaxError(found: String(itemWord)) }
        let kindWord = try next()
        guard let kind = RelationKind(rawValue: String(kindWord)) else { throw SyntaxError(found: String(kindWord)) }

        var relation = Relation(item: item, attribute: attribute, kind: kind, target: nil, location: location)
        let rightWord = try next()
        if let number = try readNumber(rightWord), words.first != "*" {
            relation.constant = number
            relation.target = attribute.kind == .dimension ? nil : (.container, attribute)
        } else {
            var targetWord = rightWord
            if let multiplier = try readNumber(rightWord) {
                words.removeFirst()
                relation.multiplier = multiplier
                targetWord = try next()
            }
            let (target, targetAttribute) = try reference(targetWord)
            relation.target = (target, targetAttribute ?? attribute)
            if let sign = words.first, sign == "+" || sign == "-" {
                words.removeFirst()
                let numberWord = try next()
                guard let number = try readNumber(numberWord) else { throw SyntaxError(found: String(numberWord)) }
                relation.constant = sign == "+" ? number : -number
            }
        }
        if words.first == "!" {
            words.removeFirst()
            let priorityWord = try next()
            guard let priority = priority(priorityWord) else { throw SyntaxError(found: String(priorityWord)) }
            relation.priority = priority
        }
        if let extra = words.first { throw SyntaxError(found: String(extra)) }
        return relation
    }

    /// Whether a child with the id `name` can be named in a relation: a word that is not
    /// `view` (the container) or an operator, without whitespace or any of `= < > * !`.
    static func isItemName(_ name: some StringProtocol) -> Bool {
        !name.isEmpty && name != "view" && name != "+" && name != "-"
            && !name.contains { $0.isWhitespace || operatorCharacters.contains($0) }
    }

    /// A priority: a number from 1 to 1000, or one of the names ``TrellisCore/Priority`` prints.
    static func priority(_ word: Substring) -> Priority? {
        if let named = namedPriorities.first(where: { word == $0.description }) { return named }
        guard let value = CSSValues.number(word), value >= 1, value <= 1000 else { return nil }
        return Priority(value)
    }

    /// What a content-priority attribute may be, for error messages.
    static let prioritiesExpected = "one priority, or two (horizontal, then vertical), each a number from 1 to 1000, "
        + "required, defaultHigh, defaultLow or fittingSizeLevel"

    /// `"H V"`, horizontal then vertical, or one priority for both axes; `text` is normalised.
    static func priorities(_ text: Substring) -> Size<Priority>? {
        let parts = text.split(separator: " ")
        guard parts.count == 1 || parts.count == 2,
              let horizontal = priority(parts[0]), let vertical = priority(parts[parts.count - 1]) else { return nil }
        return Size(width: horizontal, height: vertical)
    }

    /// The attribute value ``priorities(_:)`` reads: one priority when both axes have it.
    static func format(_ priorities: Size<Priority>) -> String {
        priorities.width == priorities.height ? priorities.width.description
            : "\(priorities.width) \(priorities.height)"
    }

    // MARK: Pieces

    private static let namedPriorities: [Priority] = [.required, .defaultHigh, .defaultLow, .fittingSizeLevel]

    /// The characters that end a word; ids may hold `+`, `-` and `.`, hence no others.
    private static let operatorCharacters: Set<Character> = ["=", "<", ">", "*", "!"]

    /// The words of a relation. `==`, `>=`, `<=`, `*` and `!` are words with or without spaces
    /// around them; the rest is split at whitespace, so `+` and `-` between terms need spaces
    /// (`-` also appears in ids such as `user-name` and in numbers such as `-4` or `1e-3`).
    private static func words(_ text: String) -> [Substring] {
        var words: [Substring] = []
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            var end = text.index(after: index)
            if character.isWhitespace {
                index = end
                continue
            }
            if operatorCharacters.contains(character) {
                if character != "*", character != "!", end < text.endIndex, text[end] == "=" { end = text.index(after: end) }
            } else {
                while end < text.endIndex, !text[end].isWhitespace, !operatorCharacters.contains(text[end]) {
                    end = text.index(after: end)
                }
            }
            words.append(text[index..<end])
            index = end
        }
        return words
    }

    /// `NAME.ATTRIBUTE`, split at the last dot (ids may hold dots), or a `NAME` alone, whose
    /// attribute is then `nil`. A number is never a reference, so `2 * 100` is an error rather
    /// than a child named 100 (whose width is `100.width`).
    private static func reference(_ word: Substring) throws(SyntaxError) -> (ItemReference, LayoutAttribute?) {
        guard try readNumber(word) == nil else { throw SyntaxError(found: String(word)) }
        guard let dot = word.lastIndex(of: ".") else {
            guard word == "view" || isItemName(word) else { throw SyntaxError(found: String(word)) }
            return (item(word), nil)
        }
        let name = word[..<dot]
        guard name == "view" || isItemName(name) else { throw SyntaxError(found: String(word)) }
        let attributeName = String(word[word.index(after: dot)...])
        guard let attribute = LayoutAttribute(rawValue: attributeName) else {
            // A word of letters is a misspelt attribute; anything else (`width+8`) is not a word.
            throw SyntaxError(found: String(word),
                              unknownAttribute: attributeName.allSatisfy(\.isLetter) ? attributeName : nil)
        }
        return (item(name), attribute)
    }

    /// The number `word` spells, or `nil` when it spells none; a number out of `Double`'s range
    /// is an error, not a name.
    private static func readNumber(_ word: Substring) throws(SyntaxError) -> Double? {
        guard CSSValues.isNumberSyntax(word) else { return nil }
        guard let value = CSSValues.number(word) else { throw SyntaxError(found: String(word), isNumberOutOfRange: true) }
        return value
    }

    private static func item(_ name: Substring) -> ItemReference {
        name == "view" ? .container : .item(ElementID(String(name)))
    }
}
