import TrellisBlocks

/// The top of a screen: its content fills it, inset by the safe area on the attached edges.
///
/// The safe-area insets come with the layout call (`layout(width:height:safeAreaInsets:direction:pixelScale:)`)
/// or with `makeLayoutNode(safeAreaInsets:direction:hostedContent:)`.
///
///     LayoutContainer(attachedSafeAreaEdges: .vertical) {
///         VStackBlock { Item("header", height: 44); StackingSpacer() }
///     }
public struct LayoutContainer: PrimitiveLayoutBlock {
    /// The edges inset by the safe area; the others reach the container's edges.
    public var attachedSafeAreaEdges: Edge.Set
    /// The content, back to front; each block fills the container unless aligned otherwise.
    public var elements: [LayoutElement]

    /// Creates a container.
    ///
    /// - Parameters:
    ///   - attachedSafeAreaEdges: The edges that keep out of the safe-area insets. The default is `.all`.
    ///   - elements: The content.
    public init(attachedSafeAreaEdges: Edge.Set = .all, @LayoutBlockBuilder _ elements: () -> [LayoutElement]) {
        self.attachedSafeAreaEdges = attachedSafeAreaEdges
        self.elements = elements()
    }
}
