/// A length as the arena stores it: eight bytes of plain data, so that the solver copies styles
/// as bytes, with no reference counting and no value witnesses.
///
/// A length in points no larger than the largest length (`LayoutTree.largestLength`) is the
/// `Double` itself: styles are validated finite, so never NaN. The solver uses lengths in whole
/// layout units of 1/64 px, as Chrome does (Docs/IntermediateTree.md, "Layout units"), and such a
/// `Double` needs at most 31 significant bits, which leaves the low 15 bits of its mantissa zero:
/// a length that is not a whole number of units is stored truncated to one, as the solver uses
/// it, with 1 + the pool index of the length as set in those bits. Every other value is a quiet NaN
/// whose payload holds the kind (bits 32–35) and a 32-bit operand: a percentage as a `Float`
/// (CSS engines keep percentages in single precision too), or an index into the tree's
/// ``StylePool`` for the percentages a `Float` cannot hold exactly, for larger lengths and for
/// `calc()` expressions. Every value converts back to the ``Style`` it came from exactly.
struct StoredLength: Hashable, BitwiseCopyable {
    enum Kind: UInt8 {
        case points, auto, percent, pooledPercent
        /// A `calc()` expression, and one whose negative results count as zero (sizes, padding).
        case calc, nonNegativeCalc
        case minContent, maxContent, fitContent, stretch
        /// `flex-basis: content`.
        case content
        /// A length in points beyond the largest length, which the solver saturates (or, rarely,
        /// one that is not a whole number of layout units when the inline index runs out).
        case pooledPoints
    }

    /// The encoding, which ``RareStyle``'s equality and hashing read.
    let bits: UInt64

    private static let nanBox: UInt64 = 0x7FF8_0000_0000_0000
    private static let nanMask: UInt64 = 0xFFF8_0000_0000_0000

    /// The low mantissa bits that hold the pool index of a length stored truncated to units.
    private static let setLengthMask: UInt64 = 0x7FFF
    /// How many lengths as set the low mantissa bits can index.
    static let setLengthLimit = Int(setLengthMask)

    /// A length in whole layout units.
    @inline(__always) init(points: Double) { bits = points.bitPattern }

    /// `units`, a length truncated to whole layout units, of a length as set that the pool holds
    /// at `index` (below ``setLengthLimit``).
    @inline(__always) init(units: Double, setLengthAt index: Int) {
        bits = units.bitPattern | UInt64(index + 1)
    }

    @inline(__always) init(_ kind: Kind, operand: UInt32 = 0) {
        bits = Self.nanBox | UInt64(kind.rawValue) << 32 | UInt64(operand)
    }

    static let auto = StoredLength(.auto)
    static let zero = StoredLength(points: 0)
    static let minContent = StoredLength(.minContent)
    static let maxContent = StoredLength(.maxContent)
    static let fitContent = StoredLength(.fitContent)
    static let stretch = StoredLength(.stretch)
    static let content = StoredLength(.content)

    /// Whether the value is a length in points held inline: the common case, tested first
    /// everywhere, and used as it is, as it is never beyond the largest length.
    @inline(__always) var isPoints: Bool { bits & Self.nanMask != Self.nanBox }

    /// Whether the value is a length in points, of any size.
    @inline(__always) var isLength: Bool { isPoints || kind == .pooledPoints }

    /// The length in points, in whole layout units; only meaningful when ``isPoints``.
    @inline(__always) var points: Double { Double(bitPattern: bits & ~Self.setLengthMask) }

    /// The pool index of the length as set, when ``points`` truncated it.
    var setLengthIndex: Int? {
        let index = Int(bits & Self.setLengthMask)
        return isPoints && index != 0 ? index - 1 : nil
    }

    @inline(__always) var kind: Kind {
        // Only `init(_:operand:)` writes these bits, always from a `Kind`.
        isPoints ? .points : unsafeBitCast(UInt8(truncatingIfNeeded: bits >> 32 & 0xF), to: Kind.self)
    }

    /// The percentage held inline, or the pool index of a pooled percentage or expression.
    @inline(__always) var operand: UInt32 { UInt32(truncatingIfNeeded: bits) }

    /// The percentage held inline; only meaningful when the kind is `.percent`.
    @inline(__always) var inlinePercentage: Double { Double(Float(bitPattern: operand)) }

    @inline(__always) var isAuto: Bool { self == .auto }

    /// Whether the value is a `calc()` expression (which may refer to anchors).
    var isCalc: Bool {
        let kind = kind
        return kind == .calc || kind == .nonNegativeCalc
    }
}

