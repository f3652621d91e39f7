import TrellisCore

/// A block that lowers itself straight into its parent's child array: the form that leaves,
/// stacks and modifiers take, and the fast one for the blocks of other front ends.
///
/// The block appends exactly one node to `nodes` and returns how its parent places it. It lowers
/// its child blocks through the context, so that a block of any front end behaves inside it as
/// anywhere else. The node is appended and then edited in place rather than returned: a node's
/// `Style` is hundreds of bytes, and passing nodes from call to call copied each one about ten
/// times.
///
///     struct Framed: PrimitiveLayoutBlock {
///         var content: LayoutElement
///         func lower(into nodes: inout [LayoutNode], in context: inout LoweringContext) -> Placement {
///             var children: [LayoutNode] = []
///             let placement = context.lower(content, into: &children)
///             nodes.append(LayoutNode(style: Style().padding(1), children: children))
///             return placement
///         }
///     }
///
/// ``CustomLayoutBlock`` is the simpler form, which returns its node.
public protocol PrimitiveLayoutBlock: LayoutBlock {
    /// Appends the block's node to `nodes` and returns how its parent places it.
    func lower(into nodes: inout [LayoutNode], in context: inout LoweringContext) -> Placement
}

extension PrimitiveLayoutBlock {
    /// The block as a layout element.
    @inlinable public var layoutElement: LayoutElement { LayoutElement(self) }
}

/// How a lowered block's parent places it: what any container reads of a child besides its
/// node, and the values that one front end's blocks pass to its own containers, by key.
///
/// As SwiftUI's `Layout` reads per-subview data through `LayoutValueKey`s, a front end passes
/// what only its containers read (a stack's spacer and spacing, a constraint container's content
/// priorities) as keyed values, so that the contract itself stays the same for every front end.
///
///     var placement = Placement(expands: Size(width: true, height: false))   // fills its container's width
///     placement[ContentPrioritiesKey.self].hugging.width = 251
public struct Placement: Hashable, Sendable {
    /// On which axes the block has no content size, so that it fills its container there and
    /// takes a share of a stack's extra room.
    public var expands: Size<Bool>
    /// The block's own alignment (`.alignSelf`), applied by its parent; an axis left `nil` keeps
    /// the parent's.
    public var alignment: LayoutAlignment?
    /// The keyed values that are set, in the order of their keys' identifiers, so that equal
    /// placements hold equal arrays. Searched in turn rather than hashed: a placement holds a value
    /// or two, and a dictionary's hashing and storage cost a stack screen's lowering a fifth of
    /// its instructions.
    @usableFromInline var values: [KeyedValue] = []

    /// Creates a placement: a block that expands on `expands`, with no alignment of its own and
    /// every keyed value at its default.
    @inlinable
    public init(expands: Size<Bool>, alignment: LayoutAlignment? = nil) {
        self.expands = expands
        self.alignment = alignment
    }

    /// The value for `key`: its ``PlacementKey/defaultValue`` unless a block set it.
    ///
    /// Inlined down to the check for set values, which most placements have none of: a
    /// container reads several keys of every child, and the generic lookup, unspecialised
    /// across modules, more than doubled the instructions of lowering a stack screen.
    @inlinable
    public subscript<Key: PlacementKey>(key: Key.Type) -> Key.Value {
        get { values.isEmpty ? Key.defaultValue : value(for: key) }
        set {
            guard !values.isEmpty || newValue != Key.defaultValue else { return }
            setValue(newValue, for: key)
        }
    }

    @usableFromInline func value<Key: PlacementKey>(for key: Key.Type) -> Key.Value {
        let id = ObjectIdentifier(key)
        for stored in values where stored.key == id { return stored.value as! Key.Value }
        return Key.defaultValue
    }

    @usableFromInline mutating func setValue<Key: PlacementKey>(_ value: Key.Value, for key: Key.Type) {
        let id = ObjectIdentifier(key)
        let index = values.firstIndex { $0.key >= id } ?? values.endIndex
        let isSet = index < values.endIndex && values[index].key == id
        if value == Key.defaultValue {
            if isSet { values.remove(at: index) }
        } else if isSet {
            values[index].value = value
        } else if index == values.endIndex {
            // Appended where it can be: `insert` takes the generic path of replacing a range.
            values.append(KeyedValue(key: id, value: value))
        } else {
            values.insert(KeyedValue(key: id, value: value), at: index)
        }
    }

    /// A keyed value of any type with its key's identifier, compared and hashed as its own type is.
    @usableFromInline struct KeyedValue: Hashable, Sendable {
        let key: ObjectIdentifier
        var value: any Hashable & Sendable

        @usableFromInline static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.key == rhs.key && AnyHashable(lhs.value) == AnyHashable(rhs.value)
        }

        @usableFromInline func hash(into hasher: inout Hasher) {
            hasher.combine(key)
            hasher.combine(AnyHashable(value))
        }
    }
}

/// A value that a front end's blocks pass to its containers through ``Placement``, as a
/// SwiftUI `LayoutValueKey` passes one to a `Layout`.
///
///     enum Weight: PlacementKey { static let defaultValue = 1.0 }
///     var placement = Placement(expands: Size(width: true, height: false))
///     placement[Weight.self] = 2
public protocol PlacementKey {
    /// The type of the value.
    associatedtype Value: Hashable & Sendable
    /// The value of a block that sets none.
    static var defaultValue: Value { get }
}
