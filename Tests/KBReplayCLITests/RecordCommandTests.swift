import Foundation
import Testing
@testable import KBReplayCLI

@Suite("kbreplay record")
struct RecordCommandTests {
    @Test func recordsNewChangedAndUnchangedGoldens() throws {
        let fileSystem = try recordedTraces(["changed", "same"])
        fileSystem.addFile("Traces/changed.golden.jsonl", Array("old bytes\n".utf8))
        fileSystem.addFile("Traces/new.trace.json", Array(exampleTrace(name: "new").utf8))
        let result = run(["record", "Traces"], in: fileSystem)
        #expect(result.code == .success)
        #expect(result.output == """
            changed    Traces/changed.golden.jsonl
            new        Traces/new.golden.jsonl
            unchanged  Traces/same.golden.jsonl
            \(launchComposerInvariants)
            1 new, 1 changed, 1 unchanged

            """)
        #expect(result.errors == "")
        for name in ["changed", "new", "same"] {
            let trace = try #require(fileSystem.text("Traces/\(name).trace.json"))
            #expect(fileSystem.text("Traces/\(name).golden.jsonl") == (try replayOutput(trace)))
        }
        // Each write goes through a temporary file in the same folder; the unchanged
        // golden is not touched at all.
        #expect(fileSystem.operations == [
            "create Traces/.changed.golden.jsonl.tmp-1",
            "rename Traces/.changed.golden.jsonl.tmp-1 -> Traces/changed.golden.jsonl",
            "create Traces/.new.golden.jsonl.tmp-2",
            "rename Traces/.new.golden.jsonl.tmp-2 -> Traces/new.golden.jsonl",
        ])
    }

    /// Old goldens that share a prefix with the new output, or are a prefix of it, or
    /// extend it, are all rewritten to exactly the new output.
    @Test(arguments: ["", "{", "truncated", "extended"])
    func anyDifferenceRewritesTheWholeGolden(kind: String) throws {
        let fileSystem = try recordedTraces(["a"])
        let output = try #require(fileSystem.text("Traces/a.golden.jsonl"))
        let old: String
        switch kind {
        case "truncated": old = String(output.dropLast(5))
        case "extended": old = output + "more\n"
        default: old = kind
        }
        fileSystem.addFile("Traces/a.golden.jsonl", Array(old.utf8))
        let result = run(["record", "Traces/a.trace.json"], in: fileSystem)
        #expect(result.outputLines.first == "changed    Traces/a.golden.jsonl")
        #expect(fileSystem.text("Traces/a.golden.jsonl") == output)
    }

    @Test func anInvalidTraceWritesNothing() throws {
        let fileSystem = MemoryFileSystem(files: [
            "Traces/bad.trace.json": #"{"kbtrace": 1, "name": "bad"}"#,
            "Traces/bad.golden.jsonl": "keep me",
        ])
        let result = run(["record", "Traces"], in: fileSystem)
        #expect(result.code == .dataError)
        #expect(result.outputLines == ["INVALID    Traces/bad.trace.json", "0 new, 0 changed, 0 unchanged, 1 invalid"])
        #expect(result.errorLines.allSatisfy { $0.hasPrefix("Traces/bad.trace.json: ") })
        #expect(fileSystem.text("Traces/bad.golden.jsonl") == "keep me")
        #expect(fileSystem.operations.isEmpty)
    }

    @Test(arguments: [true, false])
    func aFailedWriteKeepsTheOldGoldenAndExits74(failAtRename: Bool) throws {
        let fileSystem = try recordedTraces(["a", "b"])
        fileSystem.addFile("Traces/a.golden.jsonl", Array("old golden\n".utf8))
        fileSystem.addFile("Traces/b.golden.jsonl", Array("old b\n".utf8))
        if failAtRename {
            fileSystem.failingRenames = ["Traces/a.golden.jsonl"]
        } else {
            fileSystem.failingWrites = ["Traces/a.golden.jsonl"]
        }
        let result = run(["record", "Traces"], in: fileSystem)
        #expect(result.code == .ioError)
        let reason = failAtRename ? "Operation not permitted" : "No space left on device"
        #expect(result.errors == "error: cannot write 'Traces/a.golden.jsonl': \(reason)\n")
        #expect(result.outputLines == [
            // The invariants checked b's recorded frames; a's were never recorded.
            "ERROR      Traces/a.golden.jsonl", "changed    Traces/b.golden.jsonl", launchComposerInvariants,
            "0 new, 1 changed, 0 unchanged, 1 error",
        ])
        #expect(fileSystem.text("Traces/a.golden.jsonl") == "old golden\n")
        // No temporary file is left behind.
        #expect(fileSystem.files.keys.sorted() == [
            "Traces/a.golden.jsonl", "Traces/a.trace.json", "Traces/b.golden.jsonl", "Traces/b.trace.json",
        ])
    }

    @Test func recordThenCheckPasses() throws {
        let fileSystem = MemoryFileSystem(files: [
            "Traces/a.trace.json": exampleTrace(name: "a"),
            "Traces/b.trace.json": exampleTrace(name: "b", contentHeight: 300, duration: "0.5"),
        ])
        #expect(run(["check", "Traces"], in: fileSystem).code == .failure)
        #expect(run(["record", "Traces"], in: fileSystem).code == .success)
        let check = run(["check", "Traces"], in: fileSystem)
        #expect(check.code == .success)
        #expect(check.outputLines.last == "2 passed, 0 failed")
        // The review files of the failed check are gone once the traces pass.
        #expect(fileSystem.files.keys.filter { $0.hasSuffix(".new") }.isEmpty)
        #expect(run(["record", "Traces"], in: fileSystem).outputLines.last == "0 new, 0 changed, 2 unchanged")
    }
}
