/// The arguments of `trellis check [--list-failures] PATH...`.
package struct CheckOptions: Hashable, Sendable {
    /// Fixture files, or directories searched recursively for `*.xml`.
    package var paths: [String]
    /// Whether to print only the failing fixtures' names.
    package var listFailures: Bool
    /// Directories whose font files `<text font-family>` may name, besides the shipped faces.
    package var fontDirectories: [String]

    /// Creates the options.
    package init(paths: [String], listFailures: Bool = false, fontDirectories: [String] = []) {
        self.paths = paths
        self.listFailures = listFailures
        self.fontDirectories = fontDirectories
    }

    /// `trellis check --help`.
    package static let help = CommandHelp(
        name: "check",
        synopsis: ["check [--list-failures] [--fonts DIR] PATH..."],
        summary: "Lays out fixtures and compares every frame with its expectation.",
        details: """
            Lays out every fixture (each PATH is a file, or a directory searched recursively for
            *.xml) and compares each frame with its expectation: within 0.1, or two float steps
            where Chrome's frames, 32-bit floats, are coarser (beyond 2^19 px). Prints FAIL and the
            differing frames of each failure, then "N passed, M failed". Exit status 0 when nothing
            failed, else 1.

              --list-failures  print only the failing fixtures' names
              --fonts DIR      add the .ttf and .otf faces of DIR to the shipped ones (DejaVu
                               Sans and Serif) for <text font-family>; may be repeated
            """)

    /// Parses the arguments after `check`.
    ///
    ///     try CheckOptions.parse(["--list-failures", "fixtures/"])
    ///
    /// - Throws: ``UsageError`` for an unknown option or no path.
    package static func parse(_ arguments: some Sequence<String>) throws(UsageError) -> CheckOptions {
        var reader = ArgumentReader(command: help.name, arguments: arguments)
        var options = CheckOptions(paths: [])
        while let argument = try reader.next() {
            switch argument {
            case .option("--list-failures"): options.listFailures = true
            case .option("--fonts"): options.fontDirectories.append(try reader.value(of: "--fonts", expecting: "a directory"))
            case .option(let option): throw reader.unknownOption(option, known: help.options)
            case .operand(let path): options.paths.append(path)
            }
        }
        if options.paths.isEmpty { throw reader.error("no PATH given: name fixture files or directories") }
        return options
    }
}

/// The arguments of `trellis render FILE [--width W] [--height H] [--format F]`.
package struct RenderOptions: Hashable, Sendable {
    /// The layout file or fixture.
    package var file: String
    /// A definite available width, replacing the fixture's viewport width.
    package var width: Double?
    /// A definite available height, replacing the fixture's viewport height.
    package var height: Double?
    /// The output format.
    package var format: RenderFormat
    /// Directories whose font files `<text font-family>` may name, besides the shipped faces.
    package var fontDirectories: [String]

    /// Creates the options.
    package init(file: String, width: Double? = nil, height: Double? = nil, format: RenderFormat = .text,
                 fontDirectories: [String] = []) {
        self.file = file
        self.width = width
        self.height = height
        self.format = format
        self.fontDirectories = fontDirectories
    }

    /// `text, json, svg or terminal`, for the error about `--format`.
    static let formats: String = {
        let names = RenderFormat.allCases.map(\.rawValue)
        return names.dropLast().joined(separator: ", ") + " or " + names.last!
    }()

    /// `trellis render --help`.
    package static let help = CommandHelp(
        name: "render",
        synopsis: ["render FILE [--width W] [--height H] [--format "
                   + RenderFormat.allCases.map(\.rawValue).joined(separator: "|") + "] [--fonts DIR]"],
        summary: "Lays out a layout file or fixture and prints the frames.",
        details: """
            Lays out a layout file or fixture and prints the frames.

              --width W, --height H  definite available space in px (default: the fixture's
                                     viewport, else max-content)
              --format F             text (an indented tree, the default), json, svg, or terminal
                                     (boxes drawn with box-drawing characters)
              --fonts DIR            add the .ttf and .otf faces of DIR to the shipped ones
                                     (DejaVu Sans and Serif) for <text font-family>; may be repeated

            Warnings go to stderr: the items of a constraint container that its relations leave
            ambiguous. Exit status 0 when the frames were printed, 1 when the file cannot be read
            or laid out (the error on stderr, with the file's line: conflicting relations name
            each relation's line), 2 for a usage error.
            """)

    /// Parses the arguments after `render`.
    ///
    ///     try RenderOptions.parse(["card.xml", "--width", "320", "--format", "svg"])
    ///
    /// - Throws: ``UsageError`` for an unknown option, a bad value, or not exactly one file.
    package static func parse(_ arguments: some Sequence<String>) throws(UsageError) -> RenderOptions {
        var reader = ArgumentReader(command: help.name, arguments: arguments)
        var file: String?
        var width: Double?
        var height: Double?
        var format = RenderFormat.text
        var fontDirectories: [String] = []
        while let argument = try reader.next() {
            switch argument {
            case .option("--width"):
                width = try reader.value(of: "--width", expecting: "a non-negative number", LayoutRendering.parseLength)
            case .option("--height"):
                height = try reader.value(of: "--height", expecting: "a non-negative number", LayoutRendering.parseLength)
            case .option("--format"):
                format = try reader.value(of: "--format", expecting: formats, RenderFormat.init(rawValue:))
            case .option("--fonts"):
                fontDirectories.append(try reader.value(of: "--fonts", expecting: "a directory"))
            case .option(let option):
                throw reader.unknownOption(option, known: help.options)
            case .operand(let path):
                if let file { throw reader.error("one FILE at a time: got \(file) and \(path)") }
                file = path
            }
        }
        guard let file else { throw reader.error("no FILE given: name a layout file") }
        return RenderOptions(file: file, width: width, height: height, format: format, fontDirectories: fontDirectories)
    }
}
