/// What a node's cached layout depends on: the one statement of the rule that the cache key
/// (`computeLayout`), the edits and the relayout (`Invalidation.swift`) follow.
///
/// A node's layout is a function of the question its parent asks (`LayoutInput`), its style,
/// its measure function, its inherited direction and its subtree. The cache keys the answers by
/// the question; an edit of anything else invalidates the node and its ancestors. The fuzzer
/// checks the rule by comparing every incremental layout with a fresh one.
///
/// **The question, as the cache key keeps it.** A node does not read every part of the question,
/// and the key drops what it does not read, so that questions equal as far as the node can tell
/// share one answer (``normalizing(_:treeReadsContainerHeights:)``):
///
/// | Part of the question | The node reads it when | Otherwise the key holds |
/// |---|---|---|
/// | the available space on an axis whose size is known | never: the known size is the room | that size |
/// | the containing block's width | ``containingBlockWidth`` | nothing |
/// | the containing block's height | ``containingBlockHeight`` | nothing |
/// | the available height, the height unknown | ``availableHeight`` | `.maxContent` |
/// | whether a known height is definite | the tree's tally is not zero (below) | `true` |
///
/// A node's children get definite room on an axis only from a definite size on it (see
/// `makeFlexContainer`), so a node that reads the available height only through its children
/// does not read it.
///
/// **The tree's tally** (`LayoutTree.containerHeightReads`) counts the nodes whose layout may
/// read a height beyond the one they are given, or whether it is definite: each node with
/// ``heightsAnywhere``, and each with ``containerHeight`` except a child of a layers container,
/// whose cell's height is known before it is placed, whether the container was given its height
/// or found it; each with ``stretchedHeight`` too, except a child of a layers container or of a
/// single-line column, which stretches no height. Whether a known height is definite decides
/// only what such nodes resolve against, so while any node counts, every key keeps it. While
/// none does, a container whose height follows its content lays out the same at that height,
/// known, as with an unknown one, and is laid out as it is measured
/// (`laysOutAlikeAtContentHeight`). Answers cached while a subtree had no counted node stay right
/// when the tally changes: they do not depend on what the tally guards, and the edit that makes
/// a node count invalidates its ancestors. Only `LayoutTree.updatingDependencies(of:_:)` changes
/// the tally.
///
/// **What a parent reads of a child.** Only the child's style and its answers: sizes, baselines
/// and intrinsic widths, all kept in the child's cache. A reader of the min-content width that
/// takes no more of it than a limit (a flex item's automatic minimum size) notes the limit in
/// the child's cache (``MinContentRead``), so that a relayout knows a change beyond it is
/// invisible to that reader.
///
/// **Everything else** a node's layout reads (its style, measure function, direction and
/// subtree) is not in the key: changing it is an edit, and the edit invalidates the node.
struct LayoutDependencies: OptionSet, Sendable, BitwiseCopyable {
    let rawValue: UInt8

    init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The containing block's width: a percentage in the width, its limits, padding or margins
    /// (``Style/readsContainingBlock``).
    static let containingBlockWidth = LayoutDependencies(rawValue: 1 << 0)
    /// The containing block's height: a percentage in the height or its limits.
    static let containingBlockHeight = LayoutDependencies(rawValue: 1 << 1)
    /// The room offered on the vertical axis while the height is unknown: `height: stretch`
    /// fills it, a measure function is given it, and a constraint container offered
    /// `.minContent` takes the least height its required relations allow.
    static let availableHeight = LayoutDependencies(rawValue: 1 << 2)
    /// The height of the box that contains it, the room that box offers on that axis, or whether
    /// that height is definite (`HeightReads.container`), or a measure function that reads the
    /// available height (``MeasureFunction/readsAvailableHeight``). Counted in the tree's tally
    /// unless the box is a child of a layers container.
    static let containerHeight = LayoutDependencies(rawValue: 1 << 3)
    /// A height wherever the box is: its own, through a percentage gap (`HeightReads.gap`), or
    /// another box's, through an anchor. Always counted in the tree's tally.
    static let heightsAnywhere = LayoutDependencies(rawValue: 1 << 4)
    /// Whether a height its container stretches it to is definite, which its aspect ratio turns
    /// into a width (`HeightReads.stretchedThroughRatio`). Counted in the tree's tally unless the
    /// box is a child of a layers container, whose cell's height is known, or of a single-line
    /// column, which stretches its width, not its height.
    static let stretchedHeight = LayoutDependencies(rawValue: 1 << 5)

