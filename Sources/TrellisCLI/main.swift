// The `trellis` command: argument handling only; the work happens in TrellisRender, TrellisBench,
// TrellisFuzz and TrellisScenes.
import Foundation
import Trellis
import TrellisRender
import TrellisBench
import TrellisFuzz

/// The version `trellis --version` prints; CHANGELOG.md has an entry for each.
let version = "0.1.0"

let commands = [CheckOptions.help, RenderOptions.help, BenchOptions.help, FuzzCommand.Options.help, ScenesCommand.help]

func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

/// The shipped faces and those of `--fonts` directories; `nil` after printing why they cannot be read.
func fonts(in directories: [String], command: String) -> FontCollection? {
    do throws(LayoutFileError) {
        return try FontCollection.shipped(addingFontsIn: directories)
    } catch {
        printError("trellis \(command): \(error.description)")
        return nil
    }
}

/// Runs `command` (one of `commands`) with its arguments; returns the exit status.
func run(_ command: String, _ arguments: [String]) throws(UsageError) -> Int32 {
    switch command {
    case CheckOptions.help.name:
        let options = try CheckOptions.parse(arguments)
        guard let fonts = fonts(in: options.fontDirectories, command: command) else { return 1 }
        return FixtureChecker.run(paths: options.paths, listFailures: options.listFailures, fonts: fonts) { print($0) }.exitStatus
    case RenderOptions.help.name:
        let options = try RenderOptions.parse(arguments)
        guard let fonts = fonts(in: options.fontDirectories, command: command) else { return 1 }
        do throws(RenderError) {
            print(try LayoutRendering.render(file: options.file, width: options.width, height: options.height,
                                             format: options.format, fonts: fonts,
                                             warn: { printError("trellis render: \($0)") }),
                  terminator: "")
            return 0
        } catch {
            printError("trellis render: \(error.description)")
            return 1
        }
    case BenchOptions.help.name:
        return BenchCommand.run(try BenchOptions.parse(arguments), output: { print($0, terminator: "") },
                                errorOutput: printError)
    case FuzzCommand.Options.help.name:
        let options = try FuzzCommand.Options.parse(arguments)
        if options.scale { return FuzzCommand.scale(depth: 100_000, width: 1_000_000) { print($0) } }
        // Unbuffered, so that a long run shows its failures as they come.
        return FuzzCommand.run(options) { FileHandle.standardOutput.write(Data(($0 + "\n").utf8)) }
    case ScenesCommand.help.name:
        return ScenesCommand.run(try ScenesCommand.parse(arguments))
    default:
        preconditionFailure("CommandRequest runs only the commands it is given, not \(command)")
    }
}

do throws(UsageError) {
    switch try CommandRequest(CommandLine.arguments.dropFirst(), commands: commands) {
    case .help(let text): print(text)
    case .version: print("trellis \(version)")
    case .run(let command, let arguments): exit(try run(command, arguments))
    }
} catch {
    printError(error.description)
    exit(2)
}
