// The one description of every ``Style`` property: its CSS name, its layout-file attribute, its
// Swift name, the kind of values it takes, where the solver stores it, what its lengths'
// percentages refer to, and the values worth testing. Printing as Swift, validation, the
// layout-file reader and writer, the solver's packed storage (storing `RareStyle`'s fields and
// reading them back, its equality and hashing), the solver's percentage and anchor scans and the
// fuzzer all go through `Style.properties`.
//
// Adding a property: declare it in Style.swift (a stored property with its initial value, and a
// modifier), add its row below, stored in a new field of `RareStyle` (at the end of this file),
// which the solver reads by name. Only a property the solver reads for nearly every box goes in
// `NodeStyle` instead (NodeStyle.swift, by hand), and a grid property in `GridStyle`; the tests
// store every row's values and read them back.

/// The values a style property takes, which decide how the layout-file reader and writer spell
/// them, how validation checks them and how the fuzzer draws them.
package enum StyleValueKind: Hashable, Sendable {
    /// One of `keywords`, CSS spellings from a ``CSSKeywordRepresentable`` table.
    case keyword(keywords: [String])
    /// A self-alignment keyword (`align-self`), optionally after `safe` or `unsafe`.
    case selfAlignment
    /// A content-alignment keyword (`justify-content`), optionally after `safe` or `unsafe`.
    case contentAlignment
    /// A size (`width`): a non-negative length or percentage, a size keyword, or an expression.
    case size
    /// A maximum size (`max-width`): as ``size``, with `none` for no maximum (``Dimension/auto``).
    case maximumSize
    /// `flex-basis`: `content` or a size.
    case flexBasis
    /// A non-negative length or percentage, or an expression (padding, gaps).
    case lengthPercentage
    /// A length or percentage of either sign, `auto`, or an expression (margins, insets).
    case lengthPercentageAuto
    /// A non-negative number without a unit (flex factors).
    case factor
    /// A non-negative length in points (border widths, the scrollbar's width).
    case lineWidth
    /// A non-negative ratio, or `nil` for `auto`.
    case aspectRatio
    /// An integer of either sign.
    case integer
    /// A positive integer, or `nil` for none.
    case lineCount
    /// An anchor name without its leading `--`, or `nil` for none.
    case anchorName
    /// `true` or `false`.
    case flag
    /// A grid track list with line names and repetitions (`grid-template-columns`).
    case trackList
    /// A list of track sizes only (`grid-auto-columns`), at least one.
    case implicitTrackList
    /// A grid line: `auto`, a line number, `span N`, with an optional line name (`grid-row-start`).
    case gridLine

    /// Whether the values are lengths, which may hold percentages and `calc()` expressions.
    var isLength: Bool {
        switch self {
        case .size, .maximumSize, .flexBasis, .lengthPercentage, .lengthPercentageAuto: return true
        default: return false
        }
    }

    /// Whether the values hold numbers that validation checks (finite, and non-negative or
    /// positive where the kind says so).
    var hasNumbers: Bool {
        switch self {
        case .size, .maximumSize, .flexBasis, .lengthPercentage, .lengthPercentageAuto, .factor, .lineWidth,
             .aspectRatio, .lineCount:
            return true
        case .keyword, .selfAlignment, .contentAlignment, .integer, .anchorName, .flag:
            return false
        // Grid values are checked by `StyleValidator.validateGrid`, which reads them whole.
        case .trackList, .implicitTrackList, .gridLine:
            return false
        }
    }
}

/// What a length property's percentages refer to and who resolves them, which decides what the
/// solver's scans of a style report (Solver/StyleReads.swift).
enum LengthRole: Sendable, Equatable {
    /// A size on `axis` (`width`, `min-height`): the box's own layout resolves it, percentages of
    /// the containing block on that axis and `anchor-size()` included.
    case size(Axis)
    /// A margin or padding edge: the box's own layout resolves it, percentages of the containing
    /// block's width; `anchor()` is not resolved there.
    case boxEdge
    /// An inset or a centre: the parent resolves it as it places the box, anchors included.
    case placement
    /// A gap: percentages of the box's own content box.
    case gap
    /// `flex-basis`: percentages of the flex container's inner main size, which resolves it.
    case flexBasis

    /// Whether `anchor()` and `anchor-size()` are resolved in the property.
    var resolvesAnchors: Bool {
        switch self {
        case .size, .placement: return true
        case .boxEdge, .gap, .flexBasis: return false
        }
    }
}

/// Where the solver's packed style (Solver/NodeStyle.swift) keeps a property.
enum StyleStorage: Sendable {
    /// A typed field of `NodeStyle`, for the properties the solver reads for nearly every box;
    /// `StylePool` stores and reads these by name.
    case node
    /// A field of the interned ``RareStyle``, which `StylePool` fills and reads back from this
    /// table.
    case rare(RareStyle.Field)
    /// The interned `GridStyle`, with the other grid properties.
    case grid
}

/// A stored property of ``Style`` by its byte offset, so that code that runs for every node
/// built reads it without a key path (see ``NumberAccess``).
struct StyleField: Sendable {
    let offset: Int
    let byteCount: Int