/// What the arena's styles refer to by index: the parts of lengths that do not fit in eight
/// bytes (percentages a `Float` cannot hold, lengths beyond the largest length, `calc()`
/// expressions), anchor names, and the
/// ``RareStyle``s, kept once per tree.
///
/// Numbers, names and rare styles are interned, and a style whose rare part was found before is
/// known by its bytes (``RememberedRareParts``). Expressions are not (hashing whole
/// expression trees doubled the cost of building a constrained tree, whose expressions are all
/// different); instead a restyled node hands its expressions' slots back (``release(_:)``) for
/// reuse, and its rare style's use, so restyling again and again does not grow the pool either.
struct StylePool: Sendable {
    /// Pooled percentages and lengths.
    private var numbers: ContiguousArray<Double> = []
    private var numberIndices: [Double: UInt32] = [:]
    /// `calc()` expressions as set, which read back, each beside the form the solver evaluates.
    private var expressions: ContiguousArray<(asSet: LengthExpression, evaluated: StoredExpression)> = []
    private var freeExpressionSlots: [UInt32] = []
    private var names: ContiguousArray<String> = []
    private var nameIndices: [String: UInt32] = [:]
    /// Index 0 holds the initial values, which most nodes share and which is never released.
    private var rareStyles: ContiguousArray<RareStyle> = []
    /// How many stored styles use each rare style (0 for a free slot).
    private var rareUses: ContiguousArray<UInt32> = []
    private var rareIndices: [RareStyle: UInt32] = [:]
    private var freeRareSlots: [UInt32] = []
    /// What the solver reads of each rare part beyond laying it out, by slot: found once, as the
    /// part is interned, rather than for every node that shares it.
    private var rareReads: ContiguousArray<RareReads> = []
    /// Each rare part's padding, border and margins when its padding and margins are all
    /// lengths in points, by slot: what every box model resolves them to, whatever its
    /// containing block, found once as the part is interned (`nil` for any other part).
    private var pointEdges: ContiguousArray<PointEdges?> = []
    /// The grid properties, interned; index 0 holds the initial values (a box that is neither a
    /// grid nor placed in one).
    private var gridStyles: ContiguousArray<GridStyle> = [GridStyle(.initial)]
    private var gridIndices: [GridStyle: UInt32] = [GridStyle(.initial): 0]
    /// The rare slots of styles stored before, by the bytes that decide them.
    private var remembered = RememberedRareParts()

    init() {
        let initial = withUnsafePointer(to: Style.initial) { rareStyle(of: $0) }
        rareStyles = [initial]
        rareUses = [1]
        rareReads = [reads(of: initial)]
        pointEdges = [PointEdges(initial, numbers: [])]
    }

    // MARK: Storing

    private mutating func percent(_ value: Double) -> StoredLength {
        let single = Float(value)
        if Double(single) == value { return StoredLength(.percent, operand: single.bitPattern) }
        return StoredLength(.pooledPercent, operand: Self.intern(value, &numbers, &numberIndices))
    }

    /// A length is stored inline in the whole layout units the solver uses; one that is not a
    /// whole number of them also pools the length as set, for reading it back. A length beyond
    /// the largest length is pooled, so that the solver saturates it where it reads it from the
    /// pool rather than every length at every read (`Docs/HostileNumbers.md`).
    private mutating func points(_ value: Double) -> StoredLength {
        if abs(value) <= LayoutTree.largestLength {
            let units = LayoutUnit.truncate(value)
            if units == value { return StoredLength(points: value) }
            let index = Self.intern(value, &numbers, &numberIndices)
            if index < StoredLength.setLengthLimit { return StoredLength(units: units, setLengthAt: Int(index)) }
        }
        return StoredLength(.pooledPoints, operand: Self.intern(value, &numbers, &numberIndices))
    }

    private mutating func calc(_ expression: LengthExpression, nonNegative: Bool) -> StoredLength {
        let slot: UInt32
        if let free = freeExpressionSlots.popLast() {
            slot = free
            expressions[Int(slot)] = (expression, StoredExpression(expression))
        } else {
            slot = UInt32(expressions.count)
            expressions.append((expression, StoredExpression(expression)))
        }
        return StoredLength(nonNegative ? .nonNegativeCalc : .calc, operand: slot)
    }

    private var expressionSlotsInUse: Int { expressions.count - freeExpressionSlots.count }

    /// The number of expression slots, used or free: what the pool holds.
    var expressionSlotCount: Int { expressions.count }

    /// The number of rare-style slots, used or free: what the pool holds.
    var rareStyleSlotCount: Int { rareStyles.count }

    /// Gives back the expression slots of `style`, which is being replaced, and its use of its
    /// rare style (with that style's expression slots when it was the last use).
    mutating func release(_ style: NodeStyle) {
        for length in [style.width, style.height, style.flexBasis] where length.isCalc {
            freeExpressionSlots.append(length.operand)
        }
        let slot = style.rare
        guard slot != 0 else { return }
        rareUses[Int(slot)] -= 1
        guard rareUses[Int(slot)] == 0 else { return }
        let rare = rareStyles[Int(slot)]
        rare.forEachLength { length in
            if length.isCalc { freeExpressionSlots.append(length.operand) }
        }
        if !rare.hasExpressions { rareIndices[rare] = nil }
        remembered.forget(slot)
        freeRareSlots.append(slot)
    }

    /// The index of `rare`, shared with every stored style whose rare part is the same.
    ///
    /// A rare part with a `calc()` expression is never the same as another (each expression
    /// has its own slot), so it takes a slot of its own without a lookup.
    private mutating func intern(_ rare: RareStyle, mayHaveExpressions: Bool) -> UInt32 {
        if rare == rareStyles[0] { return 0 }
        let shareable = !(mayHaveExpressions && rare.hasExpressions)
        if shareable, let slot = rareIndices[rare] {
            rareUses[Int(slot)] += 1
            return slot
        }
        let slot: UInt32
        if let free = freeRareSlots.popLast() {
            slot = free
            rareStyles[Int(slot)] = rare
            rareUses[Int(slot)] = 1
            rareReads[Int(slot)] = reads(of: rare)
            pointEdges[Int(slot)] = PointEdges(rare, numbers: numbers)
        } else {
            slot = UInt32(rareStyles.count)
            rareStyles.append(rare)
            rareUses.append(1)
            rareReads.append(reads(of: rare))
            pointEdges.append(PointEdges(rare, numbers: numbers))
        }
        if shareable { rareIndices[rare] = slot }
        return slot
    }

