// swift-tools-version:6.0
import PackageDescription

// Data flows one way: front ends → IR (TrellisCore) → solver (TrellisCore) → output.
// The IR and the solver share one target so the hot loop stays in one optimisation unit.
let package = Package(
    name: "Trellis",
    products: [
        .library(name: "Trellis", targets: ["Trellis"]),
        .library(name: "TrellisBench", targets: ["TrellisBench"]),
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
        // `trellis bench`: timing and heap statistics. CHeapStats wraps glibc's mallinfo2(),
        // which Swift's Glibc module does not export; the engine itself stays pure Swift.
        .target(name: "CHeapStats"),
        .target(name: "TrellisBench", dependencies: ["TrellisCore", "TrellisRender", "CHeapStats"]),
        .executableTarget(name: "TrellisCLI", dependencies: ["Trellis", "TrellisBench"]),
        .testTarget(name: "TrellisCoreTests", dependencies: ["TrellisCore"]),
        .testTarget(name: "TrellisBenchTests", dependencies: ["TrellisBench"]),
        .testTarget(
            name: "TrellisRenderTests",
            dependencies: ["TrellisRender"],
            // The fixtures are read from the source tree (found via #filePath), not bundled.
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
