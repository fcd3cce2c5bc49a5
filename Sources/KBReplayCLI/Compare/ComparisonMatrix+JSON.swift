import TraceKit

extension ComparisonMatrix {
    /// The matrix as one JSON object (`docs/compare.md`): the handlers (columns), then a
    /// line per situation with a cell per handler, in the columns' order. A cell that ran
    /// holds what the one-trace JSON's handler holds, and `firstBadFrame` (`null` when it
    /// breaks nothing) and `wrongRestOffsets`; a cell left out holds `leftOut`, the reason.
    var json: String {
        func string(_ value: String) -> String { JSONReport.string(value) }
        func array(_ items: [String]) -> String { "[" + items.joined(separator: ",") + "]" }
        let rows = situations.map { situation in
            let cells = cells(situation).enumerated().map { column, cell in
                switch cell {
                case .leftOut(let reason):
                    return "{\"handler\":" + string(handlers[column]) + ",\"leftOut\":" + string(reason) + "}"
                case .ran(let entry):
                    return Comparison.jsonMembers(entry)
                        + ",\"wrongRestOffsets\":" + array(entry.wrongRests.map {
                            "{\"offset\":" + DecimalFormat.string($0.offset) + ",\"frame\":\($0.frame),\"invariants\":"
                                + array($0.invariants.map { string($0.rawValue) }) + "}"
                        })
                        + ",\"firstBadFrame\":" + (entry.firstBadFrame.map(String.init) ?? "null") + "}"
                }
            }
            return "{\"trace\":" + string(situation.traceName) + ",\"frames\":\(situation.frameCount),\"fps\":\(situation.fps)"
                + ",\"keyboardMoves\":" + array(situation.keyboardMoves.map(DecimalFormat.string))
                + ",\"cells\":" + array(cells) + "}"
        }
        return "{\"kbcompareMatrix\":1,\"handlers\":" + array(handlers.map(string))
            + ",\"situations\":[\n" + rows.joined(separator: ",\n") + "\n]}\n"
    }
}
