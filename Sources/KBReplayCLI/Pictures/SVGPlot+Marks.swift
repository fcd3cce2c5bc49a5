import TraceKit

/// The marks over time: events and effects, violations, lanes, the first difference,
/// the time axis and the lanes' legend.
extension SVGPlot {
    /// Ticks that share a label: a run of the same event (`dragMove ×12`), or events at
    /// the same time (`willChangeFrame + willShow`).
    struct MarkGroup {
        var marks: [Plot.Mark]
        var label: String {
            var names: [(String, Int)] = []
            for mark in marks {
                if let last = names.last, last.0 == mark.label {
                    names[names.count - 1].1 += 1
                } else {
                    names.append((mark.label, 1))
                }
            }
            return names.map { $0.1 > 1 ? "\($0.0) ×\($0.1)" : $0.0 }.joined(separator: " + ")
        }
    }

    static func groups(_ marks: [Plot.Mark]) -> [MarkGroup] {
        var groups: [MarkGroup] = []
        for mark in marks {
            if let last = groups.last?.marks.last, let first = groups.last?.marks.first,
                last.label == mark.label || first.time == mark.time
            {
                groups[groups.count - 1].marks.append(mark)
            } else {
                groups.append(MarkGroup(marks: [mark]))
            }
        }
        return groups
    }

    /// Labels placed left to right in `rows` rows, each in the first row where it does
    /// not overlap; `nil` for one that fits nowhere (its ticks keep their tooltips).
    func placeLabels(_ items: [(x: Double, width: Double)], rows: Int) -> [Int?] {
        var ends = Array(repeating: -Double.infinity, count: rows)
        return items.map { item in
            guard let row = ends.indices.first(where: { ends[$0] + 6 <= item.x }), item.x + item.width <= layout.width - 4 else {
                return nil
            }
            ends[row] = item.x + item.width
            return row
        }
    }

    func eventMarks(_ rows: Rows) -> [String] {
        var parts: [String] = [SVGText.text("events", x: layout.left - 6, y: rows.eventsTop + 10, anchor: "end", size: 11, fill: "#555555")]
        let groups = Self.groups(plot.events).map { ($0, Palette.text) } + Self.groups(plot.effects).map { ($0, Palette.reddishPurple) }
        let ordered = groups.sorted { ($0.0.marks[0].time, $0.1) < ($1.0.marks[0].time, $1.1) }
        // One tick per half pixel and colour: a dense stretch of events (a drag's moves
        // over minutes) draws as many ticks as there is room for, its tooltip lists them.
        var ticks: [(x: String, color: String, details: [String])] = []
        for (group, color) in ordered {
            for mark in group.marks {
                let x = SVGText.n((x(mark.time) * 2).rounded() / 2)
                if let last = ticks.last, last.x == x, last.color == color {
                    ticks[ticks.count - 1].details.append(mark.detail)
                } else {
                    ticks.append((x, color, [mark.detail]))
                }
            }
        }
        for tick in ticks {
            var details = Array(tick.details.prefix(5))
            if tick.details.count > 5 { details.append("and \(tick.details.count - 5) more") }
            let title = SVGText.element("title", [], content: SVGText.escaped(details.joined(separator: "\n")))
            parts.append(SVGText.element("line", [
                ("x1", tick.x), ("y1", SVGText.n(rows.eventsBottom)), ("x2", tick.x), ("y2", SVGText.n(rows.lanesBottom)),
                ("stroke", tick.color == Palette.text ? "#AAAAAA" : tick.color), ("stroke-width", "0.8"), ("stroke-dasharray", "2 3"),
            ], content: title))
            parts.append(SVGText.element("line", [
                ("x1", tick.x), ("y1", SVGText.n(rows.eventsBottom - 6)), ("x2", tick.x), ("y2", SVGText.n(rows.eventsBottom + 4)),
                ("stroke", tick.color), ("stroke-width", "2"),
            ], content: title))
        }
        let labels = ordered.map { ($0.0.label, $0.1, x($0.0.marks[0].time)) }
        let placed = placeLabels(labels.map { ($0.2 - 2, SVGText.width($0.0, size: 11)) }, rows: layout.eventRows)
        for ((label, color, x), row) in zip(labels, placed) {
            guard let row else { continue }
            let y = rows.eventsBottom - 10 - Double(row) * layout.eventRowHeight
            parts.append(SVGText.text(label, x: x - 2, y: y, size: 11, fill: color))
        }
        return parts
    }

