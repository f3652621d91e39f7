/// One box of the intermediate layout tree: an optional element id, a ``Style``, and either
/// children or a measure function.
///
/// Both front ends lower into `LayoutNode` trees, and the solver lays them out. A tree prints as
/// the Swift code that rebuilds it, with initial values omitted:
///
///     let row = LayoutNode(style: Style(width: 200, height: 50), children: [
///         LayoutNode(id: "icon", style: Style(width: 50)),
///         LayoutNode(id: "label", style: Style(flexGrow: 1)),
///     ])
public struct LayoutNode: Hashable, Sendable {
    /// The id by which results are looked up; `nil` for structural boxes.
    public var id: ElementID?
    /// The box's CSS properties.
    public var style: Style
    /// Measures a leaf's content; `nil` for boxes sized by their children and style alone.
    public var measure: MeasureFunction?
    /// The child boxes, in document order.
    public var children: [LayoutNode]

    public init(
        id: ElementID? = nil,
        style: Style = .initial,
        measure: MeasureFunction? = nil,
        children: [LayoutNode] = []
    ) {
        self.id = id
        self.style = style
        self.measure = measure
        self.children = children
    }
}
