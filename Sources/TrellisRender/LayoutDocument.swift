import TrellisCore

/// A layout file or a conformance fixture: a root box and, for fixtures, the available space and
/// the expected frames.
///
/// A *layout file* is a bare root element (`<div>` or `<text>`); a *fixture* wraps one in
/// `<test>` with a `<viewport>` and `<expectations>`, as `Docs/LayoutFiles.md` describes.
///
///     let fixture = try LayoutDocument(contentsOfFile: "flex/align_items_center__border_box_ltr.xml")
///     let layout = try fixture.layout()
public struct LayoutDocument: Hashable, Sendable {
    /// The fixture's name; `nil` for a layout file.
    public var name: String?
    /// Whether frames are snapped to whole pixels (`use-rounding`). Default `true`.
    public var useRounding: Bool
    /// The available space for the root from `<viewport>`; `nil` when the file gives none.
    public var viewport: Size<AvailableSpace>?
    /// The root box.
    public var root: LayoutNode
    /// The expected frames; `nil` for a layout file.
    public var expectations: ExpectedLayout?

    /// The deepest element nesting the reader accepts: a `<test>`, its `<input>` and a tree of
    /// ``TrellisCore/LayoutTree/maximumDepth`` levels below its root.
    ///
    /// `LayoutNode` trees are freed, compared and hashed without recursion, the reader keeps its
    /// own stacks, and the solver lays deep trees out on a stack sized for them; the limit is the
    /// solver's.
    public static let maximumDepth = LayoutTree.maximumDepth + 3

    /// Creates a document; a layout file has only a root.
    public init(
        name: String? = nil,
        useRounding: Bool = true,
        viewport: Size<AvailableSpace>? = nil,
        root: LayoutNode,
        expectations: ExpectedLayout? = nil
    ) {
        self.name = name
        self.useRounding = useRounding
        self.viewport = viewport
        self.root = root
        self.expectations = expectations
    }

    /// Lays the root out in `availableSpace`, or else the viewport, or else max-content on both
    /// axes; frames are snapped to whole pixels when ``useRounding`` is set.
    public func layout(in availableSpace: Size<AvailableSpace>? = nil) throws(LayoutError) -> ComputedLayout {
        try layoutReportingAmbiguity(in: availableSpace).layout
    }

    /// Lays the root out as ``layout(in:)`` does, and reports the items of its constraint
    /// containers whose position or size the relations leave free
    /// (``LayoutTree/ambiguousConstraintItems()``): Auto Layout places them somewhere, and so
    /// does Trellis, but a reader of the frames should be told.
    public func layoutReportingAmbiguity(in availableSpace: Size<AvailableSpace>? = nil) throws(LayoutError)
        -> (layout: ComputedLayout, ambiguities: [ConstraintDiagnostic]) {
        var tree = try LayoutTree(root)
        try tree.layout(in: availableSpace ?? viewport ?? Size(width: .maxContent, height: .maxContent),
                        pixelScale: useRounding ? 1 : nil)
        return (tree.computedLayout(), tree.ambiguousConstraintItems())
    }
}

/// One `<node>` of a fixture's `<expectations>`: the frame a box must get, and its children's.
public struct ExpectedLayout: Hashable, Sendable {
    /// The border box relative to the parent's border box.
    public var frame: Rect
    /// The children's expectations, in document order.
    public var children: [ExpectedLayout]
    /// The line of the `<node>` element, for messages; 0 when not read from a file.
    public var line: Int

    /// Creates an expectation.
    public init(frame: Rect, children: [ExpectedLayout] = [], line: Int = 0) {
        self.frame = frame
        self.children = children
        self.line = line
    }
}
