#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output or standard error, written with `write(2)`, unbuffered.
public final class FileDescriptorOutput: ByteOutput {
    public static var standardOutput: FileDescriptorOutput { FileDescriptorOutput(descriptor: 1, name: "standard output") }
    public static var standardError: FileDescriptorOutput { FileDescriptorOutput(descriptor: 2, name: "standard error") }

    private let descriptor: Int32
    private let name: String

    public init(descriptor: Int32, name: String) {
        self.descriptor = descriptor
        self.name = name
    }

    public func write(_ bytes: [UInt8]) throws(IOFailure) {
        do {
            try FileDescriptorOutput.writeAll(bytes, to: descriptor)
        } catch {
            throw IOFailure(.write, path: name, reason: LocalFileSystem.reason())
        }
    }

    struct WriteFailed: Error {}

    /// Writes every byte, retrying after interruptions and partial writes; leaves `errno` set on failure.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws(WriteFailed) {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                #if canImport(Darwin)
                Darwin.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                #elseif canImport(Musl)
                Musl.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                #else
                Glibc.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                #endif
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw WriteFailed()
            }
            written += count
        }
    }
}

/// Whether output goes to a person.
enum Terminal {
    /// Standard output is a terminal and `NO_COLOR` is unset or empty (no-color.org).
    static func standardOutputWantsColor() -> Bool {
        if let noColor = getenv("NO_COLOR"), noColor.pointee != 0 { return false }
        return isatty(1) == 1
    }
}

extension Terminal {
    /// Standard error is a terminal: progress lines go there.
    static func standardErrorIsTerminal() -> Bool {
        isatty(2) == 1
    }

    /// How the program was invoked, for commands it prints, ready for a shell: the name
    /// it was found by on the PATH (`kbreplay`, `my-replay`); `swift run NAME` (`swift run
    /// -c release NAME`) for a program in a SwiftPM build folder, `.build/debug/NAME`,
    /// `.build/TRIPLE/debug/NAME` or their `release` (SwiftPM sets no variable a program
    /// could tell `swift run` by, so the path is what tells: a program run from such a
    /// folder by hand is named as `swift run` would run it, which runs the same code from
    /// the package's folder); else the path it was run by.
    static func invocationName(_ argument0: String) -> String {
        guard argument0.contains("/") else { return argument0.isEmpty ? "kbreplay" : ShellWord.quoted(argument0) }
        let parts = argument0.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        if let name = parts.last, let build = parts.lastIndex(of: ".build"), parts.count - build == 3 || parts.count - build == 4 {
            switch parts[parts.count - 2] {
            case "debug": return "swift run \(ShellWord.quoted(name))"
            case "release": return "swift run -c release \(ShellWord.quoted(name))"
            default: break
            }
        }
        return ShellWord.quoted(argument0)
    }
}
