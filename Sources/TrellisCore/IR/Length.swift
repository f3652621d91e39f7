/// A length that may be a percentage: CSS `<length-percentage>`, used by padding and gaps.
///
/// Integer and float literals mean points: `padding: .init(all: 8)`.
public enum LengthPercentage: Hashable, Sendable {
    /// A length in points (CSS `px`).
    case points(Double)
    /// A percentage (0–100) of the property's percentage basis.
    case percent(Double)
    /// A computed length; a negative result counts as zero.
    case calc(LengthExpression)

    /// Zero points.
    public static let zero = LengthPercentage.points(0)

    /// The value in points, given the percentage basis; `nil` when the basis is indefinite.
    @inlinable public func resolve(against basis: Double?) -> Double? {
        switch self {
        case .points(let value): return value
        case .percent(let percent): return basis.map { $0 * percent / 100 }
        case .calc(let expression): return expression.evaluate(against: basis).map { Swift.max(0, $0) }
        }
    }

    /// The value in points, with a percentage of an indefinite basis counting as zero
    /// (CSS Box 3 §5: cyclic percentages in padding and gaps resolve to 0 for intrinsic sizing).
    @inlinable public func resolveOrZero(against basis: Double?) -> Double {
        if case .calc(let expression) = self {
            return Swift.max(0, expression.evaluateWithPercentagesAsZero(against: basis))
        }
        return resolve(against: basis) ?? 0
    }
}

/// A length, a percentage or `auto`: CSS `<length-percentage> | auto`, used by margins and insets.
public enum LengthPercentageAuto: Hashable, Sendable {
    case auto
    /// A length in points (CSS `px`).
    case points(Double)
    /// A percentage (0–100) of the property's percentage basis.
    case percent(Double)
    /// A computed length (margins and insets may be negative).
    case calc(LengthExpression)

    /// Zero points.
    public static let zero = LengthPercentageAuto.points(0)

    /// Whether the value is `auto`.
    @inlinable public var isAuto: Bool { if case .auto = self { return true } else { return false } }

    /// The value in points; `nil` for `auto` or a percentage of an indefinite basis.
    public func resolve(against basis: Double?) -> Double? {
        resolve(against: basis, anchors: nil)
    }

    /// The value in points, with `anchor()` references resolved by `anchors`.
    func resolve(against basis: Double?, anchors: AnchorResolution?) -> Double? {
        switch self {
        case .auto: return nil
        case .points(let value): return value
        case .percent(let percent): return basis.map { $0 * percent / 100 }
        case .calc(let expression): return expression.evaluate(against: basis, anchors: anchors)
        }
    }

    /// The value in points, with `auto` and unresolvable percentages counting as zero.
    public func resolveOrZero(against basis: Double?) -> Double {
        if case .calc(let expression) = self { return expression.evaluateWithPercentagesAsZero(against: basis) }
        return resolve(against: basis) ?? 0
    }
}

/// A box size: CSS `width`, `height`, `min-width`, `max-height` and so on.
///
/// For `max-width` and `max-height`, ``auto`` means CSS `none` (no maximum). For `min-width`
/// and `min-height` it means the automatic minimum size of a flex item (CSS Flexbox §4.5).
public enum Dimension: Hashable, Sendable {
    case auto
    /// A length in points (CSS `px`).
    case points(Double)
    /// A percentage (0–100) of the containing block's size on the same axis.
    case percent(Double)
    /// CSS `min-content`: the box's smallest size that does not overflow its content.
    case minContent
    /// CSS `max-content`: the box's ideal size with unlimited room.
    case maxContent
    /// CSS `fit-content`: the available space, clamped between min-content and max-content.
    case fitContent
    /// CSS `stretch`: fill the containing block, less margins.
    case stretch
    /// A computed length; a negative result counts as zero.
    case calc(LengthExpression)

    /// Whether the value is `auto`.
    @inlinable public var isAuto: Bool { if case .auto = self { return true } else { return false } }

