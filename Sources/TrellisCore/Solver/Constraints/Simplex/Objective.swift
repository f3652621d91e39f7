/// The objective of the simplex, in terms of the parametric variables: one row per slot,
/// compared lexicographically (the paper's symbolic weights, §2.3). Slot 0 is the artificial
/// objective of §2.5 (zero outside an addition), slots 1... the priority levels, highest first,
/// then the tie-break, if any. A basic variable's coefficients are zero.
///
/// Priorities are strict levels, as Auto Layout documents them ("higher priority constraints
/// are satisfied before lower priority constraints"): no number of errors in one slot outweighs
/// an error in the slot above.
struct Objective: Sendable {
    /// The slot of the artificial objective.
    static let artificialSlot = 0

    let slotCount: Int
    /// `slotCount` coefficients per variable, variable by variable, so that comparing one
    /// variable's reads one run of memory.
    private var coefficients: [Double] = []

    init(slotCount: Int, expectedVariables: Int) {
        self.slotCount = slotCount
        coefficients.reserveCapacity(expectedVariables * slotCount)
    }

    /// Room for one more variable, all of whose coefficients are zero.
    mutating func appendVariable() {
        for _ in 0..<slotCount { coefficients.append(0) }
    }

    /// The coefficient of `variable` in `slot`.
    subscript(variable: Simplex.Variable, slot: Int) -> Double {
        get { coefficients[Int(variable.rawValue) * slotCount + slot] }
        _modify { yield &coefficients[Int(variable.rawValue) * slotCount + slot] }
    }

    /// Adds `coefficient` to `variable`'s in `slot`; a sum that cancels is zero (see
    /// `Simplex.cancels`).
    mutating func add(_ coefficient: Double, to variable: Simplex.Variable, slot: Int) {
        let sum = self[variable, slot]
        self[variable, slot] = Simplex.cancels(sum, coefficient) ? 0 : sum + coefficient
    }

    /// Whether raising `variable` lowers the objective: its first coefficient that is not zero
    /// (not within `tolerance` of it) is negative.
    func isLexicographicallyNegative(_ variable: Simplex.Variable, tolerance: Double = Simplex.epsilon) -> Bool {
        for slot in 0..<slotCount {
            let coefficient = self[variable, slot]
            if coefficient < -tolerance { return true }
            if coefficient > tolerance { return false }
        }
        return false
    }

    /// Whether `variable`'s coefficients in `slots` are all zero: moving it costs nothing there.
    func isFree(_ variable: Simplex.Variable, in slots: Range<Int>) -> Bool {
        slots.allSatisfy { abs(self[variable, $0]) < Simplex.epsilon }
    }

    /// Whether some slot holds a coefficient of `variable`.
    func holds(_ variable: Simplex.Variable) -> Bool {
        (0..<slotCount).contains { self[variable, $0] != 0 }
    }

    /// Compares `objective(a) / aScale` with `objective(b) / bScale` lexicographically: -1, 0
    /// or 1 (the dual simplex's ratio test).
    func compareRatios(_ a: Simplex.Variable, _ aScale: Double, _ b: Simplex.Variable, _ bScale: Double) -> Int {
        for slot in 0..<slotCount {
            let left = self[a, slot] / aScale
            let right = self[b, slot] / bScale
            if left < right - Simplex.epsilon { return -1 }
            if left > right + Simplex.epsilon { return 1 }
        }
        return 0
    }
}
