/// A parsed JSON document as one array of nodes in document order (a tape), over the
/// bytes it was parsed from: what the trace decoder reads, without a tree of values.
///
/// A container's node is followed by its contents (an object's by key and value nodes
/// in turn) and records the index past them; a key or string records its length in the
/// input, or marks that its decoded bytes are in `decoded` (it had escapes); a number
/// its digits when they are few (`Node.packedNumber`), or nothing and the double is
/// converted from the literal when it is read. What a node is comes
/// from its first byte. Positions (line and column) are computed from a node's byte
/// offset only when asked for, from the line starts the parser recorded.
///
/// The nodes live in one allocation sized before parsing (`JSONScanner.nodeBound`), and
/// the document reads its input in place (both through the handles of
/// `MemoryHandles.swift`, which check every read against the allocation): it exists
/// only inside `JSONParser.withDocument`, which keeps the input alive. Offsets are 32-bit: a trace
/// is at most 32 MiB, and a document of 4 GiB or more is refused by the parser.
final class JSONDocument {
    enum NodeKind: UInt8 {
        case null, falseValue, trueValue, number, string, array, object
    }

    /// One node: 8 bytes, half of what a node with its kind and a number's double would
    /// take (the tape is most of the memory a parse needs besides the input).
    struct Node {
        /// The byte offset of the node's first character (a string's or key's quote, a
        /// container's bracket, a number's first character).
        var offset: UInt32
        /// A container's end (the index past its contents); a string's or key's length
        /// in bytes, or `escapedMark` if it had escapes; a number's `packedNumber`, or
        /// `unpackedNumber`.
        var value: UInt32

        /// The `value` of a string or key with escapes: no string without them is that
        /// long, as the document is under 4 GiB and has its quotes.
        static let escapedMark = UInt32.max

        /// The `value` of a number whose double is read from its literal.
        static let unpackedNumber = UInt32.max

        /// The `value` of a number of at most 15 digits without exponent whose digits,
        /// the point left out, make `mantissa`: `mantissa << 3 | fractionDigits` when
        /// `mantissa` is below 2^29 and `fractionDigits` at most 7 (most numbers of a
        /// trace: `0.25`, `393`, `-1664.1`, times of up to 536 s in microseconds), else
        /// `unpackedNumber`. The double is then `±mantissa / 10^fractionDigits`
        /// (`JSONTape.number`), the sign read from the literal's first byte.
        @inline(__always)
        static func packedNumber(mantissa: UInt64, fractionDigits: Int) -> UInt32 {
            guard mantissa < 1 << 29, fractionDigits < 8 else { return unpackedNumber }
            // At most `unpackedNumber` itself, which then stays unpacked.
            return UInt32(truncatingIfNeeded: mantissa) << 3 | UInt32(truncatingIfNeeded: fractionDigits)
        }
    }

    /// 10^exponent for an exponent of 0 through 15, each exact (for `JSONTape.number`):
    /// literals rather than a global table, which would be checked for initialisation
    /// at every number.
    @inline(__always)
    static func exactPowerOfTen(_ exponent: Int) -> Double {
        switch exponent {
        case 0: 1
        case 1: 1e1
        case 2: 1e2
        case 3: 1e3
        case 4: 1e4
        case 5: 1e5
        case 6: 1e6
        case 7: 1e7
        case 8: 1e8
        case 9: 1e9
        case 10: 1e10
        case 11: 1e11
        case 12: 1e12
        case 13: 1e13
        case 14: 1e14
        case 15: 1e15
        default: preconditionFailure("no exact power of ten for \(exponent)")
        }
    }

    /// The offset of the first byte from `start` on that is not a decimal digit (or
    /// `end`), adding each digit to `mantissa` (`mantissa * 10 + digit`, wrapping: the
    /// callers use it only when there were at most 15 digits).
    @inline(__always)
    static func readDigits(_ bytes: ByteSpan, from start: Int, to end: Int, into mantissa: inout UInt64) -> Int {
        readDigits({ $0 < end ? bytes[$0] : 0 }, from: start, into: &mantissa)
    }

