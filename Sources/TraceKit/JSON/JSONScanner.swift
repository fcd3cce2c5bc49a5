/// The machinery behind `JSONParser`: a cursor over UTF-8 bytes that knows its line
/// and column, and an explicit stack of open containers.
struct JSONScanner {
    let bytes: [UInt8]
    let maximumDepth: Int
    /// The next byte to read.
    var index: Int
    /// The current line (1-based) and the byte index where it starts.
    var line = 1
    var lineStart: Int
    /// A byte index on the current line whose column is known, so columns are counted
    /// incrementally instead of from the start of the line each time.
    var columnCacheIndex: Int
    var columnCacheValue = 1

    init(bytes: [UInt8], maximumDepth: Int) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        index = start
        lineStart = start
        columnCacheIndex = start
    }

    /// An array or object still open while its contents are parsed.
    private struct OpenContainer {
        var isObject: Bool
        var start: SourcePosition
        var elements: [JSONValue] = []
        var members: [JSONMember] = []
        /// The keys of `members[0..<keys.count]`, kept only for objects with many members.
        var keys: Set<ExactKey> = []
        var pendingKey = ""
        var pendingKeyPosition = SourcePosition(line: 0, column: 0)

        /// Whether `key` is the key of a member already read: a scan of the few members
        /// most objects have, a set once there are many.
        mutating func hasKey(_ key: String) -> Bool {
            if members.count < 16 { return members.contains { $0.key.hasSameBytes(as: key) } }
            for member in members[keys.count...] { keys.insert(ExactKey(member.key)) }
            return keys.contains(ExactKey(key))
        }
    }

    /// Parses the whole input: one value and nothing but whitespace after it.
    mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
        skipWhitespace()
        if index == bytes.count {
            throw error(at: index, "the document is empty; expected a JSON value")
        }
        let root = try parseValue()
        skipWhitespace()
        if index < bytes.count {
            throw unexpected(at: index, expected: "the end of the document after the JSON value")
        }
        return root
    }

    /// Parses one value, nested containers included, without recursion.
    private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        var stack: [OpenContainer] = []
        parsing: while true {
            skipWhitespace()
            guard index < bytes.count else { throw unexpected(at: index, expected: "a value") }
            var value: JSONValue
            let start = index
            switch bytes[start] {
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                let isObject = bytes[start] == UInt8(ascii: "{")
                guard stack.count < maximumDepth else {
                    throw error(at: start, "nesting is deeper than \(maximumDepth) levels")
                }
                let position = position(at: start)
                index += 1
                skipWhitespace()
                let close = UInt8(ascii: isObject ? "}" : "]")
                if peek == close {
                    index += 1
                    value = JSONValue(isObject ? .object([]) : .array([]), at: position)
                } else {
                    var container = OpenContainer(isObject: isObject, start: position)
                    if isObject {
                        let (key, keyPosition) = try parseKey()
                        container.pendingKey = key
                        container.pendingKeyPosition = keyPosition
                    }
                    stack.append(container)
                    continue parsing
                }
            default:
                value = try parseScalar()
            }
            // Attach the value to the innermost open container; close every container
            // that ends here, and go back for the next value when one continues.
            while !stack.isEmpty {
                let top = stack.count - 1
                skipWhitespace()
                if stack[top].isObject {
                    stack[top].members.append(
                        JSONMember(key: stack[top].pendingKey, keyPosition: stack[top].pendingKeyPosition, value: value))
                    if peek == UInt8(ascii: ",") {
                        index += 1
                        skipWhitespace()
                        if peek == UInt8(ascii: "}") {
                            throw error(at: index, "trailing comma before '}' is not allowed")
                        }
                        let (key, keyPosition) = try parseKey()
                        if stack[top].hasKey(key) {
                            throw error(at: keyPosition, "duplicate key \(JSONValue.quotedKey(key))")
                        }
                        stack[top].pendingKey = key
                        stack[top].pendingKeyPosition = keyPosition
                        continue parsing
                    } else if peek == UInt8(ascii: "}") {
                        index += 1
                        let closed = stack.removeLast()
                        value = JSONValue(.object(closed.members), at: closed.start)
                    } else {
                        throw unexpected(at: index, expected: "',' or '}' after an object member")
                    }
                } else {
                    stack[top].elements.append(value)
                    if peek == UInt8(ascii: ",") {
                        index += 1
                        skipWhitespace()
                        if peek == UInt8(ascii: "]") {
                            throw error(at: index, "trailing comma before ']' is not allowed")
                        }
                        continue parsing
                    } else if peek == UInt8(ascii: "]") {
                        index += 1
                        let closed = stack.removeLast()
                        value = JSONValue(.array(closed.elements), at: closed.start)
                    } else {
                        throw unexpected(at: index, expected: "',' or ']' after an array element")
                    }
                }
            }
            return value
        }
    }

    /// Parses `"key"` and the `:` after it; the cursor is at the key's first character.
    private mutating func parseKey() throws(JSONSyntaxError) -> (String, SourcePosition) {
        guard peek == UInt8(ascii: "\"") else {
            throw unexpected(at: index, expected: "a string key")
        }
        let keyPosition = position(at: index)
        let key = try parseString()
        skipWhitespace()
        guard peek == UInt8(ascii: ":") else {
            throw unexpected(at: index, expected: "':' after the key")
        }
        index += 1
        return (key, keyPosition)
    }

    /// Parses a string, number or literal starting at the cursor.
    private mutating func parseScalar() throws(JSONSyntaxError) -> JSONValue {
        let start = index
        let byte = bytes[start]
        switch byte {
        case UInt8(ascii: "\""):
            let position = position(at: start)
            return JSONValue(.string(try parseString()), at: position)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return try parseNumber()
        case UInt8(ascii: "'"):
            throw error(at: start, "strings must use double quotes")
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
            return try parseLiteral()
        default:
            throw unexpected(at: start, expected: "a value")
        }
    }

    /// Parses `true`, `false` or `null`, with pointed messages for near misses.
    private mutating func parseLiteral() throws(JSONSyntaxError) -> JSONValue {
        let start = index
        var end = start
        while end < bytes.count, Self.isLetter(bytes[end]) { end += 1 }
        let word = String(decoding: bytes[start..<end], as: UTF8.self)
        let position = position(at: start)
        switch word {
        case "true":
            index = end
            return JSONValue(.bool(true), at: position)
        case "false":
            index = end
            return JSONValue(.bool(false), at: position)
        case "null":
            index = end
            return JSONValue(.null, at: position)
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
    private mutating func parseNumber() throws(JSONSyntaxError) -> JSONValue {
        let start = index
        if peek == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        if peek == UInt8(ascii: "0") {
            index += 1
            if let next = peek, Self.isDigit(next) {
                throw error(at: index, "leading zeros are not allowed in numbers")
            }
        } else if let next = peek, Self.isDigit(next) {
            skipDigits()
        } else {
            throw unexpected(at: index, expected: "a digit after '-'")
        }
        let integerEnd = index
        if peek == UInt8(ascii: ".") {
            index += 1
            guard let next = peek, Self.isDigit(next) else {
                throw unexpected(at: index, expected: "a digit after '.'")
            }
            skipDigits()
        }
        let fractionEnd = index
        if peek != UInt8(ascii: "e"), peek != UInt8(ascii: "E"),
            let number = Self.shortDecimal(bytes, integer: integerStart..<integerEnd, fractionEnd: fractionEnd)
        {
            let literal = String(decoding: bytes[start..<index], as: UTF8.self)
            let value = bytes[start] == UInt8(ascii: "-") ? -number : number
            return JSONValue(.number(value), at: position(at: start), literal: literal)
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
        return JSONValue(.number(number), at: position(at: start), literal: literal)
    }

    /// The value of a decimal without exponent whose digits fit in 15 (`123.456`),
    /// exactly as `Double(_:)` reads it, or `nil` for another shape.
    ///
    /// Both the digits as an integer (below 10^15 < 2^53) and the power of ten (at most
    /// 10^22) are exact doubles, so their quotient is correctly rounded: the same double.
    static func shortDecimal(_ bytes: [UInt8], integer: Range<Int>, fractionEnd: Int) -> Double? {
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
    private static let powersOfTen: [Double] = (0...15).map { exponent in
        var value = 1.0
        for _ in 0..<exponent { value *= 10 }
        return value
    }

    private mutating func skipDigits() {
        while let next = peek, Self.isDigit(next) { index += 1 }
    }

    /// Skips JSON whitespace, keeping track of lines.
    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
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
        line += 1
        lineStart = index
        columnCacheIndex = index
        columnCacheValue = 1
    }

    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }
}
