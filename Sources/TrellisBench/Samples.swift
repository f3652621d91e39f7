/// The times of repeated runs of one piece of work, in milliseconds, and what the benchmarks
/// report of them: the median and the least.
///
///     var samples = Samples()
///     samples.append(2.0)
///     samples.append(1.0)
///     samples.append(4.0)
///     samples.median                  // 2.0
///     samples.summary(decimals: 1)    // "median 2.0 ms, min 1.0 ms over 3 runs"
public struct Samples: Hashable, Sendable {
    /// The times in the order they were taken.
    public private(set) var milliseconds: [Double]

    /// No samples yet, with room for `capacity` of them.
    public init(capacity: Int = 0) {
        milliseconds = []
        milliseconds.reserveCapacity(capacity)
    }

    /// The given times.
    public init(_ milliseconds: [Double]) {
        self.milliseconds = milliseconds
    }

    /// Adds one time.
    public mutating func append(_ milliseconds: Double) {
        self.milliseconds.append(milliseconds)
    }

    /// How many times were taken.
    public var count: Int { milliseconds.count }

    /// The middle time, or the mean of the two middle ones for an even count; 0 for no samples.
    public var median: Double { Samples.median(of: milliseconds) }

    /// The least time; 0 for no samples.
    public var minimum: Double { milliseconds.min() ?? 0 }

    /// `median M ms, min N ms over K runs`, with `decimals` decimals.
    public func summary(decimals: Int = 3) -> String {
        "median \(BenchReport.fixed(median, decimals)) ms, min \(BenchReport.fixed(minimum, decimals)) ms "
            + "over \(count) run\(count == 1 ? "" : "s")"
    }

    /// The middle value, or the mean of the two middle ones for an even count; 0 for no values.
    static func median(of values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
