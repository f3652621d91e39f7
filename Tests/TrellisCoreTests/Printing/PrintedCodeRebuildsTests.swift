import Testing
import TrellisCore

/// The strongest check of printing: printed trees pasted here as Swift code compile and compare
/// equal to the values they were printed from.
///
/// Each original is built the long way (by mutation, explicit cases, other initializers), printed,
/// and its text pasted twice below: once as code, once as the expected string. When printing changes
/// on purpose, print the originals again and paste both.
@Suite struct PrintedCodeRebuildsTests {
    static var card: LayoutNode {
        var style = Style()
        style.flexDirection = .column
        style.width = .points(320)
        style.padding = Edges(top: .points(12), right: .points(16), bottom: .points(12), left: .points(16))
        style.border = Edges(top: 1, right: 1, bottom: 1, left: 1)
        style.rowGap = .points(8)
        style.alignItems = SelfAlignment(.stretch)
        var title = LayoutNode(id: ElementID("ti\"tle"))
        title.measure = .fixed(width: 120, height: 18)
        var body = LayoutNode(id: ElementID("body\n"))
        body.style.flexGrow = 1
        body.style.flexBasis = .size(.points(0))
        body.style.minHeight = .points(0)
        body.style.overflowY = .scroll
        body.style.scrollbarWidth = 15
        var actions = LayoutNode(id: ElementID(42))
        actions.style.flexDirection = .rowReverse
        actions.style.justifyContent = ContentAlignment(.flexEnd, overflow: .safe)
        actions.style.margin = Edges(top: .points(4), right: .auto, bottom: .points(4), left: .auto)
        for index in 0..<2 {
            var button = LayoutNode(id: ElementID("button\(index)"))
            button.style.aspectRatio = 2
            button.style.height = .percent(100)
            button.style.alignSelf = SelfAlignment(.center, overflow: .unsafe)
            actions.children.append(button)
        }
        var badge = LayoutNode()
        badge.style.position = .absolute
        badge.style.inset = Edges(top: .points(-4), right: .points(-4), bottom: .auto, left: .auto)
        badge.style.width = .points(12.5)
        badge.style.height = .points(12.5)
        return LayoutNode(style: style, children: [title, body, actions, badge])
    }

    static var everyProperty: Style {
        var style = Style()
        style.display = .none
        style.position = .absolute
        style.direction = .rtl
        style.boxSizing = .contentBox
        style.inset = Edges(top: .points(1), right: .percent(2), bottom: .auto, left: .points(4))
        style.centerX = .calc(.sum([.anchor("avatar", .center), .points(2)]))
        style.anchorName = "badge"
        style.fitsPinnedChildren = true
        style.flexDirection = .columnReverse
        style.flexWrap = .balance
        style.flexLineCount = 3
        style.justifyContent = ContentAlignment(.spaceEvenly)
        style.alignItems = SelfAlignment(.flexStart, overflow: .safe)
        style.alignContent = ContentAlignment(.flexEnd, overflow: .unsafe)
        style.justifyItems = SelfAlignment(.start)
        style.rowGap = .calc(.sum([.percent(5), .product(.points(2), -1)]))
        style.columnGap = .points(6.25)
        style.order = -2
        style.flexGrow = 1.5
        style.flexShrink = 0
        style.flexBasis = .size(.fitContent)
        style.alignSelf = SelfAlignment(.selfEnd)
        style.justifySelf = SelfAlignment(.center, overflow: .safe)
        style.width = .stretch
        style.height = .maxContent
        style.minWidth = .calc(.clamp(.points(10), .product(.sum([.percent(50), .points(1)]), 0.5), .maximum([.percent(80), .points(20)])))
        style.minHeight = .minContent
        style.maxWidth = .calc(.anchorSize("avatar", .horizontal) * 2)
        style.maxHeight = .percent(0.5)
        style.aspectRatio = 16.0 / 9.0
        style.margin = Edges(top: .percent(1), right: .points(-3), bottom: .percent(1), left: .points(-3))
        style.padding = Edges(top: .points(0), right: .points(0), bottom: .points(2), left: .points(0))
        style.border = Edges(top: 0.5, right: 0.5, bottom: 0.5, left: 0.5)
        style.overflowX = .scroll
        style.overflowY = .hidden
        style.scrollbarWidth = 0.001
        return style
    }

    static var layout: ComputedLayout {
        var root = ComputedLayout(frame: Rect(x: 0, y: 0, width: 375, height: 812))
        var header = ComputedLayout(id: ElementID("header"), frame: Rect(x: 0, y: 0, width: 375, height: 44.5))
        header.children.append(ComputedLayout(id: ElementID(7), frame: Rect(x: 8, y: 8, width: 28.33, height: 28)))
        root.children = [header, ComputedLayout(frame: Rect(x: 0, y: 44.5, width: 375, height: -1))]
        return root
    }

