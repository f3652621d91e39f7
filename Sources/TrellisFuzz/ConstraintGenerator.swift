import TrellisCore

/// Random constraint systems over the IR (`trellis fuzz --constraints`): a constraint container,
/// alone or inside a flex or layers box, or a flex, grid or layers box whose relations place its
/// absolutely positioned children against their in-flow siblings, or name only those. The relations cover every
/// attribute pairing, the ones Auto Layout rejects included (rarely, as the tree must then throw
/// ``LayoutError/invalidRelation(node:relation:reason:)`` and nothing else is checked), odd
/// multipliers, constants and priorities, redundant and conflicting relations, and items that
/// nothing places. Each case also gets the edits of the incremental check.
public enum ConstraintGenerator {
    /// How large the systems of a run are.
    public enum Scale: Sendable, Equatable {
        /// A few to a few dozen relations; one case in 1,000 has 1,000 to 2,000.
        case mixed
        /// Every case has 10,000 relations over thousands of items.
        case large
    }

    /// Which node holds the relations, and what is around it.
    enum Shape {
        /// The root is a constraint container.
        case container
        /// A constraint container is the first child of a flex or layers root, whose layout gives
        /// it its size.
        case nestedContainer
        /// The root is a flex, grid or layers box whose relations place its absolutely positioned
        /// children against their in-flow siblings (or, without such children, name only those).
        case positionedChildren
        /// A constraint container root with rows of hundreds or thousands of chained items.
        case large
    }

    /// What the edits of a case need to know about its tree.
    struct Anatomy {
        /// The document-order index of the node that holds the relations.
        var holder: Int
        /// What its relations may name, the container included.
        var items: [ItemReference]
        /// What they place (their left side).
        var subjects: [ItemReference]
    }

    /// Every generated relation is written at its own line of this file, so that a diagnostic's
    /// relations can be told from the implicit rules (line 0) and traced back.
    static let file = "fuzz"

    /// The case for `seed`: the same seed gives the same case.
    static func fuzzCase(seed: UInt64, scale: Scale) -> FuzzCase {
        var rng = SplitMix64(seed: seed)
        let roll = rng.int(0...999)
        let shape: Shape
        if scale == .large || roll == 0 {
            shape = .large
        } else {
            shape = roll < 600 ? .container : roll < 800 ? .nestedContainer : .positionedChildren
        }
        let root: LayoutNode
        let anatomy: Anatomy
        switch shape {
        case .container, .nestedContainer:
            (root, anatomy) = containerTree(&rng, nested: shape == .nestedContainer)
        case .positionedChildren:
            (root, anatomy) = positionedTree(&rng)
        case .large:
            (root, anatomy) = largeTree(&rng, relationCount: scale == .large ? 10_000 : rng.int(1_000...2_000))
        }
        // A large system gets room for all its rows, as its container grows to fit them: a
        // narrower width conflicts with thousands of relations, a conflict that small systems
        // cover and that takes the solver minutes to explain at this size.
        let roomy = shape == .large
        let viewport = roomy ? Size(width: rng.pick([.maxContent, .definite(1e6)]), height: .maxContent)
            : Size(width: availableSpace(&rng, definite: 0.7), height: availableSpace(&rng, definite: 0.3))
        let pixelScale: Double? = rng.chance(0.5) ? 1 : nil
        return FuzzCase(root: root, viewport: viewport, pixelScale: pixelScale,
                        edits: edits(&rng, root: root, anatomy: anatomy, viewport: viewport, roomy: roomy))
    }

    // MARK: Trees

