import Foundation
import Testing
import TraceKit
@testable import KBReplayCLI

/// Issue 30: outputs never follow links a command did not make, only regular files are
/// read, a walk reports what it cannot read and goes on, `accept` tolerates a `.new`
/// removed under it. Each case failed before the fix (the note says how).
@Suite("Files you can trust: links, pipes, unreadable folders")
struct FileSafetyTests {
    /// A folder with `case1.trace.json` and a file `victim` a link may point at.
    private func traceFolder(_ directory: String) throws -> String {
        try writeOnDisk(directory + "/case1.trace.json", exampleTrace())
        try writeOnDisk(directory + "/victim", "precious\n")
        return directory + "/victim"
    }

    /// Before: `check` wrote the frames into the link's target.
    @Test func checkReplacesALinkedNewFileAndLeavesItsTarget() throws {
        try withTemporaryDirectory { directory in
            let victim = try traceFolder(directory)
            try FileManager.default.createSymbolicLink(atPath: directory + "/case1.golden.jsonl.new", withDestinationPath: victim)
            let result = runOnDisk(["check", directory])
            #expect(result.code == .failure)
            #expect(result.output.hasPrefix("MISSING GOLDEN  \(directory)/case1.trace.json\n"))
            #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious\n")
            #expect(isRegularFile(directory + "/case1.golden.jsonl.new"))
            #expect(try String(contentsOfFile: directory + "/case1.golden.jsonl.new", encoding: .utf8) == (try replayOutput(exampleTrace())))
        }
    }

    /// Before: `--report` wrote the index into the link's target.
    @Test func aReportPageThatIsALinkIsReplaced() throws {
        try withTemporaryDirectory { directory in
            let victim = try traceFolder(directory)
            try FileManager.default.createDirectory(atPath: directory + "/report", withIntermediateDirectories: true)
            for page in ["index.html", "case1.html"] {
                try FileManager.default.createSymbolicLink(atPath: directory + "/report/" + page, withDestinationPath: victim)
            }
            let result = runOnDisk(["check", directory + "/case1.trace.json", "--report", directory + "/report"])
            #expect(result.code == .failure)
            #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious\n")
            #expect(isRegularFile(directory + "/report/index.html"))
            #expect(isRegularFile(directory + "/report/case1.html"))
            #expect(try String(contentsOfFile: directory + "/report/index.html", encoding: .utf8).contains("href=\"case1.html\""))
        }
    }

    /// A temporary name already taken by a link is passed over (`O_EXCL | O_NOFOLLOW`):
    /// this held before the fix too.
    @Test func aTemporaryNameTakenByALinkIsPassedOver() throws {
        try withTemporaryDirectory { directory in
            let victim = try traceFolder(directory)
            for count in 1...3 {
                let name = TemporaryFiles.name(for: "case1.golden.jsonl", process: getpid(), count: count)
                try FileManager.default.createSymbolicLink(atPath: directory + "/" + name, withDestinationPath: victim)
            }
            #expect(runOnDisk(["record", directory + "/case1.trace.json"]).code == .success)
            #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious\n")
            #expect(try String(contentsOfFile: directory + "/case1.golden.jsonl", encoding: .utf8) == (try replayOutput(exampleTrace())))
        }
    }

    /// Before: "MISSING GOLDEN" (exit 1) and a `.new` saved beside the link.
    @Test(arguments: ["nowhere", "case1.golden.jsonl"])
    func aGoldenLinkThatLeadsNowhereIsAnIOError(target: String) throws {
        try withTemporaryDirectory { directory in
            _ = try traceFolder(directory)
            try FileManager.default.createSymbolicLink(atPath: directory + "/case1.golden.jsonl", withDestinationPath: target)
            let result = runOnDisk(["check", directory])
            #expect(result.code == .ioError)
            let reason = target == "nowhere" ? "a symbolic link to nothing" : "Too many levels of symbolic links"
            #expect(result.errors == "error: cannot read '\(directory)/case1.golden.jsonl': \(reason)\n")
            #expect(result.output.hasPrefix("ERROR           \(directory)/case1.trace.json\n"))
            #expect(!FileManager.default.fileExists(atPath: directory + "/case1.golden.jsonl.new"))
        }
    }

