import Handlers
import Invariants
import TraceKit
import UIKitModel

/// Makes a `Plot` of a trace in one pass over its replay: the invariants run on every
/// frame, the golden (when given) is compared frame by frame alongside, and only the
/// window's frames are kept, thinned to the plot's width. Memory follows the plot's
/// size, not the replay's length.
struct PlotBuilder {
    var trace: Trace
    var golden: (any DrawnGolden)?
    /// What a device drew, drawn dotted over the replay.
    var device: DeviceOverlay?
    /// The frames to draw; `nil` for all of them.
    var window: ClosedRange<Int>?
    var tolerance = GoldenComparison.defaultTolerance
    /// The plot's width in pixels, to thin the lines to.
    var columns = SVGPlot.Layout().plotWidth

    /// What the plot draws of `trace`'s frames in `geometry` (`view`: the trace's own, or
    /// a geometry input's).
    private static func recipe(_ schema: FrameSchema, _ trace: Trace, _ geometry: Geometry, view: ViewFrame?) -> PlotRecipe {
        PlotRecipe(
            schema: schema, composerYOrigin: trace.handler.composerYOrigin(config: trace.scenario.config),
            screen: geometry.screen, view: view)
    }

    func build() -> Plot {
        let layout = trace.frameLayout
        let schema = layout.schema
        let window = (self.window ?? 0...trace.lastFrameIndex).clamped(to: 0...trace.lastFrameIndex)
        let recipe = Self.recipe(schema, trace, trace.scenario.geometry, view: trace.scenario.view)
        // The lines of each frame read the geometry in force at it (a geometry input changes
        // the screen or the view); the panels are laid out with the start's (`recipe`).
        var geometry = GeometryTimeline(scenario: trace.scenario, events: trace.events)
        var lines = recipe
        let (comparable, fitNotes) = GoldenFit.check(golden, against: trace)
        var notes = fitNotes
        let comparison = GoldenComparison(tolerance: tolerance)

        var screen = recipe.screen.map { _ in LineReducer(window: window, columns: columns) }
        var values = recipe.values.map { _ in LineReducer(window: window, columns: columns) }
        var goldenScreen = screen
        var goldenValues = values
        var deviceScreen = screen
        var deviceValues = values
        var device = self.device
        var alphaRuns: [[Plot.AlphaRun]] = recipe.alphas.map { _ in [] }
        var runs = StateRunTracker(lanes: recipe.lanes)
        var laneRuns: [[StateRun]] = recipe.lanes.map { _ in [] }
        var effects: [Plot.Mark] = []
        var difference: Plot.Difference?
        var checker = InvariantChecker(handler: trace.handler, scenario: trace.scenario, events: trace.events)
        let expectedFrames = comparable?.frames()

        for frame in trace.makeReplay() {
            checker.observe(frame)
            if geometry.advance(to: frame.time) {
                lines = Self.recipe(schema, trace, geometry.current, view: geometry.current.view)
                runs.lanes = lines.lanes
            }
            let written = layout.written(frame.values)
            let expected = expectedFrames?.next()
            if let expected {
                let actual = WrittenFrame(index: frame.index, values: written, effects: frame.effects)
                let differing = comparison.differingFields(expected, actual, layout: layout)
                if !differing.isEmpty {
                    if difference == nil {
                        difference = Plot.Difference(
                            frame: frame.index, fields: Self.describe(differing, expected, actual, layout), frameCount: 0)
                    }
                    difference?.frameCount += 1
                }
            }
            guard window.contains(frame.index) else { continue }
            for (line, reducer) in zip(lines.screen, screen.indices) {
                screen[reducer].add(frame: frame.index, value: line.value(frame.values))
            }
            for (line, reducer) in zip(lines.values, values.indices) {
                values[reducer].add(frame: frame.index, value: line.value(frame.values))
            }
            if let expected {
                let goldenFrame = Self.values(of: expected.values, layout: layout)
                for (line, reducer) in zip(lines.screen, goldenScreen.indices) {
                    goldenScreen[reducer].add(frame: frame.index, value: line.value(goldenFrame))
                }
                for (line, reducer) in zip(lines.values, goldenValues.indices) {
                    goldenValues[reducer].add(frame: frame.index, value: line.value(goldenFrame))
                }
            }
            if let drawn = device?.values(at: frame) {
                for (line, reducer) in zip(lines.screen, deviceScreen.indices) {
                    deviceScreen[reducer].add(frame: frame.index, value: line.value(drawn))
                }
                for (line, reducer) in zip(lines.values, deviceValues.indices) {
                    deviceValues[reducer].add(frame: frame.index, value: line.value(drawn))
                }
            }
            for (position, alpha) in recipe.alphas.enumerated() {
                let thousandths = written[alpha.index]
                if let last = alphaRuns[position].last, last.thousandths == thousandths, last.end == frame.index - 1 {
                    alphaRuns[position][alphaRuns[position].count - 1].end = frame.index
                } else {
                    alphaRuns[position].append(Plot.AlphaRun(start: frame.index, end: frame.index, thousandths: thousandths))
                }
            }
            for (lane, run) in runs.observe(index: frame.index, values: frame.values) { laneRuns[lane].append(run) }
            for effect in frame.effects {
                effects.append(Plot.Mark(time: frame.time, label: effect.rawValue, detail: "effect \(effect.rawValue) at frame \(frame.index)"))
            }
        }
        for (lane, run) in runs.finish() { laneRuns[lane].append(run) }
        let report = checker.finish()

        let start = Time.frameTime(index: window.lowerBound, fps: trace.fps)
        let end = Time.frameTime(index: window.upperBound, fps: trace.fps)
        let events = trace.events.filter { $0.time >= start && $0.time <= end }.map { timed in
            Plot.Mark(
                time: timed.time, label: EventText.label(timed.event),
                detail: "t " + DecimalFormat.string(nanoseconds: timed.time) + ": " + EventText.summary(timed.event))
        }
        let expectedNames = trace.expectedViolations ?? []
        let violations = report.violations.filter { $0.frames.overlaps(window) }.map { violation in
            Plot.ViolationSpan(
                invariant: violation.invariant.rawValue, frames: violation.frames, summary: violation.summary,
                expected: expectedNames.contains(violation.invariant.rawValue))
        }
        for omitted in report.omitted {
            notes.append("\(omitted.count) more \(omitted.invariant.rawValue) violations not shown")
        }
        if let difference, !window.contains(difference.frame) {
            notes.append("first golden difference at frame \(difference.frame), outside the frames shown")
        }
        return Plot(
            trace: trace.name, handler: trace.handler.name, fps: trace.fps, frameCount: trace.frameCount,
            window: window, recipe: recipe, screen: screen.indices.map { screen[$0].finish() },
            values: values.indices.map { values[$0].finish() },
            goldenScreen: comparable == nil ? nil : goldenScreen.indices.map { goldenScreen[$0].finish() },
            goldenValues: comparable == nil ? nil : goldenValues.indices.map { goldenValues[$0].finish() },
            deviceScreen: device == nil ? nil : deviceScreen.indices.map { deviceScreen[$0].finish() },
            deviceValues: device == nil ? nil : deviceValues.indices.map { deviceValues[$0].finish() },
            alphaRuns: alphaRuns, laneRuns: laneRuns, events: events, effects: effects, violations: violations,
            firstDifference: difference, notes: notes, startState: Self.startState(trace.scenario))
    }

    /// The start state the plot marks (`situations.md`): a keyboard already up.
    static func startState(_ scenario: Scenario) -> String? {
        guard let frame = scenario.keyboardFrame else { return nil }
        return "keyboard up at start (top " + DecimalFormat.string(frame.y) + ")"
    }

    /// A golden frame's values as a handler would have drawn them (numbers from their
    /// thousandths, flags and choices as stored).
    static func values(of written: WrittenValues, layout: FrameLayout) -> FrameValues {
        var values = FrameValues()
        for index in 0..<layout.count {
            values[index] = layout.isNumeric(index) ? Double(written[index]) / 1000 : Double(written[index])
        }
        return values
    }

    /// `offset expected 1641.823, actual 1650.5` for each differing field, `fx` last.
    static func describe(
        _ fields: FrameFieldSet, _ expected: WrittenFrame, _ actual: WrittenFrame, _ layout: FrameLayout
    ) -> [String] {
        var lines = fields.indices.map { index in
            "\(layout.field(index).name) expected \(layout.text(of: index, in: expected.values)), actual \(layout.text(of: index, in: actual.values))"
        }
        if fields.containsEffects { lines.append("fx expected \(expected.effectsText), actual \(actual.effectsText)") }
        return lines
    }
}
