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
    /// The key sets of the open objects with many members, by their nodes.
    private var manyKeys: [Int: ManyKeys] = [:]
    /// `exactPowersOfTen`, held here so that reading it does not check a global's
    /// initialisation for every number.
    private let powersOfTen = JSONScanner.exactPowersOfTen

    init(bytes: [UInt8], input: UnsafeBufferPointer<UInt8>, maximumDepth: Int) {
        self.bytes = bytes
        self.input = input
        self.maximumDepth = maximumDepth
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        index = start
        lineStarts = [start]
        storage = JSONDocument.Storage(capacity: Self.nodeBound(byteCount: bytes.count))
        nodes = storage.base
    }

    /// An array or object still open while its contents are parsed.
    private struct OpenContainer {
        /// The container's node.
        var node: Int
        var isObject: Bool
    }

    /// The keys of an object with many members, as a set: its first keys, up to the key
    /// node `next`.
    private struct ManyKeys {
        var keys: Set<ExactKey> = []
        var next: Int
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

    /// At least the number of nodes of a document of `byteCount` bytes: every node but
    /// the root follows its own `[`, `,`, `:` or `{` and takes at least one byte, so it
    /// owns two bytes.
    ///
    /// The allocation is made without reading the bytes; the pages past the last node
    /// written are never touched, so they cost address space, not memory.
    static func nodeBound(byteCount: Int) -> Int { byteCount / 2 + 1 }

    @inline(__always)
    private mutating func append(_ kind: JSONDocument.NodeKind, at offset: Int, length: Int = 0, low: UInt32 = 0, escaped: Bool = false) {
        appendNode(JSONDocument.Node(
            offset: UInt32(truncatingIfNeeded: offset), length: UInt32(truncatingIfNeeded: length),
            low: low, kind: kind, escaped: escaped))
    }

    /// Writes the next node. `nodeBound` is a bound on the nodes, so the check never fails; it keeps a miscount from writing past the allocation.
    @inline(__always)
    mutating func appendNode(_ node: JSONDocument.Node) {
        precondition(nodeCount < storage.capacity, "JSONScanner.nodeBound is too small")
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

    /// The index past the closed value at `index` and its contents.
    private func end(of index: Int) -> Int {
        let node = nodes[index]
        return node.kind == .array || node.kind == .object ? Int(node.low) : index + 1
    }

    /// Whether the key node `key` repeats a key of the open object `object`: a walk over
    /// the few members most objects have, read back from the tape; a set once there are
    /// many (`manyKeys`, filled as the object grows).
    private mutating func isDuplicate(_ key: Int, inObject object: Int) -> Bool {
        // The members so far: their values are closed.
        let count = Int(nodes[object].length)
        if count < 16 {
            var other = object + 1
            for _ in 0..<count {
                if sameKey(key, other) { return true }
                other = end(of: other + 1)
            }
            return false
        }
        var known = manyKeys.removeValue(forKey: object) ?? ManyKeys(next: object + 1)
        while known.next < key {
            known.keys.insert(ExactKey(keyString(known.next)))
            known.next = end(of: known.next + 1)
        }
        let found = known.keys.contains(ExactKey(keyString(key)))
        manyKeys[object] = known
        return found
    }

    /// Parses one value, nested containers included, without recursion.
    private mutating func parseValue() throws(JSONSyntaxError) {
        var stack: [OpenContainer] = []
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
                    stack.append(OpenContainer(node: node, isObject: isObject))
                    if isObject {
                        try parseKey()
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
                        if isDuplicate(key, inObject: node) {
                            throw error(at: Int(nodes[key].offset), "duplicate key \(JSONValue.quotedKey(keyString(key)))")
                        }
                        continue parsing
                    } else if peek == UInt8(ascii: "}") {
                        index += 1
                        if nodes[node].length > 16 { manyKeys[node] = nil }
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
    @discardableResult
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
        // Up to 15 digits without exponent, from the digits read once: both the digits
        // as an integer (below 10^15 < 2^53) and the power of ten are exact doubles, so
        // their quotient is correctly rounded, the double `Double(_:)` reads.
        if peek != UInt8(ascii: "e"), peek != UInt8(ascii: "E"), integerDigits + fractionDigits <= 15 {
            let number = Double(mantissa) / powersOfTen[fractionDigits]
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

    /// 10^0 through 10^15, each exact (read through `powersOfTen`).
    static let exactPowersOfTen: [Double] = (0...15).map { exponent in
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