    /// The rare part of `style`.
    @inline(__always) func rare(_ style: NodeStyle) -> RareStyle { rareStyles[Int(style.rare)] }

    /// `style`'s padding, border and margins when its padding and margins are all in points.
    @inline(__always) func pointEdges(_ style: NodeStyle) -> PointEdges? { pointEdges[Int(style.rare)] }

    /// Whether a stored length reads the size it is resolved against: a percentage, a `calc()`
    /// with one, and when `orKeyword`, `stretch` and `fit-content`, which read the room offered.
    @inline(__always)
    private func readsBasis(_ length: StoredLength, orKeyword: Bool = false) -> Bool {
        if length.isPoints { return false }
        switch length.kind {
        case .percent, .pooledPercent: return true
        case .calc, .nonNegativeCalc: return expressions[Int(length.operand)].asSet.hasPercentage
        case .stretch, .fitContent: return orKeyword
        default: return false
        }
    }

    private static func intern<Value: Hashable>(_ value: Value, _ values: inout ContiguousArray<Value>,
                                                _ indices: inout [Value: UInt32]) -> UInt32 {
        if let index = indices[value] { return index }
        let index = UInt32(values.count)
        values.append(value)
        indices[value] = index
        return index
    }

    mutating func store(_ value: Dimension) -> StoredLength {
        switch value {
        case .auto: return .auto
        case .points(let points): return self.points(points)
        case .percent(let percent): return self.percent(percent)
        case .minContent: return .minContent
        case .maxContent: return .maxContent
        case .fitContent: return .fitContent
        case .stretch: return .stretch
        case .calc(let expression): return calc(expression, nonNegative: true)
        }
    }

    mutating func store(_ value: LengthPercentage) -> StoredLength {
        switch value {
        case .points(let points): return self.points(points)
        case .percent(let percent): return self.percent(percent)
        case .calc(let expression): return calc(expression, nonNegative: true)
        }
    }

    mutating func store(_ value: LengthPercentageAuto) -> StoredLength {
        switch value {
        case .auto: return .auto
        case .points(let points): return self.points(points)
        case .percent(let percent): return self.percent(percent)
        case .calc(let expression): return calc(expression, nonNegative: false)
        }
    }

    mutating func store(_ value: FlexBasis) -> StoredLength {
        switch value {
        case .content: return .content
        case .size(let size): return store(size)
        }
    }

    /// The arena's form of `style`, with what the solver reads of it beyond laying it out.
    mutating func store(_ style: Style) -> StoredStyle { withUnsafePointer(to: style) { store($0) } }

    /// The arena's form of the style at `style`, read where it is: a node's style is stored
    /// without being copied.
    mutating func store(_ style: UnsafePointer<Style>) -> StoredStyle {
        store(style, knownRareSlot: knownRareSlot(of: style))
    }

    /// The rare slot of the style at `style` when it is known without building its rare part: 0
    /// for the initial rows, else the slot of a style stored before whose rare rows and grid
    /// properties have the same bytes (``RememberedRareParts``). For ``store(_:knownRareSlot:)``.
    func knownRareSlot(of style: UnsafePointer<Style>) -> UInt32? { remembered.slot(of: style) }

    /// ``store(_:)`` with what ``knownRareSlot(of:)`` answered for `style`.
    mutating func store(_ style: UnsafePointer<Style>, knownRareSlot: UInt32?) -> StoredStyle {
        // Every expression stored takes a slot, so the count of slots in use tells whether this
        // style stored any, without looking at every length of its rare part.
        let expressionsBefore = expressionSlotsInUse
        let width = store(style.pointee.width)
        let height = store(style.pointee.height)
        let flexBasis = store(style.pointee.flexBasis)
        let slot: UInt32
        // A style that sets no rare row and no grid property shares the initial rare part, and
        // one whose bytes there are those of a style stored before shares that one's, without
        // building one.
        if let known = knownRareSlot {
            slot = known
            if slot != 0 { rareUses[Int(slot)] += 1 }
        } else {
            var rare = rareStyle(of: style)
            rare.grid = storeGrid(style)
            slot = intern(rare, mayHaveExpressions: expressionSlotsInUse != expressionsBefore)
            // Remembered once a second style shares the rare part, so that a tree whose styles all
            // differ never reads a style's bytes twice.
            if slot != 0 && rareUses[Int(slot)] > 1 && rare.anchorName == 0 && !rare.hasExpressions
                && Style.hasInitialGrid(style) {
                remembered.remember(style, as: slot)
            }
        }
        let storedExpressions = expressionSlotsInUse != expressionsBefore
        let rareReads = rareReads[Int(slot)]
        // Read from the stored lengths: bit tests, where the style's enums would be switched on.
        var heightReads = rareReads.heightReads
        if readsBasis(height, orKeyword: true) || readsBasis(flexBasis, orKeyword: true)
            // A grid sizes its rows in its height only when that is definite (CSS Grid §11.1).
            || style.pointee.display == .grid {
            heightReads.insert(.container)
        }
        let flexWrap = style.pointee.flexWrap
        let node = NodeStyle(
            display: style.pointee.display, position: style.pointee.position, direction: style.pointee.direction,
            boxSizing: style.pointee.boxSizing, flexDirection: style.pointee.flexDirection, flexWrap: flexWrap,
            overflowX: style.pointee.overflowX, overflowY: style.pointee.overflowY,
            justifyContent: style.pointee.justifyContent, alignItems: style.pointee.alignItems,
            alignContent: style.pointee.alignContent, alignSelf: style.pointee.alignSelf,
            hasNoEdges: rareReads.edgesAreZero, hasNoLimits: rareReads.limitsAreAutomatic,
            heightReads: heightReads,
            heightFollowsContent: height == .auto && flexWrap == .nowrap && rareReads.heightMayFollowContent,
            rare: slot, width: width, height: height, flexBasis: flexBasis,
            flexGrow: style.pointee.flexGrow, flexShrink: style.pointee.flexShrink)
        let nodeLengths = Style.nodeLengths
        let (readsWidth, readsHeight, usesAnchors) = (
            rareReads.percentagesOfWidth || nodeLengths.percentagesOfWidth.contains { $0.hasPercentage(in: style) },
            rareReads.percentagesOfHeight || nodeLengths.percentagesOfHeight.contains { $0.hasPercentage(in: style) },
            rareReads.usesAnchors || storedExpressions && nodeLengths.anchorsResolved.contains {
                $0.expression(in: style)?.referencesAnchors ?? false
            })
        return StoredStyle(node: node, readsContainingBlock: (readsWidth, readsHeight), usesAnchors: usesAnchors)
    }

