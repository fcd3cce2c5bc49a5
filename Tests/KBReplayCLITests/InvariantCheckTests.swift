import Testing
import TraceKit
@testable import KBReplayCLI

/// A composer growth reported by both paths: the offset is adjusted twice and rests
/// 22 pt past the scroll range (two invariants fail), with `expect` when given.
func glitchTrace(expect: [String]? = nil) -> String {
    let expectLine = expect.map { names in
        "\"expect\": {\"violations\": [\(names.map { "\"\($0)\"" }.joined(separator: ", "))]},"
    } ?? ""
    return """
        {
          "kbtrace": 1,
          "name": "glitch",
          "duration": 1.0,
          "screen": {"width": 393, "height": 852, "safeTop": 59, "safeBottom": 34},
          "scrollView": {"contentHeight": 2400},
          \(expectLine)
          "events": [
            {"t": 0.1, "type": "composerLayout", "height": 70},
            {"t": 0.1, "type": "extraBottomInset", "value": 70}
          ]
        }
        """
}

private let bothViolations = [
    "  violation: content-not-covered: frames 7...60: the content's bottom edge 726 floats 22 pt above the composer's top 748",
    "  violation: no-blank-gap-at-rest: frames 7...60: offset 1674 rests 22 pt past the scroll range's end 1652: a blank gap above the composer",
]

/// `glitchTrace` with a golden recorded from its own replay.
private func recordedGlitch(expect: [String]? = nil) throws -> MemoryFileSystem {
    let text = glitchTrace(expect: expect)
    let fileSystem = MemoryFileSystem()
    fileSystem.addFile("Traces/glitch.trace.json", Array(text.utf8))
    fileSystem.addFile("Traces/glitch.golden.jsonl", Array(try replayOutput(text).utf8))
    return fileSystem
}

@Suite("kbreplay check: invariants")
struct InvariantCheckTests {
    @Test func violationsFailATraceWhoseGoldenMatches() throws {
        let fileSystem = try recordedGlitch()
        let before = fileSystem.files
        let result = run(["check", "Traces"], in: fileSystem)
        #expect(result.code == .failure)
        #expect(result.outputLines == ["VIOLATION       Traces/glitch.trace.json"] + bothViolations + [launchComposerInvariants, "0 passed, 1 failed"])
        #expect(result.errors == "")
        #expect(fileSystem.files == before, "a matching golden saves no review file")
    }

