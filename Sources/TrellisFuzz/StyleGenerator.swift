import TrellisCore

/// Random values for every ``Style`` property, weighted towards the extremes that break layout
/// engines: zero, very large values, negative margins, percentages (of sizes that may be
/// indefinite), `calc()` expressions, and min sizes greater than max sizes.
enum StyleGenerator {
    /// One property: its CSS name (for reports), how to give it a random value, an extreme one
    /// if it holds a length or a real number (``Extremes/styles``), and how to put it back to its
    /// initial value (for the minimiser).
    struct Property: Sendable {
        let name: String
        let randomize: @Sendable (inout Style, inout SplitMix64) -> Void
        let randomizeExtreme: (@Sendable (inout Style, inout SplitMix64) -> Void)?
        let reset: @Sendable (inout Style) -> Void

        init(name: String, randomize: @escaping @Sendable (inout Style, inout SplitMix64) -> Void,
             randomizeExtreme: (@Sendable (inout Style, inout SplitMix64) -> Void)?,
             reset: @escaping @Sendable (inout Style) -> Void) {
            self.name = name
            self.randomize = randomize
            self.randomizeExtreme = randomizeExtreme
            self.reset = reset
        }

        /// The generator of one row of `Style.properties`.
        init(_ property: StyleProperty) {
            let draw = StyleGenerator.generator(property)
            name = property.attributeName
            randomize = { style, rng in property.set(draw(&rng), in: &style) }
            if let drawExtreme = StyleGenerator.extremeGenerator(property.kind) {
                randomizeExtreme = { style, rng in property.set(drawExtreme(&rng), in: &style) }
            } else {
                randomizeExtreme = nil
            }
            reset = { style in property.reset(in: &style) }
        }
    }

    /// Every property of ``Style`` (the rows of `Style.properties`, in their order), drawn by
    /// its value kind: from its samples, or from the generators below.
    static let properties: [Property] = Style.properties.map(Property.init)

    /// How the fuzzer draws a value of `property`: one of its samples when it has them, else by
    /// its kind.
    static func generator(_ property: StyleProperty) -> @Sendable (inout SplitMix64) -> StyleValue {
        if !property.samples.isEmpty {
            let samples = property.samples
            return { $0.pick(samples) }
        }
        switch property.kind {
        case .selfAlignment: return { .selfAlignment(selfAlignment(&$0)) }
        case .contentAlignment: return { .contentAlignment(contentAlignment(&$0)) }
        case .size, .maximumSize: return { .dimension(dimension(&$0)) }
        case .flexBasis: return { rng in .flexBasis(rng.chance(0.15) ? .content : .size(dimension(&rng))) }
        case .lengthPercentage: return { .lengthPercentage(lengthPercentage(&$0)) }
        case .lengthPercentageAuto: return { .lengthPercentageAuto(lengthPercentageAuto(&$0)) }
        case .factor: return { .number(factor(&$0)) }
        case .lineWidth: return { .number(nonNegative(&$0)) }
        case .keyword(let keywords): return { .keyword($0.pick(keywords)) }
        case .aspectRatio, .integer, .lineCount, .anchorName, .flag, .trackList, .implicitTrackList, .gridLine:
            preconditionFailure("\(property.name) needs samples in Style.properties: its kind has no generator")
        }
    }

    /// How the fuzzer draws an extreme value of a property of `kind`; `nil` for the kinds
    /// without lengths or real numbers (keywords, names, integers the samples already take to
    /// their limits).
    static func extremeGenerator(_ kind: StyleValueKind) -> (@Sendable (inout SplitMix64) -> StyleValue)? {
        switch kind {
        case .size, .maximumSize: return { .dimension(extremeDimension(&$0)) }
        case .flexBasis: return { .flexBasis(.size(extremeDimension(&$0))) }
        case .lengthPercentage: return { .lengthPercentage(extremeLengthPercentage(&$0)) }
        case .lengthPercentageAuto: return { .lengthPercentageAuto(extremeSignedAuto(&$0)) }
        case .factor: return { .number(extremeFactor(&$0)) }
        case .lineWidth: return { .number(extremeMagnitude(&$0)) }
        case .aspectRatio: return { .optionalNumber(extremeFactor(&$0)) }
        case .keyword, .selfAlignment, .contentAlignment, .integer, .lineCount, .anchorName, .flag, .trackList,
             .implicitTrackList, .gridLine:
            return nil
        }
    }

