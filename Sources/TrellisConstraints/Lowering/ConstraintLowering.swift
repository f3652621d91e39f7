import TrellisCore

/// Lowers relations onto the children of one container (ARCHITECTURE.md §4): each constrained
/// child becomes `position: absolute`, and per axis at most two determining relations among
/// {start, end, center, size} are kept, by priority and then source order. The rest becomes
/// bounds (`min()`/`max()`, `min-width`/`max-width`) or a diagnostic.
///
/// Linear in the relations (after sorting them once). Per-child state lives in arrays indexed
/// by child, and a plan refers to its relations by index, so it is plain data: a block of a
/// thousand items costs no allocation or reference counting per item beyond its IR.
struct ConstraintLowering {
    /// The per-axis roles of an item's attributes, physical (left/top is the start).
    enum Slot: Int, CaseIterable {
        case start, end, center, size
        static let all: [Slot] = allCases
    }

    /// A value per slot, stored inline.
    struct SlotMap<Value> {
        private var start, end, center, size: Value

        init(repeating value: Value) {
            (start, end, center, size) = (value, value, value, value)
        }

        subscript(slot: Slot) -> Value {
            get {
                switch slot {
                case .start: start
                case .end: end
                case .center: center
                case .size: size
                }
            }
            set {
                switch slot {
                case .start: start = newValue
                case .end: end = newValue
                case .center: center = newValue
                case .size: size = newValue
                }
            }
        }
    }

    /// One relation, normalised: "slot of child on axis REL value", with `value` measured from
    /// the containing block's start edge (positions) or absolute (sizes).
    struct Constraint {
        /// The relation's index in source order: it names the relation in diagnostics and breaks
        /// ties between equal priorities.
        var order: Int
        var priority: Priority
        var child: Int
        var axis: Axis
        var slot: Slot
        var kind: RelationKind
        var value: LinearLength
        /// Set for `height == m × width` of the same item: the aspect ratio it gives.
        var aspectRatio: Double?

        /// Stronger first, then earlier in the source.
        func isStronger(than other: Constraint) -> Bool {
            priority != other.priority ? priority > other.priority : order < other.order
        }
    }

    /// What a kept inequality does.
    enum BoundRole {
        /// A lower bound (`>=`) on its slot.
        case lower
        /// An upper bound (`<=`) on its slot.
        case upper
        /// A bound on the edge opposite the kept one, written as that inset with the box aligned
        /// to the kept edge, so that its content size shrinks to fit (Auto Layout's compression).
        case span
    }

    /// What the lowering decided for one axis of one child. Relations are indices into
    /// ``constraints``.
    struct AxisPlan {
        var kept = SlotMap<Int?>(repeating: nil)
        /// The kept inequalities, `bounds[boundRange]`, in the order they were kept.
        var boundRange = 0..<0
        /// The edge that `.span` bounds hold.
        var spanSlot: Slot?
        var ambiguous = false
        /// Positions that only bounds place (no equality): the item sits at its bound.
        var boundOnly = SlotMap<Bool>(repeating: false)

        var keptCount: Int { Slot.all.reduce(0) { $0 + (kept[$1] == nil ? 0 : 1) } }
    }

    let relations: [Relation]
    let isRTL: Bool
    /// The container's children, as they were lowered; read only.
    var children: [LayoutNode]
    let childIndex: [ElementID: Int]
    var diagnostics: [ConstraintDiagnostic] = []
    /// The normalised relations, grouped by child and axis, strongest first; sizes that the
    /// keeping derives from two positions follow them.
    var constraints: [Constraint] = []
    /// The kept inequalities of every plan, by role, as indices into ``constraints``.
    var bounds: [(role: BoundRole, constraint: Int)] = []
    /// Whether relations place each child (all children with ids, in a constraint block).
    var isPositioned: [Bool]
    /// The plan of each positioned child and axis, at ``planIndex(_:_:)``.
    var plans: [AxisPlan]
    /// The anchor name of each child that a kept relation refers to.
    var names: [String?]

