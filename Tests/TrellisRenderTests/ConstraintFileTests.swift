import Testing
import TrellisCore
import TrellisRender

/// Relations, content priorities and content sizes in layout files: `<constraint>` elements read
/// into the container's `ConstraintSet`, and the writer writes them back.
@Suite struct ConstraintFileTests {
    struct RelationCase: Sendable, CustomTestStringConvertible {
        let text: String
        let relation: Relation
        var testDescription: String { text }

        init(_ text: String, _ relation: Relation) {
            self.text = text
            self.relation = relation
        }
    }

    static func relation(_ item: ItemReference, _ attribute: LayoutAttribute, _ kind: RelationKind = .equal,
                         to target: (item: ItemReference, attribute: LayoutAttribute)?, multiplier: Double = 1,
                         constant: Double = 0, priority: Priority = .required) -> Relation {
        Relation(item: item, attribute: attribute, kind: kind, target: target, multiplier: multiplier,
                 constant: constant, priority: priority)
    }

    /// Each spelling of the grammar, with the relation it means.
    static let relationCases: [RelationCase] = [
        RelationCase("badge.centerX == avatar.trailing - 4 ! defaultHigh",
                     relation(.item("badge"), .centerX, to: (.item("avatar"), .trailing), constant: -4, priority: .defaultHigh)),
        RelationCase("a.width == 0.5 * view.width + 10", relation(.item("a"), .width, to: (.container, .width), multiplier: 0.5, constant: 10)),
        RelationCase("a.height == 0.5 * a.width", relation(.item("a"), .height, to: (.item("a"), .width), multiplier: 0.5)),
        // A number alone: the container's same attribute plus it for a position, the size itself for a size.
        RelationCase("a.leading == 16", relation(.item("a"), .leading, to: (.container, .leading), constant: 16)),
        RelationCase("a.trailing == -16", relation(.item("a"), .trailing, to: (.container, .trailing), constant: -16)),
        RelationCase("a.width >= 100", relation(.item("a"), .width, .greaterThanOrEqual, to: nil, constant: 100)),
        RelationCase("a.height <= 4.5e1 ! 999.5", relation(.item("a"), .height, .lessThanOrEqual, to: nil, constant: 45, priority: 999.5)),
        RelationCase("a.firstBaseline == -1.5E+1 ! fittingSizeLevel",
                     relation(.item("a"), .firstBaseline, to: (.container, .firstBaseline), constant: -15, priority: .fittingSizeLevel)),
        // An item alone: its attribute is the left side's.
        RelationCase("a.width == b", relation(.item("a"), .width, to: (.item("b"), .width))),
        RelationCase("a.width <= 0.25 * view ! required", relation(.item("a"), .width, .lessThanOrEqual, to: (.container, .width), multiplier: 0.25)),
        RelationCase("view.bottom == body.bottom + 12", relation(.container, .bottom, to: (.item("body"), .bottom), constant: 12)),
        RelationCase("a.width == -2 * b - 0.5 ! 1", relation(.item("a"), .width, to: (.item("b"), .width), multiplier: -2, constant: -0.5, priority: 1)),
        // Ids may hold `-` and `.` (split at the last dot); `==`, `>=`, `<=`, `*` and `!` need no spaces.
        RelationCase("user-name.centerX>=2*card.header.centerX!defaultLow",
                     relation(.item("user-name"), .centerX, .greaterThanOrEqual, to: (.item("card.header"), .centerX),
                              multiplier: 2, priority: .defaultLow)),
        RelationCase("\n      a.top\t==  b.lastBaseline  +  1e-3\n    ", relation(.item("a"), .top, to: (.item("b"), .lastBaseline), constant: 0.001)),
    ]

    /// `text` as XML character data.
    static func escaped(_ text: String) -> String {
        text.replacing("&", with: "&amp;").replacing("<", with: "&lt;")
    }

