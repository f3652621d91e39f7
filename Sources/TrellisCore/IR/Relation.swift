// The vocabulary of relations, shared by the IR's constraint container and the operator front end.

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
        default: SwiftLiteral.number(value)
        }
    }
}

/// Which box a relation refers to: an item of the constraint block (by element id), or the
/// container itself (LayoutBuilder's `view`).
public enum ItemReference: Hashable, Sendable, CustomStringConvertible {
    case container
    case item(ElementID)

    public var description: String {
        switch self {
        case .container: "view"
        case .item(let id): "\(id)"
        }
    }
}

/// Where a relation was written: `#fileID` and `#line`.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public var fileID: String
    public var line: UInt

    public init(fileID: String, line: UInt) {
        self.fileID = fileID
        self.line = line
    }

    /// A relation made without a location (from code that builds relations by hand).
    public static let unknown = SourceLocation(fileID: "?", line: 0)

    /// `File.swift:12`; a location without a line (an implicit rule) is its text alone.
    public var description: String { line == 0 ? fileID : "\(fileID):\(line)" }
}

/// `==`, `>=` or `<=`.
public enum RelationKind: String, Hashable, Sendable {
    case equal = "=="
    case greaterThanOrEqual = ">="
    case lessThanOrEqual = "<="
}

/// One linear relation, `first.attribute  REL  multiplier × second.attribute + constant ! priority`:
/// the value that the operators build and that a constraint container (``ConstraintSet``) holds.
/// Its meaning is Auto Layout's (`Docs/ConstraintContainer.md`).
///
///     let r = red.layout(.leading) == blue.layout(.trailing) + 8 ! .defaultHigh
///     print(r)   // red.leading == blue.trailing + 8 ! defaultHigh   (Tests/…/File.swift:12)
public struct Relation: Hashable, Sendable, CustomStringConvertible {
    public var item: ItemReference
    public var attribute: LayoutAttribute
    public var kind: RelationKind
    /// The other item and its attribute; `nil` when the right side is a constant alone (a width
    /// or height equal to a number).
    public var target: (item: ItemReference, attribute: LayoutAttribute)? {
        get { targetItem.map { ($0, targetAttribute ?? attribute) } }
        set { targetItem = newValue?.item; targetAttribute = newValue?.attribute }
    }
    private var targetItem: ItemReference?
    private var targetAttribute: LayoutAttribute?
    /// `target?.attribute`, read without copying the target's item.
    var attributeOfTarget: LayoutAttribute? {
        if case .none = targetItem { return nil }
        return targetAttribute ?? attribute
    }
    /// `target?.item`, read without making the pair.
    var itemOfTarget: ItemReference? { targetItem }
    public var multiplier: Double
    public var constant: Double
    public var priority: Priority
    public var location: SourceLocation

    public init(item: ItemReference, attribute: LayoutAttribute, kind: RelationKind,
                target: (item: ItemReference, attribute: LayoutAttribute)?, multiplier: Double = 1,
                constant: Double = 0, priority: Priority = .required, location: SourceLocation = .unknown) {
        self.item = item
        self.attribute = attribute
        self.kind = kind
        self.targetItem = target?.item
        self.targetAttribute = target?.attribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.location = location
    }

    /// The relation as you would write it, with its priority and source location.
    public var description: String {
        "\(formula) (\(location))"
    }

    /// The relation alone: `red.leading == blue.trailing + 8 ! defaultHigh`.
    public var formula: String {
        var right = ""
        if let target {
            if multiplier != 1 { right += "\(SwiftLiteral.number(multiplier)) * " }
            right += "\(target.item).\(target.attribute.rawValue)"
            if constant > 0 { right += " + \(SwiftLiteral.number(constant))" }
            if constant < 0 { right += " - \(SwiftLiteral.number(-constant))" }
        } else {
            right = SwiftLiteral.number(constant)
        }
        let priorityText = priority.isRequired ? "" : " ! \(priority)"
        return "\(item).\(attribute.rawValue) \(kind.rawValue) \(right)\(priorityText)"
    }

    /// The same relation at another location.
    package func located(_ location: SourceLocation) -> Relation {
        var copy = self
        copy.location = location
        return copy
    }
}


extension Relation {
    /// Why Auto Layout rejects this relation (it raises an exception when such a constraint is
    /// made), or `nil` when it is a relation Auto Layout accepts.
    public var unsupportedReason: String? {
        guard let second = attributeOfTarget else {
            return attribute.kind == .dimension ? nil
                : "relates a position to a number alone; a position needs a second item (write `== view.layout(...) + c`)"
        }
        let first = attribute
        if (first.kind == .dimension) != (second.kind == .dimension) {
            return "relates a position to a size, which Auto Layout rejects"
        }
        guard first.kind != .dimension else { return nil }
        if first.kind != second.kind {
            return "relates a horizontal position to a vertical one, which Auto Layout rejects (\"Invalid pairing of layout attributes\")"
        }
        func isDirectional(_ attribute: LayoutAttribute) -> Bool { attribute == .leading || attribute == .trailing }
        func isPhysical(_ attribute: LayoutAttribute) -> Bool { attribute == .left || attribute == .right }
        if (isDirectional(first) && isPhysical(second)) || (isPhysical(first) && isDirectional(second)) {
            return "relates leading or trailing to left or right, which Auto Layout rejects"
        }
        if multiplier == 0 {
            return "multiplies a position by 0, which Auto Layout rejects"
        }
        return nil
    }
}
