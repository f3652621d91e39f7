import Foundation
import TrellisRender
import TrellisScenes

/// `trellis scenes`: lays out constraint-oracle scenes through the operator front end, compares
/// each with the answer it stores, and can write the frames for `solve.py --compare`.
enum ScenesCommand {
    /// The arguments of `trellis scenes FILE... [--out ACTUAL.json] [--verbose]`.
    struct Options {
        var paths: [String] = []
        var output: String?
        var verbose = false
    }

    static let help = CommandHelp(
        name: "scenes",
        synopsis: ["scenes FILE... [--out ACTUAL.json] [--verbose]"],
        summary: "Lays out constraint scenes and compares them with the Cassowary oracle's answers.",
        details: """
            Lays out constraint scenes in the format of the Cassowary oracle (a JSON scene or list
            of scenes) through the operator front end and compares each with the answer it stores
            (within 0.5 pt); prints FAIL lines, counts by family and "N passed, M failed". Exit
            status 0 when every scene passed, 1 when one failed or a file cannot be read.

              --out FILE  write the frames as {name: {container, frames}} for solve.py --compare
              --verbose   print the frames and diagnostics of each failure
            """)

    static func parse(_ arguments: some Sequence<String>) throws(UsageError) -> Options {
        var reader = ArgumentReader(command: help.name, arguments: arguments)
        var options = Options()
        while let argument = try reader.next() {
            switch argument {
            case .option("--out"): options.output = try reader.value(of: "--out", expecting: "a FILE")
            case .option("--verbose"): options.verbose = true
            case .option(let option): throw reader.unknownOption(option, known: help.options)
            case .operand(let path): options.paths.append(path)
            }
        }
        if options.paths.isEmpty { throw reader.error("no FILE given: name scene files") }
        return options
    }

    static func run(_ options: Options) -> Int32 {
        var scenes: [ConstraintScene] = []
        for path in options.paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                printError("trellis scenes: cannot read \(path): no such file")
                return 1
            }
            // Reading a directory fails with only Foundation's error code.
            guard !isDirectory.boolValue else {
                printError("trellis scenes: \(path) is a directory; give a scene file")
                return 1
            }
            do {
                scenes += try ConstraintScene.load(contentsOf: URL(fileURLWithPath: path))
            } catch {
                printError("trellis scenes: \(path): \(error)")
                return 1
            }
        }
        var answers: [String: Any] = [:]
        var byFamily: [String: (passed: Int, total: Int)] = [:]
        var failed = 0
        for scene in scenes {
            let answer = scene.solve(checksAmbiguity: true)
            let family = scene.family ?? "-"
            var passed: Bool
            if let difference = scene.largestDifference(from: answer) {
                passed = difference <= 0.5
                if !passed { print("FAIL \(scene.name) (max diff \(difference))") }
            } else if case .rejected(let status, _) = answer {
                passed = status == scene.expected?.status
                if !passed { print("FAIL \(scene.name) (\(status), expected \(scene.expected?.status ?? "frames"))") }
            } else {
                passed = scene.expected == nil
                if !passed { print("FAIL \(scene.name) (laid out, expected \(scene.expected?.status ?? "-"))") }
            }
            if !passed, options.verbose {
                switch answer {
                case .laidOut(let container, let frames, let diagnostics):
                    print("  container \(container) expected \(scene.expected?.container ?? [])")
                    for (id, frame) in frames.sorted(by: { $0.key < $1.key }) {
                        print("  \(id) \(frame) expected \(scene.expected?.frames?[id] ?? [])")
                    }
                    for diagnostic in diagnostics { print("  " + diagnostic.description.replacingOccurrences(of: "\n", with: "\n  ")) }
                case .rejected(_, let reason):
                    print("  " + reason.replacingOccurrences(of: "\n", with: "\n  "))
                }
            }
            if case .laidOut(let container, let frames, _) = answer {
                answers[scene.name] = ["container": container, "frames": frames]
            }
            byFamily[family, default: (0, 0)].total += 1
            if passed { byFamily[family, default: (0, 0)].passed += 1 } else { failed += 1 }
        }
        for (family, counts) in byFamily.sorted(by: { $0.key < $1.key }) {
            print("\(family): \(counts.passed)/\(counts.total)")
        }
        print("\(scenes.count - failed) passed, \(failed) failed")
        if let output = options.output {
            do {
                let data = try JSONSerialization.data(withJSONObject: answers, options: [.sortedKeys])
                try data.write(to: URL(fileURLWithPath: output))
            } catch {
                printError("trellis: \(output): \(error)")
                return 1
            }
        }
        return failed == 0 ? 0 : 1
    }
}