    /// The stored property at `path`; a computed one is a mistake in the table, which stops the
    /// program when the table is built (the table's tests build it).
    init<Value>(_ path: KeyPath<Style, Value>) {
        guard let offset = MemoryLayout<Style>.offset(of: path) else {
            preconditionFailure("\(path) is not a stored property of Style")
        }
        self.offset = offset
        byteCount = MemoryLayout<Value>.size
    }

    /// The bytes of the property in a ``Style``.
    var bytes: Range<Int> { offset..<offset + byteCount }
}

/// Some fields of a struct by their bytes, without the padding between them: ranges merged
/// where adjacent, read a word at a time where a range is a word long or more (its last word
/// overlapping the one before) and a byte at a time where it is shorter.
///
/// Equal bytes are equal values (a reference is its object's address), so a field whose bytes
/// are those of an initial value holds the initial value; the converse may fail (an equal value
/// built another way), which costs the solver only the work it would do anyway.
struct FieldBytes: Sendable {
    private var words: [Int] = []
    private var bytes: [Int] = []

    init(_ ranges: [Range<Int>]) {
        let sorted = ranges.sorted { $0.lowerBound < $1.lowerBound }
        var runs: [Range<Int>] = []
        for range in sorted {
            if let last = runs.last, last.upperBound == range.lowerBound {
                runs[runs.count - 1] = last.lowerBound..<range.upperBound
            } else {
                runs.append(range)
            }
        }
        for run in runs {
            if run.count >= 8 {
                words += stride(from: run.lowerBound, to: run.upperBound - 8, by: 8) + [run.upperBound - 8]
            } else {
                bytes += run
            }
        }
    }

    /// Whether the fields hold the same bytes at `a` and at `b`.
    @inline(__always)
    func same(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        for offset in words
        where a.loadUnaligned(fromByteOffset: offset, as: UInt64.self) != b.loadUnaligned(fromByteOffset: offset, as: UInt64.self) {
            return false
        }
        for offset in bytes where a.load(fromByteOffset: offset, as: UInt8.self) != b.load(fromByteOffset: offset, as: UInt8.self) {
            return false
        }
        return true
    }

    /// Whether the `count` bytes at `a` and at `b` are the same: one field, read as the fields are.
    @inline(__always)
    static func same(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, count: Int) -> Bool {
        // Most fields are one or two words long (a length is nine bytes): two loads each side.
        if count >= 8 && count <= 16 {
            return a.loadUnaligned(as: UInt64.self) == b.loadUnaligned(as: UInt64.self)
                && a.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
                    == b.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        }
        guard count >= 8 else {
            return (0..<count).allSatisfy { a.load(fromByteOffset: $0, as: UInt8.self) == b.load(fromByteOffset: $0, as: UInt8.self) }
        }
        var offset = 0
        while offset < count - 8 {
            if a.loadUnaligned(fromByteOffset: offset, as: UInt64.self) != b.loadUnaligned(fromByteOffset: offset, as: UInt64.self) {
                return false
            }
            offset += 8
        }
        return a.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self) == b.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
    }

    /// The places where the fields at `a` differ from those at `b`: each as its number (the
    /// words read, then the bytes) and its value at `a`, written to `pairs`, which has room for
    /// `limit` of them. Returns their count, or `nil` when more than `limit` differ.
    func differences(_ a: UnsafeRawPointer, from b: UnsafeRawPointer, into pairs: UnsafeMutablePointer<UInt64>,
                     limit: Int) -> Int? {
        var count = 0
        for place in words.indices {
            let value = a.loadUnaligned(fromByteOffset: words[place], as: UInt64.self)
            if value == b.loadUnaligned(fromByteOffset: words[place], as: UInt64.self) { continue }
            guard count < limit else { return nil }
            (pairs + 2 * count).initialize(to: UInt64(place))
            (pairs + 2 * count + 1).initialize(to: value)
            count += 1
        }
        for place in bytes.indices {
            let value = a.load(fromByteOffset: bytes[place], as: UInt8.self)
            if value == b.load(fromByteOffset: bytes[place], as: UInt8.self) { continue }
            guard count < limit else { return nil }
            (pairs + 2 * count).initialize(to: UInt64(words.count + place))
            (pairs + 2 * count + 1).initialize(to: UInt64(value))
            count += 1
        }
        return count
    }

    /// The fields' bytes at `a` folded into one word, for hashing.
    func folded(_ a: UnsafeRawPointer) -> UInt64 {
        var folded: UInt64 = 0
        for offset in words { folded = (folded ^ a.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0x100_0000_01B3 }
        for offset in bytes { folded = (folded ^ UInt64(a.load(fromByteOffset: offset, as: UInt8.self))) &* 0x100_0000_01B3 }
        return folded
    }
}

extension Style {
    /// `Style()` where its bytes can be compared with a style's (``FieldBytes``). Written once,
    /// before it is first read, and never again.
    nonisolated(unsafe) static let initialInMemory = UnsafeRawPointer({
        let style = UnsafeMutablePointer<Style>.allocate(capacity: 1)
        style.initialize(to: .initial)
        return style
    }())

