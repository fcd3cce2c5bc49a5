/// What a command runs against: standard output, standard error and a file system.
///
/// `Environment.live()` is the process's own; tests build one on `MemoryOutput` and
/// `MemoryFileSystem` and run commands in memory, without a subprocess.
public struct Environment {
    public var standardOutput: any ByteOutput
    public var standardError: any ByteOutput
    public var fileSystem: any FileSystem
    /// Whether status words on standard output are coloured: only on a terminal, and
    /// never when `NO_COLOR` is set (to anything but the empty string).
    public var usesColor: Bool

    public init(
        standardOutput: any ByteOutput, standardError: any ByteOutput, fileSystem: any FileSystem,
        usesColor: Bool = false
    ) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.fileSystem = fileSystem
        self.usesColor = usesColor
    }

    /// The process's standard output and error (file descriptors 1 and 2) and the local
    /// file system.
    public static func live() -> Environment {
        Environment(
            standardOutput: FileDescriptorOutput.standardOutput,
            standardError: FileDescriptorOutput.standardError,
            fileSystem: LocalFileSystem(),
            usesColor: Terminal.standardOutputWantsColor())
    }

    /// Writes `text` to standard output; a failure is ignored (see `writeOutput` for data).
    func print(_ text: String) {
        try? standardOutput.write(Array((text + "\n").utf8))
    }

    /// Writes `text` to standard error.
    func printError(_ text: String) {
        try? standardError.write(Array((text + "\n").utf8))
    }
}
