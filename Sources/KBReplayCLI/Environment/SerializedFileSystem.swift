import Foundation

/// A file system used from several threads one call at a time: wraps one that is not
/// safe for concurrent use (`MemoryFileSystem`), with a lock around every call, the
/// writes it begins included.
final class SerializedFileSystem: FileSystem {
    private let base: any FileSystem
    private let lock: NSLock

    init(_ base: any FileSystem, lock: NSLock = NSLock()) {
        self.base = base
        self.lock = lock
    }

    var allowsConcurrentUse: Bool { true }

    private func locked<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    func kind(of path: String) -> FileKind? { locked { base.kind(of: path) } }

    func problem(at path: String) -> IOFailure? { locked { base.problem(at: path) } }

    func isLeftoverTemporaryFile(_ path: String) -> Bool { locked { base.isLeftoverTemporaryFile(path) } }

    func removeLeftoverTemporaryFile(_ path: String) throws(IOFailure) -> Bool {
        try locked { () throws(IOFailure) in try base.removeLeftoverTemporaryFile(path) }
    }

    func readStream(_ path: String, maximumBytes: Int) throws(IOFailure) -> BoundedRead {
        try locked { () throws(IOFailure) in try base.readStream(path, maximumBytes: maximumBytes) }
    }

    /// The reader is the base's: a file system in memory hands out a copy of the bytes.
    func openForReading(_ path: String) throws(IOFailure) -> any FileReader {
        try locked { () throws(IOFailure) in try base.openForReading(path) }
    }

    func readFile(_ path: String) throws(IOFailure) -> [UInt8] {
        try locked { () throws(IOFailure) in try base.readFile(path) }
    }

    func readFile(_ path: String, maximumBytes: Int) throws(IOFailure) -> BoundedRead {
        try locked { () throws(IOFailure) in try base.readFile(path, maximumBytes: maximumBytes) }
    }

    func listDirectory(_ path: String) throws(IOFailure) -> [String] {
        try locked { () throws(IOFailure) in try base.listDirectory(path) }
    }

    func beginAtomicWrite(_ path: String) throws(IOFailure) -> any AtomicFileWrite {
        let write = try locked { () throws(IOFailure) in try base.beginAtomicWrite(path) }
        return SerializedWrite(base: write, lock: lock)
    }

    func beginNamedWrite(_ path: String) throws(IOFailure) -> any AtomicFileWrite {
        let write = try locked { () throws(IOFailure) in try base.beginNamedWrite(path) }
        return SerializedWrite(base: write, lock: lock)
    }

    func removeFile(_ path: String) throws(IOFailure) {
        try locked { () throws(IOFailure) in try base.removeFile(path) }
    }

    func modificationTime(of path: String) -> Double? { locked { base.modificationTime(of: path) } }

    func createDirectory(_ path: String) throws(IOFailure) {
        try locked { () throws(IOFailure) in try base.createDirectory(path) }
    }
}

/// An atomic write of a `SerializedFileSystem`, under its lock.
private final class SerializedWrite: AtomicFileWrite {
    private let base: any AtomicFileWrite
    private let lock: NSLock

    init(base: any AtomicFileWrite, lock: NSLock) {
        self.base = base
        self.lock = lock
    }

    func write(_ bytes: [UInt8]) throws(IOFailure) {
        lock.lock()
        defer { lock.unlock() }
        try base.write(bytes)
    }

    func commit() throws(IOFailure) {
        lock.lock()
        defer { lock.unlock() }
        try base.commit()
    }

    func discard() {
        lock.lock()
        defer { lock.unlock() }
        base.discard()
    }
}
