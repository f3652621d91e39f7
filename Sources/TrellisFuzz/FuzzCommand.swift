import Foundation
import TrellisCore
import TrellisRender

/// `trellis fuzz`: the work behind the command, so that the CLI only parses arguments.
public enum FuzzCommand {
    /// The arguments of `trellis fuzz`: which cases to generate and how to run them.
    public struct Options: Hashable, Sendable {
        public var seed: UInt64 = 1
        public var count: UInt64 = 1000
        public var first: UInt64 = 0
        public var jobs = 1
        /// Print each case before checking it (to find a case that hangs).
        public var show = false
        /// Also generate measurements of 1e300.
        public var extreme = false
        /// Also generate extreme style values (``Extremes/styles``).
        public var extremeStyles = false
        /// Also generate deep expressions and huge and tiny `fr` (``Extremes/hostileValues``).
        public var hostileValues = false
        /// Also generate the hostile grid families (``Extremes/hostileGrids``).
        public var hostileGrids = false
        /// Generate constraint systems instead of flex and layers trees.
        public var constraints = false
        /// With `constraints`, make every system 10,000 relations large.
        public var large = false
        /// Fuzz the layout-file reader with mutations of the files under this directory instead.
        public var files: String?
        /// Fuzz the font reader with mutations of the font files under this directory instead.
        public var fonts: String?
        /// Seconds one case may take before the run stops and reports it as a hang.
        public var timeout: Double = 60
        /// Time a deep chain and a wide root through the API (``FuzzCommand/scale(depth:width:print:)``)
        /// instead of checking cases.
        public var scale = false
        public init() {}

        /// `trellis fuzz --help`.
        package static let help = CommandHelp(
            name: "fuzz",
            synopsis: [
                "fuzz [--seed S] [--count N] [--first I] [--jobs J] [--timeout T] [--extreme] [--extreme-styles] [--hostile-values] [--hostile-grids] [--show]",
                "fuzz --constraints [--large] [--seed S] [--count N] [--first I] [--jobs J] [--timeout T] [--show]",
                "fuzz --files DIR [--seed S] [--count N]",
                "fuzz --fonts DIR [--seed S] [--count N] [--first I] [--jobs J]",
                "fuzz --scale",
            ],
            summary: "Checks the layout invariants on random trees, constraint systems or file mutations.",
            details: """
                Lays out N random trees (cases I..<I+N of the run seeded with S) on J threads,
                checking the layout invariants, and prints each failure's seed and minimised layout
                file. Exit status 1 when any case failed; 3 when a case ran over T seconds (it is
                reported as a hang and ends the run).

                  --seed S          the run's seed (default 1)
                  --count N         how many cases (default 1000)
                  --first I         the first case's index (default 0)
                  --jobs J          threads (default 1)
                  --timeout T       seconds one case may take (default 60)
                  --extreme         add measurements of 1e300
                  --extreme-styles  add style values from 1e6 to 1.7e308, negative zero, subnormals,
                                    flex factors and aspect ratios from 1e-300 to 1e300
                                    (Docs/HostileNumbers.md)
                  --hostile-values  add expressions nested up to the nesting limit, and fr from
                                    1e-300 to 1.7e308 in every grid track list
                  --hostile-grids   add grids of items spanning thousands of tracks, dense flow,
                                    grids and layers nested with baseline alignment, and balanced
                                    wrapping of many items
                  --show            print each case before checking it
                  --constraints     check random constraint systems instead (constraint containers,
                                    and relations placing absolutely positioned children): layout
                                    throws only a typed error for a relation the IR rejects, or for
                                    required relations that cannot all hold, each conflict minimal;
                                    one system in 1,000 has 1,000 to 10,000 relations
                  --large           with --constraints, every system has 10,000 relations
                  --files DIR       read N mutations of the *.xml files under DIR instead: each must
                                    read or be rejected with an error that names a line
                  --fonts DIR       read N mutations of the *.ttf and *.otf files under DIR
                                    instead (bit flips, byte overwrites, truncations, overwritten
                                    directory entries, offsets and counts): each must read or be
                                    rejected with a FontError, and a face that reads must shape
                                    sample text into sane glyphs
                  --scale           time a 100,000-deep chain and a 1,000,000-wide root laid out
                                    through the API
                """)

