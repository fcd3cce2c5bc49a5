import TraceKit

extension Environment {
    /// Reads and validates a trace; an invalid one fails with every diagnostic, and one
    /// over `Limits.maximumFileBytes` (not read past the limit) with that.
    /// `-` is standard input, named `<stdin>` in messages.
    func loadTrace(_ given: String) -> Result<Trace, CommandFailure> {
        let isStandardInput = given == "-"
        let path = isStandardInput ? "<stdin>" : given
        let bytes: [UInt8]
        do {
            // Only standard input may be a stream (a pipe): a trace named by a path must be a
            // regular file, so that a named pipe in a folder is an error, not a wait.
            let read = isStandardInput
                ? try fileSystem.readStream(standardInputPath, maximumBytes: Limits.maximumFileBytes)
                : try fileSystem.readFile(path, maximumBytes: Limits.maximumFileBytes)
            switch read {
            case .bytes(let read): bytes = read
            case .tooLarge(let size):
                return .failure(CommandFailure(.dataError, [TraceParser.tooLarge(size: size).formatted(file: path)]))
            }
        } catch {
            return .failure(CommandFailure(error))
        }
        switch TraceParser.parse(bytes, handlers: handlers) {
        case .success(let trace):
            return .success(trace)
        case .failure(let diagnostics):
            return .failure(CommandFailure(.dataError, diagnostics.diagnostics.map { $0.formatted(file: path) }))
        }
    }

    /// `loadTrace`, and the names of `expect.violations` checked against the invariant
    /// catalogue: every command that judges or writes for a trace reads it this way, so
    /// that an unknown name makes the trace invalid (65) in each of them alike.
    func loadTraceCheckingExpectations(_ path: String) -> Result<Trace, CommandFailure> {
        let loaded = loadTrace(path)
        guard case .success(let trace) = loaded else { return loaded }
        let unknown = InvariantVerdict.unknownNameLines(trace.expectedViolations ?? [])
        guard unknown.isEmpty else { return .failure(CommandFailure(.dataError, unknown.map { "\(FileName.shown(path)): " + $0 })) }
        return loaded
    }

    /// Runs `body` on the trace at `path`, loaded by `loadTraceCheckingExpectations` (by
    /// `loadTrace` without `checkingExpectations`). A trace that does not load has its
    /// messages printed on standard error and `body` is not run: the exit code is the
    /// failure's. How `replay`, `plot`, `view`, `device` and `compare` start.
    func withTrace(_ path: String, checkingExpectations: Bool = true, _ body: (Trace) -> ExitCode) -> ExitCode {
        switch checkingExpectations ? loadTraceCheckingExpectations(path) : loadTrace(path) {
        case .success(let trace): return body(trace)
        case .failure(let failure):
            report(failure)
            return failure.code
        }
    }

    /// Prints a failure's lines on standard error.
    func report(_ failure: CommandFailure) {
        for message in failure.messages { printError(message) }
    }

    /// Makes the folder `path` (and its parents) if needed, as a command's output folder:
    /// `false`, with the failure reported, when it cannot be made.
    func makeOutputDirectory(_ path: String) -> Bool {
        do {
            try fileSystem.createDirectory(path)
            return true
        } catch {
            report(CommandFailure(error))
            return false
        }
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
