import Testing
import TrellisCore

/// Values built through the API that nest deeper than `Style.nestingLimit` are rejected when the
/// tree is built, naming the node and the property, before anything recursive reads them
/// (issue 42, F2: a 100,000-deep expression crashed evaluation with a stack overflow).
@Suite struct NestingLimitTests {
    /// An expression `depth` operations deep: products and sums in turn, as the issue built it.
    static func deepExpression(depth: Int) -> LengthExpression {
        var expression = LengthExpression.points(1)
        for level in 0..<depth {
            expression = level.isMultiple(of: 2) ? .product(expression, 1) : .sum([expression, .points(0)])
        }
        return expression
    }

    @Test(arguments: [Style.nestingLimit + 1, 1_000, 10_000])
    func tooDeepAnExpressionIsATypedError(depth: Int) {
        let expression = Self.deepExpression(depth: depth)
        #expect(throws: LayoutError.nestedTooDeep(node: "box", property: "width", limit: Style.nestingLimit)) {
            try LayoutTree(LayoutNode(id: "box", style: Style().width(.calc(expression))))
        }
        #expect(throws: LayoutError.nestedTooDeep(node: "box", property: "margin-left", limit: Style.nestingLimit)) {
            try LayoutTree(LayoutNode(id: "box", style: Style().margin(Edges(top: 0, right: 0, bottom: 0, left: .calc(expression)))))
        }
        #expect(throws: LayoutError.nestedTooDeep(node: "box", property: "grid-template-columns", limit: Style.nestingLimit)) {
            try LayoutTree(LayoutNode(id: "box", style: Style().display(.grid).gridTemplateColumns([.fitContent(.calc(expression))])))
        }
    }

    @Test func anExpressionAtTheLimitLaysOut() throws {
        let layout = try LayoutNode(id: "box", style: Style().width(.calc(Self.deepExpression(depth: Style.nestingLimit))))
            .layout(width: 100, height: 100)
        #expect(layout.frame.width == 1)
    }

    @Test func editsAreCheckedToo() throws {
        var tree = try LayoutTree(LayoutNode(id: "root", children: [LayoutNode(id: "box")]))
        let box = try #require(tree.node(withID: "box"))
        #expect(throws: LayoutError.nestedTooDeep(node: "box", property: "height", limit: Style.nestingLimit)) {
            try tree.setStyle(Style().height(.calc(Self.deepExpression(depth: 10_000))), of: box)
        }
    }

    @Test func theMessageNamesNodePropertyAndLimit() {
        #expect(LayoutError.nestedTooDeep(node: "box", property: "width", limit: 32).description
                == "node box: width nests expressions deeper than the limit of 32 levels")
    }

    /// `Item("a", width: .nan)` and its kin were laid out as 0 (issue 42); a fixed content size
    /// is checked as a style's sizes are.
    @Test(arguments: [
        (FixedContentSize(width: .nan), LayoutError.nonFiniteValue(node: "a", property: "content width")),
        (FixedContentSize(width: -5), .negativeValue(node: "a", property: "content width", value: -5)),
        (FixedContentSize(height: .infinity), .nonFiniteValue(node: "a", property: "content height")),
        (FixedContentSize(width: 1, height: 1, baseline: .nan), .nonFiniteValue(node: "a", property: "content baseline")),
    ])
    func aBadFixedContentSizeIsATypedError(size: FixedContentSize, error: LayoutError) throws {
        let measure = MeasureFunction.contentSize(width: size.width, height: size.height, baseline: size.baseline)
        #expect(throws: error) { try LayoutTree(LayoutNode(children: [LayoutNode(id: "a", measure: measure)])) }
        var tree = try LayoutTree(LayoutNode(children: [LayoutNode(id: "a", measure: .contentSize(width: 1))]))
        let node = try #require(tree.node(withID: "a"))
        #expect(throws: error) { try tree.setMeasure(measure, of: node) }
    }
}
