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
        var scratch = RateScratch(variableCount: variables.count)
        // Free at every level; the tie-break only chose among the alternatives.
        let levels = 0..<(tieSlot ?? objective.slotCount)
        for variable in variables.indices where !tableau.isBasic(variable) {
            let kind = variables[variable].kind
            guard kind.canEnter, objective.isFree(variable, in: levels) else { continue }
            let moves = room(for: variable, direction: 1) > Self.epsilon
                || (kind == .external && room(for: variable, direction: -1) > Self.epsilon)
            guard moves else { continue }
            movable[variable] = true
            rates(of: variable, into: &scratch)
            for dependent in scratch.cone where abs(scratch.rates[dependent]) > Self.epsilon {
                movable[dependent] = true
            }
            scratch.clear(variable)
        }
        return movable
    }

    /// How far parametric `variable` can move in `direction` before a restricted basic variable
    /// reaches zero.
    func room(for variable: Variable, direction: Double) -> Double {
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

    /// What ``rates(of:into:)`` works in, kept from one parametric variable to the next: it then
    /// costs what the variable's dependents hold, not the size of the tableau.
    private struct RateScratch: ~Copyable {
        enum State: UInt8 { case outside, inCone, onStack, done }
        /// Each variable's rate; zero outside the last cone.
        var rates: IndexedArray<Variable, Double>
        var state: IndexedArray<Variable, State>
        /// The basic variables that depend on the parametric variable, directly or not.
        var cone: [Variable] = []
        var stack: [Variable] = []

        init(variableCount: Int) {
            rates = IndexedArray(repeating: 0, count: variableCount)
            state = IndexedArray(repeating: .outside, count: variableCount)
        }

        /// Back to zero rates and an empty cone, after parametric `variable`'s.
        mutating func clear(_ variable: Variable) {
            for dependent in cone {
                rates[dependent] = 0
                state[dependent] = .outside
            }
            rates[variable] = 0
            cone.removeAll(keepingCapacity: true)
        }
    }

    /// How much each variable changes per unit of parametric `variable`, in `scratch.rates`,
    /// for the basic variables listed in `scratch.cone` (every other rate is zero): a row's
    /// basic variable changes by its expression over the rates it refers to. Only rows that
    /// refer to `variable`, directly or through basic variables that do, are evaluated (the
    /// cone, found through the columns), each after what it refers to, with an explicit stack:
    /// `C_U` chains may be long. A row's sum runs over all its entries in their order, as
    /// before, so the rates are the very numbers an evaluation of every row gave.
    private func rates(of parametric: Variable, into scratch: inout RateScratch) {
        scratch.rates[parametric] = 1
        // The cone: the basic variables of the rows that hold `parametric`, then of the rows
        // that hold those, and so on.
        var index = -1
        var holder = parametric
        while true {
            var entry = tableau.columns[holder].first
            while entry != .end {
                let basic = tableau.rows[tableau.entries[entry].row].basic
                if scratch.state[basic] == .outside {
                    scratch.state[basic] = .inCone
                    scratch.cone.append(basic)
                }
                entry = tableau.entries[entry].nextInColumn
            }
            index += 1
            guard index < scratch.cone.count else { break }
            holder = scratch.cone[index]
        }
        // The rates, each row after the rows of the cone it refers to.
        for start in scratch.cone where scratch.state[start] == .inCone {
            scratch.stack.append(start)
            while let variable = scratch.stack.last {
                let row = tableau.columns[variable].basicRow
                if scratch.state[variable] == .inCone {
                    scratch.state[variable] = .onStack
                    if variables[variable].kind == .external {
                        var entry = tableau.rows[row].first
                        var pending = false
                        while entry != .end {
                            let term = tableau.entries[entry].variable
                            if scratch.state[term] == .inCone {
                                scratch.stack.append(term)
                                pending = true
                            }
                            entry = tableau.entries[entry].nextInRow
                        }
                        if pending { continue }
                    }
                }
                scratch.stack.removeLast()
                guard scratch.state[variable] == .onStack else { continue }
                var rate = 0.0
                var entry = tableau.rows[row].first
                while entry != .end {
                    rate += tableau.entries[entry].coefficient * scratch.rates[tableau.entries[entry].variable]
                    entry = tableau.entries[entry].nextInRow
                }
                scratch.rates[variable] = rate
                scratch.state[variable] = .done
            }
        }
    }
}
