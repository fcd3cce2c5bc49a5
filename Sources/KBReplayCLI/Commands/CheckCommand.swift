import Handlers
import UIKitModel
import Invariants
import TraceKit

/// `kbreplay check PATH... [--tolerance X] [--invariants-only]`: replays traces, compares
/// each with the golden beside it and checks the invariants on every frame. Never writes
/// a golden.
struct CheckCommand: Subcommand {
    static let spec = CommandSpec(
        name: "check",
        abstract: "Compare the frames of traces with their goldens.",
        discussion: { program in
            """
            Each NAME.trace.json is replayed and compared with NAME.golden.jsonl beside it,
            frame by frame (implied frames included) and field by field: numbers within the
            tolerance, everything else exactly. A golden is never written: when a trace
            differs or has no golden, its actual output is saved as NAME.golden.jsonl.new
            for review ('\(program) accept' takes it as the golden); a trace that passes has
            any such file removed. An invalid trace (an unknown invariant in "expect"
            included) is not replayed and gets no .new.

            Every trace is also checked against the invariants (docs/invariants.md), golden or
            not; violations are listed apart from golden differences. A trace passes only if
            exactly the invariants its "expect": {"violations": [...]} names are violated
            (none if it names none): a known glitch of the modelled handler is documented
            that way.

            Exit status: 0 when every trace passes, 1 when one differs, has no golden or
            violates other invariants than it expects, 65 for an invalid trace or golden,
            74 for a file that cannot be read or written,
            64 for a bad command line; with several, the first of 64, 74, 65, 1.
            """
        },
        arguments: [.init(
            name: "path", repeats: true,
            help: "A trace file (NAME.trace.json), or a directory: the\n*.trace.json files in it and its subdirectories, by path\n(hidden folders skipped).")],
        options: [
            tolerance, invariantsOnly, filter, strict, junit, json, report, verbose, Shard.option, ColorChoice.option, JobCount.option,
        ])

    static let tolerance = OptionKey(
        long: "--tolerance", valueName: "x", help: "The largest difference allowed between numbers, in\neach field's unit (default: 0.01).")
    static let invariantsOnly = OptionKey(flag: "--invariants-only", help: "Check the invariants only: no golden is read,\ncompared or saved.")
    static let filter = OptionKey(
        long: "--filter", valueName: "text", help: "Only the traces in the directories given whose NAME\ncontains <text>.")
    static let strict = OptionKey(flag: "--strict", help: "Fail (exit 1) on orphans: a golden or .new file without\nits trace, or a .new older than its golden.")
    static let junit = OptionKey(
        long: "--junit", valueName: "file", help: "Also write a JUnit XML report to <file> ('-': standard\noutput, the console lines then go to standard error).")
    static let json = OptionKey(
        long: "--json", valueName: "file", help: "Also write a JSON report to <file> ('-': standard\noutput, the console lines then go to standard error).")
    static let verbose = OptionKey(
        flag: "--verbose", help: "Also list, under a passing trace, the violations it\nexpects (\"expect\": {\"violations\": [...]}).")
    static let report = OptionKey(
        long: "--report", valueName: "dir", help: "Also write an HTML report into <dir> (created if needed):\nindex.html, and a page with a plot per failing trace.")

    var paths: [String]
    var tolerance: Double = GoldenComparison.defaultTolerance
    var invariantsOnly = false
    /// Only traces whose NAME contains it (in the directories given).
    var filter: String?
    /// Whether orphans fail the run.
    var strict = false
    /// Where to write a JUnit XML report, `-` for standard output.
    var junitPath: String?
    /// Where to write a JSON report, `-` for standard output.
    var jsonPath: String?
    var color = ColorChoice.auto
    /// Whether a passing trace's expected violations are listed.
    var verbose = false
    /// Where to write the HTML report (`HTMLReport`).
    var reportDirectory: String?
    /// The largest golden read (`Limits.maximumGoldenBytes`; tests lower it).
    var maximumGoldenBytes = Limits.maximumGoldenBytes
    /// Which part of the traces, by path.
    var shard = Shard.whole
    /// How many traces are checked at once.
    var jobs = JobCount()

    init(
        paths: [String], tolerance: Double = GoldenComparison.defaultTolerance, invariantsOnly: Bool = false,
        filter: String? = nil, strict: Bool = false, junitPath: String? = nil, jsonPath: String? = nil
    ) {
        self.filter = filter
        self.strict = strict
        self.paths = paths
        self.tolerance = tolerance
        self.invariantsOnly = invariantsOnly
        self.junitPath = junitPath
        self.jsonPath = jsonPath
    }

