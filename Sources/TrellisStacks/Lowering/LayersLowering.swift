import TrellisBlocks
import TrellisCore

extension ZStackBlock {
    /// A layers container.
    public func lower(into nodes: inout [LayoutNode], in context: inout LoweringContext) -> Placement {
        context.lowerLayers(alignment: alignment, elements, style: Style().display(.layers), into: &nodes)
    }
}

extension LayoutContainer {
    /// A layers container that fills its parent, padded by the safe area on the attached edges.
    public func lower(into nodes: inout [LayoutNode], in context: inout LoweringContext) -> Placement {
        func inset(_ edge: Edge) -> LengthPercentage {
            .points(attachedSafeAreaEdges.contains(Edge.Set(edge)) ? context.safeAreaInsets[edge] : 0)
        }
        let padding = Edges(top: inset(.top), right: inset(.right), bottom: inset(.bottom), left: inset(.left))
        var placement = context.lowerLayers(alignment: .fill, elements, style: Style().display(.layers).padding(padding),
                                            into: &nodes)
        placement.expands = Size(width: true, height: true)
        placement.fillsLayers = true
        return placement
    }
}

extension LoweringContext {
    /// A layers container: `ZStackBlock`, `LayoutContainer`.
    fileprivate mutating func lowerLayers(alignment: LayoutAlignment, _ elements: [LayoutElement], style: Style,
                                 into nodes: inout [LayoutNode]) -> Placement {
        let defaults = Size(width: alignment.horizontal ?? .center, height: alignment.vertical ?? .center)
        var style = style
        style.justifyItems = defaults.width.selfAlignment(alignsBaselines: false)
        style.alignItems = defaults.height.selfAlignment(alignsBaselines: false)
        var expands = Size(width: false, height: false)
        var children: [LayoutNode] = []
        children.reserveCapacity(elements.count)
        for element in elements {
            let child = lower(element, into: &children)
            if !child.isSpacer {
                expands.width = expands.width || child.expands.width
                expands.height = expands.height || child.expands.height
            }
            children[children.count - 1].style.placeInCell(child, defaults: defaults)
        }
        nodes.append(LayoutNode(style: style, children: children))
        return Placement(expands: expands)
    }
}
