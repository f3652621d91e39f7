import TrellisCore
import TrellisBlocks

/// Something relations can name: a leaf (`Item`), a block given an id with `named(_:)` (`NamedBlock`),
/// or the container (``ConstraintContainer``, LayoutBuilder's `view`).
public protocol ConstraintItem: Sendable, HorizontalOperand, VerticalOperand, DimensionOperand {
    var itemReference: ItemReference { get }
}

extension ConstraintItem {
    /// An item alone on the right side means the left side's attribute of that item.
    public var term: ConstraintTerm { ConstraintTerm(item: itemReference, attribute: nil) }

    /// A horizontal position of the item: `item.layout(.leading)`.
    public func layout(_ attribute: XAttribute, fileID: String = #fileID, line: UInt = #line) -> XAnchor {
        XAnchor(item: itemReference, attribute: attribute.attribute, location: SourceLocation(fileID: fileID, line: line))
    }

    /// A vertical position of the item: `item.layout(.top)`.
    public func layout(_ attribute: YAttribute, fileID: String = #fileID, line: UInt = #line) -> YAnchor {
        YAnchor(item: itemReference, attribute: attribute.attribute, location: SourceLocation(fileID: fileID, line: line))
    }

    /// A size of the item: `item.layout(.width)`.
    public func layout(_ attribute: DimensionAttribute, fileID: String = #fileID, line: UInt = #line) -> DimensionAnchor {
        DimensionAnchor(item: itemReference, attribute: attribute.attribute, location: SourceLocation(fileID: fileID, line: line))
    }

    /// Several attributes at once: `item.layout(.edges) == 16` makes four relations.
    public func layout(_ attributes: AttributeSet, fileID: String = #fileID, line: UInt = #line) -> AnchorSet {
        AnchorSet(item: itemReference, attributes: attributes.attributes, location: SourceLocation(fileID: fileID, line: line))
    }

    /// An attribute chosen at run time. Relating attributes of different kinds (`.leading` to
    /// `.top`) compiles here, and is reported as an `unsupported` diagnostic with this line.
    public func layout(attribute: LayoutAttribute, fileID: String = #fileID, line: UInt = #line) -> AnyAnchor {
        AnyAnchor(item: itemReference, attribute: attribute, location: SourceLocation(fileID: fileID, line: line))
    }
}

/// The right side of a relation: `multiplier × item.attribute + constant`. An `attribute` of
/// `nil` means "the same attribute as the left side".
public struct ConstraintTerm: Hashable, Sendable {
    public var item: ItemReference
    public var attribute: LayoutAttribute?
    public var multiplier: Double = 1
    public var constant: Double = 0
}

/// A right side that suits a horizontal position.
public protocol HorizontalOperand: Sendable { var term: ConstraintTerm { get } }
/// A right side that suits a vertical position.
public protocol VerticalOperand: Sendable { var term: ConstraintTerm { get } }
/// A right side that suits a size.
public protocol DimensionOperand: Sendable { var term: ConstraintTerm { get } }

/// A horizontal position of an item (leading, trailing, left, right, centerX).
public struct XAnchor: HorizontalOperand {
    let item: ItemReference
    let attribute: LayoutAttribute
    let location: SourceLocation
    public var term: ConstraintTerm { ConstraintTerm(item: item, attribute: attribute) }
}

/// A vertical position of an item (top, bottom, centerY, baselines).
public struct YAnchor: VerticalOperand {
    let item: ItemReference
    let attribute: LayoutAttribute
    let location: SourceLocation
    public var term: ConstraintTerm { ConstraintTerm(item: item, attribute: attribute) }
}

/// A size of an item (width, height).
public struct DimensionAnchor: DimensionOperand {
    let item: ItemReference
    let attribute: LayoutAttribute
    let location: SourceLocation
    public var term: ConstraintTerm { ConstraintTerm(item: item, attribute: attribute) }
}

/// Attributes of one item, related together.
public struct AnchorSet: Sendable {
    let item: ItemReference
    let attributes: [LayoutAttribute]
    let location: SourceLocation
}

/// An attribute known only at run time (``ConstraintItem/layout(attribute:)``).
public struct AnyAnchor: HorizontalOperand, VerticalOperand, DimensionOperand {
    let item: ItemReference
    let attribute: LayoutAttribute
    let location: SourceLocation
    public var term: ConstraintTerm { ConstraintTerm(item: item, attribute: attribute) }
}

/// `m * x.leading + c`: a right side for a horizontal position.
public struct XExpression: HorizontalOperand { public var term: ConstraintTerm }
/// `m * x.top + c`: a right side for a vertical position.
public struct YExpression: VerticalOperand { public var term: ConstraintTerm }
/// `m * x.width + c`: a right side for a size.
public struct DimensionExpression: DimensionOperand { public var term: ConstraintTerm }
/// `m * item + c`, or `m * anyAnchor + c`: the attribute comes from the left side (or is only known at run time).
public struct ItemExpression: HorizontalOperand, VerticalOperand, DimensionOperand { public var term: ConstraintTerm }

/// LayoutBuilder's `view`: the constraint block itself, as relations see it.
public struct ConstraintContainer: ConstraintItem {
    public init() {}
    public var itemReference: ItemReference { .container }
}

extension Item: ConstraintItem {
    public var itemReference: ItemReference { .item(id) }
}

extension NamedBlock: ConstraintItem {
    public var itemReference: ItemReference { .item(id) }
}
