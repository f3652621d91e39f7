/// The identity of a user element: any `Hashable & Sendable` value, strings being the common case.
///
/// Ids are the only link from layout results back to your elements: look a frame up with
/// `layout.frame(of: "avatar")`.
public struct ElementID: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// Strings are kept as they are, so comparing and hashing them (per relation in the
    /// constraint lowering, per node in a lookup) costs what it costs for a `String`; going
    /// through `AnyHashable` each time costs a runtime metadata lookup. Other values are boxed
    /// once, which keeps the id small (17 bytes rather than an existential's 40).
    private enum Storage: Sendable {
        case string(String)
        case other(OtherID)
    }

    private let storage: Storage

    /// The wrapped identity.
    public var base: any Hashable & Sendable {
        switch storage {
        case .string(let string): string
        case .other(let other): other.base
        }
    }

    public init(_ base: some Hashable & Sendable) {
        if let id = base as? ElementID {
            self = id
        } else if let string = base as? String {
            storage = .string(string)
        } else {
            storage = .other(OtherID(base))
        }
    }

    public init(stringLiteral value: String) {
        storage = .string(value)
    }

    public static func == (lhs: ElementID, rhs: ElementID) -> Bool {
        switch (lhs.storage, rhs.storage) {
        case (.string(let l), .string(let r)): l == r
        case (.other(let l), .other(let r)): l === r || l.hashable == r.hashable
        // `AnyHashable` decides, as for any two values, whether a string equals another type.
        case (.string(let l), .other(let r)): AnyHashable(l) == r.hashable
        case (.other(let l), .string(let r)): l.hashable == AnyHashable(r)
        }
    }

    /// `AnyHashable`'s hash, which for a `String` is the string's own: ids that compare equal
    /// across the two representations hash alike.
    public func hash(into hasher: inout Hasher) {
        switch storage {
        case .string(let string): string.hash(into: &hasher)
        case .other(let other): other.hashable.hash(into: &hasher)
        }
    }

    /// The id as a `String`, when it is one: printing and file writing need no cast.
    var string: String? {
        if case .string(let string) = storage { return string }
        return nil
    }

    public var description: String {
        switch storage {
        case .string(let string): string
        case .other(let other): String(describing: other.base)
        }
    }
}

/// A non-string id, boxed with its `AnyHashable` made once.
///
/// `@unchecked Sendable`: both properties are immutable, and `hashable` only wraps `base`,
/// which is `Sendable`.
private final class OtherID: @unchecked Sendable {
    let base: any Hashable & Sendable
    let hashable: AnyHashable

    init(_ base: some Hashable & Sendable) {
        self.base = base
        self.hashable = AnyHashable(base)
    }
}
