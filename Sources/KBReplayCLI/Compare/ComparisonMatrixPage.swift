/// `compare DIR -o OUT`'s `OUT/index.html`: the matrix's grid, each cell a link to its
/// situation's compare page (`ComparisonPage`, written beside it as `NAME.compare.html`)
/// opened at the cell's first bad frame (`#f=N`, which the page's script reads), its
/// details in the link's title; then the legend and the notes. Deterministic, and
/// self-contained but for the links.
enum ComparisonMatrixPage {
    /// A cell's link: its situation's page, at its first bad frame when it has one; `nil`
    /// for a handler left out (the page has no phone of it).
    static func link(_ situation: Comparison, _ cell: ComparisonMatrix.Cell) -> String? {
        switch cell {
        case .leftOut: nil
        case .ran(let entry): ComparisonPage.fileName(situation) + (entry.firstBadFrame.map { "#f=\($0)" } ?? "")
        }
    }

    static func html(_ matrix: ComparisonMatrix) -> String {
        func escaped(_ text: String) -> String { SVGText.escaped(text) }
        let short = matrix.shortNames
        var parts = [
            "<!DOCTYPE html>",
            "<html lang=\"en\"><head><meta charset=\"utf-8\"><title>kbreplay compare: \(escaped(matrix.headline))</title>",
            "<style>", style, "</style>",
            "</head><body>",
            "<h1>kbreplay compare: \(escaped(matrix.headline))</h1>",
            "<table id=\"matrix\"><tr><th>situation</th>" + matrix.handlers.map { "<th>\(escaped($0))</th>" }.joined() + "</tr>",
        ]
        for situation in matrix.situations {
            var row = "<tr><th><a href=\"\(escaped(ComparisonPage.fileName(situation)))\">\(escaped(situation.traceName))</a></th>"
            for cell in matrix.cells(situation) {
                let text = escaped(ComparisonMatrix.gridCell(cell, short: short))
                switch cell {
                case .leftOut(let reason):
                    row += "<td class=\"out\" title=\"\(escaped(reason))\">\(text)</td>"
                case .ran(let entry):
                    let title = escaped(ComparisonMatrix.details(entry) ?? "no invariant broken")
                    let verdict = entry.violations.isEmpty ? "ok" : "bad"
                    let href = escaped(link(situation, cell) ?? "")
                    row += "<td class=\"\(verdict)\"><a data-handler=\"\(escaped(entry.handler))\" href=\"\(href)\" title=\"\(title)\">\(text)</a></td>"
                }
            }
            parts.append(row + "</tr>")
        }
        parts += ["</table>", "<p>\(escaped(matrix.legend))</p>"]
        for situation in matrix.situations {
            let notes = matrix.notes(situation)
            guard !notes.isEmpty else { continue }
            parts.append("<h2>\(escaped(situation.traceName))</h2><ul>" + notes.map { "<li>\(escaped($0))</li>" }.joined() + "</ul>")
        }
        parts.append("</body></html>")
        return parts.joined(separator: "\n") + "\n"
    }

    static let style = """
        body { font: 13px Helvetica, Arial, sans-serif; margin: 16px; }
        table { border-collapse: collapse; }
        th, td { border: 1px solid #ccc; padding: 3px 6px; text-align: left; white-space: nowrap; }
        td.ok { background: #e6f4ea; }
        td.bad { background: #fbe3d6; }
        td.out { color: #888; }
        td a { color: inherit; text-decoration: none; display: block; }
        h2 { font-size: 14px; margin: 16px 0 4px 0; }
        """
}
