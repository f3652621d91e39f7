// Changing an optional constraint in place (§2.4 of the Cassowary paper: edit variables; kiwi's
// `suggestValue`).
extension Simplex {
    /// Sets the constant of optional constraint `id` and restores optimality with the dual
    /// simplex, as the paper's edit constraints do.
    ///
    /// The marker appears in its own constraint alone, with coefficient -1, so raising the
    /// constant by δ is the same as replacing the marker `m` with `m - δ`: its own row (when it
    /// is basic) moves by +δ, and every row that holds it moves by its coefficient times -δ.
    mutating func setConstant(of id: ConstraintID, to constant: Double) {
        guard !isOutOfRange else { return }
        let constraint = constraints[id]
        let delta = constant - constraint.constant
        guard delta != 0 else { return }
        guard constraint.slot != nil, let marker = constraint.marker else {
            preconditionFailure("only an optional constraint's constant changes in place")
        }
        startGeneration()
        constraints[id].constant = constant
        if tableau.isBasic(marker) {
            let markerRow = tableau.columns[marker].basicRow
            tableau.addToConstant(of: markerRow, delta)
            noteFeasibility(of: markerRow)
        }
        var entry = tableau.columns[marker].first
        while entry != .end {
            let row = tableau.entries[entry].row
            tableau.addToConstant(of: row, -(tableau.entries[entry].coefficient * delta))
            noteFeasibility(of: row)
            entry = tableau.entries[entry].nextInColumn
        }
        pivotBudget = budget
        dualOptimize()
    }

    /// Sets the weight of optional constraint `id` (0 switches it off) and re-optimises.
    mutating func setWeight(of id: ConstraintID, to weight: Double) {
        guard !isOutOfRange else { return }
        let constraint = constraints[id]
        let change = weight - constraint.weight
        guard change != 0, let slot = constraint.slot, let otherSlot = constraint.otherSlot,
              let marker = constraint.marker, let other = constraint.other else { return }
        startGeneration()
        constraints[id].weight = weight
        addErrorToObjective(other, slot: otherSlot, change)
        if variables[marker].kind == .error { addErrorToObjective(marker, slot: slot, change) }
        pivotBudget = budget
        optimize()
    }

    /// Adds `coefficient × variable` to the objective, through its row when it is basic: the
    /// objective holds parametric variables only.
    private mutating func addErrorToObjective(_ variable: Variable, slot: Int, _ coefficient: Double) {
        guard tableau.isBasic(variable) else { return addToObjective(variable, slot: slot, coefficient) }
        var entry = tableau.rows[tableau.columns[variable].basicRow].first
        while entry != .end {
            addToObjective(tableau.entries[entry].variable, slot: slot, coefficient * tableau.entries[entry].coefficient)
            entry = tableau.entries[entry].nextInRow
        }
    }
}
