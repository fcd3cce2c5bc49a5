import Handlers
import Testing
import TraceKit
@testable import KBReplayCLI

/// `kbreplay compare DIR`: the matrix of traces by handlers, its cells worked out by hand
/// from two small traces and the test handlers of `UserHandlerCommandTests`, each
/// format's shape, the same bytes twice, and the page's links.
struct CompareMatrixTests {
    static let registry = KBReplay.registry(adding: [HandlerKind(KeyboardWatcher.self), HandlerKind(FloorWatcher.self)])

    static func registered(_ environment: inout Environment) {
        environment.handlers = registry
    }

    /// 0.5 s at 60 fps (frames 0...30); an instant keyboard at 0.1 s (frame 6), its top at
    /// 852 - 336 = 516: above 600, so floor-watcher's own invariant breaks from frame 6.
    static func trace(name: String, extraEvent: String = "") -> String {
        """
        {"kbtrace": 1, "name": "\(name)", "handler": "keyboard-watcher", "duration": 0.5,
         "screen": {"width": 393, "height": 852},
         "scrollView": {"contentHeight": 2000},
         "events": [\(extraEvent)
          {"t": 0.1, "type": "keyboardWillShow", "end": {"x": 0, "y": 516, "width": 393, "height": 336}, "duration": 0, "curve": 7}
         ]}
        """
    }

