/// CSS Box Alignment Level 3 math shared by every layout mode
/// (https://www.w3.org/TR/css-align-3/). Offsets are flow-relative: measured from the
/// alignment container's flow-start edge along one axis.
enum BoxAlignment {
    /// Where in the alignment container a box goes, in flow terms.
    enum Placement { case start, center, end }

    /// Leading space before the first box and extra space between boxes, exact.
    struct Distribution {
        var leading: Double
        var between: Double
        /// Whether the writing mode starts at the flow's end (a `-reverse` flow), where Chrome
        /// counts the boxes' offsets from.
        var countsFromFlowEnd = false
        var freeSpace = 0.0
        var count = 0
        /// ``offset(before:)`` of the first box, which is every box's when nothing is between.
        private(set) var first = 0.0
        static let none = Distribution(leading: 0, between: 0)

        init(leading: Double, between: Double) {
            self.leading = leading
            self.between = between
        }

        init(_ exact: Distribution, countsFromFlowEnd: Bool, freeSpace: Double, count: Int) {
            self = exact
            self.countsFromFlowEnd = countsFromFlowEnd
            self.freeSpace = freeSpace
            self.count = count
            // Most containers start their boxes at the flow start, with nothing between.
            if between == 0 && leading == 0 && !countsFromFlowEnd { return }
            first = snappedOffset(before: 0)
        }

        /// The free space before the box at `index` in flow order, as Chrome places boxes: the
        /// exact offset counted from the writing-mode start, truncated to a layout unit, so that
        /// the boxes' shares neither drift nor sum to more than the free space.
        @inline(__always) func offset(before index: Int) -> Double {
            between == 0 ? first : snappedOffset(before: index)
        }

        private func snappedOffset(before index: Int) -> Double {
            guard countsFromFlowEnd else { return LayoutUnit.truncate(leading + Double(index) * between) }
            let trailing = freeSpace - leading - Double(count - 1) * between
            return freeSpace - LayoutUnit.truncate(trailing + Double(count - 1 - index) * between)
        }
    }

    /// The flow placement of Box Alignment's writing-mode `start` (or `end`): the two coincide
    /// when the flow and the writing mode run the same physical way.
    static func placement(writingModeStart: Bool, flowReversed: Bool, writingModeReversed: Bool) -> Placement {
        (flowReversed == writingModeReversed) == writingModeStart ? .start : .end
    }

    /// Whether a box's own start on `axis` (`self-start`, §5.1) is the physical end: the right
    /// of a right-to-left box; for vertical text (an orthogonal flow) the bottom instead, as its
    /// block axis runs left to right whatever its direction and its inline axis bottom to top
    /// when it is right to left.
    static func selfStartIsPhysicalEnd(_ axis: Axis, rtl: Bool, orthogonal: Bool) -> Bool {
        rtl && (axis == .vertical) == orthogonal
    }

    /// The offset of a box of free space `freeSpace` placed at `placement`, as Chrome places one
    /// box: a centred box takes half the free space in whole layout units of 1/64 px, the
    /// remainder dropped toward zero (LayoutUnit's integer division), which leaves it 1/128 px
    /// nearer the start than exact halving when the units are odd.
    static func offset(_ placement: Placement, freeSpace: Double) -> Double {
        let exact = exactOffset(placement, freeSpace: freeSpace)
        return placement == .center ? LayoutUnit.truncate(exact) : exact
    }

    /// ``offset(_:freeSpace:)`` in exact arithmetic, which ``Distribution/offset(before:)`` snaps.
    private static func exactOffset(_ placement: Placement, freeSpace: Double) -> Double {
        switch placement {
        case .start: return 0
        case .center: return freeSpace / 2
        case .end: return freeSpace
        }
    }