    /// A constraint container of 0…24 items, alone or as the first child of a flex or layers root.
    static func containerTree(_ rng: inout SplitMix64, nested: Bool) -> (LayoutNode, Anatomy) {
        let count = rng.chance(0.1) ? rng.int(9...24) : rng.int(0...8)
        let children = (0..<count).map { index in
            let id = rng.chance(0.04) ? nil : ElementID("a\(index)")
            return item(&rng, id: id)
        }
        let ids = children.compactMap(\.id)
        let items = [ItemReference.container] + ids.map(ItemReference.item)
        var relations: [Relation] = []
        var previous: ElementID?
        for id in ids where rng.chance(0.55) {
            relations += placement(of: id, against: previous.map(ItemReference.item) ?? .container, &rng)
            previous = id
        }
        for _ in 0..<rng.int(0...(2 * ids.count + 2)) {
            relations.append(randomRelation(&rng, items: items, subjects: rng.chance(0.1) ? [.container] : items))
        }
        relations = withOddities(relations, &rng, items: items, strangers: strangers(in: children))
        let container = LayoutNode(id: "c", style: containerStyle(&rng),
                                   constraints: ConstraintSet(numbered(relations), contentPriorities: contentPriorities(&rng, ids)),
                                   children: children)
        let anatomy = Anatomy(holder: nested ? 1 : 0, items: items, subjects: items)
        guard nested else { return (container, anatomy) }
        var box = plainStyle(&rng)
        box.display = rng.pick([.flex, .layers])
        let siblings = (0..<rng.int(0...2)).map { LayoutNode(id: ElementID("s\($0)"), measure: leafMeasure(&rng)) }
        return (LayoutNode(id: "root", style: box, children: [container] + siblings), anatomy)
    }

    /// A flex, grid or layers root with in-flow leaves and, mostly, absolutely positioned
    /// children, which its relations place against the leaves, the root and each other. Some
    /// relations name in-flow leaves only (all of them when no child is positioned): the leaves
    /// stay where the root put them, and a required relation they break is a conflict.
    static func positionedTree(_ rng: inout SplitMix64) -> (LayoutNode, Anatomy) {
        var children = (0..<rng.int(1...5)).map { index in
            LayoutNode(id: ElementID("f\(index)"), style: plainStyle(&rng), measure: leafMeasure(&rng))
        }
        let flowing = children.compactMap(\.id).map(ItemReference.item)
        var positionedIDs: [ElementID] = []
        for index in 0..<(rng.chance(0.15) ? 0 : rng.int(1...4)) {
            var style = plainStyle(&rng)
            style.position = .absolute
            if rng.chance(0.07) { style.display = .none }
            let id = ElementID("p\(index)")
            positionedIDs.append(id)
            children.insert(LayoutNode(id: id, style: style, measure: rng.chance(0.8) ? leafMeasure(&rng) : nil),
                            at: rng.int(0...children.count))
        }
        let positioned = positionedIDs.map(ItemReference.item)
        let items = [ItemReference.container] + flowing + positioned
        var relations: [Relation] = []
        for id in positionedIDs where rng.chance(0.8) {
            relations += placement(of: id, against: rng.pick(flowing + [.container]), &rng)
        }
        for _ in 0..<rng.int(0...(2 * positioned.count + 2)) {
            let roll = rng.int(0...19)
            let subjects = roll == 0 ? [.container] : roll < 3 || positioned.isEmpty ? flowing : positioned
            relations.append(randomRelation(&rng, items: items, subjects: subjects))
        }
        relations = withOddities(relations, &rng, items: items, strangers: [])
        var style = plainStyle(&rng)
        style.display = rng.pick([.flex, .flex, .layers, .layers, .grid])
        let root = LayoutNode(id: "root", style: style,
                              constraints: ConstraintSet(numbered(relations), contentPriorities: contentPriorities(&rng, positionedIDs)),
                              children: children)
        return (root, Anatomy(holder: 0, items: items, subjects: positioned.isEmpty ? flowing : positioned))
    }