    /// The rare part of the style at `style`, filled from the table's rows stored there
    /// (`Style.properties`), without its grid properties.
    ///
    /// Most fields hold their initial values, which the initial rare part already holds: a field
    /// whose bytes are those of `Style()`'s (``FieldBytes``) is not converted.
    private mutating func rareStyle(of style: UnsafePointer<Style>) -> RareStyle {
        let isInitial = rareStyles.isEmpty
        var rare = isInitial ? RareStyle.zeroed : rareStyles[0]
        let source = UnsafeRawPointer(style), initial = Style.initialInMemory
        withUnsafeMutableBytes(of: &rare) { rare in
            for (styleField, field) in RareStyle.fields {
                let value = source + styleField.offset, target = rare.baseAddress! + field.offset
                if !isInitial && FieldBytes.same(value, initial + styleField.offset, count: styleField.byteCount) { continue }
                switch field.packing {
                case .plain(let count): target.copyMemory(from: value, byteCount: count)
                case .dimension: target.storeBytes(of: store(value.load(as: Dimension.self)), as: StoredLength.self)
                case .lengthPercentage:
                    target.storeBytes(of: store(value.load(as: LengthPercentage.self)), as: StoredLength.self)
                case .lengthPercentageAuto:
                    target.storeBytes(of: store(value.load(as: LengthPercentageAuto.self)), as: StoredLength.self)
                case .optionalNumber: target.storeBytes(of: value.load(as: Double?.self), as: Double?.self)
                case .optionalInteger: target.storeBytes(of: value.load(as: Int?.self), as: Int?.self)
                case .anchorName:
                    let index = value.load(as: String?.self).map { Self.intern($0, &names, &nameIndices) + 1 } ?? 0
                    target.storeBytes(of: index, as: UInt32.self)
                }
            }
        }
        return rare
    }

    /// What the solver reads of `rare` beyond laying it out.
    private func reads(of rare: RareStyle) -> RareReads {
        let lengths = RareStyle.lengthGroups
        return withUnsafeBytes(of: rare) { bytes in
            /// Whether any of the lengths at `offsets` has a percentage (a `calc()` with one included).
            func anyReadsBasis(_ offsets: [Int]) -> Bool {
                offsets.contains { readsBasis(bytes.load(fromByteOffset: $0, as: StoredLength.self)) }
            }
            let limitsAreAutomatic = rare.limitsAreAutomatic
            var heightReads: HeightReads = []
            if !limitsAreAutomatic && (readsBasis(rare.minHeight, orKeyword: true) || readsBasis(rare.maxHeight, orKeyword: true))
                || readsBasis(rare.inset.top) || readsBasis(rare.inset.bottom) || readsBasis(rare.centerY) {
                heightReads.insert(.container)
            }
            // A stretched height turns into a width through the ratio only when definite (§9.8).
            if rare.aspectRatio != nil { heightReads.insert(.stretchedThroughRatio) }
            if readsBasis(rare.rowGap) || readsBasis(rare.columnGap) { heightReads.insert(.gap) }
            return RareReads(
                edgesAreZero: rare.edgesAreZero, limitsAreAutomatic: limitsAreAutomatic, heightReads: heightReads,
                heightMayFollowContent: !rare.fitsPinnedChildren && rare.minHeight == .auto && rare.maxHeight == .auto
                    && rare.aspectRatio == nil,
                percentagesOfWidth: anyReadsBasis(lengths.percentagesOfWidth),
                percentagesOfHeight: anyReadsBasis(lengths.percentagesOfHeight),
                usesAnchors: lengths.anchorsResolved.contains { offset in
                    expression(bytes.load(fromByteOffset: offset, as: StoredLength.self))?.referencesAnchors ?? false
                })
        }
    }

    /// The index of `style`'s grid properties: 0 without a grid property set, so that a box
    /// that is neither a grid nor placed in one costs a few comparisons.
    private mutating func storeGrid(_ style: UnsafePointer<Style>) -> UInt32 {
        if Style.hasInitialGrid(style) { return 0 }
        return Self.intern(GridStyle(style.pointee), &gridStyles, &gridIndices)
    }

    // MARK: Reading back

    /// The grid properties of `style`.
    @inline(__always) func grid(_ style: NodeStyle) -> GridStyle { gridStyles[Int(rare(style).grid)] }

    private func percentage(_ length: StoredLength) -> Double {
        length.kind == .percent ? length.inlinePercentage : numbers[Int(length.operand)]
    }

