import Testing
import TrellisBlocks
import TrellisCore
import TrellisStacks

/// `GridBlock`, `GridRowBlock`, `.gridCellColumns` and `VGridBlock`: the grid containers they
/// lower to, and the frames that follow from CSS Grid's track sizing.
@Suite struct GridBlockTests {
    /// A sized leaf as `Item(id, width:height:)` lowers it, with its grid placement.
    static func cell(_ id: String, width: Double, height: Double, row: Int, column: Int, end: GridLine,
                     alignSelf: SelfAlignment? = nil) -> LayoutNode {
        var node = LayoutNode(id: id, measure: .contentSize(width: width, height: height))
        node.style.gridRowStart = .line(row)
        node.style.gridColumnStart = .line(column)
        node.style.gridColumnEnd = end
        if let alignSelf { node.style.alignSelf = alignSelf }
        return node
    }

    static let form = GridBlock(alignment: .leading, horizontalSpacing: 8, verticalSpacing: 4) {
        GridRowBlock {
            Item("nameLabel", width: 40, height: 10)
            Item("nameField", width: 160, height: 20)
        }
        GridRowBlock(alignment: .end) {
            Item("total", width: 30, height: 10).gridCellColumns(2)
        }
        Item("note", width: 100, height: 10)
    }

    /// Rows are placed by line numbers, a span by `.gridCellColumns`, a block outside a row across
    /// every column (`1 / -1`); `auto` tracks packed at the start; the row's alignment where it
    /// differs from the grid's.
    @Test func lowersToAGridContainer() {
        var style = Style().display(.grid)
        style.justifyContent = .start
        style.alignContent = .start
        style.rowGap = 4
        style.columnGap = 8
        style.justifyItems = .start
        style.alignItems = .center
        style.gridTemplateColumns = [.auto, .auto]
        style.gridTemplateRows = [.auto, .auto, .auto]
        #expect(Self.form.makeLayoutNode() == LayoutNode(style: style, children: [
            Self.cell("nameLabel", width: 40, height: 10, row: 1, column: 1, end: .span(1)),
            Self.cell("nameField", width: 160, height: 20, row: 1, column: 2, end: .span(1)),
            Self.cell("total", width: 30, height: 10, row: 2, column: 1, end: .span(2), alignSelf: .end),
            Self.cell("note", width: 100, height: 10, row: 3, column: 1, end: .line(-1)),
        ]))
    }

    /// Each column is as wide as its widest single-column cell and each row as tall as its
    /// tallest; the cells line up across rows.
    @Test func columnsAndRowsFitTheirCells() throws {
        let layout = try Self.form.layout(width: nil, height: nil)
        #expect(layout.frame == Rect(x: 0, y: 0, width: 40 + 8 + 160, height: 20 + 4 + 10 + 4 + 10))
        #expect(layout.frame(of: "nameLabel") == Rect(x: 0, y: 5, width: 40, height: 10))      // centred in its row
        #expect(layout.frame(of: "nameField") == Rect(x: 48, y: 0, width: 160, height: 20))
        #expect(layout.frame(of: "total") == Rect(x: 0, y: 24, width: 30, height: 10))
        #expect(layout.frame(of: "note") == Rect(x: 0, y: 38, width: 100, height: 10))
    }

    /// A cell without a width of its own makes its column take the room the others leave.
    @Test func anExpandingCellTakesTheRest() throws {
        let block = GridBlock(horizontalSpacing: 10) {
            GridRowBlock {
                Item("icon", width: 20, height: 20)
                Item("bar", height: 4)
            }
        }
        let node = block.makeLayoutNode()
        #expect(node.style.gridTemplateColumns == [.auto, .fr(1)])
        #expect(node.children[1].style.justifySelf == .stretch)
        let layout = try block.layout(width: 200, height: nil)
        #expect(layout.frame(of: "bar") == Rect(x: 30, y: 8, width: 170, height: 4))
    }

    /// An expanding cell spanning columns that hold no expanding cell of their own makes the
    /// last of them `1fr`, whether it spans by `.gridCellColumns` or sits outside a row; a span
    /// crossing an expanding column grows through that column alone.
    @Test(arguments: [
        (GridBlock(horizontalSpacing: 8, verticalSpacing: 8) {
            GridRowBlock { Item("label", width: 70, height: 10); Item("value", width: 40, height: 10) }
            GridRowBlock { Item("chart", height: 40).gridCellColumns(2) }
        }, [GridTrack.auto, .fr(1)]),
        (GridBlock(horizontalSpacing: 8, verticalSpacing: 8) {
            GridRowBlock { Item("label", width: 70, height: 10); Item("value", width: 40, height: 10) }
            Item("chart", height: 40)
        }, [.auto, .fr(1)]),
        (GridBlock(horizontalSpacing: 8, verticalSpacing: 8) {
            GridRowBlock { Item("label", height: 10); Item("value", width: 40, height: 10) }
            Item("chart", height: 40)
        }, [.fr(1), .auto]),
    ])
    func anExpandingSpanTakesTheRestThroughItsLastColumn(grid: GridBlock, columns: [GridTrack]) throws {
        #expect(grid.makeLayoutNode().style.gridTemplateColumns == columns)
        let layout = try grid.layout(width: 300, height: nil)
        #expect(layout.frame(of: "chart") == Rect(x: 0, y: 18, width: 300, height: 40))
        #expect(try grid.sizeThatFits(ProposedSize(width: 300, height: nil)) == Size(width: 300, height: 58))
        #expect(try grid.sizeThatFits(.unspecified).height == 58)
    }

    /// Outside a grid a row is a row: its cells side by side, centred by default.
    @Test func aRowAloneIsARow() throws {
        let layout = try GridRowBlock {
            Item("a", width: 10, height: 10)
            Item("b", width: 20, height: 30)
        }.layout(width: nil, height: nil)
        #expect(layout.frame(of: "a") == Rect(x: 0, y: 10, width: 10, height: 10))
        #expect(layout.frame(of: "b") == Rect(x: 10, y: 0, width: 20, height: 30))
    }

    /// VGridBlock: a grid of the given columns whose cells fill their areas, placed row by row.
    @Test func vGridLowersToGridColumns() {
        let block = VGridBlock(columns: [.fixed(20), .flexible(), .flexible(minimum: 0, maximum: 15)], spacing: 2) {
            for index in 0..<4 { Item("cell\(index)", height: 10) }
        }
        var style = Style().display(.grid)
        style.justifyItems = .stretch
        style.alignItems = .stretch
        style.alignContent = .start  // rows packed from the top, as LazyVGrid's
        style.rowGap = 2
        style.columnGap = 2
        // `.flexible()` is SwiftUI's default, a minimum of 10.
        style.gridTemplateColumns = [.points(20), .minmax(.points(10), .fr(1)), .minmax(.points(0), .points(15))]
        #expect(block.makeLayoutNode() == LayoutNode(style: style, children: (0..<4).map {
            LayoutNode(id: "cell\($0)", measure: .contentSize(height: 10))
        }))
    }

    /// `.flexible()` columns start at SwiftUI's default minimum of 10: the ideal and least widths
    /// of two of them, 12 apart, are 32, and a proposal's width is theirs to share.
    @Test func flexibleColumnsStartAtSwiftUIsMinimum() throws {
        let grid = VGridBlock(columns: [.flexible(), .flexible()], spacing: 12) {
            for index in 0..<3 { Item("tile\(index)", height: 80) }
        }
        #expect(try grid.sizeThatFits(.unspecified) == Size(width: 32, height: 172))
        #expect(try grid.sizeThatFits(.zero) == Size(width: 32, height: 172))
        #expect(try grid.sizeThatFits(ProposedSize(width: 375, height: nil)) == Size(width: 375, height: 172))
    }

    /// VGridBlock's columns: the fixed one keeps its width, the bounded flexible one stops at its
    /// maximum, the other takes the rest; each row is as tall as its cells, and a row's cells
    /// share its top.
    @Test func vGridColumnsShareTheWidth() throws {
        let layout = try VGridBlock(columns: [.fixed(20), .flexible(), .flexible(minimum: 0, maximum: 15)], spacing: 2) {
            for index in 0..<4 { Item("cell\(index)", height: 10) }
        }.layout(width: 100, height: nil)
        #expect(layout.frame(of: "cell0") == Rect(x: 0, y: 0, width: 20, height: 10))
        #expect(layout.frame(of: "cell1") == Rect(x: 22, y: 0, width: 100 - 20 - 15 - 4, height: 10))
        #expect(layout.frame(of: "cell2") == Rect(x: 100 - 15, y: 0, width: 15, height: 10))
        #expect(layout.frame(of: "cell3") == Rect(x: 0, y: 12, width: 20, height: 10))
    }
}
