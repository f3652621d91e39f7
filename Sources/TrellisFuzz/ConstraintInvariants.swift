import TrellisCore

/// The invariants of relations: a layout throws only what its tree may give (a relation the IR
/// rejects, exactly when the tree holds one; required relations that cannot all hold), each
/// conflict it reports names relations of one container and is a minimal one, and the items no
/// relation names are reported ambiguous.
enum ConstraintInvariants {
    /// A node that holds relations or is a constraint container, found in a walk of the tree.
    struct Holder {
        /// Its index in document order.
        var index: Int
        var node: LayoutNode
        /// Its direction after inheritance.
        var isRTL: Bool
        /// Whether neither it nor an ancestor has `display: none`.
        var isDisplayed: Bool
    }

    static func holders(in root: LayoutNode) -> [Holder] {
        var holders: [Holder] = []
        var index = 0
        var stack: [(node: LayoutNode, inheritsRTL: Bool, parentDisplayed: Bool)] = [(root, false, true)]
        while let (node, inheritsRTL, parentDisplayed) = stack.popLast() {
            let isRTL = node.style.direction == .inherit ? inheritsRTL : node.style.direction == .rtl
            let isDisplayed = parentDisplayed && node.style.display != .none
            if node.style.display == .constraints || !node.constraints.isEmpty {
                holders.append(Holder(index: index, node: node, isRTL: isRTL, isDisplayed: isDisplayed))
            }
            index += 1
            for child in node.children.reversed() { stack.append((child, isRTL, isDisplayed)) }
        }
        return holders
    }

    /// Whether `relation` is a rule that no relation wrote (the solver names the rule in its
    /// location, at line 0), rather than one of the case's, which all have lines.
    static func isImplicit(_ relation: Relation) -> Bool {
        relation.location.line == 0 && relation.location != .unknown
    }

    // MARK: Errors

    /// Why the IR must reject `relation` of a node whose children have the ids `children`, or
    /// `nil`. The pairings Auto Layout rejects are written out here rather than read from
    /// `Relation.unsupportedReason`, so that the fuzzer checks that too.
    static func rejection(of relation: Relation, children: Set<ElementID>) -> String? {
        guard relation.multiplier.isFinite && relation.constant.isFinite else { return "a number is not finite" }
        for case .item(let id)? in [relation.item, relation.target?.item] where !children.contains(id) {
            return "it names \(id), which is not a child"
        }
        let sizes: Set<LayoutAttribute> = [.width, .height]
        let horizontal: Set<LayoutAttribute> = [.leading, .trailing, .left, .right, .centerX]
        guard let target = relation.target else {
            return sizes.contains(relation.attribute) ? nil : "a position equals a number alone"
        }
        let (first, second) = (relation.attribute, target.attribute)
        if sizes.contains(first) != sizes.contains(second) { return "a position with a size" }
        if sizes.contains(first) { return nil }
        if horizontal.contains(first) != horizontal.contains(second) { return "x with y" }
        let directional: Set<LayoutAttribute> = [.leading, .trailing]
        let physical: Set<LayoutAttribute> = [.left, .right]
        if (directional.contains(first) && physical.contains(second)) || (physical.contains(first) && directional.contains(second)) {
            return "leading or trailing with left or right"
        }
        return relation.multiplier == 0 ? "a position times 0" : nil
    }

    /// The relations of `holders` that the IR must reject, with the reason.
    static func rejectedRelations(in holders: [Holder]) -> [(relation: Relation, reason: String)] {
        holders.flatMap { holder in
            let children = Set(holder.node.children.compactMap(\.id))
            return holder.node.constraints.relations.compactMap { relation in
                rejection(of: relation, children: children).map { (relation, $0) }
            }
        }
    }