    /// The bytes of the grid rows' stored properties.
    static let gridRanges: [Range<Int>] = properties.compactMap { property in
        guard case .grid = property.storage else { return nil }
        return property.field.bytes
    }

    private static let gridBytes = FieldBytes(gridRanges)

    /// Whether the style at `style` certainly sets no grid property (``FieldBytes``): a box that
    /// is neither a grid nor placed in one then costs a few comparisons.
    static func hasInitialGrid(_ style: UnsafePointer<Style>) -> Bool {
        gridBytes.same(UnsafeRawPointer(style), initialInMemory)
    }
}

/// A value of one style property, whatever its type, so that one table can list them all.
package enum StyleValue: Hashable, Sendable {
    case keyword(String)
    case selfAlignment(SelfAlignment)
    case contentAlignment(ContentAlignment)
    case dimension(Dimension)
    case flexBasis(FlexBasis)
    case lengthPercentage(LengthPercentage)
    case lengthPercentageAuto(LengthPercentageAuto)
    case number(Double)
    case optionalNumber(Double?)
    case integer(Int)
    case optionalInteger(Int?)
    case name(String?)
    case flag(Bool)
    case trackList([GridTrack])
    case gridLine(GridLine)
}

/// One CSS property of ``Style``, described once.
///
/// Each of `margin`, `padding`, `border` and `inset` is four CSS properties, one per edge, which
/// share the Swift label of the ``Edges`` value that holds them.
///
/// A class, so that the readers of the table (the layout-file reader's dictionary among them)
/// pass one reference around instead of copying its strings and closures.
package final class StyleProperty: Sendable {
    /// The CSS property name, which errors name: `min-width`, `border-top-width`.
    package let name: String
    /// The layout-file attribute; the CSS name except for the border widths (`border-top`).
    package let attributeName: String
    /// The name of the stored property of ``Style`` that holds the property, and of its modifier.
    package let swiftName: String
    package let kind: StyleValueKind
    /// Where the solver keeps the property.
    let storage: StyleStorage
    /// For a length, what its percentages refer to and who resolves it; `nil` for other values
    /// (a test checks: a length without one would escape the solver's scans).
    let role: LengthRole?
    /// The stored property that holds the value (one edge's, for an ``Edges`` member).
    let field: StyleField
    /// Values the fuzzer picks from, in order; empty when it draws them from ``kind``'s own
    /// generators (lengths, numbers, alignments).
    package let samples: [StyleValue]
    fileprivate let read: @Sendable (borrowing Style) -> StyleValue
    fileprivate let write: @Sendable (inout Style, StyleValue) -> Bool
    /// Where the property's numbers are, typed, for validation (which runs for every node built
    /// and so reads them without going through ``StyleValue``); `nil` for a property without numbers.
    let numbers: NumberAccess?
    /// The value of the whole stored property (all four edges of an ``Edges`` member) as Swift
    /// code, the argument of its modifier, or `nil` when it has the initial value.
    let swiftValue: @Sendable (Style) -> String?

    fileprivate init(name: String, attributeName: String, swiftName: String, kind: StyleValueKind,
                     storage: StyleStorage, role: LengthRole?, field: StyleField,
                     samples: [StyleValue], read: @escaping @Sendable (borrowing Style) -> StyleValue,
                     write: @escaping @Sendable (inout Style, StyleValue) -> Bool, numbers: NumberAccess?,
                     swiftValue: @escaping @Sendable (Style) -> String?) {
        self.name = name
        self.attributeName = attributeName
        self.swiftName = swiftName
        self.kind = kind
        self.storage = storage
        self.role = role
        self.field = field
        self.samples = samples
        self.read = read
        self.write = write
        self.numbers = numbers
        self.swiftValue = swiftValue
    }

    /// The property's value in `style`.
    package func value(in style: borrowing Style) -> StyleValue { read(style) }

    /// Sets the property in `style`; `false` (and `style` unchanged) when `value` is not of this
    /// property's type.
    @discardableResult
    package func set(_ value: StyleValue, in style: inout Style) -> Bool { write(&style, value) }

    /// The property's initial value, `Style()`'s.
    package var initialValue: StyleValue { read(.initial) }

    /// Puts the property back to its initial value.
    package func reset(in style: inout Style) { _ = write(&style, read(.initial)) }
}

