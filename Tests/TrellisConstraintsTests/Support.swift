import TrellisCore
import TrellisStacks
@testable import TrellisConstraints

extension Relation {
    /// The relation without its source location, to compare spellings.
    var unlocated: Relation { located(.unknown) }
}

extension ConstraintBlock {
    /// The lowered items, as the IR gives them.
    func loweredItems() throws -> [LayoutNode] { try makeConstrainedNode().node.children }
}
