import TrellisCore

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
