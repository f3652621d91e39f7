/// The constraint container (`display: constraints`) and relations in flex and layers
/// containers, in the same layout pass as the other modes (`Docs/ConstraintContainer.md`).
///
/// Each displayed child is an item: its intrinsic size comes from the engine's own intrinsic
/// sizing (max-content width, and the height at its width), the relations are solved with the
/// container's size, and then each item is laid out by its own mode at the frame it was given.
extension LayoutTree {
    /// Lays out constraint container `node`: solves its system for the size it is given (a
    /// free axis takes Auto Layout's compressed fitting size) and, for a final layout, places
    /// every item.
    mutating func computeConstraintsLayout(_ node: Int32, _ input: LayoutInput) -> LayoutOutput {
        let box = BoxModel(styles[Int(node)], pool, containingBlock: input.parentSize)
        let inset = box.contentInset
        var known = input.knownSize
        if input.sizingMode == .inherentSize {
            if known.width == nil, let width = box.size.width { known.width = box.clamp(width, .horizontal) }
            if known.height == nil, let height = box.size.height { known.height = box.clamp(height, .vertical) }
        }
        var given = Size(width: known.width.map { max(0, $0 - inset.width) }, height: known.height.map { max(0, $0 - inset.height) })
        var system = solvedSystem(of: node, given: given)
        // Sized by its min-content on an axis: the least its required relations allow, items
        // compressed below their intrinsic sizes as far as those relations let them.
        var isLeast = false
        for axis in Axis.allCases where known[axis] == nil && input.availableSpace[axis] == .minContent {
            given[axis] = system.leastLength(axis)
            isLeast = true
        }
        if isLeast {
            system.setContainerSize(given)
            refineHeightsForWidths(&system)
        }
        var outer = Size(width: known.width ?? system.containerLength(.horizontal) + inset.width,
                         height: known.height ?? system.containerLength(.vertical) + inset.height)
        if input.sizingMode == .inherentSize {
            if known.width == nil { outer.width = box.clamp(outer.width, .horizontal) }
            if known.height == nil { outer.height = box.clamp(outer.height, .vertical) }
        }
        if input.runMode == .performLayout {
            let origin = Size(width: box.border.left + box.padding.left, height: box.border.top + box.padding.top)
            let content = Size<Double?>(width: max(0, outer.width - inset.width), height: max(0, outer.height - inset.height))
            for index in system.items.indices where !system.items[index].isFixed {
                place(system.items[index].node, at: system.frame(ofItem: index), origin: origin, containingBlock: content)
            }
            hideDisplayNoneChildren(of: node)
            let sizeConflict = system.isSizeViolated(given) ? system.sizeConflict(given: given) : nil
            recordConflicts(of: system, of: node, adding: sizeConflict)
        }
        constraints.systems[node] = system
        return LayoutOutput(size: outer, firstBaseline: nil)
    }

    /// The intrinsic widths of constraint container `node`'s content box. Its max-content
    /// width is Auto Layout's compressed fitting width (the width pulled towards zero below
    /// every priority); its min-content width is the least width
    /// the required relations allow, so that a flex container may shrink it until only required
    /// relations stop it.
    mutating func constraintsIntrinsicWidth(_ node: Int32, _ kind: IntrinsicSizeKind) -> Double {
        var system = solvedSystem(of: node, given: Size(width: nil, height: nil))
        defer { constraints.systems[node] = system }
        switch kind {
        case .maxContent: return system.containerLength(.horizontal)
        case .minContent: return system.leastLength(.horizontal)
        }
    }

    /// `node`'s system, built if it has none, with the items' current intrinsic sizes and the
    /// container's `given` content size, solved. The caller puts it back.
    private mutating func solvedSystem(of node: Int32, given: Size<Double?>) -> ConstraintSystem {
        var system: ConstraintSystem
        // A system measured again after an edit starts its refinement anew already.
        // (`consume`: a copy of the kept system alive beside it would make each change copy.)
        if var kept = constraints.systems.removeValue(forKey: node),
           kept.measuredAtEdit == invalidation.editCount || updateIntrinsicSizes(of: &kept),
           kept.restartRefinement() {
            system = consume kept
        } else {
            system = buildSystem(of: node, given: given)
        }
        system.measuredAtEdit = invalidation.editCount
        system.setContainerSize(given)
        refineHeightsForWidths(&system)
        return system
    }

