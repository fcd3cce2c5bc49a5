import UIKitModel
import KBRecorder

/// A keyboard notification printed in a console log, as `kbreplay import console` reads it.
struct ConsoleNotification: Equatable {
    /// The 1-based line the notification starts on (the one with its timestamp).
    var line: Int
    var kind: KeyboardNotification.Kind
    /// The timestamp in nanoseconds: since 1970 (UTC) with a date, since midnight without.
    var timestamp: Int64
    var begin: Rect?
    var end: Rect?
    var duration: Double
    var curve: Int
    /// Lines of the frames, for errors about them.
    var endLine: Int
}

/// A problem at a line of a console log.
struct ConsoleLogError: Error, Equatable {
    var line: Int
    var message: String
}

/// Reads keyboard notifications from console output: Xcode's console (NSLog, `print`
/// with an NSLog-style prefix), `log stream` and `log show`.
///
/// A notification is printed as `NSConcreteNotification 0x... {name = NAME; userInfo = {KEY
/// = VALUE; ...}}`, over several lines (Xcode) or one. Its timestamp is the one at the
/// start of the line it starts on: `2024-03-02 14:07:31.482913+0100` (NSLog, `log`), with or
/// without fractions and a zone, or a time alone (`14:07:31.482`). Everything else in the
/// log is ignored, as are notifications other than the six keyboard ones.
enum ConsoleLog {
    static let marker = Array("NSConcreteNotification".utf8)
    /// A notification spread over more lines than this has lost its closing brace.
    static let maximumLines = 200

    static func read(_ bytes: [UInt8]) -> (notifications: [ConsoleNotification], errors: [ConsoleLogError]) {
        let text = LogText(bytes)
        var notifications: [ConsoleNotification] = []
        var errors: [ConsoleLogError] = []
        var lineIndex = 0
        while lineIndex < text.lineStarts.count {
            let start = text.lineStarts[lineIndex]
            let end = text.lineEnd(lineIndex)
            guard let markerAt = text.find(marker, from: start, to: end) else {
                lineIndex += 1
                continue
            }
            let line = lineIndex + 1
            var parser = DescriptionParser(text: text, position: markerAt + marker.count, limit: text.lineEnd(
                min(lineIndex + maximumLines - 1, text.lineStarts.count - 1)))
            let parsed = parser.notification()
            switch parsed {
            case .failure(let error):
                // Only a keyboard notification's problems matter; others are ignored.
                if parser.isKeyboard { errors.append(error) }
                lineIndex += 1
                continue
            case .success(let description):
                lineIndex = max(lineIndex + 1, text.line(of: parser.position))
                guard let kind = description.kind else { continue }
                switch notification(kind, description, line: line, timestamp: Timestamp.parse(text.slice(start, end))) {
                case .success(let notification): notifications.append(notification)
                case .failure(let error): errors.append(error)
                }
            }
        }
        return (notifications, errors)
    }

    private static func notification(
        _ kind: KeyboardNotification.Kind, _ description: NotificationDescription, line: Int, timestamp: Int64?
    ) -> Result<ConsoleNotification, ConsoleLogError> {
        let name = kind.notificationName
        guard let timestamp else {
            return .failure(ConsoleLogError(
                line: line,
                message: "\(name) without a timestamp at the start of its line (log with NSLog or os_log, or "
                    + "show the timestamps in Xcode's console, so that its time is known)"))
        }
        func required(_ key: String) throws(ConsoleLogError) -> (String, Int) {
            guard let found = description.userInfo.first(where: { $0.key == key }) else {
                throw ConsoleLogError(line: line, message: "\(name) without \(key)")
            }
            return (found.value, found.line)
        }
        do throws(ConsoleLogError) {
            var end: Rect?
            var endLine = line
            if kind == .willHide, description.userInfo.allSatisfy({ $0.key != "UIKeyboardFrameEndUserInfoKey" }) {
                end = nil
            } else {
                let (value, valueLine) = try required("UIKeyboardFrameEndUserInfoKey")
                end = try rect(value, key: "UIKeyboardFrameEndUserInfoKey", line: valueLine)
                endLine = valueLine
            }
            var begin: Rect?
            if let found = description.userInfo.first(where: { $0.key == "UIKeyboardFrameBeginUserInfoKey" }) {
                begin = try rect(found.value, key: found.key, line: found.line)
            }
            let (durationText, durationLine) = try required("UIKeyboardAnimationDurationUserInfoKey")
            guard let duration = Double(durationText), duration.isFinite, duration >= 0 else {
                throw ConsoleLogError(
                    line: durationLine,
                    message: "UIKeyboardAnimationDurationUserInfoKey: \"\(durationText)\" is not a duration in seconds")
            }
            let (curveText, curveLine) = try required("UIKeyboardAnimationCurveUserInfoKey")
            guard let curve = Int(curveText) else {
                throw ConsoleLogError(
                    line: curveLine, message: "UIKeyboardAnimationCurveUserInfoKey: \"\(curveText)\" is not an integer curve")
            }
            return .success(ConsoleNotification(
                line: line, kind: kind, timestamp: timestamp, begin: begin, end: end, duration: duration, curve: curve,
                endLine: endLine))
        } catch {
            return .failure(error)
        }
    }

