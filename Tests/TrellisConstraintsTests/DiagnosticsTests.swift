import Testing
import TrellisBlocks
import TrellisCore
import TrellisStacks
import TrellisConstraints

/// What the relations cannot do as written, each diagnostic naming every relation involved by
/// file and line: conflicts (a minimal set, thrown), ambiguity, relations Auto Layout rejects,
/// and relations the IR cannot solve.
@Suite struct DiagnosticsTests {
    /// The lines of a conflict's relations, in order.
    static func lines(_ error: ConstraintError) -> [[UInt]] {
        guard case .conflicts(let conflicts) = error else { return [] }
        return conflicts.map { $0.relations.map(\.location.line) }
    }

    /// Of seven relations, three cannot hold together; the conflict names those three and no
    /// other, however the others share items with them.
    @Test func conflictNamesAMinimalSet() throws {
        let a = Item("a"), b = Item("b")
        let first: UInt = #line + 2
        let block = ConstraintBlock { a; b } constraints: { view in
            a.layout(.leading) == 0
            a.layout(.width) == 100
            b.layout(.leading) == a.layout(.trailing) + 10
            b.layout(.top) == 0
            a.layout(.top) == b.layout(.bottom)
            b.layout(.leading) == 50
            b.layout(.width) == 20
        }
        let error = try #require(throws: ConstraintError.self) { try block.constrainedLayout(width: 320, height: 100) }
        #expect(Self.lines(error).map(Set.init) == [[first, first + 1, first + 2, first + 5]])
        guard case .conflicts(let conflicts) = error else { Issue.record("expected conflicts, got \(error)"); return }
        #expect(conflicts.count == 1)
        #expect(conflicts[0].kind == .conflict)
        #expect(Set(conflicts[0].relations.map(\.formula)) == [
            "a.leading == view.leading", "a.width == 100", "b.leading == a.trailing + 10", "b.leading == view.leading + 50",
        ])
    }

    /// The container's given width counts: items that need more than it conflict with it, and
    /// the set says so with an implicit relation that names its rule.
    @Test func conflictWithTheContainersSize() throws {
        let a = Item("a"), b = Item("b")
        let block = ConstraintBlock { a; b } constraints: { view in
            a.layout(.leading) == 0
            a.layout(.width) == 100
            b.layout(.leading) == a.layout(.trailing)
            b.layout(.width) == 50
            b.layout(.trailing) == view.layout(.trailing)
            a.layout(.top) == 0
            b.layout(.top) == 0
        }
        #expect(throws: Never.self) { try block.constrainedLayout(width: 150, height: 40) }
        let error = try #require(throws: ConstraintError.self) { try block.constrainedLayout(width: 120, height: 40) }
        guard case .conflicts(let conflicts) = error else { Issue.record("expected conflicts, got \(error)"); return }
        let formulas = Set(conflicts.flatMap(\.relations).map(\.formula))
        #expect(formulas == ["a.leading == view.leading", "a.width == 100", "b.leading == a.trailing", "b.width == 50",
                             "b.trailing == view.trailing", "view.width == 120"])
        #expect(conflicts.flatMap(\.relations).contains { $0.location.description == "the size the container was given" })
    }

    /// A size is never negative: a relation that asks for one conflicts with that rule alone.
    @Test func negativeSizeConflicts() throws {
        let a = Item("a")
        let block = ConstraintBlock { a } constraints: { view in
            a.layout(.width) == -10
        }
        let error = try #require(throws: ConstraintError.self) { try block.constrainedLayout(width: 100, height: 100) }
        guard case .conflicts(let conflicts) = error else { Issue.record("expected conflicts, got \(error)"); return }
        #expect(Set(conflicts.flatMap(\.relations).map(\.formula)) == ["a.width == -10", "a.width >= 0"])
    }

    /// Conflicts reach every entry point: a stack's plain `layout(width:height:)` throws them too,
    /// and the frames are laid out without the relation that completed the conflict.
    @Test func conflictsInANestedBlockThrowFromEveryEntryPoint() throws {
        let a = Item("a")
        let screen = VStackBlock {
            ConstraintBlock { a } constraints: { view in
                a.layout(.width) == 1
                a.layout(.width) == 2
            }
        }
        #expect(throws: ConstraintError.self) { try screen.constrainedLayout(width: 100, height: 100) }
        let error = try #require(throws: LayoutError.self) { try screen.layout(width: 100, height: 100) }
        guard case .unsatisfiableConstraints(let conflicts) = error else {
            Issue.record("expected unsatisfiable constraints, got \(error)")
            return
        }
        #expect(conflicts.first?.relations.map(\.formula) == ["a.width == 1", "a.width == 2"])
    }

    /// An item that nothing places on an axis is reported, with the axis and what was free.
    @Test func ambiguousItemIsNamedWithItsAxis() throws {
        let a = Item("a")
        let block = ConstraintBlock { a } constraints: { view in
            a.layout(.leading) == 16
            a.layout(.top) == 0
            a.layout(.height) == 10
        }
        let result = try block.constrainedLayout(width: 375, height: 100)
        #expect(result.diagnostics.map(\.kind) == [.ambiguous])
        #expect(result.diagnostics.first?.item == .item("a"))
        #expect(result.diagnostics.first?.message.contains("width") == true)
        #expect(result.diagnostics.first?.relations.map(\.formula) == ["a.leading == view.leading + 16"])
        // The check can be left out.
        #expect(try block.constrainedLayout(width: 375, height: 100, checksAmbiguity: false).diagnostics.isEmpty)
    }

    /// An item left free by a content priority that ties with a relation's (compression
    /// resistance 750 holding a 64-point avatar against a 48-point width at `.defaultHigh`: any
    /// width between costs the same) is reported with the tie and how to break it.
    @Test func ambiguityFromTiedPrioritiesNamesTheTie() throws {
        let avatar = Item("avatar", width: 64, height: 64)
        let block = ConstraintBlock { avatar } constraints: { view in
            avatar.layout(.leading) == view.layout(.leading)
            avatar.layout(.top) == view.layout(.top)
            avatar.layout(.width) == 48 ! .defaultHigh
        }
        let result = try block.constrainedLayout(width: 375, height: 100)
        let width = try #require(result.diagnostics.first { $0.message.contains("width") })
        #expect(width.message.contains("its compression resistance (defaultHigh) ties with"))
        #expect(width.message.contains("avatar.width == 48 ! defaultHigh"))
        #expect(width.message.contains("`.compressionResistance(.horizontal, 751)`"))
        // Broken as the message says, the tie and the ambiguity are gone.
        let broken = ConstraintBlock { avatar.compressionResistance(.horizontal, 751) } constraints: { view in
            avatar.layout(.leading) == view.layout(.leading)
            avatar.layout(.top) == view.layout(.top)
            avatar.layout(.width) == 48 ! .defaultHigh
        }
        let fixed = try broken.constrainedLayout(width: 375, height: 100)
        #expect(fixed.diagnostics.isEmpty)
        #expect(fixed.frame(of: "avatar")?.width == 64)
    }

    /// Two items whose hugging ties share the room any way at all: each names the other, once,
    /// though both the second's position and its width are free.
    @Test func ambiguityFromTwoItemsThatHugAlikeNamesBoth() throws {
        let first = Item("first", text: "Ada"), second = Item("second", text: "Lovelace")
        let block = ConstraintBlock { first; second } constraints: { view in
            first.layout(.leading) == view.layout(.leading)
            second.layout(.leading) == first.layout(.trailing)
            second.layout(.trailing) == view.layout(.trailing)
            first.layout(.top) == view.layout(.top)
            second.layout(.top) == view.layout(.top)
        }
        let result = try block.constrainedLayout(width: 375, height: 100)
        let firstWidth = try #require(result.diagnostics.first { $0.item == .item("first") && $0.message.contains("width") })
        #expect(firstWidth.message.contains(#"its content hugging (defaultLow) ties with "second"'s"#))
        #expect(firstWidth.message.ranges(of: #"ties with "second"'s"#).count == 2)  // compression resistance, hugging
        #expect(firstWidth.message.contains("`.contentHugging(.horizontal, 251)`"))
    }

    /// A relation naming something that is not an item of the block is the layout's typed
    /// error, naming the relation by its line.
    @Test func relationNamingNoItemIsAnError() throws {
        let a = Item("a"), stranger = Item("stranger")
        let line: UInt = #line + 2
        let block = ConstraintBlock { a } constraints: { view in
            a.layout(.leading) == stranger.layout(.trailing)
        }
        let error = try #require(throws: ConstraintError.self) { try block.constrainedLayout(width: 100, height: 100) }
        guard case .layout(.invalidRelation(_, let relation, let reason)) = error else {
            Issue.record("expected an invalid relation, got \(error)")
            return
        }
        #expect(relation.contains("\(#fileID):\(line)"))
        #expect(reason.contains("stranger"))
    }

    /// A number that is not finite is rejected with a typed error, never laid out.
    @Test func nonFiniteNumbersAreRejected() throws {
        let a = Item("a")
        for value in [Double.nan, .infinity, -.infinity] {
            let block = ConstraintBlock { a } constraints: { view in
                a.layout(.leading) == value
            }
            let error = try #require(throws: ConstraintError.self) { try block.constrainedLayout(width: 100, height: 100) }
            guard case .layout(.invalidRelation(_, _, let reason)) = error else {
                Issue.record("expected an invalid relation, got \(error)")
                continue
            }
            #expect(reason.contains("not finite"))
        }
    }
}

