import Testing
import TrellisCore
@testable import TrellisFuzz

/// A hundred and fifty random constraint systems on every `swift test`; `.ci/run` runs this
/// seed's longer run with the release `trellis fuzz --constraints`, and the long runs use it too.
@Suite struct ConstraintFuzzTests {
    /// Every invariant, on every case.
    @Test func randomConstraintSystemsKeepEveryInvariant() {
        // No system of this run is a large one (1 case in 1,000), which would take seconds.
        let summary = Fuzzer.run(seed: 2026, count: 150, generator: .constraints(.mixed), maxFailures: 0)
        #expect(summary.cases == 150)
        #expect(summary.relations < 30_000)
        #expect(summary.errors["unsatisfiableConstraints", default: 0] > 0)
        #expect(summary.errors["invalidRelation", default: 0] > 0)
        for failure in summary.failures { Issue.record("\(failure)") }
    }

    /// Cases that once failed, each for its own reason: F9's relayout a layout unit off a fresh
    /// layout (915508/3062); a container's snapped size short of its relations (515151/75251,
    /// 96613, 49598); a layers box whose scrollbar came from a relation outside its conflict
    /// (7310/30194); a box whose `auto` scrollbar a relation outside the conflict kept hidden
    /// (515151/62449), or the flex box's own (428611/58559); a relation with a multiplier of 1e6
    /// carrying rounding a million times over between a relayout and a fresh layout (515151/64551).
    @Test(arguments: [(915508, 3062), (515151, 75251), (515151, 96613), (515151, 49598), (7310, 30194),
                      (515151, 62449), (428611, 58559), (515151, 64551)] as [(UInt64, UInt64)])
    func casesThatOnceFailedPass(seed: UInt64, index: UInt64) {
        let summary = Fuzzer.run(seed: seed, first: index, count: 1, generator: .constraints(.mixed), maxFailures: 0)
        #expect(summary.cases == 1)
        for failure in summary.failures { Issue.record("\(failure)") }
    }

    @Test func casesAreReproducible() {
        for index in 0..<20 as Range<UInt64> {
            let seed = SplitMix64.caseSeed(7, index)
            let generator = Fuzzer.Generator.constraints(.mixed)
            #expect("\(generator.fuzzCase(seed: seed))" == "\(generator.fuzzCase(seed: seed))")
        }
    }

    /// Every pairing of attributes, the ones Auto Layout rejects included, and a number alone.
    @Test func theGeneratorPairsEveryAttribute() {
        var rng = SplitMix64(seed: 3)
        let items: [ItemReference] = [.container, .item("a"), .item("b")]
        var pairings = Set<String>()
        for _ in 0..<20_000 {
            for relation in [ConstraintGenerator.randomRelation(&rng, items: items, subjects: items),
                             ConstraintGenerator.rejectedRelation(&rng, items: items, strangers: [])] {
                pairings.insert("\(relation.attribute) \(relation.target.map { "\($0.attribute)" } ?? "number")")
            }
        }
        #expect(pairings.count == LayoutAttribute.allCases.count * (LayoutAttribute.allCases.count + 1))
    }

