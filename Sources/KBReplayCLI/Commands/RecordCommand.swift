import Handlers
import UIKitModel
import TraceKit

/// `kbreplay record PATH...`: writes each trace's golden, atomically, and only when its
/// bytes change.
///
/// It checks the invariants on the frames it records, and reports them as `check` does:
/// the violations a trace does not expect under its status line, and exit status 1 (the
/// golden is written all the same: the frames are what the handler does), then which
/// invariants ran for each handler.
struct RecordCommand: Subcommand {
    static let spec = CommandSpec(
        name: "record",
        abstract: "Write the goldens of traces.",
        discussion: { program in
            """
            Each NAME.trace.json is replayed and its frames are written to NAME.golden.jsonl
            beside it, through a temporary file in the same directory that is then renamed
            over the golden: an interrupted or failed write leaves the old golden intact.
            A golden whose bytes would not change is not rewritten. Nothing is written for
            an invalid trace. A pending NAME.golden.jsonl.new is removed once the golden is
            recorded (or found unchanged).

            Which traces: all of them (the default); with --missing only those without a
            golden; with --failed only those '\(program) check' would fail on their golden
            (it differs beyond the tolerance, is missing or is not a valid golden).

            Exit status: 0 when every golden is written or unchanged, 65 for an invalid
            trace, 74 for a file that cannot be read or written, 64 for a bad command
            line; with several, the first of 64, 74, 65.
            """
        },
        arguments: [.init(
            name: "path", repeats: true,
            help: "A trace file (NAME.trace.json), or a directory: the\n*.trace.json files in it and its subdirectories, by path\n(hidden folders skipped).")],
        options: [filter, missing, failed, tolerance, Shard.option, ColorChoice.option, JobCount.option])

    static let filter = OptionKey(
        long: "--filter", valueName: "text", help: "Only the traces in the directories given whose NAME\ncontains <text>.")
    static let missing = OptionKey(flag: "--missing", help: "Record only the traces that have no golden.")
    static let failed = OptionKey(flag: "--failed", help: "Record only the traces whose golden differs (beyond\nthe tolerance), is missing or is invalid.")
    static let tolerance = OptionKey(
        long: "--tolerance", valueName: "x", help: "With --failed: the tolerance of the comparison\n(default: 0.01).")

    /// Which traces get a golden.
    enum Mode: Equatable {
        /// Every trace.
        case all
        /// Traces without a golden.
        case missing
        /// Traces whose golden `check` would fail on.
        case failed
    }

    var paths: [String]
    var mode: Mode = .all
    /// Only traces whose NAME contains it (in the directories given).
    var filter: String?
    var tolerance = GoldenComparison.defaultTolerance
    var color = ColorChoice.auto
    /// Which part of the traces, by path.
    var shard = Shard.whole
    /// How many traces are recorded at once.
    var jobs = JobCount()

    init(paths: [String], mode: Mode = .all, filter: String? = nil, tolerance: Double = GoldenComparison.defaultTolerance) {
        self.paths = paths
        self.filter = filter
        self.mode = mode
        self.tolerance = tolerance
    }

    init(_ parsed: ParsedArguments, handlers: [HandlerKind]) throws(UsageError) {
        self.init(paths: parsed.positionals, filter: try parsed[Self.filter])
        switch (try parsed[Self.missing], try parsed[Self.failed]) {
        case (true, true): throw UsageError(message: "'--missing' and '--failed' cannot be used together", spec: Self.spec)
        case (true, false): mode = .missing
        case (false, true): mode = .failed
        case (false, false): mode = .all
        }
        color = try parsed[ColorChoice.option]
        jobs = try parsed[JobCount.option]
        shard = try parsed[Shard.option]
        if let text = try parsed[Self.tolerance] {
            guard mode == .failed else {
                throw UsageError(message: "'--tolerance' applies only with '--failed'", spec: Self.spec)
            }
            guard let value = DecimalNumber.parse(text), value.isFinite, value >= 0 else {
                throw UsageError(message: "invalid value '\(text)' for '--tolerance <x>': expected a number of at least 0", spec: Self.spec)
            }
            tolerance = value
        }
    }

    /// What happened to one golden.
    enum Outcome: CaseIterable {
        case new, changed, unchanged, skipped, invalid, error

        var word: String {
            switch self {
            case .new: "new"
            case .changed: "changed"
            case .unchanged: "unchanged"
            case .skipped: "skipped"
            case .invalid: "INVALID"
            case .error: "ERROR"
            }
        }
    }

