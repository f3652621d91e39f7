/// What `anchor()` and `anchor-size()` resolve against while one absolutely positioned box's
/// properties are computed: its earlier siblings' border boxes and the property being computed
/// (CSS Anchor Positioning §3–4; `Docs/Extensions.md` §3.3).
struct AnchorResolution {
    /// Which containing-block edge a property measures from.
    enum Side {
        /// `left`, `top`, `center-x`, `center-y`: from the start edge, increasing inwards.
        case start
        /// `right`, `bottom`: from the end edge, increasing inwards.
        case end
    }

    /// The named siblings' border boxes, relative to the parent's border box.
    var anchors: [(name: String, frame: Rect)]
    /// The containing block (the parent's padding box), relative to the parent's border box.
    var containingBlock: Rect
    /// Whether the containing block is right-to-left (which swaps `start` and `end` horizontally).
    var isRTL: Bool
    /// The axis of the property being computed.
    var axis: Axis = .horizontal
    var side: Side = .start

    /// This resolution for a property on `axis` measured from `side`.
    func forProperty(_ axis: Axis, _ side: Side) -> AnchorResolution {
        var copy = self
        copy.axis = axis
        copy.side = side
        return copy
    }

    func frame(of name: String) -> Rect? {
        anchors.last { $0.name == name }?.frame
    }

    /// The value of `anchor(name edge)` for the current property.
    func coordinate(of name: String, _ edge: AnchorEdge) -> Double? {
        guard let frame = frame(of: name) else { return nil }
        let start = axis == .horizontal ? frame.minX : frame.minY
        let end = axis == .horizontal ? frame.maxX : frame.maxY
        let coordinate: Double
        switch edge {
        case .left, .top: coordinate = start
        case .right, .bottom: coordinate = end
        case .center: coordinate = (start + end) / 2
        case .start: coordinate = axis == .horizontal && isRTL ? end : start
        case .end: coordinate = axis == .horizontal && isRTL ? start : end
        }
        let blockStart = axis == .horizontal ? containingBlock.minX : containingBlock.minY
        let blockEnd = axis == .horizontal ? containingBlock.maxX : containingBlock.maxY
        return side == .start ? coordinate - blockStart : blockEnd - coordinate
    }

    /// The value of `anchor-size(name axis)`.
    func size(of name: String, _ axis: Axis) -> Double? {
        frame(of: name).map { axis == .horizontal ? $0.width : $0.height }
    }
}