    /// The odd numbers, priorities, shapes, items and edits the generator is meant to make.
    @Test func theGeneratorCoversOddInputs() {
        var seen = Set<String>()
        func note(_ name: String, _ condition: Bool) { if condition { seen.insert(name) } }
        for index in 0..<3_000 as Range<UInt64> {
            let fuzzCase = ConstraintGenerator.fuzzCase(seed: SplitMix64.caseSeed(11, index), scale: .mixed)
            let holders = ConstraintInvariants.holders(in: fuzzCase.root)
            for holder in holders {
                let relations = holder.node.constraints.relations
                note("a flex or layers box with relations", holder.node.style.display != .constraints)
                note("a grid box with relations", holder.node.style.display == .grid)
                note("relations and no positioned child", holder.node.style.display != .constraints
                    && !relations.isEmpty && !holder.node.children.contains { $0.style.position == .absolute })
                note("a container inside a flex or layers box", holder.index > 0)
                note("a right-to-left container", holder.isRTL)
                note("duplicate priorities", Set(relations.map(\.priority)).count < relations.count)
                // One pass with a set: filtering the relations for each one was quadratic, and
                // a large system holds up to 10,000 of them.
                var formulas = Set<String>()
                note("a redundant relation", relations.contains { !formulas.insert($0.formula).inserted })
                note("content priorities", !holder.node.constraints.contentPriorities.isEmpty)
                note("no relations", relations.isEmpty)
                note("a container without children", holder.node.style.display == .constraints && holder.node.children.isEmpty)
                note("more than 1,000 relations", relations.count > 1_000)
                for child in holder.node.children {
                    note("a hidden child", child.style.display == .none)
                    note("a nested box", !child.children.isEmpty)
                    note("an absolutely positioned child", child.style.position == .absolute)
                    if let measure = child.measure {
                        let axes = [measure.hasIntrinsicSize.width, measure.hasIntrinsicSize.height].filter { $0 }.count
                        note("content with an intrinsic size on \(axes) axes", measure.name.hasPrefix(".fuzzContent"))
                        note("text", measure.name.hasPrefix(".monospaceText"))
                    } else {
                        note("an empty leaf", child.children.isEmpty)
                    }
                }
                // Once per holder, not per relation: a large system has 10,000 relations.
                let childIDs = Set(holder.node.children.compactMap(\.id))
                let inFlow = Set(holder.node.children.filter { $0.style.position != .absolute }.compactMap(\.id))
                for relation in relations {
                    if case .item(let id) = relation.item {
                        note("a relation on an in-flow child", holder.node.style.display != .constraints && inFlow.contains(id))
                    }
                    note("the container on the left", relation.item == .container)
                    note("the container on the right", relation.target?.item == .container)
                    note("multiplier 0", relation.multiplier == 0 && relation.target != nil)
                    note("a negative multiplier", relation.multiplier < 0)
                    note("a fractional multiplier", relation.multiplier > 0 && relation.multiplier < 1)
                    note("a large multiplier", relation.multiplier >= 1e3)
                    note("constant -0", relation.constant == 0 && relation.constant.sign == .minus)
                    note("a subnormal constant", relation.constant.isSubnormal)
                    note("constant 1e300", abs(relation.constant) == 1e300)
                    note("priority 1", relation.priority.value == 1)
                    note("priority 1000", relation.priority.isRequired)
                    note("a rejected relation", ConstraintInvariants.rejection(of: relation, children: childIDs) != nil)
                }
            }
            for edit in fuzzCase.edits {
                switch edit {
                case .setConstraints: seen.insert("setConstraints")
                case .setMeasure(let target, _):
                    seen.insert("setMeasure")
                    note("setMeasure inside a constraint container", holders.contains { holder in
                        holder.node.style.display == .constraints && target > holder.index
                            && target < holder.index + holder.node.preorderCount
                    })
                case .setStyle: seen.insert("setStyle")
                case .layout: seen.insert("layout")
                case .markDirty: seen.insert("markDirty")
                case .insertChild, .removeChild: break
                }
            }
        }
        let expected: Set<String> = [
            "a flex or layers box with relations", "a grid box with relations", "relations and no positioned child",
            "a relation on an in-flow child", "setMeasure inside a constraint container", "a container inside a flex or layers box", "a right-to-left container",
            "duplicate priorities", "a redundant relation", "content priorities", "no relations", "more than 1,000 relations",
            "a container without children",
            "a hidden child", "a nested box", "an absolutely positioned child", "content with an intrinsic size on 0 axes",
            "content with an intrinsic size on 1 axes", "content with an intrinsic size on 2 axes", "text", "an empty leaf",
            "the container on the left", "the container on the right", "multiplier 0", "a negative multiplier",
            "a fractional multiplier", "a large multiplier", "constant -0", "a subnormal constant", "constant 1e300",
            "priority 1", "priority 1000", "a rejected relation",
            "setConstraints", "setMeasure", "setStyle", "layout", "markDirty",
        ]
        #expect(expected.subtracting(seen).isEmpty, "never generated: \(expected.subtracting(seen).sorted())")
    }

    /// A system of 1,246 relations (multipliers of 1e6 among them) on which the primal simplex
    /// cycled: a rounding residue of 1e-9 in an objective coefficient passed for a gain, and
    /// from one edit's layout on every addition spent its whole pivot budget, for minutes in
    /// all. `Simplex.optimize()` now notices a basis coming back; the case takes a fraction of
    /// a second (before, this test did not finish).
    @Test func theSimplexDoesNotCycleOnRoundingResidues() {
        let summary = Fuzzer.run(seed: 7771, first: 2268, count: 1, generator: .constraints(.mixed), maxFailures: 0)
        #expect(summary.cases == 1)
        #expect(summary.relations == 1246)
        for failure in summary.failures { Issue.record("\(failure)") }
    }

    @Test func largeSystemsHaveTenThousandRelations() {
        let fuzzCase = ConstraintGenerator.fuzzCase(seed: 5, scale: .large)
        #expect(fuzzCase.relationCount == 10_000)
    }

    @Test func theMinimiserDropsRelationsAndTheChildrenTheyName() {
        // A fake failure: "a relation has the constant 4242". The minimiser keeps that relation
        // and the children it names, and drops every other relation and child.
        let kind = Violation.Kind.conflictHolds
        var rng = SplitMix64(seed: 1)
        let ids = (0..<12).map { ElementID("a\($0)") }
        let items = [ItemReference.container] + ids.map(ItemReference.item)
        var relations = (0..<40).map { _ in ConstraintGenerator.randomRelation(&rng, items: items, subjects: items) }
        let marked = Relation(item: .item("a1"), attribute: .width, kind: .equal, target: (.item("a2"), .width), constant: 4242)
        relations.insert(marked, at: 17)
        let root = LayoutNode(style: Style().display(.constraints), constraints: ConstraintSet(relations),
                              children: ids.map { LayoutNode(id: $0) })
        let fuzzCase = FuzzCase(root: root, viewport: Size(width: .definite(100), height: .maxContent), pixelScale: 1, edits: [])
        let minimized = Minimizer.minimize(fuzzCase, kind: kind) { candidate in
            let holds = candidate.relationSites.contains { site in
                candidate.constraints(at: site).relations.contains { $0.constant == 4242 }
            }
            return holds ? Violation(kind: kind, detail: "") : nil
        }
        #expect(minimized.constraints(at: .node(0)).relations == [marked])
        #expect(minimized.root.children.compactMap(\.id) == ["a1", "a2"])
    }
}
