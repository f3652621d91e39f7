/// A length that is exact, a lower bound or an upper bound: the values of the stacks' `.width`,
/// `.height`, `.size`, `.padding` and `.relative`, and of the constraints' classic chain.
///
/// Integer and float literals mean ``exact(_:)``:
///
///     Item("photo").width(120)               // exactly 120
///     Item("photo").width(.min(80))          // at least 80
///     label.relative(.all, .min(20))         // at least 20 from every edge
public enum BoundedLength: Hashable, Sendable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// Exactly this many points.
    case exact(Double)
    /// At least this many points.
    case min(Double)
    /// At most this many points.
    case max(Double)

    public init(integerLiteral value: Int) { self = .exact(Double(value)) }
    public init(floatLiteral value: Double) { self = .exact(value) }
}
