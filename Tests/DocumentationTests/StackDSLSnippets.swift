import Testing
import Trellis
import TrellisRender // TerminalRenderer

/// Docs/StackDSL.md's Swift snippets, as written there (`DocumentedSnippetsTests` holds them to
/// it), each followed by checks of what the guide says about it. Text is measured by the default
/// `MonospaceTextMeasurer`: 10 × 10 points a character.
struct StackDSLSnippets {
    @Test func overview() throws {
        let screen = VStackBlock(spacing: 8, alignment: .leading) {
            Item("title", text: "Inbox")
            HStackBlock(spacing: 4) {
                Item("avatar", width: 40, height: 40)
                Item("name", text: "Mondrian")
            }
        }.padding(16)

        print(screen.makeLayoutNode())                        // the IR, as Swift code
        let layout = try screen.layout(width: 320, height: nil) // nil: as tall as the content
        let avatar = layout.frame(of: "avatar")               // relative to the block's origin
        let frames = layout.framesByID()                      // every frame by id, in one walk of the tree
        print(layout)                                         // the frames, as Swift code
        print(TerminalRenderer.render(layout, source: screen.makeLayoutNode(), cellWidth: 4, cellHeight: 8))

        // Inside the padding, below the 10-point title and the spacing.
        #expect(avatar == Rect(x: 16, y: 16 + 10 + 8, width: 40, height: 40))
        #expect(Set(frames.keys) == [ElementID("title"), ElementID("avatar"), ElementID("name")])
        #expect(layout.frame.height == 16 + 10 + 8 + 40 + 16)

        let sharp = try screen.layout(width: 320, height: nil, pixelScale: 3)    // edges on thirds of a point
        let exact = try screen.layout(width: 320, height: nil, pixelScale: nil)  // no rounding

        // Whole-point edges lie on every grid.
        #expect(sharp.framesByID() == frames)
        #expect(exact.framesByID() == frames)
        // A 10.5-point edge: on 11 at the default scale, kept at a scale of 2 and unrounded.
        let halves = HStackBlock { Item("a", width: 10.5, height: 10); Item("b", width: 10, height: 10) }
        #expect(try halves.layout(width: nil, height: nil).frame(of: "b")?.x == 11)
        #expect(try halves.layout(width: nil, height: nil, pixelScale: 2).frame(of: "b")?.x == 10.5)
        #expect(try halves.layout(width: nil, height: nil, pixelScale: nil).frame(of: "b")?.x == 10.5)
        // Ids other than string literals look their frames up through `ElementID`.
        let name = "avatar"
        #expect(frames[ElementID(name)] == avatar)
    }

    @Test func mondrian() throws {
        let painting = blocks {
            HStackBlock(spacing: 2, alignment: .fill) {
                VStackBlock(spacing: 2, alignment: .fill) {
                    Item("red", width: 40).height(.min(28))
                    Item("tall", width: 40).height(.min(50))
                    // … (see StackExamples.mondrian for all of it)
                }
                VStackBlock(spacing: 2, alignment: .fill) {
                    HStackBlock(spacing: 2, alignment: .fill) {
                        Item("top1").size(width: .min(28), height: .min(28))
                        // …
                    }
                    // …
                }
            }
            .named("painting")
            .overlay(
                Item("label", text: "Mondrian Layout", measurer: MonospaceTextMeasurer(cellWidth: 6, cellHeight: 12))
                    .padding(4)
                    .background(Item("labelBackground"))
                    .relative(bottom: 8, right: 8)
            )
        }
        let layout = try painting[0].layout(width: 320, height: 320)

        // The painting fills the square, each stack filled edge to edge by its elements.
        #expect(layout.frame(of: "painting") == Rect(x: 0, y: 0, width: 320, height: 320))
        let red = try #require(layout.frame(of: "red")), tall = try #require(layout.frame(of: "tall"))
        #expect(red.height + 2 + tall.height == 320)
        #expect(layout.frame(of: "top1")?.x == 40.0 + 2)
        // The label sits 8 from the bottom-right corner.
        let label = try #require(layout.frame(of: "labelBackground"))
        #expect(label.x + label.width == 320 - 8)
        #expect(label.y + label.height == 320 - 8)
    }