    /// A constraint container root with rows of chained items, like the constraint benchmark's
    /// but larger: each item after the one before it and aligned with its row's first, each row
    /// below the one before it, some widths fixed or half the neighbour's, the container around
    /// the rows' ends. A tenth of the relations relate items near each other (a row apart at
    /// most) at optional priorities. The required relations can all hold (no item is hidden, no
    /// content priority is required, the container grows to fit): any conflict is the solver's.
    static func largeTree(_ rng: inout SplitMix64, relationCount: Int) -> (LayoutNode, Anatomy) {
        // About 2.6 relations per item place the rows.
        let count = max(1, relationCount * 9 / 26)
        let children = (0..<count).map { index -> LayoutNode in
            let id = ElementID("a\(index)")
            switch rng.int(0...99) {
            case 0...5: return LayoutNode(id: id)
            case 6...13: return LayoutNode(id: id, measure: text(&rng))
            default: return LayoutNode(id: id, measure: content(&rng, lengths: moderateLengths))
            }
        }
        let ids = children.compactMap(\.id)
        let items = [ItemReference.container] + ids.map(ItemReference.item)
        let perRow = rng.int(4...24)
        var relations: [Relation] = []
        for (index, id) in ids.enumerated() {
            let a = ItemReference.item(id)
            let column = index % perRow
            let rowStart = ItemReference.item(ids[index - column])
            if column == 0 {
                relations.append(Relation(item: a, attribute: .leading, kind: .equal, target: (.container, .leading), constant: 8))
                let above = index >= perRow ? ItemReference.item(ids[index - perRow]) : nil
                relations.append(Relation(item: a, attribute: .top, kind: .equal,
                                          target: above.map { ($0, .bottom) } ?? (.container, .top), constant: 8))
            } else {
                let before = ItemReference.item(ids[index - 1])
                relations.append(Relation(item: a, attribute: .leading, kind: .equal, target: (before, .trailing), constant: 8))
                let alignment = rng.pick([LayoutAttribute.top, .centerY, .firstBaseline])
                relations.append(Relation(item: a, attribute: alignment, kind: .equal, target: (rowStart, alignment)))
            }
            switch rng.int(0...19) {
            case 0...5:
                relations.append(Relation(item: a, attribute: .width, kind: .equal, target: nil, constant: rng.pick(moderateLengths)))
            case 6...8 where column > 0:
                relations.append(Relation(item: a, attribute: .width, kind: .equal, target: (.item(ids[index - 1]), .width), multiplier: 0.5))
            default: break
            }
            if column == perRow - 1 || index == ids.count - 1 {
                relations.append(Relation(item: .container, attribute: .trailing, kind: .greaterThanOrEqual, target: (a, .trailing), constant: 8))
                relations.append(Relation(item: .container, attribute: .bottom, kind: .greaterThanOrEqual, target: (a, .bottom), constant: 8))
            }
        }
        while relations.count < relationCount {
            let index = rng.int(0...ids.count - 1)
            let near = [ItemReference.container] + ids[max(0, index - perRow)...min(ids.count - 1, index + perRow)].map(ItemReference.item)
            var relation = randomRelation(&rng, items: near, subjects: [.item(ids[index])])
            relation.priority = optionalPriority(&rng)
            relations.insert(relation, at: rng.int(0...relations.count))
        }
        relations = Array(relations.prefix(relationCount))
        var style = Style().display(.constraints)
        style.direction = rng.pick([.ltr, .rtl])
        let container = LayoutNode(id: "c", style: style,
                                   constraints: ConstraintSet(numbered(relations), contentPriorities: contentPriorities(&rng, ids, required: false)),
                                   children: children)
        return (container, Anatomy(holder: 0, items: items, subjects: items))
    }