    init(_ parsed: ParsedArguments, handlers: [HandlerKind]) throws(UsageError) {
        self.init(
            paths: parsed.positionals, invariantsOnly: try parsed[Self.invariantsOnly],
            filter: try parsed[Self.filter], strict: try parsed[Self.strict], junitPath: try parsed[Self.junit], jsonPath: try parsed[Self.json])
        if let text = try parsed[Self.tolerance] {
            guard let value = DecimalNumber.parse(text), value.isFinite, value >= 0 else {
                throw UsageError(message: "invalid value '\(text)' for '--tolerance <x>': expected a number of at least 0", spec: Self.spec)
            }
            tolerance = value
        }
        color = try parsed[ColorChoice.option]
        reportDirectory = try parsed[Self.report]
        verbose = try parsed[Self.verbose]
        jobs = try parsed[JobCount.option]
        shard = try parsed[Shard.option]
        if junitPath == "-", jsonPath == "-" {
            throw UsageError(message: "'--junit' and '--json' cannot both write to standard output", spec: Self.spec)
        }
        for path in [junitPath, jsonPath, reportDirectory].compactMap({ $0 }) where path.isEmpty {
            throw UsageError(message: "a report path cannot be empty", spec: Self.spec)
        }
    }

    /// What happened to one trace.
    enum Outcome: Equatable {
        /// `violations`: the golden matches (or is not checked), the invariants do not.
        case passed, failed, violations, missingGolden, invalidTrace, invalidGolden, error

        var word: String {
            switch self {
            case .passed: "ok"
            case .failed: "FAIL"
            case .violations: "VIOLATION"
            case .missingGolden: "MISSING GOLDEN"
            case .invalidTrace: "INVALID"
            case .invalidGolden: "INVALID GOLDEN"
            case .error: "ERROR"
            }
        }

        /// The verdict in reports: `ok`, `fail`, `missing-golden`, ...
        var key: String {
            switch self {
            case .passed: "ok"
            case .failed: "fail"
            case .violations: "violation"
            case .missingGolden: "missing-golden"
            case .invalidTrace: "invalid-trace"
            case .invalidGolden: "invalid-golden"
            case .error: "error"
            }
        }

        /// The trace's files could not be judged (bad input or I/O), rather than judged wrong.
        var isError: Bool { self == .invalidTrace || self == .invalidGolden || self == .error }
    }

    func run(in environment: Environment) -> ExitCode {
        let environment = color.applied(to: environment)
        // With a report on standard output, the console lines go to standard error.
        var console = environment
        if junitPath == "-" || jsonPath == "-" { console.standardOutput = environment.standardError }
        let printer = CheckConsolePrinter(environment: console, verbose: verbose)
        let started = environment.clock()
        var summary = CheckSummary(shard: shard)
        let items = shard.part(of: TraceFiles.expand(paths, filter: filter, in: environment.fileSystem))
        let goldenBuffers = GoldenBuffers()
        // The traces are checked in parallel and printed in order, as a serial run prints them.
        OrderedParallel.run(items, verb: "check", jobs: jobs, in: environment) { file, worker in
            check(file, in: worker, goldenBuffers: goldenBuffers)
        } deliver: { item in
            switch item {
            case .success(let result):
                printer.print(result)
                summary.add(result)
            case .failure(let problem):
                printer.print(problem)
                summary.add(problem)
            }
        }
        summary.orphans = shard.part(of: Orphan.find(under: paths, in: environment.fileSystem).filter { orphan in
            filter.map { Path.name(of: orphan.path).contains($0) } ?? true
        })
        if strict, !summary.orphans.isEmpty {
            summary.orphansFail = true
            summary.code = summary.code.combined(with: .failure)
        }
        for orphan in summary.orphans { printer.print(orphan) }
        summary.duration = environment.clock() - started
        printer.print(summary)
        var code = summary.code
        for (path, text) in [(junitPath, { JUnitReport.xml(summary) }), (jsonPath, { JSONReport.json(summary) })] {
            guard let path else { continue }
            if let failure = writeReport(text(), to: path, in: environment) {
                console.report(failure)
                code = code.combined(with: failure.code)
            }
        }
        if let reportDirectory {
            do throws(IOFailure) {
                try HTMLReport(summary: summary, tolerance: tolerance).write(to: reportDirectory, in: environment)
            } catch {
                console.report(CommandFailure(error))
                code = code.combined(with: .ioError)
            }
        }
        return code
    }

