// Every property is described once, in `Style.properties` (StyleProperties.swift), which
// printing, validation, the layout-file reader and writer, the solver's packed storage and the
// fuzzer read. A new property is declared here (a stored property with its initial value, and a
// modifier) and gets a row in that table; the tests check that the two agree.
//
// There is no memberwise initializer: one with a parameter per property changed its mangled name
// with every property added, which broke SwiftPM's incremental builds of its callers.

/// The CSS properties of one box. Every property means what CSS says it means.
///
/// Initial values are CSS's own, except three that suit app layout and match the
/// conformance fixtures: ``display`` is `.flex`, ``boxSizing`` is `.borderBox` and
/// ``position`` is `.relative`.
///
/// A style is built from the initial one, modifier by modifier, in any order; each modifier
/// returns a changed copy:
///
///     let card = Style().flexDirection(.column).padding(12).width(320)
public struct Style: Hashable, Sendable {
    // MARK: Box generation and positioning

    /// CSS `display`. Default `.flex`.
    public var display: Display = .flex
    /// CSS `position`. Default `.relative`.
    public var position: Position = .relative
    /// CSS `direction`. Default `.inherit`.
    public var direction: Direction = .inherit
    /// CSS `box-sizing`. Default `.borderBox`.
    public var boxSizing: BoxSizing = .borderBox
    /// CSS `top`, `right`, `bottom`, `left`. Default `auto` on every edge.
    public var inset: Edges<LengthPercentageAuto> = Edges(all: .auto)
    /// Where an absolutely positioned box's margin-box centre goes, measured from the containing
    /// block's left padding edge (Trellis's `center-x`); `auto` leaves the insets in charge.
    public var centerX: LengthPercentageAuto = .auto
    /// Where an absolutely positioned box's margin-box centre goes, measured from the containing
    /// block's top padding edge (Trellis's `center-y`); `auto` leaves the insets in charge.
    public var centerY: LengthPercentageAuto = .auto
    /// The name by which later siblings refer to this box in `anchor()` and `anchor-size()`
    /// (CSS `anchor-name`, without the leading `--`); `nil` for none.
    public var anchorName: String? = nil
    /// Whether absolutely positioned children pinned to both edges of an axis take part in this
    /// box's content size on that axis when its size there is not definite. Auto Layout's
    /// self-sizing needs it; CSS has no such rule. Default `false`.
    public var fitsPinnedChildren: Bool = false

    // MARK: Flex container

    /// CSS `flex-direction`. Default `.row`.
    public var flexDirection: FlexDirection = .row
    /// CSS `flex-wrap`. Default `.nowrap`.
    public var flexWrap: FlexWrap = .nowrap
    /// The number of lines a balanced container aims for (`flex-line-count`); `nil` for the fewest.
    public var flexLineCount: Int? = nil
    /// CSS `justify-content`. Default `normal`.
    public var justifyContent: ContentAlignment = .normal
    /// CSS `align-items`. Default `normal` (stretch).
    public var alignItems: SelfAlignment = .normal
    /// CSS `align-content`. Default `normal` (stretch).
    public var alignContent: ContentAlignment = .normal
    /// CSS `justify-items`: the default horizontal alignment of a layers container's children.
    /// Default `normal` (stretch).
    public var justifyItems: SelfAlignment = .normal
    /// CSS `row-gap`. Default 0.
    public var rowGap: LengthPercentage = .zero
    /// CSS `column-gap`. Default 0.
    public var columnGap: LengthPercentage = .zero

    // MARK: Grid container

