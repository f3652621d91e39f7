import Testing
@testable import TrellisCore

/// `Style.properties`, the one description of every style property, and the ways of building a
/// style that do not need every argument in declaration order.
@Suite struct StylePropertiesTests {
    /// The rows follow `Style`'s stored properties in declaration order, the four edges of an
    /// `Edges` member as four consecutive rows with its label, so that printing lists arguments
    /// in declaration order and no stored property is left out.
    @Test func theTableFollowsTheStoredPropertiesInOrder() {
        var labels: [String] = []
        for property in Style.properties where property.swiftName != labels.last { labels.append(property.swiftName) }
        #expect(labels == Mirror(reflecting: Style()).children.map { $0.label ?? "" })
        let edgeLabels = Dictionary(grouping: Style.properties, by: \.swiftName).filter { $0.value.count > 1 }
        #expect(Set(edgeLabels.keys) == ["inset", "margin", "padding", "border"])
        #expect(edgeLabels.values.allSatisfy { $0.count == 4 })
    }

    @Test func namesAndAttributesAreUnique() {
        #expect(Set(Style.properties.map(\.name)).count == Style.properties.count)
        #expect(Set(Style.properties.map(\.attributeName)).count == Style.properties.count)
    }

    /// Each row reads and writes its own property: setting a value that differs from the initial
    /// one changes that row's value and no other row's.
    @Test func eachRowReadsAndWritesItsOwnProperty() throws {
        for property in Style.properties {
            let value = try #require(Self.nonInitialValue(of: property), "\(property.name)")
            var style = Style()
            #expect(property.set(value, in: &style), "\(property.name)")
            #expect(property.value(in: style) == value, "\(property.name)")
            let changed = Style.properties.filter { $0.value(in: style) != $0.initialValue }.map(\.name)
            #expect(changed == [property.name])
            property.reset(in: &style)
            #expect(style == Style())
        }
    }

    @Test func aValueOfAnotherTypeIsRefused() {
        var style = Style()
        let width = Style.properties.first { $0.name == "width" }!
        #expect(!width.set(.number(3), in: &style))
        #expect(style == Style())
    }

    /// The packed storage keeps a field for every row: a non-initial value of each property
    /// survives storing and reading back, and a rare one makes a rare part that equality and
    /// hashing tell from the initial one (else interning would share it with unstyled boxes).
    @Test func everyPropertySurvivesThePackedStorage() throws {
        for property in Style.properties {
            var style = Style()
            property.set(try #require(Self.nonInitialValue(of: property)), in: &style)
            var pool = StylePool()
            let stored = pool.store(style).node
            #expect(pool.style(stored) == style, "\(property.name)")
            guard case .rare = property.storage else { continue }
            let initial = pool.rare(pool.store(Style()).node)
            #expect(stored.rare != 0, "\(property.name)")
            #expect(pool.rare(stored) != initial && pool.rare(stored).hashValue != initial.hashValue, "\(property.name)")
        }
    }

    /// Each field of the rare part but `grid` holds one row: no two rows share one, and none is
    /// left without a row (which the pool would never fill, nor compare).
    @Test func everyRareFieldHoldsOneRow() {
        let offsets = Style.properties.compactMap { property -> Int? in
            guard case .rare(let field) = property.storage else { return nil }
            return field.offset
        }
        #expect(Set(offsets).count == offsets.count, "two rows share a field of RareStyle")
        // The fields, an `Edges` one as its four edges.
        let fields = Mirror(reflecting: RareStyle.zeroed).children.flatMap { field -> [String] in
            let label = field.label ?? ""
            let edges = Mirror(reflecting: field.value)
            guard String(describing: edges.subjectType).hasPrefix("Edges<") else { return [label] }
            return edges.children.map { label + "." + ($0.label ?? "") }
        }
        #expect(offsets.count == fields.count - 1, "RareStyle's fields but grid, one row each: \(fields)")
    }

    /// A length beyond the largest length is pooled, to be saturated where it is resolved: the
    /// rare part's walk over its lengths (which releases and hashes them) meets every rare one.
    @Test func everyLengthKeepsAHostileNumberForSaturation() throws {
        for property in Style.properties where property.kind.isLength {
            var style = Style()
            #expect(property.set(try #require(Self.length(property.kind, .points(1e300))), in: &style), "\(property.name)")
            var pool = StylePool()
            let stored = pool.store(style).node
            var pooled: [Double] = []
            pool.rare(stored).forEachLength { if $0.kind == .pooledPoints { pooled.append(pool.resolve($0, against: nil) ?? 0) } }
            if case .rare = property.storage {
                #expect(pooled == [LayoutTree.saturated(1e300)], "\(property.name)")
            } else {
                #expect(pooled.isEmpty, "\(property.name)")
                #expect(pool.style(stored) == style, "\(property.name)")
            }
        }
    }

    /// Every length has a role, which the solver's scans follow, and nothing else has one.
    @Test func exactlyTheLengthsHaveARole() {
        for property in Style.properties {
            #expect((property.role != nil) == property.kind.isLength,
                    "\(property.name): a length needs a role, and only a length has one")
        }
    }

