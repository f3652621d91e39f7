/// What a `trellis` command says about itself: how it is called and what it does.
///
/// The `trellis` tool dispatches on these (``CommandRequest``), so that every command answers
/// `--help` with its own text, and a usage error points at it.
///
///     let help = CommandHelp(name: "greet", synopsis: ["greet NAME [--loud]"],
///                            summary: "Greets someone.", details: "--loud shouts.")
///     print(help.text)  // usage: trellis greet NAME [--loud] …
package struct CommandHelp: Hashable, Sendable {
    /// The word after `trellis` that selects the command.
    package var name: String
    /// The ways to call it, each without the leading `trellis`, as `render FILE [--width W]`.
    package var synopsis: [String]
    /// One sentence for the list of commands in `trellis --help`.
    package var summary: String
    /// What the command does and what each option means, after the usage lines.
    package var details: String

    /// Creates a command's help.
    package init(name: String, synopsis: [String], summary: String, details: String) {
        self.name = name
        self.synopsis = synopsis
        self.summary = summary
        self.details = details
    }

    /// The text `trellis NAME --help` prints: the usage lines, a blank line and the details.
    package var text: String {
        CommandHelp.usage(synopsis) + "\n\n" + details
    }

    /// `usage: trellis A` and below it `       trellis B`, one line per synopsis.
    static func usage(_ synopsis: [String]) -> String {
        synopsis.enumerated()
            .map { ($0.offset == 0 ? "usage: " : "       ") + "trellis " + $0.element }
            .joined(separator: "\n")
    }
}

extension CommandHelp {
    /// The options the help text names (`--format`, `-n`).
    package var options: Set<String> {
        var options: Set<String> = []
        for word in text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "-") }) where word.hasPrefix("-") {
            if word.drop(while: { $0 == "-" }).first?.isLetter == true { options.insert(String(word)) }
        }
        return options
    }
}

/// Arguments that do not say what to do: a missing operand, an unknown option, a bad value.
///
/// Its description is what `trellis` prints: one line naming the fault, then where to read how
/// the command is called, rather than the whole help.
///
///     UsageError(command: "render", message: "unknown option --colour").description
///     // trellis render: unknown option --colour
///     // see 'trellis render --help'
package struct UsageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The command whose arguments are at fault, or `nil` when the command itself is.
    package var command: String?
    /// What is wrong, as `--width needs a non-negative number, not "wide"`.
    package var message: String

    /// Creates a usage error.
    package init(command: String?, message: String) {
        self.command = command
        self.message = message
    }

    /// Two lines: what is wrong, and the `--help` that explains the command.
    package var description: String {
        let invocation = "trellis" + (command.map { " " + $0 } ?? "")
        return "\(invocation): \(message)\nsee '\(invocation) --help'"
    }
}

/// One argument of a command: an option (`--json`, `-x`) or an operand (a path, a number).
package enum CommandArgument: Hashable, Sendable {
    /// An argument that starts with `-` (but is not `-` alone), without any `=value`.
    case option(String)
    /// Any other argument.
    case operand(String)
}

