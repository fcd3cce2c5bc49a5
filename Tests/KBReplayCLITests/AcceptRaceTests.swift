import Testing
@testable import KBReplayCLI

/// `accept` at the same time as another `accept` or a `record` (issue 46): the `.new` it
/// listed was taken before it read it, and it exited 74 (`cannot read '....new'`).
@Suite("accept racing another accept or a record")
struct AcceptRaceTests {
    @Test func aNewFileTakenBeforeItIsReadIsGoneNotAnError() throws {
        let base = try recordedTraces(["a", "b"])
        let golden = try #require(base.text("Traces/a.golden.jsonl"))
        for name in ["a", "b"] { base.addFile("Traces/\(name).golden.jsonl.new", Array(golden.utf8)) }
        let fileSystem = TakingFileSystem(base, taken: "Traces/a.golden.jsonl.new")
        let result = run(["accept", "Traces"], in: MemoryFileSystem()) { $0.fileSystem = fileSystem }
        #expect(result.code == .success, "\(result.errors)")
        #expect(result.errors == "")
        #expect(result.output == """
            gone          Traces/a.golden.jsonl (its .new was taken meanwhile by another accept, a record or a check)
            accepted      Traces/b.golden.jsonl
            1 accepted

            """)
        #expect(base.files["Traces/a.golden.jsonl.new"] == nil && base.files["Traces/b.golden.jsonl.new"] == nil)
    }
}

/// A file system in memory where another `accept` takes `taken` the moment this one
/// reads it: it is removed, and the read finds nothing.
private final class TakingFileSystem: FileSystem {
    let base: MemoryFileSystem
    let taken: String

    init(_ base: MemoryFileSystem, taken: String) {
        self.base = base
        self.taken = taken
    }

    private func take(_ path: String) throws(IOFailure) {
        guard path == taken, base.kind(of: path) == .file else { return }
        try base.removeFile(path)
        throw IOFailure(.read, path: path, reason: "No such file or directory")
    }

    func kind(of path: String) -> FileKind? { base.kind(of: path) }
    func readFile(_ path: String) throws(IOFailure) -> [UInt8] {
        try take(path)
        return try base.readFile(path)
    }
    func openForReading(_ path: String) throws(IOFailure) -> any FileReader {
        try take(path)
        return try base.openForReading(path)
    }
    func listDirectory(_ path: String) throws(IOFailure) -> [String] { try base.listDirectory(path) }
    func removeFile(_ path: String) throws(IOFailure) { try base.removeFile(path) }
    func createDirectory(_ path: String) throws(IOFailure) { try base.createDirectory(path) }
    func modificationTime(of path: String) -> Double? { base.modificationTime(of: path) }
    func beginAtomicWrite(_ path: String) throws(IOFailure) -> any AtomicFileWrite { try base.beginAtomicWrite(path) }
}
