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
        guard case .added(let edit) = simplex.addConstraint(Self.expression([(w, 1)], -300), .equal, level: 0) else { return }
        _ = simplex.addConstraint(Self.expression([(x, -1)], 200), .greaterThanOrEqual, level: 1)
        #expect(abs(simplex.value(of: x) - 280) < 1e-9)
        simplex.setConstant(of: edit, to: -150)
        #expect(abs(simplex.value(of: w) - 150) < 1e-9)
        #expect(abs(simplex.value(of: x) - 130) < 1e-9)
        simplex.setWeight(of: edit, to: 0)
        #expect(abs(simplex.value(of: x) - 200) < 1e-9 || simplex.value(of: x) <= 200)
    }
}
