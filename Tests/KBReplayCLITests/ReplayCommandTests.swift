import Foundation
import Testing
@testable import KBReplayCLI

@Suite("kbreplay replay")
struct ReplayCommandTests {
    @Test func writesTheFramesToStandardOutput() throws {
        let fileSystem = MemoryFileSystem(files: ["t/case1.trace.json": exampleTrace()])
        let result = run(["replay", "t/case1.trace.json"], in: fileSystem)
        #expect(result.code == .success)
        #expect(result.errors == "")
        #expect(result.output == (try replayOutput(exampleTrace())))
        #expect(result.outputLines.first == #"{"kbframes":1,"trace":"case1","fps":60,"frames":73}"#)
        #expect(fileSystem.operations.isEmpty)
    }

    @Test func allFramesWritesEveryFrame() throws {
        let fileSystem = MemoryFileSystem(files: ["case1.trace.json": exampleTrace()])
        let result = run(["replay", "--all-frames", "case1.trace.json"], in: fileSystem)
        #expect(result.code == .success)
        #expect(result.outputLines.count == 1 + 73)
        #expect(result.output == (try replayOutput(exampleTrace(), allFrames: true)))
    }

    @Test func writesAFileAtomically() throws {
        let fileSystem = MemoryFileSystem(files: ["case1.trace.json": exampleTrace(), "out/old.jsonl": "old"])
        let result = run(["replay", "case1.trace.json", "-o", "out/frames.jsonl"], in: fileSystem)
        #expect(result.code == .success)
        #expect(result.output == "")
        #expect(fileSystem.text("out/frames.jsonl") == (try replayOutput(exampleTrace())))
        #expect(fileSystem.operations == [
            "create out/.frames.jsonl.tmp-1", "rename out/.frames.jsonl.tmp-1 -> out/frames.jsonl",
        ])
    }

    @Test func isDeterministic() {
        let fileSystem = MemoryFileSystem(files: ["case1.trace.json": exampleTrace()])
        let first = run(["replay", "case1.trace.json", "--all-frames"], in: fileSystem)
        let second = run(["replay", "case1.trace.json", "--all-frames"], in: fileSystem)
        #expect(first.output == second.output)
        #expect(!first.output.isEmpty)
    }

    @Test func anInvalidTraceExits65WithEveryDiagnostic() {
        let invalid = exampleTrace().replacingOccurrences(of: #""fps": 60"#, with: #""fps": 0, "bogus": 1"#)
        let fileSystem = MemoryFileSystem(files: ["bad.trace.json": invalid])
        let result = run(["replay", "bad.trace.json", "-o", "out.jsonl"], in: fileSystem)
        #expect(result.code == .dataError)
        #expect(result.output == "")
        #expect(result.errorLines.count == 2)
        #expect(result.errorLines.allSatisfy { $0.hasPrefix("bad.trace.json: ") })
        #expect(fileSystem.files["out.jsonl"] == nil)
        #expect(fileSystem.operations.isEmpty)
    }

    @Test func aSyntaxErrorIsReportedWithLineAndColumn() {
        let fileSystem = MemoryFileSystem(files: ["bad.trace.json": "{\n  \"kbtrace\": 1,\n  ]"])
        let result = run(["replay", "bad.trace.json"], in: fileSystem)
        #expect(result.code == .dataError)
        #expect(result.errors.hasPrefix("bad.trace.json:3:3: "))
    }

    @Test func anUnreadableTraceExits74NamingThePath() {
        let fileSystem = MemoryFileSystem(files: ["locked.trace.json": exampleTrace()])
        fileSystem.unreadable = ["locked.trace.json"]
        #expect(run(["replay", "missing.trace.json"], in: fileSystem).errors
            == "error: cannot read 'missing.trace.json': No such file or directory\n")
        let result = run(["replay", "locked.trace.json"], in: fileSystem)
        #expect(result.code == .ioError)
        #expect(result.errors == "error: cannot read 'locked.trace.json': Permission denied\n")
    }

    @Test func aFailedWriteExits74AndLeavesNothingBehind() {
        let fileSystem = MemoryFileSystem(files: ["case1.trace.json": exampleTrace(), "out.jsonl": "before"])
        fileSystem.failingWrites = ["out.jsonl"]
        let result = run(["replay", "case1.trace.json", "-o", "out.jsonl"], in: fileSystem)
        #expect(result.code == .ioError)
        #expect(result.errors == "error: cannot write 'out.jsonl': No space left on device\n")
        #expect(fileSystem.text("out.jsonl") == "before")
        #expect(fileSystem.files.keys.sorted() == ["case1.trace.json", "out.jsonl"])
    }

    @Test func aFailedStandardOutputExits74() {
        let fileSystem = MemoryFileSystem(files: ["case1.trace.json": exampleTrace()])
        let result = run(["replay", "case1.trace.json"], in: fileSystem, stdoutFailure: "Broken pipe")
        #expect(result.code == .ioError)
        #expect(result.errors == "error: cannot write 'standard output': Broken pipe\n")
    }
}
