/// A place in a source file: a 1-based line and a 1-based column counted in Unicode scalars.
///
/// A UTF-8 byte-order mark at the very start of a file is not a column.
public struct SourcePosition: Equatable, Hashable, Comparable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `LINE:COL`, as diagnostics print it.
    public var description: String { "\(line):\(column)" }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

/// A JSON value with the source position of its first character.
///
/// Numbers keep the literal as written (`literal`), so a message can quote `1e999`
/// even though its `Double` is infinity.
public struct JSONValue: Equatable, Sendable {
    /// What the value is.
    public enum Kind: Equatable, Sendable {
        case null
        case bool(Bool)
        /// A number converted with `Double(_:)` (correctly rounded); ±infinity when the
        /// literal overflows a double (see `JSONValue.literal`).
        case number(Double)
        case string(String)
        case array([JSONValue])
        /// Members in document order; keys are unique.
        case object([JSONMember])
    }

    public var kind: Kind
    /// Where the value starts: its first character.
    public var position: SourcePosition
    /// For numbers, the literal exactly as written; `nil` for every other kind.
    public var literal: String?

    public init(_ kind: Kind, at position: SourcePosition, literal: String? = nil) {
        self.kind = kind
        self.position = position
        self.literal = literal
    }
}

/// One `"key": value` member of a JSON object.
public struct JSONMember: Equatable, Sendable {
    public var key: String
    /// Where the key's opening quote is.
    public var keyPosition: SourcePosition
    public var value: JSONValue

    public init(key: String, keyPosition: SourcePosition, value: JSONValue) {
        self.key = key
        self.keyPosition = keyPosition
        self.value = value
    }
}