    /// `NSRect: {{0, 852}, {393, 336}}` (or `CGRect: ...`), numbers finite.
    static func rect(_ value: String, key: String, line: Int) throws(ConsoleLogError) -> Rect {
        let broken = ConsoleLogError(
            line: line, message: "\(key): \"\(value)\" is not a frame (expected \"NSRect: {{x, y}, {width, height}}\")")
        var text = Substring(value)
        guard let colon = text.firstIndex(of: ":"), ["NSRect", "CGRect"].contains(text[..<colon]) else { throw broken }
        text = text[text.index(after: colon)...]
        let stripped = text.filter { $0 != " " }
        guard stripped.hasPrefix("{{"), stripped.hasSuffix("}}") else { throw broken }
        let parts = stripped.dropFirst(2).dropLast(2).split(separator: "}", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[1].hasPrefix(",{") else { throw broken }
        let numbers = (parts[0].split(separator: ",", omittingEmptySubsequences: false)
            + parts[1].dropFirst(2).split(separator: ",", omittingEmptySubsequences: false))
            .map { Double(String($0)) }
        guard numbers.count == 4, numbers.allSatisfy({ $0?.isFinite == true }) else { throw broken }
        return Rect(x: numbers[0]!, y: numbers[1]!, width: numbers[2]!, height: numbers[3]!)
    }
}

/// What a printed notification says: its name and its `userInfo` entries (values as
/// printed, quotes removed), each with its line.
struct NotificationDescription {
    var name: String
    var userInfo: [(key: String, value: String, line: Int)]

    var kind: KeyboardNotification.Kind? { KeyboardNotification.Kind(notificationName: name) }
}

/// The log's bytes and where its lines start.
struct LogText {
    let bytes: [UInt8]
    /// The offset of each line's first byte.
    let lineStarts: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") && offset + 1 < bytes.count {
            starts.append(offset + 1)
        }
        lineStarts = bytes.isEmpty ? [] : starts
    }

    /// The end of a line (before its `\n` or `\r\n`).
    func lineEnd(_ index: Int) -> Int {
        var end = index + 1 < lineStarts.count ? lineStarts[index + 1] - 1 : bytes.count
        if end > lineStarts[index], end <= bytes.count, end > 0, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return end
    }

    /// The 1-based line of an offset.
    func line(of offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    func find(_ needle: [UInt8], from start: Int, to end: Int) -> Int? {
        guard end - start >= needle.count else { return nil }
        for offset in start...(end - needle.count) where bytes[offset] == needle[0] {
            if bytes[offset..<(offset + needle.count)].elementsEqual(needle) { return offset }
        }
        return nil
    }

    func slice(_ start: Int, _ end: Int) -> String {
        String(decoding: bytes[start..<end], as: UTF8.self)
    }
}

/// Parses `0x600000c2d1a0 {name = NAME; object = ...; userInfo = {KEY = VALUE; ...}}`, the
/// `description` of an `NSNotification` (the old property-list style of `NSDictionary`).
struct DescriptionParser {
    let text: LogText
    var position: Int
    /// Where the notification must have ended.
    let limit: Int
    /// Whether the name, once read, is a keyboard notification's.
    private(set) var isKeyboard = false
    private var startLine: Int

    init(text: LogText, position: Int, limit: Int) {
        self.text = text
        self.position = position
        self.limit = limit
        startLine = text.line(of: position)
    }

    private var bytes: [UInt8] { text.bytes }

