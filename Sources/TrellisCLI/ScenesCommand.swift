import Foundation
import TrellisScenes

/// `trellis scenes`: lays out constraint-oracle scenes through the operator front end, compares
/// each with the answer it stores, and can write the frames for `solve.py --compare`.
enum ScenesCommand {
    static func run(_ arguments: ArraySlice<String>) -> Int32 {
        var paths: [String] = []
        var output: String?
        var verbose = false
        var rest = arguments
        while let argument = rest.popFirst() {
            switch argument {
            case "--out":
                guard let path = rest.popFirst() else { fail("--out needs a FILE") }
                output = path
            case "--verbose": verbose = true
            default:
                if argument.hasPrefix("--") { fail("unknown option \(argument)") }
                paths.append(argument)
            }
        }
        if paths.isEmpty { fail("scenes needs at least one FILE") }
        var scenes: [ConstraintScene] = []
        for path in paths {
            do {
                scenes += try ConstraintScene.load(contentsOf: URL(fileURLWithPath: path))
            } catch {
                printError("trellis: \(path): \(error)")
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
            if !passed, verbose {
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
        if let output {
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