    /// The `calc()` expression `length` holds, if it is one.
    func expression(_ length: StoredLength) -> LengthExpression? {
        length.isCalc ? expressions[Int(length.operand)].asSet : nil
    }

    func dimension(_ length: StoredLength) -> Dimension {
        switch length.kind {
        case .points: return .points(length.setLengthIndex.map { numbers[$0] } ?? length.points)
        case .pooledPoints: return .points(numbers[Int(length.operand)])
        case .percent, .pooledPercent: return .percent(percentage(length))
        case .calc, .nonNegativeCalc: return .calc(expressions[Int(length.operand)].asSet)
        case .minContent: return .minContent
        case .maxContent: return .maxContent
        case .fitContent: return .fitContent
        case .stretch: return .stretch
        case .auto, .content: return .auto
        }
    }

    func lengthPercentage(_ length: StoredLength) -> LengthPercentage {
        switch dimension(length) {
        case .points(let points): return .points(points)
        case .percent(let percent): return .percent(percent)
        case .calc(let expression): return .calc(expression)
        default: return .points(0)
        }
    }

    func lengthPercentageAuto(_ length: StoredLength) -> LengthPercentageAuto {
        switch dimension(length) {
        case .points(let points): return .points(points)
        case .percent(let percent): return .percent(percent)
        case .calc(let expression): return .calc(expression)
        default: return .auto
        }
    }

    func flexBasis(_ length: StoredLength) -> FlexBasis {
        length.kind == .content ? .content : .size(dimension(length))
    }

    /// The name other boxes use for this one in `anchor()`, if it has one.
    func anchorName(_ style: NodeStyle) -> String? {
        let index = rare(style).anchorName
        return index == 0 ? nil : names[Int(index - 1)]
    }

    /// The ``Style`` that `style` was stored from: the rare part read back from the table, the
    /// rest by name.
    func style(_ style: NodeStyle) -> Style {
        let rare = rare(style)
        let grid = gridStyles[Int(rare.grid)]
        var result = Style()
        withUnsafeMutablePointer(to: &result) { result in
            let base = UnsafeMutableRawPointer(result)
            /// The stored property of `result` at `offset`, typed: the memory there is bound to it.
            func field<Value>(_ offset: Int, _: Value.Type) -> UnsafeMutablePointer<Value> {
                (base + offset).assumingMemoryBound(to: Value.self)
            }
            withUnsafeBytes(of: rare) { rare in
                for (styleField, entry) in RareStyle.fields {
                    let styleOffset = styleField.offset, offset = entry.offset
                    switch entry.packing {
                    case .plain(let count):
                        (base + styleOffset).copyMemory(from: rare.baseAddress! + offset, byteCount: count)
                    case .dimension:
                        field(styleOffset, Dimension.self).pointee = dimension(rare.load(fromByteOffset: offset, as: StoredLength.self))
                    case .lengthPercentage:
                        field(styleOffset, LengthPercentage.self).pointee =
                            lengthPercentage(rare.load(fromByteOffset: offset, as: StoredLength.self))
                    case .lengthPercentageAuto:
                        field(styleOffset, LengthPercentageAuto.self).pointee =
                            lengthPercentageAuto(rare.load(fromByteOffset: offset, as: StoredLength.self))
                    case .optionalNumber: field(styleOffset, Double?.self).pointee = rare.load(fromByteOffset: offset, as: Double?.self)
                    case .optionalInteger: field(styleOffset, Int?.self).pointee = rare.load(fromByteOffset: offset, as: Int?.self)
                    case .anchorName:
                        let index = rare.load(fromByteOffset: offset, as: UInt32.self)
                        field(styleOffset, String?.self).pointee = index == 0 ? nil : names[Int(index - 1)]
                    }
                }
            }
        }
        result.display = style.display
        result.position = style.position
        result.direction = style.direction
        result.boxSizing = style.boxSizing
        result.flexDirection = style.flexDirection
        result.flexWrap = style.flexWrap
        result.justifyContent = style.justifyContent
        result.alignItems = style.alignItems
        result.alignContent = style.alignContent
        result.gridTemplateRows = grid.templateRows
        result.gridTemplateColumns = grid.templateColumns
        result.gridAutoRows = grid.autoRows
        result.gridAutoColumns = grid.autoColumns
        result.gridAutoFlow = grid.autoFlow
        result.gridRowStart = grid.rowStart
        result.gridRowEnd = grid.rowEnd
        result.gridColumnStart = grid.columnStart
        result.gridColumnEnd = grid.columnEnd
        result.flexGrow = style.flexGrow
        result.flexShrink = style.flexShrink
        result.flexBasis = flexBasis(style.flexBasis)
        result.alignSelf = style.alignSelf
        result.width = dimension(style.width)
        result.height = dimension(style.height)
        result.overflowX = style.overflowX
        result.overflowY = style.overflowY
        return result
    }

    // MARK: Resolving

    /// The length in points, given the percentage basis; `nil` for `auto`, the keywords and a
    /// percentage of an indefinite basis. In whole layout units, truncated, as Chrome stores a
    /// length it resolved (`LayoutUnit(float)`): `60.3px` is 60.296875 (``StoredLength`` holds
    /// lengths in points so). Saturated (``LayoutTree/saturated(_:within:)``): a width
    /// of 1e308px lays out 33,554,431.98 wide, as in Chrome.
    ///
    /// Points and `auto`, the common values, are decoded in place, and inline points need no
    /// saturating; the rest is resolved out of line, which keeps the box model's initializer,
    /// which resolves two lengths, small enough to inline (see `BoxModel.init`).
    @inline(__always)
    func resolve(_ length: StoredLength, against basis: Double?, anchors: AnchorResolution? = nil) -> Double? {
        if length.isPoints { return length.points }
        if length == .auto { return nil }
        return resolveBoxed(length, against: basis, anchors: anchors)
    }

