import TrellisCore

/// Anything that can stand in a stack: leaves, stacks, spacers and modified blocks.
///
/// Conform your own types by returning another block's element, the way a SwiftUI view returns
/// its body:
///
///     struct Avatar: LayoutBlock {
///         var id: String
///         var layoutElement: LayoutElement { Item(id, width: 40, height: 40).layoutElement }
///     }
public protocol LayoutBlock: Sendable {
    /// The block as a value that stacks hold and that lowers to a ``LayoutNode``.
    var layoutElement: LayoutElement { get }
}

/// A block of any kind, as stacks hold it: the type that the result builders produce.
///
/// Build one with a block's initializer or a modifier, never directly:
///
///     let element: LayoutElement = Item("title", text: "Hello").padding(8)
public struct LayoutElement: LayoutBlock {
    indirect enum Kind: Sendable {
        case item(Item)
        case spacer(StackingSpacer)
        case vStack(VStackBlock)
        case hStack(HStackBlock)
        case zStack(ZStackBlock)
        case grid(VGridBlock)
        case container(LayoutContainer)
        /// `.padding` (unspecified edges exact 0) or `.relative` (unspecified edges free).
        case inset(LayoutElement, InsetRules)
        /// `.background` (`inFront` false) or `.overlay` (`inFront` true).
        case decorated(LayoutElement, decoration: LayoutElement, inFront: Bool)
        case sized(LayoutElement, SizeRules)
        case aligned(LayoutElement, LayoutAlignment)
        case spaced(LayoutElement, before: Double, after: Double)
        /// A block of another front end that lowers itself (``CustomLayoutBlock``).
        case custom(any CustomLayoutBlock)
    }

    let kind: Kind

    init(_ kind: Kind) { self.kind = kind }

    /// The element itself.
    public var layoutElement: LayoutElement { self }
}

extension LayoutBlock {
    /// Lowers the block to the intermediate layout tree: a pure, deterministic function.
    ///
    /// Print the result to see the Swift code that rebuilds it; compare it with `==` in tests.
    ///
    ///     let node = VStackBlock { Item("a", width: 10, height: 10) }.makeLayoutNode()
    ///     print(node)   // LayoutNode(style: Style(flexDirection: .column, alignItems: .center), children: [...
    ///
    /// - Parameters:
    ///   - safeAreaInsets: The insets that ``LayoutContainer`` applies on its attached edges.
    ///     The default is none.
    ///   - direction: The direction in which rows run. The default is left to right.
    /// - Complexity: O(n) in the number of blocks.
    public func makeLayoutNode(safeAreaInsets: EdgeInsets = .zero,
                               direction: LayoutDirection = .leftToRight) -> LayoutNode {
        makeLoweredBlock(safeAreaInsets: safeAreaInsets, direction: direction).node
    }

    /// Lowers the block like ``makeLayoutNode(safeAreaInsets:direction:)`` and keeps what the
    /// lowering found: the diagnostics of every block inside (relations that Auto Layout rejects
    /// or that name no item), and how the block would sit in a stack.
    ///
    /// - Complexity: O(n) in the number of blocks.
    public func makeLoweredBlock(safeAreaInsets: EdgeInsets = .zero,
                                 direction: LayoutDirection = .leftToRight) -> LoweredBlock {
        let lowering = Lowering(safeAreaInsets: safeAreaInsets, isRTL: direction == .rightToLeft)
        var (node, placement) = lowering.lower(layoutElement)
        if direction == .rightToLeft { node.style.direction = .rtl }
        return LoweredBlock(node: node, expands: placement.expands, contentPriorities: placement.contentPriorities,
                            diagnostics: lowering.report.diagnostics)
    }
}