    /// `S/a.trace.json` ("watch"), and `S/b.trace.json` ("sized"), whose `contentSize`
    /// event floor-watcher (keyboard events only) does not take.
    static func files() -> MemoryFileSystem {
        MemoryFileSystem(files: [
            "S/a.trace.json": trace(name: "watch"),
            "S/b.trace.json": trace(name: "sized", extraEvent: #"{"t": 0.05, "type": "contentSize", "height": 2100},"#),
        ])
    }

    static let watchers = ["--handlers", "keyboard-watcher,floor-watcher"]

    @Test func theTextIsTheGridTheLegendAndTheNotes() {
        let result = run(["compare", "S"] + Self.watchers, in: Self.files(), configure: Self.registered)
        #expect(result.code == .success, "\(result.errors)")
        #expect(result.output == """
            2 situations x 2 handlers

            situation  keyboard-watcher  floor-watcher
            watch      ✓                 ✗ 6 kb6
            sized      ✓                 –

            ✓ no invariant broken; ✗ N: invariants broken from frame N (kb6 keyboard-below-600); – left out (below).

            watch:
              floor-watcher: keyboard-below-600 (6)

            sized:
              left out: floor-watcher: does not take 'contentSize' events

            """)
    }

    @Test func theCellsAreValues() throws {
        let traces = try ["watch", "other"].map { try TraceParser.parse(Array(Self.trace(name: $0).utf8), handlers: Self.registry).get() }
        let matrix = ComparisonMatrix(traces, handlers: Self.registry.filter { $0.name.hasSuffix("-watcher") })
        #expect(matrix.handlers == ["keyboard-watcher", "floor-watcher"])
        #expect(matrix.situations.map(\.traceName) == ["watch", "other"])
        guard case .ran(let floor) = ComparisonMatrix.cell(matrix.situations[0], "floor-watcher") else {
            Issue.record("floor-watcher did not run")
            return
        }
        #expect(floor.firstBadFrame == 6)
        #expect(floor.largestGapError == nil)
        #expect(floor.coveredFrames == nil)
        guard case .ran(let watcher) = ComparisonMatrix.cell(matrix.situations[0], "keyboard-watcher") else {
            Issue.record("keyboard-watcher did not run")
            return
        }
        #expect(watcher.firstBadFrame == nil)
    }

    @Test func theMarkdownIsATable() {
        let result = run(["compare", "S", "--format", "markdown"] + Self.watchers, in: Self.files(), configure: Self.registered)
        #expect(result.output.hasPrefix("""
            | situation | `keyboard-watcher` | `floor-watcher` |
            |---|---|---|
            | watch | ✓ | ✗ 6 kb6 |
            | sized | ✓ | – |

            """))
        #expect(result.output.contains("- `sized`\n  - left out: floor-watcher: does not take 'contentSize' events\n"))
    }

    @Test func theJSONHasACellPerHandlerInTheColumnsOrder() {
        let result = run(["compare", "S", "--format", "json"] + Self.watchers, in: Self.files(), configure: Self.registered)
        #expect(result.output == """
            {"kbcompareMatrix":1,"handlers":["keyboard-watcher","floor-watcher"],"situations":[
            {"trace":"watch","frames":31,"fps":60,"keyboardMoves":[0.1],"cells":[{"handler":"keyboard-watcher","droppedConfig":[],"violations":[],"largestGapError":null,"coveredFrames":null,"restOffsets":[],"wrongRestOffsets":[],"firstBadFrame":null},{"handler":"floor-watcher","droppedConfig":[],"violations":[{"invariant":"keyboard-below-600","firstFrame":6}],"largestGapError":null,"coveredFrames":null,"restOffsets":[],"wrongRestOffsets":[],"firstBadFrame":6}]},
            {"trace":"sized","frames":31,"fps":60,"keyboardMoves":[0.1],"cells":[{"handler":"keyboard-watcher","droppedConfig":[],"violations":[],"largestGapError":null,"coveredFrames":null,"restOffsets":[],"wrongRestOffsets":[],"firstBadFrame":null},{"handler":"floor-watcher","leftOut":"does not take 'contentSize' events"}]}
            ]}

            """)
    }

    /// Without `--handlers`, every registered handler has a column: the built-in ones in
    /// their order, then the user's.
    @Test func aUsersHandlerHasAColumnBesideTheBuiltInOnes() {
        let result = run(["compare", "S", "--format", "json"], in: Self.files(), configure: Self.registered)
        let columns = Self.registry.map { "\"" + $0.name + "\"" }.joined(separator: ",")
        #expect(result.output.hasPrefix(#"{"kbcompareMatrix":1,"handlers":["# + columns + "]"))
        #expect(Self.registry.suffix(2).map(\.name) == ["keyboard-watcher", "floor-watcher"])
        // Without the user's handlers registered: the built-in ones alone.
        let builtIn = run(["compare", "S/a.trace.json", "S/a.trace.json", "--format", "json"], in: Self.files())
        #expect(builtIn.output.hasPrefix(#"{"kbcompareMatrix":1,"handlers":["# + HandlerKind.builtIn.map { "\"" + $0.name + "\"" }.joined(separator: ",") + "]"))
    }

    /// The page links each cell to its trace's page at the cell's first bad frame (none for
    /// a handler that breaks nothing, no link for one left out), and writes those pages.
    @Test func thePageLinksEachCellAtItsFirstBadFrame() throws {
        let fileSystem = Self.files()
        let result = run(["compare", "S", "-o", "out"] + Self.watchers, in: fileSystem, configure: Self.registered)
        #expect(result.code == .success)
        let index = try #require(fileSystem.text("out/index.html"))
        #expect(index.contains(#"<a data-handler="floor-watcher" href="watch.compare.html#f=6" title="keyboard-below-600 (6)">✗ 6 kb6</a>"#))
        #expect(index.contains(#"<a data-handler="keyboard-watcher" href="watch.compare.html" title="no invariant broken">✓</a>"#))
        #expect(index.contains(#"<td class="out" title="does not take 'contentSize' events">–</td>"#))
        #expect(fileSystem.files["out/watch.compare.html"] != nil)
        #expect(fileSystem.files["out/sized.compare.html"] != nil)
    }

    @Test func theSameTracesGiveTheSameBytes() {
        let fileSystem = Self.files()
        let first = run(["compare", "S", "-o", "out"], in: fileSystem, configure: Self.registered)
        let pages = ["out/index.html", "out/watch.compare.html", "out/sized.compare.html"].map { fileSystem.files[$0] }
        let second = run(["compare", "S", "-o", "out"], in: fileSystem, configure: Self.registered)
        #expect(first.output == second.output)
        #expect(pages.allSatisfy { $0 != nil })
        #expect(pages == ["out/index.html", "out/watch.compare.html", "out/sized.compare.html"].map { fileSystem.files[$0] })
        for format in ["json", "markdown"] {
            let once = run(["compare", "S", "--format", format], in: fileSystem, configure: Self.registered)
            #expect(once.output == run(["compare", "S", "--format", format], in: fileSystem, configure: Self.registered).output)
        }
    }

    /// An invalid trace is reported with its place and the others still run (exit 65);
    /// two traces of one name are a data error naming both files.
    @Test func anInvalidTraceIsReportedAndTheRestRun() {
        let fileSystem = Self.files()
        fileSystem.addFile("S/c.trace.json", Array(#"{"kbtrace": 1, "name": 3}"#.utf8))
        fileSystem.addFile("S/d.trace.json", Array(Self.trace(name: "watch").utf8))
        let result = run(["compare", "S"] + Self.watchers, in: fileSystem, configure: Self.registered)
        #expect(result.code == .dataError)
        #expect(result.errors.contains("S/c.trace.json: name: expected a string, got 3"))
        #expect(result.errors.contains("error: S/d.trace.json: the name 'watch' is also S/a.trace.json's"))
        #expect(result.output.hasPrefix("2 situations x 2 handlers\n"))
    }

    /// Two built-in handlers on the instant keyboard of `CompareCommandTests`: js-padding's
    /// composer is a frame late, under the keyboard at the keyboard's frame 6
    /// (`composer-rides-keyboard` from frame 6), and its list, its footer shrunk, rests
    /// at `2200 - 852 = 1348` with the last 336 pt under the keyboard: that offset at
    /// rest is wrong (`content-not-covered` at the last frame, 30). constraint-resize's
    /// rest at 1732 shows the last message: nothing wrong.
    @Test func aWrongOffsetAtRestIsOneTheInvariantsFindWrong() throws {
        let trace = try TraceParser.parse(Array(CompareCommandTests.instantTrace().utf8)).get()
        let matrix = ComparisonMatrix([trace], handlers: [.jsPadding, .constraintResize])
        guard case .ran(let padding) = ComparisonMatrix.cell(matrix.situations[0], "js-padding"),
            case .ran(let resize) = ComparisonMatrix.cell(matrix.situations[0], "constraint-resize")
        else {
            Issue.record("a handler did not run")
            return
        }
        #expect(padding.violations.first?.invariant == .composerRidesKeyboard)
        #expect(padding.firstBadFrame == 6)
        #expect(padding.wrongRests == [.init(offset: 1348, frame: 30, invariants: [.contentNotCovered])])
        #expect(resize.wrongRests.isEmpty)
        #expect(matrix.text.contains("  js-padding: composer-rides-keyboard (6), content-not-covered ("))
        #expect(matrix.text.contains("wrong offset at rest 1348 (frame 30: content-not-covered)"))
    }

    @Test func standardInputIsOneTraceAlone() {
        let result = run(["compare", "-", "S/a.trace.json"], in: Self.files())
        #expect(result.code == .usage)
        #expect(result.errors.hasPrefix("error: '-' (standard input) names one trace alone"))
    }

    @Test func oneTraceInMarkdownIsItsTable() {
        let fileSystem = MemoryFileSystem(files: ["t.trace.json": CompareCommandTests.instantTrace()])
        let result = run(["compare", "t.trace.json", "--handlers", "constraint-resize,js-padding", "--format", "markdown"], in: fileSystem)
        #expect(result.output.hasPrefix("""
            instant: 31 frames at 60 fps, keyboard moves at 0.1 s

            | handler | gap error | covered | offsets at rest | violations (first frame) |
            |---|---|---|---|---|
            | constraint-resize | 0 | 0 | 1732 | none |
            | js-padding | 336 |
            """))
    }
}