    /// Checks that `error`, what laying out a tree built from `root` threw (`nil` for nothing),
    /// is what `root` may give: a relation the IR rejects exactly when `root` holds one;
    /// otherwise nothing, or required relations that cannot all hold, each conflict naming
    /// relations of one displayed container.
    static func checkOutcome(_ error: LayoutError?, of root: LayoutNode) throws(Violation) {
        let holders = holders(in: root)
        let rejected = rejectedRelations(in: holders)
        switch error {
        case .invalidRelation(_, let relation, _)?:
            guard rejected.contains(where: { $0.relation.description == relation }) else {
                throw Violation(kind: .rejectedInput, detail: "\(error!)")
            }
        case _ where !rejected.isEmpty:
            let (relation, reason) = rejected[0]
            throw Violation(kind: .invalidRelationAccepted,
                            detail: "\(relation) (\(reason)); layout threw \(error.map { "\($0)" } ?? "nothing")")
        case nil:
            break
        case .unsatisfiableConstraints(let diagnostics)?:
            try checkDiagnostics(diagnostics, holders.filter(\.isDisplayed))
        case let error?:
            throw Violation(kind: .rejectedInput, detail: "\(error)")
        }
    }

    /// Each conflict names relations, and those the case wrote all belong to one of `holders`.
    static func checkDiagnostics(_ diagnostics: [ConstraintDiagnostic], _ holders: [Holder]) throws(Violation) {
        guard !diagnostics.isEmpty else { throw Violation(kind: .badDiagnostic, detail: "no conflict named") }
        let sets = holders.map { Set($0.node.constraints.relations) }
        for diagnostic in diagnostics {
            let written = diagnostic.relations.filter { !isImplicit($0) }
            guard diagnostic.kind == .conflict || diagnostic.kind == .outOfRange, !diagnostic.relations.isEmpty,
                  written.isEmpty || sets.contains(where: { set in written.allSatisfy(set.contains) }) else {
                throw Violation(kind: .badDiagnostic, detail: "\(diagnostic)")
            }
        }
    }

    // MARK: Minimal conflicts

    /// The most fresh layouts `checkConflictsAreMinimal` does for one case: a conflict may hold
    /// hundreds of relations.
    static let minimalityBudget = 40

    /// Checks that each conflict `error` reports is one, and a minimal one, on fresh trees whose
    /// container holds only the conflict's relations (its implicit rules come with it): with all
    /// of them the tree reports a conflict made of them; without any one of them, none made of
    /// the rest.
    static func checkConflictsAreMinimal(_ error: LayoutError?, _ fuzzCase: FuzzCase) throws(Violation) {
        guard case .unsatisfiableConstraints(let diagnostics)? = error else { return }
        let holders = holders(in: fuzzCase.root).filter(\.isDisplayed)
        var budget = minimalityBudget
        for diagnostic in diagnostics where diagnostic.kind == .conflict {
            let written = diagnostic.relations.filter { !isImplicit($0) }
            guard !written.isEmpty, budget > 0,
                  let holder = holders.first(where: { written.allSatisfy($0.node.constraints.relations.contains) }) else { continue }
            let rules = diagnostic.relations.filter(isImplicit)
            /// Whether `found` is made of `relations` and the rules of `diagnostic` (or, with
            /// `anyRule`, any implicit rules).
            func isMade(_ found: ConstraintDiagnostic, of relations: [Relation], anyRule: Bool = false) -> Bool {
                found.relations.allSatisfy { isImplicit($0) ? anyRule || rules.contains($0) : relations.contains($0) }
            }
            budget -= 1
            // A child with `auto` scrollbars has the intrinsic size of the scrollbars its frame
            // shows, and the relations left out may be what gave it that frame (fuzz
            // --constraints --seed 515151, case 62449: squeezed to zero width by a relation
            // outside the conflict, a box shows no scrollbar and hugs its content's width of 1,
            // which `a3.width == 100` breaks; alone, it is 1 wide, shows its 250-wide scrollbar,
            // and hugs 251). Such children are tried with their scrollbars hidden and shown too,
            // and so is a flex, grid or layers holder itself (seed 428611, case 58559: a relation
            // outside the conflict placed a positioned child below the box, whose scrollbar,
            // shown, left it a content width of 0, the size the conflict names).
            let pins: [ScrollbarPin] = holder.node.children.contains(where: hasAutoScrollbars)
                || (holder.node.style.display != .constraints && hasAutoScrollbars(holder.node))
                ? [.asLaidOut, .hidden, .shown] : [.asLaidOut]
            var reproduced: ScrollbarPin?
            var firstFound: [ConstraintDiagnostic]?
            for pin in pins where reproduced == nil {
                let found = try conflicts(among: written, of: holder, in: diagnostic, fuzzCase, scrollbars: pin)
                // A fresh tree holds every implicit rule, and may find the conflict of these
                // relations through another rule than the one reported (`a.width >= 0` for
                // `a.height >= 0` and `a.height == 0.75 × a.width`): that they conflict is what
                // counts here. Minimality below is judged with the reported rules alone.
                if found.contains(where: { isMade($0, of: written, anyRule: true) }) { reproduced = pin }
                if firstFound == nil { firstFound = found }
            }
            guard let pin = reproduced else {
                let found = firstFound ?? []
                throw Violation(kind: .conflictHolds, detail: "\(diagnostic)\nalone, they give: \(found.isEmpty ? "no conflict" : "\(found)")")
            }
            for relation in written where budget > 0 {
                budget -= 1
                let rest = written.filter { $0 != relation }
                if let smaller = try conflicts(among: rest, of: holder, in: diagnostic, fuzzCase, scrollbars: pin)
                    .first(where: { isMade($0, of: rest) }) {
                    throw Violation(kind: .conflictNotMinimal,
                                    detail: "\(diagnostic)\nwithout \(relation.location) the rest still conflicts: \(smaller)")
                }
            }
        }
    }

