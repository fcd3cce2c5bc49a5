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