        /// Parses the arguments after `fuzz`.
        ///
        ///     try FuzzCommand.Options.parse(["--constraints", "--seed", "7", "--count", "100"])
        ///
        /// - Throws: ``UsageError`` for an unknown option, a bad value or options that do not go together.
        package static func parse(_ arguments: some Sequence<String>) throws(UsageError) -> Options {
            var reader = ArgumentReader(command: help.name, arguments: arguments)
            var options = Options()
            func wholeNumber(_ option: String) throws(UsageError) -> UInt64 {
                try reader.value(of: option, expecting: "a non-negative whole number") { UInt64($0) }
            }
            func positiveWholeNumber(_ option: String) throws(UsageError) -> Int {
                try reader.value(of: option, expecting: "a positive whole number") { Int($0).flatMap { $0 > 0 ? $0 : nil } }
            }
            while let argument = try reader.next() {
                switch argument {
                case .option("--seed"): options.seed = try wholeNumber("--seed")
                case .option("--count"): options.count = try wholeNumber("--count")
                case .option("--first"): options.first = try wholeNumber("--first")
                case .option("--jobs"): options.jobs = try positiveWholeNumber("--jobs")
                case .option("--timeout"): options.timeout = Double(try positiveWholeNumber("--timeout"))
                case .option("--files"): options.files = try reader.value(of: "--files", expecting: "a DIR")
                case .option("--fonts"): options.fonts = try reader.value(of: "--fonts", expecting: "a DIR")
                case .option("--show"): options.show = true
                case .option("--extreme"): options.extreme = true
                case .option("--extreme-styles"): options.extremeStyles = true
                case .option("--hostile-values"): options.hostileValues = true
                case .option("--hostile-grids"): options.hostileGrids = true
                case .option("--constraints"): options.constraints = true
                case .option("--large"): options.large = true
                case .option("--scale"): options.scale = true
                case .option(let option): throw reader.unknownOption(option, known: help.options)
                case .operand(let operand): throw reader.error("unexpected argument \(operand): fuzz takes only options")
                }
            }
            if options.large && !options.constraints { throw reader.error("--large needs --constraints") }
            if (options.extreme || options.extremeStyles || options.hostileValues || options.hostileGrids) && options.constraints {
                throw reader.error("--extreme, --extreme-styles, --hostile-values and --hostile-grids apply to trees, not --constraints")
            }
            if [options.files != nil, options.fonts != nil, options.constraints].filter({ $0 }).count > 1 {
                throw reader.error("--files, --fonts and --constraints are different runs: give one")
            }
            // The last case's index, first + count - 1, must be a UInt64 (and the summary prints first + count).
            if options.first.addingReportingOverflow(options.count).overflow {
                throw reader.error("--first \(options.first) plus --count \(options.count) is beyond 2^64")
            }
            return options
        }

        var generator: Fuzzer.Generator {
            constraints ? .constraints(large ? .large : .mixed)
                : .trees(Extremes().union(extreme ? .measurements : []).union(extremeStyles ? .styles : [])
                    .union(hostileValues ? .hostileValues : []).union(hostileGrids ? .hostileGrids : []))
        }
    }

