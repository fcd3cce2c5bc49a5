/// The machinery behind `JSONParser`: a cursor over UTF-8 bytes that records the line
/// starts, an explicit stack of open containers, and the tape of nodes it writes
/// (`JSONDocument`).
struct JSONScanner {
    let bytes: [UInt8]
    /// The same bytes, read without bounds checks by the loops every byte goes through
    /// (the caller keeps them alive: `JSONParser.withDocument`).
    let input: UnsafeBufferPointer<UInt8>
    let maximumDepth: Int
    /// The next byte to read.
    var index: Int
    /// The byte index where each line starts; the current line is the last.
    var lineStarts: [Int]
    /// The nodes' memory, of `nodeBound(bytes)` nodes, and the nodes written so far.
    let storage: JSONDocument.Storage
    let nodes: UnsafeMutablePointer<JSONDocument.Node>
    var nodeCount = 0
    /// The decoded bytes of strings and keys with escapes.
    var decoded: [UInt8] = []

    init(bytes: [UInt8], input: UnsafeBufferPointer<UInt8>, maximumDepth: Int) {
        self.bytes = bytes
        self.input = input
        self.maximumDepth = maximumDepth
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        index = start
        lineStarts = [start]
        storage = JSONDocument.Storage(capacity: Self.nodeBound(bytes))
        nodes = storage.base
    }

    /// An array or object still open while its contents are parsed.
    private struct OpenContainer {
        /// The container's node.
        var node: Int
        var isObject: Bool
        /// Where this object's key nodes start in `keyNodes`.
        var keyBase: Int
        /// The keys of the first `keys.count` members, kept only for objects with many members.
        var keys: Set<ExactKey> = []
    }

    /// Parses the whole input: one value and nothing but whitespace after it.
    mutating func parseDocument() throws(JSONSyntaxError) -> JSONDocument {
        skipWhitespace()
        if index == bytes.count {
            throw error(at: index, "the document is empty; expected a JSON value")
        }
        guard bytes.count < Int(UInt32.max) else {
            throw error(at: 0, "the document is larger than 4 GiB")
        }
        try parseValue()
        skipWhitespace()
        if index < bytes.count {
            throw unexpected(at: index, expected: "the end of the document after the JSON value")
        }
        return JSONDocument(bytes: input, storage: storage, decoded: decoded, lineStarts: lineStarts)
    }

    /// At least the number of nodes of a document of `bytes`: every value but the root
    /// follows a `[`, `,` or `:`, and every key a `{` or `,`.
    static func nodeBound(_ bytes: [UInt8]) -> Int {
        bytes.withUnsafeBytes { raw in
            var count = 1
            // Eight bytes at a time: a byte of `word ^ pattern` is zero where the byte
            // is the pattern's, and `zeroBytes` marks exactly those.
            let ones: UInt64 = 0x0101_0101_0101_0101
            func zeroBytes(_ x: UInt64) -> UInt64 {
                let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
                return ~(((x & low7) &+ low7) | x | low7)
            }
            var offset = 0
            while offset + 8 <= raw.count {
                let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                // `,` 0x2C, `:` 0x3A, `[` 0x5B, `{` 0x7B
                let marks = zeroBytes(word ^ (ones &* 0x2C)) | zeroBytes(word ^ (ones &* 0x3A))
                    | zeroBytes(word ^ (ones &* 0x5B)) | zeroBytes(word ^ (ones &* 0x7B))
                count &+= marks.nonzeroBitCount
                offset += 8
            }
            while offset < raw.count {
                let byte = raw[offset]
                count &+= (byte == 0x2C || byte == 0x3A || byte == 0x5B || byte == 0x7B) ? 1 : 0
                offset += 1
            }
            return count
        }
    }

    @inline(__always)
    private mutating func append(_ kind: JSONDocument.NodeKind, at offset: Int, length: Int = 0, low: UInt32 = 0, escaped: Bool = false) {
        appendNode(JSONDocument.Node(
            offset: UInt32(truncatingIfNeeded: offset), length: UInt32(truncatingIfNeeded: length),
            low: low, kind: kind, escaped: escaped))
    }

