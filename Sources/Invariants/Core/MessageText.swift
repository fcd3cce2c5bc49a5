import TraceModel

/// The text of a violation's message, written as a string literal with interpolations
/// (`"offset \(values.offset) rests \(amount) pt past ..."`) but gathered as UTF-8 bytes
/// in one buffer, and made a `String` once.
///
/// A number interpolated is written as frames write it (3 decimals, half away from zero
/// on the exact value, shortest form; `nan`, `inf` and `-inf` as Swift prints them), so a
/// message quotes the frames' own numbers. An integer is written in decimal.
///
/// Why not `String` interpolation: a corpus that fails writes tens of thousands of
/// messages, and appending each piece to a `String` cost about 400 instructions (a
/// message of ten pieces, with its numbers, about 6,000); appending bytes to a buffer
/// sized for the whole message costs a tenth of that.
struct MessageText: ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The message's UTF-8 bytes.
    fileprivate(set) var bytes: [UInt8]

    init(stringLiteral literal: StaticString) {
        var interpolation = StringInterpolation(literalCapacity: literal.utf8CodeUnitCount, interpolationCount: 0)
        interpolation.appendLiteral(literal)
        bytes = interpolation.bytes
    }

    init(stringInterpolation interpolation: StringInterpolation) {
        bytes = interpolation.bytes
    }

    /// The message as a `String`.
    var description: String { String(decoding: bytes, as: UTF8.self) }

    /// Gathers a literal's pieces: its text and the values interpolated in it.
    struct StringInterpolation: StringInterpolationProtocol {
        fileprivate var bytes: [UInt8] = []

        /// Room for the literal text and, for each value, the longest a number usually
        /// is, and at least for a summary line (a message that grows past it is copied
        /// once more).
        init(literalCapacity: Int, interpolationCount: Int) {
            bytes.reserveCapacity(max(256, literalCapacity + 24 * interpolationCount))
        }

        mutating func appendLiteral(_ literal: StaticString) {
            literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
        }

        /// A number as a frame writes it (`412.5`, `1630`, `-0.001`).
        mutating func appendInterpolation(_ number: Double) {
            guard number.isFinite else {
                bytes += "\(number)".utf8
                return
            }
            DecimalFormat.append(number, to: &bytes)
        }

        /// An integer in decimal (a frame's index).
        mutating func appendInterpolation(_ integer: Int) {
            DecimalFormat.appendInteger(integer, to: &bytes)
        }

        /// A string's bytes, copied where they are (`+=` on its UTF-8 view went through
        /// them one by one).
        mutating func appendInterpolation(_ text: String) {
            if text.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
                bytes += text.utf8
            }
        }

        mutating func appendInterpolation(_ text: MessageText) {
            bytes += text.bytes
        }
    }
}
