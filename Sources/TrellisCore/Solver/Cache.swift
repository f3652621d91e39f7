/// A node's cached layout results, keyed by their inputs (CSS layout is a pure function of them),
/// less what the node does not read (`LayoutDependencies` states the rule).
///
/// One slot holds the last full layout, so a second layout of an unchanged tree stops at the
/// root; another holds the last size-only measurement, which flex layout asks for repeatedly
/// (flex base size, content size suggestion, hypothetical cross size) with the same inputs.
///
/// The cache also says what a relayout needs to learn whether the node's parent would see an
/// edit inside it (see `Invalidation.swift`): whether every question asked since it was emptied
/// still has its answer here, and how much of the min-content width its readers saw.
///
/// Each slot costs 72 bytes per cached node. A second measurement slot saved instructions only
/// where measured text dominates (3.6% on text-feed, 1.7% on StackBenchmarks) and cost as many
/// or more elsewhere, so one is kept; more slots were never better (callgrind, on every shape).
struct NodeCache: Sendable, BitwiseCopyable {
    private var finalLayout = Entry.empty
    private var measurement = Entry.empty
    private var minContentBits = Entry.none
    private var maxContentBits = Entry.none
    /// The modes of the two entries' inputs (`Entry.modes`), kept here rather than in each entry,
    /// where a byte would have cost eight with alignment.
    private var finalLayoutModes: UInt8 = 0
    private var measurementModes: UInt8 = 0
    /// Whether every question asked since the cache was emptied still has its answer here: no
    /// answer was overwritten by another question's or forgotten.
    private(set) var isComplete = true
    /// How much of the min-content width its readers saw (the rule is `LayoutDependencies`').
    private(set) var minContentRead = MinContentRead()

