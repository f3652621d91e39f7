import Testing
import TrellisFuzz
import TrellisRender

/// `trellis fuzz`'s argument handling, through the functions the CLI calls.
@Suite struct FuzzOptionsTests {
    @Test(arguments: [["fuzz", "--help"], ["fuzz", "-h"], ["fuzz", "--seed", "--help"]])
    func helpIsFuzzsOwn(_ arguments: [String]) throws {
        #expect(try CommandRequest(arguments, commands: [FuzzCommand.Options.help]) == .help(FuzzCommand.Options.help.text))
    }

    @Test func helpDescribesEveryOption() {
        for option in ["--seed", "--count", "--first", "--jobs", "--timeout", "--extreme", "--extreme-styles", "--hostile-values",
                       "--hostile-grids", "--show", "--constraints", "--large", "--files", "--fonts", "--scale"] {
            #expect(FuzzCommand.Options.help.details.contains("  \(option) "), "no line for \(option)")
        }
    }

    @Test func defaultsAndValues() throws {
        #expect(try FuzzCommand.Options.parse([]) == FuzzCommand.Options())
        var expected = FuzzCommand.Options()
        expected.constraints = true
        expected.large = true
        expected.seed = 7
        expected.count = 10
        expected.first = 3
        expected.jobs = 2
        expected.timeout = 5
        expected.show = true
        #expect(try FuzzCommand.Options.parse(["--constraints", "--large", "--seed", "7", "--count=10", "--first", "3",
                                               "--jobs", "2", "--timeout", "5", "--show"]) == expected)
        #expect(try FuzzCommand.Options.parse(["--scale"]).scale)
        #expect(try FuzzCommand.Options.parse(["--hostile-grids"]).hostileGrids)
        #expect(try FuzzCommand.Options.parse(["--files", "fixtures/"]).files == "fixtures/")
        #expect(try FuzzCommand.Options.parse(["--fonts", "Fonts/"]).fonts == "Fonts/")
    }

    @Test(arguments: [
        (["--hlep"], "unknown option --hlep"),
        (["--seed"], "--seed needs a non-negative whole number"),
        (["--seed", "-1"], #"--seed needs a non-negative whole number, not "-1""#),
        (["--count", "many"], #"--count needs a non-negative whole number, not "many""#),
        (["--jobs", "0"], #"--jobs needs a positive whole number, not "0""#),
        (["--jobs", "99999999999999999999"], #"--jobs needs a positive whole number, not "99999999999999999999""#),
        (["--timeout", "0"], #"--timeout needs a positive whole number, not "0""#),
        (["--files"], "--files needs a DIR"),
        (["--show=yes"], "--show takes no value"),
        (["12"], "unexpected argument 12: fuzz takes only options"),
        (["--large"], "--large needs --constraints"),
        (["--constraints", "--extreme"], "--extreme, --extreme-styles, --hostile-values and --hostile-grids apply to trees, not --constraints"),
        (["--constraints", "--hostile-values"], "--extreme, --extreme-styles, --hostile-values and --hostile-grids apply to trees, not --constraints"),
        (["--constraints", "--hostile-grids"], "--extreme, --extreme-styles, --hostile-values and --hostile-grids apply to trees, not --constraints"),
        (["--constraints", "--files", "d/"], "--files, --fonts and --constraints are different runs: give one"),
        (["--fonts", "f/", "--files", "d/"], "--files, --fonts and --constraints are different runs: give one"),
        (["--first", "18446744073709551615", "--count", "2"], "--first 18446744073709551615 plus --count 2 is beyond 2^64"),
    ])
    func usageErrors(_ arguments: [String], _ message: String) {
        #expect(throws: UsageError(command: "fuzz", message: message)) { try FuzzCommand.Options.parse(arguments) }
    }
}
