/// Per-node measurement cache (placeholder until the solver lands).
struct NodeCache: Sendable {
    var isEmpty = true
    /// Empties the cache; returns whether it was already empty.
    mutating func clear() -> Bool {
        defer { isEmpty = true }
        return isEmpty
    }
}
