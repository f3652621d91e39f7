/// A length computed from points and a percentage: CSS `calc()`, `min()`, `max()` and `clamp()`
/// (CSS Values 4 §10).
///
/// Write expressions with Swift operators; integer and float literals mean points:
///
///     Style(width: .calc(.percent(50) + 10))                 // calc(50% + 10px)
///     Style(width: .calc(.minimum([.percent(50), 80])))      // min(50%, 80px)
///     Style(padding: Edges(all: .calc(.percent(5) + 2)))     // calc(5% + 2px)
///
/// A `%` term is a percentage of the property's own percentage basis, the same basis as a
/// lone percentage in that property.
public indirect enum LengthExpression: Hashable, Sendable {
    /// A length in points (CSS `px`).
    case points(Double)
    /// A percentage (0–100) of the property's percentage basis.
    case percent(Double)
    /// The sum of the terms (subtraction adds a negated term).
    case sum([LengthExpression])
    /// The expression scaled by a number (division scales by its reciprocal).
    case product(LengthExpression, Double)
    /// The smallest of the arguments: CSS `min()`.
    case minimum([LengthExpression])
    /// The largest of the arguments: CSS `max()`.
    case maximum([LengthExpression])
    /// CSS `clamp(min, value, max)`, which is `max(min, min(value, max))`: `min` wins over `max`.
    case clamp(LengthExpression, LengthExpression, LengthExpression)

    /// The value in points; `nil` when it has a percentage and the basis is indefinite.
    public func evaluate(against basis: Double?) -> Double? {
        switch self {
        case .points(let value): return value
        case .percent(let percent): return basis.map { $0 * percent / 100 }
        case .sum(let terms):
            var total = 0.0
            for term in terms {
                guard let value = term.evaluate(against: basis) else { return nil }
                total += value
            }
            return total
        case .product(let expression, let factor): return expression.evaluate(against: basis).map { $0 * factor }
        case .minimum(let arguments): return Self.fold(arguments, basis, Swift.min)
        case .maximum(let arguments): return Self.fold(arguments, basis, Swift.max)
        case .clamp(let lower, let value, let upper):
            guard let lower = lower.evaluate(against: basis), let value = value.evaluate(against: basis),
                  let upper = upper.evaluate(against: basis) else { return nil }
            return Swift.max(lower, Swift.min(value, upper))
        }
    }

    /// The value in points with every percentage of an indefinite basis counting as zero, as
    /// CSS does for min sizes, margins, padding and gaps.
    public func evaluateWithPercentagesAsZero(against basis: Double?) -> Double {
        evaluate(against: basis ?? 0) ?? 0
    }

    private static func fold(_ arguments: [LengthExpression], _ basis: Double?,
                             _ combine: (Double, Double) -> Double) -> Double? {
        var result: Double?
        for argument in arguments {
            guard let value = argument.evaluate(against: basis) else { return nil }
            result = result.map { combine($0, value) } ?? value
        }
        return result
    }

    /// Every number in the expression, for validation.
    var numbers: [Double] {
        switch self {
        case .points(let value), .percent(let value): return [value]
        case .sum(let terms), .minimum(let terms), .maximum(let terms): return terms.flatMap(\.numbers)
        case .product(let expression, let factor): return expression.numbers + [factor]
        case .clamp(let a, let b, let c): return a.numbers + b.numbers + c.numbers
        }
    }
}

extension LengthExpression: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    public init(integerLiteral value: Int) { self = .points(Double(value)) }
    public init(floatLiteral value: Double) { self = .points(value) }
}

extension LengthExpression {
    /// `calc(a + b)`; sums flatten, so `a + b + c` is one sum of three terms.
    public static func + (lhs: LengthExpression, rhs: LengthExpression) -> LengthExpression {
        .sum(lhs.terms + rhs.terms)
    }

    /// `calc(a - b)`.
    public static func - (lhs: LengthExpression, rhs: LengthExpression) -> LengthExpression {
        .sum(lhs.terms + [rhs * -1])
    }

    /// `calc(a * k)`. (There is deliberately no `k * a`: with literals it would make plain
    /// arithmetic such as `sizes.map { $0 * 2 }` ambiguous in code that imports Trellis.)
    public static func * (lhs: LengthExpression, rhs: Double) -> LengthExpression { .product(lhs, rhs) }

    /// `calc(a / k)`.
    public static func / (lhs: LengthExpression, rhs: Double) -> LengthExpression { .product(lhs, 1 / rhs) }

    private var terms: [LengthExpression] {
        if case .sum(let terms) = self { return terms }
        return [self]
    }
}