    /// CSS `grid-template-rows`: the explicit grid's rows. Default `[]` (`none`).
    public var gridTemplateRows: [GridTrack] = []
    /// CSS `grid-template-columns`: the explicit grid's columns. Default `[]` (`none`).
    public var gridTemplateColumns: [GridTrack] = []
    /// CSS `grid-auto-rows`: the sizes of implicit rows, cycled. Default `[.auto]`.
    public var gridAutoRows: [GridTrack] = Style.automaticTracks
    /// CSS `grid-auto-columns`: the sizes of implicit columns, cycled. Default `[.auto]`.
    public var gridAutoColumns: [GridTrack] = Style.automaticTracks
    /// CSS `grid-auto-flow`. Default `.row`.
    public var gridAutoFlow: GridAutoFlow = .row

    // MARK: Grid item

    /// CSS `grid-row-start`. Default `.auto`.
    public var gridRowStart: GridLine = .auto
    /// CSS `grid-row-end`. Default `.auto`.
    public var gridRowEnd: GridLine = .auto
    /// CSS `grid-column-start`. Default `.auto`.
    public var gridColumnStart: GridLine = .auto
    /// CSS `grid-column-end`. Default `.auto`.
    public var gridColumnEnd: GridLine = .auto

    // MARK: Flex item

    /// CSS `order`. Default 0.
    public var order: Int = 0
    /// CSS `flex-grow`. Default 0.
    public var flexGrow: Double = 0
    /// CSS `flex-shrink`. Default 1.
    public var flexShrink: Double = 1
    /// CSS `flex-basis`. Default `auto`.
    public var flexBasis: FlexBasis = .auto
    /// CSS `align-self`. Default `auto`.
    public var alignSelf: SelfAlignment = .auto
    /// CSS `justify-self`: a layers child's own horizontal alignment. Default `auto`.
    public var justifySelf: SelfAlignment = .auto

    // MARK: Box model

    /// CSS `width`. Default `auto`.
    public var width: Dimension = .auto
    /// CSS `height`. Default `auto`.
    public var height: Dimension = .auto
    /// CSS `min-width`. Default `auto` (the automatic minimum size).
    public var minWidth: Dimension = .auto
    /// CSS `min-height`. Default `auto` (the automatic minimum size).
    public var minHeight: Dimension = .auto
    /// CSS `max-width`; `auto` means `none`. Default `auto`.
    public var maxWidth: Dimension = .auto
    /// CSS `max-height`; `auto` means `none`. Default `auto`.
    public var maxHeight: Dimension = .auto
    /// CSS `aspect-ratio` as width divided by height; `nil` for `auto`. Default `nil`.
    public var aspectRatio: Double? = nil
    /// CSS `margin-*`. Default 0.
    public var margin: Edges<LengthPercentageAuto> = Edges(all: .zero)
    /// CSS `padding-*`. Default 0.
    public var padding: Edges<LengthPercentage> = Edges(all: .zero)
    /// CSS `border-*-width`, in points. Default 0.
    public var border: Edges<Double> = .zero
    /// CSS `overflow-x`. Default `.visible`.
    public var overflowX: Overflow = .visible
    /// CSS `overflow-y`. Default `.visible`.
    public var overflowY: Overflow = .visible
    /// The points a scroll container reserves for its scrollbar (CSS `scrollbar-width` as a length). Default 0.
    public var scrollbarWidth: Double = 0

    /// `[.auto]`, the initial implicit tracks, as one array that every `Style()` shares in
    /// whichever module it is made: the solver knows an initial value by its bytes, and an array
    /// literal inlined into another module would have a buffer of its own.
    @usableFromInline static let automaticTracks: [GridTrack] = [.auto]

    /// The initial style, every property at its initial value; the modifiers below change it.
    @inlinable public init() {}

    /// The initial style: a `display: flex` row with nothing set.
    public static let initial = Style()
}

