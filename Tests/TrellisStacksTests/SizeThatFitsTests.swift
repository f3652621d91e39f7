import Testing
import TrellisBlocks
import TrellisCore
import TrellisStacks

@Suite struct BlockSizeThatFitsTests {
    /// The documented card: a 40-point avatar, 8 points, and a name of 12 characters of 10
    /// points that breaks at its space into "Ada" and "Lovelace".
    static let card = HStackBlock(spacing: 8) {
        Item("avatar", width: 40, height: 40)
        Item("name", text: "Ada Lovelace")
    }

    @Test func idealSizeIsTheContentsOnOneLine() throws {
        #expect(try Self.card.sizeThatFits(.unspecified) == Size(width: 40 + 8 + 120, height: 40))
    }

    @Test func aNarrowerProposalWrapsTheName() throws {
        #expect(try Self.card.sizeThatFits(ProposedSize(width: 150, height: nil)) == Size(width: 150, height: 40))
        let layout = try Self.card.layout(width: 150, height: nil)
        #expect(layout.frame(of: "name")?.height == 20)
    }

    @Test func theMinimumKeepsTheLongestWordWhole() throws {
        let minimum = Size(width: 40.0 + 8 + 80, height: 40.0)
        #expect(try Self.card.sizeThatFits(ProposedSize(width: 100, height: nil)) == minimum)
        #expect(try Self.card.sizeThatFits(.zero) == minimum)
    }
}
