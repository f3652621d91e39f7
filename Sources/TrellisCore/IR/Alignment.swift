/// What happens when an aligned box is larger than its alignment container
/// (CSS Box Alignment §4.4, `safe` and `unsafe`).
public enum OverflowAlignment: UInt8, Hashable, Sendable, BitwiseCopyable {
    /// No keyword: the engine's default, which behaves as `unsafe` except where CSS says otherwise.
    case `default`
    /// `safe`: if the box would overflow its container at the start, align it as `start` instead.
    case safe
    /// `unsafe`: honour the alignment even when the box overflows at the start.
    case unsafe
}

/// A CSS alignment value: a keyword, and a `safe`/`unsafe` prefix where CSS allows one.
/// ``SelfAlignment`` and ``ContentAlignment`` share their prefix handling through it.
public protocol PrefixableAlignment: Hashable, Sendable {
    /// The alignment keywords.
    associatedtype Position: AlignmentKeyword
    /// The alignment keyword.
    var position: Position { get }
    /// `safe` or `unsafe`, kept only on a keyword that takes one.
    var overflow: OverflowAlignment { get }
    init(_ position: Position, overflow: OverflowAlignment)
}

/// The keywords of a ``PrefixableAlignment``.
public protocol AlignmentKeyword: CSSKeywordRepresentable {
    /// Whether CSS allows a `safe`/`unsafe` prefix on this keyword.
    var acceptsOverflowAlignment: Bool { get }
}

extension PrefixableAlignment {
    /// `safe` alignment: falls back to `start` when the box or content would overflow its
    /// container (a keyword that takes no `safe` in CSS is returned as it is).
    public static func safe(_ alignment: Self) -> Self { Self(alignment.position, overflow: .safe) }

    /// `unsafe` alignment: honoured even when the box or content overflows its container (a
    /// keyword that takes no `unsafe` in CSS is returned as it is).
    public static func unsafe(_ alignment: Self) -> Self { Self(alignment.position, overflow: .unsafe) }
}

/// Self-alignment: CSS `align-items`, `align-self`, `justify-items` and `justify-self`
/// (CSS Box Alignment §6).
///
///     Style().alignItems(.center)
///     Style().alignSelf(.safe(.end))
public struct SelfAlignment: PrefixableAlignment, BitwiseCopyable {
    /// The alignment keyword.
    public enum Position: UInt8, Hashable, Sendable, BitwiseCopyable {
        /// `auto`: use the parent's `align-items` / `justify-items` (only meaningful on `-self`).
        case auto
        /// `normal`: stretch in flex and layers containers.
        case normal
        case stretch
        case center
        case start
        case end
        case selfStart
        case selfEnd
        case flexStart
        case flexEnd
        case baseline
        case lastBaseline
    }

    public var position: Position {
        didSet { if !position.acceptsOverflowAlignment { overflow = .default } }
    }
    /// `safe` or `unsafe`. Only a `<self-position>` (`center`, `start`, `end`, `self-start`,
    /// `self-end`, `flex-start`, `flex-end`) takes one in CSS; on any other keyword it is
    /// dropped, so that every value has a CSS spelling.
    public var overflow: OverflowAlignment {
        didSet { if !position.acceptsOverflowAlignment { overflow = .default } }
    }

    public init(_ position: Position, overflow: OverflowAlignment = .default) {
        self.position = position
        self.overflow = position.acceptsOverflowAlignment ? overflow : .default
    }

    public static let auto = SelfAlignment(.auto)
    public static let normal = SelfAlignment(.normal)
    public static let stretch = SelfAlignment(.stretch)
    public static let center = SelfAlignment(.center)
    public static let start = SelfAlignment(.start)
    public static let end = SelfAlignment(.end)
    public static let selfStart = SelfAlignment(.selfStart)
    public static let selfEnd = SelfAlignment(.selfEnd)
    public static let flexStart = SelfAlignment(.flexStart)
    public static let flexEnd = SelfAlignment(.flexEnd)
    public static let baseline = SelfAlignment(.baseline)
    public static let lastBaseline = SelfAlignment(.lastBaseline)
}

/// Content distribution and alignment: CSS `justify-content` and `align-content`
/// (CSS Box Alignment §5).
///
///     Style().justifyContent(.spaceBetween).alignContent(.safe(.center))
public struct ContentAlignment: PrefixableAlignment, BitwiseCopyable {
    /// The alignment keyword.
    public enum Position: UInt8, Hashable, Sendable, BitwiseCopyable {
        /// `normal`: `flex-start` for `justify-content`, `stretch` for `align-content` in flex containers.
        case normal
        case stretch
        case center
        case start
        case end
        case flexStart
        case flexEnd
        case spaceBetween
        case spaceAround
        case spaceEvenly
    }

    public var position: Position {
        didSet { if !position.acceptsOverflowAlignment { overflow = .default } }
    }
    /// `safe` or `unsafe`. Only a `<content-position>` (`center`, `start`, `end`, `flex-start`,
    /// `flex-end`) takes one in CSS; on any other keyword it is dropped, so that every value has
    /// a CSS spelling.
    public var overflow: OverflowAlignment {
        didSet { if !position.acceptsOverflowAlignment { overflow = .default } }
    }

    public init(_ position: Position, overflow: OverflowAlignment = .default) {
        self.position = position
        self.overflow = position.acceptsOverflowAlignment ? overflow : .default
    }

    public static let normal = ContentAlignment(.normal)
    public static let stretch = ContentAlignment(.stretch)
    public static let center = ContentAlignment(.center)
    public static let start = ContentAlignment(.start)
    public static let end = ContentAlignment(.end)
    public static let flexStart = ContentAlignment(.flexStart)
    public static let flexEnd = ContentAlignment(.flexEnd)
    public static let spaceBetween = ContentAlignment(.spaceBetween)
    public static let spaceAround = ContentAlignment(.spaceAround)
    public static let spaceEvenly = ContentAlignment(.spaceEvenly)
}