    @Test func exactlyTheExpectedViolationsPass() throws {
        let fileSystem = try recordedGlitch(expect: ["no-blank-gap-at-rest", "content-not-covered"])
        let result = run(["check", "Traces"], in: fileSystem)
        #expect(result.code == .success)
        // One line per passing trace; the violations it expects with --verbose. The
        // invariants that ran are named either way.
        #expect(result.outputLines == ["ok              Traces/glitch.trace.json", launchComposerInvariants, "1 passed, 0 failed"])
        let verbose = run(["check", "Traces", "--verbose"], in: fileSystem)
        #expect(verbose.outputLines == [
            "ok              Traces/glitch.trace.json",
            "  expected violations occurred: content-not-covered, no-blank-gap-at-rest",
            launchComposerInvariants,
            "1 passed, 0 failed",
        ])
    }

    @Test func anExpectedViolationThatDoesNotOccurFails() throws {
        let fileSystem = try recordedGlitch(expect: ["content-not-covered", "no-blank-gap-at-rest", "pin-holds"])
        let result = run(["check", "Traces"], in: fileSystem)
        #expect(result.code == .failure)
        #expect(result.outputLines == [
            "VIOLATION       Traces/glitch.trace.json",
            "  expected violation did not occur: pin-holds",
            launchComposerInvariants,
            "0 passed, 1 failed",
        ])
    }

    @Test func aMissingExpectedViolationAndAnUnexpectedOneAreBothListed() throws {
        let fileSystem = try recordedGlitch(expect: ["content-not-covered", "send-monotonic"])
        let result = run(["check", "Traces"], in: fileSystem)
        #expect(result.code == .failure)
        #expect(result.outputLines == [
            "VIOLATION       Traces/glitch.trace.json",
            bothViolations[1],
            "  expected violation did not occur: send-monotonic",
            launchComposerInvariants,
            "0 passed, 1 failed",
        ])
    }

    /// One fault, one verdict: a misspelt name in `expect.violations` makes the trace
    /// invalid (65) in every command that reads it, with the same message; `check` saves
    /// no `.new` and suggests no accept, and `accept` refuses a `.new` left beside it.
    @Test func anUnknownInvariantNameIsTheSameInvalidTraceInEveryCommand() throws {
        let message = "Traces/glitch.trace.json: expect.violations: unknown invariant 'no-blank-gap-at-rst' (did you mean 'no-blank-gap-at-rest'?)"
        let fileSystem = try recordedGlitch(expect: ["content-not-covered", "no-blank-gap-at-rst"])
        let golden = fileSystem.text("Traces/glitch.golden.jsonl")

        let replay = run(["replay", "Traces/glitch.trace.json", "-o", "-"], in: fileSystem)
        #expect(replay.code == .dataError)
        #expect(replay.errorLines == [message])

        let check = run(["check", "Traces"], in: fileSystem)
        #expect(check.code == .dataError)
        #expect(check.outputLines.first == "INVALID         Traces/glitch.trace.json")
        #expect((check.outputLines + check.errorLines).contains(message))
        #expect(!(check.output + check.errors).contains("accept"))
        #expect(fileSystem.text("Traces/glitch.golden.jsonl.new") == nil)

        let junit = run(["check", "Traces", "--junit", "-"], in: fileSystem)
        #expect(junit.output.contains(#"<error type="invalid-trace""#))
        #expect(!junit.output.contains("<failure"))

        let record = run(["record", "Traces"], in: fileSystem)
        #expect(record.code == .dataError)
        #expect(record.outputLines.first == "INVALID    Traces/glitch.trace.json")
        #expect((record.outputLines + record.errorLines).contains(message))
        #expect(fileSystem.text("Traces/glitch.golden.jsonl") == golden)

        fileSystem.addFile("Traces/glitch.golden.jsonl.new", Array((golden ?? "").utf8))
        let accept = run(["accept", "Traces/glitch.trace.json"], in: fileSystem)
        #expect(accept.code == .dataError)
        #expect(accept.outputLines.first == "NOT ACCEPTED  Traces/glitch.golden.jsonl")
        #expect(accept.errorLines == [message])
        #expect(fileSystem.text("Traces/glitch.golden.jsonl.new") != nil)
    }

    @Test func goldenDifferencesAndViolationsAreReportedApart() throws {
        let fileSystem = try recordedGlitch()
        let golden = fileSystem.text("Traces/glitch.golden.jsonl") ?? ""
        fileSystem.addFile("Traces/glitch.golden.jsonl", Array(golden.replacingOccurrences(of: #""offset":1630,"#, with: #""offset":1631,"#).utf8))
        let result = run(["check", "Traces"], in: fileSystem)
        #expect(result.code == .failure)
        let lines = result.outputLines
        #expect(lines.first == "FAIL            Traces/glitch.trace.json")
        #expect(lines.dropFirst().first?.hasPrefix("  Traces/glitch.golden.jsonl: frame 0 (t 0) differs: offset") == true)
        let goldenEnd = try #require(lines.firstIndex(where: { $0.hasPrefix("  actual output saved to Traces/glitch.golden.jsonl.new;") }))
        #expect(Array(lines[(goldenEnd + 1)...]) == bothViolations + [launchComposerInvariants, "0 passed, 1 failed"])
    }

    @Test func aTraceWithoutAGoldenIsStillChecked() {
        let fileSystem = MemoryFileSystem(files: ["Traces/glitch.trace.json": glitchTrace()])
        let result = run(["check", "Traces"], in: fileSystem)
        #expect(result.code == .failure)
        #expect(result.outputLines.first == "MISSING GOLDEN  Traces/glitch.trace.json")
        #expect(Array(result.outputLines.suffix(4)) == bothViolations + [launchComposerInvariants, "0 passed, 1 failed"])
    }

    @Test func invariantsOnlyTouchesNoGolden() {
        let fileSystem = MemoryFileSystem(files: [
            "Traces/glitch.trace.json": glitchTrace(),
            "Traces/case1.trace.json": exampleTrace(),
        ])
        let before = fileSystem.files
        let result = run(["check", "--invariants-only", "Traces"], in: fileSystem)
        #expect(result.code == .failure)
        #expect(result.outputLines == ["ok              Traces/case1.trace.json", "VIOLATION       Traces/glitch.trace.json"]
            + bothViolations + [launchComposerInvariants, "1 passed, 1 failed"])
        #expect(fileSystem.files == before)
        #expect(fileSystem.operations.isEmpty)
    }

    @Test func invariantsOnlyParses() throws {
        #expect(try Command.parse(["check", "--invariants-only", "x"]) == .run(CheckCommand(paths: ["x"], invariantsOnly: true)))
        #expect(try Command.parse(["check", "x"]) == .run(CheckCommand(paths: ["x"])))
    }
}
