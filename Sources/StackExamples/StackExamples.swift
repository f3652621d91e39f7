// The MondrianLayout README's examples, and one example per block and modifier, written with the
// stack DSL. The Examples tool prints them, Docs/StackDSL.md shows their SVGs, and the snapshot
// tests re-render those SVGs so that the pictures cannot drift from the code.
import TrellisBlocks
import TrellisCore
import TrellisStacks

/// One example: a block and the size it is laid out in.
public struct StackExample: Sendable {
    /// The example's name, as `swift run Examples NAME` takes it.
    public let name: String
    /// What the example shows.
    public let summary: String
    /// The width to lay out in, or `nil` for the content's width.
    public let width: Double?
    /// The height to lay out in, or `nil` for the content's height.
    public let height: Double?
    /// The safe-area insets of the layout call.
    public let safeAreaInsets: EdgeInsets
    /// The block.
    public let block: LayoutElement
    /// Colours to paint elements with in pictures, as `#rrggbb` by id; the others are outlined.
    public let colours: [ElementID: String]

    /// Creates an example.
    public init(_ name: String, _ summary: String, width: Double? = nil, height: Double? = nil,
                safeAreaInsets: EdgeInsets = .zero, colours: [ElementID: String] = [:], _ block: some LayoutBlock) {
        self.name = name
        self.summary = summary
        self.width = width
        self.height = height
        self.safeAreaInsets = safeAreaInsets
        self.colours = colours
        self.block = block.layoutElement
    }
}

/// The examples, by name.
public enum StackExamples {
    /// A tile of the painting: at least `width` × `height` (MondrianLayout's `preferredSize`), and
    /// growing with the other tiles of its stack to fill it, as Auto Layout stretches MondrianLayout's.
    static func tile(_ id: String, width: Double = 28, height: Double = 28) -> LayoutElement {
        Item(id).size(width: .min(width), height: .min(height))
    }

    /// A tile of the painting's narrow left column: `width` wide (the column is as wide as its
    /// widest row), at least `height` high, and growing down to fill the column.
    static func leftTile(_ id: String, width: Double = 40, height: Double = 28) -> LayoutElement {
        Item(id, width: width).height(.min(height))
    }

    /// Text in 6 × 12 monospace cells.
    static func label(_ id: String, _ text: String) -> Item {
        Item(id, text: text, measurer: MonospaceTextMeasurer(cellWidth: 6, cellHeight: 12))
    }

    /// The Mondrian painting from the top of MondrianLayout's README: tiles that fill the square,
    /// with the black of the painting showing through the 2-point spacing as lines.
    public static let mondrian = HStackBlock(spacing: 2, alignment: .fill) {
        VStackBlock(spacing: 2, alignment: .fill) {
            leftTile("red")
            leftTile("tall", height: 50)
            leftTile("yellow")
            leftTile("left4")
            HStackBlock(alignment: .fill) {
                leftTile("left5a")
                leftTile("left5b")
            }
        }
        VStackBlock(spacing: 2, alignment: .fill) {
            HStackBlock(spacing: 2, alignment: .fill) {
                tile("top1")
                VStackBlock(spacing: 2, alignment: .fill) {
                    HStackBlock(spacing: 2, alignment: .fill) {
                        tile("yellow2")
                        tile("top2")
                    }
                    tile("top3")
                }
            }
            HStackBlock(spacing: 2, alignment: .fill) {
                VStackBlock(spacing: 2, alignment: .fill) {
                    tile("mid1")
                    tile("blue")
                }
                tile("mid2")
                VStackBlock(spacing: 2, alignment: .fill) {
                    tile("mid3")
                    tile("mid4")
                }
            }
            HStackBlock(spacing: 2, alignment: .fill) {
                tile("red2")
                VStackBlock(spacing: 2, alignment: .fill) {
                    tile("bottom1")
                    tile("bottom2")
                }
            }
        }
    }
    .named("painting")
    .overlay(
        label("label", "Mondrian Layout")
            .padding(4)
            .background(Item("labelBackground"))
            .relative(bottom: 8, right: 8)
    )

