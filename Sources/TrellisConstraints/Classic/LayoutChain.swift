import TrellisCore
import TrellisBlocks

/// MondrianLayout's classic chain, a second spelling of the same relations:
///
///     send.layout
///         .width(120)
///         .top(.toSuperview)
///         .trailing(.toSuperview)
///         .leading(.to(cancel).trailing)
///
/// Values are `.exact(c)` (or a plain number), `.min(c)` and `.max(c)`, measured inwards: on
/// leading and top `c` is added, on trailing and bottom it is subtracted (MondrianLayout's rule),
/// and `.min` keeps the edge at least `c` inside its target.
public struct LayoutChain: Sendable {
    let item: ItemReference
    /// The relations so far, in call order.
    public private(set) var relations: [Relation] = []

    init(item: ItemReference) { self.item = item }

    private func adding(_ attribute: LayoutAttribute, _ target: ItemReference?, _ targetAttribute: LayoutAttribute?,
                        _ value: BoundedLength, inwards: Double, _ location: SourceLocation) -> LayoutChain {
        var copy = self
        let (kind, amount): (RelationKind, Double)
        switch value {
        case .exact(let v): (kind, amount) = (.equal, v)
        case .min(let v): (kind, amount) = (inwards >= 0 ? .greaterThanOrEqual : .lessThanOrEqual, v)
        case .max(let v): (kind, amount) = (inwards >= 0 ? .lessThanOrEqual : .greaterThanOrEqual, v)
        }
        copy.relations.append(Relation(
            item: item, attribute: attribute, kind: kind,
            target: target.map { ($0, targetAttribute ?? attribute) },
            constant: target == nil ? amount : amount * inwards, location: location))
        return copy
    }

    private static func inwards(_ attribute: LayoutAttribute) -> Double {
        switch attribute {
        case .trailing, .right, .bottom, .lastBaseline: -1
        default: 1
        }
    }

    // MARK: Sizes

    /// `width == c`, `>= c` or `<= c`.
    public func width(_ value: BoundedLength, fileID: String = #fileID, line: UInt = #line) -> LayoutChain {
        adding(.width, nil, nil, value, inwards: 1, SourceLocation(fileID: fileID, line: line))
    }
    /// `height == c`, `>= c` or `<= c`.
    public func height(_ value: BoundedLength, fileID: String = #fileID, line: UInt = #line) -> LayoutChain {
        adding(.height, nil, nil, value, inwards: 1, SourceLocation(fileID: fileID, line: line))
    }
    /// Width and height.
    public func size(width: BoundedLength, height: BoundedLength, fileID: String = #fileID, line: UInt = #line) -> LayoutChain {
        self.width(width, fileID: fileID, line: line).height(height, fileID: fileID, line: line)
    }
    /// `width == target.width + c` (or the target's attribute you name).
    public func width(_ target: DimensionTarget, _ value: BoundedLength = 0, fileID: String = #fileID, line: UInt = #line) -> LayoutChain {
        adding(.width, target.item, target.attribute, value, inwards: 1, SourceLocation(fileID: fileID, line: line))
    }
    public func height(_ target: DimensionTarget, _ value: BoundedLength = 0, fileID: String = #fileID, line: UInt = #line) -> LayoutChain {
        adding(.height, target.item, target.attribute, value, inwards: 1, SourceLocation(fileID: fileID, line: line))
    }

    // MARK: Edges

    private func edge(_ attribute: LayoutAttribute, _ item: ItemReference, _ targetAttribute: LayoutAttribute?,
                      _ value: BoundedLength, _ fileID: String, _ line: UInt) -> LayoutChain {
        adding(attribute, item, targetAttribute, value, inwards: Self.inwards(attribute), SourceLocation(fileID: fileID, line: line))
    }

    public func leading(_ target: XTarget, _ value: BoundedLength = 0, fileID: String = #fileID, line: UInt = #line) -> LayoutChain {
        edge(.leading, target.item, target.attribute, value, fileID, line)
    }
    public func trailing(_ target: XTarget, _ value: BoundedLength = 0, fileID: String = #fileID, line: UInt = #line) -> LayoutChain {
        edge(.trailing, target.item, target.attribute, value, fileID, line)
    }
    public func left(_ target: XTarget, _ value: BoundedLength = 0, fileID: String = #fileID, line: UInt = #line) -> LayoutChain {
        edge(.left, target.item, target.attribute, value, fileID, line)
    }
    public func right(_ target: XTarget, _ value: BoundedLength = 0, fileID: String = #fileID, line: UInt = #line) -> LayoutChain {
        edge(.right, target.item, target.attribute, value, fileID, line)
    }
    public func centerX(_ target: XTarget, _ value: BoundedLength = 0, fileID: String = #fileID, line: UInt = #line) -> LayoutChain {
        edge(.centerX, target.item, target.attribute, value, fileID, line)
    }
    public func top(_ target: YTarget, _ value: BoundedLength = 0, fileID: String = #fileID, line: UInt = #line) -> LayoutChain {
        edge(.top, target.item, target.attribute, value, fileID, line)
    }
    public func bottom(_ target: YTarget, _ value: BoundedLength = 0, fileID: String = #fileID, line: UInt = #line) -> LayoutChain {
        edge(.bottom, target.item, target.attribute, value, fileID, line)
    }
    public func centerY(_ target: YTarget, _ value: BoundedLength = 0, fileID: String = #fileID, line: UInt = #line) -> LayoutChain {
        edge(.centerY, target.item, target.attribute, value, fileID, line)
    }

