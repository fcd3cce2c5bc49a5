/// `compare -o DIR`'s page: every handler's phone side by side at one frame under one set
/// of controls (`ComparisonPhones`, drawn by the view page's script), then the table, then
/// each handler's plot (`kbreplay plot`), stacked on one time axis (every plot spans the
/// whole trace at the same width). Self-contained and deterministic, as the view page.
enum ComparisonPage {
    /// The page's file name in the output folder: `NAME.compare.html`.
    static func fileName(_ comparison: Comparison) -> String { comparison.traceName + ".compare.html" }

    static func html(_ comparison: Comparison) -> String {
        func escaped(_ text: String) -> String { SVGText.escaped(text) }
        let phones = ComparisonPhones(comparison)
        var parts = [
            "<!DOCTYPE html>",
            "<html lang=\"en\"><head><meta charset=\"utf-8\"><title>kbreplay compare: \(escaped(comparison.traceName))</title>",
            "<style>", PlaybackScript.style, style, "</style>",
            "</head><body>",
            "<div id=\"top\">",
        ]
        if phones != nil { parts.append("<canvas id=\"phones\"></canvas>") }
        parts += [
            "<div id=\"panel\">",
            "<h1>\(escaped(comparison.traceName))</h1>",
            "<p class=\"sub\">\(escaped(comparison.headline))</p>",
        ]
        if phones != nil { parts += [PlaybackScript.controls(extra: [], frameCount: comparison.frameCount), PlaybackScript.keys] }
        parts += [
            "</div>",
            "</div>",
            "<div id=\"report\">",
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
        parts.append("</div>")
        if let phones {
            parts += ["<script>", "const D = \(phones.data(name: comparison.traceName));", PhoneScript.script(page: ComparisonScript.source, keepsSome: !phones.kept.keepsAll), "</script>"]
        }
        parts.append("</body></html>")
        return parts.joined(separator: "\n") + "\n"
    }

    /// The page's own layout: the phones, the controls at their right (or under them in a
    /// narrow window), then the report.
    static let style = """
        #top { display: flex; flex-wrap: wrap; align-items: flex-start; }
        #panel { padding: 12px 16px; width: 520px; }
        #report { padding: 0 16px 16px 16px; }
        table { border-collapse: collapse; }
        h2 { font-size: 14px; margin: 24px 0 4px 0; }
        """
}