    /// The conflicts of a fresh tree in which `holder` holds only `relations`. A constraint
    /// container is laid out alone, with only the children `conflict` names (all of them when a
    /// child has no id, as the rules name those by their place), at the size it was given on
    /// the axes where `conflict` names that size (so that the rule comes back the same), else
    /// free: in the case's tree its size could depend on its relations. A flex, grid or layers
    /// box stays in the case's tree, as its relations size nothing around it, with its relations
    /// that share no child with `conflict` besides `relations`. Either way the holder's children
    /// (and such a box itself) show their `auto` scrollbars as `pin` says.
    static func conflicts(among relations: [Relation], of holder: Holder, in conflict: ConstraintDiagnostic,
                          _ fuzzCase: FuzzCase, scrollbars pin: ScrollbarPin = .asLaidOut) throws(Violation) -> [ConstraintDiagnostic] {
        var constraints = holder.node.constraints
        constraints.relations = relations
        let pinnedChildren = holder.node.children.map { pinned($0, pin) }
        var root: LayoutNode
        var viewport = fuzzCase.viewport
        var scale = fuzzCase.pixelScale
        if holder.node.style.display == .constraints {
            var style = Style().display(.constraints).direction(holder.isRTL ? .rtl : .ltr)
            for rule in conflict.relations where isImplicit(rule) && rule.item == .container && rule.target == nil && rule.kind == .equal {
                if rule.attribute == .width { style.width = .points(rule.constant) } else { style.height = .points(rule.constant) }
            }
            var named = Set<ElementID>()
            for relation in conflict.relations {
                for case .item(let id)? in [relation.item, relation.target?.item] { named.insert(id) }
            }
            root = LayoutNode(id: holder.node.id, style: style, constraints: constraints,
                              children: pinnedChildren.contains { $0.id == nil } ? pinnedChildren
                                  : pinnedChildren.filter { named.contains($0.id!) })
            viewport = Size(width: .maxContent, height: .maxContent)
            scale = nil
        } else {
            // The holder's other relations that share no child with the conflict stay: they
            // solve apart from it (the container's size is fixed in such a box), but the
            // positioned children they place count in its scrollable overflow, and so decide
            // whether an auto scrollbar takes its room (fuzz --constraints --seed 7310, case
            // 30194: a child placed past the right edge brought a scrollbar 1e6 tall, and with
            // the conflict's relations alone there was none, nor a conflict).
            var named = Set<ItemReference>()
            for relation in conflict.relations {
                named.insert(relation.item)
                if let target = relation.target { named.insert(target.item) }
            }
            named.remove(.container)
            constraints.relations += holder.node.constraints.relations.filter { relation in
                !named.contains(relation.item) && !(relation.target.map { named.contains($0.item) } ?? false)
            }
            root = fuzzCase.root.replacing(atPreorder: holder.index) { node in
                var node = pinned(node, pin)
                node.constraints = constraints
                node.children = pinnedChildren
                return node
            }
        }
        var tree = try Invariants.build(root)
        do throws(LayoutError) {
            try tree.layout(in: viewport, pixelScale: scale)
            return []
        } catch {
            guard case .unsatisfiableConstraints(let diagnostics) = error else {
                throw Violation(kind: .rejectedInput, detail: "the tree of a conflict alone: \(error)")
            }
            return diagnostics
        }
    }

