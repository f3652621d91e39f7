// Reading the solution: `C_S` variables read their row's constant, `C_U` definitions are
// evaluated on demand, after what they refer to.
extension Simplex {
    /// The variable's value at the current solution. `C_S` variables read their row's
    /// constant; `C_U` definitions are evaluated once, after a change, for every variable.
    mutating func value(of variable: Variable) -> Double {
        guard tableau.isBasic(variable) else { return 0 }
        if variables[variable].valueGeneration != generation { evaluate(from: variable) }
        return variables[variable].value
    }

    /// Starts a new generation of values: the solution changed.
    mutating func startGeneration() {
        generation &+= 1
        if generation == 0 {
            for variable in variables.indices { variables[variable].valueGeneration = 0 }
            generation = 1
        }
    }

    /// Evaluates `start` and what its definition refers to, each after what it refers to: a
    /// definition that refers to a variable not evaluated yet waits on an explicit stack (`C_U`
    /// chains may be long) while that one is evaluated, then is summed again. Most refer only
    /// to values evaluated already (frames are read in order, and chains of relations run that
    /// way), and then nothing waits.
    private mutating func evaluate(from start: Variable) {
        var variable = start
        while true {
            if let notEvaluated = evaluateDefinition(of: variable) {
                evaluationStack.append(variable)
                variable = notEvaluated
            } else if let waiting = evaluationStack.popLast() {
                variable = waiting
            } else {
                return
            }
        }
    }

    /// Evaluates basic `variable`, unless its definition refers to a basic variable not
    /// evaluated yet: returns that one then.
    @inline(__always)
    private mutating func evaluateDefinition(of variable: Variable) -> Variable? {
        guard variables[variable].valueGeneration != generation else { return nil }
        let row = tableau.columns[variable].basicRow
        var value = tableau.rows[row].constant
        if variables[variable].kind == .external {
            var entry = tableau.rows[row].first
            while entry != .end {
                let term = tableau.entries[entry].variable
                if tableau.isBasic(term) {
                    guard variables[term].valueGeneration == generation else { return term }
                    value += tableau.entries[entry].coefficient * variables[term].value
                }
                entry = tableau.entries[entry].nextInRow
            }
        }
        variables[variable].value = value
        variables[variable].valueGeneration = generation
        return nil
    }

    /// How far optional constraint `id` is from holding at the current solution: the sum of
    /// its errors.
    func violation(of id: ConstraintID) -> Double {
        let constraint = constraints[id]
        func restrictedValue(_ variable: Variable?) -> Double {
            guard let variable, tableau.isBasic(variable) else { return 0 }
            return tableau.rows[tableau.columns[variable].basicRow].constant
        }
        let other = restrictedValue(constraint.other)
        guard let marker = constraint.marker, variables[marker].kind == .error else { return other }
        return restrictedValue(marker) + other
    }
}
