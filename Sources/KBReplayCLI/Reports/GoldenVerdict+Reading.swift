import TraceKit

extension GoldenVerdict {
    /// `of(_:output:golden:...)` for a golden read in pieces (`check`): the golden is
    /// compared with a fresh replay of `trace` as it is read, then read to its end for
    /// every problem, so that neither it nor the output is held whole
    /// (`GoldenReader`'s bound). An invalid golden lists its first
    /// `GoldenReader.maximumErrors` problems, then how many more lines have one.
    static func of(_ trace: Trace, reading golden: GoldenReader, goldenPath: String, tolerance: Double) -> GoldenVerdict {
        let differences = GoldenComparison(tolerance: tolerance).differences(
            reading: golden, header: trace.frameHeader, frames: trace.makeReplay())
        golden.finish()
        if golden.errorCount > 0 {
            return .invalidGolden(golden.problems(file: goldenPath))
        }
        guard let differences else { return .matches }
        return .differs(differences, lines: GoldenReviewText.differenceLines(differences, goldenPath: goldenPath))
    }
}

extension GoldenReader {
    /// Its problems (`finish()` first), each at `file`'s line, then how many more lines
    /// have one past `GoldenReader.maximumErrors`.
    func problems(file: String) -> [String] {
        var reasons = errors.map { $0.formatted(file: file) }
        let more = errorCount - errors.count
        if more > 0 { reasons.append("\(FileName.shown(file)): \(more) more \(more == 1 ? "line has" : "lines have") problems") }
        return reasons
    }
}