    /// One cached answer, packed into plain 64-bit words: optional lengths and available space
    /// become bit patterns (absent ones distinct NaNs), so that a lookup compares integers and a
    /// node's whole cache stays a few hundred bytes.
    fileprivate struct Entry: BitwiseCopyable {
        var knownWidth: UInt64
        var knownHeight: UInt64
        var parentWidth: UInt64
        var parentHeight: UInt64
        var availableWidth: UInt64
        var availableHeight: UInt64
        var width: Double
        var height: Double
        var baseline: UInt64

        static let none: UInt64 = 0x7FF8_0000_0000_0001
        private static let minContent: UInt64 = 0x7FF8_0000_0000_0002
        private static let maxContent: UInt64 = 0x7FF8_0000_0000_0003
        /// An unused entry: its available width (`none`) matches no query.
        static let empty = Entry(knownWidth: 0, knownHeight: 0, parentWidth: 0, parentHeight: 0, availableWidth: none,
                                 availableHeight: 0, width: 0, height: 0, baseline: none)

        @inline(__always) static func pack(_ value: Double?) -> UInt64 { value?.bitPattern ?? none }

        @inline(__always) static func pack(_ space: AvailableSpace) -> UInt64 {
            switch space {
            case .definite(let value): return value.bitPattern
            case .minContent: return minContent
            case .maxContent: return maxContent
            }
        }

        /// Bit 0: inherent sizing; bit 1: perform layout; bit 2 (`definiteHeightMode`): the known
        /// height is definite.
        @inline(__always) static func modes(_ input: LayoutInput) -> UInt8 {
            (input.sizingMode == .inherentSize ? 1 : 0) | (input.runMode == .performLayout ? 2 : 0)
                | (input.knownHeightIsDefinite ? definiteHeightMode : 0)
        }

        @inline(__always) static var definiteHeightMode: UInt8 { 4 }

        init(knownWidth: UInt64, knownHeight: UInt64, parentWidth: UInt64, parentHeight: UInt64, availableWidth: UInt64,
             availableHeight: UInt64, width: Double, height: Double, baseline: UInt64) {
            (self.knownWidth, self.knownHeight, self.parentWidth, self.parentHeight) = (knownWidth, knownHeight, parentWidth, parentHeight)
            (self.availableWidth, self.availableHeight) = (availableWidth, availableHeight)
            (self.width, self.height, self.baseline) = (width, height, baseline)
        }

        init(_ input: LayoutInput, _ output: LayoutOutput) {
            self.init(knownWidth: Self.pack(input.knownSize.width), knownHeight: Self.pack(input.knownSize.height),
                      parentWidth: Self.pack(input.parentSize.width), parentHeight: Self.pack(input.parentSize.height),
                      availableWidth: Self.pack(input.availableSpace.width),
                      availableHeight: Self.pack(input.availableSpace.height),
                      width: output.size.width, height: output.size.height, baseline: Self.pack(output.firstBaseline))
        }

        var isEmpty: Bool { availableWidth == Self.none }

        /// The input this entry answers, given the modes kept beside it.
        func input(modes: UInt8) -> LayoutInput {
            LayoutInput(knownSize: Size(width: Self.length(knownWidth), height: Self.length(knownHeight)),
                        parentSize: Size(width: Self.length(parentWidth), height: Self.length(parentHeight)),
                        availableSpace: Size(width: Self.space(availableWidth), height: Self.space(availableHeight)),
                        sizingMode: modes & 1 != 0 ? .inherentSize : .contentSize,
                        runMode: modes & 2 != 0 ? .performLayout : .computeSize,
                        knownHeightIsDefinite: modes & 4 != 0)
        }

        private static func length(_ bits: UInt64) -> Double? { bits == none ? nil : Double(bitPattern: bits) }

        private static func space(_ bits: UInt64) -> AvailableSpace {
            switch bits {
            case minContent: return .minContent
            case maxContent: return .maxContent
            default: return .definite(Double(bitPattern: bits))
            }
        }

        /// Whether `other` answers the same question with the same size and baseline.
        func hasSameAnswer(as other: Entry) -> Bool {
            matches(other) && width == other.width && height == other.height && baseline == other.baseline
        }

        /// Sets the answer part of the entry.
        @inline(__always) mutating func record(_ output: LayoutOutput) {
            (width, height, baseline) = (output.size.width, output.size.height, Self.pack(output.firstBaseline))
        }

        var output: LayoutOutput {
            LayoutOutput(size: Size(width: width, height: height),
                         firstBaseline: baseline == Self.none ? nil : Double(bitPattern: baseline))
        }

        /// Whether the entry's input has the lengths of `query`'s.
        @inline(__always) func matches(_ query: Entry) -> Bool {
            knownWidth == query.knownWidth && knownHeight == query.knownHeight
                && parentWidth == query.parentWidth && parentHeight == query.parentHeight
                && availableWidth == query.availableWidth && availableHeight == query.availableHeight
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

    /// Keeps the node's min-content or max-content border-box width.
    @inline(__always) mutating func setContentWidth(_ width: Double, _ kind: IntrinsicSizeKind) {
        switch kind {
        case .minContent: minContentWidth = width
        case .maxContent: maxContentWidth = width
        }
    }

    /// Notes that a reader took the min-content width, or the smaller of it and `limit`.
    @inline(__always) mutating func noteMinContentRead(upTo limit: Double) { minContentRead.note(upTo: limit) }

    var isEmpty: Bool {
        finalLayout.isEmpty && measurement.isEmpty && minContentBits == Entry.none && maxContentBits == Entry.none
    }

    /// The first baseline that the last full layout, which placed the node, found; `nil` when
    /// there was none or it had none.
    var finalLayoutFirstBaseline: Double? { finalLayout.isEmpty ? nil : finalLayout.output.firstBaseline }

    /// A layout input packed as a cache key, once for both the lookup and the store after a miss.
    struct Query {
        fileprivate let key: Entry
        fileprivate let modes: UInt8
        fileprivate let isFullLayout: Bool

        @inline(__always) init(_ input: LayoutInput) {
            key = Entry(input, .zero)
            modes = Entry.modes(input)
            isFullLayout = input.runMode == .performLayout
        }
    }

    /// The cached output for `query`, if there is one.
    @inline(__always)
    func lookup(_ query: Query) -> LayoutOutput? {
        if query.isFullLayout {
            return finalLayout.matches(query.key) && finalLayoutModes == query.modes ? finalLayout.output : nil
        }
        // A full layout with the same inputs (and sizing mode) also answers a size-only query.
        if finalLayout.matches(query.key) && (finalLayoutModes ^ query.modes) & 1 == 0 { return finalLayout.output }
        return measurement.matches(query.key) && measurementModes == query.modes ? measurement.output : nil
    }

    /// The last full layout, made at a known width and an unknown height, as the answer to
    /// `query`, a full layout at the height it found with the same other inputs (whether that
    /// height is definite aside); `nil` if it is not one. It is the same layout only where the
    /// node lays out alike at that height (`laysOutAlikeAtFoundHeight`), which the caller
    /// checks. A grid lays a baseline-aligned item out at an unknown height to learn its
    /// baseline, then at that height to place it: this keeps the second from repeating the
    /// first, which nested such grids did at every level (2^depth layouts).
    func layoutAtContentHeight(answering query: Query) -> LayoutOutput? {
        guard query.isFullLayout, (finalLayoutModes ^ query.modes) & ~Entry.definiteHeightMode == 0,
              finalLayout.knownHeight == Entry.none,
              finalLayout.knownWidth != Entry.none, query.key.knownHeight == finalLayout.height.bitPattern else { return nil }
        var key = query.key
        key.knownHeight = Entry.none
        // Only an unknown height's room unread (normalised to max-content): a node that reads it
        // may have been laid out for other room than the height it found.
        key.availableHeight = Entry.pack(AvailableSpace.maxContent)
        return finalLayout.matches(key) ? finalLayout.output : nil
    }

    mutating func store(_ query: Query, _ output: LayoutOutput) {
        var entry = query.key
        entry.record(output)
        if query.isFullLayout {
            if !finalLayout.isEmpty { isComplete = false }
            (finalLayout, finalLayoutModes) = (entry, query.modes)
        } else {
            if !measurement.isEmpty { isComplete = false }
            (measurement, measurementModes) = (entry, query.modes)
        }
    }

    /// Says that questions were asked that the cache did not record: those asked of a leaf
    /// before it had a cache.
    mutating func markIncomplete() { isComplete = false }

    /// Forgets the last full layout, keeping the size-only measurements (which write no frames);
    /// returns whether there was none.
    mutating func clearFinalLayout() -> Bool {
        if finalLayout.isEmpty { return true }
        finalLayout = .empty
        isComplete = false
        return false
    }

    /// The questions the cache answers, as layout inputs: the measurement's, then the full
    /// layout's, which must be asked again last because it writes the frames.
    var cachedInputs: (measurement: LayoutInput?, finalLayout: LayoutInput?) {
        (measurement.isEmpty ? nil : measurement.input(modes: measurementModes),
         finalLayout.isEmpty ? nil : finalLayout.input(modes: finalLayoutModes))
    }

    /// Whether `fresh`, the cache after this one's questions were asked again, gives every
    /// answer this one gives, as far as their readers could tell (`minContentRead`).
    func answersAgree(with fresh: NodeCache) -> Bool {
        if !finalLayout.isEmpty && !(finalLayout.hasSameAnswer(as: fresh.finalLayout) && finalLayoutModes == fresh.finalLayoutModes) {
            return false
        }
        if !measurement.isEmpty && !(measurement.hasSameAnswer(as: fresh.measurement) && measurementModes == fresh.measurementModes) {
            return false
        }
        if maxContentBits != Entry.none && maxContentBits != fresh.maxContentBits { return false }
        guard let old = minContentWidth else { return true }
        guard let new = fresh.minContentWidth else { return false }
        return minContentRead.seesAlike(old, new)
    }

    /// Keeps what this cache's readers saw of the min-content width: `fresh` replaces it, and
    /// its readers are still those of this one.
    func carryingReadLimit(into fresh: NodeCache) -> NodeCache {
        var result = fresh
        result.minContentRead.note(minContentRead)
        return result
    }
}
