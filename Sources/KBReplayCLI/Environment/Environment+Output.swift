extension Environment {
    /// Writes a command's output to `path` atomically, or to standard output when `path`
    /// is `nil` or `-`; an I/O failure is reported and its exit code returned. `path` is
    /// one the user named (`-o FILE`): a link there is followed, a pipe or device written
    /// directly (`FileSystem.beginNamedWrite(_:)`).
    func writeOutput(_ bytes: [UInt8], to path: String?) -> ExitCode {
        writeOutput(to: path) { write throws(IOFailure) in try write(bytes) }
    }

    /// `writeOutput` streaming: `produce` hands its bytes to the given writer as it makes them.
    func writeOutput(
        to path: String?, _ produce: (_ write: ([UInt8]) throws(IOFailure) -> Void) throws(IOFailure) -> Void
    ) -> ExitCode {
        do throws(IOFailure) {
            if let path, path != "-" {
                try fileSystem.writeNamedFile(path, produce)
            } else {
                try produce { bytes throws(IOFailure) in try standardOutput.write(bytes) }
            }
        } catch {
            report(CommandFailure(error))
            return .ioError
        }
        return .success
    }
}
