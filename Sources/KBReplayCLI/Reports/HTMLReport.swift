import TraceKit

/// `check --report DIR`: the check results as HTML that opens from disk, a printer of
/// `CheckSummary` like the console, JUnit and JSON ones.
///
/// `DIR/index.html` lists every trace with its verdict (and the paths that named none,
/// and the orphans); each trace that did not pass gets a page, `DIR/NAME.html`, with its
/// reasons, the first difference, the violations and the plot of the replay with the
/// golden dashed under it. Plain HTML with inline SVG and CSS: no scripts, no other
/// files. Each trace that replays also gets `DIR/views/NAME.html`, its `kbreplay view`
/// page (a script of its own), linked from the index and its page. Every file is written
/// atomically (a link in the way is replaced, never followed), the index first and again
/// as the views and pages are written (after the views, then after the 1st, 2nd, 4th,
/// 8th... page and the last: a doubling keeps the rewrites to twice the index's size),
/// so a report cut short opens at its index, which links what was written by then;
/// nothing in them depends on the clock.
struct HTMLReport {
    var summary: CheckSummary
    /// The tolerance `check` compared with (the plot marks the same first difference).
    var tolerance: Double

    /// Creates `directory` if needed and writes the pages, then the index.
    func write(to directory: String, in environment: Environment) throws(IOFailure) {
        let fileSystem = environment.fileSystem
        try fileSystem.createDirectory(directory)
        // The temporary pages of a check --report that was killed (SIGKILL), which no
        // walk of the traces sees: removed before this report is written.
        for path in FileWalk(under: directory, in: fileSystem).files where TemporaryFiles.process(ofName: Path.name(of: path)) != nil {
            if try fileSystem.removeLeftoverTemporaryFile(path) {
                environment.printError("removed \(FileName.shown(path)) (left by a check --report that was stopped)")
            }
        }
        let pages = pageNames()
        var written = pages.map { _ in String?.none }
        var views: [String?] = []
        var count = 0
        var indexIsCurrent = false
        func writeIndex() throws(IOFailure) {
            let index = indexHTML(pages: written, views: views)
            try fileSystem.writeAtomically(Path.join(directory, "index.html")) { write throws(IOFailure) in try write(Array(index.utf8)) }
            indexIsCurrent = true
        }
        try writeIndex()
        views = try writeViews(to: directory, in: environment)
        if views.contains(where: { $0 != nil }) { try writeIndex() }
        var nextIndexUpdate = 1
        for (position, (result, page)) in zip(summary.results, pages).enumerated() {
            guard let page else { continue }
            var report = HTMLReportPage(result: result, tolerance: tolerance)
            report.view = views[position]
            let html = report.html(in: environment)
            try fileSystem.writeAtomically(Path.join(directory, page)) { write throws(IOFailure) in try write(Array(html.utf8)) }
            written[position] = page
            indexIsCurrent = false
            count += 1
            if count == nextIndexUpdate {
                try writeIndex()
                nextIndexUpdate *= 2
            }
        }
        if !indexIsCurrent { try writeIndex() }
    }

    /// The page of each result that did not pass: `NAME.html` with only letters, digits,
    /// `.`, `_` and `-` kept, `NAME-2.html` for a second trace of the same name.
    func pageNames() -> [String?] {
        Self.fileNames(summary.results.map { $0.outcome == .passed ? nil : $0.name }, taken: ["index"])
    }

