extension ComparisonMatrix {
    /// The terminal's matrix: the grid, columns padded to their widest cell, the legend,
    /// then each situation's notes (`notes`).
    var text: String {
        let short = shortNames
        let grid = [["situation"] + handlers] + situations.map { [$0.traceName] + cells($0).map { Self.gridCell($0, short: short) } }
        var widths = Array(repeating: 0, count: handlers.count + 1)
        for row in grid {
            for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
        }
        var lines = [headline, ""]
        lines += grid.map { row in
            row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count + 2)
            }.joined()
        }
        lines += ["", legend]
        for situation in situations {
            let notes = notes(situation)
            guard !notes.isEmpty else { continue }
            lines += ["", situation.traceName + ":"] + notes.map { "  " + $0 }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
