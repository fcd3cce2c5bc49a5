import TraceKit

/// How one trace fared in `check`, as a value: the console printer, the JUnit report and
/// the JSON report are each one view of it.
struct TraceCheckResult: Equatable {
    /// The trace file's path.
    var path: String
    var outcome: CheckCommand.Outcome
    var code: ExitCode
    /// The lines under the status word: the difference report, where the output was saved.
    var details: [String] = []
    /// The invariant lines under those: violations, expected ones that did not occur.
    var invariantLines: [String] = []
    /// The violations that made the trace fail (`violation: ...` lines, without the prefix).
    var violations: [String] = []
    /// The lines for standard error: diagnostics and I/O errors, with their paths.
    var errors: [String] = []
    /// The first differing frame, for a golden difference.
    var firstDifference: FirstDifference?
    /// The trace's frame count, once it was read.
    var frames: Int?
    /// Which invariants checked its frames (`InvariantVerdict.ranLine`), once it was read.
    var invariantsRan: String?
    /// Seconds, by the environment's clock.
    var duration: Double = 0

    /// The path and the name as every report shows them (`FileName.shown`).
    var shownPath: String { FileName.shown(path) }
    var shownName: String { FileName.shown(name) }

    /// `NAME` of `DIR/NAME.trace.json`.
    var name: String {
        let file = Path.name(of: path)
        return file.hasSuffix(TraceFile.traceSuffix) ? String(file.dropLast(TraceFile.traceSuffix.count)) : file
    }

    /// One line that says why the trace did not pass, for a report's message.
    var reason: String? {
        switch outcome {
        case .passed: nil
        case .failed: firstDifference?.summary ?? details.first
        case .violations: invariantLines.first
        case .missingGolden: details.first
        case .invalidTrace, .invalidGolden, .error: errors.first ?? details.first
        }
    }
}

/// The first differing frame of a golden difference (or the header's difference).
struct FirstDifference: Equatable {
    struct Field: Equatable {
        var name: String
        var expected: String
        var actual: String
    }

    /// The first line of the report: `Traces/a.golden.jsonl: frame 7 (t 0.116667) differs: ...`.
    var summary: String
    /// `nil` when only the header differs.
    var frame: Int?
    var fields: [Field]

    init(_ differences: GoldenDifferences, summary: String) {
        self.summary = summary
        if let first = differences.firstFrame {
            frame = first
            fields = differences.firstFrameFields.map { Field(name: $0.name, expected: $0.expected, actual: $0.actual) }
        } else {
            frame = nil
            fields = differences.headerFields.map { Field(name: $0.name, expected: $0.expected, actual: $0.actual) }
        }
    }
}

/// Every trace of a `check` run, the paths that named none, and the totals.
struct CheckSummary {
    var results: [TraceCheckResult] = []
    /// Paths that named no trace (a missing file, an empty directory).
    var problems: [TraceFiles.Problem] = []
    /// Goldens and `.new` files without their trace, `.new` files older than their golden.
    var orphans: [Orphan] = []
    /// Whether the orphans fail the run (`--strict`).
    var orphansFail = false
    /// Which part of the traces this run checked (`--shard`).
    var shard = Shard.whole
    /// Seconds for the whole run.
    var duration: Double = 0
    var code = ExitCode.success

    var passed: Int { results.filter { $0.outcome == .passed }.count }
    /// What could not be read: folders and entries of a walk, traces, goldens (a path
    /// named that does not exist is a mistake on the command line, not counted).
    var unreadable: Int {
        problems.filter(\.isUnreadable).count + results.filter { $0.outcome == .error }.count
    }
    var failed: Int { results.count - passed }

    mutating func add(_ result: TraceCheckResult) {
        results.append(result)
        code = code.combined(with: result.code)
    }

    mutating func add(_ problem: TraceFiles.Problem) {
        problems.append(problem)
        code = code.combined(with: problem.code)
    }
}

