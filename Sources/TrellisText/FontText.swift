import TrellisCore
import TrellisFonts

/// Text set in a real font, measured as Chrome measures it (see Docs/Text.md).
///
/// The text is shaped once, when it is made: white space collapses (CSS Text 3 §4.1.1), the
/// font's shaper applies its ligatures and kerning, and the text is cut at its line break
/// opportunities (UAX #14) into *segments*, each kept as the advances before and after it.
/// Measuring at any width then only fills lines with segments: a relayout shapes nothing.
///
/// - The width of a stretch of text is `ceil64(P(end)) − ceil64(P(start))`, where `P` is the
///   advance of the text before a position and `ceil64` rounds up to Chrome's layout unit of
///   1/64 point: Chrome snaps the edges of a stretch, not its width. Spaces at the end of a
///   line hang: they take no room.
/// - Min-content width is the widest segment; max-content width the whole text on one line.
/// - Lines are filled greedily; a line fits when it is at most the width plus one layout unit.
/// - The height is one line height per line; the first baseline lies in the first line.
///
///     let fonts = try FontCollection([dejaVuSansBytes])
///     let name = try FontText("Ada Lovelace", font: TextFont("DejaVu Sans", size: 16, in: fonts))
///     name.maxContentWidth   // 106.34375
public struct FontText: Hashable, Sendable {
    /// The text as given, before white space collapses.
    public let text: String
    /// The font it is set in.
    public let font: TextFont
    /// The height of its lines.
    public let lineHeight: LineHeight
    /// Whether it wraps.
    public let whiteSpace: WhiteSpace

    /// A stretch of text between two break opportunities, without the spaces that end it.
    struct Segment: Hashable, Sendable {
        /// The advance, in font units, of the text before the stretch's first glyph and after its
        /// last (not counting trailing spaces).
        var start: Int32
        var end: Int32
        /// The index of its first scalar in the collapsed text.
        var firstScalar: Int32
    }

    /// The segments, in order; none for empty text.
    let segments: [Segment]
    /// The widest segment and the whole text, in layout units.
    private let minContentUnits: Int32
    private let maxContentUnits: Int32
    /// Layout units per font unit: the font size in layout units over the em square.
    private let layoutUnitsPerFontUnit: Double
    /// The height and baseline of a line.
    let lineMetrics: LineMetrics

    /// Shapes `text` in `font` and cuts it at its break opportunities.
    ///
    /// An invalid `lineHeight` (negative or not finite) is `normal`, as CSS ignores it.
    public init(_ text: String, font: TextFont, lineHeight: LineHeight = .normal, whiteSpace: WhiteSpace = .normal) {
        self.text = text
        self.font = font
        let lineHeight = lineHeight.valid
        self.lineHeight = lineHeight
        self.whiteSpace = whiteSpace
        lineMetrics = LineMetrics(lineHeight, of: font)
        let content = FontText.collapsingWhiteSpace(text)
        let segments = FontText.segments(of: content, font: font, breaks: whiteSpace == .normal)
        self.segments = segments
        let scale = font.size * LayoutUnit.perPoint / Double(font.face.unitsPerEm)
        layoutUnitsPerFontUnit = scale
        minContentUnits = segments.lazy.map { FontText.layoutUnits(from: $0.start, to: $0.end, scale: scale) }.max() ?? 0
        maxContentUnits = segments.last.map { FontText.layoutUnits(from: segments[0].start, to: $0.end, scale: scale) } ?? 0
    }

