import KBRecorder
import UIKitModel

/// Finds keyboard notifications in console text by what they must hold, not by a grammar
/// of how they were printed: a notification's name in any spelling and any wrapper
/// (`{name = UIKeyboardWillShowNotification; ...`, `UIResponder.keyboardWillShowNotification`,
/// `NSNotificationName(_rawValue: UIKeyboardWillShow)`, a header cut to
/// `UIKeyboardWillShowNotification; userInfo = {`), then the known userInfo keys after it,
/// each with its value (`KEY = VALUE;`, `"KEY": VALUE,`, `AnyHashable("KEY"): VALUE`), in
/// any order and over any number of lines, up to the next name. What is around them (log
/// prefixes, comment markers, authors' notes on their own lines or after a value, missing
/// or extra braces) is not read at all.
///
/// A userInfo's keys belong to the nearest keyboard notification's name before them (or
/// observer's name, `keyboardWillShow`); the name of another notification
/// (`UITextViewTextDidBeginEditingNotification`) ends it. A name with neither a key nor a
/// `userInfo = {`/`[` after it is a mention (a log label, a line of code), not a
/// notification.
struct NotificationExtractor {
    /// A known userInfo key and its value as printed.
    struct Entry: Equatable {
        /// The key's usual spelling (`UIKeyboardFrameEndUserInfoKey`), whatever the log's.
        var key: String
        /// The value: a quoted value's content, or the text up to `;`, `,`, the line's end or
        /// a closing bracket, spaces collapsed.
        var value: String
        var line: Int
    }

    /// A keyboard notification's name and what follows it up to the next name.
    struct Found: Equatable {
        var kind: KeyboardNotification.Kind
        /// The line of the name.
        var line: Int
        var entries: [Entry] = []
        /// The lines from `userInfo` or the first key to the last value.
        var userInfo: ClosedRange<Int>?
    }

    /// What one pass over the text found.
    struct Extraction {
        /// Names followed by a userInfo.
        var notifications: [Found] = []
        /// Lines of names with nothing after them (mentions).
        var mentions: [Int] = []
        /// Lines of known keys with no keyboard notification's name before them.
        var orphanKeys: [Int] = []
        /// Lines that hold a name, a key, a value or a userInfo's opening.
        var used: Set<Int> = []
    }

    /// A value's brackets may run onto the next line when its line ends inside them after
    /// a `,` or an opening bracket (a frame printed over two lines), up to this many lines.
    static let maximumValueLines = 4

    let text: LogText
    private var bytes: [UInt8] { text.bytes }

    static func extract(_ text: LogText) -> Extraction {
        NotificationExtractor(text: text).run()
    }