    func run(in environment: Environment) -> ExitCode {
        let environment = color.applied(to: environment)
        var code = ExitCode.success
        var counts: [Outcome: Int] = [:]
        var ran: [String] = []
        let items = shard.part(of: TraceFiles.expand(paths, filter: filter, in: environment.fileSystem))
        // The traces are recorded in parallel and printed in order, as a serial run prints them.
        OrderedParallel.run(items, verb: "record", jobs: jobs, in: environment) { file, worker in
            record(file, in: worker)
        } deliver: { item in
            switch item {
            case .success(let (outcome, path, failure, verdict)):
                counts[outcome, default: 0] += 1
                if outcome == .skipped { return }
                let color: TerminalColor = outcome == .invalid || outcome == .error ? .red : .green
                let lines = InvariantVerdict.shown(verdict.map(\.verdict.lines) ?? [], verbose: false)
                environment.print(environment.status(outcome.word, color, width: 11) + FileName.shown(path), indented: lines)
                if let verdict {
                    ran.append(verdict.ran)
                    code = code.combined(with: verdict.verdict.code)
                }
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
        // The temporary goldens of a record, and `.new` files of a check, that was killed
        // (SIGKILL, a power cut): `check` lists them, `record` removes them.
        for file in environment.fileSystem.goldenTemporaryFiles(under: paths) {
            do throws(IOFailure) {
                guard try environment.fileSystem.removeLeftoverTemporaryFile(file) else { continue }
                let stopped = TemporaryFiles.isGoldenTemporaryName(Path.name(of: file), ofNew: true) ? "check" : "record"
                environment.print(
                    environment.status("removed", .green, width: 11) + FileName.shown(file) + " (left by a \(stopped) that was stopped)")
            } catch {
                environment.report(CommandFailure(error))
                code = code.combined(with: .ioError)
            }
        }
        let summary = Outcome.allCases.compactMap { outcome -> String? in
            let count = counts[outcome] ?? 0
            switch outcome {
            case .new, .changed, .unchanged: return "\(count) \(outcome.word)"
            case .skipped: return mode == .all ? nil : "\(count) skipped"
            case .invalid: return count == 0 ? nil : "\(count) invalid"
            case .error: return count == 0 ? nil : "\(count) \(count == 1 ? "error" : "errors")"
            }
        }
        for line in InvariantVerdict.firstOfEach(ran) { environment.print(line) }
        environment.print(summary.joined(separator: ", "))
        return code
    }

    /// Records one golden.
    /// - Returns: the outcome, the path to show (the golden's, or the trace's when it is
    ///   invalid), what went wrong, and the invariants' verdict on the recorded frames
    ///   with the line that names them (`nil` when none were recorded).
    private func record(_ file: TraceFile, in environment: Environment)
        -> (Outcome, String, CommandFailure?, (verdict: InvariantVerdict, ran: String)?)
    {
        let trace: Trace
        switch environment.loadTraceCheckingExpectations(file.path) {
        case .success(let loaded): trace = loaded
        case .failure(let failure):
            return (failure.code == .dataError ? .invalid : .error, file.path, failure, nil)
        }
        let fileSystem = environment.fileSystem
        var old: [UInt8]?
        if fileSystem.kind(of: file.goldenPath) != nil {
            if mode == .missing { return (.skipped, file.goldenPath, nil, nil) }
            do {
                old = try fileSystem.readFile(file.goldenPath)
            } catch {
                return (.error, file.goldenPath, CommandFailure(error), nil)
            }
        }
        if mode == .failed, let old, matches(trace, golden: old, path: file.goldenPath, handlers: environment.handlers) {
            return (.skipped, file.goldenPath, removeReview(file, in: environment), nil)
        }
        let writer = ChangedBytesWriter(path: file.goldenPath, old: old, fileSystem: fileSystem)
        var encoder = FrameEncoder(header: trace.frameHeader, layout: trace.frameLayout)
        do {
            try encoder.encode(trace.makeReplay()) { chunk throws(IOFailure) in try writer.write(chunk) }
            let outcome: Outcome = try writer.finish() ? (old == nil ? .new : .changed) : .unchanged
            let verdict = (InvariantVerdict(trace), InvariantVerdict.ranLine(for: trace.handler))
            return (outcome, file.goldenPath, removeReview(file, in: environment), verdict)
        } catch {
            writer.discard()
            return (.error, file.goldenPath, CommandFailure(error), nil)
        }
    }

    /// Whether `check` would pass the golden: it is valid and matches within the tolerance.
    /// The golden's bytes are compared with the replay's first, as `check` does; only
    /// when they differ is the golden judged frame by frame (`GoldenVerdict`).
    private func matches(_ trace: Trace, golden bytes: [UInt8], path: String, handlers: [HandlerKind]) -> Bool {
        let output = FrameEncoder.encodedBytes(header: trace.frameHeader, layout: trace.frameLayout, frames: trace.makeReplay())
        if output == bytes { return true }
        return GoldenVerdict.of(trace, output: output, golden: bytes, goldenPath: path, tolerance: tolerance, handlers: handlers)
            == .matches
    }

    /// Removes a pending `NAME.golden.jsonl.new`: the golden is now up to date.
    private func removeReview(_ file: TraceFile, in environment: Environment) -> CommandFailure? {
        guard environment.fileSystem.kind(of: file.reviewPath) == .file else { return nil }
        do {
            try environment.fileSystem.removeFileIfPresent(file.reviewPath)
            return nil
        } catch {
            return CommandFailure(error)
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
