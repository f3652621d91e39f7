/// A node's cached layout results, keyed by their inputs (CSS layout is a pure function of them).
///
/// One slot holds the last full layout, so a second layout of an unchanged tree stops at the
/// root; a few more hold size-only measurements, which flex layout asks for repeatedly (flex base
/// size, content size suggestion, hypothetical cross size) with the same inputs.
struct NodeCache: Sendable, BitwiseCopyable {
    /// Yoga's measurements (LayoutResults.h) found that more than a handful of distinct
    /// size-only queries per node per layout is rare; 4 keeps the record small.
    static let measurementSlots = 4

    private var finalLayout: (input: LayoutInput, output: LayoutOutput)?
    private var measurements: (Entry?, Entry?, Entry?, Entry?) = (nil, nil, nil, nil)
    private var nextSlot: UInt8 = 0

    struct Entry {
        var input: LayoutInput
        var output: LayoutOutput
    }

    /// The node's min-content and max-content border-box widths, once computed.
    var minContentWidth: Double?
    var maxContentWidth: Double?

    var isEmpty: Bool {
        finalLayout == nil && measurements.0 == nil && minContentWidth == nil && maxContentWidth == nil
    }

    /// The cached output for `input`, if there is one.
    func lookup(_ input: LayoutInput) -> LayoutOutput? {
        if input.runMode == .performLayout {
            if let finalLayout, finalLayout.input == input { return finalLayout.output }
            return nil
        }
        if let finalLayout, Self.sizeQueryMatches(input, finalLayout.input) { return finalLayout.output }
        if let entry = measurements.0, entry.input == input { return entry.output }
        if let entry = measurements.1, entry.input == input { return entry.output }
        if let entry = measurements.2, entry.input == input { return entry.output }
        if let entry = measurements.3, entry.input == input { return entry.output }
        return nil
    }

    /// A full layout with the same inputs also answers a size-only query.
    private static func sizeQueryMatches(_ query: LayoutInput, _ stored: LayoutInput) -> Bool {
        query.knownSize == stored.knownSize && query.parentSize == stored.parentSize
            && query.availableSpace == stored.availableSpace && query.sizingMode == stored.sizingMode
    }

    mutating func store(_ input: LayoutInput, _ output: LayoutOutput) {
        if input.runMode == .performLayout {
            finalLayout = (input, output)
            return
        }
        let entry = Entry(input: input, output: output)
        switch nextSlot {
        case 0: measurements.0 = entry
        case 1: measurements.1 = entry
        case 2: measurements.2 = entry
        default: measurements.3 = entry
        }
        nextSlot = (nextSlot + 1) % UInt8(Self.measurementSlots)
    }

    /// Empties the cache; returns whether it was already empty.
    mutating func clear() -> Bool {
        let wasEmpty = isEmpty
        finalLayout = nil
        measurements = (nil, nil, nil, nil)
        nextSlot = 0
        minContentWidth = nil
        maxContentWidth = nil
        return wasEmpty
    }
}