/// Prints `check`'s console lines: each trace as it is checked, then the totals.
struct CheckConsolePrinter {
    var environment: Environment
    /// Whether a passing trace's expected violations are listed (`--verbose`).
    var verbose = false

    /// ```
    /// FAIL            Traces/a.trace.json
    ///   Traces/a.golden.jsonl: frame 0 (t 0) differs: ...
    /// ```
    func print(_ result: TraceCheckResult) {
        let color: TerminalColor = result.outcome == .passed ? .green : .red
        let status = environment.status(result.outcome.word, color, width: 16) + result.shownPath
        environment.print(status, indented: result.details + InvariantVerdict.shown(result.invariantLines, verbose: verbose))
        for line in result.errors { environment.printError(line) }
    }

    func print(_ problem: TraceFiles.Problem) {
        environment.printError("error: \(problem.message)")
    }

    /// `ORPHAN          Traces/old.golden.jsonl: no trace Traces/old.trace.json`.
    func print(_ orphan: Orphan) {
        environment.print(environment.status("ORPHAN", .red, width: 16) + FileName.shown(orphan.path) + ": " + orphan.reason)
    }

    func print(_ summary: CheckSummary) {
        // A path that names no trace is an error on the command line, not a failed trace.
        for ran in InvariantVerdict.firstOfEach(summary.results.compactMap(\.invariantsRan)) { environment.print(ran) }
        var line = "\(summary.passed) passed, \(summary.failed) failed"
        if !summary.orphans.isEmpty {
            line += ", \(summary.orphans.count) \(summary.orphans.count == 1 ? "orphan" : "orphans")"
            if summary.orphansFail { line += " (--strict: \(summary.orphans.count == 1 ? "it fails" : "they fail") the run)" }
        }
        if summary.unreadable > 0 { line += ", \(summary.unreadable) could not be read" }
        line += summary.shard.note
        environment.print(line)
    }
}

/// A file beside the traces that no trace accounts for: a golden or a `.new` without its
/// trace, or a `.new` older than its golden (left from an earlier run).
struct Orphan: Equatable {
    var path: String
    /// Why, with any path in it shown (`FileName.shown`).
    var reason: String

    /// The orphans in the directories among `paths` and their subdirectories, by path.
    static func find(under paths: [String], in fileSystem: any FileSystem) -> [Orphan] {
        var orphans: [Orphan] = []
        var seen = Set<String>()
        for path in paths where fileSystem.kind(of: path) == .directory {
            let files = FileWalk(under: path, in: fileSystem).files
            // A golden's trace is a file beside it, so in the walk if it is a file at all:
            // looked up there rather than asked of the system (a `stat` per golden).
            let walked = Set(files)
            for file in files where seen.insert(Path.normalized(file)).inserted {
                let name = Path.name(of: file)
                if fileSystem.isLeftoverTemporaryFile(file) {
                    orphans.append(Orphan(path: file, reason: "a temporary file left by a kbreplay that was stopped"))
                    continue
                }
                let golden: String
                if AcceptCommand.isReviewPath(file) {
                    golden = String(file.dropLast(TraceFile.reviewSuffix.count))
                } else if name.hasSuffix(TraceFile.goldenSuffix), name.count > TraceFile.goldenSuffix.count {
                    golden = file
                } else {
                    continue
                }
                let trace = String(golden.dropLast(TraceFile.goldenSuffix.count)) + TraceFile.traceSuffix
                if !walked.contains(trace) {
                    orphans.append(Orphan(path: file, reason: "no trace \(FileName.shown(trace))"))
                } else if file != golden, let reviewTime = fileSystem.modificationTime(of: file),
                    let goldenTime = fileSystem.modificationTime(of: golden), reviewTime < goldenTime
                {
                    orphans.append(Orphan(path: file, reason: "older than \(FileName.shown(golden))"))
                }
            }
        }
        return orphans
    }
}
