import UIKitModel
import Handlers

/// The two line panels: their scales, grids, lines and legends.
extension SVGPlot {
    /// A panel's vertical scale: `value(lower)` at one edge, `value(upper)` at the other.
    struct Scale {
        var top: Double
        var height: Double
        var ticks: AxisTicks
        /// Whether larger values are drawn lower (screen y).
        var downward: Bool

        func y(_ value: Double) -> Double {
            let fraction = (value - ticks.lower) / (ticks.upper - ticks.lower)
            return downward ? top + fraction * height : top + height - fraction * height
        }
    }

    /// Every value a panel's lines take (replay and golden).
    private func extent(_ lines: [[Plot.Point]], _ golden: [[Plot.Point]]?) -> (Double, Double)? {
        let values = (lines + (golden ?? [])).flatMap { $0.map(\.value) }.filter(\.isFinite)
        guard let low = values.min(), let high = values.max() else { return nil }
        return (low, high)
    }

    /// The screen panel: from a little above the highest edge shown to the screen's
    /// bottom, y down; what lies below the screen is clipped.
    func screenScale(_ rows: Rows) -> Scale {
        let height = plot.recipe.screenHeight
        let low = extent(plot.screen, (plot.goldenScreen ?? []) + (plot.deviceScreen ?? [])).map { max(0, min($0.0, height) - 30) } ?? 0
        let ticks = AxisTicks(max(0, (low / 50).rounded(.down) * 50), height, target: 7, widen: false)
        return Scale(top: rows.screenTop, height: layout.screenHeight, ticks: ticks, downward: true)
    }

    func valuesScale(_ rows: Rows) -> Scale {
        let (low, high) = extent(plot.values, (plot.goldenValues ?? []) + (plot.deviceValues ?? [])) ?? (0, 1)
        return Scale(top: rows.valuesTop, height: layout.valuesHeight, ticks: AxisTicks(low, high, target: 5), downward: false)
    }

    func screenPanel(_ rows: Rows) -> [String] {
        let scale = screenScale(rows)
        var parts = frame(
            "Screen: edges in pt from the screen's top (y down, as on the phone)",
            scale: scale, clip: "kb-clip-screen")
        var shapes: [String] = []
        let recipe = plot.recipe
        if let view = recipe.view { shapes += outsideView(view, scale: scale) }
        if let keyboard = recipe.keyboardLine {
            shapes.append(area(plot.screen[keyboard], to: scale.y(scale.ticks.upper), scale: scale, fill: Palette.skyBlue, opacity: 0.18))
        }
        if let composer = recipe.composerBand {
            shapes.append(band(plot.screen[composer.top], plot.screen[composer.bottom], scale: scale, fill: Palette.orange, opacity: 0.22))
        }
        if let golden = plot.goldenScreen { shapes += goldenLines(golden, recipe.screen, scale) }
        for (line, points) in zip(recipe.screen, plot.screen) { shapes += path(points, line, scale) }
        if let device = plot.deviceScreen { shapes += deviceLines(device, recipe.screen, scale) }
        parts.append(SVGText.element("g", [("clip-path", "url(#kb-clip-screen)")], content: "\n" + shapes.joined(separator: "\n") + "\n"))
        var legend = recipe.screen.map { ($0.label, $0.color, $0.dash, 2.0) }
        if plot.deviceScreen != nil { legend.append(("device (same colour, dotted)", Palette.grey, "1.5 3", 2.0)) }
        if recipe.keyboardLine != nil { legend.append(("keyboard (shaded)", Palette.skyBlue, "fill", 0)) }
        if recipe.view != nil { legend.append(("outside the view", Palette.black, "fill", 0)) }
        parts += self.legend(legend, top: scale.top)
        if let start = plot.startState {
            // The start state, at frame 0's edge of the panel (the start notifications are
            // not events of the trace: no tick).
            parts.append(SVGText.text(start, x: x(frame: plot.window.lowerBound) + 4, y: scale.top + 14, size: 12))
        }
        return parts
    }