    /// A child of a constraint container: content with an intrinsic size on no, one or both
    /// axes, text whose height follows its width, an empty leaf, a measurer that answers
    /// nonsense, or a flex or layers box of leaves; some hidden, some with sizes of their own.
    static func item(_ rng: inout SplitMix64, id: ElementID?) -> LayoutNode {
        var style = Style()
        if rng.chance(0.07) { style.display = .none }
        if rng.chance(0.15) {
            for _ in 0..<rng.int(1...2) {
                let length = Dimension.points(rng.pick([0, 10, 44, 100, 250.5]))
                switch rng.int(0...5) {
                case 0: style.width = length
                case 1: style.height = length
                case 2: style.minWidth = length
                case 3: style.maxWidth = length
                case 4: style.minHeight = length
                default: style.maxHeight = length
                }
            }
        }
        switch rng.int(0...19) {
        case 0...8: return LayoutNode(id: id, style: style, measure: content(&rng))
        case 9...12: return LayoutNode(id: id, style: style, measure: text(&rng))
        case 13, 14: return LayoutNode(id: id, style: style)
        case 15: return LayoutNode(id: id, style: style, measure: rng.pick(TreeGenerator.oddMeasures))
        default:
            var box = plainStyle(&rng)
            box.display = style.display == .none ? .none : rng.pick([.flex, .flex, .layers])
            let prefix = id.map { "\($0)_" } ?? "anonymous_"
            let leaves = (0..<rng.int(1...3)).map { LayoutNode(id: ElementID("\(prefix)\($0)"), measure: leafMeasure(&rng)) }
            return LayoutNode(id: id, style: box, children: leaves)
        }
    }

    /// The ids below the children (a nested box's leaves), which relations must not name.
    static func strangers(in children: [LayoutNode]) -> [ElementID] {
        children.flatMap { $0.children.compactMap(\.id) }
    }

    /// The style of a constraint container: ltr, rtl or inherited; a definite or free width and
    /// height; sometimes padding and borders, or limits on its width.
    static func containerStyle(_ rng: inout SplitMix64) -> Style {
        var style = Style().display(.constraints)
        style.direction = rng.pick([.ltr, .ltr, .rtl, .inherit])
        if rng.chance(0.4) { style.width = .points(rng.pick(containerLengths)) }
        if rng.chance(0.3) { style.height = .points(rng.pick(containerLengths)) }
        if rng.chance(0.2) {
            style.padding = Edges(top: .points(rng.pick(insets)), right: .points(rng.pick(insets)),
                                  bottom: .points(rng.pick(insets)), left: .points(rng.pick(insets)))
            style.border = Edges(top: rng.pick(insets), right: rng.pick(insets), bottom: rng.pick(insets), left: rng.pick(insets))
        }
        if rng.chance(0.1) { style.minWidth = .points(rng.pick(containerLengths)) }
        if rng.chance(0.1) { style.maxWidth = .points(rng.pick(containerLengths)) }
        return style
    }

    /// A random flex style for the boxes around and inside containers, without what would make
    /// the relations' meaning depend on more than the relations: anchor names (which siblings
    /// may share) and containers that grow to fit their positioned children.
    static func plainStyle(_ rng: inout SplitMix64) -> Style {
        var style = StyleGenerator.style(&rng, density: 0.1)
        style.display = .flex
        style.position = .relative
        style.anchorName = nil
        style.fitsPinnedChildren = false
        return style
    }

    static let containerLengths: [Double] = [0, 50, 100, 200, 320, 375, 1000, 1e6]
    static let insets: [Double] = [0, 1, 4, 10, 16, 100]
    static let contentLengths: [Double] = [0, 1, 10, 17.5, 24, 40, 44, 100, 120.5, 320, 1e4, 1e6]
    static let moderateLengths: [Double] = [0, 10, 17.5, 24, 40, 44, 100, 120.5]

    // MARK: Measure functions

    /// Content with an intrinsic size on no, one or both axes.
    static func content(_ rng: inout SplitMix64, lengths: [Double] = contentLengths) -> MeasureFunction {
        let width = rng.chance(0.75) ? rng.pick(lengths) : nil
        let height = rng.chance(0.75) ? rng.pick(lengths) : nil
        let baseline = height.flatMap { rng.chance(0.2) ? $0 * 0.8 : nil }
        return .fuzzContent(width: width, height: height, baseline: baseline)
    }

