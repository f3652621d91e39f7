/// The relations that place a node's children, with Auto Layout's meaning: Trellis's constraint
/// container (`Docs/ConstraintContainer.md` specifies it).
///
/// In a node with `display: .constraints` the relations place every displayed child; in a flex
/// or layers container they place the absolutely positioned children they name, and read the
/// other children they name where the container put them.
///
///     LayoutNode(style: Style().display(.constraints).width(320), constraints: ConstraintSet([
///         Relation(item: .item("title"), attribute: .leading, kind: .equal, target: (.container, .leading), constant: 16),
///         Relation(item: .item("title"), attribute: .top, kind: .equal, target: (.container, .top), constant: 12),
///     ]), children: [
///         LayoutNode(id: "title", measure: .contentSize(width: 120, height: 21)),
///     ])
public struct ConstraintSet: Hashable, Sendable {
    /// The relations, in source order.
    public var relations: [Relation]
    /// The content hugging and compression resistance of the children that do not keep Auto
    /// Layout's defaults (``ContentPriorities/standard``), by element id.
    public var contentPriorities: [ElementID: ContentPriorities]

    /// A set of relations, with content priorities for the children that need other than the defaults.
    public init(_ relations: [Relation] = [], contentPriorities: [ElementID: ContentPriorities] = [:]) {
        self.relations = relations
        self.contentPriorities = contentPriorities
    }

    /// No relations: the node lays its children out by its display type alone.
    public static let none = ConstraintSet()

    /// Whether there are neither relations nor content priorities.
    public var isEmpty: Bool { relations.isEmpty && contentPriorities.isEmpty }

    /// The content priorities of the child with `id`.
    public func contentPriorities(of id: ElementID?) -> ContentPriorities {
        id.flatMap { contentPriorities[$0] } ?? .standard
    }
}

/// How strongly an item keeps its intrinsic size, per axis: Auto Layout's content hugging (it
/// resists growing, `size <= intrinsic` at this priority) and compression resistance (it resists
/// shrinking, `size >= intrinsic`).
///
///     ContentPriorities(hugging: Size(width: 251, height: 250))
public struct ContentPriorities: Hashable, Sendable {
    /// The priority of `size <= intrinsic size`, per axis. Default 250 (`.defaultLow`).
    public var hugging: Size<Priority>
    /// The priority of `size >= intrinsic size`, per axis. Default 750 (`.defaultHigh`).
    public var compressionResistance: Size<Priority>

    public init(hugging: Size<Priority> = Size(width: .defaultLow, height: .defaultLow),
                compressionResistance: Size<Priority> = Size(width: .defaultHigh, height: .defaultHigh)) {
        self.hugging = hugging
        self.compressionResistance = compressionResistance
    }

    /// Auto Layout's defaults: hugging 250 and compression resistance 750 on both axes.
    public static let standard = ContentPriorities()
}
