// The `trellis` command: argument handling only; the work happens in TrellisRender.
import Foundation
import Trellis
import TrellisBench
import TrellisFuzz

let usage = """
    usage: trellis check [--list-failures] PATH...
           trellis render FILE [--width W] [--height H] [--format text|json|svg|terminal]
           trellis bench PATH... [--runs N] [--json]
           trellis fuzz [--seed S] [--count N] [--first I] [--jobs J] [--timeout T] [--extreme] [--extreme-styles] [--show]
           trellis fuzz --constraints [--large] [--seed S] [--count N] [--first I] [--jobs J] [--timeout T] [--show]
           trellis fuzz --files DIR [--seed S] [--count N]
           trellis fuzz --scale
           trellis scenes FILE... [--out ACTUAL.json] [--verbose]
           trellis help

    check   Lays out every fixture (*.xml, directories searched recursively) and compares
            each frame with its expectation (within 0.1, or two float steps where Chrome's
            frames, 32-bit floats, are coarser: beyond 2^19 px). Prints FAIL and the differing
            frames for each failure, then "N passed, M failed". Exit status 0 when nothing
            failed. --list-failures prints only the failing fixtures' names.
    render  Lays out a layout file or fixture and prints the frames. --width and --height give
            definite available space (default: the fixture's viewport, else max-content).
    bench   Times layout (build a release binary) of each layout file: per file, the node
            count, the median ms of the first full layout of a fresh tree, of a second layout
            of the unchanged tree and of a relayout after one deep leaf's width changes,
            ns/node of the full layout and heap bytes per node; a summary line last.
            --runs N timed runs per file (default 15, after one warm-up); --json prints
            {"results": [...]} for the peer comparison (Benchmarks/README.md).
    fuzz    Lays out N random trees (cases I..<I+N of the run seeded with S; default seed 1,
            count 1000, first 0) on J threads, checking the layout invariants, and prints each
            failure's seed and minimised layout file. Exit status 1 when any case failed.
            A case that runs over T seconds (default 60) is reported as a hang and ends
            the run with exit status 3. --extreme adds measurements of 1e300; --extreme-styles
            adds style values from 1e6 to 1.7e308, negative zero, subnormals, flex factors and
            aspect ratios from 1e-300 to 1e300 (Docs/HostileNumbers.md). --show prints each
            case before checking it.
            With --constraints, checks N random constraint systems instead (constraint
            containers, and relations placing absolutely positioned children): layout throws
            only a typed error for a relation the IR rejects, or for required relations that
            cannot all hold, each conflict minimal; one system in 1,000 has 1,000 to 10,000
            relations, every one with --large (10,000).
            With --files, reads N mutations of the *.xml files under DIR instead: each must
            read or be rejected with an error that names a line. --scale times a 100,000-deep
            chain and a 1,000,000-wide root laid out through the API.
    scenes  Lays out constraint scenes in the format of the Cassowary oracle (a JSON scene or
            list of scenes) through the operator front end and compares each with the answer it
            stores (0.5 pt); prints FAIL lines, counts by family and "N passed, M failed".
            --out writes the frames as {name: {container, frames}} for solve.py --compare.
            --verbose prints the frames and diagnostics of each failure.
    """

func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

func fail(_ message: String) -> Never {
    printError("trellis: \(message)")
    printError(usage)
    exit(2)
}

func runCheck(_ arguments: ArraySlice<String>) -> Int32 {
    var listFailures = false
    var paths: [String] = []
    for argument in arguments {
        if argument == "--list-failures" { listFailures = true }
        else if argument.hasPrefix("--") { fail("unknown option \(argument)") }
        else { paths.append(argument) }
    }
    if paths.isEmpty { fail("check needs at least one PATH") }
    return FixtureChecker.run(paths: paths, listFailures: listFailures) { print($0) }.exitStatus
}

func runRender(_ arguments: ArraySlice<String>) -> Int32 {
    var file: String?
    var width: Double?
    var height: Double?
    var format = RenderFormat.text
    var rest = arguments
    while let argument = rest.popFirst() {
        switch argument {
        case "--width", "--height":
            guard let text = rest.popFirst(), let value = LayoutRendering.parseLength(text) else {
                fail("\(argument) needs a non-negative number")
            }
            if argument == "--width" { width = value } else { height = value }
        case "--format":
            guard let text = rest.popFirst(), let value = RenderFormat(rawValue: text) else {
                fail("--format needs text, json, svg or terminal")
            }
            format = value
        default:
            if argument.hasPrefix("--") || file != nil { fail("unexpected argument \(argument)") }
            file = argument
        }
    }
    guard let file else { fail("render needs a FILE") }
    do throws(RenderError) {
        print(try LayoutRendering.render(file: file, width: width, height: height, format: format), terminator: "")
        return 0
    } catch {
        printError(error.description)
        return 1
    }
}

func runBench(_ arguments: ArraySlice<String>) -> Int32 {
    let options: BenchOptions
    do throws(BenchArgumentError) {
        options = try BenchOptions.parse(arguments)
    } catch {
        fail(error.description)
    }
    return BenchCommand.run(options, output: { print($0, terminator: "") }, errorOutput: printError)
}

func runFuzz(_ arguments: ArraySlice<String>) -> Int32 {
    var options = FuzzCommand.Options()
    var rest = arguments
    while let argument = rest.popFirst() {
        if argument == "--scale" {
            return FuzzCommand.scale(depth: 100_000, width: 1_000_000) { print($0) }
        }
        if argument == "--files" {
            guard let directory = rest.popFirst() else { fail("--files needs a DIR") }
            options.files = directory
            continue
        }
        switch argument {
        case "--show": options.show = true; continue
        case "--extreme": options.extreme = true; continue
        case "--extreme-styles": options.extremeStyles = true; continue
        case "--constraints": options.constraints = true; continue
        case "--large": options.large = true; continue
        default: break
        }
        guard let text = rest.popFirst(), let value = UInt64(text) else {
            fail("\(argument) needs a non-negative whole number")
        }
        switch argument {
        case "--seed": options.seed = value
        case "--count": options.count = value
        case "--first": options.first = value
        case "--jobs": options.jobs = max(1, Int(value))
        case "--timeout": options.timeout = Double(value)
        default: fail("unexpected argument \(argument)")
        }
    }
    if options.large && !options.constraints { fail("--large needs --constraints") }
    if (options.extreme || options.extremeStyles) && options.constraints {
        fail("--extreme and --extreme-styles apply to trees, not --constraints")
    }
    // Unbuffered, so that a long run shows its failures as they come.
    return FuzzCommand.run(options) { FileHandle.standardOutput.write(Data(($0 + "\n").utf8)) }
}

let arguments = CommandLine.arguments.dropFirst()
switch arguments.first {
case "check": exit(runCheck(arguments.dropFirst()))
case "render": exit(runRender(arguments.dropFirst()))
case "bench": exit(runBench(arguments.dropFirst()))
case "fuzz": exit(runFuzz(arguments.dropFirst()))
case "scenes": exit(ScenesCommand.run(arguments.dropFirst()))
case "help", "--help", "-h": print(usage)
default: fail(arguments.first.map { "unknown command \($0)" } ?? "no command")
}