    /// Text set in lines, whose height depends on the width it is given.
    static func text(_ rng: inout SplitMix64) -> MeasureFunction {
        rng.chance(0.5)
            ? .ahem(rng.pick(TreeGenerator.words))
            : .monospaceText(rng.pick(["a b c", "hello world", "x", "lorem ipsum dolor sit amet"]),
                             cellWidth: rng.pick([1, 7, 10, 0.5]), cellHeight: rng.pick([1, 12, 10]))
    }

    static func leafMeasure(_ rng: inout SplitMix64) -> MeasureFunction {
        rng.chance(0.6) ? content(&rng) : text(&rng)
    }

    // MARK: Relations

    static let horizontalPositions: [LayoutAttribute] = [.leading, .trailing, .left, .right, .centerX]
    static let verticalPositions: [LayoutAttribute] = [.top, .bottom, .centerY, .firstBaseline, .lastBaseline]

    /// An attribute that Auto Layout accepts opposite `attribute`.
    static func partner(of attribute: LayoutAttribute, _ rng: inout SplitMix64) -> LayoutAttribute {
        switch attribute {
        case .leading, .trailing: rng.pick([.leading, .trailing, .centerX])
        case .left, .right: rng.pick([.left, .right, .centerX])
        case .centerX: rng.pick(horizontalPositions)
        case .width, .height: rng.pick([.width, .height])
        default: rng.pick(verticalPositions)
        }
    }

    /// A relation Auto Layout accepts, placing one of `subjects` against one of `items` (itself
    /// included), or giving a size a constant.
    static func randomRelation(_ rng: inout SplitMix64, items: [ItemReference], subjects: [ItemReference]) -> Relation {
        let attribute = rng.pick(LayoutAttribute.allCases)
        let isSize = attribute == .width || attribute == .height
        var target: (item: ItemReference, attribute: LayoutAttribute)?
        if !isSize || rng.chance(0.65) { target = (rng.pick(items), partner(of: attribute, &rng)) }
        return Relation(item: rng.pick(subjects), attribute: attribute, kind: kind(&rng), target: target,
                        multiplier: target == nil ? 1 : multiplier(&rng, ofPosition: !isSize),
                        constant: constant(&rng), priority: priority(&rng))
    }

    /// Relations that place `item` after `anchor`, or inside it when it is the container: a
    /// consistent start, so that most systems have a layout worth comparing.
    static func placement(of item: ElementID, against anchor: ItemReference, _ rng: inout SplitMix64) -> [Relation] {
        let a = ItemReference.item(item)
        let inside = anchor == .container
        var relations: [Relation] = []
        func add(_ attribute: LayoutAttribute, _ target: (ItemReference, LayoutAttribute)?, _ constant: Double = 0,
                 kind: RelationKind = .equal, multiplier: Double = 1, of subject: ItemReference = a) {
            let priority = rng.chance(0.8) ? Priority.required : optionalPriority(&rng)
            relations.append(Relation(item: subject, attribute: attribute, kind: kind, target: target, multiplier: multiplier,
                                      constant: constant, priority: priority))
        }
        let gap = rng.pick([0, 8, 8, 16, -4, 2.5])
        switch rng.int(0...4) {
        case 0: add(.leading, (anchor, inside ? .leading : .trailing), gap)
        case 1: add(.left, (anchor, inside ? .left : .right), gap)
        case 2: add(.centerX, (anchor, .centerX), gap)
        case 3: add(.trailing, (anchor, inside ? .trailing : .leading), -gap)
        default: break  // left to the random relations, or to nothing (ambiguous)
        }
        switch rng.int(0...4) {
        case 0: add(.width, nil, rng.pick([0, 20, 44, 100, 250.5]))
        case 1: add(.width, (anchor, .width), gap, multiplier: rng.pick([0.25, 0.5, 1, 2]))
        case 2: add(.width, nil, rng.pick([10, 44]), kind: .greaterThanOrEqual)
        default: break  // its content's width
        }
        switch rng.int(0...4) {
        case 0: add(.top, (anchor, inside ? .top : .bottom), gap)
        case 1: add(.centerY, (anchor, .centerY))
        case 2: add(.firstBaseline, (anchor, .firstBaseline))
        case 3: add(.bottom, (anchor, inside ? .bottom : .top), -gap)
        default: break
        }
        switch rng.int(0...4) {
        case 0: add(.height, nil, rng.pick([0, 20, 44, 100]))
        case 1: add(.height, (a, .width), multiplier: rng.pick([0.5, 1, 0.75]))
        case 2: add(.height, nil, rng.pick([10, 44]), kind: .lessThanOrEqual)
        default: break
        }
        if !inside && rng.chance(0.3) {
            add(.trailing, (a, .trailing), gap, kind: .greaterThanOrEqual, of: .container)
            add(.bottom, (a, .bottom), gap, kind: .greaterThanOrEqual, of: .container)
        }
        return relations
    }

