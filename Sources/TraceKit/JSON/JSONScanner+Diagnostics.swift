extension JSONScanner {
    /// The position of the byte at `byteIndex` (on any line read so far).
    ///
    /// Columns count Unicode scalars: every byte that is not a UTF-8 continuation byte.
    func position(at byteIndex: Int) -> SourcePosition {
        document.position(at: byteIndex)
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
        guard let scalar else { return "byte 0x" + JSONValue.hex(byte, digits: 2) }
        let printable = !JSONValue.isInvisible(scalar)
        let text = printable ? String(Character(scalar)) : "U+" + JSONValue.hex(scalar.value, digits: 4)
        guard quoted else { return text }
        return printable ? "character '\(text)'" : "character \(text)"
    }

    /// `control character U+000A (line feed)`, for raw control characters in strings.
    static func describeControl(_ byte: UInt8) -> String {
        let names: [UInt8: String] = [0x09: " (tab)", 0x0A: " (line feed)", 0x0D: " (carriage return)"]
        return "control character U+" + JSONValue.hex(byte, digits: 4) + (names[byte] ?? "")
    }
}
