// swift-tools-version:6.0
import PackageDescription

// Data flows one way: front ends → IR (TrellisCore) → solver (TrellisCore) → output.
// The IR and the solver share one target so the hot loop stays in one optimisation unit.
let package = Package(
    name: "Trellis",
    products: [
        .library(name: "Trellis", targets: ["Trellis"]),
        .executable(name: "trellis", targets: ["TrellisCLI"]),
    ],
    targets: [
        .target(
            name: "TrellisCore",
            // Double.rounded() lowers to libm's round(); Foundation-free targets must link it on Linux.
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        .target(name: "TrellisRender", dependencies: ["TrellisCore"]),
        .target(name: "Trellis", dependencies: ["TrellisCore", "TrellisRender"]),
        // Property-based fuzzing of the solver and the layout-file reader (issue 5).
        .target(name: "TrellisFuzz", dependencies: ["TrellisCore", "TrellisRender"]),
        .executableTarget(name: "TrellisCLI", dependencies: ["Trellis", "TrellisFuzz"]),
        .testTarget(name: "TrellisCoreTests", dependencies: ["TrellisCore"]),
        .testTarget(
            name: "TrellisFuzzTests",
            dependencies: ["TrellisFuzz", "TrellisCore", "TrellisRender"],
            // Repro files of solver bugs the fuzzer found, for people to read and run.
            exclude: ["Repros"]
        ),
        .testTarget(
            name: "TrellisRenderTests",
            dependencies: ["TrellisRender"],
            // The fixtures are read from the source tree (found via #filePath), not bundled.
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