    init(relations: [Relation], children: [LayoutNode], isRTL: Bool) {
        self.relations = relations
        self.children = children
        self.isRTL = isRTL
        var index: [ElementID: Int] = [:]
        index.reserveCapacity(children.count)
        // Backwards, so that the first child with an id wins; by index, reading the id alone (a
        // loop over the nodes would copy each one, style and all).
        for i in children.indices.reversed() { if let id = children[i].id { index[id] = i } }
        self.childIndex = index
        isPositioned = Array(repeating: false, count: children.count)
        plans = Array(repeating: AxisPlan(), count: 2 * children.count)
        names = Array(repeating: nil, count: children.count)
    }

    /// Where the plan of `child` on `axis` is in ``plans``.
    static func planIndex(_ child: Int, _ axis: Axis) -> Int { 2 * child + (axis == .horizontal ? 0 : 1) }

    /// The kept equality of `plan` on `slot`.
    func kept(_ plan: AxisPlan, _ slot: Slot) -> Constraint? { plan.kept[slot].map { constraints[$0] } }

    /// The kept inequalities of `plan` with `role`, on `slot` if given, in the order they were kept.
    func bounds(_ plan: AxisPlan, _ role: BoundRole, on slot: Slot? = nil) -> [Constraint] {
        var result: [Constraint] = []
        for (boundRole, index) in bounds[plan.boundRange] where boundRole == role {
            if slot == nil || constraints[index].slot == slot { result.append(constraints[index]) }
        }
        return result
    }

    /// Calls `body` with each relation that `plan` keeps.
    func forEachUsed(_ plan: AxisPlan, _ body: (Constraint) -> Void) {
        for slot in Slot.all { if let index = plan.kept[slot] { body(constraints[index]) } }
        for (_, index) in bounds[plan.boundRange] { body(constraints[index]) }
    }

    /// Applies `relations` to `container`'s children. When `positionsAll` is set (a constraint
    /// block) every child with an id is placed by relations; otherwise (relations added to a
    /// stack) only those that relations place.
    static func apply(_ relations: [Relation], to container: inout LayoutNode, positionsAll: Bool,
                      isRTL: Bool) -> [ConstraintDiagnostic] {
        var lowering = ConstraintLowering(relations: relations, children: container.children, isRTL: isRTL)
        lowering.decide(positionsAll: positionsAll, containerStyle: &container.style)
        // Let go of the children, so that `write` edits them in place instead of copying them.
        lowering.children = []
        lowering.write(into: &container.children)
        return lowering.diagnostics
    }

    /// Writes the plans and anchor names into the children's styles.
    private func write(into children: inout [LayoutNode]) {
        for child in children.indices {
            if let name = names[child] { children[child].style.anchorName = name }
            guard isPositioned[child] else { continue }
            children[child].style.position = .absolute
            // Vertical first, so that the width knows whether a ratio will read it.
            let height = plans[Self.planIndex(child, .vertical)]
            emit(height, axis: .vertical, into: &children[child].style)
            emit(plans[Self.planIndex(child, .horizontal)], axis: .horizontal, into: &children[child].style,
                 hasAspectRatioOnOtherAxis: kept(height, .size)?.aspectRatio != nil)
        }
    }

