/// Whether a layout call only sizes the node or also places its descendants.
enum RunMode: UInt8, Hashable {
    /// Compute the node's size (and baseline) only; no frames are written.
    case computeSize
    /// Compute the node's size, at which the parent will probably lay it out (a column's item
    /// that will not flex, a row's item that will not stretch). The same question as
    /// `computeSize`, but a container that lays out alike at that size may lay itself out at
    /// once, so that its final layout is answered from its cache (see `computeLayout`).
    case computeLikelyFinalSize
    /// Compute the size and write the frames of every descendant.
    case performLayout
}

/// Whether the node's own size properties take part (CSS Sizing 3 §5).
enum SizingMode: UInt8, Hashable {
    /// Size from content only, ignoring `width`/`height`/`min-*`/`max-*`: used to find a flex
    /// item's content-based flex basis and its content size suggestion.
    case contentSize
    /// Apply the node's own size properties.
    case inherentSize
}

/// What a parent asks of a child: everything the child's size may depend on.
struct LayoutInput: Hashable, BitwiseCopyable {
    /// Border-box sizes the parent has already fixed (a stretched cross size, a flexed main size).
    var knownSize: Size<Double?>
    /// The containing block's size, against which percentages resolve.
    var parentSize: Size<Double?>
    /// The room for the child's margin box.
    var availableSpace: Size<AvailableSpace>
    var sizingMode: SizingMode
    var runMode: RunMode
    /// Whether a known height counts as definite for the percentages of the node's children
    /// (CSS Flexbox §9.8): a column item's flexed height does only when the column's own
    /// height is definite. Widths are always definite once known.
    var knownHeightIsDefinite = true
}

/// What a child answers.
struct LayoutOutput: Hashable, BitwiseCopyable {
    /// The border-box size.
    var size: Size<Double>
    /// The distance from the border box's top to its first baseline, if the box has one.
    var firstBaseline: Double?

    static let zero = LayoutOutput(size: .zero, firstBaseline: nil)
}
