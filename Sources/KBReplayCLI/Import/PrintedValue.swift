import UIKitModel

/// Frames, points and numbers in every spelling a log prints them, read from a value's
/// numbers and brackets, its words dropped: `NSRect: {{0, 516}, {393, 336}}`, `CGRect:
/// ...`, a bare `{{x, y}, {w, h}}`, Swift's `(0.0, 516.0, 393.0, 336.0)`,
/// `CGRect(x: 0, y: 516, width: 393, height: 336)`, LLDB's `(origin = (x = 0, y = 516),
/// size = ...)`; `NSPoint: {196.5, 684}`, `(196.5, 684.0)`; `0.25`, `"0.25"`,
/// `Optional(0.25)`. A value is read when its brackets balance and its numbers, without
/// the brackets, are the expected count separated by commas; text after a whole value is
/// a note, and ignored (`0.25 动画时间`, a full-width `；`).
enum PrintedValue {
    /// Error messages quote at most this many characters of a value.
    static let shownCharacters = 40

    static func rect(_ entry: NotificationExtractor.Entry) throws(ConsoleLogError) -> Rect {
        guard let numbers = numbers(entry.value, count: 4) else {
            throw ConsoleLogError(
                line: entry.line,
                message: "\(entry.key): \(quoted(entry.value)) is not a frame (expected \"NSRect: {{x, y}, {width, height}}\")",
                family: "\(entry.key) not a frame")
        }
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    static func point(_ entry: NotificationExtractor.Entry) throws(ConsoleLogError) -> (x: Double, y: Double) {
        guard let numbers = numbers(entry.value, count: 2) else {
            throw ConsoleLogError(
                line: entry.line, message: "\(entry.key): \(quoted(entry.value)) is not a point (expected \"NSPoint: {x, y}\")",
                family: "\(entry.key) not a point")
        }
        return (numbers[0], numbers[1])
    }

    /// A duration in seconds: one finite number, not negative.
    static func duration(_ entry: NotificationExtractor.Entry) throws(ConsoleLogError) -> Double {
        guard let value = numbers(entry.value, count: 1)?.first, value >= 0 else {
            throw ConsoleLogError(
                line: entry.line, message: "\(entry.key): \(quoted(entry.value)) is not a duration in seconds",
                family: "\(entry.key) not a duration")
        }
        return value
    }

    /// A curve: one integer.
    static func curve(_ entry: NotificationExtractor.Entry) throws(ConsoleLogError) -> Int {
        guard let value = numbers(entry.value, count: 1)?.first, value == value.rounded(), abs(value) <= 1e9 else {
            throw ConsoleLogError(
                line: entry.line, message: "\(entry.key): \(quoted(entry.value)) is not an integer curve",
                family: "\(entry.key) not an integer")
        }
        return Int(value)
    }

    /// `"TEXT"`, cut after `shownCharacters` characters (never inside one) with `...`.
    static func quoted(_ text: String) -> String {
        let cut = text.count > shownCharacters ? String(text.prefix(shownCharacters)) + "..." : text
        return "\"" + cut + "\""
    }

    /// The `count` finite numbers of `value`, or `nil` when its brackets do not balance,
    /// or its numbers without the brackets are not `n,n,...` (words, quotes and a word's
    /// `:` or `=` dropped).
    private static func numbers(_ value: String, count: Int) -> [Double]? {
        let characters = Array(value)
        var numbers: [Double] = []
        var flat = ""
        var open: [Character] = []
        let pairs: [Character: Character] = ["}": "{", ")": "(", "]": "["]
        var index = 0
        while index < characters.count {
            let character = characters[index]
            // A whole value: what follows is the author's note (`0.25 动画时间`, `...}}；`).
            if open.isEmpty, numbers.count == count, !(character.isASCII && (character.isNumber || ".eE".contains(character))) { break }
            let next = index + 1 < characters.count ? characters[index + 1] : " "
            if character.isASCII, character.isNumber || ("+-.".contains(character) && (next.isNumber || next == ".")) {
                var token = ""
                while index < characters.count, characters[index].isASCII, characters[index].isNumber || "+-.eE".contains(characters[index]) {
                    token.append(characters[index])
                    index += 1
                }
                guard let number = Double(token), number.isFinite else { return nil }
                numbers.append(number)
                flat.append("n")
                continue
            }
            if character.isLetter || character == "_" {
                while index < characters.count, characters[index].isLetter || characters[index].isNumber || characters[index] == "_" {
                    index += 1
                }
                while index < characters.count, characters[index] == " " { index += 1 }
                if index < characters.count, characters[index] == ":" || characters[index] == "=" { index += 1 }
                continue
            }
            switch character {
            case "{", "(", "[": open.append(character)
            case "}", ")", "]":
                guard open.popLast() == pairs[character] else { return nil }
            case ",": flat.append(",")
            case " ", "\"", "\t": break
            default: flat.append(character)
            }
            index += 1
        }
        let expected = Array(repeating: "n", count: count).joined(separator: ",")
        guard open.isEmpty, flat == expected else { return nil }
        return numbers
    }
}
