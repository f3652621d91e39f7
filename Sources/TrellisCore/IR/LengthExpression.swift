/// A length computed from points and a percentage: CSS `calc()`, `min()`, `max()` and `clamp()`
/// (CSS Values 4 §10).
///
/// Write expressions with Swift operators; integer and float literals mean points:
///
///     Style().width(.calc(.percent(50) + 10))                 // calc(50% + 10px)
///     Style().width(.calc(.minimum([.percent(50), 80])))      // min(50%, 80px)
///     Style().padding(.calc(.percent(5) + 2))     // calc(5% + 2px)
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
    /// CSS `anchor(--name edge)`: a coordinate of the sibling named `name` (see
    /// ``Style/anchorName``), measured from the containing-block edge the property measures from.
    /// Only an absolutely positioned box's insets and ``Style/centerX``/``Style/centerY`` may use it.
    case anchor(String, AnchorEdge)
    /// CSS `anchor-size(--name width|height)`: the border-box size of the sibling named `name`.
    /// Only an absolutely positioned box's sizes and min/max sizes may use it.
    case anchorSize(String, Axis)

    /// The value in points; `nil` when it has a percentage and the basis is indefinite, or an
    /// anchor reference.
    public func evaluate(against basis: Double?) -> Double? {
        evaluate(against: basis, anchors: nil)
    }

    /// The value in points, with anchor references resolved by `anchors` when given.
    func evaluate(against basis: Double?, anchors: AnchorResolution?) -> Double? {
        switch self {
        case .points(let value): return value
        case .percent(let percent): return basis.map { $0 * percent / 100 }
        case .sum(let terms):
            var total = 0.0
            for term in terms {
                guard let value = term.evaluate(against: basis, anchors: anchors) else { return nil }
                total += value
            }
            return total
        case .product(let expression, let factor): return expression.evaluate(against: basis, anchors: anchors).map { $0 * factor }
        case .minimum(let arguments): return combined(arguments, { $0.evaluate(against: basis, anchors: anchors) }, Swift.min)
        case .maximum(let arguments): return combined(arguments, { $0.evaluate(against: basis, anchors: anchors) }, Swift.max)
        case .clamp(let lower, let value, let upper):
            guard let lower = lower.evaluate(against: basis, anchors: anchors),
                  let value = value.evaluate(against: basis, anchors: anchors),
                  let upper = upper.evaluate(against: basis, anchors: anchors) else { return nil }
            return Swift.max(lower, Swift.min(value, upper))
        case .anchor(let name, let edge): return anchors?.coordinate(of: name, edge)
        case .anchorSize(let name, let axis): return anchors?.size(of: name, axis)
        }
    }

    /// The value in points with every percentage of an indefinite basis counting as zero, as
    /// CSS does for min sizes, margins, padding and gaps.
    public func evaluateWithPercentagesAsZero(against basis: Double?) -> Double {
        evaluate(against: basis ?? 0) ?? 0
    }


    /// Whether operations nest more than `limit` deep: a sum, product, `min()`, `max()` or
    /// `clamp()` is one level more than the deepest of its operands. The walk goes no deeper
    /// than `limit`, so validation can ask it of an expression of any depth before anything
    /// recursive (evaluating, hashing, ``isFinite``) reads it.
    public func nestsDeeper(than limit: Int) -> Bool {
        switch self {
        case .points, .percent, .anchor, .anchorSize: return false
        case .sum(let terms), .minimum(let terms), .maximum(let terms):
            return limit == 0 || terms.contains { $0.nestsDeeper(than: limit - 1) }
        case .product(let expression, _): return limit == 0 || expression.nestsDeeper(than: limit - 1)
        case .clamp(let a, let b, let c):
            return limit == 0 || a.nestsDeeper(than: limit - 1) || b.nestsDeeper(than: limit - 1) || c.nestsDeeper(than: limit - 1)
        }
    }

    /// Whether every number in the expression is finite, for validation.
    var isFinite: Bool {
        switch self {
        case .points(let value), .percent(let value): return value.isFinite
        case .sum(let terms), .minimum(let terms), .maximum(let terms): return terms.allSatisfy(\.isFinite)
        case .product(let expression, let factor): return factor.isFinite && expression.isFinite
        case .clamp(let a, let b, let c): return a.isFinite && b.isFinite && c.isFinite
        case .anchor, .anchorSize: return true
        }
    }

    /// Whether the expression has a percentage term (so depends on its percentage basis).
    var hasPercentage: Bool {
        switch self {
        case .points, .anchor, .anchorSize: return false
        case .percent: return true
        case .sum(let terms), .minimum(let terms), .maximum(let terms): return terms.contains { $0.hasPercentage }
        case .product(let expression, _): return expression.hasPercentage
        case .clamp(let a, let b, let c): return a.hasPercentage || b.hasPercentage || c.hasPercentage
        }
    }

    /// Whether the expression refers to an anchor.
    var referencesAnchors: Bool {
        switch self {
        case .points, .percent: return false
        case .sum(let terms), .minimum(let terms), .maximum(let terms): return terms.contains { $0.referencesAnchors }
        case .product(let expression, _): return expression.referencesAnchors
        case .clamp(let a, let b, let c): return a.referencesAnchors || b.referencesAnchors || c.referencesAnchors
        case .anchor, .anchorSize: return true
        }
    }

    /// The anchor names the expression refers to.
    var anchorNames: [String] {
        var names: [String] = []
        appendAnchorNames(to: &names)
        return names
    }

    /// Appends the anchor names to `names`: one array for the whole expression, where collecting
    /// each term's names in an array of its own allocated one per term.
    func appendAnchorNames(to names: inout [String]) {
        switch self {
        case .points, .percent: return
        case .sum(let terms), .minimum(let terms), .maximum(let terms):
            for term in terms { term.appendAnchorNames(to: &names) }
        case .product(let expression, _): expression.appendAnchorNames(to: &names)
        case .clamp(let a, let b, let c):
            a.appendAnchorNames(to: &names)
            b.appendAnchorNames(to: &names)
            c.appendAnchorNames(to: &names)
        case .anchor(let name, _), .anchorSize(let name, _):
            // A box names a few anchors at most: one allocation, not one per doubling.
            if names.isEmpty { names.reserveCapacity(4) }
            names.append(name)
        }
    }
}