    /// `NAME.html` for each name, with only letters, digits, `.`, `_` and `-` kept,
    /// `NAME-2.html` for a second of the same name (or one in `taken`); `nil` stays `nil`.
    static func fileNames(_ names: [String?], taken: Set<String>) -> [String?] {
        var taken = taken
        return names.map { given in
            guard let given else { return nil }
            let safe = String(given.map { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) ? $0 : "_" })
            var name = safe.isEmpty ? "trace" : safe
            var count = 1
            while taken.contains(name.lowercased()) {
                count += 1
                name = "\(safe)-\(count)"
            }
            taken.insert(name.lowercased())
            return name + ".html"
        }
    }

    func indexHTML(pages: [String?], views: [String?] = []) -> String {
        let e = SVGText.escaped
        var body: [String] = ["<h1>kbreplay check</h1>"]
        var totals = "\(summary.passed) passed, \(summary.failed) failed"
        if !summary.orphans.isEmpty { totals += ", \(summary.orphans.count) orphan" + (summary.orphans.count == 1 ? "" : "s") }
        body.append("<p class=\"totals\">\(e(totals))</p>")
        let failing = zip(summary.results, pages).compactMap { result, page in page.map { (result, $0) } }
        if !failing.isEmpty {
            body.append("<h2>Not passing</h2>\n<ul>")
            body += failing.map { "<li>\(Self.badge($0.0.outcome)) <a href=\"\(e($0.1))\">\(e($0.0.shownName))</a>: \(e($0.0.reason ?? ""))</li>" }
            body.append("</ul>\n<h2>All traces</h2>")
        }
        body.append("<table>\n<thead><tr><th>verdict</th><th>trace</th><th>frames</th><th>why</th></tr></thead>\n<tbody>")
        for (position, (result, page)) in zip(summary.results, pages).enumerated() {
            var name = page.map { "<a href=\"\(e($0))\">\(e(result.shownName))</a>" } ?? e(result.shownName)
            if let view = views.indices.contains(position) ? views[position] : nil {
                name += " <a class=\"view\" href=\"\(e(view))\">view</a>"
            }
            let frames = result.frames.map { "\($0)" } ?? ""
            body.append("<tr><td>\(Self.badge(result.outcome))</td><td>\(name)<div class=\"path\">\(e(result.shownPath))</div></td>"
                + "<td class=\"number\">\(frames)</td><td>\(e(result.reason ?? ""))</td></tr>")
        }
        body.append("</tbody>\n</table>")
        if !summary.problems.isEmpty {
            body.append("<h2>Paths that name no trace</h2>\n<ul>")
            body += summary.problems.map { "<li>\(e($0.message))</li>" }
            body.append("</ul>")
        }
        if !summary.orphans.isEmpty {
            body.append("<h2>Orphans</h2>\n<ul>")
            body += summary.orphans.map { "<li><code>\(e(FileName.shown($0.path)))</code>: \(e($0.reason))</li>" }
            body.append("</ul>")
        }
        return Self.document(title: "kbreplay check: \(totals)", body: body)
    }

    /// A verdict as a coloured word.
    static func badge(_ outcome: CheckCommand.Outcome) -> String {
        let kind = outcome == .passed ? "ok" : outcome.isError ? "error" : "fail"
        return "<span class=\"badge \(kind)\">\(SVGText.escaped(outcome.word))</span>"
    }

    /// A whole document: XHTML-compatible HTML (it parses as XML), styles inline.
    static func document(title: String, body: [String]) -> String {
        """
        <!DOCTYPE html>
        <html xmlns="http://www.w3.org/1999/xhtml" lang="en">
        <head>
        <meta charset="utf-8"/>
        <title>\(SVGText.escaped(title))</title>
        <style>
        body { font-family: Helvetica, Arial, sans-serif; margin: 24px; color: #222222; max-width: 1320px; }
        table { border-collapse: collapse; width: 100%; }
        th, td { text-align: left; padding: 6px 10px; border-bottom: 1px solid #DDDDDD; vertical-align: top; }
        td.number { text-align: right; }
        .path { color: #777777; font-size: 12px; }
        .badge { font-weight: bold; padding: 2px 6px; border-radius: 3px; white-space: nowrap; }
        .badge.ok { background: #009E73; color: #FFFFFF; }
        .badge.fail { background: #D55E00; color: #FFFFFF; }
        .badge.error { background: #000000; color: #FFFFFF; }
        pre { background: #F6F6F6; padding: 10px; white-space: pre-wrap; font-size: 12px; }
        .plot { overflow-x: auto; border: 1px solid #DDDDDD; margin: 12px 0; }
        </style>
        </head>
        <body>
        \(body.joined(separator: "\n"))
        </body>
        </html>

        """
    }
}
