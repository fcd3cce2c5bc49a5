import Foundation
import Handlers
import TraceKit

/// What a command runs against: standard output, standard error, a file system, a
/// clock, and how the program was invoked.
///
/// `Environment.live()` is the process's own; tests build one on `MemoryOutput` and
/// `MemoryFileSystem` and run commands in memory, without a subprocess, with a clock
/// they control.
public struct Environment {
    public var standardOutput: any ByteOutput
    public var standardError: any ByteOutput
    public var fileSystem: any FileSystem
    /// Whether status words on standard output are coloured: only on a terminal, and
    /// never when `NO_COLOR` is set (to anything but the empty string). `--color`
    /// overrides it.
    public var usesColor: Bool
    /// Seconds on a monotonic clock: the durations in reports and `explore --seconds`.
    public var clock: () -> Double
    /// Where progress lines go (standard error when it is a terminal), or `nil` for none.
    public var progress: (any ByteOutput)?
    /// How to run this program again, as invoked (`kbreplay`, `.build/debug/kbreplay`):
    /// the commands it prints to copy (a repro, an accept hint) start with it.
    public var programName: String
    /// The path standard input is read from when a command is given `-`.
    public var standardInputPath: String
    /// Starts watching for an interruption (Ctrl-C) and returns how to ask whether one
    /// came; a command that can stop early with partial results calls it. The default
    /// never reports one.
    public var watchInterrupts: () -> () -> Bool
    /// The handlers traces may name: the built-in ones, and a user's given to
    /// `KBReplay.main(handlers:)`.
    public var handlers: [HandlerKind] = HandlerKind.builtIn
    /// How many traces `check` and `record` work on at once unless `-j` says: the
    /// machine's processor count for the process's environment, 1 for one made by hand.
    public var processorCount: Int {
        get { countProcessors() }
        set { countProcessors = { newValue } }
    }
    /// Counts the processors when `processorCount` is first asked for, not at start-up:
    /// counting them reads the cgroup's CPU quota files, which took half the instructions
    /// of `kbreplay --version`.
    var countProcessors: () -> Int

    public init(
        standardOutput: any ByteOutput, standardError: any ByteOutput, fileSystem: any FileSystem,
        usesColor: Bool = false, clock: @escaping () -> Double = { 0 }, progress: (any ByteOutput)? = nil,
        programName: String = "kbreplay", standardInputPath: String = "/dev/stdin",
        watchInterrupts: @escaping () -> () -> Bool = { { false } }, processorCount: Int = 1
    ) {
        countProcessors = { processorCount }
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.fileSystem = fileSystem
        self.usesColor = usesColor
        self.clock = clock
        self.progress = progress
        self.programName = programName
        self.standardInputPath = standardInputPath
        self.watchInterrupts = watchInterrupts
    }

    /// The process's standard output and error (file descriptors 1 and 2), the local
    /// file system and the system's monotonic clock; the process's signals are set up
    /// (`Signals`: temporary files removed on SIGINT and SIGTERM, SIGXFSZ an I/O error).
    public static func live(arguments: [String] = CommandLine.arguments) -> Environment {
        Signals.install()
        var environment = Environment(
            standardOutput: FileDescriptorOutput.standardOutput,
            standardError: FileDescriptorOutput.standardError,
            fileSystem: LocalFileSystem(),
            usesColor: Terminal.standardOutputWantsColor(),
            clock: { ProcessInfo.processInfo.systemUptime },
            progress: Terminal.standardErrorIsTerminal() ? FileDescriptorOutput.standardError : nil,
            programName: arguments.first.map(Terminal.invocationName) ?? "kbreplay",
            watchInterrupts: Interrupts.watch)
        environment.countProcessors = { ProcessInfo.processInfo.activeProcessorCount }
        return environment
    }

    /// This environment for work on several threads at once: its file system behind a
    /// lock unless it allows concurrent use, and its clock behind a lock.
    func forConcurrentUse() -> Environment {
        var environment = self
        if !fileSystem.allowsConcurrentUse { environment.fileSystem = SerializedFileSystem(fileSystem) }
        let lock = NSLock()
        let clock = self.clock
        environment.clock = {
            lock.lock()
            defer { lock.unlock() }
            return clock()
        }
        return environment
    }

    /// Writes `text` to standard output; a failure is ignored (see `writeOutput` for data).
    func print(_ text: String) {
        try? standardOutput.write(Array((text + "\n").utf8))
    }

    /// Writes `heading`, then `lines` indented by two spaces, each with a newline, to
    /// standard output in one write (`check` prints a trace's status and its 11 lines this
    /// way, 11,000 lines for a corpus of 1,000 traces that fail).
    func print(_ heading: String, indented lines: [String]) {
        // Straight into one byte buffer sized for them, each string's bytes copied where
        // they are: a check run prints a trace's lines under the delivery lock, and a
        // string per line, indented, joined, then copied, was most of it.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(lines.reduce(heading.utf8.count + 1) { $0 + $1.utf8.count + 3 })
        func append(_ line: String) {
            var line = line
            line.withUTF8 { bytes.append(contentsOf: $0) }
            bytes.append(UInt8(ascii: "\n"))
        }
        append(heading)
        for line in lines {
            bytes.append(UInt8(ascii: " "))
            bytes.append(UInt8(ascii: " "))
            append(line)
        }
        try? standardOutput.write(bytes)
    }

    /// Writes `text` to standard error.
    func printError(_ text: String) {
        try? standardError.write(Array((text + "\n").utf8))
    }
}

/// A word for a shell: as it is when it is safe, else in single quotes; a word with a
/// scalar a file name shown escapes (`FileName.isEscaped`: a control, a line break, a
/// bidirectional override) in ANSI-C quotes, `$'...'` (bash, zsh), with that scalar as
/// `\xHH`, `\uHHHH` or `\UHHHHHHHH`, so that nothing raw reaches the terminal and the
/// command still names the file.
enum ShellWord {
    static func quoted(_ word: String) -> String {
        let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./+=:,@%")
        if !word.isEmpty, word.allSatisfy({ safe.contains($0) }) { return word }
        guard word.unicodeScalars.contains(where: FileName.isEscaped) else {
            return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
        }
        var quoted = "$'"
        for scalar in word.unicodeScalars {
            switch scalar {
            case "\\": quoted += "\\\\"
            case "'": quoted += "\\'"
            case _ where !FileName.isEscaped(scalar): quoted.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x80: quoted += "\\x" + FileName.hex(scalar.value, digits: 2)
            case _ where scalar.value <= 0xFFFF: quoted += "\\u" + FileName.hex(scalar.value, digits: 4)
            default: quoted += "\\U" + FileName.hex(scalar.value, digits: 8)
            }
        }
        return quoted + "'"
    }
}

