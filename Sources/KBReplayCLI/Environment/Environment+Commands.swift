import TraceKit

extension Environment {
    /// Reads and validates a trace; an invalid one fails with every diagnostic, and one
    /// over `Limits.maximumFileBytes` (not read past the limit) with that.
    func loadTrace(_ path: String) -> Result<Trace, CommandFailure> {
        let bytes: [UInt8]
        do {
            switch try fileSystem.readFile(path, maximumBytes: Limits.maximumFileBytes) {
            case .bytes(let read): bytes = read
            case .tooLarge(let size):
                return .failure(CommandFailure(.dataError, [TraceParser.tooLarge(size: size).formatted(file: path)]))
            }
        } catch {
            return .failure(CommandFailure(error))
        }
        switch TraceParser.parse(bytes) {
        case .success(let trace):
            return .success(trace)
        case .failure(let diagnostics):
            return .failure(CommandFailure(.dataError, diagnostics.diagnostics.map { $0.formatted(file: path) }))
        }
    }

    /// Prints a failure's lines on standard error.
    func report(_ failure: CommandFailure) {
        for message in failure.messages { printError(message) }
    }

    /// A status word padded to `width`, coloured when colour is on.
    func status(_ word: String, _ color: TerminalColor, width: Int) -> String {
        let padding = String(repeating: " ", count: max(1, width - word.count))
        return (usesColor ? "\u{1B}[\(color.rawValue)m\(word)\u{1B}[0m" : word) + padding
    }
}

/// The two colours the status words use.
enum TerminalColor: String {
    case green = "32"
    case red = "31"
}
