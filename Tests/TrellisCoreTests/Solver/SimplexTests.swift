import Testing
@testable import TrellisCore

/// The Cassowary simplex on its own: required and optional constraints, strict priority levels,
/// edits of constants and weights, conflicts and their explanation.
@Suite struct SimplexTests {
    /// `coefficient × variable + … + constant`.
    static func expression(_ terms: [(Simplex.Variable, Double)], _ constant: Double = 0) -> Simplex.Expression {
        var expression = Simplex.Expression(constant: constant)
        for (variable, coefficient) in terms { expression.add(variable, coefficient) }
        return expression
    }

    @Test func requiredEqualitiesChain() {
        var simplex = Simplex(levelCount: 1)
        let x = simplex.makeVariable(), w = simplex.makeVariable()
        // x == 10, x + w == 110
        _ = simplex.addConstraint(Self.expression([(x, 1)], -10), .equal, level: nil)
        _ = simplex.addConstraint(Self.expression([(x, 1), (w, 1)], -110), .equal, level: nil)
        #expect(simplex.value(of: x) == 10)
        #expect(simplex.value(of: w) == 100)
    }

    /// A variable whose terms cancel is not in the expression: a fresh variable that the
    /// constraint only seems to hold must not become its subject (found by the fuzzer:
    /// `a.firstBaseline <= a.centerY - 100` holds `a.y` once on each side).
    @Test func cancelledTermIsLeftOut() {
        var simplex = Simplex(levelCount: 2)
        let y = simplex.makeVariable(), h = simplex.makeVariable(), bottom = simplex.makeVariable()
        // y + h <= y + h/2 - 100, optional: h/2 + 100 <= 0 as well as it can.
        let expression = Self.expression([(y, -1), (h, -1), (y, 1), (h, 0.5)], -100)
        #expect(expression.terms.map(\.variable) == [h])
        _ = simplex.addConstraint(expression, .greaterThanOrEqual, level: 1)
        _ = simplex.addConstraint(Self.expression([(h, 1)]), .greaterThanOrEqual, level: nil)
        // y stays free: a later constraint may define it.
        _ = simplex.addConstraint(Self.expression([(bottom, 1), (y, -1), (h, -1)], 0), .equal, level: nil)
        _ = simplex.addConstraint(Self.expression([(bottom, 1)], -50), .equal, level: nil)
        #expect(simplex.value(of: h) == 0)
        #expect(simplex.value(of: y) == 50)
    }

    @Test func requiredConflictIsReported() {
        var simplex = Simplex(levelCount: 1)
        let w = simplex.makeVariable()
        _ = simplex.addConstraint(Self.expression([(w, 1)], -100), .equal, level: nil)
        let result = simplex.addConstraint(Self.expression([(w, 1)], -200), .equal, level: nil)
        guard case .unsatisfiable(let explanation) = result else {
            Issue.record("expected a conflict")
            return
        }
        // The failing constraint leads its explanation; the first defines `w` in C_U and has
        // no marker to name it (the system finds the rest: ConstraintSystem.minimalConflict).
        #expect(explanation.first == Simplex.ConstraintID(rawValue: 1))
        #expect(simplex.value(of: w) == 100)
    }

    @Test func inequalityConflictIsReported() {
        var simplex = Simplex(levelCount: 1)
        let w = simplex.makeVariable()
        _ = simplex.addConstraint(Self.expression([(w, 1)], -100), .greaterThanOrEqual, level: nil)   // w >= 100
        let result = simplex.addConstraint(Self.expression([(w, -1)], 50), .greaterThanOrEqual, level: nil) // w <= 50
        guard case .unsatisfiable = result else {
            Issue.record("expected a conflict")
            return
        }
        #expect(simplex.value(of: w) >= 100)
    }

    @Test func higherLevelWinsOverAnyNumberOfLowerOnes() {
        // w >= 100 @501 (level 0), w == 90 @500 (level 1), w == 10 @10 (level 2): lexicographic 100.
        var simplex = Simplex(levelCount: 3)
        let w = simplex.makeVariable()
        _ = simplex.addConstraint(Self.expression([(w, 1)], -100), .greaterThanOrEqual, level: 0)
        _ = simplex.addConstraint(Self.expression([(w, 1)], -90), .equal, level: 1)
        _ = simplex.addConstraint(Self.expression([(w, 1)], -10), .equal, level: 2)
        #expect(abs(simplex.value(of: w) - 100) < 1e-9)
    }

