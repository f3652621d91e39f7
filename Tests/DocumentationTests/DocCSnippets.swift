import Testing
import Trellis

// The examples in the DocC comments and catalogs of the API an app meets first, compiled and
// run, each followed by checks of what its comments state. Where an example only binds a value,
// the check sits right after it. Keep them in step with the comments by hand.

// FramePlaceable (Sources/TrellisCore/Output/FramePlacement.swift).
final class Box: FramePlaceable {
    var frame = Rect.zero
    func place(in frame: Rect) { self.frame = frame }
}

struct DocCSnippets {
    /// The card of the `LayoutBlock.sizeThatFits` example, also the screen of the placement examples.
    let card = HStackBlock(spacing: 8) {
        Item("avatar", width: 40, height: 40)
        Item("name", text: "Ada Lovelace")
    }

    /// The label of the `LayoutNode.sizeThatFits` example.
    let label = LayoutNode(id: "label", measure: .monospaceText("Hello wonderworld", breaks: .spaces))

    // ComputedLayout.place(_:relativeTo:) (Sources/TrellisCore/Output/FramePlacement.swift).
    @MainActor @Test func place() throws {
        let screen = card
        let avatarView = Box(), nameLabel = Box()

        let layout = try screen.layout(width: 320, height: nil)
        layout.place(["avatar": avatarView, "name": nameLabel])

        #expect(avatarView.frame == layout.frame(of: "avatar"))
        #expect(nameLabel.frame == layout.frame(of: "name"))
    }

    // ProposedSize and LayoutTree.sizeThatFits (Sources/TrellisCore/Output/SizeThatFits.swift).
    @Test func proposedSize() throws {
        let size = try card.sizeThatFits(ProposedSize(width: 320, height: nil))
        // Its ideal size fits in 320.
        #expect(size == Size(width: 40.0 + 8 + 120, height: 40))
    }

    @Test func treeSizeThatFits() throws {
        var tree = try LayoutTree(label)
        let ideal = try tree.sizeThatFits(.unspecified)
        let wrapped = try tree.sizeThatFits(ProposedSize(width: 100, height: nil))

        #expect(ideal == Size(width: 170, height: 10))
        // Never below the minimum the content allows: "wonderworld" on a line of its own.
        #expect(wrapped == Size(width: 110, height: 20))
        #expect(tree.computedLayout().frame.size == wrapped)  // the frames stay laid out at the proposal
    }

    @Test func nodeSizeThatFits() throws {
        let label = LayoutNode(id: "label", measure: .monospaceText("Hello wonderworld", breaks: .spaces))
        let ideal = try label.sizeThatFits(.unspecified)                           // Size(width: 170, height: 10)
        let wrapped = try label.sizeThatFits(ProposedSize(width: 150, height: nil))  // Size(width: 150, height: 20)
        let least = try label.sizeThatFits(ProposedSize(width: 0, height: nil))      // Size(width: 110, height: 20)

        #expect(ideal == Size(width: 170, height: 10))
        #expect(wrapped == Size(width: 150, height: 20))
        #expect(least == Size(width: 110, height: 20))
    }

    // LayoutBlock.layout and LayoutBlock.sizeThatFits (Sources/TrellisBlocks/Lowering/Layout.swift).
    @Test func blockLayout() throws {
        let layout = try HStackBlock(spacing: 8) {
            Item("avatar", width: 40, height: 40)
            Item("name", text: "Mondrian")
        }.layout(width: 320, height: nil)
        let name = layout.frame(of: "name")   // Rect(x: 48, y: 15, width: 80, height: 10)

        #expect(name == Rect(x: 48, y: 15, width: 80, height: 10))
    }

    @Test func blockSizeThatFits() throws {
        let card = HStackBlock(spacing: 8) {
            Item("avatar", width: 40, height: 40)
            Item("name", text: "Ada Lovelace")
        }
        let ideal = try card.sizeThatFits(.unspecified)                           // Size(width: 168, height: 40)
        let wrapped = try card.sizeThatFits(ProposedSize(width: 150, height: nil))  // Size(width: 150, height: 40)
        let least = try card.sizeThatFits(ProposedSize(width: 100, height: nil))    // Size(width: 128, height: 40)

        #expect(ideal == Size(width: 168, height: 40))
        #expect(wrapped == Size(width: 150, height: 40))
        #expect(least == Size(width: 128, height: 40))
        // "At 150 the name wraps to two lines; 128 is the least the card can take."
        #expect(try card.layout(width: 150, height: nil).frame(of: "name")?.height == 20)
        #expect(try card.sizeThatFits(.zero).width == 128)
    }