    /// Builds the system of constraint container `node`, solved for the content size it is
    /// `given`: every displayed child is an item, and a hidden one that relations name is a box
    /// fixed at zero.
    private mutating func buildSystem(of node: Int32, given: Size<Double?>) -> ConstraintSystem {
        let set = constraints.sets[node] ?? .none
        let endpoints = constraints.endpoints[node] ?? []
        // Gathered at the first hidden child only: most containers have none.
        var named: Set<Int32>?
        var items: [ConstraintSystem.ItemDescription] = []
        var fixed: [ConstraintSystem.FixedBox] = []
        var boxes: [ConstraintSystem.Box] = []
        var child = nodes[Int(node)].firstChild
        while child != LayoutTree.noNode {
            let id = elementID(child)
            if styles[Int(child)].display != .none {
                boxes.append(.solved(items.count))
                items.append(itemDescription(child, id: id, priorities: set.contentPriorities(of: id), width: nil))
            } else {
                if named == nil { named = Self.namedChildren(endpoints) }
                if named!.contains(Int32(boxes.count)) {
                    boxes.append(.solved(items.count))
                    fixed.append(ConstraintSystem.FixedBox(item: items.count, frame: .zero, reason: "display: none"))
                    items.append(.unmeasured(child, id: id))
                } else {
                    boxes.append(.unnamed)
                }
            }
            child = nodes[Int(child)].nextSibling
        }
        let system = ConstraintSystem(relations: set.relations, endpoints: endpoints, boxes: boxes,
                                      items: items, fixed: fixed, isRTL: nodes[Int(node)].isRTL, container: nil, given: given)
        recordConflicts(of: system, of: node)
        return system
    }

    /// What the system needs of `child`: its intrinsic size (at `width`, or its max-content
    /// width), its baseline there, and its own size properties.
    private mutating func itemDescription(_ child: Int32, id: ElementID?, priorities: ContentPriorities,
                                          width: Double?) -> ConstraintSystem.ItemDescription {
        let box = BoxModel(styles[Int(child)], pool, containingBlock: .indefinite)
        let measured = intrinsicSize(of: child, box, atWidth: width)
        return ConstraintSystem.ItemDescription(
            node: child, id: id, priorities: priorities, intrinsic: measured.size, baseline: measured.baseline,
            heightMeasuredAt: measured.width, styleSize: box.size.map(length), styleMinimum: box.minSize.map(length),
            styleMaximum: box.maxSize.map(length))
    }

    /// `value` as the solver takes a length: saturated at ±``LayoutTree/largestLength``, as a
    /// relation's constant is, so that the tableau's tolerance (relative to its largest constant)
    /// stays one that tells a conflict of a point from rounding.
    private func length(_ value: Double) -> Double { LayoutTree.saturated(value) }
    private func length(_ value: Double?) -> Double? { value.map(length) }

    /// A child's intrinsic size as Auto Layout sees it: its max-content width and its height at
    /// `width` (or at that width), `nil` on an axis where it has none (a leaf without content, or
    /// a measure function without a size there); its first baseline at that size; and the width
    /// its height was measured at.
    private mutating func intrinsicSize(of child: Int32, _ box: BoxModel, atWidth width: Double?)
        -> (size: Size<Double?>, baseline: Double?, width: Double?) {
        let has: Size<Bool>
        if let measure = measureFunction(of: child) {
            has = measure.hasIntrinsicSize
        } else {
            // A box sizes itself by its content; a constraint container by its relations too.
            let sizesItself = nodes[Int(child)].firstChild != LayoutTree.noNode
                || (styles[Int(child)].display == .constraints && constraints.sets[child] != nil)
            has = Size(width: sizesItself, height: sizesItself)
        }
        guard has.width || has.height else { return (Size(width: nil, height: nil), nil, nil) }
        let intrinsicWidth = has.width ? intrinsicWidth(child, .maxContent, box) : nil
        let measuringWidth = width ?? intrinsicWidth
        let output = computeLayout(child, LayoutInput(
            knownSize: Size(width: measuringWidth, height: nil), parentSize: .indefinite,
            availableSpace: Size(width: measuringWidth.map { .definite($0) } ?? .maxContent, height: .maxContent),
            sizingMode: .contentSize, runMode: .computeSize))
        return (Size(width: length(intrinsicWidth), height: has.height ? length(output.size.height) : nil),
                length(output.firstBaseline), measuringWidth)
    }