extension Style {
    /// Every property, in declaration order: a style prints its modifiers and the fuzzer draws in this order.
    package static let properties: [StyleProperty] = [
        keyword("display", \.display, .node, samples: [.flex, .flex, .none, .layers, .layers, .grid, .grid]),
        keyword("position", \.position, .node),
        keyword("direction", \.direction, .node),
        keyword("box-sizing", \.boxSizing, .node),
    ] + edges("inset", \.inset, .lengthPercentageAuto, rare: \.inset, role: .placement) { $0 } + [
        typed("center-x", \.centerX, .lengthPercentageAuto, rare: \.centerX, role: .placement),
        typed("center-y", \.centerY, .lengthPercentageAuto, rare: \.centerY, role: .placement),
        typed("anchor-name", \.anchorName, .anchorName, rare: \.anchorName, samples: [nil, "a", "b", "c"]),
        typed("fits-pinned-children", \.fitsPinnedChildren, .flag, rare: \.fitsPinnedChildren, samples: [false, true]),
        keyword("flex-direction", \.flexDirection, .node),
        keyword("flex-wrap", \.flexWrap, .node),
        typed("flex-line-count", \.flexLineCount, .lineCount, rare: \.flexLineCount, samples: [nil, 1, 2, 3, 7, 1000]),
        typed("justify-content", \.justifyContent, .contentAlignment, .node),
        typed("align-items", \.alignItems, .selfAlignment, .node),
        typed("align-content", \.alignContent, .contentAlignment, .node),
        typed("justify-items", \.justifyItems, .selfAlignment, rare: \.justifyItems),
        typed("row-gap", \.rowGap, .lengthPercentage, rare: \.rowGap, role: .gap),
        typed("column-gap", \.columnGap, .lengthPercentage, rare: \.columnGap, role: .gap),
        typed("grid-template-rows", \.gridTemplateRows, .trackList, .grid, samples: trackListSamples),
        typed("grid-template-columns", \.gridTemplateColumns, .trackList, .grid, samples: trackListSamples),
        typed("grid-auto-rows", \.gridAutoRows, .implicitTrackList, .grid, samples: implicitTrackSamples),
        typed("grid-auto-columns", \.gridAutoColumns, .implicitTrackList, .grid, samples: implicitTrackSamples),
        keyword("grid-auto-flow", \.gridAutoFlow, .grid),
        typed("grid-row-start", \.gridRowStart, .gridLine, .grid, samples: gridLineSamples),
        typed("grid-row-end", \.gridRowEnd, .gridLine, .grid, samples: gridLineSamples),
        typed("grid-column-start", \.gridColumnStart, .gridLine, .grid, samples: gridLineSamples),
        typed("grid-column-end", \.gridColumnEnd, .gridLine, .grid, samples: gridLineSamples),
        typed("order", \.order, .integer, rare: \.order, samples: [0, 1, -1, 2, 5, Int(Int32.max), Int(Int32.min)]),
        typed("flex-grow", \.flexGrow, .factor, .node),
        typed("flex-shrink", \.flexShrink, .factor, .node),
        typed("flex-basis", \.flexBasis, .flexBasis, .node, role: .flexBasis),
        typed("align-self", \.alignSelf, .selfAlignment, .node),
        typed("justify-self", \.justifySelf, .selfAlignment, rare: \.justifySelf),
        typed("width", \.width, .size, .node, role: .size(.horizontal)),
        typed("height", \.height, .size, .node, role: .size(.vertical)),
        typed("min-width", \.minWidth, .size, rare: \.minWidth, role: .size(.horizontal)),
        typed("min-height", \.minHeight, .size, rare: \.minHeight, role: .size(.vertical)),
        typed("max-width", \.maxWidth, .maximumSize, rare: \.maxWidth, role: .size(.horizontal)),
        typed("max-height", \.maxHeight, .maximumSize, rare: \.maxHeight, role: .size(.vertical)),
        typed("aspect-ratio", \.aspectRatio, .aspectRatio, rare: \.aspectRatio,
              samples: [nil, 1, 0.5, 2, 16.0 / 9, 1e-9, 1e9, 0]),
    ] + edges("margin", \.margin, .lengthPercentageAuto, rare: \.margin, role: .boxEdge) { "margin-" + $0 }
      + edges("padding", \.padding, .lengthPercentage, rare: \.padding, role: .boxEdge) { "padding-" + $0 }
      + edges("border", \.border, .lineWidth, rare: \.border, attribute: { "border-" + $0 }) { "border-\($0)-width" } + [
        keyword("overflow-x", \.overflowX, .node),
        keyword("overflow-y", \.overflowY, .node),
        typed("scrollbar-width", \.scrollbarWidth, .lineWidth, rare: \.scrollbarWidth),
    ]

    // MARK: Grid samples

    /// Track lists the fuzzer draws: every kind of size, names, counted and automatic
    /// repetitions, and a repetition too large to allocate.
    private static let trackListSamples: [[GridTrack]] = [
        [], [.points(40), .points(40)], [.fr(1), .fr(2)], [.auto, .minContent, .maxContent],
        [.minmax(.points(20), .fr(1)), .fitContent(.percent(50))], [.percent(30), .auto],
        [.lineNames(["a"]), .points(30), .lineNames(["b"]), .fr(1)],
        [.repeating(.count(3), [.points(20)])], [.repeating(.autoFill, [.points(25)])],
        [.points(10), .repeating(.autoFit, [.minmax(.points(30), .fr(1))])],
        [.repeating(.count(1_000_000_000), [.points(1)])],
    ]

    /// Implicit track sizes the fuzzer draws.
    private static let implicitTrackSamples: [[GridTrack]] = [
        [.auto], [.points(20)], [.fr(1)], [.minContent, .points(10)], [.minmax(.points(10), .auto)],
    ]

