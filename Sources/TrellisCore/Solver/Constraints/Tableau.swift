/// The simplex tableau of the Cassowary algorithm (Badros, Borning and Stuckey, "The Cassowary
/// Linear Arithmetic Constraint Solving Algorithm", ACM TOCHI 8(4), 2001).
///
/// As in the paper (§2.2), the tableau has two parts. `C_S` holds the rows of the restricted
/// variables (slack, error, dummy), in basic feasible solved form: each row is
/// `basic = constant + Σ coefficient × parametric`, and every constant is non-negative. The
/// simplex works on `C_S` and the objective alone. `C_U` holds the rows of the unrestricted
/// variables (the layout's edges and sizes), which the optimisation never needs; Trellis keeps
/// them as definitions, in terms of any other variables, and never substitutes into them, then
/// evaluates them once after solving. A chain of items defined one after another (each top at
/// the previous bottom) then costs a row per item rather than a row per item as long as the
/// chain, which is what made the fully substituted tableau quadratic.
///
/// The tableau is one sparse matrix: each non-zero coefficient is an entry linked into its row
/// and into its variable's column, so that a pivot reaches exactly the rows it changes and no
/// row or column is an array of its own.
///
/// Priorities are strict levels, as Auto Layout documents them ("higher priority constraints are
/// satisfied before lower priority constraints"): the objective is one row per level, compared
/// lexicographically (the paper's symbolic weights, §2.3), with no numeric tiers that enough
/// low-priority errors could outvote.
///
/// The solver is incremental: constraints are added one by one (§2.5), the constant of an
/// optional constraint changes in place and the dual simplex restores optimality (§2.4, the
/// paper's edit variables), and an optional constraint's weight can be switched off and on.
/// Pivoting follows Bland's rule (lowest index enters, lowest basic index leaves among equal
/// ratios), so degenerate pivots never cycle; a pivot budget bounds every loop besides.
struct Tableau: Sendable {
    /// A variable: an index into the per-variable arrays.
    typealias Variable = Int32

    /// What a variable is: the paper's unrestricted (external) and restricted (slack, error,
    /// dummy, artificial) variables.
    enum VariableKind: UInt8, Sendable {
        /// A quantity of the layout (an edge, a size); may take any value.
        case external
        /// The slack of an inequality, `≥ 0`.
        case slack
        /// The error of a non-required constraint, `≥ 0`, minimised in its level's objective.
        case error
        /// The marker of a required equality, fixed at 0: it never enters the basis (§2.5).
        case dummy
        /// The variable of the two-phase method while a constraint is added (§2.5); removed after.
        case artificial

        /// Whether the variable must stay non-negative.
        var isRestricted: Bool { self != .external }
    }

    /// `coefficient × variable`.
    struct Term: Sendable {
        var variable: Variable
        var coefficient: Double
    }

    /// `Σ terms + constant`, the left side of a constraint `expression == 0` or `expression >= 0`.
    struct Expression: Sendable {
        var terms: [Term]
        var constant: Double

        init(constant: Double = 0) {
            self.constant = constant
            // Room for the terms of most relations, and the two variables a constraint adds
            // (growing an array of terms one by one cost a sixth of building a system).
            terms = []
            terms.reserveCapacity(6)
        }

        /// Adds `coefficient × variable`, merging with an existing term. A term that cancels
        /// (`a.bottom == a.top + …` holds `a.y` twice) or is too small to pivot on is left out,
        /// as the tableau leaves out such entries: solving a row for it would divide by zero.
        mutating func add(_ variable: Variable, _ coefficient: Double) {
            guard abs(coefficient) >= Tableau.epsilon else { return }
            if let index = terms.firstIndex(where: { $0.variable == variable }) {
                terms[index].coefficient += coefficient
                if abs(terms[index].coefficient) < Tableau.epsilon { terms.remove(at: index) }
            } else {
                terms.append(Term(variable: variable, coefficient: coefficient))
            }
        }
    }

    /// How a constraint relates its expression to zero.
    enum Operator: Sendable { case equal, greaterThanOrEqual }

    /// A constraint as added: its marker variable identifies it in the tableau (§2.6), and its
    /// second error variable, level and weight let its constant and weight change later.
    struct Constraint: Sendable {
        /// The dummy of a required equality (none, -1, when an unrestricted variable was solved
        /// for it), the slack of an inequality, the positive error of an optional equality.
        var marker: Variable
        /// The negative error of an optional constraint, or -1.
        var other: Variable
        /// The constant it was added (or last set) with.
        var constant: Double
        /// The objective slot of its level, or -1 when required.
        var slot: Int32
        /// The slot of its negative error, which an equality may weigh at another level.
        var otherSlot: Int32
        var weight: Double
    }

    /// A constraint's handle.
    typealias ConstraintID = Int32

    /// A row being built: `basic = constant + Σ terms` (before it is installed, `basic` is -1
    /// and the row is an expression equal to zero).
    struct Row: Sendable {
        var basic: Variable
        var constant: Double
        var terms: [Term]
    }

    /// One non-zero coefficient of the tableau, `coefficient × variable` in row `row`, in the
    /// doubly linked lists of its row and its variable's column (-1 ends a list).
    private struct Entry: BitwiseCopyable {
        var row: Int32
        var variable: Variable
        var coefficient: Double
        var nextInRow: Int32
        var previousInRow: Int32
        var nextInColumn: Int32
        var previousInColumn: Int32
    }


    /// Below this magnitude a coefficient or constant counts as zero.
    static let epsilon = 1e-9

    // MARK: Storage

    private var entries: [Entry] = []
    /// The first of the entries removed, linked through `nextInRow`; -1 when there are none.
    private var freeEntry: Int32 = -1

    /// Each row's basic variable (-1 for a free row), constant and first entry.
    private var rowBasic: [Variable] = []
    private var rowConstant: [Double] = []
    private var rowFirst: [Int32] = []
    /// Rows removed, whose storage a new row takes.
    private var freeRows: [Int32] = []