    /// Before: `check` waited forever on the pipe's `open`.
    @Test func aGoldenThatIsANamedPipeIsAnIOErrorNotAWait() throws {
        try withTemporaryDirectory { directory in
            _ = try traceFolder(directory)
            let pipe = directory + "/case1.golden.jsonl"
            #expect(mkfifo(pipe, 0o600) == 0)
            let result = try #require(runOnDisk(["check", directory], within: 20) { releasePipe(pipe) }, "check waited on the pipe")
            #expect(result.code == .ioError)
            #expect(result.errors == "error: cannot read '\(pipe)': not a regular file (a named pipe)\n")
        }
    }

    /// Before: `check DIR` waited forever on the pipe; now the other traces are checked.
    @Test func aNamedPipeInAWalkedFolderIsAnIOErrorAndTheRestIsChecked() throws {
        try withTemporaryDirectory { directory in
            _ = try traceFolder(directory)
            #expect(runOnDisk(["record", directory]).code == .success)
            let pipe = directory + "/x.trace.json"
            #expect(mkfifo(pipe, 0o600) == 0)
            let result = try #require(runOnDisk(["check", directory], within: 20) { releasePipe(pipe) }, "check waited on the pipe")
            #expect(result.code == .ioError)
            #expect(result.output.hasPrefix("ok              \(directory)/case1.trace.json\nERROR           \(pipe)\n"))
            #expect(result.output.hasSuffix("1 passed, 1 failed, 1 could not be read\n"))
            #expect(result.errors == "error: cannot read '\(pipe)': not a regular file (a named pipe)\n")
        }
    }

