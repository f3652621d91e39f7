extension LayoutTree {
    /// Lays the tree out in `availableSpace` and snaps the frames to a pixel grid.
    ///
    /// The root is laid out as a block in a box of that room (what a browser does with a
    /// `display: flow-root` section around it): an `auto` width fills a definite available width,
    /// an `auto` height takes its content's height, and `.maxContent` and `.minContent` size it
    /// from its content. ``sizeThatFits(_:pixelScale:)`` asks for the size that fits instead.
    ///
    /// - Parameters:
    ///   - availableSpace: The room for the root on each axis.
    ///   - pixelScale: Pixels per point for rounding (2 or 3 for retina screens); `nil` keeps
    ///     unrounded frames. The default is 1.
    /// A tree too deep for the calling thread's stack is laid out on a thread of its own with a
    /// stack sized for it (the solver recurses once per level), and the call waits for it.
    ///
    /// - Throws: ``LayoutError`` for NaN, infinite or negative available space or scale,
    ///   ``LayoutError/stackUnavailable(depth:)`` when the system cannot give a deep tree the
    ///   stack it needs, ``LayoutError/invalidRelation(node:relation:reason:)`` for a relation
    ///   that cannot be solved, and ``LayoutError/unsatisfiableConstraints(_:)`` when required
    ///   relations cannot all hold (the frames are laid out all the same, without the relation
    ///   that completed each conflict).
    public mutating func layout(in availableSpace: Size<AvailableSpace>, pixelScale: Double? = 1) throws(LayoutError) {
        try layout(LayoutRequest(availableSpace: availableSpace, pixelScale: pixelScale, rootFillsHeight: false))
    }

    /// Lays the tree out as `request` asks: ``layout(in:pixelScale:)``, with the root's `auto`
    /// height filling a definite available height too when `rootFillsHeight` (as a view takes
    /// the size its host gives it; ``sizeThatFits(_:pixelScale:)`` lays out so).
    mutating func layout(_ request: LayoutRequest) throws(LayoutError) {
        let availableSpace = request.availableSpace, pixelScale = request.pixelScale
        for axis in Axis.allCases {
            if case .definite(let value) = availableSpace[axis], !(value.isFinite && value >= 0) {
                throw .invalidAvailableSpace(axis: axis, value: value)
            }
        }
        if let pixelScale, !(pixelScale.isFinite && pixelScale > 0) {
            throw .invalidPixelScale(pixelScale)
        }
        if invalidation.lastCompletedLayout == request { return try throwConstraintConflicts() }
        try validateAnchors()
        try validateConstraintSets()
        // The solver recurses once per level; a deep tree gets a thread with room for that.
        let ran = StackSpace.withStack(forDepth: depthBound) {
            forgetShownAutoScrollbars()
            settleInvalidations()
            layoutRoot(in: availableSpace, fillingHeight: request.rootFillsHeight)
            while showScrollbarsOfOverflowingBoxes() {
                settleInvalidations()
                layoutRoot(in: availableSpace, fillingHeight: request.rootFillsHeight)
            }
            restoreAutoScrollbarStyles()
        }
        spares = LayoutSpares()
        guard ran else { throw .stackUnavailable(depth: depthBound) }
        self.pixelScale = pixelScale
        invalidation.lastCompletedLayout = request
        try throwConstraintConflicts()
    }

    /// Lays the tree out in a definite width and height.
    public mutating func layout(width: Double, height: Double, pixelScale: Double? = 1) throws(LayoutError) {
        try layout(in: Size(width: .definite(width), height: .definite(height)), pixelScale: pixelScale)
    }
}

extension LayoutNode {
    /// Lays this tree out filling a canvas of `width` × `height` (each `nil` for the content's
    /// own size) and returns its frames, relative to the canvas. Both front ends lay out
    /// through it. A constraint container at the root takes the given size even where its
    /// required relations need more, and then throws their conflict.
    ///
    ///     let frames = try LayoutNode(id: "box", style: Style().flexGrow(1)).layout(width: 320, height: nil)
    ///
    /// - Throws: ``LayoutError`` for invalid styles, sizes or relations, and for required
    ///   relations that cannot all hold.
    public func layout(width: Double?, height: Double?, pixelScale: Double? = 1) throws(LayoutError) -> ComputedLayout {
        try layoutReportingAmbiguity(width: width, height: height, pixelScale: pixelScale, checksAmbiguity: false).layout
    }

    /// Lays this tree out like ``layout(width:height:pixelScale:)`` and, when `checksAmbiguity`,
    /// reports the items of its constraint containers whose position or size the relations leave
    /// free (``LayoutTree/ambiguousConstraintItems()``).
    public func layoutReportingAmbiguity(width: Double?, height: Double?, pixelScale: Double? = 1,
                                         checksAmbiguity: Bool = true) throws(LayoutError)
        -> (layout: ComputedLayout, ambiguities: [ConstraintDiagnostic]) {
        // The canvas is a layers box of the given size, which the content fills.
        var content = self
        if style.display == .constraints {
            // A constraint container laid out alone is the view whose size the caller gives, as
            // Auto Layout's root view is: it keeps that size even where its required relations
            // need more (a conflict), rather than overflowing the canvas as a box would.
            if let width, content.style.width == .auto { content.style.width = .points(width) }
            if let height, content.style.height == .auto { content.style.height = .points(height) }
        }
        let canvas = LayoutNode(style: Style().display(.layers).width(width.map { .points($0) } ?? .auto)
                                             .height(height.map { .points($0) } ?? .auto),
                                children: [content])
        var tree = try LayoutTree(canvas)
        try tree.layout(in: Size(width: width.map { .definite($0) } ?? .maxContent,
                                 height: height.map { .definite($0) } ?? .maxContent),
                        pixelScale: pixelScale)
        let layout = try tree.computedLayout(of: try tree.children(of: tree.root)[0])
        return (layout, checksAmbiguity ? tree.ambiguousConstraintItems() : [])
    }
}
