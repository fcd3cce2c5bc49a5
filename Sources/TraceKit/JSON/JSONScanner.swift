/// The machinery behind `JSONParser`: a cursor over UTF-8 bytes that records the line
/// starts, an explicit stack of open containers, and the tape of nodes it writes
/// (`JSONDocument`), less the elements a `JSONListReader` takes.
struct JSONScanner<ListReader: JSONListReader> {
    let bytes: [UInt8]
    /// The same bytes, read in place by the loops every byte goes through, without an
    /// array's retain and uniqueness checks (the caller keeps them alive:
    /// `JSONParser.withDocument`).
    let input: ByteSpan
    let maximumDepth: Int
    /// The next byte to read.
    var index: Int
    /// The offset of the input's last byte that is not a number character: numbers
    /// before it are read without end checks (`parseNumber`).
    let numberLimit: Int
    /// The document being written: its line starts (the current line is the last) and
    /// the decoded bytes of strings with escapes.
    let document: JSONDocument
    /// The nodes' memory, of `nodeBound` nodes, and the nodes written so far.
    let storage: JSONDocument.Storage
    let nodes: FixedSlots<JSONDocument.Node>
    var nodeCount = 0
    /// Takes the elements of the root object's array at `listReader.key`, if any.
    var listReader: ListReader
    /// Whether a string with escapes was decoded since the last element was handed over
    /// (`document.decoded`, a class's property, is not read per element: that was an
    /// exclusivity check each, 13M instructions on 118,085 events).
    var decodedSinceHandOver = false
    /// The bytes of the string with escapes being decoded.
    var unescaped: [UInt8] = []
    /// The key sets of the open objects with many members, by their nodes.
    private var manyKeys: [Int: ManyKeys] = [:]

    init(
        bytes: [UInt8], input: ByteSpan, maximumDepth: Int, listReader: ListReader
    ) {
        self.bytes = bytes
        self.input = input
        self.maximumDepth = maximumDepth
        self.listReader = listReader
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        index = start
        numberLimit = Self.numberLimit(of: bytes)
        storage = JSONDocument.Storage(capacity: Self.nodeBound(byteCount: bytes.count, maximumDepth: maximumDepth))
        nodes = storage.nodes
        document = JSONDocument(bytes: input, storage: storage, start: start)
    }

    /// An array or object still open while its contents are parsed.
    struct OpenContainer {
        /// The container's node.
        var node: Int
        var isObject: Bool
        /// Whether its elements go to the `listReader` as they close.
        var isRead = false
        /// An object's key filter: its keys so far (`isDuplicate`).
        var keyFilter: UInt64 = 0
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
        return document
    }

    /// At least the number of nodes written for `byteCount` bytes, even when a syntax
    /// error stops the parse: every node starts with a byte of its own; every node but
    /// the root and the first member of a container follows a `,` or `:` of its own; and
    /// every container has a closing bracket of its own, except the open ones, at most
    /// `maximumDepth`. So `N` nodes take at least `2N - 1 - maximumDepth` bytes.
    ///
    /// The allocation is made without reading the bytes; the pages past the last node
    /// written are never touched, so they cost address space, not memory.
    static func nodeBound(byteCount: Int, maximumDepth: Int) -> Int { (byteCount + 1 + maximumDepth) / 2 + 1 }

    /// Appends the node of the value starting at `offset`.
    @inline(__always)
    private mutating func append(at offset: Int, value: Int = 0) {
        appendNode(JSONDocument.Node(offset: UInt32(truncatingIfNeeded: offset), value: UInt32(truncatingIfNeeded: value)))
    }

    /// Writes the next node. `nodeBound` is a bound on the nodes, so the check never fails; it keeps a miscount from writing past the allocation
    /// (as `nodes` would too, with a less telling message).
    @inline(__always)
    mutating func appendNode(_ node: JSONDocument.Node) {
        precondition(nodes.contains(nodeCount), "JSONScanner.nodeBound is too small")
        nodes[nodeCount] = node
        nodeCount += 1
    }

