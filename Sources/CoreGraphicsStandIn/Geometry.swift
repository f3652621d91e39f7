// Core Graphics' geometry where Core Graphics does not exist (Linux), for SwiftUIStandIn,
// UIKitStandIn and AppKitStandIn, which share it as SwiftUI, UIKit and AppKit share Core
// Graphics'. Without Foundation, whose Linux build declares these types too, so that the
// `Trellis` product, which compiles its UIKit and AppKit code against the stand-ins there, links
// no Foundation: a file that imports Foundation as well names them through one module
// (`Foundation.CGSize`). Each declaration mirrors the signature Apple documents on the page cited
// beside it; what Trellis does not use is left out.

/// The basic type for floating-point scalar values in Core Graphics: a 64-bit float, as on every
/// 64-bit Apple platform.
/// https://developer.apple.com/documentation/corefoundation/cgfloat
public typealias CGFloat = Double

/// A structure that contains a point in a two-dimensional coordinate system.
/// https://developer.apple.com/documentation/corefoundation/cgpoint
@frozen public struct CGPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat

    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    /// https://developer.apple.com/documentation/corefoundation/cgpoint/zero
    public static let zero = CGPoint(x: 0, y: 0)
}

/// A structure that contains width and height values.
/// https://developer.apple.com/documentation/corefoundation/cgsize
@frozen public struct CGSize: Hashable, Sendable {
    public var width: CGFloat
    public var height: CGFloat

    public init(width: CGFloat, height: CGFloat) {
        self.width = width
        self.height = height
    }

    /// https://developer.apple.com/documentation/corefoundation/cgsize/zero
    public static let zero = CGSize(width: 0, height: 0)
}

/// A structure that contains the location and dimensions of a rectangle.
/// https://developer.apple.com/documentation/corefoundation/cgrect
@frozen public struct CGRect: Hashable, Sendable {
    public var origin: CGPoint
    public var size: CGSize

    public init(origin: CGPoint, size: CGSize) {
        self.origin = origin
        self.size = size
    }

    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
        self.init(origin: CGPoint(x: x, y: y), size: CGSize(width: width, height: height))
    }

    /// https://developer.apple.com/documentation/corefoundation/cgrect/zero
    public static let zero = CGRect(origin: .zero, size: .zero)

    /// The smallest value for the x-coordinate of the rectangle.
    /// https://developer.apple.com/documentation/corefoundation/cgrect/minx
    public var minX: CGFloat { min(origin.x, origin.x + size.width) }

    /// The smallest value for the y-coordinate of the rectangle.
    /// https://developer.apple.com/documentation/corefoundation/cgrect/miny
    public var minY: CGFloat { min(origin.y, origin.y + size.height) }

    /// The width of the rectangle, whatever the sign of its size's.
    /// https://developer.apple.com/documentation/corefoundation/cgrect/width
    public var width: CGFloat { abs(size.width) }

    /// The height of the rectangle, whatever the sign of its size's.
    /// https://developer.apple.com/documentation/corefoundation/cgrect/height
    public var height: CGFloat { abs(size.height) }
}
