import Foundation
import Handlers
import Testing
import TraceKit
import UIKitModel
@testable import KBReplayCLI

/// A user's handler as a test declares one: a bar riding 10 pt above the keyboard, with
/// its own field names, drawn by `kbreplay view` from its schema alone.
private struct RidingBar: Handler {
    enum Work: Sendable {}

    static let barEdge = FrameField("barEdge", .number)
    static let schema = HandlerSchema(
        name: "riding-bar", summary: "test: a bar 10 pt above the keyboard", configKeys: [],
        eventTypes: EventType.keyboard, frame: FrameSchema([FrameField("lift", .number), .kbTop, barEdge]))
        .drawn(as: [.bar(bottom: barEdge, height: nil), .keyboard(top: .kbTop)])

    let height: Double

    init(scenario: Scenario, world: inout World<Work>) { height = scenario.screen.height }

    mutating func perform(_ work: Work, world: inout World<Work>) {}

    mutating func draw(_ world: inout World<Work>, into values: inout FrameValues) {
        let top = world.drawnKeyboardTop()
        values[0] = height - top
        values[1] = top
        values[2] = top - 10
    }
}

/// The launch-composer trace of `exampleTrace` with its golden as `replay --all-frames`
/// writes it, `offset` moved 24 pt from frame `from` on.
func movedGolden(from: Int) throws -> String {
    try replayOutput(exampleTrace(), allFrames: true).split(separator: "\n").map { line -> String in
        guard let frame = line.firstRange(of: "\"f\":").map({ Int(line[$0.upperBound...].prefix { $0.isNumber })! }),
              frame >= from, let offset = line.firstRange(of: "\"offset\":") else { return String(line) }
        let digits = line[offset.upperBound...].prefix { $0.isNumber || $0 == "." || $0 == "-" }
        return String(line[..<offset.upperBound]) + "\(Double(digits)! + 24)" + line[digits.endIndex...]
    }.joined(separator: "\n") + "\n"
}

@Suite("kbreplay view")
struct ViewCommandTests {
    @Test func writesOneSelfContainedPage() throws {
        let result = run(["view", "case1.trace.json"], in: MemoryFileSystem(files: ["case1.trace.json": exampleTrace()]))
        #expect(result.code == .success)
        #expect(result.errors == "")
        #expect(result.output.hasPrefix("<!DOCTYPE html>\n"))
        #expect(result.output.hasSuffix("</html>\n"))
        for outside in ["http:", "https:", "src=", "href=", "url(", "@import", "@font-face"] {
            #expect(!result.output.contains(outside), "the page reaches outside itself: \(outside)")
        }
        #expect(result.output.components(separatedBy: "<script>").count == 2)
    }

    @Test func theSameTraceGivesTheSameBytes() throws {
        let files = ["case1.trace.json": exampleTrace(), "case1.golden.jsonl": try movedGolden(from: 40)]
        let arguments = ["view", "case1.trace.json", "--golden", "case1.golden.jsonl"]
        let first = run(arguments, in: MemoryFileSystem(files: files))
        let second = run(arguments, in: MemoryFileSystem(files: files))
        #expect(first.code == .success)
        #expect(first.output == second.output)
    }

    @Test func writesTheFileAtomicallyWithDashO() throws {
        let fileSystem = MemoryFileSystem(files: ["case1.trace.json": exampleTrace()])
        let result = run(["view", "case1.trace.json", "-o", "case1.html"], in: fileSystem)
        #expect(result.code == .success)
        #expect(result.output == "")
        let written = try #require(fileSystem.files["case1.html"])
        #expect(String(decoding: written, as: UTF8.self) == run(["view", "case1.trace.json"], in: fileSystem).output)
    }