    /// Writes the next node. `nodeBound` counts every place a node can start, so the
    /// check never fails; it keeps a miscount from writing past the allocation.
    @inline(__always)
    mutating func appendNode(_ node: JSONDocument.Node) {
        precondition(nodeCount < storage.capacity, "JSONScanner.nodeBound undercounted")
        nodes[nodeCount] = node
        nodeCount += 1
    }

    /// Whether the key node `key` has the same bytes as the key node `other`.
    private func sameKey(_ key: Int, _ other: Int) -> Bool {
        let a = nodes[key]
        let b = nodes[other]
        guard a.length == b.length else { return false }
        if !a.escaped, !b.escaped {
            let first = Int(a.offset) + 1
            let second = Int(b.offset) + 1
            for offset in 0..<Int(a.length) where input[first + offset] != input[second + offset] { return false }
            return true
        }
        return keyBytes(a).elementsEqual(keyBytes(b))
    }

    private func keyBytes(_ node: JSONDocument.Node) -> ArraySlice<UInt8> {
        node.escaped
            ? decoded[Int(node.low)..<Int(node.low) + Int(node.length)]
            : bytes[Int(node.offset) + 1..<Int(node.offset) + 1 + Int(node.length)]
    }

    private func keyString(_ node: Int) -> String {
        String(decoding: keyBytes(nodes[node]), as: UTF8.self)
    }

    /// Whether the key node `key` repeats one of `keyNodes[container.keyBase...]`: a scan
    /// of the few members most objects have, a set once there are many.
    private func isDuplicate(_ key: Int, in container: inout OpenContainer, keyNodes: [Int]) -> Bool {
        let count = keyNodes.count - container.keyBase
        if count < 16 {
            for other in keyNodes[container.keyBase...] where sameKey(key, other) { return true }
            return false
        }
        for other in keyNodes[(container.keyBase + container.keys.count)...] {
            container.keys.insert(ExactKey(keyString(other)))
        }
        return container.keys.contains(ExactKey(keyString(key)))
    }

    /// Parses one value, nested containers included, without recursion.
    private mutating func parseValue() throws(JSONSyntaxError) {
        var stack: [OpenContainer] = []
        /// The key nodes of the open objects, innermost last.
        var keyNodes: [Int] = []
        parsing: while true {
            skipWhitespace()
            guard index < bytes.count else { throw unexpected(at: index, expected: "a value") }
            let start = index
            switch input[start] {
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                let isObject = input[start] == UInt8(ascii: "{")
                guard stack.count < maximumDepth else {
                    throw error(at: start, "nesting is deeper than \(maximumDepth) levels")
                }
                let node = nodeCount
                append(isObject ? .object : .array, at: start)
                index += 1
                skipWhitespace()
                let close = UInt8(ascii: isObject ? "}" : "]")
                if peek == close {
                    index += 1
                    nodes[node].low = UInt32(truncatingIfNeeded: nodeCount)
                } else {
                    stack.append(OpenContainer(node: node, isObject: isObject, keyBase: keyNodes.count))
                    if isObject {
                        keyNodes.append(try parseKey())
                    }
                    continue parsing
                }
            default:
                try parseScalar()
            }
            // The value is attached to the innermost open container; close every
            // container that ends here, and go back for the next value when one continues.
            while !stack.isEmpty {
                let top = stack.count - 1
                skipWhitespace()
                let node = stack[top].node
                nodes[node].length += 1
                if stack[top].isObject {
                    if peek == UInt8(ascii: ",") {
                        index += 1
                        skipWhitespace()
                        if peek == UInt8(ascii: "}") {
                            throw error(at: index, "trailing comma before '}' is not allowed")
                        }
                        let key = try parseKey()
                        if isDuplicate(key, in: &stack[top], keyNodes: keyNodes) {
                            throw error(at: Int(nodes[key].offset), "duplicate key \(JSONValue.quotedKey(keyString(key)))")
                        }
                        keyNodes.append(key)
                        continue parsing
                    } else if peek == UInt8(ascii: "}") {
                        index += 1
                        keyNodes.removeSubrange(stack[top].keyBase...)
                        stack.removeLast()
                        nodes[node].low = UInt32(truncatingIfNeeded: nodeCount)
                    } else {
                        throw unexpected(at: index, expected: "',' or '}' after an object member")
                    }
                } else {
                    if peek == UInt8(ascii: ",") {
                        index += 1
                        skipWhitespace()
                        if peek == UInt8(ascii: "]") {
                            throw error(at: index, "trailing comma before ']' is not allowed")
                        }
                        continue parsing
                    } else if peek == UInt8(ascii: "]") {
                        index += 1
                        stack.removeLast()
                        nodes[node].low = UInt32(truncatingIfNeeded: nodeCount)
                    } else {
                        throw unexpected(at: index, expected: "',' or ']' after an array element")
                    }
                }
            }
            return
        }
    }

