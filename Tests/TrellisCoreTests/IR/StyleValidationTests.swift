import Testing
import TrellisCore

/// Invalid numbers are rejected at the IR boundary with an error naming the node and the property.
@Suite struct StyleValidationTests {
    static let nonFinite: [(Style, String)] = [
        (Style().width(.points(.nan)), "width"),
        (Style().height(.percent(.infinity)), "height"),
        (Style().minWidth(.points(-.infinity)), "min-width"),
        (Style().maxHeight(.points(.nan)), "max-height"),
        (Style().flexBasis(.points(.infinity)), "flex-basis"),
        (Style().flexGrow(.nan), "flex-grow"),
        (Style().flexShrink(.infinity), "flex-shrink"),
        (Style().aspectRatio(.infinity), "aspect-ratio"),
        (Style().scrollbarWidth(.nan), "scrollbar-width"),
        (Style().rowGap(.points(.nan)), "row-gap"),
        (Style().columnGap(.percent(.infinity)), "column-gap"),
        (Style().padding(Edges(top: 0, right: .points(.nan), bottom: 0, left: 0)), "padding-right"),
        (Style().border(Edges(top: 0, right: 0, bottom: .infinity, left: 0)), "border-bottom-width"),
        (Style().margin(Edges(top: .points(.nan), right: 0, bottom: 0, left: 0)), "margin-top"),
        (Style().inset(Edges(top: .auto, right: .auto, bottom: .auto, left: .percent(.infinity))), "left"),
    ]

    @Test(arguments: nonFinite)
    func nonFiniteValuesAreRejected(style: Style, property: String) {
        #expect(throws: LayoutError.nonFiniteValue(node: "box", property: property)) {
            try LayoutTree(LayoutNode(id: "box", style: style))
        }
    }

    static let negative: [(Style, String, Double)] = [
        (Style().width(-1), "width", -1),
        (Style().height(.percent(-5)), "height", -5),
        (Style().minHeight(-2), "min-height", -2),
        (Style().maxWidth(-3), "max-width", -3),
        (Style().flexBasis(.percent(-10)), "flex-basis", -10),
        (Style().flexGrow(-1), "flex-grow", -1),
        (Style().flexShrink(-0.5), "flex-shrink", -0.5),
        (Style().aspectRatio(-2), "aspect-ratio", -2),
        (Style().scrollbarWidth(-15), "scrollbar-width", -15),
        (Style().rowGap(-4), "row-gap", -4),
        (Style().columnGap(.percent(-1)), "column-gap", -1),
        (Style().padding(Edges(top: 0, right: 0, bottom: 0, left: -8)), "padding-left", -8),
        (Style().border(Edges(top: -1, right: 0, bottom: 0, left: 0)), "border-top-width", -1),
        (Style().flexLineCount(0), "flex-line-count", 0),
    ]

    @Test(arguments: negative)
    func negativeValuesAreRejected(style: Style, property: String, value: Double) {
        #expect(throws: LayoutError.negativeValue(node: "box", property: property, value: value)) {
            try LayoutTree(LayoutNode(id: "box", style: style))
        }
    }

    @Test func negativeMarginsAndInsetsAreLegal() throws {
        let style = Style().inset(-4).order(-3).margin(-8)
        _ = try LayoutTree(LayoutNode(style: style))
    }

    @Test func nodesWithoutIDAreNamedByIndex() {
        let tree = LayoutNode(children: [LayoutNode(), LayoutNode(style: Style().width(-1))])
        #expect(throws: LayoutError.negativeValue(node: "#2", property: "width", value: -1)) {
            try LayoutTree(tree)
        }
    }

    @Test func editsAreValidatedToo() throws {
        var tree = try LayoutTree(LayoutNode(id: "root", children: [LayoutNode(id: "child")]))
        let child = try #require(tree.node(withID: "child"))
        #expect(throws: LayoutError.nonFiniteValue(node: "child", property: "width")) {
            try tree.setStyle(Style().width(.points(.nan)), of: child)
        }
        #expect(try tree.style(of: child) == Style())
        #expect(throws: LayoutError.negativeValue(node: "new", property: "padding-top", value: -1)) {
            try tree.insertChild(LayoutNode(id: "new", style: Style().padding(-1)), into: tree.root)
        }
        #expect(try tree.children(of: tree.root).count == 1)
    }

    @Test func messagesNameNodeAndProperty() {
        #expect(LayoutError.nonFiniteValue(node: "box", property: "width").description
            == "node box: width must be a finite number")
        #expect(LayoutError.negativeValue(node: "box", property: "row-gap", value: -4).description
            == "node box: row-gap must not be negative (got -4.0)")
        #expect(LayoutError.notAChild(child: "#2", parent: "#0").description == "node #2 is not a child of node #0")
        #expect(LayoutError.childIndexOutOfRange(parent: "#0", index: 5, childCount: 2).description
            == "index 5 is outside the children of node #0 (it has 2)")
        #expect(LayoutError.invalidAvailableSpace(axis: .vertical, value: -1).description
            == "available height must be finite and non-negative (got -1.0)")
        #expect(LayoutError.invalidPixelScale(0).description == "pixel scale must be a positive finite number (got 0.0)")
    }
}