    /// Measures the items' intrinsic sizes again and changes the kept `system` in place; `false`
    /// when a change needs a new system. Heights are measured at the max-content width, as a
    /// new system's are, so that the refinement of heights for widths starts where a fresh
    /// layout's does and reaches the same point (measured at the widths items last had, an
    /// aspect-ratio box converged to 3 × 3 where a fresh layout gave 0 × 0).
    private mutating func updateIntrinsicSizes(of system: inout ConstraintSystem) -> Bool {
        for index in system.items.indices {
            let item = system.items[index]
            guard item.intrinsic.width != nil || item.intrinsic.height != nil else { continue }
            let box = BoxModel(styles[Int(item.node)], pool, containingBlock: .indefinite)
            let measured = intrinsicSize(of: item.node, box, atWidth: nil)
            guard measured.baseline == item.baseline else { return false }
            for axis in Axis.allCases {
                guard let value = measured.size[axis] else { continue }
                if system.setIntrinsicSize(value, of: index, axis, measuredAt: measured.width, startsRefinement: true) == .needsRebuild {
                    return false
                }
            }
        }
        return true
    }

    /// Heights depend on widths (text wraps): each item with an intrinsic height whose solved
    /// width is not the one its height was measured at gets the height its content has there,
    /// and the system is solved again, eight times at most (three left a wrapping label whose
    /// height a relation ties to its width short of settling: fuzzer, seed 51 case 1331), and
    /// only while the widths settle: each round moves them less than the one before.
    ///
    /// A round that moves them no less does not converge, and stops the refinement: an aspect
    /// ratio (`height = 2 × width`) under a stronger `height == 0.75 × width` asks each round
    /// for a wider item, 2.7 times further each time, and eight rounds took it to 2e5 pt,
    /// amplifying the rounding by which a kept system and a new one differ to half a point
    /// (fuzz --constraints --seed 89207, case 135).
    private mutating func refineHeightsForWidths(_ system: inout ConstraintSystem) {
        var previousMove = Double.infinity
        for _ in 0..<8 {
            var changed = false
            var move = 0.0
            for index in system.items.indices where system.items[index].intrinsic.height != nil {
                let item = system.items[index]
                let width = system.width(ofItem: index)
                if let measured = item.heightMeasuredAt, abs(measured - width) < 1e-9 { continue }
                move = max(move, item.heightMeasuredAt.map { abs($0 - width) } ?? .infinity)
                let height = length(computeLayout(item.node, LayoutInput(
                    knownSize: Size(width: width, height: nil), parentSize: .indefinite,
                    availableSpace: Size(width: .definite(width), height: .maxContent),
                    sizingMode: .contentSize, runMode: .computeSize)).size.height)
                switch system.setIntrinsicSize(height, of: index, .vertical, measuredAt: width) {
                case .unchanged: break
                case .changed: changed = true
                case .needsRebuild: return
                }
            }
            if !changed || move >= previousMove { return }
            previousMove = move
        }
    }

