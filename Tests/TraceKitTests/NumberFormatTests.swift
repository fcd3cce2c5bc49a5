import Testing
import TraceKit

/// The exact value of `x`, rounded to thousandths half away from zero, by integer
/// arithmetic on the double's bits: `x = m * 2^e`, so `1000 x = 1000 m * 2^e` exactly.
/// An oracle independent of the `fma` method under test.
func exactThousandths(_ x: Double) -> Int64 {
    let magnitude = x.magnitude
    guard magnitude >= Double.leastNormalMagnitude else { return 0 }
    let mantissa = UInt64(1) << 52 | magnitude.significandBitPattern
    let exponent = Int(magnitude.exponent) - 52
    let scaled = mantissa * 1000  // < 2^63
    var result: UInt64
    if exponent >= 0 {
        result = scaled << UInt64(exponent)
    } else {
        let shift = -exponent
        if shift >= 64 {
            result = 0  // below 2^63 / 2^63: under one half
        } else {
            result = scaled >> UInt64(shift)
            let remainder = scaled & ((UInt64(1) << UInt64(shift)) - 1)
            if remainder >= UInt64(1) << UInt64(shift - 1) { result += 1 }
        }
    }
    return x < 0 ? -Int64(result) : Int64(result)
}

/// SplitMix64: a small seeded generator, so failures can be replayed (shared by the TraceKit tests).
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite("Numbers are written rounded half away from zero from the exact double")
struct NumberFormatTests {
    /// Each case says why, from the exact value of the double.
    @Test(arguments: [
        // 1.0005 is 1.000499999999999944933 (below the half); 1.0005 * 1000 rounds to
        // exactly 1000.5, so `(x*1000).rounded()` would give 1.001.
        (1.0005, "1"),
        (-1.0005, "-1"),
        // 2.675 is 2.674999999999999822: the third decimal rounds up from 2.674999...
        (2.675, "2.675"),
        (-2.675, "-2.675"),
        // 0.0005 is 0.000500000000000000010408 (above the half).
        (0.0005, "0.001"),
        (-0.0005, "-0.001"),
        // 0.0015 is 0.00150000000000000003122 (above the half).
        (0.0015, "0.002"),
        // -0.0004 rounds to zero, written without a sign.
        (-0.0004, "0"),
        (-0.0, "0"),
        (0.0, "0"),
        (-1e-300, "0"),
        (Double.leastNonzeroMagnitude, "0"),
        // 1e7 + 0.0005 is 10000000.000499999150633812 (268435 ulps of 2^-29 above 1e7,
        // not 268436): below the half. Its product with 1000 rounds up to exactly
        // 10000000000.5, the case the fma remainder exists for.
        (1e7 + 0.0005, "10000000"),
        (-(1e7 + 0.0005), "-10000000"),
        // m/16 with m odd is exact and its thousandths end in exactly .5: true ties.
        (0.0625, "0.063"),
        (-0.0625, "-0.063"),
        (0.1875, "0.188"),
        (1.0625, "1.063"),
        (-1.0625, "-1.063"),
        // A tie at 1e10: 10000000000.0625 is exact (ulp 2^-19), 1000x is 10000000000062.5.
        (10_000_000_000.0625, "10000000000.063"),
        (-10_000_000_000.0625, "-10000000000.063"),
        // Shortest form.
        (412.5, "412.5"),
        (1630, "1630"),
        (0.1, "0.1"),
        (-45.823, "-45.823"),
        (839.267, "839.267"),
        (1641.8230004, "1641.823"),
        (0.9999, "1"),
        (-0.9995, "-1"),  // -0.99950000000000005507 (above the half in magnitude)
        (0.0004999, "0"),
        (123_456_789.125, "123456789.125"),
        (1e10, "10000000000"),
        // Past 2^52 thousandths the product is an integer and the remainder decides.
        (5e12 + 0.25, "5000000000000.25"),
        (9e14 + 0.125, "900000000000000.125"),
        // 5e12 + 0.0625 is exact; 1000x = 5000000000000062.5 is a true tie the product
        // rounds to even (…062), with a remainder of exactly +0.5.
        (5e12 + 0.0625, "5000000000000.063"),
        (-(5e12 + 0.0625), "-5000000000000.063"),
    ] as [(Double, String)])
    func roundsTheExactValue(value: Double, written: String) {
        #expect(DecimalFormat.string(value) == written)
        #expect(DecimalFormat.thousandths(value) == exactThousandths(value))
    }

    @Test func theNaiveMethodIsWrongWhereTheProductRoundsToAHalf() {
        // Guards the cases above against being accidentally easy.
        for x in [1.0005, 1e7 + 0.0005] {
            #expect((x * 1000).rounded(.toNearestOrAwayFromZero) != Double(exactThousandths(x)))
        }
    }

    @Test(arguments: [0x5EED_0001, 0x5EED_0002, 0x5EED_0003] as [UInt64])
    func agreesWithExactIntegerArithmetic(seed: UInt64) {
        var random = SplitMix64(state: seed)
        var mismatches: [Double] = []
        for _ in 0..<200_000 {
            let scale = [1.0, 1000, 1e7, 1e10, 1e13, 9e14][Int.random(in: 0..<6, using: &random)]
            // Values near a half thousandth, where rounding is decided, and arbitrary ones.
            var x: Double
            if Bool.random(using: &random) {
                let k = Double(Int64.random(in: -Int64(scale)...Int64(scale), using: &random))
                let near = (k + 0.5) / 1000
                let steps = Int.random(in: -3...3, using: &random)
                x = near
                for _ in 0..<steps.magnitude { x = steps < 0 ? x.nextDown : x.nextUp }
            } else {
                x = Double.random(in: -scale...scale, using: &random)
            }
            if DecimalFormat.thousandths(x) != exactThousandths(x) { mismatches.append(x) }
        }
        #expect(mismatches.isEmpty, "seed \(seed): first mismatches \(mismatches.prefix(5))")
    }

    @Test(arguments: [
        (Double.nan, "0"),
        (Double.infinity, "9000000000000000"),
        (-Double.infinity, "-9000000000000000"),
        (1e300, "9000000000000000"),
    ] as [(Double, String)])
    func nonFiniteFallsBackToAFiniteNumber(value: Double, written: String) {
        #expect(DecimalFormat.string(value) == written)
    }

    /// `t` is integer nanoseconds rounded half away from zero to microseconds.
    @Test(arguments: [
        (0, "0"),
        (100_000_000, "0.1"),
        (116_666_667, "0.116667"),  // frame 7 at 60 fps
        (16_666_667, "0.016667"),
        (1_000_000_000, "1"),
        (1_500_000, "0.0015"),
        (499, "0"),
        (500, "0.000001"),
        (1_000_499, "0.001"),
        (1_000_500, "0.001001"),
        (3_600_000_000_000, "3600"),
        (-500, "-0.000001"),
    ] as [(Int64, String)])
    func timesAreWrittenInMicroseconds(nanoseconds: Int64, written: String) {
        #expect(DecimalFormat.string(nanoseconds: nanoseconds) == written)
    }

    @Test(arguments: [
        ("idle", #""idle""#),
        ("a\"b\\c", #""a\"b\\c""#),
        ("line\nbreak\ttab\r", #""line\nbreak\ttab\r""#),
        ("\u{01}\u{1F}\u{08}\u{0C}", #""\u0001\u001f\b\f""#),
        ("é→😀/", "\"é→😀/\""),
        ("\u{7F}", "\"\u{7F}\""),
    ])
    func stringsAreMinimallyEscaped(string: String, written: String) {
        #expect(JSONStringFormat.literal(string) == written)
    }
}
