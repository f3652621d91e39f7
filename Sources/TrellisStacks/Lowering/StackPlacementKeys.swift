import TrellisBlocks

/// What the stack DSL's blocks pass to its containers through ``Placement``: keyed values that
/// only stacks and layers read, so the block contract stays the same for every front end.
extension Placement {
    /// Whether the block is a stack's spacer: no stack spacing follows it, and it is not aligned
    /// across the stack.
    var isSpacer: Bool {
        get { self[StackSpacerKey.self] }
        set { self[StackSpacerKey.self] = newValue }
    }

    /// Space before the block along its stack (`.spacingBefore`), on top of the stack's spacing.
    var spacingBefore: Double {
        get { self[SpacingBeforeKey.self] }
        set { self[SpacingBeforeKey.self] = newValue }
    }

    /// Space after the block along its stack (`.spacingAfter`), on top of the stack's spacing.
    var spacingAfter: Double {
        get { self[SpacingAfterKey.self] }
        set { self[SpacingAfterKey.self] = newValue }
    }

    /// Whether the block fills a layers container and places its content inside, as `.padding`
    /// and `.relative` blocks do.
    var fillsLayers: Bool {
        get { self[FillsLayersKey.self] }
        set { self[FillsLayersKey.self] = newValue }
    }
}

private enum StackSpacerKey: PlacementKey { static let defaultValue = false }
private enum SpacingBeforeKey: PlacementKey { static let defaultValue = 0.0 }
private enum SpacingAfterKey: PlacementKey { static let defaultValue = 0.0 }
private enum FillsLayersKey: PlacementKey { static let defaultValue = false }
