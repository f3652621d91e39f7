import TrellisCore
import TrellisText

/// A leaf: one of your elements, known by its id, with a content size.
///
/// The content size is what UIKit calls the intrinsic content size: the element keeps it unless
/// its stack stretches it (`alignment: .fill`) or has too little room. It comes from one of:
///
/// - fixed numbers: `Item("avatar", width: 40, height: 40)`; an axis you leave out has no
///   content size, and on it the element fills its stack;
/// - a closure: `Item("chart") { input in Measurement(width: 100, height: 60) }`;
/// - text, measured by a ``TextMeasurer``: `Item("title", text: "Hello world")`;
/// - nothing: `Item("divider")` fills its stack on both axes.
///
/// Frames are looked up by the id: `layout.frame(of: "avatar")`.
public struct Item: PrimitiveLayoutBlock, ContentPrioritized {
    /// The element's id.
    public var id: ElementID
    /// The measure function of the content, or `nil` for an element without content.
    public var measure: MeasureFunction?
    /// How strongly the element keeps its content size in a constraint container (Auto Layout's
    /// content hugging and compression resistance). Stacks do not read it.
    public var contentPriorities = ContentPriorities.standard

    /// An element with a fixed content size; an axis given as `nil` has none.
    ///
    ///     Item("avatar", width: 40, height: 40)
    ///     Item("label", width: 80, height: 20, baseline: 16)
    ///     Item("divider", height: 1)             // as wide as its stack
    ///
    /// - Parameters:
    ///   - id: Any `Hashable & Sendable` value; strings are the common case.
    ///   - width: The content width, or `nil` (the default) for none.
    ///   - height: The content height, or `nil` (the default) for none.
    ///   - baseline: The first baseline's distance from the top, or `nil` (the default) for none.
    public init(_ id: some Hashable & Sendable, width: Double? = nil, height: Double? = nil, baseline: Double? = nil) {
        self.id = ElementID(id)
        if width == nil && height == nil && baseline == nil {
            self.measure = nil
        } else {
            self.measure = .contentSize(width: width, height: height, baseline: baseline)
        }
    }

    /// An element measured by `body`: the sizes already known and the available space in, the
    /// content size (and optionally the first baseline) out.
    ///
    ///     Item("square") { input in
    ///         let side = input.knownSize.width ?? 50
    ///         return Measurement(width: side, height: side)
    ///     }
    ///
    /// - Parameters:
    ///   - id: Any `Hashable & Sendable` value.
    ///   - name: Identifies the function in printed trees and in `==`; give differently measuring
    ///     closures different names. The default is `measured(<id>)`.
    ///   - readsAvailableHeight: Whether `body` reads `input.availableSpace.height`
    ///     (``MeasureFunction/readsAvailableHeight``). The default is `true`; `false` lets the
    ///     solver lay stacks out once rather than measure them and lay them out.
    ///   - body: The measurement; it must use `input.knownSize` where given.
    public init(_ id: some Hashable & Sendable, name: String? = nil, readsAvailableHeight: Bool = true,
                measure body: @escaping @Sendable (MeasureInput) -> Measurement) {
        let elementID = ElementID(id)
        let measure = name.map { MeasureFunction($0, readsAvailableHeight: readsAvailableHeight, body) }
            ?? MeasureFunction(name: { "measured(\(elementID))" }, readsAvailableHeight: readsAvailableHeight, body)
        self.init(elementID, measure: measure)
    }

