import Handlers
import UIKitModel
import Testing
@testable import TraceKit

/// The libraries' handlers read a floating, split or zero-rect frame literally, as their
/// sections of the libraries' code say, on the 820 x 1180 iPad (safe areas 24 / 20,
/// composer 48, content 3000) with the floating keyboard `{250, 600, 320, 250}`; every value
/// worked out by hand.
@Suite struct LibraryFloatingFrameTests {
    static let docked = #"{"x": 0, "y": 867, "width": 820, "height": 313}"#
    /// An undocked or split keyboard: the screen's width, its bottom 813 above the screen's.
    static let split = #"{"x": 0, "y": 500, "width": 820, "height": 313}"#

    static func frames(handler: String, config: String = "", extra: String = "", _ events: [String]) throws -> [[String: Double]] {
        try PadKeyboardTests.frames(handler: handler, config: config, extra: extra, events)
    }

    static func event(_ t: Double, _ type: String, _ end: String, duration: Double = 0.25) -> String {
        PadKeyboardTests.event(t, type, end, duration: duration)
    }

    /// rn-keyboard-avoiding-view ("padding"): a willShow's `screenY` 600 against the KAV's
    /// frame `{0, 1180}` gives `1180 - 600 = 580`: the composer at -580, the list
    /// `1180 - 48 - 580 = 552`; willHide sets 0 (no animation: it jumps); a zero rect's
    /// `screenY` 0 gives the KAV's whole height, 1180: the composer at `-(1180 - 48)`, the
    /// list 0.
    @Test func rnKeyboardAvoidingViewReadsTheFramesScreenY() throws {
        let frames = try Self.frames(handler: "rn-keyboard-avoiding-view", [
            Self.event(0, "keyboardWillShow", PadKeyboardTests.floating),
            Self.event(0.6, "keyboardWillHide", PadKeyboardTests.floating),
            Self.event(0.8, "keyboardWillShow", PadKeyboardTests.zero, duration: 0),
        ])
        #expect(frames[30]["bottom"] == 580 && frames[30]["composerY"] == -580 && frames[30]["viewportH"] == 552)
        #expect(frames[45]["bottom"] == 0 && frames[45]["composerY"] == 0 && frames[45]["viewportH"] == 1132)
        #expect(frames[60]["bottom"] == 1180 && frames[60]["composerY"] == -1132 && frames[60]["viewportH"] == 0)
    }

    /// messagekit: a willChangeFrame while shown lifts the bar by the frame's height less
    /// `bottomGap`: the view filling the screen, `min(-34, -313) = -313` docked, then
    /// `min(-34, -250) = -250` for the floating keyboard (whose top is at 600, not 930).
    @Test func messageKitLiftsByTheFloatingKeyboardsHeight() throws {
        let frames = try Self.frames(handler: "messagekit", [
            Self.event(0, "keyboardWillShow", Self.docked), Self.event(0.6, "keyboardWillChangeFrame", PadKeyboardTests.floating),
        ])
        #expect(frames[30]["composerY"] == -313)
        #expect(frames[70]["composerY"] == -250 && frames[70]["kbTop"] == 600)
    }

