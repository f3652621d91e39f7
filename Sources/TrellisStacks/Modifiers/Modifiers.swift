import TrellisBlocks

// MARK: Insets

extension LayoutBlock {
    /// Insets the content by `length` on every edge.
    ///
    ///     Item("label", text: "Hello").padding(8)
    ///     Item("label", text: "Hello").padding(.min(8))     // at least 8 around, centred
    public func padding(_ length: BoundedLength) -> LayoutElement {
        padding(.all, length)
    }

    /// Insets the content by `length` on `edges`; the other edges get exactly 0.
    ///
    /// The wrapper's edges hold the content at the insets. On an axis with no exact inset the
    /// content is centred. In a ``ZStackBlock`` the padded block fills the stack.
    ///
    ///     HStackBlock { Item("icon", width: 16, height: 16) }.padding(.horizontal, 12)
    public func padding(_ edges: Edge.Set, _ length: BoundedLength) -> LayoutElement {
        InsetBlock(content: layoutElement, rules: InsetRules(edges, length).withFreeEdgesZero).layoutElement
    }

    /// Insets the content by the given insets; edges left `nil` get exactly 0.
    ///
    ///     Item("label", text: "Hello").padding(top: 4, left: 8)
    public func padding(top: BoundedLength? = nil, left: BoundedLength? = nil,
                        bottom: BoundedLength? = nil, right: BoundedLength? = nil) -> LayoutElement {
        let rules = InsetRules(top: top, left: left, bottom: bottom, right: right).withFreeEdgesZero
        return InsetBlock(content: layoutElement, rules: rules).layoutElement
    }

    /// Insets the content by exact edge insets.
    ///
    ///     Item("label", text: "Hello").padding(EdgeInsets(top: 4, left: 8, bottom: 4, right: 8))
    public func padding(_ insets: EdgeInsets) -> LayoutElement {
        padding(top: .exact(insets.top), left: .exact(insets.left),
                bottom: .exact(insets.bottom), right: .exact(insets.right))
    }

    /// Pins the content `length` from every edge of its container.
    ///
    ///     ZStackBlock { Item("background").relative(0) }   // fills the stack
    public func relative(_ length: BoundedLength) -> LayoutElement {
        relative(.all, length)
    }

    /// Pins the content `length` from each of `edges`; the other edges are free, so the content
    /// keeps its own size there.
    ///
    /// On an axis with no exact inset the content is centred, so `.relative(.all, .min(20))`
    /// centres it with at least 20 around. In a ``ZStackBlock`` the block fills the stack and its
    /// content is placed inside.
    ///
    ///     ZStackBlock { Item("label", text: "Hi").relative(.all, .min(20)) }
    public func relative(_ edges: Edge.Set, _ length: BoundedLength) -> LayoutElement {
        InsetBlock(content: layoutElement, rules: InsetRules(edges, length)).layoutElement
    }

    /// Pins the content to the edges given; edges left `nil` are free.
    ///
    ///     ZStackBlock { Item("badge", text: "New").relative(bottom: 8, right: 8) }
    public func relative(top: BoundedLength? = nil, left: BoundedLength? = nil,
                         bottom: BoundedLength? = nil, right: BoundedLength? = nil) -> LayoutElement {
        let rules = InsetRules(top: top, left: left, bottom: bottom, right: right)
        return InsetBlock(content: layoutElement, rules: rules).layoutElement
    }

    /// Pins the content at exact edge insets on every edge.
    ///
    ///     Item("sheet").relative(EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    public func relative(_ insets: EdgeInsets) -> LayoutElement {
        relative(top: .exact(insets.top), left: .exact(insets.left),
                 bottom: .exact(insets.bottom), right: .exact(insets.right))
    }
}

// MARK: Layers

extension LayoutBlock {
    /// Puts `block` behind this one, filling it exactly; this block alone decides the size.
    ///
    ///     Item("label", text: "Hello").padding(8).background(Item("card"))
    public func background(_ block: some LayoutBlock) -> LayoutElement {
        DecoratedBlock(content: layoutElement, decoration: block.layoutElement, inFront: false).layoutElement
    }