    @Test func editsMoveTheSolution() {
        var simplex = Simplex(levelCount: 2)
        let w = simplex.makeVariable(), x = simplex.makeVariable()
        // x == w - 20 (required), w == 300 @level 0 (edit), x <= 200 @level 1
        _ = simplex.addConstraint(Self.expression([(x, 1), (w, -1)], 20), .equal, level: nil)
        let added = simplex.addConstraint(Self.expression([(w, 1)], -300), .equal, level: 0)
        guard case .added(let edit) = added else { Issue.record("the edit constraint was not added: \(added)"); return }
        _ = simplex.addConstraint(Self.expression([(x, -1)], 200), .greaterThanOrEqual, level: 1)
        #expect(abs(simplex.value(of: x) - 280) < 1e-9)
        simplex.setConstant(of: edit, to: -150)
        #expect(abs(simplex.value(of: w) - 150) < 1e-9)
        #expect(abs(simplex.value(of: x) - 130) < 1e-9)
        simplex.setWeight(of: edit, to: 0)
        #expect(abs(simplex.value(of: x) - 200) < 1e-9 || simplex.value(of: x) <= 200)
    }

    /// A copy has storage of its own: editing it leaves the original where it was, and the
    /// copy goes on from where the original was.
    @Test func copyIsIndependent() {
        var simplex = Simplex(levelCount: 1)
        let w = simplex.makeVariable(), x = simplex.makeVariable()
        // x == w + 10 (required), w == 100 @level 0 (edit)
        _ = simplex.addConstraint(Self.expression([(x, 1), (w, -1)], -10), .equal, level: nil)
        guard case .added(let edit) = simplex.addConstraint(Self.expression([(w, 1)], -100), .equal, level: 0) else {
            Issue.record("the edit constraint was not added")
            return
        }
        #expect(abs(simplex.value(of: x) - 110) < 1e-9)
        var copy = simplex.copy()
        copy.setConstant(of: edit, to: -40)
        _ = copy.addConstraint(Self.expression([(x, 1)], -30), .greaterThanOrEqual, level: nil)
        #expect(abs(copy.value(of: x) - 50) < 1e-9)
        #expect(abs(simplex.value(of: x) - 110) < 1e-9)
        #expect(copy.variableCount == simplex.variableCount + 1)  // the slack of x >= 30
    }

    // MARK: Small systems worked by hand

    /// x + y == 10 and x >= 2, required; y == 7 at a lower strength. y can have 7 (x is then 3,
    /// above its bound), so the optional constraint holds exactly.
    @Test func optionalConstraintHoldsWhereRequiredOnesAllowIt() {
        var simplex = Simplex(levelCount: 1)
        let x = simplex.makeVariable(), y = simplex.makeVariable()
        _ = simplex.addConstraint(Self.expression([(x, 1), (y, 1)], -10), .equal, level: nil)
        _ = simplex.addConstraint(Self.expression([(x, 1)], -2), .greaterThanOrEqual, level: nil)
        guard case .added(let wish) = simplex.addConstraint(Self.expression([(y, 1)], -7), .equal, level: 0) else {
            Issue.record("expected y == 7 to be added")
            return
        }
        #expect(abs(simplex.value(of: x) - 3) < 1e-9)
        #expect(abs(simplex.value(of: y) - 7) < 1e-9)
        #expect(simplex.violation(of: wish) < 1e-9)
    }

    /// The same with y == 9: x would be 1, below its required bound, so x is 2, y is 8 and the
    /// optional constraint misses by 1.
    @Test func optionalConstraintGivesWayToRequiredOnes() {
        var simplex = Simplex(levelCount: 1)
        let x = simplex.makeVariable(), y = simplex.makeVariable()
        _ = simplex.addConstraint(Self.expression([(x, 1), (y, 1)], -10), .equal, level: nil)
        _ = simplex.addConstraint(Self.expression([(x, 1)], -2), .greaterThanOrEqual, level: nil)
        guard case .added(let wish) = simplex.addConstraint(Self.expression([(y, 1)], -9), .equal, level: 0) else {
            Issue.record("expected y == 9 to be added")
            return
        }
        #expect(abs(simplex.value(of: x) - 2) < 1e-9)
        #expect(abs(simplex.value(of: y) - 8) < 1e-9)
        #expect(abs(simplex.violation(of: wish) - 1) < 1e-9)
    }

