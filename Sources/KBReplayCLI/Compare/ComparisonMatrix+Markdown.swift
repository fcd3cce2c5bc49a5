extension ComparisonMatrix {
    /// The matrix as Markdown (`docs/approaches.md`): the grid as a table, the legend,
    /// then a list item for each situation with notes, one sub-item a note.
    var markdown: String {
        func cell(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|") }
        let short = shortNames
        var lines = [
            "| situation | " + handlers.map { "`\(cell($0))`" }.joined(separator: " | ") + " |",
            "|---|" + String(repeating: "---|", count: handlers.count),
        ]
        for situation in situations {
            lines.append("| " + cell(situation.traceName) + " | " + cells(situation).map { cell(Self.gridCell($0, short: short)) }.joined(separator: " | ") + " |")
        }
        lines += ["", legend, ""]
        for situation in situations {
            let notes = notes(situation)
            guard !notes.isEmpty else { continue }
            lines.append("- `\(situation.traceName)`")
            lines += notes.map { "  - " + $0 }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