    /// An entry that cannot be looked at, even as root (a link in a loop, which `opendir`
    /// and `stat` refuse with ELOOP), is reported and the rest is checked. Before: skipped
    /// in silence (exit 0).
    @Test func anEntryThatCannotBeReadIsReportedAndTheRestChecked() throws {
        try withTemporaryDirectory { directory in
            _ = try traceFolder(directory)
            #expect(runOnDisk(["record", directory]).code == .success)
            try FileManager.default.createSymbolicLink(atPath: directory + "/loop", withDestinationPath: "loop")
            let result = runOnDisk(["check", directory])
            #expect(result.code == .ioError)
            #expect(result.errors == "error: cannot read '\(directory)/loop': Too many levels of symbolic links\n")
            #expect(result.outputLines == [
                "ok              \(directory)/case1.trace.json", launchComposerInvariants, "1 passed, 0 failed, 1 could not be read",
            ])
        }
    }

    /// A folder without read permission, where permissions stop reads (not as root).
    @Test(.enabled(if: geteuid() != 0, "root reads any folder")) func aFolderWithoutPermissionIsReportedAndTheRestChecked() throws {
        try withTemporaryDirectory { directory in
            _ = try traceFolder(directory)
            #expect(runOnDisk(["record", directory]).code == .success)
            try FileManager.default.createDirectory(atPath: directory + "/closed", withIntermediateDirectories: true)
            #expect(chmod(directory + "/closed", 0) == 0)
            defer { chmod(directory + "/closed", 0o755) }
            let result = runOnDisk(["check", directory])
            #expect(result.code == .ioError)
            #expect(result.errors == "error: cannot read directory '\(directory)/closed': Permission denied\n")
            #expect(result.output.hasSuffix("1 passed, 0 failed, 1 could not be read\n"))
        }
    }

    /// The same through the file system in memory: an unreadable subfolder among two
    /// traces. Before: "0 passed, 0 failed", exit 74, nothing checked.
    @Test func anUnreadableSubfolderInMemoryIsReportedAndTheRestChecked() throws {
        let fileSystem = try recordedTraces(["a", "b"])
        fileSystem.addFile("Traces/sub/c.trace.json", Array(exampleTrace(name: "c").utf8))
        fileSystem.unreadable = ["Traces/sub"]
        let result = run(["check", "Traces"], in: fileSystem)
        #expect(result.code == .ioError)
        #expect(result.errors == "error: cannot read directory 'Traces/sub': Permission denied\n")
        #expect(result.outputLines == [
            "ok              Traces/a.trace.json", "ok              Traces/b.trace.json", launchComposerInvariants,
            "2 passed, 0 failed, 1 could not be read",
        ])
    }

    /// `accept DIR` with an unreadable subfolder: reported (74), and the `.new` files of
    /// the rest accepted. Before: 74 and nothing accepted.
    @Test func acceptReportsAnUnreadableSubfolderAndAcceptsTheRest() throws {
        let fileSystem = try recordedTraces(["a"])
        let pending = edited(fileSystem.text("Traces/a.golden.jsonl"), #""inset":82,"#, #""inset":80,"#)
        fileSystem.addFile("Traces/a.golden.jsonl.new", pending)
        fileSystem.addFile("Traces/sub/b.golden.jsonl.new", pending)
        fileSystem.unreadable = ["Traces/sub"]
        let result = run(["accept", "Traces"], in: fileSystem)
        #expect(result.code == .ioError)
        #expect(result.errors == "error: cannot read directory 'Traces/sub': Permission denied\n")
        #expect(result.output == "accepted      Traces/a.golden.jsonl\n1 accepted\n")
        #expect(fileSystem.files["Traces/a.golden.jsonl"] == pending)
    }

    /// `accept` while a `check` that passes removes the `.new`: the `.new` is gone when
    /// `accept` comes to remove it. Before: "cannot remove", exit 74.
    @Test func acceptToleratesANewFileRemovedUnderIt() throws {
        let base = try recordedTraces(["a"])
        base.addFile("Traces/a.golden.jsonl.new", try #require(base.files["Traces/a.golden.jsonl"]))
        let racing = RacingFileSystem(base)
        let output = MemoryOutput()
        let errors = MemoryOutput()
        let code = KBReplay.main(
            arguments: ["accept", "Traces"], environment: Environment(standardOutput: output, standardError: errors, fileSystem: racing))
        #expect(code == .success)
        #expect(errors.text == "")
        #expect(output.text == "accepted      Traces/a.golden.jsonl\n1 accepted\n")
        #expect(base.files["Traces/a.golden.jsonl.new"] == nil)
    }
}

/// `--report` writes `index.html` first and again as pages are written: a report cut
/// short (here by a page that cannot be written) still opens at its index, which links
/// the pages written. Before: the index came last, and there was none.
@Suite("check --report cut short")
struct InterruptedReportTests {
    @Test func theIndexIsThereAndLinksThePagesWritten() throws {
        let fileSystem = try recordedTraces(["a", "b", "c"])
        for name in ["b", "c"] {
            fileSystem.addFile("Traces/\(name).golden.jsonl", edited(fileSystem.text("Traces/\(name).golden.jsonl"), #""inset":82,"#, #""inset":80,"#))
        }
        fileSystem.failingWrites = ["out/c.html"]
        let result = run(["check", "Traces", "--report", "out"], in: fileSystem)
        #expect(result.code == .ioError)
        #expect(result.errors.contains("error: cannot write 'out/c.html': No space left on device"))
        let index = try #require(fileSystem.text("out/index.html"))
        #expect(index.contains("href=\"b.html\""))
        #expect(!index.contains("href=\"c.html\""))
        #expect(fileSystem.files["out/b.html"] != nil)
        #expect(fileSystem.files["out/c.html"] == nil)
    }
}

/// A file system in memory where a `check` runs at the worst moment: as a golden is
/// written, its `.new` is removed (the check found it passing).
private final class RacingFileSystem: FileSystem {
    let base: MemoryFileSystem

    init(_ base: MemoryFileSystem) {
        self.base = base
    }

    func kind(of path: String) -> FileKind? { base.kind(of: path) }
    func readFile(_ path: String) throws(IOFailure) -> [UInt8] { try base.readFile(path) }
    func listDirectory(_ path: String) throws(IOFailure) -> [String] { try base.listDirectory(path) }
    func removeFile(_ path: String) throws(IOFailure) { try base.removeFile(path) }
    func createDirectory(_ path: String) throws(IOFailure) { try base.createDirectory(path) }
    func modificationTime(of path: String) -> Double? { base.modificationTime(of: path) }

    func beginAtomicWrite(_ path: String) throws(IOFailure) -> any AtomicFileWrite {
        if path.hasSuffix(".golden.jsonl"), base.kind(of: path + ".new") == .file { try base.removeFile(path + ".new") }
        return try base.beginAtomicWrite(path)
    }
}
