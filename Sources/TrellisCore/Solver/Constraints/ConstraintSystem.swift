/// One container's relations as a Cassowary system (`Docs/ConstraintContainer.md`): each item's
/// frame as four variables, the container's size as two, and every relation, intrinsic size and
/// implicit rule as a constraint of the simplex, remembered as the ``Relation`` it stands for so
/// that a conflict can name it.
///
/// A constraint container keeps its system between layouts: a new container size or a child's
/// new intrinsic size changes constants in place (the paper's edit variables, §2.4) rather than
/// rebuilding it.
struct ConstraintSystem: Sendable {
    /// What a child of the container is to the system: item `index` (the container itself is
    /// item -1), or a child that no relation names, which the system never reads.
    enum Box: Sendable {
        case solved(Int)
        case unnamed
    }

    /// An item: a child whose frame the system solves.
    struct Item: Sendable {
        let node: Int32
        /// x, y, width, height.
        let x, y, width, height: Simplex.Variable
        /// Whether its frame is known, held by required rules (see
        /// ``FixedBox``): the system reads it and does not place it.
        let isFixed: Bool
        /// The content priorities that apply to its intrinsic size.
        let priorities: ContentPriorities
        /// Its intrinsic size as the constraints hold it, `nil` on an axis without one.
        var intrinsic: Size<Double?>
        /// Per axis, `size == intrinsic` with its excess weighed at the hugging priority and its
        /// shortfall at the compression resistance; none where there is no intrinsic size, or
        /// where either priority is required (those constraints are fixed: see `setIntrinsicSize`).
        var intrinsicConstraint = Size<Simplex.ConstraintID?>(width: nil, height: nil)
        /// The first baseline's distance from the top at its intrinsic size, if it has one.
        let baseline: Double?
        /// The width its intrinsic height was measured at, if it was given one.
        var heightMeasuredAt: Double?
        /// Its intrinsic height at its max-content width, and that width: where refining heights
        /// for widths starts (see `restartRefinement`).
        var refinementStart: (height: Double, width: Double?)?
    }

    /// A required constraint as added, kept so that a conflict can be explained on a fresh
    /// simplex (and the least width found on one).
    struct Spec: Sendable {
        var expression: Simplex.Expression
        var op: Simplex.Operator
        var origin: Origin
    }

    /// The required constraints in the order they were added: the terms of all of them in one
    /// array, each constraint the range up to its `end` (an array of terms each cost an
    /// allocation per constraint, for specs that only a conflict or the least width reads).
    struct RequiredSpecs: Sendable {
        private var terms: [Simplex.Term] = []
        private var specs: [(end: Int, constant: Double, op: Simplex.Operator, origin: Origin)] = []

        var count: Int { specs.count }

        mutating func reserveCapacity(_ count: Int) {
            specs.reserveCapacity(count)
            terms.reserveCapacity(3 * count)
        }

        mutating func append(_ expression: Simplex.Expression, _ op: Simplex.Operator, _ origin: Origin) {
            terms.append(contentsOf: expression.terms)
            specs.append((terms.count, expression.constant, op, origin))
        }

        subscript(index: Int) -> Spec {
            let start = index == 0 ? 0 : specs[index - 1].end
            let spec = specs[index]
            return Spec(expression: Simplex.Expression(constant: spec.constant, terms: Array(terms[start..<spec.end])),
                        op: spec.op, origin: spec.origin)
        }

        /// Every spec, in the order added.
        var all: [Spec] { specs.indices.map { self[$0] } }
    }

    /// What a constraint stands for: a relation the user wrote, or an implicit rule about an
    /// item's (or, for item -1, the container's) size, which diagnostics spell as a relation
    /// whose location names the rule.
    enum Origin: Sendable {
        case relation(Int)
        /// `attribute REL constant`: a size, or a fixed item's `left` or `top` (in the
        /// container's content box, as a relation's number alone means).
        case rule(item: Int, attribute: LayoutAttribute, kind: RelationKind, constant: Double, reason: StaticString)
    }

