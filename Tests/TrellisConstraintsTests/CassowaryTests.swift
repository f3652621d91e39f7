import Foundation
import Testing
import TrellisCore
import TrellisStacks
import TrellisConstraints

/// Auto Layout's own model is the judge: scenes solved by kiwisolver (Cassowary) with
/// Tools/Cassowary/cassowary.py, laid out by Trellis and compared within 0.5 points.
struct CassowaryScene: Decodable, Sendable, CustomTestStringConvertible {
    struct ItemSpec: Decodable, Sendable { var id: String; var width: Double?; var height: Double? }
    struct Target: Decodable, Sendable { var item: String; var attribute: String }
    struct RelationSpec: Decodable, Sendable {
        var item: String
        var attribute: String
        var relation: String
        var target: Target?
        var multiplier: Double
        var constant: Double
        var priority: Double
    }
    var name: String
    var container: [Double]
    var items: [ItemSpec]
    var relations: [RelationSpec]
    var expected: [String: [Double]]

    var testDescription: String { name }

    static func load(_ file: String) -> [CassowaryScene] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(file)")
        guard let data = try? Data(contentsOf: url) else { return [] }
        return (try? JSONDecoder().decode([CassowaryScene].self, from: data)) ?? []
    }

    static func reference(_ name: String) -> ItemReference { name == "view" ? .container : .item(ElementID(name)) }

    /// The scene as a constraint block: leaves with their content sizes, relations in order.
    var block: ConstraintBlock {
        let items = items
        let relations = relations.enumerated().map { index, r in
            Relation(item: Self.reference(r.item), attribute: LayoutAttribute(rawValue: r.attribute)!,
                     kind: RelationKind(rawValue: r.relation)!,
                     target: r.target.map { (Self.reference($0.item), LayoutAttribute(rawValue: $0.attribute)!) },
                     multiplier: r.multiplier, constant: r.constant, priority: Priority(r.priority),
                     location: SourceLocation(fileID: name, line: UInt(index + 1)))
        }
        return ConstraintBlock {
            for item in items { Item(item.id, width: item.width, height: item.height) }
        } constraints: { _ in
            relations
        }
    }

    /// The items whose frames differ from Cassowary's by more than 0.5 points, with both frames.
    func mismatches() throws -> [String] {
        let result = try block.constrainedLayout(width: container[0], height: container[1], pixelScale: nil)
        var problems: [String] = []
        for (id, frame) in expected.sorted(by: { $0.key < $1.key }) {
            guard let actual = result.frame(of: ElementID(id)) else { problems.append("\(id): missing"); continue }
            let values = [actual.x, actual.y, actual.width, actual.height]
            if zip(values, frame).contains(where: { abs($0 - $1) > 0.5 }) {
                problems.append("\(id): Trellis \(values), Cassowary \(frame)")
            }
        }
        if !problems.isEmpty { problems.append(contentsOf: result.diagnostics.map(\.description)) }
        return problems
    }
}

@Suite struct CassowaryTests {
    static let scenes = CassowaryScene.load("cassowary-scenes.json")
    static let randomScenes = CassowaryScene.load("cassowary-random.json")

    @Test func fixturesArePresent() {
        #expect(Self.scenes.count >= 17)
        #expect(Self.randomScenes.count == 500)
    }

    @Test(arguments: scenes)
    func handWrittenSceneMatchesCassowary(_ scene: CassowaryScene) throws {
        let problems = try scene.mismatches()
        #expect(problems.isEmpty, "\(scene.name):\n\(problems.joined(separator: "\n"))")
    }

    /// Random scenes with unique solutions (seeded, see the script): the acceptance asks for 99%.
    @Test func randomScenesMatchCassowary() throws {
        var failures: [String] = []
        for scene in Self.randomScenes {
            let problems = (try? scene.mismatches()) ?? ["threw"]
            if !problems.isEmpty { failures.append("\(scene.name): \(problems.joined(separator: "; "))") }
        }
        let rate = Double(Self.randomScenes.count - failures.count) / Double(max(1, Self.randomScenes.count))
        print("Cassowary match rate: \(Self.randomScenes.count - failures.count)/\(Self.randomScenes.count) = \(rate * 100)%")
        for failure in failures.prefix(10) { print(failure) }
        #expect(rate >= 0.99)
    }
}
