/// One flex item's resolved style and its running state through the algorithm (CSS Flexbox §9).
///
/// Plain data: the algorithm copies items freely, so anything with references (length
/// expressions) is read from the style when needed, not stored here.
struct FlexItem: BitwiseCopyable {
    let node: Int32
    /// The item's box model; its margins become the used margins once auto margins are resolved.
    var box: BoxModel
    let alignSelf: SelfAlignment
    let flexGrow: Double
    let flexShrink: Double
    let isRTL: Bool
    /// A scroll container's automatic minimum size is zero (CSS Flexbox §4.5).
    let isScrollContainer: Bool
    /// Whether the item's own cross size (`width` in a column, `height` in a row) is `auto`.
    let crossSizeIsAuto: Bool
    /// Whether the item is an orthogonal flow (vertical text, ``LayoutModeTree/isOrthogonalFlow(_:)``),
    /// asked once here rather than at each step that reads it.
    let isOrthogonal: Bool

    /// The outer size of the item along each axis is its border-box size plus these margins:
    /// the box model's, with auto margins resolved by alignment (§9.5, §9.6). Kept in the box
    /// rather than beside it, so that an item, which the algorithm copies often, holds them once.
    var margin: Edges<Double> {
        get { box.margin }
        set { box.margin = newValue }
    }

    // §9.2.3
    var flexBaseSize = 0.0
    /// Whether the flex base size is the item's max-content main size (§9.2 step 3E), which no
    /// automatic minimum size exceeds.
    var flexBaseSizeIsMaxContent = false
    /// Whether the flex base size is definite: a length the item's style gives (`flex-basis` or
    /// its main size property) or its aspect ratio transfers from a definite cross size, which
    /// makes its post-flexing main size definite (see `finalLayoutInput`).
    var flexBasisIsDefinite = false
    var hypotheticalMainSize = 0.0
    var minMainSize = 0.0
    /// Whether `minMainSize` still lacks the automatic minimum size, which cannot bind unless the
    /// item's line shrinks (see `resolveMainSizeLimits`).
    var minMainSizeIsDeferred = false
    var maxMainSize = Double.infinity

    // §9.7
    var targetMainSize = 0.0
    /// The item's fraction of the free space that the unfrozen items after it leave (§9.7 step
    /// 4c, distributed as Chrome does): its flex factor, scaled by the inner flex base size when
    /// shrinking, over the sum of its own and those of the unfrozen items before it.
    var freeSpaceFraction = 0.0
    var isFrozen = false
    var violation = 0.0

    // §9.4
    /// The cross size used to measure the item before its cross size is final (column containers).
    var measuringCrossSize: Double?
    var hypotheticalCrossSize = 0.0
    var crossSize = 0.0
    /// The distance from the margin-box cross-start to the first baseline, for baseline alignment
    /// (from the cross-end to the last baseline for a row's `last baseline` items).
    var baselineAscent = 0.0
    var firstBaseline: Double?

    // §9.5 and §9.6: offsets of the margin box from the content box's flow-start edges.
    var mainOffset = 0.0
    var crossOffset = 0.0

    /// Whether the item stretches across its line (§9.4 step 11's conditions).
    @inline(__always) func isStretched(in container: FlexContainer) -> Bool {
        guard alignSelf.stretches else { return false }
        let cross = container.cross
        return crossSizeIsAuto && !box.marginIsAuto.start(cross) && !box.marginIsAuto.end(cross)
    }

    /// The item's definite cross size, if it has one: its own, or the stretched size in a
    /// single-line container of definite cross size (§9.8 "definite sizes", 1).
    @inline(__always) func definiteCrossSize(in container: FlexContainer) -> Double? {
        let cross = container.cross
        if let size = box.size[cross] { return box.clamp(size, cross) }
        if !container.flow.isRow, !container.flow.wraps, let width = measuringCrossSize, isStretched(in: container) { return width }
        if container.flow.isRow, !container.flow.wraps, isStretched(in: container), let inner = container.percentageBasis[cross] {
            return box.clamp(inner - margin.sum(cross), cross)
        }
        return nil
    }

    /// Whether the item's post-flexing main size is definite (§9.8, 3): the container's main
    /// size is, or, as Chrome also has it, the flex basis is (column_definite_flex_basis_definite_main_size).
    @inline(__always) func mainSizeIsDefinite(in container: FlexContainer) -> Bool {
        container.percentageBasis[container.main] != nil || flexBasisIsDefinite
    }

    @inline(__always) func outerMain(_ flow: FlexFlow, _ size: Double) -> Double { size + margin.sum(flow.main) }
    @inline(__always) func outerCross(_ flow: FlexFlow, _ size: Double) -> Double { size + margin.sum(flow.cross) }

    /// Clamps a main size to the item's min and max main sizes (min wins).
    @inline(__always) func clampMain(_ size: Double) -> Double { max(min(size, maxMainSize), minMainSize) }
}

/// One flex line: a range of items and its cross size and position (CSS Flexbox §9.3 step 5).
struct FlexLine {
    var range: Range<Int>
    var crossSize = 0.0
    /// Offset of the line's cross-start edge from the content box's cross-start edge.
    var crossOffset = 0.0
}