    /// `readDigits(_:from:to:into:)` with `byte` reading the byte at an offset, or 0 past
    /// the end: the scanner reads most numbers without end checks (`JSONScanner.parseNumber`).
    @inline(__always)
    static func readDigits(_ byte: (_ offset: Int) -> UInt8, from start: Int, into mantissa: inout UInt64) -> Int {
        var cursor = start
        // The digit as 64 bits from the start: no widening per digit.
        while case let digit = UInt64(byte(cursor)) &- UInt64(UInt8(ascii: "0")), digit < 10 {
            mantissa = mantissa &* 10 &+ digit
            cursor &+= 1
        }
        return cursor
    }

    /// The nodes' memory, freed with the last owner (the scanner or the document).
    final class Storage {
        /// At least one node.
        let nodes: FixedSlots<Node>

        init(capacity: Int) {
            nodes = .allocate(count: capacity)
        }

        deinit { nodes.deallocate() }
    }

    let storage: Storage
    let bytes: ByteSpan
    /// The decoded bytes of strings and keys that had escapes, by their nodes (written
    /// by the scanner as it goes).
    var decoded: [Int: [UInt8]] = [:]
    /// The byte offset where each line starts (the first after a skipped BOM), up to
    /// where the scanner has read.
    var lineStarts: [Int]

    /// The last position computed: most positions are asked for in document order, so
    /// each is counted from the one before.
    private var cacheLine = 0
    private var cacheOffset = -1
    private var cacheColumn = 0

    /// An empty document over `bytes`, which the scanner fills: its first line starts at
    /// `start` (after a skipped BOM). Positions and nodes are readable as soon as the
    /// scanner has written them, so that a streamed list (`JSONListReader`) reads its
    /// elements before the end of the document.
    init(bytes: ByteSpan, storage: Storage, start: Int) {
        self.bytes = bytes
        self.storage = storage
        lineStarts = [start]
    }

    /// The tape the values point into (valid while the document is).
    var tape: JSONTape {
        JSONTape(nodes: storage.nodes, bytes: bytes, document: Unmanaged.passUnretained(self))
    }

    /// The root value.
    var root: JSONRef { JSONRef(tape: tape, index: 0) }

    /// The position of the byte at `offset`: its line, and its column in Unicode scalars.
    func position(at offset: Int) -> SourcePosition {
        var line: Int
        var column: Int
        var cursor: Int
        if cacheOffset >= 0, offset >= cacheOffset,
           cacheLine + 1 >= lineStarts.count || offset < lineStarts[cacheLine + 1] {
            line = cacheLine
            column = cacheColumn
            cursor = cacheOffset
        } else {
            // The last line start at or before `offset`.
            var low = 0
            var high = lineStarts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
            }
            line = low
            column = 1
            cursor = lineStarts[low]
        }
        while cursor < offset {
            if bytes[cursor] & 0xC0 != 0x80 { column += 1 }
            cursor += 1
        }
        cacheLine = line
        cacheOffset = offset
        cacheColumn = column
        return SourcePosition(line: line + 1, column: column)
    }

    /// The tree of the value at `index` (for `JSONParser.parse`).
    func value(at index: Int) -> JSONValue {
        let tape = tape
        let node = tape.nodes[index]
        let position = position(at: Int(node.offset))
        switch tape.kind(of: index) {
        case .null: return JSONValue(.null, at: position)
        case .falseValue: return JSONValue(.bool(false), at: position)
        case .trueValue: return JSONValue(.bool(true), at: position)
        case .number: return JSONValue(.number(tape.number(at: index)), at: position, literal: tape.literal(at: index))
        case .string: return JSONValue(.string(tape.string(at: index)), at: position)
        case .array:
            var elements: [JSONValue] = []
            var child = index + 1
            while child < Int(node.value) {
                elements.append(value(at: child))
                child = tape.end(of: child)
            }
            return JSONValue(.array(elements), at: position)
        case .object:
            var members: [JSONMember] = []
            var child = index + 1
            while child < Int(node.value) {
                let keyPosition = self.position(at: Int(tape.nodes[child].offset))
                members.append(JSONMember(key: tape.string(at: child), keyPosition: keyPosition, value: value(at: child + 1)))
                child = tape.end(of: child + 1)
            }
            return JSONValue(.object(members), at: position)
        }
    }
}

