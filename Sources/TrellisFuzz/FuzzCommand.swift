import Foundation
import TrellisCore

/// `trellis fuzz`: the work behind the command, so that the CLI only parses arguments.
public enum FuzzCommand {
    public struct Options: Sendable {
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
        /// Generate constraint systems instead of flex and layers trees.
        public var constraints = false
        /// With `constraints`, make every system 10,000 relations large.
        public var large = false
        /// Fuzz the layout-file reader with mutations of the files under this directory instead.
        public var files: String?
        /// Seconds one case may take before the run stops and reports it as a hang.
        public var timeout: Double = 60
        public init() {}

        var generator: Fuzzer.Generator {
            constraints ? .constraints(large ? .large : .mixed)
                : .trees(Extremes().union(extreme ? .measurements : []).union(extremeStyles ? .styles : []))
        }
    }

    /// Runs the cases on `jobs` threads, printing failures as they are found and a summary line;
    /// returns the exit status.
    public static func run(_ options: Options, print: @escaping @Sendable (String) -> Void) -> Int32 {
        let start = Date()
        if let directory = options.files {
            let originals = FileMutator.xmlFiles(under: directory)
            let summary = FileMutator.run(originals: originals, seed: options.seed, count: Int(options.count))
            for problem in summary.badRejections + summary.layoutProblems { print("FAIL \(problem)") }
            let kinds = summary.errorKinds.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
            print("fuzz files seed \(options.seed): \(summary.files) mutations of \(originals.count) files: "
                  + "\(summary.accepted) read, \(summary.rejected) rejected with a line (\(kinds)), "
                  + "\(summary.badRejections.count) rejections without a line, \(summary.layoutProblems.count) layout problems in "
                  + String(format: "%.1f s", Date().timeIntervalSince(start)))
            return summary.badRejections.isEmpty && summary.layoutProblems.isEmpty && !originals.isEmpty ? 0 : 1
        }
        let jobs = max(1, min(options.jobs, Int(max(1, options.count))))
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
        let children = (0..<width).map { _ in LayoutNode(style: Style(width: 10, height: 10)) }
        let wide = LayoutNode(style: Style(flexWrap: .wrap, width: 1000), children: children)
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