    /// The properties that hold a length or a real number, randomized with their extreme values.
    static let extremeProperties: [Property] = properties.compactMap { property in
        property.randomizeExtreme.map { Property(name: property.name, randomize: $0, randomizeExtreme: nil, reset: property.reset) }
    }

    /// A style with each property set with probability `density`, else initial; with
    /// ``Extremes/styles``, each numeric property then takes an extreme value with the same
    /// probability.
    static func style(_ rng: inout SplitMix64, density: Double, extremes: Extremes = []) -> Style {
        var style = Style.initial
        for property in properties where rng.chance(density) {
            property.randomize(&style, &rng)
        }
        if extremes.contains(.styles) {
            for property in extremeProperties where rng.chance(density) {
                property.randomize(&style, &rng)
            }
        }
        if extremes.contains(.hostileValues) {
            for property in hostileProperties where rng.chance(density) {
                property.randomize(&style, &rng)
            }
        }
        return style
    }

    // MARK: Hostile values (issue 42)

    /// The properties that take a deep expression or a track list, randomized with
    /// ``Extremes/hostileValues``.
    static let hostileProperties: [Property] = Style.properties.compactMap { property in
        let draw: @Sendable (inout SplitMix64) -> StyleValue
        switch property.kind {
        case .size, .maximumSize: draw = { .dimension(.calc(deepExpression(&$0))) }
        case .lengthPercentage: draw = { .lengthPercentage(.calc(deepExpression(&$0))) }
        case .lengthPercentageAuto: draw = { .lengthPercentageAuto(.calc(deepExpression(&$0))) }
        case .trackList, .implicitTrackList: draw = { .trackList(extremeTrackList(&$0)) }
        default: return nil
        }
        return Property(name: property.attributeName, randomize: { style, rng in property.set(draw(&rng), in: &style) },
                        randomizeExtreme: nil, reset: { property.reset(in: &$0) })
    }

    /// An extreme expression wrapped in sums, products, `min()` and `max()` up to
    /// ``TrellisCore/Style/nestingLimit`` levels, the deepest a tree may hold.
    static func deepExpression(_ rng: inout SplitMix64) -> LengthExpression {
        // `extremeExpression` nests at most two levels; half the time, wrapped up to the limit.
        var expression = extremeExpression(&rng)
        let wraps = rng.chance(0.5) ? Style.nestingLimit - 2 : rng.int(0...Style.nestingLimit - 2)
        for _ in 0..<wraps {
            switch rng.int(0...3) {
            case 0: expression = .product(expression, rng.pick([1, -1, 0.5, 1e300]))
            case 1: expression = .sum([expression, .points(extremeSigned(&rng))])
            case 2: expression = .minimum([expression, .percent(extremePercentage(&rng))])
            default: expression = .maximum([.points(0), expression])
            }
        }
        return expression
    }

    /// One to three track sizes: `fr` factors from 1e-300 to the largest double, alone and as a
    /// `minmax()` maximum, beside extreme lengths and `fit-content()` of a deep expression.
    static func extremeTrackList(_ rng: inout SplitMix64) -> [GridTrack] {
        (0..<rng.int(1...3)).map { _ in
            switch rng.int(0...4) {
            case 0, 1: return .fr(extremeFactor(&rng))
            case 2: return .minmax(rng.pick([GridTrack.auto, .points(0), .minContent]), .fr(extremeFactor(&rng)))
            case 3: return .points(extremeMagnitude(&rng))
            default: return .fitContent(.calc(deepExpression(&rng)))
            }
        }
    }

