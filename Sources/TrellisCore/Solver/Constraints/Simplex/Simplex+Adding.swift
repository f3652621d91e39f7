// Adding a constraint (§2.5 of the Cassowary paper; kiwi's `addConstraint`).
extension Simplex {
    /// What adding a constraint did.
    enum Addition: Sendable {
        case added(ConstraintID)
        /// The constraint is required and cannot hold with the required constraints before it;
        /// `explanation` holds constraints that, with it, cannot all hold (not always all of
        /// them, nor a minimal set). The simplex is left as it was, without the constraint.
        case unsatisfiable(explanation: [ConstraintID])
        /// A value of the tableau went beyond `largestValue` (see `isOutOfRange`).
        case outOfRange
    }

    /// Adds `expression op 0`, required when `level` is `nil`, else in that priority level with
    /// `weight`, and re-optimises. An optional equality may weigh the expression's falling below
    /// zero at another level, `belowLevel`: one row then holds what would otherwise be two
    /// inequalities (Auto Layout's content hugging and compression resistance).
    mutating func addConstraint(_ expression: Expression, _ op: Operator, level: Int?, belowLevel: Int? = nil,
                                weight: Double = 1) -> Addition {
        let addition = adding(expression, op, level: level, belowLevel: belowLevel, weight: weight)
        return isOutOfRange ? .outOfRange : addition
    }

    private mutating func adding(_ expression: Expression, _ op: Operator, level: Int?, belowLevel: Int?,
                                 weight: Double) -> Addition {
        guard !isOutOfRange else { return .outOfRange }
        startGeneration()
        pivotBudget = budget
        let slot = level.map { $0 + 1 }
        var constraint = Constraint(marker: nil, other: nil, constant: expression.constant, slot: slot,
                                    otherSlot: (belowLevel ?? level).map { $0 + 1 }, weight: weight)
        var row = Expression(constant: expression.constant, terms: takeTerms())
        defer { giveBack(&row.terms) }
        row.terms.append(contentsOf: expression.terms)
        // The slack and error variables (§2.3): `e >= 0` is `e - s = 0`; an optional
        // constraint's error `e_m` lets it fail, at a cost in its level's objective.
        switch (op, level) {
        case (.equal, nil):
            break
        case (.greaterThanOrEqual, nil):
            let slack = makeVariable(.slack)
            constraint.marker = slack
            row.terms.append(Term(variable: slack, coefficient: -1))
        case (.greaterThanOrEqual, _?):
            let (slack, error) = (makeVariable(.slack), makeVariable(.error))
            (constraint.marker, constraint.other) = (slack, error)
            row.terms.append(Term(variable: slack, coefficient: -1))
            row.terms.append(Term(variable: error, coefficient: 1))
        case (.equal, _?):
            let (positive, negative) = (makeVariable(.error), makeVariable(.error))
            (constraint.marker, constraint.other) = (positive, negative)
            row.terms.append(Term(variable: positive, coefficient: -1))
            row.terms.append(Term(variable: negative, coefficient: 1))
        }
        let id = constraints.append(constraint)
        if let marker = constraint.marker { variables[marker].constraint = id }
        if let other = constraint.other { variables[other].constraint = id }
        if let slot, let otherSlot = constraint.otherSlot, let marker = constraint.marker, let other = constraint.other {
            addToObjective(other, slot: otherSlot, weight)
            if op == .equal { addToObjective(marker, slot: slot, weight) }
        }
        if let tieSlot {
            let tieWeight = Self.tieWeight(of: id)
            if let marker = constraint.marker { addToObjective(marker, slot: tieSlot, tieWeight) }
            if let other = constraint.other { addToObjective(other, slot: tieSlot, tieWeight) }
        }
        // An unrestricted variable that no row mentions yet is defined by the constraint as
        // written: nothing refers to it, so the definition needs no substitution and closes no
        // cycle (and the chains of items that relations place one after another stay chains).
        if let fresh = row.terms.first(where: { variables[$0.variable].kind == .external
                && tableau.isColumnEmpty($0.variable) && !tableau.isBasic($0.variable) })?.variable {
            install(row, solvedFor: fresh)
            optimize()
            return .added(id)
        }
        // Otherwise the row in terms of parametric variables (kiwi's `createRow`). If an
        // unrestricted one remains it becomes the subject (§2.5): `C_S` and the objective hold
        // restricted variables only, which the simplex moves in one direction, up from zero.
        let written = expression.terms
        var unexpanded: Expression
        let largestPart: Double
        (unexpanded, largestPart) = expanded(row)
        swap(&row, &unexpanded)
        giveBack(&unexpanded.terms)
        // The constant is a sum whose rounding is relative to its largest part (1e6 × a length
        // of 1e8; a chain of constants of 1e9 left 4e-9): what is left within `sumRounding` of
        // that part, or within `epsilon`, is zero. Relative to this row's parts, not to the
        // largest constant the simplex ever held, which made the verdict depend on its history:
        // a new system holding a 1e6-tall item took a conflict of 5e-4 for rounding where the
        // kept one did not (fuzz --constraints --seed 89305, case 780).
        let tolerance = max(Self.epsilon, Self.sumRounding * largestPart)
        if let external = chooseExternalSubject(row, preferring: written) {
            install(row, solvedFor: external)
            optimize()
            return .added(id)
        }
        if op == .equal && level == nil {
            // A required equality over restricted variables: its dummy marks it in C_S.
            let dummy = makeVariable(.dummy)
            constraints[id].marker = dummy
            variables[dummy].constraint = id
            row.terms.append(Term(variable: dummy, coefficient: 1))
        }
        if row.constant < 0 { row.negate() }
        if let subject = chooseRestrictedSubject(row) {
            install(row, solvedFor: subject)
        } else if row.terms.allSatisfy({ variables[$0.variable].kind == .dummy }) {
            // Only dummies: the constraint follows from required equalities, or contradicts them.
            guard abs(row.constant) < tolerance, let dummy = constraints[id].marker else {
                return .unsatisfiable(explanation: [id] + explanation(of: row))
            }
            install(row, solvedFor: dummy)
        } else if let failure = addWithArtificialVariable(row, tolerance: tolerance) {
            return .unsatisfiable(explanation: [id] + failure)
        }
        optimize()
        return .added(id)
    }

