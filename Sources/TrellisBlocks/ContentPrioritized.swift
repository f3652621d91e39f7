import TrellisCore

/// A block that carries Auto Layout's content priorities, which a constraint container applies
/// to its intrinsic size: an ``Item`` or a ``NamedBlock``.
public protocol ContentPrioritized {
    var contentPriorities: ContentPriorities { get set }
}

extension ContentPrioritized {
    /// The block with Auto Layout's content hugging priority `priority` on `axis`: how strongly
    /// it resists growing beyond its content size in a constraint container (default 250).
    ///
    ///     let title = Item("title", text: "Inbox").contentHugging(.horizontal, 251)
    ///     let card = VStackBlock { title }.named("card").contentHugging(.vertical, 251)
    public func contentHugging(_ axis: Axis, _ priority: Priority) -> Self {
        var copy = self
        copy.contentPriorities.hugging[axis] = priority
        return copy
    }

    /// The block with Auto Layout's compression resistance priority `priority` on `axis`: how
    /// strongly it resists shrinking below its content size in a constraint container (default 750).
    ///
    ///     let count = Item("count", text: "1,024").compressionResistance(.horizontal, 751)
    public func compressionResistance(_ axis: Axis, _ priority: Priority) -> Self {
        var copy = self
        copy.contentPriorities.compressionResistance[axis] = priority
        return copy
    }
}

/// The content priorities a block asks of a constraint container that holds it, in its
/// ``Placement``: Auto Layout's defaults unless the block is ``ContentPrioritized`` and sets others.
public enum ContentPrioritiesKey: PlacementKey {
    public static let defaultValue = ContentPriorities.standard
}
