import Testing
import TrellisCore

/// Every keyword table covers every case once, and parsing and printing are inverses.
@Suite struct CSSKeywordsTests {
    /// Checks `K`'s table against every case, found through the raw values (the enums are `UInt8`).
    func checkTable<K: CSSKeywordRepresentable & RawRepresentable>(_ type: K.Type, sourceLocation: Testing.SourceLocation = #_sourceLocation)
    where K.RawValue == UInt8 {
        let cases = (0...UInt8.max).compactMap(K.init(rawValue:))
        #expect(K.cssKeywords.count == cases.count, "every case has exactly one keyword", sourceLocation: sourceLocation)
        #expect(Set(K.cssKeywords.map(\.keyword)).count == K.cssKeywords.count, "keywords are unique", sourceLocation: sourceLocation)
        for value in cases {
            #expect(K(cssKeyword: value.cssKeyword) == value, sourceLocation: sourceLocation)
        }
        for (keyword, value) in K.cssKeywords {
            #expect(value.cssKeyword == keyword, sourceLocation: sourceLocation)
        }
    }

    /// `grid-auto-flow` is `[ row | column ] || dense`: either order, and `dense` alone is a row.
    @Test(arguments: [("dense", GridAutoFlow.rowDense), ("dense row", .rowDense), ("dense column", .columnDense),
                      ("column dense", .columnDense), ("row", .row)])
    func gridAutoFlowReadsEverySpelling(_ spelling: String, _ value: GridAutoFlow) {
        #expect(GridAutoFlow(cssKeyword: spelling) == value)
    }

    @Test(arguments: ["", "dense dense", "row column", "rows", "dense sparse"])
    func gridAutoFlowRejectsWhatCSSDoes(_ spelling: String) {
        #expect(GridAutoFlow(cssKeyword: spelling) == nil)
    }

    @Test func tablesRoundTripEveryCase() {
        checkTable(Display.self)
        checkTable(Position.self)
        checkTable(Direction.self)
        checkTable(BoxSizing.self)
        checkTable(FlexDirection.self)
        checkTable(FlexWrap.self)
        checkTable(Overflow.self)
        checkTable(SelfAlignment.Position.self)
        checkTable(ContentAlignment.Position.self)
        checkTable(WritingMode.self)
        checkTable(GridAutoFlow.self)
    }

    @Test func spellings() {
        #expect(FlexWrap(cssKeyword: "wrap-reverse balance") == .balanceReverse)
        #expect(FlexWrap.balance.cssKeyword == "balance")
        #expect(FlexDirection.columnReverse.cssKeyword == "column-reverse")
        #expect(SelfAlignment.Position.lastBaseline.cssKeyword == "last baseline")
        #expect(ContentAlignment.Position.spaceEvenly.cssKeyword == "space-evenly")
        #expect(Display(cssKeyword: "grid") == .grid)
        #expect(Display(cssKeyword: "block") == nil)
        #expect(GridAutoFlow(cssKeyword: "column dense") == .columnDense)
        #expect(Display(cssKeyword: "Flex") == nil)
    }

    @Test func overflowPrefixes() {
        #expect(SelfAlignment(cssValue: "safe end") == .safe(.end))
        #expect(SelfAlignment(cssValue: "unsafe center") == .unsafe(.center))
        #expect(ContentAlignment(cssValue: "safe center") == .safe(.center))
        #expect(SelfAlignment(cssValue: "safe stretch") == nil)
        #expect(SelfAlignment(cssValue: "unsafe baseline") == nil)
        #expect(ContentAlignment(cssValue: "safe space-between") == nil)
        #expect(SelfAlignment(cssValue: "safe") == nil)
        #expect(SelfAlignment(cssValue: "safe safe end") == nil)
        #expect(SelfAlignment.safe(.flexEnd).cssValue == "safe flex-end")
        #expect(OverflowAlignment.default.cssPrefix == nil)
    }

    @Test func alignmentValuesRoundTrip() {
        // Every value, since a prefix CSS does not allow is dropped (see the next test).
        for (_, position) in SelfAlignment.Position.cssKeywords {
            for overflow in [OverflowAlignment.default, .safe, .unsafe] {
                let value = SelfAlignment(position, overflow: overflow)
                #expect(SelfAlignment(cssValue: value.cssValue) == value)
            }
        }
        for (_, position) in ContentAlignment.Position.cssKeywords {
            for overflow in [OverflowAlignment.default, .safe, .unsafe] {
                let value = ContentAlignment(position, overflow: overflow)
                #expect(ContentAlignment(cssValue: value.cssValue) == value)
            }
        }
    }

    /// The IR holds only values CSS can spell: `safe` and `unsafe` go with positional keywords.
    @Test func overflowOnlyOnPositionalKeywords() {
        #expect(SelfAlignment(.baseline, overflow: .unsafe) == .baseline)
        #expect(SelfAlignment.safe(.stretch) == .stretch)
        #expect(ContentAlignment.safe(.spaceBetween) == .spaceBetween)
        #expect(SelfAlignment.safe(.end).overflow == .safe)
        var alignment = SelfAlignment.unsafe(.center)
        alignment.position = .lastBaseline
        #expect(alignment == .lastBaseline)
        alignment.overflow = .safe
        #expect(alignment == .lastBaseline)
        var content = ContentAlignment.safe(.start)
        content.position = .spaceAround
        #expect(content == .spaceAround)
        content.position = .end
        content.overflow = .unsafe
        #expect(content == .unsafe(.end))
    }
}
