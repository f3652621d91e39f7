import TrellisBlocks
import TrellisCore

extension InsetBlock {
    /// A layers wrapper whose child is held by margins (exact and `.min` insets), alignment
    /// (which edges are exact) and a `calc()` minimum size (`.max` insets).
    func lower(into nodes: inout [LayoutNode], in context: inout LoweringContext) -> Placement {
        var wrapped: [LayoutNode] = []
        wrapped.reserveCapacity(1)
        var held = context.lower(content, into: &wrapped)
        for axis in Axis.allCases {
            var placement = InsetPlacement(start: rules.start(axis), end: rules.end(axis))
            if held.expands[axis] { placement.alignment = .fill }
            wrapped[0].style.margin.setStart(.points(placement.startMargin), for: axis)
            wrapped[0].style.margin.setEnd(.points(placement.endMargin), for: axis)
            if placement.alignment != .fill {
                // Physical insets: in a right-to-left wrapper, the horizontal `start` is the right edge.
                var alignment = placement.alignment
                if axis == .horizontal && context.direction == .rightToLeft {
                    alignment = alignment == .start ? .end : alignment == .end ? .start : alignment
                }
                wrapped[0].style.setSelfAlignment(alignment.selfAlignment(alignsBaselines: false), for: axis)
            }
            if let slack = placement.maximumSlack {
                wrapped[0].style.setMinSize(Self.fillLess(slack, than: wrapped[0].style.minSize(axis)), for: axis)
            }
        }
        nodes.append(LayoutNode(style: Style().display(.layers), children: wrapped))
        held.fillsLayers = true
        return held
    }

    /// `min-width: calc(100% - slack)`, or the larger of that and an existing minimum.
    private static func fillLess(_ slack: Double, than existing: Dimension) -> Dimension {
        let fill: LengthExpression = slack == 0 ? .percent(100) : .percent(100) + .points(-slack)
        switch existing {
        case .auto: return slack == 0 ? .percent(100) : .calc(fill)
        case .points(let points): return .calc(.maximum([fill, .points(points)]))
        default: return existing
        }
    }
}

/// How `.padding` / `.relative` insets hold the content along one axis (`Docs/StackDSL.md`, `.relative`).
struct InsetPlacement {
    var alignment: AxisAlignment
    var startMargin = 0.0
    var endMargin = 0.0
    /// The most room the content may leave free in the wrapper, from `.max` insets.
    var maximumSlack: Double?

    init(start: BoundedLength?, end: BoundedLength?) {
        switch (start, end) {
        case (.exact(let a)?, .exact(let b)?):
            alignment = .fill
            startMargin = a
            endMargin = b
        case (.exact(let a)?, let other):
            // Against the exact edge; the other edge is a bound or free.
            alignment = .start
            startMargin = a
            if case .min(let m)? = other { endMargin = m }
            if case .max(let m)? = other { maximumSlack = a + m }
        case (let other, .exact(let b)?):
            alignment = .end
            endMargin = b
            if case .min(let m)? = other { startMargin = m }
            if case .max(let m)? = other { maximumSlack = b + m }
        default:
            // No exact edge: centred, as far from each edge as the larger lower bound asks, and
            // no farther than the smaller upper bound allows.
            alignment = .center
            let minimums = [start, end].compactMap { if case .min(let m)? = $0 { m } else { nil } }
            let maximums = [start, end].compactMap { if case .max(let m)? = $0 { m } else { nil } }
            startMargin = minimums.max() ?? 0
            endMargin = startMargin
            if let smallest = maximums.min() { maximumSlack = 2 * smallest }
        }
    }
}

extension DecoratedBlock {
    /// A layers container of the content and the decoration, which fills it absolutely.
    func lower(into nodes: inout [LayoutNode], in context: inout LoweringContext) -> Placement {
        var layers: [LayoutNode] = []
        layers.reserveCapacity(2)
        let placement = context.lower(content, into: &layers)
        _ = context.lower(decoration, into: &layers)
        layers[1].style.position = .absolute
        layers[1].style.inset = Edges(all: .points(0))
        // Swapped through the buffer, which moves the nodes: the array's `swapAt` copies them,
        // retaining what each style holds.
        if !inFront { layers.withUnsafeMutableBufferPointer { $0.swapAt(0, 1) } }
        nodes.append(LayoutNode(style: Style().display(.layers), children: layers))
        return placement
    }
}

extension SizedBlock {
    /// The content's node with the sizes set; an exact size stops it expanding on that axis.
    func lower(into nodes: inout [LayoutNode], in context: inout LoweringContext) -> Placement {
        var placement = context.lower(content, into: &nodes)
        let last = nodes.count - 1
        for axis in Axis.allCases {
            guard let bound = axis == .horizontal ? rules.width : rules.height else { continue }
            nodes[last].style.apply(bound, on: axis)
            if case .exact = bound { placement.expands[axis] = false }
        }
        if let ratio = rules.aspectRatio { nodes[last].style.aspectRatio = ratio }
        return placement
    }
}

extension Style {
    /// Applies `.width` / `.height`: exact sets the size and the same minimum (an exact size never
    /// shrinks, as a required Auto Layout constraint), `.min` and `.max` set the bounds.
    fileprivate mutating func apply(_ bound: BoundedLength, on axis: Axis) {
        switch bound {
        case .exact(let v):
            setSize(.points(v), for: axis)
            setMinSize(.points(v), for: axis)
        case .min(let v): setMinSize(.points(v), for: axis)
        case .max(let v): setMaxSize(.points(v), for: axis)
        }
    }
}

extension AlignedBlock {
    /// The content's node; the alignment overrides the content's own on the axes it sets.
    func lower(into nodes: inout [LayoutNode], in context: inout LoweringContext) -> Placement {
        var placement = context.lower(content, into: &nodes)
        placement.alignment = LayoutAlignment(horizontal: alignment.horizontal ?? placement.alignment?.horizontal,
                                              vertical: alignment.vertical ?? placement.alignment?.vertical)
        return placement
    }
}

extension GridCellBlock {
    /// The content's node, ending `span columns` after its start: a CSS grid item's own
    /// `grid-column-end`, which ``GridBlock`` reads to place the next cell.
    func lower(into nodes: inout [LayoutNode], in context: inout LoweringContext) -> Placement {
        let placement = context.lower(content, into: &nodes)
        nodes[nodes.count - 1].style.gridColumnEnd = .span(columns)
        return placement
    }
}

extension SpacedBlock {
    /// The content's node, with the spacing added to the content's own.
    func lower(into nodes: inout [LayoutNode], in context: inout LoweringContext) -> Placement {
        var placement = context.lower(content, into: &nodes)
        placement.spacingBefore += before
        placement.spacingAfter += after
        return placement
    }
}
