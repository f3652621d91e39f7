// What the solver reads of a style beyond laying it out: which containing-block sizes its cache
// key must hold, and which anchors it names, to validate and order them. Solver facts, kept out
// of the IR, which says only what a style means; each follows from the roles of the length rows
// of `Style.properties`, so a length property added there is scanned without a word here.
// `StylePool.store` reads them: a rare part's lengths once per distinct rare part, the lengths
// stored in every node's own part for each node.

/// The length rows of `Style.properties`, grouped by what the scans look for in them, each
/// by where it is read (`Location`).
struct LengthGroups<Location: Sendable>: Sendable {
    /// Lengths whose percentages the box's own layout resolves against its containing block's
    /// width, and its height.
    var percentagesOfWidth: [Location] = []
    var percentagesOfHeight: [Location] = []
    /// Lengths in which `anchor()` and `anchor-size()` are resolved, then the other lengths.
    var anchorsResolved: [Location] = []
    var anchorsNotResolved: [Location] = []

    /// The length rows that `location` finds a place for, in table order.
    init(_ location: (StyleProperty) -> Location?) {
        for property in Style.properties {
            guard let role = property.role, let place = location(property) else { continue }
            switch role {
            case .size(.horizontal), .boxEdge: percentagesOfWidth.append(place)
            case .size(.vertical): percentagesOfHeight.append(place)
            case .placement, .gap, .flexBasis: break
            }
            if role.resolvesAnchors {
                anchorsResolved.append(place)
            } else {
                anchorsNotResolved.append(place)
            }
        }
    }
}

extension Style {
    /// Every length, where it is in a ``Style``.
    private static let lengths = LengthGroups { $0.numbers }

    /// The lengths ``NodeStyle`` holds, where they are in a ``Style``.
    static let nodeLengths = LengthGroups { property -> NumberAccess? in
        guard case .node = property.storage else { return nil }
        return property.numbers
    }

    /// The anchor names the style at `style` refers to in `anchor()` and `anchor-size()`,
    /// property by property, those where they are resolved first (insets, centres, sizes; then
    /// gaps, basis, margins, padding), each in table order; validation reports the first name
    /// that no sibling carries.
    static func anchorReferences(of style: UnsafePointer<Style>) -> [String] {
        var names: [String] = []
        for length in lengths.anchorsResolved + lengths.anchorsNotResolved {
            length.expression(in: style)?.appendAnchorNames(to: &names)
        }
        return names
    }
}

extension RareStyle {
    /// The lengths a rare part holds, by byte offset there.
    static let lengthGroups = LengthGroups { property -> Int? in
        guard case .rare(let field) = property.storage, field.packing.isLength else { return nil }
        return field.offset
    }
}

extension NumberAccess {
    /// The `calc()` expression of the length here in the style at `style`, if it is one.
    func expression(in style: UnsafePointer<Style>) -> LengthExpression? {
        let style = UnsafeRawPointer(style)
        switch self {
        case .dimension(let offset): return style.load(fromByteOffset: offset, as: Dimension.self).expression
        case .flexBasis(let offset): return style.load(fromByteOffset: offset, as: FlexBasis.self).expression
        case .lengthPercentage(let offset): return style.load(fromByteOffset: offset, as: LengthPercentage.self).expression
        case .lengthPercentageAuto(let offset):
            return style.load(fromByteOffset: offset, as: LengthPercentageAuto.self).expression
        case .number, .optionalNumber, .optionalInteger: return nil
        }
    }

    /// Whether the length here in the style at `style` is a percentage, or an expression with one.
    func hasPercentage(in style: UnsafePointer<Style>) -> Bool {
        let raw = UnsafeRawPointer(style)
        switch self {
        case .dimension(let offset):
            if case .percent = raw.load(fromByteOffset: offset, as: Dimension.self) { return true }
        case .flexBasis(let offset):
            if case .size(.percent) = raw.load(fromByteOffset: offset, as: FlexBasis.self) { return true }
        case .lengthPercentage(let offset):
            if case .percent = raw.load(fromByteOffset: offset, as: LengthPercentage.self) { return true }
        case .lengthPercentageAuto(let offset):
            if case .percent = raw.load(fromByteOffset: offset, as: LengthPercentageAuto.self) { return true }
        case .number, .optionalNumber, .optionalInteger: return false
        }
        return expression(in: style)?.hasPercentage ?? false
    }
}
