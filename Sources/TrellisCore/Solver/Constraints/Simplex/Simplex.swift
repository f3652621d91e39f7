/// The Cassowary algorithm (Badros, Borning and Stuckey, "The Cassowary Linear Arithmetic
/// Constraint Solving Algorithm", ACM TOCHI 8(4), 2001), on a ``SparseMatrix`` tableau.
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
/// Priorities are strict levels: the ``Objective`` is one row per level, compared
/// lexicographically (the paper's symbolic weights, §2.3), with no numeric tiers that enough
/// low-priority errors could outvote.
///
/// The solver is incremental: constraints are added one by one (§2.5, `addConstraint`), the
/// constant of an optional constraint changes in place and the dual simplex restores
/// optimality (§2.4, the paper's edit variables), and an optional constraint's weight can be
/// switched off and on. Pivoting follows Bland's rule (lowest index enters, lowest basic index
/// leaves among equal ratios), so degenerate pivots never cycle; a pivot budget bounds every
/// loop besides.
///
/// The algorithm is spread over extensions by concern: adding a constraint
/// (`Simplex+Adding`), optimising and pivoting (`Simplex+Optimizing`), editing a constraint
/// (`Simplex+Editing`), reading the solution (`Simplex+Evaluation`) and finding other optimal
/// solutions (`Simplex+AlternativeOptima`).
///
/// Its tableau and records are written in place, many small writes per addition, and are
/// its own: a simplex is copied only explicitly (``copy()``).
struct Simplex: Sendable, ~Copyable {
    typealias Variable = SparseMatrix.Variable

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
        /// Whether the simplex may pivot the variable into the basis.
        var canEnter: Bool { self != .dummy && self != .artificial }
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

        init(constant: Double, terms: [Term]) {
            self.constant = constant
            self.terms = terms
        }

        /// Adds `coefficient × variable`, merging with an existing term. A term that cancels
        /// (`a.bottom == a.top + …` holds `a.y` twice) or is too small to pivot on is left out,
        /// as the tableau leaves out such entries: solving a row for it would divide by zero.
        mutating func add(_ variable: Variable, _ coefficient: Double) {
            guard abs(coefficient) >= Simplex.epsilon else { return }
            if let index = terms.firstIndex(where: { $0.variable == variable }) {
                terms[index].coefficient += coefficient
                if abs(terms[index].coefficient) < Simplex.epsilon { terms.remove(at: index) }
            } else {
                terms.append(Term(variable: variable, coefficient: coefficient))
            }
        }