    /// `relations` with, sometimes, copies of some of them (redundant), required relations that
    /// contradict some of them (conflicts), and one relation the IR must reject.
    static func withOddities(_ relations: [Relation], _ rng: inout SplitMix64, items: [ItemReference],
                             strangers: [ElementID]) -> [Relation] {
        var relations = relations
        if !relations.isEmpty && rng.chance(0.2) {
            for _ in 0..<rng.int(1...3) {
                var copy = rng.pick(relations)
                if rng.chance(0.3) { copy.priority = priority(&rng) }
                relations.insert(copy, at: rng.int(0...relations.count))
            }
        }
        if !relations.isEmpty && rng.chance(0.25) {
            for _ in 0..<rng.int(1...2) {
                var contradiction = rng.pick(relations)
                contradiction.priority = .required
                if rng.chance(0.3) {
                    contradiction.kind = contradiction.kind == .lessThanOrEqual ? .greaterThanOrEqual : .lessThanOrEqual
                }
                contradiction.constant += rng.pick([1, 10, 1e6, -33.5])
                relations.insert(contradiction, at: rng.int(0...relations.count))
            }
        }
        if rng.chance(0.08) {
            relations.insert(rejectedRelation(&rng, items: items, strangers: strangers), at: rng.int(0...relations.count))
        }
        return relations
    }

    /// A relation the IR must reject: a pairing Auto Layout rejects, a number that is not finite,
    /// or an item that is not a child of the container.
    static func rejectedRelation(_ rng: inout SplitMix64, items: [ItemReference], strangers: [ElementID]) -> Relation {
        var relation = randomRelation(&rng, items: items, subjects: items)
        let other = rng.pick(items)
        switch rng.int(0...7) {
        case 0:  // x with y
            relation.attribute = rng.pick(horizontalPositions)
            relation.target = (other, rng.pick(verticalPositions))
            if rng.chance(0.5) { relation = swapped(relation) }
        case 1:  // a position with a size
            relation.attribute = rng.pick(horizontalPositions + verticalPositions)
            relation.target = (other, rng.pick([.width, .height]))
            if rng.chance(0.5) { relation = swapped(relation) }
        case 2:  // leading or trailing with left or right
            relation.attribute = rng.pick([.leading, .trailing])
            relation.target = (other, rng.pick([.left, .right]))
            if rng.chance(0.5) { relation = swapped(relation) }
        case 3:  // a position times 0
            relation.attribute = rng.pick(horizontalPositions + verticalPositions)
            relation.target = (other, partner(of: relation.attribute, &rng))
            relation.multiplier = rng.pick([0, -0.0])
        case 4:  // a position equal to a number alone
            relation.attribute = rng.pick(horizontalPositions + verticalPositions)
            relation.target = nil
        case 5: relation.constant = rng.pick([.nan, .infinity, -.infinity])
        case 6:
            relation.target = relation.target ?? (other, relation.attribute)
            relation.multiplier = rng.pick([.nan, .infinity, -.infinity])
        default:
            let stranger = ItemReference.item(strangers.isEmpty ? "ghost" : rng.pick(strangers))
            if rng.chance(0.5) || relation.target == nil { relation.item = stranger } else { relation.target!.item = stranger }
        }
        return relation
    }

