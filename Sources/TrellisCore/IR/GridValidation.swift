/// The grid properties' checks (CSS Grid 2 §7.2, §7.6, §8.3): what the grammar rejects, and
/// numbers that must be finite and non-negative. Huge but legal numbers (a `repeat()` count or
/// a line of 10^9) pass: placement clamps them (``Style/gridLineLimit``).
extension StyleValidator {
    static func validateGrid(_ style: Style, node: @autoclosure () -> String) throws(LayoutError) {
        for (name, tracks, implicit) in [("grid-template-rows", style.gridTemplateRows, false),
                                         ("grid-template-columns", style.gridTemplateColumns, false),
                                         ("grid-auto-rows", style.gridAutoRows, true),
                                         ("grid-auto-columns", style.gridAutoColumns, true)] {
            if let problem = trackListProblem(tracks, implicit: implicit) {
                throw fault(problem, name, node())
            }
        }
        for (name, line) in [("grid-row-start", style.gridRowStart), ("grid-row-end", style.gridRowEnd),
                             ("grid-column-start", style.gridColumnStart), ("grid-column-end", style.gridColumnEnd)] {
            let lineName: String?
            switch line {
            case .auto: continue
            case .line(let index, _) where index == 0:
                throw .invalidGridValue(node: node(), property: name, reason: "cannot be line 0 (lines count from 1 or from -1)")
            case .span(let count, _) where count < 1:
                throw .invalidGridValue(node: node(), property: name, reason: "must span at least 1 line (got \(count))")
            case .line(_, let named), .span(_, let named): lineName = named
            }
            if let lineName, lineName.isEmpty || lineName == "span" || lineName == "auto" {
                throw .invalidGridValue(node: node(), property: name, reason: "cannot name a line \"\(lineName)\"")
            }
        }
    }

    /// What is wrong with a track list, if anything.
    private enum TrackProblem {
        case number(Double)
        case grammar(String)
        case nestedTooDeep
    }

    private static func fault(_ problem: TrackProblem, _ property: String, _ node: String) -> LayoutError {
        switch problem {
        case .number(let value) where !value.isFinite: return .nonFiniteValue(node: node, property: property)
        case .number(let value): return .negativeValue(node: node, property: property, value: value)
        case .grammar(let reason): return .invalidGridValue(node: node, property: property, reason: reason)
        case .nestedTooDeep: return .nestedTooDeep(node: node, property: property, limit: Style.nestingLimit)
        }
    }

    private static func trackListProblem(_ tracks: [GridTrack], implicit: Bool) -> TrackProblem? {
        if implicit && tracks.isEmpty { return .grammar("needs at least one track size") }
        var automaticRepetitions = 0
        var allFixed = true
        for track in tracks {
            switch track {
            case .lineNames(let names):
                if implicit { return .grammar("takes track sizes only, not line names") }
                if let bad = names.first(where: { $0.isEmpty || $0 == "span" || $0 == "auto" }) {
                    return .grammar("cannot name a line \"\(bad)\"")
                }
            case let .repeating(repetition, repeated):
                if implicit { return .grammar("takes track sizes only, not repeat()") }
                switch repetition {
                case .count(let count) where count < 1: return .grammar("repeat() needs a count of at least 1 (got \(count))")
                case .count: break
                case .autoFill, .autoFit: automaticRepetitions += 1
                }
                if !repeated.contains(where: \.isTrackSize) { return .grammar("repeat() needs at least one track size") }
                for inner in repeated {
                    if case .repeating = inner { return .grammar("cannot nest repeat()") }
                    if case .lineNames = inner { continue }
                    if let problem = sizeProblem(inner) { return problem }
                    allFixed = allFixed && inner.isFixedSize
                }
            default:
                if let problem = sizeProblem(track) { return problem }
                allFixed = allFixed && track.isFixedSize
            }
        }
        if automaticRepetitions > 1 { return .grammar("may hold one repeat(auto-fill) or repeat(auto-fit), not \(automaticRepetitions)") }
        if automaticRepetitions == 1 && !allFixed {
            return .grammar("with repeat(auto-fill) or repeat(auto-fit), every track needs a fixed size (a length, a percentage, or minmax() with one)")
        }
        return nil
    }

    /// What is wrong with one track size (§7.2.1 `<track-size>`).
    private static func sizeProblem(_ track: GridTrack) -> TrackProblem? {
        switch track {
        case .points(let value), .percent(let value), .fr(let value):
            return value.isFinite && value >= 0 ? nil : .number(value)
        case .fitContent(let limit):
            switch limit {
            case .points(let value), .percent(let value): return value.isFinite && value >= 0 ? nil : .number(value)
            case .calc(let expression):
                switch check(expression) {
                case nil: return nil
                case .nestedTooDeep?: return .nestedTooDeep
                case .nonFinite?, .negative?: return .number(.nan)
                }
            }
        case .auto, .minContent, .maxContent: return nil
        case let .minmax(minimum, maximum):
            if case .fr = minimum { return .grammar("minmax() cannot take a flexible (fr) minimum") }
            for part in [minimum, maximum] {
                switch part {
                case .minmax, .fitContent, .lineNames, .repeating:
                    return .grammar("minmax() takes a length, percentage, fr, auto, min-content or max-content")
                default: if let problem = sizeProblem(part) { return problem }
                }
            }
            return nil
        case .lineNames, .repeating:
            return .grammar("takes a track size here")
        }
    }
}
