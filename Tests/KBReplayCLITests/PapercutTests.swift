import Foundation
import Testing
import TraceKit
@testable import KBReplayCLI

@Suite("What a new user tripped over")
struct PapercutTests {
    @Test(arguments: ["replay", "record"])
    func anUnknownExpectedInvariantIsBadInputEverywhere(command: String) {
        let fileSystem = MemoryFileSystem(files: ["Traces/glitch.trace.json": glitchTrace(expect: ["no-blank-gap-at-rst"])])
        let path = command == "replay" ? "Traces/glitch.trace.json" : "Traces"
        let result = run([command, path], in: fileSystem)
        #expect(result.code == .dataError)
        #expect(result.errors.contains(
            "Traces/glitch.trace.json: expect.violations: unknown invariant 'no-blank-gap-at-rst' (did you mean 'no-blank-gap-at-rest'?)\n"))
        #expect(fileSystem.files["Traces/glitch.golden.jsonl"] == nil)
    }

    @Test func aFailReportSaysHowToReviewAndAccept() throws {
        let fileSystem = try recordedTraces(["a"])
        fileSystem.addFile("Traces/a.golden.jsonl", edited(fileSystem.text("Traces/a.golden.jsonl"), #""inset":82,"#, #""inset":80,"#))
        let result = run(["check", "Traces"], in: fileSystem) { $0.programName = ".build/debug/kbreplay" }
        #expect(result.outputLines.contains("  actual output saved to Traces/a.golden.jsonl.new; review it with "
            + "'diff Traces/a.golden.jsonl Traces/a.golden.jsonl.new', accept it with '.build/debug/kbreplay accept Traces/a.trace.json'"))
    }

    @Test func theToleranceIsNamedOnlyForNumbersAndImpliedFramesAreCounted() throws {
        let fileSystem = try recordedTraces(["a", "b"])
        // "pin" is a string: no tolerance applies.
        fileSystem.addFile("Traces/a.golden.jsonl", edited(fileSystem.text("Traces/a.golden.jsonl"), #""pin":"idle""#, #""pin":"armed""#))
        let a = run(["check", "Traces/a.trace.json"], in: fileSystem)
        let first = try #require(a.outputLines.dropFirst().first)
        #expect(first == #"  Traces/a.golden.jsonl: frame 0 (t 0) differs: pin expected "armed", actual "idle""#
            || first == "  Traces/a.golden.jsonl: frame 0 (t 0) differs: pin expected armed, actual idle")
        #expect(!a.output.contains("tolerance"))
        // Every frame differs, written or implied: 73 frames, 3 shown, 70 more.
        #expect(a.outputLines.contains("  and 70 more differing frames, implied frames included (fields: pin)"))
        fileSystem.addFile("Traces/b.golden.jsonl", edited(fileSystem.text("Traces/b.golden.jsonl"), #""inset":82,"#, #""inset":80,"#))
        #expect(run(["check", "Traces/b.trace.json"], in: fileSystem).output.contains("(tolerance 0.01)"))
    }

    @Test func anInvalidGoldensReasonsFollowItsVerdictOnTheSameStream() throws {
        let fileSystem = try recordedTraces(["a", "b"])
        fileSystem.addFile("Traces/a.golden.jsonl", Array("{}\n".utf8))
        // One stream for both, as a CI log records them.
        let log = MemoryOutput()
        let environment = Environment(standardOutput: log, standardError: log, fileSystem: fileSystem)
        #expect(KBReplay.main(arguments: ["check", "Traces"], environment: environment) == .dataError)
        let lines = log.text.split(separator: "\n").map(String.init)
        #expect(lines.first == "INVALID GOLDEN  Traces/a.trace.json")
        #expect(lines.dropFirst().first?.hasPrefix("  Traces/a.golden.jsonl:1") == true)
        let okLine = try #require(lines.firstIndex(of: "ok              Traces/b.trace.json"))
        #expect(lines[1..<okLine].allSatisfy { $0.hasPrefix("  ") })
    }

    @Test func aPathGivenTwiceIsCheckedOnce() throws {
        let fileSystem = try recordedTraces(["a", "b"])
        let result = run(["check", "Traces/a.trace.json", "Traces", "./Traces/b.trace.json"], in: fileSystem)
        #expect(result.outputLines == [
            "ok              Traces/a.trace.json", "ok              Traces/b.trace.json", launchComposerInvariants, "2 passed, 0 failed",
        ])
    }

    @Test func filterChoosesTracesByName() throws {
        let fileSystem = try recordedTraces(["pin-a", "keyboard-b", "pin-c"])
        let result = run(["check", "Traces", "--filter", "pin"], in: fileSystem)
        #expect(result.outputLines == [
            "ok              Traces/pin-a.trace.json", "ok              Traces/pin-c.trace.json", launchComposerInvariants, "2 passed, 0 failed",
        ])
        let none = run(["check", "Traces", "--filter", "zzz"], in: fileSystem)
        #expect(none.code == .usage)
        #expect(none.errors == "error: no trace in 'Traces' has a name that contains 'zzz'\n")
        #expect(run(["record", "Traces", "--filter", "keyboard"], in: fileSystem).outputLines.first == "unchanged  Traces/keyboard-b.golden.jsonl")
    }

    @Test func aDirectoryWithoutTracesIsAnInputErrorNotAFailedTrace() throws {
        let fileSystem = try recordedTraces(["a"])
        fileSystem.addFile("Empty/readme.txt", [])
        let result = run(["check", "Traces", "Empty"], in: fileSystem)
        #expect(result.code == .usage)
        #expect(result.outputLines.last == "1 passed, 0 failed")
        #expect(result.errors == "error: no *.trace.json files in 'Empty' or its subdirectories\n")
    }

    @Test func dashIsStandardInputAndOutput() throws {
        let trace = exampleTrace(name: "a")
        let fileSystem = MemoryFileSystem(files: ["/dev/stdin": trace])
        let result = run(["replay", "-", "-o", "-"], in: fileSystem)
        #expect(result.code == .success)
        #expect(result.output == (try replayOutput(trace)))
        fileSystem.addFile("/dev/stdin", Array("{".utf8))
        let bad = run(["replay", "-"], in: fileSystem)
        #expect(bad.code == .dataError)
        #expect(bad.errorLines.first?.hasPrefix("<stdin>:") == true)
    }

    @Test func dashVSuggestsVersion() {
        let result = run(["-V"])
        #expect(result.code == .usage)
        #expect(result.errorLines.prefix(2) == ["error: unknown option '-V'", "Did you mean '--version'?"])
        #expect(run(["check", "-t", "1", "x"]).errorLines.dropFirst().first == "Did you mean '--tolerance'?")
    }

    @Test func exploresReproRunsAsPrinted() throws {
        let fileSystem = MemoryFileSystem()
        fileSystem.addFile("found/.keep", [])
        let result = run(["explore", "--seed", "7", "--runs", "40", "--shrinks", "1", "--out", "found"], in: fileSystem) {
            $0.programName = ".build/debug/kbreplay"
        }
        let repros = result.outputLines.filter { $0.hasPrefix("    repro: ") }
        #expect(repros.allSatisfy { $0.hasPrefix("    repro: .build/debug/kbreplay check --invariants-only found/explore-7-") })
        // `swift run` runs the program from the package's build folder: it is named as run.
        #expect(Terminal.invocationName("/x/.build/debug/kbreplay") == "swift run kbreplay")
        #expect(Terminal.invocationName("/x/.build/x86_64-unknown-linux-gnu/debug/my-replay") == "swift run my-replay")
        #expect(Terminal.invocationName(".build/arm64-apple-macosx/release/kbreplay") == "swift run -c release kbreplay")
        #expect(Terminal.invocationName("/usr/local/bin/kbreplay") == "/usr/local/bin/kbreplay")
        #expect(Terminal.invocationName("/my dir/kbreplay") == "'/my dir/kbreplay'")
        #expect(Terminal.invocationName("/x/.build/debug/tools/kbreplay") == "/x/.build/debug/tools/kbreplay")
        #expect(Terminal.invocationName("kbreplay") == "kbreplay")
        #expect(Terminal.invocationName("my-replay") == "my-replay")
        #expect(ShellWord.quoted("/my dir/kbreplay") == "'/my dir/kbreplay'")
    }

    @Test func anInterruptedExploreReportsWhatItFound() {
        var polls = 0
        let result = run(["explore", "--seed", "7", "--runs", "1000", "--shrinks", "1"]) { environment in
            environment.watchInterrupts = { { polls += 1; return polls > 40 } }
        }
        #expect(result.code.rawValue == 130)
        #expect(result.errors == "interrupted: reporting the 40 runs made so far\n")
        #expect(result.outputLines.first?.hasPrefix("seed 7: 40 runs, ") == true)
        // The same 40 runs as an uninterrupted --runs 40.
        #expect(result.output == run(["explore", "--seed", "7", "--runs", "40", "--shrinks", "1"]).output)
    }
}