    /// The relation `origin` stands for.
    func relation(_ origin: Origin) -> Relation {
        switch origin {
        case .relation(let index):
            return relations[index]
        case let .rule(item, attribute, kind, constant, reason):
            let name: ItemReference = item < 0 ? .container : .item(itemIDs[item] ?? ElementID("#\(item)"))
            return Relation(item: name, attribute: attribute, kind: kind, target: nil,
                            constant: constant, location: .implicit("\(reason)"))
        }
    }

    /// The simplex, in a box that copies of the system share (a tree is a value, copied with its
    /// systems) until one of them changes it, which first copies it. Written by the edits too
    /// (`ConstraintSystem+Editing`).
    var simplex: Simplex {
        _read { yield simplexBox.simplex }
        _modify {
            if !isKnownUniquelyReferenced(&simplexBox) { simplexBox = SimplexBox(simplexBox.simplex.copy()) }
            yield &simplexBox.simplex
        }
    }
    private var simplexBox: SimplexBox
    var items: [Item] = []
    /// The container's content-box width and height.
    private(set) var containerSize = Size(width: Simplex.Variable.invalid, height: .invalid)
    /// The content-box size of a container whose size is known (a flex, grid or layers box),
    /// held by required rules; `nil` for a constraint container, whose size the system solves.
    private let knownContainerSize: Size<Double>?
    /// `size == given` at the top level, per axis; its weight is 0 while the axis is free.
    private(set) var sizeEdits = Size<Simplex.ConstraintID?>(width: nil, height: nil)
    /// `size == 0` at `fittingLevel`, per axis; its weight is 0 while the size is given.
    private(set) var fittingPulls = Size<Simplex.ConstraintID?>(width: nil, height: nil)
    /// The required constraints in the order they were added, to explain conflicts.
    private(set) var requiredSpecs = RequiredSpecs()
    /// The index in `requiredSpecs` of each constraint of the simplex; none for an optional one.
    private var specOfConstraint: [Int?] = []
    /// The required relations that conflicted with those before them, each with a minimal set
    /// of relations that cannot all hold; they are left out of the system.
    private(set) var conflicts: [[Relation]] = []
    /// The relation whose addition took the simplex out of range, if one did (a later edit may).
    private(set) var outOfRangeOrigin: Origin?
    /// The relations, as the container holds them, and the items' ids, to name them.
    let relations: [Relation]
    private let itemIDs: [ElementID?]
    /// The tree's `editCount` when the items' intrinsic sizes were last measured.
    var measuredAtEdit: UInt64 = 0
    /// ``leastLength(_:)`` on each axis, once found.
    var leastLengthFound = Size<Double?>(width: nil, height: nil)
    /// The priorities of the levels below the top one, highest first.
    private let levelPriorities: [Double]
    let isRTL: Bool

    /// The description of one item, as the builder receives it.
    struct ItemDescription {
        var node: Int32
        var id: ElementID?
        var priorities: ContentPriorities
        var intrinsic: Size<Double?>
        var baseline: Double?
        var heightMeasuredAt: Double?
        /// Its own size properties, in points (border box), as required constraints.
        var styleSize: Size<Double?>
        var styleMinimum: Size<Double?>
        var styleMaximum: Size<Double?>

        /// A box whose frame is known (see ``FixedBox``): it needs nothing measured.
        static func unmeasured(_ node: Int32, id: ElementID?) -> ItemDescription {
            let none = Size<Double?>(width: nil, height: nil)
            return ItemDescription(node: node, id: id, priorities: .standard, intrinsic: none, baseline: nil,
                                   heightMeasuredAt: nil, styleSize: none, styleMinimum: none, styleMaximum: none)
        }
    }

    /// An item that relations name but do not place (an in-flow child of a flex, grid or
    /// layers box, where its container put it; a hidden child, at zero): required rules hold it
    /// at `frame`, in the container's content box, so that a conflict with it names them, as
    /// `reason`. Kept apart from ``ItemDescription``, which every item is copied as.
    struct FixedBox {
        var item: Int
        var frame: Rect
        var reason: StaticString
    }

