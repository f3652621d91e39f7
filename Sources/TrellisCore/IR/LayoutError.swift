/// Why a tree cannot be laid out, naming the node and the property at fault.
public enum LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A length, factor or ratio is NaN or infinite.
    case nonFiniteValue(node: String, property: String)
    /// An expression in `property` nests operations deeper than ``Style/nestingLimit``.
    case nestedTooDeep(node: String, property: String, limit: Int)
    /// A property that cannot be negative (a size, padding, border, gap, flex factor, ratio) is.
    case negativeValue(node: String, property: String, value: Double)
    /// The available space given to `layout` is NaN, infinite or negative.
    case invalidAvailableSpace(axis: Axis, value: Double)
    /// The pixel scale given to `layout` is not a positive finite number.
    case invalidPixelScale(Double)
    /// `child` was asked to leave `parent`, which is not its parent.
    case notAChild(child: String, parent: String)
    /// A child index outside `0...childCount`.
    case childIndexOutOfRange(parent: String, index: Int, childCount: Int)
    /// `anchor()` or `anchor-size()` names no displayed sibling of the box.
    case unknownAnchor(node: String, name: String)
    /// Two siblings carry the same anchor name.
    case duplicateAnchorName(parent: String, name: String)
    /// Positioned siblings anchor to each other in a circle; `names` lists the anchors in it.
    case anchorCycle(parent: String, names: [String])
    /// A box that is not absolutely positioned uses `anchor()` or `anchor-size()`.
    case anchorOutsideAbsolutePositioning(node: String)
    /// A `LayoutTree.NodeIndex` that does not belong to the tree it was given to: it comes from
    /// another tree, or lies beyond this tree's `nodeCount`.
    case invalidNode(String, nodeCount: Int)
    /// The tree would nest deeper than `LayoutTree.maximumDepth` levels at `node`.
    case tooDeep(node: String, limit: Int)
    /// A node has both a measure function and children: a box is measured, or sized by its
    /// children, not both.
    case measuredNodeWithChildren(node: String)
    /// The system would not start a thread with the stack a tree `depth` levels deep needs.
    case stackUnavailable(depth: Int)
    /// Required relations of constraint containers cannot all hold: one diagnostic per conflict,
    /// each naming a minimal set of relations by source location. The layout was still done,
    /// without the relation that completed each set. A container whose multipliers compound
    /// beyond what the solver represents reports an `outOfRange` diagnostic here too.
    case unsatisfiableConstraints([ConstraintDiagnostic])
    /// A relation of `node`'s ``ConstraintSet`` that cannot be solved: it names an item that is
    /// not a child of `node`, relates attributes that Auto Layout rejects together, or holds a
    /// non-finite number.
    case invalidRelation(node: String, relation: String, reason: String)
    /// A grid property holds a value CSS Grid rejects: an `fr` minimum, a nested `repeat()`,
    /// a second automatic repetition, a line 0, a span of 0 (Docs/Grid.md).
    case invalidGridValue(node: String, property: String, reason: String)

    public var description: String {
        switch self {
        case let .nonFiniteValue(node, property):
            return "node \(node): \(property) must be a finite number"
        case let .nestedTooDeep(node, property, limit):
            return "node \(node): \(property) nests expressions deeper than the limit of \(limit) levels"
        case let .negativeValue(node, property, value):
            return "node \(node): \(property) must not be negative (got \(value))"
        case let .invalidAvailableSpace(axis, value):
            return "available \(axis == .horizontal ? "width" : "height") must be finite and non-negative (got \(value))"
        case let .invalidPixelScale(scale):
            return "pixel scale must be a positive finite number (got \(scale))"
        case let .notAChild(child, parent):
            return "node \(child) is not a child of node \(parent)"
        case let .childIndexOutOfRange(parent, index, childCount):
            return "index \(index) is outside the children of node \(parent) (it has \(childCount))"
        case let .unknownAnchor(node, name):
            return "node \(node): no sibling is named --\(name) (anchors must be displayed siblings)"
        case let .duplicateAnchorName(parent, name):
            return "node \(parent): two children are named --\(name); anchor names must be unique among siblings"
        case let .anchorCycle(parent, names):
            return "node \(parent): positioned children anchor to each other in a cycle: "
                + (names + [names[0]]).map { "--" + $0 }.joined(separator: " → ")
        case let .anchorOutsideAbsolutePositioning(node):
            return "node \(node): only an absolutely positioned box may use anchor() or anchor-size()"
        case let .invalidNode(node, nodeCount):
            return "node \(node) is not a node of this tree (it comes from another tree, or the tree has only \(nodeCount) nodes)"
        case let .tooDeep(node, limit):
            return "node \(node) nests deeper than the limit of \(limit) levels"
        case let .measuredNodeWithChildren(node):
            return "node \(node) has both a measure function and children; give the content its own leaf"
        case let .stackUnavailable(depth):
            return "the system cannot give a tree \(depth) levels deep the stack its layout needs"
        case let .unsatisfiableConstraints(conflicts):
            return conflicts.map(\.description).joined(separator: "\n")
        case let .invalidRelation(node, relation, reason):
            return "node \(node): the relation \(relation) \(reason)"
        case let .invalidGridValue(node, property, reason):
            return "node \(node): \(property) \(reason)"
        }
    }
}