    func valuesPanel(_ rows: Rows) -> [String] {
        let scale = valuesScale(rows)
        let title = plot.recipe.values.contains { $0.label == FrameField.offset.name } ? "Scroll view (pt)" : "Values (pt)"
        var parts = frame(title, scale: scale, clip: "kb-clip-values")
        var shapes: [String] = []
        if let golden = plot.goldenValues { shapes += goldenLines(golden, plot.recipe.values, scale) }
        for (line, points) in zip(plot.recipe.values, plot.values) { shapes += path(points, line, scale) }
        if let device = plot.deviceValues { shapes += deviceLines(device, plot.recipe.values, scale) }
        parts.append(SVGText.element("g", [("clip-path", "url(#kb-clip-values)")], content: "\n" + shapes.joined(separator: "\n") + "\n"))
        var legend = plot.recipe.values.map { ($0.label, $0.color, $0.dash, 2.0) }
        if plot.goldenValues != nil { legend.append(("golden (same colour, dashed)", Palette.grey, "4 3", 1.5)) }
        if plot.deviceValues != nil { legend.append(("device (same colour, dotted)", Palette.grey, "1.5 3", 2.0)) }
        parts += self.legend(legend, top: scale.top)
        return parts
    }

    /// A panel's title, border, grid, y labels and clip path.
    private func frame(_ title: String, scale: Scale, clip: String) -> [String] {
        let left = layout.left
        let width = Double(layout.plotWidth)
        var parts = [SVGText.text(title, x: left, y: scale.top - 8, size: 13, weight: "bold")]
        parts.append("<defs>" + SVGText.element("clipPath", [("id", clip)], content: SVGText.element("rect", [
            ("x", SVGText.n(left)), ("y", SVGText.n(scale.top)), ("width", SVGText.n(width)), ("height", SVGText.n(scale.height)),
        ])) + "</defs>")
        for tick in scale.ticks.values {
            let y = scale.y(tick)
            guard y >= scale.top - 0.5, y <= scale.top + scale.height + 0.5 else { continue }
            parts.append(SVGText.element("line", [
                ("x1", SVGText.n(left)), ("y1", SVGText.n(y)), ("x2", SVGText.n(left + width)), ("y2", SVGText.n(y)),
                ("stroke", Palette.gridGrey), ("stroke-width", "1"),
            ]))
            parts.append(SVGText.text(scale.ticks.label(tick), x: left - 6, y: y + 4, anchor: "end", size: 11, fill: "#555555"))
        }
        parts.append(SVGText.element("rect", [
            ("x", SVGText.n(left)), ("y", SVGText.n(scale.top)), ("width", SVGText.n(width)), ("height", SVGText.n(scale.height)),
            ("fill", "none"), ("stroke", "#999999"), ("stroke-width", "1"),
        ]))
        parts.append(SVGText.text("pt", x: left - 6, y: scale.top - 8, anchor: "end", size: 11, fill: "#555555"))
        return parts
    }

    /// `M x y L x y ...` through the points, a new `M` after each break.
    private func pathData(_ points: [Plot.Point], _ scale: Scale) -> String {
        var parts: [String] = []
        var move = true
        for point in points {
            guard point.value.isFinite else {
                move = true
                continue
            }
            parts.append((move ? "M" : "L") + SVGText.n(x(frame: point.frame)) + " " + SVGText.n(scale.y(point.value)))
            move = false
        }
        return parts.joined(separator: " ")
    }

    /// A replay line, with a dot at each frame when zoomed in.
    private func path(_ points: [Plot.Point], _ line: PlotLine, _ scale: Scale) -> [String] {
        guard !points.isEmpty else { return [] }
        var attributes = [("d", pathData(points, scale)), ("fill", "none"), ("stroke", line.color),
                          ("stroke-width", SVGText.n(line.width)), ("stroke-linejoin", "round")]
        if let dash = line.dash { attributes.append(("stroke-dasharray", dash)) }
        var parts = [SVGText.element("path", attributes, content: SVGText.element("title", [], content: SVGText.escaped(line.label)))]
        if zoomed {
            let dots = points.filter(\.value.isFinite).map { point in
                "M" + SVGText.n(x(frame: point.frame)) + " " + SVGText.n(scale.y(point.value)) + "h0.01"
            }.joined(separator: " ")
            parts.append(SVGText.element("path", [
                ("d", dots), ("stroke", line.color), ("stroke-width", "4"), ("stroke-linecap", "round"), ("fill", "none"),
            ]))
        }
        return parts
    }

    /// The golden's lines: thinner, dashed, translucent, drawn first.
    private func goldenLines(_ golden: [[Plot.Point]], _ lines: [PlotLine], _ scale: Scale) -> [String] {
        zip(lines, golden).compactMap { line, points in
            guard !points.isEmpty else { return nil }
            return SVGText.element("path", [
                ("d", pathData(points, scale)), ("fill", "none"), ("stroke", line.color), ("stroke-width", "3.5"),
                ("stroke-opacity", "0.45"), ("stroke-dasharray", "7 4"),
            ], content: SVGText.element("title", [], content: SVGText.escaped("golden " + line.label)))
        }
    }

