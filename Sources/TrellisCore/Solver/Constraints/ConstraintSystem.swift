/// One container's relations as a Cassowary system (`Docs/ConstraintContainer.md`): each item's
/// frame as four variables, the container's size as two, and every relation, intrinsic size and
/// implicit rule as a constraint of the simplex, remembered as the ``Relation`` it stands for so
/// that a conflict can name it.
///
/// A constraint container keeps its system between layouts: a new container size or a child's
/// new intrinsic size changes constants in place (the paper's edit variables, §2.4) rather than
/// rebuilding it.
struct ConstraintSystem: Sendable {
    /// What a relation's side refers to: an item whose frame is solved, or a box whose frame is
    /// already known (the container of a flex or layers box, a sibling the container placed).
    enum Box: Sendable {
        case solved(Int)
        case known(Rect, baseline: Double?)
    }

    /// An item: a child whose frame the system solves.
    struct Item: Sendable {
        let node: Int32
        /// x, y, width, height.
        let x, y, width, height: Simplex.Variable
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
        case rule(item: Int, axis: Axis, kind: RelationKind, constant: Double, reason: StaticString)
    }

    /// The relation `origin` stands for.
    func relation(_ origin: Origin) -> Relation {
        switch origin {
        case .relation(let index):
            return relations[index]
        case let .rule(item, axis, kind, constant, reason):
            let name: ItemReference = item < 0 ? .container : .item(itemIDs[item] ?? ElementID("#\(item)"))
            return Relation(item: name, attribute: axis == .horizontal ? .width : .height, kind: kind, target: nil,
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
    /// The container's content-box width and height, when they are variables of the system.
    private(set) var containerSize: Size<Simplex.Variable?> = Size(width: nil, height: nil)
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
    }

    /// Builds the system of `relations` over `items`. `endpoints` says where each relation's
    /// sides are among the container's children, and `boxes` what each child is (a solved item,
    /// or a box the container placed); `container` is the container's known content box, or
    /// `nil` when its size is part of the system (a constraint container), which is then solved
    /// for the content size it is `given` (see ``setContainerSize(_:)``).
    init(relations: [Relation], endpoints: [RelationEndpoints], boxes: [Box], items descriptions: [ItemDescription],
         isRTL: Bool, container: Rect?, given: Size<Double?> = Size(width: nil, height: nil)) {
        self.isRTL = isRTL
        self.relations = relations
        itemIDs = descriptions.map(\.id)
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
        for description in descriptions {
            items.append(Item(node: description.node, x: simplex.makeVariable(), y: simplex.makeVariable(),
                              width: simplex.makeVariable(), height: simplex.makeVariable(),
                              priorities: description.priorities, intrinsic: description.intrinsic,
                              baseline: description.baseline, heightMeasuredAt: description.heightMeasuredAt,
                              refinementStart: description.intrinsic.height.map { ($0, description.heightMeasuredAt) }))
        }
        let containerBox: Box
        if let container {
            containerBox = .known(container, baseline: nil)
        } else {
            containerSize = Size(width: simplex.makeVariable(), height: simplex.makeVariable())
            containerBox = .solved(-1)
        }
        buildConstraints(endpoints, descriptions, boxes: boxes, container: containerBox, given: given)
    }

    // MARK: Building

    private mutating func buildConstraints(_ endpoints: [RelationEndpoints], _ descriptions: [ItemDescription],
                                           boxes: [Box], container: Box, given: Size<Double?>) {
        // The container's size first, at the size it is given (the paper's edit constraints): a
        // relation that reaches the container's edges then finds `size = given + errors`. Added
        // after the relations, the size was defined by the first relation that bounds it (a
        // chain's trailing edge, in terms of that chain's errors), and every later relation that
        // reaches the edges took in those terms (bench-1000: 14,876 entries in C_S rows rather
        // than 4,410, and a pivot through 552 of them to give the container its width).
        // Each constraint is written in `expression` before it is added: one array of terms for
        // them all, rather than an allocation each.
        var expression = Simplex.Expression()
        if let width = containerSize.width, let height = containerSize.height {
            for (axis, variable) in [(Axis.horizontal, width), (.vertical, height)] {
                Self.bound(variable, .equal, 0, into: &expression)
                sizeEdits[axis] = added(simplex.addConstraint(expression, .equal, level: 0, weight: 0))
                fittingPulls[axis] = added(simplex.addConstraint(expression, .equal, level: fittingLevel, weight: 1))
            }
            setContainerSize(given)
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
        requiredSpecs.reserveCapacity(relations.count + 2 * items.count + 2)
        for index in relations.indices {
            self.expression(ofRelation: index, endpoints[index], boxes: boxes, container: container, into: &expression)
            let op: Simplex.Operator = relations[index].kind == .equal ? .equal : .greaterThanOrEqual
            if relations[index].priority.isRequired {
                addRequired(expression, op, .relation(index))
            } else {
                _ = simplex.addConstraint(expression, op, level: level(of: relations[index].priority.value))
            }
        }
        for (index, item) in items.enumerated() {
            for axis in Axis.allCases {
                let variable = axis == .horizontal ? item.width : item.height
                addRequired(variable, .greaterThanOrEqual, 0, item: index, axis, reason: "a size is never negative", in: &expression)
                if let size = descriptions[index].styleSize[axis] {
                    addRequired(variable, .equal, size, item: index, axis, reason: "its style", in: &expression)
                }
                if let minimum = descriptions[index].styleMinimum[axis] {
                    addRequired(variable, .greaterThanOrEqual, minimum, item: index, axis, reason: "its style's minimum", in: &expression)
                }
                if let maximum = descriptions[index].styleMaximum[axis] {
                    addRequired(variable, .lessThanOrEqual, maximum, item: index, axis, reason: "its style's maximum", in: &expression)
                }
            }
        }
        if let width = containerSize.width, let height = containerSize.height {
            for (axis, variable) in [(Axis.horizontal, width), (.vertical, height)] {
                addRequired(variable, .greaterThanOrEqual, 0, item: -1, axis, reason: "a size is never negative", in: &expression)
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
                addRequired(variable, kind, intrinsic, item: index, axis,
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

    /// Adds the required implicit rule `variable REL constant` about item `item`'s size, written
    /// in `expression`.
    private mutating func addRequired(_ variable: Simplex.Variable, _ kind: RelationKind, _ constant: Double,
                                      item: Int, _ axis: Axis, reason: StaticString, in expression: inout Simplex.Expression) {
        Self.bound(variable, kind, constant, into: &expression)
        addRequired(expression, kind == .equal ? .equal : .greaterThanOrEqual,
                    .rule(item: item, axis: axis, kind: kind, constant: constant, reason: reason))
    }

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
