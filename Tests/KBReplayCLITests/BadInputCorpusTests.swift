import Testing
@testable import KBReplayCLI
import TraceKit

/// One bad trace file, end to end through the command line: the location its first
/// error must name, and how that message starts.
///
/// `location` is `LINE:COL` for a JSON syntax error, a JSON path for any other error,
/// or `""` for an error about the whole file. The file is `Traces/NAME.trace.json`, so
/// every message must also name the right file.
struct BadInput: Sendable, CustomTestStringConvertible {
    var name: String
    var bytes: [UInt8]
    var location: String
    var message: String
    /// How many errors the file has (one mistake, one error: almost always 1).
    var errorCount = 1

    init(_ name: String, _ bytes: [UInt8], at location: String, _ message: String, errors: Int = 1) {
        self.name = name
        self.bytes = bytes
        self.location = location
        self.message = message
        self.errorCount = errors
    }

    init(_ name: String, _ text: String, at location: String, _ message: String, errors: Int = 1) {
        self.init(name, Array(text.utf8), at: location, message, errors: errors)
    }

    var path: String { "Traces/\(name).trace.json" }

    /// What the first line on standard error must start with.
    var expectedStart: String {
        let isPosition = location.contains(":") && location.split(separator: ":").allSatisfy { $0.allSatisfy(\.isNumber) }
        if isPosition { return "\(path):\(location): \(message)" }
        if location.isEmpty { return "\(path): \(message)" }
        return "\(path): \(location): \(message)"
    }

    var testDescription: String { name }
}

/// A valid trace on twelve lines: the cases below change one thing in it.
private let base = """
    {
      "kbtrace": 1,
      "name": "bad",
      "fps": 60,
      "duration": 1.2,
      "screen": {"width": 393, "height": 852, "safeTop": 59, "safeBottom": 34},
      "scrollView": {"contentHeight": 2400},
      "events": [
        {"t": 0.1, "type": "keyboardWillShow", "end": {"x": 0, "y": 516, "width": 393, "height": 336}, "duration": 0.25, "curve": 7},
        {"t": 0.5, "type": "contentSize", "height": 2600}
      ]
    }

    """

/// `base` with `old`, which must occur exactly once, replaced by `new`.
private func replacing(_ old: String, with new: String) -> String {
    precondition(base.components(separatedBy: old).count == 2, "'\(old)' must occur once in the base trace")
    return base.replacingOccurrences(of: old, with: new)
}

/// `base` with `old` replaced by raw bytes (for encodings that are not UTF-8).
private func replacing(_ old: String, withBytes new: [UInt8]) -> [UInt8] {
    let parts = base.components(separatedBy: old)
    precondition(parts.count == 2, "'\(old)' must occur once in the base trace")
    return Array(parts[0].utf8) + new + Array(parts[1].utf8)
}

/// `base` cut just before `marker` (or just after it with `after`).
private func cut(before marker: String, after: Bool = false) -> String {
    let range = base.range(of: marker)!
    return String(base[..<(after ? range.upperBound : range.lowerBound)])
}

private let firstEnd = #"{"x": 0, "y": 516, "width": 393, "height": 336}"#
private let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