    /// What the tableau knows of one variable.
    private struct VariableRecord: BitwiseCopyable {
        var kind: VariableKind
        /// Listed in `candidates`.
        var isCandidate = false
        /// Listed in `touched`.
        var isTouched = false
        /// Listed in `artificialTerms`.
        var isInArtificialObjective = false
        /// The row in which it is basic, or -1 while it is parametric.
        var basicRow: Int32 = -1
        /// The first entry of its column, or -1.
        var columnFirst: Int32 = -1
        /// The constraint a slack, error or dummy variable belongs to, or -1.
        var constraint: ConstraintID = -1
        /// Its entry in the row being merged (scratch), or -1.
        var entryInRow: Int32 = -1
        /// The generation its `value` holds for.
        var valueGeneration: UInt32 = 0
        /// Its accumulated coefficient while an expression is expanded (scratch).
        var accumulator: Double = 0
        /// Its value at the current solution, while `valueGeneration` is current.
        var value: Double = 0
    }
    private var variables: [VariableRecord] = []

    /// The objective's slots: slot 0 is the artificial objective of §2.5 (zero outside an
    /// addition), slots 1... the priority levels, highest first, then the tie-break, if any.
    let slotCount: Int
    /// The slot of the tie-break (-1 without one): below every level, it weighs each slack and
    /// error variable by a weight of its own, so that where the levels leave several optimal
    /// solutions, one is preferred and the tableau reaches the same one whatever its history
    /// (a fresh solve and an incremental one agree).
    private let tieSlot: Int
    /// The objective's coefficients, `slotCount` per variable, in terms of the parametric
    /// variables (a basic variable's are zero).
    private var objective: [Double] = []
    /// The artificial objective's value during an addition.
    private var artificialValue = 0.0
    /// The largest magnitude of a constant the tableau has held (1 at least). Rounding leaves
    /// residuals in proportion to it: a required constraint whose artificial objective ends
    /// within `epsilon` of it, relatively, holds (found by the fuzzer: a chain of constants of
    /// 1e9 left 4e-9 behind, and a consistent system was reported as a conflict).
    private var magnitude = 1.0
    /// Below this an artificial objective or a derived constant counts as zero.
    private var residualTolerance: Double { Self.epsilon * magnitude }
    /// The largest magnitude of a value or pivot the tableau works with: 2^53, beyond which a
    /// double no longer holds every whole point. Lengths are saturated far below it, but
    /// multipliers compound along chains of relations (1000 × 1000 × …), and past it rounding
    /// swamps the solution: pivots then go on without end.
    static let largestValue = 0x1p53
    /// Whether a value or pivot went beyond `largestValue`: the tableau then stops pivoting,
    /// for good, and its solution means nothing.
    private(set) var isOutOfRange = false
    /// The variables the artificial objective has held a coefficient for during an addition:
    /// clearing it then costs what it held, not the number of variables.
    private var artificialTerms: [Variable] = []
    /// Variables whose objective coefficients changed since they were last found non-negative:
    /// every variable that could enter the basis is among them.
    private var candidates: [Variable] = []

    private(set) var constraints: [Constraint] = []
    /// `C_S` rows whose constant went negative, for the dual simplex.
    private var infeasibleRows: [Int32] = []
    /// Pivots left before the solver stops improving; a backstop, since Bland's rule already
    /// rules out cycling in exact arithmetic.
    private var pivotBudget: Int = 0

    /// The variables an expansion touched (scratch).
    private var touched: [Variable] = []
    /// Emptied arrays of terms, to build rows in (see `takeTerms`).
    private var spareTerms: [[Term]] = []
    /// The generation of the current solution: `variables[v].value` holds while
    /// `variables[v].valueGeneration == generation`, and every change starts a new generation.
    /// Values are evaluated on demand, so that measuring a container's size evaluates its size alone.
    private var generation: UInt32 = 1
    /// The stacks of an evaluation and of an expansion, kept between calls.
    private var evaluationStack: [Variable] = []
    private var pendingExpansions: [Variable] = []

    /// A tableau whose objective has `levelCount` priority levels (0 is the highest), with room
    /// for about `expectedConstraints` constraints.
    init(levelCount: Int, expectedConstraints: Int = 0, breaksTies: Bool = false) {
        slotCount = levelCount + (breaksTies ? 2 : 1)
        tieSlot = breaksTies ? slotCount - 1 : -1
        let variables = 3 * expectedConstraints
        self.variables.reserveCapacity(variables)
        objective.reserveCapacity(variables * slotCount)
        constraints.reserveCapacity(expectedConstraints)
        rowBasic.reserveCapacity(expectedConstraints)
        rowConstant.reserveCapacity(expectedConstraints)
        rowFirst.reserveCapacity(expectedConstraints)
        entries.reserveCapacity(4 * expectedConstraints)
    }

    /// The number of variables.
    var variableCount: Int { variables.count }

    /// A new variable of `kind`.
    mutating func makeVariable(_ kind: VariableKind = .external) -> Variable {
        let variable = Variable(variables.count)
        variables.append(VariableRecord(kind: kind))
        for _ in 0..<slotCount { objective.append(0) }
        return variable
    }

    /// Makes as many variables as `other` has, unrestricted, so that `other`'s constraints
    /// over its layout's variables can be added here: a fresh tableau to test some of them on.
    mutating func makeVariables(like other: Tableau) {
        for _ in 0..<other.variableCount { _ = makeVariable() }
    }

    // MARK: Adding a constraint (§2.5)

    /// What adding a constraint did.
    enum Addition: Sendable {
        case added(ConstraintID)
        /// The constraint is required and cannot hold with the required constraints before it;
        /// `explanation` holds constraints that, with it, cannot all hold (not always all of
        /// them, nor a minimal set). The tableau is left as it was, without the constraint.
        case unsatisfiable(explanation: [ConstraintID])
        /// A value of the tableau went beyond `largestValue` (see `isOutOfRange`).
        case outOfRange
    }

