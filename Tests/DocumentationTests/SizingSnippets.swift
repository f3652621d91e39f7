import Foundation
import Testing
import Trellis

/// Docs/Sizing.md's cases: its Swift block as written there (`DocumentedSnippetsTests` holds it
/// to it), and every row of its table checked through the public `sizeThatFits(_:)`.
struct SizingSnippets {
    /// The blocks of the doc's Swift block, by the names its table uses.
    static func blocks() -> [String: any LayoutBlock] {
        let spacerRow = HStackBlock { Item("icon", width: 10, height: 10); StackingSpacer() }
        let background = Item("background")
        let divided = VStackBlock(alignment: .fill) { Item("divider", height: 1); Item("icon", width: 10, height: 10) }
        let name = Item("name", text: "Ada Lovelace")
        let card = HStackBlock(spacing: 8) { Item("avatar", width: 40, height: 40); Item("name", text: "Ada Lovelace") }
        let decorated = Item("name", text: "Ada Lovelace").padding(8).background(Item("background"))
        let layered = ZStackBlock { Item("background"); Item("icon", width: 10, height: 10) }
        let title = Item("title", text: "Ada"), badge = Item("badge", width: 20, height: 20)
        let pinned = ConstraintBlock { title; badge } constraints: { view in
            title.layout(.leading) == view.layout(.leading) + 16
            badge.layout(.leading) == title.layout(.trailing) + 8
            badge.layout(.trailing) == view.layout(.trailing) - 16
            title.layout(.top) == view.layout(.top) + 8
            badge.layout(.top) == title.layout(.top)
            view.layout(.bottom) == badge.layout(.bottom) + 8
        }
        let leading = ConstraintBlock { title } constraints: { view in
            title.layout(.leading) == view.layout(.leading) + 16
            title.layout(.top) == view.layout(.top) + 8
            view.layout(.bottom) == title.layout(.bottom) + 8
        }
        let centred = ConstraintBlock { title; badge } constraints: { view in
            title.layout(.leading) == view.layout(.leading) + 16
            badge.layout(.leading) == title.layout(.trailing) + 8
            view.layout(.trailing) == badge.layout(.trailing) + 16
            badge.layout(.centerY) == title.layout(.centerY)
            title.layout(.top) == view.layout(.top) + 12
            view.layout(.bottom) == title.layout(.bottom) + 12
        }
        let cells = VGridBlock(columns: [.flexible(minimum: 40), .flexible(minimum: 40)], spacing: 4) {
            for index in 0..<4 { Item("cell\(index)", height: 20) }
        }
        let spanned = GridBlock(horizontalSpacing: 8, verticalSpacing: 8) {
            GridRowBlock { Item("label", text: "Revenue"); Item("value", text: "1200") }
            GridRowBlock { Item("chart", height: 40).gridCellColumns(2) }
        }
        return ["spacerRow": spacerRow, "background": background, "divided": divided, "name": name, "card": card,
                "decorated": decorated, "layered": layered, "pinned": pinned, "leading": leading, "centred": centred,
                "cells": cells, "spanned": spanned]
    }

    /// A row of the doc's table: `| `card` | 500 × nil | 168 × 40 | why |`.
    struct Case: CustomTestStringConvertible, Sendable {
        var line: Int
        var block: String
        var proposal: ProposedSize
        var answer: Size<Double>
        var testDescription: String { "Docs/Sizing.md:\(line) \(block) at \(proposal.width.map { "\($0)" } ?? "nil") × \(proposal.height.map { "\($0)" } ?? "nil")" }
    }

    static func cases() throws -> [Case] {
        let text = try String(contentsOf: DocumentedSnippets.root.appendingPathComponent("Docs/Sizing.md"), encoding: .utf8)
        func length(_ word: some StringProtocol) -> Double? {
            word == "∞" ? .infinity : Double(word)
        }
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { number, line in
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard line.hasPrefix("| `"), cells.count == 4 else { return nil }
            let proposed = cells[1].components(separatedBy: " × "), answered = cells[2].components(separatedBy: " × ")
            guard proposed.count == 2, answered.count == 2,
                  let width = length(answered[0]), let height = length(answered[1]) else { return nil }
            return Case(line: number + 1, block: cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`")),
                        proposal: ProposedSize(width: proposed[0] == "nil" ? nil : length(proposed[0]),
                                               height: proposed[1] == "nil" ? nil : length(proposed[1])),
                        answer: Size(width: width, height: height))
        }
    }

    @Test(arguments: try cases()) func theTableAnswersAsDocumented(_ row: Case) throws {
        let block = try #require(Self.blocks()[row.block], "no block named \(row.block) in SizingSnippets.blocks()")
        let size = try block.sizeThatFits(row.proposal)
        #expect(size == row.answer)
    }

    @Test func everyBlockIsInTheTable() throws {
        let cases = try Self.cases()
        #expect(cases.count >= 20, "the table of Docs/Sizing.md was not read")
        #expect(Set(cases.map(\.block)) == Set(Self.blocks().keys))
    }
}
