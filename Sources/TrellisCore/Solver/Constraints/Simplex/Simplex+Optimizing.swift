// Optimising (§2.2 and §2.4 of the Cassowary paper; kiwi's `optimize` and `dualOptimize`) and
// the pivots they take.
extension Simplex {
    typealias RowIndex = SparseMatrix.RowIndex

    /// The primal simplex on the lexicographic objective (§2.2): while some parametric variable
    /// would lower the objective, pivot it in. Bland's rule: the lowest such variable enters.
    ///
    /// Bland's rule rules out cycling in exact arithmetic only. In doubles, a coefficient of the
    /// objective can be rounding left over from cancelling terms (multipliers of 1e6 leave about
    /// 1e-9 behind on coefficients near 1), just past `epsilon`, and a variable then enters for
    /// a gain that is not there, and the pivots come back round to the same basis without end
    /// (found by the fuzzer: a cycle of eight pivots, each addition then spending its whole
    /// budget, minutes in all). So the basis is followed, as the XOR of a hash of each basic
    /// variable, once a call has taken `pivotsBeforeCycleCheck` pivots; when it comes back to
    /// one it held, the coefficients that drove the cycle were rounding, and the tolerance
    /// below which a coefficient counts as zero grows tenfold. Where the simplex does not cycle
    /// nothing changes.
    mutating func optimize() {
        var pivots = 0
        // Past `pivotsBeforeCycleCheck` pivots, the bases are followed (relative to the one
        // reached there) and the tolerance grows tenfold on a repeat: Bland's rule cannot cycle
        // in exact arithmetic, but a rounding residue just past `epsilon` can.
        var tolerance = Self.epsilon
        var basis: UInt64 = 0
        var seen: Set<UInt64> = []
        while pivotBudget > 0 && !isOutOfRange, let entering = enteringVariable(tolerance: tolerance) {
            guard let leaving = leavingRow(for: entering) else {
                // Unbounded: cannot happen, as every level is a sum of non-negative errors.
                variables[entering].isCandidate = false
                candidates.removeAll { $0 == entering }
                continue
            }
            pivotBudget -= 1
            let watchesForCycles = pivots >= Self.pivotsBeforeCycleCheck
            if watchesForCycles { basis ^= Self.basisHash(entering) ^ Self.basisHash(tableau.rows[leaving].basic) }
            pivot(entering: entering, row: leaving)
            pivots += 1
            if pivots == Self.pivotsBeforeCycleCheck {
                seen = [basis]
            } else if watchesForCycles && !seen.insert(basis).inserted {
                tolerance *= 10
                seen = [basis]
            }
        }
    }

    /// Pivots an optimisation takes before it follows its bases to find a cycle: far more than
    /// an addition or an edit usually takes, so that those pay nothing for it.
    static let pivotsBeforeCycleCheck = 64

