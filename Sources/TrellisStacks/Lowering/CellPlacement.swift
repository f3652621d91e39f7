import TrellisBlocks
import TrellisCore

extension Style {
    /// Places a child of a layers or grid container: by its own alignment, else `fill` on an
    /// axis where it expands, else by what it `inherited` (its row's, in a ``GridBlock``; the
    /// container's `defaults` when `nil`), written only where it is its own or differs from the
    /// container's `defaults`. A vertical first baseline holds in a grid
    /// (`alignsVerticalBaselines`); layers have none.
    mutating func placeInCell(_ child: Placement, inherited: Size<AxisAlignment>? = nil, defaults: Size<AxisAlignment>,
                              alignsVerticalBaselines: Bool = false) {
        for axis in Axis.allCases {
            var own = child.alignment?[axis]
            if own == nil && (child.fillsLayers || child.expands[axis]) && !child.isSpacer && defaults[axis] != .fill {
                own = .fill
            }
            if own == nil, let inherited, inherited[axis] != defaults[axis] { own = inherited[axis] }
            guard let own else { continue }
            setSelfAlignment(own.selfAlignment(alignsBaselines: alignsVerticalBaselines && axis == .vertical), for: axis)
        }
    }
}

extension AxisAlignment {
    /// The CSS self-alignment of a block aligned so: `fill` stretches, and a first baseline is
    /// `baseline` where the container aligns baselines on that axis, `start` elsewhere.
    func selfAlignment(alignsBaselines: Bool) -> SelfAlignment {
        switch self {
        case .start: .start
        case .center: .center
        case .end: .end
        case .fill: .stretch
        case .firstBaseline: alignsBaselines ? .baseline : .start
        }
    }
}