    /// Grid lines the fuzzer draws, to the extremes that must be clamped.
    private static let gridLineSamples: [GridLine] = [
        .auto, .auto, .line(1), .line(2), .line(-1), .span(2), .line(3), .line(1, name: "a"), .span(1_000_000_000),
        .line(-1_000_000_000),
    ]

    // MARK: Rows

    /// The Swift name of the CSS property `cssName`: the name in lower camel case (`min-width` →
    /// `minWidth`).
    private static func swiftName(_ cssName: String) -> String {
        let words = cssName.split(separator: "-")
        return words.dropFirst().reduce(String(words[0])) { $0 + $1.prefix(1).uppercased() + $1.dropFirst() }
    }

    /// The value at `path` as Swift code, unless it is the initial value.
    private static func argument<Value: Equatable & Sendable & SwiftLiteralConvertible>(
        _ path: KeyPath<Style, Value> & Sendable
    ) -> @Sendable (Style) -> String? {
        { style in style[keyPath: path] == initial[keyPath: path] ? nil : style[keyPath: path].swiftLiteral }
    }

    /// The `Edges` value at `path` as Swift code, unless it is the initial value: one value when
    /// all four edges are equal, for the modifier that takes one (`.padding(8)`).
    private static func edgesValue<Value: Equatable & Sendable & SwiftLiteralConvertible>(
        _ path: KeyPath<Style, Edges<Value>> & Sendable
    ) -> @Sendable (Style) -> String? {
        { style in
            let edges = style[keyPath: path]
            guard edges != initial[keyPath: path] else { return nil }
            return edges == Edges(all: edges.top) ? edges.top.swiftLiteral : edges.swiftLiteral
        }
    }

    /// A property whose Swift type has a ``StyleValue`` case of its own, stored in the
    /// ``RareStyle`` field at `rare`.
    private static func typed<Value: StyleValueConvertible & SwiftLiteralConvertible & RareStorable>(
        _ name: String, _ path: WritableKeyPath<Style, Value> & Sendable, _ kind: StyleValueKind,
        rare: KeyPath<RareStyle, Value.Stored>, role: LengthRole? = nil, samples: [Value] = []
    ) -> StyleProperty {
        typed(name, path, kind, .rare(RareStyle.Field(name, rare, of: Value.self)), role: role, samples: samples)
    }

    /// A property whose Swift type has a ``StyleValue`` case of its own.
    private static func typed<Value: StyleValueConvertible & SwiftLiteralConvertible>(
        _ name: String, _ path: WritableKeyPath<Style, Value> & Sendable, _ kind: StyleValueKind,
        _ storage: StyleStorage, role: LengthRole? = nil, samples: [Value] = []
    ) -> StyleProperty {
        let label = swiftName(name)
        return StyleProperty(
            name: name, attributeName: name, swiftName: label, kind: kind, storage: storage, role: role,
            field: StyleField(path), samples: samples.map(\.styleValue),
            read: { $0[keyPath: path].styleValue },
            write: { style, value in
                guard let value = Value(styleValue: value) else { return false }
                style[keyPath: path] = value
                return true
            },
            numbers: kind.hasNumbers ? NumberAccess(path) : nil,
            swiftValue: argument(path))
    }

    /// A keyword property, held as its CSS spelling; the fuzzer picks from `samples`, else from
    /// every keyword.
    private static func keyword<Value: CSSKeywordRepresentable & SwiftLiteralConvertible>(
        _ name: String, _ path: WritableKeyPath<Style, Value> & Sendable, _ storage: StyleStorage,
        samples: [Value]? = nil
    ) -> StyleProperty {
        let label = swiftName(name)
        return StyleProperty(
            name: name, attributeName: name, swiftName: label,
            kind: .keyword(keywords: Value.cssKeywords.map(\.keyword)), storage: storage, role: nil,
            field: StyleField(path),
            samples: (samples ?? Value.cssKeywords.map(\.value)).map { .keyword($0.cssKeyword) },
            read: { .keyword($0[keyPath: path].cssKeyword) },
            write: { style, value in
                guard case .keyword(let keyword) = value, let value = Value(cssKeyword: keyword) else { return false }
                style[keyPath: path] = value
                return true
            },
            numbers: nil,
            swiftValue: argument(path))
    }

    /// The four properties of an ``Edges`` member, top, right, bottom, left (CSS order), named by
    /// `name` from the edge and stored in the edges of the rare field at `rare`; the attribute is
    /// the name unless `attribute` says otherwise.
    private static func edges<Value: StyleValueConvertible & SwiftLiteralConvertible & RareStorable>(
        _ label: String, _ path: WritableKeyPath<Style, Edges<Value>> & Sendable, _ kind: StyleValueKind,
        rare: KeyPath<RareStyle, Edges<Value.Stored>>, role: LengthRole? = nil,
        attribute: ((String) -> String)? = nil, name: (String) -> String
    ) -> [StyleProperty] {
        let edges: [(String, WritableKeyPath<Edges<Value>, Value> & Sendable, KeyPath<Edges<Value.Stored>, Value.Stored>)] =
            [("top", \.top, \.top), ("right", \.right, \.right), ("bottom", \.bottom, \.bottom), ("left", \.left, \.left)]
        return edges.map { edge, edgePath, storedEdgePath in
            StyleProperty(
                name: name(edge), attributeName: attribute?(edge) ?? name(edge), swiftName: label, kind: kind,
                storage: .rare(RareStyle.Field(name(edge), rare.appending(path: storedEdgePath), of: Value.self)),
                role: role,
                field: StyleField(path.appending(path: edgePath)), samples: [],
                read: { $0[keyPath: path][keyPath: edgePath].styleValue },
                write: { style, value in
                    guard let value = Value(styleValue: value) else { return false }
                    style[keyPath: path][keyPath: edgePath] = value
                    return true
                },
                numbers: kind.hasNumbers ? NumberAccess(path.appending(path: edgePath)) : nil,
                swiftValue: edgesValue(path))
        }
    }
}