    /// Decides the plans, the anchor names and the diagnostics. Sets the container's own size
    /// from the relations on it.
    private mutating func decide(positionsAll: Bool, containerStyle: inout Style) {
        constraints.reserveCapacity(relations.count)
        // By index: a relation is large, and a loop over the array would copy each one.
        for order in relations.indices {
            if relations[order].item == .container {
                applyToContainer(relations[order], &containerStyle)
                continue
            }
            if let constraint = normalise(relationAt: order) { constraints.append(constraint) }
        }
        for c in constraints { isPositioned[c.child] = true }
        if positionsAll {
            for i in children.indices where children[i].id != nil { isPositioned[i] = true }
        }

        var run = groupByPlan()

        // Keep, then break anchor cycles by dropping the weakest relation in each, and keep again.
        var cycleDiagnostics: [ConstraintDiagnostic] = []
        let normalisingDiagnostics = diagnostics.count
        var normalised = constraints.count
        while true {
            diagnostics.removeSubrange(normalisingDiagnostics...)
            constraints.removeSubrange(normalised...)
            bounds.removeAll(keepingCapacity: true)
            for child in children.indices where isPositioned[child] {
                for axis in Axis.allCases {
                    let index = Self.planIndex(child, axis)
                    plans[index] = plan(run[index], child: child, axis: axis)
                }
            }
            guard let cycle = findCycle() else { break }
            let weakest = cycle.max { $0.isStronger(than: $1) }!
            constraints.removeSubrange(normalised...)
            constraints.removeAll { $0.order == weakest.order }
            normalised = constraints.count
            run = groupByPlan()
            let names = cycle.map { children[$0.child].id?.description ?? "?" }
            cycleDiagnostics.append(ConstraintDiagnostic(
                kind: .cycle, item: relations[weakest.order].item,
                relations: [relations[weakest.order]] + cycle.filter { $0.order != weakest.order }.map { relations[$0.order] },
                message: "these relations place \((names + [names[0]]).joined(separator: " → ")) each after the other in a circle; "
                    + "the first (the weakest) was dropped. Trellis resolves anchors item by item, so items may not "
                    + "depend on each other even on different axes."))
        }
        diagnostics += cycleDiagnostics

        // Names for the anchors that the kept relations use, unique among the siblings.
        var isReferenced = [Bool](repeating: false, count: children.count)
        for child in children.indices where isPositioned[child] {
            for axis in Axis.allCases {
                forEachUsed(plans[Self.planIndex(child, axis)]) { c in
                    if let target = c.value.referencedChild { isReferenced[target] = true }
                }
            }
        }
        var taken = Set<String>(minimumCapacity: children.count)
        for i in children.indices { if let name = children[i].style.anchorName { taken.insert(name) } }
        for child in children.indices where isReferenced[child] {
            if let existing = children[child].style.anchorName { names[child] = existing; continue }
            let base = children[child].id?.description ?? "item\(child)"
            var name = base
            var suffix = 2
            while !taken.insert(name).inserted { name = "\(base)-\(suffix)"; suffix += 1 }
            names[child] = name
        }
    }

    /// Orders ``constraints`` by plan (child, then axis) and each plan's relations strongest
    /// first, the order of keeping; returns where each plan's relations are, by plan index. A
    /// counting sort, stable, so that only the few runs with several relations need sorting.
    private mutating func groupByPlan() -> [Range<Int>] {
        var counts = [Int](repeating: 0, count: plans.count)
        for c in constraints { counts[Self.planIndex(c.child, c.axis)] += 1 }
        var runs: [Range<Int>] = []
        runs.reserveCapacity(plans.count)
        var start = 0
        for count in counts {
            runs.append(start..<start + count)
            start += count
        }
        var grouped = constraints
        var next = runs.map(\.lowerBound)
        for c in constraints {
            let plan = Self.planIndex(c.child, c.axis)
            grouped[next[plan]] = c
            next[plan] += 1
        }
        for run in runs where run.count > 1 { grouped[run].sort { $0.isStronger(than: $1) } }
        constraints = grouped
        return runs
    }

    // MARK: Normalising

    private mutating func unsupported(_ relation: Relation, _ message: String) {
        diagnostics.append(ConstraintDiagnostic(kind: .unsupported, item: relation.item, relations: [relation], message: message))
    }

    /// The container's own width and height: `view.layout(.width) == 320`.
    private mutating func applyToContainer(_ relation: Relation, _ style: inout Style) {
        guard relation.attribute.kind == .dimension, relation.target == nil else {
            unsupported(relation, "the container can only be given a width or height of a number here; "
                + "its position belongs to whatever holds it")
            return
        }
        let value = Dimension.points(relation.constant)
        switch (relation.kind, relation.attribute) {
        case (.equal, .width): style.width = value
        case (.equal, _): style.height = value
        case (.greaterThanOrEqual, .width): style.minWidth = value
        case (.greaterThanOrEqual, _): style.minHeight = value
        case (.lessThanOrEqual, .width): style.maxWidth = value
        case (.lessThanOrEqual, _): style.maxHeight = value
        }
    }

    /// Auto Layout's attributes in the physical terms of the IR; leading and trailing follow the
    /// direction. Baselines are the bottom edge for boxes without text (Auto Layout's rule for a
    /// plain view); `nil` where the IR has no way to name the baseline.
    private func physical(_ attribute: LayoutAttribute, of child: Int?) -> (slot: Slot, edge: AnchorEdge)? {
        switch attribute {
        case .leading: return isRTL ? (.end, .right) : (.start, .left)
        case .trailing: return isRTL ? (.start, .left) : (.end, .right)
        case .left: return (.start, .left)
        case .right: return (.end, .right)
        case .top: return (.start, .top)
        case .bottom: return (.end, .bottom)
        case .centerX, .centerY: return (.center, .center)
        case .width, .height: return (.size, .center)
        case .firstBaseline, .lastBaseline:
            if let child, let measure = children[child].measure {
                let name = "\(measure)"
                guard name.hasPrefix(".contentSize("), !name.contains("baseline") else { return nil }
            }
            return (.end, .bottom)
        }
    }

