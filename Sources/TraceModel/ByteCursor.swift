/// Writes bytes through a pointer into memory the caller has made room in: the fast
/// path of the frame encoder, TraceKit's one handle on the memory it writes.
///
/// Every write is checked against the room in every build, once per call at its
/// boundary (`requireRoom`: a byte, a literal, a number, a copy), never per byte inside
/// it; a copy in pieces also checks the bytes it reads past the copy against its source
/// (`copyInPieces`). So nothing is read or written past either allocation, whatever the
/// caller computed; a caller that made too little room stops the program (a programming
/// error, not input). The room is the caller's (`FrameEncoder` makes a line's from
/// `FrameLayout.maximumLineLength`).
@usableFromInline
package struct ByteCursor {
    @usableFromInline package let start: UnsafeMutablePointer<UInt8>
    @usableFromInline package var position: UnsafeMutablePointer<UInt8>
    /// One past the last byte of the room.
    @usableFromInline package let limit: UnsafeMutablePointer<UInt8>

    /// A cursor at `start`, where the caller made room for `room` bytes.
    ///
    /// - Precondition: `room >= 0`.
    @inlinable
    package init(_ start: UnsafeMutablePointer<UInt8>, room: Int) {
        precondition(room >= 0, "ByteCursor: a room of \(room) bytes")
        self.start = start
        self.position = start
        limit = start + room
    }

    /// Stops the program unless `count` bytes from the position are in the room: the
    /// check every write makes before touching memory, in every build.
    @inlinable @inline(__always)
    package func requireRoom(_ count: Int) {
        if _slowPath(count > limit - position) { overrun(count) }
    }

    /// Stops the program: `count` bytes at the position would pass the room (out of line,
    /// so that the check inlined at every write is a comparison and a branch).
    @usableFromInline @inline(never)
    package func overrun(_ count: Int) -> Never {
        preconditionFailure("ByteCursor: \(count) bytes at \(position - start) overrun the room of \(limit - start)")
    }

    /// Stops the program: a copy in pieces would pass its source or the room.
    @usableFromInline @inline(never)
    package func overrun(piecesOf count: Int, at offset: Int, source: Int) -> Never {
        preconditionFailure(
            "ByteCursor: copying \(count) bytes at \(offset) in pieces passes the source (\(source)) or the room "
                + "(\(limit - position) left)")
    }

    /// Whether `count` bytes read from `offset` of a source of `sourceCount` bytes and
    /// written from `position` into a room of `room` bytes stay inside both, with the
    /// `pieceSize - 1` bytes past them that a copy in pieces may touch (at least what it
    /// touches, `piecesLength(count)`, and no division to work out): what `copyInPieces`
    /// requires, as a pure function (`ByteCursorBoundsTests`).
    @inlinable @inline(__always)
    package static func piecesFit(offset: Int, count: Int, sourceCount: Int, position: Int, room: Int) -> Bool {
        let reach = count &+ (pieceSize - 1)
        return offset >= 0 && count >= 0 && reach <= sourceCount &- offset && reach <= room &- position
    }


    /// The bytes `copyInPieces` touches for `count` bytes: whole pieces.
    @inlinable @inline(__always)
    package static func piecesLength(_ count: Int) -> Int {
        (count + pieceSize - 1) / pieceSize * pieceSize
    }

    /// The number of bytes written.
    @inlinable
    package var count: Int { position - start }

    @inlinable
    package mutating func write(_ byte: UInt8) {
        requireRoom(1)
        position.pointee = byte
        position += 1
    }

    @inlinable
    package mutating func write(_ literal: StaticString) {
        let count = literal.utf8CodeUnitCount
        requireRoom(count)
        position.update(from: literal.utf8Start, count: count)
        position += count
    }

    @inlinable
    package mutating func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { write($0) }
    }

    @inlinable
    package mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        requireRoom(bytes.count)
        guard let base = bytes.baseAddress else { return }
        position.update(from: base, count: bytes.count)
        position += bytes.count
    }

    /// The bytes of `table` in `span`, copied in pieces (`copyInPieces`): `table` must be
    /// readable `pieceSize - 1` bytes past the span, and the room written into as far.
    @inlinable
    package mutating func write(_ table: UnsafeBufferPointer<UInt8>, _ span: Range<Int>) {
        copyInPieces(from: table, at: span.lowerBound, count: span.count)
    }

    /// How many bytes `copyInPieces` moves at a time: the most it reads and writes past
    /// the bytes it copies, plus one.
    @inlinable
    package static var pieceSize: Int { 32 }

    /// Writes the `count` bytes at `source`, copied `pieceSize` bytes at a time: a key or
    /// a run of unchanged fields is a few moves, not a call to `memcpy` (six calls a
    /// line were a fifth of writing it).
    ///
    /// Reads and writes up to `pieceSize - 1` bytes past the `count`: the caller has made
    /// both readable and room for them (`FrameLayout.table` is padded, and so are the
    /// encoder's lines). The source and the room must not overlap.
    ///
    /// - Precondition: whole pieces from `start` are inside `source`, and from the
    ///   position inside the room (`piecesFit`), checked in every build.
    @inlinable @inline(__always)
    package mutating func copyInPieces(from source: UnsafeBufferPointer<UInt8>, at start: Int, count: Int) {
        if _slowPath(!ByteCursor.piecesFit(offset: start, count: count, sourceCount: source.count, position: self.count, room: limit - self.start)) {
            overrun(piecesOf: count, at: start, source: source.count)
        }
        guard count > 0 else { return }
        let source = source.baseAddress.unsafelyUnwrapped + start
        var offset = 0
        while offset < count {
            let piece = UnsafeRawPointer(source + offset).loadUnaligned(as: SIMD32<UInt8>.self)
            UnsafeMutableRawPointer(position + offset).storeBytes(of: piece, as: SIMD32<UInt8>.self)
            offset &+= ByteCursor.pieceSize
        }
        position += count
    }

    /// The two ASCII digits of each number `0...99`, in order: `00`, `01`, ..., `99`.
    ///
    /// A static string literal, so it is a constant in the binary: no lazy initialisation.
    @inlinable
    package static var digitPairs: StaticString {
        "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"
    }

    /// Writes the two digits of `pair` (`0...99`) at `destination`.
    @inlinable @inline(__always)
    package static func storePair(_ pair: UInt64, at destination: UnsafeMutablePointer<UInt8>) {
        let digits = UnsafeRawPointer(digitPairs.utf8Start) + Int(truncatingIfNeeded: pair &* 2)
        UnsafeMutableRawPointer(destination).storeBytes(of: digits.loadUnaligned(as: UInt16.self), as: UInt16.self)
    }

    /// The number of decimal digits of `value` (1 for 0).
    @inlinable @inline(__always)
    package static func digitCount(_ value: UInt64) -> Int {
        if value < 10 { return 1 }
        if value < 100 { return 2 }
        if value < 1000 { return 3 }
        if value < 10000 { return 4 }
        var count = 5
        var bound: UInt64 = 100_000
        while count < 20, value >= bound {
            count += 1
            bound = bound &* 10
        }
        return count
    }

    /// Writes the `count` decimal digits of `value` ending at `end`, two at a time from
    /// the last (`count` is at least `digitCount(value)`; the rest is zeros).
    @inlinable @inline(__always)
    package static func storeDigits(_ value: UInt64, count: Int, endingAt end: UnsafeMutablePointer<UInt8>) {
        var end = end
        var rest = value
        var left = count
        while left >= 2 {
            let next = rest / 100
            end -= 2
            storePair(rest &- next &* 100, at: end)
            rest = next
            left -= 2
        }
        if left == 1 {
            end -= 1
            end.pointee = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest)
        }
    }

    /// The decimal digits of `value`, left-padded with zeros to `minimumDigits`.
    @inlinable
    package mutating func writeDecimal(_ value: UInt64, minimumDigits: Int = 1) {
        if value < 10 && minimumDigits <= 1 {
            write(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value))
            return
        }
        let count = Swift.max(ByteCursor.digitCount(value), minimumDigits)
        requireRoom(count)
        ByteCursor.storeDigits(value, count: count, endingAt: position + count)
        position += count
    }

    /// `value / 1000` in shortest form: a count of thousandths as a frame writes it
    /// (`writeScaled(value, decimals: 3)`, without a division per digit).
    ///
    /// May write up to 3 bytes past what it keeps (the room for 25 bytes is enough,
    /// and is required).
    @inlinable @inline(__always)
    package mutating func writeThousandths(_ value: Int64) {
        requireRoom(25)
        if value < 0 { unsafeWrite(UInt8(ascii: "-")) }
        let magnitude = value.magnitude
        let whole = magnitude / 1000
        let fraction = magnitude &- whole &* 1000
        writeDecimalInRoom(whole)
        guard fraction != 0 else { return }
        let first = fraction / 100
        let rest = fraction &- first &* 100
        position[0] = UInt8(ascii: ".")
        position[1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: first)
        ByteCursor.storePair(rest, at: position + 2)
        // `.d`, `.dd` or `.ddd`: no trailing zeros.
        position += rest == 0 ? 2 : rest % 10 == 0 ? 3 : 4
    }

    /// `value / 1_000_000` in shortest form: microseconds as seconds, as a frame's `t`
    /// (`writeScaled(value, decimals: 6)`, without a division per digit).
    ///
    /// May write up to 6 bytes past what it keeps (the room for 28 bytes is enough,
    /// and is required).
    @inlinable
    package mutating func writeMicroseconds(_ value: Int64) {
        requireRoom(ByteCursor.microsecondsRoom)
        writeMicrosecondsInRoom(value)
    }

    /// The room `writeMicroseconds` requires: a sign, 13 digits, a point and 6 decimals
    /// (21 bytes; 28 leaves room to spare).
    @inlinable
    package static var microsecondsRoom: Int { 28 }

    /// `writeMicroseconds(value)` where `requireRoom` made room for `microsecondsRoom`.
    @inlinable @inline(__always)
    package mutating func writeMicrosecondsInRoom(_ value: Int64) {
        assert(ByteCursor.microsecondsRoom <= limit - position)
        if value < 0 { unsafeWrite(UInt8(ascii: "-")) }
        let magnitude = value.magnitude
        let whole = magnitude / 1_000_000
        let fraction = magnitude &- whole &* 1_000_000
        writeDecimalInRoom(whole)
        guard fraction != 0 else { return }
        let high = fraction / 10000
        let low4 = fraction &- high &* 10000
        let middle = low4 / 100
        let low = low4 &- middle &* 100
        position[0] = UInt8(ascii: ".")
        ByteCursor.storePair(high, at: position + 1)
        ByteCursor.storePair(middle, at: position + 3)
        ByteCursor.storePair(low, at: position + 5)
        let length: Int
        if low != 0 {
            length = low % 10 == 0 ? 6 : 7
        } else if middle != 0 {
            length = middle % 10 == 0 ? 4 : 5
        } else {
            length = high % 10 == 0 ? 2 : 3
        }
        position += length
    }

    /// A byte where `requireRoom` made room for it.
    @inlinable @inline(__always)
    package mutating func unsafeWrite(_ byte: UInt8) {
        assert(position < limit)
        position.pointee = byte
        position += 1
    }

    /// `writeDecimal(value)` where `requireRoom` made room for 20 digits.
    @inlinable @inline(__always)
    package mutating func writeDecimalInRoom(_ value: UInt64) {
        if value < 10 { return unsafeWrite(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value)) }
        let count = ByteCursor.digitCount(value)
        assert(count <= limit - position)
        ByteCursor.storeDigits(value, count: count, endingAt: position + count)
        position += count
    }

    /// `value / 10^decimals` in shortest form (at most 21 + `decimals` bytes).
    @inlinable
    package mutating func writeScaled(_ value: Int64, decimals: Int) {
        if decimals == 3 { return writeThousandths(value) }
        if decimals == 6 { return writeMicroseconds(value) }
        if value < 0 { write(UInt8(ascii: "-")) }
        let scale = DecimalFormat.power(decimals)
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
