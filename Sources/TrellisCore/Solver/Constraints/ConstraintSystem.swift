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

    private(set) var simplex: Simplex
    private(set) var items: [Item] = []
    /// The container's content-box width and height, when they are variables of the system.
    private(set) var containerSize: Size<Simplex.Variable?> = Size(width: nil, height: nil)
    /// `size == given` at the top level, per axis; its weight is 0 while the axis is free.
    private var sizeEdits = Size<Simplex.ConstraintID?>(width: nil, height: nil)
    /// `size == 0` at `fittingLevel`, per axis; its weight is 0 while the size is given.
    private var fittingPulls = Size<Simplex.ConstraintID?>(width: nil, height: nil)
    /// The required constraints in the order they were added, to explain conflicts.
    private(set) var requiredSpecs: [Spec] = []
    /// The index in `requiredSpecs` of each constraint of the simplex; none for an optional one.
    private var specOfConstraint = IndexedArray<Simplex.ConstraintID, Int?>()
    /// The required relations that conflicted with those before them, each with a minimal set
    /// of relations that cannot all hold; they are left out of the system.
    private(set) var conflicts: [[Relation]] = []
    /// The relation whose addition took the simplex out of range, if one did (a later edit may).
    private var outOfRangeOrigin: Origin?
    /// The relations, as the container holds them, and the items' ids, to name them.
    private let relations: [Relation]
    private let itemIDs: [ElementID?]
    /// Whether the container's size differs from the `given` size on an axis that has one: the
    /// required relations do not fit in it.
    func isSizeViolated(_ given: Size<Double?>) -> Bool {
        Axis.allCases.contains { given[$0] != nil && isSizeEditViolated($0) }
    }

    /// Whether the container's size on `axis` is a variable that differs from the size it was given.
    private func isSizeEditViolated(_ axis: Axis) -> Bool {
        guard let sizeEdit = sizeEdits[axis] else { return false }
        return simplex.violation(of: sizeEdit) > 1e-6
    }
    /// The tree's `editCount` when the items' intrinsic sizes were last measured.
    var measuredAtEdit: UInt64 = 0
    /// ``leastWidth()``, once found.
    private var leastWidthFound: Double?
    /// The priorities of the levels below the top one, highest first.
    private let levelPriorities: [Double]
    private let isRTL: Bool

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
    /// `nil` when its size is part of the system (a constraint container).
    init(relations: [Relation], endpoints: [RelationEndpoints], boxes: [Box], items descriptions: [ItemDescription],
         isRTL: Bool, container: Rect?) {
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
        simplex = Simplex(levelCount: levelPriorities.count + 2,
                          expectedConstraints: relations.count + 4 * descriptions.count + 6, breaksTies: true)
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
        buildConstraints(endpoints, descriptions, boxes: boxes, container: containerBox)
    }

    // MARK: Building

    private mutating func buildConstraints(_ endpoints: [RelationEndpoints], _ descriptions: [ItemDescription],
                                           boxes: [Box], container: Box) {
        // Intrinsic sizes first: each item's size is then where its content puts it before any
        // relation moves it, which spares a pivot per item for the many that keep it.
        for index in items.indices {
            for axis in Axis.allCases {
                guard let intrinsic = items[index].intrinsic[axis] else { continue }
                addIntrinsicSize(intrinsic, of: index, axis)
            }
        }
        // Then the relations, so that each can define an item's variable as written (see
        // `Simplex`), and the implicit rules: an item's own sizes hold, no size is negative.
        requiredSpecs.reserveCapacity(relations.count + 2 * items.count + 2)
        for (index, relation) in relations.enumerated() {
            let expression = expression(of: relation, endpoints[index], boxes: boxes, container: container)
            let op: Simplex.Operator = relation.kind == .equal ? .equal : .greaterThanOrEqual
            if relation.priority.isRequired {
                addRequired(expression, op, .relation(index))
            } else {
                _ = simplex.addConstraint(expression, op, level: level(of: relation.priority.value))
            }
        }
        for (index, item) in items.enumerated() {
            for axis in Axis.allCases {
                let variable = axis == .horizontal ? item.width : item.height
                addRequired(variable, .greaterThanOrEqual, 0, item: index, axis, reason: "a size is never negative")
                let description = descriptions[index]
                if let size = description.styleSize[axis] {
                    addRequired(variable, .equal, size, item: index, axis, reason: "its style")
                }
                if let minimum = description.styleMinimum[axis] {
                    addRequired(variable, .greaterThanOrEqual, minimum, item: index, axis, reason: "its style's minimum")
                }
                if let maximum = description.styleMaximum[axis] {
                    addRequired(variable, .lessThanOrEqual, maximum, item: index, axis, reason: "its style's maximum")
                }
            }
        }
        if let width = containerSize.width, let height = containerSize.height {
            for (axis, variable) in [(Axis.horizontal, width), (.vertical, height)] {
                addRequired(variable, .greaterThanOrEqual, 0, item: -1, axis, reason: "a size is never negative")
                var expression = Simplex.Expression()
                expression.add(variable, 1)
                sizeEdits[axis] = added(simplex.addConstraint(expression, .equal, level: 0, weight: 0))
                fittingPulls[axis] = added(simplex.addConstraint(expression, .equal, level: fittingLevel, weight: 1))
            }
        }
    }

    /// Adds item `index`'s intrinsic size on `axis`: `size <= intrinsic` at its hugging
    /// priority and `size >= intrinsic` at its compression resistance, as one equality whose
    /// excess and shortfall weigh at those two levels. A required one of the two is added as a
    /// required inequality instead.
    private mutating func addIntrinsicSize(_ intrinsic: Double, of index: Int, _ axis: Axis) {
        let variable = axis == .horizontal ? items[index].width : items[index].height
        let hugging = items[index].priorities.hugging[axis]
        let compression = items[index].priorities.compressionResistance[axis]
        if !hugging.isRequired && !compression.isRequired {
            var expression = Simplex.Expression(constant: -intrinsic)
            expression.add(variable, 1)
            items[index].intrinsicConstraint[axis] = added(simplex.addConstraint(
                expression, .equal, level: level(of: hugging.value), belowLevel: level(of: compression.value)))
            return
        }
        for (kind, priority) in [(RelationKind.lessThanOrEqual, hugging), (.greaterThanOrEqual, compression)] {
            if priority.isRequired {
                addRequired(variable, kind, intrinsic, item: index, axis,
                            reason: kind == .lessThanOrEqual ? "its content hugging" : "its compression resistance")
            } else {
                _ = simplex.addConstraint(Self.bound(variable, kind, intrinsic), .greaterThanOrEqual, level: level(of: priority.value))
            }
        }
    }

    /// `variable REL constant` as an expression to hold `== 0` or `>= 0`.
    private static func bound(_ variable: Simplex.Variable, _ kind: RelationKind, _ constant: Double) -> Simplex.Expression {
        var expression = Simplex.Expression(constant: kind == .lessThanOrEqual ? constant : -constant)
        expression.add(variable, kind == .lessThanOrEqual ? -1 : 1)
        return expression
    }

    /// Adds the required implicit rule `variable REL constant` about item `item`'s size.
    private mutating func addRequired(_ variable: Simplex.Variable, _ kind: RelationKind, _ constant: Double,
                                      item: Int, _ axis: Axis, reason: StaticString) {
        addRequired(Self.bound(variable, kind, constant), kind == .equal ? .equal : .greaterThanOrEqual,
                    .rule(item: item, axis: axis, kind: kind, constant: constant, reason: reason))
    }

    /// Adds a required constraint; one that cannot hold with those before it is left out and
    /// recorded with a minimal set of relations that conflict.
    private mutating func addRequired(_ expression: Simplex.Expression, _ op: Simplex.Operator, _ origin: Origin) {
        let spec = Spec(expression: expression, op: op, origin: origin)
        switch simplex.addConstraint(expression, op, level: nil) {
        case .added(let id):
            while specOfConstraint.count < id.rawValue { specOfConstraint.append(nil) }
            specOfConstraint.append(requiredSpecs.count)
            requiredSpecs.append(spec)
        case .outOfRange:
            if outOfRangeOrigin == nil { outOfRangeOrigin = spec.origin }
        case .unsatisfiable(let explanation):
            // The simplex's explanation is tried first: it is usually the conflict already.
            let hinted = explanation.compactMap { id -> Spec? in
                guard id.rawValue < specOfConstraint.count, let index = specOfConstraint[id] else { return nil }
                return requiredSpecs[index]
            }
            let among = Self.isFeasible(hinted + [spec], variables: simplex) ? requiredSpecs : hinted
            let conflict = Self.minimalConflict(among: among, failing: spec, variables: simplex)
            // (The simplex and a fresh one disagree only by rounding: then the relation alone.)
            conflicts.append((conflict ?? [spec]).map { relation($0.origin) })
        }
    }

    /// When the simplex went out of range (`Simplex.isOutOfRange`), the relations to name: the
    /// one being added then, if any, and every relation whose multiplier can compound (neither
    /// 0 nor ±1). The solution then means nothing, and no conflict is looked for.
    var outOfRangeRelations: [Relation]? {
        guard simplex.isOutOfRange else { return nil }
        let added = outOfRangeOrigin.map { [relation($0)] } ?? []
        let compounding = added + relations.filter { relation in
            relation.target != nil && relation.multiplier != 0 && abs(relation.multiplier) != 1 && !added.contains(relation)
        }
        // Without such a relation, the lengths around the relations went out of range: all of
        // them are involved.
        return compounding.isEmpty ? relations : compounding
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

    // MARK: Relations as expressions

    /// `item.attribute - (multiplier × target.attribute + constant)`, negated for `<=`, with x
    /// positions mirrored when the relation names leading or trailing in a right-to-left
    /// container (so its constants and inequalities point to the trailing side, as in Auto Layout).
    private func expression(of relation: Relation, _ endpoints: RelationEndpoints, boxes: [Box],
                            container: Box) -> Simplex.Expression {
        func box(_ position: Int32) -> Box { position == RelationEndpoints.container ? container : boxes[Int(position)] }
        let mirrored = isRTL && (Self.isDirectional(relation.attribute)
            || relation.target.map { Self.isDirectional($0.attribute) } == true)
        var expression = Simplex.Expression(constant: -LayoutTree.saturated(relation.constant))
        add(relation.attribute, of: box(endpoints.item), scale: 1, mirrored: mirrored, to: &expression)
        if let target = relation.target {
            add(target.attribute, of: box(endpoints.target), scale: -LayoutTree.saturated(relation.multiplier, within: Self.largestMultiplier),
                mirrored: mirrored, to: &expression)
        }
        if relation.kind == .lessThanOrEqual {
            expression.constant = -expression.constant
            for index in expression.terms.indices { expression.terms[index].coefficient = -expression.terms[index].coefficient }
        }
        return expression
    }

    /// The largest multiplier the solver takes: a relation that scales a length by more maps one
    /// point beyond any length a browser lays out, and the simplex's sums of such products would
    /// lose the precision that tells a conflict from rounding.
    static let largestMultiplier = 1e6

    private static func isDirectional(_ attribute: LayoutAttribute) -> Bool {
        attribute == .leading || attribute == .trailing
    }

    /// Adds `scale × attribute(box)` to `expression`.
    private func add(_ attribute: LayoutAttribute, of box: Box, scale: Double, mirrored: Bool,
                     to expression: inout Simplex.Expression) {
        // The attribute as `position + fraction × size (+ offset)` on its axis.
        let axis = attribute.axis
        var fraction = 0.0
        var offset = 0.0
        var usesPosition = true
        switch attribute {
        case .left, .top: break
        case .right, .bottom: fraction = 1
        case .leading: fraction = isRTL ? 1 : 0
        case .trailing: fraction = isRTL ? 0 : 1
        case .centerX, .centerY: fraction = 0.5
        case .width, .height: (fraction, usesPosition) = (1, false)
        case .firstBaseline, .lastBaseline:
            let baseline: Double?
            let height: Double?
            switch box {
            case .solved(let index) where index >= 0: (baseline, height) = (items[index].baseline, items[index].intrinsic.height)
            case .known(let frame, let known): (baseline, height) = (known, frame.height)
            default: (baseline, height) = (nil, nil)
            }
            if let baseline, attribute == .firstBaseline {
                offset = baseline
            } else if let baseline, let height {
                // The last line's baseline sits as far above the bottom as the first line's
                // descent: lines of one font have one descent.
                (fraction, offset) = (1, baseline - height)
            } else {
                fraction = 1
            }
        }
        let sign = mirrored && axis == .horizontal && usesPosition ? -scale : scale
        switch box {
        case .solved(let index):
            if index < 0 {
                // The container: its origin is 0, its size a variable.
                if let size = containerSize[axis] { expression.add(size, sign * fraction) }
            } else {
                let item = items[index]
                if usesPosition { expression.add(axis == .horizontal ? item.x : item.y, sign) }
                expression.add(axis == .horizontal ? item.width : item.height, sign * fraction)
            }
        case .known(let frame, _):
            let position = axis == .horizontal ? frame.x : frame.y
            let size = axis == .horizontal ? frame.width : frame.height
            expression.constant += sign * ((usesPosition ? position : 0) + fraction * size)
        }
        expression.constant += sign * offset
    }

    // MARK: Solving

    /// Gives the container's content box `size` on each axis where it is known; an unknown axis
    /// is free, pulled towards zero at `fittingSizeLevel` (Auto Layout's compressed fitting size).
    mutating func setContainerSize(_ size: Size<Double?>) {
        for axis in Axis.allCases {
            guard let sizeEdit = sizeEdits[axis], let fittingPull = fittingPulls[axis] else { continue }
            if let value = size[axis] {
                // The size first: while the edit weighs nothing, moving it costs no pivots, and
                // giving it its weight then moves the layout once, from where it is to the size.
                simplex.setConstant(of: sizeEdit, to: -LayoutTree.saturated(value))
                simplex.setWeight(of: sizeEdit, to: 1)
                simplex.setWeight(of: fittingPull, to: 0)
            } else {
                simplex.setWeight(of: sizeEdit, to: 0)
                simplex.setWeight(of: fittingPull, to: 1)
            }
        }
    }

    /// What a new intrinsic size did to the system.
    enum IntrinsicChange { case unchanged, changed, needsRebuild }

    /// Puts every item's intrinsic height back where a new system starts, at its max-content
    /// width: refining heights for widths then goes the way a fresh layout's goes, and reaches
    /// the same answer where several fixed points exist (an aspect-ratio leaf under
    /// `height == 0.5 × width` settles at any width). `false` when a change needs a new system.
    mutating func restartRefinement() -> Bool {
        for index in items.indices {
            guard let start = items[index].refinementStart, items[index].heightMeasuredAt != start.width else { continue }
            if setIntrinsicSize(start.height, of: index, .vertical, measuredAt: start.width) == .needsRebuild { return false }
        }
        return true
    }

    /// Sets item `index`'s intrinsic size on `axis` (with `startsRefinement`, a height measured at
    /// the item's max-content width). A required content priority holds its intrinsic size as a
    /// required constraint, whose constant cannot change in place: the system must then be built
    /// again.
    mutating func setIntrinsicSize(_ size: Double, of index: Int, _ axis: Axis, measuredAt width: Double?,
                                   startsRefinement: Bool = false) -> IntrinsicChange {
        if axis == .vertical {
            items[index].heightMeasuredAt = width
            if startsRefinement { items[index].refinementStart = (size, width) }
        }
        guard let old = items[index].intrinsic[axis], abs(old - size) > 1e-9 else { return .unchanged }
        guard let constraint = items[index].intrinsicConstraint[axis] else { return .needsRebuild }
        items[index].intrinsic[axis] = size
        simplex.setConstant(of: constraint, to: -size)
        return .changed
    }

    /// Item `index`'s frame in the container's content box.
    mutating func frame(ofItem index: Int) -> Rect {
        let item = items[index]
        return Rect(x: Self.finite(simplex.value(of: item.x)), y: Self.finite(simplex.value(of: item.y)),
                    width: max(0, Self.finite(simplex.value(of: item.width))),
                    height: max(0, Self.finite(simplex.value(of: item.height))))
    }

    /// Item `index`'s solved width.
    mutating func width(ofItem index: Int) -> Double {
        max(0, Self.finite(simplex.value(of: items[index].width)))
    }

    /// The container's solved content-box size on `axis`, when it is a variable.
    mutating func containerLength(_ axis: Axis) -> Double? {
        guard let variable = containerSize[axis] else { return nil }
        return max(0, Self.finite(simplex.value(of: variable)))
    }

    /// A solved value, with rounding dust removed; non-finite values (which bounded inputs never
    /// produce) read as 0.
    private static func finite(_ value: Double) -> Double {
        guard value.isFinite else { return 0 }
        return abs(value) < 1e-9 ? 0 : value
    }

    /// The least content width the required constraints allow, found on a simplex of them
    /// alone (the optional ones cannot change it, as required ones come first): pulling the
    /// system's own simplex there would compress every item and undo it again, a pivot for each.
    /// Kept until an intrinsic size changes.
    mutating func leastWidth() -> Double {
        if let leastWidthFound { return leastWidthFound }
        guard let width = containerSize.width else { return 0 }
        // Only constraints connected to the width through shared variables can bound it; when
        // none is (no relation reaches the container's trailing edge), it is zero.
        let reachesWidth = requiredSpecs.contains { spec in
            spec.expression.terms.count > 1 && spec.expression.terms.contains { $0.variable == width }
        }
        guard reachesWidth else {
            leastWidthFound = 0
            return 0
        }
        let bounding = Self.connected(to: [width], among: requiredSpecs, variableCount: simplex.variableCount)
        guard bounding.count > 1 else {
            leastWidthFound = 0
            return 0
        }
        var required = Simplex(levelCount: 1, expectedConstraints: bounding.count)
        required.makeVariables(like: simplex)
        for spec in bounding {
            _ = required.addConstraint(spec.expression, spec.op, level: nil)
        }
        var pull = Simplex.Expression()
        pull.add(width, 1)
        _ = required.addConstraint(pull, .equal, level: 0)
        let least = max(0, Self.finite(required.value(of: width)))
        leastWidthFound = least
        return least
    }

    /// The specs that share variables with `variables`, directly or through one another: a
    /// union-find over the variables of every spec (there are `variableCount`).
    private static func connected(to variables: [Simplex.Variable], among specs: [Spec], variableCount: Int) -> [Spec] {
        var parent = IndexedArray<Simplex.Variable, Simplex.Variable>(repeating: .invalid, count: variableCount)
        for variable in parent.indices { parent[variable] = variable }
        func root(_ variable: Simplex.Variable) -> Simplex.Variable {
            var current = variable
            while parent[current] != current {
                parent[current] = parent[parent[current]]
                current = parent[current]
            }
            return current
        }
        for spec in specs {
            guard let first = spec.expression.terms.first?.variable else { continue }
            for term in spec.expression.terms.dropFirst() {
                let (a, b) = (root(first), root(term.variable))
                if a != b { parent[b] = a }
            }
        }
        let roots = variables.map(root)
        return specs.filter { spec in spec.expression.terms.first.map { roots.contains(root($0.variable)) } ?? false }
    }

    // MARK: Ambiguity

    /// The items whose position or size on an axis another layout, as good for every priority,
    /// would change: `(item, axis, isSize)`, the container's own size as item -1.
    func ambiguities() -> [(item: Int, axis: Axis, isSize: Bool)] {
        let movable = simplex.variablesWithAlternativeValues()
        var found: [(item: Int, axis: Axis, isSize: Bool)] = []
        for (index, item) in items.enumerated() {
            if movable[item.x] { found.append((index, .horizontal, false)) }
            if movable[item.width] { found.append((index, .horizontal, true)) }
            if movable[item.y] { found.append((index, .vertical, false)) }
            if movable[item.height] { found.append((index, .vertical, true)) }
        }
        for axis in Axis.allCases {
            if let variable = containerSize[axis], movable[variable] { found.append((-1, axis, true)) }
        }
        return found
    }

    // MARK: Conflicts

    /// A minimal set of required constraints that cannot all hold, `failing` among them, found
    /// among the constraints that share variables with `failing`, each test a fresh simplex of
    /// required constraints. The additive method (Chinneck, 1997) finds the members: with the
    /// members found so far added first, the candidate whose addition first fails is one more.
    /// That takes a simplex per member rather than one per candidate, as the deletion filter
    /// would; the deletion filter then checks the few members found.
    static func minimalConflict(among specs: [Spec], failing: Spec, variables: Simplex) -> [Spec]? {
        let candidates = connected(to: failing.expression.terms.map(\.variable), among: specs, variableCount: variables.variableCount)
        var members: [Spec] = [failing]
        var isMember = [Bool](repeating: false, count: candidates.count)
        while true {
            var simplex = Simplex(levelCount: 0, expectedConstraints: candidates.count + 1)
            simplex.makeVariables(like: variables)
            guard members.allSatisfy({ simplex.holds($0) }) else { break }
            guard let next = candidates.indices.first(where: { !isMember[$0] && !simplex.holds(candidates[$0]) }) else {
                return nil  // they can all hold: the simplex that failed only rounded otherwise
            }
            isMember[next] = true
            members.append(candidates[next])
        }
        // The deletion filter (Chinneck and Dravnieks, 1991) over the members: each one that the
        // rest conflict without is left out.
        var index = 1
        while index < members.count {
            var without = members
            without.remove(at: index)
            if isFeasible(without, variables: variables) { index += 1 } else { members = without }
        }
        return Array(members.dropFirst()) + [failing]
    }

    static func isFeasible(_ specs: [Spec], variables: Simplex) -> Bool {
        var simplex = Simplex(levelCount: 0, expectedConstraints: specs.count)
        simplex.makeVariables(like: variables)
        return specs.allSatisfy { simplex.holds($0) }
    }

    /// The relations that keep the container from the size it was given (`given`, content box),
    /// a minimal set with the given size among them: the first axis whose size does not hold,
    /// with the other given size counted as required too.
    func sizeConflict(given: Size<Double?>) -> [Relation]? {
        guard !simplex.isOutOfRange else { return nil }
        var sizes: [(axis: Axis, spec: Spec)] = []
        for axis in Axis.allCases {
            guard let variable = containerSize[axis], let given = given[axis] else { continue }
            let value = LayoutTree.saturated(given)
            var expression = Simplex.Expression(constant: -value)
            expression.add(variable, 1)
            sizes.append((axis, Spec(expression: expression, op: .equal, origin: .rule(
                item: -1, axis: axis, kind: .equal, constant: value, reason: "the size the container was given"))))
        }
        guard let failing = sizes.first(where: { isSizeEditViolated($0.axis) }) else { return nil }
        let others = sizes.filter { $0.axis != failing.axis }.map(\.spec)
        return Self.minimalConflict(among: requiredSpecs + others, failing: failing.spec, variables: simplex)?
            .map { relation($0.origin) }
    }
}

extension SourceLocation {
    /// The location of a constraint that no relation wrote: an implicit rule, named by `reason`.
    static func implicit(_ reason: String) -> SourceLocation { SourceLocation(fileID: reason, line: 0) }
}

extension Simplex {
    /// Adds `spec` as a required constraint; `false`, leaving the simplex as it was, when it
    /// cannot hold with the constraints before it.
    fileprivate mutating func holds(_ spec: ConstraintSystem.Spec) -> Bool {
        if case .unsatisfiable = addConstraint(spec.expression, spec.op, level: nil) { return false }
        return true
    }
}
