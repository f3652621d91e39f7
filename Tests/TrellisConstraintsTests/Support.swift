import TrellisCore
@testable import TrellisConstraints

extension Relation {
    /// The relation without its source location, to compare spellings.
    var unlocated: Relation { located(.unknown) }
}