    @Test(arguments: [VStackBlock.Alignment.center, .leading, .trailing, .fill])
    func vStack(alignment: VStackBlock.Alignment) throws {
        let stack = blocks {
            VStackBlock(spacing: 4, alignment: alignment) {
                Item("hello", text: "Hello").padding(8).background(Item("yellow"))
                Item("mondrian", text: "Mondrian").padding(8).background(Item("red"))
                Item("layout", text: "Layout!").padding(8).background(Item("blue"))
            }
        }
        let layout = try stack[0].layout(width: nil, height: nil)

        // The stack is as wide as "Mondrian" padded by 8; the others sit as aligned.
        let width = 8.0 + 80 + 8
        #expect(layout.frame.width == width)
        for id in ["yellow", "red", "blue"] {
            let frame = try #require(layout.frame(of: id))
            switch alignment {
            case .leading: #expect(frame.x == 0)
            case .center: #expect(frame.x + frame.width / 2 == width / 2)
            case .trailing: #expect(frame.x + frame.width == width)
            case .fill: #expect(frame.width == width)
            }
        }
    }

    @Test(arguments: [HStackBlock.Alignment.center, .top, .bottom, .fill])
    func hStack(alignment: HStackBlock.Alignment) throws {
        let stack = blocks {
            HStackBlock(spacing: 4, alignment: alignment) {
                Item("short", width: 40, height: 20)
                Item("tall", width: 40, height: 60)
                Item("medium", width: 40, height: 40)
            }
        }
        let layout = try stack[0].layout(width: nil, height: nil)

        #expect(layout.frame.height == 60)
        for id in ["short", "tall", "medium"] {
            let frame = try #require(layout.frame(of: id))
            switch alignment {
            case .top: #expect(frame.y == 0)
            case .center: #expect(frame.y + frame.height / 2 == 30)
            case .bottom: #expect(frame.y + frame.height == 60)
            case .fill: #expect(frame.height == 60)
            case .firstBaseline: Issue.record("not one of the guide's pictures")
            }
        }
    }

    @Test func zStack() throws {
        let stack = blocks {
            ZStackBlock {
                Item("view1", width: 100, height: 60)
                Item("view2", width: 60, height: 80)
                Item("view3", width: 30, height: 30)
            }
        }
        let layout = try stack[0].layout(width: nil, height: nil)

        // As large as its largest element on each axis, its elements centred.
        #expect(layout.frame.size == Size(width: 100, height: 80))
        #expect(layout.frame(of: "view3") == Rect(x: 35, y: 25, width: 30, height: 30))
    }

    @Test func zStackAttachedEdges() throws {
        let stack = blocks {
            ZStackBlock {
                Item("view1", width: 20, height: 20).alignSelf(.attach(.all))          // fills
                Item("view2", width: 20, height: 20).alignSelf(.attach([.top, .bottom]))
                Item("view3", width: 20, height: 20).alignSelf(.attach(.top))
            }
        }
        let layout = try stack[0].layout(width: 100, height: 80)

        #expect(layout.frame(of: "view1") == Rect(x: 0, y: 0, width: 100, height: 80))
        #expect(layout.frame(of: "view2") == Rect(x: 40, y: 0, width: 20, height: 80))
        #expect(layout.frame(of: "view3") == Rect(x: 40, y: 0, width: 20, height: 20))
    }

    @Test func spacer() throws {
        let row = blocks {
            HStackBlock(spacing: 8) {
                Item("title", text: "Inbox")
                StackingSpacer(minLength: 8)
                Item("count", text: "12")
            }
        }
        // At its content's width the spacer is its minimum, and no spacing follows it.
        let fitted = try row[0].layout(width: nil, height: nil)
        #expect(fitted.frame(of: "count")?.x == 50.0 + 8 + 8)
        // With room to spare, the spacer takes it.
        let wide = try row[0].layout(width: 200, height: nil)
        #expect(wide.frame(of: "count") == Rect(x: 200 - 20, y: 0, width: 20, height: 10))
    }

