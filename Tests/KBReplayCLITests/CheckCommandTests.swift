import Foundation
import Testing
@testable import KBReplayCLI

/// A directory of traces with goldens recorded from their own replay.
func recordedTraces(_ names: [String] = ["a", "b"], in directory: String = "Traces") throws -> MemoryFileSystem {
    let fileSystem = MemoryFileSystem()
    for (offset, name) in names.enumerated() {
        let trace = exampleTrace(name: name, contentHeight: 2400 + 100 * offset)
        fileSystem.addFile("\(directory)/\(name).trace.json", Array(trace.utf8))
        fileSystem.addFile("\(directory)/\(name).golden.jsonl", Array(try replayOutput(trace).utf8))
    }
    return fileSystem
}

/// `golden` with `old` replaced by `new` in its frame lines.
func edited(_ golden: String?, _ old: String, _ new: String) -> [UInt8] {
    Array((golden ?? "").replacingOccurrences(of: old, with: new).utf8)
}

@Suite("kbreplay check")
struct CheckCommandTests {
    @Test func passingTracesExit0AndWriteNothing() throws {
        let fileSystem = try recordedTraces()
        let before = fileSystem.files
        let result = run(["check", "Traces"], in: fileSystem)
        #expect(result.code == .success)
        #expect(result.output == """
            ok              Traces/a.trace.json
            ok              Traces/b.trace.json
            \(launchComposerInvariants)
            2 passed, 0 failed

            """)
        #expect(result.errors == "")
        #expect(fileSystem.files == before)
        #expect(fileSystem.operations.isEmpty)
    }

    @Test func aDifferenceExits1WithAReportAndSavesTheActualOutputForReview() throws {
        let fileSystem = try recordedTraces(["a"])
        let golden = fileSystem.text("Traces/a.golden.jsonl")
        // The golden says the offset was 1630.5 until the keyboard starts moving it:
        // frames 0 to 6 (t 0.1) differ, 3 in the context and 4 more.
        let changed = edited(golden, #""offset":1630,"#, #""offset":1630.5,"#)
        fileSystem.addFile("Traces/a.golden.jsonl", changed)
        let result = run(["check", "Traces/a.trace.json"], in: fileSystem)
        #expect(result.code == .failure)
        #expect(result.output == """
            FAIL            Traces/a.trace.json
              Traces/a.golden.jsonl: frame 0 (t 0) differs: offset expected 1630.5, actual 1630 (tolerance 0.01)
                    frame  offset
                  >     0  1630.5 -> 1630
                        1  1630.5 -> 1630
                        2  1630.5 -> 1630
              and 4 more differing frames, implied frames included (fields: offset)
              actual output saved to Traces/a.golden.jsonl.new; review it with 'diff Traces/a.golden.jsonl Traces/a.golden.jsonl.new', accept it with 'kbreplay accept Traces/a.trace.json'
            \(launchComposerInvariants)
            0 passed, 1 failed

            """)
        #expect(fileSystem.files["Traces/a.golden.jsonl"] == changed)
        #expect(fileSystem.text("Traces/a.golden.jsonl.new") == (try replayOutput(exampleTrace(name: "a"))))
        #expect(fileSystem.operations == [
            "create Traces/.a.golden.jsonl.new.tmp-1",
            "rename Traces/.a.golden.jsonl.new.tmp-1 -> Traces/a.golden.jsonl.new",
        ])
    }

    @Test func theToleranceDecides() throws {
        let fileSystem = try recordedTraces(["a"])
        let changed = edited(fileSystem.text("Traces/a.golden.jsonl"), #""offset":1630,"#, #""offset":1630.05,"#)
        fileSystem.addFile("Traces/a.golden.jsonl", changed)
        #expect(run(["check", "Traces"], in: fileSystem).code == .failure)
        #expect(run(["check", "Traces", "--tolerance", "0.05"], in: fileSystem).code == .success)
        #expect(run(["check", "--tolerance=0.049", "Traces"], in: fileSystem).code == .failure)
    }

    @Test func aPassingTraceRemovesAStaleReviewFile() throws {
        let fileSystem = try recordedTraces(["a"])
        fileSystem.addFile("Traces/a.golden.jsonl.new", Array("stale".utf8))
        let result = run(["check", "Traces"], in: fileSystem)
        #expect(result.code == .success)
        #expect(fileSystem.files["Traces/a.golden.jsonl.new"] == nil)
        #expect(fileSystem.operations == ["remove Traces/a.golden.jsonl.new"])
    }

    @Test func aMissingGoldenFailsAndIsNeverWritten() throws {
        let fileSystem = MemoryFileSystem(files: ["Traces/a.trace.json": exampleTrace(name: "a")])
        let result = run(["check", "Traces"], in: fileSystem)
        #expect(result.code == .failure)
        #expect(result.output == """
            MISSING GOLDEN  Traces/a.trace.json
              no golden at Traces/a.golden.jsonl
              actual output saved to Traces/a.golden.jsonl.new; accept it with 'kbreplay accept Traces/a.trace.json'
            \(launchComposerInvariants)
            0 passed, 1 failed

            """)
        #expect(fileSystem.files["Traces/a.golden.jsonl"] == nil)
        #expect(fileSystem.files["Traces/a.golden.jsonl.new"] != nil)
    }

    @Test func aMalformedGoldenExits65WithItsLine() throws {
        let fileSystem = try recordedTraces(["a"])
        let broken = edited(fileSystem.text("Traces/a.golden.jsonl"), #""pin":"idle""#, #""pin":7"#)
        fileSystem.addFile("Traces/a.golden.jsonl", broken)
        let result = run(["check", "Traces"], in: fileSystem)
        #expect(result.code == .dataError)
        #expect(result.outputLines.first == "INVALID GOLDEN  Traces/a.trace.json")
        // One error for every written frame line (each says "pin":"idle"), under the
        // verdict on standard output.
        let frameLines = (fileSystem.text("Traces/a.golden.jsonl") ?? "").split(separator: "\n").count - 1
        let reasons = result.outputLines.dropFirst().filter { $0.hasPrefix("  Traces/a.golden.jsonl:") }
        #expect(reasons.count == frameLines)
        #expect(result.errors == "")
        #expect(reasons.prefix(2).map { String($0.dropFirst(2)) } == [
            "Traces/a.golden.jsonl:2: pin: expected a string, got 7",
            "Traces/a.golden.jsonl:3: pin: expected a string, got 7",
        ])
        #expect(fileSystem.files["Traces/a.golden.jsonl"] == broken)
    }

    @Test func anInvalidTraceExits65WithItsDiagnostics() throws {
        let fileSystem = try recordedTraces(["a"])
        fileSystem.addFile("Traces/b.trace.json", Array(#"{"kbtrace": 1}"#.utf8))
        let result = run(["check", "Traces"], in: fileSystem)
        #expect(result.code == .dataError)
        // One invariants line, a's: b was not read as a trace, so no handler checked it.
        #expect(result.outputLines == [
            "ok              Traces/a.trace.json", "INVALID         Traces/b.trace.json", launchComposerInvariants, "1 passed, 1 failed",
        ])
        #expect(!result.errorLines.isEmpty)
        #expect(result.errorLines.allSatisfy { $0.hasPrefix("Traces/b.trace.json: ") })
        #expect(fileSystem.files["Traces/b.golden.jsonl.new"] == nil)
    }

    @Test func aDirectoryMeansItsTracesAndItsSubdirectoriesSortedByPath() throws {
        let fileSystem = try recordedTraces(["b", "a", "B"])
        let c = exampleTrace(name: "c")
        fileSystem.addFile("Traces/sub/c.trace.json", Array(c.utf8))
        fileSystem.addFile("Traces/sub/c.golden.jsonl", Array(try replayOutput(c).utf8))
        fileSystem.addFile("Traces/.hidden/d.trace.json", Array("{}".utf8))
        fileSystem.addFile("Traces/notes.json", Array("{}".utf8))
        fileSystem.addFile("Traces/.trace.json", Array("{}".utf8))
        let result = run(["check", "Traces/"], in: fileSystem)
        #expect(result.outputLines == [
            "ok              Traces/B.trace.json",
            "ok              Traces/a.trace.json",
            "ok              Traces/b.trace.json",
            "ok              Traces/sub/c.trace.json",
            launchComposerInvariants,
            "4 passed, 0 failed",
        ])
        #expect(result.code == .success)
    }

    /// The worst exit code wins: 64, then 74, then 65, then 1.
    @Test(arguments: [
        (["Traces/a.trace.json", "Traces/differs.trace.json"], ExitCode.failure),
        (["Traces/differs.trace.json", "Traces/invalid.trace.json"], .dataError),
        (["Traces/invalid.trace.json", "Traces/missing.trace.json", "Traces/differs.trace.json"], .ioError),
        (["Traces/missing.trace.json", "Traces/notes.json"], .usage),
        (["Traces/notes.json", "Traces/a.trace.json"], .usage),
        (["Empty"], .usage),
    ] as [([String], ExitCode)])
    func theWorstExitCodeWins(paths: [String], code: ExitCode) throws {
        let fileSystem = try recordedTraces(["a", "differs"])
        fileSystem.addFile("Traces/differs.golden.jsonl", edited(fileSystem.text("Traces/differs.golden.jsonl"), #""inset":82,"#, #""inset":80,"#))
        fileSystem.addFile("Traces/invalid.trace.json", Array("[]".utf8))
        fileSystem.addFile("Traces/notes.json", Array("{}".utf8))
        fileSystem.addFile("Empty/readme.txt", [])
        let result = run(["check"] + paths, in: fileSystem)
        #expect(result.code == code)
        // Paths that name no trace are errors, not failed traces.
        let traces = paths.filter { !["Traces/missing.trace.json", "Traces/notes.json", "Empty"].contains($0) }
        let passed = traces.contains("Traces/a.trace.json") ? 1 : 0
        #expect(result.outputLines.last == "\(passed) passed, \(traces.count - passed) failed")
    }

    @Test func pathProblemsAreExplained() throws {
        let fileSystem = try recordedTraces(["a"])
        fileSystem.addFile("Traces/notes.json", Array("{}".utf8))
        fileSystem.addFile("Empty/readme.txt", [])
        let result = run(["check", "nowhere", "Traces/notes.json", "Empty"], in: fileSystem)
        #expect(result.errorLines == [
            "error: cannot read 'nowhere': No such file or directory",
            "error: 'Traces/notes.json' is not a trace: expected a file named NAME.trace.json",
            "error: no *.trace.json files in 'Empty' or its subdirectories",
        ])
        #expect(result.output == "0 passed, 0 failed\n")
    }

    @Test func anUnreadableGoldenExits74() throws {
        let fileSystem = try recordedTraces(["a"])
        fileSystem.unreadable = ["Traces/a.golden.jsonl"]
        let result = run(["check", "Traces"], in: fileSystem)
        #expect(result.code == .ioError)
        #expect(result.outputLines.first == "ERROR           Traces/a.trace.json")
        #expect(result.errors == "error: cannot read 'Traces/a.golden.jsonl': Permission denied\n")
    }

    @Test func aFailedReviewWriteExits74AndKeepsTheGolden() throws {
        let fileSystem = try recordedTraces(["a"])
        let changed = edited(fileSystem.text("Traces/a.golden.jsonl"), #""inset":82,"#, #""inset":80,"#)
        fileSystem.addFile("Traces/a.golden.jsonl", changed)
        fileSystem.failingWrites = ["Traces/a.golden.jsonl.new"]
        let result = run(["check", "Traces"], in: fileSystem)
        #expect(result.code == .ioError)
        #expect(result.errors == "error: cannot write 'Traces/a.golden.jsonl.new': No space left on device\n")
        #expect(!result.output.contains("saved"))
        #expect(fileSystem.files["Traces/a.golden.jsonl"] == changed)
        #expect(fileSystem.files.keys.sorted() == ["Traces/a.golden.jsonl", "Traces/a.trace.json"])
    }
}

@Suite("Colour")
struct ColorTests {
    @Test(arguments: [true, false])
    func statusWordsAreColouredOnlyWhenAsked(usesColor: Bool) throws {
        let fileSystem = try recordedTraces(["a"])
        fileSystem.addFile("Traces/b.trace.json", Array(exampleTrace(name: "b").utf8))
        let output = MemoryOutput()
        let environment = Environment(
            standardOutput: output, standardError: MemoryOutput(), fileSystem: fileSystem, usesColor: usesColor)
        _ = KBReplay.main(arguments: ["check", "Traces"], environment: environment)
        let green = "\u{1B}[32mok\u{1B}[0m              Traces/a.trace.json"
        let red = "\u{1B}[31mMISSING GOLDEN\u{1B}[0m  Traces/b.trace.json"
        #expect(output.text.contains(green) == usesColor)
        #expect(output.text.contains(red) == usesColor)
        #expect(output.text.contains("\u{1B}") == usesColor)
    }
}
