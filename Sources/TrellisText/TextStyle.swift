import TrellisCore

/// The height of a line of text: CSS `line-height`.
///
/// A negative or non-finite multiple or length is invalid in CSS, whose declaration is then
/// ignored: text with one has `normal` lines.
public enum LineHeight: Hashable, Sendable {
    /// The font's own line spacing: its ascent, descent and line gap, each rounded to whole points.
    case normal
    /// A multiple of the font size (CSS's unitless number): `.multiple(1.25)` of a 16-point font is 20.
    case multiple(Double)
    /// A length in points.
    case points(Double)

    /// The Swift expression that rebuilds it.
    var swiftLiteral: String {
        switch self {
        case .normal: ".normal"
        case .multiple(let factor): ".multiple(\(SwiftLiteral.number(factor)))"
        case .points(let length): ".points(\(SwiftLiteral.number(length)))"
        }
    }

    /// The line height text is set with: `normal` in place of an invalid value (CSS Syntax 3
    /// §2.2: an invalid declaration is ignored).
    var valid: LineHeight {
        switch self {
        case .normal: self
        case .multiple(let value), .points(let value): value.isFinite && value >= 0 ? self : .normal
        }
    }
}

/// Whether text wraps: the part of CSS `white-space` that text in a single style reads. Both
/// values collapse runs of white space into one space.
public enum WhiteSpace: Hashable, Sendable {
    /// Lines break at the text's break opportunities to fit the available width.
    case normal
    /// The text stays on one line.
    case nowrap
}

/// The vertical metrics of one line, in points, as Chrome computes them from the font
/// (CSS Inline Layout 3 §4.2, "line-height" and half-leading).
struct LineMetrics: Hashable, Sendable {
    /// The line's height.
    let height: Double
    /// The first baseline's distance below the line's top.
    let baseline: Double

    /// `lineHeight` of `font`.
    ///
    /// Chrome rounds the face's ascent and descent (`A`, `D`) to whole points, keeps a computed
    /// line height in layout units of 1/64 point (a multiple of the size rounded down to one, a
    /// length rounded to the nearest), and puts the baseline below half the leading, rounded
    /// down to a whole point: `A + floor((height − A − D) / 2)`. A multiple is a percentage to
    /// Chrome, kept as a 32-bit float, of the size in layout units: 1.15 is 115%, so 25 points
    /// at 1.15 is 28.75, where the double 1.15 × 25 would floor to 28.734375.
    init(_ lineHeight: LineHeight, of font: TextFont) {
        let scale = font.size / Double(font.face.unitsPerEm)
        let ascent = (Double(font.face.ascender) * scale).rounded()
        let descent = (Double(-font.face.descender) * scale).rounded()
        switch lineHeight {
        case .normal: height = ascent + descent + (Double(font.face.lineGap) * scale).rounded()
        case .multiple(let factor):
            height = LayoutUnit.floor(LayoutUnit.round(font.size) * Double(Float(factor * 100)) / 100)
        case .points(let length): height = LayoutUnit.round(length)
        }
        baseline = ascent + ((height - ascent - descent) / 2).rounded(.down)
    }
}
