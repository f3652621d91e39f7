// One test per block and modifier: the properties its frames must have (edges that meet, exact
// gaps, alignment, mirroring) where a property says it, and where a whole frame says it best, the
// frame computed in the test from its named inputs by the rule the test states. No frame is
// pasted from a failure's output, and together the expectations still fix every frame.
import Testing
import TrellisBlocks
import TrellisCore
import TrellisStacks

@Suite struct FramesTests {
    /// A fixed content size is a measure function, so stacks can still stretch the leaf; laid out
    /// alone with nothing offered, the leaf is its content size, at the origin.
    @Test func itemWithFixedContentSize() throws {
        let (width, height) = (40.0, 30.0)
        let layout = try Item("avatar", width: width, height: height).layout(width: nil, height: nil)
        #expect(layout == ComputedLayout(id: "avatar", frame: Rect(x: 0, y: 0, width: width, height: height)))
    }

    /// An axis without a content size measures 0 and fills: the divider is as wide as the column
    /// whatever the column's alignment, and as high as its content height.
    @Test(arguments: [VStackBlock.Alignment.leading, .center, .trailing, .fill])
    func itemWithOneContentDimension(_ alignment: VStackBlock.Alignment) throws {
        let (columnWidth, height) = (100.0, 1.0)
        let layout = try VStackBlock(alignment: alignment) { Item("divider", height: height) }.layout(width: columnWidth, height: nil)
        let divider = Rect(x: 0, y: 0, width: columnWidth, height: height)
        #expect(layout == ComputedLayout(frame: divider, children: [ComputedLayout(id: "divider", frame: divider)]))
    }

