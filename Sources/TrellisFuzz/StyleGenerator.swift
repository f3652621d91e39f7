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
    }

    static func property<V: Sendable>(_ name: String, _ keyPath: WritableKeyPath<Style, V> & Sendable,
                                      extreme: (@Sendable (inout SplitMix64) -> V)? = nil,
                                      _ value: @escaping @Sendable (inout SplitMix64) -> V) -> Property {
        var randomizeExtreme: (@Sendable (inout Style, inout SplitMix64) -> Void)?
        if let extreme { randomizeExtreme = { style, rng in style[keyPath: keyPath] = extreme(&rng) } }
        return Property(name: name,
                        randomize: { style, rng in style[keyPath: keyPath] = value(&rng) },
                        randomizeExtreme: randomizeExtreme,
                        reset: { style in style[keyPath: keyPath] = Style.initial[keyPath: keyPath] })
    }

    /// Every property of ``Style``; a test checks that the list covers them all.
    static let properties: [Property] = [
        property("display", \.display) { $0.pick([.flex, .flex, .none, .layers, .layers]) },
        property("position", \.position) { $0.pick([.relative, .absolute]) },
        property("direction", \.direction) { $0.pick([.inherit, .ltr, .rtl]) },
        property("box-sizing", \.boxSizing) { $0.pick([.borderBox, .contentBox]) },
        property("top", \.inset.top, extreme: extremeSignedAuto, lengthPercentageAuto),
        property("right", \.inset.right, extreme: extremeSignedAuto, lengthPercentageAuto),
        property("bottom", \.inset.bottom, extreme: extremeSignedAuto, lengthPercentageAuto),
        property("left", \.inset.left, extreme: extremeSignedAuto, lengthPercentageAuto),
        property("center-x", \.centerX, extreme: extremeSignedAuto, lengthPercentageAuto),
        property("center-y", \.centerY, extreme: extremeSignedAuto, lengthPercentageAuto),
        property("anchor-name", \.anchorName) { $0.pick([nil, "a", "b", "c"]) },
        property("fits-pinned-children", \.fitsPinnedChildren) { $0.pick([false, true]) },
        property("flex-direction", \.flexDirection) { $0.pick([.row, .rowReverse, .column, .columnReverse]) },
        property("flex-wrap", \.flexWrap) { $0.pick([.nowrap, .wrap, .wrapReverse, .balance, .balanceReverse]) },
        property("flex-line-count", \.flexLineCount) { $0.pick([nil, 1, 2, 3, 7, 1000]) },
        property("justify-content", \.justifyContent, contentAlignment),
        property("align-items", \.alignItems, selfAlignment),
        property("align-content", \.alignContent, contentAlignment),
        property("justify-items", \.justifyItems, selfAlignment),
        property("row-gap", \.rowGap, extreme: extremeLengthPercentage, lengthPercentage),
        property("column-gap", \.columnGap, extreme: extremeLengthPercentage, lengthPercentage),
        property("order", \.order) { $0.pick([0, 1, -1, 2, 5, Int(Int32.max), Int(Int32.min)]) },
        property("flex-grow", \.flexGrow, extreme: extremeFactor, factor),
        property("flex-shrink", \.flexShrink, extreme: extremeFactor, factor),
        property("flex-basis", \.flexBasis, extreme: { .size(extremeDimension(&$0)) }) { rng in
            rng.chance(0.15) ? .content : .size(dimension(&rng))
        },
        property("align-self", \.alignSelf, selfAlignment),
        property("justify-self", \.justifySelf, selfAlignment),
        property("width", \.width, extreme: extremeDimension, dimension),
        property("height", \.height, extreme: extremeDimension, dimension),
        property("min-width", \.minWidth, extreme: extremeDimension, dimension),
        property("min-height", \.minHeight, extreme: extremeDimension, dimension),
        property("max-width", \.maxWidth, extreme: extremeDimension, dimension),
        property("max-height", \.maxHeight, extreme: extremeDimension, dimension),
        property("aspect-ratio", \.aspectRatio, extreme: extremeFactor) { $0.pick([nil, 1, 0.5, 2, 16.0 / 9, 1e-9, 1e9, 0]) },
        property("margin-top", \.margin.top, extreme: extremeSignedAuto, lengthPercentageAuto),
        property("margin-right", \.margin.right, extreme: extremeSignedAuto, lengthPercentageAuto),
        property("margin-bottom", \.margin.bottom, extreme: extremeSignedAuto, lengthPercentageAuto),
        property("margin-left", \.margin.left, extreme: extremeSignedAuto, lengthPercentageAuto),
        property("padding-top", \.padding.top, extreme: extremeLengthPercentage, lengthPercentage),
        property("padding-right", \.padding.right, extreme: extremeLengthPercentage, lengthPercentage),
        property("padding-bottom", \.padding.bottom, extreme: extremeLengthPercentage, lengthPercentage),
        property("padding-left", \.padding.left, extreme: extremeLengthPercentage, lengthPercentage),
        property("border-top", \.border.top, extreme: extremeMagnitude, nonNegative),
        property("border-right", \.border.right, extreme: extremeMagnitude, nonNegative),
        property("border-bottom", \.border.bottom, extreme: extremeMagnitude, nonNegative),
        property("border-left", \.border.left, extreme: extremeMagnitude, nonNegative),
        property("overflow-x", \.overflowX) { $0.pick([.visible, .hidden, .scroll]) },
        property("overflow-y", \.overflowY) { $0.pick([.visible, .hidden, .scroll]) },
        property("scrollbar-width", \.scrollbarWidth, extreme: extremeMagnitude, nonNegative),
    ]

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
        return style
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
