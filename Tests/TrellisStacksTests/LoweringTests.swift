// Generated from each block's printed IR, then reviewed: one test per block and modifier
// stating the exact LayoutNode it lowers to (`Docs/StackDSL.md`; `Docs/Architecture.md` §6).
import Testing
import TrellisBlocks
import TrellisCore
import TrellisStacks

@Suite struct LoweringTests {
    /// A fixed content size is a measure function, so stacks can still stretch the leaf.
    @Test func itemWithFixedContentSize() {
        let block = Item("avatar", width: 40, height: 40)
        #expect(block.makeLayoutNode() == LayoutNode(id: "avatar", measure: .contentSize(width: 40, height: 40)))
    }

    /// An axis without a content size measures 0 and fills.
    @Test func itemWithOneContentDimension() {
        let block = VStackBlock { Item("divider", height: 1) }
        #expect(block.makeLayoutNode() == LayoutNode(style: Style().flexDirection(.column).alignItems(.center), children: [
            LayoutNode(id: "divider", style: Style().alignSelf(.stretch), measure: .contentSize(height: 1))
        ]))
    }

    /// A leaf without content is a bare node.
    @Test func itemWithoutContent() {
        let block = Item("background")
        #expect(block.makeLayoutNode() == LayoutNode(id: "background"))
    }

    /// A closure measures the leaf; known sizes come in.
    @Test func itemMeasuredByClosure() {
        let block = Item("square", name: "square") { input in
            let side = input.knownSize.width ?? 30
            return Measurement(width: side, height: side)
        }
        #expect(block.makeLayoutNode() == LayoutNode(id: "square", measure: MeasureFunction("square") { _ in Measurement(width: 0, height: 0) }))
    }

    /// A ready-made measure function fills where it has no intrinsic size, as the same content
    /// size given as lengths does.
    @Test func itemMeasuredByAFunctionFillsWhereItHasNoIntrinsicSize() {
        let lengths = VStackBlock { Item("divider", height: 1) }
        let function = VStackBlock { Item("divider", measure: .contentSize(height: 1)) }
        #expect(function.makeLayoutNode() == lengths.makeLayoutNode())
    }

    /// An item without content takes what its host measures for its id, and fills where that
    /// content has no intrinsic size.
    @Test func itemWithoutContentTakesItsHostsContent() {
        let block = VStackBlock { Item("hosted"); Item("own", text: "Own") }
        let hosted: [ElementID: MeasureFunction] = ["hosted": .contentSize(height: 20), "own": .contentSize(width: 1, height: 1)]
        #expect(block.makeLayoutNode(hostedContent: hosted) == LayoutNode(
            style: Style().flexDirection(.column).alignItems(.center), children: [
                LayoutNode(id: "hosted", style: Style().alignSelf(.stretch), measure: .contentSize(height: 20)),
                LayoutNode(id: "own", measure: .monospaceText("Own")),
            ]))
    }

    /// A view measured on the main actor is asked for its size within the room the solver gives.
    @MainActor @Test func itemMeasuredOnTheMainActor() throws {
        // A label of 12 characters of 10 points that wraps at any character.
        let label = Item("label", measuredOnMainActor: { room in
            let perLine = max(1, min(12, Int(room.width.isFinite ? room.width / 10 : 12)))
            return Size(width: Double(perLine * 10), height: Double((12 + perLine - 1) / perLine * 10))
        })
        let layout = try VStackBlock(alignment: .leading) { label }.layout(width: 50, height: nil)
        #expect(layout.frame(of: "label") == Rect(x: 0, y: 0, width: 50, height: 30))
        #expect(try label.sizeThatFits(.unspecified) == Size(width: 120, height: 10))
    }

    /// A closure may read the available height unless it says it does not; text and fixed
    /// content sizes do not.
    @Test func itemsSayWhetherTheirMeasurementReadsTheAvailableHeight() {
        func reads(_ block: some LayoutBlock) -> Bool? { block.makeLayoutNode().measure?.readsAvailableHeight }
        #expect(reads(Item("chart") { _ in Measurement(width: 1, height: 1) }) == true)
        #expect(reads(Item("chart", readsAvailableHeight: false) { _ in Measurement(width: 1, height: 1) }) == false)
        #expect(reads(Item("title", text: "Hello world")) == false)
        #expect(reads(Item("avatar", width: 40, height: 40)) == false)
    }

    /// Monospace text wraps at spaces in the available width.
    @Test func itemWithText() {
        let block = VStackBlock(alignment: .leading) { Item("title", text: "Hello world") }
        #expect(block.makeLayoutNode() == LayoutNode(style: Style().flexDirection(.column).alignItems(.start), children: [
            LayoutNode(id: "title", measure: .monospaceText("Hello world"))
        ]))
    }

    /// Baselines line up in an HStackBlock aligned by first baselines.
    @Test func itemWithBaseline() {
        let block = HStackBlock(alignment: .firstBaseline) {
            Item("big", width: 20, height: 30, baseline: 25)
            Item("small", width: 20, height: 10, baseline: 8)
        }
        #expect(block.makeLayoutNode() == LayoutNode(style: Style().alignItems(.baseline), children: [
            LayoutNode(id: "big", measure: .contentSize(width: 20, height: 30, baseline: 25)),
            LayoutNode(id: "small", measure: .contentSize(width: 20, height: 10, baseline: 8))
        ]))
    }

    /// VStackBlock: a column, centred, spacing after all but the last.
    @Test func vStackDefaultsToCenter() {
        let block = VStackBlock(spacing: 4) {
            Item("a", width: 20, height: 10)
            Item("b", width: 40, height: 10)
        }
        #expect(block.makeLayoutNode() == LayoutNode(style: Style().flexDirection(.column).alignItems(.center), children: [
            LayoutNode(id: "a", style: Style().margin(Edges(top: 0, right: 0, bottom: 4, left: 0)), measure: .contentSize(width: 20, height: 10)),
            LayoutNode(id: "b", measure: .contentSize(width: 40, height: 10))
        ]))
    }

    @Test func vStackLeading() {
        let block = VStackBlock(alignment: .leading) {
            Item("a", width: 20, height: 10)
            Item("b", width: 40, height: 10)
        }
        #expect(block.makeLayoutNode() == LayoutNode(style: Style().flexDirection(.column).alignItems(.start), children: [
            LayoutNode(id: "a", measure: .contentSize(width: 20, height: 10)),
            LayoutNode(id: "b", measure: .contentSize(width: 40, height: 10))
        ]))
    }

    @Test func vStackTrailing() {
        let block = VStackBlock(alignment: .trailing) {
            Item("a", width: 20, height: 10)
            Item("b", width: 40, height: 10)
        }
        #expect(block.makeLayoutNode() == LayoutNode(style: Style().flexDirection(.column).alignItems(.end), children: [
            LayoutNode(id: "a", measure: .contentSize(width: 20, height: 10)),
            LayoutNode(id: "b", measure: .contentSize(width: 40, height: 10))
        ]))
    }

    @Test func vStackFill() {
        let block = VStackBlock(alignment: .fill) {
            Item("a", width: 20, height: 10)
            Item("b", width: 40, height: 10)
        }
        #expect(block.makeLayoutNode() == LayoutNode(style: Style().flexDirection(.column).alignItems(.stretch), children: [
            LayoutNode(id: "a", measure: .contentSize(width: 20, height: 10)),
            LayoutNode(id: "b", measure: .contentSize(width: 40, height: 10))
        ]))
    }

    /// With no expanding element, extra room stays at the end.
    @Test func vStackExtraRoomStaysAfterTheLastElement() {
        let block = VStackBlock(spacing: 2) {
            Item("a", width: 10, height: 10)
            Item("b", width: 10, height: 10)
        }
        #expect(block.makeLayoutNode() == LayoutNode(style: Style().flexDirection(.column).alignItems(.center), children: [
            LayoutNode(id: "a", style: Style().margin(Edges(top: 0, right: 0, bottom: 2, left: 0)), measure: .contentSize(width: 10, height: 10)),
            LayoutNode(id: "b", measure: .contentSize(width: 10, height: 10))
        ]))
    }

    /// Short of room, text shrinks to its longest word; spacing does not.
    @Test func stackShrinksElementsTowardTheirMinimum() {
        let block = HStackBlock(spacing: 4) {
            Item("fixed", width: 30, height: 10)
            Item("text", text: "aa bb cc")
        }
        #expect(block.makeLayoutNode() == LayoutNode(style: Style().alignItems(.center), children: [
            LayoutNode(id: "fixed", style: Style().margin(Edges(top: 0, right: 4, bottom: 0, left: 0)), measure: .contentSize(width: 30, height: 10)),
            LayoutNode(id: "text", measure: .monospaceText("aa bb cc"))
        ]))
    }

    /// HStackBlock: a row, centred vertically.
    @Test func hStackDefaultsToCenter() {
        let block = HStackBlock(spacing: 4) {
            Item("a", width: 10, height: 10)
            Item("b", width: 10, height: 30)
        }
        #expect(block.makeLayoutNode() == LayoutNode(style: Style().alignItems(.center), children: [
            LayoutNode(id: "a", style: Style().margin(Edges(top: 0, right: 4, bottom: 0, left: 0)), measure: .contentSize(width: 10, height: 10)),
            LayoutNode(id: "b", measure: .contentSize(width: 10, height: 30))
        ]))
    }

    @Test func hStackTop() {
        let block = HStackBlock(alignment: .top) {
            Item("a", width: 10, height: 10)
            Item("b", width: 10, height: 30)
        }
        #expect(block.makeLayoutNode() == LayoutNode(style: Style().alignItems(.start), children: [
            LayoutNode(id: "a", measure: .contentSize(width: 10, height: 10)),
            LayoutNode(id: "b", measure: .contentSize(width: 10, height: 30))
        ]))
    }

    @Test func hStackBottom() {
        let block = HStackBlock(alignment: .bottom) {
            Item("a", width: 10, height: 10)
            Item("b", width: 10, height: 30)
        }
        #expect(block.makeLayoutNode() == LayoutNode(style: Style().alignItems(.end), children: [
            LayoutNode(id: "a", measure: .contentSize(width: 10, height: 10)),
            LayoutNode(id: "b", measure: .contentSize(width: 10, height: 30))
        ]))
    }

    @Test func hStackFill() {
        let block = HStackBlock(alignment: .fill) {
            Item("a", width: 10, height: 10)
            Item("b", width: 10, height: 30)
        }
        #expect(block.makeLayoutNode() == LayoutNode(style: Style().alignItems(.stretch), children: [
            LayoutNode(id: "a", measure: .contentSize(width: 10, height: 10)),
            LayoutNode(id: "b", measure: .contentSize(width: 10, height: 30))
        ]))
    }

    /// In right-to-left layouts rows run from the right, and spacing follows.
    @Test func hStackRightToLeft() {
        let block = HStackBlock(spacing: 4) {
            Item("first", width: 10, height: 10)
            Item("second", width: 10, height: 10)
        }
        #expect(block.makeLayoutNode(direction: .rightToLeft) == LayoutNode(style: Style().direction(.rtl).alignItems(.center), children: [
            LayoutNode(id: "first", style: Style().margin(Edges(top: 0, right: 0, bottom: 0, left: 4)), measure: .contentSize(width: 10, height: 10)),
            LayoutNode(id: "second", measure: .contentSize(width: 10, height: 10))
        ]))
    }

    /// Leaves without a content size on an axis take equal shares and fill across.
    @Test func expandingLeavesShareExtraRoomAndFillTheCrossAxis() {
        let block = HStackBlock(spacing: 2) {
            Item("fixed", width: 20, height: 10)
            Item("flexible1")
            Item("flexible2", height: 6)
        }
        #expect(block.makeLayoutNode() == LayoutNode(style: Style().alignItems(.center), children: [
            LayoutNode(id: "fixed", style: Style().margin(Edges(top: 0, right: 2, bottom: 0, left: 0)), measure: .contentSize(width: 20, height: 10)),
            LayoutNode(id: "flexible1", style: Style().flexGrow(1).alignSelf(.stretch).margin(Edges(top: 0, right: 2, bottom: 0, left: 0))),
            LayoutNode(id: "flexible2", style: Style().flexGrow(1), measure: .contentSize(height: 6))
        ]))
    }

    /// ZStackBlock: layers, as large as the largest, centred.
    @Test func zStackCentresLayers() {
        let block = ZStackBlock {
            Item("large", width: 40, height: 20)
            Item("small", width: 10, height: 10)
        }
        #expect(block.makeLayoutNode() == LayoutNode(style: Style().display(.layers).alignItems(.center).justifyItems(.center), children: [
            LayoutNode(id: "large", measure: .contentSize(width: 40, height: 20)),
            LayoutNode(id: "small", measure: .contentSize(width: 10, height: 10))
        ]))
    }

    @Test func zStackAttachAll() {
        let block = ZStackBlock(alignment: .attach(.all)) {
            Item("large", width: 40, height: 20)
            Item("small", width: 10, height: 10)
        }
        #expect(block.makeLayoutNode() == LayoutNode(style: Style().display(.layers).alignItems(.stretch).justifyItems(.stretch), children: [
            LayoutNode(id: "large", measure: .contentSize(width: 40, height: 20)),
            LayoutNode(id: "small", measure: .contentSize(width: 10, height: 10))
        ]))
    }

    /// Per layer: both edges of an axis fill it, one edge sits against it, none centres.
    @Test func zStackAlignSelfAttach() {
        let block = ZStackBlock {
            Item("all", width: 10, height: 10).alignSelf(.attach(.all))
            Item("vertical", width: 10, height: 10).alignSelf(.attach([.top, .bottom]))
            Item("top", width: 10, height: 10).alignSelf(.attach(.top))
            Item("bottomRight", width: 10, height: 10).alignSelf(.attach([.bottom, .right]))
        }
        #expect(block.makeLayoutNode() == LayoutNode(style: Style().display(.layers).alignItems(.center).justifyItems(.center), children: [
            LayoutNode(id: "all", style: Style().alignSelf(.stretch).justifySelf(.stretch), measure: .contentSize(width: 10, height: 10)),
            LayoutNode(id: "vertical", style: Style().alignSelf(.stretch).justifySelf(.center), measure: .contentSize(width: 10, height: 10)),
            LayoutNode(id: "top", style: Style().alignSelf(.start).justifySelf(.center), measure: .contentSize(width: 10, height: 10)),
            LayoutNode(id: "bottomRight", style: Style().alignSelf(.end).justifySelf(.end), measure: .contentSize(width: 10, height: 10))
        ]))
    }

    /// StackingSpacer: grows from its minimum length, never shrinks, and no spacing follows it.
    @Test func expandingSpacer() {
        let block = HStackBlock(spacing: 4) {
            Item("a", width: 10, height: 10)
            StackingSpacer(minLength: 6)
            Item("b", width: 10, height: 10)
        }
        #expect(block.makeLayoutNode() == LayoutNode(style: Style().alignItems(.center), children: [
            LayoutNode(id: "a", style: Style().margin(Edges(top: 0, right: 4, bottom: 0, left: 0)), measure: .contentSize(width: 10, height: 10)),
            LayoutNode(style: Style().flexGrow(1).flexShrink(0).flexBasis(6)),
            LayoutNode(id: "b", measure: .contentSize(width: 10, height: 10))
        ]))
    }

    @Test func fixedSpacer() {
        let block = VStackBlock(spacing: 4) {
            Item("a", width: 10, height: 10)
            StackingSpacer(minLength: 6, expands: false)
            Item("b", width: 10, height: 10)
        }
        #expect(block.makeLayoutNode() == LayoutNode(style: Style().flexDirection(.column).alignItems(.center), children: [
            LayoutNode(id: "a", style: Style().margin(Edges(top: 0, right: 0, bottom: 4, left: 0)), measure: .contentSize(width: 10, height: 10)),
            LayoutNode(style: Style().flexShrink(0).flexBasis(6)),
            LayoutNode(id: "b", measure: .contentSize(width: 10, height: 10))
        ]))
    }

    /// LayoutContainer: the safe-area insets of the layout call on the attached edges only.
    @Test func layoutContainer() {
        let block = LayoutContainer(attachedSafeAreaEdges: .vertical) {
            Item("content")
        }
        #expect(block.makeLayoutNode(safeAreaInsets: EdgeInsets(top: 20, left: 5, bottom: 10, right: 5)) == LayoutNode(style: Style().display(.layers).alignItems(.stretch).justifyItems(.stretch).padding(Edges(top: 20, right: 0, bottom: 10, left: 0)), children: [
            LayoutNode(id: "content")
        ]))
    }

    /// .padding(v): a layers wrapper whose child has margins v.
    @Test func paddingAllEdges() {
        let block = Item("label", width: 20, height: 10).padding(8)
        #expect(block.makeLayoutNode() == LayoutNode(style: Style().display(.layers), children: [
            LayoutNode(id: "label", style: Style().margin(8), measure: .contentSize(width: 20, height: 10))
        ]))
    }

    /// .padding(edges, v): the other edges get exactly 0.
    @Test func paddingEdgeSet() {
        let block = Item("label", width: 20, height: 10).padding(.horizontal, 5)
        #expect(block.makeLayoutNode() == LayoutNode(style: Style().display(.layers), children: [
            LayoutNode(id: "label", style: Style().margin(Edges(horizontal: 5, vertical: 0)), measure: .contentSize(width: 20, height: 10))
        ]))
    }

    @Test func paddingInsets() {
        let block = Item("label", width: 20, height: 10).padding(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(block.makeLayoutNode() == LayoutNode(style: Style().display(.layers), children: [
            LayoutNode(id: "label", style: Style().margin(Edges(top: 1, right: 4, bottom: 3, left: 2)), measure: .contentSize(width: 20, height: 10))
        ]))
    }

    /// .padding(.min(v)) centres the content with at least v around.
    @Test func paddingMinimum() {
        let block = Item("label", width: 20, height: 10).padding(.min(5))
        #expect(block.makeLayoutNode() == LayoutNode(style: Style().display(.layers), children: [
            LayoutNode(id: "label", style: Style().alignSelf(.center).justifySelf(.center).margin(5), measure: .contentSize(width: 20, height: 10))
        ]))
    }

    /// .relative(0) in a ZStackBlock fills it.
    @Test func relativeAllEdgesFills() {
        let block = ZStackBlock {
            Item("photo", width: 40, height: 30)
            Item("shade").relative(0)
        }
        #expect(block.makeLayoutNode() == LayoutNode(style: Style().display(.layers).alignItems(.center).justifyItems(.center), children: [
            LayoutNode(id: "photo", measure: .contentSize(width: 40, height: 30)),
            LayoutNode(style: Style().display(.layers).alignSelf(.stretch).justifySelf(.stretch), children: [
                LayoutNode(id: "shade")
            ])
        ]))
    }

    /// .relative(bottom:right:) pins to a corner; the free edges leave the content its size.
    @Test func relativeCorner() {
        let block = ZStackBlock {
            Item("photo", width: 60, height: 40)
            Item("badge", width: 10, height: 10).relative(bottom: 4, right: 4)
        }
        #expect(block.makeLayoutNode() == LayoutNode(style: Style().display(.layers).alignItems(.center).justifyItems(.center), children: [
            LayoutNode(id: "photo", measure: .contentSize(width: 60, height: 40)),
            LayoutNode(style: Style().display(.layers).alignSelf(.stretch).justifySelf(.stretch), children: [
                LayoutNode(id: "badge", style: Style().alignSelf(.end).justifySelf(.end).margin(Edges(top: 0, right: 4, bottom: 4, left: 0)), measure: .contentSize(width: 10, height: 10))
            ])
        ]))
    }

    @Test func relativeEdgeSet() {
        let block = ZStackBlock {
            Item("photo", width: 60, height: 40)
            Item("bar", width: 10, height: 10).relative(.top, 2)
        }
        #expect(block.makeLayoutNode() == LayoutNode(style: Style().display(.layers).alignItems(.center).justifyItems(.center), children: [
            LayoutNode(id: "photo", measure: .contentSize(width: 60, height: 40)),
            LayoutNode(style: Style().display(.layers).alignSelf(.stretch).justifySelf(.stretch), children: [
                LayoutNode(id: "bar", style: Style().alignSelf(.start).justifySelf(.center).margin(Edges(top: 2, right: 0, bottom: 0, left: 0)), measure: .contentSize(width: 10, height: 10))
            ])
        ]))
    }

    /// .relative(.all, .min(20)) centres with at least 20 around.
    @Test func relativeMinimumCentres() {
        let block = ZStackBlock {
            Item("label", width: 30, height: 10).relative(.all, .min(20))
        }
        #expect(block.makeLayoutNode() == LayoutNode(style: Style().display(.layers).alignItems(.center).justifyItems(.center), children: [
            LayoutNode(style: Style().display(.layers).alignSelf(.stretch).justifySelf(.stretch), children: [
                LayoutNode(id: "label", style: Style().alignSelf(.center).justifySelf(.center).margin(20), measure: .contentSize(width: 30, height: 10))
            ])
        ]))
    }

    @Test func relativeMinimumGrowsAContentSizedStack() {
        let block = ZStackBlock {
            Item("label", width: 30, height: 10).relative(.all, .min(20))
        }
        #expect(block.makeLayoutNode() == LayoutNode(style: Style().display(.layers).alignItems(.center).justifyItems(.center), children: [
            LayoutNode(style: Style().display(.layers).alignSelf(.stretch).justifySelf(.stretch), children: [
                LayoutNode(id: "label", style: Style().alignSelf(.center).justifySelf(.center).margin(20), measure: .contentSize(width: 30, height: 10))
            ])
        ]))
    }

    /// .relative(left: 0, right: .max(10)): the content stretches to within 10 of the right edge.
    @Test func relativeMaximum() {
        let block = ZStackBlock {
            Item("photo", width: 100, height: 20)
            Item("label", width: 30, height: 10).relative(left: 0, right: .max(10))
        }
        #expect(block.makeLayoutNode() == LayoutNode(style: Style().display(.layers).alignItems(.center).justifyItems(.center), children: [
            LayoutNode(id: "photo", measure: .contentSize(width: 100, height: 20)),
            LayoutNode(style: Style().display(.layers).alignSelf(.stretch).justifySelf(.stretch), children: [
                LayoutNode(id: "label", style: Style().alignSelf(.center).justifySelf(.start).minWidth(.calc(.percent(100) + -10)), measure: .contentSize(width: 30, height: 10))
            ])
        ]))
    }

    @Test func relativeInsets() {
        let block = ZStackBlock {
            Item("photo", width: 60, height: 40)
            Item("sheet").relative(EdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
        }
        #expect(block.makeLayoutNode() == LayoutNode(style: Style().display(.layers).alignItems(.center).justifyItems(.center), children: [
            LayoutNode(id: "photo", measure: .contentSize(width: 60, height: 40)),
            LayoutNode(style: Style().display(.layers).alignSelf(.stretch).justifySelf(.stretch), children: [
                LayoutNode(id: "sheet", style: Style().margin(Edges(top: 10, right: 0, bottom: 0, left: 0)))
            ])
        ]))
    }

    /// .background: the block sizes the wrapper, the background fills it, behind.
    @Test func background() {
        let block = Item("label", width: 20, height: 10).padding(4).background(Item("card"))
        #expect(block.makeLayoutNode() == LayoutNode(style: Style().display(.layers), children: [
            LayoutNode(id: "card", style: Style().position(.absolute).inset(0)),
            LayoutNode(style: Style().display(.layers), children: [
                LayoutNode(id: "label", style: Style().margin(4), measure: .contentSize(width: 20, height: 10))
            ])
        ]))
    }

    /// .overlay: the same, in front.
    @Test func overlay() {
        let block = Item("photo", width: 40, height: 30).overlay(Item("badge", width: 6, height: 6).relative(top: 2, right: 2))
        #expect(block.makeLayoutNode() == LayoutNode(style: Style().display(.layers), children: [
            LayoutNode(id: "photo", measure: .contentSize(width: 40, height: 30)),
            LayoutNode(style: Style().display(.layers).position(.absolute).inset(0), children: [
                LayoutNode(id: "badge", style: Style().alignSelf(.start).justifySelf(.end).margin(Edges(top: 2, right: 2, bottom: 0, left: 0)), measure: .contentSize(width: 6, height: 6))
            ])
        ]))
    }

    /// .alignSelf overrides a stack's cross-axis alignment.
    @Test func alignSelfInVStack() {
        let block = VStackBlock {
            Item("centred", width: 10, height: 10)
            Item("leading", width: 10, height: 10).alignSelf(.leading)
            Item("fill", width: 10, height: 10).alignSelf(.fill)
        }
        #expect(block.makeLayoutNode() == LayoutNode(style: Style().flexDirection(.column).alignItems(.center), children: [
            LayoutNode(id: "centred", measure: .contentSize(width: 10, height: 10)),
            LayoutNode(id: "leading", style: Style().alignSelf(.start), measure: .contentSize(width: 10, height: 10)),
            LayoutNode(id: "fill", style: Style().alignSelf(.stretch), measure: .contentSize(width: 10, height: 10))
        ]))
    }

    @Test func alignSelfInHStack() {
        let block = HStackBlock(alignment: .top) {
            Item("tall", width: 10, height: 30)
            Item("bottom", width: 10, height: 10).alignSelf(.bottom)
        }
        #expect(block.makeLayoutNode() == LayoutNode(style: Style().alignItems(.start), children: [
            LayoutNode(id: "tall", measure: .contentSize(width: 10, height: 30)),
            LayoutNode(id: "bottom", style: Style().alignSelf(.end), measure: .contentSize(width: 10, height: 10))
        ]))
    }

    /// .width: exact (size and minimum), .min, .max.
    @Test func widthExactMinMax() {
        let block = HStackBlock {
            Item("exact").width(30)
            Item("min", width: 10, height: 10).width(.min(20))
            Item("max", width: 50, height: 10).width(.max(25))
        }
        #expect(block.makeLayoutNode() == LayoutNode(style: Style().alignItems(.center), children: [
            LayoutNode(id: "exact", style: Style().alignSelf(.stretch).width(30).minWidth(30)),
            LayoutNode(id: "min", style: Style().minWidth(20), measure: .contentSize(width: 10, height: 10)),
            LayoutNode(id: "max", style: Style().maxWidth(25), measure: .contentSize(width: 50, height: 10))
        ]))
    }

    @Test func heightExactMinMax() {
        let block = VStackBlock {
            Item("exact").height(30)
            Item("min", width: 10, height: 10).height(.min(20))
            Item("max", width: 10, height: 50).height(.max(25))
        }
        #expect(block.makeLayoutNode() == LayoutNode(style: Style().flexDirection(.column).alignItems(.center), children: [
            LayoutNode(id: "exact", style: Style().alignSelf(.stretch).height(30).minHeight(30)),
            LayoutNode(id: "min", style: Style().minHeight(20), measure: .contentSize(width: 10, height: 10)),
            LayoutNode(id: "max", style: Style().maxHeight(25), measure: .contentSize(width: 10, height: 50))
        ]))
    }

    @Test func sizeBothAndEach() {
        let block = HStackBlock(alignment: .top) {
            Item("square").size(20)
            Item("each").size(width: .min(10), height: 15)
        }
        #expect(block.makeLayoutNode() == LayoutNode(style: Style().alignItems(.start), children: [
            LayoutNode(id: "square", style: Style().width(20).height(20).minWidth(20).minHeight(20)),
            LayoutNode(id: "each", style: Style().flexGrow(1).height(15).minWidth(10).minHeight(15))
        ]))
    }

    /// An exact width is also the minimum, like a required Auto Layout constraint.
    @Test func exactWidthDoesNotShrink() {
        let block = HStackBlock {
            Item("exact").size(40)
            Item("text", text: "aaaa")
        }
        #expect(block.makeLayoutNode() == LayoutNode(style: Style().alignItems(.center), children: [
            LayoutNode(id: "exact", style: Style().width(40).height(40).minWidth(40).minHeight(40)),
            LayoutNode(id: "text", measure: .monospaceText("aaaa"))
        ]))
    }

    /// .aspectRatio: the height follows the width.
    @Test func aspectRatio() {
        let block = VStackBlock(alignment: .fill) { Item("video").aspectRatio(2) }
        #expect(block.makeLayoutNode() == LayoutNode(style: Style().flexDirection(.column).alignItems(.stretch), children: [
            LayoutNode(id: "video", style: Style().flexGrow(1).aspectRatio(2))
        ]))
    }

    /// .spacingBefore / .spacingAfter add to the stack's spacing.
    @Test func spacingBeforeAndAfter() {
        let block = VStackBlock(spacing: 2) {
            Item("a", width: 10, height: 10).spacingAfter(5)
            Item("b", width: 10, height: 10).spacingBefore(3)
            Item("c", width: 10, height: 10)
        }
        #expect(block.makeLayoutNode() == LayoutNode(style: Style().flexDirection(.column).alignItems(.center), children: [
            LayoutNode(id: "a", style: Style().margin(Edges(top: 0, right: 0, bottom: 7, left: 0)), measure: .contentSize(width: 10, height: 10)),
            LayoutNode(id: "b", style: Style().margin(Edges(top: 3, right: 0, bottom: 2, left: 0)), measure: .contentSize(width: 10, height: 10)),
            LayoutNode(id: "c", measure: .contentSize(width: 10, height: 10))
        ]))
    }

    @Test func spacingOnHStackRightToLeft() {
        let block = HStackBlock {
            Item("a", width: 10, height: 10).spacingAfter(5)
            Item("b", width: 10, height: 10)
        }
        #expect(block.makeLayoutNode(direction: .rightToLeft) == LayoutNode(style: Style().direction(.rtl).alignItems(.center), children: [
            LayoutNode(id: "a", style: Style().margin(Edges(top: 0, right: 0, bottom: 0, left: 5)), measure: .contentSize(width: 10, height: 10)),
            LayoutNode(id: "b", measure: .contentSize(width: 10, height: 10))
        ]))
    }
}
