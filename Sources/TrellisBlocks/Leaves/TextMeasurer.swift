import TrellisCore

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
