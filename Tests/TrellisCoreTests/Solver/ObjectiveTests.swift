import Testing
@testable import TrellisCore

/// The lexicographic objective on its own: a slot decides before every slot below it.
@Suite struct ObjectiveTests {
    static let (a, b) = (Simplex.Variable(rawValue: 0), Simplex.Variable(rawValue: 1))

    /// Slots: artificial, level 0, level 1.
    static func objective() -> Objective {
        var objective = Objective(slotCount: 3, expectedVariables: 2)
        objective.appendVariable()
        objective.appendVariable()
        return objective
    }

    /// (0, −1, +1000) lowers the objective: level 0 decides, whatever level 1 holds.
    @Test func firstNonZeroSlotDecides() {
        var objective = Self.objective()
        objective.add(-1, to: Self.a, slot: 1)
        objective.add(1000, to: Self.a, slot: 2)
        objective.add(1, to: Self.b, slot: 1)
        objective.add(-1000, to: Self.b, slot: 2)
        #expect(objective.isLexicographicallyNegative(Self.a))
        #expect(!objective.isLexicographicallyNegative(Self.b))
    }

    /// A sum within `epsilon` of zero is zero: the variable is free in that slot.
    @Test func cancellingCoefficientIsZero() {
        var objective = Self.objective()
        objective.add(0.1, to: Self.a, slot: 1)
        objective.add(-0.1, to: Self.a, slot: 1)
        #expect(objective[Self.a, 1] == 0)
        #expect(objective.isFree(Self.a, in: 0..<3))
        #expect(!objective.holds(Self.a))
    }

    /// (0, 2, 0) / 2 = (0, 1, 0) is less than (0, 3, 0) / 1, and (0, 4, 0) / 4 is equal to it.
    @Test func ratiosCompareLexicographically() {
        var objective = Self.objective()
        objective.add(2, to: Self.a, slot: 1)
        objective.add(3, to: Self.b, slot: 1)
        #expect(objective.compareRatios(Self.a, 2, Self.b, 1) == -1)
        #expect(objective.compareRatios(Self.b, 3, Self.a, 2) == 0)
        #expect(objective.compareRatios(Self.b, 1, Self.a, 2) == 1)
    }
}
