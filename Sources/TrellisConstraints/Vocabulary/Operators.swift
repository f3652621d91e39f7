import TrellisCore

// The priority operator. It binds more loosely than `==`, `>=` and `<=` (as LayoutBuilder's does),
// so `a == b + 8 ! .defaultLow` reads as `(a == (b + 8)) ! .defaultLow`: the priority applies to
// the whole relation, after the multiplier (`*`) and the constant (`+`, `-`).
infix operator ! : LogicalConjunctionPrecedence

// MARK: Modifiers: `*` multiplier, `+`/`-` constant

extension ConstraintTerm {
    func scaled(_ factor: Double) -> ConstraintTerm {
        var copy = self
        copy.multiplier *= factor
        copy.constant *= factor
        return copy
    }
    func adding(_ constant: Double) -> ConstraintTerm {
        var copy = self
        copy.constant += constant
        return copy
    }
}

public func * (lhs: Double, rhs: XAnchor) -> XExpression { XExpression(term: rhs.term.scaled(lhs)) }
public func * (lhs: Double, rhs: YAnchor) -> YExpression { YExpression(term: rhs.term.scaled(lhs)) }
public func * (lhs: Double, rhs: DimensionAnchor) -> DimensionExpression { DimensionExpression(term: rhs.term.scaled(lhs)) }
public func * (lhs: Double, rhs: AnyAnchor) -> ItemExpression { ItemExpression(term: rhs.term.scaled(lhs)) }
public func * <I: ConstraintItem>(lhs: Double, rhs: I) -> ItemExpression { ItemExpression(term: rhs.term.scaled(lhs)) }

public func + (lhs: XAnchor, rhs: Double) -> XExpression { XExpression(term: lhs.term.adding(rhs)) }
public func - (lhs: XAnchor, rhs: Double) -> XExpression { XExpression(term: lhs.term.adding(-rhs)) }
public func + (lhs: XExpression, rhs: Double) -> XExpression { XExpression(term: lhs.term.adding(rhs)) }
public func - (lhs: XExpression, rhs: Double) -> XExpression { XExpression(term: lhs.term.adding(-rhs)) }
public func + (lhs: YAnchor, rhs: Double) -> YExpression { YExpression(term: lhs.term.adding(rhs)) }
public func - (lhs: YAnchor, rhs: Double) -> YExpression { YExpression(term: lhs.term.adding(-rhs)) }
public func + (lhs: YExpression, rhs: Double) -> YExpression { YExpression(term: lhs.term.adding(rhs)) }
public func - (lhs: YExpression, rhs: Double) -> YExpression { YExpression(term: lhs.term.adding(-rhs)) }
public func + (lhs: DimensionAnchor, rhs: Double) -> DimensionExpression { DimensionExpression(term: lhs.term.adding(rhs)) }
public func - (lhs: DimensionAnchor, rhs: Double) -> DimensionExpression { DimensionExpression(term: lhs.term.adding(-rhs)) }
public func + (lhs: DimensionExpression, rhs: Double) -> DimensionExpression { DimensionExpression(term: lhs.term.adding(rhs)) }
public func - (lhs: DimensionExpression, rhs: Double) -> DimensionExpression { DimensionExpression(term: lhs.term.adding(-rhs)) }
public func + (lhs: AnyAnchor, rhs: Double) -> ItemExpression { ItemExpression(term: lhs.term.adding(rhs)) }
public func - (lhs: AnyAnchor, rhs: Double) -> ItemExpression { ItemExpression(term: lhs.term.adding(-rhs)) }
public func + (lhs: ItemExpression, rhs: Double) -> ItemExpression { ItemExpression(term: lhs.term.adding(rhs)) }
public func - (lhs: ItemExpression, rhs: Double) -> ItemExpression { ItemExpression(term: lhs.term.adding(-rhs)) }
public func + <I: ConstraintItem>(lhs: I, rhs: Double) -> ItemExpression { ItemExpression(term: lhs.term.adding(rhs)) }
public func - <I: ConstraintItem>(lhs: I, rhs: Double) -> ItemExpression { ItemExpression(term: lhs.term.adding(-rhs)) }

