extension Comparison {
    /// The comparison as Markdown: the headline, the table (`rows`), the notes as a list.
    var markdown: String {
        func cells(_ row: [String]) -> String {
            "| " + row.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |"
        }
        var lines = [headline, "", cells(Self.columnTitles), "|" + String(repeating: "---|", count: Self.columnTitles.count)]
        lines += rows.map(cells)
        if !notes.isEmpty { lines += [""] + notes.map { "- " + $0 } }
        return lines.joined(separator: "\n") + "\n"
    }
}
