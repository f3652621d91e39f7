// SwiftUI's custom-layout API where SwiftUI does not exist (Linux), so that the Trellis adapter
// in TrellisSwiftUI compiles and is tested here from the very source that Apple platforms
// compile against SwiftUI. Each declaration mirrors the signature Apple documents on the page
// cited beside it; what the adapter does not use is left out. The one addition, marked as
// such, is how a test makes subviews: SwiftUI makes them from views. Its geometry is
// CoreGraphicsStandIn's, the UIKit and AppKit stand-ins' too, so that a subview measured by a
// view compiles as on Apple platforms.
@_exported import CoreGraphicsStandIn

/// A proposal for the size of a view, each axis `nil` for the view's ideal size.
/// https://developer.apple.com/documentation/swiftui/proposedviewsize
@frozen public struct ProposedViewSize: Equatable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?

    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// https://developer.apple.com/documentation/swiftui/proposedviewsize/replacingunspecifieddimensions(by:)
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}

/// A normalized point in a view: `(0, 0)` its top leading corner.
/// https://developer.apple.com/documentation/swiftui/unitpoint
@frozen public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat

    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
}

/// A type that represents part of an app's user interface. The stand-in's views have no body:
/// they exist so that view modifiers (`layoutValue(key:value:)`, and Trellis's `layoutItem(_:)`
/// built on it) compile, and a test makes a subview of one (`LayoutSubview(_:measure:)`).
/// https://developer.apple.com/documentation/swiftui/view
public protocol View {}

extension View {
    /// Associates a value with a custom layout property.
    /// https://developer.apple.com/documentation/swiftui/view/layoutvalue(key:value:)
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        var values = (self as? LayoutValuedView)?.values ?? [:]
        values[ObjectIdentifier(key)] = value
        return LayoutValuedView(values: values)
    }
}

/// Not SwiftUI's: the view `layoutValue(key:value:)` returns here, holding the values its
/// subview gives.
struct LayoutValuedView: View {
    let values: [ObjectIdentifier: Any]
}

/// A key for a value that a view passes to its layout container.
/// https://developer.apple.com/documentation/swiftui/layoutvaluekey
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

/// A proxy for one subview of a layout.
/// https://developer.apple.com/documentation/swiftui/layoutsubview
public struct LayoutSubview {
    /// Asks the subview for its size.
    /// https://developer.apple.com/documentation/swiftui/layoutsubview/sizethatfits(_:)
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { measure(proposal) }

    /// Assigns a position and proposed size to the subview.
    /// https://developer.apple.com/documentation/swiftui/layoutsubview/place(at:anchor:proposal:)
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        placements.record(Placement(position: position, anchor: anchor, proposal: proposal))
    }

    /// The value the subview gave for `key`, or the key's default.
    /// https://developer.apple.com/documentation/swiftui/layoutsubview/subscript(_:)
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
    }

    // MARK: Not SwiftUI's: how a test makes a subview and reads where it was placed.

    /// Where `place(at:anchor:proposal:)` put a subview.
    public struct Placement: Equatable, Sendable {
        public var position: CGPoint
        public var anchor: UnitPoint
        public var proposal: ProposedViewSize

        public init(position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
            self.position = position
            self.anchor = anchor
            self.proposal = proposal
        }
    }

    /// The placements of one subview, in the order they were made.
    public final class Placements {
        public private(set) var all: [Placement] = []
        public init() {}
        func record(_ placement: Placement) { all.append(placement) }
    }

    let values: [ObjectIdentifier: Any]
    let measure: (ProposedViewSize) -> CGSize
    /// Where the layout placed this subview.
    public let placements = Placements()

    /// A subview (a test's stand-in for a view) that gives `value` for `key` and answers size
    /// proposals with `measure`.
    public init<K: LayoutValueKey>(_ key: K.Type, _ value: K.Value, measure: @escaping (ProposedViewSize) -> CGSize) {
        values = [ObjectIdentifier(key): value]
        self.measure = measure
    }

    /// A subview that gives no layout value.
    public init(measure: @escaping (ProposedViewSize) -> CGSize) {
        values = [:]
        self.measure = measure
    }

    /// The subview of `view`, which gives the values its `layoutValue(key:value:)` modifiers
    /// set, and answers size proposals with `measure`.
    public init(_ view: some View, measure: @escaping (ProposedViewSize) -> CGSize) {
        values = (view as? LayoutValuedView)?.values ?? [:]
        self.measure = measure
    }
}

/// The subviews of a layout, a proxy for each.
/// https://developer.apple.com/documentation/swiftui/layoutsubviews
public struct LayoutSubviews: RandomAccessCollection {
    public typealias Element = LayoutSubview
    public typealias Index = Int
    public typealias SubSequence = LayoutSubviews

    let subviews: [LayoutSubview]
    public var startIndex: Int { 0 }
    public var endIndex: Int { subviews.count }
    public subscript(index: Int) -> LayoutSubview { subviews[index] }
    public subscript(bounds: Range<Int>) -> LayoutSubviews { LayoutSubviews(Array(subviews[bounds])) }

    /// Not SwiftUI's: the subviews a test lays out.
    public init(_ subviews: [LayoutSubview]) {
        self.subviews = subviews
    }
}

/// A type that defines the geometry of a collection of views.
/// https://developer.apple.com/documentation/swiftui/layout
public protocol Layout {
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews

    /// https://developer.apple.com/documentation/swiftui/layout/sizethatfits(proposal:subviews:cache:)
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize

    /// https://developer.apple.com/documentation/swiftui/layout/placesubviews(in:proposal:subviews:cache:)
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)

    /// https://developer.apple.com/documentation/swiftui/layout/makecache(subviews:)
    func makeCache(subviews: Self.Subviews) -> Self.Cache
}

extension Layout where Cache == () {
    /// https://developer.apple.com/documentation/swiftui/layout/makecache(subviews:)
    public func makeCache(subviews: Self.Subviews) -> Self.Cache { () }
}