    /// Runs the cases on `jobs` threads, printing failures as they are found and a summary line;
    /// returns the exit status.
    public static func run(_ options: Options, print: @escaping @Sendable (String) -> Void) -> Int32 {
        let start = Date()
        if let directory = options.files {
            let originals = FileMutator.xmlFiles(under: directory)
            let summary = FileMutator.run(originals: originals, seed: options.seed, count: Int(clamping: options.count))
            for problem in summary.badRejections + summary.layoutProblems { print("FAIL \(problem)") }
            let kinds = summary.errorKinds.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
            print("fuzz files seed \(options.seed): \(summary.files) mutations of \(originals.count) files: "
                  + "\(summary.accepted) read, \(summary.rejected) rejected with a line (\(kinds)), "
                  + "\(summary.badRejections.count) rejections without a line, \(summary.layoutProblems.count) layout problems in "
                  + String(format: "%.1f s", Date().timeIntervalSince(start)))
            return summary.badRejections.isEmpty && summary.layoutProblems.isEmpty && !originals.isEmpty ? 0 : 1
        }
        let jobs = max(1, min(options.jobs, Int(max(1, options.count))))
        if let directory = options.fonts { return fonts(under: directory, options, jobs: jobs, start: start, print: print) }
        let results = Results()
        let show: (@Sendable (String) -> Void)? = options.show ? print : nil
        let watch = Watchdog(jobs: jobs)
        // A case that runs too long cannot be interrupted: report it and end the process.
        Thread.detachNewThread {
            while true {
                Thread.sleep(forTimeInterval: 1)
                if let (job, index) = watch.stuck(after: options.timeout) {
                    let caseSeed = SplitMix64.caseSeed(options.seed, index)
                    let fuzzCase = options.generator.fuzzCase(seed: caseSeed)
                    print("HANG seed \(options.seed) case \(index) (case seed \(caseSeed), job \(job)) ran over \(options.timeout) s; "
                          + "reproduce with `trellis fuzz --seed \(options.seed) --first \(index) --count 1\(options.generator.options)`\n\(fuzzCase)")
                    exit(3)
                }
            }
        }
        DispatchQueue.concurrentPerform(iterations: jobs) { job in
            // Contiguous ranges, so that each job's cases are the same whatever the job count.
            let share = options.count / UInt64(jobs)
            let extra = options.count % UInt64(jobs)
            let first = options.first + UInt64(job) * share + min(UInt64(job), extra)
            let count = share + (UInt64(job) < extra ? 1 : 0)
            let summary = Fuzzer.run(seed: options.seed, first: first, count: count, generator: options.generator,
                                     show: show, starting: { watch.start(job: job, index: $0) }) { failure in
                print(failure.description)
            }
            results.add(summary)
            watch.finish(job: job)
        }
        let total = results.total
        let seconds = Date().timeIntervalSince(start)
        let cases = "\(options.first)..<\(options.first + options.count)"
        if options.constraints {
            let errors = total.errors.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
            print("fuzz\(options.generator.options) seed \(options.seed) cases \(cases): \(total.cases) systems, "
                  + "\(total.relations) relations, \(total.nodes) nodes, \(total.edits) edits, first layouts threw "
                  + (errors.isEmpty ? "nothing" : errors) + "; \(total.failures.count) failures in " + String(format: "%.1f s", seconds))
        } else {
            print("fuzz seed \(options.seed) cases \(cases): \(total.cases) trees, "
                  + "\(total.nodes) nodes, \(total.edits) edits, \(total.failures.count) failures in "
                  + String(format: "%.1f s", seconds))
        }
        return total.failures.isEmpty ? 0 : 1
    }