    private func index(of item: ItemReference) -> Int? {
        if case .item(let id) = item { return childIndex[id] }
        return nil
    }

    /// The relation `relations[order]`, normalised; `nil` (with a diagnostic) when it cannot be.
    /// It is read in place, property by property: a copy would retain its items and location.
    private mutating func normalise(relationAt order: Int) -> Constraint? {
        let item = relations[order].item
        guard let child = index(of: item) else {
            unsupported(relations[order], "\(item) is not an item of this block (relations place the block's own items, "
                + "which need element ids)")
            return nil
        }
        let attribute = relations[order].attribute
        let axis = attribute.axis
        let target = relations[order].target
        var targetChild: Int?
        if let target {
            if target.item != .container {
                guard let t = index(of: target.item) else {
                    unsupported(relations[order], "\(target.item) is not an item of this block; items may only be related to "
                        + "their siblings and to the container")
                    return nil
                }
                targetChild = t
            }
            // Auto Layout rejects relations between different kinds of attributes.
            let mismatch: String? = switch (attribute.kind, target.attribute.kind) {
            case (.dimension, .dimension): nil
            case (.dimension, _), (_, .dimension): "relates a position to a size, which Auto Layout rejects"
            case (let a, let b) where a != b: "relates a horizontal position to a vertical one, which Auto Layout rejects"
            default: nil
            }
            if let mismatch {
                unsupported(relations[order], mismatch)
                return nil
            }
        }
        guard let (slot, _) = physical(attribute, of: child) else {
            unsupported(relations[order], "the baseline of a measured item cannot be placed: the IR has no anchor(--x baseline)")
            return nil
        }
        var kind = relations[order].kind
        var constant = relations[order].constant
        // Leading/trailing in a right-to-left container: mirror the constant (exact when the
        // multiplier is 1, which covers every relation between edges).
        if isRTL && (attribute == .leading || attribute == .trailing) {
            constant = -constant
            if kind != .equal { kind = kind == .greaterThanOrEqual ? .lessThanOrEqual : .greaterThanOrEqual }
        }
        var value = LinearLength.points(constant)
        var aspectRatio: Double?
        if let target {
            let m = relations[order].multiplier
            if slot == .size {
                if let targetChild {
                    if targetChild == child {
                        guard target.attribute != attribute, relations[order].constant == 0, relations[order].kind == .equal, m > 0 else {
                            unsupported(relations[order], "relates an item's size to its own size with a constant or an inequality; "
                                + "only height == m * width (an aspect ratio) can be lowered")
                            return nil
                        }
                        aspectRatio = attribute == .height ? 1 / m : m
                    } else {
                        value = value + LinearLength(.size(child: targetChild, target.attribute.axis), m)
                    }
                } else {
                    guard target.attribute.axis == axis else {
                        unsupported(relations[order], "relates a size to the container's other dimension; a percentage can only "
                            + "refer to the same dimension of the container")
                        return nil
                    }
                    value = value + LinearLength(percent: 100 * m)
                }
            } else {
                guard let (targetSlot, edge) = physical(target.attribute, of: targetChild) else {
                    unsupported(relations[order], "the baseline of a measured item cannot be an anchor: the IR has no anchor(--x baseline)")
                    return nil
                }
                if let targetChild {
                    guard targetChild != child else {
                        unsupported(relations[order], "relates two edges of the same item; give the item a width or height instead")
                        return nil
                    }
                    value = value + LinearLength(.edge(child: targetChild, edge), m)
                } else {
                    let fraction: Double = switch targetSlot { case .start: 0; case .end: 1; default: 0.5 }
                    value = value + LinearLength(percent: 100 * m * fraction)
                }
            }
        }
        return Constraint(order: order, priority: relations[order].priority, child: child, axis: axis, slot: slot, kind: kind,
                          value: value, aspectRatio: aspectRatio)
    }

