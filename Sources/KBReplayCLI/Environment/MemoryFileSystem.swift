/// A file system in memory, for tests: files, directories, and failures on demand.
///
/// Atomic writes behave as on disk: a temporary file (`.NAME.tmp-N`) appears beside the
/// destination and is renamed over it on commit. `operations` records what happened.
public final class MemoryFileSystem: FileSystem {
    public private(set) var files: [String: [UInt8]] = [:]
    public private(set) var directories: Set<String> = [""]
    /// What was done, in order: `create .a.golden.jsonl.tmp-1`, `rename ... -> ...`, `remove ...`.
    public private(set) var operations: [String] = []
    /// Paths that cannot be read: files, or folders that cannot be listed.
    public var unreadable: Set<String> = []
    /// Destinations whose atomic writes fail while writing the temporary file (a full disk).
    public var failingWrites: Set<String> = []
    /// Destinations whose atomic writes fail at the rename.
    public var failingRenames: Set<String> = []
    /// Directories where no file can be created (a read-only folder).
    public var readOnlyDirectories: Set<String> = []
    /// The bytes left on the disk, if it is to fill up: a write that does not fit
    /// writes what fits, then fails (a disk that fills up mid-write). Removing a file
    /// does not give its bytes back.
    public var freeBytes: Int?
    private var temporaryCount = 0
    /// A logical clock: each added or renamed-over file is newer than every earlier one.
    private var modificationTimes: [String: Double] = [:]
    private var writeCount = 0.0

    public init(files: [String: String] = [:]) {
        for (path, text) in files { addFile(path, Array(text.utf8)) }
    }

    /// Adds (or replaces) a file, creating its directories.
    public func addFile(_ path: String, _ bytes: [UInt8]) {
        var directory = Path.directory(of: path)
        while !directory.isEmpty, !directories.contains(directory) {
            directories.insert(directory)
            directory = Path.directory(of: directory)
        }
        files[path] = bytes
        touch(path)
    }

    private func touch(_ path: String) {
        writeCount += 1
        modificationTimes[normalized(path)] = writeCount
    }

    public func modificationTime(of path: String) -> Double? {
        let path = normalized(path)
        return files[path] == nil ? nil : modificationTimes[path]
    }

    /// A file's contents as UTF-8 text, or `nil` if there is no such file.
    public func text(_ path: String) -> String? {
        files[path].map { String(decoding: $0, as: UTF8.self) }
    }

    public func kind(of path: String) -> FileKind? {
        let path = normalized(path)
        if files[path] != nil { return .file }
        return directories.contains(path) ? .directory : nil
    }

    public func readFile(_ path: String) throws(IOFailure) -> [UInt8] {
        if unreadable.contains(path) { throw IOFailure(.read, path: path, reason: "Permission denied") }
        guard let bytes = files[normalized(path)] else {
            let reason = directories.contains(normalized(path)) ? "Is a directory" : "No such file or directory"
            throw IOFailure(.read, path: path, reason: reason)
        }
        return bytes
    }

    public func listDirectory(_ path: String) throws(IOFailure) -> [String] {
        let directory = normalized(path)
        guard directories.contains(directory) else {
            throw IOFailure(.list, path: path, reason: "No such file or directory")
        }
        if unreadable.contains(directory) { throw IOFailure(.list, path: path, reason: "Permission denied") }
        let entries = Array(files.keys) + directories.filter { !$0.isEmpty }
        return entries.filter { Path.directory(of: $0) == directory }.map { Path.name(of: $0) }
    }

    public func beginAtomicWrite(_ path: String) throws(IOFailure) -> any AtomicFileWrite {
        let destination = normalized(path)
        let directory = Path.directory(of: destination)
        guard directories.contains(directory) else {
            throw IOFailure(.write, path: path, reason: "No such file or directory")
        }
        if readOnlyDirectories.contains(directory) {
            throw IOFailure(.write, path: path, reason: "Permission denied")
        }
        temporaryCount += 1
        let temporary = Path.join(directory, ".\(Path.name(of: destination)).tmp-\(temporaryCount)")
        files[temporary] = []
        operations.append("create \(temporary)")
        return MemoryAtomicWrite(fileSystem: self, temporary: temporary, destination: destination, displayPath: path)
    }

    public func removeFile(_ path: String) throws(IOFailure) {
        guard files.removeValue(forKey: normalized(path)) != nil else {
            throw IOFailure(.remove, path: path, reason: "No such file or directory")
        }
        operations.append("remove \(normalized(path))")
    }

    public func createDirectory(_ path: String) throws(IOFailure) {
        var directory = normalized(path)
        var missing: [String] = []
        while !directory.isEmpty, !directories.contains(directory) {
            if files[directory] != nil { throw IOFailure(.createDirectory, path: path, reason: "File exists") }
            if readOnlyDirectories.contains(Path.directory(of: directory)) {
                throw IOFailure(.createDirectory, path: path, reason: "Permission denied")
            }
            missing.append(directory)
            directory = Path.directory(of: directory)
        }
        for directory in missing.reversed() {
            directories.insert(directory)
            operations.append("mkdir \(directory)")
        }
    }

    fileprivate func append(_ bytes: [UInt8], to temporary: String, destination: String, displayPath: String) throws(IOFailure) {
        if failingWrites.contains(destination) {
            throw IOFailure(.write, path: displayPath, reason: "No space left on device")
        }
        if let free = freeBytes {
            files[temporary, default: []].append(contentsOf: bytes.prefix(free))
            freeBytes = max(0, free - bytes.count)
            if bytes.count > free { throw IOFailure(.write, path: displayPath, reason: "No space left on device") }
            return
        }
        files[temporary, default: []].append(contentsOf: bytes)
    }

    fileprivate func rename(_ temporary: String, to destination: String, displayPath: String) throws(IOFailure) {
        if failingRenames.contains(destination) {
            throw IOFailure(.write, path: displayPath, reason: "Operation not permitted")
        }
        files[destination] = files.removeValue(forKey: temporary)
        touch(destination)
        operations.append("rename \(temporary) -> \(destination)")
    }

    fileprivate func discard(_ temporary: String) {
        if files.removeValue(forKey: temporary) != nil { operations.append("remove \(temporary)") }
    }

    private func normalized(_ path: String) -> String {
        var path = path
        while path.hasPrefix("./") { path.removeFirst(2) }
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path == "." ? "" : path
    }
}

private final class MemoryAtomicWrite: AtomicFileWrite {
    let fileSystem: MemoryFileSystem
    let temporary: String
    let destination: String
    let displayPath: String
    var done = false

    init(fileSystem: MemoryFileSystem, temporary: String, destination: String, displayPath: String) {
        self.fileSystem = fileSystem
        self.temporary = temporary
        self.destination = destination
        self.displayPath = displayPath
    }

    func write(_ bytes: [UInt8]) throws(IOFailure) {
        try fileSystem.append(bytes, to: temporary, destination: destination, displayPath: displayPath)
    }

    func commit() throws(IOFailure) {
        do {
            try fileSystem.rename(temporary, to: destination, displayPath: displayPath)
            done = true
        } catch {
            discard()
            throw error
        }
    }

    func discard() {
        guard !done else { return }
        done = true
        fileSystem.discard(temporary)
    }
}
