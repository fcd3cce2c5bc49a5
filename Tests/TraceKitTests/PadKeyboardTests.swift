import Handlers
import UIKitModel
import Testing
@testable import TraceKit

/// Keyboards that are not docked, on an iPad (`screen.idiom` `"pad"`): the classification,
/// what the decoder accepts, what the world does with a floating keyboard, and how each
/// handler reads one, with values worked out by hand on the 820 x 1180 iPad (safe areas
/// 24 / 20, composer 48) and the floating keyboard `{250, 600, 320, 250}`.
@Suite struct PadKeyboardTests {
    static let floating = #"{"x": 250, "y": 600, "width": 320, "height": 250}"#
    static let zero = #"{"x": 0, "y": 0, "width": 0, "height": 0}"#
    static let pad = #"{"width": 820, "height": 1180, "safeTop": 24, "safeBottom": 20, "idiom": "pad"}"#

    static func event(_ t: Double, _ type: String, _ end: String, duration: Double = 0.25) -> String {
        #"{"t": \#(t), "type": "\#(type)", "end": \#(end), "duration": \#(duration), "curve": 7}"#
    }

    /// The replay of a trace on the iPad: every frame's values by field name.
    static func frames(
        handler: String = "launch-composer", config: String = "", extra: String = "", _ events: [String]
    ) throws -> [[String: Double]] {
        var more = #""handler": "\#(handler)", "duration": 1.2"#
        if !config.isEmpty { more += #", "config": \#(config)"# }
        if !extra.isEmpty { more += ", " + extra }
        let trace = try parseTrace(makeTrace(
            screen: pad, scrollView: #"{"contentHeight": 3000}"#, events: events, extra: more)).get()
        let names = trace.frameLayout.schema.fields.map(\.name)
        return trace.makeReplay().map { frame in
            Dictionary(uniqueKeysWithValues: names.indices.map { (names[$0], frame.values[$0]) })
        }
    }

    // MARK: The one rule

    @Test func theRuleClassifiesEachKindOfFrame() {
        let (h, w) = (1180.0, 820.0)
        func kind(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> KeyboardFrameKind {
            KeyboardFrameKind(Rect(x: x, y: y, width: width, height: height), screenHeight: h, screenWidth: w)
        }
        #expect(kind(250, 600, 320, 250) == .floating)
        #expect(kind(0, 800, 820, 380) == .docked)
        #expect(kind(0, 1100, 820, 380) == .partlyOffScreen)
        #expect(kind(0, 1180, 820, 380) == .hidden)
        #expect(kind(0, 0, 0, 0) == .hidden, "Prefer Cross-Fade Transitions' empty frame")
        #expect(kind(0, 0, 820, 0) == .hidden, "no height: nothing on the screen")
        #expect(kind(820, 600, 320, 250) == .hidden, "to the right of the screen (x >= W)")
        #expect(kind(-320, 600, 320, 250) == .hidden, "to the left of it (x + width <= 0)")
        #expect(kind(-319, 600, 320, 250) == .floating, "1 pt of it on the screen")
        #expect(kind(0, -250, 820, 250) == .hidden, "above the screen's top (bottom edge at 0)")
        // The phone's rule (version 1): a frame above the bottom is invalid there.
        #expect(!KeyboardFrameKind.isValidOnPhone(Rect(x: 0, y: -250, width: 393, height: 250), screenHeight: 852))
        #expect(!KeyboardFrameKind.isValidOnPhone(Rect(x: 0, y: 850, width: 393, height: 0), screenHeight: 852))
        #expect(KeyboardFrameKind.isValidOnPhone(Rect(x: 0, y: 0, width: 0, height: 0), screenHeight: 852))
        #expect(KeyboardFrameKind.isValidOnPhone(Rect(x: 0, y: 517, width: 393, height: 334), screenHeight: 852), "1 pt above")
    }

    // MARK: What the decoder accepts

    @Test func anIPadAcceptsEveryEndFrameAndAPhoneNamesTheIdiom() throws {
        let events = [Self.event(0, "keyboardWillChangeFrame", Self.floating), Self.event(0.1, "keyboardDidChangeFrame", Self.floating)]
        #expect(diagnostics(makeTrace(screen: Self.pad, events: events)).isEmpty)
        let phone = diagnostics(makeTrace(events: [Self.event(0, "keyboardWillChangeFrame", #"{"x": 0, "y": 400, "width": 393, "height": 300}"#)]))
        #expect(phone.count == 1)
        #expect(phone.first.map(describe)?.hasPrefix("events[0].end: keyboard end frame (x 0, y 400, width 393, height 300) is floating") == true)
        #expect(phone.first?.message.hasSuffix(#"exist only on an iPad: give "screen": {"idiom": "pad"}"#) == true)
        let badIdiom = diagnostics(makeTrace(screen: #"{"width": 820, "height": 1180, "idiom": "tablet"}"#)).map(describe)
        #expect(badIdiom == [#"screen.idiom: unknown value "tablet" (use "phone" or "pad")"#])
    }

    @Test func aFloatingKeyboardUpAtTheStartPostsFrameChangesOnly() throws {
        let trace = try parseTrace(makeTrace(
            screen: Self.pad, extra: #""keyboard": {"frame": \#(Self.floating)}"#)).get()
        #expect(trace.scenario.startNotifications.map(\.kind) == [.willChangeFrame, .didChangeFrame])
        let frame = try #require(Array(trace.makeReplay()).first)
        let names = trace.frameLayout.schema.fields.map(\.name)
        // Frame 0 shows it where its frame says, floating (lane 3).
        #expect(frame.values[names.firstIndex(of: "kbTop")!] == 600)
        #expect(frame.values[names.firstIndex(of: "kbMode")!] == 3)
        // One with no part on the screen is still an error, at keyboard.frame.
        let offScreen = diagnostics(makeTrace(
            screen: Self.pad, extra: #""keyboard": {"frame": {"x": 900, "y": 600, "width": 320, "height": 250}}"#)).map(describe)
        #expect(offScreen.count == 1 && offScreen.first?.hasPrefix("keyboard.frame: the start frame (x 900, y 600") == true)
    }

    // MARK: Each handler reads the floating frame as its code does

    /// launch-composer: `K = end.height` after a willChangeFrame whose `y < H`: the inset
    /// 48 + 250 + 10 = 308 and the composer at -(250 + 10) = -260 at rest; the keyboard's
    /// top one frame in about 600 + 580 (1 - 0.0379) = 1158.02 (the spring's progress at
    /// 1/60 s to 4 digits; the issue's 0.037906 gives 1158.0145, its 1158.02 the model's
    /// 1158.021 too); a zero rect (`0 < H`, height
    /// 0) drops both to the closed place (inset 48 + 20).
    @Test func launchComposerLiftsByTheFloatingKeyboardsHeight() throws {
        let frames = try Self.frames([
            Self.event(0, "keyboardWillChangeFrame", Self.floating), Self.event(0.6, "keyboardWillChangeFrame", Self.zero, duration: 0),
        ])
        #expect(abs(frames[1]["kbTop"]! - 1158.02) < 0.01)
        #expect(frames[30]["inset"] == 308 && frames[30]["composerY"] == -260)
        #expect(frames[30]["kbTop"] == 600 && frames[30]["kbX"] == 250 && frames[30]["kbW"] == 320 && frames[30]["kbH"] == 250)
        #expect(frames[40]["inset"] == 68)
        // The world's keyboard stays where it floats: a zero rect while floating moves nothing.
        #expect(frames[40]["kbTop"] == 600 && frames[40]["kbMode"] == 3)
    }

    /// launch-chat-view: `max(0, H - end.y)` = 580, the inset 580 + 48 + 8 + 20 = 656 and the
    /// sticky composer at -(1180 - 600) = -580; a zero rect gives `H`: 1180 + 76 = 1256.
    @Test func launchChatViewLiftsByTheDistanceFromTheBottom() throws {
        let frames = try Self.frames(handler: "launch-chat-view", [
            Self.event(0, "keyboardWillChangeFrame", Self.floating), Self.event(0.6, "keyboardWillChangeFrame", Self.zero, duration: 0),
        ])
        #expect(frames[30]["inset"] == 656 && frames[30]["composerY"] == -580)
        #expect(frames[40]["inset"] == 1256 && frames[40]["composerY"] == -580)
    }

    /// form, frameShift: a zero-rect willShow with the field at 1000 (height 50) shifts the
    /// view by 1000 + 50 - 0 + 20 = 1070.
    @Test func formFrameShiftThrowsTheViewOffTheTopOnAZeroRect() throws {
        let frames = try Self.frames(handler: "form", config: #"{"strategy": "frameShift"}"#, [
            #"{"t": 0, "type": "focus", "y": 1000, "height": 50}"#,
            Self.event(0.1, "keyboardWillShow", Self.zero),
        ])
        #expect(frames[60]["viewY"] == -1070)
    }

    /// keyboard-layout-guide: docked at 800 the guide is at 800, the table 800 - 0 - 48 =
    /// 752 and the composer 800 - 1160 = -360 from the rest line (1180 - 20); floating it
    /// stays on the rest line (the table 1160 - 48 = 1112) unless `followsUndockedKeyboard`
    /// (then the floating keyboard's top, 600).
    @Test func theLayoutGuideFollowsADockedKeyboardAndAFloatingOneOnlyWhenAsked() throws {
        let docked = #"{"x": 0, "y": 800, "width": 820, "height": 380}"#
        let events = [Self.event(0, "keyboardWillChangeFrame", docked), Self.event(0.6, "keyboardWillChangeFrame", Self.floating)]
        let frames = try Self.frames(handler: "keyboard-layout-guide", events)
        #expect(frames[30]["guideTop"] == 800 && frames[30]["viewportH"] == 752 && frames[30]["composerY"] == -360)
        #expect(frames[70]["guideTop"] == 1160 && frames[70]["viewportH"] == 1112 && frames[70]["composerY"] == 0)
        let following = try Self.frames(handler: "keyboard-layout-guide", config: #"{"followsUndockedKeyboard": true}"#, events)
        #expect(following[70]["guideTop"] == 600 && following[70]["viewportH"] == 552 && following[70]["composerY"] == -560)
    }

    /// keyboard-layout-guide's `keyboardDismissPadding` p: a finger dragging the table holds
    /// the docked keyboard's top at clamp(y + p, 800, 1180). A finger at 750 is above the
    /// keyboard (800) with p 0, and 850 with p 100; at 850, 850 and 950.
    @Test func theLayoutGuidesDismissPaddingStartsTheDismissalAboveTheKeyboard() throws {
        let docked = #"{"x": 0, "y": 800, "width": 820, "height": 380}"#
        let events = [
            Self.event(0, "keyboardWillShow", docked), #"{"t": 0.5, "type": "dragBegin", "y": 500}"#,
            #"{"t": 0.6, "type": "dragMove", "y": 750}"#, #"{"t": 0.7, "type": "dragMove", "y": 850}"#,
        ]
        let plain = try Self.frames(handler: "keyboard-layout-guide", events)
        #expect(plain[40]["kbTop"] == 800 && plain[45]["kbTop"] == 850)
        let padded = try Self.frames(handler: "keyboard-layout-guide", config: #"{"keyboardDismissPadding": 100}"#, events)
        #expect(padded[40]["kbTop"] == 850 && padded[45]["kbTop"] == 950)
        #expect(padded[45]["guideTop"] == 950, "the guide follows the keyboard under the finger")
    }

    // MARK: The world's floating keyboard

    /// A floating did-notification moves the keyboard there at once; a willHide whose frame
    /// floats leaves it drawn where it floats; a finger drag does not move it.
    @Test func aFloatingKeyboardIsMovedByDidNotificationsAndNotByAFinger() throws {
        let dropped = #"{"x": 100, "y": 300, "width": 320, "height": 250}"#
        let frames = try Self.frames(handler: "launch-chat-view", [
            Self.event(0, "keyboardWillChangeFrame", Self.floating, duration: 0),
            Self.event(0, "keyboardWillHide", Self.floating, duration: 0),
            Self.event(0.5, "keyboardDidChangeFrame", dropped),
            #"{"t": 0.6, "type": "dragBegin", "y": 500}"#, #"{"t": 0.7, "type": "dragMove", "y": 1000}"#,
        ])
        #expect(frames[29]["kbTop"] == 600 && frames[29]["kbMode"] == 3)
        #expect(frames[30]["kbTop"] == 300 && frames[30]["kbX"] == 100 && frames[30]["kbMode"] == 3)
        #expect(frames[45]["kbTop"] == 300, "a finger at 1000 does not drag a floating keyboard")
    }

    // MARK: Goldens and the writer

    @Test func aGoldenWithTheKeyboardsRectangleIsRead() throws {
        let trace = try parseTrace(makeTrace(
            screen: Self.pad, events: [Self.event(0, "keyboardWillChangeFrame", Self.floating)])).get()
        let bytes = FrameEncoder.encodedBytes(header: trace.frameHeader, layout: trace.frameLayout, frames: trace.makeReplay())
        let golden = try Golden.parse(bytes).get()
        #expect(golden.layout == trace.frameLayout)
        #expect(golden.layout.schema.fields.prefix(5).map(\.name) == ["kbTop", "kbMode", "kbX", "kbW", "kbH"])
    }

    @Test func theWriterKeepsTheIdiom() throws {
        let trace = try parseTrace(makeTrace(screen: Self.pad)).get()
        #expect(trace.scenario.screen.idiom == .pad)
        let text = TraceWriter.json(trace)
        #expect(text.contains(#""idiom": "pad""#))
        #expect(try parseTrace(text).get() == trace)
        #expect(!TraceWriter.json(try parseTrace(makeTrace()).get()).contains("idiom"))
    }
}
