import Handlers
import UIKitModel
import TraceKit

/// `kbreplay record PATH...`: writes each trace's golden, atomically, and only when its
/// bytes change.
struct RecordCommand: Equatable {
    static let spec = CommandSpec(
        name: "record",
        abstract: "Write the goldens of traces.",
        discussion: """
            Each NAME.trace.json is replayed and its frames are written to NAME.golden.jsonl
            beside it, through a temporary file in the same directory that is then renamed
            over the golden: an interrupted or failed write leaves the old golden intact.
            A golden whose bytes would not change is not rewritten. Nothing is written for
            an invalid trace.

            Exit status: 0 when every golden is written or unchanged, 65 for an invalid
            trace, 74 for a file that cannot be read or written, 64 for a bad command
            line; with several, the first of 64, 74, 65.
            """,
        arguments: [.init(
            name: "path", repeats: true,
            help: "A trace file (NAME.trace.json), or a directory: the\n*.trace.json files directly in it, by name.")],
        options: [])

    var paths: [String]

    init(paths: [String]) {
        self.paths = paths
    }

    init(parsing arguments: [String]) throws(UsageError) {
        let parsed = try ParsedArguments(arguments, spec: Self.spec)
        try parsed.checkPositionals(spec: Self.spec)
        self.init(paths: parsed.positionals)
    }

    /// What happened to one golden.
    enum Outcome: CaseIterable {
        case new, changed, unchanged, invalid, error

        var word: String {
            switch self {
            case .new: "new"
            case .changed: "changed"
            case .unchanged: "unchanged"
            case .invalid: "INVALID"
            case .error: "ERROR"
            }
        }
    }

    func run(in environment: Environment) -> ExitCode {
        var code = ExitCode.success
        var counts: [Outcome: Int] = [:]
        for item in TraceFiles.expand(paths, in: environment.fileSystem) {
            switch item {
            case .success(let file):
                let (outcome, path, failure) = record(file, in: environment)
                counts[outcome, default: 0] += 1
                let color: TerminalColor = outcome == .invalid || outcome == .error ? .red : .green
                environment.print(environment.status(outcome.word, color, width: 11) + path)
                if let failure {
                    environment.report(failure)
                    code = code.combined(with: failure.code)
                }
            case .failure(let problem):
                environment.printError("error: \(problem.message)")
                code = code.combined(with: problem.code)
                counts[.error, default: 0] += 1
            }
        }
        let summary = Outcome.allCases.compactMap { outcome -> String? in
            let count = counts[outcome] ?? 0
            switch outcome {
            case .new, .changed, .unchanged: return "\(count) \(outcome.word)"
            case .invalid: return count == 0 ? nil : "\(count) invalid"
            case .error: return count == 0 ? nil : "\(count) \(count == 1 ? "error" : "errors")"
            }
        }
        environment.print(summary.joined(separator: ", "))
        return code
    }

    /// Records one golden.
    /// - Returns: the outcome, the path to show (the golden's, or the trace's when it is
    ///   invalid) and what went wrong.
    private func record(_ file: TraceFile, in environment: Environment) -> (Outcome, String, CommandFailure?) {
        let trace: Trace
        switch environment.loadTrace(file.path) {
        case .success(let loaded): trace = loaded
        case .failure(let failure):
            return (failure.code == .dataError ? .invalid : .error, file.path, failure)
        }
        let fileSystem = environment.fileSystem
        var old: [UInt8]?
        if fileSystem.kind(of: file.goldenPath) != nil {
            do {
                old = try fileSystem.readFile(file.goldenPath)
            } catch {
                return (.error, file.goldenPath, CommandFailure(error))
            }
        }
        let writer = ChangedBytesWriter(path: file.goldenPath, old: old, fileSystem: fileSystem)
        var encoder = FrameEncoder(header: trace.frameHeader, layout: trace.frameLayout)
        do {
            try encoder.encode(trace.makeReplay()) { chunk throws(IOFailure) in try writer.write(chunk) }
            let outcome: Outcome = try writer.finish() ? (old == nil ? .new : .changed) : .unchanged
            return (outcome, file.goldenPath, nil)
        } catch {
            writer.discard()
            return (.error, file.goldenPath, CommandFailure(error))
        }
    }
}

/// Streams new contents for a file and writes it (atomically) only if they differ from
/// the old contents: while the new bytes match the old ones nothing is opened; at the
/// first difference the temporary file starts with the matching prefix.
final class ChangedBytesWriter {
    private let path: String
    private let old: [UInt8]?
    private let fileSystem: any FileSystem
    private var matched = 0
    private var file: (any AtomicFileWrite)?

    init(path: String, old: [UInt8]?, fileSystem: any FileSystem) {
        self.path = path
        self.old = old
        self.fileSystem = fileSystem
    }

    func write(_ chunk: [UInt8]) throws(IOFailure) {
        if file == nil, let old, matched + chunk.count <= old.count,
            old[matched..<(matched + chunk.count)].elementsEqual(chunk)
        {
            matched += chunk.count
            return
        }
        try open().write(chunk)
    }

    /// Commits the new contents if they differ.
    /// - Returns: whether the file was written.
    func finish() throws(IOFailure) -> Bool {
        if file == nil, let old, matched == old.count { return false }
        let file = try open()
        try file.commit()
        return true
    }

    func discard() {
        file?.discard()
    }

    private func open() throws(IOFailure) -> any AtomicFileWrite {
        if let file { return file }
        let opened = try fileSystem.beginAtomicWrite(path)
        file = opened
        if let old, matched > 0 { try opened.write(Array(old[0..<matched])) }
        return opened
    }
}
