import TrellisCore

/// A lowered block: its node, plus what its parent needs to place it (ARCHITECTURE.md §3).
struct Lowered {
    /// The node, in an optional so that `takeNode()` can move it into its parent: a copy would
    /// retain its style's expressions, its id, its measure and its children, and then release them.
    private var storage: LayoutNode?
    var node: LayoutNode {
        get { storage! }
        set { storage = newValue }
        _modify { yield &storage! }
    }
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

    /// Moves the node out; the block has none afterwards, until one is set.
    mutating func takeNode() -> LayoutNode { storage.take()! }
}

extension Lowered {
    // In an extension, to keep the memberwise initializer: see `LayoutNode.init`.
    init(node: LayoutNode, expands: Size<Bool>) {
        self.init(storage: node, expands: expands)
    }
}

/// Lowers blocks to `LayoutNode`s, top down. Pure: the same block gives the same tree.
struct Lowering {
    let safeAreaInsets: EdgeInsets
    let isRTL: Bool

    func lower(_ element: LayoutElement) -> Lowered {
        switch element.kind {
        case .item(let item):
            return Lowered(node: LayoutNode(id: item.id, measure: item.measure),
                           expands: item.hasContentSize.map { !$0 })
        case .spacer(let spacer):
            var lowered = Lowered(
                node: LayoutNode(style: Style(flexGrow: spacer.expands ? 1 : 0, flexShrink: 0,
                                              flexBasis: .points(spacer.minLength))),
                expands: Size(width: spacer.expands, height: spacer.expands))
            lowered.isSpacer = true
            return lowered
        case .vStack(let stack):
            return lowerStack(main: .vertical, spacing: stack.spacing,
                              crossAlignment: Self.selfAlignment(stack.alignment), stack.elements)
        case .hStack(let stack):
            return lowerStack(main: .horizontal, spacing: stack.spacing,
                              crossAlignment: Self.selfAlignment(stack.alignment), stack.elements)
        case .zStack(let stack):
            return lowerLayers(alignment: stack.alignment, stack.elements, style: Style(display: .layers))
        case .container(let container):
            let edges = container.attachedSafeAreaEdges
            func inset(_ edge: Edge) -> LengthPercentage {
                .points(edges.contains(Edge.Set(edge)) ? safeAreaInsets[edge] : 0)
            }
            let padding = Edges(top: inset(.top), right: inset(.right), bottom: inset(.bottom), left: inset(.left))
            var lowered = lowerLayers(alignment: .fill, container.elements,
                                      style: Style(display: .layers, padding: padding))
            lowered.expands = Size(width: true, height: true)
            lowered.fillsLayers = true
            return lowered
        case .grid(let grid):
            return lowerGrid(grid)
        case .inset(let content, let rules):
            return lowerInset(content, rules)
        case .decorated(let content, let decoration, let inFront):
            var lowered = lower(content)
            var decorated = lower(decoration)
            var decorationNode = decorated.takeNode()
            decorationNode.style.position = .absolute
            decorationNode.style.inset = Edges(all: .points(0))
            let contentNode = lowered.takeNode()
            lowered.node = LayoutNode(style: Style(display: .layers),
                                      children: inFront ? [contentNode, decorationNode] : [decorationNode, contentNode])
            return lowered
        case .sized(let content, let rules):
            var lowered = lower(content)
            for axis in Axis.allCases {
                guard let bound = axis == .horizontal ? rules.width : rules.height else { continue }
                lowered.node.style.apply(bound, on: axis)
                if case .exact = bound { lowered.expands[axis] = false }
            }
            if let ratio = rules.aspectRatio { lowered.node.style.aspectRatio = ratio }
            return lowered
        case .aligned(let content, let alignment):
            var lowered = lower(content)
            lowered.alignment = LayoutAlignment(horizontal: alignment.horizontal ?? lowered.alignment?.horizontal,
                                                vertical: alignment.vertical ?? lowered.alignment?.vertical)
            return lowered
        case .custom(let block):
            let lowered = block.lower(in: LoweringContext(lowering: self))
            return Lowered(node: lowered.node, expands: lowered.expands)
        case .spaced(let content, let before, let after):
            var lowered = lower(content)
            lowered.spacingBefore += before
            lowered.spacingAfter += after
            return lowered
        }
    }

    // MARK: Stacks