    /// Whether the key node `key` has the same bytes as the key node `other`.
    private func sameKey(_ key: Int, _ other: Int) -> Bool {
        let a = nodes[key]
        let b = nodes[other]
        if a.value != JSONDocument.Node.escapedMark, b.value != JSONDocument.Node.escapedMark {
            guard a.value == b.value else { return false }
            let first = Int(a.offset) + 1
            let second = Int(b.offset) + 1
            for offset in 0..<Int(a.value) where input[first + offset] != input[second + offset] { return false }
            return true
        }
        return keyBytes(key).elementsEqual(keyBytes(other))
    }

    private func keyBytes(_ key: Int) -> ArraySlice<UInt8> {
        let node = nodes[key]
        return node.value == JSONDocument.Node.escapedMark
            ? document.decoded[key, default: []][...]
            : bytes[Int(node.offset) + 1..<Int(node.offset) + 1 + Int(node.value)]
    }

    private func keyString(_ key: Int) -> String {
        String(decoding: keyBytes(key), as: UTF8.self)
    }

    /// The index past the closed value at `index` and its contents.
    private func end(of index: Int) -> Int {
        let first = input[Int(nodes[index].offset)]
        return first == UInt8(ascii: "[") || first == UInt8(ascii: "{") ? Int(nodes[index].value) : index + 1
    }

    /// One bit of 64 for the key node `key` (`keyFilterBit(count:first:last:)`).
    ///
    /// `mutating` although it only reads: called from the value loop (a mutating method),
    /// a non-mutating method made the compiler copy the scanner, retaining its arrays,
    /// for every key (measured: 30M more instructions on 575,000 keys).
    @inline(__always)
    private mutating func keyFilterBit(_ key: Int) -> UInt64 {
        let node = nodes[key]
        guard node.value != JSONDocument.Node.escapedMark else { return escapedKeyFilterBit(key) }
        let count = Int(node.value)
        let start = Int(node.offset) + 1
        return count == 0 ? Self.keyFilterBit(count: 0, first: 0, last: 0)
            : Self.keyFilterBit(count: count, first: input[start], last: input[start + count - 1])
    }

    /// `keyFilterBit` of a key with escapes, from its decoded bytes (`mutating`: see there).
    @inline(never)
    private mutating func escapedKeyFilterBit(_ key: Int) -> UInt64 {
        let bytes = keyBytes(key)
        return Self.keyFilterBit(count: bytes.count, first: bytes.first ?? 0, last: bytes.last ?? 0)
    }

    /// One bit of 64 for a key of `count` decoded bytes from `first` to `last` (both
    /// ignored when it is empty): two keys with different bits are different keys.
    @inline(__always)
    private static func keyFilterBit(count: Int, first: UInt8, last: UInt8) -> UInt64 {
        filterBit(count == 0 ? 0 : UInt64(first) << 16 | UInt64(last) << 8 | UInt64(count & 0xFF))
    }

    /// The bit of `hash`: the top six bits of a multiplicative hash.
    @inline(__always)
    private static func filterBit(_ hash: UInt64) -> UInt64 {
        1 << ((hash &* 0x9E37_79B9_7F4A_7C15) >> 58)
    }

    /// Whether the key node `key`, of filter bit `bit` (`keyFilterBit`), repeats a key of
    /// the open object `object`, whose keys so far are in `filter` (their bits). A key
    /// outside the filter is new, as most are; otherwise a walk over the few members most
    /// objects have, read back from the tape, or a set once there are many (`manyKeys`,
    /// filled as the object grows).
    @inline(__always)
    private mutating func isDuplicate(_ key: Int, bit: UInt64, inObject object: Int, filter: inout UInt64) -> Bool {
        if filter & bit == 0 {
            filter |= bit
            return false
        }
        return isDuplicateOnTheTape(key, inObject: object)
    }

