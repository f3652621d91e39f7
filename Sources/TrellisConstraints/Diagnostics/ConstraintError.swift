import TrellisCore

/// Why a constraint layout was rejected: required relations that cannot all hold (Auto Layout's
/// "Unable to simultaneously satisfy constraints", each conflict a minimal set of relations named
/// by `file:line`), or another error of the solver.
public enum ConstraintError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Every conflict found, each a minimal set of required relations that cannot all hold.
    case conflicts([ConstraintDiagnostic])
    /// The lowered tree was rejected by the solver.
    case layout(LayoutError)

    /// The error of a layout, with conflicts taken out of ``LayoutError``.
    init(_ error: LayoutError) {
        if case .unsatisfiableConstraints(let conflicts) = error {
            self = .conflicts(conflicts)
        } else {
            self = .layout(error)
        }
    }

    public var description: String {
        switch self {
        case .conflicts(let conflicts):
            let count = conflicts.count == 1 ? "1 conflict" : "\(conflicts.count) conflicts"
            return "required relations cannot all hold (\(count)):\n" + conflicts.map(\.description).joined(separator: "\n")
        case .layout(let error):
            return error.description
        }
    }
}