    // MARK: Keeping

    private mutating func report(_ kind: ConstraintDiagnostic.Kind, _ acted: Constraint, _ others: [Constraint], _ message: String) {
        diagnostics.append(ConstraintDiagnostic(kind: kind, item: relations[acted.order].item,
                                                relations: [relations[acted.order]] + others.map { relations[$0.order] },
                                                message: message))
    }

    /// The item a constraint places, as its relation names it.
    private func item(_ c: Constraint) -> ItemReference { relations[c.order].item }

    private func axisName(_ axis: Axis) -> String { axis == .horizontal ? "horizontal" : "vertical" }

    private func slotName(_ slot: Slot, _ axis: Axis) -> String {
        switch (slot, axis) {
        case (.start, .horizontal): "left edge"
        case (.end, .horizontal): "right edge"
        case (.center, .horizontal): "centerX"
        case (.size, .horizontal): "width"
        case (.start, .vertical): "top"
        case (.end, .vertical): "bottom"
        case (.center, .vertical): "centerY"
        case (.size, .vertical): "height"
        }
    }

    /// The kept equalities of `plan`, in source order.
    private func keptInOrder(_ plan: AxisPlan) -> [Constraint] {
        Slot.all.compactMap { kept(plan, $0) }.sorted { $0.order < $1.order }
    }

    /// Whether `new` follows from the two kept relations (start + size = end, start + end = 2 × center, …).
    private func isImplied(_ new: Constraint, by plan: AxisPlan) -> Bool {
        guard new.aspectRatio == nil, Slot.all.allSatisfy({ kept(plan, $0)?.aspectRatio == nil }) else { return false }
        var values = SlotMap<LinearLength?>(repeating: nil)
        for slot in Slot.all { values[slot] = kept(plan, slot)?.value }
        values[new.slot] = new.value
        let zero = LinearLength.sumIsZero
        if let s = values[.start], let e = values[.end], let w = values[.size] { return zero([(e, 1), (s, -1), (w, -1)]) }
        if let s = values[.start], let e = values[.end], let c = values[.center] { return zero([(s, 1), (e, 1), (c, -2)]) }
        if let s = values[.start], let c = values[.center], let w = values[.size] { return zero([(c, 1), (s, -1), (w, -0.5)]) }
        if let e = values[.end], let c = values[.center], let w = values[.size] { return zero([(e, 1), (c, -1), (w, -0.5)]) }
        return false
    }