    /// Until a node's dependencies are worked out, it depends on everything.
    static let all: LayoutDependencies = [
        .containingBlockWidth, .containingBlockHeight, .availableHeight, .containerHeight, .heightsAnywhere, .stretchedHeight,
    ]

    /// The dependencies of a node with the style `stored` and `measure`.
    init(_ stored: StoredStyle, measure: MeasureFunction?) {
        self.init(stored.node, readsContainingBlock: stored.readsContainingBlock, usesAnchors: stored.usesAnchors,
                  measure: measure)
    }

    private init(_ style: NodeStyle, readsContainingBlock reads: (width: Bool, height: Bool), usesAnchors: Bool,
                 measure: MeasureFunction?) {
        self = []
        if reads.width { insert(.containingBlockWidth) }
        if reads.height { insert(.containingBlockHeight) }
        if style.height == .stretch || measure != nil || style.display == .constraints { insert(.availableHeight) }
        if style.heightReads.contains(.container) || measure?.readsAvailableHeight == true { insert(.containerHeight) }
        if style.heightReads.contains(.gap) || usesAnchors { insert(.heightsAnywhere) }
        if style.heightReads.contains(.stretchedThroughRatio) { insert(.stretchedHeight) }
    }

    /// These dependencies once the node's measure function is `measure`; `style` and
    /// `usesAnchors` are the node's, unchanged.
    func replacingMeasure(with measure: MeasureFunction?, style: NodeStyle, usesAnchors: Bool) -> LayoutDependencies {
        LayoutDependencies(style, readsContainingBlock: (contains(.containingBlockWidth), contains(.containingBlockHeight)),
                           usesAnchors: usesAnchors, measure: measure)
    }

    /// `input` with what the node does not read replaced as the table in the type's comment
    /// says: the question the node is laid out for and its cache key.
    @inline(__always)
    func normalizing(_ input: LayoutInput, treeReadsContainerHeights: Bool) -> LayoutInput {
        var input = input
        if let width = input.knownSize.width { input.availableSpace.width = .definite(width) }
        if let height = input.knownSize.height {
            input.availableSpace.height = .definite(height)
        } else if !contains(.availableHeight) {
            input.availableSpace.height = .maxContent
        }
        if !contains(.containingBlockWidth) { input.parentSize.width = nil }
        if !contains(.containingBlockHeight) { input.parentSize.height = nil }
        if !treeReadsContainerHeights { input.knownHeightIsDefinite = true }
        return input
    }
}

extension LayoutTree {
    /// What `node` adds to the tally (`containerHeightReads`); a node not yet in the arena adds
    /// nothing, so that building it is an edit like the others. A root counts as a flex item.
    func heightReadShare(of node: Int32) -> Int {
        guard Int(node) < nodes.count else { return 0 }
        let dependencies = nodes[Int(node)].dependencies
        if dependencies.contains(.heightsAnywhere) { return 1 }
        let parent = nodes[Int(node)].parent
        let parentStyle = parent != LayoutTree.noNode ? styles[Int(parent)] : nil
        if parentStyle?.display == .layers { return 0 }
        if dependencies.contains(.containerHeight) { return 1 }
        let parentIsSingleLineColumn = parentStyle.map { Self.isSingleLineColumn($0.display, $0.flexDirection, $0.flexWrap) } ?? false
        return dependencies.contains(.stretchedHeight) && !parentIsSingleLineColumn ? 1 : 0
    }

    /// Whether a box of this display, direction and wrapping is a single-line column flex
    /// container, which stretches its items' widths and never their heights.
    private static func isSingleLineColumn(_ display: Display, _ direction: FlexDirection, _ wrap: FlexWrap) -> Bool {
        display == .flex && !direction.isRow && wrap == .nowrap
    }

