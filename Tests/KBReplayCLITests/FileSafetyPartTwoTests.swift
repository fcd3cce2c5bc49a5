import Foundation
import Testing
import TraceKit
@testable import KBReplayCLI

/// Issue 46 on the real file system: folder walks and links, pipes, commands at once,
/// temporary files. Each case failed before the fix (the note says how).
@Suite("Files you can trust, part two")
struct FileSafetyPartTwoTests {
    private func link(_ path: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: destination)
    }

    /// Before: `T/loop -> .` checked the one trace 41 times (each `T/loop/.../loop` until
    /// the path had too many links), `41 passed, 0 failed, 1 could not be read`.
    @Test func aWalkDoesNotFollowALinkBackToItsFolder() throws {
        try withTemporaryDirectory { directory in
            try writeOnDisk(directory + "/case1.trace.json", exampleTrace())
            #expect(runOnDisk(["record", directory]).code == .success)
            try link(directory + "/loop", to: ".")
            let result = runOnDisk(["check", directory])
            #expect(result.code == .success, "\(result.errors)")
            #expect(result.output == "ok              \(directory)/case1.trace.json\n\(launchComposerInvariants)\n1 passed, 0 failed\n")
        }
    }

    /// Before: two links back up and `check`, `record` and `accept --all` never finished
    /// (2^40 paths); now each ends at once and sees the one trace.
    @Test func twoLinksBackUpEndEveryWalk() throws {
        try withTemporaryDirectory { directory in
            let folder = directory + "/T"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try writeOnDisk(folder + "/case1.trace.json", exampleTrace())
            try link(folder + "/loop", to: ".")
            try link(folder + "/up", to: "..")
            let record = runOnDisk(["record", folder], within: 60) {}
            #expect(record?.code == .success, "\(record?.errors ?? "record did not finish in 60 s")")
            let check = runOnDisk(["check", folder], within: 60) {}
            #expect(check?.output == "ok              \(folder)/case1.trace.json\n\(launchComposerInvariants)\n1 passed, 0 failed\n", "\(check?.errors ?? "check did not finish in 60 s")")
            try writeOnDisk(folder + "/case1.golden.jsonl.new", try replayOutput(exampleTrace()))
            let accept = runOnDisk(["accept", folder], within: 60) {}
            #expect(accept?.code == .success, "\(accept?.errors ?? "accept did not finish in 60 s")")
            #expect(try entries(folder) == ["case1.golden.jsonl", "case1.trace.json", "loop", "up"])
        }
    }

    /// A link to a trace file is still a trace; a link to a folder of traces is left out
    /// (named on the command line, the folder is walked).
    @Test func aLinkToAFileIsWalkedAndALinkToAFolderIsNot() throws {
        try withTemporaryDirectory { directory in
            let folder = directory + "/T"
            let other = directory + "/Other"
            for path in [folder, other] { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) }
            try writeOnDisk(other + "/b.trace.json", exampleTrace(name: "b"))
            try writeOnDisk(directory + "/c.trace.json", exampleTrace(name: "c"))
            try link(folder + "/other", to: "../Other")
            try link(folder + "/c.trace.json", to: "../c.trace.json")
            #expect(runOnDisk(["record", folder]).code == .success)
            let result = runOnDisk(["check", folder])
            #expect(result.output == "ok              \(folder)/c.trace.json\n\(launchComposerInvariants)\n1 passed, 0 failed\n", "\(result.errors)")
            #expect(try entries(other) == ["b.trace.json"])
            #expect(runOnDisk(["record", folder + "/other"]).code == .success)
            let named = runOnDisk(["check", folder + "/other"])
            #expect(named.output == "ok              \(folder)/other/b.trace.json\n\(launchComposerInvariants)\n1 passed, 0 failed\n", "\(named.errors)")
        }
    }

    /// Before: `-o`, `--junit` or `--json` naming a named pipe no program reads waited
    /// forever on its `open`; now 74 at once, naming the path.
    @Test(arguments: [["check", "case1.trace.json", "--junit"], ["check", "case1.trace.json", "--json"], ["plot", "case1.trace.json", "-o"]])
    func aNamedPipeWithoutAReaderIsAnErrorNotAWait(arguments: [String]) throws {
        try withTemporaryDirectory { directory in
            try writeOnDisk(directory + "/case1.trace.json", exampleTrace())
            #expect(runOnDisk(["record", directory]).code == .success)
            let pipe = directory + "/pipe"
            #expect(mkfifo(pipe, 0o600) == 0)
            var full = arguments
            full[1] = directory + "/" + full[1]
            let result = runOnDisk(full + [pipe], within: 30) {
                // Let a waiting writer go: open the pipe for reading, then close it.
                let reader = open(pipe, O_RDONLY | O_NONBLOCK)
                if reader >= 0 { close(reader) }
            }
            #expect(result?.code == .ioError, "\(result?.errors ?? "waited 30 s on the pipe")")
            #expect(result?.errors.contains("error: cannot write '\(pipe)': a named pipe that no program reads\n") == true, "\(result?.errors ?? "")")
        }
    }

    /// A named pipe with a reader is written as before.
    @Test func aNamedPipeWithAReaderIsWritten() throws {
        try withTemporaryDirectory { directory in
            try writeOnDisk(directory + "/case1.trace.json", exampleTrace())
            let pipe = directory + "/pipe"
            #expect(mkfifo(pipe, 0o600) == 0)
            let reader = open(pipe, O_RDONLY | O_NONBLOCK)
            defer { close(reader) }
            let result = runOnDisk(["plot", directory + "/case1.trace.json", "-o", pipe])
            #expect(result.code == .success, "\(result.errors)")
            var buffer = [UInt8](repeating: 0, count: 4)
            #expect(read(reader, &buffer, 4) == 4)
            #expect(buffer == Array("<svg".utf8))
        }
    }

    /// Before: a temporary file whose name has a PID this process cannot see (a writer in
    /// another PID namespace, or on another NFS host) was a leftover, listed by `check`
    /// and removed under its writer by `record`. Now the writer's lock tells: held, it is
    /// live whatever its PID; let go (the writer ended, SIGKILL too), it is left over.
    @Test func livenessIsTheWritersLockNotThePID() throws {
        try withTemporaryDirectory { directory in
            try writeOnDisk(directory + "/case1.trace.json", exampleTrace())
            #expect(runOnDisk(["record", directory]).code == .success)
            let name = TemporaryFiles.name(for: "case1.golden.jsonl", process: 2_147_483_646, count: 1)
            try writeOnDisk(directory + "/" + name, "half a golden")
            let writer = open(directory + "/" + name, O_RDONLY)
            #expect(flock(writer, LOCK_EX) == 0)
            #expect(runOnDisk(["check", directory]).output == "ok              \(directory)/case1.trace.json\n\(launchComposerInvariants)\n1 passed, 0 failed\n")
            #expect(!runOnDisk(["record", directory]).output.contains("removed"))
            #expect(try entries(directory).contains(name))
            close(writer)
            let recorded = runOnDisk(["record", directory])
            #expect(recorded.output.contains("removed    \(directory)/\(name) (left by a record that was stopped)"))
            #expect(try !entries(directory).contains(name))
        }
    }

    /// A temporary file of this process's own writes is locked while it is written: a
    /// check in another process at that moment does not call it a leftover.
    @Test func aWriteInProgressHoldsItsLock() throws {
        try withTemporaryDirectory { directory in
            let fileSystem = LocalFileSystem()
            let write = try fileSystem.beginAtomicWrite(directory + "/a.golden.jsonl")
            let temporary = try #require(try entries(directory).first)
            let other = open(directory + "/" + temporary, O_RDONLY)
            defer { close(other) }
            #expect(flock(other, LOCK_EX | LOCK_NB) != 0)
            #expect(!fileSystem.isLeftoverTemporaryFile(directory + "/" + temporary))
            try write.write(Array("x".utf8))
            try write.commit()
            #expect(try entries(directory) == ["a.golden.jsonl"])
        }
    }

    /// Before: after SIGKILL of `check --report`, its temporary pages stayed in the
    /// report folder, which no walk of the traces sees: never reported, never removed.
    /// Now the next `--report` into that folder removes them and says so.
    @Test func theNextReportRemovesTheTemporaryPagesOfOneKilled() throws {
        try withTemporaryDirectory { directory in
            try writeOnDisk(directory + "/case1.trace.json", exampleTrace())
            #expect(runOnDisk(["record", directory]).code == .success)
            let report = directory + "/report"
            try FileManager.default.createDirectory(atPath: report, withIntermediateDirectories: true)
            let page = TemporaryFiles.name(for: "index.html", process: 2_147_483_646, count: 3)
            try writeOnDisk(report + "/" + page, "<html>half a page")
            try FileManager.default.createDirectory(atPath: report + "/views", withIntermediateDirectories: true)
            let view = TemporaryFiles.name(for: "case1.html", process: 2_147_483_646, count: 4)
            try writeOnDisk(report + "/views/" + view, "<html>half a view")
            let result = runOnDisk(["check", directory + "/case1.trace.json", "--report", report])
            #expect(result.code == .success, "\(result.errors)")
            #expect(result.errors == """
                removed \(report)/\(page) (left by a check --report that was stopped)
                removed \(report)/views/\(view) (left by a check --report that was stopped)

                """)
            #expect(try entries(report) == ["index.html", "views"])
            #expect(try !entries(report + "/views").contains(view))
        }
    }
}