/// The values of `arguments` combined in turn (the arguments of `min()` or `max()`); `nil` when
/// any has none.
func combined<Argument, Value>(_ arguments: [Argument], _ value: (Argument) -> Value?,
                               _ combine: (Value, Value) -> Value) -> Value? {
    var result: Value?
    for argument in arguments {
        guard let next = value(argument) else { return nil }
        result = result.map { combine($0, next) } ?? next
    }
    return result
}

extension Style {
    /// How deep a value may nest: the operations of a ``LengthExpression`` (each sum, product,
    /// `min()`, `max()` or `clamp()` inside another is a level), and in a layout file the
    /// parentheses of a math function or a track list (`calc(`, `(`, `repeat(`, `minmax(`).
    /// Deeper values are rejected, naming the node or the file and line
    /// (``LayoutError/nestedTooDeep(node:property:limit:)``), so that no reader or evaluator
    /// recurses deeper than this (Docs/HostileNumbers.md).
    public static let nestingLimit = 32
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

/// An edge of an anchor box, as CSS `anchor()` names it (CSS Anchor Positioning §3.2).
public enum AnchorEdge: UInt8, Hashable, Sendable {
    case left
    case right
    case top
    case bottom
    /// Left in a left-to-right containing block, right in a right-to-left one; top vertically.
    case start
    /// Right in a left-to-right containing block, left in a right-to-left one; bottom vertically.
    case end
    /// The middle of the anchor box on the property's axis.
    case center
}
