import Foundation
import Testing

/// The `Trellis` product links no Foundation (Docs/Architecture.md §4): no source of the engine's
/// modules imports it, so an app that lays out stacks links the Swift runtime alone; nor, on
/// Linux, do `TrellisSwiftUI` and the stand-ins it and `Trellis` compile against there, nor the font
/// reader and text measurer (`TrellisFonts`, `TrellisText`: bytes in, no file I/O). Nor does any
/// import the C library's Swift module: the engine's calls into the system are `CSystem`'s, in C.
@Suite struct ModuleImportsTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    @Test(arguments: ["TrellisCore", "TrellisBlocks", "TrellisStacks", "TrellisConstraints", "Trellis", "TrellisSwiftUI",
                      "CoreGraphicsStandIn", "SwiftUIStandIn", "UIKitStandIn", "AppKitStandIn", "TrellisFonts", "TrellisText"])
    func engineModulesImportNoFoundationNorLibc(module: String) throws {
        let directory = Self.sources.appendingPathComponent(module)
        let files = try FileManager.default.subpathsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".swift") }
        #expect(!files.isEmpty)
        for file in files {
            let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let words = line.split(separator: " ")
                guard words.first == "import" || (words.first == "@_exported" && words.dropFirst().first == "import"),
                      let name = words.last else { continue }
                #expect(!name.hasPrefix("Foundation") && !["Glibc", "Musl", "Darwin"].contains(name),
                        "\(module)/\(file):\(number + 1) imports \(name)")
            }
        }
    }
}
