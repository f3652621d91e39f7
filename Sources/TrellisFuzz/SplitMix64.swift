/// A small, fast, seedable pseudo-random generator (Steele, Lea and Flood, "Fast splittable
/// pseudorandom number generators", 2014): the same seed gives the same sequence on every
/// platform and Swift version, which `SystemRandomNumberGenerator` does not promise.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    public private(set) var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        return SplitMix64.mix(state)
    }

    /// SplitMix64's output function, also used to derive independent per-tree seeds.
    public static func mix(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The seed of the `index`th case of a run seeded with `seed`: cases are independent of how
    /// a run is split into chunks or jobs.
    public static func caseSeed(_ seed: UInt64, _ index: UInt64) -> UInt64 {
        mix(seed &+ mix(index &+ 0x632B_E59B_D9B4_E019))
    }
}

extension SplitMix64 {
    /// `true` with probability `p`.
    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }

    /// A uniformly chosen element of a non-empty array.
    mutating func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &self)] }

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
}