    /// The value in points when it is a length or a resolvable percentage; `nil` otherwise.
    public func resolve(against basis: Double?) -> Double? {
        resolve(against: basis, anchors: nil)
    }

    /// The value in points, with `anchor-size()` references resolved by `anchors`.
    func resolve(against basis: Double?, anchors: AnchorResolution?) -> Double? {
        switch self {
        case .points(let value): return value
        case .percent(let percent): return basis.map { $0 * percent / 100 }
        case .calc(let expression): return expression.evaluate(against: basis, anchors: anchors).map { Swift.max(0, $0) }
        default: return nil
        }
    }

    /// The value in points as a minimum size: percentages of an indefinite basis count as zero
    /// (CSS 2 §10.7); `nil` for `auto` and the intrinsic keywords.
    public func resolveMinimum(against basis: Double?) -> Double? {
        resolveMinimum(against: basis, anchors: nil)
    }

    func resolveMinimum(against basis: Double?, anchors: AnchorResolution?) -> Double? {
        switch self {
        case .percent: return resolve(against: basis) ?? 0
        case .calc(let expression):
            if let anchors { return expression.evaluate(against: basis ?? 0, anchors: anchors).map { Swift.max(0, $0) } }
            return Swift.max(0, expression.evaluateWithPercentagesAsZero(against: basis))
        default: return resolve(against: basis, anchors: anchors)
        }
    }

    /// Whether the value is one of the intrinsic sizing keywords (CSS Sizing 3 §3.2).
    @inlinable public var isIntrinsicKeyword: Bool {
        switch self {
        case .minContent, .maxContent, .fitContent, .stretch: return true
        default: return false
        }
    }
}

/// The initial main size of a flex item: CSS `flex-basis` (CSS Flexbox §7.3.3).
public enum FlexBasis: Hashable, Sendable {
    /// CSS `content`: size the item from its content, ignoring its main size property.
    case content
    /// A size; ``Dimension/auto`` means "use the item's main size property".
    case size(Dimension)

    /// CSS `auto`: use the item's `width` or `height` along the main axis.
    public static let auto = FlexBasis.size(.auto)

    /// A basis in points.
    public static func points(_ value: Double) -> FlexBasis { .size(.points(value)) }

    /// A basis as a percentage of the flex container's inner main size.
    public static func percent(_ value: Double) -> FlexBasis { .size(.percent(value)) }
}

extension LengthPercentage: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    public init(integerLiteral value: Int) { self = .points(Double(value)) }
    public init(floatLiteral value: Double) { self = .points(value) }
}

extension LengthPercentageAuto: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    public init(integerLiteral value: Int) { self = .points(Double(value)) }
    public init(floatLiteral value: Double) { self = .points(value) }
}

extension Dimension: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    public init(integerLiteral value: Int) { self = .points(Double(value)) }
    public init(floatLiteral value: Double) { self = .points(value) }
}

extension FlexBasis: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    public init(integerLiteral value: Int) { self = .points(Double(value)) }
    public init(floatLiteral value: Double) { self = .points(value) }
}

// The `calc()` expression a value holds, so that code looking for expressions (anchor references)
// reads every length type the same way.
extension LengthPercentage {
    /// The `calc()` expression, if the value is one.
    var expression: LengthExpression? {
        if case .calc(let expression) = self { return expression }
        return nil
    }
}

extension LengthPercentageAuto {
    /// The `calc()` expression, if the value is one.
    var expression: LengthExpression? {
        if case .calc(let expression) = self { return expression }
        return nil
    }
}

extension Dimension {
    /// The `calc()` expression, if the value is one.
    var expression: LengthExpression? {
        if case .calc(let expression) = self { return expression }
        return nil
    }
}

extension FlexBasis {
    /// The `calc()` expression of a basis given as a size, if it is one.
    var expression: LengthExpression? {
        if case .size(let size) = self { return size.expression }
        return nil
    }
}