// MARK: Per-axis properties

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
    /// `grid-template-columns` (horizontal) or `grid-template-rows` (vertical).
    @inlinable public func gridTemplate(_ axis: Axis) -> [GridTrack] { axis == .horizontal ? gridTemplateColumns : gridTemplateRows }
    /// `grid-auto-columns` (horizontal) or `grid-auto-rows` (vertical).
    @inlinable public func gridAutoTracks(_ axis: Axis) -> [GridTrack] { axis == .horizontal ? gridAutoColumns : gridAutoRows }
    /// `justify-self` (horizontal) or `align-self` (vertical): how a child of a layers container,
    /// or an absolutely positioned box, is aligned along `axis` in its cell.
    @inlinable public func selfAlignment(_ axis: Axis) -> SelfAlignment { axis == .horizontal ? justifySelf : alignSelf }

    /// Sets `width` or `height`, by axis.
    ///
    ///     var style = Style()
    ///     for axis in Axis.allCases { style.setSize(100, for: axis) }   // width and height 100
    @inlinable public mutating func setSize(_ value: Dimension, for axis: Axis) { set(value, axis, \.width, \.height) }
    /// Sets `min-width` or `min-height`, by axis.
    @inlinable public mutating func setMinSize(_ value: Dimension, for axis: Axis) { set(value, axis, \.minWidth, \.minHeight) }
    /// Sets `max-width` or `max-height`, by axis.
    @inlinable public mutating func setMaxSize(_ value: Dimension, for axis: Axis) { set(value, axis, \.maxWidth, \.maxHeight) }
    /// Sets `overflow-x` or `overflow-y`, by axis.
    @inlinable public mutating func setOverflow(_ value: Overflow, for axis: Axis) { set(value, axis, \.overflowX, \.overflowY) }
    /// Sets `center-x` or `center-y`, by axis.
    @inlinable public mutating func setCenter(_ value: LengthPercentageAuto, for axis: Axis) { set(value, axis, \.centerX, \.centerY) }
    /// Sets `column-gap` (horizontal) or `row-gap` (vertical).
    @inlinable public mutating func setGap(_ value: LengthPercentage, for axis: Axis) { set(value, axis, \.columnGap, \.rowGap) }
    /// Sets `justify-self` (horizontal) or `align-self` (vertical).
    ///
    ///     var style = Style()
    ///     style.setSelfAlignment(.center, for: .horizontal)   // justify-self: center
    @inlinable public mutating func setSelfAlignment(_ value: SelfAlignment, for axis: Axis) {
        set(value, axis, \.justifySelf, \.alignSelf)
    }

    /// Writes `value` to the property of `axis`: one of a horizontal and vertical pair.
    @inlinable mutating func set<Value>(_ value: Value, _ axis: Axis, _ horizontal: WritableKeyPath<Style, Value>,
                                        _ vertical: WritableKeyPath<Style, Value>) {
        self[keyPath: axis == .horizontal ? horizontal : vertical] = value
    }
}

// MARK: Modifiers

extension Style {
    /// A copy of this style with the property at `keyPath` set to `value`; each property's
    /// modifier below is this with its key path.
    ///
    ///     let badge = Style().with(\.position, .absolute).with(\.inset, Edges(all: 0))
    @inlinable public func with<Value>(_ keyPath: WritableKeyPath<Style, Value>, _ value: Value) -> Style {
        var copy = self
        copy[keyPath: keyPath] = value
        return copy
    }

