import TrellisBlocks

/// `.padding` (unspecified edges exact 0) or `.relative` (unspecified edges free).
struct InsetBlock: PrimitiveLayoutBlock {
    var content: LayoutElement
    var rules: InsetRules
}

/// `.background` (`inFront` false) or `.overlay` (`inFront` true).
struct DecoratedBlock: PrimitiveLayoutBlock {
    var content: LayoutElement
    var decoration: LayoutElement
    var inFront: Bool
}

/// `.width`, `.height`, `.size` and `.aspectRatio`.
struct SizedBlock: PrimitiveLayoutBlock {
    var content: LayoutElement
    var rules: SizeRules
}

/// `.alignSelf`.
struct AlignedBlock: PrimitiveLayoutBlock {
    var content: LayoutElement
    var alignment: LayoutAlignment
}

/// `.gridCellColumns`.
struct GridCellBlock: PrimitiveLayoutBlock {
    var content: LayoutElement
    var columns: Int
}

/// `.spacingBefore` and `.spacingAfter`.
struct SpacedBlock: PrimitiveLayoutBlock {
    var content: LayoutElement
    var before: Double
    var after: Double
}