// MARK: Typed values

/// Where a property that holds numbers lies in a ``Style``, by its type: validation reads these
/// for every node built. Reading through a key path costs a generic projection that copies the
/// whole style (some 1,200 instructions a property, 44,000 a node, where building the rest of a
/// node takes 2,700), so the value is loaded at the stored property's byte offset instead.
enum NumberAccess: Sendable {
    case dimension(offset: Int)
    case flexBasis(offset: Int)
    case lengthPercentage(offset: Int)
    case lengthPercentageAuto(offset: Int)
    case number(offset: Int)
    case optionalNumber(offset: Int)
    case optionalInteger(offset: Int)

    /// The access to the stored property at `path`. A computed property, or a type that holds no
    /// numbers, is a mistake in the table, which stops the program when the table is built (the
    /// table's tests build it).
    init<Value>(_ path: KeyPath<Style, Value>) {
        guard let offset = MemoryLayout<Style>.offset(of: path) else {
            preconditionFailure("\(path) is not a stored property of Style")
        }
        switch Value.self {
        case is Dimension.Type: self = .dimension(offset: offset)
        case is FlexBasis.Type: self = .flexBasis(offset: offset)
        case is LengthPercentage.Type: self = .lengthPercentage(offset: offset)
        case is LengthPercentageAuto.Type: self = .lengthPercentageAuto(offset: offset)
        case is Double.Type: self = .number(offset: offset)
        case is Double?.Type: self = .optionalNumber(offset: offset)
        case is Int?.Type: self = .optionalInteger(offset: offset)
        default: preconditionFailure("\(Value.self) holds no numbers to validate")
        }
    }
}

/// A Swift type that one ``StyleValue`` case holds.
package protocol StyleValueConvertible: Equatable, Sendable {
    /// The value `styleValue` holds, or `nil` when it holds another type.
    init?(styleValue: StyleValue)
    var styleValue: StyleValue { get }
}

extension SelfAlignment: StyleValueConvertible {
    package init?(styleValue: StyleValue) {
        guard case .selfAlignment(let value) = styleValue else { return nil }
        self = value
    }
    package var styleValue: StyleValue { .selfAlignment(self) }
}

extension ContentAlignment: StyleValueConvertible {
    package init?(styleValue: StyleValue) {
        guard case .contentAlignment(let value) = styleValue else { return nil }
        self = value
    }
    package var styleValue: StyleValue { .contentAlignment(self) }
}

extension Dimension: StyleValueConvertible {
    package init?(styleValue: StyleValue) {
        guard case .dimension(let value) = styleValue else { return nil }
        self = value
    }
    package var styleValue: StyleValue { .dimension(self) }
}

extension FlexBasis: StyleValueConvertible {
    package init?(styleValue: StyleValue) {
        guard case .flexBasis(let value) = styleValue else { return nil }
        self = value
    }
    package var styleValue: StyleValue { .flexBasis(self) }
}

extension LengthPercentage: StyleValueConvertible {
    package init?(styleValue: StyleValue) {
        guard case .lengthPercentage(let value) = styleValue else { return nil }
        self = value
    }
    package var styleValue: StyleValue { .lengthPercentage(self) }
}

extension LengthPercentageAuto: StyleValueConvertible {
    package init?(styleValue: StyleValue) {
        guard case .lengthPercentageAuto(let value) = styleValue else { return nil }
        self = value
    }
    package var styleValue: StyleValue { .lengthPercentageAuto(self) }
}

extension Double: StyleValueConvertible {
    package init?(styleValue: StyleValue) {
        guard case .number(let value) = styleValue else { return nil }
        self = value
    }
    package var styleValue: StyleValue { .number(self) }
}

extension Int: StyleValueConvertible {
    package init?(styleValue: StyleValue) {
        guard case .integer(let value) = styleValue else { return nil }
        self = value
    }
    package var styleValue: StyleValue { .integer(self) }
}

extension Array: StyleValueConvertible where Element == GridTrack {
    package init?(styleValue: StyleValue) {
        guard case .trackList(let value) = styleValue else { return nil }
        self = value
    }
    package var styleValue: StyleValue { .trackList(self) }
}

extension GridLine: StyleValueConvertible {
    package init?(styleValue: StyleValue) {
        guard case .gridLine(let value) = styleValue else { return nil }
        self = value
    }
    package var styleValue: StyleValue { .gridLine(self) }
}

