/// Why a step failed: the exit code, and the lines to print on standard error.
struct CommandFailure: Error {
    var code: ExitCode
    var messages: [String]

    init(_ code: ExitCode, _ messages: [String]) {
        self.code = code
        self.messages = messages
    }

    /// An I/O failure: `error: cannot write 'PATH': REASON`, exit 74.
    init(_ failure: IOFailure) {
        self.init(.ioError, ["error: \(failure)"])
    }
}