    /// Builds the system of `relations` over `items`, of which `fixed` (in the order of their
    /// items) are held where they are. `endpoints` says where each relation's
    /// sides are among the container's children, and `boxes` what each child is; `container` is
    /// the container's known content box (held by required rules), or `nil` when its size is
    /// solved (a constraint container), for the content size it is `given` (see
    /// ``setContainerSize(_:)``).
    init(relations: [Relation], endpoints: [RelationEndpoints], boxes: [Box], items descriptions: [ItemDescription],
         fixed: [FixedBox] = [], isRTL: Bool, container: Rect?, given: Size<Double?> = Size(width: nil, height: nil)) {
        self.isRTL = isRTL
        self.relations = relations
        itemIDs = descriptions.map(\.id)
        knownContainerSize = container.map { Size(width: $0.width, height: $0.height) }
        var priorities = Set<Double>()
        for relation in relations where !relation.priority.isRequired { priorities.insert(relation.priority.value) }
        for item in descriptions {
            for axis in Axis.allCases where item.intrinsic[axis] != nil {
                for priority in [item.priorities.hugging[axis], item.priorities.compressionResistance[axis]]
                where !priority.isRequired {
                    priorities.insert(priority.value)
                }
            }
        }
        levelPriorities = priorities.sorted(by: >)
        simplexBox = SimplexBox(Simplex(levelCount: levelPriorities.count + 2,
                                        expectedConstraints: relations.count + 4 * descriptions.count + 6, breaksTies: true))
        items.reserveCapacity(descriptions.count)
        var nextFixed = 0
        for (index, description) in descriptions.enumerated() {
            let isFixed = nextFixed < fixed.count && fixed[nextFixed].item == index
            if isFixed { nextFixed += 1 }
            items.append(Item(node: description.node, x: simplex.makeVariable(), y: simplex.makeVariable(),
                              width: simplex.makeVariable(), height: simplex.makeVariable(),
                              isFixed: isFixed, priorities: description.priorities, intrinsic: description.intrinsic,
                              baseline: description.baseline, heightMeasuredAt: description.heightMeasuredAt,
                              refinementStart: description.intrinsic.height.map { ($0, description.heightMeasuredAt) }))
        }
        containerSize = Size(width: simplex.makeVariable(), height: simplex.makeVariable())
        buildConstraints(endpoints, descriptions, fixed: fixed, boxes: boxes, container: .solved(-1), given: given)
    }

    // MARK: Building

