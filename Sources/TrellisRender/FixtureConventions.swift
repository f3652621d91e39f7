import TrellisCore

/// The fixture format's two conventions (`Docs/LayoutFiles.md`, "Fixtures"): where the root sits,
/// and how expectations are rounded. They are the format's, not the library's: an app lays its
/// root out as a block (``TrellisCore/LayoutTree/layout(in:pixelScale:)``) and snaps every
/// absolute edge to its pixel grid, whereas a fixture's root is a flex item and its expectations
/// follow Taffy's and Yoga's rounding, which the browser-checked sets were made with.
extension LayoutDocument {
    /// Lays the root out as the fixture format states and compares: as the only flex item of the
    /// viewport's wrapper, its frames unrounded, then rounded by ``ComputedLayout/roundedAsFixtures()``
    /// when ``useRounding`` is set.
    ///
    ///     let fixture = try LayoutDocument(contentsOfFile: "flex/align_items_center__border_box_ltr.xml")
    ///     let frames = try fixture.fixtureLayout()   // what `trellis check` compares
    ///
    /// - Throws: ``TrellisCore/LayoutError`` for an input the solver rejects.
    public func fixtureLayout() throws(LayoutError) -> ComputedLayout {
        let viewport = viewport ?? Size(width: .maxContent, height: .maxContent)
        var tree = try LayoutTree(LayoutNode(style: Self.wrapperStyle(around: root.style, viewport: viewport), children: [root]))
        try tree.layout(in: viewport, pixelScale: nil)
        let layout = try tree.computedLayout(of: try tree.children(of: tree.root)[0])
        return useRounding ? layout.roundedAsFixtures() : layout
    }

    /// The root's wrapper: `display: flex; align-items: start; justify-content: start` with the
    /// viewport's width and height and the root's `direction` and `box-sizing` (Taffy's gentest
    /// `.viewport`), so the root is never stretched and, in `rtl`, sits at the wrapper's right edge.
    static func wrapperStyle(around rootStyle: Style, viewport: Size<AvailableSpace>) -> Style {
        var style = Style()
        style.display = .flex
        style.alignItems = .start
        style.justifyContent = .start
        style.direction = rootStyle.direction
        style.boxSizing = rootStyle.boxSizing
        style.width = wrapperSize(viewport.width)
        style.height = wrapperSize(viewport.height)
        return style
    }

    /// The wrapper's size on an axis: the viewport's length, or its intrinsic keyword.
    private static func wrapperSize(_ space: AvailableSpace) -> Dimension {
        switch space {
        case .definite(let length): .points(length)
        case .minContent: .minContent
        case .maxContent: .maxContent
        }
    }
}

extension ComputedLayout {
    /// These unrounded frames rounded by the fixture format's rule, which Taffy's `round_layout`
    /// and Yoga's `roundLayoutResultsToPixelGrid` follow: with `round(v) = floor(v + 0.5)`, an
    /// offset from the parent is rounded on its own, `x' = round(x)`, and a size is the difference
    /// of the rounded absolute edges, `width' = round(X + width) − round(X)`, where `X` is the sum
    /// of the unrounded offsets from the root's parent down to the box. `round` ignores the
    /// doubles' noise far below Chrome's 1/64 px layout unit (``Swift/Double/roundedHalfUp()``).
    ///
    /// The offset is not the difference of the parent's and the box's rounded edges (the
    /// library's own snapping, `PixelGrid.swift`): the two differ by a pixel in about a tenth
    /// of dense random trees.
    ///
    /// - Complexity: O(n); iterative, so any depth is accepted.
    public func roundedAsFixtures() -> ComputedLayout {
        func round(_ value: Double) -> Double { value.roundedHalfUp() }
        // The boxes entered and not yet left, each with the rounded children finished so far.
        var open: [(id: ElementID?, frame: Rect, children: [ComputedLayout])] = []
        var result = self
        walk(enter: { box in
            let frame = box.layout.frame
            open.append((box.layout.id, Rect(
                x: round(frame.x), y: round(frame.y),
                width: round(box.absoluteX + frame.width) - round(box.absoluteX),
                height: round(box.absoluteY + frame.height) - round(box.absoluteY)), []))
        }, exit: { _ in
            let finished = open.removeLast()
            let layout = ComputedLayout(id: finished.id, frame: finished.frame, children: finished.children)
            if open.isEmpty { result = layout } else { open[open.count - 1].children.append(layout) }
        })
        return result
    }
}
