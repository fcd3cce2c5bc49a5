/// `compare -o DIR`'s page: the table, then each handler's plot (`kbreplay plot`), stacked
/// on one time axis (every plot spans the whole trace at the same width).
enum ComparisonPage {
    static func html(_ comparison: Comparison) -> String {
        func escaped(_ text: String) -> String { SVGText.escaped(text) }
        var parts = [
            "<!DOCTYPE html>",
            "<html lang=\"en\"><head><meta charset=\"utf-8\"><title>kbreplay compare: \(escaped(comparison.traceName))</title>",
            "<style>body{font-family:Helvetica,Arial,sans-serif;margin:16px}table{border-collapse:collapse}"
                + "td,th{padding:2px 10px;text-align:left;border-bottom:1px solid #ddd}h2{margin:24px 0 4px}</style>",
            "</head><body>",
            "<h1>\(escaped(comparison.headline))</h1>",
            "<table><tr>" + Comparison.columnTitles.map { "<th>\(escaped($0))</th>" }.joined() + "</tr>",
        ]
        for row in comparison.rows {
            parts.append("<tr>" + row.map { "<td>\(escaped($0))</td>" }.joined() + "</tr>")
        }
        parts.append("</table>")
        for note in comparison.notes { parts.append("<p>\(escaped(note))</p>") }
        for entry in comparison.entries {
            parts.append("<h2 id=\"\(escaped(entry.handler))\">\(escaped(entry.handler))</h2>")
            parts.append(SVGPlot(plot: PlotBuilder(trace: entry.trace).build()).render())
        }
        parts.append("</body></html>")
        return parts.joined(separator: "\n") + "\n"
    }
}