    /// ``resolve(_:against:anchors:)`` for values other than inline points and `auto`.
    private func resolveBoxed(_ length: StoredLength, against basis: Double?, anchors: AnchorResolution?) -> Double? {
        let value: Double?
        switch length.kind {
        case .percent, .pooledPercent:
            guard let basis else { return nil }
            value = LayoutTree.percentage(percentage(length), of: basis)
        case .pooledPoints:
            value = numbers[Int(length.operand)]
        case .calc:
            value = expressions[Int(length.operand)].evaluated.evaluate(against: basis, anchors: anchors)
        case .nonNegativeCalc:
            value = expressions[Int(length.operand)].evaluated.evaluate(against: basis, anchors: anchors).map { max(0, $0) }
        default:
            return nil
        }
        return value.map { LayoutTree.storedLength($0) }
    }

    /// The length in points with `auto`, the keywords and percentages of an indefinite basis
    /// counting as zero (CSS Box 3 §5: cyclic percentages in padding, margins and gaps).
    ///
    /// Points and `auto` are decoded in place, the rest out of line, as in ``resolve(_:against:anchors:)``.
    @inline(__always)
    func resolveOrZero(_ length: StoredLength, against basis: Double?) -> Double {
        if length.isPoints { return length.points }
        if length == .auto { return 0 }
        return resolveBoxedOrZero(length, against: basis)
    }

    /// ``resolveOrZero(_:against:)`` for values other than inline points and `auto`.
    private func resolveBoxedOrZero(_ length: StoredLength, against basis: Double?) -> Double {
        switch length.kind {
        case .calc:
            return LayoutTree.storedLength(expressions[Int(length.operand)].evaluated.evaluateWithPercentagesAsZero(against: basis))
        case .nonNegativeCalc:
            return LayoutTree.storedLength(max(0, expressions[Int(length.operand)].evaluated.evaluateWithPercentagesAsZero(against: basis)))
        default:
            return resolveBoxed(length, against: basis, anchors: nil) ?? 0
        }
    }

    /// A minimum size in points: percentages of an indefinite basis count as zero (CSS 2
    /// §10.7); `nil` for `auto` and the intrinsic keywords.
    ///
    /// Points and `auto` are decoded in place, the rest out of line, as in ``resolve(_:against:anchors:)``.
    @inline(__always)
    func resolveMinimum(_ length: StoredLength, against basis: Double?, anchors: AnchorResolution? = nil) -> Double? {
        if length.isPoints { return length.points }
        if length == .auto { return nil }
        return resolveBoxedMinimum(length, against: basis, anchors: anchors)
    }

    /// ``resolveMinimum(_:against:anchors:)`` for values other than inline points and `auto`.
    private func resolveBoxedMinimum(_ length: StoredLength, against basis: Double?, anchors: AnchorResolution?) -> Double? {
        switch length.kind {
        case .pooledPoints, .percent, .pooledPercent:
            return resolveBoxed(length, against: basis, anchors: nil) ?? 0
        case .calc, .nonNegativeCalc:
            let expression = expressions[Int(length.operand)].evaluated
            if let anchors { return expression.evaluate(against: basis ?? 0, anchors: anchors).map { LayoutTree.storedLength(max(0, $0)) } }
            return LayoutTree.storedLength(max(0, expression.evaluateWithPercentagesAsZero(against: basis)))
        default:
            return nil
        }
    }
}

/// The rare slots of styles that ``StylePool`` stored before, by the bytes of the properties that
/// decide the rare part (`RareStyle.rowsAndGridInStyle`): most nodes of a tree share a few rare
/// parts, and a style found here gets its slot without its rare part being built, hashed and
/// compared.
///
/// A style is known by the words of those bytes that differ from `Style()`'s
/// (`FieldBytes.differences`), a few for most styles, so that it is read once, and found by their
/// hash in a small table; a style not found there, or that differs in many words, is stored the
/// long way, which is always right. Only styles whose bytes there are plain data are remembered: no
/// anchor name, no expression, and the initial grid properties (whose arrays live as long as the
/// program). Equal bytes are then equal values even after the style they were read from is gone,
/// so an entry keeps the bytes alone and retains nothing.
struct RememberedRareParts: Sendable {
    private static let entryBits = 5
    private static let capacity = 1 << entryBits
    /// The entries a style may take, from the one its hash names: a few, so that two styles whose
    /// hashes collide do not take turns at one entry.
    private static let probes = 4
    private static let maximumDifferences = 16
    /// The most words a key takes: the number of differences, then each one's place and value.
    private static let keyLength = 1 + 2 * maximumDifferences
    /// Each entry's key, `keyLength` words apart; allocated when the first style is remembered.
    private var entries: [UInt64] = []
    /// Each entry's rare slot; 0 for an empty entry (the initial rare part needs none).
    private var slots: [UInt32] = []

