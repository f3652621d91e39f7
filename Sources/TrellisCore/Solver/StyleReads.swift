// What the solver reads of a style beyond laying it out: which containing-block sizes its cache
// key must hold, and which anchors it names, to validate and order them. Solver facts, kept out
// of the IR, which says only what a style means.
extension Style {
    /// Whether the box's own layout reads its containing block's width and height: padding and
    /// margins (against the width) and sizes with a percentage. The solver drops an axis it does
    /// not read from its cache key, so equal questions are asked once.
    var readsContainingBlock: (width: Bool, height: Bool) {
        func percent(_ value: Dimension) -> Bool {
            switch value {
            case .percent: return true
            case .calc(let expression): return expression.hasPercentage
            default: return false
            }
        }
        func percent(_ value: LengthPercentage) -> Bool {
            switch value {
            case .percent: return true
            case .calc(let expression): return expression.hasPercentage
            case .points: return false
            }
        }
        func percent(_ value: LengthPercentageAuto) -> Bool {
            switch value {
            case .percent: return true
            case .calc(let expression): return expression.hasPercentage
            case .points, .auto: return false
            }
        }
        let width = percent(self.width) || percent(minWidth) || percent(maxWidth)
            || percent(padding.top) || percent(padding.right) || percent(padding.bottom) || percent(padding.left)
            || percent(margin.top) || percent(margin.right) || percent(margin.bottom) || percent(margin.left)
        return (width, percent(height) || percent(minHeight) || percent(maxHeight))
    }

    /// Whether any property uses `anchor()` or `anchor-size()`; cheap, unlike
    /// ``anchorReferences``, because nothing is collected.
    var usesAnchors: Bool {
        func uses(_ expression: LengthExpression?) -> Bool { expression?.referencesAnchors ?? false }
        return uses(inset.top.expression) || uses(inset.right.expression) || uses(inset.bottom.expression)
            || uses(inset.left.expression) || uses(centerX.expression) || uses(centerY.expression)
            || uses(width.expression) || uses(height.expression) || uses(minWidth.expression)
            || uses(minHeight.expression) || uses(maxWidth.expression) || uses(maxHeight.expression)
    }

    /// The anchor names this style refers to in `anchor()` and `anchor-size()`, property by
    /// property (insets, centres, sizes, gaps, basis, margins, padding); validation reports the
    /// first name that no sibling carries.
    var anchorReferences: [String] {
        var names: [String] = []
        func collect(_ expression: LengthExpression?) { expression?.appendAnchorNames(to: &names) }
        collect(inset.top.expression); collect(inset.right.expression)
        collect(inset.bottom.expression); collect(inset.left.expression)
        collect(centerX.expression); collect(centerY.expression)
        collect(width.expression); collect(height.expression); collect(minWidth.expression)
        collect(minHeight.expression); collect(maxWidth.expression); collect(maxHeight.expression)
        collect(rowGap.expression); collect(columnGap.expression); collect(flexBasis.expression)
        collect(margin.top.expression); collect(margin.right.expression)
        collect(margin.bottom.expression); collect(margin.left.expression)
        collect(padding.top.expression); collect(padding.right.expression)
        collect(padding.bottom.expression); collect(padding.left.expression)
        return names
    }
}