    /// Puts `block` in front of this one, filling it exactly; this block alone decides the size.
    ///
    ///     Item("photo", width: 120, height: 80).overlay(Item("caption", text: "Sea").relative(bottom: 4, left: 4))
    public func overlay(_ block: some LayoutBlock) -> LayoutElement {
        DecoratedBlock(content: layoutElement, decoration: block.layoutElement, inFront: true).layoutElement
    }
}

// MARK: Alignment and spacing

extension LayoutBlock {
    /// The block's own alignment in its stack (the cross axis) or ``ZStackBlock`` (both axes).
    ///
    ///     VStackBlock { Item("title", text: "Hi").alignSelf(.leading) }
    ///     ZStackBlock { Item("badge", width: 8, height: 8).alignSelf(.attach([.top, .right])) }
    public func alignSelf(_ alignment: LayoutAlignment) -> LayoutElement {
        AlignedBlock(content: layoutElement, alignment: alignment).layoutElement
    }

    /// In a ``GridRowBlock`` of a ``GridBlock``, the cell spans `count` columns (SwiftUI's
    /// `gridCellColumns(_:)`); elsewhere it changes nothing. A count below 1 is 1.
    ///
    ///     GridRowBlock { Item("total", text: "Total").gridCellColumns(2); Item("sum", text: "42") }
    public func gridCellColumns(_ count: Int) -> LayoutElement {
        GridCellBlock(content: layoutElement, columns: max(1, count)).layoutElement
    }

    /// Adds `length` of space before the block in its stack, on top of the stack's spacing.
    ///
    ///     VStackBlock(spacing: 4) { Item("a", height: 10); Item("b", height: 10).spacingBefore(12) }
    public func spacingBefore(_ length: Double) -> LayoutElement {
        SpacedBlock(content: layoutElement, before: length, after: 0).layoutElement
    }

    /// Adds `length` of space after the block in its stack, on top of the stack's spacing.
    ///
    ///     VStackBlock { Item("header", height: 44).spacingAfter(8); Item("body") }
    public func spacingAfter(_ length: Double) -> LayoutElement {
        SpacedBlock(content: layoutElement, before: 0, after: length).layoutElement
    }
}

// MARK: Size

extension LayoutBlock {
    /// Sets the width: exact (`width: v; min-width: v`, so it never shrinks), `.min` (`min-width`)
    /// or `.max` (`max-width`).
    ///
    ///     Item("field", height: 32).width(.min(120))
    public func width(_ width: BoundedLength) -> LayoutElement {
        SizedBlock(content: layoutElement, rules: SizeRules(width: width)).layoutElement
    }

    /// Sets the height: exact, `.min` or `.max`, as ``width(_:)`` does.
    ///
    ///     Item("divider").height(1)
    public func height(_ height: BoundedLength) -> LayoutElement {
        SizedBlock(content: layoutElement, rules: SizeRules(height: height)).layoutElement
    }

    /// Sets both dimensions to the same value.
    ///
    ///     Item("avatar").size(40)
    public func size(_ length: BoundedLength) -> LayoutElement {
        SizedBlock(content: layoutElement, rules: SizeRules(width: length, height: length)).layoutElement
    }

    /// Sets the width and the height; a dimension left `nil` is unchanged.
    ///
    ///     Item("photo").size(width: 120, height: .max(90))
    public func size(width: BoundedLength? = nil, height: BoundedLength? = nil) -> LayoutElement {
        SizedBlock(content: layoutElement, rules: SizeRules(width: width, height: height)).layoutElement
    }

    /// Keeps width divided by height at `ratio` (CSS `aspect-ratio`); the other dimension follows
    /// the one that is known.
    ///
    ///     Item("video").width(160).aspectRatio(16 / 9)
    public func aspectRatio(_ ratio: Double) -> LayoutElement {
        SizedBlock(content: layoutElement, rules: SizeRules(aspectRatio: ratio)).layoutElement
    }
}