    /// The rare slot of the style at `style`, if known: 0 when its bytes are `Style()`'s, else
    /// the slot remembered for its bytes.
    func slot(of style: UnsafePointer<Style>) -> UInt32? {
        // Until a style is remembered, only the initial rows can be known: compared word by word,
        // up to the first difference.
        guard !slots.isEmpty else {
            return RareStyle.rowsAndGridInStyle.same(UnsafeRawPointer(style), Style.initialInMemory) ? 0 : nil
        }
        return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: Self.keyLength) { key in
            guard let length = Self.key(of: style, into: key.baseAddress!) else { return nil }
            if length == 1 { return 0 }
            let home = Self.home(of: key.baseAddress!, length: length)
            return entries.withUnsafeBufferPointer { entries in
                for probe in 0..<Self.probes {
                    let entry = (home + probe) & (Self.capacity - 1)
                    guard slots[entry] != 0 else { return nil }
                    let remembered = entries.baseAddress! + entry * Self.keyLength
                    if (0..<length).allSatisfy({ remembered[$0] == key[$0] }) { return slots[entry] }
                }
                return nil
            }
        }
    }

    /// Remembers that the style at `style`, whose bytes are plain data and which ``slot(of:)``
    /// did not know, has the rare part at `slot`, unless it differs from `Style()`'s in too many
    /// words.
    mutating func remember(_ style: UnsafePointer<Style>, as slot: UInt32) {
        if slots.isEmpty {
            entries = Array(repeating: 0, count: Self.capacity * Self.keyLength)
            slots = Array(repeating: 0, count: Self.capacity)
        }
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: Self.keyLength) { key in
            guard let length = Self.key(of: style, into: key.baseAddress!), length > 1 else { return }
            let home = Self.home(of: key.baseAddress!, length: length)
            // The first empty entry of the probes, where the look-up stopped; else its home.
            let entry = (0..<Self.probes).lazy.map { (home + $0) & (Self.capacity - 1) }.first { slots[$0] == 0 } ?? home
            entries.withUnsafeMutableBufferPointer { entries in
                (entries.baseAddress! + entry * Self.keyLength).update(from: key.baseAddress!, count: length)
            }
            slots[entry] = slot
        }
    }

    /// Forgets the styles of a rare slot that is being freed, for another rare part to take.
    mutating func forget(_ slot: UInt32) {
        for entry in slots.indices where slots[entry] == slot { slots[entry] = 0 }
    }

    /// Writes the key of the style at `style` to `key`, which has room for `keyLength` words, and
    /// returns its length; `nil` when the style differs from `Style()`'s in too many words.
    private static func key(of style: UnsafePointer<Style>, into key: UnsafeMutablePointer<UInt64>) -> Int? {
        guard let count = RareStyle.rowsAndGridInStyle.differences(
            UnsafeRawPointer(style), from: Style.initialInMemory, into: key + 1, limit: maximumDifferences)
        else { return nil }
        key.initialize(to: UInt64(count))
        return 1 + 2 * count
    }

    /// The entry that a key names.
    private static func home(of key: UnsafePointer<UInt64>, length: Int) -> Int {
        var folded: UInt64 = 0
        for index in 0..<length { folded = (folded ^ key[index]) &* 0x100_0000_01B3 }
        // The fold mixes its low bits poorly; a Fibonacci multiply moves them into the top ones.
        return Int(truncatingIfNeeded: (folded &* 0x9E37_79B9_7F4A_7C15) >> (64 - entryBits))
    }
}

/// A node's style as the arena stores it: the properties the solver reads for nearly every box,
/// as plain data (lengths are ``StoredLength``s), and an index to the rest, a ``RareStyle``
/// that most nodes share. ``StylePool`` converts in both directions.
///
/// Splitting the style keeps a node's share of the arena small: 64 bytes here, where the whole
/// style took 328; the rare part (248 bytes) is stored once per distinct value.
struct NodeStyle: BitwiseCopyable {
    var display: Display
    var position: Position
    var direction: Direction
    var boxSizing: BoxSizing
    var flexDirection: FlexDirection
    var flexWrap: FlexWrap
    var overflowX: Overflow
    var overflowY: Overflow
    var justifyContent: ContentAlignment
    var alignItems: SelfAlignment
    var alignContent: ContentAlignment
    var alignSelf: SelfAlignment
    /// Whether margins, padding and borders are all +0, so that a box model has nothing to
    /// resolve on its edges (the common case, decided once when the style is stored).
    var hasNoEdges: Bool
    /// Whether min and max sizes are all `auto` and there is no aspect ratio, so that a box model
    /// has no limits to resolve (the common case, decided once when the style is stored).
    var hasNoLimits: Bool
    /// Which heights the box's layout may read beyond the one it is given, or whether they are
    /// definite. While no box of a tree reads one (`LayoutTree.containerHeightReads`), a box
    /// whose height follows its content lays out the same at that height, known, as with an
    /// `auto` one, and the solver lays it out as it measures it (see `LayoutTree.computeLayout`).
    var heightReads: HeightReads
    /// Whether the box's height is its content's and nothing else's: `height`, `min-height` and
    /// `max-height` are `auto`, there is no aspect ratio, flex items stay on one line, and no
    /// pinned children are fitted (``Style/fitsPinnedChildren``).
    var heightFollowsContent: Bool
    /// The index of the rare part in the pool; 0 for the initial values. (Declared before the
    /// lengths, so that it fills the gap after the one-byte fields: 64 bytes in all.)
    var rare: UInt32
    var width: StoredLength
    var height: StoredLength
    var flexBasis: StoredLength
    var flexGrow: Double
    var flexShrink: Double

    /// The flex factors as the solver uses them (``LayoutTree/singlePrecision(_:)``); the
    /// stored ones are as written, for printing.
    @inline(__always) var usedFlexGrow: Double { LayoutTree.singlePrecision(flexGrow) }
    @inline(__always) var usedFlexShrink: Double { LayoutTree.singlePrecision(flexShrink) }