    /// Runs `edit`, which may change the dependencies of `nodes` and nothing else's share of
    /// the tally (their styles, measure functions or parents), and keeps the tally
    /// (`containerHeightReads`) right: the shares of `nodes` are taken out before and added
    /// after. An edit that throws must leave the tree as it found it; the tally is then untouched.
    mutating func updatingDependencies<Nodes: Sequence<Int32>, Result, Failure: Error>(
        of nodes: Nodes, _ edit: (inout LayoutTree) throws(Failure) -> Result) throws(Failure) -> Result {
        let before = nodes.reduce(0) { $0 + heightReadShare(of: $1) }
        let autoScrollbarsBefore = nodes.reduce(0) { $0 + autoScrollbarShare(of: $1) }
        let result = try edit(&self)
        containerHeightReads += nodes.reduce(0) { $0 + heightReadShare(of: $1) } - before
        var autoScrollbarsAfter = 0
        for node in nodes where autoScrollbarShare(of: node) > 0 {
            autoScrollbarsAfter += 1
            // Even a childless box with `auto` scrollbars keeps a cache: whether its padding
            // overflows it depends on the containing block its layout was given, which the
            // check reads from there (`containingBlock(of:)`), as for a box that had children.
            giveCache(to: node)
        }
        scrollbarState.autoBoxes += autoScrollbarsAfter - autoScrollbarsBefore
        return result
    }

    /// The nodes whose share of the tally a new style of `node` may change: the node, and its
    /// children too when it becomes or stops being a layers container or a single-line column.
    func nodesCountedWithStyle(of node: Int32, becoming style: Style) -> [Int32] {
        let old = styles[Int(node)]
        let keepsKind = (old.display == .layers) == (style.display == .layers)
            && Self.isSingleLineColumn(old.display, old.flexDirection, old.flexWrap)
                == Self.isSingleLineColumn(style.display, style.flexDirection, style.flexWrap)
        return keepsKind ? [node] : [node] + childIndices(of: node)
    }

    /// Whether container `node`, measured at a known width and an unknown height, would lay out
    /// exactly the same given the height it finds as a known one: nothing in the tree reads a
    /// container's height or whether it is definite (the tally is zero; it counts every box with
    /// an aspect ratio that a row or grid may stretch: a known height would make a stretched one
    /// definite), and its height follows its content (`NodeStyle.heightFollowsContent`).
    /// (`mutating` though it only reads, so that it is not handed a copy of the tree: see
    /// `preferredHeight`.)
    @inline(never)
    mutating func laysOutAlikeAtContentHeight(_ node: Int32, _ input: LayoutInput) -> Bool {
        let style = styles[Int(node)]
        // A constraint container's height given equals its content height only while its
        // required relations hold: one that conflicts may take another height when given it.
        return containerHeightReads == 0 && laysOutWhileMeasuring && style.heightFollowsContent
            && style.display != .constraints
            && input.knownSize.width != nil && input.knownSize.height == nil
    }

    /// Whether `node`, laid out at a known width and an unknown height, would lay out exactly the
    /// same at the height it found, known as `input` says: where `laysOutAlikeAtContentHeight`
    /// holds, or for a grid or layers container whose height follows its content, given that
    /// height as not definite: it sizes its rows as for an unknown height then (CSS Grid §11.1,
    /// `computeGridLayout`), and takes their height. (A grid counts in the tally, so the first
    /// rule never holds in a tree that has one outside layers containers.)
    @inline(never)
    mutating func laysOutAlikeAtFoundHeight(_ node: Int32, _ input: LayoutInput) -> Bool {
        var atUnknownHeight = input
        atUnknownHeight.knownSize.height = nil
        if laysOutAlikeAtContentHeight(node, atUnknownHeight) { return true }
        let style = styles[Int(node)]
        return laysOutWhileMeasuring && style.heightFollowsContent && !input.knownHeightIsDefinite
            && (style.display == .grid || style.display == .layers)
    }
}

/// How much of a node's min-content width its readers saw ("What a parent reads of a child" in
/// ``LayoutDependencies``): each took the smaller of it and a limit at most this large (a flex
/// item's specified width caps its automatic minimum), so two widths both beyond it read the same.
///
/// −∞ while nobody read it, +∞ once somebody read all of it. A `Float` rounded up, which keeps the
/// node's cache at 168 bytes and only ever overstates the limit.
struct MinContentRead: BitwiseCopyable {
    private var limit = -Float.infinity

    /// Notes a reader that took the min-content width, or the smaller of it and `limit`.
    @inline(__always) mutating func note(upTo limit: Double) {
        var rounded = Float(limit)
        if Double(rounded) < limit { rounded = rounded.nextUp }
        self.limit = max(self.limit, rounded)
    }

    /// Notes the readers `other` noted.
    mutating func note(_ other: MinContentRead) { limit = max(limit, other.limit) }

    /// Whether every reader sees the min-content widths `old` and `new` alike.
    func seesAlike(_ old: Double, _ new: Double) -> Bool {
        old == new || (old >= Double(limit) && new >= Double(limit))
    }
}