    func violationSpans(_ rows: Rows) -> [String] {
        var parts: [String] = []
        var labels: [(String, String, Double)] = []
        for violation in plot.violations {
            let start = x(frame: max(violation.frames.lowerBound, plot.window.lowerBound))
            let end = x(frame: min(violation.frames.upperBound, plot.window.upperBound))
            let width = max(end - start, 3)
            let color = violation.expected ? Palette.grey : Palette.vermillion
            let title = SVGText.element("title", [], content: SVGText.escaped(violation.summary))
            parts.append(SVGText.element("rect", [
                ("x", SVGText.n(start)), ("y", SVGText.n(rows.screenTop)), ("width", SVGText.n(width)),
                ("height", SVGText.n(rows.lanesBottom - rows.screenTop)),
                ("fill", violation.expected ? "url(#kb-hatch-expected)" : "url(#kb-hatch-violation)"),
            ], content: title))
            parts.append(SVGText.element("rect", [
                ("x", SVGText.n(start)), ("y", SVGText.n(rows.screenTop - 4)), ("width", SVGText.n(width)), ("height", "4"),
                ("fill", color),
            ], content: title))
            labels.append((violation.invariant + (violation.expected ? " (expected)" : ""), color, start))
        }
        let order = labels.indices.sorted { (labels[$0].2, $0) < (labels[$1].2, $1) }
        let placed = placeLabels(order.map { (labels[$0].2 + 3, SVGText.width(labels[$0].0, size: 11)) }, rows: 4)
        for (index, row) in zip(order, placed) {
            let (text, color, start) = labels[index]
            let y = rows.screenTop + 14 + Double(row ?? 0) * 14
            parts.append(SVGText.text(text, x: start + 3, y: y, size: 11, fill: color, weight: "bold"))
        }
        return parts
    }

    /// The right end of a run of frames: the next frame, or the window's end.
    private func runEnd(_ end: Int) -> Double { x(frame: min(end + 1, plot.window.upperBound)) }

    func lanes(_ rows: Rows) -> [String] {
        var parts: [String] = []
        var top = rows.lanesTop
        let width = Double(layout.plotWidth)
        for (alpha, runs) in zip(plot.recipe.alphas, plot.alphaRuns) {
            parts.append(SVGText.text(alpha.name, x: layout.left - 6, y: top + 13, anchor: "end", size: 11))
            parts.append(SVGText.element("rect", [("x", SVGText.n(layout.left)), ("y", SVGText.n(top)), ("width", SVGText.n(width)),
                                                  ("height", SVGText.n(layout.laneHeight)), ("fill", "#FAFAFA"), ("stroke", "#CCCCCC")]))
            let bands = LaneBand.bands(runs.map { ($0.start, $0.end, $0.thousandths) }, pixelsPerFrame: frameSpacing)
            for band in bands where band.value > 0 {
                let start = x(frame: band.start)
                parts.append(SVGText.element("rect", [
                    ("x", SVGText.n(start)), ("y", SVGText.n(top)), ("width", SVGText.n(max(runEnd(band.end) - start, 0.5))),
                    ("height", SVGText.n(layout.laneHeight)), ("fill", Palette.blue),
                    ("fill-opacity", FixedDecimal.string(Double(band.value) / 1000 * 0.55, decimals: 3)),
                ], content: SVGText.element("title", [], content: "\(alpha.name) \(DecimalFormat.string(thousandths: band.value)), frames \(band.start)...\(band.end)")))
            }
            top += layout.laneHeight + layout.laneGap
        }
        for (lane, runs) in zip(plot.recipe.lanes, plot.laneRuns) {
            parts.append(SVGText.text(lane.name, x: layout.left - 6, y: top + 13, anchor: "end", size: 11))
            for band in LaneBand.bands(runs.map { ($0.start, $0.end, Int64($0.state)) }, pixelsPerFrame: frameSpacing) {
                let start = x(frame: band.start)
                let runWidth = max(runEnd(band.end) - start, 0.5)
                let color = Palette.state(Int(band.value))
                let name = lane.states[Int(band.value)]
                let changes = band.runs > 1 ? " (mostly; \(band.runs) changes)" : ""
                parts.append(SVGText.element("rect", [
                    ("x", SVGText.n(start)), ("y", SVGText.n(top)), ("width", SVGText.n(runWidth)),
                    ("height", SVGText.n(layout.laneHeight)), ("fill", color),
                ], content: SVGText.element("title", [], content: SVGText.escaped("\(lane.name) \(name)\(changes), frames \(band.start)...\(band.end)"))))
                if runWidth >= SVGText.width(name, size: 10) + 6 {
                    parts.append(SVGText.text(name, x: start + 3, y: top + 13, size: 10, fill: Palette.textColor(on: color)))
                }
            }
            top += layout.laneHeight + layout.laneGap
        }
        return parts
    }

    /// `first difference, frame 7 (t 0.116667): offset expected 1645, actual 1641.823`, when
    /// the first difference is in the window (the header shows it).
    var differenceLabel: String? {
        guard let difference = plot.firstDifference, plot.window.contains(difference.frame) else { return nil }
        let time = DecimalFormat.string(nanoseconds: plot.time(difference.frame))
        return "first difference, frame \(difference.frame) (t \(time)): " + difference.fields.joined(separator: "; ")
    }

