/// "Did you mean …?": the known word closest to a mistyped one.
enum Suggestion {
    /// The candidate nearest to `word` by edit distance (insertions, deletions, substitutions and
    /// swaps of neighbours each count 1), when it is near enough to be a typo: at most 2 edits,
    /// and fewer than half the word's length; of equally near ones, the one that shares the
    /// longest start with `word` (a typo keeps the start more often than not). `nil` when none is.
    ///
    ///     Suggestion.closest(to: "widht", among: ["width", "height"])   // "width"
    static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
        let limit = min(2, (word.count - 1) / 2)
        var best: (candidate: String, distance: Int, sharedStart: Int)?
        for candidate in candidates where candidate != word {
            let distance = editDistance(Array(word), Array(candidate))
            guard distance <= limit else { continue }
            let sharedStart = zip(word, candidate).prefix { $0 == $1 }.count
            if let best, (best.distance, -best.sharedStart) <= (distance, -sharedStart) { continue }
            best = (candidate, distance, sharedStart)
        }
        return best?.candidate
    }

    /// ` (did you mean X?)` for the closest candidate, or nothing.
    static func phrase(for word: String, among candidates: some Sequence<String>) -> String {
        closest(to: word, among: candidates).map { " (did you mean \($0)?)" } ?? ""
    }

    /// The optimal-string-alignment distance between `a` and `b`, row by row.
    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
