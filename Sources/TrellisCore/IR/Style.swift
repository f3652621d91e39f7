/// The CSS properties of one box. Every property means what CSS says it means.
///
/// Initial values are CSS's own, except three that suit app layout and match the
/// conformance fixtures: ``display`` is `.flex`, ``boxSizing`` is `.borderBox` and
/// ``position`` is `.relative`.
///
///     let card = Style(flexDirection: .column, padding: Edges(all: 12), width: 320)
public struct Style: Hashable, Sendable {
    // MARK: Box generation and positioning

    /// CSS `display`. Default `.flex`.
    public var display: Display
    /// CSS `position`. Default `.relative`.
    public var position: Position
    /// CSS `direction`. Default `.inherit`.
    public var direction: Direction
    /// CSS `box-sizing`. Default `.borderBox`.
    public var boxSizing: BoxSizing
    /// CSS `top`, `right`, `bottom`, `left`. Default `auto` on every edge.
    public var inset: Edges<LengthPercentageAuto>
    /// Where an absolutely positioned box's margin-box centre goes, measured from the containing
    /// block's left padding edge (Trellis's `center-x`); `auto` leaves the insets in charge.
    public var centerX: LengthPercentageAuto
    /// Where an absolutely positioned box's margin-box centre goes, measured from the containing
    /// block's top padding edge (Trellis's `center-y`); `auto` leaves the insets in charge.
    public var centerY: LengthPercentageAuto
    /// The name by which later siblings refer to this box in `anchor()` and `anchor-size()`
    /// (CSS `anchor-name`, without the leading `--`); `nil` for none.
    public var anchorName: String?
    /// Whether absolutely positioned children pinned to both edges of an axis take part in this
    /// box's content size on that axis when its size there is not definite. Auto Layout's
    /// self-sizing needs it; CSS has no such rule. Default `false`.
    public var fitsPinnedChildren: Bool

    // MARK: Flex container

    /// CSS `flex-direction`. Default `.row`.
    public var flexDirection: FlexDirection
    /// CSS `flex-wrap`. Default `.nowrap`.
    public var flexWrap: FlexWrap
    /// The number of lines a balanced container aims for (`flex-line-count`); `nil` for the fewest.
    public var flexLineCount: Int?
    /// CSS `justify-content`. Default `normal`.
    public var justifyContent: ContentAlignment
    /// CSS `align-items`. Default `normal` (stretch).
    public var alignItems: SelfAlignment
    /// CSS `align-content`. Default `normal` (stretch).
    public var alignContent: ContentAlignment
    /// CSS `justify-items`: the default horizontal alignment of a layers container's children.
    /// Default `normal` (stretch).
    public var justifyItems: SelfAlignment
    /// CSS `row-gap`. Default 0.
    public var rowGap: LengthPercentage
    /// CSS `column-gap`. Default 0.
    public var columnGap: LengthPercentage

    // MARK: Flex item

    /// CSS `order`. Default 0.
    public var order: Int
    /// CSS `flex-grow`. Default 0.
    public var flexGrow: Double
    /// CSS `flex-shrink`. Default 1.
    public var flexShrink: Double
    /// CSS `flex-basis`. Default `auto`.
    public var flexBasis: FlexBasis
    /// CSS `align-self`. Default `auto`.
    public var alignSelf: SelfAlignment
    /// CSS `justify-self`: a layers child's own horizontal alignment. Default `auto`.
    public var justifySelf: SelfAlignment

    // MARK: Box model

    /// CSS `width`. Default `auto`.
    public var width: Dimension
    /// CSS `height`. Default `auto`.
    public var height: Dimension
    /// CSS `min-width`. Default `auto` (the automatic minimum size).
    public var minWidth: Dimension
    /// CSS `min-height`. Default `auto` (the automatic minimum size).
    public var minHeight: Dimension
    /// CSS `max-width`; `auto` means `none`. Default `auto`.
    public var maxWidth: Dimension
    /// CSS `max-height`; `auto` means `none`. Default `auto`.
    public var maxHeight: Dimension
    /// CSS `aspect-ratio` as width divided by height; `nil` for `auto`. Default `nil`.
    public var aspectRatio: Double?
    /// CSS `margin-*`. Default 0.
    public var margin: Edges<LengthPercentageAuto>
    /// CSS `padding-*`. Default 0.
    public var padding: Edges<LengthPercentage>
    /// CSS `border-*-width`, in points. Default 0.
    public var border: Edges<Double>
    /// CSS `overflow-x`. Default `.visible`.
    public var overflowX: Overflow
    /// CSS `overflow-y`. Default `.visible`.
    public var overflowY: Overflow
    /// The points a scroll container reserves for its scrollbar (CSS `scrollbar-width` as a length). Default 0.
    public var scrollbarWidth: Double