/// Reads one command's arguments from left to right, with the checks every command shares.
///
/// An option's value may follow it (`--runs 5`) or be attached (`--runs=5`); a value is never
/// taken from an argument that starts with `--`, so that `--out --verbose` reports the missing
/// file rather than writing to one named `--verbose`.
///
///     var paths: [String] = []
///     var runs = 15
///     var reader = ArgumentReader(command: "bench", arguments: ["a.xml", "--runs=5"])
///     while let argument = try reader.next() {
///         switch argument {
///         case .option("--runs"): runs = try reader.value(of: "--runs", expecting: "a positive integer") { Int($0) }
///         case .option(let option): throw reader.unknownOption(option, known: ["--runs"])
///         case .operand(let path): paths.append(path)
///         }
///     }
package struct ArgumentReader: Sendable {
    /// The command whose arguments these are, named in the errors.
    package let command: String
    private var remaining: ArraySlice<String>
    /// The option last returned by ``next()`` and the value attached to it with `=`.
    private var attached: (option: String, value: String)?

    /// A reader of `arguments`, the words after the command's name.
    package init(command: String, arguments: some Sequence<String>) {
        self.command = command
        remaining = ArraySlice(arguments)
    }

    /// The next argument, or `nil` after the last.
    ///
    /// - Throws: ``UsageError`` when the previous option had a value attached (`--json=1`) that
    ///   no ``value(of:expecting:)`` took: that option takes none.
    package mutating func next() throws(UsageError) -> CommandArgument? {
        if let (option, _) = attached { throw error("\(option) takes no value") }
        guard let argument = remaining.popFirst() else { return nil }
        guard argument.hasPrefix("-"), argument != "-" else { return .operand(argument) }
        if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
            let option = String(argument[..<equals])
            attached = (option, String(argument[argument.index(after: equals)...]))
            return .option(option)
        }
        return .option(argument)
    }

    /// The value of `option`, the option ``next()`` returned last.
    ///
    /// - Parameter expected: What the value may be, for the error, as `a positive integer`.
    /// - Throws: ``UsageError`` when there is no value.
    package mutating func value(of option: String, expecting expected: String) throws(UsageError) -> String {
        if let (_, value) = attached {
            attached = nil
            return value
        }
        guard let value = remaining.first, !value.hasPrefix("--") else { throw error("\(option) needs \(expected)") }
        remaining.removeFirst()
        return value
    }

    /// The value of `option` read by `parse`, which returns `nil` for text it does not accept.
    ///
    /// - Throws: ``UsageError`` naming the option, what it expects and the text it got.
    package mutating func value<Value>(of option: String, expecting expected: String,
                                      _ parse: (String) -> Value?) throws(UsageError) -> Value {
        let text = try value(of: option, expecting: expected)
        guard let value = parse(text) else { throw error("\(option) needs \(expected), not \"\(text)\"") }
        return value
    }

    /// The value of `option` as a positive integer, such as `--runs`'s.
    ///
    /// - Throws: ``UsageError`` when the value is missing or is not a positive integer.
    package mutating func positiveInteger(of option: String) throws(UsageError) -> Int {
        try value(of: option, expecting: "a positive integer") { Int($0).flatMap { $0 > 0 ? $0 : nil } }
    }

    /// A usage error of this command.
    package func error(_ message: String) -> UsageError {
        UsageError(command: command, message: message)
    }

    /// The usage error for an option this command does not take, suggesting the nearest of the
    /// options it does (`known`; a command's are its help's ``CommandHelp/options``).
    package func unknownOption(_ option: String, known: some Sequence<String>) -> UsageError {
        error("unknown option \(option)" + Suggestion.phrase(for: option, among: known))
    }
}

/// What the words after `trellis` ask for: a help text, the version, or a command to run.
package enum CommandRequest: Hashable, Sendable {
    /// Print this text (the overview or one command's help) and exit with status 0.
    case help(String)
    /// Print the version and exit with status 0.
    case version
    /// Run the command with these arguments (the words after its name).
    case run(command: String, arguments: [String])

    /// What `arguments` (without the program name) ask of a tool with these `commands`.
    ///
    /// `--help` or `-h` anywhere after a command's name asks for that command's help, whatever
    /// else is there; `help COMMAND` does the same. `help`, `--help` or `-h` alone asks for the
    /// overview, `--version` or `version` for the version.
    ///
    ///     let greet = CommandHelp(name: "greet", synopsis: ["greet NAME"], summary: "Greets someone.", details: "")
///     try CommandRequest(["greet", "--help"], commands: [greet])  // .help(greet.text)
    ///
    /// - Throws: ``UsageError`` for no command or an unknown one.
    package init(_ arguments: some Sequence<String>, commands: [CommandHelp]) throws(UsageError) {
        var words = ArraySlice(arguments)
        func command(named name: String) throws(UsageError) -> CommandHelp {
            guard let command = commands.first(where: { $0.name == name }) else {
                throw UsageError(command: nil, message: "unknown command '\(name)'")
            }
            return command
        }
        guard let first = words.popFirst() else { throw UsageError(command: nil, message: "no command given") }
        switch first {
        case "--version", "version":
            self = .version
        case "help", "--help", "-h":
            // `help --help` and `help help` ask about help itself: the overview says it all.
            if let name = words.first, !["help", "--help", "-h"].contains(name) {
                self = .help(try command(named: name).text)
            } else {
                self = .help(CommandRequest.overview(of: commands))
            }
        default:
            guard !first.hasPrefix("-") else { throw UsageError(command: nil, message: "unknown option \(first)") }
            let command = try command(named: first)
            self = words.contains { $0 == "--help" || $0 == "-h" } ? .help(command.text) : .run(command: first, arguments: Array(words))
        }
    }

    /// `trellis --help`: every command's usage lines, then each command's summary.
    package static func overview(of commands: [CommandHelp]) -> String {
        let width = commands.map(\.name.count).max() ?? 0
        let summaries = commands.map { "  " + $0.name + String(repeating: " ", count: width - $0.name.count + 2) + $0.summary }
        return CommandHelp.usage(commands.flatMap(\.synopsis) + ["help [COMMAND]", "--version"]) + "\n\n"
            + summaries.joined(separator: "\n") + "\n\n"
            + "'trellis COMMAND --help' describes a command, its options and its exit status;\n"
            + "every command exits with status 2 for a usage error (an unknown command or option)."
    }
}
