import TrellisCore

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

    public var description: String { "\(fileID):\(line)" }
}

/// `==`, `>=` or `<=`.
public enum RelationKind: String, Hashable, Sendable {
    case equal = "=="
    case greaterThanOrEqual = ">="
    case lessThanOrEqual = "<="
}

/// One linear relation, `first.attribute  REL  multiplier × second.attribute + constant ! priority`,
/// the value that the operators build. It changes nothing by itself: a constraint block lowers
/// it into the layout tree.
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
    var targetItem: ItemReference?
    var targetAttribute: LayoutAttribute?
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
            if multiplier != 1 { right += "\(Self.number(multiplier)) * " }
            right += "\(target.item).\(target.attribute.rawValue)"
            if constant > 0 { right += " + \(Self.number(constant))" }
            if constant < 0 { right += " - \(Self.number(-constant))" }
        } else {
            right = Self.number(constant)
        }
        let priorityText = priority.isRequired ? "" : " ! \(priority)"
        return "\(item).\(attribute.rawValue) \(kind.rawValue) \(right)\(priorityText)"
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && value.magnitude < 1e15 ? String(Int64(value)) : "\(value)"
    }

    /// The same relation at another location.
    func located(_ location: SourceLocation) -> Relation {
        var copy = self
        copy.location = location
        return copy
    }
}

/// The relations that an attribute set (`.edges`, `.size`, …) expands to.
public struct RelationGroup: Hashable, Sendable {
    public var relations: [Relation]
}