/// Handles into a `JSONDocument`, copied into every value without reference counting;
/// valid while the document is (inside `JSONParser.withDocument`).
struct JSONTape {
    let nodes: FixedSlots<JSONDocument.Node>
    let bytes: ByteSpan
    let document: Unmanaged<JSONDocument>

    /// What the node at `index` is, from its first byte.
    @inline(__always)
    func kind(of index: Int) -> JSONDocument.NodeKind {
        switch bytes[Int(nodes[index].offset)] {
        case UInt8(ascii: "{"): .object
        case UInt8(ascii: "["): .array
        case UInt8(ascii: "\""): .string
        case UInt8(ascii: "t"): .trueValue
        case UInt8(ascii: "f"): .falseValue
        case UInt8(ascii: "n"): .null
        default: .number
        }
    }

    /// Whether the node at `index` is a container (its `value` is its end).
    @inline(__always)
    func isContainer(_ index: Int) -> Bool {
        let first = bytes[Int(nodes[index].offset)]
        return first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
    }

    /// The index past node `index` and its contents.
    @inline(__always)
    func end(of index: Int) -> Int {
        isContainer(index) ? Int(nodes[index].value) : index + 1
    }

    /// The position of the byte at `offset`.
    func position(at offset: Int) -> SourcePosition {
        document._withUnsafeGuaranteedRef { $0.position(at: offset) }
    }

    /// The length of the document in bytes.
    var byteCount: Int { bytes.count }

    /// The bytes of the string or key at `index`.
    @inline(__always)
    func withBytes<R>(of index: Int, _ body: (ByteSpan) -> R) -> R {
        let node = nodes[index]
        if node.value == JSONDocument.Node.escapedMark {
            return document._withUnsafeGuaranteedRef { document in
                ByteSpan.with(document.decoded[index, default: []], body)
            }
        }
        return body(bytes.span(from: Int(node.offset) + 1, count: Int(node.value)))
    }

    /// The length in bytes of the string or key at `index`.
    @inline(__always)
    func byteCount(at index: Int) -> Int {
        let value = nodes[index].value
        return value == JSONDocument.Node.escapedMark ? decodedCount(at: index) : Int(value)
    }

    /// The length of the decoded bytes of the string or key with escapes at `index`.
    @inline(never)
    private func decodedCount(at index: Int) -> Int {
        document._withUnsafeGuaranteedRef { $0.decoded[index]?.count ?? 0 }
    }