    /// The plan for one axis of `child`, from its relations on that axis: `constraints[run]`,
    /// strongest first.
    private mutating func plan(_ run: Range<Int>, child: Int, axis: Axis) -> AxisPlan {
        var plan = AxisPlan()
        plan.boundRange = bounds.count..<bounds.count
        for index in run where constraints[index].kind == .equal {
            let c = constraints[index]
            if let k = kept(plan, c.slot) {
                if k.value == c.value && k.aspectRatio == c.aspectRatio { continue }
                if k.priority.isRequired && c.priority.isRequired {
                    report(.conflict, c, [k], "both set the \(slotName(c.slot, axis)) of \(item(c)) to different values")
                } else {
                    report(.dropped, c, [k], "lost to a relation with a higher priority (or written earlier) that sets the same "
                        + "\(slotName(c.slot, axis))")
                }
            } else if plan.keptCount >= 2 {
                if isImplied(c, by: plan) { continue }
                let others = keptInOrder(plan)
                if c.priority.isRequired && others.allSatisfy(\.priority.isRequired) {
                    report(.conflict, c, others, "the \(axisName(axis)) axis of \(item(c)) already has two required "
                        + "relations (\(others.map { slotName($0.slot, axis) }.joined(separator: " and "))); a third, its "
                        + "\(slotName(c.slot, axis)), over-determines it")
                } else {
                    report(.dropped, c, others, "the \(axisName(axis)) axis of \(item(c)) is already determined by two "
                        + "stronger relations; this one would be a third")
                }
            } else {
                plan.kept[c.slot] = index
            }
        }
        var pending: [Int] = []
        for index in run where constraints[index].kind != .equal {
            let c = constraints[index]
            if let k = kept(plan, c.slot) {
                let violation = violation(of: c, by: k)
                if c.priority < k.priority {
                    if violation != false {
                        report(.dropped, c, [k], "a stronger relation sets the same \(slotName(c.slot, axis)), so this bound "
                            + "has no effect")
                    }
                    continue
                }
                if violation == true && c.priority.isRequired && k.priority.isRequired {
                    report(.conflict, c, [k], "the bound contradicts the required \(slotName(c.slot, axis))")
                    continue
                }
                addBound(index, &plan)
            } else if c.slot == .size {
                addBound(index, &plan)
            } else {
                pending.append(index)
            }
        }
        resolvePendingBounds(pending, &plan, axis: axis)
        // Two positions but no size: the size follows from them where no anchor is involved.
        for edge in [Slot.start, .end] {
            guard plan.kept[.size] == nil, let p = kept(plan, edge), let c = kept(plan, .center) else { continue }
            if p.value.usesAnchorEdges || c.value.usesAnchorEdges {
                report(.unsupported, c, [p], "a center together with an edge that depend on other items cannot be lowered "
                    + "(the width would need anchor() inside a size); the center was dropped")
                plan.kept[.center] = nil
            } else {
                var size = c
                size.slot = .size
                size.value = edge == .start ? (c.value - p.value) * 2 : (p.value - c.value) * 2
                constraints.append(size)
                plan.kept[.center] = nil
                plan.kept[.size] = constraints.count - 1
            }
        }
        if plan.kept[.start] == nil && plan.kept[.end] == nil && plan.kept[.center] == nil
            && !Slot.all.contains(where: { plan.boundOnly[$0] }) {
            plan.ambiguous = true
            let name = children[child].id?.description ?? "item"
            var used: [Constraint] = []
            forEachUsed(plan) { used.append($0) }
            used.sort { $0.order < $1.order }
            diagnostics.append(ConstraintDiagnostic(
                kind: .ambiguous, item: used.first.map(item) ?? .item(children[child].id ?? "?"),
                relations: used.map { relations[$0.order] },
                message: "nothing sets the \(axis == .horizontal ? "horizontal" : "vertical") position of \(name); "
                    + "it is placed at the container's \(axis == .horizontal ? "left" : "top") edge"))
        }
        return plan
    }

    /// Whether the bound `c` is violated by the equality `k` on the same slot: `nil` when unknown.
    private func violation(of c: Constraint, by k: Constraint) -> Bool? {
        guard k.aspectRatio == nil, let d = c.value.difference(to: k.value) else { return nil }
        return c.kind == .greaterThanOrEqual ? d < -1e-9 : d > 1e-9
    }

    /// Keeps the inequality `constraints[index]` as a bound of its slot, or as a span bound.
    private mutating func addBound(_ index: Int, _ plan: inout AxisPlan, span: Bool = false) {
        let role: BoundRole = span ? .span : constraints[index].kind == .greaterThanOrEqual ? .lower : .upper
        bounds.append((role, index))
        plan.boundRange = plan.boundRange.lowerBound..<bounds.count
    }

    /// Bounds on a position that no equality sets.
    private mutating func resolvePendingBounds(_ pending: [Int], _ plan: inout AxisPlan, axis: Axis) {
        guard let first = pending.first.map({ constraints[$0] }) else { return }
        let positions = [Slot.start, .end, .center].filter { plan.kept[$0] != nil }
        var rest = pending
        if positions.isEmpty {
            // Only bounded: the strongest bound's slot becomes the position (Auto Layout would call
            // this ambiguous too); the item sits at its bound.
            let slot = first.slot
            for index in pending where constraints[index].slot == slot { addBound(index, &plan) }
            plan.boundOnly[slot] = true
            rest = pending.filter { constraints[$0].slot != slot }
            report(.ambiguous, first, [], "only a bound places the \(slotName(slot, axis)) of \(item(first)); "
                + "it is placed at the bound")
        }
        let kept = [Slot.start, .end].filter { plan.kept[$0] != nil || plan.boundOnly[$0] }
        for index in rest {
            let c = constraints[index]
            // The edge opposite a kept one, bounded towards it, with the size left to the content:
            // the box's content size shrinks to fit between the two.
            if plan.kept[.size] == nil, plan.kept[.center] == nil, kept.count == 1,
               (kept[0] == .start && c.slot == .end && c.kind == .lessThanOrEqual)
                || (kept[0] == .end && c.slot == .start && c.kind == .greaterThanOrEqual) {
                plan.spanSlot = c.slot
                addBound(index, &plan, span: true)
            } else {
                report(.unsupported, c, keptInOrder(plan),
                       "a bound on the \(slotName(c.slot, axis)), which other relations already place, cannot be lowered "
                        + "(it would need a solver); it was dropped")
            }
        }
    }