    /// `relation` with its two attributes exchanged.
    static func swapped(_ relation: Relation) -> Relation {
        var swapped = relation
        swapped.attribute = relation.target!.attribute
        swapped.target = (relation.target!.item, relation.attribute)
        return swapped
    }

    static func kind(_ rng: inout SplitMix64) -> RelationKind {
        rng.pick([.equal, .equal, .greaterThanOrEqual, .lessThanOrEqual])
    }

    /// Mostly 1; else negative, fractional, tiny (a subnormal), large, and for sizes 0.
    static func multiplier(_ rng: inout SplitMix64, ofPosition isPosition: Bool) -> Double {
        guard rng.chance(0.3) else { return 1 }
        return rng.pick([-1, -0.5, 0.5, 2, 1.0 / 3, 1e-3, 1e3, 1e6, .leastNonzeroMagnitude, -2] + (isPosition ? [] : [0, -0.0]))
    }

    /// Mostly small lengths; a fifth of them negative zero, subnormals or 1e6 to 1e300.
    static func constant(_ rng: inout SplitMix64) -> Double {
        rng.chance(0.8)
            ? rng.pick([0, 0, 1, 8, 8, 16, 20, -8, -16, 0.5, 1.0 / 3, 100, 250.25, -100])
            : rng.pick([-0.0, .leastNonzeroMagnitude, .leastNormalMagnitude / 4, 1e6, -1e6, 1e9, 1e12, 1e100, 1e300, -1e300])
    }

    /// Required nearly half the time, else any priority from 1 to 999.
    static func priority(_ rng: inout SplitMix64) -> Priority {
        rng.chance(0.45) ? .required : optionalPriority(&rng)
    }

    static func optionalPriority(_ rng: inout SplitMix64) -> Priority {
        Priority(rng.pick([1, 50, 249, 250, 251, 500, 500.5, 749, 750, 751, 999]))
    }

    /// Content priorities other than Auto Layout's defaults for about a quarter of `ids`,
    /// required ones included.
    static func contentPriorities(_ rng: inout SplitMix64, _ ids: [ElementID], required: Bool = true) -> [ElementID: ContentPriorities] {
        var priorities: [ElementID: ContentPriorities] = [:]
        for id in ids where rng.chance(0.25) {
            func any() -> Priority { Priority(rng.pick([1, 50, 249, 250, 251, 500, 749, 750, 751, 999] + (required ? [1000] : []))) }
            priorities[id] = ContentPriorities(hugging: Size(width: any(), height: any()),
                                               compressionResistance: Size(width: any(), height: any()))
        }
        return priorities
    }

    /// `relations`, each at its own line.
    static func numbered(_ relations: [Relation], from first: UInt = 1) -> [Relation] {
        relations.enumerated().map { index, relation in
            var relation = relation
            relation.location = SourceLocation(fileID: file, line: first + UInt(index))
            return relation
        }
    }

    // MARK: Layout input and edits

    static func availableSpace(_ rng: inout SplitMix64, definite: Double) -> AvailableSpace {
        if rng.chance(definite) { return .definite(rng.pick([0, 100, 320, 375, 800, 1e6])) }
        return rng.chance(0.75) ? .maxContent : .minContent
    }

