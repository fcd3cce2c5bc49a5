import Foundation
import Invariants

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
///   - handlers: the handlers the trace may name (add your own with `HandlerKind(YourHandler.self)`).
///   - invariants: whether to check the invariants too (the trace's `expect` says which violations it shows).
///   - environment: the variables `KBREPLAY_RECORD` and `CI` are read from.
public func checkReplay(
    of traceURL: URL, matchesGoldenIn directory: URL? = nil, record: RecordMode? = nil,
    tolerance: Double = GoldenComparison.defaultTolerance, handlers: [HandlerKind] = HandlerKind.builtIn,
    invariants: Bool = true, environment: [String: String] = ProcessInfo.processInfo.environment
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
    switch TraceParser.parse(bytes, handlers: handlers) {
    case .failure(let diagnostics):
        return ReplayCheck(
            outcome: .invalidTrace, goldenURL: goldenURL, report: [diagnostics.formatted(file: traceURL.path)], invariantProblems: [])
    case .success(let trace):
        let mode = RecordMode.effective(record, environment: environment)
        var review = GoldenReview(
            trace: trace, goldenURL: goldenURL, mode: mode, tolerance: tolerance, handlers: handlers,
            inCI: RecordMode.isCI(environment))
        return review.run(invariants: invariants)
    }
}

/// Replays `trace` (built in code, see `Trace.build`) and compares its frames with
/// `directory/NAME.golden.jsonl`, `NAME` being the trace's name; otherwise as
/// `checkReplay(of:matchesGoldenIn:...)` for a file.
public func checkReplay(
    of trace: Trace, matchesGoldenIn directory: URL, record: RecordMode? = nil,
    tolerance: Double = GoldenComparison.defaultTolerance, handlers: [HandlerKind]? = nil,
    invariants: Bool = true, environment: [String: String] = ProcessInfo.processInfo.environment
) -> ReplayCheck {
    let goldenURL = directory.appendingPathComponent("\(trace.name).golden.jsonl")
    let mode = RecordMode.effective(record, environment: environment)
    var review = GoldenReview(
        trace: trace, goldenURL: goldenURL, mode: mode, tolerance: tolerance,
        handlers: handlers ?? (HandlerKind.builtIn.contains(trace.handler) ? HandlerKind.builtIn : HandlerKind.builtIn + [trace.handler]),
        inCI: RecordMode.isCI(environment))
    return review.run(invariants: invariants)
}

/// One trace against its golden: compares, records or saves the `.new` as the mode says.
struct GoldenReview {
    let trace: Trace
    let goldenURL: URL
    let mode: RecordMode
    let tolerance: Double
    let handlers: [HandlerKind]
    let inCI: Bool

    var newURL: URL { goldenURL.appendingPathExtension("new") }
    var path: String { goldenURL.path }

    mutating func run(invariants: Bool) -> ReplayCheck {
        var check = compare()
        if invariants { check.invariantProblems = Self.invariantProblems(of: trace) }
        return check
    }

    /// The violations that differ from the trace's `expect`, as `kbreplay check` lists them.
    static func invariantProblems(of trace: Trace) -> [String] {
        let report = InvariantChecker.check(trace)
        let expectation = report.compare(expected: trace.expectedViolations)
        var lines: [String] = []
        for id in expectation.unexpected { lines += report.violations(of: id).map { "violation: " + $0.summary } }
        lines += expectation.missing.map { "expected violation did not occur: \($0.rawValue)" }
        lines += expectation.unknownNames.map { "expect.violations: unknown invariant '\($0)'" }
        return lines
    }

    private func compare() -> ReplayCheck {
        let actual = FrameEncoder.encodedBytes(header: trace.frameHeader, layout: trace.frameLayout, frames: trace.makeReplay())
        guard FileManager.default.fileExists(atPath: path) else {
            if mode != .never { return write(actual, created: true, because: []) }
            let note = inCI ? " (CI is set: goldens are not recorded)" : " (record it with KBREPLAY_RECORD=missing)"
            return saveNew(actual, outcome: .missingGolden, report: ["no golden at \(path)\(note)"])
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
        let golden: Golden
        switch Golden.parse(expected, handlers: handlers) {
        case .failure(let errors):
            let lines = errors.errors.map { $0.formatted(file: path) }
            if mode == .failed { return write(actual, created: false, because: lines) }
            return saveNew(actual, outcome: .invalidGolden, report: lines)
        case .success(let parsed):
            golden = parsed
        }
        let comparison = GoldenComparison(tolerance: tolerance)
        guard let differences = comparison.differences(golden: golden, header: trace.frameHeader, frames: trace.makeReplay())
        else { return cleanedUp() }
        var report = differences.formatted()
        if !report.isEmpty { report[0] = "\(path): " + report[0] }
        if mode == .failed { return write(actual, created: false, because: report) }
        return saveNew(actual, outcome: .differed, report: report)
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
        let review = FileManager.default.fileExists(atPath: path)
            ? "review it with 'diff \(path) \(newURL.path)', accept it with 'kbreplay accept \(newURL.path)'"
            : "accept it with 'kbreplay accept \(newURL.path)'"
        return result(outcome, report + ["actual output saved to \(newURL.path); \(review)"], newURL: newURL)
    }
}
