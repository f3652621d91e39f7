import TrellisCore

/// How a lowered block's parent places it (ARCHITECTURE.md §3); the block's node itself goes
/// straight into the parent's child array.
struct Placement {
    /// Whether the block has no content size on an axis, so it fills its container there and
    /// takes a share of a stack's extra room along it.
    var expands: Size<Bool>
    var isSpacer = false
    /// `.padding` and `.relative` blocks fill a layers container and place their content inside.
    var fillsLayers = false
    /// The block's own alignment from `.alignSelf`, applied by its parent.
    var alignment: LayoutAlignment?
    /// Space from `.spacingBefore` / `.spacingAfter`, applied by its stack.
    var spacingBefore = 0.0
    var spacingAfter = 0.0
    /// The content priorities a constraint container holding the block gives it.
    var contentPriorities: ContentPriorities?
}

/// Lowers blocks to `LayoutNode`s, top down. Pure: the same block gives the same tree.
///
/// Each block's node is appended to its parent's child array and edited there: a node's
/// ``Style`` is hundreds of bytes, and moving the node from function to function copied it
/// about ten times.
struct Lowering {
    let safeAreaInsets: EdgeInsets
    let isRTL: Bool
    /// Where the blocks' diagnostics go.
    let report = DiagnosticReport()

    /// Lowers `element` on its own, as the root of a tree or for a custom block.
    func lower(_ element: LayoutElement) -> (node: LayoutNode, placement: Placement) {
        var nodes: [LayoutNode] = []
        let placement = lower(element, into: &nodes)
        return (nodes.removeLast(), placement)
    }

    /// Lowers `element`, appending its node to `nodes`; returns how its parent places it.
    func lower(_ element: LayoutElement, into nodes: inout [LayoutNode]) -> Placement {
        switch element.kind {
        case .item(let item):
            nodes.append(LayoutNode(id: item.id, measure: item.measure))
            var placement = Placement(expands: item.hasContentSize.map { !$0 })
            if item.contentPriorities != .standard { placement.contentPriorities = item.contentPriorities }
            return placement
        case .spacer(let spacer):
            nodes.append(LayoutNode(style: Style(flexGrow: spacer.expands ? 1 : 0, flexShrink: 0,
                                                 flexBasis: .points(spacer.minLength))))
            return Placement(expands: Size(width: spacer.expands, height: spacer.expands), isSpacer: true)
        case .vStack(let stack):
            return lowerStack(main: .vertical, spacing: stack.spacing,
                              crossAlignment: Self.selfAlignment(stack.alignment), stack.elements, into: &nodes)
        case .hStack(let stack):
            return lowerStack(main: .horizontal, spacing: stack.spacing,
                              crossAlignment: Self.selfAlignment(stack.alignment), stack.elements, into: &nodes)
        case .zStack(let stack):
            return lowerLayers(alignment: stack.alignment, stack.elements, style: Style(display: .layers), into: &nodes)
        case .container(let container):
            let edges = container.attachedSafeAreaEdges
            func inset(_ edge: Edge) -> LengthPercentage {
                .points(edges.contains(Edge.Set(edge)) ? safeAreaInsets[edge] : 0)
            }
            let padding = Edges(top: inset(.top), right: inset(.right), bottom: inset(.bottom), left: inset(.left))
            var placement = lowerLayers(alignment: .fill, container.elements,
                                        style: Style(display: .layers, padding: padding), into: &nodes)
            placement.expands = Size(width: true, height: true)
            placement.fillsLayers = true
            return placement
        case .grid(let grid):
            return lowerGrid(grid, into: &nodes)
        case .inset(let content, let rules):
            return lowerInset(content, rules, into: &nodes)
        case .decorated(let content, let decoration, let inFront):
            var layers: [LayoutNode] = []
            layers.reserveCapacity(2)
            let placement = lower(content, into: &layers)
            _ = lower(decoration, into: &layers)
            layers[1].style.position = .absolute
            layers[1].style.inset = Edges(all: .points(0))
            if !inFront { layers.swapAt(0, 1) }
            nodes.append(LayoutNode(style: Style(display: .layers), children: layers))
            return placement
        case .sized(let content, let rules):
            var placement = lower(content, into: &nodes)
            let last = nodes.count - 1
            for axis in Axis.allCases {
                guard let bound = axis == .horizontal ? rules.width : rules.height else { continue }
                nodes[last].style.apply(bound, on: axis)
                if case .exact = bound { placement.expands[axis] = false }
            }
            if let ratio = rules.aspectRatio { nodes[last].style.aspectRatio = ratio }
            return placement
        case .aligned(let content, let alignment):
            var placement = lower(content, into: &nodes)
            placement.alignment = LayoutAlignment(horizontal: alignment.horizontal ?? placement.alignment?.horizontal,
                                                  vertical: alignment.vertical ?? placement.alignment?.vertical)
            return placement
        case .custom(let block):
            let lowered = block.lower(in: LoweringContext(lowering: self))
            nodes.append(lowered.node)
            report.diagnostics += lowered.diagnostics
            var placement = Placement(expands: lowered.expands)
            placement.contentPriorities = lowered.contentPriorities
            return placement
        case .spaced(let content, let before, let after):
            var placement = lower(content, into: &nodes)
            placement.spacingBefore += before
            placement.spacingAfter += after
            return placement
        }
    }