/// The grid properties' validation (Docs/Grid.md): what CSS Grid's grammar rejects is a typed
/// error naming the node and property; huge but legal numbers pass, to be clamped.
@Suite struct GridValidationTests {
    static func error(_ style: Style) -> LayoutError? {
        do {
            _ = try LayoutTree(LayoutNode(id: "grid", style: style))
            return nil
        } catch {
            return error
        }
    }

    @Test func grammarViolationsNameThePropertyAtFault() {
        let bad: [(Style, String)] = [
            (Style().gridTemplateColumns([.minmax(.fr(1), .points(10))]), "grid-template-columns"),
            (Style().gridTemplateRows([.repeating(.count(2), [.repeating(.count(2), [.auto])])]), "grid-template-rows"),
            (Style().gridTemplateColumns([.repeating(.autoFill, [.points(10)]), .repeating(.autoFit, [.points(10)])]),
             "grid-template-columns"),
            (Style().gridTemplateColumns([.auto, .repeating(.autoFill, [.points(10)])]), "grid-template-columns"),
            (Style().gridAutoRows([]), "grid-auto-rows"),
            (Style().gridAutoColumns([.lineNames(["a"])]), "grid-auto-columns"),
            (Style().gridRowStart(.line(0)), "grid-row-start"),
            (Style().gridColumnEnd(.span(0)), "grid-column-end"),
            (Style().gridRowEnd(.line(2, name: "span")), "grid-row-end"),
        ]
        for (style, property) in bad {
            guard case .invalidGridValue("grid", let name, _)? = Self.error(style) else {
                Issue.record("\(property): \(String(describing: Self.error(style)))")
                continue
            }
            #expect(name == property)
        }
    }

    @Test func namedLinesAreLegal() {
        #expect(Self.error(Style().gridRowStart(.line(1, name: "a")).gridColumnEnd(.span(2, name: "b"))) == nil)
    }

    @Test func numbersMustBeFiniteAndNonNegative() {
        #expect(Self.error(Style().gridTemplateColumns([.points(.nan)])) == .nonFiniteValue(node: "grid", property: "grid-template-columns"))
        #expect(Self.error(Style().gridAutoRows([.fr(-1)])) == .negativeValue(node: "grid", property: "grid-auto-rows", value: -1))
    }

    @Test func hugeCountsAndLinesAreLegalAndLayOutQuickly() throws {
        let style = Style().display(.grid).gridTemplateColumns([.repeating(.count(1_000_000_000), [.points(1)])])
        let item = Style().gridRowStart(.line(-1_000_000_000)).gridColumnEnd(.span(1_000_000_000))
        let layout = try LayoutNode(id: "grid", style: style, children: [LayoutNode(id: "item", style: item)])
            .layout(width: 100, height: 100)
        let frames = [layout.frame] + layout.children.map(\.frame)
        #expect(frames.allSatisfy { $0.x.isFinite && $0.y.isFinite && $0.width.isFinite && $0.height.isFinite })
    }
}
