import Foundation

/// What `checkReplay` found: the outcome against the golden, the invariants' verdict,
/// the files it wrote, and the report a failing test shows.
public struct ReplayCheck: Equatable, Sendable {
    /// How the frames fared against the golden.
    public enum Outcome: Equatable, Sendable {
        /// The golden matches within the tolerance.
        case matched
        /// The golden was written (it was missing, or differed and the mode records).
        case recorded(created: Bool)
        /// The frames differ from the golden beyond the tolerance.
        case differed
        /// There is no golden, and the mode does not record.
        case missingGolden
        /// The trace is not valid; nothing was replayed.
        case invalidTrace
        /// The golden cannot be read as frames.
        case invalidGolden
        /// A file could not be read or written.
        case ioError
    }

    public var outcome: Outcome
    /// Where the golden is (or would be).
    public var goldenURL: URL
    /// The actual output saved for review (`NAME.golden.jsonl.new`), when one was saved.
    public var newURL: URL?
    /// The report: the first difference as `kbreplay check` prints it, errors, recording notes.
    public var report: [String]
    /// The invariant violations that make the check fail (`violation: ...`, `expected violation did not occur: ...`).
    public var invariantProblems: [String]

    /// Whether a test should pass: the golden matched and the invariants held as expected.
    public var passed: Bool { outcome == .matched && invariantProblems.isEmpty }

    /// The message a failing test shows (`nil` when it passed).
    public var failureMessage: String? {
        passed ? nil : (report + invariantProblems).joined(separator: "\n")
    }
}
