import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The real file system, through POSIX calls (and `FileManager` to look at paths).
///
/// Atomic writes create `.NAME.kbreplay-PID-N` beside the destination with
/// `O_CREAT | O_EXCL | O_NOFOLLOW` (given the destination's permissions when it exists),
/// write it, `fsync` it and `rename(2)` it over the destination; until then the temporary
/// file is in `TemporaryFiles`, which removes it on SIGINT and SIGTERM.
/// The rules for links and special files (`docs/reliability.md`):
/// - only regular files are read, opened with `O_NONBLOCK` so that a pipe is refused
///   rather than waited on (`readStream`, for standard input, reads anything);
/// - a file a command writes for itself (`beginAtomicWrite`) replaces a link in its place
///   (the link changes, never its target) and refuses a pipe, device or socket;
/// - a path the user named (`beginNamedWrite`, `-o FILE`) is followed: a link's target is
///   replaced (the link stays), a pipe or device (`/dev/null`) is written directly, as
///   there is no file to keep intact and a rename would replace the device.
public final class LocalFileSystem: FileSystem {
    private var temporaryCount = 0
    /// Guards `temporaryCount`: the rest is the kernel's.
    private let lock = NSLock()

    public init() {}

    /// POSIX calls from several threads are safe; the temporary names are counted under a lock.
    public var allowsConcurrentUse: Bool { true }