    /// messagekit's `bottomGap` on an iPad is `H - B`: a view ending at 1111 (a tab bar 49
    /// above the 20 pt indicator area) gives 69, so the docked lift is
    /// `min(-34, -313 + 69) = -244` (the bar's bottom 1111 - 244 = 867, on the keyboard's
    /// top) and the floating one `-250 + 69 = -181`.
    @Test func messageKitsBottomGapOnAnIPadIsTheViewsDistanceFromTheBottom() throws {
        let frames = try Self.frames(handler: "messagekit", extra: #""view": {"top": 0, "bottom": 1111}"#, [
            Self.event(0, "keyboardWillShow", Self.docked), Self.event(0.6, "keyboardWillChangeFrame", PadKeyboardTests.floating),
        ])
        #expect(frames[30]["composerY"] == -244)
        #expect(frames[70]["composerY"] == -181)
    }

    /// iqkeyboardmanager normalises a frame narrower than the window whose bottom is above it
    /// to height 0: the floating keyboard is no keyboard, the field (content y 2840, the form
    /// at the bottom, offset `3000 - 1180 + 20 = 1840`, so on screen at 1000) stays where it
    /// is (and is drawn behind it: covered). A split frame is as wide as the window: read as
    /// a keyboard `1180 - 500 = 680` high. With the root's safe bottom 20 at the focus and
    /// distance 10, `kbH` = the frame grown by 30 (710); `moveUp = min(1000 - 24,
    /// 1000 + 50 - (1180 - 710) + 20) = 600`, all scrolled (`s = 1840 + 600 = 2440`); the
    /// inset `710 - 20 = 690`, so `I = 710`; the field's top 2840 - 2440 = 400, its bottom 50
    /// above the split keyboard's top.
    @Test func iqKeyboardManagerIgnoresAFloatingKeyboardAndReadsASplitOneAsDocked() throws {
        let focus = #"{"t": 0, "type": "focus", "y": 2840, "height": 50}"#
        let floating = try Self.frames(handler: "iqkeyboardmanager", [focus, Self.event(0.1, "keyboardWillShow", PadKeyboardTests.floating)])
        #expect(floating[60]["offset"] == 1840 && floating[60]["viewY"] == 0 && floating[60]["inset"] == 20)
        #expect(floating[60]["fieldTop"] == 1000 && floating[60]["covered"] == 1)
        let split = try Self.frames(handler: "iqkeyboardmanager", [focus, Self.event(0.1, "keyboardWillShow", Self.split)])
        #expect(split[60]["offset"] == 2440 && split[60]["inset"] == 710 && split[60]["viewY"] == 0)
        #expect(split[60]["fieldTop"] == 400 && split[60]["covered"] == 0)
    }

    /// rnkc-aware-scroll-view: willShow's `onStart(end.height)`: the floating keyboard's
    /// height, 250, becomes the keyboard height and the padding
    /// `interpolate(250, [0, 250], [0, 250]) = 250`, both insets; willHide's `onEnd(0)` puts
    /// them back to 0 when its did-task runs (0.5 s for curve 7).
    @Test func rnkcAwareScrollViewPadsByTheFloatingKeyboardsHeight() throws {
        let frames = try Self.frames(handler: "rnkc-aware-scroll-view", [
            Self.event(0, "keyboardWillShow", PadKeyboardTests.floating), Self.event(0.6, "keyboardWillHide", PadKeyboardTests.floating),
        ])
        #expect(frames[35]["inset"] == 250 && frames[35]["kbHeight"] == 250)
        #expect(frames[70]["inset"] == 0 && frames[70]["kbHeight"] == 0)
    }

    /// rnkc-chat-scroll-view ("always"): willShow's `onStart(250)`: padding 250, the inset
    /// `min(1180, 250) = 250`, and the list shifted by it from the bottom: `min(1820 + 250,
    /// 3000 - 1180 + 250) = 2070`; the undock's willHide (`onStart(0)`) drops the inset and
    /// restores `relative = 2070 - 250 = 1820`.
    @Test func rnkcChatScrollViewShiftsByTheFloatingKeyboardsHeight() throws {
        let frames = try Self.frames(handler: "rnkc-chat-scroll-view", [
            Self.event(0, "keyboardWillShow", PadKeyboardTests.floating), Self.event(0.6, "keyboardWillHide", PadKeyboardTests.floating),
        ])
        #expect(frames[0]["offset"] == 1820)
        #expect(frames[35]["padding"] == 250 && frames[35]["inset"] == 250 && frames[35]["offset"] == 2070)
        #expect(frames[70]["padding"] == 0 && frames[70]["inset"] == 0 && frames[70]["offset"] == 1820)
    }

    /// keyboard-layout-guide: a split keyboard is floating (its bottom 813 above 1180): the
    /// guide stays on the rest line 1160 by default; with `followsUndockedKeyboard` it goes
    /// to the keyboard's top, 500 (the table 500 - 48 = 452, the composer 500 - 1160 = -660),
    /// and a zero-rect willChangeFrame (the keyboard dragged) leaves it there.
    @Test func theLayoutGuideReadsASplitKeyboardAsUndocked() throws {
        let events = [Self.event(0, "keyboardWillChangeFrame", Self.split), Self.event(0.6, "keyboardWillChangeFrame", PadKeyboardTests.zero)]
        let frames = try Self.frames(handler: "keyboard-layout-guide", events)
        #expect(frames[30]["guideTop"] == 1160 && frames[30]["viewportH"] == 1112 && frames[30]["composerY"] == 0)
        let following = try Self.frames(handler: "keyboard-layout-guide", config: #"{"followsUndockedKeyboard": true}"#, events)
        #expect(following[30]["guideTop"] == 500 && following[30]["viewportH"] == 452 && following[30]["composerY"] == -660)
        #expect(following[70]["guideTop"] == 500 && following[70]["kbTop"] == 500)
    }
}
