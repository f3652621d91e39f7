import Testing
import TrellisBlocks
import TrellisCore
import TrellisStacks
@testable import TrellisConstraints

/// The LayoutBuilder README's "Common constraint creation listing", line by line, with the
/// relation each line makes (LayoutBuilder's implicit rules applied). Their frames are checked
/// against Cassowary in CassowaryTests (scenes `common_*`).
@Suite struct VocabularyTests {
    let redView = Item("red"), blueView = Item("blue")
    let red = ItemReference.item("red"), blue = ItemReference.item("blue")

    @Test func commonConstraintCreationListing() {
        let redView = redView, blueView = blueView
        //RedView.height EQUAL to CONSTANT 40
        #expect((redView.layout(.height) == 40).unlocated
            == Relation(item: red, attribute: .height, kind: .equal, target: nil, constant: 40))
        //RedView.leading EQUAL to BlueView.trailing with CONSTANT 8
        #expect((redView.layout(.leading) == blueView.layout(.trailing) + 8).unlocated
            == Relation(item: red, attribute: .leading, kind: .equal, target: (blue, .trailing), constant: 8))
        //RedView.width EQUAL to BlueView.width with MULTIPLIER 0.5 and CONSTANT 20
        #expect((redView.layout(.width) == 0.5 * blueView + 20).unlocated
            == Relation(item: red, attribute: .width, kind: .equal, target: (blue, .width), multiplier: 0.5, constant: 20))
        //RedView.centerY EQUAL to RedView.Superview
        #expect((redView.layout(.centerY) == 0).unlocated
            == Relation(item: red, attribute: .centerY, kind: .equal, target: (.container, .centerY)))
        //BlueView.width GREATER THAN OR EQUAL to RedView.width with PRIORITY defaultLow
        #expect((blueView.layout(.width) >= redView ! .defaultLow).unlocated
            == Relation(item: blue, attribute: .width, kind: .greaterThanOrEqual, target: (red, .width), priority: .defaultLow))
        //BlueView.centerX LESS THAN OR EQUAL to BlueView.Superview with CONSTANT 20 and PRIORITY defaultHigh
        #expect((blueView.layout(.centerX) <= 20 ! .defaultHigh).unlocated
            == Relation(item: blue, attribute: .centerX, kind: .lessThanOrEqual, target: (.container, .centerX),
                        constant: 20, priority: .defaultHigh))
        //RedView.centerX EQUAL to BlueView.top with MULTIPLIER 0.8 and CONSTANT 16 and PRIORITY defaultLow
        // Auto Layout rejects an x attribute related to a y attribute, and with the typed
        // attributes this line does not compile ("Auto Layout cannot relate a horizontal position
        // to a vertical one"); with run-time attributes it compiles and is reported as unsupported
        // (DiagnosticsTests.xRelatedToYIsUnsupportedWithItsLine).
        #expect((redView.layout(attribute: .centerX) == 0.8 * blueView.layout(attribute: .top) + 16 ! .defaultLow).unlocated
            == Relation(item: red, attribute: .centerX, kind: .equal, target: (blue, .top), multiplier: 0.8, constant: 16,
                        priority: .defaultLow))
    }

    @Test func priorityNumbersAndNames() {
        #expect(((redView.layout(.width) == 10) ! 600).priority == Priority(600))
        #expect((redView.layout(.width) == 10 ! .fittingSizeLevel).priority.value == 50)
        #expect((redView.layout(.width) == 10).priority == .required)
        #expect(Priority(5000) == .required)
    }

    @Test func attributeSetsExpandToOneRelationPerAttribute() {
        let group = redView.layout(.edges) == blueView
        #expect(group.relations.map(\.attribute) == [.leading, .trailing, .top, .bottom])
        #expect(group.relations.allSatisfy { $0.target?.item == blue && $0.target?.attribute == $0.attribute })
        #expect((redView.layout(.size) == 40).relations.map(\.formula) == ["red.width == 40", "red.height == 40"])
        #expect((redView.layout(.center) == blueView.layout(.center)).relations.map(\.formula)
            == ["red.centerX == blue.centerX", "red.centerY == blue.centerY"])
        #expect((redView.layout(.horizontal) == 16 ! .defaultHigh).relations.map(\.formula)
            == ["red.leading == view.leading + 16 ! defaultHigh", "red.trailing == view.trailing + 16 ! defaultHigh"])
        #expect((redView.layout(.vertical) >= 0).relations.count == 2)
    }

    @Test func builderTakesControlFlowAndRecordsEachLine() {
        let redView = redView, blueView = blueView
        let flag = true, mode = 2, spare: Relation? = nil
        let first = #line + 2
        let relations = batchLayout {
            redView.layout(.width) == 10
            if flag { redView.layout(.height) == 20 } else { redView.layout(.height) == 30 }
            switch mode {
            case 1: blueView.layout(.width) == 1
            default: blueView.layout(.width) == 2
            }
            for k in 0..<2 { blueView.layout(.top) == Double(k) }
            spare
            if !flag { redView.layout(.leading) == 0 }
        }
        #expect(relations.map(\.formula) == ["red.width == 10", "red.height == 20", "blue.width == 2",
                                              "blue.top == view.top", "blue.top == view.top + 1"])
        #expect(relations.map(\.location.line) == [first, first + 1, first + 4, first + 6, first + 6].map(UInt.init))
        #expect(relations.allSatisfy { $0.location.fileID == "TrellisConstraintsTests/VocabularyTests.swift" })
    }

    @Test func relationsOutsideABuilderKeepTheirLine() {
        let line = #line + 1
        let relation = redView.layout(.leading) == blueView.layout(.trailing)
        #expect(relation.location.line == UInt(line))
        #expect(relation.description == "red.leading == blue.trailing (TrellisConstraintsTests/VocabularyTests.swift:\(line))")
    }
}

