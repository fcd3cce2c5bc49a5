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
/// `O_CREAT | O_EXCL`, write it, `fsync` it and `rename(2)` it over the destination.
public final class LocalFileSystem: FileSystem {
    private var temporaryCount = 0

    public init() {}

    public func kind(of path: String) -> FileKind? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
        return isDirectory.boolValue ? .directory : .file
    }

    public func readFile(_ path: String) throws(IOFailure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw IOFailure(.read, path: path, reason: LocalFileSystem.reason()) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw IOFailure(.read, path: path, reason: LocalFileSystem.reason())
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    public func listDirectory(_ path: String) throws(IOFailure) -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: path)
        } catch {
            let reason = kind(of: path) == nil ? "No such file or directory" : "cannot list its entries"
            throw IOFailure(.list, path: path, reason: reason)
        }
    }

    public func beginAtomicWrite(_ path: String) throws(IOFailure) -> any AtomicFileWrite {
        while true {
            temporaryCount += 1
            let name = ".\(Path.name(of: path)).kbreplay-\(getpid())-\(temporaryCount)"
            let temporary = Path.join(Path.directory(of: path), name)
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor >= 0 {
                return LocalAtomicWrite(descriptor: descriptor, temporary: temporary, destination: path)
            }
            if errno != EEXIST { throw IOFailure(.write, path: path, reason: LocalFileSystem.reason()) }
        }
    }

    public func removeFile(_ path: String) throws(IOFailure) {
        guard unlink(path) == 0 else { throw IOFailure(.remove, path: path, reason: LocalFileSystem.reason()) }
    }

    /// The current `errno` as the system says it.
    static func reason() -> String {
        String(cString: strerror(errno))
    }
}

private final class LocalAtomicWrite: AtomicFileWrite {
    private var descriptor: Int32
    private let temporary: String
    private let destination: String

    init(descriptor: Int32, temporary: String, destination: String) {
        self.descriptor = descriptor
        self.temporary = temporary
        self.destination = destination
    }

    func write(_ bytes: [UInt8]) throws(IOFailure) {
        do {
            try FileDescriptorOutput.writeAll(bytes, to: descriptor)
        } catch {
            throw IOFailure(.write, path: destination, reason: LocalFileSystem.reason())
        }
    }

    func commit() throws(IOFailure) {
        let synced = fsync(descriptor) == 0
        let reason = synced ? "" : LocalFileSystem.reason()
        let closed = close(descriptor) == 0
        descriptor = -1
        guard synced, closed, rename(temporary, destination) == 0 else {
            let failure = IOFailure(.write, path: destination, reason: synced ? LocalFileSystem.reason() : reason)
            unlink(temporary)
            throw failure
        }
    }

    func discard() {
        if descriptor >= 0 {
            close(descriptor)
            descriptor = -1
            unlink(temporary)
        }
    }
}
