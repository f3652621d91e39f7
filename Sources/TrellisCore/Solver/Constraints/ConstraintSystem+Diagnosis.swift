// What a system tells of its relations: conflicts, ambiguity, a size that does not hold.
extension ConstraintSystem {
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

    /// The specs that share variables with `variables`, directly or through one another: a
    /// union-find over the variables of every spec (there are `variableCount`).
    static func connected(to variables: [Simplex.Variable], among specs: [Spec], variableCount: Int) -> [Spec] {
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
            if movable[containerSize[axis]] { found.append((-1, axis, true)) }
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
    static func minimalConflict(among specs: [Spec], failing: Spec, variables: borrowing Simplex) -> [Spec]? {
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

    static func isFeasible(_ specs: [Spec], variables: borrowing Simplex) -> Bool {
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
            guard let given = given[axis] else { continue }
            let variable = containerSize[axis]
            let value = LayoutTree.saturated(given)
            var expression = Simplex.Expression(constant: -value)
            expression.add(variable, 1)
            sizes.append((axis, Spec(expression: expression, op: .equal, origin: .rule(
                item: -1, attribute: Self.size(axis), kind: .equal, constant: value, reason: "the size the container was given"))))
        }
        guard let failing = sizes.first(where: { isSizeEditViolated($0.axis) }) else { return nil }
        let others = sizes.filter { $0.axis != failing.axis }.map(\.spec)
        return Self.minimalConflict(among: requiredSpecs.all + others, failing: failing.spec, variables: simplex)?
            .map { relation($0.origin) }
    }
}

extension Simplex {
    /// Adds `spec` as a required constraint; `false`, leaving the simplex as it was, when it
    /// cannot hold with the constraints before it.
    fileprivate mutating func holds(_ spec: ConstraintSystem.Spec) -> Bool {
        if case .unsatisfiable = addConstraint(spec.expression, spec.op, level: nil) { return false }
        return true
    }
}
