/// How numbers are written in frames: rounded to 3 decimals, half away from zero,
/// from the exact value of the double, in the shortest form (`docs/formats.md`, "Frames").
///
/// A written number is an integer count of thousandths; `1630` is 1_630_000 thousandths
/// and `-45.823` is -45_823. Working on that integer keeps large magnitudes exact and
/// makes two written numbers equal exactly when their text is equal.
///
/// Non-finite input cannot come from the engine (it guarantees finite values), so the
/// fallback only has to keep the output valid JSON: NaN is written as `0`, and infinities
/// and magnitudes above `maximumMagnitude` are clamped to `±maximumMagnitude`.
public enum DecimalFormat {
    /// The largest magnitude written as is: 9e15, so its thousandths fit in an `Int64`.
    public static let maximumMagnitude: Double = 9e15

    /// `x` rounded to thousandths, half away from zero, from the exact value of `x`.
    ///
    /// `x * 1000` is rounded once by the multiplication, which can turn a value just
    /// below a half into exactly a half (1.0005 is 1.000499999999999989..., and its
    /// product with 1000 rounds to 1000.5). The exact product is `p + e` with
    /// `p = x * 1000` and `e = fma(x, 1000, -p)`, and `e` is exact; when the fraction
    /// of `p` is exactly one half, the sign of `e` says on which side the exact value lies.
    @inlinable
    public static func thousandths(_ x: Double) -> Int64 {
        let magnitude = x.magnitude
        guard magnitude < maximumMagnitude else {
            if x.isNaN { return 0 }
            let clamped = Int64(maximumMagnitude) * 1000
            return x < 0 ? -clamped : clamped
        }
        let product = magnitude * 1000
        if product < 0x1p52 {
            // Below 2^52 the whole part is the truncation (`product >= 0`), which the
            // processor does in one instruction where `rounded(.down)` called `floor`;
            // `product - whole` is exact, and a multiple of `product`'s ulp, while
            // `|remainder| <= ulp / 2`: only an exact half needs the remainder's sign, so
            // only then is the `fma` computed (a call, like `floor`, on baseline x86-64).
            var result = Int64(product)
            let fraction = product - Double(result)
            if fraction > 0.5 || (fraction == 0.5 && (-product).addingProduct(magnitude, 1000) >= 0) { result += 1 }
            return x < 0 ? -result : result
        }
        // `product` is an integer here and `remainder + 0.5` is exact.
        let remainder = (-product).addingProduct(magnitude, 1000)
        let result = Int64(product) + Int64((remainder + 0.5).rounded(.down))
        return x < 0 ? -result : result
    }

    /// Integer nanoseconds rounded to whole microseconds, half away from zero.
    @inlinable
    public static func microseconds(fromNanoseconds nanoseconds: Int64) -> Int64 {
        let magnitude = nanoseconds.magnitude
        let rounded = Int64(magnitude / 1000 + (magnitude % 1000 >= 500 ? 1 : 0))
        return nanoseconds < 0 ? -rounded : rounded
    }

    /// Appends `x` rounded to 3 decimals in its shortest form: `412.5`, `1630`, `-0.001`, `0`.
    @inlinable
    public static func append(_ x: Double, to buffer: inout [UInt8]) {
        appendScaled(thousandths(x), decimals: 3, to: &buffer)
    }

    /// Appends a time in integer nanoseconds as seconds with at most 6 decimals: `0.116667`.
    @inlinable
    public static func appendSeconds(nanoseconds: Int64, to buffer: inout [UInt8]) {
        appendScaled(microseconds(fromNanoseconds: nanoseconds), decimals: 6, to: &buffer)
    }

    /// `x` as it is written in a frame.
    public static func string(_ x: Double) -> String {
        string(thousandths: thousandths(x))
    }

    /// A count of thousandths as it is written in a frame (`1641823` is `1641.823`).
    ///
    /// Made from the bytes where they are written, with no byte array first: a message
    /// quoting a frame's numbers makes several, and a corpus that fails, thousands.
    public static func string(thousandths: Int64) -> String {
        writeThroughCursor { $0.writeScaled(thousandths, decimals: 3) } then: { String(decoding: $0, as: UTF8.self) }
    }

    /// A time in integer nanoseconds as it is written in a frame's `t`.
    public static func string(nanoseconds: Int64) -> String {
        writeThroughCursor { cursor in
            cursor.writeScaled(microseconds(fromNanoseconds: nanoseconds), decimals: 6)
        } then: { String(decoding: $0, as: UTF8.self) }
    }

    /// Appends `value / 10^decimals` in shortest form: no trailing zeros, no `.` for
    /// a whole number, no sign for zero.
    @usableFromInline
    package static func appendScaled(_ value: Int64, decimals: Int, to buffer: inout [UInt8]) {
        appendThroughCursor(to: &buffer) { $0.writeScaled(value, decimals: decimals) }
    }

    /// `10^exponent`, for `exponent` in `0...19`.
    @usableFromInline
    package static func power(_ exponent: Int) -> UInt64 {
        var result: UInt64 = 1
        for _ in 0..<exponent { result *= 10 }
        return result
    }

    /// Runs `write` on a 64-byte buffer on the stack, then appends what it wrote.
    @usableFromInline
    package static func appendThroughCursor(to buffer: inout [UInt8], _ write: (inout ByteCursor) -> Void) {
        writeThroughCursor(write) { buffer.append(contentsOf: $0) }
    }

    /// Runs `write` on a 64-byte buffer on the stack, then `use` on what it wrote.
    package static func writeThroughCursor<Result>(
        _ write: (inout ByteCursor) -> Void, then use: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        var storage: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0)
        return withUnsafeMutableBytes(of: &storage) { raw in
            let start = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
            var cursor = ByteCursor(start, room: raw.count)
            write(&cursor)
            return use(UnsafeBufferPointer(start: start, count: cursor.count))
        }
    }

    /// Appends `integer` in decimal (for `f` and header counts).
    @inlinable
    public static func appendInteger(_ integer: Int, to buffer: inout [UInt8]) {
        appendThroughCursor(to: &buffer) { cursor in
            if integer < 0 { cursor.write(UInt8(ascii: "-")) }
            cursor.writeDecimal(UInt64(integer.magnitude))
        }
    }
}