    /// Leading and trailing to the same edges of `target`, `value` inside.
    public func horizontal(_ target: ItemTarget, _ value: BoundedLength = 0, fileID: String = #fileID, line: UInt = #line) -> LayoutChain {
        edge(.leading, target.item, nil, value, fileID, line).edge(.trailing, target.item, nil, value, fileID, line)
    }
    /// Top and bottom to the same edges of `target`, `value` inside.
    public func vertical(_ target: ItemTarget, _ value: BoundedLength = 0, fileID: String = #fileID, line: UInt = #line) -> LayoutChain {
        edge(.top, target.item, nil, value, fileID, line).edge(.bottom, target.item, nil, value, fileID, line)
    }
    /// All four edges to those of `target`, `value` inside.
    public func edge(_ target: ItemTarget, _ value: BoundedLength = 0, fileID: String = #fileID, line: UInt = #line) -> LayoutChain {
        horizontal(target, value, fileID: fileID, line: line).vertical(target, value, fileID: fileID, line: line)
    }
    /// Centred on `target` on both axes.
    public func center(_ target: ItemTarget, fileID: String = #fileID, line: UInt = #line) -> LayoutChain {
        edge(.centerX, target.item, nil, 0, fileID, line).edge(.centerY, target.item, nil, 0, fileID, line)
    }

    /// MondrianLayout's `activate()`: here it returns the relations, which a constraints builder takes.
    public func activate() -> [Relation] { relations }
}

/// The target of a horizontal edge in the chain: `.toSuperview`, `.to(other)` (same edge),
/// `.to(other).trailing`, `.toSuperview.centerX`.
public struct XTarget: Sendable {
    let item: ItemReference
    let attribute: LayoutAttribute?
    public static var toSuperview: XTarget { XTarget(item: .container, attribute: nil) }
    public static func to(_ item: some ConstraintItem) -> XTarget { XTarget(item: item.itemReference, attribute: nil) }
    public var leading: XTarget { XTarget(item: item, attribute: .leading) }
    public var trailing: XTarget { XTarget(item: item, attribute: .trailing) }
    public var left: XTarget { XTarget(item: item, attribute: .left) }
    public var right: XTarget { XTarget(item: item, attribute: .right) }
    public var centerX: XTarget { XTarget(item: item, attribute: .centerX) }
}

/// The target of a vertical edge in the chain: `.toSuperview`, `.to(other).bottom`, …
public struct YTarget: Sendable {
    let item: ItemReference
    let attribute: LayoutAttribute?
    public static var toSuperview: YTarget { YTarget(item: .container, attribute: nil) }
    public static func to(_ item: some ConstraintItem) -> YTarget { YTarget(item: item.itemReference, attribute: nil) }
    public var top: YTarget { YTarget(item: item, attribute: .top) }
    public var bottom: YTarget { YTarget(item: item, attribute: .bottom) }
    public var centerY: YTarget { YTarget(item: item, attribute: .centerY) }
}

/// The target of a size in the chain: `.to(other)` (same size), `.to(other).height`, `.toSuperview`.
public struct DimensionTarget: Sendable {
    let item: ItemReference
    let attribute: LayoutAttribute?
    public static var toSuperview: DimensionTarget { DimensionTarget(item: .container, attribute: nil) }
    public static func to(_ item: some ConstraintItem) -> DimensionTarget { DimensionTarget(item: item.itemReference, attribute: nil) }
    public var width: DimensionTarget { DimensionTarget(item: item, attribute: .width) }
    public var height: DimensionTarget { DimensionTarget(item: item, attribute: .height) }
}

/// The target of `.horizontal`, `.vertical`, `.edge`, `.center`: `.toSuperview` or `.to(other)`.
public struct ItemTarget: Sendable {
    let item: ItemReference
    public static var toSuperview: ItemTarget { ItemTarget(item: .container) }
    public static func to(_ item: some ConstraintItem) -> ItemTarget { ItemTarget(item: item.itemReference) }
}

extension ConstraintItem {
    /// The start of a MondrianLayout classic chain: `item.layout.width(120).top(.toSuperview)`.
    public var layout: LayoutChain { LayoutChain(item: itemReference) }
}
