/// A parsed JSON document as one array of nodes in document order (a tape), over the
/// bytes it was parsed from: what the trace decoder reads, without a tree of values.
///
/// A container's node is followed by its contents (an object's by key and value nodes
/// in turn) and records the index past them; a key or string records its bytes' range
/// in the input, or in `decoded` when it has escapes; a number its literal's range and
/// its double. Positions (line and column) are computed from a node's byte offset only
/// when asked for, from the line starts the parser recorded.
///
/// Offsets are 32-bit: a trace is at most 32 MiB, and a document of 4 GiB or more is
/// refused by the parser.
final class JSONDocument {
    enum NodeKind: UInt8 {
        case null, falseValue, trueValue, number, string, array, object, key
    }

    /// One node: 20 bytes.
    struct Node {
        /// The byte offset of the node's first character (a string's or key's quote, a
        /// container's bracket).
        var offset: UInt32
        /// A string's or key's decoded length in bytes; a number's literal length; a
        /// container's count of elements or members.
        var length: UInt32
        /// A number's bit pattern (low and high halves); a container's end (the index
        /// past its contents) in `low`; an escaped string's start in `decoded` in `low`.
        var low: UInt32
        var high: UInt32
        var kind: NodeKind
        /// Whether the string or key had escapes (its bytes are in `decoded`).
        var escaped: Bool

        var number: Double { Double(bitPattern: UInt64(high) << 32 | UInt64(low)) }
    }

    let bytes: [UInt8]
    let nodes: [Node]
    /// The decoded bytes of strings and keys that had escapes.
    let decoded: [UInt8]
    /// The byte offset where each line starts (the first after a skipped BOM).
    let lineStarts: [Int]

    /// The last position computed: most positions are asked for in document order, so
    /// each is counted from the one before.
    private var cacheLine = 0
    private var cacheOffset = -1
    private var cacheColumn = 0

    init(bytes: [UInt8], nodes: [Node], decoded: [UInt8], lineStarts: [Int]) {
        self.bytes = bytes
        self.nodes = nodes
        self.decoded = decoded
        self.lineStarts = lineStarts
    }

    /// The root value.
    var root: JSONRef { JSONRef(document: self, index: 0) }

    /// The index past node `index` and its contents.
    @inline(__always)
    func end(of index: Int) -> Int {
        let node = nodes[index]
        return node.kind == .array || node.kind == .object ? Int(node.low) : index + 1
    }

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
        bytes.withUnsafeBufferPointer { bytes in
            while cursor < offset {
                if bytes[cursor] & 0xC0 != 0x80 { column += 1 }
                cursor += 1
            }
        }
        cacheLine = line
        cacheOffset = offset
        cacheColumn = column
        return SourcePosition(line: line + 1, column: column)
    }

    /// The bytes of the string or key at `index`.
    @inline(__always)
    func withBytes<R>(of index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        let node = nodes[index]
        if node.escaped {
            return decoded.withUnsafeBufferPointer { buffer in
                body(UnsafeBufferPointer(rebasing: buffer[Int(node.low)..<Int(node.low) + Int(node.length)]))
            }
        }
        return bytes.withUnsafeBufferPointer { buffer in
            body(UnsafeBufferPointer(rebasing: buffer[Int(node.offset) + 1..<Int(node.offset) + 1 + Int(node.length)]))
        }
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

    /// The tree of the value at `index` (for `JSONParser.parse`).
    func value(at index: Int) -> JSONValue {
        let node = nodes[index]
        let position = position(at: Int(node.offset))
        switch node.kind {
        case .null: return JSONValue(.null, at: position)
        case .falseValue: return JSONValue(.bool(false), at: position)
        case .trueValue: return JSONValue(.bool(true), at: position)
        case .number: return JSONValue(.number(node.number), at: position, literal: literal(at: index))
        case .string, .key: return JSONValue(.string(string(at: index)), at: position)
        case .array:
            var elements: [JSONValue] = []
            elements.reserveCapacity(Int(node.length))
            var child = index + 1
            while child < Int(node.low) {
                elements.append(value(at: child))
                child = end(of: child)
            }
            return JSONValue(.array(elements), at: position)
        case .object:
            var members: [JSONMember] = []
            members.reserveCapacity(Int(node.length))
            var child = index + 1
            while child < Int(node.low) {
                let keyPosition = self.position(at: Int(nodes[child].offset))
                members.append(JSONMember(key: string(at: child), keyPosition: keyPosition, value: value(at: child + 1)))
                child = end(of: child + 1)
            }
            return JSONValue(.object(members), at: position)
        }
    }

    /// The literal of the number at `index`, as written.
    func literal(at index: Int) -> String {
        let node = nodes[index]
        return String(decoding: bytes[Int(node.offset)..<Int(node.offset) + Int(node.length)], as: UTF8.self)
    }
}

