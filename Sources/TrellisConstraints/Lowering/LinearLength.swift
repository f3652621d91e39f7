import TrellisCore

/// A length that is linear in the container's size and in one sibling's edge or size:
/// `points + percent% + coefficient × anchor`. The constraint lowering computes in it, then
/// writes it as the IR's `LengthExpression`.
///
/// A relation names at most one sibling, and the lowering only adds values that name the same
/// one (or none), so one anchor term is all a value holds: plain data, copied without reference
/// counting. Sums of relations that may name different siblings are only ever compared with zero,
/// by ``sumIsZero(_:)``.
///
/// Positions are measured from the containing block's left (or top) edge; ``mirrored`` turns
/// such a value into one measured from the right (or bottom) edge, as the `right` and `bottom`
/// insets measure.
struct LinearLength: Equatable {
    enum Anchor: Hashable {
        /// `anchor(--child edge)`.
        case edge(child: Int, AnchorEdge)
        /// `anchor-size(--child axis)`.
        case size(child: Int, Axis)

        var child: Int {
            switch self {
            case .edge(let child, _), .size(let child, _): child
            }
        }

        var isEdge: Bool { if case .edge = self { true } else { false } }
    }

    var points = 0.0
    var percent = 0.0
    /// The anchor term, `coefficient × anchor`; `nil` with a coefficient of 0 when there is none,
    /// so that `==` compares values.
    private(set) var anchor: Anchor?
    private(set) var coefficient = 0.0

    static func points(_ value: Double) -> LinearLength { LinearLength(points: value) }

    init(points: Double = 0, percent: Double = 0) {
        self.points = points
        self.percent = percent
    }

    /// `coefficient × anchor`.
    init(_ anchor: Anchor, _ coefficient: Double) {
        setAnchor(anchor, coefficient)
    }

    private mutating func setAnchor(_ anchor: Anchor?, _ coefficient: Double) {
        let isTerm = anchor != nil && coefficient != 0
        self.anchor = isTerm ? anchor : nil
        self.coefficient = isTerm ? coefficient : 0
    }

    var usesAnchorEdges: Bool { anchor?.isEdge ?? false }

    /// The child that the anchor names, if any.
    var referencedChild: Int? { anchor?.child }

    static func + (lhs: LinearLength, rhs: LinearLength) -> LinearLength {
        precondition(lhs.anchor == nil || rhs.anchor == nil || lhs.anchor == rhs.anchor,
                     "the lowering only adds lengths that name the same anchor")
        var sum = LinearLength(points: lhs.points + rhs.points, percent: lhs.percent + rhs.percent)
        sum.setAnchor(lhs.anchor ?? rhs.anchor, lhs.coefficient + rhs.coefficient)
        return sum
    }

    static func * (lhs: LinearLength, factor: Double) -> LinearLength {
        var product = LinearLength(points: lhs.points * factor, percent: lhs.percent * factor)
        product.setAnchor(lhs.anchor, lhs.coefficient * factor)
        return product
    }

    static func - (lhs: LinearLength, rhs: LinearLength) -> LinearLength { lhs + rhs * -1 }

    /// `other − self` when the two differ by a number of points only; `nil` when that depends on
    /// the container's size or on siblings.
    func difference(to other: LinearLength) -> Double? {
        guard other.anchor == anchor && other.coefficient == coefficient,
              (other.percent - percent).magnitude < 1e-9 else { return nil }
        return other.points - points
    }

    /// Whether `Σ factor × value` is zero: no points (within 1e-9), no percentage, and anchor
    /// terms that cancel. Summed left to right, so the rounding is that of writing the sum out.
    static func sumIsZero(_ terms: [(value: LinearLength, factor: Double)]) -> Bool {
        var points = 0.0
        var percent = 0.0
        var anchors: [(anchor: Anchor, coefficient: Double)] = []
        for (value, factor) in terms {
            points += value.points * factor
            percent += value.percent * factor
            guard let anchor = value.anchor else { continue }
            if let index = anchors.firstIndex(where: { $0.anchor == anchor }) {
                anchors[index].coefficient += value.coefficient * factor
            } else {
                anchors.append((anchor, value.coefficient * factor))
            }
        }
        return points.magnitude < 1e-9 && percent.magnitude < 1e-9 && anchors.allSatisfy { $0.coefficient == 0 }
    }

    /// The position measured from the opposite edge of the containing block: `100% − self`,
    /// where an `anchor()` term measured from the start is `100% − anchor()` measured from the end.
    var mirrored: LinearLength {
        var result = LinearLength(points: -points, percent: 100 - percent - 100 * (usesAnchorEdges ? coefficient : 0))
        result.setAnchor(anchor, coefficient)
        return result
    }

    /// The IR expression, with terms in a fixed order: percentage, anchor, points.
    /// `names` holds each child's anchor name, by child index.
    func expression(names: [String?]) -> LengthExpression {
        var terms: [LengthExpression] = []
        terms.reserveCapacity(3)
        if percent != 0 { terms.append(.percent(percent)) }
        if let anchor {
            let base: LengthExpression = switch anchor {
            case .edge(let child, let edge): .anchor(names[child] ?? "?", edge)
            case .size(let child, let axis): .anchorSize(names[child] ?? "?", axis)
            }
            terms.append(coefficient == 1 ? base : base * coefficient)
        }
        guard !terms.isEmpty else { return .points(points) }
        // As `a + b + .points(p)` and `a - .points(p)` build them, in one step.
        if points > 0 { terms.append(.points(points)) }
        if points < 0 { terms.append(.points(-points) * -1) }
        return terms.count == 1 ? terms[0] : .sum(terms)
    }

    /// A single-term value as a plain `px` or `%` where possible, `calc()` otherwise.
    func insetValue(names: [String?]) -> LengthPercentageAuto {
        if anchor == nil && percent == 0 { return .points(points) }
        if anchor == nil && points == 0 { return .percent(percent) }
        return .calc(expression(names: names))
    }

    func dimension(names: [String?]) -> Dimension {
        if anchor == nil && percent == 0 { return .points(points) }
        if anchor == nil && points == 0 { return .percent(percent) }
        return .calc(expression(names: names))
    }
}