    mutating func notification() -> Result<NotificationDescription, ConsoleLogError> {
        // Skip the address to the opening brace.
        while position < limit, bytes[position] != UInt8(ascii: "{") {
            if bytes[position] == UInt8(ascii: "\n") { return .failure(error("no '{' after NSConcreteNotification")) }
            position += 1
        }
        guard position < limit else { return .failure(error("no '{' after NSConcreteNotification")) }
        var description = NotificationDescription(name: "", userInfo: [])
        do throws(ConsoleLogError) {
            try dictionary { key, this throws(ConsoleLogError) in
                if key == "name" {
                    let name = try this.scalar()
                    this.isKeyboard = KeyboardNotification.Kind(notificationName: name.value) != nil
                    description.name = name.value
                    return true
                }
                if key == "userInfo" && this.peek() == UInt8(ascii: "{") {
                    this.skipSpace()
                    try this.dictionary { key, inner throws(ConsoleLogError) in
                        let value = try inner.scalar()
                        description.userInfo.append((key, value.value, value.line))
                        return true
                    }
                    return true
                }
                return false
            }
        } catch {
            return .failure(error)
        }
        return .success(description)
    }

    /// `{KEY = VALUE; ...}` with an optional `;` before `}`; `handle` reads a value it
    /// wants (returning true), others are skipped.
    /// - Returns: the keys read.
    @discardableResult
    mutating func dictionary(
        _ handle: (String, inout DescriptionParser) throws(ConsoleLogError) -> Bool
    ) throws(ConsoleLogError) -> [String] {
        let open = position
        position += 1  // {
        var keys: [String] = []
        while true {
            skipSpace()
            guard position < limit else { throw ConsoleLogError(line: text.line(of: open), message: "the notification printed here does not end (no closing '}')") }
            if bytes[position] == UInt8(ascii: "}") {
                position += 1
                return keys
            }
            let key = try scalar().value
            skipSpace()
            guard position < limit, bytes[position] == UInt8(ascii: "=") else { throw error("expected '=' after \(key)") }
            position += 1
            skipSpace()
            var copy = self
            if try handle(key, &copy) {
                self = copy
            } else {
                try skipValue()
            }
            keys.append(key)
            skipSpace()
            if position < limit, bytes[position] == UInt8(ascii: ";") { position += 1 }
        }
    }

    /// A quoted string (escapes kept but for `\"`) or a bare word up to `;`, `}` or a line end.
    mutating func scalar() throws(ConsoleLogError) -> (value: String, line: Int) {
        skipSpace()
        let line = text.line(of: position)
        guard position < limit else { throw error("the notification printed here does not end (no closing '}')") }
        if bytes[position] == UInt8(ascii: "\"") {
            position += 1
            var value: [UInt8] = []
            while position < limit, bytes[position] != UInt8(ascii: "\"") {
                if bytes[position] == UInt8(ascii: "\\"), position + 1 < limit { position += 1 }
                value.append(bytes[position])
                position += 1
            }
            guard position < limit else { throw ConsoleLogError(line: line, message: "a quoted value does not end") }
            position += 1
            return (String(decoding: value, as: UTF8.self), line)
        }
        let start = position
        while position < limit, ![UInt8(ascii: ";"), UInt8(ascii: "}"), UInt8(ascii: "="), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[position]) {
            position += 1
        }
        var end = position
        while end > start, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
        return (text.slice(start, end), line)
    }

    /// Skips any value: a dictionary, an array, a quoted string, `<...>`, or a bare word.
    mutating func skipValue() throws(ConsoleLogError) {
        let start = position
        var depth = 0
        while position < limit {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                _ = try scalar()
                continue
            case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "<"):
                depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: ">"):
                if depth == 0 { return }
                depth -= 1
                if depth == 0 {
                    position += 1
                    return
                }
            case UInt8(ascii: ";") where depth == 0:
                return
            default: break
            }
            position += 1
        }
        throw ConsoleLogError(line: text.line(of: start), message: "the notification printed here does not end (no closing '}')")
    }

    func peek() -> UInt8? {
        var offset = position
        while offset < limit, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[offset]) { offset += 1 }
        return offset < limit ? bytes[offset] : nil
    }

    mutating func skipSpace() {
        while position < limit, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[position]) {
            position += 1
        }
    }

    private func error(_ message: String) -> ConsoleLogError {
        ConsoleLogError(line: startLine, message: message)
    }
}