    @Test func layoutNodeTree() {
        let pasted =
LayoutNode(style: Style().flexDirection(.column).alignItems(.stretch).rowGap(8).width(320).padding(Edges(horizontal: 16, vertical: 12)).border(1), children: [
    LayoutNode(id: "ti\"tle", measure: .fixed(width: 120.0, height: 18.0)),
    LayoutNode(id: "body\n", style: Style().flexGrow(1).flexBasis(0).minHeight(0).overflowY(.scroll).scrollbarWidth(15)),
    LayoutNode(id: ElementID(42), style: Style().flexDirection(.rowReverse).justifyContent(.safe(.flexEnd)).margin(Edges(horizontal: .auto, vertical: 4)), children: [
        LayoutNode(id: "button0", style: Style().alignSelf(.unsafe(.center)).height(.percent(100)).aspectRatio(2)),
        LayoutNode(id: "button1", style: Style().alignSelf(.unsafe(.center)).height(.percent(100)).aspectRatio(2))
    ]),
    LayoutNode(style: Style().position(.absolute).inset(Edges(top: -4, right: -4, bottom: .auto, left: .auto)).width(12.5).height(12.5))
])
        #expect(pasted == Self.card)
        #expect(Self.card.description == #"""
LayoutNode(style: Style().flexDirection(.column).alignItems(.stretch).rowGap(8).width(320).padding(Edges(horizontal: 16, vertical: 12)).border(1), children: [
    LayoutNode(id: "ti\"tle", measure: .fixed(width: 120.0, height: 18.0)),
    LayoutNode(id: "body\n", style: Style().flexGrow(1).flexBasis(0).minHeight(0).overflowY(.scroll).scrollbarWidth(15)),
    LayoutNode(id: ElementID(42), style: Style().flexDirection(.rowReverse).justifyContent(.safe(.flexEnd)).margin(Edges(horizontal: .auto, vertical: 4)), children: [
        LayoutNode(id: "button0", style: Style().alignSelf(.unsafe(.center)).height(.percent(100)).aspectRatio(2)),
        LayoutNode(id: "button1", style: Style().alignSelf(.unsafe(.center)).height(.percent(100)).aspectRatio(2))
    ]),
    LayoutNode(style: Style().position(.absolute).inset(Edges(top: -4, right: -4, bottom: .auto, left: .auto)).width(12.5).height(12.5))
])
"""#)
    }

    @Test func styleWithEveryProperty() {
        let pasted =
Style().display(.none).position(.absolute).direction(.rtl).boxSizing(.contentBox).inset(Edges(top: 1, right: .percent(2), bottom: .auto, left: 4)).centerX(.calc(.anchor("avatar", .center) + 2)).anchorName("badge").fitsPinnedChildren(true).flexDirection(.columnReverse).flexWrap(.balance).flexLineCount(3).justifyContent(.spaceEvenly).alignItems(.safe(.flexStart)).alignContent(.unsafe(.flexEnd)).justifyItems(.start).rowGap(.calc(.percent(5) - 2)).columnGap(6.25).order(-2).flexGrow(1.5).flexShrink(0).flexBasis(.size(.fitContent)).alignSelf(.selfEnd).justifySelf(.safe(.center)).width(.stretch).height(.maxContent).minWidth(.calc(.clamp(10, (.percent(50) + 1) * 0.5, .maximum([.percent(80), 20])))).minHeight(.minContent).maxWidth(.calc(.anchorSize("avatar", .horizontal) * 2)).maxHeight(.percent(0.5)).aspectRatio(1.7777777777777777).margin(Edges(horizontal: -3, vertical: .percent(1))).padding(Edges(top: 0, right: 0, bottom: 2, left: 0)).border(0.5).overflowX(.scroll).overflowY(.hidden).scrollbarWidth(0.001)
        #expect(pasted == Self.everyProperty)
        #expect(Self.everyProperty.description == #"""
Style().display(.none).position(.absolute).direction(.rtl).boxSizing(.contentBox).inset(Edges(top: 1, right: .percent(2), bottom: .auto, left: 4)).centerX(.calc(.anchor("avatar", .center) + 2)).anchorName("badge").fitsPinnedChildren(true).flexDirection(.columnReverse).flexWrap(.balance).flexLineCount(3).justifyContent(.spaceEvenly).alignItems(.safe(.flexStart)).alignContent(.unsafe(.flexEnd)).justifyItems(.start).rowGap(.calc(.percent(5) - 2)).columnGap(6.25).order(-2).flexGrow(1.5).flexShrink(0).flexBasis(.size(.fitContent)).alignSelf(.selfEnd).justifySelf(.safe(.center)).width(.stretch).height(.maxContent).minWidth(.calc(.clamp(10, (.percent(50) + 1) * 0.5, .maximum([.percent(80), 20])))).minHeight(.minContent).maxWidth(.calc(.anchorSize("avatar", .horizontal) * 2)).maxHeight(.percent(0.5)).aspectRatio(1.7777777777777777).margin(Edges(horizontal: -3, vertical: .percent(1))).padding(Edges(top: 0, right: 0, bottom: 2, left: 0)).border(0.5).overflowX(.scroll).overflowY(.hidden).scrollbarWidth(0.001)
"""#)
    }

    @Test func computedLayout() {
        let pasted =
ComputedLayout(frame: Rect(x: 0, y: 0, width: 375, height: 812), children: [
    ComputedLayout(id: "header", frame: Rect(x: 0, y: 0, width: 375, height: 44.5), children: [
        ComputedLayout(id: ElementID(7), frame: Rect(x: 8, y: 8, width: 28.33, height: 28))
    ]),
    ComputedLayout(frame: Rect(x: 0, y: 44.5, width: 375, height: -1))
])
        #expect(pasted == Self.layout)
        #expect(Self.layout.description == #"""
ComputedLayout(frame: Rect(x: 0, y: 0, width: 375, height: 812), children: [
    ComputedLayout(id: "header", frame: Rect(x: 0, y: 0, width: 375, height: 44.5), children: [
        ComputedLayout(id: ElementID(7), frame: Rect(x: 8, y: 8, width: 28.33, height: 28))
    ]),
    ComputedLayout(frame: Rect(x: 0, y: 44.5, width: 375, height: -1))
])
"""#)
    }

    @Test func initialValuesRebuildFromEmptyCalls() {
        #expect(LayoutNode().description == "LayoutNode()")
        #expect(LayoutNode() == LayoutNode(id: nil, style: Style(), measure: nil, children: []))
    }
}
