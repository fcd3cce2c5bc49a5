/// The file operations the commands need, so that tests can run them in memory.
///
/// Paths are strings with `/` separators, relative to the working directory or absolute.
public protocol FileSystem: AnyObject {
    /// What is at `path`, or `nil` if nothing is (or it cannot be looked at).
    func kind(of path: String) -> FileKind?
    func readFile(_ path: String) throws(IOFailure) -> [UInt8]
    /// Reads a file of at most `maximumBytes` bytes; a larger one is not read to its end
    /// (so a huge file, or a device that never ends, costs no more than the limit).
    func readFile(_ path: String, maximumBytes: Int) throws(IOFailure) -> BoundedRead
    /// The names (not paths) of the entries of a directory, in no particular order.
    func listDirectory(_ path: String) throws(IOFailure) -> [String]
    /// The entries of a directory with what each is (`kind(of:)` of its path), in no
    /// particular order: a directory walk asks this rather than `kind(of:)` per entry.
    func listDirectoryKinds(_ path: String) throws(IOFailure) -> [(name: String, kind: FileKind?)]
    /// Starts replacing `path` atomically: bytes go to a new temporary file in the same
    /// directory, which `commit()` renames over `path`. Until then `path` is untouched.
    func beginAtomicWrite(_ path: String) throws(IOFailure) -> any AtomicFileWrite
    func removeFile(_ path: String) throws(IOFailure)
    /// Creates a directory and any missing parents; one that exists already is fine.
    func createDirectory(_ path: String) throws(IOFailure)
    /// When the file was last modified, in seconds on some fixed scale (only compared
    /// with each other), or `nil` when that is unknown.
    func modificationTime(of path: String) -> Double?
    /// Whether several threads may call it at once (`check -j` and `record -j`); one
    /// that may not is used through a lock. `false` unless the type says otherwise.
    var allowsConcurrentUse: Bool { get }
}

/// A file read with a size limit: its bytes, or that it is larger than the limit.
public enum BoundedRead: Equatable, Sendable {
    case bytes([UInt8])
    /// More than the limit; `size` is the file's size when the system knows it.
    case tooLarge(size: Int?)
}

/// What a path names.
public enum FileKind: Equatable, Sendable {
    case file, directory
}

/// A file being written beside its destination; see `FileSystem.beginAtomicWrite(_:)`.
public protocol AtomicFileWrite: AnyObject {
    /// Appends to the temporary file.
    func write(_ bytes: [UInt8]) throws(IOFailure)
    /// Renames the temporary file over the destination. On failure the temporary file
    /// is removed and the destination is as it was.
    func commit() throws(IOFailure)
    /// Removes the temporary file; the destination is as it was.
    func discard()
}

extension FileSystem {
    public var allowsConcurrentUse: Bool { false }

    /// Each entry listed, then looked at: for file systems in memory.
    public func listDirectoryKinds(_ path: String) throws(IOFailure) -> [(name: String, kind: FileKind?)] {
        try listDirectory(path).map { name in (name, kind(of: Path.join(path, name))) }
    }

    /// Reads the whole file, then checks its size: for file systems in memory.
    public func readFile(_ path: String, maximumBytes: Int) throws(IOFailure) -> BoundedRead {
        let bytes = try readFile(path)
        return bytes.count > maximumBytes ? .tooLarge(size: bytes.count) : .bytes(bytes)
    }

    /// Writes `path` atomically, streaming: `produce` hands its bytes to the given
    /// writer; on any failure the temporary file is removed and `path` is as it was.
    func writeAtomically(
        _ path: String, _ produce: (_ write: ([UInt8]) throws(IOFailure) -> Void) throws(IOFailure) -> Void
    ) throws(IOFailure) {
        let file = try beginAtomicWrite(path)
        do {
            try produce { bytes throws(IOFailure) in try file.write(bytes) }
            try file.commit()
        } catch {
            file.discard()
            throw error
        }
    }
}