    /// `isDuplicate` when the filter cannot tell.
    private mutating func isDuplicateOnTheTape(_ key: Int, inObject object: Int) -> Bool {
        // The members so far, whose values are closed: the keys before `key`.
        var other = object + 1
        var count = 0
        while other < key, count < 16 {
            if sameKey(key, other) { return true }
            other = end(of: other + 1)
            count += 1
        }
        if other == key { return false }
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
    ///
    /// The bytes that most often come next are looked at first: after a value in an
    /// object `,"` or `}`, after a key `:`, whitespace rarely; only when they are not there
    /// does the loop take the general path, which skips whitespace and gives the errors.
    private mutating func parseValue() throws(JSONSyntaxError) {
        // The open containers, innermost last: `depth` of them, at most `maximumDepth`.
        // Memory of its own rather than an array, which checked its uniqueness at every
        // value.
        let stack = FixedSlots<OpenContainer>.allocate(count: maximumDepth + 1)
        defer { stack.deallocate() }
        var depth = 0
        parsing: while true {
            guard let first = peekAfterWhitespace() else { throw unexpected(at: index, expected: "a value") }
            let start = index
            switch first {
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                let isObject = first == UInt8(ascii: "{")
                guard depth < maximumDepth else { throw nestingError(at: start) }
                let node = nodeCount
                append(at: start)
                index += 1
                let next = peekAfterWhitespace()
                if next == UInt8(ascii: isObject ? "}" : "]") {
                    index += 1
                    nodes[node].value = UInt32(truncatingIfNeeded: nodeCount)
                } else {
                    stack[depth] = OpenContainer(node: node, isObject: isObject)
                    if depth == 1, !isObject {
                        stack[depth].isRead = opensReadList(node, in: stack[0])
                    }
                    depth += 1
                    if isObject {
                        stack[depth - 1].keyFilter = try parseKey(startingWith: next).filterBit
                    }
                    continue parsing
                }
            case UInt8(ascii: "\""):
                if parseShortString() == nil { try parseString() }
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                try parseNumber()
            default:
                try parseOtherValue()
            }
            // The value is attached to the innermost open container; close every
            // container that ends here, and go back for the next value when one continues.
            while depth > 0 {
                let top = depth - 1
                let node = stack[top].node
                let next = peekAfterWhitespace()
                if stack[top].isObject {
                    if next == UInt8(ascii: ",") {
                        index += 1
                        let keyStart = peekAfterWhitespace()
                        if keyStart == UInt8(ascii: "}") {
                            throw error(at: index, "trailing comma before '}' is not allowed")
                        }
                        let key = try parseKey(startingWith: keyStart)
                        if isDuplicate(key.node, bit: key.filterBit, inObject: node, filter: &stack[top].keyFilter) {
                            throw duplicateKeyError(key.node)
                        }
                        continue parsing
                    } else if next == UInt8(ascii: "}") {
                        index += 1
                        if !manyKeys.isEmpty { forgetManyKeys(of: node) }
                        depth -= 1
                        nodes[node].value = UInt32(truncatingIfNeeded: nodeCount)
                    } else {
                        throw unexpected(at: index, expected: "',' or '}' after an object member")
                    }
                } else {
                    // An element has closed: the list reader's first, if it takes them
                    // (checked here, per element, rather than for every value).
                    if stack[top].isRead { handOverElement(of: node) }
                    if next == UInt8(ascii: ",") {
                        index += 1
                        if peekAfterWhitespace() == UInt8(ascii: "]") {
                            throw error(at: index, "trailing comma before ']' is not allowed")
                        }
                        continue parsing
                    } else if next == UInt8(ascii: "]") {
                        index += 1
                        depth -= 1
                        nodes[node].value = UInt32(truncatingIfNeeded: nodeCount)
                    } else {
                        throw unexpected(at: index, expected: "',' or ']' after an array element")
                    }
                }
            }
            return
        }
    }

    // The value loop's rare paths, out of line: inlined, they crowded its registers
    // (measured: 2M more instructions on the 8 MB parse trace).

    /// The error for the container opened at `offset`, one level too deep.
    @inline(never)
    private mutating func nestingError(at offset: Int) -> JSONSyntaxError {
        error(at: offset, "nesting is deeper than \(maximumDepth) levels")
    }

    /// The error for the key node `key`, which repeats a key of its object.
    @inline(never)
    private mutating func duplicateKeyError(_ key: Int) -> JSONSyntaxError {
        error(at: Int(nodes[key].offset), "duplicate key \(JSONValue.quotedKey(keyString(key)))")
    }

    /// Drops the key set of the object node `object`, now closed (`manyKeys`).
    @inline(never)
    private mutating func forgetManyKeys(of object: Int) {
        manyKeys[object] = nil
    }

    /// Parses `"key"` and the `:` after it; the cursor is at the key's first character,
    /// `first` (`peek`, which the caller has just read). Returns the key's node and its
    /// filter bit (`keyFilterBit`), read from the bytes just scanned when the key is
    /// short and plain.
    @inline(__always)
    private mutating func parseKey(startingWith first: UInt8?) throws(JSONSyntaxError) -> (node: Int, filterBit: UInt64) {
        guard first == UInt8(ascii: "\"") else {
            throw unexpected(at: index, expected: "a string key")
        }
        let node = nodeCount
        let bit: UInt64
        if let count = parseShortString() {
            // The key's bytes end before the closing quote, just before the cursor (wrapping
            // arithmetic: these offsets are in the input).
            let end = index &- 1
            bit = Self.keyFilterBit(count: count, first: input[end &- count], last: input[end &- 1])
        } else {
            try parseString()
            bit = keyFilterBit(node)
        }
        // Most keys are followed by their colon directly.
        if input.byte(at: index) != UInt8(ascii: ":") {
            guard peekAfterWhitespace() == UInt8(ascii: ":") else {
                throw unexpected(at: index, expected: "':' after the key")
            }
        }
        index += 1
        return (node, bit)
    }

    /// Parses a value that is neither a container, nor a string, nor a number: a literal,
    /// or the error for what stands where a value should.
    private mutating func parseOtherValue() throws(JSONSyntaxError) {
        let start = index
        switch input[start] {
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
            append(at: start)
            return
        case "false":
            index = end
            append(at: start)
            return
        case "null":
            index = end
            append(at: start)
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

    /// Parses an RFC 8259 number; the cursor is at its `-` or first digit. Its digits
    /// are read once: a short decimal's node records them packed
    /// (`JSONDocument.Node.packedNumber`), so reading the double costs one division;
    /// any other number is converted from its literal when it is read.
    ///
    /// A number that starts before `numberLimit` ends before it, so its bytes are read
    /// without checking for the end of the input; only a number in the input's last run
    /// of number characters (a document that is just a number, or is cut short after
    /// one) needs the checks.
    ///
    /// `@_transparent` (inlined before optimisation) rather than `@inline(__always)`,
    /// which the compiler did not honour in the value loop, too large by then: a call
    /// per number (measured: 13M more instructions on 420,000 numbers).
    @_transparent
    private mutating func parseNumber() throws(JSONSyntaxError) {
        guard index < numberLimit else { return try parseLastNumber() }
        let input = input
        try scanNumber { input[$0] }
    }

    /// `parseNumber` for a number in the input's last run of number characters, whose
    /// reads check for the end of the input.
    @inline(never)
    private mutating func parseLastNumber() throws(JSONSyntaxError) {
        let input = input
        // No character of a number is 0.
        try scanNumber { input.byte(at: $0) ?? 0 }
    }

    /// The error for a `-` without a digit after it: `-Infinity` and `-NaN` at the `-`,
    /// as `Infinity` and `NaN` are at their first letter; anything else at the character
    /// where the digit should be.
    @inline(never)
    private mutating func notANumber(at start: Int, digitsAt cursor: Int) -> JSONSyntaxError {
        for word in ["Infinity", "NaN"] {
            let letters = Array(word.utf8)
            if bytes.count - cursor >= letters.count, Array(bytes[cursor..<(cursor + letters.count)]) == letters {
                return error(at: start, "-\(word) is not allowed in JSON")
            }
        }
        return unexpected(at: cursor, expected: "a digit after '-'")
    }

    /// `parseNumber` with `byte(at:)` reading the byte at an offset, or 0 past the end:
    /// a local cursor whose bytes are read once each, and the index written once.
    @inline(__always)
    private mutating func scanNumber(_ byte: (_ offset: Int) -> UInt8) throws(JSONSyntaxError) {
        let start = index
        var cursor = start
        if byte(cursor) == UInt8(ascii: "-") { cursor &+= 1 }
        let integerStart = cursor
        var mantissa: UInt64 = 0
        if byte(cursor) == UInt8(ascii: "0") {
            cursor &+= 1
            if Self.isDigit(byte(cursor)) {
                // At the leading zero.
                throw error(at: cursor &- 1, "leading zeros are not allowed in numbers")
            }
        } else if Self.isDigit(byte(cursor)) {
            cursor = JSONDocument.readDigits(byte, from: cursor, into: &mantissa)
        } else {
            throw notANumber(at: start, digitsAt: cursor)
        }
        var digitCount = cursor &- integerStart
        var fractionDigits = 0
        if byte(cursor) == UInt8(ascii: ".") {
            cursor &+= 1
            guard Self.isDigit(byte(cursor)) else {
                throw unexpected(at: cursor, expected: "a digit after '.'")
            }
            let fractionStart = cursor
            cursor = JSONDocument.readDigits(byte, from: cursor, into: &mantissa)
            fractionDigits = cursor &- fractionStart
            digitCount &+= fractionDigits
        }
        var value = JSONDocument.Node.unpackedNumber
        if byte(cursor) | 0x20 == UInt8(ascii: "e") {
            cursor &+= 1
            if byte(cursor) == UInt8(ascii: "+") || byte(cursor) == UInt8(ascii: "-") { cursor &+= 1 }
            guard Self.isDigit(byte(cursor)) else {
                throw unexpected(at: cursor, expected: "a digit in the exponent")
            }
            // The exponent's value is not kept: such a number is read from its literal.
            var exponent: UInt64 = 0
            cursor = JSONDocument.readDigits(byte, from: cursor, into: &exponent)
        } else if digitCount <= 15 {
            // Fewer than 16 digits: the mantissa did not wrap.
            value = JSONDocument.Node.packedNumber(mantissa: mantissa, fractionDigits: fractionDigits)
        }
        index = cursor
        append(at: start, value: Int(value))
    }

    /// The offset of the input's last byte that is not a character of a number (a digit,
    /// `-`, `+`, `.`, `e` or `E`), or 0 if there is none past the first byte: a number
    /// that starts before it ends before it (`parseNumber`).
    static func numberLimit(of bytes: [UInt8]) -> Int {
        var offset = bytes.count - 1
        while offset > 0 {
            switch bytes[offset] {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
                 UInt8(ascii: "e"), UInt8(ascii: "E"):
                offset -= 1
            default:
                return offset
            }
        }
        return 0
    }

    /// Skips JSON whitespace, keeping track of lines.
    @inline(__always)
    mutating func skipWhitespace() {
        _ = peekAfterWhitespace()
    }

    /// Skips JSON whitespace and returns the byte at the cursor then (`peek`).
    @inline(__always)
    mutating func peekAfterWhitespace() -> UInt8? {
        // Most values and punctuation follow one another directly.
        if let byte = input.byte(at: index), byte > 0x20 { return byte }
        skipWhitespaceRun()
        return peek
    }

    private mutating func skipWhitespaceRun() {
        while let byte = input.byte(at: index) {
            switch byte {
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
        document.lineStarts.append(index)
    }

    var peek: UInt8? { input.byte(at: index) }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }
}
