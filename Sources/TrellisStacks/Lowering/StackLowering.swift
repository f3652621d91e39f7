import TrellisBlocks
import TrellisCore

extension VStackBlock {
    /// A column flex container.
    public func lower(into nodes: inout [LayoutNode], in context: inout LoweringContext) -> Placement {
        context.lowerStack(main: .vertical, spacing: spacing, crossAlignment: alignment.alignItems, elements,
                           into: &nodes)
    }
}

extension HStackBlock {
    /// A row flex container.
    public func lower(into nodes: inout [LayoutNode], in context: inout LoweringContext) -> Placement {
        context.lowerStack(main: .horizontal, spacing: spacing, crossAlignment: alignment.alignItems, elements,
                           into: &nodes)
    }
}

extension StackingSpacer {
    /// A flex item `minLength` long that never shrinks, and grows if it expands.
    public func lower(into nodes: inout [LayoutNode], in context: inout LoweringContext) -> Placement {
        // Set in place in the appended node: each modifier of a chain would copy the whole style,
        // and so does passing a style set up beforehand (see `LayoutNode.init`).
        nodes.append(LayoutNode())
        let spacer = nodes.count - 1
        nodes[spacer].style.flexGrow = expands ? 1 : 0
        nodes[spacer].style.flexShrink = 0
        nodes[spacer].style.flexBasis = .points(minLength)
        var placement = Placement(expands: Size(width: expands, height: expands))
        placement.isSpacer = true
        return placement
    }
}

extension LoweringContext {
    /// A flex container along `main`. Spacing is a margin after each element but the last and
    /// spacers (MondrianLayout's rule, which `gap` cannot express).
    fileprivate mutating func lowerStack(main: Axis, spacing: Double, crossAlignment: SelfAlignment,
                                _ elements: [LayoutElement], into nodes: inout [LayoutNode]) -> Placement {
        let cross = main.crossed
        var expands = Size(width: false, height: false)
        var children: [LayoutNode] = []
        children.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            let child = lower(element, into: &children)
            let last = children.count - 1
            // Read once: a keyed value is searched for and cast at every read.
            let isSpacer = child.isSpacer
            let after = child.spacingAfter + (isSpacer || index == elements.count - 1 ? 0 : spacing)
            addMargin(child.spacingBefore, to: &children[last].style, main, atEnd: false)
            addMargin(after, to: &children[last].style, main, atEnd: true)
            if child.expands[main] {
                expands[main] = true
                if !isSpacer { children[last].style.flexGrow = 1 }
            }
            if !isSpacer {
                if let own = child.alignment?[cross] {
                    children[last].style.alignSelf = own.selfAlignment(alignsBaselines: cross == .vertical)
                } else if child.expands[cross] && crossAlignment != .stretch {
                    children[last].style.alignSelf = .stretch
                }
                if child.expands[cross] { expands[cross] = true }
            }
        }
        // Styled in place, as a spacer is.
        nodes.append(LayoutNode(children: children))
        let stack = nodes.count - 1
        nodes[stack].style.flexDirection = main == .vertical ? .column : .row
        nodes[stack].style.alignItems = crossAlignment
        return Placement(expands: expands)
    }

    /// Adds `length` to the margin at the start or end of `axis`, which for rows depends on the direction.
    private func addMargin(_ length: Double, to style: inout Style, _ axis: Axis, atEnd: Bool) {
        guard length != 0 else { return }
        let physicalEnd = axis == .horizontal && direction == .rightToLeft ? !atEnd : atEnd
        func add(_ margin: inout LengthPercentageAuto) {
            if case .points(let existing) = margin { margin = .points(existing + length) } else { margin = .points(length) }
        }
        switch (axis, physicalEnd) {
        case (.vertical, false): add(&style.margin.top)
        case (.vertical, true): add(&style.margin.bottom)
        case (.horizontal, false): add(&style.margin.left)
        case (.horizontal, true): add(&style.margin.right)
        }
    }
}

extension VStackBlock.Alignment {
    /// The stack's `align-items`.
    fileprivate var alignItems: SelfAlignment {
        switch self {
        case .leading: .start
        case .center: .center
        case .trailing: .end
        case .fill: .stretch
        }
    }
}

extension HStackBlock.Alignment {
    /// The stack's `align-items`.
    fileprivate var alignItems: SelfAlignment {
        switch self {
        case .top: .start
        case .center: .center
        case .bottom: .end
        case .fill: .stretch
        case .firstBaseline: .baseline
        }
    }
}
