// A text measurer for monospace fonts, where every character is one cell. It is exact for the
// Ahem test font that the conformance fixtures use, and a fair stand-in for any monospace text.

/// The direction in which lines of text run: CSS `writing-mode`, the modes text measurers support.
public enum WritingMode: UInt8, Hashable, Sendable, CaseIterable {
    /// `horizontal-tb`: lines run left to right and stack top to bottom. The initial value.
    case horizontalTB
    /// `vertical-lr`: lines run top to bottom and stack left to right. The inline axis is vertical.
    case verticalLR

    /// The physical axis along which a line runs.
    @inlinable public var inlineAxis: Axis { self == .horizontalTB ? .horizontal : .vertical }
}

/// Where a monospace text may break between lines.
public enum TextBreaks: UInt8, Hashable, Sendable, CaseIterable {
    /// At spaces. A space is a character: it takes a cell between two words on a line, and hangs
    /// (takes no room) at the end of a line.
    case spaces
    /// Only at U+200B ZERO WIDTH SPACE, which takes no room. The Ahem fixtures break this way.
    case zeroWidthSpaces

    /// The break character.
    @inlinable public var character: Unicode.Scalar { self == .spaces ? " " : "\u{200B}" }
    /// The number of cells a break character takes between two words on one line.
    @inlinable public var separatorCells: Int { self == .spaces ? 1 : 0 }
}

/// Text set in a monospace font: every character is one `cellWidth` × `cellHeight` cell.
///
/// The text is split into words at its break characters (see ``TextBreaks``); lines are filled
/// greedily with whole words. Along the inline axis, the min-content size is the longest word and
/// the max-content size is the whole text on one line; the size under a definite available space
/// is that space clamped between the two. Along the block axis, the size is one `cellHeight` per
/// line. Leading and trailing whitespace is not part of the text.
///
///     let label = MonospaceText("Hello world", cellWidth: 8, cellHeight: 16)
///     label.measure(MeasureInput(knownSize: .indefinite,
///                                availableSpace: Size(width: .definite(60), height: .maxContent)))
///     // 40 × 32: "Hello" and "world" on two lines, first baseline at 12.8
///
/// Most code uses it through ``MeasureFunction/monospaceText(_:cellWidth:cellHeight:breaks:writingMode:baselineRatio:)``
/// or ``MeasureFunction/ahem(_:writingMode:)``.
public struct MonospaceText: Hashable, Sendable {
    /// The text as given, before trimming.
    public var text: String { didSet { splitIntoWords() } }
    /// The inline advance of one character, in points. Default 10.
    public var cellWidth: Double
    /// The block size of one line, in points. Default 10.
    public var cellHeight: Double
    /// Where lines may break. Default ``TextBreaks/spaces``.
    public var breaks: TextBreaks { didSet { splitIntoWords() } }
    /// The direction of lines; `verticalLR` swaps the roles of the axes. Default `horizontalTB`.
    public var writingMode: WritingMode
    /// The first baseline's distance below the top of a line, as a fraction of `cellHeight`.
    /// Default 0.8, Ahem's ascent.
    public var baselineRatio: Double

    /// The length, in characters, of each word of the trimmed text.
    public private(set) var wordLengths: [Int] = []
    /// The cells of the longest word and of the whole text on one line, counted once rather than
    /// at every measurement.
    private var longestWordCells = 0
    private var oneLineCells = 0

    /// Creates a monospace text; every parameter but `text` has the default documented on its property.
    public init(
        _ text: String,
        cellWidth: Double = 10,
        cellHeight: Double = 10,
        breaks: TextBreaks = .spaces,
        writingMode: WritingMode = .horizontalTB,
        baselineRatio: Double = 0.8
    ) {
        self.text = text
        self.cellWidth = cellWidth
        self.cellHeight = cellHeight
        self.breaks = breaks
        self.writingMode = writingMode
        self.baselineRatio = baselineRatio
        splitIntoWords()
    }

    /// Splits `text` at `breaks` again: both are settable.
    mutating func splitIntoWords() {
        wordLengths = MonospaceText.wordLengths(of: text, breakingAt: breaks.character)
        longestWordCells = wordLengths.max() ?? 0
        oneLineCells = wordLengths.reduce(0, +) + max(0, wordLengths.count - 1) * breaks.separatorCells
    }