    @Test func gridBlock() throws {
        let form = blocks {
            GridBlock(alignment: .leading, horizontalSpacing: 8, verticalSpacing: 4) {
                GridRowBlock {
                    Item("name", text: "Name")
                    Item("nameField", width: 100, height: 20)
                }
                GridRowBlock {
                    Item("email", text: "Email")
                    Item("emailField", width: 130, height: 20)
                }
                Item("note", text: "Both are optional")
            }
        }
        let layout = try form[0].layout(width: nil, height: nil)

        // The labels share a column as wide as "Email" (five 10-point cells), the fields another;
        // the note spans both, on a row of its own.
        let fieldsColumn = 50.0 + 8
        let height = 20.0 + 4 + 20 + 4 + 10
        #expect(layout.frame(of: "name") == Rect(x: 0, y: 5, width: 40, height: 10))
        #expect(layout.frame(of: "nameField")?.minX == fieldsColumn)
        #expect(layout.frame(of: "emailField") == Rect(x: fieldsColumn, y: 24, width: 130, height: 20))
        #expect(layout.frame(of: "note") == Rect(x: 0, y: 48, width: 170, height: 10))
        #expect(layout.frame.size == Size(width: fieldsColumn + 130, height: height))
    }

    @Test func grid() throws {
        let grid = blocks {
            VGridBlock(columns: [.fixed(40), .flexible(), .flexible()], spacing: 4) {
                for index in 0..<7 { Item("cell\(index)", height: 20) }
            }
        }
        let layout = try grid[0].layout(width: 200, height: nil)

        // The flexible columns share what the fixed one and two spacings leave.
        let flexible = (200.0 - 40 - 4 - 4) / 2
        #expect(layout.frame(of: "cell0") == Rect(x: 0, y: 0, width: 40, height: 20))
        #expect(layout.frame(of: "cell2") == Rect(x: 40 + 4 + flexible + 4, y: 0, width: flexible, height: 20))
        #expect(layout.frame(of: "cell6") == Rect(x: 0, y: 2 * (20 + 4), width: 40, height: 20))
    }

    @Test func layoutContainer() throws {
        let layout = try LayoutContainer(attachedSafeAreaEdges: .vertical) {
            VStackBlock(alignment: .fill) {
                Item("header", height: 30)
                StackingSpacer()
                Item("toolbar", height: 24)
            }
        }
        .layout(width: 200, height: 160, safeAreaInsets: EdgeInsets(top: 20, left: 10, bottom: 16, right: 10))

        // Inset on the attached edges only: top and bottom, not left and right.
        #expect(layout.frame(of: "header") == Rect(x: 0, y: 20, width: 200, height: 30))
        #expect(layout.frame(of: "toolbar") == Rect(x: 0, y: 160 - 16 - 24, width: 200, height: 24))
    }

    @Test func padding() throws {
        let stack = blocks {
            ZStackBlock {
                Item("label", text: "Padded").padding(.horizontal, 10).background(Item("background"))
            }
        }
        let layout = try stack[0].layout(width: nil, height: nil)

        // 10 on the named edges, exactly 0 on the others.
        #expect(layout.frame(of: "label") == Rect(x: 10, y: 0, width: 60, height: 10))
        #expect(layout.frame(of: "background") == Rect(x: 0, y: 0, width: 80, height: 10))
    }

    @Test func relative() throws {
        let stack = blocks {
            ZStackBlock {
                Item("background")
                Item("badge", text: "New").padding(4).background(Item("badgeBackground")).relative(bottom: 8, right: 8)
            }
        }
        let layout = try stack[0].layout(width: 200, height: 100)

        // Against the bottom-right corner at 8, keeping its own size.
        #expect(layout.frame(of: "badgeBackground") == Rect(x: 200 - 8 - 38, y: 100 - 8 - 18, width: 38, height: 18))
    }