    /// A leaf without content is a bare node: it fills what it is given.
    @Test func itemWithoutContent() throws {
        let (width, height) = (30.0, 20.0)
        #expect(try Item("background").layout(width: width, height: height)
                == ComputedLayout(id: "background", frame: Rect(x: 0, y: 0, width: width, height: height)))
    }

    /// A closure measures the leaf; known sizes come in: the square takes the width it is given
    /// as its side, or its own 30 when none is.
    @Test(arguments: [50.0, nil])
    func itemMeasuredByClosure(_ offeredWidth: Double?) throws {
        let ownSide = 30.0
        let block = Item("square", name: "square") { input in
            let side = input.knownSize.width ?? ownSide
            return Measurement(width: side, height: side)
        }
        let side = offeredWidth ?? ownSide
        #expect(try block.layout(width: offeredWidth, height: nil) == ComputedLayout(id: "square", frame: Rect(x: 0, y: 0, width: side, height: side)))
    }

    /// Monospace text (10 × 10 cells) wraps at spaces in the available width: "Hello world" is
    /// as wide as its one line where that fits, else as wide as the column, one line per word.
    @Test(arguments: [(columnWidth: 60.0, lines: 2.0), (columnWidth: 200.0, lines: 1.0)])
    func itemWithText(_ columnWidth: Double, _ lines: Double) throws {
        let (text, cell) = ("Hello world", 10.0)
        let layout = try VStackBlock(alignment: .leading) { Item("title", text: text) }.layout(width: columnWidth, height: nil)
        let title = try #require(layout.frame(of: "title"))
        #expect(title == Rect(x: 0, y: 0, width: min(Double(text.count) * cell, columnWidth), height: lines * cell))
        #expect(layout.frame.size == Size(width: columnWidth, height: title.height))
    }

    /// In an HStackBlock aligned by first baselines the baselines line up, the element with the
    /// deepest baseline against the top; the row is as tall as the lowest bottom.
    @Test func itemWithBaseline() throws {
        let (bigBaseline, smallBaseline) = (25.0, 8.0)
        let layout = try HStackBlock(alignment: .firstBaseline) {
            Item("big", width: 20, height: 30, baseline: bigBaseline)
            Item("small", width: 20, height: 10, baseline: smallBaseline)
        }.layout(width: nil, height: nil)
        let big = try #require(layout.frame(of: "big")), small = try #require(layout.frame(of: "small"))
        #expect(big.size == Size(width: 20, height: 30) && small.size == Size(width: 20, height: 10))
        #expect(big.minY + bigBaseline == small.minY + smallBaseline)
        #expect(big.minY == 0)
        #expect(big.minX == 0 && small.minX == big.maxX)
        #expect(layout.frame.size == Size(width: small.maxX, height: max(big.maxY, small.maxY)))
    }

    /// VStackBlock: a column of two items (20 and 40 wide, 10 high) stacked down from the top
    /// with exactly the spacing between them, each placed across the column as the stack's
    /// alignment says.
    @Test(arguments: [VStackBlock.Alignment.leading, .center, .trailing, .fill])
    func vStackStacksDownAndAlignsAcross(_ alignment: VStackBlock.Alignment) throws {
        let layout = try VStackBlock(spacing: 4, alignment: alignment) {
            Item("a", width: 20, height: 10)
            Item("b", width: 40, height: 10)
        }.layout(width: 60, height: nil)
        let a = try #require(layout.frame(of: "a")), b = try #require(layout.frame(of: "b"))
        #expect(a.minY == 0 && a.height == 10 && b.minY == a.maxY + 4 && b.height == 10)
        #expect(layout.frame.size == Size(width: 60, height: b.maxY))
        for (item, width) in [(a, 20.0), (b, 40.0)] {
            switch alignment {
            case .leading: #expect(item.minX == 0 && item.width == width)
            case .center: #expect(item.minX + item.maxX == 60 && item.width == width)
            case .trailing: #expect(item.maxX == 60 && item.width == width)
            case .fill: #expect(item.minX == 0 && item.width == 60)
            }
        }
    }

    /// Without a width, a column is as wide as its widest element; its alignment defaults to `.center`.
    @Test func vStackTakesItsWidestElementsWidthAndCentres() throws {
        let elements: () -> [LayoutElement] = { [Item("a", width: 20, height: 10).layoutElement, Item("b", width: 40, height: 10).layoutElement] }
        let layout = try VStackBlock(spacing: 4) { elements() }.layout(width: nil, height: nil)
        #expect(layout.frame.width == 40)
        #expect(layout == (try VStackBlock(spacing: 4, alignment: .center) { elements() }.layout(width: nil, height: nil)))
    }

    /// With no expanding element, the elements keep their sizes from the top, exactly the spacing
    /// apart, and the extra room stays after the last one; across they are centred.
    @Test func vStackExtraRoomStaysAfterTheLastElement() throws {
        let (spacing, side) = (2.0, 10.0), column = Size(width: 30.0, height: 50.0)
        let layout = try VStackBlock(spacing: spacing) {
            Item("a", width: side, height: side)
            Item("b", width: side, height: side)
        }.layout(width: column.width, height: column.height)
        let a = try #require(layout.frame(of: "a")), b = try #require(layout.frame(of: "b"))
        // The column takes the height it is given, its elements do not: the rest is below b.
        #expect(layout.frame.size == column)
        #expect(a.minY == 0 && b.minY == a.maxY + spacing)
        for item in [a, b] {
            #expect(item.size == Size(width: side, height: side) && item.minX + item.maxX == column.width)
        }
    }

    /// Short of room, text shrinks to its longest word and wraps; spacing and the fixed item do not.
    @Test func stackShrinksElementsTowardTheirMinimum() throws {
        let (rowWidth, spacing, cell) = (60.0, 4.0, 10.0), fixedSize = Size(width: 30.0, height: 10.0)
        let layout = try HStackBlock(spacing: spacing) {
            Item("fixed", width: fixedSize.width, height: fixedSize.height)
            Item("text", text: "aa bb cc")
        }.layout(width: rowWidth, height: nil)
        let fixed = try #require(layout.frame(of: "fixed")), text = try #require(layout.frame(of: "text"))
        #expect(fixed.minX == 0 && fixed.size == fixedSize)
        #expect(text.minX == fixed.maxX + spacing && text.maxX == rowWidth)
        // The 26 points left hold "aa bb" (50) no longer, but every word (20): three lines.
        #expect(text.minY == 0 && text.height == 3 * cell)
        #expect(layout.frame.size == Size(width: rowWidth, height: text.height))
        #expect(fixed.minY + fixed.maxY == layout.frame.height)
    }

    /// HStackBlock: a row of two items (10 wide; 10 and 30 high) laid out from the left with
    /// exactly the spacing between them, each placed down the row as the stack's alignment says.
    @Test(arguments: [HStackBlock.Alignment.top, .center, .bottom, .fill])
    func hStackRunsAcrossAndAlignsDown(_ alignment: HStackBlock.Alignment) throws {
        let layout = try HStackBlock(spacing: 4, alignment: alignment) {
            Item("a", width: 10, height: 10)
            Item("b", width: 10, height: 30)
        }.layout(width: nil, height: nil)
        let a = try #require(layout.frame(of: "a")), b = try #require(layout.frame(of: "b"))
        #expect(a.minX == 0 && a.width == 10 && b.minX == a.maxX + 4 && b.width == 10)
        #expect(layout.frame.size == Size(width: b.maxX, height: 30))
        #expect(b.minY == 0 && b.height == 30)
        switch alignment {
        case .top: #expect(a.minY == 0 && a.height == 10)
        case .center: #expect(a.minY + a.maxY == 30 && a.height == 10)
        case .bottom: #expect(a.maxY == 30 && a.height == 10)
        case .fill: #expect(a.minY == 0 && a.height == 30)
        case .firstBaseline: Issue.record("not an argument")
        }
    }

    /// In right-to-left layouts rows run from the right: every frame is the left-to-right one
    /// mirrored in the row's width, spacing included.
    @Test func hStackRightToLeftMirrors() throws {
        let block = HStackBlock(spacing: 4) {
            Item("first", width: 10, height: 10)
            Item("second", width: 20, height: 10)
        }
        let leftToRight = try block.layout(width: 50, height: nil)
        let rightToLeft = try block.layout(width: 50, height: nil, direction: .rightToLeft)
        for id in ["first", "second"] {
            let frame = try #require(leftToRight.frame(of: id))
            #expect(rightToLeft.frame(of: id) == Rect(x: 50 - frame.maxX, y: frame.y, width: frame.width, height: frame.height))
        }
        #expect(rightToLeft.frame(of: "first")?.maxX == 50)
    }

    /// Leaves without a content size on an axis take equal shares of the extra room and fill
    /// across; a content size keeps its axis.
    @Test func expandingLeavesShareExtraRoomAndFillTheCrossAxis() throws {
        let layout = try HStackBlock(spacing: 2) {
            Item("fixed", width: 20, height: 10)
            Item("flexible1")
            Item("flexible2", height: 6)
        }.layout(width: 62, height: 20)
        let fixed = try #require(layout.frame(of: "fixed"))
        let flexible1 = try #require(layout.frame(of: "flexible1")), flexible2 = try #require(layout.frame(of: "flexible2"))
        #expect(layout.frame.size == Size(width: 62, height: 20))
        #expect(fixed.minX == 0 && fixed.size == Size(width: 20, height: 10))
        #expect(flexible1.width == flexible2.width && flexible2.maxX == 62)
        #expect(flexible1.minX == fixed.maxX + 2 && flexible2.minX == flexible1.maxX + 2)
        #expect(flexible1.minY == 0 && flexible1.height == 20)
        #expect(flexible2.height == 6 && flexible2.minY + flexible2.maxY == 20 && fixed.minY + fixed.maxY == 20)
    }

    /// ZStackBlock: as large as its largest layer on each axis, every layer centred at its own
    /// size (the layers are each the larger on one axis).
    @Test func zStackCentresLayers() throws {
        let wide = Size(width: 40.0, height: 20.0), tall = Size(width: 10.0, height: 30.0)
        let layout = try ZStackBlock {
            Item("wide", width: wide.width, height: wide.height)
            Item("tall", width: tall.width, height: tall.height)
        }.layout(width: nil, height: nil)
        let stack = Size(width: max(wide.width, tall.width), height: max(wide.height, tall.height))
        #expect(layout.frame == Rect(x: 0, y: 0, width: stack.width, height: stack.height))
        for (id, size) in [("wide", wide), ("tall", tall)] {
            expect(try #require(layout.frame(of: id)), placed: .center, .center, keeping: size, in: stack)
        }
    }

    /// `ZStackBlock(alignment: .attach(edges))` places every layer as the edges say, on each axis:
    /// filling it between two edges, against one, centred with none; the stack is still as
    /// large as its largest layer.
    @Test(arguments: attachments)
    func zStackAlignmentPlacesEveryLayer(_ attachment: Attachment) throws {
        let wide = Size(width: 40.0, height: 20.0), tall = Size(width: 10.0, height: 30.0)
        let layout = try ZStackBlock(alignment: .attach(attachment.edges)) {
            Item("wide", width: wide.width, height: wide.height)
            Item("tall", width: tall.width, height: tall.height)
        }.layout(width: nil, height: nil)
        let stack = Size(width: max(wide.width, tall.width), height: max(wide.height, tall.height))
        #expect(layout.frame == Rect(x: 0, y: 0, width: stack.width, height: stack.height))
        for (id, size) in [("wide", wide), ("tall", tall)] {
            expect(try #require(layout.frame(of: id)), placed: attachment.horizontal, attachment.vertical, keeping: size, in: stack)
        }
    }

    /// `.alignSelf(.attach(edges))` places its own layer by the same rule and leaves the others
    /// centred.
    @Test(arguments: attachments)
    func zStackAlignSelfAttach(_ attachment: Attachment) throws {
        let stack = Size(width: 60.0, height: 40.0), side = Size(width: 10.0, height: 10.0)
        let layout = try ZStackBlock {
            Item("attached", width: side.width, height: side.height).alignSelf(.attach(attachment.edges))
            Item("other", width: side.width, height: side.height)
        }.layout(width: stack.width, height: stack.height)
        #expect(layout.frame == Rect(x: 0, y: 0, width: stack.width, height: stack.height))
        expect(try #require(layout.frame(of: "attached")), placed: attachment.horizontal, attachment.vertical, keeping: side, in: stack)
        expect(try #require(layout.frame(of: "other")), placed: .center, .center, keeping: side, in: stack)
    }

    /// StackingSpacer: at least its minimum length, growing into all the extra room, never
    /// shrinking, and no stack spacing after it; across it is empty (0 high, centred). Offered
    /// less than the row's natural width, the row keeps it.
    @Test(arguments: [60.0, nil, 20.0])
    func expandingSpacer(_ rowWidth: Double?) throws {
        let (spacing, minLength, side) = (4.0, 6.0, 10.0)
        let layout = try HStackBlock(spacing: spacing) {
            Item("a", width: side, height: side)
            StackingSpacer(minLength: minLength)
            Item("b", width: side, height: side)
        }.layout(width: rowWidth, height: nil)
        try #require(layout.children.count == 3)
        let a = try #require(layout.frame(of: "a")), spacer = layout.children[1].frame, b = try #require(layout.frame(of: "b"))
        let natural = side + spacing + minLength + side
        let extra = max(0, (rowWidth ?? natural) - natural)
        #expect(layout.frame.size == Size(width: natural + extra, height: side))
        #expect(a == Rect(x: 0, y: 0, width: side, height: side))
        #expect(spacer.minX == a.maxX + spacing && spacer.width == minLength + extra)
        #expect(spacer.height == 0 && spacer.minY == side / 2)
        #expect(b == Rect(x: spacer.maxX, y: 0, width: side, height: side))
    }

    /// A fixed spacer is exactly its minimum length even with room to spare, which stays at the
    /// end; no stack spacing follows it either.
    @Test func fixedSpacer() throws {
        let (spacing, length, side, columnHeight) = (4.0, 6.0, 10.0, 60.0)
        let layout = try VStackBlock(spacing: spacing) {
            Item("a", width: side, height: side)
            StackingSpacer(minLength: length, expands: false)
            Item("b", width: side, height: side)
        }.layout(width: nil, height: columnHeight)
        try #require(layout.children.count == 3)
        let a = try #require(layout.frame(of: "a")), spacer = layout.children[1].frame, b = try #require(layout.frame(of: "b"))
        #expect(layout.frame.size == Size(width: side, height: columnHeight))
        #expect(a == Rect(x: 0, y: 0, width: side, height: side))
        #expect(spacer.minY == a.maxY + spacing && spacer.height == length)
        #expect(spacer.width == 0 && spacer.minX == side / 2)
        #expect(b == Rect(x: 0, y: spacer.maxY, width: side, height: side))
    }

    /// LayoutContainer: its content fills it, inset by the layout call's safe-area insets on the
    /// attached edges only.
    @Test(arguments: [(".vertical", .vertical), (".horizontal", .horizontal), (".all", .all), ("none", []), ("[.top, .left]", [.top, .left])] as [(String, Edge.Set)])
    func layoutContainer(_ edges: String, _ attached: Edge.Set) throws {
        let screen = Size(width: 100.0, height: 200.0), insets = EdgeInsets(top: 20, left: 5, bottom: 10, right: 15)
        let layout = try LayoutContainer(attachedSafeAreaEdges: attached) { Item("content") }
            .layout(width: screen.width, height: screen.height, safeAreaInsets: insets)
        func inset(_ edge: Edge) -> Double { attached.contains(Edge.Set(edge)) ? insets[edge] : 0 }
        let content = Rect(x: inset(.left), y: inset(.top), width: screen.width - inset(.left) - inset(.right),
                           height: screen.height - inset(.top) - inset(.bottom))
        #expect(layout == ComputedLayout(frame: Rect(x: 0, y: 0, width: screen.width, height: screen.height), children: [
            ComputedLayout(id: "content", frame: content)
        ]))
    }

    /// .padding(v): a layers wrapper whose child has margins v.
    @Test func paddingAllEdges() throws {
        let inset = 8.0
        try expectPadding(EdgeInsets(all: inset)) { $0.padding(.exact(inset)) }
    }

    /// .padding(edges, v): the other edges get exactly 0.
    @Test func paddingEdgeSet() throws {
        let inset = 5.0
        try expectPadding(EdgeInsets(left: inset, right: inset)) { $0.padding(.horizontal, .exact(inset)) }
    }

    /// .padding(insets): each edge its own.
    @Test func paddingInsets() throws {
        let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        try expectPadding(insets) { $0.padding(insets) }
    }

    /// The rule every exact `.padding` follows, on a 20 × 10 label: a wrapper as large as the
    /// label plus the insets, holding the label at its own size at the top and left insets.
    private func expectPadding(_ insets: EdgeInsets, sourceLocation: Testing.SourceLocation = #_sourceLocation,
                               _ pad: (Item) -> LayoutElement) throws {
        let label = Size(width: 20.0, height: 10.0)
        let layout = try pad(Item("label", width: label.width, height: label.height)).layout(width: nil, height: nil)
        let wrapper = Size(width: insets.left + label.width + insets.right, height: insets.top + label.height + insets.bottom)
        #expect(layout == ComputedLayout(frame: Rect(x: 0, y: 0, width: wrapper.width, height: wrapper.height), children: [
            ComputedLayout(id: "label", frame: Rect(x: insets.left, y: insets.top, width: label.width, height: label.height))
        ]), sourceLocation: sourceLocation)
    }

    /// .padding(.min(v)) centres the content with at least v around: in the room it is given,
    /// or, given none, in exactly v around.
    @Test(arguments: [Size(width: 50.0, height: 40.0), nil])
    func paddingMinimum(_ offered: Size<Double>?) throws {
        let (label, minimum) = (Size(width: 20.0, height: 10.0), 5.0)
        let layout = try Item("label", width: label.width, height: label.height).padding(.min(minimum))
            .layout(width: offered?.width, height: offered?.height)
        let wrapper = offered ?? Size(width: label.width + 2 * minimum, height: label.height + 2 * minimum)
        #expect(layout.frame == Rect(x: 0, y: 0, width: wrapper.width, height: wrapper.height))
        expect(try #require(layout.frame(of: "label")), placed: .center, .center, keeping: label, in: wrapper)
    }

    /// .relative(0) in a ZStackBlock fills it.
    @Test func relativeAllEdgesFills() throws {
        let photo = Size(width: 40.0, height: 30.0)
        try expectRelative(Item("shade").relative(0), on: photo,
                           places: "shade", at: Rect(x: 0, y: 0, width: photo.width, height: photo.height))
    }

    /// .relative(bottom:right:) pins to a corner; the free edges leave the content its size.
    @Test func relativeCorner() throws {
        let (photo, badge, inset) = (Size(width: 60.0, height: 40.0), 10.0, 4.0)
        try expectRelative(Item("badge", width: badge, height: badge).relative(bottom: .exact(inset), right: .exact(inset)), on: photo, places: "badge",
                           at: Rect(x: photo.width - inset - badge, y: photo.height - inset - badge, width: badge, height: badge))
    }

    /// .relative(edge, v) puts the content v from that edge; on the other axis, with no inset,
    /// it is centred.
    @Test func relativeEdgeSet() throws {
        let (photo, bar, inset) = (Size(width: 60.0, height: 40.0), 10.0, 2.0)
        try expectRelative(Item("bar", width: bar, height: bar).relative(.top, .exact(inset)), on: photo, places: "bar",
                           at: Rect(x: (photo.width - bar) / 2, y: inset, width: bar, height: bar))
    }

    /// .relative(all, .min(v)) centres with at least v around: in the room the stack is given,
    /// or, given none, the stack grows to exactly v around.
    @Test(arguments: [Size(width: 100.0, height: 60.0), nil])
    func relativeMinimumCentres(_ offered: Size<Double>?) throws {
        let (label, minimum) = (Size(width: 30.0, height: 10.0), 20.0)
        let layout = try ZStackBlock {
            Item("label", width: label.width, height: label.height).relative(.all, .min(minimum))
        }.layout(width: offered?.width, height: offered?.height)
        let stack = offered ?? Size(width: label.width + 2 * minimum, height: label.height + 2 * minimum)
        let bounds = Rect(x: 0, y: 0, width: stack.width, height: stack.height)
        #expect(layout.frame == bounds && layout.children.map(\.frame) == [bounds])
        expect(try #require(layout.frame(of: "label")), placed: .center, .center, keeping: label, in: stack)
    }

    /// .relative(left: 0, right: .max(10)): the content stretches to within 10 of the right
    /// edge; vertically, with no inset, it is centred.
    @Test func relativeMaximum() throws {
        let (photo, label, maximum) = (Size(width: 100.0, height: 20.0), Size(width: 30.0, height: 10.0), 10.0)
        try expectRelative(Item("label", width: label.width, height: label.height).relative(left: 0, right: .max(maximum)),
                           on: photo, places: "label",
                           at: Rect(x: 0, y: (photo.height - label.height) / 2, width: photo.width - maximum, height: label.height))
    }

    /// .relative(insets): exact insets on both edges of an axis stretch the content between them.
    @Test func relativeInsets() throws {
        let photo = Size(width: 60.0, height: 40.0), insets = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        try expectRelative(Item("sheet").relative(insets), on: photo, places: "sheet",
                           at: Rect(x: insets.left, y: insets.top, width: photo.width - insets.left - insets.right,
                                    height: photo.height - insets.top - insets.bottom))
    }

    /// Lays `element` out over a photo in a ZStackBlock and expects what `.relative` keeps
    /// whatever its insets: the stack is the photo's size, the photo and the wrapper that
    /// `.relative` makes fill it, and only the content inside the wrapper (at `frame`) moves.
    private func expectRelative(_ element: LayoutElement, on photo: Size<Double>, places id: String, at frame: Rect,
                                sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let layout = try ZStackBlock {
            Item("photo", width: photo.width, height: photo.height)
            element
        }.layout(width: nil, height: nil)
        let bounds = Rect(x: 0, y: 0, width: photo.width, height: photo.height)
        #expect(layout == ComputedLayout(frame: bounds, children: [
            ComputedLayout(id: "photo", frame: bounds),
            ComputedLayout(frame: bounds, children: [ComputedLayout(id: id, frame: frame)])
        ]), sourceLocation: sourceLocation)
    }

    /// .background: the block alone sizes the wrapper (the label plus its padding, whatever the
    /// background's own size), and the background fills it, behind (first in drawing order).
    @Test(arguments: [nil, Size(width: 100.0, height: 100.0)])
    func background(_ cardContent: Size<Double>?) throws {
        let (label, padding) = (Size(width: 20.0, height: 10.0), 4.0)
        let card = Item("card", width: cardContent?.width, height: cardContent?.height)
        let layout = try Item("label", width: label.width, height: label.height).padding(.exact(padding)).background(card)
            .layout(width: nil, height: nil)
        let bounds = Rect(x: 0, y: 0, width: label.width + 2 * padding, height: label.height + 2 * padding)
        #expect(layout == ComputedLayout(frame: bounds, children: [
            ComputedLayout(id: "card", frame: bounds),
            ComputedLayout(frame: bounds, children: [
                ComputedLayout(id: "label", frame: Rect(x: padding, y: padding, width: label.width, height: label.height))
            ])
        ]))
    }

    /// .overlay: the same, in front (last in drawing order): the photo alone sizes the wrapper,
    /// and the overlay's `.relative` wrapper fills it.
    @Test func overlay() throws {
        let (photo, badge, inset) = (Size(width: 40.0, height: 30.0), 6.0, 2.0)
        let layout = try Item("photo", width: photo.width, height: photo.height)
            .overlay(Item("badge", width: badge, height: badge).relative(top: .exact(inset), right: .exact(inset)))
            .layout(width: nil, height: nil)
        let bounds = Rect(x: 0, y: 0, width: photo.width, height: photo.height)
        #expect(layout == ComputedLayout(frame: bounds, children: [
            ComputedLayout(id: "photo", frame: bounds),
            ComputedLayout(frame: bounds, children: [
                ComputedLayout(id: "badge", frame: Rect(x: photo.width - inset - badge, y: inset, width: badge, height: badge))
            ])
        ]))
    }

    /// .alignSelf overrides a column's alignment for its own element only: whatever the
    /// column's alignment, each element with one sits across as it says, the plain element as
    /// the column says, and all stack down unchanged.
    @Test(arguments: [VStackBlock.Alignment.leading, .center, .trailing, .fill])
    func alignSelfInVStack(_ alignment: VStackBlock.Alignment) throws {
        let (columnWidth, side) = (40.0, 10.0)
        let layout = try VStackBlock(alignment: alignment) {
            Item("plain", width: side, height: side)
            Item("leading", width: side, height: side).alignSelf(.leading)
            Item("center", width: side, height: side).alignSelf(.center)
            Item("trailing", width: side, height: side).alignSelf(.trailing)
            Item("fill", width: side, height: side).alignSelf(.fill)
        }.layout(width: columnWidth, height: nil)
        let columns: AxisAlignment = switch alignment {
        case .leading: .start
        case .center: .center
        case .trailing: .end
        case .fill: .fill
        }
        let elements: [(id: String, across: AxisAlignment)] = [("plain", columns), ("leading", .start), ("center", .center), ("trailing", .end), ("fill", .fill)]
        for (index, element) in elements.enumerated() {
            let frame = try #require(layout.frame(of: element.id))
            #expect(frame.minY == Double(index) * side && frame.height == side)
            expectPlaced(frame.minX, frame.width, element.across, keeping: side, in: columnWidth)
        }
        #expect(layout.frame.size == Size(width: columnWidth, height: Double(elements.count) * side))
    }

    /// The same across a row, whose height the tall element sets.
    @Test(arguments: [HStackBlock.Alignment.top, .center, .bottom, .fill])
    func alignSelfInHStack(_ alignment: HStackBlock.Alignment) throws {
        let (side, rowHeight) = (10.0, 30.0)
        let layout = try HStackBlock(alignment: alignment) {
            Item("tall", width: side, height: rowHeight)
            Item("plain", width: side, height: side)
            Item("top", width: side, height: side).alignSelf(.top)
            Item("center", width: side, height: side).alignSelf(.center)
            Item("bottom", width: side, height: side).alignSelf(.bottom)
            Item("fill", width: side, height: side).alignSelf(.fill)
        }.layout(width: nil, height: nil)
        let rows: AxisAlignment = switch alignment {
        case .top, .firstBaseline: .start
        case .center: .center
        case .bottom: .end
        case .fill: .fill
        }
        let elements: [(id: String, across: AxisAlignment, height: Double)] = [
            ("tall", rows, rowHeight), ("plain", rows, side), ("top", .start, side), ("center", .center, side), ("bottom", .end, side), ("fill", .fill, side)
        ]
        for (index, element) in elements.enumerated() {
            let frame = try #require(layout.frame(of: element.id))
            #expect(frame.minX == Double(index) * side && frame.width == side)
            expectPlaced(frame.minY, frame.height, element.across, keeping: element.height, in: rowHeight)
        }
        #expect(layout.frame.size == Size(width: Double(elements.count) * side, height: rowHeight))
    }

    /// .width: exact (the width, and its minimum), .min (a narrower content grows to it), .max (a
    /// wider content shrinks to it). The row is their widths edge to edge, as tall as the
    /// content, and the element without content fills that height.
    @Test func widthExactMinMax() throws {
        let (exact, minimum, maximum) = (30.0, 20.0, 25.0)
        let (narrower, wider, height) = (minimum - 10, maximum + 25, 10.0)
        let layout = try HStackBlock {
            Item("exact").width(.exact(exact))
            Item("min", width: narrower, height: height).width(.min(minimum))
            Item("max", width: wider, height: height).width(.max(maximum))
        }.layout(width: nil, height: nil)
        let frames = try ["exact", "min", "max"].map { try #require(layout.frame(of: $0)) }
        #expect(frames.map(\.width) == [exact, minimum, maximum])
        #expect(frames.map(\.minX) == [0, frames[0].maxX, frames[1].maxX])
        #expect(frames.allSatisfy { $0.minY == 0 && $0.height == height })
        #expect(layout.frame.size == Size(width: exact + minimum + maximum, height: height))
    }

    /// .height: the same down a column.
    @Test func heightExactMinMax() throws {
        let (exact, minimum, maximum) = (30.0, 20.0, 25.0)
        let (shorter, taller, width) = (minimum - 10, maximum + 25, 10.0)
        let layout = try VStackBlock {
            Item("exact").height(.exact(exact))
            Item("min", width: width, height: shorter).height(.min(minimum))
            Item("max", width: width, height: taller).height(.max(maximum))
        }.layout(width: nil, height: nil)
        let frames = try ["exact", "min", "max"].map { try #require(layout.frame(of: $0)) }
        #expect(frames.map(\.height) == [exact, minimum, maximum])
        #expect(frames.map(\.minY) == [0, frames[0].maxY, frames[1].maxY])
        #expect(frames.allSatisfy { $0.minX == 0 && $0.width == width })
        #expect(layout.frame.size == Size(width: width, height: exact + minimum + maximum))
    }

    /// .size(v) sets both axes, .size(width:height:) each: a `.min` width without content is
    /// that minimum, and an exact height holds in a row that is taller.
    @Test func sizeBothAndEach() throws {
        let (side, minimumWidth, height) = (20.0, 10.0, 15.0)
        let layout = try HStackBlock(alignment: .top) {
            Item("square").size(.exact(side))
            Item("each").size(width: .min(minimumWidth), height: .exact(height))
        }.layout(width: nil, height: nil)
        let square = try #require(layout.frame(of: "square")), each = try #require(layout.frame(of: "each"))
        #expect(square == Rect(x: 0, y: 0, width: side, height: side))
        #expect(each == Rect(x: square.maxX, y: 0, width: minimumWidth, height: height))
        #expect(layout.frame.size == Size(width: side + minimumWidth, height: max(side, height)))
    }

    /// An exact width is also the minimum, like a required Auto Layout constraint: offered less
    /// than it needs, the row shrinks neither the exact element nor the word, which cannot break,
    /// and keeps its content's width.
    @Test func exactWidthDoesNotShrink() throws {
        let (offered, side, word, cell) = (50.0, 40.0, "aaaa", 10.0)
        let layout = try HStackBlock {
            Item("exact").size(.exact(side))
            Item("text", text: word)
        }.layout(width: offered, height: nil)
        let exact = try #require(layout.frame(of: "exact")), text = try #require(layout.frame(of: "text"))
        #expect(exact == Rect(x: 0, y: 0, width: side, height: side))
        #expect(text == Rect(x: exact.maxX, y: (side - cell) / 2, width: Double(word.count) * cell, height: cell))
        #expect(layout.frame.size == Size(width: exact.width + text.width, height: side))
        #expect(layout.frame.width > offered)
    }

    /// .aspectRatio: the height follows the width, width ÷ ratio.
    @Test(arguments: [2.0, 0.5, 4.0])
    func aspectRatio(_ ratio: Double) throws {
        let columnWidth = 80.0
        let layout = try VStackBlock(alignment: .fill) { Item("video").aspectRatio(ratio) }.layout(width: columnWidth, height: nil)
        let video = Rect(x: 0, y: 0, width: columnWidth, height: columnWidth / ratio)
        #expect(layout == ComputedLayout(frame: video, children: [ComputedLayout(id: "video", frame: video)]))
    }

    /// .spacingBefore / .spacingAfter add to the stack's spacing, on their side of the element.
    @Test func spacingBeforeAndAfter() throws {
        let (spacing, after, before, side) = (2.0, 5.0, 3.0, 10.0)
        let layout = try VStackBlock(spacing: spacing) {
            Item("a", width: side, height: side).spacingAfter(after)
            Item("b", width: side, height: side).spacingBefore(before)
            Item("c", width: side, height: side)
        }.layout(width: nil, height: nil)
        let a = try #require(layout.frame(of: "a")), b = try #require(layout.frame(of: "b")), c = try #require(layout.frame(of: "c"))
        #expect(a == Rect(x: 0, y: 0, width: side, height: side))
        #expect(b == Rect(x: 0, y: a.maxY + after + spacing + before, width: side, height: side))
        #expect(c == Rect(x: 0, y: b.maxY + spacing, width: side, height: side))
        #expect(layout.frame.size == Size(width: side, height: c.maxY))
    }

    /// In a right-to-left row the first element is at the right and the spacing after it is on
    /// its left, before the next.
    @Test func spacingOnHStackRightToLeft() throws {
        let (after, side) = (5.0, 10.0)
        let layout = try HStackBlock {
            Item("a", width: side, height: side).spacingAfter(after)
            Item("b", width: side, height: side)
        }.layout(width: nil, height: nil, direction: .rightToLeft)
        let a = try #require(layout.frame(of: "a")), b = try #require(layout.frame(of: "b"))
        #expect(layout.frame.size == Size(width: side + after + side, height: side))
        #expect(a == Rect(x: layout.frame.width - side, y: 0, width: side, height: side))
        #expect(b == Rect(x: a.minX - after - side, y: 0, width: side, height: side))
    }
}

extension FramesTests {
    /// An edge set for `.attach(_:)` and the placement it means on each axis (Docs/StackDSL.md:
    /// both edges of an axis fill it, one edge sits against it, none centres).
    struct Attachment: Sendable, CustomTestStringConvertible {
        var edges: Edge.Set
        var horizontal: AxisAlignment
        var vertical: AxisAlignment
        var testDescription: String

        init(_ testDescription: String, _ edges: Edge.Set, _ horizontal: AxisAlignment, _ vertical: AxisAlignment) {
            (self.testDescription, self.edges, self.horizontal, self.vertical) = (testDescription, edges, horizontal, vertical)
        }
    }

    static let attachments = [
        Attachment(".all", .all, .fill, .fill),
        Attachment("none", [], .center, .center),
        Attachment(".vertical", .vertical, .center, .fill),
        Attachment(".horizontal", .horizontal, .fill, .center),
        Attachment(".top", .top, .center, .start),
        Attachment(".left", .left, .start, .center),
        Attachment("[.bottom, .right]", [.bottom, .right], .end, .end),
    ]
}

/// Expects `frame` to sit in a box of `container` size as `horizontal` and `vertical` say,
/// keeping the `content` size on each axis it does not fill.
private func expect(_ frame: Rect, placed horizontal: AxisAlignment, _ vertical: AxisAlignment, keeping content: Size<Double>,
                    in container: Size<Double>, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    expectPlaced(frame.minX, frame.width, horizontal, keeping: content.width, in: container.width, sourceLocation: sourceLocation)
    expectPlaced(frame.minY, frame.height, vertical, keeping: content.height, in: container.height, sourceLocation: sourceLocation)
}

/// Expects a box from `start` of `length` along an axis of `extent` to be against the start
/// edge, centred (as much room before as after), against the end edge, or filling it.
private func expectPlaced(_ start: Double, _ length: Double, _ alignment: AxisAlignment, keeping content: Double,
                          in extent: Double, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    switch alignment {
    case .start, .firstBaseline: #expect(start == 0 && length == content, sourceLocation: sourceLocation)
    case .center: #expect(start == extent - (start + length) && length == content, sourceLocation: sourceLocation)
    case .end: #expect(start + length == extent && length == content, sourceLocation: sourceLocation)
    case .fill: #expect(start == 0 && length == extent, sourceLocation: sourceLocation)
    }
}
