extension JSONScanner {
    /// The position of the byte at `byteIndex` (on any line read so far).
    ///
    /// Columns count Unicode scalars: every byte that is not a UTF-8 continuation byte.
    func position(at byteIndex: Int) -> SourcePosition {
        var line = lineStarts.count - 1
        while line > 0, lineStarts[line] > byteIndex { line -= 1 }
        var column = 1
        var cursor = lineStarts[line]
        while cursor < byteIndex {
            if bytes[cursor] & 0xC0 != 0x80 { column += 1 }
            cursor += 1
        }
        return SourcePosition(line: line + 1, column: column)
    }

    func error(at position: SourcePosition, _ message: String) -> JSONSyntaxError {
        JSONSyntaxError(position: position, message: message)
    }

    mutating func error(at byteIndex: Int, _ message: String) -> JSONSyntaxError {
        JSONSyntaxError(position: position(at: byteIndex), message: message)
    }

    /// The error for an unexpected character (or end of input) where `expected` should be.
    mutating func unexpected(at byteIndex: Int, expected: String) -> JSONSyntaxError {
        if byteIndex >= bytes.count {
            return error(at: byteIndex, "unexpected end of input; expected \(expected)")
        }
        let byte = bytes[byteIndex]
        if byte == UInt8(ascii: "/"), byteIndex + 1 < bytes.count,
           bytes[byteIndex + 1] == UInt8(ascii: "/") || bytes[byteIndex + 1] == UInt8(ascii: "*") {
            return error(at: byteIndex, "comments are not allowed in JSON")
        }
        if byte >= 0x80, Self.scalarLength(bytes, at: byteIndex) == nil {
            do {
                _ = try validateScalar(at: byteIndex)
            } catch {
                return error
            }
        }
        return error(at: byteIndex, "unexpected \(describeCharacter(at: byteIndex)); expected \(expected)")
    }

    /// `character 'x'`, `character U+0009`, `end of input`: the character at `byteIndex`
    /// for a message (or, with `quoted: false`, just the character).
    func describeCharacter(at byteIndex: Int, quoted: Bool = true) -> String {
        guard byteIndex < bytes.count else { return "end of input" }
        let byte = bytes[byteIndex]
        let scalar: Unicode.Scalar?
        if let length = Self.scalarLength(bytes, at: byteIndex) {
            var iterator = bytes[byteIndex..<(byteIndex + length)].makeIterator()
            var decoder = UTF8()
            if case .scalarValue(let value) = decoder.decode(&iterator) { scalar = value } else { scalar = nil }
        } else {
            scalar = nil
        }
        guard let scalar else { return "byte 0x" + Self.hex(byte, digits: 2) }
        let printable = !Self.isInvisible(scalar)
        let text = printable ? String(Character(scalar)) : "U+" + Self.hex(scalar.value, digits: 4)
        guard quoted else { return text }
        return printable ? "character '\(text)'" : "character \(text)"
    }

    /// Whether a scalar would be invisible or confusing in a message: controls, and
    /// spaces and format characters other than the ASCII space.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0xA0, 0xAD, 0x2000...0x200F, 0x2028...0x202F, 0x205F...0x206F, 0xFEFF: true
        default: false
        }
    }

    /// `control character U+000A (line feed)`, for raw control characters in strings.
    static func describeControl(_ byte: UInt8) -> String {
        let names: [UInt8: String] = [0x09: " (tab)", 0x0A: " (line feed)", 0x0D: " (carriage return)"]
        return "control character U+" + hex(byte, digits: 4) + (names[byte] ?? "")
    }

    static func hex<T: BinaryInteger>(_ value: T, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