extension DiagnosticsTests {
    /// Two elements with one id: `frame(of:)` can reach only the first, so the layout says so,
    /// for stacks and constraint blocks alike, once per id.
    @Test func sharedIDsAreReported() throws {
        let block = VStackBlock {
            Item("row", width: 10, height: 10)
            HStackBlock {
                Item("row", width: 20, height: 20)
                Item("cell", width: 5, height: 5)
                Item("row", width: 30, height: 30)
            }
        }
        let result = try block.constrainedLayout(width: 100, height: nil)
        let duplicates = result.diagnostics.filter { $0.kind == .duplicateID }
        #expect(duplicates.map(\.item) == [.item("row")])
        #expect(duplicates.first?.message == "3 elements have this id; frame(of:) finds the first")
        #expect(result.frame(of: "row")?.width == 10)
    }

    @Test func distinctIDsGiveNoDiagnostic() throws {
        let block = HStackBlock { Item("a", width: 1, height: 1); Item("b", width: 1, height: 1) }
        #expect(try block.constrainedLayout(width: 10, height: 10).diagnostics.isEmpty)
    }

    /// Ids are any `Hashable & Sendable` values, wherever one is taken.
    @Test func idsOfAnyHashableType() throws {
        let block = HStackBlock { Item(1, width: 10, height: 10); Item("two", width: 20, height: 20) }
        let result = try block.constrainedLayout(width: 100, height: nil)
        let names = ["two"]
        for id in names { #expect(result.frame(of: id)?.width == 20) }
        #expect(result.frame(of: 1)?.width == 10)
        let layout = try block.layout(width: 100, height: nil)
        for id in names { #expect(layout.frame(of: id)?.width == 20) }
    }
}
