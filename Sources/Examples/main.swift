// `swift run Examples`: lays out the stack DSL's examples and shows them.
//
//     swift run Examples                      # lists the examples
//     swift run Examples mondrian             # draws one in the terminal
//     swift run Examples mondrian --svg       # prints its SVG
//     swift run Examples mondrian --swift     # prints its lowered IR and frames as Swift code
//     swift run Examples --write-svgs DIR     # writes every example's SVG to DIR/NAME.svg
import Foundation
import StackExamples
import TrellisBlocks
import TrellisCore
import TrellisRender
import TrellisStacks

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("Examples: \(message)\n".utf8))
    exit(2)
}

/// The example's SVG, with its text and its colours.
func svg(_ example: StackExample) -> String {
    SVGRenderer.render(layout(example), source: example.layoutNode(), includeUnnamed: false,
                       fills: example.colours.compactMapValues(SVGRenderer.Colour.init(hex:)))
}

func layout(_ example: StackExample) -> ComputedLayout {
    do {
        return try example.layout()
    } catch {
        fail("\(example.name): \(error)")
    }
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case nil:
    for example in StackExamples.all {
        print(example.name.padding(toLength: 24, withPad: " ", startingAt: 0) + example.summary)
    }
case "--write-svgs":
    guard arguments.count == 2 else { fail("--write-svgs needs a directory") }
    for example in StackExamples.all {
        let path = arguments[1] + "/" + example.name + ".svg"
        do { try svg(example).write(toFile: path, atomically: true, encoding: .utf8) } catch { fail("\(path): \(error)") }
        print(path)
    }
default:
    guard let example = StackExamples.named(arguments[0]) else { fail("no example named \(arguments[0])") }
    let computed = layout(example)
    switch arguments.dropFirst().first {
    case nil:
        print(example.summary)
        print(TerminalRenderer.render(computed, source: example.layoutNode(), cellWidth: 4, cellHeight: 8),
              terminator: "")
    case "--svg":
        print(svg(example), terminator: "")
    case "--swift":
        print(example.layoutNode())
        print(computed)
    case let option?:
        fail("unknown option \(option)")
    }
}