    /// The text's words' lengths: the trimmed text split at `separator`, empty words dropped.
    private static func wordLengths(of text: String, breakingAt separator: Unicode.Scalar) -> [Int] {
        if let lengths = asciiWordLengths(of: text, breakingAt: separator) { return lengths }
        let trimmed = text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()
        var lengths: [Int] = []
        var current = 0
        // Counts characters (grapheme clusters), so "é" written as e + combining accent is one cell.
        for character in trimmed {
            if character.unicodeScalars.first == separator && character.unicodeScalars.count == 1 {
                if current > 0 { lengths.append(current) }
                current = 0
            } else {
                current += 1
            }
        }
        if current > 0 { lengths.append(current) }
        return lengths
    }

    /// ``wordLengths(of:breakingAt:)`` for ASCII text, from its bytes: there every byte is a
    /// character except CR LF, which is one. Walking characters finds grapheme boundaries, some
    /// hundred times slower, and text leaves are made by the thousand. `nil` for other text.
    private static func asciiWordLengths(of text: String, breakingAt separator: Unicode.Scalar) -> [Int]? {
        var text = text
        return text.withUTF8 { bytes -> [Int]? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            func isWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
            guard let first = bytes.firstIndex(where: { !isWhitespace($0) }),
                  let last = bytes.lastIndex(where: { !isWhitespace($0) }) else { return [] }
            let breaksAt: UInt8? = separator.isASCII ? UInt8(separator.value) : nil
            var lengths: [Int] = []
            var current = 0
            for index in first...last {
                if bytes[index] == breaksAt {
                    if current > 0 { lengths.append(current) }
                    current = 0
                } else if !(bytes[index] == 0x0A && index > first && bytes[index - 1] == 0x0D) {
                    current += 1
                }
            }
            if current > 0 { lengths.append(current) }
            return lengths
        }
    }

    /// The inline size of the longest word (CSS min-content inline size).
    public var minContentInlineSize: Double {
        Double(longestWordCells) * cellWidth
    }

    /// The inline size of the whole text on one line (CSS max-content inline size).
    public var maxContentInlineSize: Double {
        Double(oneLineCells) * cellWidth
    }

    /// The number of lines a greedy fill of whole words produces in `inlineSize`.
    ///
    /// A word longer than the line gets a line of its own (it overflows). A line fits when its
    /// cells are at most one layout unit (1/64 pt) wider than `inlineSize`, as in Chrome, so that
    /// a size the solver computed as 39.99999 still holds four 10-point cells.
    ///
    /// - Complexity: O(n) in the number of words.
    public func lineCount(inlineSize: Double) -> Int {
        guard let first = wordLengths.first else { return 0 }
        let capacity = LayoutUnit.lineCapacity(inlineSize) / LayoutUnit.perPoint
        // The whole text fits on one line: the greedy fill below would find the same.
        if maxContentInlineSize <= capacity { return 1 }
        var lines = 1
        var cells = first
        for length in wordLengths.dropFirst() {
            let extended = cells + breaks.separatorCells + length
            if Double(extended) * cellWidth <= capacity {
                cells = extended
            } else {
                lines += 1
                cells = length
            }
        }
        return lines
    }

    /// Measures the text: a known size wins, the inline size is the available space clamped between
    /// min-content and max-content, and the block size is one `cellHeight` per line.
    public func measure(_ input: MeasureInput) -> Measurement {
        let inline = writingMode.inlineAxis
        let block = inline.crossed
        let inlineSize: Double
        if let known = input.knownSize[inline] {
            inlineSize = known
        } else {
            switch input.availableSpace[inline] {
            case .minContent: inlineSize = minContentInlineSize
            case .maxContent: inlineSize = maxContentInlineSize
            case .definite(let available):
                inlineSize = min(max(available, minContentInlineSize), maxContentInlineSize)
            }
        }
        // Text never breaks narrower than its longest word: in a browser the text sits in an
        // anonymous box whose automatic minimum is its min-content size (text_width_below_min_content).
        let lines = lineCount(inlineSize: max(inlineSize, minContentInlineSize))
        let blockSize = input.knownSize[block] ?? Double(lines) * cellHeight
        var size = Size(width: 0.0, height: 0.0)
        size[inline] = inlineSize
        size[block] = blockSize
        // A vertical line's baseline is vertical; a row container synthesises one from the box instead.
        let baseline = writingMode == .horizontalTB && lines > 0 ? baselineRatio * cellHeight : nil
        return Measurement(size: size, firstBaseline: baseline)
    }

