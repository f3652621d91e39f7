// MondrianLayout's README examples, translated to Trellis, with the properties the issue asks for.
import StackExamples
import Testing
import TrellisCore
import TrellisStacks

@Suite struct MondrianExampleTests {
    let layout: ComputedLayout
    let node: LayoutNode

    init() throws {
        let example = try #require(StackExamples.named("mondrian"))
        layout = try example.layout()
        node = example.block.makeLayoutNode()
    }

    /// Pairs each computed box with the node it came from (the result keeps the IR's shape).
    func walk(_ visit: (ComputedLayout, LayoutNode) -> Void) {
        var stack = [(layout, node)]
        while let (box, node) = stack.popLast() {
            visit(box, node)
            #expect(box.children.count == node.children.count)
            stack.append(contentsOf: zip(box.children, node.children))
        }
    }

    @Test func fillsThe320By320Square() {
        #expect(layout.frame == Rect(x: 0, y: 0, width: 320, height: 320))
        #expect(layout.frame(of: "painting") == layout.frame)
    }

    /// Every stack's elements run from its first edge to its last along the stack and fill it
    /// across, so that, stack inside stack, the tiles and the lines between them cover the square.
    @Test func everyStackIsFilledEdgeToEdge() {
        var stacks = 0
        walk { box, node in
            guard node.style.display == .flex, let first = box.children.first, let last = box.children.last else { return }
            stacks += 1
            let isRow = node.style.flexDirection == .row
            #expect((isRow ? first.frame.minX : first.frame.minY) == 0)
            #expect((isRow ? last.frame.maxX : last.frame.maxY) == (isRow ? box.frame.width : box.frame.height))
            for child in box.children {
                #expect(isRow ? child.frame.height == box.frame.height : child.frame.width == box.frame.width,
                        "\(child.frame) does not fill its stack of \(box.frame.size) across")
            }
        }
        #expect(stacks == 12)
    }

    @Test func everyFrameIsInsideItsParent() {
        walk { box, _ in
            for child in box.children {
                let f = child.frame
                #expect(f.minX >= 0 && f.minY >= 0 && f.maxX <= box.frame.width && f.maxY <= box.frame.height,
                        "\(child.id.map { "\($0)" } ?? "box") at \(f) leaves its parent of \(box.frame.size)")
            }
        }
    }

    @Test func stackSiblingsDoNotOverlap() {
        walk { box, node in
            guard node.style.display == .flex else { return }  // layers overlap by design
            for (index, a) in box.children.enumerated() {
                for b in box.children[(index + 1)...] {
                    let overlaps = a.frame.minX < b.frame.maxX && b.frame.minX < a.frame.maxX
                        && a.frame.minY < b.frame.maxY && b.frame.minY < a.frame.maxY
                    #expect(!overlaps, "\(a.frame) overlaps \(b.frame)")
                }
            }
        }
    }

    @Test func siblingsAreExactlyTwoApart() {
        var gaps = 0
        walk { box, node in
            guard node.style.display == .flex, box.children.count > 1 else { return }
            // The one stack without spacing: MondrianLayout's `HStackBlock(alignment: .fill)`.
            let spacing = node.children.first?.id == "left5a" ? 0.0 : 2.0
            let isRow = node.style.flexDirection == .row
            for (a, b) in zip(box.children, box.children.dropFirst()) {
                #expect((isRow ? b.frame.minX - a.frame.maxX : b.frame.minY - a.frame.maxY) == spacing)
                gaps += 1
            }
        }
        #expect(gaps == 17)
    }

    @Test func labelIsPinnedEightFromTheBottomRight() throws {
        let label = try #require(layout.frame(of: "labelBackground"))
        #expect(label.maxX == 312 && label.maxY == 312)
        // The label text is 15 cells of 6 × 12, padded by 4.
        #expect(label == Rect(x: 214, y: 292, width: 98, height: 20))
        #expect(layout.frame(of: "label") == Rect(x: 218, y: 296, width: 90, height: 12))
    }

    /// Tiles grow from MondrianLayout's sizes (28, the tall one 50) in equal shares, except
    /// across the left column, whose tiles are 40 wide.
    @Test func tilesShareTheRoomOfTheirStacks() throws {
        let frames = layout.framesByID()
        let leftColumn = ["red", "tall", "yellow", "left4"]
        for id in leftColumn {
            let frame = try #require(frames[ElementID(id)])
            #expect(frame.minX == 0 && frame.width == 80)
            #expect(frame.height >= (id == "tall" ? 50 : 28))
        }
        #expect(frames["left5a"]?.width == 40 && frames["left5b"]?.minX == 40)
        // Equal shares: the left column's tiles are equally tall, to the pixel that snapping moves.
        let heights = ["red", "tall", "yellow", "left4"].compactMap { frames[ElementID($0)]?.height }
        #expect(heights.max()! - heights.min()! <= 1)
        #expect(abs(frames["mid3"]!.height - frames["mid4"]!.height) <= 1)
        #expect(frames["top1"]?.minX == 82)
        for (id, frame) in frames where !["painting", "label", "labelBackground"].contains(id.description) {
            #expect(frame.width >= 28 && frame.height >= 28, "\(id) at \(frame) is below MondrianLayout's 28 × 28")
        }
    }
}

@Suite struct ReadmeExampleTests {
    func layout(_ name: String) throws -> ComputedLayout {
        try #require(StackExamples.named(name)).layout()
    }

    @Test func relativeMinimumAndPaddedZStackCentreAlike() throws {
        let relative = try #require(try layout("relative-min-centering").frame(of: "label"))
        let padded = try #require(try layout("padding-min-centering").frame(of: "label"))
        #expect(relative == padded)
        #expect(relative == Rect(x: 79, y: 44, width: 42, height: 12))
        #expect(relative.minX >= 20 && relative.minY >= 20)
    }

    @Test func zStackAlignmentVariants() throws {
        let centred = try layout("zstack-center")
        #expect(centred.frame.size == Size(width: 100, height: 80))
        #expect(centred.frame(of: "view3") == Rect(x: 35, y: 25, width: 30, height: 30))
        let attached = try layout("zstack-attach-all")
        for id in ["view1", "view2", "view3"] {
            #expect(attached.frame(of: ElementID(id)) == Rect(x: 0, y: 0, width: 100, height: 80))
        }
        let each = try layout("zstack-align-self")
        #expect(each.frame(of: "view1") == Rect(x: 0, y: 0, width: 120, height: 80))
        #expect(each.frame(of: "view2") == Rect(x: 50, y: 0, width: 20, height: 80))
        #expect(each.frame(of: "view3") == Rect(x: 50, y: 0, width: 20, height: 20))
    }

    @Test func backgroundAndOverlayFillTheBlock() throws {
        let background = try layout("background")
        #expect(background.frame(of: "background") == background.frame)
        #expect(background.frame(of: "label") == Rect(x: 8, y: 8, width: 30, height: 12))
        let overlay = try layout("overlay")
        #expect(overlay.frame(of: "overlay") == Rect(x: 38, y: 2, width: 6, height: 6))
    }

    @Test func vStackAlignmentsOfTheLabels() throws {
        #expect(try layout("vstack-leading").frame(of: "yellow")?.minX == 0)
        #expect(try layout("vstack-trailing").frame(of: "yellow")?.maxX == 160)
        #expect(try layout("vstack-fill").frame(of: "yellow")?.width == 160)
        #expect(try layout("vstack-center").frame(of: "yellow") == Rect(x: 57, y: 0, width: 46, height: 28))
    }
}