/// A value in a `JSONDocument`: the trace decoder's view of a `JSONValue`, with the same
/// accessors, read from the tape.
struct JSONRef {
    let document: JSONDocument
    let index: Int

    @inline(__always)
    var node: JSONDocument.Node { document.nodes[index] }

    /// Where the value starts: its first character.
    var position: SourcePosition { document.position(at: Int(node.offset)) }

    var number: Double? { node.kind == .number ? node.number : nil }

    var string: String? { node.kind == .string ? document.string(at: index) : nil }

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
        return JSONElements(document: document, start: index + 1, end: Int(node.low), count: Int(node.length))
    }

    /// The members in document order, if this is an object.
    var members: JSONMembers? {
        let node = node
        guard node.kind == .object else { return nil }
        return JSONMembers(document: document, start: index + 1, end: Int(node.low), count: Int(node.length))
    }

    /// Whether this is a string.
    var isString: Bool { node.kind == .string }

    /// Whether this is a string with the bytes of `text`.
    func isString(_ text: String) -> Bool {
        node.kind == .string && document.bytes(at: index, equal: text)
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
        case .number: document.literal(at: index)
        case .string, .key: JSONValue.quotedString(document.string(at: index), limit: 40)
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// The elements of an array in a `JSONDocument`.
struct JSONElements: Sequence {
    let document: JSONDocument
    let start: Int
    let end: Int
    let count: Int

    struct Iterator: IteratorProtocol {
        let document: JSONDocument
        var cursor: Int
        let end: Int

        mutating func next() -> JSONRef? {
            guard cursor < end else { return nil }
            let node = JSONRef(document: document, index: cursor)
            cursor = document.end(of: cursor)
            return node
        }
    }

    func makeIterator() -> Iterator { Iterator(document: document, cursor: start, end: end) }

    var underestimatedCount: Int { count }
}

/// One `"key": value` member of an object in a `JSONDocument`.
struct JSONRefMember {
    let document: JSONDocument
    /// The key's node; the value's is the next.
    let keyIndex: Int

    var key: String { document.string(at: keyIndex) }

    /// Where the key's opening quote is.
    var keyPosition: SourcePosition { document.position(at: Int(document.nodes[keyIndex].offset)) }

    var value: JSONRef { JSONRef(document: document, index: keyIndex + 1) }

    /// Whether the key has the bytes of `text`.
    @inline(__always)
    func keyEquals(_ text: String) -> Bool { document.bytes(at: keyIndex, equal: text) }

    /// `key.hasPrefix("x-")`, on the bytes when they settle it.
    var hasExtensionPrefix: Bool {
        document.withBytes(of: keyIndex) { bytes -> Bool? in
            guard bytes.count >= 2, bytes[0] == UInt8(ascii: "x"), bytes[1] == UInt8(ascii: "-") else { return false }
            // An ASCII character after the `-` (or none) starts a new Character.
            if bytes.count == 2 || bytes[2] < 0x80 { return true }
            return nil
        } ?? key.hasPrefix("x-")
    }
}

/// The members of an object in a `JSONDocument`, in document order.
struct JSONMembers: Sequence {
    let document: JSONDocument
    let start: Int
    let end: Int
    let count: Int

    struct Iterator: IteratorProtocol {
        let document: JSONDocument
        var cursor: Int
        let end: Int

        mutating func next() -> JSONRefMember? {
            guard cursor < end else { return nil }
            let member = JSONRefMember(document: document, keyIndex: cursor)
            cursor = document.end(of: cursor + 1)
            return member
        }
    }

    func makeIterator() -> Iterator { Iterator(document: document, cursor: start, end: end) }

    var underestimatedCount: Int { count }
}