    /// Lays `child` out at `frame` (in its container's content box, whose corner is at `origin`).
    private mutating func place(_ child: Int32, at frame: Rect, origin: Size<Double>, containingBlock: Size<Double?>) {
        _ = computeLayout(child, LayoutInput(
            knownSize: Size(width: frame.width, height: frame.height), parentSize: containingBlock,
            availableSpace: Size(width: .definite(frame.width), height: .definite(frame.height)),
            sizingMode: .inherentSize, runMode: .performLayout))
        nodes[Int(child)].isHidden = false
        setUnroundedFrame(Rect(x: origin.width + frame.x, y: origin.height + frame.y,
                               width: frame.width, height: frame.height), of: child)
    }

    // MARK: Relations in flex and layers containers

    /// Places the absolutely positioned children of flex, grid or layers container `node` that
    /// its relations name, reading the other children they name where the container put them
    /// (boxes fixed there, so that a relation they break is reported with them). Returns the
    /// children it placed, which CSS positioning then leaves alone.
    mutating func placeConstrainedChildren(of node: Int32, box: BoxModel, outerSize: Size<Double>) -> [Int32] {
        guard let set = constraints.sets[node], let endpoints = constraints.endpoints[node] else { return [] }
        let named = Self.namedChildren(endpoints)
        let origin = Size(width: box.border.left + box.padding.left, height: box.border.top + box.padding.top)
        let content = Size(width: max(0, outerSize.width - box.contentInset.width),
                           height: max(0, outerSize.height - box.contentInset.height))
        var items: [ConstraintSystem.ItemDescription] = []
        var fixed: [ConstraintSystem.FixedBox] = []
        var boxes: [ConstraintSystem.Box] = []
        var child = nodes[Int(node)].firstChild
        while child != LayoutTree.noNode {
            let style = styles[Int(child)]
            let id = elementID(child)
            if !named.contains(Int32(boxes.count)) {
                boxes.append(.unnamed)
                child = nodes[Int(child)].nextSibling
                continue
            }
            boxes.append(.solved(items.count))
            if style.display == .none {
                fixed.append(ConstraintSystem.FixedBox(item: items.count, frame: .zero, reason: "display: none"))
                items.append(.unmeasured(child, id: id))
            } else if style.position == .absolute {
                items.append(itemDescription(child, id: id, priorities: set.contentPriorities(of: id), width: nil))
            } else {
                let frame = nodes[Int(child)].unroundedFrame
                fixed.append(ConstraintSystem.FixedBox(item: items.count,
                                                       frame: Rect(x: length(frame.x - origin.width), y: length(frame.y - origin.height),
                                                                   width: length(frame.width), height: length(frame.height)),
                                                       reason: "where its container placed it"))
                items.append(.unmeasured(child, id: id))
            }
            child = nodes[Int(child)].nextSibling
        }
        var system = ConstraintSystem(relations: set.relations, endpoints: endpoints, boxes: boxes, items: items,
                                      fixed: fixed, isRTL: nodes[Int(node)].isRTL,
                                      container: Rect(x: 0, y: 0, width: length(content.width), height: length(content.height)))
        refineHeightsForWidths(&system)
        let containingBlock = Size<Double?>(width: content.width, height: content.height)
        var placed: [Int32] = []
        for index in system.items.indices where !system.items[index].isFixed {
            place(system.items[index].node, at: system.frame(ofItem: index), origin: origin, containingBlock: containingBlock)
            placed.append(system.items[index].node)
        }
        recordConflicts(of: system, of: node)
        return placed
    }

    /// The children that `endpoints` name, by position among the children.
    private static func namedChildren(_ endpoints: [RelationEndpoints]) -> Set<Int32> {
        var named = Set<Int32>()
        for endpoint in endpoints {
            named.insert(endpoint.item)
            named.insert(endpoint.target)
        }
        return named
    }

    // MARK: Ambiguity

