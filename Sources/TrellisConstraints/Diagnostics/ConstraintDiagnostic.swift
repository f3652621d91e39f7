import TrellisCore

/// Something the constraint lowering could not do as written, naming the relations involved by
/// source location. Returned with the layout (never printed by Trellis); required conflicts are
/// thrown instead, as ``ConstraintError``.
///
///     for diagnostic in result.diagnostics { print(diagnostic) }
///     // dropped: Views.swift:14  blue.width == 80 ! defaultLow
///     //   lost to Views.swift:12  blue.width == red.width, which sets the same width with a higher priority.
public struct ConstraintDiagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable {
        /// Two required relations that cannot both hold. Layout throws.
        case conflict
        /// An optional relation that lost to a higher-priority one.
        case dropped
        /// An axis of an item that nothing positions: it is placed at the container's start.
        case ambiguous
        /// Relations whose anchors depend on each other in a circle; the weakest was dropped.
        case cycle
        /// A relation outside what Trellis can lower (and often outside what Auto Layout accepts).
        case unsupported
    }

    public var kind: Kind
    /// The item the diagnostic is about.
    public var item: ItemReference
    /// The relations involved; the first is the one acted on (dropped, rejected).
    public var relations: [Relation]
    /// What happened, in a sentence, without the relations (``description`` adds them).
    public var message: String

    public init(kind: Kind, item: ItemReference, relations: [Relation], message: String) {
        self.kind = kind
        self.item = item
        self.relations = relations
        self.message = message
    }

    /// The locations of the relations involved, `File.swift:12`.
    public var locations: [SourceLocation] { relations.map(\.location) }

    public var description: String {
        var text = "\(kind.rawValue): \(item): \(message)"
        for relation in relations {
            text += "\n  \(relation.location)  \(relation.formula)"
        }
        return text
    }
}

/// Why a constraint layout was rejected: required relations that cannot all hold (Auto Layout's
/// "Unable to simultaneously satisfy constraints"), each conflict naming both relations by
/// `file:line`, or an error from the solver.
public enum ConstraintError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Every conflict found, not only the first.
    case conflicts([ConstraintDiagnostic])
    /// The lowered tree was rejected by the solver.
    case layout(LayoutError)

    public var description: String {
        switch self {
        case .conflicts(let conflicts):
            let count = conflicts.count == 1 ? "1 conflict" : "\(conflicts.count) conflicts"
            return "required relations cannot all hold (\(count)); make one of each pair optional (! .defaultHigh) or remove it:\n"
                + conflicts.map(\.description).joined(separator: "\n")
        case .layout(let error):
            return error.description
        }
    }
}

/// Collects the diagnostics of every constraint block lowered during one
/// ``TrellisStacks/LayoutBlock/constrainedLayout(width:height:safeAreaInsets:direction:pixelScale:)`` call,
/// however deep in stacks the blocks sit.
final class DiagnosticLog: @unchecked Sendable {
    // Lowering is synchronous and runs on one thread; the log lives only for one call.
    var diagnostics: [ConstraintDiagnostic] = []

    @TaskLocal static var current: DiagnosticLog?
}