    /// x >= 10 (0), y >= 0 (1), x <= 5 (2), all required: the third cannot hold, and its
    /// explanation names the first through its slack, not the second, which shares no variable.
    @Test func requiredConflictIsExplainedByTheConstraintsInvolved() {
        var simplex = Simplex(levelCount: 0)
        let x = simplex.makeVariable(), y = simplex.makeVariable()
        _ = simplex.addConstraint(Self.expression([(x, 1)], -10), .greaterThanOrEqual, level: nil)
        _ = simplex.addConstraint(Self.expression([(y, 1)]), .greaterThanOrEqual, level: nil)
        let result = simplex.addConstraint(Self.expression([(x, -1)], 5), .greaterThanOrEqual, level: nil)
        guard case .unsatisfiable(let explanation) = result else {
            Issue.record("expected x <= 5 to conflict with x >= 10")
            return
        }
        #expect(explanation.first == Simplex.ConstraintID(rawValue: 2))
        #expect(Set(explanation) == [Simplex.ConstraintID(rawValue: 0), Simplex.ConstraintID(rawValue: 2)])
        // Left as it was: x at its least, 10.
        #expect(abs(simplex.value(of: x) - 10) < 1e-9)
    }

    /// x + y == 100 required, x == 30 at level 0 (the edit), y >= 50 at level 1. At 30 both
    /// optional constraints hold (y is 70); at 80 the edit wins over y's bound (y is 20, 30
    /// short); at 40 both hold again (y is 60). Each edit is a change of constant that the dual
    /// simplex re-optimises from the previous solution.
    @Test func editedConstantMovesTheOptimum() {
        var simplex = Simplex(levelCount: 2)
        let x = simplex.makeVariable(), y = simplex.makeVariable()
        _ = simplex.addConstraint(Self.expression([(x, 1), (y, 1)], -100), .equal, level: nil)
        guard case .added(let edit) = simplex.addConstraint(Self.expression([(x, 1)], -30), .equal, level: 0),
              case .added(let bound) = simplex.addConstraint(Self.expression([(y, 1)], -50), .greaterThanOrEqual, level: 1)
        else {
            Issue.record("expected both optional constraints to be added")
            return
        }
        #expect(abs(simplex.value(of: x) - 30) < 1e-9)
        #expect(abs(simplex.value(of: y) - 70) < 1e-9)
        simplex.setConstant(of: edit, to: -80)
        #expect(abs(simplex.value(of: x) - 80) < 1e-9)
        #expect(abs(simplex.value(of: y) - 20) < 1e-9)
        #expect(abs(simplex.violation(of: bound) - 30) < 1e-9)
        simplex.setConstant(of: edit, to: -40)
        #expect(abs(simplex.value(of: x) - 40) < 1e-9)
        #expect(abs(simplex.value(of: y) - 60) < 1e-9)
        #expect(simplex.violation(of: bound) < 1e-9)
    }

    /// w == 100 at level 0 against fifty constraints w == 0 at level 1, each weighing 1,000:
    /// levels are strict, so w is 100, however many and however heavy the weaker ones.
    @Test func manyWeakErrorsNeverOutvoteOneStronger() {
        var simplex = Simplex(levelCount: 2)
        let w = simplex.makeVariable()
        _ = simplex.addConstraint(Self.expression([(w, 1)], -100), .equal, level: 0)
        for _ in 0..<50 {
            _ = simplex.addConstraint(Self.expression([(w, 1)]), .equal, level: 1, weight: 1000)
        }
        #expect(abs(simplex.value(of: w) - 100) < 1e-9)
    }

    /// x == 30 at level 0 and x == 10 at level 1: 30; with the first weighing nothing, 10; with
    /// its weight back, 30 again.
    @Test func weightSwitchesAConstraintOffAndOn() {
        var simplex = Simplex(levelCount: 2)
        let x = simplex.makeVariable()
        guard case .added(let strong) = simplex.addConstraint(Self.expression([(x, 1)], -30), .equal, level: 0) else {
            Issue.record("expected x == 30 to be added")
            return
        }
        _ = simplex.addConstraint(Self.expression([(x, 1)], -10), .equal, level: 1)
        #expect(abs(simplex.value(of: x) - 30) < 1e-9)
        simplex.setWeight(of: strong, to: 0)
        #expect(abs(simplex.value(of: x) - 10) < 1e-9)
        simplex.setWeight(of: strong, to: 1)
        #expect(abs(simplex.value(of: x) - 30) < 1e-9)
    }