    // MeasureInput (Sources/TrellisCore/IR/MeasureFunction.swift).
    @Test func measureInput() throws {
        // A label of 7-point characters on 14-point lines, breaking anywhere.
        let label = MeasureFunction("label(42)") { input in
            let textWidth = 42.0 * 7
            let width: Double
            if let known = input.knownSize.width {
                width = known                                  // the layout has fixed the width
            } else {
                switch input.availableSpace.width {
                case .definite(let room): width = min(textWidth, max(room, 7))  // wrap to the room
                case .minContent: width = 7                    // as narrow as the content allows
                case .maxContent: width = textWidth            // all on one line
                }
            }
            let lines = (textWidth / width).rounded(.up)
            return Measurement(width: width, height: input.knownSize.height ?? lines * 14, firstBaseline: 11)
        }

        let node = LayoutNode(id: "label", measure: label)
        #expect(try node.sizeThatFits(.unspecified) == Size(width: 42 * 7, height: 14))
        #expect(try node.sizeThatFits(ProposedSize(width: 100, height: nil)) == Size(width: 100, height: 3 * 14))
        #expect(try node.sizeThatFits(.zero) == Size(width: 7, height: 42 * 14))
        #expect(try LayoutNode(style: Style().width(147), children: [node]).layout(width: nil, height: nil)
            .frame(of: "label")?.height == 2 * 14)
    }

    // LayoutTree (Sources/TrellisCore/Solver/LayoutTree.swift), node(withID:) (LayoutTree+Reading.swift),
    // frame(of:) and forEachFrame (LayoutTree+Frames.swift).
    @Test func layoutTree() throws {
        let root = LayoutNode(style: Style().columnGap(8), children: [
            LayoutNode(id: "avatar", style: Style().width(40).height(40)),
            LayoutNode(id: "label", style: Style().flexGrow(1), measure: .ahem("Hello")),
        ])

        var tree = try LayoutTree(root)
        try tree.layout(in: Size(width: .definite(375), height: .maxContent))
        let avatar = tree.computedLayout().frame(of: "avatar")

        #expect(avatar == Rect(x: 0, y: 0, width: 40, height: 40))
    }

    @Test func nodeWithID() throws {
        let row = LayoutNode(style: Style().columnGap(8).width(200), children: [
            LayoutNode(id: "icon", style: Style().width(24).height(24)),
            LayoutNode(id: "label", style: Style().flexGrow(1), measure: .ahem("Hello")),
        ])
        var tree = try LayoutTree(row)

        if let label = tree.node(withID: "label") {
            try tree.setStyle(Style().width(120), of: label)
        }

        try tree.layout(width: 200, height: 100)
        #expect(tree.computedLayout().frame(of: "label")?.width == 120)
    }

    @Test func treeFrameOfNode() throws {
        let card = LayoutNode(style: Style().padding(10), children: [
            LayoutNode(id: "avatar", style: Style().width(40).height(40)),
        ])

        var tree = try LayoutTree(card)
        try tree.layout(width: 320, height: 200)
        if let avatar = tree.node(withID: "avatar") {
            let frame = try tree.frame(of: avatar)
            #expect(frame == Rect(x: 10, y: 10, width: 40, height: 40))
        }
        #expect(tree.node(withID: "avatar") != nil)
    }

    @MainActor @Test func forEachFrame() throws {
        var tree = try LayoutTree(LayoutNode(style: Style().padding(10), children: [
            LayoutNode(id: "avatar", style: Style().width(40).height(40)),
        ]))
        try tree.layout(width: 320, height: 200)
        let avatar = try #require(tree.node(withID: "avatar"))
        let views = [tree.root: Box(), avatar: Box()]

        tree.forEachFrame { node, frame in views[node]?.frame = frame }

        #expect(views[tree.root]?.frame == Rect(x: 0, y: 0, width: 320, height: 10 + 40 + 10))
        #expect(views[avatar]?.frame == Rect(x: 10, y: 10, width: 40, height: 40))
    }

    // The Trellis catalog's overview (Sources/Trellis/Trellis.docc/Trellis.md).
    @MainActor @Test func trellisOverview() throws {
        let titleLabel = Box(), bodyLabel = Box()

        let screen = VStackBlock(spacing: 8, alignment: .fill) {
            Item("title", text: "Trellis")
            Item("body", text: "Stacks and constraints, one solver")
        }
        .padding(16)

        let layout = try screen.layout(width: 375, height: nil)
        layout.place(["title": titleLabel, "body": bodyLabel])

        #expect(titleLabel.frame == Rect(x: 16, y: 16, width: 375 - 32, height: 10))
        #expect(bodyLabel.frame == Rect(x: 16, y: 16 + 10 + 8, width: 375 - 32, height: 10))
    }

    // The TrellisBlocks and TrellisStacks catalogs' overviews (the same example in both).
    @Test func stacksOverview() throws {
        let layout = try VStackBlock(spacing: 8) {
            Item("avatar", width: 40, height: 40)
            Item("name", text: "Mondrian")
        }.padding(16).layout(width: 320, height: nil)

        // Centred across the 288 points inside the padding, the name 8 below the avatar.
        #expect(layout.frame(of: "avatar") == Rect(x: 16 + (288 - 40) / 2, y: 16, width: 40, height: 40))
        #expect(layout.frame(of: "name") == Rect(x: 16 + (288 - 80) / 2, y: 16 + 40 + 8, width: 80, height: 10))
    }

    // The TrellisCore catalog's overview (Sources/TrellisCore/TrellisCore.docc/TrellisCore.md).
    @Test func trellisCoreOverview() throws {
        let row = LayoutNode(style: Style().columnGap(8).width(200), children: [
            LayoutNode(id: "icon", style: Style().width(24).height(24)),
            LayoutNode(id: "label", style: Style().flexGrow(1), measure: .ahem("Hello")),
        ])
        let layout = try row.layout(width: 320, height: nil)
        let label = layout.frame(of: "label")   // relative to the root

        #expect(label?.x == 24.0 + 8)
        #expect(label?.width == 200.0 - 24 - 8)

        var tree = try LayoutTree(row)
        try tree.layout(in: Size(width: .definite(375), height: .maxContent))
        if let label = tree.node(withID: "label") {
            try tree.setStyle(Style().flexGrow(2), of: label)
            try tree.layout(in: Size(width: .definite(375), height: .maxContent))
            let frame = try tree.frame(of: label)          // relative to the root
            let local = try tree.frameInParent(of: label)  // relative to its parent
            #expect(frame.x == 24 + 8 && frame.width == 200 - 24 - 8)
            #expect(local == frame)  // its parent is the root
        }
        #expect(tree.node(withID: "label") != nil)
    }
}
