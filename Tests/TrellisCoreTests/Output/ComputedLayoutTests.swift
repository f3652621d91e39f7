import Testing
import TrellisCore

@Suite struct ComputedLayoutTests {
    static let layout = ComputedLayout(id: "root", frame: Rect(x: 100, y: 50, width: 300, height: 200), children: [
        ComputedLayout(id: "a", frame: Rect(x: 10, y: 20, width: 100, height: 100), children: [
            ComputedLayout(id: "a1", frame: Rect(x: 5, y: 6, width: 10, height: 10)),
            ComputedLayout(id: "dup", frame: Rect(x: 1, y: 1, width: 1, height: 1)),
        ]),
        ComputedLayout(id: "dup", frame: Rect(x: 2, y: 2, width: 2, height: 2)),
    ])

    @Test func framesAreRelativeToTheRoot() {
        #expect(Self.layout.frame(of: "root") == Rect(x: 0, y: 0, width: 300, height: 200))
        #expect(Self.layout.frame(of: "a") == Rect(x: 10, y: 20, width: 100, height: 100))
        #expect(Self.layout.frame(of: "a1") == Rect(x: 15, y: 26, width: 10, height: 10))
    }

    @Test func firstMatchInDocumentOrderWins() {
        #expect(Self.layout.frame(of: "dup") == Rect(x: 11, y: 21, width: 1, height: 1))
    }

    @Test func missingIDGivesNil() {
        #expect(Self.layout.frame(of: "nope") == nil)
        #expect(Self.layout.frame(of: ElementID(1)) == nil)
    }

    @Test func framesByIDAgreeWithFrameOf() {
        let frames = Self.layout.framesByID()
        #expect(frames.count == 4)
        for id in ["root", "a", "a1", "dup"] as [ElementID] {
            #expect(frames[id] == Self.layout.frame(of: id))
        }
    }

    @Test func deepChainLooksUpWithoutRecursion() {
        let depth = 100_000
        let chain = deepLayoutChain(depth: depth)
        #expect(chain.frame(of: "leaf") == Rect(x: Double(depth), y: Double(depth), width: 1, height: 1))
        #expect(chain.framesByID()["leaf"] == Rect(x: Double(depth), y: Double(depth), width: 1, height: 1))
    }
}
