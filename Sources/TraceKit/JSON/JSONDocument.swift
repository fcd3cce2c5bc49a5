/// A parsed JSON document as one array of nodes in document order (a tape), over the
/// bytes it was parsed from: what the trace decoder reads, without a tree of values.
///
/// A container's node is followed by its contents (an object's by key and value nodes
/// in turn) and records the index past them; a key or string records its bytes' range
/// in the input, or in `decoded` when it has escapes; a number its literal's range and
/// its double. Positions (line and column) are computed from a node's byte offset only
/// when asked for, from the line starts the parser recorded.
///
/// The nodes live in one allocation sized before parsing (`JSONScanner.nodeBound`), and
/// the document reads its input through a pointer: it exists only inside
/// `JSONParser.withDocument`, which keeps the input alive. Offsets are 32-bit: a trace
/// is at most 32 MiB, and a document of 4 GiB or more is refused by the parser.
final class JSONDocument {
    enum NodeKind: UInt8 {
        case null, falseValue, trueValue, number, string, array, object, key
    }

    /// One node: 16 bytes.
    struct Node {
        /// The byte offset of the node's first character (a string's or key's quote, a
        /// container's bracket, a number's first character).
        var offset: UInt32
        /// A string's or key's decoded length in bytes; a container's count of elements
        /// or members; a number's high 32 bits.
        var length: UInt32
        /// A container's end (the index past its contents); an escaped string's start in
        /// `decoded`; a number's low 32 bits. (A number's literal ends where the number
        /// characters do.)
        var low: UInt32
        var kind: NodeKind
        /// Whether the string or key had escapes (its bytes are in `decoded`).
        var escaped: Bool

        var number: Double { Double(bitPattern: UInt64(length) << 32 | UInt64(low)) }
    }

    /// The nodes' memory, freed with the last owner (the scanner or the document).
    final class Storage {
        let base: UnsafeMutablePointer<Node>
        let capacity: Int

        init(capacity: Int) {
            self.capacity = max(capacity, 1)
            base = .allocate(capacity: self.capacity)
        }

        deinit { base.deallocate() }
    }

    let storage: Storage
    let bytes: UnsafeBufferPointer<UInt8>
    /// The decoded bytes of strings and keys that had escapes.
    let decoded: [UInt8]
    /// The byte offset where each line starts (the first after a skipped BOM).
    let lineStarts: [Int]

    /// The last position computed: most positions are asked for in document order, so
    /// each is counted from the one before.
    private var cacheLine = 0
    private var cacheOffset = -1
    private var cacheColumn = 0

    init(bytes: UnsafeBufferPointer<UInt8>, storage: Storage, decoded: [UInt8], lineStarts: [Int]) {
        self.bytes = bytes
        self.storage = storage
        self.decoded = decoded
        self.lineStarts = lineStarts
    }

    /// The tape the values point into (valid while the document is).
    var tape: JSONTape {
        JSONTape(
            nodes: UnsafePointer(storage.base), bytes: bytes.baseAddress!, count: bytes.count,
            document: Unmanaged.passUnretained(self))
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
        switch node.kind {
        case .null: return JSONValue(.null, at: position)
        case .falseValue: return JSONValue(.bool(false), at: position)
        case .trueValue: return JSONValue(.bool(true), at: position)
        case .number: return JSONValue(.number(node.number), at: position, literal: tape.literal(at: index))
        case .string, .key: return JSONValue(.string(tape.string(at: index)), at: position)
        case .array:
            var elements: [JSONValue] = []
            elements.reserveCapacity(Int(node.length))
            var child = index + 1
            while child < Int(node.low) {
                elements.append(value(at: child))
                child = tape.end(of: child)
            }
            return JSONValue(.array(elements), at: position)
        case .object:
            var members: [JSONMember] = []
            members.reserveCapacity(Int(node.length))
            var child = index + 1
            while child < Int(node.low) {
                let keyPosition = self.position(at: Int(tape.nodes[child].offset))
                members.append(JSONMember(key: tape.string(at: child), keyPosition: keyPosition, value: value(at: child + 1)))
                child = tape.end(of: child + 1)
            }
            return JSONValue(.object(members), at: position)
        }
    }
}

/// Pointers into a `JSONDocument`, copied into every value without reference counting;
/// valid while the document is (inside `JSONParser.withDocument`).
struct JSONTape {
    let nodes: UnsafePointer<JSONDocument.Node>
    let bytes: UnsafePointer<UInt8>
    /// The number of bytes.
    let count: Int
    let document: Unmanaged<JSONDocument>

    /// The index past node `index` and its contents.
    @inline(__always)
    func end(of index: Int) -> Int {
        let node = nodes[index]
        return node.kind == .array || node.kind == .object ? Int(node.low) : index + 1
    }

    /// The position of the byte at `offset`.
    func position(at offset: Int) -> SourcePosition {
        document._withUnsafeGuaranteedRef { $0.position(at: offset) }
    }