    @Test(arguments: relationCases)
    func readsRelation(_ testCase: RelationCase) throws {
        let xml = "<div display=\"constraints\">\n  <constraint>\(Self.escaped(testCase.text))</constraint>\n</div>"
        var expected = testCase.relation
        expected.location = TrellisCore.SourceLocation(fileID: "card.xml", line: 2)
        #expect(try LayoutDocument(xml: xml, file: "card.xml").root
                == LayoutNode(style: Style().display(.constraints), constraints: ConstraintSet([expected])))
    }

    @Test(arguments: relationCases)
    func writesRelationAsItsFormula(_ testCase: RelationCase) throws {
        let node = LayoutNode(style: Style().display(.constraints), constraints: ConstraintSet([testCase.relation]))
        let xml = try node.layoutFileXML()
        #expect(xml == "<div display=\"constraints\">\n  <constraint>\(Self.escaped(testCase.relation.formula))</constraint>\n</div>\n")
        var expected = node
        expected.constraints.relations[0].location = TrellisCore.SourceLocation(fileID: "out.xml", line: 2)
        #expect(try LayoutDocument(xml: xml, file: "out.xml").root == expected)
    }

    /// A constraint container with every new attribute; it is in the form the writer writes.
    static let container = """
        <div display="constraints" direction="rtl" width="320px">
          <div id="title" content-width="93.5px" content-height="20px" content-hugging="251 defaultLow"/>
          <div id="icon" content-width="24px" compression-resistance="required"/>
          <div id="divider" content-hugging="fittingSizeLevel" compression-resistance="999 1"/>
          <div id="spacer" content-hugging="defaultLow"/>
          <constraint>title.leading == view.leading + 16</constraint>
          <constraint>icon.leading == title.trailing + 8</constraint>
          <constraint>divider.width == view.width ! 999</constraint>
          <constraint>view.height >= title.height + 24 ! defaultHigh</constraint>
        </div>

        """

    @Test func readsConstraintContainer() throws {
        func line(_ line: UInt) -> TrellisCore.SourceLocation { TrellisCore.SourceLocation(fileID: "card.xml", line: line) }
        #expect(try LayoutDocument(xml: Self.container, file: "card.xml").root == LayoutNode(
            style: Style().display(.constraints).direction(.rtl).width(320),
            constraints: ConstraintSet([
                Relation(item: .item("title"), attribute: .leading, kind: .equal, target: (.container, .leading),
                         constant: 16, location: line(6)),
                Relation(item: .item("icon"), attribute: .leading, kind: .equal, target: (.item("title"), .trailing),
                         constant: 8, location: line(7)),
                Relation(item: .item("divider"), attribute: .width, kind: .equal, target: (.container, .width),
                         priority: 999, location: line(8)),
                Relation(item: .container, attribute: .height, kind: .greaterThanOrEqual, target: (.item("title"), .height),
                         constant: 24, priority: .defaultHigh, location: line(9)),
            ], contentPriorities: [
                "title": ContentPriorities(hugging: Size(width: 251, height: .defaultLow)),
                "icon": ContentPriorities(compressionResistance: Size(width: .required, height: .required)),
                "divider": ContentPriorities(hugging: Size(width: .fittingSizeLevel, height: .fittingSizeLevel),
                                             compressionResistance: Size(width: 999, height: 1)),
                // Written out although it keeps the defaults: the set has an entry for it.
                "spacer": .standard,
            ]),
            children: [
                LayoutNode(id: "title", measure: .contentSize(width: 93.5, height: 20)),
                LayoutNode(id: "icon", measure: .contentSize(width: 24)),
                LayoutNode(id: "divider"),
                LayoutNode(id: "spacer"),
            ]))
    }

    /// Reading what the writer wrote gives an equal node: written from the file it was read from,
    /// the text is the same, so the relations are on the same lines.
    @Test(arguments: [container, """
        <div align-items="flex-start" height="60px">
          <div id="avatar" width="40px" height="40px"/>
          <div id="badge" position="absolute" content-width="16px" content-height="16px"/>
          <constraint>badge.centerX == avatar.trailing - 4 ! defaultHigh</constraint>
          <constraint>badge.centerY == avatar.top + 4</constraint>
        </div>

        """])
    func writesWhatItRead(_ text: String) throws {
        let node = try LayoutDocument(xml: text, file: "card.xml").root
        let written = try node.layoutFileXML()
        #expect(written == text)
        #expect(try LayoutDocument(xml: written, file: "card.xml").root == node)
    }

    /// The flex container of the badge fixture: its relation places the absolutely positioned
    /// badge, and the flex items it names are read where the container puts them.
    @Test func readsFlexContainerWithRelations() throws {
        let xml = """
            <div align-items="flex-start" height="60px">
              <div id="avatar" width="40px" height="40px"/>
              <constraint>badge.centerX == avatar.trailing - 4 ! defaultHigh</constraint>
              <text id="label">HH</text>
              <div id="badge" position="absolute" content-width="16px" content-height="16px"/>
              <constraint>badge.centerY == avatar.top + 4</constraint>
            </div>
            """
        let root = try LayoutDocument(xml: xml, file: "badge.xml").root
        #expect(root == LayoutNode(
            style: Style().alignItems(.flexStart).height(60),
            constraints: ConstraintSet([
                Relation(item: .item("badge"), attribute: .centerX, kind: .equal, target: (.item("avatar"), .trailing),
                         constant: -4, priority: .defaultHigh, location: TrellisCore.SourceLocation(fileID: "badge.xml", line: 3)),
                Relation(item: .item("badge"), attribute: .centerY, kind: .equal, target: (.item("avatar"), .top),
                         constant: 4, location: TrellisCore.SourceLocation(fileID: "badge.xml", line: 6)),
            ]),
            children: [
                LayoutNode(id: "avatar", style: Style().width(40).height(40)),
                LayoutNode(id: "label", measure: .ahem("HH")),
                LayoutNode(id: "badge", style: Style().position(.absolute), measure: .contentSize(width: 16, height: 16)),
            ]))
        let frames = try root.layout(width: 200, height: 60, pixelScale: nil)
        #expect(frames.children.map(\.frame) == [
            Rect(x: 0, y: 0, width: 40, height: 40),
            Rect(x: 40, y: 0, width: 20, height: 10),
            Rect(x: 28, y: -4, width: 16, height: 16),
        ])
    }

    /// A layout file's content size is the IR's fixed content size, the one the stack DSL's
    /// `Item(id, width:height:)` makes, and the writer knows it by that fact, not by its name.
    @Test func contentSizeIsTheIRsFixedContentSize() throws {
        let node = try LayoutDocument(xml: #"<div id="a" content-width="93.5px"/>"#).root
        #expect(node.measure == .contentSize(width: 93.5))
        #expect(node.measure?.fixedContentSize == FixedContentSize(width: 93.5))
        #expect(node.measure?.hasIntrinsicSize == Size(width: true, height: false))
        #expect(MeasureFunction.ahem("H").fixedContentSize == nil)
        // A function that only carries the name is not a content size.
        #expect(MeasureFunction(".contentSize(width: 20)") { _ in Measurement(width: 20, height: 20) }.fixedContentSize == nil)
    }

    struct UnrepresentableCase: Sendable, CustomTestStringConvertible {
        let node: LayoutNode
        let testDescription: String
    }

    static func container(_ relations: [Relation], contentPriorities: [ElementID: ContentPriorities] = [:],
                          children: [LayoutNode] = []) -> LayoutNode {
        LayoutNode(style: Style().display(.constraints), constraints: ConstraintSet(relations, contentPriorities: contentPriorities),
                   children: children)
    }

    static let unrepresentable: [UnrepresentableCase] = [
        UnrepresentableCase(node: container([relation(.item("view"), .width, to: nil, constant: 1)]), testDescription: "a child named view"),
        UnrepresentableCase(node: container([relation(.item("a"), .width, to: (.item("two words"), .width))]), testDescription: "an id with a space"),
        UnrepresentableCase(node: container([relation(.item("a"), .width, to: (.item("a<=b"), .width))]), testDescription: "an id with <="),
        UnrepresentableCase(node: container([relation(.item(ElementID(7)), .width, to: nil, constant: 1)]), testDescription: "an id that is not a String"),
        UnrepresentableCase(node: container([relation(.item("a"), .width, to: nil, constant: .infinity)]), testDescription: "an infinite constant"),
        UnrepresentableCase(node: container([relation(.item("a"), .leading, to: nil, constant: 16)]), testDescription: "a position equal to a number alone"),
        UnrepresentableCase(node: container([], contentPriorities: ["ghost": .standard], children: [LayoutNode(id: "a")]),
                            testDescription: "priorities for no child"),
        UnrepresentableCase(node: LayoutNode(id: "a", measure: .contentSize(width: 1, height: 1), children: [LayoutNode()]),
                            testDescription: "a content size with children"),
        UnrepresentableCase(node: LayoutNode(measure: .contentSize(width: 1, height: 1),
                                             constraints: ConstraintSet([relation(.container, .width, to: nil, constant: 1)])),
                            testDescription: "a content size with relations"),
    ]

    @Test(arguments: unrepresentable)
    func unrepresentableRelationsThrow(_ testCase: UnrepresentableCase) {
        #expect {
            try testCase.node.layoutFileXML()
        } throws: { error in
            guard case .unrepresentable(let node, _) = error as? LayoutFileError else { return false }
            return node == "root"
        }
    }

    /// A container whose relations leave an item free is laid out all the same (Auto Layout places
    /// it somewhere), and the reader of the frames is told which item and axis.
    @Test func ambiguousItemsAreReported() throws {
        let xml = """
            <div display="constraints" width="320px" height="480px">
              <div id="hero"/>
              <constraint>hero.leading == 16</constraint>
            </div>
            """
        let document = try LayoutDocument(xml: xml, file: "card.xml")
        let (layout, ambiguities) = try document.layoutReportingAmbiguity()
        #expect(layout.frame(of: "hero")?.x == 16)
        #expect(!ambiguities.isEmpty)
        #expect(ambiguities.allSatisfy { "\($0)".contains("hero") })
        let placed = """
            <div display="constraints" width="320px" height="480px">
              <div id="hero"/>
              <constraint>hero.leading == 16</constraint>
              <constraint>hero.top == 16</constraint>
              <constraint>hero.width == 10</constraint>
              <constraint>hero.height == 10</constraint>
            </div>
            """
        let (_, none) = try LayoutDocument(xml: placed, file: "card.xml").layoutReportingAmbiguity()
        #expect(none.isEmpty)
    }
}
