import Handlers
import Testing
import TraceKit
@testable import KBReplayCLI

/// A phone of a compare page's `phones:` member, read as docs/compare.md describes it.
private struct PagePhone {
    var name: String
    var rest: Double
    /// Each part's name and the column (in `cols`) of its first field.
    var parts: [(name: String, column: Int)]
    var violations: [(first: Int, last: Int, invariant: String)]

    /// The phones of a page, in the page's order.
    static func all(in html: String) throws -> [PagePhone] {
        try member("phones", in: html).split(separator: "\n").filter { $0.hasPrefix("{") }.map { line in
            let phone = try #require(line.firstMatch(of: /\{name:"([^"]+)",rest:(-?[0-9.]+),parts:\[(.*)\],vi:\[(.*)\]\}/))
            return PagePhone(
                name: String(phone.1), rest: try #require(Double(phone.2)),
                parts: phone.3.matches(of: /\["(\w+)",(-?\d+)/).map { (String($0.1), Int($0.2)!) },
                violations: phone.4.matches(of: /\[(\d+),(\d+),"([^"]+)"\]/).map { (Int($0.1)!, Int($0.2)!, String($0.3)) })
        }
    }

    func column(of part: String) throws -> Int { try #require(parts.first { $0.name == part }).column }
}

/// The page `compare -o out` writes for `trace`, with `arguments` after the trace.
private func comparePage(_ trace: String, _ arguments: [String] = []) throws -> String {
    let fileSystem = MemoryFileSystem(files: ["t.trace.json": trace])
    fileSystem.addFile("out/.keep", [])
    let result = run(["compare", "t.trace.json", "-o", "out"] + arguments, in: fileSystem)
    #expect(result.code == .success, Comment(rawValue: result.errors))
    return String(decoding: try #require(fileSystem.files["out/instant.compare.html"]), as: UTF8.self)
}

/// `compare -o DIR`'s page: every compared handler's phone, drawn by the view page's
/// script at one frame; values worked out from the trace by hand.
@Suite("compare's page")
struct ComparePageTests {
    @Test func thePhonesAreTheComparedHandlersInTheirOrder() throws {
        let html = try comparePage(CompareCommandTests.instantTrace(), ["--handlers", "js-padding,launch-composer,constraint-resize"])
        let phones = try PagePhone.all(in: html)
        #expect(phones.map(\.name) == ["js-padding", "launch-composer", "constraint-resize"])
        #expect(!(try member("phones", in: html)).contains("launch-chat-view"))
        // One canvas of phones, one set of controls, one script.
        #expect(html.components(separatedBy: "<canvas id=\"phones\">").count == 2)
        #expect(html.components(separatedBy: "<button id=\"play\"").count == 2)
        #expect(html.components(separatedBy: "<script>").count == 2)
    }

    @Test func aHandlerLeftOutHasNoPhone() throws {
        let trace = CompareCommandTests.instantTrace(extraEvent: #"{"t": 0.05, "type": "scrollToBottom"},"#)
        let html = try comparePage(trace)
        #expect(try PagePhone.all(in: html).map(\.name) == ["launch-chat-view", "messagekit"])
        #expect(html.contains("<p>left out: js-padding: does not take 'scrollToBottom' events</p>"))
    }

    /// No handler takes the trace: the table says why, and there is no phone to draw.
    @Test func aPageWithNoHandlerHasNoPhones() throws {
        let trace = CompareCommandTests.instantTrace(extraEvent: #"{"t": 0.05, "type": "scrollToBottom"},"#)
        let html = try comparePage(trace, ["--handlers", "js-padding"])
        #expect(!html.contains("<canvas"))
        #expect(!html.contains("<script>"))
        #expect(html.contains("left out: js-padding"))
    }

    /// The instant 336 pt keyboard at 0.1 s, frame 6 of 0...30 (0.5 s at 60 fps): the
    /// keyboard's top is 852 before, 516 from frame 6, for every handler alike, so its
    /// column is written once. js-padding's composer rests above the safe area
    /// (`852 - 34 = 818`) and moves a frame late: at 818 in frame 6, `516 - 34 = 482`
    /// from frame 7; the keyboard covers it in frame 6, its first violation.
    @Test func eachPhoneDrawsItsHandlersFrames() throws {
        let html = try comparePage(CompareCommandTests.instantTrace(), ["--handlers", "launch-composer,js-padding,constraint-resize"])
        #expect(try member("n", in: html) == "31")
        #expect(try member("scale", in: html) == "0.5")
        let cols = columns(try member("cols", in: html))
        let phones = try PagePhone.all(in: html)
        #expect(Set(cols).count == cols.count, "each distinct column once")
        let keyboard = try phones[0].column(of: "keyboard")
        for phone in phones { #expect(try phone.column(of: "keyboard") == keyboard, "\(phone.name)") }
        #expect(cols[keyboard].count == 31)
        #expect(cols[keyboard][5] == 852_000)
        #expect(cols[keyboard][6...].allSatisfy { $0 == 516_000 })

        let padding = phones[1]
        #expect(padding.rest == 818)
        let composerY = cols[try padding.column(of: "composer")]
        let bottom = { (frame: Int) in padding.rest + Double(composerY[frame]) / 1000 }
        #expect(bottom(0) == 818)
        #expect(bottom(6) == 818)
        #expect(bottom(7) == 482)
        #expect(bottom(30) == 482)
        #expect(padding.violations.first?.first == 6)
        #expect(padding.violations.first?.invariant == "composer-rides-keyboard")
        #expect(phones[0].violations.isEmpty, "launch-composer keeps its composer on the keyboard")
    }

    /// The page is drawn by the view page's own drawing and playback code, once each.
    @Test func thePageSharesTheViewPagesScript() throws {
        let html = try comparePage(CompareCommandTests.instantTrace())
        let view = run(["view", "t.trace.json"], in: MemoryFileSystem(files: ["t.trace.json": CompareCommandTests.instantTrace()])).output
        for shared in [PhoneScript.source, PlaybackScript.source] {
            #expect(html.components(separatedBy: shared).count == 2)
            #expect(view.components(separatedBy: shared).count == 2)
        }
    }

    /// Ten seconds at 120 fps, the keyboard moving all the time, four handlers: the phones
    /// (their data and the script) stay under 100 KB, as four view pages' data would not
    /// (each about 57 KB): only the drawn columns go in, the keyboard's once.
    @Test func tenSecondsOfFourPhonesAreUnder100KB() throws {
        let fileSystem = MemoryFileSystem(files: ["case1.trace.json": tenSecondTrace()])
        fileSystem.addFile("out/.keep", [])
        let handlers = "launch-composer,launch-chat-view,constraint-resize,js-padding"
        #expect(run(["compare", "case1.trace.json", "--handlers", handlers, "-o", "out"], in: fileSystem).code == .success)
        let html = String(decoding: try #require(fileSystem.files["out/case1.compare.html"]), as: UTF8.self)
        #expect(try member("n", in: html) == "1201")
        #expect(try PagePhone.all(in: html).count == 4)
        let script = try #require(html.firstRange(of: /<script>[\s\S]*<\/script>/))
        #expect(html[script].utf8.count < 100_000)
    }

    @Test func thePageIsSelfContainedAndTheSameOnEveryRun() throws {
        let first = try comparePage(CompareCommandTests.instantTrace())
        #expect(first == (try comparePage(CompareCommandTests.instantTrace())))
        for outside in ["src=", "href=", "@import", "@font-face"] {
            #expect(!first.contains(outside), "the page reaches outside itself: \(outside)")
        }
        #expect(first.matches(of: /url\([^#]/).isEmpty)
    }

    /// rn-keyboard-avoiding-view's phone draws its "position" inner view: an instant
    /// willShow at 0.1 s (frame 6's time, duration 0: no LayoutAnimation) commits at frame
    /// 7, the first frame strictly after it, where the inner view jumps to `-336` (the
    /// keyboard's `852 - 516`) and the composer with it; its rest is the view's bottom, 852.
    @Test func theKeyboardAvoidingViewsPhoneDrawsItsInnerView() throws {
        let willShow = #"{"t": 0.1, "type": "keyboardWillShow", "end": {"x": 0, "y": 516, "width": 393, "height": 336}, "duration": 0, "curve": 7},"#
        let trace = CompareCommandTests.instantTrace(config: #""config": {"behavior": "position"},"#, extraEvent: willShow)
            .replacing(#""handler": "launch-chat-view""#, with: #""handler": "rn-keyboard-avoiding-view""#)
        let html = try comparePage(trace, ["--handlers", "rn-keyboard-avoiding-view"])
        let cols = columns(try member("cols", in: html))
        let phone = try #require(try PagePhone.all(in: html).first)
        #expect(phone.rest == 852)
        for part in ["viewShift", "composer"] {
            let column = cols[try phone.column(of: part)]
            #expect(column[6] == 0, "\(part)")
            #expect(column[7...].allSatisfy { $0 == -336_000 }, "\(part)")
        }
    }
}