    /// `trellis fuzz --fonts DIR`: mutations of the faces under `directory`, on `jobs` threads.
    private static func fonts(under directory: String, _ options: Options, jobs: Int, start: Date,
                              print: @escaping @Sendable (String) -> Void) -> Int32 {
        let faces = FontMutator.fontFiles(under: directory)
        let lock = NSLock()
        nonisolated(unsafe) var total = FontMutator.Summary()
        DispatchQueue.concurrentPerform(iterations: jobs) { job in
            // Contiguous ranges, so that each mutation is the same whatever the job count.
            let share = Int(options.count) / jobs, extra = Int(options.count) % jobs
            let first = Int(options.first) + job * share + min(job, extra)
            let summary = FontMutator.run(faces: faces, seed: options.seed, first: first, count: share + (job < extra ? 1 : 0))
            lock.lock()
            total.add(summary)
            lock.unlock()
        }
        for problem in total.problems { print("FAIL \(problem)") }
        let kinds = total.errorKinds.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        print("fuzz fonts seed \(options.seed): \(total.mutations) mutations of \(faces.count) faces: \(total.read) read "
              + "(\(total.shapedDifferently) shaping the samples differently), \(total.rejected) rejected with a FontError "
              + "(\(kinds)), \(total.problems.count) problems in " + String(format: "%.1f s", Date().timeIntervalSince(start)))
        return total.problems.isEmpty && !faces.isEmpty ? 0 : 1
    }

    /// Builds and lays out a `depth`-deep chain and a root with `width` children through the
    /// API, printing the times: the depth and width checks of issue 5.
    public static func scale(depth: Int, width: Int, print: (String) -> Void) -> Int32 {
        func timed(_ label: String, _ body: () throws(LayoutError) -> Void) -> Bool {
            let start = Date()
            do throws(LayoutError) {
                try body()
                print("\(label): " + String(format: "%.2f s", Date().timeIntervalSince(start)))
                return true
            } catch {
                print("\(label): \(error)")
                return false
            }
        }
        var chain = LayoutNode(id: "leaf", measure: .ahem("HH"))
        for _ in 0..<depth { chain = LayoutNode(children: [chain]) }
        var ok = timed("chain of \(depth): build and lay out") { () throws(LayoutError) in
            var tree = try LayoutTree(chain)
            try tree.layout(in: Size(width: .definite(800), height: .maxContent))
            _ = try tree.frameInParent(of: tree.node(withID: "leaf")!)
        }
        let children = (0..<width).map { _ in LayoutNode(style: Style().width(10).height(10)) }
        let wide = LayoutNode(style: Style().flexWrap(.wrap).width(1000), children: children)
        ok = timed("root with \(width) children: build and lay out") { () throws(LayoutError) in
            var tree = try LayoutTree(wide)
            try tree.layout(in: Size(width: .maxContent, height: .maxContent))
            try tree.layout(in: Size(width: .maxContent, height: .maxContent))
        } && ok
        return ok ? 0 : 1
    }

    /// Which case each job is on, and since when.
    private final class Watchdog: @unchecked Sendable {
        private let lock = NSLock()
        private var current: [(index: UInt64, since: Date)?]

        init(jobs: Int) { current = Array(repeating: nil, count: jobs) }

        /// `index` is the case now being checked; `nil` while a failure is minimised.
        func start(job: Int, index: UInt64?) {
            lock.lock()
            defer { lock.unlock() }
            current[job] = index.map { ($0, Date()) }
        }

        func finish(job: Int) {
            lock.lock()
            defer { lock.unlock() }
            current[job] = nil
        }

        func stuck(after seconds: Double) -> (Int, UInt64)? {
            lock.lock()
            defer { lock.unlock() }
            for (job, entry) in current.enumerated() {
                if let entry, Date().timeIntervalSince(entry.since) > seconds { return (job, entry.index) }
            }
            return nil
        }
    }

    private final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var summary = Fuzzer.Summary()

        func add(_ other: Fuzzer.Summary) {
            lock.lock()
            defer { lock.unlock() }
            summary.cases += other.cases
            summary.nodes += other.nodes
            summary.edits += other.edits
            summary.relations += other.relations
            summary.errors.merge(other.errors, uniquingKeysWith: +)
            summary.failures += other.failures
        }

        var total: Fuzzer.Summary {
            lock.lock()
            defer { lock.unlock() }
            return summary
        }
    }
}
