import TrellisCore

/// Lowers relations onto the children of one container (ARCHITECTURE.md §4): each constrained
/// child becomes `position: absolute`, and per axis at most two determining relations among
/// {start, end, center, size} are kept, by priority and then source order. The rest becomes
/// bounds (`min()`/`max()`, `min-width`/`max-width`) or a diagnostic.
struct ConstraintLowering {
    /// The per-axis roles of an item's attributes, physical (left/top is the start).
    enum Slot: Int, Hashable, Comparable, CaseIterable {
        case start, end, center, size
        static func < (lhs: Slot, rhs: Slot) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// One relation, normalised: "slot of child on axis REL value", with `value` measured from
    /// the containing block's start edge (positions) or absolute (sizes).
    struct Constraint {
        var relation: Relation
        var order: Int
        var child: Int
        var axis: Axis
        var slot: Slot
        var kind: RelationKind
        var value: LinearLength
        /// Set for `height == m × width` of the same item: the aspect ratio it gives.
        var aspectRatio: Double?

        var priority: Priority { relation.priority }
        /// Stronger first, then earlier in the source.
        func isStronger(than other: Constraint) -> Bool {
            priority != other.priority ? priority > other.priority : order < other.order
        }
    }

    /// What the lowering decided for one axis of one child.
    struct AxisPlan {
        var kept: [Slot: Constraint] = [:]
        var lower: [Slot: [Constraint]] = [:]
        var upper: [Slot: [Constraint]] = [:]
        /// A bound on the edge opposite the kept one, written as that inset with the box aligned
        /// to the kept edge, so that its content size shrinks to fit (Auto Layout's compression).
        var span: (slot: Slot, bounds: [Constraint])?
        var ambiguous = false
        /// Positions that only bounds place (no equality): the item sits at its bound.
        var boundOnly = Set<Slot>()

        var used: [Constraint] {
            Array(kept.values) + lower.values.flatMap { $0 } + upper.values.flatMap { $0 } + (span?.bounds ?? [])
        }
    }

    let isRTL: Bool
    let children: [LayoutNode]
    let childIndex: [ElementID: Int]
    var diagnostics: [ConstraintDiagnostic] = []

    init(children: [LayoutNode], isRTL: Bool) {
        self.children = children
        self.isRTL = isRTL
        var index: [ElementID: Int] = [:]
        for (i, child) in children.enumerated() { if let id = child.id, index[id] == nil { index[id] = i } }
        self.childIndex = index
    }