    /// The items of the constraint containers laid out last whose position or size on an axis
    /// the relations leave free (Auto Layout's `hasAmbiguousLayout`), each with the relations
    /// that involve it on that axis. Call it after ``layout(in:pixelScale:)``.
    ///
    /// - Complexity: linear in the size of each container's tableau.
    public func ambiguousConstraintItems() -> [ConstraintDiagnostic] {
        var found: [ConstraintDiagnostic] = []
        for node in constraints.systems.keys.sorted() where isAttached(node) && !nodes[Int(node)].isHidden {
            let system = constraints.systems[node]!
            let relations = constraints.sets[node]?.relations ?? []
            let ambiguities = system.ambiguities()
            for ambiguity in ambiguities {
                let reference: ItemReference = ambiguity.item < 0 ? .container
                    : elementID(system.items[ambiguity.item].node).map(ItemReference.item) ?? .item(ElementID(describe(system.items[ambiguity.item].node)))
                let involved = relations.filter { relation in
                    relation.attribute.axis == ambiguity.axis
                        && (relation.item == reference || relation.target?.item == reference)
                }
                let what = ambiguity.isSize ? (ambiguity.axis == .horizontal ? "width" : "height")
                    : (ambiguity.axis == .horizontal ? "horizontal position" : "vertical position")
                // Each other item once, though both its position and its size may be free.
                var freeOnAxis: [Int] = []
                for other in ambiguities where other.axis == ambiguity.axis && other.item >= 0 && other.item != ambiguity.item
                    && !freeOnAxis.contains(other.item) {
                    freeOnAxis.append(other.item)
                }
                let tie = ambiguity.item < 0 ? nil : priorityTie(ofItem: ambiguity.item, on: ambiguity.axis, in: system,
                                                                 relations: involved, freeItems: freeOnAxis)
                found.append(ConstraintDiagnostic(
                    kind: .ambiguous, item: reference, relations: involved,
                    message: "the relations leave its \(what) free; the solver picked one of several equally good "
                        + "layouts " + (tie ?? "(add a relation or an intrinsic size to fix it)")))
            }
        }
        return found
    }

    /// Where item `index` of `system` is free on `axis` because one of its content priorities
    /// ties with a priority that pulls the other way, the tie and how to break it: its hugging
    /// or compression resistance equal to an optional relation's priority among `relations`, or
    /// to the same content priority of another item free on that axis (`freeItems`), as two
    /// labels that hug alike share the room any way at all. `nil` when nothing ties.
    private func priorityTie(ofItem index: Int, on axis: Axis, in system: ConstraintSystem,
                             relations: [Relation], freeItems: [Int]) -> String? {
        let item = system.items[index]
        guard item.intrinsic[axis] != nil else { return nil }
        let axisName = axis == .horizontal ? ".horizontal" : ".vertical"
        let own: [(name: String, modifier: String, priority: Priority)] = [
            ("compression resistance", "compressionResistance", item.priorities.compressionResistance[axis]),
            ("content hugging", "contentHugging", item.priorities.hugging[axis]),
        ]
        var ties: [String] = []
        var breaker: (modifier: String, priority: Priority)?
        for content in own where !content.priority.isRequired {
            for relation in relations where relation.priority == content.priority {
                ties.append("its \(content.name) (\(content.priority)) ties with \(relation.location)  \(relation.formula)")
                breaker = (content.modifier, content.priority)
            }
            for other in freeItems where system.items[other].intrinsic[axis] != nil {
                let otherPriorities = system.items[other].priorities
                let otherPriority = content.modifier == "contentHugging" ? otherPriorities.hugging[axis]
                    : otherPriorities.compressionResistance[axis]
                guard otherPriority == content.priority else { continue }
                ties.append("its \(content.name) (\(content.priority)) ties with \(describe(system.items[other].node))'s")
                breaker = (content.modifier, content.priority)
            }
        }
        guard let breaker else { return nil }
        return "because " + ties.joined(separator: ", and ") + ": break the tie by giving one of them another "
            + "priority (`.\(breaker.modifier)(\(axisName), \(SwiftLiteral.number(breaker.priority.value + 1)))` "
            + "on the item, or `! <priority>` on the relation)"
    }

    // MARK: Conflicts and validation