/// Checks a style at the IR boundary, so that the solver can rely on finite, legal numbers.
enum StyleValidator {
    /// The properties whose values validation checks (lengths and numbers), grouped by type so
    /// that each group is checked in a loop of its own, in table order within a group.
    private static let checkedProperties = CheckedProperties(Style.properties)
    /// The checked properties that ``NodeStyle`` keeps: all that is left to check of a style
    /// whose rare rows and grid properties are known to be valid.
    private static let checkedNodeProperties = CheckedProperties(Style.properties.filter { property in
        if case .node = property.storage { true } else { false }
    })

    /// Offsets into a ``Style`` and the names of the properties there, by type.
    private struct CheckedProperties {
        typealias Group = (offsets: [Int], names: [String])
        var dimensions: Group = ([], [])
        var flexBases: Group = ([], [])
        var lengthPercentages: Group = ([], [])
        var lengthPercentageAutos: Group = ([], [])
        var numbers: Group = ([], [])
        var optionalNumbers: Group = ([], [])
        var optionalIntegers: Group = ([], [])

        init(_ properties: [StyleProperty]) {
            for property in properties {
                func add(_ group: inout Group, _ offset: Int) {
                    group.offsets.append(offset)
                    group.names.append(property.name)
                }
                switch property.numbers {
                case nil: continue
                case .dimension(let offset)?: add(&dimensions, offset)
                case .flexBasis(let offset)?: add(&flexBases, offset)
                case .lengthPercentage(let offset)?: add(&lengthPercentages, offset)
                case .lengthPercentageAuto(let offset)?: add(&lengthPercentageAutos, offset)
                case .number(let offset)?: add(&numbers, offset)
                case .optionalNumber(let offset)?: add(&optionalNumbers, offset)
                case .optionalInteger(let offset)?: add(&optionalIntegers, offset)
                }
            }
        }
    }

    /// Checks `style`; `node` names the node in the error and is only evaluated when one is
    /// thrown, so that building a large tree formats no names.
    static func validate(_ style: Style, node: @autoclosure () -> String) throws(LayoutError) {
        try withUnsafePointer(to: style) { (style) throws(LayoutError) in try validate(style, node: node()) }
    }

    /// Checks the style at `style`, where it is (a node's style is checked without being copied).
    /// With `rareRowsKnownValid`, the properties that ``RareStyle`` and the grid keep are taken as
    /// valid (their bytes are those of a style checked before) and only ``NodeStyle``'s are
    /// checked, which finds the same first error.
    static func validate(_ style: UnsafePointer<Style>, node: @autoclosure () -> String,
                         rareRowsKnownValid: Bool = false) throws(LayoutError) {
        // Chosen by a call rather than a conditional, which copied the groups (retaining 14 arrays).
        let found = rareRowsKnownValid ? firstViolation(in: style, checkedNodeProperties)
            : firstViolation(in: style, checkedProperties)
        if !rareRowsKnownValid && !Style.hasInitialGrid(style) {
            try validateGrid(style.pointee, node: node())
        }
        switch found {
        case nil: return
        case let (name, .nonFinite)?: throw .nonFiniteValue(node: node(), property: name)
        case let (name, .negative(value))?: throw .negativeValue(node: node(), property: name, value: value)
        case let (name, .nestedTooDeep)?: throw .nestedTooDeep(node: node(), property: name, limit: Style.nestingLimit)
        }
    }