    /// The solver's scans follow each length's role, wherever the pool stores it: a percentage
    /// makes the box's own layout read its containing block on the role's axis, and an
    /// `anchor()` is found where the role resolves anchors and named in every length.
    @Test func theScansFindPercentagesAndAnchorsInEveryLength() throws {
        for property in Style.properties where property.kind.isLength {
            let role = try #require(property.role, "\(property.name)")
            var pool = StylePool()
            var percent = Style()
            property.set(try #require(Self.length(property.kind, .percent(10))), in: &percent)
            let reads = pool.store(percent).readsContainingBlock
            switch role {
            case .size(.horizontal), .boxEdge: #expect(reads == (true, false), "\(property.name)")
            case .size(.vertical): #expect(reads == (false, true), "\(property.name)")
            case .placement, .gap, .flexBasis: #expect(reads == (false, false), "\(property.name)")
            }
            var anchored = Style()
            property.set(try #require(Self.length(property.kind, .calc(.anchor("a", .left) + 1))), in: &anchored)
            #expect(pool.store(anchored).usesAnchors == role.resolvesAnchors, "\(property.name)")
            #expect(withUnsafePointer(to: anchored, Style.anchorReferences) == ["a"], "\(property.name)")
        }
    }

    /// `length` as a value of a length property of `kind`.
    static func length(_ kind: StyleValueKind, _ length: LengthPercentage) -> StyleValue? {
        let dimension: Dimension, auto: LengthPercentageAuto
        switch length {
        case .points(let value): (dimension, auto) = (.points(value), .points(value))
        case .percent(let value): (dimension, auto) = (.percent(value), .percent(value))
        case .calc(let expression): (dimension, auto) = (.calc(expression), .calc(expression))
        }
        switch kind {
        case .size, .maximumSize: return .dimension(dimension)
        case .flexBasis: return .flexBasis(.size(dimension))
        case .lengthPercentage: return .lengthPercentage(length)
        case .lengthPercentageAuto: return .lengthPercentageAuto(auto)
        default: return nil
        }
    }

    /// Validation reads every property that holds numbers where the table says it is: a value no
    /// layout can use is rejected, naming that property.
    @Test func validationRejectsABadValueOfEveryPropertyWithNumbers() throws {
        for property in Style.properties where property.kind.hasNumbers {
            let bad: StyleValue
            switch property.kind {
            case .size, .maximumSize: bad = .dimension(.points(.nan))
            case .flexBasis: bad = .flexBasis(.size(.calc(.points(.infinity) + 1)))
            case .lengthPercentage: bad = .lengthPercentage(.percent(-1))
            case .lengthPercentageAuto: bad = .lengthPercentageAuto(.points(-.infinity))
            case .factor, .lineWidth: bad = .number(-2)
            case .aspectRatio: bad = .optionalNumber(.nan)
            case .lineCount: bad = .optionalInteger(0)
            default: Issue.record("\(property.name): no bad value for its kind"); continue
            }
            var style = Style()
            #expect(property.set(bad, in: &style), "\(property.name)")
            let error = #expect(throws: LayoutError.self) { try LayoutTree(LayoutNode(id: "box", style: style)) }
            switch error {
            case .nonFiniteValue("box", let name)?, .negativeValue("box", let name, _)?: #expect(name == property.name)
            default: Issue.record("\(property.name): \(String(describing: error))")
            }
        }
    }

    /// A value of `property` other than its initial one: a sample, or one of its kind.
    static func nonInitialValue(of property: StyleProperty) -> StyleValue? {
        let candidates: [StyleValue]
        switch property.kind {
        case .keyword(let keywords): candidates = keywords.map(StyleValue.keyword)
        case .selfAlignment: candidates = [.selfAlignment(.safe(.end)), .selfAlignment(.center)]
        case .contentAlignment: candidates = [.contentAlignment(.spaceBetween)]
        case .size, .maximumSize: candidates = [.dimension(.percent(12.5)), .dimension(.calc(.percent(50) - 4))]
        case .flexBasis: candidates = [.flexBasis(.content)]
        case .lengthPercentage: candidates = [.lengthPercentage(.percent(0.1))]
        case .lengthPercentageAuto: candidates = [.lengthPercentageAuto(-3), .lengthPercentageAuto(.auto)]
        case .factor, .lineWidth: candidates = [.number(2.5), .number(0)]
        case .aspectRatio, .integer, .lineCount, .anchorName, .flag, .trackList, .implicitTrackList, .gridLine:
            candidates = property.samples
        }
        return (property.samples + candidates).first { $0 != property.initialValue }
    }

    // MARK: Modifiers and per-axis setters

    @Test func modifiersBuildTheSameStyleAsTheInitializer() {
        let built = Style().width(100).flexGrow(1).padding(8).margin(.auto).flexDirection(.column)
            .border(Edges(horizontal: 1, vertical: 2)).aspectRatio(2).anchorName("card")
        #expect(built == Style().anchorName("card").flexDirection(.column).flexGrow(1).width(100).aspectRatio(2)
                               .margin(.auto).padding(8).border(Edges(horizontal: 1, vertical: 2)))
        #expect(Style().with(\.inset.left, 4) == Style().inset(Edges(top: .auto, right: .auto, bottom: .auto, left: 4)))
    }

    @Test(arguments: Axis.allCases)
    func perAxisSettersWriteTheAxisTheGettersRead(axis: Axis) {
        var style = Style()
        style.setSize(10, for: axis)
        style.setMinSize(.percent(5), for: axis)
        style.setMaxSize(.maxContent, for: axis)
        style.setOverflow(.hidden, for: axis)
        style.setCenter(3, for: axis)
        style.setGap(4, for: axis)
        style.setSelfAlignment(.end, for: axis)
        style.margin.setStart(1, for: axis)
        style.margin.setEnd(2, for: axis)
        #expect(style.size(axis) == 10 && style.minSize(axis) == .percent(5) && style.maxSize(axis) == .maxContent)
        #expect(style.overflow(axis) == .hidden && style.center(axis) == 3 && style.gap(axis) == 4)
        #expect(style.selfAlignment(axis) == .end)
        #expect(style.margin.start(axis) == 1 && style.margin.end(axis) == 2)
        // The other axis keeps its initial values.
        let other: Axis = axis == .horizontal ? .vertical : .horizontal
        #expect(style.size(other) == .auto && style.minSize(other) == .auto && style.maxSize(other) == .auto)
        #expect(style.overflow(other) == .visible && style.center(other) == .auto && style.gap(other) == 0)
        #expect(style.margin.start(other) == 0 && style.margin.end(other) == 0)
    }
}
