import Handlers
import TraceKit

/// The lines a golden's review prints, the same in `kbreplay check` and in a failing
/// `assertReplay`: the first difference, a missing golden, where the actual output was
/// saved and how to accept it.
///
/// ```
/// Traces/a.golden.jsonl: frame 12 (t=0.2): offset: golden 100, actual 106 ...
/// actual output saved to Traces/a.golden.jsonl.new; review it with 'diff Traces/a.golden.jsonl Traces/a.golden.jsonl.new', accept it with 'kbreplay accept Traces/a.trace.json'
/// ```
public enum GoldenReviewText {
    /// The first difference's lines, the first one after the golden's path.
    public static func differenceLines(_ differences: GoldenDifferences, goldenPath: String) -> [String] {
        var lines = differences.formatted()
        if !lines.isEmpty { lines[0] = "\(FileName.shown(goldenPath)): " + lines[0] }
        return lines
    }

    /// `no golden at PATH`.
    public static func missing(goldenPath: String) -> String {
        "no golden at \(FileName.shown(goldenPath))"
    }

    /// How to take the saved output as the golden.
    public enum Accept: Equatable, Sendable {
        /// Run `PROGRAM accept PATH` (a kbreplay command line that knows the trace's handler).
        case command(program: String, path: String)
        /// Run the test again with `KBREPLAY_RECORD=failed` (no command line is known).
        case recordFailed
    }

    /// `actual output saved to NEW; review it with 'diff GOLDEN NEW', accept it with 'PROGRAM accept PATH'`
    /// (no `diff` when there is no golden). Paths are quoted for a shell where needed;
    /// `program` is written as given.
    public static func saved(reviewPath: String, goldenPath: String, goldenExists: Bool, accept: Accept) -> String {
        let acceptText = switch accept {
        case .command(let program, let path): "accept it with '\(program) accept \(ShellWord.quoted(path))'"
        case .recordFailed: "accept it by running the test again with KBREPLAY_RECORD=failed"
        }
        let diff = goldenExists ? "review it with 'diff \(ShellWord.quoted(goldenPath)) \(ShellWord.quoted(reviewPath))', " : ""
        return "actual output saved to \(FileName.shown(reviewPath)); " + diff + acceptText
    }
}

/// A replay's output judged against a golden whose bytes differ from it, the same in
/// `check`, `record --failed` and `assertReplay`: the golden cannot be read, or its
/// frames agree within the tolerance (a golden written elsewhere, or edited by hand), or
/// they differ, with the report's lines.
public enum GoldenVerdict: Equatable, Sendable {
    case matches
    /// Why the golden cannot be read, each line after its path.
    case invalidGolden([String])
    /// The differences and their lines (`GoldenReviewText.differenceLines`).
    case differs(GoldenDifferences, lines: [String])

    /// Compares `output` (the replay of `trace`, as `record` writes it) with the golden's
    /// `bytes` frame by frame. The caller has found the bytes unequal (or not looked).
    public static func of(
        _ trace: Trace, output: [UInt8], golden bytes: [UInt8], goldenPath: String, tolerance: Double,
        handlers: [HandlerKind]
    ) -> GoldenVerdict {
        let golden: Golden
        switch Golden.parse(bytes, handlers: handlers) {
        case .success(let parsed): golden = parsed
        case .failure(let errors): return .invalidGolden(errors.errors.map { $0.formatted(file: goldenPath) })
        }
        let comparison = GoldenComparison(tolerance: tolerance)
        // The output read back (it always reads: the encoder wrote it), else the frames
        // replayed again.
        let layout = trace.frameLayout
        let differences = if case .success(let actual) = Golden.parse(output, layout: { _ in layout }) {
            comparison.differences(golden: golden, actual: actual)
        } else {
            comparison.differences(golden: golden, header: trace.frameHeader, frames: trace.makeReplay())
        }
        guard let differences else { return .matches }
        return .differs(differences, lines: GoldenReviewText.differenceLines(differences, goldenPath: goldenPath))
    }
}