    /// Checks a fixed content size (``MeasureFunction/contentSize(width:height:baseline:)``, the
    /// stack DSL's `Item(id, width:height:)`): the width and height must be finite and not
    /// negative, the baseline finite, as a style's sizes must.
    static func validate(_ size: FixedContentSize, node: @autoclosure () -> String) throws(LayoutError) {
        func check(_ value: Double?, _ property: String) throws(LayoutError) {
            switch value.flatMap(checkNonNegative) {
            case nil: return
            case .negative(let value)?: throw .negativeValue(node: node(), property: property, value: value)
            case .nonFinite?, .nestedTooDeep?: throw .nonFiniteValue(node: node(), property: property)
            }
        }
        try check(size.width, "content width")
        try check(size.height, "content height")
        if let baseline = size.baseline, !baseline.isFinite {
            throw .nonFiniteValue(node: node(), property: "content baseline")
        }
    }

    /// The first property of `checked` whose value at `style` is wrong, group by group.
    private static func firstViolation(in style: UnsafePointer<Style>,
                                       _ checked: CheckedProperties) -> (name: String, violation: Violation)? {
        let base = UnsafeRawPointer(style), initial = Style.initialInMemory
        /// The first property of `group` whose value, read as `Value`, `check` finds wrong;
        /// an initial value (judged by its bytes, as ``FieldBytes`` does) is valid.
        func first<Value>(_ group: CheckedProperties.Group, as type: Value.Type,
                          _ check: (Value) -> Violation?) -> (String, Violation)? {
            for index in group.offsets.indices {
                let offset = group.offsets[index]
                if FieldBytes.same(base + offset, initial + offset, count: MemoryLayout<Value>.size) { continue }
                if let violation = check(base.load(fromByteOffset: offset, as: type)) {
                    return (group.names[index], violation)
                }
            }
            return nil
        }
        return first(checked.dimensions, as: Dimension.self, check)
            ?? first(checked.flexBases, as: FlexBasis.self) { basis in
                guard case .size(let size) = basis else { return nil }
                return check(size)
            }
            ?? first(checked.lengthPercentages, as: LengthPercentage.self) { value in
                switch value {
                case .points(let v), .percent(let v): return checkNonNegative(v)
                case .calc(let expression): return check(expression)
                }
            }
            ?? first(checked.lengthPercentageAutos, as: LengthPercentageAuto.self) { value in
                switch value {
                case .points(let v), .percent(let v): return v.isFinite ? nil : .nonFinite
                case .calc(let expression): return check(expression)
                case .auto: return nil
                }
            }
            ?? first(checked.numbers, as: Double.self, checkNonNegative)
            ?? first(checked.optionalNumbers, as: Double?.self) { $0.flatMap(checkNonNegative) }
            ?? first(checked.optionalIntegers, as: Int?.self) { count in
                guard let count, count < 1 else { return nil }
                return .negative(Double(count))
            }
    }

    /// What is wrong with a property's value. Sizes, padding, gaps, factors, ratios and widths
    /// must not be negative; margins and insets may be; an expression may go negative (its result
    /// is clamped where the property requires), but every number in it must be finite.
    enum Violation {
        /// A number or an expression's number is NaN or infinite.
        case nonFinite
        /// A number that must not be negative (or, for a line count, must be positive) is not.
        case negative(Double)
        /// An expression nests deeper than ``Style/nestingLimit``.
        case nestedTooDeep
    }

    /// An expression's depth is checked first: reading its numbers recurses through it.
    static func check(_ expression: LengthExpression) -> Violation? {
        if expression.nestsDeeper(than: Style.nestingLimit) { return .nestedTooDeep }
        return expression.isFinite ? nil : .nonFinite
    }

    private static func check(_ size: Dimension) -> Violation? {
        switch size {
        case .points(let v), .percent(let v): return checkNonNegative(v)
        case .calc(let expression): return check(expression)
        default: return nil
        }
    }

    private static func checkNonNegative(_ value: Double) -> Violation? {
        guard value.isFinite else { return .nonFinite }
        return value >= 0 ? nil : .negative(value)
    }
}