    @Test func centringBothWays() throws {
        let spellings = blocks {
            ZStackBlock { Item("label", text: "Centred").relative(.all, .min(20)) }
            ZStackBlock { ZStackBlock { Item("label", text: "Centred") }.padding(20) }
        }
        let frames = try spellings.map { try $0.layout(width: 200, height: 100).frame(of: "label") }

        #expect(frames[0] == frames[1])
        #expect(frames[0] == Rect(x: (200 - 70) / 2, y: (100 - 10) / 2, width: 70, height: 10))
        // At least 20 around: the smallest room is the label and 20 on each side.
        let tight = try spellings.map { try $0.layout(width: nil, height: nil).frame }
        #expect(tight == Array(repeating: Rect(x: 0, y: 0, width: 20 + 70 + 20, height: 20 + 10 + 20), count: 2))
    }

    @Test func backgroundAndOverlay() throws {
        let decorated = blocks {
            Item("label", text: "Hello").padding(8).background(Item("background"))
            Item("label", text: "Hello").padding(8).overlay(Item("overlay").size(6).relative(top: 2, right: 2))
        }
        let background = try decorated[0].layout(width: nil, height: nil)
        let overlay = try decorated[1].layout(width: nil, height: nil)

        // The padded label decides the size; the decoration fills it, or sits where it is told.
        #expect(background.frame(of: "background") == Rect(x: 0, y: 0, width: 8 + 50 + 8, height: 8 + 10 + 8))
        #expect(overlay.frame(of: "overlay") == Rect(x: 66 - 2 - 6, y: 2, width: 6, height: 6))
    }

    @Test func alignSelf() throws {
        let stack = blocks {
            VStackBlock(spacing: 4) {
                Item("centred", width: 40, height: 16)
                Item("leading", width: 40, height: 16).alignSelf(.leading)
                Item("trailing", width: 40, height: 16).alignSelf(.trailing)
                Item("fill", width: 40, height: 16).alignSelf(.fill)
            }
        }
        let layout = try stack[0].layout(width: 100, height: nil)

        #expect(layout.frame(of: "centred")?.x == 30)
        #expect(layout.frame(of: "leading")?.x == 0)
        #expect(layout.frame(of: "trailing")?.x == 60)
        #expect(layout.frame(of: "fill") == Rect(x: 0, y: 3 * (16 + 4), width: 100, height: 16))
    }

    @Test func sizes() throws {
        let row = blocks {
            HStackBlock(spacing: 4, alignment: .top) {
                Item("exact").size(40)
                Item("min", width: 20, height: 20).width(.min(60)).height(.min(30))
                Item("max").width(.max(50)).height(24)
            }
        }
        let layout = try row[0].layout(width: 300, height: nil)

        #expect(layout.frame(of: "exact") == Rect(x: 0, y: 0, width: 40, height: 40))
        #expect(layout.frame(of: "min") == Rect(x: 44, y: 0, width: 60, height: 30))
        // With no content size it expands along the row, up to its maximum.
        #expect(layout.frame(of: "max") == Rect(x: 108, y: 0, width: 50, height: 24))
    }

    @Test func aspectRatio() throws {
        let column = blocks {
            VStackBlock(alignment: .fill) {
                Item("video").aspectRatio(16 / 9)
                Item("caption", height: 12)
            }
        }
        let layout = try column[0].layout(width: 320, height: nil)

        #expect(layout.frame(of: "video") == Rect(x: 0, y: 0, width: 320, height: 180))
        #expect(layout.frame(of: "caption")?.y == 180)
    }

    @Test func spacingBeforeAndAfter() throws {
        let column = blocks {
            VStackBlock(spacing: 4) {
                Item("a", width: 60, height: 16)
                Item("b", width: 60, height: 16).spacingBefore(12)
                Item("c", width: 60, height: 16).spacingAfter(20)
                Item("d", width: 60, height: 16)
            }
        }
        let layout = try column[0].layout(width: nil, height: nil)

        #expect(layout.frame(of: "b")?.y == 16.0 + 4 + 12)
        #expect(layout.frame(of: "c")?.y == 32.0 + 16 + 4)
        #expect(layout.frame(of: "d")?.y == 52.0 + 16 + 4 + 20)
    }
}

/// The blocks that a snippet written as bare expressions makes, in order.
func blocks(@LayoutBlockBuilder _ content: () -> [LayoutElement]) -> [LayoutElement] {
    content()
}