    // MARK: Emitting

    private func combine(_ base: LinearLength?, lower: [LinearLength], upper: [LinearLength], names: [String?]) -> LengthPercentageAuto {
        var value: LengthPercentageAuto = base.map { $0.insetValue(names: names) } ?? .auto
        if !lower.isEmpty {
            let arguments = (base.map { [$0] } ?? []) + lower
            value = arguments.count == 1 ? arguments[0].insetValue(names: names)
                : .calc(.maximum(arguments.map { $0.expression(names: names) }))
        }
        if !upper.isEmpty {
            var arguments = upper.map { $0.expression(names: names) }
            switch value {
            case .auto: break
            case .calc(let e): arguments.insert(e, at: 0)
            case .points(let p): arguments.insert(.points(p), at: 0)
            case .percent(let p): arguments.insert(.percent(p), at: 0)
            }
            value = arguments.count == 1 ? upper[0].insetValue(names: names) : .calc(.minimum(arguments))
        }
        return value
    }

    private func emit(_ plan: AxisPlan, axis: Axis, into style: inout Style, hasAspectRatioOnOtherAxis: Bool = false) {
        let horizontal = axis == .horizontal
        func set(_ slot: Slot, _ value: LengthPercentageAuto) {
            switch (slot, horizontal) {
            case (.start, true): style.inset.left = value
            case (.end, true): style.inset.right = value
            case (.start, false): style.inset.top = value
            case (.end, false): style.inset.bottom = value
            case (.center, true): style.centerX = value
            case (.center, false): style.centerY = value
            case (.size, _): break
            }
        }
        for slot in [Slot.start, .center] where plan.kept[slot] != nil || plan.boundOnly[slot] {
            set(slot, combine(kept(plan, slot)?.value, lower: bounds(plan, .lower, on: slot).map(\.value),
                              upper: bounds(plan, .upper, on: slot).map(\.value), names: names))
        }
        if plan.kept[.end] != nil || plan.boundOnly[.end] {
            // Measured from the end edge, where a lower bound on the edge is an upper bound on the inset.
            set(.end, combine(kept(plan, .end)?.value.mirrored, lower: bounds(plan, .upper, on: .end).map(\.value.mirrored),
                              upper: bounds(plan, .lower, on: .end).map(\.value.mirrored), names: names))
        }
        if plan.ambiguous { set(.start, .points(0)) }
        if let spanSlot = plan.spanSlot {
            let values = bounds(plan, .span).map(\.value)
            if spanSlot == .end {
                set(.end, combine(nil, lower: values.map(\.mirrored), upper: [], names: names))
            } else {
                set(.start, combine(nil, lower: values, upper: [], names: names))
            }
            let alignment: SelfAlignment = spanSlot == .end ? .start : .end
            if horizontal { style.justifySelf = alignment } else { style.alignSelf = alignment }
            // fit-content never goes below the content's min-content size, but a required bound
            // beats Auto Layout's compression resistance: where no anchor is involved, the room
            // between the edges is also a maximum size.
            let keptSlot: Slot = spanSlot == .end ? .start : .end
            if let keptEdge = kept(plan, keptSlot), !keptEdge.value.usesAnchorEdges, !values.contains(where: \.usesAnchorEdges) {
                let rooms = values.map { spanSlot == .end ? $0 - keptEdge.value : keptEdge.value - $0 }
                let maximum: Dimension = rooms.count == 1 ? rooms[0].dimension(names: names)
                    : .calc(.minimum(rooms.map { $0.expression(names: names) }))
                if horizontal { style.maxWidth = maximum } else { style.maxHeight = maximum }
            }
        }
        if let size = kept(plan, .size) {
            if let ratio = size.aspectRatio {
                style.aspectRatio = ratio
                // A required ratio beats the content size (Auto Layout's compression resistance is
                // optional), so the box's automatic minimum size must not hold it at its content.
                if horizontal { style.minWidth = .points(0) } else { style.minHeight = .points(0) }
            } else if horizontal {
                style.width = size.value.dimension(names: names)
            } else {
                style.height = size.value.dimension(names: names)
            }
        }
        func bound(_ values: [Constraint], largest: Bool) -> Dimension? {
            guard !values.isEmpty else { return nil }
            if values.count == 1 { return values[0].value.dimension(names: names) }
            let e = values.map { $0.value.expression(names: names) }
            return .calc(largest ? .maximum(e) : .minimum(e))
        }
        let (lower, upper) = (bounds(plan, .lower, on: .size), bounds(plan, .upper, on: .size))
        if horizontal, style.aspectRatio != nil || hasAspectRatioOnOtherAxis, let size = kept(plan, .size), size.aspectRatio == nil,
           !lower.isEmpty || !upper.isEmpty {
            // The ratio must see the clamped width, so the bounds go into the width itself:
            // width: min(max(E, lower…), upper…) rather than min-width / max-width.
            var value = size.value.expression(names: names)
            if !lower.isEmpty { value = .maximum([value] + lower.map { $0.value.expression(names: names) }) }
            if !upper.isEmpty { value = .minimum([value] + upper.map { $0.value.expression(names: names) }) }
            style.width = .calc(value)
            return
        }
        if let minimum = bound(lower, largest: true) {
            if horizontal { style.minWidth = minimum } else { style.minHeight = minimum }
        }
        if let maximum = bound(upper, largest: false) {
            if horizontal { style.maxWidth = maximum } else { style.maxHeight = maximum }
        }
    }

