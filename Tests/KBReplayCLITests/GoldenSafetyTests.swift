import Foundation
import Testing
@testable import KBReplayCLI
import TraceKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Goldens are never damaged: `check` never writes one, `record` writes only through a
/// temporary file and a rename, and a write that fails (a full disk, a read-only folder)
/// leaves the old golden as it was and exits 74 with the path.
@Suite("Goldens are never damaged")
struct GoldenSafetyTests {
    /// The files `check` may write: review files and their temporary files.
    private func isReviewFile(_ operation: String) -> Bool {
        operation.split(separator: " ").allSatisfy { !$0.hasSuffix(".golden.jsonl") }
    }

    /// How `check` meets a golden: each situation it can find.
    enum CheckSituation: String, CaseIterable {
        case passes, differs, missing, malformed, invalidTrace, unreadable, readOnlyFolder
    }

    @Test(arguments: CheckSituation.allCases)
    func checkNeverWritesAGolden(_ situation: CheckSituation) throws {
        let fileSystem = try recordedTraces(["a"])
        let goldenPath = "Traces/a.golden.jsonl"
        switch situation {
        case .passes: break
        case .differs:
            fileSystem.addFile(goldenPath, edited(fileSystem.text(goldenPath), #""offset":1630,"#, #""offset":1631,"#))
        case .missing: try fileSystem.removeFile(goldenPath)
        case .malformed: fileSystem.addFile(goldenPath, Array("{not a golden\n".utf8))
        case .invalidTrace: fileSystem.addFile("Traces/a.trace.json", Array("{}".utf8))
        case .unreadable: fileSystem.unreadable = [goldenPath]
        case .readOnlyFolder:
            fileSystem.addFile(goldenPath, edited(fileSystem.text(goldenPath), #""offset":1630,"#, #""offset":1631,"#))
            fileSystem.readOnlyDirectories = ["Traces"]
        }
        let golden = fileSystem.files[goldenPath]
        let setUp = fileSystem.operations.count
        let result = run(["check", "Traces"], in: fileSystem)
        #expect(result.code != .success || situation == .passes)
        #expect(fileSystem.files[goldenPath] == golden)
        let operations = fileSystem.operations.dropFirst(setUp)
        #expect(operations.allSatisfy(isReviewFile), "\(operations)")
        // No temporary file is left behind either.
        #expect(fileSystem.files.keys.allSatisfy { !Path.name(of: $0).hasPrefix(".") })
    }

    @Test func aDiskThatFillsUpMidWriteKeepsTheOldGoldenAndExits74() throws {
        let fileSystem = try recordedTraces(["a"])
        let goldenPath = "Traces/a.golden.jsonl"
        let old = Array("{\"kbframes\":1,\"trace\":\"a\",\"fps\":60,\"frames\":2}\nthe old frames\n".utf8)
        fileSystem.addFile(goldenPath, old)
        fileSystem.freeBytes = 100
        let result = run(["record", "Traces"], in: fileSystem)
        #expect(result.code == .ioError)
        #expect(result.errors == "error: cannot write 'Traces/a.golden.jsonl': No space left on device\n")
        #expect(result.outputLines == ["ERROR      Traces/a.golden.jsonl", "0 new, 0 changed, 0 unchanged, 1 error"])
        #expect(fileSystem.files[goldenPath] == old)
        // Part of the new golden was written to the temporary file, which is gone.
        #expect(fileSystem.operations == ["create Traces/.a.golden.jsonl.tmp-1", "remove Traces/.a.golden.jsonl.tmp-1"])
        #expect(fileSystem.files.keys.sorted() == ["Traces/a.golden.jsonl", "Traces/a.trace.json"])
    }

    @Test func aReadOnlyFolderKeepsTheOldGoldenAndExits74() throws {
        let fileSystem = try recordedTraces(["a", "b"])
        fileSystem.addFile("Traces/a.golden.jsonl", Array("old a\n".utf8))
        fileSystem.readOnlyDirectories = ["Traces"]
        let before = fileSystem.files
        let result = run(["record", "Traces"], in: fileSystem)
        #expect(result.code == .ioError)
        // b's golden is unchanged, so nothing is written for it: only a fails. The
        // invariants line is b's: a's frames, never recorded, were not checked.
        #expect(result.errors == "error: cannot write 'Traces/a.golden.jsonl': Permission denied\n")
        #expect(result.outputLines == [
            "ERROR      Traces/a.golden.jsonl", "unchanged  Traces/b.golden.jsonl", launchComposerInvariants,
            "0 new, 0 changed, 1 unchanged, 1 error",
        ])
        #expect(fileSystem.files == before)
        #expect(fileSystem.operations.isEmpty)
    }

    @Test func aNewGoldenInAReadOnlyFolderIsNotCreated() throws {
        let fileSystem = MemoryFileSystem(files: ["Traces/a.trace.json": exampleTrace(name: "a")])
        fileSystem.readOnlyDirectories = ["Traces"]
        let result = run(["record", "Traces/a.trace.json"], in: fileSystem)
        #expect(result.code == .ioError)
        #expect(result.errors == "error: cannot write 'Traces/a.golden.jsonl': Permission denied\n")
        #expect(fileSystem.files.keys.sorted() == ["Traces/a.trace.json"])
    }

    @Test(arguments: [true, false])
    func replayOverAnExistingFileKeepsItWhenTheWriteFails(failAtRename: Bool) throws {
        let fileSystem = MemoryFileSystem(files: ["a.trace.json": exampleTrace(name: "a"), "out.jsonl": "old output\n"])
        if failAtRename { fileSystem.failingRenames = ["out.jsonl"] } else { fileSystem.freeBytes = 10 }
        let result = run(["replay", "a.trace.json", "-o", "out.jsonl"], in: fileSystem)
        #expect(result.code == .ioError)
        #expect(result.errors.hasPrefix("error: cannot write 'out.jsonl': "))
        #expect(fileSystem.text("out.jsonl") == "old output\n")
        #expect(fileSystem.files.keys.sorted() == ["a.trace.json", "out.jsonl"])
    }

    /// Every bad trace of the corpus, recorded together with good ones: the good ones
    /// get goldens, the bad ones keep theirs byte for byte.
    @Test func recordWritesNothingForAnInvalidTraceAmongValidOnes() throws {
        let fileSystem = try recordedTraces(["good"])
        fileSystem.addFile("Traces/good.golden.jsonl", Array("old\n".utf8))
        for input in BadInputCorpusTests.all {
            fileSystem.addFile(input.path, input.bytes)
            fileSystem.addFile("Traces/\(input.name).golden.jsonl", Array("keep \(input.name)\n".utf8))
        }
        let result = run(["record", "Traces"], in: fileSystem)
        #expect(result.code == .dataError)
        #expect(result.outputLines.last == "0 new, 1 changed, 0 unchanged, \(BadInputCorpusTests.all.count) invalid")
        for input in BadInputCorpusTests.all {
            #expect(fileSystem.text("Traces/\(input.name).golden.jsonl") == "keep \(input.name)\n")
        }
        #expect(fileSystem.operations == [
            "create Traces/.good.golden.jsonl.tmp-1", "rename Traces/.good.golden.jsonl.tmp-1 -> Traces/good.golden.jsonl",
        ])
    }
}

