extension Environment {
    /// Writes a command's output to `path` atomically, or to standard output when `path`
    /// is `nil` or `-`; an I/O failure is reported and its exit code returned.
    func writeOutput(_ bytes: [UInt8], to path: String?) -> ExitCode {
        do throws(IOFailure) {
            if let path, path != "-" {
                try fileSystem.writeAtomically(path) { write throws(IOFailure) in try write(bytes) }
            } else {
                try standardOutput.write(bytes)
            }
        } catch {
            report(CommandFailure(error))
            return .ioError
        }
        return .success
    }
}
