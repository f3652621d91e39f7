import TrellisCore
import TrellisBlocks

/// A layout with the diagnostics of its relations.
public struct ConstrainedLayout: Sendable {
    /// The frames, as `layout(width:height:safeAreaInsets:direction:pixelScale:)` gives them.
    public var layout: ComputedLayout
    /// The relations left out as unsupported, and the items whose position or size the relations
    /// leave free (ambiguous); empty when every relation holds as written and fixes one layout.
    public var diagnostics: [ConstraintDiagnostic]

    /// The frame of the element with `id`, relative to the laid-out block.
    public func frame(of id: some Hashable & Sendable) -> Rect? { layout.frame(of: id) }

    /// The frame of every element, by id, relative to the laid-out block (see
    /// ``TrellisCore/ComputedLayout/framesByID()``).
    public func framesByID() -> [ElementID: Rect] { layout.framesByID() }

    /// Gives every object in `targets` the frame of the element with its key, as
    /// ``TrellisCore/ComputedLayout/place(_:relativeTo:)`` does.
    ///
    ///     let result = try card.constrainedLayout(width: 320, height: 120)
    ///     result.place(["avatar": avatarView, "name": nameLabel])
    ///     result.place(["badge": badgeView], relativeTo: .element("avatar"))
    ///
    /// - Returns: The keys of `targets` that name no element of the layout.
    @MainActor @discardableResult
    public func place<Key: Hashable & Sendable, Target: FramePlaceable>(
        _ targets: [Key: Target], relativeTo space: PlacementSpace = .root
    ) -> [Key] {
        layout.place(targets, relativeTo: space)
    }
}

extension LayoutBlock {
    /// Lowers the block, with its constraint blocks, and reports the relations it left out and
    /// the element ids that several elements share.
    public func makeConstrainedNode(safeAreaInsets: EdgeInsets = .zero, direction: LayoutDirection = .leftToRight)
        -> (node: LayoutNode, diagnostics: [ConstraintDiagnostic]) {
        let lowered = makeLoweredBlock(safeAreaInsets: safeAreaInsets, direction: direction)
        return (lowered.node, lowered.diagnostics + ConstraintDiagnostic.duplicateIDs(in: lowered.node))
    }

    /// Lays the block out like `layout(width:height:safeAreaInsets:direction:pixelScale:)`
    /// and returns the diagnostics of its relations with the frames.
    ///
    ///     let result = try ConstraintBlock { label } constraints: { view in
    ///         label.layout(.edges) == view
    ///     }.constrainedLayout(width: 320, height: 200)
    ///     result.diagnostics.forEach { print($0) }
    ///
    /// - Parameter checksAmbiguity: Whether to report the items whose position or size the
    ///   relations leave free. The default is `true`; the check reads each container's solved
    ///   tableau once.
    /// - Throws: ``ConstraintError/conflicts(_:)`` when required relations cannot all hold (each
    ///   conflict a minimal set of relations named by file and line), or
    ///   ``ConstraintError/layout(_:)`` when the solver rejects the tree.
    public func constrainedLayout(width: Double?, height: Double?, safeAreaInsets: EdgeInsets = .zero,
                                  direction: LayoutDirection = .leftToRight, pixelScale: Double? = 1,
                                  checksAmbiguity: Bool = true) throws(ConstraintError) -> ConstrainedLayout {
        let (content, diagnostics) = makeConstrainedNode(safeAreaInsets: safeAreaInsets, direction: direction)
        do {
            let (layout, ambiguities) = try content.layoutReportingAmbiguity(
                width: width, height: height, pixelScale: pixelScale, checksAmbiguity: checksAmbiguity)
            return ConstrainedLayout(layout: layout, diagnostics: diagnostics + ambiguities)
        } catch {
            throw ConstraintError(error)
        }
    }
}
