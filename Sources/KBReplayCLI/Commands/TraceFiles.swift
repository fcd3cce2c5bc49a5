import TraceKit

/// A trace file and the files beside it: `DIR/NAME.trace.json`, `DIR/NAME.golden.jsonl`
/// and `DIR/NAME.golden.jsonl.new`.
struct TraceFile: Equatable {
    static let traceSuffix = ".trace.json"
    static let goldenSuffix = ".golden.jsonl"
    static let reviewSuffix = ".new"

    /// The path as given (or found in a given directory).
    var path: String

    /// `DIR/NAME.golden.jsonl`.
    var goldenPath: String { String(path.dropLast(TraceFile.traceSuffix.count)) + TraceFile.goldenSuffix }

    /// `DIR/NAME.golden.jsonl.new`: the actual output, saved by `check` for review.
    var reviewPath: String { goldenPath + TraceFile.reviewSuffix }

    /// Whether `name` is a trace file's name: `NAME.trace.json` with a non-empty NAME.
    static func isTraceName(_ name: String) -> Bool {
        name.hasSuffix(traceSuffix) && name.count > traceSuffix.count
    }
}

/// The traces a list of paths names, or why a path names none.
enum TraceFiles {
    /// A path that names no trace.
    struct Problem: Error {
        var message: String
        var code: ExitCode
    }

    /// Each path in order: a file must be named `NAME.trace.json`; a directory stands for
    /// the `*.trace.json` files directly in it (not in its subdirectories), sorted by the
    /// bytes of their names so the order is the same everywhere.
    static func expand(_ paths: [String], in fileSystem: any FileSystem) -> [Result<TraceFile, Problem>] {
        paths.flatMap { path -> [Result<TraceFile, Problem>] in
            switch fileSystem.kind(of: path) {
            case .file:
                guard isTraceName(Path.name(of: path)) else {
                    return [.failure(Problem(
                        message: "'\(path)' is not a trace: expected a file named NAME\(TraceFile.traceSuffix)",
                        code: .usage))]
                }
                return [.success(TraceFile(path: path))]
            case .directory:
                let names: [String]
                do {
                    names = try fileSystem.listDirectory(path)
                } catch {
                    return [.failure(Problem(message: "\(error)", code: .ioError))]
                }
                let traces = names.filter { isTraceName($0) && fileSystem.kind(of: Path.join(path, $0)) == .file }
                    .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
                guard !traces.isEmpty else {
                    return [.failure(Problem(message: "no *\(TraceFile.traceSuffix) files in '\(path)'", code: .usage))]
                }
                return traces.map { .success(TraceFile(path: Path.join(path, $0))) }
            case nil:
                return [.failure(Problem(message: "cannot read '\(path)': No such file or directory", code: .ioError))]
            }
        }
    }

    private static func isTraceName(_ name: String) -> Bool { TraceFile.isTraceName(name) }
}

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

extension Environment {
    /// Reads and validates a trace; an invalid one fails with every diagnostic.
    func loadTrace(_ path: String) -> Result<Trace, CommandFailure> {
        let bytes: [UInt8]
        do {
            bytes = try fileSystem.readFile(path)
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

extension Trace {
    /// The header of this trace's frames.
    var frameHeader: FrameHeader { FrameHeader(trace: name, fps: fps, frames: frameCount) }
}