    /// The tie-break weight of constraint `id`'s slack and error variables: 1 + the fractional
    /// part of `id × φ`, distinct for every constraint and well apart for nearby ones, and within
    /// [1, 2), so that no two weights are in the ratio of the simple multipliers (2, ½) by which
    /// layouts trade one error for another.
    private static func tieWeight(of id: ConstraintID) -> Double {
        let spread = Double(id.rawValue) * 0.618_033_988_749_894_8
        return 1 + (spread - spread.rounded(.down))
    }

    /// An external (unrestricted) variable to solve an expanded row for (§2.5; kiwi's
    /// `chooseSubject`): one the constraint names itself if it can (its definition then stays
    /// local), else the newest; among those, one that no `C_S` row or objective holds, which
    /// needs no substitution.
    private func chooseExternalSubject(_ row: Expression, preferring written: [Term]) -> Variable? {
        var best: Variable?
        var bestRank = -1
        for term in row.terms where variables[term.variable].kind == .external {
            let isWritten = written.contains { $0.variable == term.variable }
            let rank = (isWritten ? 2 : 0) + (isInRestrictedRowOrObjective(term.variable) ? 0 : 1)
            if rank > bestRank || (rank == bestRank && term.variable > best!) {
                best = term.variable
                bestRank = rank
            }
        }
        return best
    }

    private func isInRestrictedRowOrObjective(_ variable: Variable) -> Bool {
        if objective.holds(variable) { return true }
        var entry = tableau.columns[variable].first
        while entry != .end {
            if variables[tableau.rows[tableau.entries[entry].row].basic].kind.isRestricted { return true }
            entry = tableau.entries[entry].nextInColumn
        }
        return false
    }

    /// A restricted variable to solve a row of restricted variables for, keeping the solution
    /// feasible (§2.5): a new slack or error variable with a negative coefficient (its value
    /// becomes the row's non-negative constant, and no other row holds it); or, when the
    /// constant is zero, any restricted variable with a negative coefficient, whose value stays
    /// zero, so that no other row's value moves.
    private func chooseRestrictedSubject(_ row: Expression) -> Variable? {
        var existing: Variable?
        for term in row.terms where term.coefficient < 0 {
            let kind = variables[term.variable].kind
            guard kind == .slack || kind == .error else { continue }
            if tableau.isColumnEmpty(term.variable) { return term.variable }
            if existing == nil && abs(row.constant) < Self.epsilon { existing = term.variable }
        }
        return existing
    }

