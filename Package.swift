// swift-tools-version:6.0
import PackageDescription

// Data flows one way: front ends → IR (TrellisCore) → solver (TrellisCore) → output.
// The IR and the solver share one target so the hot loop stays in one optimisation unit.
// The two front ends are siblings: both lower through the block contract in TrellisBlocks.
/// The platforms without Apple's UI frameworks, where the stand-ins compile the code written for them.
let withoutAppleFrameworks: [Platform] = [.linux, .windows, .android, .wasi, .openbsd]
/// SwiftUIStandIn, wherever SwiftUI is not.
let swiftUIStandIn = Target.Dependency.target(name: "SwiftUIStandIn", condition: .when(platforms: withoutAppleFrameworks))
/// UIKitStandIn and AppKitStandIn, wherever UIKit and AppKit are not.
let viewStandIns: [Target.Dependency] = ["UIKitStandIn", "AppKitStandIn"].map {
    .target(name: $0, condition: .when(platforms: withoutAppleFrameworks))
}

let package = Package(
    name: "Trellis",
    // The lowest versions whose SDKs hold every API the code calls: `ContinuousClock` and
    // `Duration` (the tools' timers) arrived in macOS 13 and iOS 16. The library itself needs
    // nothing newer than Swift 6's back-deployed runtime.
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        // The engine, both front ends and the view adapter: no Foundation, so an app that lays
        // out stacks links the Swift runtime and nothing else.
        .library(name: "Trellis", targets: ["Trellis"]),
        // Layout files (reader, writer, `trellis check`) and the renderers; the reader uses
        // FoundationXML.
        .library(name: "TrellisRender", targets: ["TrellisRender"]),
        // A SwiftUI `Layout` whose subviews a block places (`BlockLayout`).
        .library(name: "TrellisSwiftUI", targets: ["TrellisSwiftUI"]),
        .executable(name: "trellis", targets: ["TrellisCLI"]),
    ],
    targets: [
        .target(
            name: "TrellisCore",
            dependencies: ["CSystem"],
            // Double.rounded() lowers to libm's round(); Foundation-free targets must link it on Linux.
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        // The package's calls into the system, in one C file whose API, unlike its Swift import, is
        // the same on glibc, musl and Darwin: the stack the calling thread has left and a thread
        // with a stack sized for a deep tree (the engine's `StackSpace`), the monotonic clock and
        // the heap statistics (the benchmarks'). No Swift source imports the C library.
        .target(name: "CSystem", linkerSettings: [.linkedLibrary("pthread", .when(platforms: [.linux]))]),
        // The font reader and shaper: bytes in, metrics and shaped glyphs out; no Foundation, no file I/O.
        .target(name: "TrellisFonts"),
        // Text in real fonts as Chrome measures it (font collections, line breaking, line
        // heights), as measure functions of the IR. No Foundation: an app on any platform links it.
        .target(
            name: "TrellisText",
            dependencies: ["TrellisCore", "TrellisFonts"],
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        // The shipped faces (DejaVu Sans and Serif, regular and bold) are its resources: the tools
        // read font files; the library takes bytes.
        .target(name: "TrellisRender", dependencies: ["TrellisCore", "TrellisText"], resources: [.copy("Fonts")]),
        // SwiftUI's `Layout` API, UIKit's and AppKit's views and Core Graphics' geometry, which
        // all three share (without Foundation, as the `Trellis` product links none), mirrored
        // where they do not exist, so that TrellisSwiftUI's one source, Trellis's `Item(_:view:)`
        // and its `FramePlaceable` conformances compile and are tested on Linux too.
        .target(name: "CoreGraphicsStandIn"),
        .target(name: "SwiftUIStandIn", dependencies: ["CoreGraphicsStandIn"]),
        .target(name: "UIKitStandIn", dependencies: ["CoreGraphicsStandIn"]),
        .target(name: "AppKitStandIn", dependencies: ["CoreGraphicsStandIn"]),
        .target(name: "TrellisSwiftUI", dependencies: ["TrellisCore", "TrellisBlocks", swiftUIStandIn]),
        // The block contract that both front ends lower through: LayoutBlock, the type-erased
        // LayoutElement, the lowering protocols and context, the leaf Item, named blocks and the
        // entry points (makeLayoutNode, layout), so that blocks of either front end nest in each other.
        .target(name: "TrellisBlocks", dependencies: ["TrellisCore", "TrellisText"]),
        // The stack DSL (VStackBlock, HStackBlock, ZStackBlock, modifiers) and its lowering to LayoutNode.
        .target(name: "TrellisStacks", dependencies: ["TrellisCore", "TrellisBlocks"]),
        // Operator constraints (LayoutBuilder's vocabulary, MondrianLayout's classic chain) that lower
        // into the IR.
        .target(name: "TrellisConstraints", dependencies: ["TrellisCore", "TrellisBlocks"]),
        .target(
            name: "Trellis",
            dependencies: ["TrellisCore", "TrellisText", "TrellisBlocks", "TrellisStacks", "TrellisConstraints"] + viewStandIns
        ),
        // The MondrianLayout README's examples written with the DSL: shared by the Examples tool,
        // the docs' pictures and the snapshot tests that keep those pictures from drifting.
        .target(name: "StackExamples", dependencies: ["TrellisBlocks", "TrellisStacks"]),
        .executableTarget(name: "Examples", dependencies: ["StackExamples", "TrellisBlocks", "TrellisStacks", "TrellisRender"]),
        // Release-mode timing of lowering plus solving a 1,000-element DSL screen.
        .executableTarget(name: "StackBenchmarks", dependencies: ["TrellisBench", "TrellisBlocks", "TrellisStacks"]),
        // The benchmark harness (timer, medians, report) of `trellis bench` and the two benchmark
        // executables; its clock and heap statistics are CSystem's.
        .target(name: "TrellisBench", dependencies: ["TrellisCore", "TrellisRender", "CSystem"]),
        // Property-based fuzzing of the solver, the layout-file reader (issue 5) and the font reader (issue 43).
        .target(name: "TrellisFuzz", dependencies: ["TrellisCore", "TrellisRender", "TrellisFonts"]),
        // The constraint oracle's scene format (kiwisolver's answers), laid out through the operator
        // front end: `trellis scenes`, the scene tests and the constraint benchmark read it.
        .target(name: "TrellisScenes", dependencies: ["TrellisBlocks", "TrellisConstraints"]),
        .executableTarget(name: "TrellisCLI", dependencies: ["Trellis", "TrellisRender", "TrellisBench", "TrellisFuzz", "TrellisScenes"]),
        // Release-mode timing of lowering plus solving 1,000 constrained items.
        .executableTarget(
            name: "ConstraintBenchmarks",
            dependencies: ["TrellisBench", "TrellisBlocks", "TrellisConstraints", "TrellisScenes"]
        ),
        .testTarget(name: "TrellisCoreTests", dependencies: ["TrellisCore"]),
        .testTarget(name: "TrellisTextTests", dependencies: ["TrellisText", "TrellisFonts", "TrellisCore"]),
        .testTarget(
            name: "TrellisSwiftUITests",
            dependencies: ["TrellisSwiftUI", "TrellisBlocks", "TrellisStacks", "TrellisConstraints", swiftUIStandIn]
        ),
        .testTarget(name: "TrellisBenchTests", dependencies: ["TrellisBench"]),
        // The shipped faces are read from TrellisRender's sources (found via #filePath).
        .testTarget(name: "TrellisFontsTests", dependencies: ["TrellisFonts"]),
        // Items measured by views and views placed, through the UIKit and AppKit stand-ins.
        .testTarget(name: "TrellisViewTests", dependencies: ["Trellis"] + viewStandIns),
        .testTarget(
            name: "TrellisStacksTests",
            dependencies: ["TrellisBlocks", "TrellisStacks", "StackExamples", "TrellisRender"],
            // Golden files are read from the source tree (found via #filePath), not bundled.
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "TrellisConstraintsTests",
            // TrellisStacks for the tests that put constraint blocks in stacks and stacks in them.
            dependencies: ["TrellisConstraints", "TrellisBlocks", "TrellisStacks", "TrellisScenes"],
            // Scenes solved by the Cassowary oracle are read from the source tree (found via #filePath), not bundled.
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "TrellisFuzzTests",
            dependencies: ["TrellisFuzz", "TrellisCore", "TrellisRender", "TrellisFonts"],
            // Repro files of solver bugs the fuzzer found, for people to read and run.
            exclude: ["Repros"]
        ),
        // Every Swift snippet of README.md, Docs/ and the DocC examples, compiled and run as an app
        // would: through the library products only. The docs are read via #filePath.
        .testTarget(name: "DocumentationTests", dependencies: ["Trellis", "TrellisRender", "TrellisSwiftUI"]),
        .testTarget(
            name: "TrellisRenderTests",
            dependencies: ["TrellisRender"],
            // The fixtures are read from the source tree (found via #filePath), not bundled.
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
