import Invariants
import TraceKit

extension Comparison {
    /// The comparison's columns, as the text table and the HTML page name them.
    static let columnTitles = ["handler", "gap error", "covered", "offsets at rest", "violations (first frame)"]

    /// One row per handler, cells as the table writes them.
    var rows: [[String]] {
        entries.map { entry in
            [
                entry.handler,
                entry.largestGapError.map(DecimalFormat.string) ?? "-",
                entry.coveredFrames.map(String.init) ?? "-",
                entry.restOffsets.isEmpty ? "-" : entry.restOffsets.map(DecimalFormat.string).joined(separator: ", "),
                entry.violations.isEmpty
                    ? "none" : entry.violations.map { "\($0.invariant.rawValue) (\($0.firstFrame))" }.joined(separator: ", "),
            ]
        }
    }

    /// The first line: the trace, its frames and its keyboard moves.
    var headline: String {
        let moves = keyboardMoves.isEmpty ? "no keyboard move" : "keyboard moves at " + keyboardMoves.map { DecimalFormat.string($0) + " s" }.joined(separator: ", ")
        return "\(traceName): \(frameCount) frames at \(fps) fps, \(moves)"
    }

    /// The lines after the table: handlers left out, config keys dropped.
    var notes: [String] {
        var lines: [String] = []
        for left in leftOut { lines.append("left out: \(left.handler): \(left.reason)") }
        for entry in entries where !entry.droppedConfig.isEmpty {
            lines.append("config dropped for \(entry.handler): " + entry.droppedConfig.joined(separator: ", "))
        }
        return lines
    }

    /// The terminal's table: columns padded to their widest cell.
    var text: String {
        let table = [Self.columnTitles] + rows
        var widths = Array(repeating: 0, count: Self.columnTitles.count)
        for row in table {
            for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
        }
        let lines = table.map { row in
            row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count + 2)
            }.joined()
        }
        return ([headline, ""] + lines + (notes.isEmpty ? [] : [""] + notes)).joined(separator: "\n") + "\n"
    }

    /// The comparison as one JSON object (`docs/compare.md`).
    var json: String {
        func string(_ value: String) -> String { JSONReport.string(value) }
        func array(_ items: [String]) -> String { "[" + items.joined(separator: ",") + "]" }
        let handlers = entries.map { Self.jsonMembers($0) + "}" }
        return "{\"kbcompare\":1,\"trace\":" + string(traceName) + ",\"frames\":\(frameCount),\"fps\":\(fps)"
            + ",\"keyboardMoves\":" + array(keyboardMoves.map(DecimalFormat.string))
            + ",\"handlers\":[\n" + handlers.joined(separator: ",\n") + "\n]"
            + ",\"leftOut\":" + array(leftOut.map { "{\"handler\":" + string($0.handler) + ",\"reason\":" + string($0.reason) + "}" })
            + "}\n"
    }

    /// An entry as a JSON object's members, `{` and all but the closing `}`: what it
    /// measured, as the one-trace JSON and the matrix's cells write it.
    static func jsonMembers(_ entry: Entry) -> String {
        func string(_ value: String) -> String { JSONReport.string(value) }
        func number(_ value: Double?) -> String { value.map(DecimalFormat.string) ?? "null" }
        func array(_ items: [String]) -> String { "[" + items.joined(separator: ",") + "]" }
        return "{\"handler\":" + string(entry.handler)
            + ",\"droppedConfig\":" + array(entry.droppedConfig.map(string))
            + ",\"violations\":" + array(entry.violations.map {
                "{\"invariant\":" + string($0.invariant.rawValue) + ",\"firstFrame\":\($0.firstFrame)}"
            })
            + ",\"largestGapError\":" + number(entry.largestGapError)
            + ",\"coveredFrames\":" + (entry.coveredFrames.map(String.init) ?? "null")
            + ",\"restOffsets\":" + array(entry.restOffsets.map(DecimalFormat.string))
    }
}
