import TrellisCore

/// A length that is linear in the container's size and in siblings' edges and sizes:
/// `points + percent% + Σ coefficient × anchor`. The constraint lowering computes in it, then
/// writes it as the IR's `LengthExpression`.
///
/// Positions are measured from the containing block's left (or top) edge; ``mirrored`` turns
/// such a value into one measured from the right (or bottom) edge, as the `right` and `bottom`
/// insets measure.
struct LinearLength: Hashable {
    enum Anchor: Hashable, Comparable {
        /// `anchor(--child edge)`.
        case edge(child: Int, AnchorEdge)
        /// `anchor-size(--child axis)`.
        case size(child: Int, Axis)

        var child: Int {
            switch self {
            case .edge(let child, _), .size(let child, _): child
            }
        }

        static func < (lhs: Anchor, rhs: Anchor) -> Bool {
            func key(_ a: Anchor) -> (Int, Int, UInt8) {
                switch a {
                case .edge(let c, let e): (c, 0, e.rawValue)
                case .size(let c, let axis): (c, 1, axis.rawValue)
                }
            }
            return key(lhs) < key(rhs)
        }
    }

    var points: Double = 0
    var percent: Double = 0
    var anchors: [Anchor: Double] = [:]

    static func points(_ value: Double) -> LinearLength { LinearLength(points: value) }

    var usesAnchorEdges: Bool { anchors.keys.contains { if case .edge = $0 { true } else { false } } }
    var referencedChildren: Set<Int> { Set(anchors.keys.map(\.child)) }

    static func + (lhs: LinearLength, rhs: LinearLength) -> LinearLength {
        var sum = lhs
        sum.points += rhs.points
        sum.percent += rhs.percent
        for (anchor, coefficient) in rhs.anchors { sum.anchors[anchor, default: 0] += coefficient }
        sum.anchors = sum.anchors.filter { $0.value != 0 }
        return sum
    }

    static func * (lhs: LinearLength, factor: Double) -> LinearLength {
        LinearLength(points: lhs.points * factor, percent: lhs.percent * factor,
                     anchors: factor == 0 ? [:] : lhs.anchors.mapValues { $0 * factor })
    }

    static func - (lhs: LinearLength, rhs: LinearLength) -> LinearLength { lhs + rhs * -1 }

    /// `other − self` when the two differ by a number of points only; `nil` when that depends on
    /// the container's size or on siblings.
    func difference(to other: LinearLength) -> Double? {
        let d = other - self
        return d.percent.magnitude < 1e-9 && d.anchors.isEmpty ? d.points : nil
    }

    /// The position measured from the opposite edge of the containing block: `100% − self`,
    /// where an `anchor()` term measured from the start is `100% − anchor()` measured from the end.
    var mirrored: LinearLength {
        var total = 0.0
        for (anchor, coefficient) in anchors { if case .edge = anchor { total += coefficient } }
        return LinearLength(points: -points, percent: 100 - percent - 100 * total, anchors: anchors)
    }

    /// The IR expression, with terms in a fixed order: percentage, anchors, points.
    func expression(names: [Int: String]) -> LengthExpression {
        var terms: [LengthExpression] = []
        if percent != 0 { terms.append(.percent(percent)) }
        for (anchor, coefficient) in anchors.sorted(by: { $0.key < $1.key }) {
            let base: LengthExpression
            switch anchor {
            case .edge(let child, let edge): base = .anchor(names[child] ?? "?", edge)
            case .size(let child, let axis): base = .anchorSize(names[child] ?? "?", axis)
            }
            terms.append(coefficient == 1 ? base : base * coefficient)
        }
        guard var result = terms.first else { return .points(points) }
        for term in terms.dropFirst() { result = result + term }
        if points > 0 { result = result + .points(points) }
        if points < 0 { result = result - .points(-points) }
        return result
    }

    /// A single-term value as a plain `px` or `%` where possible, `calc()` otherwise.
    func insetValue(names: [Int: String]) -> LengthPercentageAuto {
        if anchors.isEmpty && percent == 0 { return .points(points) }
        if anchors.isEmpty && points == 0 { return .percent(percent) }
        return .calc(expression(names: names))
    }

    func dimension(names: [Int: String]) -> Dimension {
        if anchors.isEmpty && percent == 0 { return .points(points) }
        if anchors.isEmpty && points == 0 { return .percent(percent) }
        return .calc(expression(names: names))
    }
}