    /// `width` or `height`, by axis.
    @inline(__always) func size(_ axis: Axis) -> StoredLength { axis == .horizontal ? width : height }

    /// Whether the box takes part in its parent's layout: not `display: none`, not absolutely
    /// positioned.
    @inline(__always) var isInFlow: Bool { display != .none && position != .absolute }

    /// Whether the box is a multi-line column flex container, whose lines break at its height.
    @inline(__always) var wrapsColumn: Bool { flexWrap != .nowrap && !flexDirection.isRow }

    /// Whether the box is a scroll container, whose automatic minimum size is zero.
    var isScrollContainer: Bool { overflowX.isScrollContainer || overflowY.isScrollContainer }
}

/// Which heights a style reads (`NodeStyle.heightReads`).
struct HeightReads: OptionSet, BitwiseCopyable {
    let rawValue: UInt8
    /// The height of the box that contains it, or the room that box offers on that axis: a
    /// percentage (or a `calc()` with one) in its height, height limits, flex basis or vertical
    /// insets; `stretch` or `fit-content` as its height or flex basis; or whether that height is
    /// definite, as a grid container's rows.
    static let container = HeightReads(rawValue: 1 << 0)
    /// Its own height, through a percentage gap (or a `calc()` with one).
    static let gap = HeightReads(rawValue: 1 << 1)
    /// Whether a height its container stretches it to is definite, which its aspect ratio turns
    /// into a width (§9.8).
    static let stretchedThroughRatio = HeightReads(rawValue: 1 << 2)
}

/// A style as ``StylePool`` stores it, with what the solver reads of it beyond laying it out.
struct StoredStyle {
    var node: NodeStyle
    /// Whether the box's own layout reads its containing block's width and height: padding and
    /// margins (against the width) and sizes with a percentage. The solver drops an axis it does
    /// not read from its cache key, so equal questions are asked once.
    var readsContainingBlock: (width: Bool, height: Bool)
    /// Whether any property uses `anchor()` or `anchor-size()` where they are resolved (insets,
    /// centres, sizes).
    var usesAnchors: Bool
}

/// A box's padding, border and margins, in points: a rare part's whose padding and margins are
/// all lengths in points, which resolve alike against any containing block (``StylePool/pointEdges(_:)``).
struct PointEdges {
    var padding: Edges<Double>
    var border: Edges<Double>
    var margin: Edges<Double>

    /// `rare`'s edges, or `nil` when a padding or margin is a percentage, a `calc()` or `auto`.
    /// Lengths pooled in `numbers` are resolved as ``StylePool/resolve(_:against:anchors:)``
    /// resolves them: saturated and truncated to layout units.
    init?(_ rare: RareStyle, numbers: ContiguousArray<Double>) {
        func points(_ length: StoredLength) -> Double? {
            if length.isPoints { return length.points }
            guard length.kind == .pooledPoints else { return nil }
            return LayoutTree.storedLength(numbers[Int(length.operand)])
        }
        guard let paddingTop = points(rare.padding.top), let paddingRight = points(rare.padding.right),
              let paddingBottom = points(rare.padding.bottom), let paddingLeft = points(rare.padding.left),
              let marginTop = points(rare.margin.top), let marginRight = points(rare.margin.right),
              let marginBottom = points(rare.margin.bottom), let marginLeft = points(rare.margin.left)
        else { return nil }
        padding = Edges(top: paddingTop, right: paddingRight, bottom: paddingBottom, left: paddingLeft)
        border = rare.border.map { LayoutTree.saturated($0) }
        margin = Edges(top: marginTop, right: marginRight, bottom: marginBottom, left: marginLeft)
    }
}

/// What the solver reads of a rare part beyond laying it out (``StoredStyle``, ``NodeStyle``'s
/// flags), found once per distinct rare part.
struct RareReads {
    var edgesAreZero: Bool
    var limitsAreAutomatic: Bool
    /// The heights that the rare part's lengths and aspect ratio read.
    var heightReads: HeightReads
    /// Whether min-height, max-height, the aspect ratio and fitted pinned children leave the box's
    /// height to its content (``NodeStyle/heightFollowsContent``).
    var heightMayFollowContent: Bool
    var percentagesOfWidth: Bool
    var percentagesOfHeight: Bool
    var usesAnchors: Bool
}

// The solver's reads of the rare part (declared beside the table, in IR/StyleProperties.swift).
extension RareStyle {
    /// Whether margins, padding and borders are all +0: `StoredLength.zero` is compared bit for
    /// bit, so -0, percentages and `auto` do not count.
    var edgesAreZero: Bool {
        margin == Edges(all: .zero) && padding == Edges(all: .zero) && border.map(\.bitPattern) == Edges(all: 0)
    }

    /// Whether min and max sizes are all `auto` (which resolve to no limit) and there is no aspect ratio.
    var limitsAreAutomatic: Bool {
        minWidth == .auto && minHeight == .auto && maxWidth == .auto && maxHeight == .auto && aspectRatio == nil
    }

    /// `min-width` or `min-height`, by axis.
    @inline(__always) func minSize(_ axis: Axis) -> StoredLength { axis == .horizontal ? minWidth : minHeight }
    /// `max-width` or `max-height`, by axis.
    @inline(__always) func maxSize(_ axis: Axis) -> StoredLength { axis == .horizontal ? maxWidth : maxHeight }
    /// `column-gap` (horizontal) or `row-gap` (vertical).
    @inline(__always) func gap(_ axis: Axis) -> StoredLength { axis == .horizontal ? columnGap : rowGap }
}
