import Testing
import TrellisCore
import TrellisStacks
@testable import TrellisConstraints

/// Each diagnostic names the relations involved by `#fileID:#line`.
@Suite struct DiagnosticsTests {
    let a = Item("a", width: 40, height: 20)
    let b = Item("b", width: 60, height: 30)
    static let file = "TrellisConstraintsTests/DiagnosticsTests.swift"

    @Test func requiredConflictThrowsNamingBothLines() throws {
        let first = #line + 3
        let block = ConstraintBlock { a } constraints: { view in
            a.layout(.leading) == 0; a.layout(.top) == 0
            a.layout(.width) == 100
            a.layout(.width) == 120
        }
        let error = #expect(throws: ConstraintError.self) { try block.constrainedLayout(width: 320, height: 200) }
        guard case .conflicts(let conflicts)? = error else { Issue.record("expected conflicts"); return }
        #expect(conflicts.count == 1)
        #expect(conflicts[0].kind == .conflict)
        #expect(conflicts[0].locations == [SourceLocation(fileID: Self.file, line: UInt(first + 1)),
                                           SourceLocation(fileID: Self.file, line: UInt(first))])
        let text = error!.description
        #expect(text.contains("required relations cannot all hold"))
        #expect(text.contains("\(Self.file):\(first)  a.width == 100"))
        #expect(text.contains("\(Self.file):\(first + 1)  a.width == 120"))
        print(text)
    }

    @Test func overDeterminedAxisIsAConflict() throws {
        let block = ConstraintBlock { a } constraints: { view in
            a.layout(.top) == 0
            a.layout(.leading) == 10
            a.layout(.trailing) == -10
            a.layout(.width) == 50
        }
        let error = #expect(throws: ConstraintError.self) { try block.constrainedLayout(width: 320, height: 200) }
        guard case .conflicts(let conflicts)? = error else { return }
        #expect(conflicts[0].relations.map(\.attribute) == [.width, .leading, .trailing])
    }

    @Test func consistentThirdRelationIsNotAConflict() throws {
        let block = ConstraintBlock { a } constraints: { view in
            a.layout(.top) == 0
            a.layout(.leading) == 10
            a.layout(.width) == 50
            a.layout(.trailing) == view.layout(.leading) + 60
        }
        let result = try block.constrainedLayout(width: 320, height: 200)
        #expect(result.diagnostics.isEmpty)
        #expect(result.frame(of: "a") == Rect(x: 10, y: 0, width: 50, height: 20))
    }

    @Test func optionalLoserIsDropped() throws {
        let line = #line + 3
        let result = try ConstraintBlock { a } constraints: { view in
            a.layout(.leading) == 0; a.layout(.top) == 0
            a.layout(.width) == 100
            a.layout(.width) == 120 ! .defaultLow
        }.constrainedLayout(width: 320, height: 200)
        #expect(result.diagnostics.count == 1)
        let dropped = result.diagnostics[0]
        #expect(dropped.kind == .dropped)
        #expect(dropped.locations.map(\.line) == [UInt(line + 1), UInt(line)])
        #expect(dropped.description.hasPrefix("dropped: a: lost to a relation with a higher priority"))
        #expect(result.frame(of: "a")?.width == 100)
    }

    @Test func axisWithoutPositionIsAmbiguousAndAtTheStart() throws {
        let line = #line + 2
        let result = try ConstraintBlock { a } constraints: { view in
            a.layout(.width) == 100
            a.layout(.top) == 10
        }.constrainedLayout(width: 320, height: 200)
        #expect(result.diagnostics.map(\.kind) == [.ambiguous])
        #expect(result.diagnostics[0].locations.map(\.line) == [UInt(line)])
        #expect(result.diagnostics[0].message.contains("nothing sets the horizontal position of a"))
        #expect(result.frame(of: "a") == Rect(x: 0, y: 10, width: 100, height: 20))
    }

    @Test func cycleIsReportedBeforeTheSolverAndTheWeakestDropped() throws {
        let line = #line + 3
        let result = try ConstraintBlock { a; b } constraints: { view in
            a.layout(.top) == 0; b.layout(.top) == 0
            a.layout(.leading) == b.layout(.trailing) + 4
            b.layout(.leading) == a.layout(.trailing) + 4 ! .defaultHigh
        }.constrainedLayout(width: 320, height: 200)
        let cycle = try #require(result.diagnostics.first { $0.kind == .cycle })
        #expect(cycle.locations.map(\.line) == [UInt(line + 1), UInt(line)])
        #expect(cycle.message.contains("a → b → a") || cycle.message.contains("b → a → b"))
        print(cycle)
    }

    @Test func anchorsOnDifferentAxesAlsoFormACycle() throws {
        // Trellis resolves anchors box by box: a depends on b horizontally, b on a vertically.
        let result = try ConstraintBlock { a; b } constraints: { view in
            b.layout(.leading) == 0; a.layout(.top) == 0
            a.layout(.leading) == b.layout(.trailing) + 4
            b.layout(.top) == a.layout(.bottom) + 4
        }.constrainedLayout(width: 320, height: 200)
        #expect(result.diagnostics.map(\.kind).contains(.cycle))
    }

    @Test func aLongChainCloseIntoACycleIsFoundWithoutDeepRecursion() throws {
        // Each item after the next one, and the last after the first: one cycle through them all,
        // searched iteratively (a recursive search would need a stack frame per item).
        let count = 20_000
        let items = (0..<count).map { Item("c\($0)", width: 10, height: 10) }
        let result = try ConstraintBlock { items } constraints: { view in
            for (k, item) in items.enumerated() {
                item.layout(.top) == 0
                item.layout(.leading) == items[(k + 1) % count].layout(.trailing) ! (k == count - 1 ? .defaultLow : .required)
            }
        }.makeConstrainedNode()
        let cycles = result.diagnostics.filter { $0.kind == .cycle }
        #expect(cycles.count == 1)
        #expect(cycles.first?.relations.count == count)
        #expect(cycles.first?.relations.first?.formula == "c\(count - 1).leading == c0.trailing ! defaultLow")
    }

    @Test func xRelatedToYIsUnsupportedWithItsLine() throws {
        let red = Item("red"), blue = Item("blue")
        let line = #line + 3
        let result = try ConstraintBlock { red; blue } constraints: { view in
            // LayoutBuilder README: "RedView.centerX EQUAL to BlueView.top with MULTIPLIER 0.8 …"
            red.layout(attribute: .centerX) == 0.8 * blue.layout(attribute: .top) + 16 ! .defaultLow
        }.constrainedLayout(width: 320, height: 200)
        let unsupported = try #require(result.diagnostics.first { $0.kind == .unsupported })
        #expect(unsupported.locations == [SourceLocation(fileID: Self.file, line: UInt(line))])
        #expect(unsupported.message == "relates a horizontal position to a vertical one, which Auto Layout rejects")
        #expect(unsupported.relations[0].formula == "red.centerX == 0.8 * blue.top + 16 ! defaultLow")
    }

    @Test func sizeRelatedToPositionIsUnsupported() throws {
        let result = try ConstraintBlock { a } constraints: { view in
            a.layout(attribute: .width) == a.layout(attribute: .leading)
        }.constrainedLayout(width: 320, height: 200)
        #expect(result.diagnostics.contains { $0.kind == .unsupported && $0.message.contains("position to a size") })
    }

    @Test func foreignItemsAreUnsupported() throws {
        let stranger = Item("stranger")
        let result = try ConstraintBlock { a } constraints: { view in
            a.layout(.leading) == stranger.layout(.trailing); a.layout(.top) == 0
        }.constrainedLayout(width: 320, height: 200)
        #expect(result.diagnostics.first?.kind == .unsupported)
        #expect(result.diagnostics.first?.message.contains("stranger is not an item of this block") == true)
    }
}