    /// Grey bands over what lies outside the view: above its top and below its bottom,
    /// across the whole window (a tab bar, a sheet's gap).
    private func outsideView(_ view: ViewFrame, scale: Scale) -> [String] {
        let left = x(frame: plot.window.lowerBound)
        let width = x(frame: plot.window.upperBound) - left
        var bands: [String] = []
        for (from, to) in [(scale.ticks.lower, view.top), (view.bottom, scale.ticks.upper)] where to > from {
            let top = scale.y(max(from, scale.ticks.lower))
            let bottom = scale.y(min(to, scale.ticks.upper))
            guard bottom > top else { continue }
            bands.append(SVGText.element("rect", [
                ("x", SVGText.n(left)), ("y", SVGText.n(top)), ("width", SVGText.n(width)), ("height", SVGText.n(bottom - top)),
                ("fill", Palette.black), ("fill-opacity", "0.12"), ("stroke", "none"),
            ], content: SVGText.element("title", [], content: "outside the view")))
        }
        return bands
    }

    /// What the device drew: dotted, over the replay's lines.
    private func deviceLines(_ device: [[Plot.Point]], _ lines: [PlotLine], _ scale: Scale) -> [String] {
        zip(lines, device).compactMap { line, points in
            guard !points.isEmpty else { return nil }
            return SVGText.element("path", [
                ("d", pathData(points, scale)), ("fill", "none"), ("stroke", line.color), ("stroke-width", "2.5"),
                ("stroke-linecap", "round"), ("stroke-dasharray", "1.5 3"),
            ], content: SVGText.element("title", [], content: SVGText.escaped("device " + line.label)))
        }
    }

    /// The area between a line and a fixed y (the keyboard, down to the screen's bottom).
    private func area(_ points: [Plot.Point], to bottom: Double, scale: Scale, fill: String, opacity: Double) -> String {
        let points = points.filter(\.value.isFinite)
        guard let first = points.first, let last = points.last else { return "" }
        let data = pathData(points, scale) + " L" + SVGText.n(x(frame: last.frame)) + " " + SVGText.n(bottom)
            + " L" + SVGText.n(x(frame: first.frame)) + " " + SVGText.n(bottom) + " Z"
        return SVGText.element("path", [("d", data), ("fill", fill), ("fill-opacity", FixedDecimal.string(opacity, decimals: 2)), ("stroke", "none")])
    }

    /// The area between two lines over the same frames (the composer between its edges).
    private func band(_ upper: [Plot.Point], _ lower: [Plot.Point], scale: Scale, fill: String, opacity: Double) -> String {
        let upper = upper.filter(\.value.isFinite)
        let lower = lower.filter(\.value.isFinite)
        guard !upper.isEmpty, !lower.isEmpty else { return "" }
        let back = lower.reversed().map { "L" + SVGText.n(x(frame: $0.frame)) + " " + SVGText.n(scale.y($0.value)) }
        let data = pathData(upper, scale) + " " + back.joined(separator: " ") + " Z"
        return SVGText.element("path", [("d", data), ("fill", fill), ("fill-opacity", FixedDecimal.string(opacity, decimals: 2)), ("stroke", "none")])
    }

    /// A legend in the right column: a swatch and a label per entry (`"fill"` as the
    /// dash draws a filled box).
    func legend(_ entries: [(label: String, color: String, dash: String?, width: Double)], top: Double) -> [String] {
        var parts: [String] = []
        for (index, entry) in entries.enumerated() {
            let y = top + 10 + Double(index) * 18
            let x = layout.legendX
            if entry.dash == "fill" {
                parts.append(SVGText.element("rect", [
                    ("x", SVGText.n(x)), ("y", SVGText.n(y - 6)), ("width", "26"), ("height", "12"), ("fill", entry.color),
                    ("fill-opacity", "0.35"), ("stroke", entry.color),
                ]))
            } else {
                var attributes = [("x1", SVGText.n(x)), ("y1", SVGText.n(y)), ("x2", SVGText.n(x + 26)), ("y2", SVGText.n(y)),
                                  ("stroke", entry.color), ("stroke-width", SVGText.n(max(entry.width, 1)))]
                if let dash = entry.dash { attributes.append(("stroke-dasharray", dash)) }
                parts.append(SVGText.element("line", attributes))
            }
            parts.append(SVGText.text(entry.label, x: x + 34, y: y + 4, size: 12))
        }
        return parts
    }
}