    // MARK: Values

    /// Non-negative lengths, from zero to very large.
    static let magnitudes: [Double] = [0, 0, 0.5, 1, 3.3, 10, 10, 17.25, 33.333, 50, 100, 250, 1e4, 1e6, 1e9, 1e12]
    static let percentages: [Double] = [0, 1, 10, 33.3, 50, 50, 100, 100, 150, 1000]

    static func nonNegative(_ rng: inout SplitMix64) -> Double { rng.pick(magnitudes) }

    /// A length that may be negative (margins, insets).
    static func signed(_ rng: inout SplitMix64) -> Double {
        rng.chance(0.3) ? -rng.pick(magnitudes) : rng.pick(magnitudes)
    }

    static func factor(_ rng: inout SplitMix64) -> Double { rng.pick([0, 0, 1, 1, 0.5, 2, 3, 1e-9, 1e6, 1e12]) }

    static func dimension(_ rng: inout SplitMix64) -> Dimension {
        switch rng.int(0...11) {
        case 0...3: return .points(nonNegative(&rng))
        case 4, 5: return .percent(rng.pick(percentages))
        case 6: return .minContent
        case 7: return .maxContent
        case 8: return .fitContent
        case 9: return .stretch
        case 10: return .calc(expression(&rng, depth: 0))
        default: return .auto
        }
    }

    static func lengthPercentage(_ rng: inout SplitMix64) -> LengthPercentage {
        switch rng.int(0...5) {
        case 0...2: return .points(nonNegative(&rng))
        case 3, 4: return .percent(rng.pick(percentages))
        default: return .calc(expression(&rng, depth: 0))
        }
    }

    static func lengthPercentageAuto(_ rng: inout SplitMix64) -> LengthPercentageAuto {
        switch rng.int(0...6) {
        case 0...2: return .points(signed(&rng))
        case 3: return .percent(rng.chance(0.3) ? -rng.pick(percentages) : rng.pick(percentages))
        case 4: return .calc(expression(&rng, depth: 0))
        default: return .auto
        }
    }

    /// A `calc()`, `min()`, `max()` or `clamp()` expression, at most three levels deep.
    static func expression(_ rng: inout SplitMix64, depth: Int) -> LengthExpression {
        let leafOnly = depth >= 2
        switch rng.int(0...(leafOnly ? 1 : 6)) {
        case 0: return .points(signed(&rng))
        case 1: return .percent(rng.pick(percentages + [-50]))
        case 2:
            // A sum of one term is that term: the operators and the layout-file reader never make
            // one, so the single term is returned as it is (the same draws, so cases keep their seeds).
            let terms = (0..<rng.int(1...3)).map { _ in expression(&rng, depth: depth + 1) }
            return terms.count == 1 ? terms[0] : .sum(terms)
        case 3: return .product(expression(&rng, depth: depth + 1), rng.pick([-2, -1, 0, 0.5, 2, 1e3]))
        case 4: return .minimum((0..<rng.int(1...3)).map { _ in expression(&rng, depth: depth + 1) })
        case 5: return .maximum((0..<rng.int(1...3)).map { _ in expression(&rng, depth: depth + 1) })
        default:
            return .clamp(expression(&rng, depth: depth + 1), expression(&rng, depth: depth + 1),
                          expression(&rng, depth: depth + 1))
        }
    }

    // MARK: Extreme values

    /// Non-negative numbers no layout holds: from 1e6 to the largest double, around the largest
    /// length and the largest float, negative zero, subnormals.
    static let extremeMagnitudes: [Double] = [
        1e6, 33_554_431.984375, 33_554_432, 1e9, 2_147_483_648, 1e38, 3.4028235e38, 3.5e38, 1e100, 1e300,
        1.7e308, .greatestFiniteMagnitude, -0.0, .leastNonzeroMagnitude, .leastNormalMagnitude, 1e-300, 1e-45,
    ]

