import TrellisCore

/// An attribute of an item, as LayoutBuilder and Auto Layout name them.
///
/// In relations you write the typed forms (`item.layout(.leading)` gives an ``XAnchor``), so that
/// relating a horizontal attribute to a vertical one does not compile. This untyped enum serves
/// attributes chosen at run time (`item.layout(attribute:)`), where such a mix is reported as an
/// `unsupported` diagnostic instead.
public enum LayoutAttribute: String, Hashable, Sendable, CaseIterable {
    case leading, trailing, left, right, top, bottom, width, height, centerX, centerY, firstBaseline, lastBaseline

    /// What the attribute measures.
    public enum Kind: Hashable, Sendable {
        /// A horizontal position (leading, trailing, left, right, centerX).
        case horizontalPosition
        /// A vertical position (top, bottom, centerY, baselines).
        case verticalPosition
        /// A size (width, height).
        case dimension
    }

    public var kind: Kind {
        switch self {
        case .leading, .trailing, .left, .right, .centerX: .horizontalPosition
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline: .verticalPosition
        case .width, .height: .dimension
        }
    }

    /// The axis the attribute lies on.
    public var axis: Axis {
        switch self {
        case .leading, .trailing, .left, .right, .centerX, .width: .horizontal
        default: .vertical
        }
    }
}

/// A horizontal position attribute: `.leading`, `.trailing`, `.left`, `.right`, `.centerX`.
public struct XAttribute: Hashable, Sendable {
    public let attribute: LayoutAttribute
    public static let leading = XAttribute(attribute: .leading)
    public static let trailing = XAttribute(attribute: .trailing)
    public static let left = XAttribute(attribute: .left)
    public static let right = XAttribute(attribute: .right)
    public static let centerX = XAttribute(attribute: .centerX)
}

/// A vertical position attribute: `.top`, `.bottom`, `.centerY`, `.firstBaseline`, `.lastBaseline`.
public struct YAttribute: Hashable, Sendable {
    public let attribute: LayoutAttribute
    public static let top = YAttribute(attribute: .top)
    public static let bottom = YAttribute(attribute: .bottom)
    public static let centerY = YAttribute(attribute: .centerY)
    public static let firstBaseline = YAttribute(attribute: .firstBaseline)
    public static let lastBaseline = YAttribute(attribute: .lastBaseline)
}

/// A size attribute: `.width`, `.height`.
public struct DimensionAttribute: Hashable, Sendable {
    public let attribute: LayoutAttribute
    public static let width = DimensionAttribute(attribute: .width)
    public static let height = DimensionAttribute(attribute: .height)
}

/// A set of attributes that expands to one relation per attribute.
public struct AttributeSet: Hashable, Sendable {
    public let attributes: [LayoutAttribute]
    /// Leading, trailing, top, bottom.
    public static let edges = AttributeSet(attributes: [.leading, .trailing, .top, .bottom])
    /// Leading and trailing.
    public static let horizontal = AttributeSet(attributes: [.leading, .trailing])
    /// Top and bottom.
    public static let vertical = AttributeSet(attributes: [.top, .bottom])
    /// Width and height.
    public static let size = AttributeSet(attributes: [.width, .height])
    /// CenterX and centerY.
    public static let center = AttributeSet(attributes: [.centerX, .centerY])
}

/// How strongly a relation holds: Auto Layout's priorities, 1...1000.
///
///     a.layout(.width) == 200 ! .defaultLow
///     a.layout(.width) == 200 ! 600
public struct Priority: Hashable, Sendable, Comparable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    CustomStringConvertible {
    public var value: Double

    /// A priority; values outside 1...1000 are clamped into it.
    public init(_ value: Double) { self.value = Swift.min(1000, Swift.max(1, value)) }
    public init(integerLiteral value: Int) { self.init(Double(value)) }
    public init(floatLiteral value: Double) { self.init(value) }

    /// 1000: must hold; two required relations that cannot both hold make layout throw.
    public static let required = Priority(1000)
    /// 750.
    public static let defaultHigh = Priority(750)
    /// 250.
    public static let defaultLow = Priority(250)
    /// 50.
    public static let fittingSizeLevel = Priority(50)

    public var isRequired: Bool { value >= 1000 }
    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.value < rhs.value }

    public var description: String {
        switch value {
        case 1000: "required"
        case 750: "defaultHigh"
        case 250: "defaultLow"
        case 50: "fittingSizeLevel"
        default: value == value.rounded() ? String(Int(value)) : "\(value)"
        }
    }
}
