import Testing
@testable import TrellisCore

/// `Style` prints as the modifier chain that rebuilds it, with initial values left out.
@Suite struct StylePrintingTests {
    @Test func initialStylePrintsNoArguments() {
        #expect(Style().description == "Style()")
        #expect(Style.initial.debugDescription == "Style()")
    }

    @Test func propertiesSetToTheirInitialValueAreOmitted() {
        let style = Style().display(.flex).flexShrink(1).width(.auto).margin(0)
        #expect(style.description == "Style()")
    }

    @Test func lengths() {
        let style = Style().width(200).height(.percent(50)).minWidth(12.5).minHeight(.minContent)
                          .maxWidth(.maxContent).maxHeight(.fitContent)
        #expect(style.description == "Style().width(200).height(.percent(50)).minWidth(12.5)"
            + ".minHeight(.minContent).maxWidth(.maxContent).maxHeight(.fitContent)")
        #expect(Style().width(.stretch).height(.percent(33.5)).description
            == "Style().width(.stretch).height(.percent(33.5))")
        #expect(Style().width(.points(.nan)).description == "Style().width(.points(.nan))")
    }

    @Test(arguments: [
        (FlexBasis.auto, "Style()"),
        (.content, "Style().flexBasis(.content)"),
        (20, "Style().flexBasis(20)"),
        (.percent(10), "Style().flexBasis(.percent(10))"),
        (.size(.minContent), "Style().flexBasis(.size(.minContent))"),
        (.size(.maxContent), "Style().flexBasis(.size(.maxContent))"),
    ])
    func flexBasis(basis: FlexBasis, expected: String) {
        #expect(Style().flexBasis(basis).description == expected)
    }

    @Test func edges() {
        #expect(Style().padding(8).description == "Style().padding(8)")
        #expect(Style().padding(Edges(horizontal: 8, vertical: 4)).description
            == "Style().padding(Edges(horizontal: 8, vertical: 4))")
        #expect(Style().margin(Edges(top: 1, right: 2, bottom: 3, left: .auto)).description
            == "Style().margin(Edges(top: 1, right: 2, bottom: 3, left: .auto))")
        // Left and right equal but top and bottom not: all four.
        #expect(Style().border(Edges(top: 1, right: 2, bottom: 3, left: 2)).description
            == "Style().border(Edges(top: 1, right: 2, bottom: 3, left: 2))")
        #expect(Style().inset(Edges(horizontal: .percent(10), vertical: .auto)).description
            == "Style().inset(Edges(horizontal: .percent(10), vertical: .auto))")
    }

    @Test func alignment() {
        #expect(Style().alignItems(.center).description == "Style().alignItems(.center)")
        #expect(Style().alignSelf(.safe(.end)).description == "Style().alignSelf(.safe(.end))")
        #expect(Style().justifyContent(.unsafe(.flexEnd)).description
            == "Style().justifyContent(.unsafe(.flexEnd))")
        // As in CSS, only positional keywords take `safe` or `unsafe` (the layout-file round trip).
        #expect(Style().justifyContent(.unsafe(.spaceEvenly)).description == "Style().justifyContent(.spaceEvenly)")
        #expect(Style().alignItems(.safe(.lastBaseline)).description == "Style().alignItems(.lastBaseline)")
        #expect(Style().alignContent(.safe(.center)).description == "Style().alignContent(.safe(.center))")
        #expect(Style().justifyContent(.flexEnd).alignSelf(.selfStart).description
            == "Style().justifyContent(.flexEnd).alignSelf(.selfStart)")
    }

    @Test func everyKeywordCasePrintsItsName() {
        #expect(SelfAlignment.Position(rawValue: 11)?.swiftLiteral == ".lastBaseline")
        #expect(ContentAlignment.Position(rawValue: 9)?.swiftLiteral == ".spaceEvenly")
        #expect(FlexWrap.balanceReverse.swiftLiteral == ".balanceReverse")
        #expect(FlexDirection.columnReverse.swiftLiteral == ".columnReverse")
        #expect(BoxSizing.contentBox.swiftLiteral == ".contentBox")
        #expect(Overflow.scroll.swiftLiteral == ".scroll")
        #expect(Direction.rtl.swiftLiteral == ".rtl")
        #expect(Position.absolute.swiftLiteral == ".absolute")
        #expect(Display.none.swiftLiteral == ".none")
    }

    /// Every property set away from its initial value, so every argument prints.
    /// Computed, not stored: a global holding expression boxes in enum payloads (whose
    /// pointers carry tag bits) reads as a leak to LeakSanitizer.
    static var everyProperty: Style { Style()
        .display(.none).position(.absolute).direction(.rtl).boxSizing(.contentBox)
        .inset(Edges(top: 1, right: .percent(2), bottom: .auto, left: 4))
        .centerX(.percent(50)).centerY(.calc(.anchor("a", .bottom) + 4)).anchorName("badge").fitsPinnedChildren(true)
        .flexDirection(.columnReverse).flexWrap(.wrapReverse).flexLineCount(3)
        .justifyContent(.spaceBetween).alignItems(.baseline).alignContent(.safe(.end)).justifyItems(.end)
        .rowGap(5).columnGap(.percent(6)).order(-1).flexGrow(2).flexShrink(0.5).flexBasis(.content)
        .alignSelf(.unsafe(.flexStart)).justifySelf(.center).width(100).height(.percent(50)).minWidth(.minContent)
        .minHeight(10).maxWidth(.maxContent).maxHeight(.fitContent).aspectRatio(1.5)
        .margin(Edges(horizontal: .auto, vertical: 7)).padding(8)
        .border(Edges(top: 1, right: 2, bottom: 3, left: 4)).overflowX(.hidden).overflowY(.scroll)
        .scrollbarWidth(15) }

    @Test func everyPropertyPrintsInDeclarationOrder() {
        let expected = "Style().display(.none).position(.absolute).direction(.rtl).boxSizing(.contentBox)"
            + ".inset(Edges(top: 1, right: .percent(2), bottom: .auto, left: 4)).centerX(.percent(50))"
            + ".centerY(.calc(.anchor(\"a\", .bottom) + 4)).anchorName(\"badge\").fitsPinnedChildren(true)"
            + ".flexDirection(.columnReverse)"
            + ".flexWrap(.wrapReverse).flexLineCount(3).justifyContent(.spaceBetween).alignItems(.baseline)"
            + ".alignContent(.safe(.end)).justifyItems(.end).rowGap(5).columnGap(.percent(6)).order(-1).flexGrow(2)"
            + ".flexShrink(0.5).flexBasis(.content).alignSelf(.unsafe(.flexStart)).justifySelf(.center).width(100)"
            + ".height(.percent(50)).minWidth(.minContent).minHeight(10).maxWidth(.maxContent)"
            + ".maxHeight(.fitContent).aspectRatio(1.5).margin(Edges(horizontal: .auto, vertical: 7))"
            + ".padding(8).border(Edges(top: 1, right: 2, bottom: 3, left: 4))"
            + ".overflowX(.hidden).overflowY(.scroll).scrollbarWidth(15)"
        #expect(Self.everyProperty.description == expected)
    }

    /// Guards against a property added to `Style` but not to its printing: with every property
    /// away from its initial value, the printed labels must be exactly the stored properties, in
    /// declaration order.
    @Test func printedLabelsAreExactlyTheStoredProperties() throws {
        var style = Style()
        for property in Style.properties {
            property.set(try #require(StylePropertiesTests.nonInitialValue(of: property)), in: &style)
        }
        let stored = Mirror(reflecting: style).children.compactMap(\.label)
        let printed = style.printedModifiers.map { String($0.dropFirst().prefix { $0 != "(" }) }
        #expect(printed == stored)
    }

    @Test func nonFiniteNumbersPrintAsSwiftCode() {
        let style = Style().flexGrow(.infinity).aspectRatio(.nan).border(-.infinity)
        #expect(style.description == "Style().flexGrow(.infinity).aspectRatio(.nan).border(-.infinity)")
    }
}
