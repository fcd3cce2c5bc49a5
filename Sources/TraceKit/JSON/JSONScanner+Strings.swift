extension JSONScanner {
    /// Parses a string and appends its node (a string or a key); the cursor is at its
    /// opening quote and ends after the closing one.
    ///
    /// Raw bytes are validated as UTF-8 scalar by scalar; escapes are decoded (into
    /// `unescaped`, then `decoded`), and a surrogate escape must be a high one directly
    /// followed by a low one.
    mutating func parseString() throws(JSONSyntaxError) {
        let quote = index
        index += 1
        var escaped = false
        var runStart = index
        while true {
            skipPlainBytes()
            guard let byte = input.byte(at: index) else {
                throw error(at: index, "unterminated string: expected '\"' before the end of input")
            }
            if byte == UInt8(ascii: "\"") {
                break
            } else if byte == UInt8(ascii: "\\") {
                if !escaped { unescaped.removeAll(keepingCapacity: true) }
                escaped = true
                unescaped.append(contentsOf: input[runStart..<index])
                try parseEscape()
                runStart = index
            } else if byte < 0x20 {
                throw error(at: index, "\(Self.describeControl(byte)) must be escaped in a string")
            } else if byte < 0x80 {
                index += 1
            } else {
                index += try validateScalar(at: index)
            }
        }
        if escaped {
            unescaped.append(contentsOf: input[runStart..<index])
            document.decoded[nodeCount] = unescaped
            decodedSinceHandOver = true
            appendNode(JSONDocument.Node(offset: UInt32(truncatingIfNeeded: quote), value: JSONDocument.Node.escapedMark))
        } else {
            appendNode(JSONDocument.Node(
                offset: UInt32(truncatingIfNeeded: quote), value: UInt32(truncatingIfNeeded: index - runStart)))
        }
        index += 1
    }

    /// Parses a string of at most 15 bytes, all plain (`specialBytes`), as most keys and
    /// many strings are (`height`, `velocity`, `contentSize`, `dragBegin`), from one or
    /// two loads of the 8 bytes after its quote, and appends its node as `parseString`
    /// would; the cursor is at the opening quote. Returns its length in bytes, or nil,
    /// having read nothing, for any other string (or near the end of the input): then
    /// `parseString` parses it.
    @inline(__always)
    mutating func parseShortString() -> Int? {
        // Offsets within the input (under 4 GiB) plus at most 16: wrapping arithmetic
        // cannot wrap, and has no overflow checks.
        let first = index &+ 1
        guard var word = input.word(ifAllAt: first) else { return nil }
        var special = Self.specialBytes(word)
        var count = 0
        if special == 0 {
            // Eight plain bytes: the string may end in the next eight.
            guard let next = input.word(ifAllAt: first &+ 8) else { return nil }
            word = next
            special = Self.specialBytes(word)
            guard special != 0 else { return nil }
            count = 8
        }
        // The first special byte, read from the word it is in (little-endian: byte `k`
        // of the word is bits `8k` on).
        let shift = UInt64(special.trailingZeroBitCount &- 7)
        count &+= special.trailingZeroBitCount &>> 3
        guard UInt8(truncatingIfNeeded: word &>> shift) == UInt8(ascii: "\"") else { return nil }
        appendNode(JSONDocument.Node(offset: UInt32(truncatingIfNeeded: index), value: UInt32(truncatingIfNeeded: count)))
        index = first &+ count &+ 1
        return count
    }

    /// Skips the bytes of a string that need no check, eight at a time: up to the first
    /// quote, backslash, control character or non-ASCII byte (or the last eight bytes).
    @inline(__always)
    private mutating func skipPlainBytes() {
        while let word = input.word(ifAllAt: index) {
            let special = Self.specialBytes(word)
            if special != 0 {
                index += special.trailingZeroBitCount >> 3
                return
            }
            index += 8
        }
    }

    /// The high bit of each byte of `word` that is a quote, a backslash, below 0x20 or
    /// not ASCII. Exact byte by byte: the sums stay within each byte.
    @inline(__always)
    static func specialBytes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let low7 = ones &* 0x7F
        let low = word & low7
        // A byte of `low ^ c` plus 0x7F reaches the high bit unless it is zero.
        let backslash = ~((low ^ (ones &* 0x5C)) &+ low7)
        // `b ^ 0x02` is below 0x21 exactly for a control character (below 0x20) or a
        // quote (0x22, which becomes 0x20): plus 0x5F, it reaches the high bit from 0x21 on.
        let quoteOrControl = ~((low ^ (ones &* 0x02)) &+ (ones &* 0x5F))
        return (quoteOrControl | backslash | word) & (ones &* 0x80)
    }

    /// Decodes one escape sequence; the cursor is at its backslash.
    private mutating func parseEscape() throws(JSONSyntaxError) {
        let backslash = index
        index += 1
        guard index < bytes.count else {
            throw error(at: index, "unterminated string: expected '\"' before the end of input")
        }
        let simple: UInt8?
        switch bytes[index] {
        case UInt8(ascii: "\""): simple = UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): simple = UInt8(ascii: "\\")
        case UInt8(ascii: "/"): simple = UInt8(ascii: "/")
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"): simple = nil
        default:
            // At the escape's backslash, where the bad escape starts.
            throw error(
                at: index - 1,
                "invalid escape '\\\(describeCharacter(at: index, quoted: false))' (valid escapes: \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)")
        }
        if let simple {
            unescaped.append(simple)
            index += 1
            return
        }
        index += 1
        var scalar = try parseHex4()
        if (0xDC00...0xDFFF).contains(scalar) {
            throw error(at: backslash, "lone low surrogate '\(escapeText(from: backslash))' (it must follow a high surrogate escape)")
        }
        if (0xD800...0xDBFF).contains(scalar) {
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                throw error(at: backslash, "lone high surrogate '\(escapeText(from: backslash))' (it must be followed by a low surrogate escape)")
            }
            index += 2
            let low = try parseHex4()
            guard (0xDC00...0xDFFF).contains(low) else {
                throw error(at: backslash, "lone high surrogate '\(escapeText(from: backslash))' (it must be followed by a low surrogate escape)")
            }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        }
        // Not a surrogate, or a valid pair: always a Unicode scalar.
        if let unicodeScalar = Unicode.Scalar(scalar) {
            unescaped.append(contentsOf: UTF8.encode(unicodeScalar).map { Array($0) } ?? [])
        }
    }

    /// Reads four hexadecimal digits at the cursor.
    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count else {
                throw error(at: index, "unterminated string: expected 4 hexadecimal digits after '\\u'")
            }
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default:
                throw unexpected(at: index, expected: "4 hexadecimal digits after '\\u'")
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    /// The source text of the `\uXXXX` escape starting at `start` (already checked to be
    /// six ASCII bytes).
    private func escapeText(from start: Int) -> String {
        String(decoding: bytes[start..<min(start + 6, bytes.count)], as: UTF8.self)
    }

    /// Checks the UTF-8 scalar whose lead byte is at `start` (Unicode table 3-7) and
    /// returns its length in bytes.
    mutating func validateScalar(at start: Int) throws(JSONSyntaxError) -> Int {
        guard let length = Self.scalarLength(bytes, at: start) else {
            throw error(at: start, "invalid UTF-8 (\(invalidBytesDescription(at: start)))")
        }
        return length
    }

    /// The length of the well-formed UTF-8 scalar at `start`, or nil if it is ill-formed.
    static func scalarLength(_ bytes: [UInt8], at start: Int) -> Int? {
        let lead = bytes[start]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; secondRange = 0x80...0x9F
        case 0xF0: length = 4; secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; secondRange = 0x80...0x8F
        default: return nil
        }
        guard start + length <= bytes.count, secondRange.contains(bytes[start + 1]) else { return nil }
        for offset in 2..<length where !(0x80...0xBF).contains(bytes[start + offset]) {
            return nil
        }
        return length
    }

    /// `byte 0xFF` or `bytes 0xE2 0x28`: the ill-formed sequence at `start`, for messages.
    private func invalidBytesDescription(at start: Int) -> String {
        var end = start + 1
        while end < bytes.count, end < start + 4, (0x80...0xBF).contains(bytes[end]) { end += 1 }
        let shown = bytes[start..<end].map { "0x" + JSONValue.hex($0, digits: 2) }
        return (shown.count == 1 ? "byte " : "bytes ") + shown.joined(separator: " ")
    }
}
