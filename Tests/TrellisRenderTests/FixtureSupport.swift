import Foundation
import TrellisCore
import TrellisRender

/// One conformance fixture file.
struct Fixture: Sendable {
    /// The set the fixture belongs to: its folder under `Fixtures/` (`flex`, `layers`, …).
    let set: String
    /// The file name without `.xml`, which is also the fixture's `<test name>`.
    let name: String
    /// The absolute path of the file.
    let path: String

    /// `Tests/TrellisRenderTests/Fixtures`, found from this source file so that the tests need no
    /// bundled resources and run on a fresh clone.
    static let directory: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().appendingPathComponent("Fixtures").path

    /// The fixture sets and how many fixtures each holds: the browser-computed flex suite, the
    /// IR's extensions (`layers`, `expressions`, `anchors`: `Docs/Extensions.md`), random trees
    /// Chromium laid out (`random` from `Tools/ChromeOracle/generate.py`, `gen-random` from the
    /// hidden sets' generator, `gen_random.py`, kept outside this repository, seed 61001, and
    /// `random-minimised`, the trees that showed each fix) and the constraint scenes whose frames
    /// the Cassowary oracle computed (`constraints/scenes.json`, converted by
    /// `Tools/Cassowary/scene_to_fixture.py`); the CSS Grid suite Chrome computed for the Taffy
    /// project (`grid`) and Trellis's own grid trees that Chromium laid out (`grid-random`, seed 1
    /// of `Tools/ChromeOracle/gen_grid.py`), and UI-like trees of text in the shipped DejaVu faces
    /// that Chromium laid out (`text-random`, seed 91001 of `Tools/ChromeOracle/gen_text.py`).
    static let setSizes: [(set: String, count: Int)] = [("flex", 2580), ("layers", 248), ("expressions", 168), ("anchors", 332), ("random", 1000), ("random-minimised", 260), ("gen-random", 1000), ("constraints", 14), ("hostile", 19), ("grid", 2144), ("grid-random", 1000), ("text-random", 300)]

    /// Every fixture of every set, sorted by set, then name.
    static let all: [Fixture] = setSizes.flatMap { fixtures(in: $0.set) }

    /// The fixtures of one set, sorted by name.
    static func fixtures(in set: String) -> [Fixture] {
        FixtureChecker.fixtureFiles(in: [directory + "/" + set]).files.map { path in
            Fixture(set: set, name: ((path as NSString).lastPathComponent as NSString).deletingPathExtension, path: path)
        }
    }

    /// The names listed in `known-failures-<set>.txt`, without comments and blank lines; a set
    /// without a list has no known failures.
    static func knownFailures(in set: String) -> [String] {
        let text = (try? String(contentsOfFile: directory + "/known-failures-\(set).txt", encoding: .utf8)) ?? ""
        return text.split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }
}

/// A fixture and what reading its file gave.
struct ReadFixture: Sendable {
    let fixture: Fixture
    let document: Result<LayoutDocument, LayoutFileError>
}

extension Fixture {
    /// Every fixture of `set`, in ``fixtures(in:)``'s order, each file read once for the whole
    /// test run: the conformance suite, the reader's and the writer's tests all go through every
    /// file, and reading them takes seconds in a debug build. A test waiting for a set that
    /// another one is reading holds no thread.
    static func read(_ set: String) async -> [ReadFixture] {
        await FixtureReads.shared.reading(set).value
    }
}

/// The reads of each fixture set, started by the first test that asks for the set.
private actor FixtureReads {
    static let shared = FixtureReads()
    private var reads: [String: Task<[ReadFixture], Never>] = [:]

    func reading(_ set: String) -> Task<[ReadFixture], Never> {
        if let task = reads[set] { return task }
        // Detached: a child of this actor's context would read on the actor, one set at a time.
        let task = Task.detached {
            Fixture.fixtures(in: set).map { fixture in
                ReadFixture(fixture: fixture, document: Result { () throws(LayoutFileError) in
                    try LayoutDocument(contentsOfFile: fixture.path)
                })
            }
        }
        reads[set] = task
        return task
    }
}

extension LayoutNode {
    /// The tree with every relation's source location cleared: a relation read from a file is
    /// located at its `<constraint>` element's line, which differs between a file and its rewrite.
    var withoutRelationLocations: LayoutNode {
        var node = self
        for index in node.constraints.relations.indices { node.constraints.relations[index].location = .unknown }
        node.children = node.children.map(\.withoutRelationLocations)
        return node
    }
}
