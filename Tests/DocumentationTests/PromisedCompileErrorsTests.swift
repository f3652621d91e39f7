import Foundation
import Testing

/// Holds the docs to the compile errors they promise: every ```swift compile-error block of
/// README.md and Docs/*.md is type-checked against this build's modules, and must fail with the
/// message of the ```text block after it (`error: …`, up to an ellipsis).
struct PromisedCompileErrorsTests {
    /// A snippet that must not compile, and the start of the error it must give.
    struct Promise: CustomTestStringConvertible, Sendable {
        var location: String
        var source: String
        var message: String
        var testDescription: String { location }
    }

    static func promises() throws -> [Promise] {
        try DocumentedSnippets.documents().flatMap { document in
            var promises: [Promise] = []
            var fence: (line: Int, info: Substring, lines: [String])?
            var failing: (location: String, source: String)?
            for (number, line) in document.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if line.hasPrefix("```") {
                    if let open = fence {
                        if open.info == "swift compile-error" {
                            failing = ("\(document.path):\(open.line)", open.lines.joined(separator: "\n"))
                        } else if open.info == "text", let snippet = failing, let error = open.lines.first,
                                  error.hasPrefix("error: ") {
                            let message = error.dropFirst("error: ".count).split(separator: "…")[0]
                            promises.append(Promise(location: snippet.location, source: snippet.source,
                                                    message: "error: " + message.trimmingCharacters(in: .whitespaces)))
                            failing = nil
                        }
                        fence = nil
                    } else {
                        fence = (number + 1, line.dropFirst(3), [])
                    }
                } else if fence != nil {
                    fence?.lines.append(String(line))
                } else if !line.isEmpty {
                    failing = nil   // the error block must follow its snippet
                }
            }
            return promises
        }
    }

    /// The compiler and this build's module paths: the test runner sits in the build folder,
    /// beside `Modules` and the C module's map. `nil` where they are not laid out so.
    static let toolchain: (swiftc: URL, arguments: [String])? = {
        let buildFolder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let modules = buildFolder.appendingPathComponent("Modules")
        let moduleMap = buildFolder.appendingPathComponent("CSystem.build/module.modulemap")
        let swiftc = URL(fileURLWithPath: "/usr/bin/env")
        guard FileManager.default.fileExists(atPath: modules.appendingPathComponent("Trellis.swiftmodule").path),
              FileManager.default.fileExists(atPath: moduleMap.path) else { return nil }
        return (swiftc, ["swiftc", "-typecheck", "-I", modules.path, "-Xcc", "-fmodule-map-file=\(moduleMap.path)"])
    }()

    @Test func theDocsPromiseCompileErrors() throws {
        #expect(try Self.promises().count >= 4, "no ```swift compile-error block with its error found in the docs")
    }

    @Test(.enabled(if: toolchain != nil, "the test runner is not in a SwiftPM build folder"),
          arguments: try promises())
    func aPromisedCompileErrorIsTheCompilers(_ promise: Promise) throws {
        let toolchain = try #require(Self.toolchain)
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("promised-error-\(UUID().uuidString).swift")
        try promise.source.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let compiler = Process()
        compiler.executableURL = toolchain.swiftc
        compiler.arguments = toolchain.arguments + [file.path]
        let output = Pipe()
        compiler.standardOutput = output
        compiler.standardError = output
        try compiler.run()
        let diagnostics = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        compiler.waitUntilExit()
        #expect(compiler.terminationStatus != 0, "\(promise.location): the snippet compiles")
        #expect(diagnostics.contains(promise.message), "\(promise.location): expected \(promise.message), got:\n\(diagnostics)")
    }
}
