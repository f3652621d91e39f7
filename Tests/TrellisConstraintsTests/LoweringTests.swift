import Testing
import TrellisBlocks
import TrellisCore
import TrellisStacks
import TrellisConstraints

/// What the operator front end lowers to, stated as the IR: a constraint container holding the
/// relations as they were written (each with its file and line), the items as its children, and
/// the content priorities of the items that change them.
@Suite struct LoweringTests {
    /// The line numbers of the relations of `card`, counted from the line of `first`.
    static func location(_ first: UInt, _ offset: UInt) -> TrellisCore.SourceLocation {
        TrellisCore.SourceLocation(fileID: #fileID, line: first + offset)
    }

    @Test func constraintBlockLowersToAConstraintContainer() throws {
        let avatar = Item("avatar", width: 40, height: 40)
        let name = Item("name", width: 93.5, height: 14.5).contentHugging(.horizontal, 251)
        let first: UInt = #line + 2
        let card = ConstraintBlock { avatar; name } constraints: { view in
            avatar.layout(.leading) == 10
            name.layout(.leading) == avatar.layout(.trailing) + 8
            name.layout(.centerY) == avatar
            view.layout(.bottom) == avatar.layout(.bottom) + 12
            name.layout(.width) <= 0.5 * view ! .defaultHigh
        }
        let (node, diagnostics) = card.makeConstrainedNode()
        #expect(diagnostics.isEmpty)
        #expect(node == LayoutNode(style: Style().display(.constraints), constraints: ConstraintSet([
            Relation(item: .item("avatar"), attribute: .leading, kind: .equal, target: (.container, .leading),
                     constant: 10, location: Self.location(first, 0)),
            Relation(item: .item("name"), attribute: .leading, kind: .equal, target: (.item("avatar"), .trailing),
                     constant: 8, location: Self.location(first, 1)),
            Relation(item: .item("name"), attribute: .centerY, kind: .equal, target: (.item("avatar"), .centerY),
                     location: Self.location(first, 2)),
            Relation(item: .container, attribute: .bottom, kind: .equal, target: (.item("avatar"), .bottom),
                     constant: 12, location: Self.location(first, 3)),
            Relation(item: .item("name"), attribute: .width, kind: .lessThanOrEqual, target: (.container, .width),
                     multiplier: 0.5, priority: .defaultHigh, location: Self.location(first, 4)),
        ], contentPriorities: ["name": ContentPriorities(hugging: Size(width: 251, height: 250))]), children: [
            LayoutNode(id: "avatar", measure: .contentSize(width: 40, height: 40)),
            LayoutNode(id: "name", measure: .contentSize(width: 93.5, height: 14.5)),
        ]))
    }

    /// A relation Auto Layout rejects is left out of the IR and reported with its line.
    @Test func unsupportedRelationIsLeftOutAndReported() throws {
        let a = Item("a"), b = Item("b")
        let line: UInt = #line + 3
        let block = ConstraintBlock { a; b } constraints: { view in
            a.layout(.leading) == 0
            a.layout(attribute: .centerX) == 0.8 * b.layout(attribute: .top) + 16 ! .defaultLow
        }
        let (node, diagnostics) = block.makeConstrainedNode()
        #expect(node.constraints.relations.map(\.formula) == ["a.leading == view.leading"])
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.kind == .unsupported)
        #expect(diagnostics.first?.locations == [TrellisCore.SourceLocation(fileID: #fileID, line: line)])
        #expect(diagnostics.first?.description.contains("horizontal position to a vertical one") == true)
    }

    /// What a block deep inside reports reaches the result through every kind of parent: a
    /// stack, a modifier and a constraint block holding it, each diagnostic once.
    @Test func nestedBlocksReportThroughEveryParent() throws {
        let a = Item("a"), b = Item("b"), c = Item("c"), d = Item("d")
        let inner = ConstraintBlock { a; b } constraints: { _ in
            a.layout(attribute: .centerX) == b.layout(attribute: .top)
        }
        let outer = ConstraintBlock { VStackBlock { inner }.padding(4); c; d } constraints: { _ in
            c.layout(attribute: .leading) == d.layout(attribute: .bottom)
        }
        let (_, diagnostics) = HStackBlock { outer }.makeConstrainedNode()
        #expect(diagnostics.map(\.kind) == [.unsupported, .unsupported])
        #expect(diagnostics.map { $0.relations.map(\.formula) } == [["a.centerX == b.top"], ["c.leading == d.bottom"]])
    }

    /// `.constraints { }` on a stack: the children the relations place leave the stack's flow
    /// (`position: absolute`), and the stack's node holds the relations.
    @Test func relationsOnAStackPlaceTheChildrenTheyName() throws {
        let avatar = Item("avatar", width: 40, height: 40)
        let badge = Item("badge", width: 12, height: 12)
        let first: UInt = #line + 2
        let block = ZStackBlock { avatar; badge }.constraints { view in
            badge.layout(.top) == avatar.layout(.top) - 4
            badge.layout(.leading) == avatar.layout(.trailing) - 8
        }
        let node = block.makeLayoutNode()
        #expect(node == LayoutNode(style: Style().display(.layers).alignItems(.center).justifyItems(.center),
                                   constraints: ConstraintSet([
            Relation(item: .item("badge"), attribute: .top, kind: .equal, target: (.item("avatar"), .top),
                     constant: -4, location: Self.location(first, 0)),
            Relation(item: .item("badge"), attribute: .leading, kind: .equal, target: (.item("avatar"), .trailing),
                     constant: -8, location: Self.location(first, 1)),
        ]), children: [
            LayoutNode(id: "avatar", measure: .contentSize(width: 40, height: 40)),
            LayoutNode(id: "badge", style: Style().position(.absolute), measure: .contentSize(width: 12, height: 12)),
        ]))
    }

    /// The container may stand on either side, and an item alone means the same attribute.
    @Test func containerOnEitherSide() throws {
        let label = Item("label", width: 120, height: 21)
        let block = ConstraintBlock { label } constraints: { view in
            view.layout(.trailing) == label.layout(.trailing) + 16
            label.layout(.width) == label
        }
        #expect(block.makeLayoutNode().constraints.relations.map(\.formula) == [
            "view.trailing == label.trailing + 16", "label.width == label.width",
        ])
    }
}