    private mutating func buildConstraints(_ endpoints: [RelationEndpoints], _ descriptions: [ItemDescription],
                                           fixed: [FixedBox], boxes: [Box], container: Box, given: Size<Double?>) {
        // The container's size first, at the size it is given (the paper's edit constraints): a
        // relation that reaches the container's edges then finds `size = given + errors`. Added
        // after the relations, the size was defined by the first relation that bounds it (a
        // chain's trailing edge, in terms of that chain's errors), and every later relation that
        // reaches the edges took in those terms (bench-1000: 14,876 entries in C_S rows rather
        // than 4,410, and a pivot through 552 of them to give the container its width).
        // Each constraint is written in `expression` before it is added: one array of terms for
        // them all, rather than an allocation each.
        var expression = Simplex.Expression()
        requiredSpecs.reserveCapacity(relations.count + 2 * items.count + 2)
        let sizes = [(Axis.horizontal, containerSize.width), (.vertical, containerSize.height)]
        if let knownContainerSize {
            for (axis, variable) in sizes {
                addRequired(variable, .equal, knownContainerSize[axis], item: -1, Self.size(axis),
                            reason: "the size the container was given", in: &expression)
            }
        } else {
            for (axis, variable) in sizes {
                Self.bound(variable, .equal, 0, into: &expression)
                sizeEdits[axis] = added(simplex.addConstraint(expression, .equal, level: 0, weight: 0))
                fittingPulls[axis] = added(simplex.addConstraint(expression, .equal, level: fittingLevel, weight: 1))
            }
            setContainerSize(given)
        }
        // The boxes whose frames are known, where they are.
        for box in fixed {
            let item = items[box.item]
            addRequired(item.x, .equal, box.frame.x, item: box.item, .left, reason: box.reason, in: &expression)
            addRequired(item.y, .equal, box.frame.y, item: box.item, .top, reason: box.reason, in: &expression)
            addRequired(item.width, .equal, box.frame.width, item: box.item, .width, reason: box.reason, in: &expression)
            addRequired(item.height, .equal, box.frame.height, item: box.item, .height, reason: box.reason, in: &expression)
        }
        // Then intrinsic sizes: each item's size is then where its content puts it before any
        // relation moves it, which spares a pivot per item for the many that keep it.
        for index in items.indices {
            for axis in Axis.allCases {
                guard let intrinsic = items[index].intrinsic[axis] else { continue }
                addIntrinsicSize(intrinsic, of: index, axis, in: &expression)
            }
        }
        // Then the relations, so that each can define an item's variable as written (see
        // `Simplex`), and the implicit rules: an item's own sizes hold, no size is negative.
        for index in relations.indices {
            self.expression(ofRelation: index, endpoints[index], boxes: boxes, container: container, into: &expression)
            let op: Simplex.Operator = relations[index].kind == .equal ? .equal : .greaterThanOrEqual
            if relations[index].priority.isRequired {
                addRequired(expression, op, .relation(index))
            } else {
                _ = simplex.addConstraint(expression, op, level: level(of: relations[index].priority.value))
            }
        }
        for (index, item) in items.enumerated() where !item.isFixed {
            for axis in Axis.allCases {
                let variable = axis == .horizontal ? item.width : item.height
                let size = Self.size(axis)
                addRequired(variable, .greaterThanOrEqual, 0, item: index, size, reason: "a size is never negative", in: &expression)
                if let length = descriptions[index].styleSize[axis] {
                    addRequired(variable, .equal, length, item: index, size, reason: "its style", in: &expression)
                }
                if let minimum = descriptions[index].styleMinimum[axis] {
                    addRequired(variable, .greaterThanOrEqual, minimum, item: index, size, reason: "its style's minimum", in: &expression)
                }
                if let maximum = descriptions[index].styleMaximum[axis] {
                    addRequired(variable, .lessThanOrEqual, maximum, item: index, size, reason: "its style's maximum", in: &expression)
                }
            }
        }
        if knownContainerSize == nil {
            for (axis, variable) in sizes {
                addRequired(variable, .greaterThanOrEqual, 0, item: -1, Self.size(axis), reason: "a size is never negative", in: &expression)
            }
        }
    }

    /// Adds item `index`'s intrinsic size on `axis`: `size <= intrinsic` at its hugging
    /// priority and `size >= intrinsic` at its compression resistance, as one equality whose
    /// excess and shortfall weigh at those two levels. A required one of the two is added as a
    /// required inequality instead.
    private mutating func addIntrinsicSize(_ intrinsic: Double, of index: Int, _ axis: Axis,
                                           in expression: inout Simplex.Expression) {
        let variable = axis == .horizontal ? items[index].width : items[index].height
        let hugging = items[index].priorities.hugging[axis]
        let compression = items[index].priorities.compressionResistance[axis]
        if !hugging.isRequired && !compression.isRequired {
            Self.bound(variable, .greaterThanOrEqual, intrinsic, into: &expression)
            items[index].intrinsicConstraint[axis] = added(simplex.addConstraint(
                expression, .equal, level: level(of: hugging.value), belowLevel: level(of: compression.value)))
            return
        }
        for (kind, priority) in [(RelationKind.lessThanOrEqual, hugging), (.greaterThanOrEqual, compression)] {
            if priority.isRequired {
                addRequired(variable, kind, intrinsic, item: index, Self.size(axis),
                            reason: kind == .lessThanOrEqual ? "its content hugging" : "its compression resistance",
                            in: &expression)
            } else {
                Self.bound(variable, kind, intrinsic, into: &expression)
                _ = simplex.addConstraint(expression, .greaterThanOrEqual, level: level(of: priority.value))
            }
        }
    }