    /// Applies `relations` to `container`'s children. When `positionsAll` is set (a constraint
    /// block) every child with an id is placed by relations; otherwise (relations added to a
    /// stack) only those that relations place.
    static func apply(_ relations: [Relation], to container: inout LayoutNode, positionsAll: Bool,
                      isRTL: Bool) -> [ConstraintDiagnostic] {
        var lowering = ConstraintLowering(children: container.children, isRTL: isRTL)
        var constraints: [Constraint] = []
        for (order, relation) in relations.enumerated() {
            if relation.item == .container {
                lowering.applyToContainer(relation, &container.style)
                continue
            }
            if let constraint = lowering.normalise(relation, order: order) { constraints.append(constraint) }
        }
        var positioned = Set(constraints.map(\.child))
        if positionsAll {
            for (i, child) in container.children.enumerated() where child.id != nil { positioned.insert(i) }
        }

        // Keep, then break anchor cycles by dropping the weakest relation in each, and keep again.
        var excluded = Set<Int>()
        var cycleDiagnostics: [ConstraintDiagnostic] = []
        var plans: [Int: Size<AxisPlan>] = [:]
        var keepingDiagnostics: [ConstraintDiagnostic] = []
        while true {
            var trial = lowering
            trial.diagnostics = []
            plans = [:]
            var byChild: [Int: [Constraint]] = [:]
            for c in constraints where !excluded.contains(c.order) { byChild[c.child, default: []].append(c) }
            for child in positioned.sorted() {
                let mine = byChild[child] ?? []
                plans[child] = Size(width: trial.plan(mine, child: child, axis: .horizontal),
                                    height: trial.plan(mine, child: child, axis: .vertical))
            }
            keepingDiagnostics = trial.diagnostics
            guard let cycle = findCycle(plans, positioned: positioned) else { break }
            let weakest = cycle.max { $0.isStronger(than: $1) }!
            excluded.insert(weakest.order)
            let names = cycle.map { lowering.children[$0.child].id.map { "\($0)" } ?? "?" }
            cycleDiagnostics.append(ConstraintDiagnostic(
                kind: .cycle, item: weakest.relation.item,
                relations: [weakest.relation] + cycle.filter { $0.order != weakest.order }.map(\.relation),
                message: "these relations place \((names + [names[0]]).joined(separator: " → ")) each after the other in a circle; "
                    + "the first (the weakest) was dropped. Trellis resolves anchors item by item, so items may not "
                    + "depend on each other even on different axes."))
        }
        lowering.diagnostics += keepingDiagnostics + cycleDiagnostics

        // Names for the anchors that the kept relations use, unique among the siblings.
        var referenced = Set<Int>()
        for plan in plans.values { for c in plan.width.used + plan.height.used { referenced.formUnion(c.value.referencedChildren) } }
        var taken = Set(container.children.compactMap(\.style.anchorName))
        var names: [Int: String] = [:]
        for child in referenced.sorted() {
            if let existing = container.children[child].style.anchorName { names[child] = existing; continue }
            let base = container.children[child].id.map { "\($0)" } ?? "item\(child)"
            var name = base
            var suffix = 2
            while taken.contains(name) { name = "\(base)-\(suffix)"; suffix += 1 }
            taken.insert(name)
            names[child] = name
        }

        var children = container.children
        for child in referenced { children[child].style.anchorName = names[child] }
        for (child, plan) in plans {
            children[child].style.position = .absolute
            // Vertical first, so that the width knows whether a ratio will read it.
            let ratio = plan.height.kept[.size]?.aspectRatio != nil
            lowering.emit(plan.height, axis: .vertical, into: &children[child].style, names: names)
            lowering.emit(plan.width, axis: .horizontal, into: &children[child].style, names: names,
                          hasAspectRatioOnOtherAxis: ratio)
        }
        container.children = children
        return lowering.diagnostics
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

    private mutating func normalise(_ relation: Relation, order: Int) -> Constraint? {
        guard let child = index(of: relation.item) else {
            unsupported(relation, "\(relation.item) is not an item of this block (relations place the block's own items, "
                + "which need element ids)")
            return nil
        }
        let attribute = relation.attribute
        let axis = attribute.axis
        var targetChild: Int?
        if let target = relation.target {
            if target.item != .container {
                guard let t = index(of: target.item) else {
                    unsupported(relation, "\(target.item) is not an item of this block; items may only be related to "
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
                unsupported(relation, mismatch)
                return nil
            }
        }
        guard let (slot, _) = physical(attribute, of: child) else {
            unsupported(relation, "the baseline of a measured item cannot be placed: the IR has no anchor(--x baseline)")
            return nil
        }
        var kind = relation.kind
        var constant = relation.constant
        // Leading/trailing in a right-to-left container: mirror the constant (exact when the
        // multiplier is 1, which covers every relation between edges).
        if isRTL && (attribute == .leading || attribute == .trailing) {
            constant = -constant
            if kind != .equal { kind = kind == .greaterThanOrEqual ? .lessThanOrEqual : .greaterThanOrEqual }
        }
        var value = LinearLength.points(constant)
        var aspectRatio: Double?
        if let target = relation.target {
            let m = relation.multiplier
            if slot == .size {
                if let targetChild {
                    if targetChild == child {
                        guard target.attribute != attribute, relation.constant == 0, relation.kind == .equal, m > 0 else {
                            unsupported(relation, "relates an item's size to its own size with a constant or an inequality; "
                                + "only height == m * width (an aspect ratio) can be lowered")
                            return nil
                        }
                        aspectRatio = attribute == .height ? 1 / m : m
                    } else {
                        value = value + LinearLength(anchors: [.size(child: targetChild, target.attribute.axis): m])
                    }
                } else {
                    guard target.attribute.axis == axis else {
                        unsupported(relation, "relates a size to the container's other dimension; a percentage can only "
                            + "refer to the same dimension of the container")
                        return nil
                    }
                    value = value + LinearLength(percent: 100 * m)
                }
            } else {
                guard let (targetSlot, edge) = physical(target.attribute, of: targetChild) else {
                    unsupported(relation, "the baseline of a measured item cannot be an anchor: the IR has no anchor(--x baseline)")
                    return nil
                }
                if let targetChild {
                    guard targetChild != child else {
                        unsupported(relation, "relates two edges of the same item; give the item a width or height instead")
                        return nil
                    }
                    value = value + LinearLength(anchors: [.edge(child: targetChild, edge): m])
                } else {
                    let fraction: Double = switch targetSlot { case .start: 0; case .end: 1; default: 0.5 }
                    value = value + LinearLength(percent: 100 * m * fraction)
                }
            }
        }
        return Constraint(relation: relation, order: order, child: child, axis: axis, slot: slot, kind: kind,
                          value: value, aspectRatio: aspectRatio)
    }

    // MARK: Keeping

    private mutating func report(_ kind: ConstraintDiagnostic.Kind, _ acted: Constraint, _ others: [Constraint], _ message: String) {
        diagnostics.append(ConstraintDiagnostic(kind: kind, item: acted.relation.item,
                                                relations: [acted.relation] + others.map(\.relation), message: message))
    }

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

    /// Whether `new` follows from the two kept relations (start + size = end, start + end = 2 × center, …).
    private func isImplied(_ new: Constraint, by kept: [Slot: Constraint]) -> Bool {
        var values = kept.mapValues(\.value)
        guard new.aspectRatio == nil, kept.values.allSatisfy({ $0.aspectRatio == nil }) else { return false }
        values[new.slot] = new.value
        let zero = LinearLength()
        func check(_ l: LinearLength) -> Bool { l.difference(to: zero).map { $0.magnitude < 1e-9 } ?? false }
        if let s = values[.start], let e = values[.end], let w = values[.size] { return check(e - s - w) }
        if let s = values[.start], let e = values[.end], let c = values[.center] { return check(s + e - c * 2) }
        if let s = values[.start], let c = values[.center], let w = values[.size] { return check(c - s - w * 0.5) }
        if let e = values[.end], let c = values[.center], let w = values[.size] { return check(e - c - w * 0.5) }
        return false
    }

    mutating func plan(_ constraints: [Constraint], child: Int, axis: Axis) -> AxisPlan {
        var plan = AxisPlan()
        let mine = constraints.filter { $0.axis == axis }.sorted { $0.isStronger(than: $1) }
        for c in mine where c.kind == .equal {
            if let k = plan.kept[c.slot] {
                if k.value == c.value && k.aspectRatio == c.aspectRatio { continue }
                if k.priority.isRequired && c.priority.isRequired {
                    report(.conflict, c, [k], "both set the \(slotName(c.slot, axis)) of \(c.relation.item) to different values")
                } else {
                    report(.dropped, c, [k], "lost to a relation with a higher priority (or written earlier) that sets the same "
                        + "\(slotName(c.slot, axis))")
                }
            } else if plan.kept.count >= 2 {
                if isImplied(c, by: plan.kept) { continue }
                let others = plan.kept.values.sorted { $0.order < $1.order }
                if c.priority.isRequired && others.allSatisfy(\.priority.isRequired) {
                    report(.conflict, c, others, "the \(axisName(axis)) axis of \(c.relation.item) already has two required "
                        + "relations (\(others.map { slotName($0.slot, axis) }.joined(separator: " and "))); a third, its "
                        + "\(slotName(c.slot, axis)), over-determines it")
                } else {
                    report(.dropped, c, others, "the \(axisName(axis)) axis of \(c.relation.item) is already determined by two "
                        + "stronger relations; this one would be a third")
                }
            } else {
                plan.kept[c.slot] = c
            }
        }
        var pending: [Constraint] = []
        for c in mine where c.kind != .equal {
            if let k = plan.kept[c.slot] {
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
                add(c, to: &plan)
            } else if c.slot == .size {
                add(c, to: &plan)
            } else {
                pending.append(c)
            }
        }
        resolvePendingBounds(pending, &plan, axis: axis)
        // Two positions but no size: the size follows from them where no anchor is involved.
        for edge in [Slot.start, .end] {
            guard plan.kept[.size] == nil, let p = plan.kept[edge], let c = plan.kept[.center] else { continue }
            if p.value.usesAnchorEdges || c.value.usesAnchorEdges {
                report(.unsupported, c, [p], "a center together with an edge that depend on other items cannot be lowered "
                    + "(the width would need anchor() inside a size); the center was dropped")
                plan.kept[.center] = nil
            } else {
                var size = c
                size.slot = .size
                size.value = edge == .start ? (c.value - p.value) * 2 : (p.value - c.value) * 2
                plan.kept[.center] = nil
                plan.kept[.size] = size
            }
        }
        if plan.kept[.start] == nil && plan.kept[.end] == nil && plan.kept[.center] == nil && plan.boundOnly.isEmpty {
            plan.ambiguous = true
            let name = children[child].id.map { "\($0)" } ?? "item"
            let used = plan.used.sorted { $0.order < $1.order }
            diagnostics.append(ConstraintDiagnostic(
                kind: .ambiguous, item: used.first?.relation.item ?? .item(children[child].id ?? "?"),
                relations: used.map(\.relation),
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

    private func add(_ c: Constraint, to plan: inout AxisPlan) {
        if c.kind == .greaterThanOrEqual { plan.lower[c.slot, default: []].append(c) } else { plan.upper[c.slot, default: []].append(c) }
    }

    /// Bounds on a position that no equality sets.
    private mutating func resolvePendingBounds(_ pending: [Constraint], _ plan: inout AxisPlan, axis: Axis) {
        guard !pending.isEmpty else { return }
        let positions = [Slot.start, .end, .center].filter { plan.kept[$0] != nil }
        var rest = pending
        if positions.isEmpty {
            // Only bounded: the strongest bound's slot becomes the position (Auto Layout would call
            // this ambiguous too); the item sits at its bound.
            let slot = pending[0].slot
            for c in pending where c.slot == slot { add(c, to: &plan) }
            plan.boundOnly.insert(slot)
            rest = pending.filter { $0.slot != slot }
            report(.ambiguous, pending[0], [], "only a bound places the \(slotName(slot, axis)) of \(pending[0].relation.item); "
                + "it is placed at the bound")
        }
        let kept = [Slot.start, .end].filter { plan.kept[$0] != nil || plan.boundOnly.contains($0) }
        for c in rest {
            // The edge opposite a kept one, bounded towards it, with the size left to the content:
            // the box's content size shrinks to fit between the two.
            if plan.kept[.size] == nil, plan.kept[.center] == nil, kept.count == 1,
               (kept[0] == .start && c.slot == .end && c.kind == .lessThanOrEqual)
                || (kept[0] == .end && c.slot == .start && c.kind == .greaterThanOrEqual) {
                plan.span = (c.slot, (plan.span?.bounds ?? []) + [c])
            } else {
                report(.unsupported, c, plan.kept.values.sorted { $0.order < $1.order },
                       "a bound on the \(slotName(c.slot, axis)), which other relations already place, cannot be lowered "
                        + "(it would need a solver); it was dropped")
            }
        }
    }

    // MARK: Emitting

    private func combine(_ base: LinearLength?, lower: [LinearLength], upper: [LinearLength], names: [Int: String]) -> LengthPercentageAuto {
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

    func emit(_ plan: AxisPlan, axis: Axis, into style: inout Style, names: [Int: String],
              hasAspectRatioOnOtherAxis: Bool = false) {
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
        for slot in [Slot.start, .center] where plan.kept[slot] != nil || plan.boundOnly.contains(slot) {
            set(slot, combine(plan.kept[slot]?.value, lower: (plan.lower[slot] ?? []).map(\.value),
                              upper: (plan.upper[slot] ?? []).map(\.value), names: names))
        }
        if plan.kept[.end] != nil || plan.boundOnly.contains(.end) {
            // Measured from the end edge, where a lower bound on the edge is an upper bound on the inset.
            set(.end, combine(plan.kept[.end]?.value.mirrored, lower: (plan.upper[.end] ?? []).map(\.value.mirrored),
                              upper: (plan.lower[.end] ?? []).map(\.value.mirrored), names: names))
        }
        if plan.ambiguous { set(.start, .points(0)) }
        if let span = plan.span {
            let values = span.bounds.map(\.value)
            if span.slot == .end {
                set(.end, combine(nil, lower: values.map(\.mirrored), upper: [], names: names))
            } else {
                set(.start, combine(nil, lower: values, upper: [], names: names))
            }
            let alignment: SelfAlignment = span.slot == .end ? .start : .end
            if horizontal { style.justifySelf = alignment } else { style.alignSelf = alignment }
            // fit-content never goes below the content's min-content size, but a required bound
            // beats Auto Layout's compression resistance: where no anchor is involved, the room
            // between the edges is also a maximum size.
            let keptSlot: Slot = span.slot == .end ? .start : .end
            if let kept = plan.kept[keptSlot], !kept.value.usesAnchorEdges, !values.contains(where: \.usesAnchorEdges) {
                let rooms = values.map { span.slot == .end ? $0 - kept.value : kept.value - $0 }
                let maximum: Dimension = rooms.count == 1 ? rooms[0].dimension(names: names)
                    : .calc(.minimum(rooms.map { $0.expression(names: names) }))
                if horizontal { style.maxWidth = maximum } else { style.maxHeight = maximum }
            }
        }
        if let size = plan.kept[.size] {
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
        func bound(_ constraints: [Constraint]?, largest: Bool) -> Dimension? {
            guard let constraints, !constraints.isEmpty else { return nil }
            if constraints.count == 1 { return constraints[0].value.dimension(names: names) }
            let e = constraints.map { $0.value.expression(names: names) }
            return .calc(largest ? .maximum(e) : .minimum(e))
        }
        if horizontal, style.aspectRatio != nil || hasAspectRatioOnOtherAxis, let size = plan.kept[.size], size.aspectRatio == nil,
           plan.lower[.size] != nil || plan.upper[.size] != nil {
            // The ratio must see the clamped width, so the bounds go into the width itself:
            // width: min(max(E, lower…), upper…) rather than min-width / max-width.
            var value = size.value.expression(names: names)
            if let lower = plan.lower[.size] { value = .maximum([value] + lower.map { $0.value.expression(names: names) }) }
            if let upper = plan.upper[.size] { value = .minimum([value] + upper.map { $0.value.expression(names: names) }) }
            style.width = .calc(value)
            return
        }
        if let minimum = bound(plan.lower[.size], largest: true) {
            if horizontal { style.minWidth = minimum } else { style.minHeight = minimum }
        }
        if let maximum = bound(plan.upper[.size], largest: false) {
            if horizontal { style.maxWidth = maximum } else { style.maxHeight = maximum }
        }
    }

    // MARK: Cycles

    /// A cycle among positioned children through the anchors of their kept relations, as the
    /// relations that form it; `nil` when there is none.
    private static func findCycle(_ plans: [Int: Size<AxisPlan>], positioned: Set<Int>) -> [Constraint]? {
        var edges: [Int: [(to: Int, via: Constraint)]] = [:]
        for (child, plan) in plans {
            for c in (plan.width.used + plan.height.used).sorted(by: { $0.order < $1.order }) {
                for target in c.value.referencedChildren.sorted() where positioned.contains(target) {
                    edges[child, default: []].append((target, c))
                }
            }
        }
        var state: [Int: Bool] = [:]
        var path: [(node: Int, via: Constraint?)] = []
        func visit(_ node: Int) -> [Constraint]? {
            if let finished = state[node] {
                if finished { return nil }
                guard let start = path.firstIndex(where: { $0.node == node }) else { return nil }
                return path[(start + 1)...].compactMap(\.via)
            }
            state[node] = false
            for edge in edges[node] ?? [] {
                path.append((edge.to, edge.via))
                if let cycle = visit(edge.to) { return cycle }
                path.removeLast()
            }
            state[node] = true
            return nil
        }
        for node in plans.keys.sorted() where state[node] == nil {
            path = [(node, nil)]
            if let cycle = visit(node) { return cycle }
        }
        return nil
    }
}
