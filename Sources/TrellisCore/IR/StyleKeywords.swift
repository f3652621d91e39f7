/// How a box lays out its children: CSS `display`.
public enum Display: UInt8, Hashable, Sendable, BitwiseCopyable {
    /// A flex container (CSS Flexbox). The initial value in Trellis.
    case flex
    /// The box and its descendants generate no boxes and take no space.
    case none
    /// A layers container: every in-flow child occupies one shared cell, aligned on both axes
    /// (CSS Grid with one `1fr`×`1fr` cell). Stacks, backgrounds and overlays lower to it.
    case layers
    /// A constraint container: the node's ``ConstraintSet`` places every displayed child by
    /// linear relations, with Auto Layout's meaning. Operator constraints lower to it.
    case constraints
    /// A grid container (CSS Grid Layout 2): children are placed in the rows and columns of a
    /// grid (Docs/Grid.md).
    case grid
}

/// How a box is positioned: CSS `position`.
public enum Position: UInt8, Hashable, Sendable, BitwiseCopyable {
    /// In flow, shifted by its insets after layout. The initial value in Trellis.
    case relative
    /// Out of flow, placed by its insets in its parent's padding box.
    case absolute
}

/// The inline base direction: CSS `direction`.
public enum Direction: UInt8, Hashable, Sendable, BitwiseCopyable {
    /// Inherit the parent's direction (left-to-right at the root). The initial value.
    case inherit
    case ltr
    case rtl
}

/// What `width` and `height` measure: CSS `box-sizing`.
public enum BoxSizing: UInt8, Hashable, Sendable, BitwiseCopyable {
    /// Sizes include padding and border. The initial value in Trellis.
    case borderBox
    /// Sizes measure the content box; padding and border are added.
    case contentBox
}

/// The main axis and its direction: CSS `flex-direction`.
public enum FlexDirection: UInt8, Hashable, Sendable, BitwiseCopyable {
    case row
    case rowReverse
    case column
    case columnReverse

    // Always inlined, as the solver's larger functions otherwise call them for every item.
    /// Whether the main axis is horizontal.
    @inlinable @inline(__always) public var isRow: Bool { self == .row || self == .rowReverse }
    /// Whether items run from main-end to main-start.
    @inlinable @inline(__always) public var isReverse: Bool { self == .rowReverse || self == .columnReverse }
}

/// Whether and how items wrap onto several lines: CSS `flex-wrap`.
public enum FlexWrap: UInt8, Hashable, Sendable, BitwiseCopyable {
    case nowrap
    case wrap
    case wrapReverse
    /// `balance`: wrap into the fewest lines, then even out the lines' lengths.
    case balance
    /// `wrap-reverse balance`: balanced lines stacked from cross-end to cross-start.
    case balanceReverse

    // Always inlined, as the solver's larger functions otherwise call them for every item.
    /// Whether items may wrap onto several lines.
    @inlinable @inline(__always) public var wraps: Bool { self != .nowrap }
    /// Whether lines stack from cross-end to cross-start.
    @inlinable @inline(__always) public var isReverse: Bool { self == .wrapReverse || self == .balanceReverse }
    /// Whether line breaks are balanced.
    @inlinable @inline(__always) public var isBalanced: Bool { self == .balance || self == .balanceReverse }
}

/// What happens to content that overflows the box: CSS `overflow-x` / `overflow-y`.
public enum Overflow: UInt8, Hashable, Sendable, BitwiseCopyable {
    case visible
    case hidden
    /// Clipped and scrollable; reserves ``Style/scrollbarWidth`` for the scrollbar.
    case scroll
    /// Clipped and scrollable; reserves ``Style/scrollbarWidth`` for the scrollbar only while
    /// the content overflows the box on this axis (CSS Overflow 3 §3, as Chrome's classic
    /// scrollbars do). `visible` on one axis computes to `auto` when the other axis is not
    /// `visible`.
    case auto

    /// Whether the box is a scroll container on this axis (its automatic minimum size is 0).
    @inlinable public var isScrollContainer: Bool { self != .visible }
}
