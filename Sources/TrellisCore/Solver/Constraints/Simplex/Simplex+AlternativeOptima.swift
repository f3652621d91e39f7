// Alternative optima: which variables another solution, as good at every level, moves (Auto
// Layout's ambiguity).
extension Simplex {
    /// Which variables some other optimal solution gives another value.
    ///
    /// A parametric variable whose objective coefficients are all zero can move, at no cost, as
    /// far as the `C_S` rows it appears in allow; when that is more than nothing, every variable
    /// that depends on it changes with it. (A move blocked at once by a degenerate row is not
    /// followed further, so an ambiguity behind one may go unseen.)
    func variablesWithAlternativeValues() -> IndexedArray<Variable, Bool> {
        var movable = IndexedArray<Variable, Bool>(repeating: false, count: variables.count)
        // Free at every level; the tie-break only chose among the alternatives.
        let levels = 0..<(tieSlot ?? objective.slotCount)
        for variable in variables.indices where !tableau.isBasic(variable) {
            let kind = variables[variable].kind
            guard kind.canEnter, objective.isFree(variable, in: levels) else { continue }
            let moves = room(for: variable, direction: 1) > Self.epsilon
                || (kind == .external && room(for: variable, direction: -1) > Self.epsilon)
            guard moves else { continue }
            let rates = rates(of: variable)
            for dependent in rates.indices where abs(rates[dependent]) > Self.epsilon {
                movable[dependent] = true
            }
        }
        return movable
    }

    /// How far parametric `variable` can move in `direction` before a restricted basic variable
    /// reaches zero.
    private func room(for variable: Variable, direction: Double) -> Double {
        var room = Double.infinity
        var entry = tableau.columns[variable].first
        while entry != .end {
            let row = tableau.entries[entry].row
            let kind = variables[tableau.rows[row].basic].kind
            let rate = tableau.entries[entry].coefficient * direction
            entry = tableau.entries[entry].nextInColumn
            guard kind.isRestricted else { continue }
            if kind == .dummy && abs(rate) > Self.epsilon { return 0 }
            if rate < -Self.epsilon { room = min(room, max(0, tableau.rows[row].constant) / -rate) }
        }
        return room
    }

    /// How much each variable changes per unit of parametric `variable`: a row's basic variable
    /// changes by its expression over the rates it refers to. `C_U` definitions are evaluated
    /// after what they refer to, with an explicit stack: chains may be long.
    private func rates(of parametric: Variable) -> IndexedArray<Variable, Double> {
        enum State { case unvisited, onStack, done }
        var rates = IndexedArray<Variable, Double>(repeating: 0, count: variables.count)
        rates[parametric] = 1
        var state = IndexedArray<Variable, State>(repeating: .unvisited, count: variables.count)
        var stack: [Variable] = []
        for start in variables.indices where tableau.isBasic(start) && state[start] == .unvisited {
            stack.append(start)
            while let variable = stack.last {
                let row = tableau.columns[variable].basicRow
                if state[variable] == .unvisited {
                    state[variable] = .onStack
                    if variables[variable].kind == .external {
                        var entry = tableau.rows[row].first
                        while entry != .end {
                            let term = tableau.entries[entry].variable
                            if tableau.isBasic(term) && state[term] == .unvisited { stack.append(term) }
                            entry = tableau.entries[entry].nextInRow
                        }
                        continue
                    }
                }
                stack.removeLast()
                guard state[variable] == .onStack else { continue }
                var rate = 0.0
                var entry = tableau.rows[row].first
                while entry != .end {
                    rate += tableau.entries[entry].coefficient * rates[tableau.entries[entry].variable]
                    entry = tableau.entries[entry].nextInRow
                }
                rates[variable] = rate
                state[variable] = .done
            }
        }
        return rates
    }
}