    /// Creates a style; every parameter defaults to its property's initial value.
    @inlinable public init(
        display: Display = .flex,
        position: Position = .relative,
        direction: Direction = .inherit,
        boxSizing: BoxSizing = .borderBox,
        inset: Edges<LengthPercentageAuto> = Edges(all: .auto),
        centerX: LengthPercentageAuto = .auto,
        centerY: LengthPercentageAuto = .auto,
        anchorName: String? = nil,
        fitsPinnedChildren: Bool = false,
        flexDirection: FlexDirection = .row,
        flexWrap: FlexWrap = .nowrap,
        flexLineCount: Int? = nil,
        justifyContent: ContentAlignment = .normal,
        alignItems: SelfAlignment = .normal,
        alignContent: ContentAlignment = .normal,
        justifyItems: SelfAlignment = .normal,
        rowGap: LengthPercentage = .zero,
        columnGap: LengthPercentage = .zero,
        order: Int = 0,
        flexGrow: Double = 0,
        flexShrink: Double = 1,
        flexBasis: FlexBasis = .auto,
        alignSelf: SelfAlignment = .auto,
        justifySelf: SelfAlignment = .auto,
        width: Dimension = .auto,
        height: Dimension = .auto,
        minWidth: Dimension = .auto,
        minHeight: Dimension = .auto,
        maxWidth: Dimension = .auto,
        maxHeight: Dimension = .auto,
        aspectRatio: Double? = nil,
        margin: Edges<LengthPercentageAuto> = Edges(all: .zero),
        padding: Edges<LengthPercentage> = Edges(all: .zero),
        border: Edges<Double> = .zero,
        overflowX: Overflow = .visible,
        overflowY: Overflow = .visible,
        scrollbarWidth: Double = 0
    ) {
        self.display = display
        self.position = position
        self.direction = direction
        self.boxSizing = boxSizing
        self.inset = inset
        self.centerX = centerX
        self.centerY = centerY
        self.anchorName = anchorName
        self.fitsPinnedChildren = fitsPinnedChildren
        self.flexDirection = flexDirection
        self.flexWrap = flexWrap
        self.flexLineCount = flexLineCount
        self.justifyContent = justifyContent
        self.alignItems = alignItems
        self.alignContent = alignContent
        self.justifyItems = justifyItems
        self.rowGap = rowGap
        self.columnGap = columnGap
        self.order = order
        self.flexGrow = flexGrow
        self.flexShrink = flexShrink
        self.flexBasis = flexBasis
        self.alignSelf = alignSelf
        self.justifySelf = justifySelf
        self.width = width
        self.height = height
        self.minWidth = minWidth
        self.minHeight = minHeight
        self.maxWidth = maxWidth
        self.maxHeight = maxHeight
        self.aspectRatio = aspectRatio
        self.margin = margin
        self.padding = padding
        self.border = border
        self.overflowX = overflowX
        self.overflowY = overflowY
        self.scrollbarWidth = scrollbarWidth
    }

    /// The initial style: a `display: flex` row with nothing set.
    public static let initial = Style()
}

extension Style {
    /// `width` or `height`, by axis.
    @inlinable public func size(_ axis: Axis) -> Dimension { axis == .horizontal ? width : height }
    /// `min-width` or `min-height`, by axis.
    @inlinable public func minSize(_ axis: Axis) -> Dimension { axis == .horizontal ? minWidth : minHeight }
    /// `max-width` or `max-height`, by axis.
    @inlinable public func maxSize(_ axis: Axis) -> Dimension { axis == .horizontal ? maxWidth : maxHeight }
    /// `overflow-x` or `overflow-y`, by axis.
    @inlinable public func overflow(_ axis: Axis) -> Overflow { axis == .horizontal ? overflowX : overflowY }
    /// `center-x` or `center-y`, by axis.
    @inlinable public func center(_ axis: Axis) -> LengthPercentageAuto { axis == .horizontal ? centerX : centerY }
    /// `column-gap` (horizontal) or `row-gap` (vertical): the gap between items along `axis`.
    @inlinable public func gap(_ axis: Axis) -> LengthPercentage { axis == .horizontal ? columnGap : rowGap }
}

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