// MARK: Relations

/// Builds the relation `left REL right`, applying LayoutBuilder's implicit rules: a number alone
/// relates to the container's same attribute (absolute for width and height); an item alone
/// means the same attribute.
func relate(_ item: ItemReference, _ attribute: LayoutAttribute, _ location: SourceLocation,
            _ kind: RelationKind, _ right: ConstraintTerm?, constant: Double = 0) -> Relation {
    guard let right else {
        let target: (ItemReference, LayoutAttribute)? = attribute.kind == .dimension ? nil : (.container, attribute)
        return Relation(item: item, attribute: attribute, kind: kind, target: target, constant: constant, location: location)
    }
    return Relation(item: item, attribute: attribute, kind: kind, target: (right.item, right.attribute ?? attribute),
                    multiplier: right.multiplier, constant: right.constant, location: location)
}

public func == <R: HorizontalOperand>(lhs: XAnchor, rhs: R) -> Relation { relate(lhs.item, lhs.attribute, lhs.location, .equal, rhs.term) }
public func >= <R: HorizontalOperand>(lhs: XAnchor, rhs: R) -> Relation { relate(lhs.item, lhs.attribute, lhs.location, .greaterThanOrEqual, rhs.term) }
public func <= <R: HorizontalOperand>(lhs: XAnchor, rhs: R) -> Relation { relate(lhs.item, lhs.attribute, lhs.location, .lessThanOrEqual, rhs.term) }
public func == (lhs: XAnchor, rhs: Double) -> Relation { relate(lhs.item, lhs.attribute, lhs.location, .equal, nil, constant: rhs) }
public func >= (lhs: XAnchor, rhs: Double) -> Relation { relate(lhs.item, lhs.attribute, lhs.location, .greaterThanOrEqual, nil, constant: rhs) }
public func <= (lhs: XAnchor, rhs: Double) -> Relation { relate(lhs.item, lhs.attribute, lhs.location, .lessThanOrEqual, nil, constant: rhs) }

public func == <R: VerticalOperand>(lhs: YAnchor, rhs: R) -> Relation { relate(lhs.item, lhs.attribute, lhs.location, .equal, rhs.term) }
public func >= <R: VerticalOperand>(lhs: YAnchor, rhs: R) -> Relation { relate(lhs.item, lhs.attribute, lhs.location, .greaterThanOrEqual, rhs.term) }
public func <= <R: VerticalOperand>(lhs: YAnchor, rhs: R) -> Relation { relate(lhs.item, lhs.attribute, lhs.location, .lessThanOrEqual, rhs.term) }
public func == (lhs: YAnchor, rhs: Double) -> Relation { relate(lhs.item, lhs.attribute, lhs.location, .equal, nil, constant: rhs) }
public func >= (lhs: YAnchor, rhs: Double) -> Relation { relate(lhs.item, lhs.attribute, lhs.location, .greaterThanOrEqual, nil, constant: rhs) }
public func <= (lhs: YAnchor, rhs: Double) -> Relation { relate(lhs.item, lhs.attribute, lhs.location, .lessThanOrEqual, nil, constant: rhs) }

public func == <R: DimensionOperand>(lhs: DimensionAnchor, rhs: R) -> Relation { relate(lhs.item, lhs.attribute, lhs.location, .equal, rhs.term) }
public func >= <R: DimensionOperand>(lhs: DimensionAnchor, rhs: R) -> Relation { relate(lhs.item, lhs.attribute, lhs.location, .greaterThanOrEqual, rhs.term) }
public func <= <R: DimensionOperand>(lhs: DimensionAnchor, rhs: R) -> Relation { relate(lhs.item, lhs.attribute, lhs.location, .lessThanOrEqual, rhs.term) }
public func == (lhs: DimensionAnchor, rhs: Double) -> Relation { relate(lhs.item, lhs.attribute, lhs.location, .equal, nil, constant: rhs) }
public func >= (lhs: DimensionAnchor, rhs: Double) -> Relation { relate(lhs.item, lhs.attribute, lhs.location, .greaterThanOrEqual, nil, constant: rhs) }
public func <= (lhs: DimensionAnchor, rhs: Double) -> Relation { relate(lhs.item, lhs.attribute, lhs.location, .lessThanOrEqual, nil, constant: rhs) }

