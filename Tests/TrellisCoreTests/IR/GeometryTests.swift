import Testing
import TrellisCore

@Suite struct GeometryTests {
    @Test func axisCrossed() {
        #expect(Axis.horizontal.crossed == .vertical)
        #expect(Axis.vertical.crossed == .horizontal)
        #expect(Axis.allCases == [.horizontal, .vertical])
    }

    @Test func sizeSubscriptReadsAndWritesByAxis() {
        var size = Size(width: 10.0, height: 20.0)
        #expect(size[.horizontal] == 10)
        #expect(size[.vertical] == 20)
        size[.vertical] = 5
        size[.horizontal] += 1
        #expect(size == Size(width: 11, height: 5))
    }

    @Test func sizeMapAndConstants() {
        #expect(Size(width: 2.0, height: 3.0).map { $0 * 2 } == Size(width: 4, height: 6))
        #expect(Size<Double>.zero == Size(width: 0, height: 0))
        #expect(Size<Double?>.indefinite == Size(width: nil, height: nil))
        let partly: Size<Double?> = Size(width: 4, height: nil)
        #expect(partly[.horizontal] == 4)
        #expect(partly[.vertical] == nil)
    }

    @Test func edgesInitializers() {
        #expect(Edges(all: 3.0) == Edges(top: 3, right: 3, bottom: 3, left: 3))
        #expect(Edges(horizontal: 1.0, vertical: 2.0) == Edges(top: 2, right: 1, bottom: 2, left: 1))
        #expect(Edges<Double>.zero == Edges(all: 0))
    }

    @Test func edgesStartEndAndSumArePhysical() {
        let edges = Edges(top: 1.0, right: 2.0, bottom: 4.0, left: 8.0)
        #expect(edges.start(.horizontal) == 8)
        #expect(edges.end(.horizontal) == 2)
        #expect(edges.start(.vertical) == 1)
        #expect(edges.end(.vertical) == 4)
        #expect(edges.sum(.horizontal) == 10)
        #expect(edges.sum(.vertical) == 5)
        #expect(edges.map { $0 * 10 } == Edges(top: 10, right: 20, bottom: 40, left: 80))
    }

    @Test func rectAccessors() {
        let rect = Rect(x: 1, y: 2, width: 10, height: 20)
        #expect(rect.minX == 1)
        #expect(rect.minY == 2)
        #expect(rect.maxX == 11)
        #expect(rect.maxY == 22)
        #expect(rect.size == Size(width: 10, height: 20))
        #expect(Rect.zero == Rect(x: 0, y: 0, width: 0, height: 0))
    }

    @Test func availableSpaceDefiniteValue() {
        #expect(AvailableSpace.definite(12).definiteValue == 12)
        #expect(AvailableSpace.minContent.definiteValue == nil)
        #expect(AvailableSpace.maxContent.definiteValue == nil)
    }
}
