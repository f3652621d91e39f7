import TrellisCore
import TrellisRender

/// Shrinks a failing case while it still fails the same way (delta debugging, greedily): drops
/// edits, relations, content priorities and subtrees (with the relations that name them),
/// resets style properties to their initial values and relations' numbers to 0 and 1, removes
/// measure functions and simplifies the available space.
public enum Minimizer {
    public static func minimize(_ failing: FuzzCase, kind: Violation.Kind, budget: Int = 3_000,
                                seconds: Double = 30,
                                check: (FuzzCase) -> Violation? = Invariants.check) -> FuzzCase {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        var current = failing
        var attempts = 0
        func stillFails(_ candidate: FuzzCase) -> Bool {
            attempts += 1
            if ContinuousClock.now > deadline { attempts = budget }
            return check(candidate)?.kind == kind
        }
        var progress = true
        while progress && attempts < budget {
            progress = false
            // Edits, last first (later edits depend on earlier ones less often).
            var index = current.edits.count - 1
            while index >= 0 && attempts < budget {
                var candidate = current
                candidate.edits.remove(at: index)
                if stillFails(candidate) { current = candidate; progress = true }
                index -= 1
            }
            // Relations, in halves, then quarters… then one at a time, so that 10,000 of them
            // shrink in a few hundred checks; then content priorities, and the numbers of the
            // relations left (a relation the IR rejects for its multiplier may need it).
            for site in current.relationSites where attempts < budget {
                var run = max(1, current.constraints(at: site).relations.count / 2)
                while attempts < budget {
                    var start = 0
                    while attempts < budget && start < current.constraints(at: site).relations.count {
                        var constraints = current.constraints(at: site)
                        constraints.relations.removeSubrange(start..<min(start + run, constraints.relations.count))
                        let candidate = current.setting(constraints, at: site)
                        if stillFails(candidate) { current = candidate; progress = true } else { start += run }
                    }
                    if run == 1 { break }
                    run /= 2
                }
                let ids = current.constraints(at: site).contentPriorities.keys.sorted { "\($0)" < "\($1)" }
                for id in ids where attempts < budget {
                    var constraints = current.constraints(at: site)
                    constraints.contentPriorities[id] = nil
                    let candidate = current.setting(constraints, at: site)
                    if stillFails(candidate) { current = candidate; progress = true }
                }
                for index in current.constraints(at: site).relations.indices where attempts < budget {
                    for simplify in [{ (relation: inout Relation) in relation.constant = 0 },
                                     { (relation: inout Relation) in relation.multiplier = 1 }] where attempts < budget {
                        var constraints = current.constraints(at: site)
                        let relation = constraints.relations[index]
                        simplify(&constraints.relations[index])
                        if constraints.relations[index] == relation { continue }
                        let candidate = current.setting(constraints, at: site)
                        if stillFails(candidate) { current = candidate; progress = true }
                    }
                }
            }
            // Whole subtrees, from the end so that earlier indices stay put, with the relations
            // that name them (else the tree would throw for relations naming no child).
            var node = current.root.preorderCount - 1
            while node >= 1 && attempts < budget {
                if node < current.root.preorderCount {
                    var candidate = current
                    candidate.root = current.root.replacing(atPreorder: node) { _ in nil }
                    if let id = current.root.node(atPreorder: node)?.id, !current.relationSites.isEmpty {
                        candidate = candidate.droppingRelations(naming: id)
                    }
                    if stillFails(candidate) { current = candidate; progress = true }
                }
                node -= 1
            }
            // A node replaced by its only child's subtree is not tried: ids and styles would mix.
            // Measure functions, then style properties, node by node.
            for node in 0..<current.root.preorderCount where attempts < budget {
                guard node < current.root.preorderCount else { break }
                if current.root.node(atPreorder: node)?.measure != nil {
                    var candidate = current
                    candidate.root = current.root.replacing(atPreorder: node) { var n = $0; n.measure = nil; return n }
                    if stillFails(candidate) { current = candidate; progress = true }
                }
                for property in StyleGenerator.properties where attempts < budget {
                    guard let style = current.root.node(atPreorder: node)?.style else { break }
                    var reset = style
                    property.reset(&reset)
                    if reset == style { continue }
                    var candidate = current
                    candidate.root = current.root.replacing(atPreorder: node) { var n = $0; n.style = reset; return n }
                    if stillFails(candidate) { current = candidate; progress = true }
                }
            }
            // The available space and rounding.
            for axis in Axis.allCases where current.viewport[axis] != .maxContent {
                var candidate = current
                candidate.viewport[axis] = .maxContent
                if stillFails(candidate) { current = candidate; progress = true }
            }
            if current.pixelScale == nil {
                var candidate = current
                candidate.pixelScale = 1
                if stillFails(candidate) { current = candidate; progress = true }
            }
        }
        return current
    }

    /// The case's tree as a layout file (a `<test>` with the viewport and rounding), or `nil` when
    /// the format cannot hold it (a custom measure function, relations).
    public static func layoutFile(_ fuzzCase: FuzzCase, name: String) -> String? {
        guard fuzzCase.relationSites.isEmpty && ConstraintInvariants.holders(in: fuzzCase.root).isEmpty else { return nil }
        let document = LayoutDocument(name: name, useRounding: fuzzCase.pixelScale != nil,
                                      viewport: fuzzCase.viewport, root: fuzzCase.root)
        return try? document.xml()
    }
}
