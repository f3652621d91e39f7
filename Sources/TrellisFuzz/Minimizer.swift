import TrellisCore
import TrellisRender

/// Shrinks a failing case while it still fails the same way (delta debugging, greedily): drops
/// edits and subtrees, resets style properties to their initial values, removes measure
/// functions and simplifies the available space.
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
            // Whole subtrees, from the end so that earlier indices stay put.
            var node = current.root.preorderCount - 1
            while node >= 1 && attempts < budget {
                if node < current.root.preorderCount {
                    var candidate = current
                    candidate.root = current.root.replacing(atPreorder: node) { _ in nil }
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
    /// the format cannot hold it (a custom measure function).
    public static func layoutFile(_ fuzzCase: FuzzCase, name: String) -> String? {
        let document = LayoutDocument(name: name, useRounding: fuzzCase.pixelScale != nil,
                                      viewport: fuzzCase.viewport, root: fuzzCase.root)
        return try? document.xml()
    }
}
