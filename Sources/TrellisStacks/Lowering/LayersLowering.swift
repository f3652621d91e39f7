import TrellisBlocks
import TrellisCore

extension ZStackBlock {
    /// A layers container.
    public func lower(into nodes: inout [LayoutNode], in context: LoweringContext) -> Placement {
        context.lowerLayers(alignment: alignment, elements, style: Style(display: .layers), into: &nodes)
    }
}

extension LayoutContainer {
    /// A layers container that fills its parent, padded by the safe area on the attached edges.
    public func lower(into nodes: inout [LayoutNode], in context: LoweringContext) -> Placement {
        func inset(_ edge: Edge) -> LengthPercentage {
            .points(attachedSafeAreaEdges.contains(Edge.Set(edge)) ? context.safeAreaInsets[edge] : 0)
        }
        let padding = Edges(top: inset(.top), right: inset(.right), bottom: inset(.bottom), left: inset(.left))
        var placement = context.lowerLayers(alignment: .fill, elements, style: Style(display: .layers, padding: padding),
                                            into: &nodes)
        placement.expands = Size(width: true, height: true)
        placement.fillsLayers = true
        return placement
    }
}

extension LoweringContext {
    /// A layers container: `ZStackBlock`, `LayoutContainer`.
    fileprivate func lowerLayers(alignment: LayoutAlignment, _ elements: [LayoutElement], style: Style,
                                 into nodes: inout [LayoutNode]) -> Placement {
        let defaults = Size(width: alignment.horizontal ?? .center, height: alignment.vertical ?? .center)
        var style = style
        style.justifyItems = defaults.width.layersSelfAlignment
        style.alignItems = defaults.height.layersSelfAlignment
        var expands = Size(width: false, height: false)
        var children: [LayoutNode] = []
        children.reserveCapacity(elements.count)
        for element in elements {
            let child = lower(element, into: &children)
            if !child.isSpacer {
                expands.width = expands.width || child.expands.width
                expands.height = expands.height || child.expands.height
            }
            children[children.count - 1].style.placeInLayers(child, defaults: defaults)
        }
        nodes.append(LayoutNode(style: style, children: children))
        return Placement(expands: expands)
    }
}

extension Style {
    /// Places a child of a layers container, with its own alignment where it differs from the
    /// container's `defaults`.
    mutating func placeInLayers(_ child: Placement, defaults: Size<AxisAlignment>) {
        for axis in Axis.allCases {
            var own = child.alignment?[axis]
            if own == nil && (child.fillsLayers || child.expands[axis]) && !child.isSpacer && defaults[axis] != .fill {
                own = .fill
            }
            guard let own else { continue }
            setSelfAlignment(own.layersSelfAlignment, for: axis)
        }
    }
}

extension AxisAlignment {
    /// A layers child's `justify-self` / `align-self`; layers have no baselines.
    var layersSelfAlignment: SelfAlignment {
        switch self {
        case .start, .firstBaseline: .start
        case .center: .center
        case .end: .end
        case .fill: .stretch
        }
    }
}
