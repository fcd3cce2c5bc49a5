import Handlers
import TraceKit

/// The page of one trace that did not pass `check`: its verdict, the reasons as the
/// console gives them, the first difference as a table, the violations, and the plot
/// of the replay with the golden dashed under it (when the trace can be replayed).
struct HTMLReportPage {
    var result: TraceCheckResult
    var tolerance: Double
    /// The path of the trace's `kbreplay view` page, relative to the report, if it has one.
    var view: String?

    func html(in environment: Environment) -> String {
        let e = SVGText.escaped
        var body = [
            "<p><a href=\"index.html\">all traces</a></p>",
            "<h1>\(HTMLReport.badge(result.outcome)) \(e(result.shownName))</h1>",
            "<p class=\"path\">\(e(result.shownPath))</p>",
        ]
        if let view { body.append("<p><a href=\"\(e(view))\">See it as on the phone</a> (the replay played frame by frame, beside its golden).</p>") }
        if let difference = result.firstDifference {
            body.append("<h2>First difference</h2>")
            body.append("<p>\(e(difference.summary))</p>")
            body.append("<table>\n<thead><tr><th>field</th><th>expected (golden)</th><th>actual (replay)</th></tr></thead>\n<tbody>")
            body += difference.fields.map { "<tr><td><code>\(e($0.name))</code></td><td>\(e($0.expected))</td><td>\(e($0.actual))</td></tr>" }
            body.append("</tbody>\n</table>")
        }
        let invariants = result.invariantLines
        if !invariants.isEmpty {
            body.append("<h2>Invariants</h2>\n<ul>")
            body += invariants.map { "<li>\(e($0))</li>" }
            body.append("</ul>")
        }
        let lines = result.details + result.errors
        if !lines.isEmpty {
            body.append("<h2>Report</h2>")
            body.append("<pre>\(e(lines.joined(separator: "\n")))</pre>")
        }
        let plots = plots(in: environment)
        if let zoomed = plots.aroundDifference {
            body.append("<h2>Around the first difference</h2>")
            body.append("<p>The frames just before and after it, on scales fitted to them, so that a difference of a "
                + "few points shows: the replay's lines solid, the golden's dashed.</p>")
            body.append("<div class=\"plot\">\n\(zoomed)</div>")
        }
        if let svg = plots.whole {
            body.append("<h2>Frames</h2>")
            body.append("<p>The replay's lines are solid, the golden's dashed under them (where it could be read); "
                + "violations are shaded, the first difference is the dashed black line. Hover for values.</p>")
            body.append("<div class=\"plot\">\n\(svg)</div>")
        }
        return HTMLReport.document(title: "kbreplay check: \(result.shownName) \(result.outcome.word)", body: body)
    }

    /// Frames shown before the first difference in the zoomed plot, and after it.
    static let zoomBefore = 12
    static let zoomAfter = 24

    /// The plot of the whole trace with its golden (when it reads), and one of the frames
    /// around the first difference (when there is one); `nil` when the trace cannot be
    /// replayed.
    func plots(in environment: Environment) -> (whole: String?, aroundDifference: String?) {
        guard case .success(let trace) = environment.loadTrace(result.path) else { return (nil, nil) }
        var builder = PlotBuilder(trace: trace)
        builder.tolerance = tolerance
        if case .success(let golden) = StreamedGolden.open(TraceFile(path: result.path).goldenPath, in: environment) {
            builder.golden = golden
        }
        let whole = SVGPlot(plot: builder.build()).render()
        guard let frame = result.firstDifference?.frame, trace.lastFrameIndex > 0 else { return (whole, nil) }
        builder.window = Self.zoomWindow(around: frame, lastFrame: trace.lastFrameIndex)
        return (whole, SVGPlot(plot: builder.build()).render())
    }

    /// `zoomBefore` frames before `frame` to `zoomAfter` after it, within the trace, and
    /// at least two frames.
    static func zoomWindow(around frame: Int, lastFrame: Int) -> ClosedRange<Int> {
        let lower = max(0, min(frame, lastFrame - 1) - zoomBefore)
        return lower...max(lower + 1, min(lastFrame, frame + zoomAfter))
    }
}
