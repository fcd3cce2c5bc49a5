import Handlers
import UIKitModel
import Testing
@testable import TraceKit

/// `keyboard` and `view` (`situations.md`): what they decode to, their errors at the key's
/// location, the header that records them, and the writer's round trip.
@Suite struct SituationFormatTests {
    static let docked = #"{"x": 0, "y": 516, "width": 393, "height": 336}"#

    static func only(_ extra: String, screen: String = #"{"width": 393, "height": 852}"#) -> [String] {
        diagnostics(makeTrace(screen: screen, extra: extra)).map(describe)
    }

    static let badOnes: [(String, String)] = [
        (#""view": {"top": 769, "bottom": 700}"#, "view.bottom: the view's bottom 700 must lie below its top 769 (top < bottom)"),
        (#""view": {"top": 100, "bottom": 100}"#, "view.bottom: the view's bottom 100 must lie below its top 100 (top < bottom)"),
        (#""view": {"top": 0, "bottom": 900}"#, "view.bottom: the view's bottom 900 lies below the screen's (bottom <= 852)"),
        (#""view": {"top": 852, "bottom": 852}"#, "view.top: the view's top 852 must lie above the screen's bottom (0 <= top < 852)"),
        (#""view": {"top": -1, "bottom": 852}"#, "view.top: -1 must not be negative"),
        (#""view": {"top": 0, "bottom": 1e999}"#, "view.bottom: 1e999 is too large for a double"),
        (#""view": {"top": "0", "bottom": 769}"#, "view.top: expected a number, got \"0\""),
        (#""view": {"bottom": 769}"#, "view: missing required key 'top'"),
        (#""view": {"top": 0, "bottom": 769, "left": 0}"#, "view: unknown key 'left' (allowed: top, bottom)"),
        (#""keyboard": {"frame": {"x": 0, "y": 852, "width": 393, "height": 336}}"#,
         "keyboard.frame: the start frame (x 0, y 852, width 393, height 336) is hidden (y >= 852 or zero size); a keyboard already up must be docked or partly off-screen (omit 'keyboard' for one that starts hidden)"),
        (#""keyboard": {"frame": {"x": 0, "y": 400, "width": 393, "height": 336}}"#,
         "keyboard.frame: the start frame (x 0, y 400, width 393, height 336) is floating: its bottom edge is at 736, more than 1 pt above the screen's at 852; a keyboard already up on a phone must be docked or partly off-screen (floating, undocked and split keyboards exist only on an iPad: give \"screen\": {\"idiom\": \"pad\"})"),
        (#""keyboard": {"frame": {"x": 0, "y": 516, "width": 393}}"#, "keyboard.frame: missing required key 'height'"),
        (#""keyboard": {}"#, "keyboard: missing required key 'frame'"),
    ]

    @Test(arguments: 0..<badOnes.count)
    func aBadValueIsOneErrorAtItsKey(_ index: Int) {
        #expect(Self.only(Self.badOnes[index].0) == [Self.badOnes[index].1])
    }

    @Test func aTabBarAndAKeyboardAlreadyUpDecode() throws {
        let text = makeTrace(extra: #""view": {"top": 0, "bottom": 769}, "keyboard": {"frame": \#(Self.docked)}"#)
        let trace = try parseTrace(text).get()
        #expect(trace.scenario.view == ViewFrame(top: 0, bottom: 769))
        #expect(trace.scenario.keyboardFrame == Rect(x: 0, y: 516, width: 393, height: 336))
        // The viewport's default is the view's height.
        #expect(trace.scenario.viewportHeight == 769)
        // A partly off-screen start frame (a hardware keyboard's bar) is valid.
        let bar = makeTrace(extra: #""keyboard": {"frame": {"x": 0, "y": 797, "width": 393, "height": 336}}"#)
        #expect(try parseTrace(bar).get().scenario.keyboardFrame?.y == 797)
        // An explicit viewport still wins, also when larger.
        let larger = makeTrace(scrollView: #"{"contentHeight": 2400, "height": 852}"#, extra: #""view": {"top": 59, "bottom": 852}"#)
        #expect(try parseTrace(larger).get().scenario.viewportHeight == 852)
    }

    @Test func withoutTheKeysNothingChanges() throws {
        let trace = try parseTrace(makeTrace()).get()
        #expect(trace.scenario.view == nil)
        #expect(trace.scenario.keyboardFrame == nil)
        #expect(trace.scenario.viewportHeight == 852)
        #expect(Self.header(trace) == #"{"kbframes":1,"trace":"t1","fps":60,"frames":61}"#)
    }

    static func header(_ trace: Trace) -> String {
        var bytes: [UInt8] = []
        trace.frameHeader.append(to: &bytes)
        return String(decoding: bytes.dropLast(), as: UTF8.self)
    }

    /// The header records both after `trace` (and `handler`), before `fps`; a view of the
    /// whole screen written out is recorded too.
    @Test func theHeaderRecordsThemInTheTracesShape() throws {
        let text = makeTrace(
            extra: #""handler": "form", "view": {"top": 0, "bottom": 852}, "keyboard": {"frame": {"x": 0, "y": 515.5, "width": 393, "height": 336.5}}"#)
        let trace = try parseTrace(text).get()
        #expect(Self.header(trace)
            == #"{"kbframes":1,"trace":"t1","handler":"form","keyboard":{"frame":{"x":0,"y":515.5,"width":393,"height":336.5}},"view":{"top":0,"bottom":852},"fps":60,"frames":61}"#)
    }

    /// A golden whose header has them reads back, and they are not compared.
    @Test func aGoldenHeaderWithThemIsRead() throws {
        let text = #"{"kbframes":1,"trace":"t1","keyboard":{"frame":{"x":0,"y":516,"width":393,"height":336}},"view":{"top":0,"bottom":769},"fps":60,"frames":1}"#
            + "\n" + #"{"f":0,"t":0,"kbTop":516,"offset":0,"inset":0,"indicator":0,"contentH":0,"viewportH":0,"revealY":0,"revealAlpha":1,"composerY":0,"composerH":48,"btnAlpha":0,"btnY":0,"pin":"idle","runway":0,"pinned":0,"atBottom":true,"scroll":"idle"}"# + "\n"
        let golden = try Golden.parse(Array(text.utf8)).get()
        #expect(golden.header.trace == "t1")
        #expect(golden.header.frames == 1)
    }

    @Test func theWriterRoundTripsThem() throws {
        let text = makeTrace(
            scrollView: #"{"contentHeight": 2400, "offset": 1000}"#,
            extra: #""view": {"top": 59, "bottom": 769}, "keyboard": {"frame": \#(Self.docked)}"#)
        let trace = try parseTrace(text).get()
        let written = TraceWriter.json(trace)
        #expect(written.contains(#""keyboard": {"frame": {"x": 0, "y": 516, "width": 393, "height": 336}}"#))
        #expect(written.contains(#""view": {"top": 59, "bottom": 769}"#))
        #expect(!written.contains(#""height": 710"#))
        #expect(try parseTrace(written).get() == trace)
    }
}