    /// The first difference's frame: a dashed line over each panel's plot area only, so
    /// that it crosses no panel title, with the label (in the header) as its tooltip.
    func differenceMarker(_ rows: Rows) -> [String] {
        guard let difference = plot.firstDifference, let label = differenceLabel else { return [] }
        let x = x(frame: difference.frame)
        let spans = [
            (rows.screenTop, rows.screenTop + layout.screenHeight),
            (rows.valuesTop, rows.valuesTop + layout.valuesHeight),
            (rows.lanesTop, rows.lanesBottom),
        ]
        return spans.filter { $0.1 > $0.0 }.map { top, bottom in
            SVGText.element("line", [
                ("x1", SVGText.n(x)), ("y1", SVGText.n(top)), ("x2", SVGText.n(x)), ("y2", SVGText.n(bottom)),
                ("stroke", Palette.black), ("stroke-width", "1.5"), ("stroke-dasharray", "5 3"),
            ], content: SVGText.element("title", [], content: SVGText.escaped(label)))
        }
    }

    func timeAxis(_ rows: Rows) -> [String] {
        let (start, end) = span
        let ticks = AxisTicks(Double(start) / 1e9, Double(end) / 1e9, target: 10, widen: false)
        var parts = [SVGText.element("line", [("x1", SVGText.n(layout.left)), ("y1", SVGText.n(rows.axis)),
                                              ("x2", SVGText.n(layout.right)), ("y2", SVGText.n(rows.axis)), ("stroke", "#555555")])]
        for tick in ticks.values {
            let x = layout.left + (tick - Double(start) / 1e9) / (Double(end - start) / 1e9) * Double(layout.plotWidth)
            parts.append(SVGText.element("line", [("x1", SVGText.n(x)), ("y1", SVGText.n(rows.axis)), ("x2", SVGText.n(x)),
                                                  ("y2", SVGText.n(rows.axis + 6)), ("stroke", "#555555")]))
            parts.append(SVGText.text(ticks.label(tick), x: x, y: rows.axis + 19, anchor: "middle", size: 11))
        }
        parts.append(SVGText.text("time (s)", x: layout.right + 24, y: rows.axis + 19, size: 11, fill: "#555555"))
        if zoomed {
            var every = 1
            for candidate in [1, 2, 5, 10, 20, 50, 100] where Double(candidate) * frameSpacing >= 34 {
                every = candidate
                break
            }
            parts.append(SVGText.text("frame", x: layout.left - 6, y: rows.axis + 36, anchor: "end", size: 11, fill: "#555555"))
            for frame in plot.window {
                let position = SVGText.n(x(frame: frame))
                parts.append(SVGText.element("line", [("x1", position), ("y1", SVGText.n(rows.axis - 4)), ("x2", position), ("y2", SVGText.n(rows.axis)),
                                                      ("stroke", "#555555")]))
                if frame % every == 0 {
                    parts.append(SVGText.text("\(frame)", x: x(frame: frame), y: rows.axis + 36, anchor: "middle", size: 10, fill: "#555555"))
                }
            }
        }
        return parts
    }

    func laneLegend(_ rows: Rows) -> [String] {
        var parts: [String] = []
        for (index, lane) in plot.recipe.lanes.enumerated() {
            let y = rows.legendTop + Double(index) * 18
            var x = layout.left
            parts.append(SVGText.text(lane.name + ":", x: layout.left - 6, y: y + 4, anchor: "end", size: 11))
            for (state, name) in lane.states.enumerated() {
                parts.append(SVGText.element("rect", [("x", SVGText.n(x)), ("y", SVGText.n(y - 6)), ("width", "14"), ("height", "12"),
                                                      ("fill", Palette.state(state)), ("stroke", "#999999")]))
                parts.append(SVGText.text(name, x: x + 18, y: y + 4, size: 11))
                x += 18 + SVGText.width(name, size: 11) + 14
            }
        }
        var x = layout.legendX
        let y = rows.legendTop
        let keys: [(String, String)] = [("violation", "kb-hatch-violation"), ("expected violation", "kb-hatch-expected")]
        for (name, pattern) in keys {
            parts.append(SVGText.element("rect", [("x", SVGText.n(x)), ("y", SVGText.n(y - 6)), ("width", "14"), ("height", "12"),
                                                  ("fill", "url(#\(pattern))"), ("stroke", "#999999")]))
            parts.append(SVGText.text(name, x: x + 18, y: y + 4, size: 11))
            x += 18 + SVGText.width(name, size: 11) + 12
        }
        let marks: [(String, String)] = [("trace event", Palette.text), ("effect", Palette.reddishPurple)]
        x = layout.legendX
        for (name, color) in marks {
            parts.append(SVGText.element("line", [("x1", SVGText.n(x + 7)), ("y1", SVGText.n(y + 12)), ("x2", SVGText.n(x + 7)),
                                                  ("y2", SVGText.n(y + 24)), ("stroke", color), ("stroke-width", "2")]))
            parts.append(SVGText.text(name, x: x + 18, y: y + 22, size: 11))
            x += 18 + SVGText.width(name, size: 11) + 12
        }
        return parts
    }
}
