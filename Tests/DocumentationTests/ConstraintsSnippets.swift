import Testing
import Trellis

/// Docs/Constraints.md's Swift snippets, as written there (`DocumentedSnippetsTests` holds them to
/// it), each followed by checks of what the guide says about it.
struct ConstraintsSnippets {
    @Test func overview() throws {
        let red = Item("red"), blue = Item("blue")
        let block = ConstraintBlock { red; blue } constraints: { view in
            red.layout(.height) == 100
            red.layout(.width) == 0.5 * view
            red.layout(.centerX) == 0
            red.layout(.centerY) == view
            blue.layout(.size) == red
            blue.layout(.bottom) == view.layout(.centerY) + 100
            blue.layout(.centerX) == 0
        }
        let result = try block.constrainedLayout(width: 320, height: 480)
        let blueFrame = result.frame(of: "blue")   // Rect(x: 80, y: 240, width: 160, height: 100)
        result.diagnostics.forEach { print($0) }

        #expect(blueFrame == Rect(x: 80, y: 240, width: 160, height: 100))
    }

    @Test func aNamedBlocksSizeIsARequiredRelation() throws {
        let field = Item("field", height: 32).width(.min(120)).named("field")
        let form = ConstraintBlock { field } constraints: { view in
            field.layout(.leading) == 16
            field.layout(.trailing) == view.layout(.centerX) ! .defaultHigh
            field.layout(.top) == 16
        }
        let fieldFrame = try form.constrainedLayout(width: 200, height: 100).frame(of: "field")
        // Rect(x: 16, y: 16, width: 120, height: 32): the minimum width wins over defaultHigh

        #expect(fieldFrame == Rect(x: 16, y: 16, width: 120, height: 32))
    }

    @Test func classicChain() throws {
        let send = Item("send", height: 44), cancel = Item("cancel", width: 80, height: 44)
        let box2 = Item("box2", width: 40), view = Item("view", height: 20), other = Item("other")
        let block = ConstraintBlock { send; cancel; box2; view; other } constraints: { _ in
            send.layout
                .width(120)
                .top(.toSuperview)
                .trailing(.toSuperview)
                .leading(.to(cancel).trailing)

            box2.layout.top(.toSuperview.top, .exact(10)).right(.toSuperview).bottom(.toSuperview)
            view.layout.horizontal(.toSuperview, .exact(10))     // leading + 10, trailing - 10
            view.layout.edge(.to(other))                         // all four edges
        }
        let result = try block.constrainedLayout(width: 320, height: 200)

        #expect(result.frame(of: "send") == Rect(x: 200, y: 0, width: 120, height: 44))
        #expect(result.frame(of: "cancel")?.x == 200.0 - 80)
        #expect(result.frame(of: "box2") == Rect(x: 320 - 40, y: 10, width: 40, height: 190))
        let frame = try #require(result.frame(of: "view"))
        #expect(frame.x == 10 && frame.width == 320 - 20)
        #expect(result.frame(of: "other") == frame)
    }
}
