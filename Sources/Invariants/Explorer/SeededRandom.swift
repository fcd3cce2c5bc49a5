/// A small, fast, seeded random source: xoshiro256** seeded through SplitMix64.
///
/// Every derived value (`below`, `unit`, `int(in:)`...) is computed here with fixed
/// integer arithmetic, never with the standard library's `random(in:using:)`, whose
/// algorithms may change between Swift versions: the same seed gives the same numbers
/// on every platform and toolchain.
public struct SeededRandom: Equatable, Sendable {
    private var s0: UInt64
    private var s1: UInt64
    private var s2: UInt64
    private var s3: UInt64

    /// A generator for `seed`; `stream` selects an independent sequence (a run number).
    public init(seed: UInt64, stream: UInt64 = 0) {
        var mixer = SplitMix64(state: seed ^ SplitMix64.mix(stream &+ 0x9E37_79B9_7F4A_7C15))
        s0 = mixer.next()
        s1 = mixer.next()
        s2 = mixer.next()
        s3 = mixer.next()
        if s0 | s1 | s2 | s3 == 0 { s0 = 1 }  // the one state xoshiro cannot leave
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        let result = rotate(s1 &* 5, 7) &* 9
        let t = s1 << 17
        s2 ^= s0
        s3 ^= s1
        s1 ^= s2
        s0 ^= s3
        s2 ^= t
        s3 = rotate(s3, 45)
        return result
    }

    /// A uniform integer in `0..<bound` (`bound > 0`), by Lemire's multiply-and-reject.
    public mutating func below(_ bound: Int) -> Int {
        precondition(bound > 0, "below(_:) needs a positive bound")
        let range = UInt64(bound)
        var product = next().multipliedFullWidth(by: range)
        if product.low < range {
            let threshold = (0 &- range) % range
            while product.low < threshold {
                product = next().multipliedFullWidth(by: range)
            }
        }
        return Int(product.high)
    }

    /// A uniform integer in `range`.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.upperBound - range.lowerBound + 1)
    }

    /// A uniform double in `0..<1` with 53 random bits.
    public mutating func unit() -> Double {
        Double(next() >> 11) * 0x1p-53
    }

    /// A uniform double in `range`.
    public mutating func double(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * unit()
    }

    /// True with probability `probability`.
    public mutating func chance(_ probability: Double) -> Bool {
        unit() < probability
    }

    /// One element of a non-empty array.
    public mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[below(elements.count)]
    }

    /// One element, with probability proportional to its weight (weights > 0).
    public mutating func pick<Element>(weighted choices: [(weight: Int, value: Element)]) -> Element {
        let total = choices.reduce(0) { $0 + $1.weight }
        var ticket = below(total)
        for choice in choices {
            if ticket < choice.weight { return choice.value }
            ticket -= choice.weight
        }
        return choices[choices.count - 1].value
    }

    private func rotate(_ x: UInt64, _ k: UInt64) -> UInt64 {
        (x << k) | (x >> (64 - k))
    }
}

/// SplitMix64 (Steele, Lea, Flood 2014): seeds the main generator.
package struct SplitMix64 {
    package var state: UInt64

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        return Self.mix(state)
    }

    /// The SplitMix64 finaliser: a bijective scramble of 64 bits.
    package static func mix(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