    /// A hash of `variable` (SplitMix64's finaliser), whose XOR over the basic variables
    /// identifies a basis.
    private static func basisHash(_ variable: Variable) -> UInt64 {
        var z = UInt64(bitPattern: Int64(variable.rawValue)) &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The lowest candidate whose objective coefficients are lexicographically negative, each
    /// coefficient within `tolerance` of zero counting as zero (kiwi's `getEnteringSymbol`); the
    /// others leave the candidate list.
    private mutating func enteringVariable(tolerance: Double) -> Variable? {
        var best: Variable?
        var index = 0
        while index < candidates.count {
            let variable = candidates[index]
            if !tableau.isBasic(variable) && variables[variable].kind.canEnter
                && objective.isLexicographicallyNegative(variable, tolerance: tolerance) {
                if best.map({ variable < $0 }) ?? true { best = variable }
                index += 1
            } else {
                variables[variable].isCandidate = false
                candidates.swapAt(index, candidates.count - 1)
                candidates.removeLast()
            }
        }
        return best
    }

    /// The minimum-ratio test (kiwi's `getLeavingRow`): of the `C_S` rows that `entering` drives
    /// towards zero, the one it reaches first (ties to the lowest basic variable). A basic dummy
    /// blocks at once.
    private func leavingRow(for entering: Variable) -> RowIndex? {
        var best: RowIndex?
        var bestRatio = Double.infinity
        var bestBasic = Variable(rawValue: .max)
        var entry = tableau.columns[entering].first
        while entry != .end {
            let row = tableau.entries[entry].row
            let coefficient = tableau.entries[entry].coefficient
            entry = tableau.entries[entry].nextInColumn
            let basic = tableau.rows[row].basic
            let kind = variables[basic].kind
            guard kind.isRestricted else { continue }
            let ratio: Double
            if kind == .dummy {
                guard abs(coefficient) > Self.epsilon else { continue }
                ratio = 0
            } else {
                guard coefficient < -Self.epsilon else { continue }
                ratio = max(0, tableau.rows[row].constant) / -coefficient
            }
            if ratio < bestRatio - Self.epsilon || (ratio <= bestRatio + Self.epsilon && basic < bestBasic) {
                best = row
                bestRatio = min(ratio, bestRatio)
                bestBasic = basic
            }
        }
        return best
    }

    /// The dual simplex (§2.4): while a restricted basic variable is negative, pivot it out for
    /// the parametric variable that keeps the objective optimal.
    mutating func dualOptimize() {
        while pivotBudget > 0 && !isOutOfRange, let row = infeasibleRows.popLast() {
            let basic = tableau.rows[row].basic
            guard basic != .invalid, variables[basic].kind.isRestricted,
                  tableau.rows[row].constant < -Self.epsilon else { continue }
            // No variable can raise it: the required constraints cannot hold (cannot happen
            // while only optional constants change).
            guard let entering = dualEnteringVariable(row) else { continue }
            pivotBudget -= 1
            pivot(entering: entering, row: row)
        }
        infeasibleRows.removeAll()
        // A dual pivot keeps the objective optimal, but rounding may leave a candidate behind.
        optimize()
    }

    /// The variable to enter for infeasible `row` (kiwi's `getDualEnteringSymbol`): of those
    /// that raise it, the least ratio of objective coefficient to row coefficient, compared
    /// lexicographically; ties to the lowest variable.
    private func dualEnteringVariable(_ row: RowIndex) -> Variable? {
        var entering: Variable?
        var enteringCoefficient = 0.0
        var entry = tableau.rows[row].first
        while entry != .end {
            let variable = tableau.entries[entry].variable
            let coefficient = tableau.entries[entry].coefficient
            entry = tableau.entries[entry].nextInRow
            guard coefficient > Self.epsilon, variables[variable].kind.canEnter else { continue }
            if let current = entering {
                let order = objective.compareRatios(variable, coefficient, current, enteringCoefficient)
                if order < 0 || (order == 0 && variable < current) {
                    entering = variable
                    enteringCoefficient = coefficient
                }
            } else {
                entering = variable
                enteringCoefficient = coefficient
            }
        }
        return entering
    }

    // MARK: Pivoting

    /// Exchanges `entering` (parametric, in `C_S` row `row`) with the row's basic variable, then
    /// substitutes the new row wherever `entering` appeared in `C_S` and the objective.
    mutating func pivot(entering: Variable, row: RowIndex) {
        let coefficient = tableau.solve(row, for: entering)
        if !(abs(-1 / coefficient) <= Self.largestValue && abs(coefficient) <= Self.largestValue) { isOutOfRange = true }
        substitute(entering, by: row)
        noteFeasibility(of: row)
    }

    /// Makes `row` a row of the tableau solved for `subject`, substituting it into the `C_S`
    /// rows and the objective.
    mutating func install(_ row: borrowing Expression, solvedFor subject: Variable) {
        let coefficient = row.terms.first { $0.variable == subject }!.coefficient
        let scale = -1 / coefficient
        let constant = row.constant * scale
        if !(abs(scale) <= Self.largestValue && abs(constant) <= Self.largestValue) { isOutOfRange = true }
        let installed = tableau.appendRow(basic: subject, constant: constant, terms: row.terms, scaledBy: scale)
        substitute(subject, by: installed)
    }

    /// Replaces `variable`, just made basic in row `source`, by that row's expression in every
    /// `C_S` row that holds it and in the objective (kiwi's `substitute`). `C_U` rows keep it:
    /// they are definitions.
    private mutating func substitute(_ variable: Variable, by source: RowIndex) {
        var entry = tableau.columns[variable].first
        while entry != .end {
            let next = tableau.entries[entry].nextInColumn
            let row = tableau.entries[entry].row
            if row != source && variables[tableau.rows[row].basic].kind.isRestricted {
                let coefficient = tableau.entries[entry].coefficient
                tableau.deleteEntry(entry)
                tableau.addRow(source, scaledBy: coefficient, into: row)
                if !(abs(tableau.rows[row].constant) <= Self.largestValue) { isOutOfRange = true }
                noteFeasibility(of: row)
            }
            entry = next
        }
        for slot in 0..<objective.slotCount {
            let coefficient = objective[variable, slot]
            guard coefficient != 0 else { continue }
            objective[variable, slot] = 0
            if slot == Objective.artificialSlot { artificialValue += coefficient * tableau.rows[source].constant }
            var sourceEntry = tableau.rows[source].first
            while sourceEntry != .end {
                addToObjective(tableau.entries[sourceEntry].variable, slot: slot,
                               coefficient * tableau.entries[sourceEntry].coefficient)
                sourceEntry = tableau.entries[sourceEntry].nextInRow
            }
        }
    }

    /// `row` with every basic variable replaced by its row, again and again, until only
    /// parametric variables remain: the form a `C_S` row needs. Also the largest of the parts
    /// summed into its constant, to which the constant's rounding is relative.
    mutating func expanded(_ row: borrowing Expression) -> (row: Expression, largestPart: Double) {
        var constant = row.constant
        var largestPart = abs(row.constant)
        for term in row.terms { accumulate(term.variable, term.coefficient) }
        while let variable = pendingExpansions.popLast() {
            let coefficient = variables[variable].accumulator
            guard coefficient != 0 else { continue }
            variables[variable].accumulator = 0
            let source = tableau.columns[variable].basicRow
            let part = coefficient * tableau.rows[source].constant
            constant += part
            largestPart = max(largestPart, abs(part))
            var entry = tableau.rows[source].first
            while entry != .end {
                accumulate(tableau.entries[entry].variable, coefficient * tableau.entries[entry].coefficient)
                entry = tableau.entries[entry].nextInRow
            }
        }
        var terms = takeTerms()
        for position in touched.indices {
            let variable = touched[position]
            let coefficient = variables[variable].accumulator
            if coefficient != 0 && !tableau.isBasic(variable) {
                terms.append(Term(variable: variable, coefficient: coefficient))
            }
            variables[variable].accumulator = 0
            variables[variable].isTouched = false
        }
        touched.removeAll()
        return (Expression(constant: constant, terms: terms), largestPart)
    }

    /// Adds `coefficient × variable` to the expansion, as zero when the two cancel (see
    /// `cancels`); a basic variable's row is expanded next.
    @inline(__always)
    private mutating func accumulate(_ variable: Variable, _ coefficient: Double) {
        if !variables[variable].isTouched {
            variables[variable].isTouched = true
            touched.append(variable)
        }
        let sum = variables[variable].accumulator
        variables[variable].accumulator = Self.cancels(sum, coefficient) ? 0 : sum + coefficient
        if tableau.isBasic(variable) { pendingExpansions.append(variable) }
    }
}
