import UIKitModel

/// Parses a keyboard notification as iOS and Xcode print it, from its `name = ...` on:
///
/// - Objective-C's `description` (NSLog, `log stream`, `po` of an `NSNotification`), with or
///   without the `NSConcreteNotification 0x...` before it:
///   `{name = UIKeyboardWillShowNotification; userInfo = {KEY = VALUE; ...}}`, values
///   quoted (`"NSRect: {{0, 516}, {393, 336}}"`) or, as iOS 8 printed frames, not;
/// - Swift's `print`, `debugPrint` and `po` of a `Notification`:
///   `name = UIKeyboardWillShowNotification, object = nil, userInfo = Optional([AnyHashable("KEY"): VALUE, ...])`,
///   also inside a wrapper such as RxSwift's `next(...)`.
///
/// Either may run over several lines. Entries end at `;`, `,` or a line end outside
/// brackets; values keep their text (quotes removed, spaces collapsed) and line.
struct NotificationParser {
    /// A `userInfo` entry as printed.
    struct Entry: Equatable {
        var key: String
        var value: String
        var line: Int
    }

    /// A notification spread over more lines than this has lost its end.
    static let maximumLines = 200

    let text: LogText
    var position: Int
    let limit: Int
    private let startLine: Int
    private let name: String

    /// A parser after the notification's name, which `findName` found.
    init(text: LogText, after name: (kind: KeyboardNotification.Kind, end: Int)) {
        self.text = text
        position = name.end
        startLine = text.line(of: name.end)
        limit = text.lineEnd(min(startLine - 1 + Self.maximumLines - 1, text.lineCount - 1))
        self.name = name.kind.notificationName
    }

    private var bytes: [UInt8] { text.bytes }

    /// The first `name = UIKeyboard...Notification` (name quoted or not) in `start..<end`:
    /// the notification's kind and the offset just past its name.
    static func findName(in text: LogText, from start: Int, to end: Int) -> (kind: KeyboardNotification.Kind, end: Int)? {
        let bytes = text.bytes
        let word = Array("name".utf8)
        var offset = start
        while offset + word.count <= end {
            defer { offset += 1 }
            guard bytes[offset] == word[0], bytes[offset..<(offset + word.count)].elementsEqual(word),
                offset == 0 || !isIdentifier(bytes[offset - 1])
            else { continue }
            var cursor = offset + word.count
            while cursor < end, bytes[cursor] == UInt8(ascii: " ") { cursor += 1 }
            guard cursor < end, bytes[cursor] == UInt8(ascii: "=") else { continue }
            cursor += 1
            while cursor < end, bytes[cursor] == UInt8(ascii: " ") { cursor += 1 }
            let quoted = cursor < end && bytes[cursor] == UInt8(ascii: "\"")
            if quoted { cursor += 1 }
            let nameStart = cursor
            while cursor < end, isIdentifier(bytes[cursor]) { cursor += 1 }
            guard let kind = KeyboardNotification.Kind(notificationName: String(decoding: bytes[nameStart..<cursor], as: UTF8.self))
            else { continue }
            if quoted, cursor < end, bytes[cursor] == UInt8(ascii: "\"") { cursor += 1 }
            return (kind, cursor)
        }
        return nil
    }

    /// Reads the fields after the name up to `userInfo`, and its entries.
    mutating func userInfo() throws(ConsoleLogError) -> [Entry] {
        while true {
            skipSpace()
            guard position < limit else { throw error(at: startLine, "\(name) printed without its userInfo") }
            switch bytes[position] {
            case UInt8(ascii: ";"), UInt8(ascii: ","):
                position += 1
                continue
            case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"):
                throw error(at: startLine, "\(name) printed without its userInfo")
            default: break
            }
            let key = identifier()
            guard !key.isEmpty else { throw error("expected a field such as 'userInfo = ...' after \(name), got \(shown())") }
            skipSpace()
            guard position < limit, bytes[position] == UInt8(ascii: "=") else { throw error("expected '=' after \(key), got \(shown())") }
            position += 1
            skipSpace()
            if key == "userInfo" { return try dictionary() }
            _ = try value(closing: nil)
        }
    }

    /// `{KEY = VALUE; ...}` or `[KEY: VALUE, ...]`, inside any `Optional(...)`, or `nil`.
    private mutating func dictionary() throws(ConsoleLogError) -> [Entry] {
        while true {
            let save = position
            let word = identifier()
            if word == "nil" { return [] }
            if !word.isEmpty, position < limit, bytes[position] == UInt8(ascii: "(") {
                position += 1
                skipSpace()
                continue
            }
            position = save
            break
        }
        guard position < limit, bytes[position] == UInt8(ascii: "{") || bytes[position] == UInt8(ascii: "[") else {
            throw error("expected the userInfo dictionary ('{' or '['), got \(shown())")
        }
        let closing = bytes[position] == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
        let openLine = text.line(of: position)
        position += 1
        var entries: [Entry] = []
        while true {
            skipSpace()
            guard position < limit else {
                throw error(at: openLine, "the userInfo opened here does not end (no closing '\(Character(Unicode.Scalar(closing)))')")
            }
            let byte = bytes[position]
            if byte == closing {
                position += 1
                return entries
            }
            if byte == UInt8(ascii: ";") || byte == UInt8(ascii: ",") || byte == UInt8(ascii: ":") {
                position += 1  // separators, and Swift's empty `[:]`
                continue
            }
            let key = try self.key()
            skipSpace()
            guard position < limit, bytes[position] == UInt8(ascii: "=") || bytes[position] == UInt8(ascii: ":") else {
                throw error("expected '=' or ':' after \(key), got \(shown())")
            }
            position += 1
            let (value, line) = try value(closing: closing)
            entries.append(Entry(key: key, value: value, line: line))
        }
    }

