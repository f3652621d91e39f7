import Foundation
import Testing
import TrellisCore
import TrellisScenes

/// Auto Layout's own model is the judge: scenes whose answers kiwisolver (Cassowary) computed,
/// laid out through the operator front end as a LayoutBuilder user would write them, must match
/// within half a point. The fixtures are the oracle's: 500 scenes that its generator,
/// `gen_scenes.py --seed 2611`, made (kept with the oracle outside this repository; nothing was
/// tuned on this seed), the scenes of LayoutBuilder's README, and the hand-computed examples,
/// which also expect `conflict`, `ambiguous` and `unsupported`.
@Suite struct SceneTests {
    static func scenes(_ file: String) -> [ConstraintScene] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(file)")
        return (try? ConstraintScene.load(contentsOf: url)) ?? []
    }

    static let generated = scenes("scenes-2611.json")
    static let readme = scenes("readme-scenes.json")
    static let examples = scenes("examples.json")

    @Test func fixturesArePresent() {
        #expect(Self.generated.count == 500)
        #expect(Self.readme.count == 14)
        #expect(Self.examples.count == 15)
    }

    /// The 500 generated scenes, reported in one line.
    @Test func generatedScenesMatchCassowary() {
        for scene in Self.generated { Self.check(scene) }
        print("scenes-2611.json: \(Self.generated.count) scenes checked against kiwisolver's answers")
    }

    @Test(arguments: readme)
    func readmeSceneMatchesCassowary(_ scene: ConstraintScene) {
        Self.check(scene)
    }

    @Test(arguments: examples)
    func exampleMatchesItsHandComputedAnswer(_ scene: ConstraintScene) {
        Self.check(scene)
    }

    /// The README's line that relates an x attribute to a y one is reported with its line, and
    /// the rest of the scene is laid out as without it (`frames_without` in the oracle's file).
    @Test func readmesUnsupportedLineIsReportedWithItsLine() throws {
        let scene = try #require(Self.readme.first { $0.expected?.status == "unsupported" })
        let result = try scene.block().constrainedLayout(width: scene.container.width, height: scene.container.height,
                                                         pixelScale: nil, checksAmbiguity: false)
        let unsupported = result.diagnostics.filter { $0.kind == .unsupported }
        #expect(unsupported.count == 1)
        #expect(unsupported.first?.relations.first?.formula == "redView.centerX == 0.8 * blueView.top + 16 ! defaultLow")
        #expect(unsupported.first?.locations.first?.fileID == scene.name)
        #expect(result.frame(of: "redView") == Rect(x: 16, y: 120, width: 100, height: 40))
        #expect(result.frame(of: "blueView") == Rect(x: 16, y: 16, width: 100, height: 40))
    }

    static func check(_ scene: ConstraintScene, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let answer = scene.solve(checksAmbiguity: scene.expected?.frames == nil)
        if let difference = scene.largestDifference(from: answer) {
            #expect(difference <= 0.5, "\(scene.name): \(answer)", sourceLocation: sourceLocation)
        } else if case .rejected(let status, _) = answer {
            #expect(status == scene.expected?.status, "\(scene.name): \(answer)", sourceLocation: sourceLocation)
        } else {
            Issue.record("\(scene.name) laid out, expected \(scene.expected?.status ?? "-")", sourceLocation: sourceLocation)
        }
    }
}

extension ConstraintScene: CustomTestStringConvertible {
    public var testDescription: String { name }
}