    /// A flex container along `main`. Spacing is a margin after each element but the last and
    /// spacers (MondrianLayout's rule, which `gap` cannot express).
    private func lowerStack(main: Axis, spacing: Double, crossAlignment: SelfAlignment,
                            _ elements: [LayoutElement]) -> Lowered {
        let cross = main.crossed
        var expands = Size(width: false, height: false)
        var children: [LayoutNode] = []
        children.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            // The child's style is edited where it is, in the node: a `Style` is large, and each
            // copy retains every `calc()` it holds.
            var child = lower(element)
            let after = child.spacingAfter + (child.isSpacer || index == elements.count - 1 ? 0 : spacing)
            addMargin(child.spacingBefore, to: &child.node.style, main, atEnd: false)
            addMargin(after, to: &child.node.style, main, atEnd: true)
            if child.expands[main] {
                expands[main] = true
                if !child.isSpacer { child.node.style.flexGrow = 1 }
            }
            if !child.isSpacer {
                if let own = child.alignment?[cross] {
                    child.node.style.alignSelf = Self.flexAlignment(own, cross: cross)
                } else if child.expands[cross] && crossAlignment != .stretch {
                    child.node.style.alignSelf = .stretch
                }
                if child.expands[cross] { expands[cross] = true }
            }
            children.append(child.takeNode())
        }
        let style = Style(flexDirection: main == .vertical ? .column : .row, alignItems: crossAlignment)
        return Lowered(node: LayoutNode(style: style, children: children), expands: expands)
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
    private func lowerLayers(alignment: LayoutAlignment, _ elements: [LayoutElement], style: Style) -> Lowered {
        let defaults = Size(width: alignment.horizontal ?? .center, height: alignment.vertical ?? .center)
        var style = style
        style.justifyItems = Self.layersAlignment(defaults.width)
        style.alignItems = Self.layersAlignment(defaults.height)
        var expands = Size(width: false, height: false)
        var children: [LayoutNode] = []
        children.reserveCapacity(elements.count)
        for element in elements {
            var child = lower(element)
            if !child.isSpacer {
                expands.width = expands.width || child.expands.width
                expands.height = expands.height || child.expands.height
            }
            placeInLayers(&child, defaults: defaults)
            children.append(child.takeNode())
        }
        return Lowered(node: LayoutNode(style: style, children: children), expands: expands)
    }

    /// A child of a layers container, with its own alignment where it differs from the container's.
    private func placeInLayers(_ child: inout Lowered, defaults: Size<AxisAlignment>) {
        for axis in Axis.allCases {
            var own = child.alignment?[axis]
            if own == nil && (child.fillsLayers || child.expands[axis]) && !child.isSpacer && defaults[axis] != .fill {
                own = .fill
            }
            guard let own else { continue }
            if axis == .horizontal {
                child.node.style.justifySelf = Self.layersAlignment(own)
            } else {
                child.node.style.alignSelf = Self.layersAlignment(own)
            }
        }
    }

    // MARK: Insets

    /// `.padding` / `.relative`: a layers wrapper whose child is held by margins (exact and `.min`
    /// insets), alignment (which edges are exact) and a `calc()` minimum size (`.max` insets).
    private func lowerInset(_ content: LayoutElement, _ rules: InsetRules) -> Lowered {
        var lowered = lower(content)
        for axis in Axis.allCases {
            var placement = InsetPlacement(start: rules.start(axis), end: rules.end(axis))
            if lowered.expands[axis] { placement.alignment = .fill }
            if axis == .horizontal {
                lowered.node.style.margin.left = .points(placement.startMargin)
                lowered.node.style.margin.right = .points(placement.endMargin)
                if placement.alignment != .fill {
                    // Physical insets: in a right-to-left wrapper, `start` is the right edge.
                    var alignment = placement.alignment
                    if isRTL { alignment = alignment == .start ? .end : alignment == .end ? .start : alignment }
                    lowered.node.style.justifySelf = Self.layersAlignment(alignment)
                }
                if let slack = placement.maximumSlack {
                    lowered.node.style.minWidth = Self.fillLess(slack, than: lowered.node.style.minWidth)
                }
            } else {
                lowered.node.style.margin.top = .points(placement.startMargin)
                lowered.node.style.margin.bottom = .points(placement.endMargin)
                if placement.alignment != .fill { lowered.node.style.alignSelf = Self.layersAlignment(placement.alignment) }
                if let slack = placement.maximumSlack {
                    lowered.node.style.minHeight = Self.fillLess(slack, than: lowered.node.style.minHeight)
                }
            }
        }
        lowered.node = LayoutNode(style: Style(display: .layers), children: [lowered.takeNode()])
        lowered.fillsLayers = true
        return lowered
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
    private func lowerGrid(_ grid: VGridBlock) -> Lowered {
        let columns = grid.columns
        var rows: [LayoutNode] = []
        if !columns.isEmpty {
            var cells = grid.elements.map(lower)
            var start = 0
            while start < cells.count {
                var row: [LayoutNode] = []
                for (column, width) in columns.enumerated() {
                    let index = start + column
                    var content: [LayoutNode] = []
                    if index < cells.count {
                        placeInLayers(&cells[index], defaults: Size(width: .fill, height: .fill))
                        content = [cells[index].takeNode()]
                    }
                    row.append(LayoutNode(style: Self.cellStyle(width), children: content))
                }
                rows.append(LayoutNode(style: Style(columnGap: .points(grid.spacing)), children: row))
                start += columns.count
            }
        }
        let flexible = columns.contains { if case .flexible = $0 { true } else { false } }
        return Lowered(node: LayoutNode(style: Style(flexDirection: .column, rowGap: .points(grid.spacing)), children: rows),
                       expands: Size(width: flexible, height: false))
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
