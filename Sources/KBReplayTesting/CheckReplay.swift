import Foundation
import Invariants
import KBReplayCLI

/// Replays the trace at `traceURL` and compares its frames with `NAME.golden.jsonl`, the
/// way `kbreplay check` does, recording the golden as `record` says.
///
/// A plain function that returns what it found, for any test framework; `assertReplay`
/// turns a failed check into a test failure.
///
/// - Parameters:
///   - traceURL: a `NAME.trace.json` file.
///   - directory: where the golden is; the trace's folder by default.
///   - record: when to write the golden; by default `KBREPLAY_RECORD`, else `.missing`.
///     Nothing is written when `CI` is set.
///   - tolerance: how far numbers may differ, in each field's own unit.
///   - handlers: handlers of your own the trace may name (`HandlerKind(YourHandler.self)`),
///     beside the built-in ones.
///   - invariants: whether to check the invariants too (the trace's `expect` says which violations it shows).
///   - program: how to run your kbreplay executable (`swift run sticky-replay`, see
///     `KBReplay.main(handlers:)`): a failure's accept hint names it. `nil`: the hint
///     says to run the test again with `KBREPLAY_RECORD=failed`.
///   - environment: the variables `KBREPLAY_RECORD` and `CI` are read from.
public func checkReplay(
    of traceURL: URL, matchesGoldenIn directory: URL? = nil, record: RecordMode? = nil,
    tolerance: Double = GoldenComparison.defaultTolerance, handlers: [HandlerKind] = HandlerKind.builtIn,
    invariants: Bool = true, program: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment
) -> ReplayCheck {
    let name = traceURL.lastPathComponent.hasSuffix(".trace.json")
        ? String(traceURL.lastPathComponent.dropLast(".trace.json".count)) : traceURL.deletingPathExtension().lastPathComponent
    let goldenURL = (directory ?? traceURL.deletingLastPathComponent()).appendingPathComponent("\(name).golden.jsonl")
    let bytes: [UInt8]
    do {
        bytes = try [UInt8](Data(contentsOf: traceURL))
    } catch {
        return ReplayCheck(
            outcome: .ioError, goldenURL: goldenURL, report: ["\(traceURL.path): cannot read the trace: \(error.localizedDescription)"],
            invariantProblems: [])
    }
    let handlers = KBReplay.registry(adding: handlers)
    switch TraceParser.parse(bytes, handlers: handlers) {
    case .failure(let diagnostics):
        return ReplayCheck(
            outcome: .invalidTrace, goldenURL: goldenURL, report: [diagnostics.formatted(file: traceURL.path)], invariantProblems: [])
    case .success(let trace):
        let mode = RecordMode.effective(record, environment: environment)
        let review = GoldenReview(
            trace: trace, tracePath: traceURL.path, goldenURL: goldenURL, mode: mode, tolerance: tolerance, handlers: handlers,
            inCI: RecordMode.isCI(environment), program: program)
        return review.run(invariants: invariants)
    }
}

/// Replays `trace` (built in code, see `Trace.build`) and compares its frames with
/// `directory/NAME.golden.jsonl`, `NAME` being the trace's name; otherwise as
/// `checkReplay(of:matchesGoldenIn:...)` for a file.
///
/// The trace is written beside its golden as `directory/NAME.trace.json` (when its bytes
/// change), so that `kbreplay check` on the folder finds an ordinary trace, never an
/// orphan golden, and the accept hint runs.
public func checkReplay(
    of trace: Trace, matchesGoldenIn directory: URL, record: RecordMode? = nil,
    tolerance: Double = GoldenComparison.defaultTolerance, handlers: [HandlerKind]? = nil,
    invariants: Bool = true, program: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment
) -> ReplayCheck {
    let goldenURL = directory.appendingPathComponent("\(trace.name).golden.jsonl")
    let traceURL = directory.appendingPathComponent("\(trace.name).trace.json")
    let text = Data(TraceWriter.json(trace).utf8)
    if (try? Data(contentsOf: traceURL)) != text {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try text.write(to: traceURL, options: .atomic)
        } catch {
            return ReplayCheck(
                outcome: .ioError, goldenURL: goldenURL,
                report: ["\(traceURL.path): cannot write the trace: \(error.localizedDescription)"], invariantProblems: [])
        }
    }
    let mode = RecordMode.effective(record, environment: environment)
    let review = GoldenReview(
        trace: trace, tracePath: traceURL.path, goldenURL: goldenURL, mode: mode, tolerance: tolerance,
        handlers: KBReplay.registry(adding: (handlers ?? []) + [trace.handler]),
        inCI: RecordMode.isCI(environment), program: program)
    return review.run(invariants: invariants)
}