    /// The bytes of the string or key at `index`.
    @inline(__always)
    func withBytes<R>(of index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        let node = nodes[index]
        if node.escaped {
            return document._withUnsafeGuaranteedRef { document in
                document.decoded.withUnsafeBufferPointer { buffer in
                    body(UnsafeBufferPointer(rebasing: buffer[Int(node.low)..<Int(node.low) + Int(node.length)]))
                }
            }
        }
        return body(UnsafeBufferPointer(start: bytes + Int(node.offset) + 1, count: Int(node.length)))
    }

    /// The string or key at `index`.
    func string(at index: Int) -> String {
        withBytes(of: index) { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether the string or key at `index` has the same bytes as `text`.
    @inline(__always)
    func bytes(at index: Int, equal text: String) -> Bool {
        let node = nodes[index]
        guard Int(node.length) == text.utf8.count else { return false }
        return withBytes(of: index) { bytes in
            text.utf8.withContiguousStorageIfAvailable { other in
                for offset in 0..<bytes.count where bytes[offset] != other[offset] { return false }
                return true
            } ?? bytes.elementsEqual(text.utf8)
        }
    }

    /// The literal of the number at `index`, as written.
    func literal(at index: Int) -> String {
        let start = Int(nodes[index].offset)
        var end = start
        while end < count {
            switch bytes[end] {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
                 UInt8(ascii: "e"), UInt8(ascii: "E"):
                end += 1
            default:
                return String(decoding: UnsafeBufferPointer(start: bytes + start, count: end - start), as: UTF8.self)
            }
        }
        return String(decoding: UnsafeBufferPointer(start: bytes + start, count: end - start), as: UTF8.self)
    }
}

/// A value in a `JSONDocument`: the trace decoder's view of a `JSONValue`, with the same
/// accessors, read from the tape.
struct JSONRef {
    let tape: JSONTape
    let index: Int

    @inline(__always)
    var node: JSONDocument.Node { tape.nodes[index] }

    /// Where the value starts: its first character.
    var position: SourcePosition { tape.position(at: Int(node.offset)) }

    var number: Double? { node.kind == .number ? node.number : nil }

    var string: String? { node.kind == .string ? tape.string(at: index) : nil }

    var bool: Bool? {
        switch node.kind {
        case .trueValue: true
        case .falseValue: false
        default: nil
        }
    }

    var isNull: Bool { node.kind == .null }

    /// The elements, if this is an array.
    var array: JSONElements? {
        let node = node
        guard node.kind == .array else { return nil }
        return JSONElements(tape: tape, start: index + 1, end: Int(node.low), count: Int(node.length))
    }

    /// The members in document order, if this is an object.
    var members: JSONMembers? {
        let node = node
        guard node.kind == .object else { return nil }
        return JSONMembers(tape: tape, start: index + 1, end: Int(node.low), count: Int(node.length))
    }

    /// Whether this is a string.
    var isString: Bool { node.kind == .string }

    /// Whether this is a string of exactly `bytes`.
    func isString(bytes other: [UInt8]) -> Bool {
        let node = node
        guard node.kind == .string, Int(node.length) == other.count else { return false }
        return tape.withBytes(of: index) { bytes in
            other.withUnsafeBufferPointer { other in
                for offset in 0..<bytes.count where bytes[offset] != other[offset] { return false }
                return true
            }
        }
    }

    /// Whether this is a string with the bytes of `text`.
    func isString(_ text: String) -> Bool {
        node.kind == .string && tape.bytes(at: index, equal: text)
    }

    /// `a number`, `a string`, `an object`...: what this value is, for messages.
    var kindDescription: String {
        switch node.kind {
        case .null: "null"
        case .falseValue, .trueValue: "a Boolean"
        case .number: "a number"
        case .string, .key: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The value as a message quotes it (`JSONValue.shortDescription`).
    var shortDescription: String {
        switch node.kind {
        case .null: "null"
        case .falseValue: "false"
        case .trueValue: "true"
        case .number: tape.literal(at: index)
        case .string, .key: JSONValue.quotedString(tape.string(at: index), limit: 40)
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
    let count: Int

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

    var underestimatedCount: Int { count }
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
    let count: Int

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

    var underestimatedCount: Int { count }

    /// The value of the member whose key has the bytes `key`, if any.
    @inline(__always)
    func value(forKey key: UnsafeBufferPointer<UInt8>) -> JSONRef? {
        var cursor = start
        while cursor < end {
            let node = tape.nodes[cursor]
            if Int(node.length) == key.count {
                let same = tape.withBytes(of: cursor) { bytes in
                    for offset in 0..<bytes.count where bytes[offset] != key[offset] { return false }
                    return true
                }
                if same { return JSONRef(tape: tape, index: cursor + 1) }
            }
            cursor = tape.end(of: cursor + 1)
        }
        return nil
    }
}
