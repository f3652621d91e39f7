/// What a measured leaf is asked: the sizes its parent already knows and the space it offers.
///
/// Both are sizes of the leaf's content box (its padding and border are already subtracted).
/// A leaf is measured several times in one layout, under each kind of room: answer each from
/// the input alone, the same way every time.
///
///     // A label of 7-point characters on 14-point lines, breaking anywhere.
///     let label = MeasureFunction("label(42)") { input in
///         let textWidth = 42.0 * 7
///         let width: Double
///         if let known = input.knownSize.width {
///             width = known                                  // the layout has fixed the width
///         } else {
///             switch input.availableSpace.width {
///             case .definite(let room): width = min(textWidth, max(room, 7))  // wrap to the room
///             case .minContent: width = 7                    // as narrow as the content allows
///             case .maxContent: width = textWidth            // all on one line
///             }
///         }
///         let lines = (textWidth / width).rounded(.up)
///         return Measurement(width: width, height: input.knownSize.height ?? lines * 14, firstBaseline: 11)
///     }
public struct MeasureInput: Hashable, Sendable {
    /// Sizes the layout has already fixed (a `width: 100` style, a stretched cross size, a
    /// flexed main size): the measurement must answer them unchanged where given, and may use
    /// them, as text uses a known width to wrap.
    public var knownSize: Size<Double?>
    /// The room the parent offers on each axis where the size is not known: a definite length
    /// to fit in (text wraps to it), or the min-content or max-content constraint under which
    /// the parent asks for the leaf's intrinsic sizes.
    public var availableSpace: Size<AvailableSpace>

    public init(knownSize: Size<Double?>, availableSpace: Size<AvailableSpace>) {
        self.knownSize = knownSize
        self.availableSpace = availableSpace
    }

    /// The width a view that sizes itself to a proposal (SwiftUI's, UIKit's) is asked to fit:
    /// the known width, the definite room, `0` for its least, `nil` for its ideal width.
    package var proposedWidth: Double? {
        if let known = knownSize.width { return known }
        switch availableSpace.width {
        case .definite(let room): return room
        case .minContent: return 0
        case .maxContent: return nil
        }
    }
}

/// What a measured leaf answers: its content size and, optionally, its first baseline.
public struct Measurement: Hashable, Sendable {
    /// The content-box size.
    public var size: Size<Double>
    /// The distance from the top of the content box to the first baseline, if the content has one.
    public var firstBaseline: Double?

    public init(size: Size<Double>, firstBaseline: Double? = nil) {
        self.size = size
        self.firstBaseline = firstBaseline
    }

    public init(width: Double, height: Double, firstBaseline: Double? = nil) {
        self.init(size: Size(width: width, height: height), firstBaseline: firstBaseline)
    }
}

/// The content measurement of a leaf: text, an image, any custom content.
///
/// A measure function is identified by its ``name``: two functions with the same name are
/// considered equal, and a tree prints the name as the Swift expression that rebuilds the
/// function. Give functions that measure differently different names.
///
///     let icon = MeasureFunction("icon") { _ in Measurement(width: 24, height: 24) }
public struct MeasureFunction: Hashable, Sendable, CustomStringConvertible {
    /// Identifies the function; printed trees show it as Swift code.
    public var name: String {
        switch storage.name {
        case .given(let name): name
        case .deferred(let makeName): makeName()
        }
    }

    /// Text and fixed-size leaves are made by the thousand and rarely printed or compared, so
    /// their names (escaped string literals, formatted numbers) are built only when asked for.
    private enum Name: Sendable {
        case given(String)
        case deferred(@Sendable () -> String)
    }

    /// The name and the body, in one shared box: the function is then one reference (8 bytes in
    /// the solver's arena, rather than 40) and a copy retains one object, not two or three.
    private final class Storage: Sendable {
        let name: Name
        let readsAvailableHeight: Bool
        let hasIntrinsicSize: Size<Bool>
        let fixedContentSize: FixedContentSize?
        let content: (any Sendable)?
        let body: @Sendable (MeasureInput) -> Measurement

        init(name: Name, readsAvailableHeight: Bool, hasIntrinsicSize: Size<Bool>, fixedContentSize: FixedContentSize? = nil,
             content: (any Sendable)? = nil, body: @escaping @Sendable (MeasureInput) -> Measurement) {
            self.name = name
            self.readsAvailableHeight = readsAvailableHeight
            self.hasIntrinsicSize = hasIntrinsicSize
            self.fixedContentSize = fixedContentSize
            self.content = content
            self.body = body
        }
    }

    private let storage: Storage

    private init(storage: Storage) { self.storage = storage }

    /// Whether the body may read `availableSpace.height` of its input. Text set in horizontal
    /// lines does not: it wraps at the available width and is as tall as its lines.
    ///
    /// While no measure function of a tree reads the available height (and no style reads a
    /// container's height), the solver lays a box that sizes to its content out once where it
    /// would otherwise measure it and lay it out again.
    public var readsAvailableHeight: Bool { storage.readsAvailableHeight }

    /// Whether the content has an intrinsic size on each axis: `false` is Auto Layout's
    /// `noIntrinsicMetric`, an axis on which a constraint container neither hugs the content nor
    /// keeps it from shrinking (the size the function answers there is only a placeholder).
    public var hasIntrinsicSize: Size<Bool> { storage.hasIntrinsicSize }