    /// Keeps the conflicts of `system` (each a minimal set of relations), `sizeConflict` among
    /// them, or its going out of range, as `node`'s, thrown when the layout ends.
    private mutating func recordConflicts(of system: ConstraintSystem, of node: Int32, adding sizeConflict: [Relation]? = nil) {
        var found = (system.conflicts + (sizeConflict.map { [$0] } ?? [])).map { relations in
            ConstraintDiagnostic(kind: .conflict, item: .container, relations: relations,
                                 message: "in \(describe(node)), required relations cannot all hold; "
                                    + "make one of them optional (! .defaultHigh) or remove it")
        }
        if let relations = system.outOfRangeRelations {
            found.append(ConstraintDiagnostic(
                kind: .outOfRange, item: .container, relations: relations,
                message: "in \(describe(node)), multipliers compound to values beyond 2^53 pt, where a double no longer "
                    + "holds whole points; the frames mean nothing (use multipliers nearer 1)"))
        }
        constraints.conflicts[node] = found.isEmpty ? nil : found
    }

    /// Throws the conflicts of the constraint containers in the tree, in document order.
    func throwConstraintConflicts() throws(LayoutError) {
        guard !constraints.conflicts.isEmpty else { return }
        var found: [ConstraintDiagnostic] = []
        // A container removed or hidden since it recorded its conflicts was not laid out.
        for node in constraints.conflicts.keys.sorted() where isAttached(node) && !nodes[Int(node)].isHidden {
            found += constraints.conflicts[node]!
        }
        if !found.isEmpty { throw .unsatisfiableConstraints(found) }
    }

    /// Checks the relations of the nodes whose sets are new or edited (every number finite,
    /// every pairing one Auto Layout accepts, every item a child of the node) and finds each
    /// relation's items among the node's children, once: solving reads positions, not ids.
    mutating func validateConstraintSets() throws(LayoutError) {
        guard !constraints.unvalidated.isEmpty else { return }
        for node in constraints.unvalidated.sorted() {
            guard let set = constraints.sets[node] else { continue }
            // Positions count every child, not only those with ids.
            var positions: [ElementID: Int32] = [:]
            positions.reserveCapacity(childCount(of: node))
            var position: Int32 = 0
            var child = nodes[Int(node)].firstChild
            while child != LayoutTree.noNode {
                // The first child with an id is the one relations name (a later one keeps out).
                if let id = elementID(child), let first = positions.updateValue(position, forKey: id) { positions[id] = first }
                position += 1
                child = nodes[Int(child)].nextSibling
            }
            let endpoints = try set.relations.withUnsafeBufferPointer { (relations) throws(LayoutError) in
                var endpoints: [RelationEndpoints] = []
                endpoints.reserveCapacity(relations.count)
                for index in relations.indices {
                    var reason: String?
                    if !relations[index].multiplier.isFinite || !relations[index].constant.isFinite {
                        reason = "holds a number that is not finite"
                    } else {
                        reason = relations[index].unsupportedReason
                    }
                    var sides = RelationEndpoints(item: RelationEndpoints.container, target: RelationEndpoints.none)
                    if reason == nil, case .item(let id) = relations[index].item {
                        if let found = positions[id] { sides.item = found } else { reason = Self.notAChild(id) }
                    }
                    if reason == nil, let target = relations[index].itemOfTarget {
                        sides.target = RelationEndpoints.container
                        if case .item(let id) = target {
                            if let found = positions[id] { sides.target = found } else { reason = Self.notAChild(id) }
                        }
                    }
                    if let reason {
                        throw LayoutError.invalidRelation(node: describe(node), relation: relations[index].description, reason: reason)
                    }
                    endpoints.append(sides)
                }
                return endpoints
            }
            constraints.setEndpoints(endpoints, of: node)
        }
        constraints.markAllValidated()
    }
}

extension LayoutTree {
    fileprivate static func notAChild(_ id: ElementID) -> String { "names \"\(id)\", which is not a child of the node" }
}

/// Where a relation's two sides are among its container's children: a child's position in
/// document order, ``container`` for the container itself, ``none`` for no target.
struct RelationEndpoints: Sendable {
    var item: Int32
    var target: Int32

    static let container: Int32 = -1
    static let none: Int32 = -2
}