    /// The painting's colours: MondrianLayout's red, yellow and blue, its pale layering colour for
    /// the other tiles, and black behind them.
    static let mondrianColours: [ElementID: String] = {
        var colours: [ElementID: String] = ["painting": "#111111", "labelBackground": "#333333", "label": "#333333",
                                            "red": "#d62a1e", "red2": "#d62a1e", "yellow": "#f2c80f",
                                            "yellow2": "#f2c80f", "blue": "#1f4e9c"]
        for id in ["tall", "left4", "left5a", "left5b", "top1", "top2", "top3", "mid1", "mid2", "mid3", "mid4",
                   "bottom1", "bottom2"] {
            colours[ElementID(id)] = "#eeebe3"
        }
        return colours
    }()

    /// The README's stack of three padded labels with backgrounds.
    static func labels(_ alignment: VStackBlock.Alignment) -> VStackBlock {
        VStackBlock(spacing: 4, alignment: alignment) {
            label("hello", "Hello").padding(8).background(Item("yellow"))
            label("mondrian", "Mondrian").padding(8).background(Item("red"))
            label("layout", "Layout!").padding(8).background(Item("blue"))
        }
    }

    static func boxes(_ alignment: HStackBlock.Alignment) -> HStackBlock {
        HStackBlock(spacing: 4, alignment: alignment) {
            Item("short", width: 40, height: 20)
            Item("tall", width: 40, height: 60)
            Item("medium", width: 40, height: 40)
        }
    }

