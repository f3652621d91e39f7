import Foundation
import Testing
import TrellisRender

/// The `trellis` tool's argument handling, through the functions its `main` calls: which request
/// the words make, each command's `--help`, and usage errors that name the fault in one line.
@Suite struct CommandLineTests {
    static let commands = [CheckOptions.help, RenderOptions.help]

    static func request(_ arguments: [String]) throws(UsageError) -> CommandRequest {
        try CommandRequest(arguments, commands: commands)
    }

    @Test(arguments: [["check", "--help"], ["check", "-h"], ["check", "fixtures/", "--help"], ["check", "--frob", "-h"], ["help", "check"]])
    func helpOfCheckIsItsOwn(_ arguments: [String]) throws {
        #expect(try Self.request(arguments) == .help(CheckOptions.help.text))
    }

    @Test(arguments: [["render", "--help"], ["render", "-h"], ["render", "--width", "--help"], ["help", "render"]])
    func helpOfRenderIsItsOwn(_ arguments: [String]) throws {
        #expect(try Self.request(arguments) == .help(RenderOptions.help.text))
    }

    @Test func commandHelpStartsWithItsUsageLines() {
        let help = CommandHelp(name: "fuzz", synopsis: ["fuzz [--seed S]", "fuzz --scale"], summary: "Fuzzes.", details: "Details.")
        #expect(help.text == "usage: trellis fuzz [--seed S]\n       trellis fuzz --scale\n\nDetails.")
    }

    @Test(arguments: [["help"], ["--help"], ["-h"], ["help", "--help"], ["help", "-h"], ["--help", "help"]])
    func overviewListsEveryCommand(_ arguments: [String]) throws {
        let overview = CommandRequest.overview(of: Self.commands)
        #expect(try Self.request(arguments) == .help(overview))
        for command in Self.commands {
            #expect(overview.contains("trellis " + command.synopsis[0]))
            #expect(overview.contains(command.summary))
        }
        #expect(overview.contains("trellis --version"))
    }

    @Test func eachCommandsHelpStatesItsExitStatus() {
        for command in Self.commands {
            let words = command.text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(words.contains("Exit status 0 when"), "trellis \(command.name) --help")
        }
        #expect(CommandRequest.overview(of: Self.commands).contains("exits with status 2 for a usage error"))
    }

    @Test(arguments: [["--version"], ["version"]])
    func version(_ arguments: [String]) throws {
        #expect(try Self.request(arguments) == .version)
    }

