#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// The open files of `LocalFileSystem`: a write through a temporary file, a write
// straight to a device or pipe, and a regular file read in pieces.

/// The temporary file of an atomic write (`LocalFileSystem.beginAtomicWrite(_:)`),
/// synced and renamed over its destination by `commit()`.
final class LocalAtomicWrite: AtomicFileWrite {
    private var descriptor: Int32
    private let temporary: String
    /// The file renamed over: the path (a link there is replaced), or for a path the user
    /// named, the file its symbolic link resolves to.
    private let destination: String
    /// The path as given, for messages.
    private let path: String

    init(descriptor: Int32, temporary: String, destination: String, path: String) {
        self.descriptor = descriptor
        self.temporary = temporary
        self.destination = destination
        self.path = path
    }

    func write(_ bytes: [UInt8]) throws(IOFailure) {
        try LocalFileSystem.writeAll(bytes, to: descriptor, path: path)
    }

    func commit() throws(IOFailure) {
        let synced = fsync(descriptor) == 0
        let reason = synced ? "" : LocalFileSystem.reason()
        // The writer's lock (`LocalFileSystem.isLeftoverTemporaryFile`) is held through
        // the rename by a second descriptor of the same open file: the first is closed
        // before the rename, as a close can report a write that failed (NFS).
        let lockHolder = dup(descriptor)
        defer { if lockHolder >= 0 { close(lockHolder) } }
        let closed = close(descriptor) == 0
        descriptor = -1
        guard synced, closed, rename(temporary, destination) == 0 else {
            let failure = IOFailure(.write, path: path, reason: synced ? LocalFileSystem.reason() : reason)
            unlink(temporary)
            TemporaryFiles.shared.unregister(temporary)
            throw failure
        }
        TemporaryFiles.shared.unregister(temporary)
    }

    func discard() {
        if descriptor >= 0 {
            close(descriptor)
            descriptor = -1
            unlink(temporary)
            TemporaryFiles.shared.unregister(temporary)
        }
    }
}

/// A write straight to a destination that is not a regular file (a device, a pipe):
/// nothing to rename, nothing to sync, nothing to take back.
final class DirectWrite: AtomicFileWrite {
    private var descriptor: Int32
    private let path: String

    init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
    }

    func write(_ bytes: [UInt8]) throws(IOFailure) {
        try LocalFileSystem.writeAll(bytes, to: descriptor, path: path)
    }

    func commit() throws(IOFailure) {
        let closed = close(descriptor) == 0
        descriptor = -1
        guard closed else { throw IOFailure(.write, path: path, reason: LocalFileSystem.reason()) }
    }

    func discard() {
        if descriptor >= 0 {
            close(descriptor)
            descriptor = -1
        }
    }
}

extension LocalFileSystem {
    /// Writes every byte to `descriptor`; a failure names `path`.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(IOFailure) {
        do {
            try FileDescriptorOutput.writeAll(bytes, to: descriptor)
        } catch {
            throw IOFailure(.write, path: path, reason: reason())
        }
    }
}

/// A regular file read in pieces; see `FileSystem.openForReading(_:)`.
final class LocalFileReader: FileReader {
    private var descriptor: Int32
    private let path: String
    /// As `fstat` said when the file was opened.
    let size: Int?

    init(descriptor: Int32, path: String, size: Int?) {
        self.descriptor = descriptor
        self.path = path
        self.size = size
    }

    deinit { close() }

    func read(into room: inout ReadRoom) throws(IOFailure) {
        guard descriptor >= 0 else { return }
        let descriptor = descriptor
        while room.writeRemaining({ systemRead(descriptor, $0, $1) }) < 0 {
            if errno != EINTR { throw IOFailure(.read, path: path, reason: LocalFileSystem.reason()) }
        }
    }

    func close() {
        if descriptor >= 0 {
            _ = systemClose(descriptor)
            descriptor = -1
        }
    }
}

/// `read(2)`, by a name no method shadows.
func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Darwin)
    Darwin.read(descriptor, buffer, count)
    #elseif canImport(Musl)
    Musl.read(descriptor, buffer, count)
    #else
    Glibc.read(descriptor, buffer, count)
    #endif
}

/// `close(2)`, by a name no method shadows.
func systemClose(_ descriptor: Int32) -> Int32 {
    #if canImport(Darwin)
    Darwin.close(descriptor)
    #elseif canImport(Musl)
    Musl.close(descriptor)
    #else
    Glibc.close(descriptor)
    #endif
}