/// MondrianLayout's classic chain, a second spelling that makes the same relations.
@Suite struct ClassicChainTests {
    let send = Item("send", width: 60, height: 30), cancel = Item("cancel", width: 60, height: 30)

    @Test func chainMakesTheSameRelationsAsTheOperators() {
        let send = send, cancel = cancel
        let chain = send.layout
            .width(120)
            .top(.toSuperview)
            .trailing(.toSuperview)
            .leading(.to(cancel).trailing)
        let operators = batchLayout {
            send.layout(.width) == 120
            send.layout(.top) == 0
            send.layout(.trailing) == 0
            send.layout(.leading) == cancel.layout(.trailing)
        }
        #expect(chain.relations.map(\.unlocated) == operators.map(\.unlocated))
        #expect(chain.activate().count == 4)
    }

    @Test func valuesAreInwardsExactMinOrMax() {
        let send = send, cancel = cancel
        let chain = send.layout
            .top(.toSuperview.top, .exact(10))
            .trailing(.toSuperview, .exact(10))
            .leading(.to(cancel).trailing, .min(8))
            .bottom(.toSuperview, .min(4))
            .width(.max(200))
            .height(.min(44))
        let operators = batchLayout {
            send.layout(.top) == 10
            send.layout(.trailing) == -10
            send.layout(.leading) >= cancel.layout(.trailing) + 8
            send.layout(.bottom) <= -4
            send.layout(.width) <= 200
            send.layout(.height) >= 44
        }
        #expect(chain.relations.map(\.unlocated) == operators.map(\.unlocated))
    }

    @Test func attachAndBatchForms() throws {
        let box1 = Item("box1"), box2 = Item("box2", width: 50, height: nil)
        let relations = batchLayout {
            box1.layout
                .top(.toSuperview)
                .left(.toSuperview)
                .right(.to(box2).left)
                .bottom(.toSuperview)
            box2.layout
                .top(.toSuperview.top, .exact(10))
                .right(.toSuperview)
                .bottom(.toSuperview)
        }
        let result = try ConstraintBlock { box1; box2 } constraints: { _ in relations }
            .constrainedLayout(width: 300, height: 100)
        #expect(result.diagnostics.isEmpty)
        #expect(result.frame(of: "box1") == Rect(x: 0, y: 0, width: 250, height: 100))
        #expect(result.frame(of: "box2") == Rect(x: 250, y: 10, width: 50, height: 90))
        #expect(Item("v").layout.horizontal(.toSuperview, .exact(10)).relations.map(\.formula)
            == ["v.leading == view.leading + 10", "v.trailing == view.trailing - 10"])
        #expect(Item("v").layout.vertical(.toSuperview, .exact(10)).relations.count == 2)
        #expect(Item("v").layout.edge(.to(box1)).relations.map(\.formula)
            == ["v.leading == box1.leading", "v.trailing == box1.trailing", "v.top == box1.top", "v.bottom == box1.bottom"])
    }
}
