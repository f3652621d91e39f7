import Testing
@testable import TrellisCore

/// `ComputedLayout` prints as the Swift code that rebuilds it.
@Suite struct ComputedLayoutPrintingTests {
    @Test func leaf() {
        #expect(ComputedLayout(frame: .zero).description == "ComputedLayout(frame: Rect(x: 0, y: 0, width: 0, height: 0))")
        #expect(ComputedLayout(id: "a", frame: Rect(x: 1.5, y: -2, width: 10, height: 0.25)).debugDescription
            == #"ComputedLayout(id: "a", frame: Rect(x: 1.5, y: -2, width: 10, height: 0.25))"#)
    }

    @Test func tree() {
        let layout = ComputedLayout(frame: Rect(x: 0, y: 0, width: 100, height: 20), children: [
            ComputedLayout(id: "a", frame: Rect(x: 0, y: 0, width: 10, height: 10)),
            ComputedLayout(id: ElementID(2), frame: Rect(x: 10, y: 0, width: 90, height: 20), children: [
                ComputedLayout(frame: Rect(x: 0, y: 0, width: 90, height: 20)),
            ]),
        ])
        #expect(layout.description == """
            ComputedLayout(frame: Rect(x: 0, y: 0, width: 100, height: 20), children: [
                ComputedLayout(id: "a", frame: Rect(x: 0, y: 0, width: 10, height: 10)),
                ComputedLayout(id: ElementID(2), frame: Rect(x: 10, y: 0, width: 90, height: 20), children: [
                    ComputedLayout(frame: Rect(x: 0, y: 0, width: 90, height: 20))
                ])
            ])
            """)
    }

    @Test func deepChainPrintsWithoutRecursion() {
        let depth = 100_000
        let chain = deepLayoutChain(depth: depth)
        let text = chain.description
        // Counted as UTF-8 (the text is ASCII): splitting it by Character took as long as
        // printing it in a debug build.
        #expect(text.utf8.split(separator: UInt8(ascii: "\n")).count == 2 * depth + 1)
        #expect(text.hasSuffix("])"))
    }
}