// Run-time attributes: any right side; a mismatch becomes an `unsupported` diagnostic.
public func == (lhs: AnyAnchor, rhs: AnyAnchor) -> Relation { relate(lhs.item, lhs.attribute, lhs.location, .equal, rhs.term) }
public func >= (lhs: AnyAnchor, rhs: AnyAnchor) -> Relation { relate(lhs.item, lhs.attribute, lhs.location, .greaterThanOrEqual, rhs.term) }
public func <= (lhs: AnyAnchor, rhs: AnyAnchor) -> Relation { relate(lhs.item, lhs.attribute, lhs.location, .lessThanOrEqual, rhs.term) }
public func == (lhs: AnyAnchor, rhs: ItemExpression) -> Relation { relate(lhs.item, lhs.attribute, lhs.location, .equal, rhs.term) }
public func >= (lhs: AnyAnchor, rhs: ItemExpression) -> Relation { relate(lhs.item, lhs.attribute, lhs.location, .greaterThanOrEqual, rhs.term) }
public func <= (lhs: AnyAnchor, rhs: ItemExpression) -> Relation { relate(lhs.item, lhs.attribute, lhs.location, .lessThanOrEqual, rhs.term) }
public func == <I: ConstraintItem>(lhs: AnyAnchor, rhs: I) -> Relation { relate(lhs.item, lhs.attribute, lhs.location, .equal, rhs.term) }
public func >= <I: ConstraintItem>(lhs: AnyAnchor, rhs: I) -> Relation { relate(lhs.item, lhs.attribute, lhs.location, .greaterThanOrEqual, rhs.term) }
public func <= <I: ConstraintItem>(lhs: AnyAnchor, rhs: I) -> Relation { relate(lhs.item, lhs.attribute, lhs.location, .lessThanOrEqual, rhs.term) }
public func == (lhs: AnyAnchor, rhs: Double) -> Relation { relate(lhs.item, lhs.attribute, lhs.location, .equal, nil, constant: rhs) }
public func >= (lhs: AnyAnchor, rhs: Double) -> Relation { relate(lhs.item, lhs.attribute, lhs.location, .greaterThanOrEqual, nil, constant: rhs) }
public func <= (lhs: AnyAnchor, rhs: Double) -> Relation { relate(lhs.item, lhs.attribute, lhs.location, .lessThanOrEqual, nil, constant: rhs) }