    /// The size given to ``contentSize(width:height:baseline:)``, when that made this function;
    /// `nil` for any other (text, an app's own content), whose answer only calling it tells.
    public var fixedContentSize: FixedContentSize? { storage.fixedContentSize }

    /// What the function measures, where a renderer or writer may need it back: the `FontText`
    /// of real-font text; `nil` for functions made from a closure alone.
    public var content: (any Sendable)? { storage.content }

    /// Creates a measure function named `name` (use a Swift expression that rebuilds it, if you have one).
    ///
    /// - Parameters:
    ///   - name: Identifies the function; printed trees show it.
    ///   - readsAvailableHeight: Whether `body` reads `availableSpace.height`. The default is
    ///   `true`; pass `false` only when its answer never depends on it, or layouts may differ.
    ///   - hasIntrinsicSize: Whether the content has an intrinsic size on each axis
    ///     (``hasIntrinsicSize``). The default is both.
    ///   - runsOnCallingThread: Whether `body` must run on the thread that called the layout
    ///     (it measures a view, which belongs to that thread). The solver lays a tree too deep
    ///     for the caller's stack out on a thread of its own; such a body is then handed back to
    ///     the calling thread, which runs it while it waits. The default is `false`: a
    ///     `@Sendable` body may run on either.
    ///   - body: The measurement.
    public init(_ name: String, readsAvailableHeight: Bool = true,
                hasIntrinsicSize: Size<Bool> = Size(width: true, height: true),
                runsOnCallingThread: Bool = false,
                _ body: @escaping @Sendable (MeasureInput) -> Measurement) {
        storage = Storage(name: .given(name), readsAvailableHeight: readsAvailableHeight,
                          hasIntrinsicSize: hasIntrinsicSize,
                          body: runsOnCallingThread ? Self.onCallingThread(body) : body)
    }

    /// `body`, run on the thread that called the layout (``StackSpace/onCallingThread(_:)``).
    private static func onCallingThread(_ body: @escaping @Sendable (MeasureInput) -> Measurement)
        -> @Sendable (MeasureInput) -> Measurement {
        { input in StackSpace.onCallingThread { body(input) } }
    }

    /// Creates a measure function whose name `makeName` builds when it is asked for; it must
    /// give the same name every time.
    package init(name makeName: @escaping @Sendable () -> String, readsAvailableHeight: Bool = true,
                 hasIntrinsicSize: Size<Bool> = Size(width: true, height: true), content: (any Sendable)? = nil,
                 runsOnCallingThread: Bool = false, _ body: @escaping @Sendable (MeasureInput) -> Measurement) {
        storage = Storage(name: .deferred(makeName), readsAvailableHeight: readsAvailableHeight,
                          hasIntrinsicSize: hasIntrinsicSize, content: content,
                          body: runsOnCallingThread ? Self.onCallingThread(body) : body)
    }

    /// Measures the content under `input`.
    @inlinable public func callAsFunction(_ input: MeasureInput) -> Measurement {
        measure(input)
    }

    @usableFromInline func measure(_ input: MeasureInput) -> Measurement { storage.body(input) }

    public static func == (lhs: MeasureFunction, rhs: MeasureFunction) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
    public var description: String { name }
}

/// A fixed content size: what ``MeasureFunction/contentSize(width:height:baseline:)`` measures.
public struct FixedContentSize: Hashable, Sendable {
    /// The content width, or `nil` when the content has none (Auto Layout's `noIntrinsicMetric`).
    public var width: Double?
    /// The content height, or `nil` when the content has none.
    public var height: Double?
    /// The first baseline's distance from the top, or `nil` for none.
    public var baseline: Double?

    public init(width: Double? = nil, height: Double? = nil, baseline: Double? = nil) {
        self.width = width
        self.height = height
        self.baseline = baseline
    }
}

extension MeasureFunction {
    /// A fixed content size, the measure function of the stack DSL's `Item(id, width:height:)`
    /// and of a layout file's `content-width`/`content-height`.
    ///
    /// A known size wins over the content size; an axis without one measures 0 and has no
    /// intrinsic size (``hasIntrinsicSize``), so a constraint container neither hugs nor protects
    /// it there.
    ///
    ///     LayoutNode(id: "avatar", measure: .contentSize(width: 40, height: 40))
    ///
    /// - Parameters:
    ///   - width: The content width, or `nil` (the default) for none.
    ///   - height: The content height, or `nil` (the default) for none.
    ///   - baseline: The first baseline's distance from the top, or `nil` (the default) for none.
    public static func contentSize(width: Double? = nil, height: Double? = nil, baseline: Double? = nil) -> MeasureFunction {
        let size = FixedContentSize(width: width, height: height, baseline: baseline)
        let name: @Sendable () -> String = {
            var arguments: [String] = []
            if let width { arguments.append("width: \(SwiftLiteral.number(width))") }
            if let height { arguments.append("height: \(SwiftLiteral.number(height))") }
            if let baseline { arguments.append("baseline: \(SwiftLiteral.number(baseline))") }
            return ".contentSize(\(arguments.joined(separator: ", ")))"
        }
        return MeasureFunction(storage: Storage(
            name: .deferred(name), readsAvailableHeight: false,
            hasIntrinsicSize: Size(width: width != nil, height: height != nil), fixedContentSize: size) { input in
            Measurement(width: input.knownSize.width ?? width ?? 0, height: input.knownSize.height ?? height ?? 0,
                        firstBaseline: baseline)
        })
    }
}
