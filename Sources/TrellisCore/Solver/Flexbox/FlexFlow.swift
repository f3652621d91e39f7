/// A flex container's axes and their physical directions, computed once per container
/// (CSS Flexbox §2, "main axis", "cross axis", "main-start", "cross-start").
///
/// The algorithm works in flow-relative terms (offsets from main-start and cross-start); only
/// `physicalOffset` turns them into x and y.
struct FlexFlow {
    let main: Axis
    let cross: Axis
    /// Whether main-start lies at the physical end of the main axis (right or bottom).
    let mainReversed: Bool
    /// Whether cross-start lies at the physical end of the cross axis (right or bottom).
    let crossReversed: Bool
    /// Whether the container's writing-mode start lies at the physical end of each axis
    /// (only the horizontal axis in right-to-left text).
    let containerRTL: Bool
    let wraps: Bool

    init(_ style: NodeStyle, isRTL: Bool) {
        let isRow = style.flexDirection.isRow
        main = isRow ? .horizontal : .vertical
        cross = isRow ? .vertical : .horizontal
        containerRTL = isRTL
        wraps = style.flexWrap.wraps
        if isRow {
            mainReversed = style.flexDirection.isReverse != isRTL
            crossReversed = style.flexWrap.isReverse
        } else {
            mainReversed = style.flexDirection.isReverse
            crossReversed = style.flexWrap.isReverse != isRTL
        }
    }

    var isRow: Bool { main == .horizontal }

    /// Whether `flex-direction` is a `-reverse` value: main-start is the writing mode's end.
    var directionReversed: Bool { isRow ? mainReversed != containerRTL : mainReversed }

    /// Whether the writing-mode start of `axis` (CSS Box Alignment `start`) is the physical end.
    func writingModeReversed(_ axis: Axis, rtl: Bool) -> Bool {
        axis == .horizontal && rtl
    }

    /// Whether `axis` runs from its physical end in flow terms.
    func flowReversed(_ axis: Axis) -> Bool {
        axis == main ? mainReversed : crossReversed
    }

    /// The margin on the flow-start side of `axis`.
    func marginStart(_ margin: Edges<Double>, _ axis: Axis) -> Double {
        flowReversed(axis) ? margin.end(axis) : margin.start(axis)
    }

    /// The margin on the flow-end side of `axis`.
    func marginEnd(_ margin: Edges<Double>, _ axis: Axis) -> Double {
        flowReversed(axis) ? margin.start(axis) : margin.end(axis)
    }

    /// Whether the margin on the flow-start side of `axis` is `auto`.
    func marginStartIsAuto(_ auto: Edges<Bool>, _ axis: Axis) -> Bool {
        flowReversed(axis) ? auto.end(axis) : auto.start(axis)
    }

    /// Whether the margin on the flow-end side of `axis` is `auto`.
    func marginEndIsAuto(_ auto: Edges<Bool>, _ axis: Axis) -> Bool {
        flowReversed(axis) ? auto.start(axis) : auto.end(axis)
    }

    /// The physical border-box position along `axis` of a box whose margin box starts `offset`
    /// after the flow-start edge of a content box at `contentStart` of length `contentLength`.
    func physicalPosition(_ axis: Axis, offset: Double, size: Double, margin: Edges<Double>,
                          contentStart: Double, contentLength: Double) -> Double {
        if flowReversed(axis) {
            return contentStart + contentLength - offset - margin.end(axis) - size
        }
        return contentStart + offset + margin.start(axis)
    }
}
