import Foundation
import Testing

/// The page's `NAME:` member, the text between it and the next member (a member of
/// columns, `[` and one line a column, ends at its line `]`).
func member(_ name: String, in html: String) throws -> Substring {
    let start = try #require(html.range(of: "\n\(name):"))
    let rest = html[start.upperBound...]
    if rest.hasPrefix("[\n") { return rest[..<(try #require(rest.range(of: "\n]"))).upperBound] }
    let line = rest.prefix { $0 != "\n" }
    return line.hasSuffix(",") ? line.dropLast() : line
}

/// The columns of a page's `a:` (or `g:` or `dm:`) member, decoded as docs/view.md
/// describes them: the first value, then differences, an empty item for no change.
func columns(_ text: Substring) -> [[Int64]] {
    text.split(separator: "\n").filter { $0.hasPrefix("\"") }.map { line in
        var value: Int64 = 0
        let quoted = line.hasSuffix(",") ? line.dropLast() : line
        return quoted.dropFirst().dropLast().split(separator: ",", omittingEmptySubsequences: false).map { item in
            value += Int64(item) ?? 0
            return value
        }
    }
}

/// `exampleTrace` for 10 seconds at 120 fps with the keyboard moving all the time: shown
/// and hidden every 0.5 s, 0.4 s each.
func tenSecondTrace() -> String {
    var events: [String] = []
    for step in 0..<20 {
        let y = step % 2 == 0 ? 516 : 852
        let type = step % 2 == 0 ? "keyboardWillShow" : "keyboardWillHide"
        events.append(#"{ "t": \#(Double(step) * 0.5 + 0.1), "type": "\#(type)", "end": { "x": 0, "y": \#(y), "width": 393, "height": 336 }, "duration": 0.4, "curve": 7 }"#)
    }
    return exampleTrace(duration: "10")
        .replacingOccurrences(of: "\"fps\": 60", with: "\"fps\": 120")
        .replacing(#/"events": \[[^\]]*\]/#, with: "\"events\": [\n" + events.joined(separator: ",\n") + "]")
}