/// The same, on the real file system: what can be made to fail without privileges.
@Suite("Goldens on disk")
struct LocalGoldenSafetyTests {
    func withTemporaryDirectory(_ body: (String) throws -> Void) throws {
        try KBReplayCLITests.withTemporaryDirectory("kbreplay-golden", body)
    }

    private func write(_ path: String, _ text: String) throws {
        try LocalFileSystem().writeAtomically(path) { write throws(IOFailure) in try write(Array(text.utf8)) }
    }

    /// A folder that is not a folder (a file in its place) fails like a read-only one:
    /// the error names the golden, and nothing is left behind.
    @Test func aWriteThatCannotStartNamesThePath() throws {
        try withTemporaryDirectory { directory in
            try write(directory + "/Traces", "a file, not a folder")
            let fileSystem = LocalFileSystem()
            #expect(throws: IOFailure(.write, path: directory + "/Traces/a.golden.jsonl", reason: "Not a directory")) {
                try fileSystem.beginAtomicWrite(directory + "/Traces/a.golden.jsonl")
            }
        }
    }

    /// A golden that is a symbolic link is replaced by the rename, link and all: its
    /// target (a shared golden, or any file a link in a pull request names) is never
    /// written (`docs/reliability.md`, links).
    @Test func aSymbolicLinkToAGoldenIsReplacedNotWrittenThrough() throws {
        try withTemporaryDirectory { directory in
            try FileManager.default.createDirectory(atPath: directory + "/shared", withIntermediateDirectories: true)
            try write(directory + "/shared/case1.golden.jsonl", "old\n")
            try write(directory + "/case1.trace.json", exampleTrace())
            try FileManager.default.createSymbolicLink(
                atPath: directory + "/case1.golden.jsonl", withDestinationPath: "shared/case1.golden.jsonl")
            #expect(runOnDisk(["record", directory]).code == .success)
            var status = stat()
            #expect(lstat(directory + "/case1.golden.jsonl", &status) == 0 && status.st_mode & S_IFMT == S_IFREG)
            let golden = try LocalFileSystem().readFile(directory + "/case1.golden.jsonl")
            #expect(String(decoding: golden, as: UTF8.self) == (try replayOutput(exampleTrace())))
            #expect(try LocalFileSystem().readFile(directory + "/shared/case1.golden.jsonl") == Array("old\n".utf8))
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory + "/shared") == ["case1.golden.jsonl"])
            #expect(runOnDisk(["check", directory]).code == .success)
        }
    }

    /// `replay -o` onto a pipe or a device writes to it: a rename would put a regular
    /// file in place of the device (as root, `-o /dev/null` used to replace /dev/null).
    @Test func replayToAPipeWritesThroughIt() throws {
        try withTemporaryDirectory { directory in
            let pipe = directory + "/frames.pipe"
            #expect(mkfifo(pipe, 0o600) == 0)
            try write(directory + "/case1.trace.json", exampleTrace())
            // The reader runs on a thread of its own: opening a pipe waits for both ends.
            let reader = PipeReader(path: pipe)
            let result = runOnDisk(["replay", directory + "/case1.trace.json", "-o", pipe])
            #expect(result.code == .success)
            #expect(result.errors == "")
            let read = try #require(reader.wait(), "the pipe was not written")
            #expect(String(decoding: read, as: UTF8.self) == (try replayOutput(exampleTrace())))
            var status = stat()
            #expect(lstat(pipe, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["case1.trace.json", "frames.pipe"])
        }
    }

    /// A stream that never ends (standard input from /dev/zero) is read up to the limit
    /// only; a trace named by a path that leads to a device is not read at all.
    @Test func aTraceThatNeverEndsIsReadOnlyToTheLimit() throws {
        #expect(try LocalFileSystem().readStream("/dev/zero", maximumBytes: 100_000) == .tooLarge(size: nil))
        try withTemporaryDirectory { directory in
            try FileManager.default.createSymbolicLink(atPath: directory + "/zero.trace.json", withDestinationPath: "/dev/zero")
            let result = runOnDisk(["replay", directory + "/zero.trace.json"])
            #expect(result.code == .ioError)
            #expect(result.errors == "error: cannot read '\(directory)/zero.trace.json': not a regular file (a device)\n")
        }
    }

    @Test func aFileOverTheLimitIsNotRead() throws {
        try withTemporaryDirectory { directory in
            let path = directory + "/big.trace.json"
            #expect(FileManager.default.createFile(atPath: path, contents: nil))
            #expect(truncate(path, off_t(Limits.maximumFileBytes) + 1) == 0)
            let overLimit = try LocalFileSystem().readFile(path, maximumBytes: Limits.maximumFileBytes)
            #expect(overLimit == .tooLarge(size: Limits.maximumFileBytes + 1))
            let atLimit = try LocalFileSystem().readFile(path, maximumBytes: Limits.maximumFileBytes + 1)
            #expect(atLimit.bytesCount == Limits.maximumFileBytes + 1)
            let result = runOnDisk(["replay", path])
            #expect(result.code == .dataError)
            #expect(result.errors == "\(path): the file is 33,554,433 bytes, more than the limit of 33,554,432 bytes (32 MiB)\n")
        }
    }
}

/// Reads a named pipe to its end on a thread of its own.
private final class PipeReader: @unchecked Sendable {
    private let path: String
    private let done = DispatchSemaphore(value: 0)
    private var bytes: [UInt8] = []

    init(path: String) {
        self.path = path
        Thread.detachNewThread { [self] in
            if case .bytes(let read) = try? LocalFileSystem().readStream(path, maximumBytes: 1 << 24) { bytes = read }
            done.signal()
        }
    }

    /// The bytes read, once the writer has closed the pipe; nil if nobody wrote to it
    /// within 10 s (then the reader is released if the pipe is still there, and a
    /// failing test does not hang either way).
    func wait() -> [UInt8]? {
        if done.wait(timeout: .now() + 10) == .success { return bytes }
        let descriptor = open(path, O_WRONLY | O_NONBLOCK)
        if descriptor >= 0 { close(descriptor) }
        _ = done.wait(timeout: .now() + 1)
        return nil
    }
}

private extension BoundedRead {
    var bytesCount: Int? {
        if case .bytes(let bytes) = self { return bytes.count }
        return nil
    }
}
