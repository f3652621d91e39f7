import Foundation
import Testing
import TrellisCore
import TrellisRender
@testable import TrellisFuzz

/// The fuzzer's minimised failures (Repros/README.md), replayed: each must now keep every
/// invariant, the incremental one included (bit-identical frames).
@Suite struct ReproTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Repros").path

    /// A repro file and the edits the fuzzer applied to it before the final layout.
    struct FileRepro: Sendable, CustomTestStringConvertible {
        var file: String
        var edits: [FuzzCase.Edit]
        var testDescription: String { file }
    }

    // Computed, not stored: under --sanitize=address, LeakSanitizer reports the expression
    // boxes that a stored static holds as leaked at exit.
    static var files: [FileRepro] { [
        FileRepro(file: "incremental-rtl-layers-remove-restyle.xml", edits: [
            .removeChild(target: 8),
            // Node 9 of the 9 attached nodes left is the root: a layers container, no longer rtl.
            .setStyle(target: 9, Style().display(.layers).inset(Edges(top: 10, right: 1, bottom: .auto, left: .percent(50))).justifyItems(.end)),
        ]),
        FileRepro(file: "incremental-rtl-nested-edits.xml", edits: [
            .removeChild(target: 23),
            .setStyle(target: 32, Style()),
        ]),
        FileRepro(file: "incremental-relative-calc-inset-viewport-change.xml", edits: [
            .layout(Size(width: .maxContent, height: .definite(320))),
        ]),
        FileRepro(file: "incremental-relative-percent-top-last-baseline.xml", edits: [
            .layout(Size(width: .definite(100), height: .definite(100))),
        ]),
        // Seed 20261201 case 476: target 5 removes attached node 1 + 5 % 3 in preorder, n7, the wide one.
        FileRepro(file: "incremental-wrapping-column-at-parent-height-remove.xml", edits: [.removeChild(target: 5)]),
        // Seed 20261202 case 6147: target 9 removes n10, n9's only child.
        FileRepro(file: "incremental-childless-auto-scrollbar-percent-padding.xml", edits: [.removeChild(target: 9)]),
        // Seed 20261202 case 16195: target 18 removes n19; node 21 of the 22 left is n23.
        FileRepro(file: "incremental-grid-given-measure-keeps-no-tracks.xml", edits: [
            .removeChild(target: 18),
            .setMeasure(target: 21, .ahem("HHHHHHHHHHHHHHHHHHHH")),
        ]),
        // Seed 2026 case 161617: hiding a subtree zeroed its frames but kept its cached layouts.
        FileRepro(file: "incremental-display-none-restyle.xml", edits: [
            .setStyle(target: 14, Style().display(.none).inset(Edges(top: .auto, right: .auto, bottom: .percent(-10), left: .auto)).flexLineCount(3).alignContent(.safe(.spaceEvenly)).justifyItems(.safe(.selfStart)).alignSelf(.unsafe(.selfEnd)).width(.calc(.maximum([.clamp(.percent(10), .percent(150), 1000000000)]))).margin(Edges(top: 0, right: .percent(-150), bottom: 0, left: -3.3)).padding(Edges(top: 0, right: 0, bottom: 0, left: .percent(100))).overflowY(.scroll)),
            .layout(Size(width: .definite(1000000000000.0), height: .definite(1000000000000.0))),
            .setStyle(target: 14, Style().inset(Edges(top: .auto, right: .auto, bottom: -17.25, left: .calc(.percent(100)))).anchorName("a").flexLineCount(1).flexBasis(.percent(33.3)).alignSelf(.flexEnd).height(.stretch).maxHeight(.percent(50)).aspectRatio(1).margin(Edges(top: .auto, right: 0, bottom: 0, left: .auto)).padding(Edges(top: .percent(33.3), right: 0, bottom: 0, left: .calc(.clamp(-50 * 1000, .clamp(-3.3, .percent(150), 3.3), .clamp(1000000, 0, 100))))).border(Edges(top: 0, right: 0, bottom: 0, left: 1)).overflowY(.scroll)),
        ]),
        // Seed 2026 case 190035: the same through the root, whose `display: none` hides everything.
        FileRepro(file: "incremental-root-display-none-restyle.xml", edits: [
            .setStyle(target: 0, Style().display(.none).inset(Edges(top: .auto, right: .auto, bottom: 50, left: .auto)).flexLineCount(2).justifyContent(.unsafe(.center)).rowGap(1).minHeight(100).maxWidth(.fitContent).aspectRatio(1000000000).margin(Edges(top: 1000000, right: 0, bottom: .percent(-50), left: -250)).padding(Edges(top: 0, right: 0, bottom: 0, left: .calc(-0.5 * -2))).border(Edges(top: 0, right: 3.3, bottom: 0, left: 0))),
            .layout(Size(width: .minContent, height: .definite(100))),
            .setStyle(target: 0, Style().direction(.rtl).inset(Edges(top: .auto, right: .auto, bottom: 3.3, left: .auto)).anchorName("c").fitsPinnedChildren(true).alignItems(.start).rowGap(10).columnGap(1).alignSelf(.safe(.selfEnd)).justifySelf(.baseline).minWidth(.percent(100)).aspectRatio(0.5).padding(Edges(top: .percent(1), right: 0, bottom: 0, left: 0)).border(Edges(top: 10, right: 0, bottom: 0, left: 3.3))),
        ]),
    ] }

    @Test(arguments: files) func fileRepro(_ repro: FileRepro) throws {
        let document = try LayoutDocument(contentsOfFile: Self.directory + "/" + repro.file)
        let fuzzCase = FuzzCase(root: document.root, viewport: document.viewport ?? Size(width: .maxContent, height: .maxContent),
                                pixelScale: document.useRounding ? 1 : nil, edits: repro.edits)
        let violation = Invariants.check(fuzzCase)
        #expect(violation == nil, "\(violation.map { "\($0)" } ?? "")")
    }

    /// Every file in Repros is replayed above.
    @Test func everyReproFileIsReplayed() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.directory).filter { $0.hasSuffix(".xml") }
        #expect(Set(names) == Set(Self.files.map(\.file)))
    }

    /// Seed 2026 case 16276: a `last baseline` container with a huge aspect ratio; removing
    /// unrelated nodes left `n22` (under a percentage padding) at y 0 instead of 1e20.
    @Test func seed2026Case16276() {
        let root = LayoutNode(id: "n0", children: [
            LayoutNode(id: "n1", children: [
                LayoutNode(id: "n2", children: [
                    LayoutNode(id: "n3", style: Style().border(Edges(top: 1000000000000, right: 0, bottom: 0, left: 0))),
                    LayoutNode(id: "n4", children: [
                        LayoutNode(id: "n5"),
                        LayoutNode(id: "n6", children: [
                            LayoutNode(id: "n7"),
                        ]),
                    ]),
                    LayoutNode(id: "n8"),
                    LayoutNode(id: "n9"),
                ]),
                LayoutNode(id: "n10", style: Style().alignItems(.unsafe(.lastBaseline)).aspectRatio(1000000000), children: [
                    LayoutNode(id: "n11", children: [
                        LayoutNode(id: "n12"),
                    ]),
                    LayoutNode(id: "n13"),
                    LayoutNode(id: "n14", children: [
                        LayoutNode(id: "n15", children: [
                            LayoutNode(id: "n16", children: [
                                LayoutNode(id: "n17"),
                            ]),
                            LayoutNode(id: "n18"),
                        ]),
                    ]),
                    LayoutNode(id: "n19", measure: .monospaceText("a b c", cellWidth: 0.5, cellHeight: 1.0)),
                    LayoutNode(id: "n20"),
                    LayoutNode(id: "n21", style: Style().padding(Edges(top: .percent(10), right: 0, bottom: 0, left: 0)), children: [
                        LayoutNode(id: "n22"),
                    ]),
                ]),
                LayoutNode(id: "n23"),
                LayoutNode(id: "n24"),
                LayoutNode(id: "n25", children: [
                    LayoutNode(id: "n26"),
                ]),
                LayoutNode(id: "n27", style: Style().margin(Edges(top: 0, right: .percent(1000), bottom: 0, left: 0))),
            ]),
        ])
        let fuzzCase = FuzzCase(root: root, viewport: Size(width: .maxContent, height: .maxContent), pixelScale: 1,
                                edits: [.removeChild(target: 6), .removeChild(target: 25)])
        let violation = Invariants.check(fuzzCase)
        #expect(violation == nil, "\(violation.map { "\($0)" } ?? "")")
    }

    /// Seed 2026 case 191164: restyling a chain's ancestor into a layers box measured a
    /// `last baseline` container again, whose baseline pass laid out the text `n7` at another
    /// width after its ancestors had cached their full layouts.
    @Test func seed2026Case191164() {
        var node = LayoutNode(id: "n66", children: [
            LayoutNode(id: "n7", measure: .monospaceText("hello world", cellWidth: 1.0, cellHeight: 1.0)),
        ])
        node = LayoutNode(id: "n67", style: Style().alignItems(.unsafe(.lastBaseline)), children: [node])
        for id in (68...71).map({ "n\($0)" }) { node = LayoutNode(id: ElementID(id), children: [node]) }
        node = LayoutNode(id: "n72", style: Style().aspectRatio(1.7777777777777777), children: [node])
        for id in (73...75).map({ "n\($0)" }) { node = LayoutNode(id: ElementID(id), children: [node]) }
        node = LayoutNode(id: "n76", children: [node, LayoutNode(id: "n2", measure: .ahem("HHHH"))])
        for id in (77...86).map({ "n\($0)" }) { node = LayoutNode(id: ElementID(id), children: [node]) }
        let restyle = Style()
            .display(.layers).inset(Edges(top: 1000000000, right: .auto, bottom: .calc((-33.333 + .percent(33.3)) * -1), left: .percent(50)))
            .centerX(.percent(0)).flexWrap(.wrap).alignItems(.safe(.baseline)).flexShrink(1e-09).flexBasis(.size(.fitContent))
            .justifySelf(.stretch).minWidth(100).maxWidth(250).aspectRatio(1.7777777777777777)
            .margin(Edges(top: 0, right: 0, bottom: 0, left: .auto)).padding(Edges(top: 0, right: 50, bottom: 0, left: 0))
        let fuzzCase = FuzzCase(root: node, viewport: Size(width: .minContent, height: .maxContent), pixelScale: 1,
                                edits: [.setStyle(target: 2, restyle)])
        let violation = Invariants.check(fuzzCase)
        #expect(violation == nil, "\(violation.map { "\($0)" } ?? "")")
    }

    /// `fuzz.large`: 1e9 wide, 1e12 high, the height beyond the largest length.
    static var largeMeasure: MeasureFunction { TreeGenerator.oddMeasures.first { $0.name == "fuzz.large" }! }

    /// Seed 20261125 case 9264 (`--extreme-styles`): a box whose content overflowed the largest
    /// length laid its child out at the largest length when sized by content, but 100 less when
    /// given its own height (stretched): a relayout after the root stopped stretching it kept the
    /// stretched answer. The largest length now caps a content box as a max-height does.
    @Test func seed20261125Case9264() {
        let root = LayoutNode(id: "n0", children: [
            LayoutNode(id: "n1", style: Style().border(Edges(top: 100, right: 0, bottom: 0, left: 0)), children: [
                LayoutNode(id: "n4", measure: Self.largeMeasure),
            ]),
        ])
        let fuzzCase = FuzzCase(root: root, viewport: Size(width: .maxContent, height: .maxContent), pixelScale: 1, edits: [
            .setStyle(target: 0, Style().alignItems(.unsafe(.end)).flexGrow(1e9).maxHeight(1e6)),
        ])
        let violation = Invariants.check(fuzzCase)
        #expect(violation == nil, "\(violation.map { "\($0)" } ?? "")")
    }

    /// Seed 20261125 case 14899 (`--extreme-styles`): a layers box measured for its content size
    /// was its content plus border, beyond the largest length, but at most the largest length
    /// when its own sizes applied; laying it out while measuring it gave the first.
    @Test func seed20261125Case14899() {
        let root = LayoutNode(id: "n0", children: [
            LayoutNode(id: "n5", style: Style().flexDirection(.column), children: [
                LayoutNode(id: "n6", style: Style().display(.layers).border(Edges(top: 0, right: 0, bottom: 3.3, left: 0)), children: [
                    LayoutNode(id: "n8", measure: Self.largeMeasure),
                ]),
            ]),
        ])
        let fuzzCase = FuzzCase(root: root, viewport: Size(width: .maxContent, height: .maxContent), pixelScale: 1, edits: [])
        let violation = Invariants.check(fuzzCase)
        #expect(violation == nil, "\(violation.map { "\($0)" } ?? "")")
    }
}