    /// The text with every run of white space made one space, and none at either end (CSS Text 3
    /// §4.1.1 and §4.1.2: collapsible spaces at the start and end of a line are removed).
    static func collapsingWhiteSpace(_ text: String) -> [Unicode.Scalar] {
        var content: [Unicode.Scalar] = []
        content.reserveCapacity(text.unicodeScalars.count)
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            switch scalar {
            case " ", "\t", "\n", "\r", "\u{0C}":
                pendingSpace = !content.isEmpty
            default:
                if pendingSpace { content.append(" ") }
                pendingSpace = false
                content.append(scalar)
            }
        }
        return content
    }

    /// Shapes `content` and cuts it into segments at its break opportunities (all of them when
    /// `breaks`, none otherwise).
    private static func segments(of content: [Unicode.Scalar], font: TextFont, breaks: Bool) -> [Segment] {
        guard !content.isEmpty else { return [] }
        // The advance of each scalar's cluster, credited to its first scalar: a ligature's whole
        // advance comes before the scalars it joins, which no break falls between.
        var clusterAdvance = [Int](repeating: 0, count: content.count)
        for glyph in font.face.shape(content) where clusterAdvance.indices.contains(glyph.cluster) {
            clusterAdvance[glyph.cluster] += glyph.advance
        }
        let opportunities = breaks ? LineBreaking.opportunities(in: content) : []
        var segments: [Segment] = []
        var advance: Int32 = 0      // P(index): the advance of the scalars before `index`
        var segmentStart = 0        // the first scalar of the current segment
        var startAdvance: Int32 = 0
        var endAdvance: Int32 = 0   // P after the current segment's last non-space scalar
        for index in content.indices {
            if index > 0 && breaks && opportunities[index] {
                segments.append(Segment(start: startAdvance, end: endAdvance, firstScalar: Int32(segmentStart)))
                segmentStart = index
                startAdvance = advance
                endAdvance = advance
            }
            advance &+= Int32(clamping: clusterAdvance[index])
            if content[index] != " " && content[index] != "\u{200B}" { endAdvance = advance }
        }
        segments.append(Segment(start: startAdvance, end: endAdvance, firstScalar: Int32(segmentStart)))
        return segments
    }

    /// The width in layout units of the text between the advances `start` and `end`: the
    /// distance between the two edges, each rounded up to a whole unit.
    private static func layoutUnits(from start: Int32, to end: Int32, scale: Double) -> Int32 {
        edge(end, scale: scale) &- edge(start, scale: scale)
    }

    /// The edge at `advance` in layout units, rounded up and saturated as Chrome's 32-bit layout
    /// units are.
    private static func edge(_ advance: Int32, scale: Double) -> Int32 {
        Int32((Double(advance) * scale).rounded(.up).clamped(to: -1e9...1e9))
    }

    /// The narrowest the text can be: its widest segment (CSS min-content inline size).
    public var minContentWidth: Double { Double(minContentUnits) / LayoutUnit.perPoint }

    /// The text on one line (CSS max-content inline size).
    public var maxContentWidth: Double { Double(maxContentUnits) / LayoutUnit.perPoint }

    /// The height of each line, in points.
    public var lineHeightInPoints: Double { lineMetrics.height }

    /// The first baseline's distance below the top of the text, or `nil` for empty text.
    public var firstBaseline: Double? { segments.isEmpty ? nil : lineMetrics.baseline }

    /// The index of the first segment of each line that a greedy fill produces in `width`
    /// points; a segment wider than `width` takes a line of its own.
    func lineStarts(width: Double) -> [Int] {
        var starts: [Int] = []
        var first = 0
        while first < segments.count {
            starts.append(first)
            first = nextLineStart(after: first, width: width)
        }
        return starts
    }

    /// The number of lines the text takes in `width` points.
    ///
    /// - Complexity: O(lines × log segments).
    public func lineCount(width: Double) -> Int {
        if segments.isEmpty { return 0 }
        if Double(maxContentUnits) <= LayoutUnit.lineCapacity(width) { return 1 }
        var lines = 0
        var first = 0
        while first < segments.count {
            lines += 1
            first = nextLineStart(after: first, width: width)
        }
        return lines
    }

    /// The first segment of the line after the one that starts with segment `first`: the line
    /// takes every segment that ends within `width` of its start, and at least one.
    private func nextLineStart(after first: Int, width: Double) -> Int {
        let capacity = LayoutUnit.lineCapacity(width)
        let start = segments[first].start
        // Segments' ends only grow along the text, so the last that fits is found by bisection.
        var low = first + 1, high = segments.count
        while low < high {
            let middle = (low + high) / 2
            let units = FontText.layoutUnits(from: start, to: segments[middle].end, scale: layoutUnitsPerFontUnit)
            if Double(units) <= capacity { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// A line of the text: its characters, without the spaces at its end, and their width.
    public struct Line: Hashable, Sendable {
        /// The line's text.
        public var text: String
        /// The width its glyphs take, in points.
        public var width: Double
    }

    /// The lines the text takes in `width` points.
    public func lines(width: Double) -> [Line] {
        let content = FontText.collapsingWhiteSpace(text)
        let starts = lineStarts(width: width)
        return starts.indices.map { line in
            let first = segments[starts[line]]
            let lastSegment = line + 1 < starts.count ? starts[line + 1] - 1 : segments.count - 1
            let to = line + 1 < starts.count ? Int(segments[starts[line + 1]].firstScalar) : content.count
            var scalars = String.UnicodeScalarView()
            scalars.append(contentsOf: content[Int(first.firstScalar)..<to].reversed().drop { $0 == " " }.reversed())
            let units = FontText.layoutUnits(from: first.start, to: segments[lastSegment].end, scale: layoutUnitsPerFontUnit)
            return Line(text: String(scalars), width: Double(units) / LayoutUnit.perPoint)
        }
    }

    /// Measures the text as a leaf's content: a known size wins; the width is the available
    /// space clamped between min-content and max-content; the height is one line height per line.
    public func measure(_ input: MeasureInput) -> Measurement {
        let width: Double
        if let known = input.knownSize.width {
            width = known
        } else {
            switch input.availableSpace.width {
            case .minContent: width = minContentWidth
            case .maxContent: width = maxContentWidth
            case .definite(let available): width = min(max(available, minContentWidth), maxContentWidth)
            }
        }
        // Text never breaks narrower than its widest segment: in a browser it sits in an
        // anonymous box whose automatic minimum is its min-content width.
        let lines = lineCount(width: max(width, minContentWidth))
        return Measurement(width: width, height: input.knownSize.height ?? Double(lines) * lineMetrics.height,
                           firstBaseline: lines > 0 ? lineMetrics.baseline : nil)
    }

    /// The Swift expression that rebuilds it as a ``TrellisCore/MeasureFunction``, with defaults
    /// omitted; the font collection is spelt `fonts`.
    public var swiftExpression: String {
        var arguments = SwiftLiteral.string(text)
        arguments += ", font: TextFont(\(SwiftLiteral.string(font.family)), size: \(SwiftLiteral.number(font.size))"
        if font.weight != .regular { arguments += ", weight: .init(\(font.weight.rawValue))" }
        arguments += ", in: fonts)"
        if lineHeight != .normal { arguments += ", lineHeight: \(lineHeight.swiftLiteral)" }
        if whiteSpace != .normal { arguments += ", whiteSpace: .nowrap" }
        return ".text(\(arguments))"
    }

    public static func == (lhs: FontText, rhs: FontText) -> Bool {
        lhs.text == rhs.text && lhs.font == rhs.font && lhs.lineHeight == rhs.lineHeight && lhs.whiteSpace == rhs.whiteSpace
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(font)
        hasher.combine(lineHeight)
        hasher.combine(whiteSpace)
    }
}

extension Comparable {
    func clamped(to range: ClosedRange<Self>) -> Self { min(max(self, range.lowerBound), range.upperBound) }
}

extension MeasureFunction {
    /// Measures `text` set in `font`, as Chrome measures it; see ``FontText`` for the rules.
    ///
    ///     let fonts = try FontCollection([dejaVuSansBytes])
    ///     let body = try TextFont("DejaVu Sans", size: 16, in: fonts)
    ///     LayoutNode(id: "bio", measure: .text("Wrote the first program", font: body))
    public static func text(_ text: String, font: TextFont, lineHeight: LineHeight = .normal,
                            whiteSpace: WhiteSpace = .normal) -> MeasureFunction {
        MeasureFunction(FontText(text, font: font, lineHeight: lineHeight, whiteSpace: whiteSpace))
    }

    /// A measure function for `text`, named by its ``FontText/swiftExpression``; its
    /// ``MeasureFunction/content`` is `text`, for renderers that draw it.
    public init(_ text: FontText) {
        // Horizontal lines wrap at the available width and never read the available height.
        self.init(name: { text.swiftExpression }, readsAvailableHeight: false, content: text) { input in
            text.measure(input)
        }
    }
}
