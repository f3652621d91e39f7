import TrellisCore
import TrellisStacks

/// A layout with the diagnostics of its constraint blocks.
public struct ConstrainedLayout: Sendable {
    /// The frames, as ``TrellisStacks/LayoutBlock/layout(width:height:safeAreaInsets:direction:pixelScale:)`` gives them.
    public var layout: ComputedLayout
    /// What the lowering dropped, found ambiguous, unsupported or cyclic; empty when every
    /// relation was lowered as written.
    public var diagnostics: [ConstraintDiagnostic]

    /// The frame of the element with `id`, relative to the laid-out block.
    public func frame(of id: ElementID) -> Rect? { layout.frame(of: id) }

    /// The frame of every element, by id, relative to the laid-out block (see
    /// ``TrellisCore/ComputedLayout/framesByID()``).
    public func framesByID() -> [ElementID: Rect] { layout.framesByID() }
}

extension LayoutBlock {
    /// Lowers the block, with its constraint blocks, and reports what the relations could not do.
    ///
    /// - Throws: ``ConstraintError/conflicts(_:)`` when required relations cannot all hold.
    public func makeConstrainedNode(safeAreaInsets: EdgeInsets = .zero, direction: LayoutDirection = .leftToRight)
        throws(ConstraintError) -> (node: LayoutNode, diagnostics: [ConstraintDiagnostic]) {
        let log = DiagnosticLog()
        let node = DiagnosticLog.$current.withValue(log) {
            makeLayoutNode(safeAreaInsets: safeAreaInsets, direction: direction)
        }
        let conflicts = log.diagnostics.filter { $0.kind == .conflict }
        if !conflicts.isEmpty { throw .conflicts(conflicts) }
        return (node, log.diagnostics)
    }

    /// Lays the block out like ``TrellisStacks/LayoutBlock/layout(width:height:safeAreaInsets:direction:pixelScale:)``
    /// and returns the diagnostics of its relations with the frames.
    ///
    ///     let result = try ConstraintBlock { label } constraints: { view in
    ///         label.layout(.edges) == view
    ///     }.constrainedLayout(width: 320, height: 200)
    ///     result.diagnostics.forEach { print($0) }
    ///
    /// - Throws: ``ConstraintError/conflicts(_:)`` for required relations that cannot all hold
    ///   (every conflict, each naming both relations by file and line), or
    ///   ``ConstraintError/layout(_:)`` when the solver rejects the tree.
    public func constrainedLayout(width: Double?, height: Double?, safeAreaInsets: EdgeInsets = .zero,
                                  direction: LayoutDirection = .leftToRight,
                                  pixelScale: Double? = 1) throws(ConstraintError) -> ConstrainedLayout {
        let (content, diagnostics) = try makeConstrainedNode(safeAreaInsets: safeAreaInsets, direction: direction)
        do {
            return ConstrainedLayout(layout: try content.layout(width: width, height: height, pixelScale: pixelScale),
                                     diagnostics: diagnostics)
        } catch {
            throw .layout(error)
        }
    }
}
