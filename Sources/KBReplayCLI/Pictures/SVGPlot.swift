import TraceKit
import UIKitModel

/// Draws a `Plot` as one self-contained SVG document: no scripts, no external fonts or
/// files, every number through `FixedDecimal`, so the same plot is the same bytes.
///
/// Top to bottom, on one time axis: the title, the events (labelled ticks) and effects,
/// the screen panel (screen points, y down as on the phone), the scroll panel (points),
/// the opacity and state lanes, the time axis (with frame numbers when zoomed in), and
/// the lanes' legend. Violations are shaded spans across the panels; the golden's lines
/// are dashed under the replay's; the first difference is a dashed black line.
struct SVGPlot {
    /// Sizes, in pixels: laptop-sized by default.
    struct Layout: Equatable {
        var width = 1280.0
        /// Left of the plot: lane names and the y labels.
        var left = 104.0
        var plotWidth = 860
        var screenHeight = 300.0
        var valuesHeight = 190.0
        var laneHeight = 18.0
        var laneGap = 5.0
        var panelGap = 40.0
        var eventRows = 3
        var eventRowHeight = 14.0
        /// Frames at least this far apart are marked on the axis.
        var frameMarkerSpacing = 6.0

        var right: Double { left + Double(plotWidth) }
        var legendX: Double { right + 28 }
    }

    let plot: Plot
    var layout = Layout()

    /// The vertical places of the parts, worked out once.
    struct Rows {
        var title: Double
        var eventsTop: Double
        var eventsBottom: Double
        var screenTop: Double
        var valuesTop: Double
        var lanesTop: Double
        var lanesBottom: Double
        var axis: Double
        var legendTop: Double
        var height: Double
    }

    var rows: Rows {
        let title = 26.0
        let eventsTop = title + 26 + Double(plot.notes.count + (differenceLabel == nil ? 0 : 1) + 1) * 15
        let eventsBottom = eventsTop + Double(layout.eventRows) * layout.eventRowHeight + 6
        let screenTop = eventsBottom + 24
        let valuesTop = screenTop + layout.screenHeight + layout.panelGap
        let lanesTop = valuesTop + layout.valuesHeight + 16
        let laneCount = plot.recipe.alphas.count + plot.recipe.lanes.count
        let lanesBottom = lanesTop + Double(laneCount) * (layout.laneHeight + layout.laneGap)
        let axis = lanesBottom + 2
        let legendTop = axis + (zoomed ? 62 : 46)
        let height = legendTop + Double(plot.recipe.lanes.count) * 18 + 12
        return Rows(
            title: title, eventsTop: eventsTop, eventsBottom: eventsBottom, screenTop: screenTop, valuesTop: valuesTop,
            lanesTop: lanesTop, lanesBottom: lanesBottom, axis: axis, legendTop: legendTop, height: height)
    }

    /// The window's first and last frame times.
    var span: (start: Nanoseconds, end: Nanoseconds) {
        let start = plot.time(plot.window.lowerBound)
        let end = plot.time(plot.window.upperBound)
        return (start, max(end, start + 1))
    }

    /// The x of a time.
    func x(_ time: Nanoseconds) -> Double {
        let (start, end) = span
        return layout.left + Double(time - start) / Double(end - start) * Double(layout.plotWidth)
    }

    /// The x of a frame.
    func x(frame: Int) -> Double { x(plot.time(frame)) }

    /// Pixels between two frames.
    var frameSpacing: Double { Double(layout.plotWidth) / Double(max(1, plot.window.count - 1)) }

    /// Whether frames are far enough apart to be marked.
    var zoomed: Bool { frameSpacing >= layout.frameMarkerSpacing }

    /// The document.
    func render() -> String {
        let rows = rows
        var parts: [String] = []
        parts.append(#"<svg xmlns="http://www.w3.org/2000/svg" width="\#(SVGText.n(layout.width))" height="\#(SVGText.n(rows.height))" viewBox="0 0 \#(SVGText.n(layout.width)) \#(SVGText.n(rows.height))" font-family="Helvetica, Arial, sans-serif" role="img">"#)
        parts.append(SVGText.element("title", [], content: SVGText.escaped("kbreplay plot of \(plot.trace)")))
        parts.append(SVGText.element("rect", [("width", "100%"), ("height", "100%"), ("fill", "#FFFFFF")]))
        parts.append("<defs>" + Self.hatch("kb-hatch-violation", Palette.vermillion)
            + Self.hatch("kb-hatch-expected", Palette.grey) + "</defs>")
        parts += header(rows)
        parts += violationSpans(rows)
        parts += eventMarks(rows)
        parts += screenPanel(rows)
        parts += valuesPanel(rows)
        parts += lanes(rows)
        parts += differenceMarker(rows)
        parts += timeAxis(rows)
        parts += laneLegend(rows)
        parts.append("</svg>")
        return parts.joined(separator: "\n") + "\n"
    }

    /// A diagonal hatch in `color`, for violation spans: it shades without hiding the
    /// colours of the lines and bands under it.
    static func hatch(_ id: String, _ color: String) -> String {
        SVGText.element("pattern", [
            ("id", id), ("width", "8"), ("height", "8"), ("patternUnits", "userSpaceOnUse"), ("patternTransform", "rotate(45)"),
        ], content: SVGText.element("rect", [("width", "8"), ("height", "8"), ("fill", color), ("fill-opacity", "0.07")])
            + SVGText.element("line", [("x1", "0"), ("y1", "0"), ("x2", "0"), ("y2", "8"), ("stroke", color),
                                       ("stroke-width", "2.5"), ("stroke-opacity", "0.3")]))
    }

    /// The title, the subtitle and the notes.
    private func header(_ rows: Rows) -> [String] {
        let window = plot.window
        let seconds = { (frame: Int) in DecimalFormat.string(nanoseconds: plot.time(frame)) }
        var subtitle = "\(plot.handler), \(plot.fps) fps, frames \(window.lowerBound)...\(window.upperBound) of \(plot.frameCount)"
            + " (t \(seconds(window.lowerBound))...\(seconds(window.upperBound)) s)"
        if plot.goldenScreen != nil { subtitle += "; golden dashed" }
        if plot.deviceScreen != nil { subtitle += "; device dotted" }
        if let difference = plot.firstDifference {
            subtitle += "; first difference at frame \(difference.frame) (\(difference.frameCount) differing frames)"
        } else if plot.goldenScreen != nil {
            subtitle += "; no difference from the golden"
        }
        var parts = [
            SVGText.text(plot.trace, x: layout.left, y: rows.title, size: 18, weight: "bold"),
            SVGText.text(subtitle, x: layout.left, y: rows.title + 20, size: 12, fill: "#444444"),
        ]
        for (index, note) in plot.notes.enumerated() {
            parts.append(SVGText.text(note, x: layout.left, y: rows.title + 36 + Double(index) * 15, size: 12, fill: Palette.vermillion))
        }
        // The first difference's values in the header, where they cover no data and cross
        // no title; the dashed line marks its frame in the panels below.
        if let label = differenceLabel {
            let y = rows.title + 36 + Double(plot.notes.count) * 15
            parts.append(SVGText.text(label, x: layout.left, y: y, size: 12, fill: Palette.black, weight: "bold"))
        }
        return parts
    }
}