    /// Parses `"key"` and the `:` after it; the cursor is at the key's first character.
    /// Returns the key's node.
    private mutating func parseKey() throws(JSONSyntaxError) -> Int {
        guard peek == UInt8(ascii: "\"") else {
            throw unexpected(at: index, expected: "a string key")
        }
        let node = nodeCount
        try parseString(as: .key)
        skipWhitespace()
        guard peek == UInt8(ascii: ":") else {
            throw unexpected(at: index, expected: "':' after the key")
        }
        index += 1
        return node
    }

    /// Parses a string, number or literal starting at the cursor.
    private mutating func parseScalar() throws(JSONSyntaxError) {
        let start = index
        let byte = input[start]
        switch byte {
        case UInt8(ascii: "\""):
            try parseString(as: .string)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            try parseNumber()
        case UInt8(ascii: "'"):
            throw error(at: start, "strings must use double quotes")
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
            try parseLiteral()
        default:
            throw unexpected(at: start, expected: "a value")
        }
    }

    /// Parses `true`, `false` or `null`, with pointed messages for near misses.
    private mutating func parseLiteral() throws(JSONSyntaxError) {
        let start = index
        var end = start
        while end < bytes.count, Self.isLetter(bytes[end]) { end += 1 }
        let word = String(decoding: bytes[start..<end], as: UTF8.self)
        switch word {
        case "true":
            index = end
            append(.trueValue, at: start)
            return
        case "false":
            index = end
            append(.falseValue, at: start)
            return
        case "null":
            index = end
            append(.null, at: start)
            return
        case "NaN", "Infinity":
            throw error(at: start, "\(word) is not allowed in JSON")
        default:
            break
        }
        let lowercased = String(decoding: bytes[start..<end].map { $0 | 0x20 }, as: UTF8.self)
        if ["true", "false", "null"].contains(lowercased) {
            throw error(at: start, "'\(word)' is not a JSON literal; use '\(lowercased)'")
        }
        let literal: [UInt8]
        switch bytes[start] {
        case UInt8(ascii: "t"): literal = Array("true".utf8)
        case UInt8(ascii: "f"): literal = Array("false".utf8)
        case UInt8(ascii: "n"): literal = Array("null".utf8)
        default: throw unexpected(at: start, expected: "a value")
        }
        var offset = 0
        while offset < literal.count, start + offset < bytes.count, bytes[start + offset] == literal[offset] {
            offset += 1
        }
        let name = String(decoding: literal, as: UTF8.self)
        if offset == literal.count {
            throw error(at: start + offset, "unexpected \(describeCharacter(at: start + offset)) after '\(name)'")
        }
        throw unexpected(at: start + offset, expected: "'\(name)'")
    }

