extension JSONValue {
    /// The member named `key` (compared scalar by scalar), if this is an object that has one.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = kind else { return nil }
        return members.first { $0.key.hasSameBytes(as: key) }?.value
    }

    /// The number, if this is one.
    public var number: Double? {
        if case .number(let value) = kind { return value }
        return nil
    }

    /// The string, if this is one.
    public var string: String? {
        if case .string(let value) = kind { return value }
        return nil
    }

    /// The Boolean, if this is one.
    public var bool: Bool? {
        if case .bool(let value) = kind { return value }
        return nil
    }

    /// The elements, if this is an array.
    public var array: [JSONValue]? {
        if case .array(let value) = kind { return value }
        return nil
    }

    /// The members in document order, if this is an object.
    public var members: [JSONMember]? {
        if case .object(let value) = kind { return value }
        return nil
    }

    /// Whether this is `null`.
    public var isNull: Bool { kind == .null }

    /// `a number`, `a string`, `an object`...: what this value is, for messages.
    public var kindDescription: String {
        switch kind {
        case .null: "null"
        case .bool: "a Boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The value as a message quotes it: a number's literal, a string in JSON quotes
    /// (shortened past 40 characters), `true`, `null`, or `an array` / `an object`.
    public var shortDescription: String {
        switch kind {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let value): return literal ?? "\(value)"
        case .string(let value): return JSONValue.quotedString(value, limit: 40)
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// A string in double quotes with `"`, `\` and control characters escaped.
    static func quotedString(_ string: String, limit: Int) -> String {
        var result = "\""
        var count = 0
        for scalar in string.unicodeScalars {
            if count == limit {
                result += "…"
                break
            }
            count += 1
            result += escaped(scalar)
        }
        return result + "\""
    }

    /// A key in single quotes, escaped like `quotedString`, for messages.
    static func quotedKey(_ key: String) -> String {
        var result = "'"
        for scalar in key.unicodeScalars.prefix(80) { result += escaped(scalar) }
        if key.unicodeScalars.count > 80 { result += "…" }
        return result + "'"
    }

    private static func escaped(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\"": return "\\\""
        case "\\": return "\\\\"
        case "\n": return "\\n"
        case "\t": return "\\t"
        case "\r": return "\\r"
        default:
            if isInvisible(scalar) {
                return "\\u" + hex(scalar.value, digits: 4)
            }
            return String(scalar)
        }
    }

    /// Whether a scalar would be invisible or confusing in a message: the scalars a file
    /// name shown escapes (`FileName.isEscaped`), one list for both.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool { FileName.isEscaped(scalar) }

    /// `value` in upper-case hexadecimal, of at least `digits` digits.
    static func hex<T: BinaryInteger>(_ value: T, digits: Int) -> String { FileName.hex(value, digits: digits) }
}
