import CSystem

/// Times intervals on the monotonic clock: the one timer of `trellis bench` and of the benchmark
/// executables.
///
///     var stopwatch = Stopwatch()
///     var tree = try LayoutTree(node)
///     let building = stopwatch.lap()    // milliseconds since the stopwatch started
///     try tree.layout(in: space)
///     let solving = stopwatch.lap()     // milliseconds since the first lap
public struct Stopwatch: Sendable {
    /// The clock's reading when the stopwatch started or last lapped, in nanoseconds.
    private var lapStart: UInt64

    /// A stopwatch started now.
    public init() {
        lapStart = trellis_monotonic_nanoseconds()
    }

    /// The milliseconds since the stopwatch started or last lapped; the next lap starts now.
    @inline(__always) public mutating func lap() -> Double {
        let now = trellis_monotonic_nanoseconds()
        defer { lapStart = now }
        return Double(now - lapStart) / 1e6
    }

    /// Runs `body` `warmUps` times untimed, then `runs` times timed, and returns those times.
    ///
    /// What `body` returns is released after the clock is read, so that freeing it is not timed:
    /// return what the timed work made (a tree, a layout, its frames) rather than letting it go
    /// at the end of `body`.
    ///
    ///     let samples = try Stopwatch.time(runs: 50, warmUps: 10) {
    ///         try block.layout(width: 390)
    ///     }
    ///     print(samples.summary())    // median 1.234 ms, min 1.201 ms over 50 runs
    public static func time<Output, Failure: Error>(
        runs: Int, warmUps: Int = 0, _ body: () throws(Failure) -> Output
    ) throws(Failure) -> Samples {
        for _ in 0..<warmUps { _ = try body() }
        var samples = Samples(capacity: runs)
        for _ in 0..<runs {
            var stopwatch = Stopwatch()
            let output = try body()
            samples.append(stopwatch.lap())
            withExtendedLifetime(output) {}
        }
        return samples
    }
}