/// One trace against its golden: compares, records or saves the `.new` as the mode says,
/// with `kbreplay check`'s lines (`GoldenReviewText`, `InvariantVerdict`).
struct GoldenReview {
    let trace: Trace
    /// The trace's file, in messages.
    let tracePath: String
    let goldenURL: URL
    let mode: RecordMode
    let tolerance: Double
    let handlers: [HandlerKind]
    let inCI: Bool
    /// The user's kbreplay command line, for the accept hint.
    let program: String?

    var newURL: URL { goldenURL.appendingPathExtension("new") }
    var path: String { goldenURL.path }

    /// An unknown name in `expect.violations` makes the trace invalid, as in every
    /// `kbreplay` command: nothing is replayed or written.
    func run(invariants: Bool) -> ReplayCheck {
        let unknown = InvariantVerdict.unknownNameLines(trace.expectedViolations ?? [])
        guard unknown.isEmpty else { return result(.invalidTrace, unknown.map { "\(tracePath): " + $0 }) }
        var check = compare()
        if invariants {
            // Only what fails the trace: a pass whose expected violations occurred says so
            // under its status in `check`, and is no problem here.
            let verdict = InvariantVerdict(trace)
            check.invariantProblems = verdict.passes ? [] : verdict.lines
        }
        return check
    }

    private func compare() -> ReplayCheck {
        let actual = FrameEncoder.encodedBytes(header: trace.frameHeader, layout: trace.frameLayout, frames: trace.makeReplay())
        guard FileManager.default.fileExists(atPath: path) else {
            if mode != .never { return write(actual, created: true, because: []) }
            let note = inCI ? " (CI is set: goldens are not recorded)" : " (record it with KBREPLAY_RECORD=missing)"
            return saveNew(actual, outcome: .missingGolden, report: [GoldenReviewText.missing(goldenPath: path) + note])
        }
        let expected: [UInt8]
        do {
            expected = try [UInt8](Data(contentsOf: goldenURL))
        } catch {
            return result(.ioError, ["\(path): cannot read the golden: \(error.localizedDescription)"])
        }
        if mode == .all {
            return expected == actual ? cleanedUp() : write(actual, created: false, because: [])
        }
        if expected == actual { return cleanedUp() }
        switch GoldenVerdict.of(trace, output: actual, golden: expected, goldenPath: path, tolerance: tolerance, handlers: handlers) {
        case .matches:
            return cleanedUp()
        case .invalidGolden(let lines):
            if mode == .failed { return write(actual, created: false, because: lines) }
            return saveNew(actual, outcome: .invalidGolden, report: lines)
        case .differs(_, let report):
            if mode == .failed { return write(actual, created: false, because: report) }
            return saveNew(actual, outcome: .differed, report: report)
        }
    }

    private func result(_ outcome: ReplayCheck.Outcome, _ report: [String], newURL: URL? = nil) -> ReplayCheck {
        ReplayCheck(outcome: outcome, goldenURL: goldenURL, newURL: newURL, report: report, invariantProblems: [])
    }

    /// A match: a pending `.new` from an earlier failure is removed.
    private func cleanedUp() -> ReplayCheck {
        try? FileManager.default.removeItem(at: newURL)
        return result(.matched, [])
    }

    private func write(_ bytes: [UInt8], created: Bool, because reasons: [String]) -> ReplayCheck {
        do {
            try Data(bytes).write(to: goldenURL, options: .atomic)
        } catch {
            return result(.ioError, ["\(path): cannot write the golden: \(error.localizedDescription)"])
        }
        try? FileManager.default.removeItem(at: newURL)
        let what = created ? "recorded a new golden" : "re-recorded the golden"
        return result(
            .recorded(created: created),
            reasons + ["\(what) at \(path) (record mode '\(mode.rawValue)'); review it and run the test again"])
    }

    private func saveNew(_ bytes: [UInt8], outcome: ReplayCheck.Outcome, report: [String]) -> ReplayCheck {
        do {
            try Data(bytes).write(to: newURL, options: .atomic)
        } catch {
            return result(outcome, report + ["cannot save the actual output to \(newURL.path): \(error.localizedDescription)"])
        }
        let saved = GoldenReviewText.saved(
            reviewPath: newURL.path, goldenPath: path, goldenExists: FileManager.default.fileExists(atPath: path),
            accept: program.map { .command(program: $0, path: newURL.path) } ?? .recordFailed)
        return result(outcome, report + [saved], newURL: newURL)
    }
}