    /// x + y == 100 alone leaves every split optimal: both variables have other values. With
    /// y == 40 at level 0 only one split is optimal, and neither has.
    @Test func alternativeOptimaAreFound() {
        var simplex = Simplex(levelCount: 1)
        let x = simplex.makeVariable(), y = simplex.makeVariable()
        _ = simplex.addConstraint(Self.expression([(x, 1), (y, 1)], -100), .equal, level: nil)
        var movable = simplex.variablesWithAlternativeValues()
        #expect(movable[x] && movable[y])
        _ = simplex.addConstraint(Self.expression([(y, 1)], -40), .equal, level: 0)
        movable = simplex.variablesWithAlternativeValues()
        #expect(!movable[x] && !movable[y])
        #expect(abs(simplex.value(of: x) - 60) < 1e-9)
    }

    /// A row of items placed one after another, some of whose widths nothing fixes (each such
    /// width can move, and every item after it with it), some bounded by required inequalities
    /// and some held at optional priorities. Finding what moves evaluates only the rows that
    /// depend on each free variable (found by the fuzzer: evaluating every row for every free
    /// variable took minutes on 10,000 relations); what it finds must be what evaluating every
    /// row finds.
    @Test func alternativeOptimaMatchAnEvaluationOfEveryRow() {
        var simplex = Simplex(levelCount: 2, breaksTies: true)
        var edges = [simplex.makeVariable()]
        _ = simplex.addConstraint(Self.expression([(edges[0], 1)], 0), .equal, level: nil)
        for index in 0..<60 {
            let width = simplex.makeVariable(), next = simplex.makeVariable()
            _ = simplex.addConstraint(Self.expression([(next, 1), (edges[index], -1), (width, -1)], -8), .equal, level: nil)
            _ = simplex.addConstraint(Self.expression([(width, 1)], 0), .greaterThanOrEqual, level: nil)
            switch index % 5 {
            case 0: _ = simplex.addConstraint(Self.expression([(width, 1)], -10), .equal, level: 0)
            case 1: _ = simplex.addConstraint(Self.expression([(width, -1)], 100), .greaterThanOrEqual, level: nil)
            case 2: _ = simplex.addConstraint(Self.expression([(width, 1)], -20), .equal, level: 1)
            case 3: _ = simplex.addConstraint(Self.expression([(width, 0.5), (next, -1e-3)], 0), .greaterThanOrEqual, level: 1)
            default: break  // free
            }
            edges.append(next)
        }
        let movable = simplex.variablesWithAlternativeValues()
        let expected = Self.variablesWithAlternativeValuesByEvaluatingEveryRow(simplex)
        #expect(movable.indices.allSatisfy { movable[$0] == expected[$0] })
        #expect(movable[edges.last!] && !movable[edges[0]])
    }

    /// `variablesWithAlternativeValues()` as it was: every row evaluated for every free
    /// variable, each after the rows it refers to.
    static func variablesWithAlternativeValuesByEvaluatingEveryRow(_ simplex: borrowing Simplex) -> IndexedArray<Simplex.Variable, Bool> {
        var movable = IndexedArray<Simplex.Variable, Bool>(repeating: false, count: simplex.variableCount)
        for parametric in simplex.variables.indices where !simplex.tableau.isBasic(parametric) {
            let kind = simplex.variables[parametric].kind
            guard kind.canEnter, simplex.objective.isFree(parametric, in: 0..<simplex.tieSlot!) else { continue }
            guard simplex.room(for: parametric, direction: 1) > Simplex.epsilon || (kind == .external && simplex.room(for: parametric, direction: -1) > Simplex.epsilon) else { continue }
            var rates = IndexedArray<Simplex.Variable, Double>(repeating: 0, count: simplex.variableCount)
            rates[parametric] = 1
            var done = IndexedArray<Simplex.Variable, Bool>(repeating: false, count: simplex.variableCount)
            func rate(of variable: Simplex.Variable) -> Double {
                guard simplex.tableau.isBasic(variable) else { return rates[variable] }
                if done[variable] { return rates[variable] }
                var sum = 0.0
                var entry = simplex.tableau.rows[simplex.tableau.columns[variable].basicRow].first
                while entry != .end {
                    sum += simplex.tableau.entries[entry].coefficient * rate(of: simplex.tableau.entries[entry].variable)
                    entry = simplex.tableau.entries[entry].nextInRow
                }
                rates[variable] = sum
                done[variable] = true
                return sum
            }
            for variable in simplex.variables.indices where abs(rate(of: variable)) > Simplex.epsilon {
                movable[variable] = true
            }
        }
        return movable
    }
}
