/// A node's cached layout results, keyed by their inputs (CSS layout is a pure function of them).
///
/// One slot holds the last full layout, so a second layout of an unchanged tree stops at the
/// root; a few more hold size-only measurements, which flex layout asks for repeatedly (flex base
/// size, content size suggestion, hypothetical cross size) with the same inputs.
struct NodeCache: Sendable, BitwiseCopyable {
    /// Each slot costs 80 bytes per node. Callgrind counts on every benchmark shape (deep-auto,
    /// deep-random, huge-nested, super-deep, text-feed) were the same or lower with 2 slots than
    /// with 4: a node rarely meets more than two distinct size-only questions in a row.
    static let measurementSlots = 2

    private var finalLayout = Entry.empty
    private var measurements = (Entry.empty, Entry.empty)
    private var nextSlot: UInt8 = 0
    private var minContentBits = Entry.none
    private var maxContentBits = Entry.none

    /// One cached answer, packed into plain 64-bit words: optional lengths and available space
    /// become bit patterns (absent ones distinct NaNs), so that a lookup compares integers and a
    /// node's whole cache stays a few hundred bytes.
    private struct Entry: BitwiseCopyable {
        var knownWidth: UInt64
        var knownHeight: UInt64
        var parentWidth: UInt64
        var parentHeight: UInt64
        var availableWidth: UInt64
        var availableHeight: UInt64
        /// Bit 0: inherent sizing; bit 1: perform layout; bit 2: the known height is definite.
        /// `emptyModes` marks an unused entry, whose available width (`none`) matches no query.
        var modes: UInt8
        var width: Double
        var height: Double
        var baseline: UInt64

        static let none: UInt64 = 0x7FF8_0000_0000_0001
        private static let minContent: UInt64 = 0x7FF8_0000_0000_0002
        private static let maxContent: UInt64 = 0x7FF8_0000_0000_0003
        private static let emptyModes: UInt8 = 0xFF
        static let empty = Entry(knownWidth: 0, knownHeight: 0, parentWidth: 0, parentHeight: 0, availableWidth: none,
                                 availableHeight: 0, modes: emptyModes, width: 0, height: 0, baseline: none)

        @inline(__always) static func pack(_ value: Double?) -> UInt64 { value?.bitPattern ?? none }

        @inline(__always) static func pack(_ space: AvailableSpace) -> UInt64 {
            switch space {
            case .definite(let value): return value.bitPattern
            case .minContent: return minContent
            case .maxContent: return maxContent
            }
        }

        @inline(__always) static func modes(_ input: LayoutInput) -> UInt8 {
            (input.sizingMode == .inherentSize ? 1 : 0) | (input.runMode == .performLayout ? 2 : 0)
                | (input.knownHeightIsDefinite ? 4 : 0)
        }

        init(knownWidth: UInt64, knownHeight: UInt64, parentWidth: UInt64, parentHeight: UInt64, availableWidth: UInt64,
             availableHeight: UInt64, modes: UInt8, width: Double, height: Double, baseline: UInt64) {
            (self.knownWidth, self.knownHeight, self.parentWidth, self.parentHeight) = (knownWidth, knownHeight, parentWidth, parentHeight)
            (self.availableWidth, self.availableHeight, self.modes) = (availableWidth, availableHeight, modes)
            (self.width, self.height, self.baseline) = (width, height, baseline)
        }

        init(_ input: LayoutInput, _ output: LayoutOutput) {
            self.init(knownWidth: Self.pack(input.knownSize.width), knownHeight: Self.pack(input.knownSize.height),
                      parentWidth: Self.pack(input.parentSize.width), parentHeight: Self.pack(input.parentSize.height),
                      availableWidth: Self.pack(input.availableSpace.width),
                      availableHeight: Self.pack(input.availableSpace.height), modes: Self.modes(input),
                      width: output.size.width, height: output.size.height, baseline: Self.pack(output.firstBaseline))
        }

        var isEmpty: Bool { modes == Self.emptyModes }

        var output: LayoutOutput {
            LayoutOutput(size: Size(width: width, height: height),
                         firstBaseline: baseline == Self.none ? nil : Double(bitPattern: baseline))
        }

        /// Whether the entry answers `query`; `modeMask` selects the modes that must agree.
        @inline(__always) func matches(_ query: Entry, modeMask: UInt8) -> Bool {
            knownWidth == query.knownWidth && knownHeight == query.knownHeight
                && parentWidth == query.parentWidth && parentHeight == query.parentHeight
                && availableWidth == query.availableWidth && availableHeight == query.availableHeight
                && modes & modeMask == query.modes & modeMask
        }
    }

    /// The node's min-content border-box width, once computed.
    var minContentWidth: Double? {
        get { minContentBits == Entry.none ? nil : Double(bitPattern: minContentBits) }
        set { minContentBits = Entry.pack(newValue) }
    }

    /// The node's max-content border-box width, once computed.
    var maxContentWidth: Double? {
        get { maxContentBits == Entry.none ? nil : Double(bitPattern: maxContentBits) }
        set { maxContentBits = Entry.pack(newValue) }
    }

    var isEmpty: Bool {
        finalLayout.isEmpty && measurements.0.isEmpty && minContentBits == Entry.none && maxContentBits == Entry.none
    }

    /// The cached output for `input`, if there is one.
    @inline(__always)
    func lookup(_ input: LayoutInput) -> LayoutOutput? {
        let query = Entry(input, .zero)
        if input.runMode == .performLayout {
            return finalLayout.matches(query, modeMask: 0xFF) ? finalLayout.output : nil
        }
        // A full layout with the same inputs also answers a size-only query.
        if finalLayout.matches(query, modeMask: 1) { return finalLayout.output }
        if measurements.0.matches(query, modeMask: 0xFF) { return measurements.0.output }
        if measurements.1.matches(query, modeMask: 0xFF) { return measurements.1.output }
        return nil
    }

    mutating func store(_ input: LayoutInput, _ output: LayoutOutput) {
        let entry = Entry(input, output)
        if input.runMode == .performLayout {
            finalLayout = entry
            return
        }
        switch nextSlot {
        case 0: measurements.0 = entry
        default: measurements.1 = entry
        }
        nextSlot = (nextSlot + 1) % UInt8(Self.measurementSlots)
    }

    /// Forgets the last full layout, keeping the size-only measurements (which write no frames);
    /// returns whether there was none.
    mutating func clearFinalLayout() -> Bool {
        defer { finalLayout = .empty }
        return finalLayout.isEmpty
    }

    /// Empties the cache; returns whether it was already empty.
    mutating func clear() -> Bool {
        let wasEmpty = isEmpty
        self = NodeCache()
        return wasEmpty
    }
}
