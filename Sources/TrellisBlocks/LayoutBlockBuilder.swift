import TrellisCore

/// Collects the blocks of a stack or a constraint block, with `if`/`else`, `switch`, `for`-`in`,
/// optionals and arrays, flattened to one array.
///
///     VStackBlock {
///         Item("title", text: "Inbox")
///         if showsSearch { Item("search", height: 32) }
///         for message in ["a", "b"] { Item(message, height: 44) }
///     }
@resultBuilder
public enum LayoutBlockBuilder {
    public static func buildExpression(_ block: some LayoutBlock) -> [LayoutElement] {
        [block.layoutElement]
    }

    /// An optional block: nothing when `nil`.
    public static func buildExpression(_ block: (some LayoutBlock)?) -> [LayoutElement] {
        block.map { [$0.layoutElement] } ?? []
    }

    /// An array of blocks, in order.
    public static func buildExpression(_ blocks: [some LayoutBlock]) -> [LayoutElement] {
        blocks.map { $0.layoutElement }  // a closure: a key path here is applied through the runtime
    }

    /// A relation (`icon.layout(.width) == 40`) written among blocks: a stack places its blocks
    /// and takes no relations, and this overload turns the compiler's search for another `==`
    /// into a message that says so.
    @available(*, unavailable, message: "a stack takes blocks, not relations: write constraints in a constraints builder, or use .width/.height/.relative on the block")
    public static func buildExpression(_ relation: Relation) -> [LayoutElement] {
        []
    }

    public static func buildBlock(_ parts: [LayoutElement]...) -> [LayoutElement] {
        Array(flattening: parts)
    }

    public static func buildOptional(_ part: [LayoutElement]?) -> [LayoutElement] {
        part ?? []
    }

    public static func buildEither(first part: [LayoutElement]) -> [LayoutElement] { part }

    public static func buildEither(second part: [LayoutElement]) -> [LayoutElement] { part }

    public static func buildArray(_ parts: [[LayoutElement]]) -> [LayoutElement] {
        Array(flattening: parts)
    }

    public static func buildLimitedAvailability(_ part: [LayoutElement]) -> [LayoutElement] { part }
}

extension Array {
    /// The parts one after the other, for the result builders of both front ends: a single part
    /// as it is, more copied once into an array of the right size.
    @inlinable package init(flattening parts: [[Element]]) {
        if parts.count == 1 {
            self = parts[0]
            return
        }
        self = []
        reserveCapacity(parts.reduce(0) { $0 + $1.count })
        for part in parts { append(contentsOf: part) }
    }
}
