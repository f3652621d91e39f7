import TrellisBlocks
import TrellisCore

/// The four insets of a `.padding` or `.relative` modifier; `nil` means the edge is free.
struct InsetRules: Hashable, Sendable {
    var top: BoundedLength?
    var left: BoundedLength?
    var bottom: BoundedLength?
    var right: BoundedLength?

    init(top: BoundedLength? = nil, left: BoundedLength? = nil, bottom: BoundedLength? = nil, right: BoundedLength? = nil) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    init(_ edges: Edge.Set, _ value: BoundedLength) {
        self.init(top: edges.contains(.top) ? value : nil, left: edges.contains(.left) ? value : nil,
                  bottom: edges.contains(.bottom) ? value : nil, right: edges.contains(.right) ? value : nil)
    }

    /// `.padding`'s rule: edges left free are exactly 0.
    var withFreeEdgesZero: InsetRules {
        InsetRules(top: top ?? .exact(0), left: left ?? .exact(0), bottom: bottom ?? .exact(0), right: right ?? .exact(0))
    }

    func start(_ axis: Axis) -> BoundedLength? { axis == .horizontal ? left : top }
    func end(_ axis: Axis) -> BoundedLength? { axis == .horizontal ? right : bottom }
}

/// The size bounds of `.width`, `.height`, `.size` and `.aspectRatio`.
struct SizeRules: Hashable, Sendable {
    var width: BoundedLength?
    var height: BoundedLength?
    var aspectRatio: Double?
}