    /// How a re-check shows the `auto` scrollbars of the holder's children: as its layout
    /// decides, or always hidden, or always shown.
    enum ScrollbarPin { case asLaidOut, hidden, shown }

    /// Whether `node` shows a scrollbar only when its content overflows (as the engine's
    /// `autoScrollbars(of:)` decides: an `auto` axis, or a `visible` one beside one that is not).
    static func hasAutoScrollbars(_ node: LayoutNode) -> Bool {
        node.style.scrollbarWidth > 0 && (showsOnOverflow(node.style.overflowX, beside: node.style.overflowY)
            || showsOnOverflow(node.style.overflowY, beside: node.style.overflowX))
    }

    private static func showsOnOverflow(_ overflow: Overflow, beside other: Overflow) -> Bool {
        overflow == .auto || overflow == .visible && other != .visible
    }

    /// `node` with its `auto` scrollbars fixed as `pin` says.
    static func pinned(_ node: LayoutNode, _ pin: ScrollbarPin) -> LayoutNode {
        guard pin != .asLaidOut, hasAutoScrollbars(node) else { return node }
        var node = node
        let fixed: Overflow = pin == .hidden ? .hidden : .scroll
        let (x, y) = (node.style.overflowX, node.style.overflowY)
        if showsOnOverflow(x, beside: y) { node.style.overflowX = fixed }
        if showsOnOverflow(y, beside: x) { node.style.overflowY = fixed }
        return node
    }

    // MARK: Ambiguity

    /// Checks that every displayed child of a displayed constraint container that no relation
    /// names is reported ambiguous (at least its position, on both axes), and that each
    /// ambiguity names relations of one container.
    static func checkUnplacedItemsAreAmbiguous(_ tree: LayoutTree, _ root: LayoutNode) throws(Violation) {
        let containers = holders(in: root).filter { $0.isDisplayed && $0.node.style.display == .constraints }
        guard !containers.isEmpty else { return }
        let ambiguities = tree.ambiguousConstraintItems()
        var reported: [ItemReference: Int] = [:]
        for ambiguity in ambiguities { reported[ambiguity.item, default: 0] += 1 }
        for container in containers {
            var named = Set<ItemReference>()
            for relation in container.node.constraints.relations {
                named.insert(relation.item)
                if let target = relation.target { named.insert(target.item) }
            }
            for child in container.node.children where child.style.display != .none {
                guard let id = child.id, !named.contains(.item(id)), reported[.item(id), default: 0] < 2 else { continue }
                throw Violation(kind: .ambiguityMissed, detail: "\(id) (\(reported[.item(id), default: 0]) ambiguities reported)")
            }
        }
        let sets = containers.map { Set($0.node.constraints.relations) }
        for ambiguity in ambiguities where !sets.contains(where: { set in ambiguity.relations.allSatisfy(set.contains) }) {
            throw Violation(kind: .badDiagnostic, detail: "\(ambiguity)")
        }
    }
}
