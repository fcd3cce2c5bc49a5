/// Writes bytes through a pointer into memory the caller has made room in: the fast
/// path of the frame encoder, with no bounds or capacity checks per byte.
///
/// The caller guarantees the room; `FrameEncoder` bounds a line's length
/// (`FrameEncoder.maximumLineLength`).
@usableFromInline
struct ByteCursor {
    @usableFromInline let start: UnsafeMutablePointer<UInt8>
    @usableFromInline var position: UnsafeMutablePointer<UInt8>

    @inlinable
    init(_ start: UnsafeMutablePointer<UInt8>) {
        self.start = start
        self.position = start
    }

    /// The number of bytes written.
    @inlinable
    var count: Int { position - start }

    @inlinable
    mutating func write(_ byte: UInt8) {
        position.pointee = byte
        position += 1
    }

    @inlinable
    mutating func write(_ literal: StaticString) {
        let count = literal.utf8CodeUnitCount
        position.update(from: literal.utf8Start, count: count)
        position += count
    }

    @inlinable
    mutating func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in
            position.update(from: buffer.baseAddress!, count: buffer.count)
        }
        position += bytes.count
    }

    /// The bytes of `table` in `span`.
    @inlinable
    mutating func write(_ table: UnsafeBufferPointer<UInt8>, _ span: Range<Int>) {
        position.update(from: table.baseAddress! + span.lowerBound, count: span.count)
        position += span.count
    }

    /// The decimal digits of `value`, left-padded with zeros to `minimumDigits`.
    @inlinable
    mutating func writeDecimal(_ value: UInt64, minimumDigits: Int = 1) {
        var count = 1
        var rest = value / 10
        while rest > 0 {
            count += 1
            rest /= 10
        }
        if count < minimumDigits { count = minimumDigits }
        var index = count
        var remaining = value
        while index > 0 {
            index -= 1
            position[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: remaining % 10)
            remaining /= 10
        }
        position += count
    }

    /// `value / 10^decimals` in shortest form (at most 21 + `decimals` bytes).
    @inlinable
    mutating func writeScaled(_ value: Int64, decimals: Int) {
        if value < 0 { write(UInt8(ascii: "-")) }
        let scale: UInt64 = decimals == 3 ? 1000 : decimals == 6 ? 1_000_000 : DecimalFormat.power(decimals)
        let magnitude = value.magnitude
        writeDecimal(magnitude / scale)
        var fraction = magnitude % scale
        guard fraction != 0 else { return }
        var digits = decimals
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        write(UInt8(ascii: "."))
        writeDecimal(fraction, minimumDigits: digits)
    }
}
