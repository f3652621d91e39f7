/// The identity of a user element: any `Hashable & Sendable` value, strings being the common case.
///
/// Ids are the only link from layout results back to your elements: look a frame up with
/// `layout.frame(of: "avatar")`.
public struct ElementID: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The wrapped identity.
    public let base: any Hashable & Sendable

    public init(_ base: some Hashable & Sendable) {
        if let id = base as? ElementID {
            self = id
        } else {
            self.base = base
        }
    }

    public init(stringLiteral value: String) {
        self.base = value
    }

    public static func == (lhs: ElementID, rhs: ElementID) -> Bool {
        AnyHashable(lhs.base) == AnyHashable(rhs.base)
    }

    public func hash(into hasher: inout Hasher) {
        AnyHashable(base).hash(into: &hasher)
    }

    public var description: String { String(describing: base) }
}
