import Testing
import TrellisCore
import TrellisRender
@testable import TrellisFuzz

/// Every style the fuzzer generates is written as a layout file and read back unchanged, so a
/// minimised failure's layout file is the case itself (Repros/README.md §3).
@Suite struct StyleRoundTripTests {
    /// The style read back from `style` written on a `<div>`, or the reason it could not be.
    static func roundTrip(_ style: Style) -> Result<Style, LayoutFileError> {
        do throws(LayoutFileError) {
            return .success(try LayoutDocument(xml: try LayoutNode(style: style).layoutFileXML()).root.style)
        } catch {
            return .failure(error)
        }
    }

    static func check(_ style: Style) -> String? {
        switch roundTrip(style) {
        case .success(let read) where read == style: return nil
        case .success(let read): return "\(style)\n  read back as \(read)"
        case .failure(let error): return "\(style)\n  \(error)"
        }
    }

    /// Each property alone, over many of its random values (rare values included).
    @Test func everyGeneratedPropertyValueRoundTrips() {
        var rng = SplitMix64(seed: 41)
        var failures: [String] = []
        for property in StyleGenerator.properties {
            for _ in 0..<150 {
                var style = Style.initial
                property.randomize(&style, &rng)
                if let failure = Self.check(style) { failures.append("\(property.name): \(failure)") }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(5).joined(separator: "\n"))")
    }

    /// Whole styles as trees and edits get them, from sparse to every property set.
    @Test(arguments: [0.3, 1.0]) func generatedStylesRoundTrip(density: Double) {
        var rng = SplitMix64(seed: 43)
        var failures: [String] = []
        for _ in 0..<1_000 {
            if let failure = Self.check(StyleGenerator.style(&rng, density: density)) { failures.append(failure) }
        }
        #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(5).joined(separator: "\n"))")
    }

    /// The fuzzer's cases: the trees (measure functions aside, which the format cannot all hold)
    /// and the styles their edits set.
    @Test func fuzzCaseStylesRoundTrip() {
        var failures: [String] = []
        for index in 0..<100 as Range<UInt64> {
            let fuzzCase = FuzzCase(seed: SplitMix64.caseSeed(2026, index))
            var styles: [Style] = []
            var stack = [fuzzCase.root]
            while let node = stack.popLast() {
                styles.append(node.style)
                stack.append(contentsOf: node.children)
            }
            for edit in fuzzCase.edits {
                if case .setStyle(_, let style) = edit { styles.append(style) }
            }
            failures += styles.compactMap(Self.check)
        }
        #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(5).joined(separator: "\n"))")
    }
}
