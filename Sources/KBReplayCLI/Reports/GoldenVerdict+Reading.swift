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
            var reasons = golden.errors.map { $0.formatted(file: goldenPath) }
            let more = golden.errorCount - golden.errors.count
            if more > 0 { reasons.append("\(FileName.shown(goldenPath)): \(more) more \(more == 1 ? "line has" : "lines have") problems") }
            return .invalidGolden(reasons)
        }
        guard let differences else { return .matches }
        return .differs(differences, lines: GoldenReviewText.differenceLines(differences, goldenPath: goldenPath))
    }
}