    /// Writes a report atomically, or to standard output for `-`.
    private func writeReport(_ text: String, to path: String, in environment: Environment) -> CommandFailure? {
        do throws(IOFailure) {
            if path == "-" {
                try environment.standardOutput.write(Array(text.utf8))
            } else {
                try environment.fileSystem.writeNamedFile(path) { write throws(IOFailure) in try write(Array(text.utf8)) }
            }
            return nil
        } catch {
            return CommandFailure(error)
        }
    }

    /// Checks one trace; prints nothing. Its golden is read into a buffer from
    /// `goldenBuffers`, given back there after.
    func check(_ file: TraceFile, in environment: Environment, goldenBuffers: GoldenBuffers = GoldenBuffers()) -> TraceCheckResult {
        let started = environment.clock()
        var result = TraceCheckResult(path: file.path, outcome: .passed, code: .success)
        var verdict: InvariantVerdict?
        func finish(_ outcome: Outcome, _ code: ExitCode, _ details: [String] = [], errors: CommandFailure? = nil) -> TraceCheckResult {
            result.outcome = outcome
            result.code = code
            if let verdict {
                if outcome == .passed, !verdict.passes { result.outcome = .violations }
                result.code = code.combined(with: verdict.code)
                (result.invariantLines, result.violations) = verdict.linesAndSummaries
            }
            result.details = details
            result.errors = errors?.messages ?? []
            result.duration = environment.clock() - started
            return result
        }

        let trace: Trace
        switch environment.loadTraceCheckingExpectations(file.path) {
        case .success(let loaded): trace = loaded
        case .failure(let failure):
            return finish(failure.code == .dataError ? .invalidTrace : .error, failure.code, errors: failure)
        }
        result.frames = trace.frameHeader.frames
        result.invariantsRan = InvariantVerdict.ranLine(for: trace.handler)
        // The golden is read in pieces as the output is encoded and compared with it.
        let goldenFile = invariantsOnly ? nil : openGolden(file, in: environment)
        // One replay feeds the invariants and the output the golden is compared with.
        let run = TraceRun(trace, encoding: !invariantsOnly, golden: goldenFile?.file?.read(into:), buffers: goldenBuffers)
        verdict = run.verdict
        guard let goldenFile else { return finish(.passed, .success) }
        switch goldenFile {
        case .file(let golden):
            if let failure = golden.failure { return finish(.error, .ioError, errors: CommandFailure(failure)) }
            if golden.isTooLarge { return tooLarge(nil, trace, file, in: environment, finish) }
        case .missing:
            let saved = saveReview(trace, file, in: environment)
            var details = [GoldenReviewText.missing(goldenPath: file.goldenPath)]
            if saved == nil { details.append(savedLine(file, in: environment)) }
            return finish(.missingGolden, ExitCode.failure.combined(with: saved?.code ?? .success), details, errors: saved)
        case .tooLarge(let size):
            return tooLarge(size, trace, file, in: environment, finish)
        case .unreadable(let error):
            return finish(.error, .ioError, errors: CommandFailure(error))
        }
        // The fast path: the golden holds exactly the bytes the replay wrote.
        if run.matchesGolden { return passed(file, in: environment, finish) }
        // Different bytes may still agree within the tolerance (a golden written
        // elsewhere, or edited by hand): compare frame by frame with a second replay, the
        // golden read in pieces again, then parsed to its end for every problem.
        let golden: ChunkedFile
        switch openGolden(file, in: environment) {
        case .file(let reopened): golden = reopened
        case .unreadable(let error): return finish(.error, .ioError, errors: CommandFailure(error))
        case .missing: return finish(.error, .ioError, errors: CommandFailure(IOFailure(.read, path: file.goldenPath, reason: "No such file or directory")))
        case .tooLarge(let size): return tooLarge(size, trace, file, in: environment, finish)
        }
        let goldenVerdict = GoldenVerdict.of(
            trace, reading: GoldenReader(handlers: environment.handlers, read: golden.next), goldenPath: file.goldenPath,
            tolerance: tolerance)
        if let failure = golden.failure { return finish(.error, .ioError, errors: CommandFailure(failure)) }
        if golden.isTooLarge { return tooLarge(nil, trace, file, in: environment, finish) }
        var report: [String]
        switch goldenVerdict {
        case .matches:
            return passed(file, in: environment, finish)
        case .invalidGolden(let reasons):
            // The reasons go with the verdict line, on the same stream, in order.
            return invalidGolden(reasons, trace, file, in: environment, finish)
        case .differs(let differences, let lines):
            report = lines
            result.firstDifference = FirstDifference(differences, summary: lines.first ?? "")
        }
        let saved = saveReview(trace, file, in: environment)
        if saved == nil { report.append(savedLine(file, in: environment)) }
        return finish(.failed, ExitCode.failure.combined(with: saved?.code ?? .success), report, errors: saved)
    }

