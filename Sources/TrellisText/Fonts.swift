import TrellisCore
@_exported import TrellisFonts

/// Font faces by family and weight: the fonts a layout's text may name.
///
/// It holds faces read from font files' bytes; reading the files is the app's (or the tools')
/// business, so that this module links no Foundation.
///
///     let fonts = try FontCollection([regularBytes, boldBytes])
///     let title = try TextFont("DejaVu Sans", size: 17, weight: .bold, in: fonts)
public struct FontCollection: Sendable {
    /// The faces, in the order they were added.
    public private(set) var faces: [FontFace] = []

    /// An empty collection.
    public init() {}

    /// A collection of the faces in `fontFiles`, each the bytes of one TrueType or OpenType file.
    ///
    /// - Throws: ``FontError`` for the first file that is not a font this reader can read.
    public init(_ fontFiles: [[UInt8]]) throws(FontError) {
        for bytes in fontFiles { try add(bytes) }
    }

    /// Adds the face in `bytes`, the contents of a TrueType or OpenType file, and returns it. A
    /// face of the same family and weight as one already here replaces it.
    @discardableResult
    public mutating func add(_ bytes: [UInt8]) throws(FontError) -> FontFace {
        let face = try FontFace(bytes)
        add(face)
        return face
    }

    /// Adds `face`; one of the same family and weight as a face already here replaces it.
    public mutating func add(_ face: FontFace) {
        faces.removeAll { $0.familyName.lowercased() == face.familyName.lowercased() && $0.weight == face.weight }
        faces.append(face)
    }

    /// The face of `family` (compared without case, as CSS compares family names) and `weight`.
    public func face(family: String, weight: TextFont.Weight) -> FontFace? {
        let family = family.lowercased()
        return faces.first { $0.familyName.lowercased() == family && $0.weight == weight.rawValue }
    }

    /// The faces as `family weight` pairs, for messages that list what there is.
    public var faceNames: [String] {
        faces.map { "\($0.familyName) \($0.weight)" }
    }
}

/// A face at a size: what text is set in.
///
/// CSS's `font-family`, `font-size` and `font-weight`, resolved against a ``FontCollection``
/// when the font is made, so that measuring cannot fail later.
///
///     let body = try TextFont("DejaVu Sans", size: 16, in: fonts)
///     Item("bio", text: "Wrote the first program", font: body)
public struct TextFont: Hashable, Sendable, CustomStringConvertible {
    /// A font weight, as CSS numbers them: 400 is regular, 700 bold.
    public struct Weight: Hashable, Sendable, Comparable {
        /// The CSS number, from 1 to 1000.
        public var rawValue: Int
        /// Creates a weight from its CSS number.
        public init(_ rawValue: Int) { self.rawValue = rawValue }
        /// 400.
        public static let regular = Weight(400)
        /// 700.
        public static let bold = Weight(700)
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The face the text is set in.
    public var face: FontFace { faceBox.face }
    /// The face, boxed: a face is some 200 bytes of table references, and every text set in the
    /// font keeps a copy of its `TextFont`.
    private let faceBox: FaceBox

    private final class FaceBox: Sendable {
        let face: FontFace
        init(_ face: FontFace) { self.face = face }
    }
    /// The font size in points (CSS px): the em square's size.
    public let size: Double
    /// The family, as the face names it.
    public var family: String { face.familyName }
    /// The face's weight.
    public var weight: Weight { Weight(face.weight) }

    /// The face of `family` and `weight` in `fonts`, at `size`.
    ///
    /// - Throws: ``TextError/unknownFont(family:weight:available:)`` when `fonts` has no such face,
    ///   ``TextError/invalidFontSize(_:)`` for a size that is not a finite positive number.
    public init(_ family: String, size: Double = 16, weight: Weight = .regular, in fonts: FontCollection) throws(TextError) {
        guard let face = fonts.face(family: family, weight: weight) else {
            throw .unknownFont(family: family, weight: weight.rawValue, available: fonts.faceNames)
        }
        try self.init(face: face, size: size)
    }

    /// `face` at `size`.
    ///
    /// - Throws: ``TextError/invalidFontSize(_:)`` for a size that is not a finite positive number.
    public init(face: FontFace, size: Double) throws(TextError) {
        guard size.isFinite, size > 0 else { throw .invalidFontSize(size) }
        faceBox = FaceBox(face)
        self.size = size
    }

    /// Two fonts are equal when they name the same family, weight and size.
    public static func == (lhs: TextFont, rhs: TextFont) -> Bool {
        lhs.size == rhs.size && lhs.weight == rhs.weight && lhs.family == rhs.family
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(family)
        hasher.combine(weight)
        hasher.combine(size)
    }

    /// `DejaVu Sans 700 16px`.
    public var description: String { "\(family) \(weight.rawValue) \(SwiftLiteral.number(size))px" }
}

/// What can go wrong in setting up text.
public enum TextError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No face of `family` and `weight`; `available` lists the faces there are.
    case unknownFont(family: String, weight: Int, available: [String])
    /// A font size that is not a finite positive number.
    case invalidFontSize(Double)

    public var description: String {
        switch self {
        case .unknownFont(let family, let weight, let available):
            let list = available.isEmpty ? "no faces" : available.joined(separator: ", ")
            return "no font \"\(family)\" of weight \(weight) (the fonts have \(list))"
        case .invalidFontSize(let size):
            return "font size \(size) is not a finite positive number"
        }
    }
}
