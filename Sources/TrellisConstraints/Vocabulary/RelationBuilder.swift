import TrellisCore
import TrellisBlocks

/// Collects relations, with `if`/`else`, `switch`, `for`-`in` and optionals, flattened to one
/// array. Each statement records the `#fileID` and `#line` where it is written, which the
/// diagnostics quote.
///
///     ConstraintBlock { red; blue } constraints: { view in
///         red.layout(.height) == 100
///         red.layout(.width) == 0.5 * view
///         if sameSize { blue.layout(.size) == red } else { blue.layout(.width) >= 0.2 * red + 10 }
///     }
@resultBuilder
public enum RelationBuilder {
    public static func buildExpression(_ relation: Relation, fileID: String = #fileID, line: UInt = #line) -> [Relation] {
        [relation.located(SourceLocation(fileID: fileID, line: line))]
    }

    public static func buildExpression(_ relation: Relation?, fileID: String = #fileID, line: UInt = #line) -> [Relation] {
        relation.map { [$0.located(SourceLocation(fileID: fileID, line: line))] } ?? []
    }

    /// An attribute set (`.edges`, `.size`, …) gives one relation per attribute, all on this line.
    public static func buildExpression(_ group: RelationGroup, fileID: String = #fileID, line: UInt = #line) -> [Relation] {
        group.relations.map { $0.located(SourceLocation(fileID: fileID, line: line)) }
    }

    /// MondrianLayout's chain (`item.layout.width(120).top(.toSuperview)`): each call keeps its own line.
    public static func buildExpression(_ chain: LayoutChain) -> [Relation] { chain.relations }

    /// Relations made elsewhere (a `batchLayout { }` or a helper function) keep their locations.
    public static func buildExpression(_ relations: [Relation]) -> [Relation] { relations }

    @available(*, unavailable, message: "this compares two values; a relation needs an attribute on the left: item.layout(.width) == 100")
    public static func buildExpression(_ value: Bool) -> [Relation] { [] }

    public static func buildBlock(_ parts: [Relation]...) -> [Relation] { Array(flattening: parts) }
    public static func buildOptional(_ part: [Relation]?) -> [Relation] { part ?? [] }
    public static func buildEither(first part: [Relation]) -> [Relation] { part }
    public static func buildEither(second part: [Relation]) -> [Relation] { part }
    public static func buildArray(_ parts: [[Relation]]) -> [Relation] { Array(flattening: parts) }
    public static func buildLimitedAvailability(_ part: [Relation]) -> [Relation] { part }
}

/// Relations gathered outside a constraint block, for instance in a helper: MondrianLayout's
/// `mondrianBatchLayout { }`. The result goes into a constraints builder as it is.
public func batchLayout(@RelationBuilder _ relations: () -> [Relation]) -> [Relation] { relations() }
