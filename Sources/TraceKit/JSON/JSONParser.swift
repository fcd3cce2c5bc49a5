/// A JSON syntax error: where it is and what is wrong there.
public struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The offending character, or one past the last character for an early end of input.
    public var position: SourcePosition
    public var message: String

    public init(position: SourcePosition, message: String) {
        self.position = position
        self.message = message
    }

    /// `LINE:COL: message`.
    public var description: String { "\(position): \(message)" }
}

/// A strict RFC 8259 JSON parser working on UTF-8 bytes.
///
/// Beyond the RFC grammar it enforces what `docs/formats.md` settles: duplicate keys,
/// invalid UTF-8 and lone surrogate escapes are errors; a UTF-8 byte-order mark at the
/// very start is skipped (and is not a column); nesting deeper than
/// `maximumDepth` is an error at the bracket that opens the level too many. The parser
/// is iterative, so no input can overflow the stack. A number too large for a double
/// (`1e999`) is not a syntax error: it becomes ±infinity and keeps its literal, so the
/// caller can report it with its own location.
///
/// Line breaks are `\n`, `\r\n` and a lone `\r`.
public enum JSONParser {
    /// The deepest nesting of arrays and objects accepted; the root container is level 1.
    public static let maximumDepth = Limits.maximumNestingDepth

    /// Parses one JSON document (a value, optionally surrounded by whitespace).
    ///
    /// - Throws: the first syntax error in the document.
    public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        try withDocument(bytes) { $0.value(at: 0) }.get()
    }

    /// Parses one JSON document into a tape of nodes (what the trace decoder reads) and
    /// hands it to `body`; the document is valid only there.
    static func withDocument<R>(_ bytes: [UInt8], _ body: (JSONDocument) -> R) -> Result<R, JSONSyntaxError> {
        withDocument(bytes, listReader: NoListReader()) { document, _ in body(document) }
    }

    /// `withDocument(_:_:)`, with the elements of the list `listReader` takes handed to
    /// it while the document is read (they are not on the tape); `body` gets the reader
    /// after the whole document.
    static func withDocument<R, Reader: JSONListReader>(
        _ bytes: [UInt8], listReader: Reader, _ body: (JSONDocument, Reader) -> R
    ) -> Result<R, JSONSyntaxError> {
        ByteSpan.with(bytes) { input in
            var scanner = JSONScanner(bytes: bytes, input: input, maximumDepth: maximumDepth, listReader: listReader)
            let document: JSONDocument
            do throws(JSONSyntaxError) {
                document = try scanner.parseDocument()
            } catch {
                return .failure(error)
            }
            return .success(withExtendedLifetime(document) { body(document, scanner.listReader) })
        }
    }

    /// Parses one JSON document from a string's UTF-8.
    public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try parse(Array(text.utf8))
    }
}
