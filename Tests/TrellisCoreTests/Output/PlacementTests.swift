import Testing
import TrellisCore

/// A stand-in for a view: it keeps the frames it is given.
@MainActor final class StandInView: FramePlaceable {
    var frames: [Rect] = []
    func place(in frame: Rect) { frames.append(frame) }
}

@MainActor @Suite struct PlacementTests {
    /// The layout of `ComputedLayoutTests`: a root at (100, 50), "a" inside it, "a1" and a "dup"
    /// inside "a", a second "dup" beside "a".
    static let layout = ComputedLayoutTests.layout

    @Test func rootRelativeFramesAreTheFramesByID() {
        let views = ["root", "a", "a1", "dup"].map { ($0, StandInView()) }
        let unplaced = Self.layout.place(Dictionary(uniqueKeysWithValues: views))
        #expect(unplaced.isEmpty)
        for (id, view) in views {
            #expect(view.frames == [Self.layout.frame(of: id)!])
        }
    }

    @Test func nestedViewsTakeFramesInTheirNearestPlacedAncestor() {
        let root = StandInView(), a1 = StandInView(), dup = StandInView()
        // "a" has no view: "a1" is placed in the root's coordinates, as a subview of the root's view.
        Self.layout.place(["root": root, "a1": a1, "dup": dup], relativeTo: .nearestPlacedAncestor)
        #expect(root.frames == [Rect(x: 0, y: 0, width: 300, height: 200)])
        #expect(a1.frames == [Rect(x: 15, y: 26, width: 10, height: 10)])
        // The first "dup" in document order, inside "a", as `frame(of:)` finds it.
        #expect(dup.frames == [Rect(x: 11, y: 21, width: 1, height: 1)])

        let a = StandInView(), nestedA1 = StandInView()
        Self.layout.place(["a": a, "a1": nestedA1], relativeTo: .nearestPlacedAncestor)
        #expect(a.frames == [Rect(x: 10, y: 20, width: 100, height: 100)])
        #expect(nestedA1.frames == [Rect(x: 5, y: 6, width: 10, height: 10)])
    }

    @Test func framesRelativeToAnElement() {
        let a1 = StandInView(), root = StandInView()
        Self.layout.place(["a1": a1, "root": root], relativeTo: .element("a"))
        #expect(a1.frames == [Rect(x: 5, y: 6, width: 10, height: 10)])
        #expect(root.frames == [Rect(x: -10, y: -20, width: 300, height: 200)])
    }

    @Test func missingIDsAreReturnedAndTheirViewsLeftAlone() {
        let ghost = StandInView(), a = StandInView()
        let unplaced = Self.layout.place(["ghost": ghost, "a": a])
        #expect(unplaced == ["ghost"])
        #expect(ghost.frames.isEmpty && a.frames.count == 1)

        let everything = Self.layout.place(["a": a], relativeTo: .element("nowhere"))
        #expect(everything == ["a"] && a.frames.count == 1)
    }

    @Test func keysOfAnyHashableType() {
        let layout = ComputedLayout(frame: Rect(x: 0, y: 0, width: 50, height: 50), children: [
            ComputedLayout(id: ElementID(7), frame: Rect(x: 1, y: 2, width: 3, height: 4)),
        ])
        let view = StandInView()
        #expect(layout.place([7: view]).isEmpty)
        #expect(view.frames == [Rect(x: 1, y: 2, width: 3, height: 4)])
    }

    /// Frames snapped at a pixel scale of 2 stay on the half-point grid relative to any element.
    @Test func relativeFramesStayOnThePixelGrid() throws {
        let node = LayoutNode(id: "row", style: Style().width(10.3), children: [
            LayoutNode(id: "first", style: Style().flexGrow(1).flexBasis(.points(0))),
            LayoutNode(id: "second", style: Style().flexGrow(1).flexBasis(.points(0)), children: [
                LayoutNode(id: "inner", style: Style().width(1.3).height(1.3)),
            ]),
        ])
        let layout = try node.layout(width: 10.3, height: 10.3, pixelScale: 2)
        let inner = StandInView()
        layout.place(["inner": inner], relativeTo: .element("second"))
        let frame = try #require(inner.frames.first)
        for value in [frame.x, frame.y, frame.width, frame.height] {
            #expect((value * 2).rounded() == value * 2)
        }
    }
}

extension PlacementTests {
    /// Ids of any `Hashable & Sendable` type build nodes, name a placement space, and find frames.
    @Test func idsOfAnyTypeEverywhere() throws {
        let rowID = 3, cellID = "cell"
        let node = LayoutNode(id: rowID, style: Style().padding(.points(5)), children: [
            LayoutNode(id: cellID, style: Style().width(10).height(10)),
        ])
        let layout = try node.layout(width: 100, height: nil)
        let cell = StandInView()
        layout.place([cellID: cell], relativeTo: .element(rowID))
        #expect(cell.frames == [Rect(x: 5, y: 5, width: 10, height: 10)])
        #expect(layout.frame(of: rowID) == Rect(x: 0, y: 0, width: 100, height: 20))
        #expect(ComputedLayout(id: rowID, frame: .zero).id == ElementID(3))
    }
}