    /// Distributes `freeSpace` among `count` boxes for `justify-content` / `align-content`
    /// (§5.1; flexbox fallbacks from CSS Flexbox §8.2 and §8.4).
    ///
    /// - Parameters:
    ///   - normal: what `normal` and `stretch` mean here (stretching itself is done elsewhere).
    ///   - flowReversed: whether the flow starts at the physical end of the axis.
    ///   - writingModeReversed: whether the writing mode starts at the physical end of the axis.
    static func distribute(_ alignment: ContentAlignment, freeSpace: Double, count: Int,
                           flowReversed: Bool, writingModeReversed: Bool) -> Distribution {
        Distribution(exactDistribution(alignment, freeSpace: freeSpace, count: count,
                                       flowReversed: flowReversed, writingModeReversed: writingModeReversed),
                     countsFromFlowEnd: flowReversed != writingModeReversed, freeSpace: freeSpace, count: count)
    }

    /// ``distribute(_:freeSpace:count:flowReversed:writingModeReversed:)``'s leading and between
    /// spaces.
    private static func exactDistribution(_ alignment: ContentAlignment, freeSpace: Double, count: Int,
                                          flowReversed: Bool, writingModeReversed: Bool) -> Distribution {
        func at(_ placement: Placement) -> Distribution {
            Distribution(leading: exactOffset(placement, freeSpace: freeSpace), between: 0)
        }
        let writingModeStart = placement(writingModeStart: true, flowReversed: flowReversed, writingModeReversed: writingModeReversed)
        if freeSpace < 0 && alignment.overflow == .safe { return at(writingModeStart) }
        switch alignment.position {
        case .normal, .stretch, .flexStart: return at(.start)
        case .flexEnd: return at(.end)
        case .center: return at(.center)
        case .start: return at(writingModeStart)
        case .end: return at(placement(writingModeStart: false, flowReversed: flowReversed, writingModeReversed: writingModeReversed))
        case .spaceBetween:
            guard freeSpace > 0, count > 1 else { return at(.start) }
            return Distribution(leading: 0, between: freeSpace / Double(count - 1))
        case .spaceAround:
            // The fallback is `safe center` (§5.3): overflowing content starts at the writing-mode start.
            guard freeSpace > 0, count > 0 else { return at(freeSpace < 0 ? writingModeStart : .center) }
            let between = freeSpace / Double(count)
            return Distribution(leading: between / 2, between: between)
        case .spaceEvenly:
            guard freeSpace > 0, count > 0 else { return at(freeSpace < 0 ? writingModeStart : .center) }
            let between = freeSpace / Double(count + 1)
            return Distribution(leading: between, between: between)
        }
    }

    /// The flow placement of a self-alignment keyword (§6.1), for a box of `freeSpace`.
    ///
    /// - Parameters:
    ///   - selfReversed: whether the box's own writing mode starts at the physical end.
    static func selfPlacement(_ alignment: SelfAlignment, freeSpace: Double, flowReversed: Bool,
                              writingModeReversed: Bool, selfReversed: Bool) -> Placement {
        let writingModeStart = placement(writingModeStart: true, flowReversed: flowReversed, writingModeReversed: writingModeReversed)
        if freeSpace < 0 && alignment.overflow == .safe { return writingModeStart }
        switch alignment.position {
        case .auto, .normal, .stretch, .flexStart: return .start
        case .flexEnd: return .end
        // A box that does not share a baseline falls back to `start` / `end` (§9.3).
        case .baseline: return writingModeStart
        case .lastBaseline: return placement(writingModeStart: false, flowReversed: flowReversed, writingModeReversed: writingModeReversed)
        case .center: return .center
        case .start: return writingModeStart
        case .end: return placement(writingModeStart: false, flowReversed: flowReversed, writingModeReversed: writingModeReversed)
        case .selfStart: return placement(writingModeStart: true, flowReversed: flowReversed, writingModeReversed: selfReversed)
        case .selfEnd: return placement(writingModeStart: false, flowReversed: flowReversed, writingModeReversed: selfReversed)
        }
    }
}

extension SelfAlignment {
    /// `auto` resolved to the parent's `align-items` or `justify-items` (§6.1); any other value
    /// as it is.
    @inline(__always) func resolved(against inherited: SelfAlignment) -> SelfAlignment {
        position == .auto ? inherited : self
    }

    /// Whether a box so aligned stretches: `stretch`, or `normal`, which stretches in flex
    /// containers (§6.1, §8).
    @inline(__always) var stretches: Bool { position == .stretch || position == .normal }
}