    /// The two-phase method of §2.5: the row gets an artificial basic variable, whose value the
    /// simplex minimises; the constraint can hold only if it reaches zero (within `tolerance`).
    /// Returns `nil` on success, else the constraints whose markers block it.
    private mutating func addWithArtificialVariable(_ row: Expression, tolerance: Double) -> [ConstraintID]? {
        let artificial = makeVariable(.artificial)
        _ = tableau.appendRow(basic: artificial, constant: row.constant, terms: row.terms)
        // The artificial objective is the row itself, in terms of the parametric variables.
        for term in row.terms { addToObjective(term.variable, slot: Objective.artificialSlot, term.coefficient) }
        artificialValue = row.constant
        optimize()
        guard artificialValue < tolerance else {
            // A variable that lowers the artificial objective by less than the tolerance lets
            // no pivot in, but the constraint may still hold by moving it far: past
            // `largestValue`, the values the constraint needs are out of range, which is not
            // a conflict (multipliers of 1e6, chained, make coefficients of 1e-12).
            if needsValueOutOfRange() { isOutOfRange = true }
            // The artificial objective's remaining terms are the markers of the constraints
            // that keep it above zero.
            var blocking: [ConstraintID] = []
            for variable in artificialTerms where abs(objective[variable, Objective.artificialSlot]) > Self.epsilon {
                if let constraint = variables[variable].constraint, !blocking.contains(constraint) {
                    blocking.append(constraint)
                }
            }
            removeConstraint(markedBy: artificial)
            clearArtificialObjective()
            // Pivots towards the artificial objective moved the solution off the levels' optimum
            // (found by the fuzzer: a conflict left an item 100 wide where 10 was optimal).
            optimize()
            return blocking
        }
        // Take the artificial variable out: pivot it out of the basis if it is basic (for any
        // variable that may enter), then drop its column (it is zero from now on) and the
        // artificial objective.
        let artificialRow = tableau.columns[artificial].basicRow
        if tableau.isBasic(artificial) {
            var entering: Variable?
            var entry = tableau.rows[artificialRow].first
            while entry != .end && entering == nil {
                let variable = tableau.entries[entry].variable
                if variables[variable].kind != .dummy { entering = variable }
                entry = tableau.entries[entry].nextInRow
            }
            if let entering {
                pivot(entering: entering, row: artificialRow)
            } else {
                tableau.removeRow(artificialRow)
            }
        }
        while !tableau.isColumnEmpty(artificial) { tableau.deleteEntry(tableau.columns[artificial].first) }
        clearArtificialObjective()
        return nil
    }

    /// Whether the artificial objective could still reach zero, but only by moving a variable
    /// that lowers it beyond `largestValue`.
    private func needsValueOutOfRange() -> Bool {
        artificialTerms.contains { variable in
            let coefficient = objective[variable, Objective.artificialSlot]
            return coefficient < 0 && variables[variable].kind.canEnter && !tableau.isBasic(variable)
                && artificialValue / -coefficient > Self.largestValue
        }
    }

    /// Clears the artificial objective. A variable whose artificial coefficient hid a negative
    /// one of a level left the candidates (it was not lexicographically negative then): it is
    /// one again.
    private mutating func clearArtificialObjective() {
        for variable in artificialTerms {
            objective[variable, Objective.artificialSlot] = 0
            variables[variable].isInArtificialObjective = false
            if !variables[variable].isCandidate {
                variables[variable].isCandidate = true
                candidates.append(variable)
            }
        }
        artificialTerms.removeAll(keepingCapacity: true)
        artificialValue = 0
    }

    /// Removes the constraint whose marker is `marker` (§2.6): the marker is pivoted into the
    /// basis, by a row chosen so that the others stay feasible (kiwi's `getMarkerLeavingRow`),
    /// and its row dropped. What is left represents the other constraints exactly. The marker
    /// appears in `C_S` rows only.
    private mutating func removeConstraint(markedBy marker: Variable) {
        if !tableau.isBasic(marker) {
            var chosen: SparseMatrix.RowIndex?
            var best = Double.infinity
            // A restricted row the marker drives down first, by the least ratio; then a
            // restricted row it drives up, by the least ratio; then any row.
            for pass in 0..<2 where chosen == nil {
                var entry = tableau.columns[marker].first
                while entry != .end {
                    let (row, coefficient) = (tableau.entries[entry].row, tableau.entries[entry].coefficient)
                    if variables[tableau.rows[row].basic].kind.isRestricted {
                        let constant = tableau.rows[row].constant
                        let ratio = pass == 0 ? -constant / coefficient : constant / coefficient
                        if (pass == 0 ? coefficient < 0 : coefficient > 0), ratio < best {
                            best = ratio
                            chosen = row
                        }
                    }
                    entry = tableau.entries[entry].nextInColumn
                }
            }
            if chosen == nil, !tableau.isColumnEmpty(marker) {
                chosen = tableau.entries[tableau.columns[marker].first].row
            }
            guard let chosen else { return }
            pivot(entering: marker, row: chosen)
        }
        tableau.removeRow(tableau.columns[marker].basicRow)
    }

    /// The constraints whose markers `row` holds: for a contradiction among required
    /// equalities, the ones combined to derive it.
    private func explanation(of row: Expression) -> [ConstraintID] {
        var result: [ConstraintID] = []
        for term in row.terms {
            if let constraint = variables[term.variable].constraint, !result.contains(constraint) {
                result.append(constraint)
            }
        }
        return result
    }
}