    /// `exampleTrace`: the keyboard hidden at 852 at frame 0, shown to 516 at 0.1 s for
    /// 0.25 s; the composer rests at `-max(safeBottom 34, 16)` and rides at `-(336 + 10)`
    /// (engine.md, section 8); the page holds those values in thousandths.
    @Test func theColumnsHoldEachFrameOfTheReplay() throws {
        let html = run(["view", "case1.trace.json"], in: MemoryFileSystem(files: ["case1.trace.json": exampleTrace()])).output
        let values = columns(try member("a", in: html))
        let schema = LaunchComposer.schema.frame
        #expect(values.count == schema.fields.count)
        let kbTop = values[try #require(schema.index(of: .kbTop))]
        let composerY = values[try #require(schema.index(of: .composerY))]
        #expect(kbTop.count == 73)  // 1.2 s at 60 fps: frames 0...72
        #expect(kbTop.first == 852_000)
        #expect(kbTop[6] == 852_000)
        #expect(kbTop.last == 516_000)
        #expect(kbTop[10] < 852_000 && kbTop[10] > 516_000)
        #expect(composerY.first == -34_000)
        #expect(composerY.last == -346_000)
        #expect(try member("H", in: html) == "852")
        #expect(try member("rest", in: html) == "852")
        #expect(try member("g", in: html) == "null")
        #expect(try member("diff", in: html) == "-1")
    }

    @Test func columnsAreDifferencesWithNoChangeLeftEmpty() {
        #expect(PageData.columns([[1000, 1000, 1500, 1500, 0], [7]]) == "[\n\"1000,,500,,-1500\",\n\"7\"\n]")
    }

    @Test func eventsTickAtTheFirstFrameThatShowsThem() {
        #expect(PhoneView.firstFrame(at: 0, fps: 60) == 0)
        #expect(PhoneView.firstFrame(at: 100_000_000, fps: 60) == 6)  // 6/60 s exactly
        #expect(PhoneView.firstFrame(at: 100_000_001, fps: 60) == 7)
        #expect(PhoneView.firstFrame(at: 16_666_667, fps: 60) == 1)  // frame 1 is at 16,666,667 ns
        #expect(PhoneView.firstFrame(at: 16_666_668, fps: 60) == 2)
    }

    /// The golden differs from frame 40 on; `check` reports frame 40 and the page opens there.
    @Test func theGoldenViewMarksTheFirstDifferenceCheckReports() throws {
        let files = ["case1.trace.json": exampleTrace(), "case1.golden.jsonl": try movedGolden(from: 40)]
        let check = run(["check", "case1.trace.json"], in: MemoryFileSystem(files: files))
        #expect(check.code == .failure)
        #expect(check.output.contains("frame 40 (t 0.666667) differs: offset expected"))
        let html = run(["view", "case1.trace.json", "--golden", "case1.golden.jsonl"], in: MemoryFileSystem(files: files)).output
        #expect(try member("diff", in: html) == "40")
        let actual = columns(try member("a", in: html)), golden = columns(try member("g", in: html))
        let offset = try #require(LaunchComposer.schema.frame.index(of: .offset))
        #expect(golden[offset][39] == actual[offset][39])
        #expect(golden[offset][40] == actual[offset][40] + 24_000)
        // The mask of differing fields: the offset's bit from frame 40 on.
        let mask = columns(try member("dm", in: html))[0]
        #expect(mask[39] == 0)
        #expect(mask[40] == 1 << offset)
        #expect(mask.last == 1 << offset)
    }

    /// A golden of the first 0.5 s (frames 0...30) beside a 1.2 s replay: the frames past
    /// its end differ (bit 33), the first of them is the first difference, and a note says
    /// why.
    @Test func framesPastTheGoldensEndDiffer() throws {
        let files = ["case1.trace.json": exampleTrace(), "short.golden.jsonl": try replayOutput(exampleTrace(duration: "0.5"))]
        let html = run(["view", "case1.trace.json", "--golden", "short.golden.jsonl"], in: MemoryFileSystem(files: files)).output
        let mask = columns(try member("dm", in: html))[0]
        #expect(mask.count == 73)
        #expect(mask[30] == 0)
        #expect(mask[31] == 1 << 33)
        #expect(mask[72] == 1 << 33)
        #expect(try member("diff", in: html) == "31")
        #expect(html.contains("<p class=\"note\">the golden has 31 frames, the replay 73</p>"))
        let check = run(["check", "case1.trace.json"], in: MemoryFileSystem(files: ["case1.trace.json": exampleTrace(), "case1.golden.jsonl": files["short.golden.jsonl"]!]))
        // check compares no frame then (its header differs); the view still shows where they part.
        #expect(check.output.contains("header differs: frames expected 31, actual 73"), Comment(rawValue: check.output))
    }

    @Test func aUsersHandlerIsDrawnFromItsSchema() throws {
        var trace = try TraceParser.parse(Array(exampleTrace().utf8)).get()
        trace.handler = HandlerKind(RidingBar.self)
        let html = ViewPage(view: PhoneView(trace: trace)).html()
        // Scripts/view-test.sh asks for this page to measure it in a browser.
        if let path = ProcessInfo.processInfo.environment["KBREPLAY_VIEW_PAGE"] {
            try html.write(toFile: path, atomically: true, encoding: .utf8)
        }
        #expect(try member("fields", in: html) == #"[["lift","n"],["kbTop","n"],["barEdge","n"]]"#)
        #expect(try member("parts", in: html) == #"[["bar",2,-1],["keyboard",1]]"#)
        let values = columns(try member("a", in: html))
        #expect(values[1].first == 852_000)
        #expect(values[2].last == 506_000)
        #expect(values[0].last == 336_000)
        #expect(html.contains("<p class=\"sub\">riding-bar, 60 fps, 73 frames</p>"))
    }

    /// A floating keyboard (which only a trace made in code can give yet): its frames carry
    /// its rectangle after `kbTop`, and the page draws that rectangle rather than the width
    /// below its top.
    @Test func aFloatingKeyboardIsDrawnAsItsRectangle() throws {
        var trace = try TraceParser.parse(Array(exampleTrace().utf8)).get()
        trace.handler = HandlerKind(RidingBar.self)
        let floating = Rect(x: 50, y: 300, width: 300, height: 250)
        trace.events = [TimedEvent(time: 0, event: .world(.keyboard(KeyboardNotification(
            kind: .willChangeFrame, end: floating, duration: 0, curve: .keyboard))))]
        let html = ViewPage(view: PhoneView(trace: trace)).html()
        // lift, kbTop, then kbMode, kbX, kbW, kbH, then barEdge.
        #expect(try member("parts", in: html) == #"[["bar",6,-1],["keyboard",1,3,4,5]]"#)
        let values = columns(try member("a", in: html))
        #expect(values[3].last == 50_000 && values[4].last == 300_000 && values[5].last == 250_000)
        #expect(values[2].last == 3, "floating, the fourth mode")
    }

    @Test func everyBuiltInHandlerDeclaresItsKeyboardAndWhatRidesIt() {
        for kind in HandlerKind.builtIn {
            let parts = kind.schema.parts
            #expect(parts.last == .keyboard(top: .kbTop), "\(kind.name) draws the keyboard last, on top")
            // A chat list without a composer of its own (rnkc-chat-scroll-view) keeps its
            // content above the keyboard with its bottom inset: the list's inset counts.
            #expect(parts.contains {
                switch $0 {
                case .composer, .bar, .activeField: true
                case .list(_, _, let inset, _): kind == .rnkcChatScrollView && inset != nil
                default: false
                }
            }, "\(kind.name) declares what the keyboard must not cover")
        }
    }

