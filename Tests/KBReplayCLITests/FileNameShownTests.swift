import Testing
import TraceKit
@testable import KBReplayCLI

/// File names in every output (issue 46): escape sequences (ESC, OSC, BEL) and U+202E in
/// a trace's file name reached the terminal raw, and a line break in a name forged lines
/// such as `ok  all-good.trace.json` or `::error::forged` in a CI log.
@Suite("file names are shown escaped everywhere")
struct FileNameShownTests {
    /// Names that talk to a terminal or forge lines: a window title set by OSC and ended
    /// by BEL, then a screen clear; a right-to-left override; two forged lines.
    static let hostileNames = [
        "evil\u{1B}]0;pwned\u{07}\u{1B}[2J", "\u{202E}nosj", "x\nok              all-good", "y\n::error::forged",
    ]

    @Test func aNameIsShownWithItsHostileScalarsEscaped() {
        #expect(FileName.shown("Traces/a.trace.json") == "Traces/a.trace.json")
        #expect(FileName.shown("evil\u{1B}]0;pwned\u{07}\u{1B}[2J") == #"evil\u{1B}]0;pwned\u{7}\u{1B}[2J"#)
        #expect(FileName.shown("\u{202E}nosj") == #"\u{202E}nosj"#)
        #expect(FileName.shown("x\ny\tz\r") == #"x\ny\tz\r"#)
        #expect(FileName.shown(#"a\u{1B}"#) == #"a\\u{1B}"#)  // a backslash in a name cannot pass for an escape
        #expect(FileName.shown("\u{2066}\u{061C}\u{200B}\u{E0041}\u{85}") == #"\u{2066}\u{61C}\u{200B}\u{E0041}\u{85}"#)
        #expect(FileName.shown("café ü 日本") == "café ü 日本")
    }

    @Test func aShellWordNamesTheFileWithoutRawScalars() {
        #expect(ShellWord.quoted("a b") == "'a b'")
        #expect(ShellWord.quoted("x\ny's\u{1B}\u{202E}\\") == #"$'x\x0Ay\'s\x1B\u202E\\'"#)
    }

    /// Whether `text` holds a scalar a name shown escapes, a line break aside.
    private func hasRawScalar(_ text: String) -> Bool {
        rawScalarContext(text) != nil
    }

    /// The text around the first raw scalar, for the message.
    private func rawScalarContext(_ text: String) -> String? {
        let scalars = Array(text.unicodeScalars)
        guard let index = scalars.firstIndex(where: { $0 != "\n" && FileName.isEscaped($0) }) else { return nil }
        return scalars[max(0, index - 60)..<min(scalars.count, index + 20)].map { FileName.shown(String($0)) }.joined()
    }

    /// `check` of traces with those names, failing (a golden that differs), one without a
    /// golden, and an orphan golden: standard output and error, the JUnit and JSON
    /// reports and every page of `--report` hold no raw control or bidirectional scalar,
    /// and no line a name forged.
    @Test func checkAndItsReportsShowNoRawName() throws {
        let fileSystem = MemoryFileSystem()
        for (index, name) in Self.hostileNames.enumerated() {
            let trace = exampleTrace(name: "t\(index)")
            fileSystem.addFile("Traces/\(name).trace.json", Array(trace.utf8))
            if index > 0 {
                let golden = try replayOutput(trace).replacingOccurrences(of: #""offset":1630,"#, with: #""offset":1630.5,"#)
                fileSystem.addFile("Traces/\(name).golden.jsonl", Array(golden.utf8))
            }
        }
        fileSystem.addFile("Traces/orphan\u{1B}[8m.golden.jsonl", Array(try replayOutput(exampleTrace()).utf8))
        let result = run(["check", "Traces", "--junit", "j.xml", "--json", "r.json", "--report", "out"], in: fileSystem)
        #expect(result.code == .failure, "\(result.errors)")
        let written = fileSystem.files.filter { $0.key.hasPrefix("out/") || $0.key == "j.xml" || $0.key == "r.json" }
        #expect(written.count >= 6)
        for (path, bytes) in written {
            let context = rawScalarContext(String(decoding: bytes, as: UTF8.self))
            #expect(context == nil, "\(path): \(context ?? "")")
        }
        #expect(!hasRawScalar(result.output), "\(result.output)")
        #expect(!hasRawScalar(result.errors), "\(result.errors)")
        for line in (result.output + result.errors).split(separator: "\n") {
            #expect(!line.hasPrefix("ok              all-good") && !line.hasPrefix("::error::"), "forged: \(line)")
        }
        #expect(result.output.contains(#"FAIL            Traces/x\nok              all-good.trace.json"#))
        #expect(result.output.contains(#"MISSING GOLDEN  Traces/evil\u{1B}]0;pwned\u{7}\u{1B}[2J.trace.json"#))
        #expect(result.output.contains(#"ORPHAN          Traces/orphan\u{1B}[8m.golden.jsonl"#))
        let json = try #require(fileSystem.text("r.json"))
        #expect(json.contains(#""path":"Traces/\\u{202E}nosj.trace.json""#))
    }

    /// `record` and `accept` print names the same way.
    @Test func recordAndAcceptShowNoRawName() throws {
        let fileSystem = MemoryFileSystem()
        for (index, name) in Self.hostileNames.enumerated() {
            fileSystem.addFile("Traces/\(name).trace.json", Array(exampleTrace(name: "t\(index)").utf8))
        }
        let record = run(["record", "Traces"], in: fileSystem)
        #expect(record.code == .success, "\(record.errors)")
        #expect(!hasRawScalar(record.output) && !hasRawScalar(record.errors), "\(record.output)")
        for name in Self.hostileNames {
            fileSystem.addFile("Traces/\(name).golden.jsonl.new", Array(try replayOutput(exampleTrace()).utf8))
        }
        let accept = run(["accept", "Traces"], in: fileSystem)
        #expect(!hasRawScalar(accept.output) && !hasRawScalar(accept.errors), "\(accept.output)")
        #expect(accept.output.contains(#"Traces/y\n::error::forged.golden.jsonl"#))
    }
}