    // MARK: Cycles

    /// A cycle among positioned children through the anchors of their kept relations, as the
    /// relations that form it; `nil` when there is none.
    ///
    /// A depth-first search from each child in index order, following each child's relations in
    /// source order; iterative, so a chain of any length is searched without deep recursion.
    private func findCycle() -> [Constraint]? {
        // A cycle has an item anchored to a later sibling; most layouts anchor to earlier ones only.
        var anchorsForward = false
        for child in children.indices where isPositioned[child] {
            for axis in Axis.allCases {
                forEachUsed(plans[Self.planIndex(child, axis)]) { c in
                    if let target = c.value.referencedChild, target >= child, isPositioned[target] { anchorsForward = true }
                }
            }
        }
        guard anchorsForward else { return nil }

        // The edges of child k are edges[edgeStart[k] ..< edgeStart[k + 1]].
        var edges: [(to: Int, via: Constraint)] = []
        var edgeStart = [Int](repeating: 0, count: children.count + 1)
        var used: [Constraint] = []
        for child in children.indices {
            edgeStart[child] = edges.count
            guard isPositioned[child] else { continue }
            used.removeAll(keepingCapacity: true)
            for axis in Axis.allCases { forEachUsed(plans[Self.planIndex(child, axis)]) { used.append($0) } }
            used.sort { $0.order < $1.order }
            for c in used {
                if let target = c.value.referencedChild, isPositioned[target] { edges.append((target, c)) }
            }
        }
        edgeStart[children.count] = edges.count

        enum State: UInt8 { case unvisited, onPath, finished }
        var state = [State](repeating: .unvisited, count: plans.count)
        /// Where each child on the path sits in it.
        var pathPosition = [Int](repeating: 0, count: plans.count)
        // The current path: each child, the relation that led to it, and its next edge to follow.
        var path: [(node: Int, via: Constraint?, nextEdge: Int)] = []
        for root in children.indices where isPositioned[root] && state[root] == .unvisited {
            state[root] = .onPath
            pathPosition[root] = 0
            path = [(root, nil, edgeStart[root])]
            while let top = path.last {
                guard top.nextEdge < edgeStart[top.node + 1] else {
                    state[top.node] = .finished
                    path.removeLast()
                    continue
                }
                path[path.count - 1].nextEdge += 1
                let edge = edges[top.nextEdge]
                switch state[edge.to] {
                case .finished:
                    continue
                case .onPath:
                    return path[(pathPosition[edge.to] + 1)...].compactMap(\.via) + [edge.via]
                case .unvisited:
                    state[edge.to] = .onPath
                    pathPosition[edge.to] = path.count
                    path.append((edge.to, edge.via, edgeStart[edge.to]))
                }
            }
        }
        return nil
    }
}