    /// Parses an RFC 8259 number; the cursor is at its `-` or first digit.
    private mutating func parseNumber() throws(JSONSyntaxError) {
        let start = index
        if peek == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        var mantissa: UInt64 = 0
        if peek == UInt8(ascii: "0") {
            index += 1
            if let next = peek, Self.isDigit(next) {
                throw error(at: index, "leading zeros are not allowed in numbers")
            }
        } else if let next = peek, Self.isDigit(next) {
            mantissa = readDigits(into: mantissa)
        } else {
            throw unexpected(at: index, expected: "a digit after '-'")
        }
        let integerDigits = index - integerStart
        var fractionDigits = 0
        if peek == UInt8(ascii: ".") {
            index += 1
            guard let next = peek, Self.isDigit(next) else {
                throw unexpected(at: index, expected: "a digit after '.'")
            }
            let fractionStart = index
            mantissa = readDigits(into: mantissa)
            fractionDigits = index - fractionStart
        }
        // `shortDecimal`, from the digits read once: up to 15 digits without exponent.
        if peek != UInt8(ascii: "e"), peek != UInt8(ascii: "E"), integerDigits + fractionDigits <= 15 {
            let number = Double(mantissa) / Self.powersOfTen[fractionDigits]
            let value = input[start] == UInt8(ascii: "-") ? -number : number
            appendNumber(value, from: start)
            return
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            index += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
            guard let next = peek, Self.isDigit(next) else {
                throw unexpected(at: index, expected: "a digit in the exponent")
            }
            skipDigits()
        }
        let literal = String(decoding: bytes[start..<index], as: UTF8.self)
        // `Double(_:)` is correctly rounded and gives ±infinity on overflow; the
        // fallback only guards against a platform that answers nil instead.
        let number = Double(literal[...]) ?? (bytes[start] == UInt8(ascii: "-") ? -.infinity : .infinity)
        appendNumber(number, from: start)
    }

    /// Appends the number node of the literal from `start` to the cursor.
    @inline(__always)
    private mutating func appendNumber(_ value: Double, from start: Int) {
        let bits = value.bitPattern
        append(.number, at: start, length: Int(truncatingIfNeeded: bits >> 32), low: UInt32(truncatingIfNeeded: bits))
    }

    /// The value of a decimal without exponent whose digits fit in 15 (`123.456`),
    /// exactly as `Double(_:)` reads it, or `nil` for another shape.
    ///
    /// Both the digits as an integer (below 10^15 < 2^53) and the power of ten (at most
    /// 10^22) are exact doubles, so their quotient is correctly rounded: the same double.
    static func shortDecimal<Bytes: RandomAccessCollection<UInt8>>(
        _ bytes: Bytes, integer: Range<Int>, fractionEnd: Int
    ) -> Double? where Bytes.Index == Int {
        let fractionDigits = fractionEnd > integer.upperBound ? fractionEnd - integer.upperBound - 1 : 0
        guard integer.count + fractionDigits <= 15 else { return nil }
        var mantissa: UInt64 = 0
        for index in integer { mantissa = mantissa &* 10 &+ UInt64(bytes[index] &- UInt8(ascii: "0")) }
        if fractionDigits > 0 {
            for index in (integer.upperBound + 1)..<fractionEnd {
                mantissa = mantissa &* 10 &+ UInt64(bytes[index] &- UInt8(ascii: "0"))
            }
        }
        return Double(mantissa) / powersOfTen[fractionDigits]
    }

    /// 10^0 through 10^15, each exact.
    static let powersOfTen: [Double] = (0...15).map { exponent in
        var value = 1.0
        for _ in 0..<exponent { value *= 10 }
        return value
    }

    /// Skips digits, accumulating them (modulo 2^64) after `mantissa`.
    @inline(__always)
    private mutating func readDigits(into mantissa: UInt64) -> UInt64 {
        var mantissa = mantissa
        while index < input.count {
            let digit = input[index] &- UInt8(ascii: "0")
            guard digit < 10 else { break }
            mantissa = mantissa &* 10 &+ UInt64(digit)
            index += 1
        }
        return mantissa
    }

    private mutating func skipDigits() {
        while let next = peek, Self.isDigit(next) { index += 1 }
    }

    /// Skips JSON whitespace, keeping track of lines.
    @inline(__always)
    mutating func skipWhitespace() {
        // Most values and punctuation follow one another directly.
        if index < input.count, input[index] > 0x20 { return }
        skipWhitespaceRun()
    }

    private mutating func skipWhitespaceRun() {
        while index < bytes.count {
            switch input[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                index += 1
            case UInt8(ascii: "\n"):
                index += 1
                startLine()
            case UInt8(ascii: "\r"):
                index += 1
                if peek == UInt8(ascii: "\n") { index += 1 }
                startLine()
            default:
                return
            }
        }
    }

    private mutating func startLine() {
        lineStarts.append(index)
    }

    var peek: UInt8? { index < input.count ? input[index] : nil }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }
}