        /// `-self`.
        mutating func negate() {
            constant = -constant
            for index in terms.indices { terms[index].coefficient = -terms[index].coefficient }
        }
    }

    /// How a constraint relates its expression to zero.
    enum Operator: Sendable { case equal, greaterThanOrEqual }

    /// A constraint's handle.
    struct ConstraintID: TypedIndex {
        let rawValue: Int32
        init(rawValue: Int32) { self.rawValue = rawValue }
    }

    /// A constraint as added: its marker variable identifies it in the tableau (§2.6; kiwi's
    /// tag), and its second error variable, objective slots and weight let its constant and
    /// weight change later.
    struct Constraint: Sendable {
        /// The dummy of a required equality (none when an unrestricted variable was solved for
        /// it), the slack of an inequality, the positive error of an optional equality.
        var marker: Variable?
        /// The negative error of an optional constraint.
        var other: Variable?
        /// The constant it was added (or last set) with.
        var constant: Double
        /// The objective slot of its level; none when it is required.
        var slot: Int?
        /// The slot of its negative error, which an equality may weigh at another level.
        var otherSlot: Int?
        var weight: Double
    }

    /// Below this magnitude a coefficient or constant counts as zero.
    static let epsilon = 1e-9

    /// What rounding leaves of a sum whose parts cancel, relative to its largest part: sixteen
    /// units in its last place, as the parts carry the rounding of the rows they came from (a
    /// relation with a multiplier of 1e6 written twice left eleven beside parts of 2e8). Not
    /// much looser: beside a part of 3e13 (1e6 × a height of 3e7, whose last bit is 0.004), a
    /// conflict of 1/3 must still show (fuzz --constraints --seed 89201, case 1410).
    static let sumRounding = 16 * Double.ulpOfOne

    /// Whether `a + b` is zero but for rounding: within `epsilon` of zero relative to the
    /// larger of the two, as rounding is relative. A coefficient that is merely small is kept:
    /// multipliers of 1e6 make coefficients of 1e-12 whose variables reach 1e8, and leaving
    /// those out changed the constraints (fuzz --constraints --seed 2026, case 8128, reported a
    /// relation alone as a conflict).
    @inline(__always)
    static func cancels(_ a: Double, _ b: Double) -> Bool {
        abs(a + b) < epsilon * max(abs(a), abs(b))
    }

    /// The largest magnitude of a value or pivot the tableau works with: 2^53, beyond which a
    /// double no longer holds every whole point. Lengths are saturated far below it, but
    /// multipliers compound along chains of relations (1000 × 1000 × …), and past it rounding
    /// swamps the solution: pivots then go on without end.
    static let largestValue = 0x1p53

    // MARK: State

    /// The rows of `C_S` and `C_U`.
    var tableau: SparseMatrix

    /// What the simplex knows of one variable besides its column.
    struct VariableRecord: BitwiseCopyable {
        var kind: VariableKind
        /// Listed in `candidates`.
        var isCandidate = false
        /// Listed in `touched`.
        var isTouched = false
        /// Listed in `artificialTerms`.
        var isInArtificialObjective = false
        /// The constraint a slack, error or dummy variable belongs to.
        var constraint: ConstraintID?
        /// The generation its `value` holds for.
        var valueGeneration: UInt32 = 0
        /// Its accumulated coefficient while an expression is expanded (scratch).
        var accumulator: Double = 0
        /// Its value at the current solution, while `valueGeneration` is current.
        var value: Double = 0
    }
    var variables = IndexedArray<Variable, VariableRecord>()

    var objective: Objective
    /// The slot of the tie-break, if any: below every level, it weighs each slack and error
    /// variable by a weight of its own, so that where the levels leave several optimal
    /// solutions, one is preferred and the simplex reaches the same one whatever its history
    /// (a fresh solve and an incremental one agree).
    let tieSlot: Int?
    /// The artificial objective's value during an addition.
    var artificialValue = 0.0
    /// The variables the artificial objective has held a coefficient for during an addition:
    /// clearing it then costs what it held, not the number of variables.
    var artificialTerms: [Variable] = []
    /// Variables whose objective coefficients changed since they were last found non-negative:
    /// every variable that could enter the basis is among them.
    var candidates: [Variable] = []

    /// Whether a value or pivot went beyond `largestValue`: the simplex then stops pivoting,
    /// for good, and its solution means nothing.
    var isOutOfRange = false

    var constraints = IndexedArray<ConstraintID, Constraint>()
    /// `C_S` rows whose constant went negative, for the dual simplex.
    var infeasibleRows: [SparseMatrix.RowIndex] = []
    /// Pivots left before the solver stops improving; a backstop, since Bland's rule already
    /// rules out cycling in exact arithmetic.
    var pivotBudget = 0

    /// The variables an expansion touched (scratch).
    var touched = IndexedArray<ListPosition, Variable>()
    /// Emptied arrays of terms, to build rows in (see `takeTerms`).
    private var spareTerms: [[Term]] = []
    /// The generation of the current solution: `variables[v].value` holds while
    /// `variables[v].valueGeneration == generation`, and every change starts a new generation.
    /// Values are evaluated on demand, so that measuring a container's size evaluates its size alone.
    var generation: UInt32 = 1
    /// The stacks of an evaluation and of an expansion, kept between calls.
    var evaluationStack = IndexedArray<ListPosition, Variable>()
    var pendingExpansions = IndexedArray<ListPosition, Variable>()

    /// A simplex whose objective has `levelCount` priority levels (0 is the highest), with room
    /// for about `expectedConstraints` constraints.
    init(levelCount: Int, expectedConstraints: Int = 0, breaksTies: Bool = false) {
        let slotCount = levelCount + (breaksTies ? 2 : 1)
        tieSlot = breaksTies ? slotCount - 1 : nil
        let variables = 3 * expectedConstraints
        tableau = SparseMatrix(expectedRows: expectedConstraints, expectedColumns: variables)
        self.variables.reserveCapacity(variables)
        objective = Objective(slotCount: slotCount, expectedVariables: variables)
        constraints.reserveCapacity(expectedConstraints)
    }

    private init(copying other: borrowing Simplex) {
        tableau = other.tableau.copy()
        variables = other.variables.copy()
        objective = other.objective
        tieSlot = other.tieSlot
        artificialValue = other.artificialValue
        artificialTerms = other.artificialTerms
        candidates = other.candidates
        isOutOfRange = other.isOutOfRange
        constraints = other.constraints.copy()
        infeasibleRows = other.infeasibleRows
        pivotBudget = other.pivotBudget
        generation = other.generation
    }

    /// A copy, with storage of its own (every property but the spare storage and stacks that
    /// are empty between calls).
    func copy() -> Simplex { Simplex(copying: self) }

    /// The number of variables.
    var variableCount: Int { variables.count }

    /// A new variable of `kind`.
    mutating func makeVariable(_ kind: VariableKind = .external) -> Variable {
        let variable = variables.append(VariableRecord(kind: kind))
        _ = tableau.appendColumn()
        objective.appendVariable()
        return variable
    }

    /// Makes as many variables as `other` has, unrestricted, so that `other`'s constraints
    /// over its layout's variables can be added here: a fresh simplex to test some of them on.
    mutating func makeVariables(like other: borrowing Simplex) {
        for _ in 0..<other.variableCount { _ = makeVariable() }
    }

    /// The pivots an addition or an edit may take.
    var budget: Int { 1000 + 50 * (tableau.rows.count + variables.count) }

    /// An empty array of terms, with the room of one given back before: building a row then
    /// allocates nothing.
    mutating func takeTerms() -> [Term] {
        if let spare = spareTerms.popLast() { return spare }
        var terms: [Term] = []
        terms.reserveCapacity(16)
        return terms
    }

    /// Keeps `terms`' storage for a later ``takeTerms()``, leaving `terms` empty.
    mutating func giveBack(_ terms: inout [Term]) {
        terms.removeAll(keepingCapacity: true)
        spareTerms.append(terms)
        terms = []
    }

    /// Adds `coefficient × variable` to the objective's `slot`, keeping the lists of the
    /// artificial objective's variables and of the candidates to enter.
    mutating func addToObjective(_ variable: Variable, slot: Int, _ coefficient: Double) {
        objective.add(coefficient, to: variable, slot: slot)
        if slot == Objective.artificialSlot && !variables[variable].isInArtificialObjective {
            variables[variable].isInArtificialObjective = true
            artificialTerms.append(variable)
        }
        if !variables[variable].isCandidate {
            variables[variable].isCandidate = true
            candidates.append(variable)
        }
    }

    /// Lists `row` for the dual simplex if it is a `C_S` row whose constant went negative.
    mutating func noteFeasibility(of row: SparseMatrix.RowIndex) {
        if tableau.rows[row].constant < -Self.epsilon && variables[tableau.rows[row].basic].kind.isRestricted {
            infeasibleRows.append(row)
        }
    }
}