    /// What is at a trace's golden path.
    private enum GoldenFile {
        /// A regular file, open to be read in pieces.
        case file(ChunkedFile)
        case missing
        case tooLarge(size: Int?)
        case unreadable(IOFailure)

        var file: ChunkedFile? {
            if case .file(let file) = self { file } else { nil }
        }
    }

    /// Opens `file`'s golden, if there is one: only a regular file is read (a pipe is an
    /// error, not a wait), and a link that leads nowhere is not a missing golden. The path
    /// is looked at only when the golden does not open (a `stat` per trace less).
    private func openGolden(_ file: TraceFile, in environment: Environment) -> GoldenFile {
        let fileSystem = environment.fileSystem
        do {
            switch try ChunkedFile.open(file.goldenPath, in: fileSystem, maximumBytes: maximumGoldenBytes) {
            case .success(let opened): return .file(opened)
            case .failure(let tooLarge): return .tooLarge(size: tooLarge.size)
            }
        } catch {
            guard fileSystem.kind(of: file.goldenPath) != nil else {
                return fileSystem.problem(at: file.goldenPath).map { .unreadable($0) } ?? .missing
            }
            return .unreadable(error)
        }
    }

    /// A golden over `maximumGoldenBytes`.
    private func tooLarge(
        _ size: Int?, _ trace: Trace, _ file: TraceFile, in environment: Environment, _ finish: Finish
    ) -> TraceCheckResult {
        let message = Limits.fileTooLargeMessage(size: size, limit: maximumGoldenBytes)
        return invalidGolden(["\(FileName.shown(file.goldenPath)): \(message)"], trace, file, in: environment, finish)
    }

    private typealias Finish = (Outcome, ExitCode, [String], CommandFailure?) -> TraceCheckResult

    /// A pass: a `.new` left from an earlier run is removed.
    private func passed(_ file: TraceFile, in environment: Environment, _ finish: Finish) -> TraceCheckResult {
        let fileSystem = environment.fileSystem
        if fileSystem.kind(of: file.reviewPath) == .file {
            do {
                try fileSystem.removeFileIfPresent(file.reviewPath)
            } catch {
                return finish(.passed, .ioError, [], CommandFailure(error))
            }
        }
        return finish(.passed, .success, [], nil)
    }

    /// A golden that cannot be read as one: the reasons, then where the output was saved.
    private func invalidGolden(
        _ reasons: [String], _ trace: Trace, _ file: TraceFile, in environment: Environment, _ finish: Finish
    ) -> TraceCheckResult {
        var details = reasons
        let saved = saveReview(trace, file, in: environment)
        if saved == nil { details.append(savedLine(file, in: environment)) }
        return finish(.invalidGolden, ExitCode.dataError.combined(with: saved?.code ?? .success), details, saved)
    }

    /// `actual output saved to ...; review it with 'diff ...', accept it with 'kbreplay accept Traces/a.trace.json'`.
    private func savedLine(_ file: TraceFile, in environment: Environment) -> String {
        GoldenReviewText.saved(
            reviewPath: file.reviewPath, goldenPath: file.goldenPath,
            goldenExists: environment.fileSystem.kind(of: file.goldenPath) == .file,
            accept: .command(program: environment.programName, path: file.path))
    }

    /// Saves the replay's output as `NAME.golden.jsonl.new`, atomically, encoded from a
    /// replay as it is written (never held whole).
    /// - Returns: the failure, or `nil` when saved.
    private func saveReview(_ trace: Trace, _ file: TraceFile, in environment: Environment) -> CommandFailure? {
        do {
            try environment.fileSystem.writeAtomically(file.reviewPath) { write throws(IOFailure) in
                var encoder = FrameEncoder(header: trace.frameHeader, layout: trace.frameLayout)
                try encoder.encode(trace.makeReplay()) { chunk throws(IOFailure) in try write(chunk) }
            }
            return nil
        } catch {
            return CommandFailure(error)
        }
    }
}