    /// `AnyHashable("KEY")`, `"KEY"` or a bare `KEY`.
    private mutating func key() throws(ConsoleLogError) -> String {
        let save = position
        if identifier() == "AnyHashable", position < limit, bytes[position] == UInt8(ascii: "(") {
            position += 1
            let key = try key()
            skipSpace()
            guard position < limit, bytes[position] == UInt8(ascii: ")") else { throw error("expected ')' after AnyHashable(\"\(key)\"") }
            position += 1
            return key
        }
        position = save
        if position < limit, bytes[position] == UInt8(ascii: "\"") { return try quoted() }
        let key = identifier()
        guard !key.isEmpty else { throw error("expected a userInfo key, got \(shown())") }
        return key
    }

    /// A value up to `;`, `,`, a line end or `closing` outside brackets and quotes; a value
    /// that is one quoted string is its content.
    private mutating func value(closing: UInt8?) throws(ConsoleLogError) -> (String, Int) {
        skipSpace()
        let line = text.line(of: position)
        var parts: [UInt8] = []
        var depth = 0
        while position < limit {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                let content = try quoted()
                if depth == 0, parts.allSatisfy({ $0 == UInt8(ascii: " ") }) {
                    parts = Array(content.utf8)
                } else {
                    parts += Array("\"\(content)\"".utf8)
                }
                continue
            }
            if depth == 0, byte == closing || byte == UInt8(ascii: ";") || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "\n") {
                break
            }
            if depth == 0, closing == nil, byte == UInt8(ascii: "}") || byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") {
                break
            }
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: ">"): depth = max(0, depth - 1)
            default: break
            }
            let isSpace = byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
            if isSpace {
                if parts.last != UInt8(ascii: " ") { parts.append(UInt8(ascii: " ")) }
            } else {
                parts.append(byte)
            }
            position += 1
        }
        guard depth == 0 else { throw error(at: line, "a value opened here does not end") }
        while parts.last == UInt8(ascii: " ") { parts.removeLast() }
        return (String(decoding: parts, as: UTF8.self), line)
    }

    /// A quoted string; `\"` and `\\` stand for themselves.
    private mutating func quoted() throws(ConsoleLogError) -> String {
        let line = text.line(of: position)
        position += 1
        var value: [UInt8] = []
        while position < limit, bytes[position] != UInt8(ascii: "\""), bytes[position] != UInt8(ascii: "\n") {
            if bytes[position] == UInt8(ascii: "\\"), position + 1 < limit { position += 1 }
            value.append(bytes[position])
            position += 1
        }
        guard position < limit, bytes[position] == UInt8(ascii: "\"") else { throw error(at: line, "a quoted value does not end on its line") }
        position += 1
        return String(decoding: value, as: UTF8.self)
    }

    private mutating func identifier() -> String {
        let start = position
        while position < limit, Self.isIdentifier(bytes[position]) { position += 1 }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    private mutating func skipSpace() {
        while position < limit, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n")].contains(bytes[position]) {
            position += 1
        }
    }

    /// The text at the position, for messages: up to 12 bytes of its line, quoted.
    private func shown() -> String {
        guard position < limit, bytes[position] != UInt8(ascii: "\n") else { return "the end of the line" }
        var end = position
        while end < limit, end - position < 12, bytes[end] != UInt8(ascii: "\n") { end += 1 }
        return "'" + String(decoding: bytes[position..<end], as: UTF8.self) + "'"
    }

    static func isIdentifier(_ byte: UInt8) -> Bool {
        LogText.isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: ".")
    }

    /// An error at the line of the position.
    private func error(_ message: String) -> ConsoleLogError {
        error(at: text.line(of: min(position, max(limit - 1, 0))), message)
    }

    /// Errors of one family: the same message up to what it names (`expected '='`, not
    /// `after KEY, got 'TEXT'`), so a mistake repeated through a log is summarised.
    private func error(at line: Int, _ message: String) -> ConsoleLogError {
        var family = Array(message.utf8)
        for separator in [Array(" after ".utf8), Array(", got ".utf8)] where family.count >= separator.count {
            if let start = (0...(family.count - separator.count)).first(where: { family[$0...].starts(with: separator) }) {
                family = Array(family[..<start])
            }
        }
        return ConsoleLogError(line: line, message: message, family: "syntax: " + String(decoding: family, as: UTF8.self))
    }
}