extension Bool: StyleValueConvertible {
    package init?(styleValue: StyleValue) {
        guard case .flag(let value) = styleValue else { return nil }
        self = value
    }
    package var styleValue: StyleValue { .flag(self) }
}

extension Optional: StyleValueConvertible where Wrapped: OptionalStyleValue {
    package init?(styleValue: StyleValue) {
        guard let value = Wrapped.optional(from: styleValue) else { return nil }
        self = value
    }
    package var styleValue: StyleValue { Wrapped.styleValue(of: self) }
}

/// A type whose optional has a ``StyleValue`` case of its own (`aspect-ratio`, `anchor-name`).
package protocol OptionalStyleValue: Equatable, Sendable {
    /// The optional `styleValue` holds, or `nil` (not `.some(nil)`) when it holds another type.
    static func optional(from styleValue: StyleValue) -> Self??
    static func styleValue(of value: Self?) -> StyleValue
}

extension Double: OptionalStyleValue {
    package static func optional(from styleValue: StyleValue) -> Double?? {
        guard case .optionalNumber(let value) = styleValue else { return nil }
        return .some(value)
    }
    package static func styleValue(of value: Double?) -> StyleValue { .optionalNumber(value) }
}

extension Int: OptionalStyleValue {
    package static func optional(from styleValue: StyleValue) -> Int?? {
        guard case .optionalInteger(let value) = styleValue else { return nil }
        return .some(value)
    }
    package static func styleValue(of value: Int?) -> StyleValue { .optionalInteger(value) }
}

extension String: OptionalStyleValue {
    package static func optional(from styleValue: StyleValue) -> String?? {
        guard case .name(let value) = styleValue else { return nil }
        return .some(value)
    }
    package static func styleValue(of value: String?) -> StyleValue { .name(value) }
}

// MARK: The solver's rare part

/// The properties of a style that most boxes leave at their initial values, interned by the
/// ``StylePool`` (Solver/NodeStyle.swift) so that nodes with equal ones share a single copy.
///
/// Declared beside the table because the table fills it: each row stored here names its field
/// (`rare: \.minWidth`), and the pool stores and reads back the fields, takes the initial rare
/// part from `Style()`, and compares, hashes and walks the lengths of rare parts from the rows
/// (``fields``), as it stores styles. The solver reads the fields by name, as plain typed
/// fields, so that it loads only the ones it reads. A length is its ``StoredLength``, an anchor
/// name one more than its index in the pool (0 for none), any other value itself.
///
/// Equality and hashing compare every number bit for bit, so that a style comes back exactly
/// (-0 stays -0).
struct RareStyle: Hashable, BitwiseCopyable {
    var inset: Edges<StoredLength>
    var centerX: StoredLength
    var centerY: StoredLength
    /// One more than the anchor name's index in the pool; 0 for none.
    var anchorName: UInt32
    var fitsPinnedChildren: Bool
    var flexLineCount: Int?
    /// Read by layers containers and absolutely positioned boxes only.
    var justifyItems: SelfAlignment
    var justifySelf: SelfAlignment
    var rowGap: StoredLength
    var columnGap: StoredLength
    var order: Int
    var minWidth: StoredLength
    var minHeight: StoredLength
    var maxWidth: StoredLength
    var maxHeight: StoredLength
    var aspectRatio: Double?
    var margin: Edges<StoredLength>
    var padding: Edges<StoredLength>
    var border: Edges<Double>
    var scrollbarWidth: Double
    /// The index of the grid properties in the pool (``StylePool/grid(_:)``); 0 for the initial
    /// values. The one field that is no row's.
    var grid: UInt32

    /// How a row's value is kept in its field, by the row's Swift type.
    enum Packing: Equatable, Sendable {
        /// As it is: a plain value of one, two, four or eight bytes (a number, a flag, an alignment).
        case plain(byteCount: Int)
        /// As a ``StoredLength``.
        case dimension, lengthPercentage, lengthPercentageAuto
        /// As it is.
        case optionalNumber, optionalInteger
        /// As one more than the name's index in the pool, a `UInt32`; 0 for none.
        case anchorName

        var isLength: Bool { self == .dimension || self == .lengthPercentage || self == .lengthPercentageAuto }
    }

    /// Where a row's value lies in a rare part, and how it is kept there.
    struct Field: Sendable {
        /// The byte offset of the field.
        let offset: Int
        /// The size of the field.
        let byteCount: Int
        let packing: Packing

        /// The field at `path`, for the row `property`, whose values are `Value`s (the compiler
        /// checks that the field's type keeps them). A computed field is a mistake in the table,
        /// which stops the program when the table is built (the table's tests build it).
        init<Value: RareStorable>(_ property: String, _ path: KeyPath<RareStyle, Value.Stored>, of _: Value.Type) {
            guard let offset = MemoryLayout<RareStyle>.offset(of: path) else {
                preconditionFailure("\(property): \(path) is not a stored field of RareStyle")
            }
            self.offset = offset
            byteCount = MemoryLayout<Value.Stored>.size
            packing = Value.rarePacking
        }
    }