    private func run() -> Extraction {
        var extraction = Extraction()
        var current: Found?
        func finish() {
            guard let found = current else { return }
            current = nil
            if found.userInfo == nil {
                extraction.mentions.append(found.line)
            } else {
                extraction.notifications.append(found)
                extraction.used.insert(found.line)
            }
        }
        var position = 0
        while position < bytes.count {
            let byte = bytes[position]
            if Self.isDigit(byte) {
                while position < bytes.count, Self.isIdentifier(bytes[position]) { position += 1 }
                continue
            }
            guard LogText.isLetter(byte) || byte == UInt8(ascii: "_") else {
                position += 1
                continue
            }
            let start = position
            while position < bytes.count, Self.isIdentifier(bytes[position]) { position += 1 }
            let whole = bytes[start..<position]
            let word = String(decoding: whole.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).last ?? whole, as: UTF8.self)
            if let kind = Self.notificationKind(word) {
                finish()
                current = Found(kind: kind, line: text.line(of: start))
            } else if let kind = Self.observerKind(word), current.map({ $0.kind != kind || !$0.entries.isEmpty }) ?? true {
                finish()
                current = Found(kind: kind, line: text.line(of: start))
            } else if let key = Self.userInfoKey(word) {
                guard let valueStart = separator(after: position) else { continue }
                let value = self.value(from: valueStart)
                position = value.end
                let lines = text.line(of: start)...value.lastLine
                guard current != nil else {
                    extraction.orphanKeys.append(lines.lowerBound)
                    continue
                }
                current!.entries.append(Entry(key: key, value: value.text, line: value.line))
                current!.userInfo = Self.joined(current!.userInfo, lines)
                for line in lines { extraction.used.insert(line) }
            } else if word == "userInfo", current != nil, opensUserInfo(after: position) {
                let line = text.line(of: start)
                current!.userInfo = Self.joined(current!.userInfo, line...line)
                extraction.used.insert(line)
            } else if word.count > 12, word.hasSuffix("Notification"), word != "NSConcreteNotification" {
                finish()  // another notification's name: what follows is not the keyboard's
            }
        }
        finish()
        return extraction
    }

    private static func joined(_ range: ClosedRange<Int>?, _ other: ClosedRange<Int>) -> ClosedRange<Int> {
        guard let range else { return other }
        return min(range.lowerBound, other.lowerBound)...max(range.upperBound, other.upperBound)
    }

    /// After a key: its closing quote and `)` (`AnyHashable("KEY")`), then `=` or `:` on
    /// the same line; the offset of the value's first byte.
    private func separator(after end: Int) -> Int? {
        var cursor = end
        if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\"") { cursor += 1 }
        if cursor < bytes.count, bytes[cursor] == UInt8(ascii: ")") { cursor += 1 }
        cursor = skipSpaces(cursor)
        guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "=") || bytes[cursor] == UInt8(ascii: ":") else { return nil }
        return skipSpaces(cursor + 1)
    }

    /// After `userInfo`: `=` or `:`, any `Optional(`, then `{` or `[`.
    private func opensUserInfo(after end: Int) -> Bool {
        var cursor = skipSpaces(end)
        guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "=") || bytes[cursor] == UInt8(ascii: ":") else { return false }
        cursor = skipSpaces(cursor + 1)
        if bytes[cursor...].starts(with: "Optional(".utf8) { cursor += "Optional(".utf8.count }
        return cursor < bytes.count && (bytes[cursor] == UInt8(ascii: "{") || bytes[cursor] == UInt8(ascii: "["))
    }

    private func skipSpaces(_ offset: Int) -> Int {
        var cursor = offset
        while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\t") { cursor += 1 }
        return cursor
    }

    /// A value from `start`: a string quoted on its line is its content; otherwise the text
    /// up to `;`, `,`, the line's end or a closing bracket outside brackets (a line that
    /// ends inside brackets after `,` or an opening bracket goes on to the next).
    private func value(from start: Int) -> (text: String, line: Int, lastLine: Int, end: Int) {
        let line = text.line(of: start)
        if start < bytes.count, bytes[start] == UInt8(ascii: "\"") {
            var cursor = start + 1
            var content: [UInt8] = []
            while cursor < bytes.count, bytes[cursor] != UInt8(ascii: "\""), bytes[cursor] != UInt8(ascii: "\n") {
                if bytes[cursor] == UInt8(ascii: "\\"), cursor + 1 < bytes.count, bytes[cursor + 1] != UInt8(ascii: "\n") { cursor += 1 }
                content.append(bytes[cursor])
                cursor += 1
            }
            if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\"") {
                return (Self.collapsed(content), line, line, cursor + 1)
            }
        }
        var cursor = start
        var depth = 0
        var lines = 1
        var content: [UInt8] = []
        while cursor < bytes.count {
            let byte = bytes[cursor]
            if byte == UInt8(ascii: "\n") {
                let last = content.last { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
                let continues = depth > 0 && lines < Self.maximumValueLines
                    && [UInt8(ascii: ","), UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "[")].contains(last ?? 0)
                guard continues else { break }
                lines += 1
            } else if depth == 0, byte == UInt8(ascii: ";") || byte == UInt8(ascii: ",") {
                break
            } else if depth == 0, byte == UInt8(ascii: "/"), cursor + 1 < bytes.count, bytes[cursor + 1] == UInt8(ascii: "/") {
                break  // a note after the value: `NSRect: {{0, 315}, {320, 253}} // the end frame`
            } else if [UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<")].contains(byte) {
                depth += 1
            } else if [UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: ">")].contains(byte) {
                guard depth > 0 else { break }
                depth -= 1
            }
            content.append(byte)
            cursor += 1
        }
        return (Self.collapsed(content), line, text.line(of: max(start, cursor - 1)), cursor)
    }

    /// Runs of spaces, tabs and line ends as one space; none at the ends.
    private static func collapsed(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        for byte in bytes {
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") {
                if !out.isEmpty, out.last != UInt8(ascii: " ") { out.append(UInt8(ascii: " ")) }
            } else {
                out.append(byte)
            }
        }
        while out.last == UInt8(ascii: " ") { out.removeLast() }
        return String(decoding: out, as: UTF8.self)
    }

    /// The six keyboard notifications' stems.
    private static let notificationStems = ["WillShow", "DidShow", "WillHide", "DidHide", "WillChangeFrame", "DidChangeFrame"]

    /// The known userInfo keys' stems.
    static let keyStems = [
        "FrameBegin", "FrameEnd", "AnimationDuration", "AnimationCurve", "CenterBegin", "CenterEnd", "Bounds", "IsLocal",
    ]

    /// A keyboard notification's name in any of its spellings: `UIKeyboardWillShowNotification`
    /// (Objective-C, and the raw value Swift prints), `keyboardWillShowNotification` (Swift's
    /// `UIResponder` member), `UIKeyboardWillShow` (`Notification.Name`'s short form). A
    /// word without the `UI` prefix or the `Notification` suffix (`keyboardWillShow`, an
    /// observer's method) is not a name.
    static func notificationKind(_ word: String) -> KeyboardNotification.Kind? {
        guard let stem = stem(of: word, suffix: "Notification"), notificationStems.contains(stem) else { return nil }
        return KeyboardNotification.Kind(notificationName: "UIKeyboard\(stem)Notification")
    }

    /// An observer's name for a notification (`keyboardWillShow`, as in
    /// `NSLog(@"keyboardWillShow: %@", note.userInfo)`): a name only when keys follow it
    /// before another name; next to a name of the same kind whose keys have not begun
    /// (`keyboardWillShow: {name = UIKeyboardWillShowNotification; ...`) it is part of it.
    static func observerKind(_ word: String) -> KeyboardNotification.Kind? {
        guard word.hasPrefix("keyboard"), notificationStems.contains(String(word.dropFirst("keyboard".count))) else { return nil }
        return KeyboardNotification.Kind(notificationName: "UIKeyboard\(word.dropFirst("keyboard".count))Notification")
    }

    /// A known userInfo key in any spelling (`UIKeyboardFrameEndUserInfoKey`,
    /// `keyboardFrameEndUserInfoKey`, `UIKeyboardFrameEnd`), as `UIKeyboard...UserInfoKey`.
    static func userInfoKey(_ word: String) -> String? {
        guard let stem = stem(of: word, suffix: "UserInfoKey"), keyStems.contains(stem) else { return nil }
        return "UIKeyboard\(stem)UserInfoKey"
    }

    /// `UIKeyboardSTEMSUFFIX`, `keyboardSTEMSUFFIX`, `UIKeyboardSTEM`: the stem.
    private static func stem(of word: String, suffix: String) -> String? {
        var rest = Substring(word)
        let prefixed = rest.hasPrefix("UIKeyboard")
        if prefixed {
            rest = rest.dropFirst("UIKeyboard".count)
        } else if rest.hasPrefix("keyboard") {
            rest = rest.dropFirst("keyboard".count)
        } else {
            return nil
        }
        let suffixed = rest.hasSuffix(suffix)
        if suffixed { rest = rest.dropLast(suffix.count) }
        return prefixed || suffixed ? String(rest) : nil
    }

    static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    static func isIdentifier(_ byte: UInt8) -> Bool {
        LogText.isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
    }
}