    // MARK: Stacks

    /// A flex container along `main`. Spacing is a margin after each element but the last and
    /// spacers (MondrianLayout's rule, which `gap` cannot express).
    private func lowerStack(main: Axis, spacing: Double, crossAlignment: SelfAlignment,
                            _ elements: [LayoutElement], into nodes: inout [LayoutNode]) -> Placement {
        let cross = main.crossed
        var expands = Size(width: false, height: false)
        var children: [LayoutNode] = []
        children.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            let child = lower(element, into: &children)
            let last = children.count - 1
            let after = child.spacingAfter + (child.isSpacer || index == elements.count - 1 ? 0 : spacing)
            addMargin(child.spacingBefore, to: &children[last].style, main, atEnd: false)
            addMargin(after, to: &children[last].style, main, atEnd: true)
            if child.expands[main] {
                expands[main] = true
                if !child.isSpacer { children[last].style.flexGrow = 1 }
            }
            if !child.isSpacer {
                if let own = child.alignment?[cross] {
                    children[last].style.alignSelf = Self.flexAlignment(own, cross: cross)
                } else if child.expands[cross] && crossAlignment != .stretch {
                    children[last].style.alignSelf = .stretch
                }
                if child.expands[cross] { expands[cross] = true }
            }
        }
        let style = Style(flexDirection: main == .vertical ? .column : .row, alignItems: crossAlignment)
        nodes.append(LayoutNode(style: style, children: children))
        return Placement(expands: expands)
    }

    /// Adds `length` to the margin at the start or end of `axis`, which for rows depends on the direction.
    private func addMargin(_ length: Double, to style: inout Style, _ axis: Axis, atEnd: Bool) {
        guard length != 0 else { return }
        let physicalEnd = axis == .horizontal && isRTL ? !atEnd : atEnd
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

    // MARK: Layers

    /// A layers container: `ZStackBlock`, `LayoutContainer`.
    private func lowerLayers(alignment: LayoutAlignment, _ elements: [LayoutElement], style: Style,
                             into nodes: inout [LayoutNode]) -> Placement {
        let defaults = Size(width: alignment.horizontal ?? .center, height: alignment.vertical ?? .center)
        var style = style
        style.justifyItems = Self.layersAlignment(defaults.width)
        style.alignItems = Self.layersAlignment(defaults.height)
        var expands = Size(width: false, height: false)
        var children: [LayoutNode] = []
        children.reserveCapacity(elements.count)
        for element in elements {
            let child = lower(element, into: &children)
            if !child.isSpacer {
                expands.width = expands.width || child.expands.width
                expands.height = expands.height || child.expands.height
            }
            placeInLayers(&children[children.count - 1].style, child, defaults: defaults)
        }
        nodes.append(LayoutNode(style: style, children: children))
        return Placement(expands: expands)
    }

    /// A child of a layers container, with its own alignment where it differs from the container's.
    private func placeInLayers(_ style: inout Style, _ child: Placement, defaults: Size<AxisAlignment>) {
        for axis in Axis.allCases {
            var own = child.alignment?[axis]
            if own == nil && (child.fillsLayers || child.expands[axis]) && !child.isSpacer && defaults[axis] != .fill {
                own = .fill
            }
            guard let own else { continue }
            if axis == .horizontal {
                style.justifySelf = Self.layersAlignment(own)
            } else {
                style.alignSelf = Self.layersAlignment(own)
            }
        }
    }

    // MARK: Insets

    /// `.padding` / `.relative`: a layers wrapper whose child is held by margins (exact and `.min`
    /// insets), alignment (which edges are exact) and a `calc()` minimum size (`.max` insets).
    private func lowerInset(_ content: LayoutElement, _ rules: InsetRules, into nodes: inout [LayoutNode]) -> Placement {
        var wrapped: [LayoutNode] = []
        wrapped.reserveCapacity(1)
        var held = lower(content, into: &wrapped)
        for axis in Axis.allCases {
            var placement = InsetPlacement(start: rules.start(axis), end: rules.end(axis))
            if held.expands[axis] { placement.alignment = .fill }
            if axis == .horizontal {
                wrapped[0].style.margin.left = .points(placement.startMargin)
                wrapped[0].style.margin.right = .points(placement.endMargin)
                if placement.alignment != .fill {
                    // Physical insets: in a right-to-left wrapper, `start` is the right edge.
                    var alignment = placement.alignment
                    if isRTL { alignment = alignment == .start ? .end : alignment == .end ? .start : alignment }
                    wrapped[0].style.justifySelf = Self.layersAlignment(alignment)
                }
                if let slack = placement.maximumSlack {
                    wrapped[0].style.minWidth = Self.fillLess(slack, than: wrapped[0].style.minWidth)
                }
            } else {
                wrapped[0].style.margin.top = .points(placement.startMargin)
                wrapped[0].style.margin.bottom = .points(placement.endMargin)
                if placement.alignment != .fill { wrapped[0].style.alignSelf = Self.layersAlignment(placement.alignment) }
                if let slack = placement.maximumSlack {
                    wrapped[0].style.minHeight = Self.fillLess(slack, than: wrapped[0].style.minHeight)
                }
            }
        }
        nodes.append(LayoutNode(style: Style(display: .layers), children: wrapped))
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

    // MARK: Grid

    /// Rows of flex containers with one cell per column; cells of a column share its width.
    private func lowerGrid(_ grid: VGridBlock, into nodes: inout [LayoutNode]) -> Placement {
        let columns = grid.columns
        var rows: [LayoutNode] = []
        if !columns.isEmpty {
            var row: [LayoutNode] = []
            // Row-major; the last row is filled up with empty cells.
            let cellCount = (grid.elements.count + columns.count - 1) / columns.count * columns.count
            for index in 0..<cellCount {
                let column = index % columns.count
                var content: [LayoutNode] = []
                if index < grid.elements.count {
                    let cell = lower(grid.elements[index], into: &content)
                    placeInLayers(&content[0].style, cell, defaults: Size(width: .fill, height: .fill))
                }
                row.append(LayoutNode(style: Self.cellStyle(columns[column]), children: content))
                if column == columns.count - 1 {
                    rows.append(LayoutNode(style: Style(columnGap: .points(grid.spacing)), children: row))
                    row = []
                }
            }
        }
        let flexible = columns.contains { if case .flexible = $0 { true } else { false } }
        nodes.append(LayoutNode(style: Style(flexDirection: .column, rowGap: .points(grid.spacing)), children: rows))
        return Placement(expands: Size(width: flexible, height: false))
    }

    private static func cellStyle(_ column: VGridBlock.Column) -> Style {
        switch column {
        case .fixed(let width):
            return Style(display: .layers, flexShrink: 0, width: .points(width))
        case .flexible(let minimum, let maximum):
            return Style(display: .layers, flexGrow: 1, flexBasis: .points(0), minWidth: .points(minimum),
                         maxWidth: maximum.map { .points($0) } ?? .auto)
        }
    }

    // MARK: Alignment keywords

    static func selfAlignment(_ alignment: VStackBlock.Alignment) -> SelfAlignment {
        switch alignment {
        case .leading: .start
        case .center: .center
        case .trailing: .end
        case .fill: .stretch
        }
    }

    static func selfAlignment(_ alignment: HStackBlock.Alignment) -> SelfAlignment {
        switch alignment {
        case .top: .start
        case .center: .center
        case .bottom: .end
        case .fill: .stretch
        case .firstBaseline: .baseline
        }
    }

    /// A flex item's `align-self`; baselines only exist across rows (a vertical cross axis).
    static func flexAlignment(_ alignment: AxisAlignment, cross: Axis) -> SelfAlignment {
        switch alignment {
        case .start: .start
        case .center: .center
        case .end: .end
        case .fill: .stretch
        case .firstBaseline: cross == .vertical ? .baseline : .start
        }
    }

    /// A layers child's `justify-self` / `align-self`; layers have no baselines.
    static func layersAlignment(_ alignment: AxisAlignment) -> SelfAlignment {
        switch alignment {
        case .start, .firstBaseline: .start
        case .center: .center
        case .end: .end
        case .fill: .stretch
        }
    }
}

/// How `.padding` / `.relative` insets hold the content along one axis (ARCHITECTURE.md §3).
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

extension Style {
    /// Applies `.width` / `.height`: exact sets the size and the same minimum (an exact size never
    /// shrinks, as a required Auto Layout constraint), `.min` and `.max` set the bounds.
    mutating func apply(_ bound: BoundedLength, on axis: Axis) {
        switch (bound, axis) {
        case (.exact(let v), .horizontal): width = .points(v); minWidth = .points(v)
        case (.exact(let v), .vertical): height = .points(v); minHeight = .points(v)
        case (.min(let v), .horizontal): minWidth = .points(v)
        case (.min(let v), .vertical): minHeight = .points(v)
        case (.max(let v), .horizontal): maxWidth = .points(v)
        case (.max(let v), .vertical): maxHeight = .points(v)
        }
    }
}
