import Testing
import TrellisCore

@Suite struct SizeThatFitsTests {
    /// Two words of 5 and 11 characters, 10 points a character, breaking at the space: ideal
    /// width 170 on one line, minimum 110 on two.
    static let label = LayoutNode(id: "label", measure: .monospaceText("Hello wonderworld", breaks: .spaces))

    @Test func nilProposesTheIdealSize() throws {
        #expect(try Self.label.sizeThatFits(.unspecified) == Size(width: 170, height: 10))
        #expect(try Self.label.sizeThatFits(.infinity) == Size(width: 170, height: 10))
    }

    @Test func aFiniteWidthWrapsTheContentToFit() throws {
        #expect(try Self.label.sizeThatFits(ProposedSize(width: 400, height: nil)) == Size(width: 170, height: 10))
        // CSS's fit-content: the box takes the 150 points; its text breaks into lines of 5 and 11.
        #expect(try Self.label.sizeThatFits(ProposedSize(width: 150, height: nil)) == Size(width: 150, height: 20))
    }

    @Test func zeroProposesTheMinimumSize() throws {
        #expect(try Self.label.sizeThatFits(ProposedSize(width: 0, height: nil)) == Size(width: 110, height: 20))
        #expect(try Self.label.sizeThatFits(.zero) == Size(width: 110, height: 20))
    }

    @Test func aBoxWithAFixedSizeKeepsIt() throws {
        let box = LayoutNode(style: Style().width(50).height(30))
        #expect(try box.sizeThatFits(ProposedSize(width: 10, height: 10)) == Size(width: 50, height: 30))
    }

    /// A row of a fixed icon and a box that flexes, at most 200 wide: the box takes the room up
    /// to its maximum, also under an infinite proposal.
    @Test func whatGrowsTakesTheRoomUpToItsMaximum() throws {
        let row = LayoutNode(children: [
            LayoutNode(id: "icon", style: Style().width(10).height(10)),
            LayoutNode(id: "filler", style: Style().flexGrow(1).maxWidth(200)),
        ])
        var tree = try LayoutTree(row)
        #expect(try tree.sizeThatFits(.unspecified) == Size(width: 10, height: 10))
        #expect(try tree.sizeThatFits(ProposedSize(width: 100, height: nil)) == Size(width: 100, height: 10))
        #expect(try tree.sizeThatFits(ProposedSize(width: 500, height: nil)) == Size(width: 210, height: 10))
        // The frames are those of the size returned.
        let filler = try #require(tree.node(withID: "filler"))
        #expect(try tree.frame(of: filler) == Rect(x: 10, y: 0, width: 200, height: 10))
        #expect(try tree.sizeThatFits(ProposedSize(width: .infinity, height: nil)) == Size(width: 210, height: 10))
        #expect(try tree.frame(of: filler) == Rect(x: 10, y: 0, width: 200, height: 10))
        // Stretched across the row, the box has no height of its own: it takes any height.
        #expect(try tree.sizeThatFits(.infinity) == Size(width: 210, height: .infinity))
    }

    /// A box without content grows without bound: its maximum is infinite, and its frame is
    /// laid out at its ideal size.
    @Test func anInfiniteProposalGivesAnUnboundedMaximum() throws {
        var tree = try LayoutTree(LayoutNode(id: "fill"))
        #expect(try tree.sizeThatFits(.infinity) == Size(width: .infinity, height: .infinity))
        #expect(try tree.frame(of: tree.root) == Rect(x: 0, y: 0, width: 0, height: 0))
        #expect(try tree.sizeThatFits(ProposedSize(width: 30, height: 20)) == Size(width: 30, height: 20))
    }

    @Test func aNegativeOrNaNProposalIsRefused() {
        #expect(throws: LayoutError.invalidAvailableSpace(axis: .horizontal, value: -1)) {
            try Self.label.sizeThatFits(ProposedSize(width: -1, height: nil))
        }
        #expect(throws: LayoutError.self) { try Self.label.sizeThatFits(ProposedSize(width: nil, height: .nan)) }
    }

    @Test func sizesPrintAsSwift() {
        #expect("\(Size(width: 170, height: 10.5))" == "Size(width: 170, height: 10.5)")
        #expect("\(Rect(x: 10, y: 10, width: 40, height: 40))" == "Rect(x: 10, y: 10, width: 40, height: 40)")
        let frame: Rect? = Rect(x: 1, y: 2, width: 3, height: 4)
        #expect("\(String(describing: frame))" == "Optional(Rect(x: 1, y: 2, width: 3, height: 4))")
    }
}

extension SizeThatFitsTests {
    /// A proposed height fits the height the fitted width gives: a column of two labels wraps
    /// them at 150, is 40 high at most, and no lower than its content's minimum.
    @Test func aFiniteHeightFitsTheHeightAtTheFittedWidth() throws {
        let column = LayoutNode(style: Style().flexDirection(.column), children: [Self.label, Self.label])
        #expect(try column.sizeThatFits(ProposedSize(width: 150, height: nil)) == Size(width: 150, height: 40))
        #expect(try column.sizeThatFits(ProposedSize(width: 150, height: 500)) == Size(width: 150, height: 40))
        #expect(try column.sizeThatFits(ProposedSize(width: nil, height: 5)) == Size(width: 170, height: 20))
    }
}