    /// An element measured by a view on the main actor, as UIKit's `sizeThatFits(_:)` measures:
    /// `sizeThatFits` gets the room to fit in and answers the size the view wants. The room's
    /// width is a width the element must take, a definite length, `.infinity` for its ideal
    /// width or `0` for its least; its height is a height the element must take, else `.infinity`
    /// (the view's height follows from its width, as a label's does). `Item(_:view:)` for a
    /// `UIView` or an `NSControl` is built on it.
    ///
    ///     Item("label", measuredOnMainActor: { room in Size(width: min(room.width, 120), height: 20) })
    ///
    /// Lay out a block that holds it on the main actor, where views are measured: elsewhere the
    /// measurement stops the program, as UIKit's main-thread checks do. The view is measured on
    /// the thread that called the layout, even for a tree so deep that the solver lays it out
    /// on a thread of its own (``MeasureFunction/init(_:readsAvailableHeight:hasIntrinsicSize:runsOnCallingThread:_:)``).
    public init(_ id: some Hashable & Sendable,
                measuredOnMainActor sizeThatFits: @escaping @MainActor (Size<Double>) -> Size<Double>) {
        let measure = MeasureFunction("view(\(ElementID(id)))", readsAvailableHeight: false,
                                      runsOnCallingThread: true) { input in
            let room = Size(width: input.proposedWidth ?? .infinity, height: input.knownSize.height ?? .infinity)
            let size = MainActor.assumeIsolated { sizeThatFits(room) }
            return Measurement(width: input.knownSize.width ?? size.width, height: input.knownSize.height ?? size.height)
        }
        self.init(id, measure: measure)
    }

    /// An element measured by a ready-made ``MeasureFunction``.
    ///
    ///     Item("title", measure: .monospaceText("Hello", cellWidth: 8, cellHeight: 16))
    public init(_ id: some Hashable & Sendable, measure: MeasureFunction) {
        self.id = ElementID(id)
        self.measure = measure
    }

    /// A text element, measured by `measurer`.
    ///
    ///     Item("title", text: "Mondrian Layout")
    ///     Item("title", text: "Mondrian Layout", measurer: MonospaceTextMeasurer(cellWidth: 8, cellHeight: 16))
    ///
    /// - Parameters:
    ///   - id: Any `Hashable & Sendable` value.
    ///   - text: The text.
    ///   - measurer: Measures the text. The default is a ``MonospaceTextMeasurer`` with 10 × 10 cells.
    public init(_ id: some Hashable & Sendable, text: String,
                measurer: some TextMeasurer = MonospaceTextMeasurer()) {
        self.init(id, measure: measurer.measureFunction(for: text))
    }

    /// A text element set in a real font, measured as Chrome measures it.
    ///
    ///     let fonts = try FontCollection([dejaVuSansBytes])
    ///     let title = try TextFont("DejaVu Sans", size: 17, weight: .bold, in: fonts)
    ///     Item("name", text: "Ada Lovelace", font: title)
    ///
    /// - Parameters:
    ///   - id: Any `Hashable & Sendable` value.
    ///   - text: The text; white space collapses as in CSS.
    ///   - font: The face and size it is set in.
    ///   - lineHeight: The height of its lines. The default is `normal`, the face's own spacing.
    ///   - whiteSpace: Whether it wraps. The default is `normal`: it wraps.
    public init(_ id: some Hashable & Sendable, text: String, font: TextFont, lineHeight: LineHeight = .normal,
                whiteSpace: WhiteSpace = .normal) {
        self.init(id, measure: .text(text, font: font, lineHeight: lineHeight, whiteSpace: whiteSpace))
    }

    /// A node with the leaf's id and measure function (for a leaf without content, the one its
    /// host measures, ``LoweringContext/hostedContent``), which fills its container on the axes
    /// where the content has no intrinsic size (``MeasureFunction/hasIntrinsicSize``).
    public func lower(into nodes: inout [LayoutNode], in context: inout LoweringContext) -> Placement {
        let measure = measure ?? context.hostedContent[id]
        nodes.append(LayoutNode(elementID: id, measure: measure))
        var placement = Placement(expands: (measure?.hasIntrinsicSize ?? Size(width: false, height: false)).map { !$0 })
        placement[ContentPrioritiesKey.self] = contentPriorities
        return placement
    }
}
