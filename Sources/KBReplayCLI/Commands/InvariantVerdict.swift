import Handlers
import Invariants
import TraceKit

/// How one trace fares against the invariants and its `expect.violations`: it passes
/// when exactly the expected invariants are violated (none when it expects none).
///
/// Its lines are printed under the trace's status, apart from golden differences:
/// ```
///   violation: no-blank-gap-at-rest: frames 43...60: offset 1986 rests 22 pt past ...
///   expected violation did not occur: pin-holds
///   expected violations occurred: content-not-covered, no-blank-gap-at-rest
/// ```
public struct InvariantVerdict {
    var report: InvariantReport
    var expectation: ExpectationResult
    var expected: [String]

    /// The invariants checked on a replay of `trace`.
    public init(_ trace: Trace) {
        self.init(trace, report: InvariantChecker.check(trace))
    }

    /// The verdict of `report`, the invariants checked on `trace`'s frames.
    init(_ trace: Trace, report: InvariantReport) {
        self.report = report
        expected = trace.expectedViolations ?? []
        expectation = report.compare(expected: trace.expectedViolations)
    }

    /// Whether exactly the expected invariants are violated.
    public var passes: Bool { expectation.passes }

    /// The lines under the trace's status (none when it passes without violations).
    public var lines: [String] { linesAndSummaries.lines }

    /// 0 when it passes, 1 for violations that differ from the expected ones, 65 when
    /// `expect.violations` names no invariant.
    var code: ExitCode {
        if !expectation.unknownNames.isEmpty { return .dataError }
        return passes ? .success : .failure
    }

    /// How the line that lists a passing trace's expected violations starts: the console
    /// shows it only with `check --verbose` (the reports keep it).
    static let expectedOccurred = "expected violations occurred: "

    /// `lines` as the console shows them: without the expected violations unless `verbose`.
    static func shown(_ lines: [String], verbose: Bool) -> [String] {
        verbose ? lines : lines.filter { !$0.hasPrefix(expectedOccurred) }
    }

    /// `invariants for NAME: finite-numbers, ...`: the invariants that check `handler`'s
    /// frames (its registration's, or those its declared parts allow), in the order they
    /// run. `check`, `record` and `explore` print it once for each handler.
    public static func ranLine(for handler: HandlerKind) -> String {
        "invariants for \(handler.name): " + HandlerInvariants.ran(for: handler).map(\.rawValue).joined(separator: ", ")
    }

    /// Each of `lines` once, in the order they first come.
    static func firstOfEach(_ lines: [String]) -> [String] {
        var seen = Set<String>()
        return lines.filter { seen.insert($0).inserted }
    }

    /// `expect.violations: unknown invariant 'x' (did you mean 'y'?)` for each name in
    /// `names` that is no invariant, once each.
    public static func unknownNameLines(_ names: [String]) -> [String] {
        var seen = Set<String>()
        let known = InvariantID.allCases.map(\.rawValue)
        return names.filter { !known.contains($0) && seen.insert($0).inserted }.map { name in
            let hint = Suggestion.closest(to: name, among: known).map { " (did you mean '\($0)'?)" } ?? ""
            return "expect.violations: unknown invariant '\(name)'\(hint)"
        }
    }

    /// The lines under the trace's status, and the violations that make the trace fail
    /// (each `invariant: frames ...: what`), made together so that each summary is
    /// written once (a corpus that fails has thousands).
    var linesAndSummaries: (lines: [String], summaries: [String]) {
        var lines: [String] = []
        var summaries: [String] = []
        for id in expectation.unexpected {
            let summariesOfID = report.violations(of: id).map(\.summary)
            summaries += summariesOfID
            lines += summariesOfID.map { "violation: " + $0 }
            if let omitted = report.omitted.first(where: { $0.invariant == id }) {
                lines.append("violation: \(id.rawValue): and \(omitted.count) more")
            }
        }
        for id in expectation.missing {
            lines.append("expected violation did not occur: \(id.rawValue)")
        }
        lines += Self.unknownNameLines(expectation.unknownNames)
        if passes, !report.violated.isEmpty {
            lines.append(Self.expectedOccurred + report.violated.map(\.rawValue).joined(separator: ", "))
        }
        return (lines, summaries)
    }
}