    static func extremeMagnitude(_ rng: inout SplitMix64) -> Double { rng.pick(extremeMagnitudes) }

    static func extremeSigned(_ rng: inout SplitMix64) -> Double {
        rng.chance(0.3) ? -extremeMagnitude(&rng) : extremeMagnitude(&rng)
    }

    /// Flex factors and aspect ratios: the extreme magnitudes, 1e-300 and ordinary ones beside
    /// them, so that huge and tiny factors share lines with ordinary ones.
    static func extremeFactor(_ rng: inout SplitMix64) -> Double {
        rng.chance(0.3) ? rng.pick([0.5, 1, 2]) : extremeMagnitude(&rng)
    }

    /// A percentage: huge ones, or ordinary ones of what may be a huge containing block.
    static func extremePercentage(_ rng: inout SplitMix64) -> Double {
        rng.chance(0.5) ? extremeMagnitude(&rng) : rng.pick(percentages)
    }

    /// An expression whose terms and factors are extreme: its sums and products may overflow to
    /// infinity, or to NaN (∞ − ∞, 0 × ∞), inside it.
    static func extremeExpression(_ rng: inout SplitMix64) -> LengthExpression {
        let term: LengthExpression = rng.chance(0.5) ? .points(extremeSigned(&rng)) : .percent(extremePercentage(&rng))
        switch rng.int(0...3) {
        case 0: return .sum([term, .points(extremeSigned(&rng)), .points(-extremeMagnitude(&rng))])
        case 1: return .product(term, rng.pick([1e300, -1e300, 1e-300, 0, .greatestFiniteMagnitude]))
        case 2: return .minimum([term, .product(term, 1e300)])
        default: return .clamp(.points(extremeSigned(&rng)), term, .points(extremeSigned(&rng)))
        }
    }

    static func extremeDimension(_ rng: inout SplitMix64) -> Dimension {
        switch rng.int(0...4) {
        case 0, 1: return .points(extremeMagnitude(&rng))
        case 2, 3: return .percent(extremePercentage(&rng))
        default: return .calc(extremeExpression(&rng))
        }
    }

    static func extremeLengthPercentage(_ rng: inout SplitMix64) -> LengthPercentage {
        switch rng.int(0...4) {
        case 0, 1: return .points(extremeMagnitude(&rng))
        case 2, 3: return .percent(extremePercentage(&rng))
        default: return .calc(extremeExpression(&rng))
        }
    }

    static func extremeSignedAuto(_ rng: inout SplitMix64) -> LengthPercentageAuto {
        switch rng.int(0...4) {
        case 0, 1: return .points(extremeSigned(&rng))
        case 2, 3: return .percent(rng.chance(0.3) ? -extremePercentage(&rng) : extremePercentage(&rng))
        default: return .calc(extremeExpression(&rng))
        }
    }

    static func selfAlignment(_ rng: inout SplitMix64) -> SelfAlignment {
        let positions: [SelfAlignment.Position] = [.auto, .normal, .stretch, .center, .start, .end, .selfStart,
                                                   .selfEnd, .flexStart, .flexEnd, .baseline, .lastBaseline]
        return SelfAlignment(rng.pick(positions), overflow: rng.pick([.default, .default, .safe, .unsafe]))
    }

    static func contentAlignment(_ rng: inout SplitMix64) -> ContentAlignment {
        let positions: [ContentAlignment.Position] = [.normal, .stretch, .center, .start, .end, .flexStart,
                                                      .flexEnd, .spaceBetween, .spaceAround, .spaceEvenly]
        return ContentAlignment(rng.pick(positions), overflow: rng.pick([.default, .default, .safe, .unsafe]))
    }
}