@Suite("Bad input, end to end")
struct BadInputCorpusTests {
    static let syntax: [BadInput] = [
        // Empty, truncated and cut-off files.
        BadInput("empty", "", at: "1:1", "the document is empty; expected a JSON value"),
        BadInput("only-whitespace", "\n  \n", at: "3:1", "the document is empty"),
        BadInput("truncated-in-a-string", #"{"kbtrace": 1, "name": "ba"#, at: "1:27", "unterminated string"),
        BadInput("truncated-after-a-value", cut(before: "2400", after: true), at: "7:39",
                 "unexpected end of input; expected ',' or '}' after an object member"),
        BadInput("truncated-between-events", cut(before: #"    {"t": 0.5"#), at: "10:1", "unexpected end of input; expected a value"),
        BadInput("truncated-in-a-number", cut(before: "0.5") + "0.", at: "10:13",
                 "unexpected end of input; expected a digit after '.'"),
        BadInput("truncated-before-the-last-brace", base.dropLastLine(), at: "12:1",
                 "unexpected end of input; expected ',' or '}' after an object member"),
        // Trailing garbage.
        BadInput("trailing-garbage", base + "garbage", at: "13:1",
                 "unexpected character 'g'; expected the end of the document after the JSON value"),
        BadInput("two-documents", base + base, at: "13:1", "unexpected character '{'; expected the end of the document"),
        BadInput("trailing-zero-bytes", base + "\0\0\0\0", at: "13:1", "unexpected character U+0000"),
        // Encodings.
        BadInput("invalid-utf8-in-a-string", replacing(#""bad""#, withBytes: Array(#""b"#.utf8) + [0xFF] + Array(#"d""#.utf8)),
                 at: "3:13", "invalid UTF-8"),
        BadInput("latin1-file", replacing(#""bad","#, withBytes: Array(#""bad",  "description": "caf"#.utf8) + [0xE9] + Array(#"","#.utf8)),
                 at: "3:38", "invalid UTF-8"),
        BadInput("utf16-file", [0xFF, 0xFE] + Array("{".utf8) + [0], at: "1:1", "invalid UTF-8"),
        BadInput("utf8-encoded-surrogate", replacing(#""bad""#, withBytes: Array(#""b"#.utf8) + [0xED, 0xA0, 0x80] + Array(#"""#.utf8)),
                 at: "3:13", "invalid UTF-8"),
        BadInput("lone-surrogate-escape", replacing(#""bad","#, with: #""bad",\#n  "description": "sent \uD83D","#),
                 at: "4:24", "lone high surrogate"),
        BadInput("byte-order-mark-not-a-column", byteOrderMark + Array(#"{"kbtrace": 1,}"#.utf8), at: "1:15",
                 "trailing comma before '}' is not allowed"),
        BadInput("two-byte-order-marks", byteOrderMark + byteOrderMark + Array(base.utf8), at: "1:1", "unexpected character U+FEFF"),
        // Not JSON numbers.
        BadInput("nan", replacing(#""fps": 60"#, with: #""fps": NaN"#), at: "4:10", "NaN is not allowed in JSON"),
        BadInput("infinity", replacing(#""duration": 1.2"#, with: #""duration": Infinity"#), at: "5:15", "Infinity is not allowed in JSON"),
        BadInput("minus-infinity", replacing(#""duration": 1.2"#, with: #""duration": -Infinity"#), at: "5:15",
                 "-Infinity is not allowed in JSON"),
        // Duplicate keys: at the second one.
        BadInput("duplicate-key", replacing(#""fps": 60,"#, with: "\"fps\": 60,\n  \"fps\": 30,"), at: "5:3", "duplicate key 'fps'"),
        BadInput("duplicate-key-in-an-event", replacing(#""height": 2600}"#, with: #""height": 2600, "height": 2700}"#),
                 at: "10:55", "duplicate key 'height'"),
        // Deep nesting: the bracket that opens level 513 (the root object is level 1).
        BadInput("nested-arrays-10000", replacing(#""fps": 60,"#, with: "\"fps\": 60,\n  \"x-deep\": " + String(repeating: "[", count: 10_000)),
                 at: "5:524", "nesting is deeper than 512 levels"),
        BadInput("nested-objects-10000", replacing(#""fps": 60,"#, with: "\"fps\": 60,\n  \"x-deep\": " + String(repeating: #"{"a":"#, count: 10_000)),
                 at: "5:2568", "nesting is deeper than 512 levels"),
        // Not JSON at all.
        BadInput("comment", replacing(#""fps": 60,"#, with: #""fps": 60, // recorded at 60 Hz"#), at: "4:14", "comments are not allowed in JSON"),
        BadInput("trailing-comma", replacing("2600}\n", with: "2600},\n"), at: "11:3", "trailing comma before ']' is not allowed"),
        BadInput("single-quotes", replacing(#""bad""#, with: "'bad'"), at: "3:11", "strings must use double quotes"),
    ]

    static let validation: [BadInput] = [
        // The root.
        BadInput("top-level-array", "[" + base + "]", at: "1:1", "expected an object, got an array"),
        BadInput("top-level-string", #""bad""#, at: "1:1", #"expected an object, got "bad""#),
        BadInput("top-level-null", "null", at: "1:1", "expected an object, got null"),
        // Numbers too large for a double.
        BadInput("number-too-large", replacing("2400", with: "1e400"), at: "scrollView.contentHeight", "1e400 is too large for a double"),
        BadInput("integer-too-large", replacing(#""fps": 60"#, with: #""fps": 1"# + String(repeating: "0", count: 400)),
                 at: "fps", "1" + String(repeating: "0", count: 400) + " is too large for a double"),
        BadInput("negative-number-too-large", replacing(#""y": 516"#, with: #""y": -2e308"#), at: "events[0].end.y",
                 "-2e308 is too large for a double"),
        // Wrong types.
        BadInput("kbtrace-string", replacing(#""kbtrace": 1"#, with: #""kbtrace": "1""#), at: "kbtrace", #"expected an integer, got "1""#),
        BadInput("fps-string", replacing(#""fps": 60"#, with: #""fps": "60""#), at: "fps", #"expected an integer, got "60""#),
        BadInput("name-null", replacing(#""name": "bad""#, with: #""name": null"#), at: "name", "expected a string, got null"),
        BadInput("screen-array", replacing(#"{"width": 393, "height": 852, "safeTop": 59, "safeBottom": 34}"#, with: "[393, 852]"),
                 at: "screen", "expected an object, got an array"),
        BadInput("height-as-string", replacing(#""height": 336"#, with: #""height": "336""#), at: "events[0].end.height",
                 #"expected a number, got "336""#),
        BadInput("events-object", replacing("\"events\": [", with: "\"events\": {},\n  \"x-events\": ["), at: "events",
                 "expected an array of events, got an object"),
        BadInput("event-not-an-object", replacing(#"{"t": 0.5, "type": "contentSize", "height": 2600}"#, with: "5"), at: "events[1]",
                 "expected an object, got 5"),
        BadInput("type-not-a-string", replacing(#""type": "contentSize""#, with: #""type": 7"#), at: "events[1].type",
                 "expected an event type string, got 7"),
        BadInput("boolean-as-string", replacing(#""scrollView": {"contentHeight": 2400}"#, with: #""scrollView": {"contentHeight": 2400}, "config": {"pinToTopEnabled": "yes"}"#),
                 at: "config.pinToTopEnabled", #"expected true or false, got "yes""#),
        // Handlers: an unknown one, another's config key, an event type it does not take.
        BadInput("unknown-handler", replacing(#""fps": 60"#, with: #""handler": "launch-chatview", "fps": 60"#), at: "handler",
                 #"unknown handler "launch-chatview" (did you mean 'launch-chat-view'?); the handlers are"#),
        BadInput("another-handlers-config-key",
                 replacing(#""fps": 60"#, with: #""handler": "launch-chat-view", "config": {"buttonGap": 4}, "fps": 60"#),
                 at: "config", "unknown key 'buttonGap': it is launch-composer's"),
        BadInput("event-type-the-handler-does-not-take",
                 replacing(#""type": "contentSize", "height": 2600"#, with: #""type": "scrollToBottom""#),
                 at: "events[1].type", "launch-composer does not take 'scrollToBottom' events; it takes keyboardWillShow"),
        // Missing keys.
        BadInput("missing-kbtrace", replacing("  \"kbtrace\": 1,\n", with: ""), at: "", "missing required key 'kbtrace'"),
        BadInput("missing-name", replacing("  \"name\": \"bad\",\n", with: ""), at: "", "missing required key 'name'"),
        BadInput("missing-screen", replacing("  \"screen\": {\"width\": 393, \"height\": 852, \"safeTop\": 59, \"safeBottom\": 34},\n", with: ""),
                 at: "", "missing required key 'screen'"),
        BadInput("missing-content-height", replacing(#"{"contentHeight": 2400}"#, with: "{}"), at: "scrollView",
                 "missing required key 'contentHeight'"),
        BadInput("missing-type", replacing(#""type": "contentSize", "#, with: ""), at: "events[1]", "missing required key 'type'"),
        BadInput("missing-time", replacing(#""t": 0.5, "#, with: ""), at: "events[1]", "missing required key 't'"),
        BadInput("missing-curve", replacing(#", "curve": 7"#, with: ""), at: "events[0]", "missing required key 'curve'"),
        BadInput("missing-end", replacing(#""end": \#(firstEnd), "#, with: ""), at: "events[0]", "missing required key 'end'"),
        // Unknown keys.
        BadInput("unknown-key", replacing(#""fps": 60"#, with: #""fsp": 60"#), at: "", "unknown key 'fsp' (did you mean 'fps'?)"),
        BadInput("unknown-key-in-an-event", replacing(#""duration": 0.25"#, with: #""durration": 0.25"#), at: "events[0]",
                 "unknown key 'durration' (did you mean 'duration'?)"),
        BadInput("unknown-key-in-screen", replacing(#""safeBottom": 34"#, with: #""safe_bottom": 34"#), at: "screen",
                 "unknown key 'safe_bottom' (did you mean 'safeBottom'?)"),
        BadInput("unknown-event-type", replacing(#""keyboardWillShow""#, with: #""keyboardWillAppear""#), at: "events[0].type",
                 #"unknown event type "keyboardWillAppear""#),
        // Times.
        BadInput("unsorted-times", replacing(#""t": 0.5"#, with: #""t": 0.05"#), at: "events[1].t",
                 "0.05 is earlier than events[0].t (0.1); events must be sorted by time"),
        BadInput("negative-time", replacing(#""t": 0.1"#, with: #""t": -0.1"#), at: "events[0].t", "-0.1 must not be negative"),
        BadInput("time-past-an-hour", replacing(#""t": 0.5"#, with: #""t": 3600.5"#), at: "events[1].t",
                 "3600.5 is out of range 0...3600 seconds"),
        BadInput("negative-duration", replacing(#""duration": 1.2"#, with: #""duration": -1.2"#), at: "duration", "-1.2 must not be negative"),
        BadInput("negative-animation-duration", replacing(#""duration": 0.25"#, with: #""duration": -0.25"#), at: "events[0].duration",
                 "-0.25 must not be negative"),
        // fps.
        BadInput("fps-0", replacing(#""fps": 60"#, with: #""fps": 0"#), at: "fps", "0 is out of range 1...240"),
        BadInput("fps-241", replacing(#""fps": 60"#, with: #""fps": 241"#), at: "fps", "241 is out of range 1...240"),
        BadInput("fps-negative", replacing(#""fps": 60"#, with: #""fps": -60"#), at: "fps", "-60 is out of range 1...240"),
        BadInput("fps-fraction", replacing(#""fps": 60"#, with: #""fps": 29.97"#), at: "fps", "expected an integer, got 29.97"),
        // Curves 4 to 6 (and others).
        BadInput("curve-4", replacing(#""curve": 7"#, with: #""curve": 4"#), at: "events[0].curve", "curve 4 is not a UIKit animation curve"),
        BadInput("curve-5", replacing(#""curve": 7"#, with: #""curve": 5"#), at: "events[0].curve", "curve 5 is not a UIKit animation curve"),
        BadInput("curve-6", replacing(#""curve": 7"#, with: #""curve": 6"#), at: "events[0].curve", "curve 6 is not a UIKit animation curve"),
        BadInput("curve-8", replacing(#""curve": 7"#, with: #""curve": 8"#), at: "events[0].curve", "curve 8 is not a UIKit animation curve"),
        // Floating keyboards.
        BadInput("floating-keyboard", replacing(#""y": 516"#, with: #""y": 300"#), at: "events[0].end",
                 "keyboard end frame (x 0, y 300, width 393, height 336) is floating"),
        BadInput("ipad-floating-keyboard", replacing(firstEnd, with: #"{"x": 100, "y": 400, "width": 320, "height": 250}"#),
                 at: "events[0].end", "keyboard end frame (x 100, y 400, width 320, height 250) is floating"),
        // Zero-sized screens.
        BadInput("zero-width-screen", replacing(#""width": 393, "height": 852"#, with: #""width": 0, "height": 852"#), at: "screen.width",
                 "0 must be greater than 0"),
        BadInput("zero-height-screen", replacing(#""width": 393, "height": 852"#, with: #""width": 393, "height": 0"#), at: "screen.height",
                 "0 must be greater than 0"),
        BadInput("zero-sized-screen", replacing(#""width": 393, "height": 852"#, with: #""width": 0, "height": 0"#), at: "screen.width",
                 "0 must be greater than 0", errors: 2),
    ]

    static var all: [BadInput] { syntax + validation }

    /// `replay`, `record` and `check` all exit 65 with the error first on standard error,
    /// write no frames, and leave the golden and the directory as they were.
    @Test(arguments: all)
    func exits65AndNamesTheLocation(_ input: BadInput) throws {
        let fileSystem = MemoryFileSystem()
        fileSystem.addFile(input.path, input.bytes)
        let golden = Array("the old golden\n".utf8)
        let goldenPath = "Traces/\(input.name).golden.jsonl"
        fileSystem.addFile(goldenPath, golden)
        let before = fileSystem.files

        let replay = run(["replay", input.path], in: fileSystem)
        #expect(replay.code == .dataError)
        #expect(replay.output == "")
        let first = try #require(replay.errorLines.first)
        #expect(first.hasPrefix(input.expectedStart), "got: \(first)")
        #expect(replay.errorLines.count == input.errorCount, "got: \(replay.errors)")
        #expect(replay.errorLines.allSatisfy { $0.hasPrefix(input.path + ":") })

        for command in ["record", "check"] {
            let result = run([command, input.path], in: fileSystem)
            #expect(result.code == .dataError, "\(command)")
            #expect(result.errors == replay.errors, "\(command)")
        }
        #expect(fileSystem.operations.isEmpty)
        #expect(fileSystem.files == before)
    }

    @Test func theCorpusCoversAtLeastFortyFiles() {
        #expect(Self.all.count >= 40)
        #expect(Set(Self.all.map(\.name)).count == Self.all.count)
    }

    /// The base trace itself is valid, so each case fails for its one change.
    @Test func theBaseTraceIsValid() {
        let fileSystem = MemoryFileSystem(files: ["Traces/base.trace.json": base])
        let result = run(["replay", "Traces/base.trace.json"], in: fileSystem)
        #expect(result.code == .success)
        #expect(result.errors == "")
    }

    @Test func aByteOrderMarkAtTheStartIsSkipped() {
        let fileSystem = MemoryFileSystem()
        fileSystem.addFile("Traces/plain.trace.json", Array(base.utf8))
        fileSystem.addFile("Traces/bom.trace.json", byteOrderMark + Array(base.utf8))
        let plain = run(["replay", "Traces/plain.trace.json"], in: fileSystem)
        let withMark = run(["replay", "Traces/bom.trace.json"], in: fileSystem)
        #expect(withMark.code == .success)
        #expect(withMark.errors == "")
        #expect(withMark.output == plain.output)
        #expect(withMark.output.hasPrefix(#"{"kbframes":1,"trace":"bad","#))
    }

    @Test func aFileOverTheSizeLimitIsNotParsed() {
        let fileSystem = MemoryFileSystem()
        // A valid trace padded with spaces to one byte over the limit.
        let padding = [UInt8](repeating: UInt8(ascii: " "), count: Limits.maximumFileBytes + 1 - base.utf8.count)
        fileSystem.addFile("Traces/huge.trace.json", Array(base.utf8) + padding)
        let result = run(["replay", "Traces/huge.trace.json"], in: fileSystem)
        #expect(result.code == .dataError)
        #expect(result.errors == "Traces/huge.trace.json: the file is 33,554,433 bytes, more than the limit of 33,554,432 bytes (32 MiB)\n")
        #expect(run(["record", "Traces/huge.trace.json"], in: fileSystem).code == .dataError)
        #expect(fileSystem.operations.isEmpty)
    }

    /// The count is checked before any event is read, so the events need not even be
    /// objects (which keeps the file small): one error, not a million.
    @Test func moreEventsThanTheLimitIsOneError() {
        let events = [String](repeating: "0", count: Limits.maximumEvents + 1).joined(separator: ",")
        let text = replacing(#"{"t": 0.5, "type": "contentSize", "height": 2600}"#, with: events)
        let fileSystem = MemoryFileSystem(files: ["Traces/many.trace.json": text])
        let result = run(["replay", "Traces/many.trace.json"], in: fileSystem)
        #expect(result.code == .dataError)
        #expect(result.errors == "Traces/many.trace.json: events: 1,000,002 events, more than the limit of 1,000,000\n")
    }
}

private extension String {
    /// The text without its last line (and the line break before it).
    func dropLastLine() -> String {
        var lines = split(separator: "\n", omittingEmptySubsequences: false)
        while lines.last?.isEmpty == true { lines.removeLast() }
        lines.removeLast()
        return lines.joined(separator: "\n") + "\n"
    }
}