    @Test func commandRunsWithTheWordsAfterItsName() throws {
        #expect(try Self.request(["render", "card.xml", "--width", "320"])
                == .run(command: "render", arguments: ["card.xml", "--width", "320"]))
    }

    @Test(arguments: [
        ([], "no command given"),
        (["frob"], "unknown command 'frob'"),
        (["help", "frob"], "unknown command 'frob'"),
        (["--frob"], "unknown option --frob"),
    ])
    func badCommandIsAUsageErrorOfTheTool(_ arguments: [String], _ message: String) {
        #expect(throws: UsageError(command: nil, message: message)) { try Self.request(arguments) }
    }

    @Test func usageErrorIsOneLineAndAPointerToTheHelp() {
        let error = UsageError(command: "render", message: "unknown option --frmat")
        #expect(error.description == "trellis render: unknown option --frmat\nsee 'trellis render --help'")
        #expect(UsageError(command: nil, message: "no command given").description
                == "trellis: no command given\nsee 'trellis --help'")
    }

    // MARK: ArgumentReader

    /// Every argument `reader` yields, with the value of each option in `valued` read after it.
    static func read(_ arguments: [String], valued: Set<String> = []) throws(UsageError) -> [String] {
        var reader = ArgumentReader(command: "test", arguments: arguments)
        var read: [String] = []
        while let argument = try reader.next() {
            switch argument {
            case .option(let option) where valued.contains(option):
                read.append(option + " " + (try reader.value(of: option, expecting: "a value")))
            case .option(let option): read.append("option " + option)
            case .operand(let operand): read.append("operand " + operand)
            }
        }
        return read
    }

    @Test func valuesFollowOrAreAttached() throws {
        #expect(try Self.read(["a", "--out", "x.json", "--out=y=z", "-", "-v"], valued: ["--out"])
                == ["operand a", "--out x.json", "--out y=z", "operand -", "option -v"])
    }

    @Test func aValueIsNeverTakenFromAnOption() {
        #expect(throws: UsageError(command: "test", message: "--out needs a value")) {
            try Self.read(["--out", "--verbose"], valued: ["--out"])
        }
        #expect(throws: UsageError(command: "test", message: "--out needs a value")) {
            try Self.read(["--out"], valued: ["--out"])
        }
    }

    @Test func anAttachedValueNobodyTakesIsAnError() {
        #expect(throws: UsageError(command: "test", message: "--json takes no value")) { try Self.read(["--json=1"]) }
    }

    // MARK: check and render

    @Test func checkOptions() throws {
        #expect(try CheckOptions.parse(["a/", "--list-failures", "b.xml"]) == CheckOptions(paths: ["a/", "b.xml"], listFailures: true))
        #expect(throws: UsageError(command: "check", message: "no PATH given: name fixture files or directories")) {
            try CheckOptions.parse(["--list-failures"])
        }
        #expect(throws: UsageError(command: "check", message: "unknown option --verbose")) {
            try CheckOptions.parse(["a/", "--verbose"])
        }
    }

    @Test func renderOptions() throws {
        #expect(try RenderOptions.parse(["card.xml"]) == RenderOptions(file: "card.xml"))
        #expect(try RenderOptions.parse(["--format=svg", "card.xml", "--width", "320px", "--height", "48"])
                == RenderOptions(file: "card.xml", width: 320, height: 48, format: .svg))
    }

    @Test(arguments: [
        ([], "no FILE given: name a layout file"),
        (["a.xml", "b.xml"], "one FILE at a time: got a.xml and b.xml"),
        (["a.xml", "--frmat", "svg"], "unknown option --frmat (did you mean --format?)"),
        (["a.xml", "--width"], "--width needs a non-negative number"),
        (["a.xml", "--width", "wide"], #"--width needs a non-negative number, not "wide""#),
        (["a.xml", "--height=-1"], #"--height needs a non-negative number, not "-1""#),
        (["a.xml", "--format", "png"], #"--format needs text, json, svg or terminal, not "png""#),
    ])
    func renderUsageErrors(_ arguments: [String], _ message: String) {
        #expect(throws: UsageError(command: "render", message: message)) { try RenderOptions.parse(arguments) }
    }
}

/// The built `trellis` tool itself, for what only its `main` decides: exit statuses and which
/// stream each text goes to. `swift build --build-tests` and `swift test` build it next to the tests.
@Suite struct TrellisToolTests {
    struct Outcome: Equatable {
        var status: Int32
        var output: String
        var errors: String
    }

    static func run(_ arguments: [String]) throws -> Outcome {
        let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let tool = products.appendingPathComponent("trellis")
        try #require(FileManager.default.isExecutableFile(atPath: tool.path), "no trellis next to the tests in \(products.path)")
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read before waiting, so that a full pipe cannot block the tool.
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
                       errors: String(decoding: errorData, as: UTF8.self))
    }

    @Test func helpAndVersionGoToStandardOutputWithStatusZero() throws {
        #expect(try Self.run(["check", "--help"]) == Outcome(status: 0, output: CheckOptions.help.text + "\n", errors: ""))
        let version = try Self.run(["--version"])
        #expect(version.status == 0 && version.errors.isEmpty)
        #expect(version.output.wholeMatch(of: /trellis \d+\.\d+\.\d+\n/) != nil, "\(version.output)")
    }

    @Test func usageErrorIsTwoLinesOnStandardErrorWithStatusTwo() throws {
        let expected = UsageError(command: "render", message: "unknown option --frmat (did you mean --format?)").description + "\n"
        #expect(try Self.run(["render", "a.xml", "--frmat", "svg"]) == Outcome(status: 2, output: "", errors: expected))
    }

    @Test func directoryIsAPlainFileErrorWithStatusOne() throws {
        let directory = FileManager.default.temporaryDirectory.path
        #expect(try Self.run(["render", directory])
                == Outcome(status: 1, output: "", errors: "trellis render: \(directory) is a directory; give a layout file\n"))
    }
}
