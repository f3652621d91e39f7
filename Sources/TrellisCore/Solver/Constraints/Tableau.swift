/// The simplex tableau of the Cassowary algorithm (Badros, Borning and Stuckey, "The Cassowary
/// Linear Arithmetic Constraint Solving Algorithm", ACM TOCHI 8(4), 2001), in basic feasible
/// solved form: every basic variable has a row `basic = constant + Σ coefficient × parametric`,
/// every restricted basic variable's constant is non-negative, and the parametric variables are 0.
///
/// Priorities are strict levels, as Auto Layout documents them ("higher priority constraints are
/// satisfied before lower priority constraints"): the objective is not one weighted sum but one
/// row per level, compared lexicographically, which is the paper's symbolic weights (§2.3) with
/// no numeric tiers that enough low-priority errors could outvote.
///
/// The solver is incremental: constraints are added one by one (§2.5), the constant of an
/// optional constraint changes in place and the dual simplex restores optimality (§2.4, the
/// paper's edit variables), and a constraint's weight can be switched off and on.
///
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
        var terms: [Term] = []
        var constant: Double = 0

        init(constant: Double = 0) { self.constant = constant }

        /// Adds `coefficient × variable`, merging with an existing term.
        mutating func add(_ variable: Variable, _ coefficient: Double) {
            guard coefficient != 0 else { return }
            if let index = terms.firstIndex(where: { $0.variable == variable }) {
                terms[index].coefficient += coefficient
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
        /// The dummy of a required equality, the slack of an inequality, the positive error of
        /// an optional equality.
        var marker: Variable
        /// The negative error of an optional constraint, or -1.
        var other: Variable
        /// The constant it was added (or last set) with.
        var constant: Double
        /// The objective slot of its level, or -1 when required.
        var slot: Int32
        var weight: Double
    }

    /// A constraint's handle.
    typealias ConstraintID = Int32

    /// A row: `basic = constant + Σ terms`.
    struct Row: Sendable {
        var basic: Variable
        var constant: Double
        var terms: [Term]
    }

    /// Below this magnitude a coefficient or constant counts as zero.
    static let epsilon = 1e-9

    // MARK: Variables

    private(set) var kinds: [VariableKind] = []
    /// The row in which each variable is basic, or -1 while it is parametric.
    private var basicRow: [Int32] = []
    /// The rows whose terms hold each variable: its column, kept so that a pivot substitutes
    /// only where the entering variable appears.
    private var columns: [[Int32]] = []
    /// The constraint each slack, error or dummy variable belongs to, or -1.
    private var constraintOfVariable: [ConstraintID] = []

    // MARK: Rows

    private var rows: [Row] = []
    /// Rows removed, whose storage a new row takes.
    private var freeRows: [Int32] = []

    // MARK: Objective

    /// The objective's slots: slot 0 is the artificial objective of §2.5 (zero outside an
    /// addition), slots 1... the priority levels, highest first.
    let slotCount: Int
    /// The objective's coefficients, `slotCount` per variable, in terms of the parametric
    /// variables (a basic variable's are zero).
    private var objective: [Double] = []
    /// The objective's value per slot: each level's total error at the current solution.
    private(set) var objectiveValue: [Double]
    /// Variables whose objective coefficients changed since they were last found non-negative:
    /// every variable that could enter the basis is among them.
    private var candidates: [Variable] = []
    private var isCandidate: [Bool] = []

    // MARK: Constraints

    private(set) var constraints: [Constraint] = []
    /// Restricted basic variables' rows whose constant went negative, for the dual simplex.
    private var infeasibleRows: [Int32] = []

    /// Pivots left before the solver stops improving; a backstop, since Bland's rule already
    /// rules out cycling in exact arithmetic.
    private var pivotBudget: Int = 0

    /// Scratch: each variable's index in the row being merged, or -1.
    private var positionInRow: [Int32] = []

    /// A tableau whose objective has `levelCount` priority levels (0 is the highest).
    init(levelCount: Int) {
        slotCount = levelCount + 1
        objectiveValue = Array(repeating: 0, count: slotCount)
    }

    /// The number of variables.
    var variableCount: Int { kinds.count }

    /// A new variable of `kind`.
    mutating func makeVariable(_ kind: VariableKind = .external) -> Variable {
        let variable = Variable(kinds.count)
        kinds.append(kind)
        basicRow.append(-1)
        columns.append([])
        constraintOfVariable.append(-1)
        objective.append(contentsOf: repeatElement(0, count: slotCount))
        isCandidate.append(false)
        positionInRow.append(-1)
        return variable
    }

    /// The variable's value in the current solution: its row's constant when basic, else 0.
    func value(of variable: Variable) -> Double {
        let row = basicRow[Int(variable)]
        return row < 0 ? 0 : rows[Int(row)].constant
    }

    /// The level index of objective slot `slot`, or `nil` for the artificial slot.
    static func level(ofSlot slot: Int) -> Int? { slot == 0 ? nil : slot - 1 }

    /// How far optional constraint `id` is from holding at the current solution.
    func violation(of id: ConstraintID) -> Double {
        let constraint = constraints[Int(id)]
        let other = constraint.other >= 0 ? value(of: constraint.other) : 0
        return kinds[Int(constraint.marker)] == .error ? value(of: constraint.marker) + other : other
    }

    // MARK: Adding a constraint (§2.5)

    /// What adding a constraint did.
    enum Addition: Sendable {
        case added(ConstraintID)
        /// The constraint is required and cannot hold with the required constraints before it;
        /// `explanation` holds constraints that, with it, cannot all hold (not always a minimal
        /// set). The tableau is left as it was, without the constraint.
        case unsatisfiable(explanation: [ConstraintID])
    }

    /// Adds `expression op 0`, required when `level` is `nil`, else in that priority level with
    /// `weight`, and re-optimises.
    mutating func add(_ expression: Expression, _ op: Operator, level: Int?, weight: Double = 1) -> Addition {
        let id = ConstraintID(constraints.count)
        // The expression in terms of the parametric variables.
        var row = Row(basic: -1, constant: expression.constant, terms: [])
        for term in expression.terms {
            addScaled(term, into: &row)
        }
        let slot = level.map { Int32($0 + 1) } ?? -1
        var constraint = Constraint(marker: -1, other: -1, constant: expression.constant, slot: slot, weight: weight)
        switch (op, level) {
        case (.equal, nil):
            constraint.marker = makeVariable(.dummy)
            row.terms.append(Term(variable: constraint.marker, coefficient: 1))
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
        constraintOfVariable[Int(constraint.marker)] = id
        if constraint.other >= 0 { constraintOfVariable[Int(constraint.other)] = id }
        // The errors enter their level's objective (§2.3).
        if slot > 0 {
            addToObjective(constraint.other, slot: Int(slot), weight)
            if op == .equal { addToObjective(constraint.marker, slot: Int(slot), weight) }
        }
        if row.constant < 0 { negate(&row) }
        pivotBudget = budget
        if let subject = chooseSubject(row) {
            install(row, solvedFor: subject)
        } else if row.terms.allSatisfy({ kinds[Int($0.variable)] == .dummy }) {
            // Only dummies: the constraint follows from required equalities, or contradicts them.
            guard abs(row.constant) < Self.epsilon else {
                return .unsatisfiable(explanation: [id] + explanation(of: row))
            }
            install(row, solvedFor: constraint.marker)
        } else if let failure = addWithArtificialVariable(row) {
            return .unsatisfiable(explanation: [id] + failure)
        }
        optimize()
        return .added(id)
    }

    /// The paper's choice of the variable to solve a new row for: an external variable (one in
    /// no other row first, which makes the substitution free), else a new slack or error
    /// variable with a negative coefficient, which keeps the row's constant non-negative.
    private func chooseSubject(_ row: Row) -> Variable? {
        var external: Variable?
        for term in row.terms where kinds[Int(term.variable)] == .external {
            if columns[Int(term.variable)].isEmpty { return term.variable }
            if external == nil { external = term.variable }
        }
        if let external { return external }
        for term in row.terms where term.coefficient < 0 {
            let kind = kinds[Int(term.variable)]
            if (kind == .slack || kind == .error) && columns[Int(term.variable)].isEmpty { return term.variable }
        }
        return nil
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
        for term in rows[Int(rowIndex)].terms {
            addToObjective(term.variable, slot: 0, term.coefficient)
        }
        objectiveValue[0] += rows[Int(rowIndex)].constant
        optimize()
        guard objectiveValue[0] < Self.epsilon else {
            // The artificial objective's remaining terms are the markers of the constraints
            // that keep it above zero.
            var blocking: [ConstraintID] = []
            for variable in 0..<kinds.count where abs(objective[variable * slotCount]) > Self.epsilon {
                let constraint = constraintOfVariable[variable]
                if constraint >= 0 && !blocking.contains(constraint) { blocking.append(constraint) }
            }
            removeConstraint(markedBy: artificial)
            clearArtificialObjective()
            return blocking
        }
        // Take the artificial variable out: pivot it out of the basis if it is basic, then
        // drop its column (it is zero from now on) and the artificial objective.
        let artificialRow = basicRow[Int(artificial)]
        if artificialRow >= 0 {
            if let entering = rows[Int(artificialRow)].terms.first(where: { kinds[Int($0.variable)] != .dummy })?.variable {
                pivot(entering: entering, row: artificialRow)
            } else {
                removeRow(artificialRow)
            }
        }
        for rowIndex in columns[Int(artificial)] {
            removeTerm(artificial, fromRow: rowIndex)
        }
        columns[Int(artificial)] = []
        clearArtificialObjective()
        return nil
    }

    private mutating func clearArtificialObjective() {
        for variable in 0..<kinds.count { objective[variable * slotCount] = 0 }
        objectiveValue[0] = 0
    }

    /// Removes the constraint whose marker is `marker` (§2.6): the marker is pivoted into the
    /// basis, by a row chosen so that the others stay feasible, and its row dropped. What is
    /// left represents the other constraints exactly.
    private mutating func removeConstraint(markedBy marker: Variable) {
        if basicRow[Int(marker)] < 0 {
            var chosen: Int32?
            var best = Double.infinity
            // A restricted row the marker drives down first, by the least ratio; then a
            // restricted row it drives up, by the least ratio; then any row.
            for rowIndex in columns[Int(marker)] where kinds[Int(rows[Int(rowIndex)].basic)].isRestricted {
                let coefficient = coefficient(of: marker, inRow: rowIndex)
                if coefficient < 0, -rows[Int(rowIndex)].constant / coefficient < best {
                    best = -rows[Int(rowIndex)].constant / coefficient
                    chosen = rowIndex
                }
            }
            if chosen == nil {
                for rowIndex in columns[Int(marker)] where kinds[Int(rows[Int(rowIndex)].basic)].isRestricted {
                    let coefficient = coefficient(of: marker, inRow: rowIndex)
                    if coefficient > 0, rows[Int(rowIndex)].constant / coefficient < best {
                        best = rows[Int(rowIndex)].constant / coefficient
                        chosen = rowIndex
                    }
                }
            }
            if chosen == nil { chosen = columns[Int(marker)].first }
            guard let chosen else { return }
            pivot(entering: marker, row: chosen)
        }
        removeRow(basicRow[Int(marker)])
    }

    /// The constraints whose markers `row` holds: for a contradiction among required
    /// equalities, the ones combined to derive it.
    private func explanation(of row: Row) -> [ConstraintID] {
        var result: [ConstraintID] = []
        for term in row.terms {
            let constraint = constraintOfVariable[Int(term.variable)]
            if constraint >= 0 && !result.contains(constraint) { result.append(constraint) }
        }
        return result
    }

    // MARK: Changing a constraint (§2.4)

    /// Sets the constant of optional constraint `id` and restores optimality with the dual
    /// simplex, as the paper's edit constraints do.
    ///
    /// The marker appears only in its own constraint, with coefficient -1, so raising the
    /// constant by δ is the same as replacing the marker `m` with `m - δ`: each row holding it
    /// moves by its coefficient times -δ, or by +δ if the marker itself is basic.
    mutating func setConstant(of id: ConstraintID, to constant: Double) {
        let constraint = constraints[Int(id)]
        let delta = constant - constraint.constant
        guard delta != 0 else { return }
        precondition(constraint.slot > 0, "only an optional constraint's constant changes in place")
        constraints[Int(id)].constant = constant
        let marker = constraint.marker
        let markerRow = basicRow[Int(marker)]
        if markerRow >= 0 {
            rows[Int(markerRow)].constant += delta
            if kinds[Int(marker)] == .error { objectiveValue[Int(constraint.slot)] += constraint.weight * delta }
            noteFeasibility(of: markerRow)
        } else {
            for rowIndex in columns[Int(marker)] {
                let coefficient = coefficient(of: marker, inRow: rowIndex)
                rows[Int(rowIndex)].constant -= coefficient * delta
                noteFeasibility(of: rowIndex)
            }
            for slot in 0..<slotCount {
                objectiveValue[slot] -= objective[Int(marker) * slotCount + slot] * delta
            }
        }
        pivotBudget = budget
        dualOptimize()
    }

    /// Sets the weight of optional constraint `id` (0 switches it off) and re-optimises.
    mutating func setWeight(of id: ConstraintID, to weight: Double) {
        let constraint = constraints[Int(id)]
        let change = weight - constraint.weight
        guard change != 0, constraint.slot > 0 else { return }
        constraints[Int(id)].weight = weight
        let slot = Int(constraint.slot)
        addErrorToObjective(constraint.other, slot: slot, change)
        if kinds[Int(constraint.marker)] == .error { addErrorToObjective(constraint.marker, slot: slot, change) }
        pivotBudget = budget
        optimize()
    }

    // MARK: Alternative optima

    /// Which variables some other optimal solution gives another value: Auto Layout's ambiguity.
    ///
    /// A parametric variable whose objective coefficients are all zero can move, at no cost, as
    /// far as the restricted rows it appears in allow; when that is more than nothing, it and
    /// every basic variable whose row holds it change. (A move blocked at once by a degenerate
    /// row is not followed further, so an ambiguity behind one may go unseen.)
    func variablesWithAlternativeValues() -> [Bool] {
        var movable = [Bool](repeating: false, count: kinds.count)
        for variable in 0..<kinds.count where basicRow[variable] < 0 {
            let kind = kinds[variable]
            guard kind != .dummy && kind != .artificial else { continue }
            let base = variable * slotCount
            guard (0..<slotCount).allSatisfy({ abs(objective[base + $0]) < Self.epsilon }) else { continue }
            let moves = room(for: Variable(variable), direction: 1) > Self.epsilon
                || (kind == .external && room(for: Variable(variable), direction: -1) > Self.epsilon)
            guard moves else { continue }
            if kind == .external { movable[variable] = true }
            for rowIndex in columns[variable] { movable[Int(rows[Int(rowIndex)].basic)] = true }
        }
        return movable
    }

    /// How far parametric `variable` can move in `direction` before a restricted basic variable
    /// reaches zero.
    private func room(for variable: Variable, direction: Double) -> Double {
        var room = Double.infinity
        for rowIndex in columns[Int(variable)] {
            let row = rows[Int(rowIndex)]
            let kind = kinds[Int(row.basic)]
            guard kind.isRestricted else { continue }
            let rate = coefficient(of: variable, inRow: rowIndex) * direction
            if kind == .dummy && abs(rate) > Self.epsilon { return 0 }
            if rate < -Self.epsilon { room = min(room, max(0, row.constant) / -rate) }
        }
        return room
    }

    // MARK: Optimisation

    /// The primal simplex on the lexicographic objective (§2.2): while some parametric variable
    /// would lower the objective, pivot it in. Bland's rule: the lowest such variable enters.
    private mutating func optimize() {
        while pivotBudget > 0, let entering = enteringVariable() {
            guard let leaving = leavingRow(for: entering) else {
                // Unbounded: cannot happen, as every level is a sum of non-negative errors.
                candidates.removeAll { $0 == entering }
                isCandidate[Int(entering)] = false
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
            if basicRow[Int(variable)] < 0 && kinds[Int(variable)] != .dummy && kinds[Int(variable)] != .artificial
                && isLexicographicallyNegative(variable) {
                if best.map({ variable < $0 }) ?? true { best = variable }
                index += 1
            } else {
                isCandidate[Int(variable)] = false
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

    /// The minimum-ratio test: of the restricted rows that `entering` drives towards zero, the
    /// one it reaches first (ties to the lowest basic variable). A basic dummy blocks at once.
    private func leavingRow(for entering: Variable) -> Int32? {
        var best: Int32?
        var bestRatio = Double.infinity
        var bestBasic = Variable.max
        for rowIndex in columns[Int(entering)] {
            let row = rows[Int(rowIndex)]
            let kind = kinds[Int(row.basic)]
            guard kind.isRestricted else { continue }
            let coefficient = coefficient(of: entering, inRow: rowIndex)
            let ratio: Double
            if kind == .dummy {
                guard abs(coefficient) > Self.epsilon else { continue }
                ratio = 0
            } else {
                guard coefficient < -Self.epsilon else { continue }
                ratio = max(0, row.constant) / -coefficient
            }
            if ratio < bestRatio - Self.epsilon || (ratio <= bestRatio + Self.epsilon && row.basic < bestBasic) {
                best = rowIndex
                bestRatio = min(ratio, bestRatio)
                bestBasic = row.basic
            }
        }
        return best
    }

    /// The dual simplex (§2.4): while a restricted basic variable is negative, pivot it out for
    /// the parametric variable that keeps the objective optimal (the least ratio of objective
    /// coefficient to row coefficient, compared lexicographically; ties to the lowest variable).
    private mutating func dualOptimize() {
        while pivotBudget > 0, let rowIndex = infeasibleRows.popLast() {
            guard Int(rowIndex) < rows.count else { continue }
            let row = rows[Int(rowIndex)]
            guard row.basic >= 0, kinds[Int(row.basic)].isRestricted, row.constant < -Self.epsilon else { continue }
            var entering: Variable?
            var enteringCoefficient = 0.0
            for term in row.terms where term.coefficient > Self.epsilon {
                let kind = kinds[Int(term.variable)]
                guard kind != .dummy && kind != .artificial else { continue }
                if let current = entering {
                    let order = compareRatios(term.variable, term.coefficient, current, enteringCoefficient)
                    if order < 0 || (order == 0 && term.variable < current) {
                        entering = term.variable
                        enteringCoefficient = term.coefficient
                    }
                } else {
                    entering = term.variable
                    enteringCoefficient = term.coefficient
                }
            }
            // No variable can raise it: the required constraints cannot hold (cannot happen
            // while only optional constants change).
            guard let entering else { continue }
            pivotBudget -= 1
            pivot(entering: entering, row: rowIndex)
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

    /// Exchanges `entering` (parametric, in `row`) with the row's basic variable, then
    /// substitutes the new row wherever `entering` appeared.
    private mutating func pivot(entering: Variable, row rowIndex: Int32) {
        let leaving = rows[Int(rowIndex)].basic
        let coefficient = coefficient(of: entering, inRow: rowIndex)
        // basic = c + a·entering + Σ t  ⇒  entering = (basic - c - Σ t) / a
        var row = rows[Int(rowIndex)]
        removeFromColumns(row, index: rowIndex)
        let scale = -1 / coefficient
        row.terms.removeAll { $0.variable == entering }
        for index in row.terms.indices { row.terms[index].coefficient *= scale }
        row.terms.append(Term(variable: leaving, coefficient: 1 / coefficient))
        row.constant *= scale
        row.basic = entering
        rows[Int(rowIndex)] = row
        addToColumns(row, index: rowIndex)
        basicRow[Int(leaving)] = -1
        basicRow[Int(entering)] = rowIndex
        substitute(entering, by: rowIndex)
        noteFeasibility(of: rowIndex)
    }

    /// Makes `row` a row of the tableau solved for `subject`, substituting it everywhere else.
    private mutating func install(_ row: Row, solvedFor subject: Variable) {
        var row = row
        let coefficient = row.terms.first { $0.variable == subject }!.coefficient
        let scale = -1 / coefficient
        row.terms.removeAll { $0.variable == subject }
        for index in row.terms.indices { row.terms[index].coefficient *= scale }
        row.constant *= scale
        row.basic = subject
        let rowIndex = appendRow(row)
        substitute(subject, by: rowIndex)
    }

    /// Replaces `variable` by the expression of its row `source` in every other row and in the
    /// objective.
    private mutating func substitute(_ variable: Variable, by source: Int32) {
        let sourceRow = rows[Int(source)]
        let column = columns[Int(variable)]
        for rowIndex in column where rowIndex != source {
            let coefficient = coefficient(of: variable, inRow: rowIndex)
            removeTerm(variable, fromRow: rowIndex)
            addScaled(sourceRow, coefficient, intoRow: rowIndex)
            noteFeasibility(of: rowIndex)
        }
        columns[Int(variable)] = columns[Int(variable)].filter { $0 == source }
        // The objective, slot by slot.
        let base = Int(variable) * slotCount
        for slot in 0..<slotCount {
            let coefficient = objective[base + slot]
            guard coefficient != 0 else { continue }
            objective[base + slot] = 0
            objectiveValue[slot] += coefficient * sourceRow.constant
            for term in sourceRow.terms {
                addToObjective(term.variable, slot: slot, coefficient * term.coefficient)
            }
        }
    }

    // MARK: Storage

    private var budget: Int { 1000 + 50 * (rows.count + kinds.count) }

    private mutating func appendRow(_ row: Row) -> Int32 {
        let index: Int32
        if let free = freeRows.popLast() {
            index = free
            rows[Int(index)] = row
        } else {
            index = Int32(rows.count)
            rows.append(row)
        }
        basicRow[Int(row.basic)] = index
        addToColumns(row, index: index)
        return index
    }

    private mutating func removeRow(_ index: Int32) {
        let row = rows[Int(index)]
        removeFromColumns(row, index: index)
        basicRow[Int(row.basic)] = -1
        rows[Int(index)] = Row(basic: -1, constant: 0, terms: [])
        freeRows.append(index)
    }

    private mutating func addToColumns(_ row: Row, index: Int32) {
        for term in row.terms { columns[Int(term.variable)].append(index) }
    }

    private mutating func removeFromColumns(_ row: Row, index: Int32) {
        for term in row.terms { removeFromColumn(term.variable, index) }
    }

    private mutating func removeFromColumn(_ variable: Variable, _ rowIndex: Int32) {
        if let position = columns[Int(variable)].firstIndex(of: rowIndex) {
            columns[Int(variable)].swapAt(position, columns[Int(variable)].count - 1)
            columns[Int(variable)].removeLast()
        }
    }

    private func coefficient(of variable: Variable, inRow rowIndex: Int32) -> Double {
        for term in rows[Int(rowIndex)].terms where term.variable == variable { return term.coefficient }
        return 0
    }

    private mutating func removeTerm(_ variable: Variable, fromRow rowIndex: Int32) {
        if let position = rows[Int(rowIndex)].terms.firstIndex(where: { $0.variable == variable }) {
            rows[Int(rowIndex)].terms.remove(at: position)
        }
    }

    /// Adds `coefficient × variable` to a row under construction, substituting a basic variable
    /// by its row (a new row holds parametric variables only).
    private mutating func addScaled(_ term: Term, into row: inout Row) {
        let basic = basicRow[Int(term.variable)]
        if basic < 0 {
            merge(term.variable, term.coefficient, into: &row.terms)
        } else {
            let source = rows[Int(basic)]
            row.constant += term.coefficient * source.constant
            for sourceTerm in source.terms {
                merge(sourceTerm.variable, term.coefficient * sourceTerm.coefficient, into: &row.terms)
            }
        }
    }

    private func merge(_ variable: Variable, _ coefficient: Double, into terms: inout [Term]) {
        if let index = terms.firstIndex(where: { $0.variable == variable }) {
            terms[index].coefficient += coefficient
            if abs(terms[index].coefficient) < Self.epsilon { terms.remove(at: index) }
        } else if abs(coefficient) >= Self.epsilon {
            terms.append(Term(variable: variable, coefficient: coefficient))
        }
    }

    /// `row(target) += scale × source`, keeping the columns in step. Linear in both rows: the
    /// target's terms are found through `positionInRow`.
    private mutating func addScaled(_ source: Row, _ scale: Double, intoRow target: Int32) {
        var terms = rows[Int(target)].terms
        rows[Int(target)].terms = []
        for (index, term) in terms.enumerated() { positionInRow[Int(term.variable)] = Int32(index) }
        var cancelled = false
        for term in source.terms {
            let position = positionInRow[Int(term.variable)]
            if position >= 0 {
                terms[Int(position)].coefficient += scale * term.coefficient
                if abs(terms[Int(position)].coefficient) < Self.epsilon { cancelled = true }
            } else {
                positionInRow[Int(term.variable)] = Int32(terms.count)
                terms.append(Term(variable: term.variable, coefficient: scale * term.coefficient))
                columns[Int(term.variable)].append(target)
            }
        }
        for term in terms { positionInRow[Int(term.variable)] = -1 }
        if cancelled {
            terms.removeAll { term in
                guard abs(term.coefficient) < Self.epsilon else { return false }
                removeFromColumn(term.variable, target)
                return true
            }
        }
        rows[Int(target)].terms = terms
        rows[Int(target)].constant += scale * source.constant
    }

    private mutating func addToObjective(_ variable: Variable, slot: Int, _ coefficient: Double) {
        let index = Int(variable) * slotCount + slot
        objective[index] += coefficient
        if abs(objective[index]) < Self.epsilon { objective[index] = 0 }
        if !isCandidate[Int(variable)] {
            isCandidate[Int(variable)] = true
            candidates.append(variable)
        }
    }

    /// Adds `coefficient × variable` to the objective, through its row when it is basic.
    private mutating func addErrorToObjective(_ variable: Variable, slot: Int, _ coefficient: Double) {
        let rowIndex = basicRow[Int(variable)]
        guard rowIndex >= 0 else { return addToObjective(variable, slot: slot, coefficient) }
        let row = rows[Int(rowIndex)]
        objectiveValue[slot] += coefficient * row.constant
        for term in row.terms { addToObjective(term.variable, slot: slot, coefficient * term.coefficient) }
    }

    private mutating func negate(_ row: inout Row) {
        row.constant = -row.constant
        for index in row.terms.indices { row.terms[index].coefficient = -row.terms[index].coefficient }
    }

    private mutating func noteFeasibility(of rowIndex: Int32) {
        let row = rows[Int(rowIndex)]
        if row.constant < -Self.epsilon && kinds[Int(row.basic)].isRestricted { infeasibleRows.append(rowIndex) }
    }
}
