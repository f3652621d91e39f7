// Relations as the expressions of the simplex.
extension ConstraintSystem {

    /// Writes into `expression` relation `index`, `item.attribute - (multiplier ×
    /// target.attribute + constant)`, negated for `<=`, with x positions mirrored when the
    /// relation names leading or trailing in a right-to-left container (so its constants and
    /// inequalities point to the trailing side, as in Auto Layout). (The relation is read in
    /// place: a copy costs its ids' references.)
    func expression(ofRelation index: Int, _ endpoints: RelationEndpoints, boxes: [Box],
                    container: Box, into expression: inout Simplex.Expression) {
        func box(_ position: Int32) -> Box { position == RelationEndpoints.container ? container : boxes[Int(position)] }
        let attribute = relations[index].attribute
        let targetAttribute = relations[index].attributeOfTarget
        let mirrored = isRTL && (Self.isDirectional(attribute) || targetAttribute.map(Self.isDirectional) == true)
        expression.constant = -LayoutTree.saturated(relations[index].constant)
        expression.terms.removeAll(keepingCapacity: true)
        add(attribute, of: box(endpoints.item), scale: 1, mirrored: mirrored, to: &expression)
        if let targetAttribute {
            let multiplier = LayoutTree.saturated(relations[index].multiplier, within: Self.largestMultiplier)
            add(targetAttribute, of: box(endpoints.target), scale: -multiplier, mirrored: mirrored, to: &expression)
        }
        if relations[index].kind == .lessThanOrEqual { expression.negate() }
    }

    /// The largest multiplier the solver takes: a relation that scales a length by more maps one
    /// point beyond any length a browser lays out, and the simplex's sums of such products would
    /// lose the precision that tells a conflict from rounding.
    static let largestMultiplier = 1e6

    private static func isDirectional(_ attribute: LayoutAttribute) -> Bool {
        attribute == .leading || attribute == .trailing
    }

    /// Adds `scale × attribute(box)` to `expression`.
    private func add(_ attribute: LayoutAttribute, of box: Box, scale: Double, mirrored: Bool,
                     to expression: inout Simplex.Expression) {
        // The attribute as `position + fraction × size (+ offset)` on its axis.
        let axis = attribute.axis
        var fraction = 0.0
        var offset = 0.0
        var usesPosition = true
        switch attribute {
        case .left, .top: break
        case .right, .bottom: fraction = 1
        case .leading: fraction = isRTL ? 1 : 0
        case .trailing: fraction = isRTL ? 0 : 1
        case .centerX, .centerY: fraction = 0.5
        case .width, .height: (fraction, usesPosition) = (1, false)
        case .firstBaseline, .lastBaseline:
            let baseline: Double?
            let height: Double?
            switch box {
            case .solved(let index) where index >= 0: (baseline, height) = (items[index].baseline, items[index].intrinsic.height)
            default: (baseline, height) = (nil, nil)
            }
            if let baseline, attribute == .firstBaseline {
                offset = baseline
            } else if let baseline, let height {
                // The last line's baseline sits as far above the bottom as the first line's
                // descent: lines of one font have one descent.
                (fraction, offset) = (1, baseline - height)
            } else {
                fraction = 1
            }
        }
        let sign = mirrored && axis == .horizontal && usesPosition ? -scale : scale
        switch box {
        case .solved(let index):
            if index < 0 {
                // The container: its origin is 0, its size a variable.
                expression.add(containerSize[axis], sign * fraction)
            } else {
                let item = items[index]
                if usesPosition { expression.add(axis == .horizontal ? item.x : item.y, sign) }
                expression.add(axis == .horizontal ? item.width : item.height, sign * fraction)
            }
        case .unnamed:
            preconditionFailure("every child that a relation names is an item")
        }
        expression.constant += sign * offset
    }
}