    public func kind(of path: String) -> FileKind? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
        return isDirectory.boolValue ? .directory : .file
    }

    public func problem(at path: String) -> IOFailure? {
        var status = stat()
        if stat(path, &status) == 0 { return nil }
        let error = errno
        if error == ENOENT || error == ENOTDIR {
            // Nothing there, or a link to nothing: only the second is a problem.
            guard lstat(path, &status) == 0 else { return nil }
            return IOFailure(.read, path: path, reason: "a symbolic link to nothing")
        }
        return IOFailure(.read, path: path, reason: String(cString: strerror(error)))
    }

    public func readFile(_ path: String) throws(IOFailure) -> [UInt8] {
        switch try readFile(path, maximumBytes: Int.max) {
        case .bytes(let bytes): return bytes
        case .tooLarge: throw IOFailure(.read, path: path, reason: "File too large")
        }
    }

    public func readFile(_ path: String, maximumBytes: Int) throws(IOFailure) -> BoundedRead {
        try read(path, maximumBytes: maximumBytes, regularOnly: true)
    }

    public func readStream(_ path: String, maximumBytes: Int) throws(IOFailure) -> BoundedRead {
        try read(path, maximumBytes: maximumBytes, regularOnly: false)
    }

    public func openForReading(_ path: String) throws(IOFailure) -> any FileReader {
        let (descriptor, size) = try Self.openRegularFile(path)
        return LocalFileReader(descriptor: descriptor, path: path, size: size)
    }

    /// Opens a regular file for reading; anything else is refused, a pipe without a wait
    /// (`O_NONBLOCK` makes its `open` return at once; it does nothing to a regular file).
    /// - Returns: the descriptor and the file's size, from the `fstat` that found it regular.
    private static func openRegularFile(_ path: String) throws(IOFailure) -> (descriptor: Int32, size: Int) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw IOFailure(.read, path: path, reason: reason()) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let failure = IOFailure(.read, path: path, reason: reason())
            close(descriptor)
            throw failure
        }
        if let refusal = refusal(status) {
            close(descriptor)
            throw IOFailure(.read, path: path, reason: refusal)
        }
        return (descriptor, Int(status.st_size))
    }

    /// Why a file of this kind is not read or written as a regular file, or `nil` for one.
    private static func refusal(_ status: stat) -> String? {
        switch status.st_mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "Is a directory"
        case S_IFIFO: "not a regular file (a named pipe)"
        case S_IFCHR, S_IFBLK: "not a regular file (a device)"
        case S_IFSOCK: "not a regular file (a socket)"
        default: "not a regular file"
        }
    }

    /// Reads at most `maximumBytes + 1` bytes: a regular file whose size is over the limit
    /// is not read at all, and any other file (a pipe, a device, for a stream) stops at the limit.
    private func read(_ path: String, maximumBytes: Int, regularOnly: Bool) throws(IOFailure) -> BoundedRead {
        let descriptor: Int32
        let size: Int?
        if regularOnly {
            (descriptor, size) = try Self.openRegularFile(path)
        } else {
            descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw IOFailure(.read, path: path, reason: LocalFileSystem.reason()) }
            var status = stat()
            size = fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG ? Int(status.st_size) : nil
        }
        defer { close(descriptor) }
        if let size, size > maximumBytes { return .tooLarge(size: size) }
        // One byte past the limit is enough to know a file is over it.
        let readLimit = maximumBytes < Int.max ? maximumBytes + 1 : Int.max
        // The bytes are read straight into the array, sized for the whole file and one byte
        // more (to see its end in the same read): `check` reads 200 MB of goldens this way
        // without a copy through a chunk. It grows only for a file without a size (a pipe,
        // a device) or one that grew after `fstat`.
        var bytes = ReadRoom.uninitializedBytes(count: min(size.map { $0 + 1 } ?? 64 * 1024, readLimit))
        var filled = 0
        while true {
            if filled == bytes.count {
                if filled >= readLimit { return .tooLarge(size: nil) }
                bytes += ReadRoom.uninitializedBytes(count: min(bytes.count, readLimit - bytes.count))
            }
            var count = 0
            _ = ReadRoom.read(into: &bytes, from: filled) { room in count = room.writeRemaining { systemRead(descriptor, $0, $1) } }
            if count < 0 {
                if errno == EINTR { continue }
                throw IOFailure(.read, path: path, reason: LocalFileSystem.reason())
            }
            if count == 0 {
                bytes.removeLast(bytes.count - filled)
                return .bytes(bytes)
            }
            filled += count
        }
    }


    public func listDirectory(_ path: String) throws(IOFailure) -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: path)
        } catch {
            throw listFailure(path)
        }
    }

    /// The kinds come from the directory's own entries (`d_type`), so a walk of the 2,000
    /// files of a corpus makes no `stat` call per file (5 ms of `check`'s serial start and
    /// end); an entry of another type (a link, or a file system that does not say) is
    /// looked at with `kind(of:)`, which follows links, except that a link to a directory
    /// is left out (see `FileSystem.listDirectoryKinds`).
    public func listDirectoryKinds(_ path: String) throws(IOFailure) -> [(name: String, kind: FileKind?)] {
        guard let directory = opendir(path) else { throw listFailure(path) }
        defer { closedir(directory) }
        var entries: [(name: String, kind: FileKind?)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_REG): entries.append((name, .file))
            case Int32(DT_DIR): entries.append((name, .directory))
            default:
                let entryPath = Path.join(path, name)
                let kind = kind(of: entryPath)
                if kind == .directory, Self.isLink(entryPath) { continue }
                entries.append((name, kind))
            }
        }
        return entries
    }

    /// Whether `path` is a symbolic link itself (not what it leads to).
    private static func isLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }

    /// Why `path` cannot be listed, as the system says it.
    private func listFailure(_ path: String) -> IOFailure {
        IOFailure(.list, path: path, reason: LocalFileSystem.reason())
    }

    public func beginAtomicWrite(_ path: String) throws(IOFailure) -> any AtomicFileWrite {
        var status = stat()
        if lstat(path, &status) == 0, status.st_mode & S_IFMT != S_IFLNK, let refusal = Self.refusal(status) {
            throw IOFailure(.write, path: path, reason: refusal)
        }
        return try beginTemporaryFile(replacing: path, path: path)
    }

    /// How long a named pipe written to may go without a reader: 2 s, for a reader
    /// started at the same time to open its end.
    static let pipeReaderWait = 2.0

    public func beginNamedWrite(_ path: String) throws(IOFailure) -> any AtomicFileWrite {
        var status = stat()
        if stat(path, &status) == 0, status.st_mode & S_IFMT != S_IFREG, status.st_mode & S_IFMT != S_IFDIR {
            // Opened without a wait: a named pipe no program reads is an error, not a wait
            // forever; a reader started with kbreplay (`cat PIPE & kbreplay ... -o PIPE`)
            // has `pipeReaderWait` to open its end. Once open, writes wait as usual.
            var descriptor = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
            var waited = 0.0
            while descriptor < 0, errno == ENXIO, waited < Self.pipeReaderWait {
                usleep(10_000)
                waited += 0.01
                descriptor = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
            }
            guard descriptor >= 0 else {
                let error = errno
                let isPipe = status.st_mode & S_IFMT == S_IFIFO
                throw IOFailure(.write, path: path, reason: error == ENXIO && isPipe
                    ? "a named pipe that no program reads" : String(cString: strerror(error)))
            }
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
            return DirectWrite(descriptor: descriptor, path: path)
        }
        return try beginTemporaryFile(replacing: Self.linkTarget(path) ?? path, path: path)
    }

    /// A new temporary file beside `destination`, for `commit()` to rename over it;
    /// `path` is the path as given, for messages.
    private func beginTemporaryFile(replacing destination: String, path: String) throws(IOFailure) -> any AtomicFileWrite {
        while true {
            lock.lock()
            temporaryCount += 1
            let count = temporaryCount
            lock.unlock()
            let name = TemporaryFiles.name(for: Path.name(of: destination), process: getpid(), count: count)
            let temporary = Path.join(Path.directory(of: destination), name)
            // Registered first and confirmed once made, so that no moment is left where a
            // signal's clean-up could miss it.
            guard TemporaryFiles.shared.register(temporary) else {
                throw IOFailure(.write, path: path, reason: "interrupted")
            }
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
            if descriptor >= 0, !TemporaryFiles.shared.confirm(temporary) {
                close(descriptor)
                throw IOFailure(.write, path: path, reason: "interrupted")
            }
            if descriptor >= 0, !Self.lockAsWriter(descriptor) {
                // Removed as a leftover between its making and its lock: another name.
                close(descriptor)
                TemporaryFiles.shared.unregister(temporary)
                continue
            }
            if descriptor >= 0 {
                // The new file keeps the old one's permissions (a golden made read-only
                // for others, an executable bit): the rename would otherwise replace them.
                var old = stat()
                if lstat(destination, &old) == 0, old.st_mode & S_IFMT == S_IFREG {
                    _ = fchmod(descriptor, old.st_mode & 0o7777)
                }
                return LocalAtomicWrite(descriptor: descriptor, temporary: temporary, destination: destination, path: path)
            }
            let error = errno
            TemporaryFiles.shared.unregister(temporary)
            if error != EEXIST { throw IOFailure(.write, path: path, reason: String(cString: strerror(error))) }
        }
    }

    /// The file a symbolic link at `path` resolves to, or nil when `path` is not a link
    /// (or the link does not resolve).
    private static func linkTarget(_ path: String) -> String? {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK,
              let resolved = realpath(path, nil)
        else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Takes the lock a temporary file's writer holds until it renames or removes it
    /// (`flock`, exclusive; a checker holds it a moment at most).
    /// - Returns: `false` when the file was removed as a leftover before the lock was
    ///   taken (it has no name any more: the writer takes another).
    private static func lockAsWriter(_ descriptor: Int32) -> Bool {
        while flock(descriptor, LOCK_EX) != 0 {
            // A file system without locks: the file's PID is then what tells.
            guard errno == EINTR else { return true }
        }
        var status = stat()
        return fstat(descriptor, &status) != 0 || status.st_nlink > 0
    }

    /// A temporary file is left over when no process holds its writer's lock: a
    /// writer holds it from the file's making to its rename, and the system lets it go
    /// when the writer ends, however it ends. Not the PID in its name: a process in
    /// another PID namespace (a container) or on another host (NFS) has a PID this one
    /// cannot see, and its file was removed while it wrote. Only on a file system
    /// without locks is the PID asked.
    public func isLeftoverTemporaryFile(_ path: String) -> Bool {
        withLeftoverTemporaryFile(path) { true } ?? false
    }

    /// Removes `path` when it is a leftover temporary file, with its lock held, so that
    /// a writer that made it a moment before sees it gone and takes another name.
    public func removeLeftoverTemporaryFile(_ path: String) throws(IOFailure) -> Bool {
        var failure: IOFailure?
        let removed = withLeftoverTemporaryFile(path) {
            guard unlink(path) == 0 || errno == ENOENT else {
                failure = IOFailure(.remove, path: path, reason: LocalFileSystem.reason())
                return false
            }
            return true
        }
        if let failure { throw failure }
        return removed ?? false
    }

    /// `body`'s answer, run with the writer's lock of `path` held, when `path` is a
    /// temporary file no process writes; `nil` when it is not one.
    private func withLeftoverTemporaryFile(_ path: String, _ body: () -> Bool) -> Bool? {
        guard let process = TemporaryFiles.process(ofName: Path.name(of: path)) else { return nil }
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return body() }
        if errno == EWOULDBLOCK { return nil }
        // No locks here: no such process means the one that made it is gone (a process
        // of another user answers EPERM, and is alive).
        guard process != getpid(), kill(process, 0) != 0, errno == ESRCH else { return nil }
        return body()
    }

    public func removeFile(_ path: String) throws(IOFailure) {
        guard unlink(path) == 0 else { throw IOFailure(.remove, path: path, reason: LocalFileSystem.reason()) }
    }

    public func createDirectory(_ path: String) throws(IOFailure) {
        if kind(of: path) == .directory { return }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            let reason = kind(of: path) == .file ? "File exists" : "cannot create it"
            throw IOFailure(.createDirectory, path: path, reason: reason)
        }
    }

    public func modificationTime(of path: String) -> Double? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        #if canImport(Darwin)
        let time = status.st_mtimespec
        #else
        let time = status.st_mtim
        #endif
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// The current `errno` as the system says it.
    static func reason() -> String {
        String(cString: strerror(errno))
    }
}
