import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Handlers
import Testing
import UIKitModel
import TraceKit
@testable import KBReplayCLI

/// The SVG of `kbreplay plot ARGUMENTS`, with the exit code and standard error.
private func plot(_ arguments: [String], in fileSystem: MemoryFileSystem) -> CLIRun {
    run(["plot"] + arguments, in: fileSystem)
}

/// Parses an SVG (or XHTML) document; fails the test when it is not well-formed XML.
func parsedXML(_ text: String) throws -> XMLElement {
    let document = try XMLDocument(data: Data(text.utf8), options: [])
    return try #require(document.rootElement())
}

/// Every element under `element` (itself included) named `name`.
func elements(_ name: String, in element: XMLElement) -> [XMLElement] {
    var found = element.name == name ? [element] : []
    for child in element.children ?? [] {
        if let child = child as? XMLElement { found += elements(name, in: child) }
    }
    return found
}

/// The plot of a trace text, built directly.
private func builtPlot(_ text: String, golden: String? = nil, window: ClosedRange<Int>? = nil) throws -> Plot {
    let trace = try TraceParser.parse(Array(text.utf8)).get()
    var builder = PlotBuilder(trace: trace, window: window)
    if let golden { builder.golden = try Golden.parse(Array(golden.utf8)).get() }
    return builder.build()
}

/// The fixture `Fixtures/plots/NAME.svg`; with `KBREPLAY_UPDATE_PLOTS=1` it is written
/// instead (look at it in a browser before committing it).
private func expectMatchesFixture(_ svg: String, _ name: String) throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/plots/\(name).svg")
    if ProcessInfo.processInfo.environment["KBREPLAY_UPDATE_PLOTS"] == "1" {
        try Data(svg.utf8).write(to: url)
        return
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    #expect(svg == expected, "plot \(name) differs from Fixtures/plots/\(name).svg (KBREPLAY_UPDATE_PLOTS=1 rewrites it)")
}

@Suite("kbreplay plot")
struct PlotCommandTests {
    @Test func writesOneWellFormedSelfContainedSVG() throws {
        let fileSystem = MemoryFileSystem(files: ["case1.trace.json": exampleTrace()])
        let result = plot(["case1.trace.json"], in: fileSystem)
        #expect(result.code == .success)
        #expect(result.errors == "")
        let root = try parsedXML(result.output)
        #expect(root.name == "svg")
        #expect(result.output.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" width="1280" "#))
        #expect(elements("script", in: root).isEmpty)
        #expect(elements("image", in: root).isEmpty)
        #expect(!result.output.contains("href"))
        #expect(!result.output.contains("@import"))
        // Only the namespace is a URL.
        #expect(result.output.components(separatedBy: "http").count == 2)
    }