@Suite("Small things users expect")
struct SmallThingsTests {
    @Test(arguments: [("always", true), ("never", false), ("auto", false)])
    func colorFlagForcesColour(value: String, colored: Bool) throws {
        let fileSystem = try recordedTraces(["a"])
        #expect(run(["check", "Traces", "--color", value], in: fileSystem).output.contains("\u{1B}[32mok") == colored)
        #expect(run(["record", "Traces", "--color=\(value)"], in: fileSystem).output.contains("\u{1B}[32munchanged") == colored)
        // On a terminal (auto would colour), never still wins.
        let never = run(["check", "Traces", "--color", "never"], in: fileSystem) { $0.usesColor = true }
        #expect(!never.output.contains("\u{1B}"))
        #expect(run(["check", "Traces", "--color", "sometimes"], in: fileSystem).code == .usage)
    }

    @Test func progressGoesToTheProgressOutputAndIsErasedBeforeEachResult() throws {
        let fileSystem = try recordedTraces(["a", "b"])
        let progress = MemoryOutput()
        let result = run(["check", "Traces"], in: fileSystem) { $0.progress = progress }
        #expect(result.outputLines == [
            "ok              Traces/a.trace.json", "ok              Traces/b.trace.json", launchComposerInvariants, "2 passed, 0 failed",
        ])
        #expect(progress.text == "\r\u{1B}[Kcheck 1/2 Traces/a.trace.json\r\u{1B}[K\r\u{1B}[Kcheck 2/2 Traces/b.trace.json\r\u{1B}[K")
        // Without a terminal, none.
        #expect(!result.errors.contains("\r"))
    }

    @Test func anAtomicWriteKeepsTheOldFilesPermissions() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kbreplay-mode-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("a.golden.jsonl").path
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        let fileSystem = LocalFileSystem()
        try fileSystem.writeAtomically(path) { write throws(IOFailure) in try write(Array("new\n".utf8)) }
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o640)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new\n")
    }

    @Test func helpListsExamples() {
        let output = run(["help"]).output
        #expect(output.contains("\nEXAMPLES:\n  kbreplay check Traces "))
        #expect(output.contains("kbreplay accept "))
    }
}