    /// The rows stored here, in table order: each one's stored property of ``Style``, and its
    /// field here.
    static let fields: [(style: StyleField, field: Field)] = Style.properties.compactMap { property in
        guard case .rare(let field) = property.storage else { return nil }
        return (property.field, field)
    }

    /// The byte offsets of the fields that hold lengths, in table order.
    private static let lengthOffsets: [Int] = fields.filter(\.field.packing.isLength).map(\.field.offset)

    /// A rare part whose bytes are all zero (a valid value of every field), for the pool to fill
    /// from the rows.
    static let zeroed: RareStyle = withUnsafeTemporaryAllocation(of: RareStyle.self, capacity: 1) { buffer in
        let bytes = UnsafeMutableRawBufferPointer(buffer)
        bytes.initializeMemory(as: UInt8.self, repeating: 0)
        return bytes.load(as: RareStyle.self)
    }

    /// The fields, the grid index included: equality and hashing read their bytes. A rare part
    /// is filled field by field from the initial one, so equal values have equal bytes.
    private static let fieldBytes = FieldBytes(
        fields.map { $0.field.offset..<$0.field.offset + $0.field.byteCount }
            + [MemoryLayout<RareStyle>.offset(of: \RareStyle.grid)!..<MemoryLayout<RareStyle>.offset(of: \RareStyle.grid)! + 4])

    /// The stored properties of ``Style`` that decide its rare part: the rows the fields keep, and
    /// the grid properties, whose index a field keeps. A style whose bytes there are `Style()`'s
    /// has the initial rare part.
    static let rowsAndGridInStyle = FieldBytes(fields.map(\.style.bytes) + Style.gridRanges)

    /// Calls `body` with every length of the rare part, in table order.
    func forEachLength(_ body: (StoredLength) -> Void) {
        withUnsafeBytes(of: self) { bytes in
            for offset in Self.lengthOffsets { body(bytes.load(fromByteOffset: offset, as: StoredLength.self)) }
        }
    }

    /// Whether any length is a `calc()` expression.
    var hasExpressions: Bool {
        var found = false
        forEachLength { if $0.isCalc { found = true } }
        return found
    }

    static func == (lhs: RareStyle, rhs: RareStyle) -> Bool {
        withUnsafeBytes(of: lhs) { lhs in withUnsafeBytes(of: rhs) { rhs in fieldBytes.same(lhs.baseAddress!, rhs.baseAddress!) } }
    }

    /// Hashes the fields' bytes folded into one word, rather than each: styles are interned once
    /// per node built, and differ in few properties.
    func hash(into hasher: inout Hasher) {
        hasher.combine(withUnsafeBytes(of: self) { Self.fieldBytes.folded($0.baseAddress!) })
    }
}

/// A type of ``Style`` value that a ``RareStyle`` field keeps, as a `Stored`: a row's
/// `rare:` key path must lead to a field of that type.
protocol RareStorable {
    associatedtype Stored
    static var rarePacking: RareStyle.Packing { get }
}

extension Dimension: RareStorable {
    typealias Stored = StoredLength
    static var rarePacking: RareStyle.Packing { .dimension }
}

extension LengthPercentage: RareStorable {
    typealias Stored = StoredLength
    static var rarePacking: RareStyle.Packing { .lengthPercentage }
}

extension LengthPercentageAuto: RareStorable {
    typealias Stored = StoredLength
    static var rarePacking: RareStyle.Packing { .lengthPercentageAuto }
}

extension Double: RareStorable {
    typealias Stored = Double
    static var rarePacking: RareStyle.Packing { .plain(byteCount: MemoryLayout<Double>.size) }
}

extension Int: RareStorable {
    typealias Stored = Int
    static var rarePacking: RareStyle.Packing { .plain(byteCount: MemoryLayout<Int>.size) }
}

extension Bool: RareStorable {
    typealias Stored = Bool
    static var rarePacking: RareStyle.Packing { .plain(byteCount: MemoryLayout<Bool>.size) }
}

extension SelfAlignment: RareStorable {
    typealias Stored = SelfAlignment
    static var rarePacking: RareStyle.Packing { .plain(byteCount: MemoryLayout<SelfAlignment>.size) }
}

extension Optional: RareStorable where Wrapped: OptionalRareStorable {
    typealias Stored = Wrapped.OptionalStored
    static var rarePacking: RareStyle.Packing { Wrapped.optionalPacking }
}

/// A type whose optional a ``RareStyle`` field keeps (`aspect-ratio`, `flex-line-count`, `anchor-name`).
protocol OptionalRareStorable {
    associatedtype OptionalStored
    static var optionalPacking: RareStyle.Packing { get }
}

extension Double: OptionalRareStorable {
    typealias OptionalStored = Double?
    static var optionalPacking: RareStyle.Packing { .optionalNumber }
}

extension Int: OptionalRareStorable {
    typealias OptionalStored = Int?
    static var optionalPacking: RareStyle.Packing { .optionalInteger }
}

extension String: OptionalRareStorable {
    /// One more than the name's index in the pool; 0 for none.
    typealias OptionalStored = UInt32
    static var optionalPacking: RareStyle.Packing { .anchorName }
}