    /// Writes `variable REL constant` into `expression`, to hold `== 0` or `>= 0`.
    private static func bound(_ variable: Simplex.Variable, _ kind: RelationKind, _ constant: Double,
                              into expression: inout Simplex.Expression) {
        expression.constant = kind == .lessThanOrEqual ? constant : -constant
        expression.terms.removeAll(keepingCapacity: true)
        expression.add(variable, kind == .lessThanOrEqual ? -1 : 1)
    }

    /// Adds the required implicit rule `variable REL constant` about item `item`'s `attribute`
    /// (the variable's), written in `expression`.
    private mutating func addRequired(_ variable: Simplex.Variable, _ kind: RelationKind, _ constant: Double,
                                      item: Int, _ attribute: LayoutAttribute, reason: StaticString,
                                      in expression: inout Simplex.Expression) {
        Self.bound(variable, kind, constant, into: &expression)
        addRequired(expression, kind == .equal ? .equal : .greaterThanOrEqual,
                    .rule(item: item, attribute: attribute, kind: kind, constant: constant, reason: reason))
    }

    /// The size attribute of `axis`.
    static func size(_ axis: Axis) -> LayoutAttribute { axis == .horizontal ? .width : .height }

    /// Adds a required constraint; one that cannot hold with those before it is left out and
    /// recorded with a minimal set of relations that conflict.
    private mutating func addRequired(_ expression: Simplex.Expression, _ op: Simplex.Operator, _ origin: Origin) {
        switch simplex.addConstraint(expression, op, level: nil) {
        case .added(let id):
            while specOfConstraint.count < id.rawValue { specOfConstraint.append(nil) }
            specOfConstraint.append(requiredSpecs.count)
            requiredSpecs.append(expression, op, origin)
        case .outOfRange:
            if outOfRangeOrigin == nil { outOfRangeOrigin = origin }
        case .unsatisfiable(let explanation):
            let spec = Spec(expression: expression, op: op, origin: origin)
            // The simplex's explanation is tried first: it is usually the conflict already.
            let hinted = explanation.compactMap { id -> Spec? in
                guard id.rawValue < specOfConstraint.count, let index = specOfConstraint[Int(id.rawValue)] else { return nil }
                return requiredSpecs[index]
            }
            let among = Self.isFeasible(hinted + [spec], variables: simplex) ? requiredSpecs.all : hinted
            let conflict = Self.minimalConflict(among: among, failing: spec, variables: simplex)
            // (The simplex and a fresh one disagree only by rounding: then the relation alone.)
            conflicts.append((conflict ?? [spec]).map { relation($0.origin) })
        }
    }

    private func added(_ addition: Simplex.Addition) -> Simplex.ConstraintID? {
        if case .added(let id) = addition { return id }
        return nil
    }

    /// The objective level of an optional priority (level 0 is the container's size).
    private func level(of priority: Double) -> Int {
        1 + levelPriorities.firstIndex(of: priority)!
    }

    /// The level of the fitting size's pull: below every priority, a relation's at
    /// `fittingSizeLevel` (50) too, so that the pull only chooses among the layouts that the
    /// relations leave equally good, never trades against one of them.
    private var fittingLevel: Int {
        1 + levelPriorities.count
    }
}

/// A simplex that copies of a system share until one of them changes it (see
/// `ConstraintSystem.simplex`). Unchecked `Sendable`: it is written only while unique.
private final class SimplexBox: @unchecked Sendable {
    /// Reached only through `ConstraintSystem.simplex`, whose accesses the compiler checks
    /// statically: a dynamic check of each cost more than most reads.
    @exclusivity(unchecked) var simplex: Simplex

    init(_ simplex: consuming Simplex) {
        self.simplex = simplex
    }
}

extension SourceLocation {
    /// The location of a constraint that no relation wrote: an implicit rule, named by `reason`.
    static func implicit(_ reason: String) -> SourceLocation { SourceLocation(fileID: reason, line: 0) }
}
