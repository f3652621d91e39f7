import TrellisCore
import TrellisText

/// Measures text for ``Item/init(_:text:measurer:)``: turns a string into the ``MeasureFunction``
/// of a leaf. Plug in your platform's text engine by conforming to it.
///
///     struct FixedLineMeasurer: TextMeasurer {
///         func measureFunction(for text: String) -> MeasureFunction {
///             MeasureFunction("fixedLine(\(text.count))") { _ in
///                 Measurement(width: Double(text.count) * 7, height: 17, firstBaseline: 13)
///             }
///         }
///     }
public protocol TextMeasurer: Sendable {
    /// The measure function of `text`; its name should tell different texts apart.
    func measureFunction(for text: String) -> MeasureFunction
}

/// Measures text set in a monospace font: every character is one `cellWidth` × `cellHeight`
/// cell, lines break at spaces, the baseline is at 0.8 of the first line (see ``MonospaceText``).
///
/// The terminal renderer draws with the same cells, so a text leaf measured with the renderer's
/// cell size fits its box exactly.
///
///     Item("title", text: "Mondrian Layout", measurer: MonospaceTextMeasurer(cellWidth: 8, cellHeight: 16))
public struct MonospaceTextMeasurer: TextMeasurer, Hashable {
    /// The width of a character, in points. Default 10.
    public var cellWidth: Double
    /// The height of a line, in points. Default 10.
    public var cellHeight: Double

    /// Creates a measurer; both cell dimensions default to 10 points.
    public init(cellWidth: Double = 10, cellHeight: Double = 10) {
        self.cellWidth = cellWidth
        self.cellHeight = cellHeight
    }

    /// `.monospaceText(text, cellWidth:, cellHeight:)`, breaking at spaces.
    public func measureFunction(for text: String) -> MeasureFunction {
        .monospaceText(text, cellWidth: cellWidth, cellHeight: cellHeight, breaks: .spaces)
    }
}

/// Measures text set in a real font, as Chrome measures it (see ``TrellisText/FontText``): the
/// face's advances, kerning and ligatures, Unicode line breaking, CSS line heights.
///
///     let fonts = try FontCollection([dejaVuSansBytes])
///     let body = FontTextMeasurer(font: try TextFont("DejaVu Sans", size: 16, in: fonts))
///     Item("bio", text: "Wrote the first program", measurer: body)
public struct FontTextMeasurer: TextMeasurer, Hashable {
    /// The font the text is set in.
    public var font: TextFont
    /// The height of its lines. Default `normal`.
    public var lineHeight: LineHeight
    /// Whether it wraps. Default `normal`.
    public var whiteSpace: WhiteSpace

    /// Creates a measurer of text set in `font`.
    public init(font: TextFont, lineHeight: LineHeight = .normal, whiteSpace: WhiteSpace = .normal) {
        self.font = font
        self.lineHeight = lineHeight
        self.whiteSpace = whiteSpace
    }

    /// `.text(text, font:, lineHeight:, whiteSpace:)`: the text is shaped once, here.
    public func measureFunction(for text: String) -> MeasureFunction {
        .text(text, font: font, lineHeight: lineHeight, whiteSpace: whiteSpace)
    }
}
