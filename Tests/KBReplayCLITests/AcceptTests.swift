import Foundation
import Testing
@testable import KBReplayCLI

/// Traces a (its golden differs) and b (no golden), checked: both have a pending .new.
private func checkedTraces() throws -> MemoryFileSystem {
    let fileSystem = try recordedTraces(["a"])
    fileSystem.addFile("Traces/a.golden.jsonl", edited(fileSystem.text("Traces/a.golden.jsonl"), #""inset":82,"#, #""inset":80,"#))
    fileSystem.addFile("Traces/sub/b.trace.json", Array(exampleTrace(name: "b").utf8))
    #expect(run(["check", "Traces"], in: fileSystem).code == .failure)
    return fileSystem
}

@Suite("kbreplay accept")
struct AcceptTests {
    @Test func acceptPromotesTheNewFilesAndCheckThenPasses() throws {
        let fileSystem = try checkedTraces()
        let pendingA = try #require(fileSystem.files["Traces/a.golden.jsonl.new"])
        let before = fileSystem.operations.count
        let result = run(["accept", "Traces/a.trace.json", "Traces/sub/b.golden.jsonl.new"], in: fileSystem)
        #expect(result.code == .success)
        #expect(result.output == """
            accepted      Traces/a.golden.jsonl
            accepted new  Traces/sub/b.golden.jsonl
            2 accepted

            """)
        #expect(fileSystem.files["Traces/a.golden.jsonl"] == pendingA)
        #expect(fileSystem.files.keys.filter { $0.hasSuffix(".new") }.isEmpty)
        // Through a temporary file and a rename, then the .new is removed.
        #expect(Array(fileSystem.operations[before...].prefix(3)) == [
            "create Traces/.a.golden.jsonl.tmp-3",
            "rename Traces/.a.golden.jsonl.tmp-3 -> Traces/a.golden.jsonl",
            "remove Traces/a.golden.jsonl.new",
        ])
        #expect(run(["check", "Traces"], in: fileSystem).code == .success)
    }

    @Test func allAcceptsEveryPendingFileUnderTheDirectory() throws {
        let fileSystem = try checkedTraces()
        let result = run(["accept", "--all"], in: fileSystem)
        #expect(result.outputLines == ["accepted      Traces/a.golden.jsonl", "accepted new  Traces/sub/b.golden.jsonl", "2 accepted"])
        #expect(run(["check", "Traces"], in: fileSystem).code == .success)
        // Nothing left: nothing to do, and that is fine for a directory.
        #expect(run(["accept", "Traces"], in: fileSystem).output == "0 accepted\n")
    }

    @Test func aTraceWithNothingPendingIsReported() throws {
        let fileSystem = try recordedTraces(["a"])
        let result = run(["accept", "Traces/a.trace.json"], in: fileSystem)
        #expect(result.code == .failure)
        #expect(result.errors == "error: nothing to accept for 'Traces/a.trace.json': no Traces/a.golden.jsonl.new\n")
    }

    @Test func anInvalidNewFileIsNotAccepted() throws {
        let fileSystem = try recordedTraces(["a"])
        let golden = fileSystem.files["Traces/a.golden.jsonl"]
        fileSystem.addFile("Traces/a.golden.jsonl.new", Array("garbage\n".utf8))
        let result = run(["accept", "Traces"], in: fileSystem)
        #expect(result.code == .dataError)
        #expect(result.outputLines == ["NOT ACCEPTED  Traces/a.golden.jsonl", "0 accepted"])
        #expect(result.errorLines.first?.hasPrefix("Traces/a.golden.jsonl.new:1") == true)
        #expect(fileSystem.files["Traces/a.golden.jsonl"] == golden)
        #expect(fileSystem.files["Traces/a.golden.jsonl.new"] != nil)
    }

    @Test func aNewFileOlderThanItsGoldenIsNotAccepted() throws {
        let fileSystem = try checkedTraces()
        let pending = try #require(fileSystem.files["Traces/a.golden.jsonl.new"])
        // The golden is edited after the check.
        fileSystem.addFile("Traces/a.golden.jsonl", pending)
        let result = run(["accept", "Traces/a.trace.json"], in: fileSystem)
        #expect(result.code == .failure)
        #expect(result.errors.contains("Traces/a.golden.jsonl.new is older than Traces/a.golden.jsonl"))
    }

    @Test(arguments: [
        (["accept"], "error: nothing to accept"),
        (["accept", "notes.txt"], "error: 'notes.txt' is not a trace, a golden or a .new file"),
        // The synopsis is `PATH... | --all`.
        (["accept", "--all", "Traces"], "error: '--all' cannot be used with paths"),
        (["accept", "Traces", "--all"], "error: '--all' cannot be used with paths"),
    ] as [([String], String)])
    func usageErrors(arguments: [String], message: String) {
        let result = run(arguments)
        #expect(result.code == .usage)
        #expect(result.errorLines.first == message)
    }

    @Test func theUsageLineShowsTheAlternatives() {
        #expect(run(["accept", "--all", "x"]).errorLines.contains("Usage: kbreplay accept <path> ... | --all"))
    }

    @Test func acceptOnDisk() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kbreplay-accept-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let trace = exampleTrace(name: "a")
        try Data(trace.utf8).write(to: directory.appendingPathComponent("a.trace.json"))
        func kbreplay(_ arguments: [String]) -> ExitCode {
            let environment = Environment(standardOutput: MemoryOutput(), standardError: MemoryOutput(), fileSystem: LocalFileSystem())
            return KBReplay.main(arguments: arguments, environment: environment)
        }
        #expect(kbreplay(["check", directory.path]) == .failure)
        #expect(kbreplay(["accept", directory.path]) == .success)
        let golden = try String(contentsOf: directory.appendingPathComponent("a.golden.jsonl"), encoding: .utf8)
        #expect(golden == (try replayOutput(trace)))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("a.golden.jsonl.new").path))
        #expect(kbreplay(["check", directory.path]) == .success)
    }
}

@Suite("check: orphans and --strict")
struct OrphanTests {
    @Test func orphansAreReportedAndFailOnlyWithStrict() throws {
        let fileSystem = try recordedTraces(["a", "gone"])
        try fileSystem.removeFile("Traces/gone.trace.json")
        fileSystem.addFile("Traces/lost.golden.jsonl.new", Array("x".utf8))
        let result = run(["check", "Traces"], in: fileSystem)
        #expect(result.code == .success)
        #expect(result.output == """
            ok              Traces/a.trace.json
            ORPHAN          Traces/gone.golden.jsonl: no trace Traces/gone.trace.json
            ORPHAN          Traces/lost.golden.jsonl.new: no trace Traces/lost.trace.json
            \(launchComposerInvariants)
            1 passed, 0 failed, 2 orphans

            """)
        let strict = run(["check", "--strict", "Traces"], in: fileSystem)
        #expect(strict.code == .failure)
        #expect(strict.outputLines.last == "1 passed, 0 failed, 2 orphans (--strict: they fail the run)")
    }

    @Test func aNewFileOlderThanItsGoldenIsAnOrphan() throws {
        let fileSystem = try recordedTraces(["a"])
        fileSystem.addFile("Traces/a.golden.jsonl.new", Array("x".utf8))
        fileSystem.addFile("Traces/a.golden.jsonl", fileSystem.files["Traces/a.golden.jsonl"] ?? [])
        // --invariants-only reads no golden, so the .new stays as it was.
        let result = run(["check", "--invariants-only", "--strict", "Traces"], in: fileSystem)
        #expect(result.code == .failure)
        #expect(result.outputLines.contains("ORPHAN          Traces/a.golden.jsonl.new: older than Traces/a.golden.jsonl"))
        // A check that compares the golden removes it: the trace passes.
        #expect(run(["check", "--strict", "Traces"], in: fileSystem).code == .success)
    }

    @Test func orphansAreInTheJSONReport() throws {
        let fileSystem = try recordedTraces(["a", "gone"])
        try fileSystem.removeFile("Traces/gone.trace.json")
        _ = run(["check", "Traces", "--json", "r.json"], in: fileSystem)
        let bytes = try #require(fileSystem.files["r.json"])
        let root = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        #expect((root["orphans"] as? [[String: String]]) == [["path": "Traces/gone.golden.jsonl", "reason": "no trace Traces/gone.trace.json"]])
    }
}