    @Test func matchesTheFixtures() throws {
        let fileSystem = MemoryFileSystem(files: ["Traces/busy.trace.json": busyTrace, "Traces/glitch.trace.json": glitchTrace()])
        // The golden of the busy trace with the keyboard 10 pt lower from frame 9 on.
        let golden = try replayOutput(busyTrace).replacingOccurrences(of: #""kbTop":516,"#, with: #""kbTop":526,"#)
        fileSystem.addFile("Traces/busy.golden.jsonl", Array(golden.utf8))
        let whole = plot(["Traces/glitch.trace.json"], in: fileSystem)
        #expect(whole.code == .success)
        try expectMatchesFixture(whole.output, "glitch")
        let zoomed = plot(["Traces/busy.trace.json", "--golden", "--from", "0.05", "--to", "1"], in: fileSystem)
        #expect(zoomed.code == .success)
        try expectMatchesFixture(zoomed.output, "busy-zoomed-golden")
    }

    @Test func isTheSameBytesEveryTime() {
        let fileSystem = MemoryFileSystem(files: ["busy.trace.json": busyTrace])
        let first = plot(["busy.trace.json"], in: fileSystem)
        let second = plot(["busy.trace.json", "-o", "busy.svg"], in: fileSystem)
        #expect(second.code == .success)
        #expect(fileSystem.text("busy.svg") == first.output)
        #expect(fileSystem.operations == ["create .busy.svg.tmp-1", "rename .busy.svg.tmp-1 -> busy.svg"])
    }

    @Test func theScreenPanelHasTheEdgesInScreenPoints() throws {
        let plot = try builtPlot(exampleTrace())
        let labels = plot.recipe.screen.map(\.label)
        #expect(labels == ["keyboard top", "composer top", "composer bottom", "content bottom", "button bottom"])
        #expect(plot.recipe.values.map(\.label) == ["offset", "inset", "runway", "pinned"])
        #expect(plot.recipe.alphas.map(\.name) == ["revealAlpha", "btnAlpha"])
        #expect(plot.recipe.lanes.map(\.name) == ["keyboard", "pin", "atBottom", "scroll"])
        // Frame 0 of the spec's example: keyboard off screen at 852, the composer 48 pt
        // tall resting 34 pt above the bottom, the content's end (2400 - 1630) on its top,
        // the button 90 pt above the bottom.
        #expect(plot.screen.map { $0.first?.value } == [852, 770, 818, 770, 762])
        // The last frame: the keyboard at 516, the composer's bottom composerKeyboardGap
        // (10) above it, the content on its top, the button buttonGap (8) above that.
        #expect(plot.screen.map { $0.last?.value } == [516, 458, 506, 458, 450])
        #expect(plot.values[0].first?.value == 1630)
    }

    @Test func theChatViewsComposerRestsAboveTheSafeArea() throws {
        let text = exampleTrace().replacingOccurrences(of: #""kbtrace": 1,"#, with: #""kbtrace": 1, "handler": "launch-chat-view","#)
        let plot = try builtPlot(text)
        #expect(plot.recipe.values.map(\.label) == ["offset", "inset"])
        #expect(plot.recipe.alphas.isEmpty)
        let bottom = try #require(plot.recipe.screen.firstIndex { $0.label == "composer bottom" })
        // composerY 0 at rest, safeBottom above the screen's bottom; with the keyboard at
        // 516 the composer floats safeBottom above it (docs/handlers/README.md).
        #expect(plot.screen[bottom].first?.value == 818)
        #expect(plot.screen[bottom].last?.value == 482)
    }

    /// In a tab bar (the view ends at 769, its safe bottom 0; the viewport 769): the
    /// composer rests max(0, 16) = 16 above the view's bottom (753) and opens 346 above it
    /// (423); the content's end sits on its top; the button rests 16 + 48 + 8 = 72 above
    /// the view's bottom and its keyboard shift is -(336 - 0 + 10): 769 - 418 = 351 (the
    /// library's arithmetic, 16 pt above composer top - 8 when the safe bottom is under
    /// 16). What lies below the view is shaded.
    @Test func aTabBarIsDrawnFromTheViewsBottomAndShaded() throws {
        let text = exampleTrace()
            .replacingOccurrences(of: #""kbtrace": 1,"#, with: #""kbtrace": 1, "view": {"top": 0, "bottom": 769},"#)
            .replacingOccurrences(of: #""height": 852, "contentHeight""#, with: #""contentHeight""#)
        let plot = try builtPlot(text)
        #expect(plot.screen.map { $0.first?.value } == [852, 705, 753, 705, 697])
        #expect(plot.screen.map { $0.last?.value } == [516, 375, 423, 375, 351])
        let svg = SVGPlot(plot: plot).render()
        #expect(svg.contains("outside the view"))
        #expect(plot.startState == nil)
    }

    /// A keyboard up at the start is marked, and the composer rides it from frame 0.
    @Test func aKeyboardUpAtStartIsMarked() throws {
        let text = exampleTrace().replacingOccurrences(
            of: #""kbtrace": 1,"#, with: #""kbtrace": 1, "keyboard": {"frame": {"x": 0, "y": 516, "width": 393, "height": 336}},"#)
        let plot = try builtPlot(text)
        #expect(plot.startState == "keyboard up at start (top 516)")
        #expect(plot.screen[0].first?.value == 516)
        #expect(SVGPlot(plot: plot).render().contains("keyboard up at start (top 516)"))
        #expect(!SVGPlot(plot: plot).render().contains("outside the view"))
    }

    /// Issue 37: an iPad's frames carry `kbMode`, drawn as a lane of its four states, and a
    /// geometry event is marked with the other events. Docked at t 0.1 (frame 6), floating
    /// at 0.5 (frame 30), the screen turned at 0.8 (frame 48); 1.2 s at 60 fps: frames 0...72.
    @Test func anIPadsKeyboardModeAndAGeometryEventAreMarked() throws {
        let frame = { (x: Int, y: Int, w: Int, h: Int) in #"{"x": \#(x), "y": \#(y), "width": \#(w), "height": \#(h)}"# }
        let text = """
            {"kbtrace": 1, "name": "pad", "handler": "constraint-resize", "duration": 1.2,
             "screen": {"width": 820, "height": 1180, "idiom": "pad"}, "scrollView": {"contentHeight": 3000},
             "events": [
               {"t": 0.1, "type": "keyboardWillShow", "end": \(frame(0, 800, 820, 380)), "duration": 0.25, "curve": 7},
               {"t": 0.5, "type": "keyboardWillChangeFrame", "end": \(frame(250, 600, 320, 250)), "duration": 0.25, "curve": 7},
               {"t": 0.8, "type": "geometry", "screen": {"width": 1180, "height": 820}}]}
            """
        let plot = try builtPlot(text)
        let lane = try #require(plot.recipe.lanes.firstIndex { $0.name == "kbMode" })
        #expect(plot.recipe.lanes[lane].states == ["hidden", "docked", "bar", "floating"])
        #expect(plot.laneRuns[lane] == [
            StateRun(state: 0, start: 0, end: 5), StateRun(state: 1, start: 6, end: 29), StateRun(state: 3, start: 30, end: 72),
        ])
        #expect(plot.events.map(\.label) == ["willShow", "willChangeFrame", "geometry"])
        #expect(SVGPlot(plot: plot).render().contains("kbMode floating, frames 30...72"))
    }

    @Test func violationsAreShadedAndNamed() throws {
        let plot = try builtPlot(glitchTrace(expect: ["content-not-covered"]))
        #expect(plot.violations.map(\.invariant) == ["content-not-covered", "no-blank-gap-at-rest"])
        #expect(plot.violations.map(\.frames) == [7...60, 7...60])
        #expect(plot.violations.map(\.expected) == [true, false])
        let svg = SVGPlot(plot: plot).render()
        #expect(svg.contains(">content-not-covered (expected)</text>"))
        #expect(svg.contains(">no-blank-gap-at-rest</text>"))
    }

    @Test func theGoldenIsDrawnAndItsFirstDifferenceMarked() throws {
        let golden = try replayOutput(exampleTrace()).replacingOccurrences(of: #""offset":1641.823,"#, with: #""offset":1645,"#)
        let plot = try builtPlot(exampleTrace(), golden: golden)
        // Frame 7 is the first frame the keyboard moves (docs/formats.md's example).
        #expect(plot.firstDifference == Plot.Difference(frame: 7, fields: ["offset expected 1645, actual 1641.823"], frameCount: 1))
        #expect(plot.goldenValues?[0].first { $0.frame == 7 }?.value == 1645)
        #expect(plot.values[0].first { $0.frame == 7 }.map { abs($0.value - 1641.823) < 0.001 } == true)
        let svg = SVGPlot(plot: plot).render()
        #expect(svg.contains("first difference, frame 7 (t 0.116667): offset expected 1645, actual 1641.823"))
        #expect(svg.contains("stroke-dasharray=\"7 4\""))
        // The label is a header line, above the events; the dashed line is drawn over the
        // panels' plot areas only, below each panel's title (written 8 px above its top).
        let rendered = SVGPlot(plot: plot)
        let rows = rendered.rows
        #expect(rows.eventsTop - rows.title >= 26 + 2 * 15)
        let segments = rendered.differenceMarker(rows)
        #expect(segments.count == 3)
        let tops = [rows.screenTop, rows.valuesTop, rows.lanesTop].map { SVGText.n($0) }
        for (segment, top) in zip(segments, tops) {
            #expect(segment.contains("y1=\"\(top)\""))
            #expect(segment.contains("stroke-dasharray=\"5 3\""))
        }

        let same = try builtPlot(exampleTrace(), golden: try replayOutput(exampleTrace()))
        #expect(same.firstDifference == nil)
        #expect(same.goldenScreen?.map(\.count) == same.screen.map(\.count))
    }

    @Test func aWindowKeepsItsFramesAndMarksThem() throws {
        let fileSystem = MemoryFileSystem(files: ["case1.trace.json": exampleTrace()])
        let result = plot(["case1.trace.json", "--from", "0.1", "--to", "0.3"], in: fileSystem)
        #expect(result.code == .success)
        // 0.1 s is frame 6, 0.3 s frame 18 at 60 fps.
        #expect(result.output.contains("frames 6...18 of 73"))
        #expect(result.output.contains(">frame</text>"))
        // 241 frames over 860 pixels are too close to mark.
        fileSystem.addFile("long.trace.json", Array(exampleTrace(name: "long", duration: "4").utf8))
        let whole = plot(["long.trace.json"], in: fileSystem)
        #expect(!whole.output.contains(">frame</text>"))
        let plot = try builtPlot(exampleTrace(), window: 6...18)
        #expect(plot.screen[0].map(\.frame) == Array(6...18))
    }

    @Test func badWindowsAndMissingGoldensAreErrors() {
        let fileSystem = MemoryFileSystem(files: ["case1.trace.json": exampleTrace()])
        let backwards = plot(["case1.trace.json", "--from", "0.5", "--to", "0.2"], in: fileSystem)
        #expect(backwards.code == .usage)
        #expect(backwards.errorLines.first == "error: '--to' (0.2) must be later than '--from' (0.5)")
        let late = plot(["case1.trace.json", "--from", "5"], in: fileSystem)
        #expect(late.code == .usage)
        #expect(late.errorLines.first == "error: the window holds no frame of 'case1' (73 frames, 0...1.2 s)")
        let negative = plot(["case1.trace.json", "--to", "-1"], in: fileSystem)
        #expect(negative.code == .usage)
        let missing = plot(["case1.trace.json", "--golden", "-o", "x.svg"], in: fileSystem)
        #expect(missing.code == .ioError)
        #expect(missing.errorLines == [
            "error: cannot read 'case1.golden.jsonl': No such file or directory",
            "hint: there is no golden yet: 'kbreplay record case1.trace.json' writes it, or plot without '--golden'",
        ])
        #expect(fileSystem.files["x.svg"] == nil)
        fileSystem.addFile("case1.golden.jsonl", Array("{\"kbframes\":1}\n".utf8))
        let invalid = plot(["case1.trace.json", "--golden"], in: fileSystem)
        #expect(invalid.code == .dataError)
        #expect(invalid.errorLines.allSatisfy { $0.hasPrefix("case1.golden.jsonl:1") })
        let typo = plot(["case1.trace.json", "--goldne"], in: fileSystem)
        #expect(typo.code == .usage)
        #expect(typo.errorLines.dropFirst().first == "Did you mean '--golden'?")
    }

    @Test func longReplaysAreThinnedWithoutLosingSpikes() {
        var reducer = LineReducer(window: 0...9999, columns: 100)
        for frame in 0...9999 { reducer.add(frame: frame, value: frame == 5050 ? 99 : 1) }
        let points = reducer.finish()
        #expect(points.count <= 400)
        #expect(points.contains(Plot.Point(frame: 5050, value: 99)))
        #expect(points.first?.frame == 0)
        #expect(points.last?.frame == 9999)
        var every = LineReducer(window: 0...99, columns: 100)
        for frame in 0...99 { every.add(frame: frame, value: Double(frame)) }
        #expect(every.finish().count == 100)
    }

    @Test func numbersAreFixedDecimals() {
        #expect(FixedDecimal.string(12.25) == "12.3")
        #expect(FixedDecimal.string(-12.25) == "-12.3")
        #expect(FixedDecimal.string(-0.04) == "0")
        #expect(FixedDecimal.string(3, decimals: 2) == "3")
        #expect(FixedDecimal.string(0.5, decimals: 2) == "0.5")
        #expect(FixedDecimal.string(1e20) == "1000000000000")
        #expect(FixedDecimal.string(.nan) == "0")
        #expect(AxisTicks(0, 1.2, target: 10, widen: false).values.map { FixedDecimal.string($0, decimals: 2) }
            == ["0", "0.1", "0.2", "0.3", "0.4", "0.5", "0.6", "0.7", "0.8", "0.9", "1", "1.1", "1.2"])
        #expect(AxisTicks(1630, 2400, target: 5).values == [1600, 1800, 2000, 2200, 2400])
        #expect(AxisTicks(468, 852, target: 7, widen: false).values == [500, 550, 600, 650, 700, 750, 800, 850])
    }
}

/// The recipe for handlers this package does not have yet, from their fields alone.
@Suite("plot: fields picked by identity")
struct PlotRecipeTests {
    private func recipe(_ fields: [FrameField]) -> PlotRecipe {
        PlotRecipe(schema: FrameSchema(fields), composerYOrigin: .screenBottom, screen: Screen(width: 393, height: 852, safeBottom: 34))
    }

    @Test func anInputBarGetsItsEdgesAndItsOwnValues() {
        let safeArea = FrameField("safeArea", .number)
        let padding = FrameField("padding", .number)
        let barGap = FrameField("barGap", .number)
        let recipe = recipe([.kbTop, safeArea, padding, .barBottom, barGap, .composerH])
        #expect(recipe.screen.map(\.label) == ["keyboard top", "bar top", "bar bottom"])
        #expect(recipe.values.map(\.label) == ["safeArea", "padding", "barGap"])
        #expect(recipe.lanes.map(\.name) == ["keyboard"])
        var values = FrameValues()
        values[0] = 516
        values[3] = 504
        values[5] = 60
        #expect(recipe.screen.map { $0.value(values) } == [516, 444, 504])
    }

    @Test func aFormsFieldHasNoEdgesWhileNoFieldIsActive() {
        let covered = FrameField("covered", .flag)
        let recipe = recipe([
            .kbTop, .viewY, .offset, .contentH, .viewportH, .fieldTop, .fieldBottom, covered, .scroll,
        ])
        #expect(recipe.screen.map(\.label) == ["keyboard top", "field top", "field bottom", "content bottom"])
        #expect(recipe.values.map(\.label) == ["offset", "viewY"])
        #expect(recipe.lanes.map(\.name) == ["keyboard", "covered", "scroll"])
        var values = FrameValues()
        values[0] = 852
        values[1] = -120
        values[3] = 900
        #expect(recipe.screen[1].value(values).isNaN)
        values[5] = 480
        values[6] = 524
        #expect(recipe.screen[1].value(values) == 480)
        #expect(recipe.screen[2].value(values) == 524)
        // The content's bottom: its height, less the offset, moved with the view.
        #expect(recipe.screen[3].value(values) == 780)
    }

    @Test func aBreakInALineStartsANewSubpath() throws {
        var reducer = LineReducer(window: 0...5, columns: 100)
        for (frame, value) in [(0, 1.0), (1, .nan), (2, .nan), (3, 2), (4, 3), (5, .nan)] { reducer.add(frame: frame, value: value) }
        let points = reducer.finish()
        #expect(points.map(\.frame) == [0, 1, 3, 4, 5])
        #expect(points.filter { $0.value.isNaN }.map(\.frame) == [1, 5])
    }
}

@Suite("plot: lanes of long replays")
struct LaneBandTests {
    @Test func runsNarrowerThanAPixelMerge() {
        // Ten frames a pixel: a one-frame flicker joins its neighbour, the long run stays.
        let runs: [(start: Int, end: Int, value: Int64)] = [(0, 2, 1), (3, 3, 2), (4, 9, 0), (10, 99, 2)]
        let bands = LaneBand.bands(runs, pixelsPerFrame: 0.1)
        #expect(bands == [LaneBand(start: 0, end: 9, value: 0, runs: 3), LaneBand(start: 10, end: 99, value: 2)])
        // A pixel a frame: nothing merges.
        #expect(LaneBand.bands(runs, pixelsPerFrame: 1).count == 4)
    }
}