// Mixed kinds fail to compile, with the reason (Auto Layout raises an exception for them).
private let mixedAxes = "Auto Layout cannot relate a horizontal position to a vertical one; relate .leading/.trailing/.left/.right/.centerX to each other and .top/.bottom/.centerY/baselines to each other"
private let mixedKinds = "Auto Layout cannot relate a position to a size; a width or height relates to a width, a height or a number"
@available(*, unavailable, message: "Auto Layout cannot relate a horizontal position to a vertical one; relate .leading/.trailing/.left/.right/.centerX to each other and .top/.bottom/.centerY/baselines to each other")
public func == (lhs: XAnchor, rhs: YAnchor) -> Relation { fatalError(mixedAxes) }
@available(*, unavailable, message: "Auto Layout cannot relate a horizontal position to a vertical one; relate .leading/.trailing/.left/.right/.centerX to each other and .top/.bottom/.centerY/baselines to each other")
public func == (lhs: XAnchor, rhs: YExpression) -> Relation { fatalError(mixedAxes) }
@available(*, unavailable, message: "Auto Layout cannot relate a vertical position to a horizontal one; relate .top/.bottom/.centerY/baselines to each other and .leading/.trailing/.left/.right/.centerX to each other")
public func == (lhs: YAnchor, rhs: XAnchor) -> Relation { fatalError(mixedAxes) }
@available(*, unavailable, message: "Auto Layout cannot relate a vertical position to a horizontal one; relate .top/.bottom/.centerY/baselines to each other and .leading/.trailing/.left/.right/.centerX to each other")
public func == (lhs: YAnchor, rhs: XExpression) -> Relation { fatalError(mixedAxes) }
@available(*, unavailable, message: "Auto Layout cannot relate a position to a size; a width or height relates to a width, a height or a number")
public func == (lhs: DimensionAnchor, rhs: XAnchor) -> Relation { fatalError(mixedKinds) }
@available(*, unavailable, message: "Auto Layout cannot relate a position to a size; a width or height relates to a width, a height or a number")
public func == (lhs: DimensionAnchor, rhs: YAnchor) -> Relation { fatalError(mixedKinds) }
@available(*, unavailable, message: "Auto Layout cannot relate a position to a size; a width or height relates to a width, a height or a number")
public func == (lhs: XAnchor, rhs: DimensionAnchor) -> Relation { fatalError(mixedKinds) }
@available(*, unavailable, message: "Auto Layout cannot relate a position to a size; a width or height relates to a width, a height or a number")
public func == (lhs: YAnchor, rhs: DimensionAnchor) -> Relation { fatalError(mixedKinds) }

// MARK: Attribute sets

private func relateSet(_ lhs: AnchorSet, _ kind: RelationKind, _ right: ConstraintTerm?, constant: Double = 0) -> RelationGroup {
    RelationGroup(relations: lhs.attributes.map { attribute in
        relate(lhs.item, attribute, lhs.location, kind, right.map { var t = $0; t.attribute = nil; return t }, constant: constant)
    })
}

public func == <I: ConstraintItem>(lhs: AnchorSet, rhs: I) -> RelationGroup { relateSet(lhs, .equal, rhs.term) }
public func >= <I: ConstraintItem>(lhs: AnchorSet, rhs: I) -> RelationGroup { relateSet(lhs, .greaterThanOrEqual, rhs.term) }
public func <= <I: ConstraintItem>(lhs: AnchorSet, rhs: I) -> RelationGroup { relateSet(lhs, .lessThanOrEqual, rhs.term) }
public func == (lhs: AnchorSet, rhs: ItemExpression) -> RelationGroup { relateSet(lhs, .equal, rhs.term) }
public func >= (lhs: AnchorSet, rhs: ItemExpression) -> RelationGroup { relateSet(lhs, .greaterThanOrEqual, rhs.term) }
public func <= (lhs: AnchorSet, rhs: ItemExpression) -> RelationGroup { relateSet(lhs, .lessThanOrEqual, rhs.term) }
public func == (lhs: AnchorSet, rhs: AnchorSet) -> RelationGroup { relateSet(lhs, .equal, ConstraintTerm(item: rhs.item)) }
public func == (lhs: AnchorSet, rhs: Double) -> RelationGroup { relateSet(lhs, .equal, nil, constant: rhs) }
public func >= (lhs: AnchorSet, rhs: Double) -> RelationGroup { relateSet(lhs, .greaterThanOrEqual, nil, constant: rhs) }
public func <= (lhs: AnchorSet, rhs: Double) -> RelationGroup { relateSet(lhs, .lessThanOrEqual, nil, constant: rhs) }

// MARK: Priority

/// `relation ! priority`: how strongly the relation holds (`.required` when not given).
public func ! (lhs: Relation, rhs: Priority) -> Relation {
    var copy = lhs
    copy.priority = rhs
    return copy
}

/// `group ! priority`: the priority of every relation in the group.
public func ! (lhs: RelationGroup, rhs: Priority) -> RelationGroup {
    RelationGroup(relations: lhs.relations.map { $0 ! rhs })
}