    /// A copy with ``display`` set.
    ///
    ///     Style().display(.none)
    @inlinable public func display(_ value: Display) -> Style { with(\.display, value) }
    /// A copy with ``position`` set.
    @inlinable public func position(_ value: Position) -> Style { with(\.position, value) }
    /// A copy with ``direction`` set.
    @inlinable public func direction(_ value: Direction) -> Style { with(\.direction, value) }
    /// A copy with ``boxSizing`` set.
    @inlinable public func boxSizing(_ value: BoxSizing) -> Style { with(\.boxSizing, value) }
    /// A copy with ``inset`` (`top`, `right`, `bottom`, `left`) set.
    ///
    ///     Style().position(.absolute).inset(Edges(top: 0, right: .auto, bottom: .auto, left: 0))
    @inlinable public func inset(_ value: Edges<LengthPercentageAuto>) -> Style { with(\.inset, value) }
    /// A copy with every edge of ``inset`` set to `value`.
    @inlinable public func inset(_ value: LengthPercentageAuto) -> Style { with(\.inset, Edges(all: value)) }
    /// A copy with ``centerX`` set.
    @inlinable public func centerX(_ value: LengthPercentageAuto) -> Style { with(\.centerX, value) }
    /// A copy with ``centerY`` set.
    @inlinable public func centerY(_ value: LengthPercentageAuto) -> Style { with(\.centerY, value) }
    /// A copy with ``anchorName`` set.
    @inlinable public func anchorName(_ value: String?) -> Style { with(\.anchorName, value) }
    /// A copy with ``fitsPinnedChildren`` set.
    @inlinable public func fitsPinnedChildren(_ value: Bool) -> Style { with(\.fitsPinnedChildren, value) }
    /// A copy with ``flexDirection`` set.
    ///
    ///     Style().flexDirection(.column).rowGap(8)
    @inlinable public func flexDirection(_ value: FlexDirection) -> Style { with(\.flexDirection, value) }
    /// A copy with ``flexWrap`` set.
    @inlinable public func flexWrap(_ value: FlexWrap) -> Style { with(\.flexWrap, value) }
    /// A copy with ``flexLineCount`` set.
    @inlinable public func flexLineCount(_ value: Int?) -> Style { with(\.flexLineCount, value) }
    /// A copy with ``justifyContent`` set.
    @inlinable public func justifyContent(_ value: ContentAlignment) -> Style { with(\.justifyContent, value) }
    /// A copy with ``alignItems`` set.
    @inlinable public func alignItems(_ value: SelfAlignment) -> Style { with(\.alignItems, value) }
    /// A copy with ``alignContent`` set.
    @inlinable public func alignContent(_ value: ContentAlignment) -> Style { with(\.alignContent, value) }
    /// A copy with ``justifyItems`` set.
    @inlinable public func justifyItems(_ value: SelfAlignment) -> Style { with(\.justifyItems, value) }
    /// A copy with ``rowGap`` set.
    @inlinable public func rowGap(_ value: LengthPercentage) -> Style { with(\.rowGap, value) }
    /// A copy with ``columnGap`` set.
    @inlinable public func columnGap(_ value: LengthPercentage) -> Style { with(\.columnGap, value) }
    /// A copy with ``gridTemplateRows`` set.
    ///
    ///     Style().display(.grid).gridTemplateRows([.points(40), .fr(1)])
    @inlinable public func gridTemplateRows(_ value: [GridTrack]) -> Style { with(\.gridTemplateRows, value) }
    /// A copy with ``gridTemplateColumns`` set.
    @inlinable public func gridTemplateColumns(_ value: [GridTrack]) -> Style { with(\.gridTemplateColumns, value) }
    /// A copy with ``gridAutoRows`` set.
    @inlinable public func gridAutoRows(_ value: [GridTrack]) -> Style { with(\.gridAutoRows, value) }
    /// A copy with ``gridAutoColumns`` set.
    @inlinable public func gridAutoColumns(_ value: [GridTrack]) -> Style { with(\.gridAutoColumns, value) }
    /// A copy with ``gridAutoFlow`` set.
    @inlinable public func gridAutoFlow(_ value: GridAutoFlow) -> Style { with(\.gridAutoFlow, value) }
    /// A copy with ``gridRowStart`` set.
    ///
    ///     Style().gridRowStart(.line(2)).gridRowEnd(.span(2))
    @inlinable public func gridRowStart(_ value: GridLine) -> Style { with(\.gridRowStart, value) }
    /// A copy with ``gridRowEnd`` set.
    @inlinable public func gridRowEnd(_ value: GridLine) -> Style { with(\.gridRowEnd, value) }
    /// A copy with ``gridColumnStart`` set.
    @inlinable public func gridColumnStart(_ value: GridLine) -> Style { with(\.gridColumnStart, value) }
    /// A copy with ``gridColumnEnd`` set.
    @inlinable public func gridColumnEnd(_ value: GridLine) -> Style { with(\.gridColumnEnd, value) }
    /// A copy with ``order`` set.
    @inlinable public func order(_ value: Int) -> Style { with(\.order, value) }
    /// A copy with ``flexGrow`` set.
    ///
    ///     Style().flexGrow(1).flexBasis(0)
    @inlinable public func flexGrow(_ value: Double) -> Style { with(\.flexGrow, value) }
    /// A copy with ``flexShrink`` set.
    @inlinable public func flexShrink(_ value: Double) -> Style { with(\.flexShrink, value) }
    /// A copy with ``flexBasis`` set.
    @inlinable public func flexBasis(_ value: FlexBasis) -> Style { with(\.flexBasis, value) }
    /// A copy with ``alignSelf`` set.
    @inlinable public func alignSelf(_ value: SelfAlignment) -> Style { with(\.alignSelf, value) }
    /// A copy with ``justifySelf`` set.
    @inlinable public func justifySelf(_ value: SelfAlignment) -> Style { with(\.justifySelf, value) }
    /// A copy with ``width`` set.
    ///
    ///     Style().width(.percent(50)).height(44)
    @inlinable public func width(_ value: Dimension) -> Style { with(\.width, value) }
    /// A copy with ``height`` set.
    @inlinable public func height(_ value: Dimension) -> Style { with(\.height, value) }
    /// A copy with ``minWidth`` set.
    @inlinable public func minWidth(_ value: Dimension) -> Style { with(\.minWidth, value) }
    /// A copy with ``minHeight`` set.
    @inlinable public func minHeight(_ value: Dimension) -> Style { with(\.minHeight, value) }
    /// A copy with ``maxWidth`` set.
    @inlinable public func maxWidth(_ value: Dimension) -> Style { with(\.maxWidth, value) }
    /// A copy with ``maxHeight`` set.
    @inlinable public func maxHeight(_ value: Dimension) -> Style { with(\.maxHeight, value) }
    /// A copy with ``aspectRatio`` set.
    @inlinable public func aspectRatio(_ value: Double?) -> Style { with(\.aspectRatio, value) }
    /// A copy with ``margin`` set.
    @inlinable public func margin(_ value: Edges<LengthPercentageAuto>) -> Style { with(\.margin, value) }
    /// A copy with every edge of ``margin`` set to `value`.
    ///
    ///     Style().margin(.auto)   // centred in a flex container
    @inlinable public func margin(_ value: LengthPercentageAuto) -> Style { with(\.margin, Edges(all: value)) }
    /// A copy with ``padding`` set.
    @inlinable public func padding(_ value: Edges<LengthPercentage>) -> Style { with(\.padding, value) }
    /// A copy with every edge of ``padding`` set to `value`.
    ///
    ///     Style().padding(8)
    @inlinable public func padding(_ value: LengthPercentage) -> Style { with(\.padding, Edges(all: value)) }
    /// A copy with ``border`` set.
    @inlinable public func border(_ value: Edges<Double>) -> Style { with(\.border, value) }
    /// A copy with every edge of ``border`` set to `value` points.
    @inlinable public func border(_ value: Double) -> Style { with(\.border, Edges(all: value)) }
    /// A copy with ``overflowX`` set.
    @inlinable public func overflowX(_ value: Overflow) -> Style { with(\.overflowX, value) }
    /// A copy with ``overflowY`` set.
    @inlinable public func overflowY(_ value: Overflow) -> Style { with(\.overflowY, value) }
    /// A copy with ``scrollbarWidth`` set.
    @inlinable public func scrollbarWidth(_ value: Double) -> Style { with(\.scrollbarWidth, value) }
}