    /// The string or key at `index`.
    func string(at index: Int) -> String {
        withBytes(of: index) { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether the string or key at `index` has the same bytes as `text`.
    @inline(__always)
    func bytes(at index: Int, equal text: String) -> Bool {
        guard byteCount(at: index) == text.utf8.count else { return false }
        return withBytes(of: index) { bytes in ByteSpan.with(text) { bytes.hasSameBytes(as: $0) } }
    }

    /// The literal of the number at `index`, as written.
    func literal(at index: Int) -> String { literal(startingAt: Int(nodes[index].offset)) }

    /// The literal of the number whose first character is at the byte offset `start`.
    func literal(startingAt start: Int) -> String {
        String(decoding: bytes.span(from: start, count: literalEnd(from: start) - start), as: UTF8.self)
    }

    /// The offset past the number literal starting at `start`. The parser checked the
    /// literal, and a byte that may follow a number (whitespace, `,`, `]`, `}`, or the
    /// end of the document) is none of the characters a literal is made of.
    private func literalEnd(from start: Int) -> Int {
        let count = byteCount
        var end = start
        while end < count {
            switch bytes[end] {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
                 UInt8(ascii: "e"), UInt8(ascii: "E"):
                end += 1
            default:
                return end
            }
        }
        return end
    }

    /// The double of the number at `index` (a valid literal): `Double(_:)` of its
    /// literal, ±infinity when it overflows.
    ///
    /// A decimal without exponent of up to 15 digits is computed from its digits (packed
    /// in the node by the parser, or read here): both the digits as an integer (below
    /// 10^15 < 2^53) and the power of ten are exact doubles, so their quotient is
    /// correctly rounded, the same double.
    @inline(__always)
    func number(at index: Int) -> Double {
        let node = nodes[index]
        guard node.value != JSONDocument.Node.unpackedNumber else { return unpackedNumber(at: index) }
        let number = Double(node.value >> 3) / JSONDocument.exactPowerOfTen(Int(node.value & 7))
        return bytes[Int(node.offset)] == UInt8(ascii: "-") ? -number : number
    }

    /// `number(at:)` of a number the parser did not pack, from its literal.
    @inline(never)
    private func unpackedNumber(at index: Int) -> Double {
        let start = Int(nodes[index].offset)
        let end = literalEnd(from: start)
        let negative = bytes[start] == UInt8(ascii: "-")
        var cursor = negative ? start + 1 : start
        var mantissa: UInt64 = 0
        cursor = JSONDocument.readDigits(bytes, from: cursor, to: end, into: &mantissa)
        var digits = cursor - (negative ? start + 1 : start)
        var fractionDigits = 0
        if cursor < end, bytes[cursor] == UInt8(ascii: ".") {
            cursor += 1
            let fractionStart = cursor
            cursor = JSONDocument.readDigits(bytes, from: cursor, to: end, into: &mantissa)
            fractionDigits = cursor - fractionStart
            digits += fractionDigits
        }
        // Nothing left but an exponent, if anything.
        if cursor == end, digits <= 15 {
            let number = Double(mantissa) / JSONDocument.exactPowerOfTen(fractionDigits)
            return negative ? -number : number
        }
        // `Double(_:)` is correctly rounded and gives ±infinity on overflow; the
        // fallback only guards against a platform that answers nil instead.
        return Double(literal(at: index)[...]) ?? (negative ? -.infinity : .infinity)
    }
}

/// A value in a `JSONDocument`: the trace decoder's view of a `JSONValue`, with the same
/// accessors, read from the tape.
struct JSONRef {
    let tape: JSONTape
    let index: Int

    /// What the value is.
    @inline(__always)
    var kind: JSONDocument.NodeKind { tape.kind(of: index) }

    /// Where the value starts: its first character.
    var position: SourcePosition { tape.position(at: offset) }

    /// The byte offset of the value's first character: what names the value for good,
    /// as its node may be overwritten (`JSONListReader`).
    var offset: Int { Int(tape.nodes[index].offset) }

    /// The number, if this is one: a node whose first byte is `-` or a digit (asked of
    /// most numbers of a trace, so without the whole `kind` switch). Inlined: it is a
    /// few instructions, fewer than a call.
    @inline(__always)
    var number: Double? {
        let first = tape.bytes[Int(tape.nodes[index].offset)]
        return first == UInt8(ascii: "-") || first &- UInt8(ascii: "0") < 10 ? tape.number(at: index) : nil
    }

    var string: String? { kind == .string ? tape.string(at: index) : nil }

    var bool: Bool? {
        switch kind {
        case .trueValue: true
        case .falseValue: false
        default: nil
        }
    }

    var isNull: Bool { kind == .null }

    /// The elements, if this is an array.
    var array: JSONElements? {
        guard kind == .array else { return nil }
        return JSONElements(tape: tape, start: index + 1, end: Int(tape.nodes[index].value))
    }

    /// The members in document order, if this is an object.
    var members: JSONMembers? {
        guard kind == .object else { return nil }
        return JSONMembers(tape: tape, start: index + 1, end: Int(tape.nodes[index].value))
    }

    /// Whether this is a string.
    var isString: Bool { kind == .string }

    /// The index (in `names`' order) of the name this string has the bytes of; nil if
    /// none, or if this is not a string. Its bytes are read once for all names.
    func stringIndex(in names: NameTable) -> Int? {
        guard kind == .string else { return nil }
        return tape.withBytes(of: index) { names.index(of: $0) }
    }

    /// Whether this is a string with the bytes of `text`.
    func isString(_ text: String) -> Bool {
        kind == .string && tape.bytes(at: index, equal: text)
    }

    /// `a number`, `a string`, `an object`...: what this value is, for messages.
    var kindDescription: String {
        switch kind {
        case .null: "null"
        case .falseValue, .trueValue: "a Boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The value as a message quotes it (`JSONValue.shortDescription`).
    var shortDescription: String {
        switch kind {
        case .null: "null"
        case .falseValue: "false"
        case .trueValue: "true"
        case .number: tape.literal(at: index)
        case .string: JSONValue.quotedString(tape.string(at: index), limit: 40)
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// The elements of an array in a `JSONDocument`.
struct JSONElements: Sequence {
    let tape: JSONTape
    let start: Int
    let end: Int

    /// The number of elements, counted on the tape (nodes do not record it).
    var count: Int {
        var count = 0
        var cursor = start
        while cursor < end {
            cursor = tape.end(of: cursor)
            count += 1
        }
        return count
    }

    struct Iterator: IteratorProtocol {
        let tape: JSONTape
        var cursor: Int
        let end: Int

        mutating func next() -> JSONRef? {
            guard cursor < end else { return nil }
            let node = JSONRef(tape: tape, index: cursor)
            cursor = tape.end(of: cursor)
            return node
        }
    }

    func makeIterator() -> Iterator { Iterator(tape: tape, cursor: start, end: end) }
}

/// One `"key": value` member of an object in a `JSONDocument`.
struct JSONRefMember {
    let tape: JSONTape
    /// The key's node; the value's is the next.
    let keyIndex: Int

    var key: String { tape.string(at: keyIndex) }

    /// Where the key's opening quote is.
    var keyPosition: SourcePosition { tape.position(at: Int(tape.nodes[keyIndex].offset)) }

    var value: JSONRef { JSONRef(tape: tape, index: keyIndex + 1) }

    /// Whether the key has the bytes of `text`.
    @inline(__always)
    func keyEquals(_ text: String) -> Bool { tape.bytes(at: keyIndex, equal: text) }

    /// `key.hasPrefix("x-")`, on the bytes when they settle it.
    var hasExtensionPrefix: Bool {
        tape.withBytes(of: keyIndex) { bytes -> Bool? in
            guard bytes.count >= 2, bytes[0] == UInt8(ascii: "x"), bytes[1] == UInt8(ascii: "-") else { return false }
            // An ASCII character after the `-` (or none) starts a new Character.
            if bytes.count == 2 || bytes[2] < 0x80 { return true }
            return nil
        } ?? key.hasPrefix("x-")
    }
}

/// The members of an object in a `JSONDocument`, in document order.
struct JSONMembers: Sequence {
    let tape: JSONTape
    let start: Int
    let end: Int

    struct Iterator: IteratorProtocol {
        let tape: JSONTape
        var cursor: Int
        let end: Int

        mutating func next() -> JSONRefMember? {
            guard cursor < end else { return nil }
            let member = JSONRefMember(tape: tape, keyIndex: cursor)
            cursor = tape.end(of: cursor + 1)
            return member
        }
    }

    func makeIterator() -> Iterator { Iterator(tape: tape, cursor: start, end: end) }

    /// The value of the member whose key has the bytes `key`, if any.
    @inline(__always)
    func value(forKey key: ByteSpan) -> JSONRef? {
        var cursor = start
        while cursor < end {
            let node = tape.nodes[cursor]
            if node.value == key.count {
                // Without escapes: the bytes after the quote.
                if tape.bytes.span(from: Int(node.offset) + 1, count: key.count).hasSameBytes(as: key) {
                    return JSONRef(tape: tape, index: cursor + 1)
                }
            } else if node.value == JSONDocument.Node.escapedMark,
                      tape.withBytes(of: cursor, { $0.hasSameBytes(as: key) }) {
                return JSONRef(tape: tape, index: cursor + 1)
            }
            cursor = tape.end(of: cursor + 1)
        }
        return nil
    }
}