    /// Ten seconds at 120 fps with the keyboard moving all the time.
    @Test func aTenSecondPageIsUnder300KB() throws {
        let result = run(["view", "case1.trace.json"], in: MemoryFileSystem(files: ["case1.trace.json": tenSecondTrace()]))
        #expect(result.code == .success, Comment(rawValue: result.errors))
        #expect(result.output.contains("<p class=\"sub\">launch-composer, 120 fps, 1201 frames</p>"))
        #expect(result.output.utf8.count < 300_000)
    }

    @Test func badInputGivesSysexitsCodes() {
        let files = ["case1.trace.json": exampleTrace()]
        #expect(run(["view"], in: MemoryFileSystem(files: files)).code == .usage)
        #expect(run(["view", "case1.trace.json", "--gold"], in: MemoryFileSystem(files: files)).code == .usage)
        let fromStandardInput = run(["view", "case1.trace.json", "--golden", "-"], in: MemoryFileSystem(files: files))
        #expect(fromStandardInput.code == .usage)
        #expect(fromStandardInput.errors.hasPrefix("error: '--golden' reads a file, not standard input\n"))
        #expect(run(["view", "missing.trace.json"], in: MemoryFileSystem(files: files)).code == .ioError)
        #expect(run(["view", "case1.trace.json", "--golden", "missing.golden.jsonl"], in: MemoryFileSystem(files: files)).code == .ioError)
        let bad = run(["view", "case1.trace.json", "--golden", "bad.golden.jsonl"],
                      in: MemoryFileSystem(files: files.merging(["bad.golden.jsonl": "not json\n"]) { $1 }))
        #expect(bad.code == .dataError)
        #expect(bad.output == "")
    }
}
