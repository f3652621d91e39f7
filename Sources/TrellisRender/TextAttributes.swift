import TrellisCore
import TrellisText

/// The attributes of a `<text>` leaf set in a real font: `font-family`, `font-size`,
/// `font-weight`, `line-height` and `white-space`, each at CSS's initial value until read.
struct TextAttributes {
    /// The attribute names, for the reader's "did you mean".
    static let names = ["font-family", "font-size", "font-weight", "line-height", "white-space"]

    var family: String?
    var size = 16.0
    var weight = TextFont.Weight.regular
    var lineHeight = LineHeight.normal
    var whiteSpace = WhiteSpace.normal
    /// The first of these attributes read, for the error when `font-family` is missing.
    var first: (key: String, value: String)?
    /// The `font-family` and `font-weight` values as written, for the error naming an unknown face.
    private var familyValue = "", weightValue: String?

    /// Reads `key="value"` if `key` is one of ``names``; `false` for any other attribute.
    ///
    /// - Returns: `nil` when the value is valid, else what it should be.
    mutating func read(_ key: String, _ value: String) -> (handled: Bool, expected: String?) {
        let normalized = CSSValues.normalized(value)
        switch key {
        case "font-family":
            // One family, quoted or not (CSS Fonts 4 §2.1); generic fallbacks are not supported.
            var name = Substring(normalized)
            if let quote = name.first, quote == "\"" || quote == "'", name.count >= 2, name.last == quote {
                name = name.dropFirst().dropLast()
            }
            guard !name.isEmpty, !name.contains(",") else { return (true, "one font family, such as DejaVu Sans") }
            family = String(name)
            familyValue = value
        case "font-size":
            guard let length = CSSValues.length(Substring(normalized)), length > 0, length.isFinite else {
                return (true, "a positive length in px")
            }
            size = length
        case "font-weight":
            switch normalized {
            case "normal": weight = .regular
            case "bold": weight = .bold
            default:
                guard let number = Int(normalized), (1...1000).contains(number) else {
                    return (true, "normal, bold or a number from 1 to 1000")
                }
                weight = TextFont.Weight(number)
            }
            weightValue = value
        case "line-height":
            if normalized == "normal" {
                lineHeight = .normal
            } else if let number = CSSValues.number(Substring(normalized)), number >= 0, number.isFinite {
                lineHeight = .multiple(number)
            } else if let length = CSSValues.length(Substring(normalized)), length >= 0, length.isFinite {
                lineHeight = .points(length)
            } else {
                return (true, "normal, a non-negative number or a non-negative length in px")
            }
        case "white-space":
            switch normalized {
            case "normal": whiteSpace = .normal
            case "nowrap": whiteSpace = .nowrap
            default: return (true, "normal or nowrap")
            }
        default:
            return (false, nil)
        }
        first = first ?? (key, value)
        return (true, nil)
    }

    /// The measure function of `text` set as these attributes say, or `nil` for Ahem text (no
    /// `font-family`).
    ///
    /// - Parameter fonts: The faces to find the family in; `nil` for the shipped faces.
    /// - Throws: ``LayoutFileError`` naming `file` and `line` when the fonts have no such face,
    ///   when font attributes are given without `font-family`, or with a vertical `writing-mode`.
    func measureFunction(of text: String, writingMode: WritingMode, fonts: FontCollection?, file: String,
                         line: Int) throws(LayoutFileError) -> MeasureFunction? {
        guard let family else {
            if let (key, value) = first {
                throw .invalidValue(file: file, line: line, element: "text", attribute: key, value: value,
                                    expected: "given with font-family (a <text> without it is set in Ahem)")
            }
            return nil
        }
        guard writingMode == .horizontalTB else {
            throw .invalidValue(file: file, line: line, element: "text", attribute: "writing-mode", value: writingMode.cssKeyword,
                                expected: "horizontal-tb with font-family: text in a real font is set in horizontal lines")
        }
        let fonts = if let fonts { fonts } else { try FontCollection.shipped() }
        do throws(TextError) {
            return .text(text, font: try TextFont(family, size: size, weight: weight, in: fonts),
                         lineHeight: lineHeight, whiteSpace: whiteSpace)
        } catch {
            let faces = fonts.faceNames.joined(separator: ", ")
            guard fonts.faces.contains(where: { $0.familyName.lowercased() == family.lowercased() }) else {
                throw .invalidValue(file: file, line: line, element: "text", attribute: "font-family", value: familyValue,
                                    expected: "a family of the fonts (\(faces); add others with --fonts DIR)")
            }
            throw .invalidValue(file: file, line: line, element: "text", attribute: "font-weight",
                                value: weightValue ?? "400",
                                expected: "a weight that \(family) has (the fonts have \(faces))")
        }
    }
}