    /// Adds `expression op 0`, required when `level` is `nil`, else in that priority level with
    /// `weight`, and re-optimises. An optional equality may weigh the expression's falling below
    /// zero at another level, `belowLevel`: one row then holds what would otherwise be two
    /// inequalities (Auto Layout's content hugging and compression resistance).
    mutating func add(_ expression: Expression, _ op: Operator, level: Int?, belowLevel: Int? = nil,
                      weight: Double = 1) -> Addition {
        let addition = adding(expression, op, level: level, belowLevel: belowLevel, weight: weight)
        return isOutOfRange ? .outOfRange : addition
    }

    private mutating func adding(_ expression: Expression, _ op: Operator, level: Int?, belowLevel: Int?,
                                 weight: Double) -> Addition {
        guard !isOutOfRange else { return .outOfRange }
        startGeneration()
        pivotBudget = budget
        magnitude = max(magnitude, abs(expression.constant))
        let id = ConstraintID(constraints.count)
        let slot = level.map { Int32($0 + 1) } ?? -1
        let otherSlot = (belowLevel ?? level).map { Int32($0 + 1) } ?? -1
        var constraint = Constraint(marker: -1, other: -1, constant: expression.constant, slot: slot, otherSlot: otherSlot,
                                    weight: weight)
        var row = Row(basic: -1, constant: expression.constant, terms: takeTerms())
        defer { giveBack(&row.terms) }
        row.terms.append(contentsOf: expression.terms)
        // The slack and error variables (§2.3): `e >= 0` is `e - s = 0`; an optional
        // constraint's error `e_m` lets it fail, at a cost in its level's objective.
        switch (op, level) {
        case (.equal, nil):
            break
        case (.greaterThanOrEqual, nil):
            constraint.marker = makeVariable(.slack)
            row.terms.append(Term(variable: constraint.marker, coefficient: -1))
        case (.greaterThanOrEqual, _?):
            constraint.marker = makeVariable(.slack)
            constraint.other = makeVariable(.error)
            row.terms.append(Term(variable: constraint.marker, coefficient: -1))
            row.terms.append(Term(variable: constraint.other, coefficient: 1))
        case (.equal, _?):
            constraint.marker = makeVariable(.error)
            constraint.other = makeVariable(.error)
            row.terms.append(Term(variable: constraint.marker, coefficient: -1))
            row.terms.append(Term(variable: constraint.other, coefficient: 1))
        }
        constraints.append(constraint)
        if constraint.marker >= 0 { variables[Int(constraint.marker)].constraint = id }
        if constraint.other >= 0 { variables[Int(constraint.other)].constraint = id }
        if slot > 0 {
            addToObjective(constraint.other, slot: Int(otherSlot), weight)
            if op == .equal { addToObjective(constraint.marker, slot: Int(slot), weight) }
        }
        if tieSlot >= 0 {
            let tieWeight = Self.tieWeight(of: id)
            for variable in [constraint.marker, constraint.other] where variable >= 0 {
                addToObjective(variable, slot: tieSlot, tieWeight)
            }
        }
        // An unrestricted variable that no row mentions yet is defined by the constraint as
        // written: nothing refers to it, so the definition needs no substitution and closes no
        // cycle (and the chains of items that relations place one after another stay chains).
        if let fresh = row.terms.first(where: { variables[Int($0.variable)].kind == .external
                && variables[Int($0.variable)].columnFirst < 0 && variables[Int($0.variable)].basicRow < 0 })?.variable {
            install(&row, solvedFor: fresh)
            optimize()
            return .added(id)
        }
        // Otherwise the row in terms of parametric variables. If an unrestricted one remains it
        // becomes the subject (§2.5): `C_S` and the objective hold restricted variables only,
        // which the simplex moves in one direction, up from zero.
        let written = expression.terms
        var unexpanded = expanded(row)
        swap(&row, &unexpanded)
        giveBack(&unexpanded.terms)
        if let external = chooseExternal(row, preferring: written) {
            install(&row, solvedFor: external)
            optimize()
            return .added(id)
        }
        if op == .equal && level == nil {
            // A required equality over restricted variables: its dummy marks it in C_S.
            constraint.marker = makeVariable(.dummy)
            constraints[Int(id)].marker = constraint.marker
            variables[Int(constraint.marker)].constraint = id
            row.terms.append(Term(variable: constraint.marker, coefficient: 1))
        }
        if row.constant < 0 { negate(&row) }
        if let subject = chooseRestricted(row) {
            install(&row, solvedFor: subject)
        } else if row.terms.allSatisfy({ variables[Int($0.variable)].kind == .dummy }) {
            // Only dummies: the constraint follows from required equalities, or contradicts them.
            guard abs(row.constant) < residualTolerance else {
                return .unsatisfiable(explanation: [id] + explanation(of: row))
            }
            install(&row, solvedFor: constraint.marker)
        } else if let failure = addWithArtificialVariable(row) {
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
        let spread = Double(id) * 0.618_033_988_749_894_8
        return 1 + (spread - spread.rounded(.down))
    }

    /// An external (unrestricted) variable to solve an expanded row for (§2.5): one the
    /// constraint names itself if it can (its definition then stays local), else the newest;
    /// among those, one that no `C_S` row or objective holds, which needs no substitution.
    private func chooseExternal(_ row: Row, preferring written: [Term]) -> Variable? {
        var best: Variable?
        var bestRank = -1
        for term in row.terms where variables[Int(term.variable)].kind == .external {
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
        let base = Int(variable) * slotCount
        for slot in 0..<slotCount where objective[base + slot] != 0 { return true }
        var entry = variables[Int(variable)].columnFirst
        while entry >= 0 {
            if variables[Int(rowBasic[Int(entries[Int(entry)].row)])].kind.isRestricted { return true }
            entry = entries[Int(entry)].nextInColumn
        }
        return false
    }

    /// A restricted variable to solve a row of restricted variables for, keeping the solution
    /// feasible (§2.5): a new slack or error variable with a negative coefficient (its value
    /// becomes the row's non-negative constant, and no other row holds it); or, when the
    /// constant is zero, any restricted variable with a negative coefficient, whose value stays
    /// zero, so that no other row's value moves.
    private func chooseRestricted(_ row: Row) -> Variable? {
        var existing: Variable?
        for term in row.terms where term.coefficient < 0 {
            let kind = variables[Int(term.variable)].kind
            guard kind == .slack || kind == .error else { continue }
            if variables[Int(term.variable)].columnFirst < 0 { return term.variable }
            if existing == nil && abs(row.constant) < Self.epsilon { existing = term.variable }
        }
        return existing
    }

    /// The two-phase method of §2.5: the row gets an artificial basic variable, whose value the
    /// simplex minimises; the constraint can hold only if it reaches zero. Returns `nil` on
    /// success, else the constraints whose markers block it.
    private mutating func addWithArtificialVariable(_ row: Row) -> [ConstraintID]? {
        let artificial = makeVariable(.artificial)
        var row = row
        row.basic = artificial
        let rowIndex = appendRow(row)
        // The artificial objective is the row itself, in terms of the parametric variables.
        for term in row.terms { addToObjective(term.variable, slot: 0, term.coefficient) }
        artificialValue = row.constant
        _ = rowIndex
        optimize()
        guard artificialValue < residualTolerance else {
            // The artificial objective's remaining terms are the markers of the constraints
            // that keep it above zero.
            var blocking: [ConstraintID] = []
            for variable in artificialTerms where abs(objective[Int(variable) * slotCount]) > Self.epsilon {
                let constraint = variables[Int(variable)].constraint
                if constraint >= 0 && !blocking.contains(constraint) { blocking.append(constraint) }
            }
            removeConstraint(markedBy: artificial)
            clearArtificialObjective()
            // Pivots towards the artificial objective moved the solution off the levels' optimum
            // (found by the fuzzer: a conflict left an item 100 wide where 10 was optimal).
            optimize()
            return blocking
        }
        // Take the artificial variable out: pivot it out of the basis if it is basic, then
        // drop its column (it is zero from now on) and the artificial objective.
        let artificialRow = variables[Int(artificial)].basicRow
        if artificialRow >= 0 {
            var entering: Variable?
            var entry = rowFirst[Int(artificialRow)]
            while entry >= 0 && entering == nil {
                if variables[Int(entries[Int(entry)].variable)].kind != .dummy { entering = entries[Int(entry)].variable }
                entry = entries[Int(entry)].nextInRow
            }
            if let entering {
                pivot(entering: entering, row: artificialRow)
            } else {
                removeRow(artificialRow)
            }
        }
        while variables[Int(artificial)].columnFirst >= 0 { deleteEntry(variables[Int(artificial)].columnFirst) }
        clearArtificialObjective()
        return nil
    }

    /// Clears slot 0. A variable whose artificial coefficient hid a negative one of a level
    /// left the candidates (it was not lexicographically negative then): it is one again.
    private mutating func clearArtificialObjective() {
        for variable in artificialTerms {
            objective[Int(variable) * slotCount] = 0
            variables[Int(variable)].isInArtificialObjective = false
            if !variables[Int(variable)].isCandidate {
                variables[Int(variable)].isCandidate = true
                candidates.append(variable)
            }
        }
        artificialTerms.removeAll(keepingCapacity: true)
        artificialValue = 0
    }

    /// Removes the constraint whose marker is `marker` (§2.6): the marker is pivoted into the
    /// basis, by a row chosen so that the others stay feasible, and its row dropped. What is
    /// left represents the other constraints exactly. The marker appears in `C_S` rows only.
    private mutating func removeConstraint(markedBy marker: Variable) {
        if variables[Int(marker)].basicRow < 0 {
            var chosen: Int32?
            var best = Double.infinity
            // A restricted row the marker drives down first, by the least ratio; then a
            // restricted row it drives up, by the least ratio; then any row.
            for pass in 0..<2 where chosen == nil {
                var entry = variables[Int(marker)].columnFirst
                while entry >= 0 {
                    let (row, coefficient) = (entries[Int(entry)].row, entries[Int(entry)].coefficient)
                    if variables[Int(rowBasic[Int(row)])].kind.isRestricted {
                        let ratio = pass == 0 ? -rowConstant[Int(row)] / coefficient : rowConstant[Int(row)] / coefficient
                        if (pass == 0 ? coefficient < 0 : coefficient > 0), ratio < best {
                            best = ratio
                            chosen = row
                        }
                    }
                    entry = entries[Int(entry)].nextInColumn
                }
            }
            if chosen == nil, variables[Int(marker)].columnFirst >= 0 { chosen = entries[Int(variables[Int(marker)].columnFirst)].row }
            guard let chosen else { return }
            pivot(entering: marker, row: chosen)
        }
        removeRow(variables[Int(marker)].basicRow)
    }

    /// The constraints whose markers `row` holds: for a contradiction among required
    /// equalities, the ones combined to derive it.
    private func explanation(of row: Row) -> [ConstraintID] {
        var result: [ConstraintID] = []
        for term in row.terms {
            let constraint = variables[Int(term.variable)].constraint
            if constraint >= 0 && !result.contains(constraint) { result.append(constraint) }
        }
        return result
    }

    // MARK: Changing a constraint (§2.4)

    /// Sets the constant of optional constraint `id` and restores optimality with the dual
    /// simplex, as the paper's edit constraints do.
    ///
    /// The marker appears in its own constraint alone, with coefficient -1, so raising the
    /// constant by δ is the same as replacing the marker `m` with `m - δ`: its own row (when it
    /// is basic) moves by +δ, and every row that holds it moves by its coefficient times -δ.
    mutating func setConstant(of id: ConstraintID, to constant: Double) {
        guard !isOutOfRange else { return }
        let constraint = constraints[Int(id)]
        let delta = constant - constraint.constant
        guard delta != 0 else { return }
        precondition(constraint.slot > 0, "only an optional constraint's constant changes in place")
        startGeneration()
        magnitude = max(magnitude, abs(constant))
        constraints[Int(id)].constant = constant
        let marker = constraint.marker
        let markerRow = variables[Int(marker)].basicRow
        if markerRow >= 0 {
            rowConstant[Int(markerRow)] += delta
            noteFeasibility(of: markerRow)
        }
        var entry = variables[Int(marker)].columnFirst
        while entry >= 0 {
            let row = entries[Int(entry)].row
            rowConstant[Int(row)] -= entries[Int(entry)].coefficient * delta
            noteFeasibility(of: row)
            entry = entries[Int(entry)].nextInColumn
        }
        pivotBudget = budget
        dualOptimize()
    }

    /// Sets the weight of optional constraint `id` (0 switches it off) and re-optimises.
    mutating func setWeight(of id: ConstraintID, to weight: Double) {
        guard !isOutOfRange else { return }
        let constraint = constraints[Int(id)]
        let change = weight - constraint.weight
        guard change != 0, constraint.slot > 0 else { return }
        startGeneration()
        constraints[Int(id)].weight = weight
        addErrorToObjective(constraint.other, slot: Int(constraint.otherSlot), change)
        if variables[Int(constraint.marker)].kind == .error { addErrorToObjective(constraint.marker, slot: Int(constraint.slot), change) }
        pivotBudget = budget
        optimize()
    }

    // MARK: Reading the solution

    /// The variable's value at the current solution. `C_S` variables read their row's
    /// constant; `C_U` definitions are evaluated once, after a change, for every variable.
    mutating func value(of variable: Variable) -> Double {
        if variables[Int(variable)].basicRow < 0 { return 0 }
        if variables[Int(variable)].valueGeneration != generation { evaluate(from: variable) }
        return variables[Int(variable)].value
    }

    /// Starts a new generation of values: the solution changed.
    private mutating func startGeneration() {
        generation &+= 1
        if generation == 0 {
            for index in variables.indices { variables[index].valueGeneration = 0 }
            generation = 1
        }
    }

    /// Evaluates `start` and what its definition refers to, each after what it refers to
    /// (an explicit stack: `C_U` chains may be long).
    private mutating func evaluate(from start: Variable) {
        var stack = evaluationStack
        evaluationStack = []
        defer {
            stack.removeAll(keepingCapacity: true)
            evaluationStack = stack
        }
        stack.append(start)
        while let variable = stack.last {
            let row = Int(variables[Int(variable)].basicRow)
            if variables[Int(variable)].kind == .external {
                var pending = false
                var entry = rowFirst[row]
                while entry >= 0 {
                    let term = entries[Int(entry)].variable
                    if variables[Int(term)].basicRow >= 0 && variables[Int(term)].valueGeneration != generation {
                        stack.append(term)
                        pending = true
                    }
                    entry = entries[Int(entry)].nextInRow
                }
                if pending { continue }
            }
            stack.removeLast()
            guard variables[Int(variable)].valueGeneration != generation else { continue }
            var value = rowConstant[row]
            if variables[Int(variable)].kind == .external {
                var entry = rowFirst[row]
                while entry >= 0 {
                    let term = entries[Int(entry)].variable
                    if variables[Int(term)].basicRow >= 0 { value += entries[Int(entry)].coefficient * variables[Int(term)].value }
                    entry = entries[Int(entry)].nextInRow
                }
            }
            variables[Int(variable)].value = value
            variables[Int(variable)].valueGeneration = generation
        }
    }

    /// How far optional constraint `id` is from holding at the current solution.
    func violation(of id: ConstraintID) -> Double {
        let constraint = constraints[Int(id)]
        func restrictedValue(_ variable: Variable) -> Double {
            variable < 0 || variables[Int(variable)].basicRow < 0 ? 0 : rowConstant[Int(variables[Int(variable)].basicRow)]
        }
        let other = restrictedValue(constraint.other)
        return variables[Int(constraint.marker)].kind == .error ? restrictedValue(constraint.marker) + other : other
    }

    /// How much each variable changes per unit of parametric `variable`: a row's basic variable
    /// changes by its expression over the rates it refers to. `C_U` definitions are evaluated
    /// after what they refer to, with an explicit stack: chains may be long.
    private func rates(of parametric: Variable) -> [Double] {
        var rates = [Double](repeating: 0, count: variables.count)
        rates[Int(parametric)] = 1
        // 0: not evaluated, 1: on the stack, 2: done.
        var state = [UInt8](repeating: 0, count: variables.count)
        var stack: [Variable] = []
        for start in 0..<variables.count where variables[start].basicRow >= 0 && state[start] == 0 {
            stack.append(Variable(start))
            while let variable = stack.last {
                let row = Int(variables[Int(variable)].basicRow)
                if state[Int(variable)] == 0 {
                    state[Int(variable)] = 1
                    if variables[Int(variable)].kind == .external {
                        var entry = rowFirst[row]
                        while entry >= 0 {
                            let term = entries[Int(entry)].variable
                            if variables[Int(term)].basicRow >= 0 && state[Int(term)] == 0 { stack.append(term) }
                            entry = entries[Int(entry)].nextInRow
                        }
                        continue
                    }
                }
                stack.removeLast()
                guard state[Int(variable)] == 1 else { continue }
                var rate = 0.0
                var entry = rowFirst[row]
                while entry >= 0 {
                    rate += entries[Int(entry)].coefficient * rates[Int(entries[Int(entry)].variable)]
                    entry = entries[Int(entry)].nextInRow
                }
                rates[Int(variable)] = rate
                state[Int(variable)] = 2
            }
        }
        return rates
    }

    // MARK: Alternative optima

    /// Which variables some other optimal solution gives another value: Auto Layout's ambiguity.
    ///
    /// A parametric variable whose objective coefficients are all zero can move, at no cost, as
    /// far as the `C_S` rows it appears in allow; when that is more than nothing, every variable
    /// that depends on it changes with it. (A move blocked at once by a degenerate row is not
    /// followed further, so an ambiguity behind one may go unseen.)
    func variablesWithAlternativeValues() -> [Bool] {
        var movable = [Bool](repeating: false, count: variables.count)
        for variable in 0..<variables.count where variables[variable].basicRow < 0 {
            let kind = variables[variable].kind
            guard kind != .dummy && kind != .artificial else { continue }
            // Free at every level; the tie-break only chose among the alternatives.
            let base = variable * slotCount
            let levels = tieSlot >= 0 ? tieSlot : slotCount
            guard (0..<levels).allSatisfy({ abs(objective[base + $0]) < Self.epsilon }) else { continue }
            let moves = room(for: Variable(variable), direction: 1) > Self.epsilon
                || (kind == .external && room(for: Variable(variable), direction: -1) > Self.epsilon)
            guard moves else { continue }
            for (index, rate) in rates(of: Variable(variable)).enumerated() where abs(rate) > Self.epsilon {
                movable[index] = true
            }
        }
        return movable
    }

    /// How far parametric `variable` can move in `direction` before a restricted basic variable
    /// reaches zero.
    private func room(for variable: Variable, direction: Double) -> Double {
        var room = Double.infinity
        var entry = variables[Int(variable)].columnFirst
        while entry >= 0 {
            let row = Int(entries[Int(entry)].row)
            let kind = variables[Int(rowBasic[row])].kind
            let rate = entries[Int(entry)].coefficient * direction
            entry = entries[Int(entry)].nextInColumn
            guard kind.isRestricted else { continue }
            if kind == .dummy && abs(rate) > Self.epsilon { return 0 }
            if rate < -Self.epsilon { room = min(room, max(0, rowConstant[row]) / -rate) }
        }
        return room
    }

    // MARK: Optimisation

    /// The primal simplex on the lexicographic objective (§2.2): while some parametric variable
    /// would lower the objective, pivot it in. Bland's rule: the lowest such variable enters.
    private mutating func optimize() {
        while pivotBudget > 0 && !isOutOfRange, let entering = enteringVariable() {
            guard let leaving = leavingRow(for: entering) else {
                // Unbounded: cannot happen, as every level is a sum of non-negative errors.
                variables[Int(entering)].isCandidate = false
                candidates.removeAll { $0 == entering }
                continue
            }
            pivotBudget -= 1
            pivot(entering: entering, row: leaving)
        }
    }

    /// The lowest candidate whose objective coefficients are lexicographically negative; the
    /// others leave the candidate list.
    private mutating func enteringVariable() -> Variable? {
        var best: Variable?
        var index = 0
        while index < candidates.count {
            let variable = candidates[index]
            if variables[Int(variable)].basicRow < 0 && variables[Int(variable)].kind != .dummy && variables[Int(variable)].kind != .artificial
                && isLexicographicallyNegative(variable) {
                if best.map({ variable < $0 }) ?? true { best = variable }
                index += 1
            } else {
                variables[Int(variable)].isCandidate = false
                candidates.swapAt(index, candidates.count - 1)
                candidates.removeLast()
            }
        }
        return best
    }

    private func isLexicographicallyNegative(_ variable: Variable) -> Bool {
        let base = Int(variable) * slotCount
        for slot in 0..<slotCount {
            let coefficient = objective[base + slot]
            if coefficient < -Self.epsilon { return true }
            if coefficient > Self.epsilon { return false }
        }
        return false
    }

    /// The minimum-ratio test: of the `C_S` rows that `entering` drives towards zero, the one it
    /// reaches first (ties to the lowest basic variable). A basic dummy blocks at once.
    private func leavingRow(for entering: Variable) -> Int32? {
        var best: Int32?
        var bestRatio = Double.infinity
        var bestBasic = Variable.max
        var entry = variables[Int(entering)].columnFirst
        while entry >= 0 {
            let row = entries[Int(entry)].row
            let coefficient = entries[Int(entry)].coefficient
            entry = entries[Int(entry)].nextInColumn
            let basic = rowBasic[Int(row)]
            let kind = variables[Int(basic)].kind
            guard kind.isRestricted else { continue }
            let ratio: Double
            if kind == .dummy {
                guard abs(coefficient) > Self.epsilon else { continue }
                ratio = 0
            } else {
                guard coefficient < -Self.epsilon else { continue }
                ratio = max(0, rowConstant[Int(row)]) / -coefficient
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
    /// the parametric variable that keeps the objective optimal (the least ratio of objective
    /// coefficient to row coefficient, compared lexicographically; ties to the lowest variable).
    private mutating func dualOptimize() {
        while pivotBudget > 0 && !isOutOfRange, let row = infeasibleRows.popLast() {
            let basic = rowBasic[Int(row)]
            guard basic >= 0, variables[Int(basic)].kind.isRestricted, rowConstant[Int(row)] < -Self.epsilon else { continue }
            var entering: Variable?
            var enteringCoefficient = 0.0
            var entry = rowFirst[Int(row)]
            while entry >= 0 {
                let variable = entries[Int(entry)].variable
                let coefficient = entries[Int(entry)].coefficient
                entry = entries[Int(entry)].nextInRow
                let kind = variables[Int(variable)].kind
                guard coefficient > Self.epsilon, kind != .dummy && kind != .artificial else { continue }
                if let current = entering {
                    let order = compareRatios(variable, coefficient, current, enteringCoefficient)
                    if order < 0 || (order == 0 && variable < current) {
                        entering = variable
                        enteringCoefficient = coefficient
                    }
                } else {
                    entering = variable
                    enteringCoefficient = coefficient
                }
            }
            // No variable can raise it: the required constraints cannot hold (cannot happen
            // while only optional constants change).
            guard let entering else { continue }
            pivotBudget -= 1
            pivot(entering: entering, row: row)
        }
        infeasibleRows.removeAll()
        // A dual pivot keeps the objective optimal, but rounding may leave a candidate behind.
        optimize()
    }

    /// Compares `objective(a) / ca` with `objective(b) / cb` lexicographically: -1, 0 or 1.
    private func compareRatios(_ a: Variable, _ ca: Double, _ b: Variable, _ cb: Double) -> Int {
        for slot in 0..<slotCount {
            let left = objective[Int(a) * slotCount + slot] / ca
            let right = objective[Int(b) * slotCount + slot] / cb
            if left < right - Self.epsilon { return -1 }
            if left > right + Self.epsilon { return 1 }
        }
        return 0
    }

    // MARK: Pivoting

    /// Exchanges `entering` (parametric, in `C_S` row `row`) with the row's basic variable, then
    /// substitutes the new row wherever `entering` appeared in `C_S` and the objective.
    private mutating func pivot(entering: Variable, row: Int32) {
        let leaving = rowBasic[Int(row)]
        // basic = c + a·entering + Σ t  ⇒  entering = (basic - c - Σ t) / a
        var coefficient = 0.0
        var entry = rowFirst[Int(row)]
        while entry >= 0 {
            let next = entries[Int(entry)].nextInRow
            if entries[Int(entry)].variable == entering {
                coefficient = entries[Int(entry)].coefficient
                deleteEntry(entry)
            }
            entry = next
        }
        let scale = -1 / coefficient
        if !(abs(scale) <= Self.largestValue && abs(coefficient) <= Self.largestValue) { isOutOfRange = true }
        entry = rowFirst[Int(row)]
        while entry >= 0 {
            entries[Int(entry)].coefficient *= scale
            entry = entries[Int(entry)].nextInRow
        }
        insertEntry(row: row, variable: leaving, coefficient: 1 / coefficient)
        rowConstant[Int(row)] *= scale
        rowBasic[Int(row)] = entering
        variables[Int(leaving)].basicRow = -1
        variables[Int(entering)].basicRow = row
        substitute(entering, by: row)
        noteFeasibility(of: row)
    }

    /// Makes `row` a row of the tableau solved for `subject`, substituting it into the `C_S`
    /// rows and the objective.
    private mutating func install(_ row: inout Row, solvedFor subject: Variable) {
        let coefficient = row.terms.first { $0.variable == subject }!.coefficient
        let scale = -1 / coefficient
        if !(abs(scale) <= Self.largestValue && abs(row.constant * scale) <= Self.largestValue) { isOutOfRange = true }
        row.terms.removeAll { $0.variable == subject }
        for index in row.terms.indices { row.terms[index].coefficient *= scale }
        row.constant *= scale
        row.basic = subject
        let index = appendRow(row)
        substitute(subject, by: index)
    }

    /// Replaces `variable`, just made basic in row `source`, by that row's expression in every
    /// `C_S` row that holds it and in the objective. `C_U` rows keep it: they are definitions.
    private mutating func substitute(_ variable: Variable, by source: Int32) {
        var entry = variables[Int(variable)].columnFirst
        while entry >= 0 {
            let next = entries[Int(entry)].nextInColumn
            let row = entries[Int(entry)].row
            if row != source && variables[Int(rowBasic[Int(row)])].kind.isRestricted {
                let coefficient = entries[Int(entry)].coefficient
                deleteEntry(entry)
                addRow(source, scaledBy: coefficient, into: row)
                noteFeasibility(of: row)
            }
            entry = next
        }
        let base = Int(variable) * slotCount
        for slot in 0..<slotCount {
            let coefficient = objective[base + slot]
            guard coefficient != 0 else { continue }
            objective[base + slot] = 0
            if slot == 0 { artificialValue += coefficient * rowConstant[Int(source)] }
            var sourceEntry = rowFirst[Int(source)]
            while sourceEntry >= 0 {
                addToObjective(entries[Int(sourceEntry)].variable, slot: slot, coefficient * entries[Int(sourceEntry)].coefficient)
                sourceEntry = entries[Int(sourceEntry)].nextInRow
            }
        }
    }

    /// `row(target) += scale × row(source)`; linear in both rows.
    private mutating func addRow(_ source: Int32, scaledBy scale: Double, into target: Int32) {
        var entry = rowFirst[Int(target)]
        while entry >= 0 {
            variables[Int(entries[Int(entry)].variable)].entryInRow = entry
            entry = entries[Int(entry)].nextInRow
        }
        var cancelled = false
        entry = rowFirst[Int(source)]
        while entry >= 0 {
            let variable = entries[Int(entry)].variable
            let change = scale * entries[Int(entry)].coefficient
            let existing = variables[Int(variable)].entryInRow
            if existing >= 0 {
                entries[Int(existing)].coefficient += change
                if abs(entries[Int(existing)].coefficient) < Self.epsilon { cancelled = true }
            } else {
                insertEntry(row: target, variable: variable, coefficient: change)
            }
            entry = entries[Int(entry)].nextInRow
        }
        entry = rowFirst[Int(target)]
        while entry >= 0 {
            let next = entries[Int(entry)].nextInRow
            variables[Int(entries[Int(entry)].variable)].entryInRow = -1
            if cancelled && abs(entries[Int(entry)].coefficient) < Self.epsilon { deleteEntry(entry) }
            entry = next
        }
        rowConstant[Int(target)] += scale * rowConstant[Int(source)]
        if !(abs(rowConstant[Int(target)]) <= Self.largestValue) { isOutOfRange = true }
    }

    /// `row` with every basic variable replaced by its row, again and again, until only
    /// parametric variables remain: the form a `C_S` row needs.
    private mutating func expanded(_ row: borrowing Row) -> Row {
        var constant = row.constant
        var pending = pendingExpansions
        pendingExpansions = []
        defer {
            pending.removeAll(keepingCapacity: true)
            pendingExpansions = pending
        }
        for term in row.terms { accumulate(term.variable, term.coefficient, &pending) }
        while let variable = pending.popLast() {
            let coefficient = variables[Int(variable)].accumulator
            guard coefficient != 0 else { continue }
            variables[Int(variable)].accumulator = 0
            let source = Int(variables[Int(variable)].basicRow)
            constant += coefficient * rowConstant[source]
            var entry = rowFirst[source]
            while entry >= 0 {
                accumulate(entries[Int(entry)].variable, coefficient * entries[Int(entry)].coefficient, &pending)
                entry = entries[Int(entry)].nextInRow
            }
        }
        var terms = takeTerms()
        for variable in touched {
            let coefficient = variables[Int(variable)].accumulator
            if abs(coefficient) >= Self.epsilon && variables[Int(variable)].basicRow < 0 {
                terms.append(Term(variable: variable, coefficient: coefficient))
            }
            variables[Int(variable)].accumulator = 0
            variables[Int(variable)].isTouched = false
        }
        touched.removeAll(keepingCapacity: true)
        return Row(basic: -1, constant: constant, terms: terms)
    }

    private mutating func accumulate(_ variable: Variable, _ coefficient: Double, _ pending: inout [Variable]) {
        if !variables[Int(variable)].isTouched {
            variables[Int(variable)].isTouched = true
            touched.append(variable)
        }
        variables[Int(variable)].accumulator += coefficient
        if variables[Int(variable)].basicRow >= 0 { pending.append(variable) }
    }

    // MARK: Rows and entries

    /// An empty array of terms, with the room of one given back before: building a row then
    /// allocates nothing.
    private mutating func takeTerms() -> [Term] {
        if let spare = spareTerms.popLast() { return spare }
        var terms: [Term] = []
        terms.reserveCapacity(16)
        return terms
    }

    /// Keeps `terms`' storage for a later ``takeTerms()``, leaving `terms` empty.
    private mutating func giveBack(_ terms: inout [Term]) {
        terms.removeAll(keepingCapacity: true)
        spareTerms.append(terms)
        terms = []
    }

    private var budget: Int { 1000 + 50 * (rowBasic.count + variables.count) }

    private mutating func appendRow(_ row: Row) -> Int32 {
        let index: Int32
        if let free = freeRows.popLast() {
            index = free
            rowBasic[Int(index)] = row.basic
            rowConstant[Int(index)] = row.constant
        } else {
            index = Int32(rowBasic.count)
            rowBasic.append(row.basic)
            rowConstant.append(row.constant)
            rowFirst.append(-1)
        }
        variables[Int(row.basic)].basicRow = index
        for term in row.terms { insertEntry(row: index, variable: term.variable, coefficient: term.coefficient) }
        return index
    }

    private mutating func removeRow(_ index: Int32) {
        while rowFirst[Int(index)] >= 0 { deleteEntry(rowFirst[Int(index)]) }
        variables[Int(rowBasic[Int(index)])].basicRow = -1
        rowBasic[Int(index)] = -1
        rowConstant[Int(index)] = 0
        freeRows.append(index)
    }

    /// Links a new entry at the head of its row and of its column.
    private mutating func insertEntry(row: Int32, variable: Variable, coefficient: Double) {
        let new = Entry(row: row, variable: variable, coefficient: coefficient,
                        nextInRow: rowFirst[Int(row)], previousInRow: -1,
                        nextInColumn: variables[Int(variable)].columnFirst, previousInColumn: -1)
        let index: Int32
        if freeEntry >= 0 {
            index = freeEntry
            freeEntry = entries[Int(index)].nextInRow
            entries[Int(index)] = new
        } else {
            index = Int32(entries.count)
            entries.append(new)
        }
        if new.nextInRow >= 0 { entries[Int(new.nextInRow)].previousInRow = index }
        if new.nextInColumn >= 0 { entries[Int(new.nextInColumn)].previousInColumn = index }
        rowFirst[Int(row)] = index
        variables[Int(variable)].columnFirst = index
    }

    /// Unlinks an entry from its row and its column and frees it.
    private mutating func deleteEntry(_ index: Int32) {
        let entry = entries[Int(index)]
        if entry.previousInRow >= 0 {
            entries[Int(entry.previousInRow)].nextInRow = entry.nextInRow
        } else {
            rowFirst[Int(entry.row)] = entry.nextInRow
        }
        if entry.nextInRow >= 0 { entries[Int(entry.nextInRow)].previousInRow = entry.previousInRow }
        if entry.previousInColumn >= 0 {
            entries[Int(entry.previousInColumn)].nextInColumn = entry.nextInColumn
        } else {
            variables[Int(entry.variable)].columnFirst = entry.nextInColumn
        }
        if entry.nextInColumn >= 0 { entries[Int(entry.nextInColumn)].previousInColumn = entry.previousInColumn }
        entries[Int(index)].nextInRow = freeEntry
        freeEntry = index
    }

    // MARK: Objective

    private mutating func addToObjective(_ variable: Variable, slot: Int, _ coefficient: Double) {
        let index = Int(variable) * slotCount + slot
        objective[index] += coefficient
        if abs(objective[index]) < Self.epsilon { objective[index] = 0 }
        if slot == 0 && !variables[Int(variable)].isInArtificialObjective {
            variables[Int(variable)].isInArtificialObjective = true
            artificialTerms.append(variable)
        }
        if !variables[Int(variable)].isCandidate {
            variables[Int(variable)].isCandidate = true
            candidates.append(variable)
        }
    }

    /// Adds `coefficient × variable` to the objective, through its row when it is basic.
    private mutating func addErrorToObjective(_ variable: Variable, slot: Int, _ coefficient: Double) {
        let row = variables[Int(variable)].basicRow
        guard row >= 0 else { return addToObjective(variable, slot: slot, coefficient) }
        var entry = rowFirst[Int(row)]
        while entry >= 0 {
            addToObjective(entries[Int(entry)].variable, slot: slot, coefficient * entries[Int(entry)].coefficient)
            entry = entries[Int(entry)].nextInRow
        }
    }

    private mutating func negate(_ row: inout Row) {
        row.constant = -row.constant
        for index in row.terms.indices { row.terms[index].coefficient = -row.terms[index].coefficient }
    }

    private mutating func noteFeasibility(of row: Int32) {
        if rowConstant[Int(row)] < -Self.epsilon && variables[Int(rowBasic[Int(row)])].kind.isRestricted { infeasibleRows.append(row) }
    }
}