    /// One to four edits: another width for the container (through the available space or its
    /// style), another intrinsic size for a leaf, an edited relation, a leaf marked dirty, the
    /// root restyled (when it is not the container); with layouts between them, so that kept
    /// systems are changed in place.
    static func edits(_ rng: inout SplitMix64, root: LayoutNode, anatomy: Anatomy, viewport: Size<AvailableSpace>,
                      roomy: Bool) -> [FuzzCase.Edit] {
        let widths: [Dimension] = roomy ? [.auto, .points(1e6)] : [.auto] + containerLengths.map { .points($0) }
        var holder = root.node(atPreorder: anatomy.holder)!
        var nextLine = UInt(holder.constraints.relations.count) + 1
        // The measured leaves' document-order indices, in one walk (as `node(atPreorder:)` counts).
        var leaves: [Int] = []
        var stack = [root]
        var index = 0
        while let node = stack.popLast() {
            if node.measure != nil { leaves.append(index) }
            index += 1
            stack.append(contentsOf: node.children.reversed())
        }
        var edits: [FuzzCase.Edit] = []
        for _ in 0..<rng.int(1...4) {
            switch rng.int(0...9) {
            case 0, 1:
                let width = roomy ? rng.pick([.maxContent, .definite(2e6)]) : availableSpace(&rng, definite: 0.8)
                edits.append(.layout(Size(width: width, height: viewport.height)))
            case 2:
                holder.style.width = rng.pick(widths)
                edits.append(.setStyle(target: anatomy.holder, holder.style))
            case 3, 4:
                guard !leaves.isEmpty else { continue }
                edits.append(.setMeasure(target: rng.pick(leaves), content(&rng, lengths: roomy ? moderateLengths : contentLengths)))
            case 5, 6, 7:
                holder.constraints = edited(holder.constraints, &rng, anatomy: anatomy, nextLine: &nextLine)
                edits.append(.setConstraints(target: anatomy.holder, holder.constraints))
            case 8:
                edits.append(.markDirty(target: leaves.isEmpty ? anatomy.holder : rng.pick(leaves)))
            default:
                guard anatomy.holder != 0 else { continue }
                var style = plainStyle(&rng)
                style.display = rng.pick([.flex, .layers, .none])
                edits.append(.setStyle(target: 0, style))
            }
            if rng.chance(0.5) { edits.append(.layout(viewport)) }
        }
        return edits
    }

    /// `set` with one relation changed (its constant, priority, multiplier or kind), removed, or
    /// added (at a new line).
    static func edited(_ set: ConstraintSet, _ rng: inout SplitMix64, anatomy: Anatomy, nextLine: inout UInt) -> ConstraintSet {
        var set = set
        guard !set.relations.isEmpty && rng.chance(0.8) else {
            set.relations += numbered([randomRelation(&rng, items: anatomy.items, subjects: anatomy.subjects)], from: nextLine)
            nextLine += 1
            return set
        }
        let index = rng.int(0...set.relations.count - 1)
        var relation = set.relations[index]
        switch rng.int(0...4) {
        case 0: relation.constant = constant(&rng)
        case 1: relation.priority = priority(&rng)
        case 2 where relation.target != nil:
            relation.multiplier = multiplier(&rng, ofPosition: relation.attribute.kind != .dimension)
        case 2, 3: relation.kind = kind(&rng)
        default:
            set.relations.remove(at: index)
            return set
        }
        set.relations[index] = relation
        return set
    }
}

extension MeasureFunction {
    /// Content of a fixed size, with no intrinsic size on an axis given `nil` (Auto Layout's
    /// `noIntrinsicMetric`, where it measures 0); a known size wins. Its name is the Swift
    /// expression that rebuilds it.
    static func fuzzContent(width: Double?, height: Double?, baseline: Double? = nil) -> MeasureFunction {
        func literal(_ value: Double?) -> String { value.map { "\($0)" } ?? "nil" }
        let name = ".fuzzContent(width: \(literal(width)), height: \(literal(height))"
            + (baseline.map { ", baseline: \($0)" } ?? "") + ")"
        return MeasureFunction(name, readsAvailableHeight: false,
                               hasIntrinsicSize: Size(width: width != nil, height: height != nil)) { input in
            Measurement(width: input.knownSize.width ?? width ?? 0, height: input.knownSize.height ?? height ?? 0,
                        firstBaseline: baseline)
        }
    }
}
