import Foundation
import Testing
@testable import KBReplayCLI

/// same (golden matches), nudged (differs within the tolerance), differs, broken
/// (invalid golden) and new (no golden), each with a pending `.new`.
private func modeTraces() throws -> MemoryFileSystem {
    let fileSystem = try recordedTraces(["broken", "differs", "nudged", "same"])
    fileSystem.addFile("Traces/new.trace.json", Array(exampleTrace(name: "new").utf8))
    fileSystem.addFile("Traces/differs.golden.jsonl", edited(fileSystem.text("Traces/differs.golden.jsonl"), #""inset":82,"#, #""inset":80,"#))
    fileSystem.addFile("Traces/nudged.golden.jsonl", edited(fileSystem.text("Traces/nudged.golden.jsonl"), #""inset":82,"#, #""inset":82.005,"#))
    fileSystem.addFile("Traces/broken.golden.jsonl", Array("not a golden\n".utf8))
    for name in ["broken", "differs", "nudged", "same", "new"] {
        fileSystem.addFile("Traces/\(name).golden.jsonl.new", Array("pending".utf8))
    }
    return fileSystem
}

@Suite("kbreplay record --missing / --failed")
struct RecordModeTests {
    @Test func missingRecordsOnlyTracesWithoutAGolden() throws {
        let fileSystem = try modeTraces()
        let before = fileSystem.files
        let result = run(["record", "--missing", "Traces"], in: fileSystem)
        #expect(result.code == .success)
        // The skipped traces are not replayed: the invariants line comes from new's frames.
        #expect(result.outputLines == ["new        Traces/new.golden.jsonl", launchComposerInvariants, "1 new, 0 changed, 0 unchanged, 4 skipped"])
        let trace = try #require(fileSystem.text("Traces/new.trace.json"))
        #expect(fileSystem.text("Traces/new.golden.jsonl") == (try replayOutput(trace)))
        // Only the new golden was written, and its pending .new removed.
        var expected = before
        expected["Traces/new.golden.jsonl"] = fileSystem.files["Traces/new.golden.jsonl"]
        expected["Traces/new.golden.jsonl.new"] = nil
        #expect(fileSystem.files == expected)
    }

    @Test func failedRecordsOnlyTracesCheckWouldFail() throws {
        let fileSystem = try modeTraces()
        let nudged = fileSystem.files["Traces/nudged.golden.jsonl"]
        let result = run(["record", "--failed", "Traces"], in: fileSystem)
        #expect(result.code == .success)
        #expect(result.output == """
            changed    Traces/broken.golden.jsonl
            changed    Traces/differs.golden.jsonl
            new        Traces/new.golden.jsonl
            \(launchComposerInvariants)
            1 new, 2 changed, 0 unchanged, 2 skipped

            """)
        for name in ["broken", "differs", "new", "same"] {
            let trace = try #require(fileSystem.text("Traces/\(name).trace.json"))
            #expect(fileSystem.text("Traces/\(name).golden.jsonl") == (try replayOutput(trace)), "\(name)")
        }
        // Within the tolerance: kept as it is.
        #expect(fileSystem.files["Traces/nudged.golden.jsonl"] == nudged)
        // No pending .new is left: every golden now passes.
        #expect(fileSystem.files.keys.filter { $0.hasSuffix(".new") }.isEmpty)
        // With a tolerance of 0 the nudged golden fails too.
        let strict = run(["record", "--failed", "--tolerance", "0", "Traces"], in: fileSystem)
        #expect(strict.outputLines == ["changed    Traces/nudged.golden.jsonl", launchComposerInvariants, "0 new, 1 changed, 0 unchanged, 4 skipped"])
    }

    @Test func plainRecordRecordsAllAndRemovesPendingReviewFiles() throws {
        let fileSystem = try modeTraces()
        let result = run(["record", "Traces"], in: fileSystem)
        #expect(result.code == .success)
        #expect(result.outputLines.last == "1 new, 3 changed, 1 unchanged")
        #expect(fileSystem.files.keys.filter { $0.hasSuffix(".new") }.isEmpty)
        #expect(run(["check", "Traces"], in: fileSystem).code == .success)
    }

    @Test func modesOnDisk() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kbreplay-modes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let traces = directory.path
        try Data(exampleTrace(name: "a").utf8).write(to: directory.appendingPathComponent("a.trace.json"))
        try Data(exampleTrace(name: "b").utf8).write(to: directory.appendingPathComponent("b.trace.json"))
        try Data("old\n".utf8).write(to: directory.appendingPathComponent("a.golden.jsonl"))
        func record(_ arguments: [String]) -> ExitCode {
            let environment = Environment(standardOutput: MemoryOutput(), standardError: MemoryOutput(), fileSystem: LocalFileSystem())
            return KBReplay.main(arguments: ["record"] + arguments + [traces], environment: environment)
        }
        #expect(record(["--missing"]) == .success)
        #expect(try String(contentsOf: directory.appendingPathComponent("a.golden.jsonl"), encoding: .utf8) == "old\n")
        #expect(try String(contentsOf: directory.appendingPathComponent("b.golden.jsonl"), encoding: .utf8) == (try replayOutput(exampleTrace(name: "b"))))
        #expect(record(["--failed"]) == .success)
        #expect(try String(contentsOf: directory.appendingPathComponent("a.golden.jsonl"), encoding: .utf8) == (try replayOutput(exampleTrace(name: "a"))))
    }

    @Test(arguments: [
        (["record", "--missing", "--failed", "T"], "error: '--missing' and '--failed' cannot be used together"),
        (["record", "--tolerance", "1", "T"], "error: '--tolerance' applies only with '--failed'"),
        (["record", "--failed", "--tolerance", "-1", "T"], "error: invalid value '-1' for '--tolerance <x>': expected a number of at least 0"),
    ] as [([String], String)])
    func usageErrors(arguments: [String], message: String) {
        let result = run(arguments)
        #expect(result.code == .usage)
        #expect(result.errorLines.first == message)
    }

    @Test func modesParse() throws {
        #expect(try Command.parse(["record", "T"]) == .run(RecordCommand(paths: ["T"])))
        #expect(try Command.parse(["record", "--missing", "T"]) == .run(RecordCommand(paths: ["T"], mode: .missing)))
        #expect(try Command.parse(["record", "T", "--failed", "--tolerance=0.5"]) == .run(RecordCommand(paths: ["T"], mode: .failed, tolerance: 0.5)))
    }

    @Test func checkNeverWritesAGoldenWhateverTheMode() throws {
        let fileSystem = try modeTraces()
        let goldens = fileSystem.files.filter { $0.key.hasSuffix(".golden.jsonl") }
        _ = run(["check", "Traces"], in: fileSystem)
        #expect(fileSystem.files.filter { $0.key.hasSuffix(".golden.jsonl") } == goldens)
    }
}
