// What the solver reads of a style beyond laying it out: which containing-block sizes its cache
// key must hold, and which anchors it names, to validate and order them. Solver facts, kept out
// of the IR, which says only what a style means; each follows from the roles of the length rows
// of `Style.properties`, so a length property added there is scanned without a word here.
extension Style {
    /// The table's lengths, grouped by what the scans below look for in them.
    private static let lengthReads = LengthReads(properties)

    /// Where the lengths are in a ``Style`` (validation's typed offsets), by role.
    private struct LengthReads {
        /// Lengths whose percentages the box's own layout resolves against its containing
        /// block's width, and its height.
        var percentagesOfWidth: [NumberAccess] = []
        var percentagesOfHeight: [NumberAccess] = []
        /// Lengths in which `anchor()` and `anchor-size()` are resolved, then the other lengths.
        var anchorsResolved: [NumberAccess] = []
        var anchorsNotResolved: [NumberAccess] = []

        init(_ properties: [StyleProperty]) {
            for property in properties {
                guard let role = property.role, let length = property.numbers else { continue }
                switch role {
                case .size(.horizontal), .boxEdge: percentagesOfWidth.append(length)
                case .size(.vertical): percentagesOfHeight.append(length)
                case .placement, .gap, .flexBasis: break
                }
                if role.resolvesAnchors {
                    anchorsResolved.append(length)
                } else {
                    anchorsNotResolved.append(length)
                }
            }
        }
    }

    /// Calls `body` with the pointer to this style's bytes, where the lengths are read.
    private func withBytes<Result>(_ body: (UnsafeRawPointer) -> Result) -> Result {
        withUnsafePointer(to: self) { body(UnsafeRawPointer($0)) }
    }

    /// Whether the box's own layout reads its containing block's width and height: padding and
    /// margins (against the width) and sizes with a percentage. The solver drops an axis it does
    /// not read from its cache key, so equal questions are asked once.
    var readsContainingBlock: (width: Bool, height: Bool) {
        let reads = Self.lengthReads
        return withBytes { style in
            (reads.percentagesOfWidth.contains { $0.hasPercentage(in: style) },
             reads.percentagesOfHeight.contains { $0.hasPercentage(in: style) })
        }
    }

    /// Whether any property uses `anchor()` or `anchor-size()` where they are resolved (insets,
    /// centres, sizes); cheap, unlike ``anchorReferences``, because nothing is collected.
    var usesAnchors: Bool {
        let reads = Self.lengthReads
        return withBytes { style in
            reads.anchorsResolved.contains { $0.expression(in: style)?.referencesAnchors ?? false }
        }
    }

    /// The anchor names this style refers to in `anchor()` and `anchor-size()`, property by
    /// property, those where they are resolved first (insets, centres, sizes; then gaps, basis,
    /// margins, padding), each in table order; validation reports the first name that no
    /// sibling carries.
    var anchorReferences: [String] {
        let reads = Self.lengthReads
        var names: [String] = []
        withBytes { style in
            for length in reads.anchorsResolved + reads.anchorsNotResolved {
                length.expression(in: style)?.appendAnchorNames(to: &names)
            }
        }
        return names
    }
}

extension NumberAccess {
    /// The `calc()` expression of the length here in `style`'s bytes, if it is one.
    fileprivate func expression(in style: UnsafeRawPointer) -> LengthExpression? {
        switch self {
        case .dimension(let offset): return style.load(fromByteOffset: offset, as: Dimension.self).expression
        case .flexBasis(let offset): return style.load(fromByteOffset: offset, as: FlexBasis.self).expression
        case .lengthPercentage(let offset): return style.load(fromByteOffset: offset, as: LengthPercentage.self).expression
        case .lengthPercentageAuto(let offset):
            return style.load(fromByteOffset: offset, as: LengthPercentageAuto.self).expression
        case .number, .optionalNumber, .optionalInteger: return nil
        }
    }

    /// Whether the length here in `style`'s bytes is a percentage, or an expression with one.
    fileprivate func hasPercentage(in style: UnsafeRawPointer) -> Bool {
        switch self {
        case .dimension(let offset):
            if case .percent = style.load(fromByteOffset: offset, as: Dimension.self) { return true }
        case .flexBasis(let offset):
            if case .size(.percent) = style.load(fromByteOffset: offset, as: FlexBasis.self) { return true }
        case .lengthPercentage(let offset):
            if case .percent = style.load(fromByteOffset: offset, as: LengthPercentage.self) { return true }
        case .lengthPercentageAuto(let offset):
            if case .percent = style.load(fromByteOffset: offset, as: LengthPercentageAuto.self) { return true }
        case .number, .optionalNumber, .optionalInteger: return false
        }
        return expression(in: style)?.hasPercentage ?? false
    }
}