    /// Whether this text is set the way the conformance fixtures set Ahem: 10 × 10 cells, breaks
    /// only at zero-width spaces, baseline at 0.8.
    public var isAhem: Bool {
        cellWidth == 10 && cellHeight == 10 && breaks == .zeroWidthSpaces && baselineRatio == 0.8
    }

    /// The Swift expression that rebuilds this text as a ``MeasureFunction``, with defaults omitted:
    /// `.ahem("HH\u{200B}HH")` for Ahem text, `.monospaceText(...)` otherwise.
    public var swiftExpression: String {
        let literal = SwiftLiteral.string(text)
        let mode = writingMode == .horizontalTB ? "" : ", writingMode: .\(writingMode.swiftName)"
        if isAhem { return ".ahem(\(literal)\(mode))" }
        var arguments = literal
        if cellWidth != 10 { arguments += ", cellWidth: \(cellWidth)" }
        if cellHeight != 10 { arguments += ", cellHeight: \(cellHeight)" }
        if breaks != .spaces { arguments += ", breaks: .\(breaks.swiftName)" }
        arguments += mode
        if baselineRatio != 0.8 { arguments += ", baselineRatio: \(baselineRatio)" }
        return ".monospaceText(\(arguments))"
    }
}

extension WritingMode {
    /// The case's name as Swift spells it.
    var swiftName: String { self == .horizontalTB ? "horizontalTB" : "verticalLR" }
}

extension TextBreaks {
    /// The case's name as Swift spells it.
    var swiftName: String { self == .spaces ? "spaces" : "zeroWidthSpaces" }
}

extension MeasureFunction {
    /// Measures `text` set in a monospace font; see ``MonospaceText`` for the rules.
    ///
    ///     LayoutNode(id: "title", measure: .monospaceText("Hello world", cellWidth: 8, cellHeight: 16))
    ///
    /// The function's ``name`` is the Swift expression that rebuilds it.
    ///
    /// - Parameters:
    ///   - text: The text; leading and trailing whitespace is not part of it.
    ///   - cellWidth: The inline advance of one character. The default is 10.
    ///   - cellHeight: The block size of one line. The default is 10.
    ///   - breaks: Where lines may break. The default is ``TextBreaks/spaces``.
    ///   - writingMode: The direction of lines. The default is ``WritingMode/horizontalTB``.
    ///   - baselineRatio: The first baseline's depth as a fraction of `cellHeight`. The default is 0.8.
    public static func monospaceText(
        _ text: String,
        cellWidth: Double = 10,
        cellHeight: Double = 10,
        breaks: TextBreaks = .spaces,
        writingMode: WritingMode = .horizontalTB,
        baselineRatio: Double = 0.8
    ) -> MeasureFunction {
        MeasureFunction(MonospaceText(text, cellWidth: cellWidth, cellHeight: cellHeight, breaks: breaks,
                                      writingMode: writingMode, baselineRatio: baselineRatio))
    }

    /// Measures `text` set in the Ahem test font, the way the conformance fixtures do: 10 × 10
    /// cells, breaks only at U+200B ZERO WIDTH SPACE (which takes no room), first baseline at 8.
    ///
    ///     LayoutNode(measure: .ahem("HH\u{200B}HH"))   // min-content 20 wide, max-content 40
    ///
    /// - Parameter writingMode: The direction of lines. The default is ``WritingMode/horizontalTB``.
    public static func ahem(_ text: String, writingMode: WritingMode = .horizontalTB) -> MeasureFunction {
        monospaceText(text, breaks: .zeroWidthSpaces, writingMode: writingMode)
    }

    /// A measure function for `text`, named by the text's ``MonospaceText/swiftExpression``.
    public init(_ text: MonospaceText) {
        // Horizontal lines wrap at the available width; vertical ones at the available height.
        self.init(name: { text.swiftExpression }, readsAvailableHeight: text.writingMode != .horizontalTB) { input in
            text.measure(input)
        }
    }
}
