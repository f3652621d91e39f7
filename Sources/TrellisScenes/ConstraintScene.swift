import Foundation
import TrellisBlocks
import TrellisCore
import TrellisConstraints

/// A scene of the constraint oracle's format (a container, a direction, items with intrinsic
/// sizes and relations in LayoutBuilder's terms, and the answer Auto Layout's model gives),
/// laid out through the operator front end as a LayoutBuilder user would write it.
///
///     let scenes = try ConstraintScene.load(contentsOf: URL(fileURLWithPath: "scenes.json"))
///     let answer = scenes[0].solve()   // .laidOut(container:frames:) or .rejected(status:reason:)
public struct ConstraintScene: Decodable, Sendable {
    public struct Item: Decodable, Sendable {
        public var id: String
        public var intrinsicWidth: Double?
        public var intrinsicHeight: Double?
        /// `[horizontal, vertical]`.
        public var hugging: [Double]?
        public var compressionResistance: [Double]?

        enum CodingKeys: String, CodingKey {
            case id, hugging
            case intrinsicWidth = "intrinsic_width", intrinsicHeight = "intrinsic_height"
            case compressionResistance = "compression_resistance"
        }
    }

    public struct RelationSpec: Decodable, Sendable {
        public var item: String
        public var attr: String
        public var rel: String?
        public var other: String?
        public var otherAttr: String?
        public var multiplier: Double?
        public var constant: Double?
        public var priority: Double?

        enum CodingKeys: String, CodingKey {
            case item, attr, rel, other, multiplier, constant, priority
            case otherAttr = "other_attr"
        }
    }

    public struct Container: Decodable, Sendable {
        public var width: Double?
        public var height: Double?
    }

    /// The oracle's answer: frames, or a status for a scene that cannot be laid out.
    public struct Expected: Decodable, Sendable {
        public var container: [Double]?
        public var frames: [String: [Double]]?
        public var status: String?
    }

    public var name: String
    public var family: String?
    public var direction: String?
    public var container: Container
    public var items: [Item]
    public var relations: [RelationSpec]
    public var expected: Expected?

    /// Reads a file holding one scene or a list of them.
    public static func load(contentsOf url: URL) throws -> [ConstraintScene] {
        let data = try Data(contentsOf: url)
        if let list = try? JSONDecoder().decode([ConstraintScene].self, from: data) { return list }
        return [try JSONDecoder().decode(ConstraintScene.self, from: data)]
    }

    /// What the scene is malformed by (an unknown attribute or relation).
    public struct FormatError: Error, CustomStringConvertible {
        public var description: String
    }

    /// The scene as a constraint block: leaves with their intrinsic sizes and content
    /// priorities, relations in order, each located at `name:index` (1-based).
    public func block() throws(FormatError) -> ConstraintBlock {
        let leaves = items.map { item -> TrellisBlocks.Item in
            var leaf = TrellisBlocks.Item(item.id, width: item.intrinsicWidth, height: item.intrinsicHeight)
            for (index, axis) in Axis.allCases.enumerated() {
                if let hugging = item.hugging { leaf = leaf.contentHugging(axis, Priority(hugging[index])) }
                if let resistance = item.compressionResistance {
                    leaf = leaf.compressionResistance(axis, Priority(resistance[index]))
                }
            }
            return leaf
        }
        var made: [Relation] = []
        for (index, spec) in relations.enumerated() {
            guard let attribute = LayoutAttribute(rawValue: spec.attr) else {
                throw FormatError(description: "\(name): relation \(index + 1): unknown attribute \(spec.attr)")
            }
            guard let kind = RelationKind(rawValue: spec.rel ?? "==") else {
                throw FormatError(description: "\(name): relation \(index + 1): unknown relation \(spec.rel ?? "")")
            }
            var target: (item: ItemReference, attribute: LayoutAttribute)?
            if let other = spec.other {
                guard let otherAttribute = LayoutAttribute(rawValue: spec.otherAttr ?? spec.attr) else {
                    throw FormatError(description: "\(name): relation \(index + 1): unknown attribute \(spec.otherAttr ?? "")")
                }
                target = (Self.reference(other), otherAttribute)
            }
            made.append(Relation(item: Self.reference(spec.item), attribute: attribute, kind: kind, target: target,
                                 multiplier: spec.multiplier ?? 1, constant: spec.constant ?? 0,
                                 priority: Priority(spec.priority ?? 1000),
                                 location: SourceLocation(fileID: name, line: UInt(index + 1))))
        }
        return ConstraintBlock { leaves } constraints: { _ in made }
    }

    private static func reference(_ name: String) -> ItemReference {
        name == "container" ? .container : .item(ElementID(name))
    }

    /// What Trellis answers for a scene.
    public enum Answer: Sendable {
        /// The container's size and each item's frame `[x, y, width, height]`, unrounded.
        case laidOut(container: [Double], frames: [String: [Double]], diagnostics: [ConstraintDiagnostic])
        /// `conflict`, `unsupported` or `invalid`, with the reason.
        case rejected(status: String, reason: String)
    }

    /// Lays the scene out with `constrainedLayout`, unrounded. A scene with a relation that Auto
    /// Layout rejects answers `unsupported`, as the oracle does; one that expects no frames and
    /// leaves an item free answers `ambiguous` (checked when `checksAmbiguity`).
    public func solve(checksAmbiguity: Bool = false) -> Answer {
        let block: ConstraintBlock
        do throws(FormatError) { block = try self.block() } catch { return .rejected(status: "invalid", reason: error.description) }
        do throws(ConstraintError) {
            let result = try block.constrainedLayout(
                width: container.width, height: container.height,
                direction: direction == "rtl" ? .rightToLeft : .leftToRight, pixelScale: nil,
                checksAmbiguity: checksAmbiguity)
            if let unsupported = result.diagnostics.first(where: { $0.kind == .unsupported }) {
                return .rejected(status: "unsupported", reason: unsupported.description)
            }
            if expected?.frames == nil, let ambiguous = result.diagnostics.first(where: { $0.kind == .ambiguous }) {
                return .rejected(status: "ambiguous", reason: ambiguous.description)
            }
            var frames: [String: [Double]] = [:]
            for item in items {
                let frame = result.frame(of: ElementID(item.id)) ?? .zero
                frames[item.id] = [frame.x, frame.y, frame.width, frame.height]
            }
            let size = result.layout.frame
            return .laidOut(container: [size.width, size.height], frames: frames, diagnostics: result.diagnostics)
        } catch {
            switch error {
            case .conflicts(let conflicts): return .rejected(status: "conflict", reason: conflicts.map(\.description).joined(separator: "\n"))
            case .layout(let error): return .rejected(status: "invalid", reason: error.description)
            }
        }
    }

    /// The largest difference between `answer` and the expected frames, or `nil` when the scene
    /// expects a status; infinity when the answer is a status or misses an item.
    public func largestDifference(from answer: Answer) -> Double? {
        guard let expectedFrames = expected?.frames, let expectedContainer = expected?.container else { return nil }
        guard case .laidOut(let container, let frames, _) = answer else { return .infinity }
        var worst = zip(expectedContainer, container).map { abs($0 - $1) }.max() ?? 0
        for (id, frame) in expectedFrames {
            guard let actual = frames[id] else { return .infinity }
            worst = max(worst, zip(frame, actual).map { abs($0 - $1) }.max() ?? 0)
        }
        return worst
    }
}
