import TraceKit

/// A trace file and the files beside it: `DIR/NAME.trace.json`, `DIR/NAME.golden.jsonl`
/// and `DIR/NAME.golden.jsonl.new`.
struct TraceFile: Equatable {
    static let traceSuffix = ".trace.json"
    static let goldenSuffix = ".golden.jsonl"
    static let reviewSuffix = ".new"

    /// The path as given (or found in a given directory).
    var path: String

    init(path: String) {
        self.path = path
    }

    /// The trace of the golden `DIR/NAME.golden.jsonl`.
    init(golden: String) {
        path = String(golden.dropLast(TraceFile.goldenSuffix.count)) + TraceFile.traceSuffix
    }

    /// `DIR/NAME.golden.jsonl`.
    var goldenPath: String { String(path.dropLast(TraceFile.traceSuffix.count)) + TraceFile.goldenSuffix }

    /// `DIR/NAME.golden.jsonl.new`: the actual output, saved by `check` for review.
    var reviewPath: String { goldenPath + TraceFile.reviewSuffix }

    /// `NAME` of `DIR/NAME.trace.json`.
    var name: String { String(Path.name(of: path).dropLast(TraceFile.traceSuffix.count)) }

    /// Whether `name` is a trace file's name: `NAME.trace.json` with a non-empty NAME.
    static func isTraceName(_ name: String) -> Bool {
        name.hasSuffix(traceSuffix) && name.count > traceSuffix.count
    }
}

/// The traces a list of paths names, or why a path names none.
enum TraceFiles {
    /// A path that names no trace.
    struct Problem: Error, Equatable {
        var message: String
        var code: ExitCode
        /// Something in a folder walked that could not be read (not a path mistyped).
        var isUnreadable = false
    }

    /// Each path in order: a file must be named `NAME.trace.json`; a directory stands for
    /// the `*.trace.json` files in it and in its subdirectories (not hidden ones, such as
    /// `.build`), sorted by the bytes of their paths so the order is the same everywhere.
    /// With a `filter`, only traces whose NAME contains it. A trace named twice (a file
    /// and its directory, `./a` and `a`) comes once, at its first place.
    static func expand(_ paths: [String], filter: String? = nil, in fileSystem: any FileSystem) -> [Result<TraceFile, Problem>] {
        var seen = Set<String>()
        var results: [Result<TraceFile, Problem>] = []
        for path in paths {
            switch fileSystem.kind(of: path) {
            case .file:
                guard isTraceName(Path.name(of: path)) else {
                    results.append(.failure(Problem(
                        message: "'\(FileName.shown(path))' is not a trace: expected a file named NAME\(TraceFile.traceSuffix)",
                        code: .usage)))
                    continue
                }
                if seen.insert(Path.normalized(path)).inserted { results.append(.success(TraceFile(path: path))) }
            case .directory:
                // What cannot be read is reported, and the rest is still checked.
                let walk = FileWalk(under: path, in: fileSystem)
                let traces = walk.files.filter { isTraceName(Path.name(of: $0)) }
                // A trace's own golden is reported with the trace, not twice.
                let ownFiles = Set(traces.flatMap { [TraceFile(path: $0).goldenPath, TraceFile(path: $0).reviewPath] })
                results += walk.unreadable.filter { !ownFiles.contains($0.path) }.map { .failure(Problem(message: "\($0)", code: .ioError, isUnreadable: true)) }
                if traces.isEmpty, !walk.unreadable.isEmpty { continue }
                guard !traces.isEmpty else {
                    results.append(.failure(Problem(message: "no *\(TraceFile.traceSuffix) files in '\(FileName.shown(path))' or its subdirectories", code: .usage)))
                    continue
                }
                let matching = traces.filter { file in
                    filter.map { TraceFile(path: file).name.contains($0) } ?? true
                }
                guard !matching.isEmpty else {
                    results.append(.failure(Problem(
                        message: "no trace in '\(FileName.shown(path))' has a name that contains '\(filter ?? "")'", code: .usage)))
                    continue
                }
                for file in matching where seen.insert(Path.normalized(file)).inserted {
                    results.append(.success(TraceFile(path: file)))
                }
            case nil:
                let failure = fileSystem.problem(at: path) ?? IOFailure(.read, path: path, reason: "No such file or directory")
                results.append(.failure(Problem(message: "\(failure)", code: .ioError)))
            }
        }
        return results
    }

    private static func isTraceName(_ name: String) -> Bool { TraceFile.isTraceName(name) }
}