    /// Every example, in the order of Docs/StackDSL.md.
    public static let all: [StackExample] = [
        StackExample("mondrian", "The Mondrian painting filling 320 × 320, with an overlaid label pinned 8 from the bottom-right",
                     width: 320, height: 320, colours: mondrianColours, mondrian),
        StackExample("vstack-center", "VStackBlock, alignment .center (the default)", width: 160, labels(.center)),
        StackExample("vstack-leading", "VStackBlock, alignment .leading", width: 160, labels(.leading)),
        StackExample("vstack-trailing", "VStackBlock, alignment .trailing", width: 160, labels(.trailing)),
        StackExample("vstack-fill", "VStackBlock, alignment .fill", width: 160, labels(.fill)),
        StackExample("hstack-center", "HStackBlock, alignment .center (the default)", height: 80, boxes(.center)),
        StackExample("hstack-top", "HStackBlock, alignment .top", height: 80, boxes(.top)),
        StackExample("hstack-bottom", "HStackBlock, alignment .bottom", height: 80, boxes(.bottom)),
        StackExample("hstack-fill", "HStackBlock, alignment .fill", height: 80, boxes(.fill)),
        StackExample("zstack-center", "ZStackBlock: centred layers, as large as the largest", ZStackBlock {
            Item("view1", width: 100, height: 60)
            Item("view2", width: 60, height: 80)
            Item("view3", width: 30, height: 30)
        }),
        StackExample("zstack-attach-all", "ZStackBlock(alignment: .attach(.all)): every layer fills the stack",
                     ZStackBlock(alignment: .attach(.all)) {
            Item("view1", width: 100, height: 60)
            Item("view2", width: 60, height: 80)
            Item("view3", width: 30, height: 30)
        }),
        StackExample("zstack-align-self", "ZStackBlock with .alignSelf(.attach(…)) per layer", width: 120, height: 80,
                     ZStackBlock {
            Item("view1", width: 20, height: 20).alignSelf(.attach(.all))
            Item("view2", width: 20, height: 20).alignSelf(.attach([.top, .bottom]))
            Item("view3", width: 20, height: 20).alignSelf(.attach(.top))
        }),
        StackExample("relative-min-centering", ".relative(.all, .min(20)) centres a label with at least 20 around",
                     width: 200, height: 100, ZStackBlock {
            label("label", "Centred").relative(.all, .min(20))
        }),
        StackExample("padding-min-centering", "The same with a ZStackBlock padded by 20",
                     width: 200, height: 100, ZStackBlock {
            ZStackBlock { label("label", "Centred") }.padding(20)
        }),
        StackExample("relative", ".relative(bottom: 8, right: 8) pins a block to a corner of its ZStackBlock",
                     width: 160, height: 100, ZStackBlock {
            Item("background")
            label("badge", "New").padding(4).background(Item("badgeBackground")).relative(bottom: 8, right: 8)
        }),
        StackExample("padding", ".padding(.horizontal, 10): the other edges get 0", ZStackBlock {
            label("label", "Padded").padding(.horizontal, 10).background(Item("background"))
        }),
        StackExample("background", ".background: the block decides the size, the background fills it",
                     label("label", "Hello").padding(8).background(Item("background"))),
        StackExample("overlay", ".overlay: the same, in front",
                     label("label", "Hello").padding(8).overlay(Item("overlay").size(6).relative(top: 2, right: 2))),
        StackExample("spacer", "StackingSpacer: an expanding spacer pushes the count to the right edge", width: 200,
                     HStackBlock(spacing: 8) {
            label("title", "Inbox")
            StackingSpacer(minLength: 8)
            label("count", "12")
        }),
        StackExample("spacer-fixed", "StackingSpacer(minLength: 24, expands: false): exactly 24", width: 200,
                     HStackBlock {
            Item("a", width: 30, height: 20)
            StackingSpacer(minLength: 24, expands: false)
            Item("b", width: 30, height: 20)
        }),
        StackExample("vgrid", "VGridBlock: a fixed column and two flexible ones", width: 200,
                     VGridBlock(columns: [.fixed(40), .flexible(), .flexible()], spacing: 4) {
            for index in 0..<7 { Item("cell\(index)", height: 20) }
        }),
        StackExample("grid", "GridBlock: columns as wide as their widest cell, a note across both",
                     width: 200,
                     GridBlock(alignment: .leading, horizontalSpacing: 8, verticalSpacing: 4) {
            GridRowBlock {
                label("name", "Name")
                Item("nameField", width: 100, height: 20)
            }
            GridRowBlock {
                label("email", "Email")
                Item("emailField", width: 130, height: 20)
            }
            label("note", "Both are optional")
        }),
        StackExample("layout-container", "LayoutContainer(attachedSafeAreaEdges: .vertical) in a 200 × 160 screen",
                     width: 200, height: 160, safeAreaInsets: EdgeInsets(top: 20, left: 10, bottom: 16, right: 10),
                     LayoutContainer(attachedSafeAreaEdges: .vertical) {
            VStackBlock(alignment: .fill) {
                Item("header", height: 30)
                StackingSpacer()
                Item("toolbar", height: 24)
            }
        }),
        StackExample("align-self", ".alignSelf overrides the stack's alignment for one element", width: 120,
                     VStackBlock(spacing: 4) {
            Item("centred", width: 40, height: 16)
            Item("leading", width: 40, height: 16).alignSelf(.leading)
            Item("trailing", width: 40, height: 16).alignSelf(.trailing)
            Item("fill", width: 40, height: 16).alignSelf(.fill)
        }),
        StackExample("sizes", ".width, .height and .size: exact, .min and .max", width: 240,
                     HStackBlock(spacing: 4, alignment: .top) {
            Item("exact").size(40)
            Item("min", width: 20, height: 20).width(.min(60)).height(.min(30))
            Item("max").width(.max(50)).height(24)
        }),
        StackExample("aspect-ratio", ".aspectRatio(16 / 9) derives the height from the width", width: 160,
                     VStackBlock(alignment: .fill) {
            Item("video").aspectRatio(16 / 9)
            Item("caption", height: 12)
        }),
        StackExample("spacing-before-after", ".spacingBefore and .spacingAfter add to the stack's spacing",
                     VStackBlock(spacing: 4) {
            Item("a", width: 60, height: 16)
            Item("b", width: 60, height: 16).spacingBefore(12)
            Item("c", width: 60, height: 16).spacingAfter(20)
            Item("d", width: 60, height: 16)
        }),
    ]

    /// The example called `name`.
    public static func named(_ name: String) -> StackExample? {
        all.first { $0.name == name }
    }
}

extension StackExample {
    /// Lays the example out.
    public func layout() throws -> ComputedLayout {
        try block.layout(width: width, height: height, safeAreaInsets: safeAreaInsets)
    }

    /// The tree the example lowers to, which ``layout()`` lays out: pictures read its text from it.
    public func layoutNode() -> LayoutNode {
        block.makeLayoutNode(safeAreaInsets: safeAreaInsets)
    }
}
