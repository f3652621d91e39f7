/// A `calc()` as Chrome stores and evaluates it: what the solver evaluates, where the style keeps
/// the ``LengthExpression`` as set.
///
/// CSS Values 4 simplification (§10.10, https://www.w3.org/TR/css-values-4/#calc-simplification)
/// folds every sum and product of lengths and percentages into one `points + percent` (Blink's
/// `PixelsAndPercent`); only `min()`, `max()`, `clamp()` and anchor queries stay operations, over
/// operands so folded. Chrome evaluates in single precision, a percentage as basis × percent /
/// 100 (``LayoutTree/percentage(_:of:)``). So `calc(100% / 6)` is 16.666666% of its basis: of
/// 60 px 9.999999 px, which is 639 layout units where exact arithmetic gives 640, and of 150 px
/// 25 px (Docs/IntermediateTree.md, "Layout units").
indirect enum StoredExpression: Sendable {
    /// `points + percent`% of the basis, folded in double precision as the CSS value is, and
    /// evaluated in single. `hasPercent` even when the percentages cancel: the expression still
    /// reads its basis (of an indefinite one it behaves as `auto`).
    case linear(points: Double, percent: Double, hasPercent: Bool)
    /// An operation over an operand that does not fold.
    case sum([StoredExpression])
    case product(StoredExpression, Double)
    case minimum([StoredExpression])
    case maximum([StoredExpression])
    case clamp(StoredExpression, StoredExpression, StoredExpression)
    case anchor(String, AnchorEdge)
    case anchorSize(String, Axis)

    init(_ expression: LengthExpression) {
        switch expression {
        case .points(let value): self = .linear(points: value, percent: 0, hasPercent: false)
        case .percent(let value): self = .linear(points: 0, percent: value, hasPercent: true)
        case .sum(let terms): self = Self.folded(terms.map(StoredExpression.init))
        case .product(let operand, let factor):
            let operand = StoredExpression(operand)
            if case .linear(let points, let percent, let hasPercent) = operand {
                self = .linear(points: points * factor, percent: percent * factor, hasPercent: hasPercent)
            } else {
                self = .product(operand, factor)
            }
        case .minimum(let arguments): self = .minimum(arguments.map(StoredExpression.init))
        case .maximum(let arguments): self = .maximum(arguments.map(StoredExpression.init))
        case .clamp(let lower, let value, let upper):
            self = .clamp(StoredExpression(lower), StoredExpression(value), StoredExpression(upper))
        case .anchor(let name, let edge): self = .anchor(name, edge)
        case .anchorSize(let name, let axis): self = .anchorSize(name, axis)
        }
    }

    /// The sum of `terms`, one linear term when every term is one.
    private static func folded(_ terms: [StoredExpression]) -> StoredExpression {
        var total = (points: 0.0, percent: 0.0, hasPercent: false)
        for term in terms {
            guard case .linear(let points, let percent, let hasPercent) = term else { return .sum(terms) }
            total = (total.points + points, total.percent + percent, total.hasPercent || hasPercent)
        }
        return .linear(points: total.points, percent: total.percent, hasPercent: total.hasPercent)
    }

    /// The value in points; `nil` when it has a percentage and the basis is indefinite, or an
    /// anchor reference that `anchors` does not resolve. A NaN (∞ − ∞ in single precision) is 0,
    /// as CSS Values 4 §10.9 censors it; an infinity saturates where the length is stored.
    func evaluate(against basis: Double?, anchors: AnchorResolution?) -> Double? {
        single(against: basis, anchors: anchors).map { $0.isNaN ? 0 : Double($0) }
    }

    /// The value in points with every percentage of an indefinite basis counting as zero.
    func evaluateWithPercentagesAsZero(against basis: Double?) -> Double {
        evaluate(against: basis ?? 0, anchors: nil) ?? 0
    }

    private func single(against basis: Double?, anchors: AnchorResolution?) -> Float? {
        switch self {
        case .linear(let points, let percent, let hasPercent):
            guard hasPercent else { return LayoutTree.float32(points) }
            return basis.map { LayoutTree.float32(points) + Float(LayoutTree.percentage(percent, of: $0)) }
        case .sum(let terms):
            var total: Float = 0
            for term in terms {
                guard let value = term.single(against: basis, anchors: anchors) else { return nil }
                total += value
            }
            return total
        case .product(let operand, let factor):
            return operand.single(against: basis, anchors: anchors).map { $0 * LayoutTree.float32(factor) }
        case .minimum(let arguments): return combined(arguments, { $0.single(against: basis, anchors: anchors) }, Swift.min)
        case .maximum(let arguments): return combined(arguments, { $0.single(against: basis, anchors: anchors) }, Swift.max)
        case .clamp(let lower, let value, let upper):
            guard let lower = lower.single(against: basis, anchors: anchors),
                  let value = value.single(against: basis, anchors: anchors),
                  let upper = upper.single(against: basis, anchors: anchors) else { return nil }
            return Swift.max(lower, Swift.min(value, upper))
        case .anchor(let name, let edge): return anchors?.coordinate(of: name, edge).map(LayoutTree.float32)
        case .anchorSize(let name, let axis): return anchors?.size(of: name, axis).map(LayoutTree.float32)
        }
    }
}
