/// The file operations the commands need, so that tests can run them in memory.
///
/// Paths are strings with `/` separators, relative to the working directory or absolute.
/// The rules for links and special files are in `docs/reliability.md`: only regular
/// files are read (standard input aside), and a file a command writes for itself (a
/// golden, a `.new`, a report page) replaces a link in its place rather than following it.
public protocol FileSystem: AnyObject {
    /// What is at `path`, or `nil` if nothing is (or it cannot be looked at).
    func kind(of path: String) -> FileKind?
    /// Why what is at `path` cannot be looked at (a link that leads nowhere or in a loop,
    /// a folder on the way that cannot be searched), or `nil` when it can or nothing is
    /// there: what tells a missing golden from one that cannot be read.
    func problem(at path: String) -> IOFailure?
    /// Reads a regular file whole; anything else (a pipe, a device, a socket) is refused.
    func readFile(_ path: String) throws(IOFailure) -> [UInt8]
    /// Reads a regular file of at most `maximumBytes` bytes; a larger one is not read to
    /// its end. Anything else (a pipe, a device, a socket) is refused without a wait.
    func readFile(_ path: String, maximumBytes: Int) throws(IOFailure) -> BoundedRead
    /// Reads what `path` names, whatever it is (a pipe, a device, standard input), up to
    /// `maximumBytes`: for standard input (`-`) and an input to import (`Environment.readInput`), where a
    /// stream is what is asked for; never for a trace or a golden named by a path.
    func readStream(_ path: String, maximumBytes: Int) throws(IOFailure) -> BoundedRead
    /// Opens a regular file for reading in pieces (`check` reads a golden this way, in
    /// memory that does not grow with it); anything else is refused without a wait.
    func openForReading(_ path: String) throws(IOFailure) -> any FileReader
    /// The names (not paths) of the entries of a directory, in no particular order.
    func listDirectory(_ path: String) throws(IOFailure) -> [String]
    /// The entries of a directory with what each is (`kind(of:)` of its path), in no
    /// particular order: a directory walk asks this rather than `kind(of:)` per entry.
    /// A symbolic link to a directory is left out, so a walk never follows one (as
    /// `find` and `git` do not): a link back up (`loop -> .`) walked the folder again
    /// and again, and two of them never ended. A link to a file is listed as a file.
    func listDirectoryKinds(_ path: String) throws(IOFailure) -> [(name: String, kind: FileKind?)]
    /// Starts replacing `path` atomically: bytes go to a new temporary file in the same
    /// directory, which `commit()` renames over `path`. Until then `path` is untouched.
    /// For the files a command writes for itself (goldens, `.new` files, report pages):
    /// a link at `path` is replaced, never followed; a pipe, device or socket is refused.
    func beginAtomicWrite(_ path: String) throws(IOFailure) -> any AtomicFileWrite
    /// `beginAtomicWrite`, for a path the user named (`-o FILE`, `--junit FILE`): a link
    /// is followed (its target is replaced atomically, the link stays) and a pipe or a
    /// device (`/dev/stdout`, `/dev/null`) is written directly.
    func beginNamedWrite(_ path: String) throws(IOFailure) -> any AtomicFileWrite
    func removeFile(_ path: String) throws(IOFailure)
    /// Creates a directory and any missing parents; one that exists already is fine.
    func createDirectory(_ path: String) throws(IOFailure)
    /// When the file was last modified, in seconds on some fixed scale (only compared
    /// with each other), or `nil` when that is unknown.
    func modificationTime(of path: String) -> Double?
    /// Whether `path` is a temporary file an interrupted or killed kbreplay left behind
    /// (`.NAME.kbreplay-PID-N` of a process that is gone). `false` unless the type says.
    func isLeftoverTemporaryFile(_ path: String) -> Bool
    /// Removes `path` if it is a leftover temporary file (`isLeftoverTemporaryFile`),
    /// in one step with the test where the system allows. - Returns: whether it did.
    func removeLeftoverTemporaryFile(_ path: String) throws(IOFailure) -> Bool
    /// Whether several threads may call it at once (`check -j` and `record -j`); one
    /// that may not is used through a lock. `false` unless the type says otherwise.
    var allowsConcurrentUse: Bool { get }
}

/// A regular file read in pieces; see `FileSystem.openForReading(_:)`.
public protocol FileReader: AnyObject {
    /// The file's size when it was opened, if the system says.
    var size: Int? { get }
    /// Reads the next bytes into `room` (`ReadRoom.append(_:)`), as many as it has
    /// `remaining` at most: none at the end of the file (or when there is no room).
    func read(into room: inout ReadRoom) throws(IOFailure)
    /// Closes the file (also done when the reader goes away).
    func close()
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

    public func problem(at path: String) -> IOFailure? { nil }

    public func isLeftoverTemporaryFile(_ path: String) -> Bool { false }

    public func removeLeftoverTemporaryFile(_ path: String) throws(IOFailure) -> Bool {
        guard isLeftoverTemporaryFile(path) else { return false }
        try removeFileIfPresent(path)
        return true
    }

    /// The same as `beginAtomicWrite`: for file systems in memory, which have no links.
    public func beginNamedWrite(_ path: String) throws(IOFailure) -> any AtomicFileWrite {
        try beginAtomicWrite(path)
    }

    /// The same as `readFile(_:maximumBytes:)`: for file systems in memory.
    public func readStream(_ path: String, maximumBytes: Int) throws(IOFailure) -> BoundedRead {
        try readFile(path, maximumBytes: maximumBytes)
    }

    /// The whole file, handed out in pieces: for file systems in memory.
    public func openForReading(_ path: String) throws(IOFailure) -> any FileReader {
        BytesReader(try readFile(path))
    }

    /// Removes `path`, and is content when something else removed it first (`check`
    /// removing a `.new` that `accept` is promoting at the same time).
    func removeFileIfPresent(_ path: String) throws(IOFailure) {
        do {
            try removeFile(path)
        } catch {
            if kind(of: path) != nil || problem(at: path) != nil { throw error }
        }
    }

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
        try write(try beginAtomicWrite(path), produce)
    }

    /// `writeAtomically` for a path the user named (`-o FILE`): see `beginNamedWrite(_:)`.
    func writeNamedFile(
        _ path: String, _ produce: (_ write: ([UInt8]) throws(IOFailure) -> Void) throws(IOFailure) -> Void
    ) throws(IOFailure) {
        try write(try beginNamedWrite(path), produce)
    }

    private func write(
        _ file: any AtomicFileWrite, _ produce: (_ write: ([UInt8]) throws(IOFailure) -> Void) throws(IOFailure) -> Void
    ) throws(IOFailure) {
        do {
            try produce { bytes throws(IOFailure) in try file.write(bytes) }
            try file.commit()
        } catch {
            file.discard()
            throw error
        }
    }
}

/// Bytes in memory handed out in pieces: `openForReading` of a file system in memory.
final class BytesReader: FileReader {
    private let bytes: [UInt8]
    private var offset = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var size: Int? { bytes.count }

    func read(into room: inout ReadRoom) throws(IOFailure) {
        let count = min(bytes.count - offset, room.remaining)
        room.append(bytes[offset..<offset + count])
        offset += count
    }

    func close() {}
}
