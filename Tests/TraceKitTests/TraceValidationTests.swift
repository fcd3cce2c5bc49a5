import Handlers
import UIKitModel
import TestSupport
import Testing
@testable import TraceKit

/// One bad trace and the only error it must produce, as `PATH: message` (or
/// `LINE:COL: message` for syntax errors, or just `message` at the root).
struct BadTrace: Sendable, CustomTestStringConvertible {
    var text: String
    var error: String

    init(_ text: String, _ error: String) {
        self.text = text
        self.error = error
    }

    /// The error, cut to 150 characters: `swift test` prints it on the line of the case.
    var testDescription: String { error.count <= 150 ? error : error.prefix(147) + "..." }
}

private let docked = #"{"x": 0, "y": 516, "width": 393, "height": 336}"#

@Suite struct TraceValidationTests {
    static let badTraces: [BadTrace] = [
        // JSON syntax: positions.
        BadTrace("", "1:1: the document is empty; expected a JSON value"),
        BadTrace("{\"kbtrace\": 1,\n \"name\": \"a\",\n}", "3:1: trailing comma before '}' is not allowed"),
        BadTrace("{\"name\": \"é\", \"name\": \"b\"}", "1:15: duplicate key 'name'"),
        BadTrace("{\"fps\": NaN}", "1:9: NaN is not allowed in JSON"),
        // The root.
        // The document itself has no path: at its line and column.
        BadTrace("[]", "1:1: expected an object, got an array"),
        BadTrace("\n  \"kbtrace\"", "2:3: expected an object, got \"kbtrace\""),
        BadTrace(makeTrace(kbtrace: nil), "missing required key 'kbtrace'"),
        BadTrace(makeTrace(kbtrace: "2"), "kbtrace: unsupported trace format version 2; this kbreplay reads version 1"),
        BadTrace(makeTrace(kbtrace: "1.5"), "kbtrace: expected an integer, got 1.5"),
        BadTrace(makeTrace(kbtrace: "\"1\""), "kbtrace: expected an integer, got \"1\""),
        BadTrace(makeTrace(extra: #""fsp": 30"#), "unknown key 'fsp' (did you mean 'fps'?)"),
        BadTrace(makeTrace(extra: #""colour": 30"#), "unknown key 'colour' (allowed: $schema, kbtrace, name, handler, description, fps, duration, screen, scrollView, keyboard, view, composer, config, events, expect)"),
        BadTrace(makeTrace(extra: #""config": {"speed": 1}"#), "config: unknown key 'speed' (launch-composer's config takes pinToTopEnabled, deferPinWhileKeyboardHides, keyboardPolicy, composerKeyboardGap, minBottomPadding, indicatorGap, keyboardNearBottomThreshold, nearBottomThreshold, pinnedNearBottomSlack, pinTopPadding, pinVelocity, pinMinDuration, pinMaxDuration, pinnedDriftThreshold, pinnedCorrectionInterval, dismissVelocity, buttonGap, buttonSize, buttonRise, revealAlpha, revealShift, defaultSafeBottom)"),
        // name, description.
        BadTrace(makeTrace(name: nil), "missing required key 'name'"),
        BadTrace(makeTrace(name: #""""#), "name: the name must not be empty"),
        BadTrace(makeTrace(name: #""café""#), "name: \"café\" contains 'é'; a name may only use ASCII letters, digits, '.', '_' and '-'"),
        BadTrace(makeTrace(name: #""a/b""#), "name: \"a/b\" contains '/'; a name may only use ASCII letters, digits, '.', '_' and '-'"),
        BadTrace(makeTrace(name: "7"), "name: expected a string, got 7"),
        BadTrace(makeTrace(extra: #""description": null"#), "description: expected a string, got null"),
        // fps, duration.
        BadTrace(makeTrace(extra: #""fps": 500"#), "fps: 500 is out of range 1...240"),
        BadTrace(makeTrace(extra: #""fps": 0"#), "fps: 0 is out of range 1...240"),
        BadTrace(makeTrace(extra: #""fps": 1e300"#), "fps: 1e300 is out of range 1...240"),
        BadTrace(makeTrace(extra: #""fps": 29.97"#), "fps: expected an integer, got 29.97"),
        BadTrace(makeTrace(extra: #""fps": 1e999"#), "fps: 1e999 is too large for a double"),
        BadTrace(makeTrace(extra: #""duration": 3600.5"#), "duration: 3600.5 is out of range 0...3600 seconds"),
        BadTrace(makeTrace(extra: #""duration": -1"#), "duration: -1 must not be negative"),
        BadTrace(makeTrace(extra: #""duration": "1s""#), "duration: expected a number, got \"1s\""),
        // screen.
        BadTrace(makeTrace(screen: nil), "missing required key 'screen'"),
        BadTrace(makeTrace(screen: "[393, 852]"), "screen: expected an object, got an array"),
        BadTrace(makeTrace(screen: #"{"width": 0, "height": 852}"#), "screen.width: 0 must be greater than 0"),
        BadTrace(makeTrace(screen: #"{"width": 393}"#), "screen: missing required key 'height'"),
        BadTrace(makeTrace(screen: #"{"width": 393, "height": 2e7}"#), "screen.height: 2e7 is out of range 0...1e7"),
        BadTrace(makeTrace(screen: #"{"width": 393, "height": 852, "safeBottom": -34}"#), "screen.safeBottom: -34 must not be negative"),
        BadTrace(makeTrace(screen: #"{"width": 393, "height": 852, "safe_top": 59}"#), "screen: unknown key 'safe_top' (did you mean 'safeTop'?)"),
        // scrollView, composer.
        BadTrace(makeTrace(scrollView: "{}"), "scrollView: missing required key 'contentHeight'"),
        BadTrace(makeTrace(scrollView: #"{"contentHeight": 10, "height": 0}"#), "scrollView.height: 0 must be greater than 0"),
        BadTrace(makeTrace(scrollView: #"{"contentHeight": -10}"#), "scrollView.contentHeight: -10 must not be negative"),
        BadTrace(makeTrace(scrollView: #"{"contentHeight": 10, "topInset": -1}"#), "scrollView.topInset: -1 must not be negative"),
        BadTrace(makeTrace(scrollView: #"{"contentHeight": 10, "offset": "middle"}"#), "scrollView.offset: unknown offset \"middle\" (use a number, \"top\" or \"bottom\")"),
        BadTrace(makeTrace(scrollView: #"{"contentHeight": 10, "offset": true}"#), "scrollView.offset: expected a number, \"top\" or \"bottom\", got true"),
        BadTrace(makeTrace(scrollView: #"{"contentHeight": 10, "offset": -1e999}"#), "scrollView.offset: -1e999 is too large for a double"),
        BadTrace(makeTrace(extra: #""composer": {"height": 0}"#), "composer.height: 0 must be greater than 0"),
        BadTrace(makeTrace(extra: #""composer": {"heigth": 50}"#), "composer: unknown key 'heigth' (did you mean 'height'?)"),
        // config.
        BadTrace(makeTrace(extra: #""config": 1"#), "config: expected an object, got 1"),
        BadTrace(makeTrace(extra: #""config": {"pinToTopEnabled": "yes"}"#), "config.pinToTopEnabled: expected true or false, got \"yes\""),
        BadTrace(makeTrace(extra: #""config": {"deferPinWhileKeyboardHides": 1}"#), "config.deferPinWhileKeyboardHides: expected true or false, got 1"),
        BadTrace(makeTrace(extra: #""config": {"keyboardPolicy": "slide"}"#), "config.keyboardPolicy: unknown value \"slide\" (use \"overlay\" or \"push\")"),
        BadTrace(makeTrace(extra: #""config": {"pinVelocity": 0}"#), "config.pinVelocity: 0 must be greater than 0"),
        BadTrace(makeTrace(extra: #""config": {"pinVelocty": 1}"#), "config: unknown key 'pinVelocty' (did you mean 'pinVelocity'?)"),
        BadTrace(makeTrace(extra: #""config": {"revealAlpha": 1.5}"#), "config.revealAlpha: 1.5 is out of range 0...1"),
        BadTrace(makeTrace(extra: #""config": {"revealAlpha": -0.5}"#), "config.revealAlpha: -0.5 must not be negative"),
        BadTrace(makeTrace(extra: #""config": {"buttonGap": -1}"#), "config.buttonGap: -1 must not be negative"),
        BadTrace(makeTrace(extra: #""config": {"buttonSize": 1.5e7}"#), "config.buttonSize: 1.5e7 is out of range 0...1e7"),
        BadTrace(makeTrace(extra: #""config": {"pinnedCorrectionInterval": 3601}"#), "config.pinnedCorrectionInterval: 3601 is out of range 0...3600 seconds"),
        BadTrace(makeTrace(extra: #""config": {"dismissVelocity": -2e7}"#), "config.dismissVelocity: -2e7 is out of range -1e7...1e7"),
        BadTrace(makeTrace(extra: #""config": {"nearBottomThreshold": 1e400}"#), "config.nearBottomThreshold: 1e400 is too large for a double"),
        BadTrace(makeTrace(extra: #""config": {"pinMaxDuration": 0.1}"#), "config.pinMaxDuration: pinMinDuration (0.16, the default) must not be greater than pinMaxDuration (0.1)"),
        BadTrace(makeTrace(extra: #""config": {"pinMaxDuration": 0.2, "pinMinDuration": 0.3}"#), "config.pinMinDuration: pinMinDuration (0.3) must not be greater than pinMaxDuration (0.2)"),
        // expect.
        BadTrace(makeTrace(extra: #""expect": {"violations": "offset-in-range"}"#), "expect.violations: expected an array of invariant names, got \"offset-in-range\""),
        BadTrace(makeTrace(extra: #""expect": {"violations": ["a", 2]}"#), "expect.violations[1]: expected a string, got 2"),
        BadTrace(makeTrace(extra: #""expect": {"violations": [""]}"#), "expect.violations[0]: an invariant name must not be empty"),
        BadTrace(makeTrace(extra: #""expect": {"violation": []}"#), "expect: unknown key 'violation' (did you mean 'violations'?)"),
        // events: shape, t, type.
        BadTrace(makeTrace(events: nil, extra: #""events": {}"#), "events: expected an array of events, got an object"),
        BadTrace(makeTrace(events: ["3"]), "events[0]: expected an object, got 3"),
        BadTrace(makeTrace(events: [#"{"type": "send"}"#]), "events[0]: missing required key 't'"),
        BadTrace(makeTrace(events: [#"{"t": 1}"#]), "events[0]: missing required key 'type'"),
        BadTrace(makeTrace(events: [#"{"t": -0.1, "type": "send"}"#]), "events[0].t: -0.1 must not be negative"),
        BadTrace(makeTrace(events: [#"{"t": 3601, "type": "send"}"#]), "events[0].t: 3601 is out of range 0...3600 seconds"),
        BadTrace(makeTrace(events: [#"{"t": 1, "type": "Send"}"#]), "events[0].type: unknown event type \"Send\" (did you mean 'send'?)"),
        BadTrace(makeTrace(events: [#"{"t": 1, "type": "explode"}"#]), "events[0].type: unknown event type \"explode\" (launch-composer takes keyboardWillShow, keyboardWillHide, keyboardWillChangeFrame, keyboardDidShow, keyboardDidHide, keyboardDidChangeFrame, geometry, contentSize, composerLayout, extraBottomInset, send, scrollToTopTrigger, pinToTopEnabled, dragBegin, dragMove, dragEnd, tap, tapScrollToBottom)"),
        BadTrace(makeTrace(events: [#"{"t": 1, "type": 3}"#]), "events[0].type: expected an event type string, got 3"),
        BadTrace(makeTrace(events: [#"{"t": 1, "type": "send"}"#, #"{"t": 0.999, "type": "send"}"#]), "events[1].t: 0.999 is earlier than events[0].t (1); events must be sorted by time"),
        BadTrace(makeTrace(events: [#"{"t": 1, "type": "send", "y": 1}"#]), "events[0]: unknown key 'y' for a 'send' event (allowed: t, type)"),
        BadTrace(makeTrace(events: [#"{"t": 1, "type": "dragBegin", "y": 1, "velocity": 1}"#]), "events[0]: unknown key 'velocity' for a 'dragBegin' event (allowed: t, type, y)"),
        // Keyboard events.
        BadTrace(makeTrace(events: [#"{"t": 1, "type": "keyboardWillShow", "end": \#(docked), "curve": 7}"#]), "events[0]: missing required key 'duration' for a 'keyboardWillShow' event"),
        BadTrace(makeTrace(events: [#"{"t": 1, "type": "keyboardWillHide", "duration": 0.25}"#]), "events[0]: missing required key 'curve' for a 'keyboardWillHide' event"),
        BadTrace(makeTrace(events: [keyboardEvent("keyboardDidHide", end: nil)]), "events[0]: missing required key 'end' for a 'keyboardDidHide' event"),
        BadTrace(makeTrace(events: [keyboardEvent(more: #""duraton": 1"#)]), "events[0]: unknown key 'duraton' (did you mean 'duration'?)"),
        BadTrace(makeTrace(events: [#"{"t": 1, "type": "keyboardWillShow", "end": \#(docked), "duration": 0.25, "curve": 5}"#]), "events[0].curve: curve 5 is not a UIKit animation curve (use 0, 1, 2, 3 or 7)"),
        BadTrace(makeTrace(events: [#"{"t": 1, "type": "keyboardWillShow", "end": \#(docked), "duration": 0.25, "curve": 8}"#]), "events[0].curve: curve 8 is not a UIKit animation curve (use 0, 1, 2, 3 or 7)"),
        // Curves the fast path for valid ones hands to the reporting path.
        BadTrace(makeTrace(events: [#"{"t": 1, "type": "keyboardWillShow", "end": \#(docked), "duration": 0.25, "curve": 1e18}"#]), "events[0].curve: 1e18 is too large"),
        BadTrace(makeTrace(events: [#"{"t": 1, "type": "keyboardWillShow", "end": \#(docked), "duration": 0.25, "curve": 7.5}"#]), "events[0].curve: expected an integer, got 7.5"),
        BadTrace(makeTrace(events: [#"{"t": 1, "type": "keyboardWillShow", "end": \#(docked), "duration": 0.25, "curve": -7}"#]), "events[0].curve: curve -7 is not a UIKit animation curve (use 0, 1, 2, 3 or 7)"),
        BadTrace(makeTrace(events: [#"{"t": 1, "type": "keyboardWillShow", "end": \#(docked), "duration": 0.25, "curve": 1e999}"#]), "events[0].curve: 1e999 is too large for a double"),
        BadTrace(makeTrace(events: [#"{"t": 1, "type": "keyboardWillShow", "end": \#(docked), "duration": 0.25, "curve": "7"}"#]), "events[0].curve: expected an integer curve (0, 1, 2, 3 or 7), got \"7\""),
        BadTrace(makeTrace(events: [#"{"t": 1, "type": "keyboardWillShow", "end": \#(docked), "duration": 0.25, "curve": true}"#]), "events[0].curve: expected an integer curve (0, 1, 2, 3 or 7), got true"),
        BadTrace(makeTrace(events: [#"{"t": 1, "type": "keyboardWillShow", "end": \#(docked), "duration": 0.25, "curve": 9007199254740993}"#]), "events[0].curve: 9007199254740993 is too large"),
        BadTrace(makeTrace(events: [#"{"t": 1, "type": "keyboardWillShow", "end": \#(docked), "duration": 0.25, "curve": 7.5}"#]), "events[0].curve: expected an integer, got 7.5"),
        BadTrace(makeTrace(events: [#"{"t": 1, "type": "keyboardWillShow", "end": \#(docked), "duration": 0.25, "curve": "7"}"#]), "events[0].curve: expected an integer curve (0, 1, 2, 3 or 7), got \"7\""),
        BadTrace(makeTrace(events: [#"{"t": 1, "type": "keyboardWillShow", "end": \#(docked), "duration": 3601, "curve": 7}"#]), "events[0].duration: 3601 is out of range 0...3600 seconds"),
        BadTrace(makeTrace(events: [#"{"t": 1, "type": "keyboardWillShow", "end": \#(docked), "duration": -0.25, "curve": 7}"#]), "events[0].duration: -0.25 must not be negative"),
        BadTrace(makeTrace(events: [keyboardEvent(end: #"{"x": 0, "y": 516, "width": 393, "height": "336"}"#)]), "events[0].end.height: expected a number, got \"336\""),
        BadTrace(makeTrace(events: [keyboardEvent(end: #"{"x": 0, "y": 516, "width": 393}"#)]), "events[0].end: missing required key 'height'"),
        BadTrace(makeTrace(events: [keyboardEvent(end: #"{"x": 0, "y": 516, "wdth": 393, "height": 336}"#)]), "events[0].end: unknown key 'wdth' (did you mean 'width'?)"),
        BadTrace(makeTrace(events: [keyboardEvent(end: #"{"x": 0, "y": 1e999, "width": 393, "height": 336}"#)]), "events[0].end.y: 1e999 is too large for a double"),
        BadTrace(makeTrace(events: [keyboardEvent(end: #"{"x": 0, "y": 516, "width": -393, "height": 336}"#)]), "events[0].end.width: -393 must not be negative"),
        BadTrace(makeTrace(events: [keyboardEvent(end: #"{"x": 0, "y": 400, "width": 393, "height": 336}"#)]), "events[0].end: keyboard end frame (x 0, y 400, width 393, height 336) is floating: its bottom edge is at 736, more than 1 pt above the screen's at 852; a keyboard end frame must be docked (bottom edge at the screen bottom), partly off-screen (a hardware keyboard's shortcut bar: top above the screen bottom, bottom edge below it) or hidden (y >= 852 or zero size); floating, undocked and split keyboards exist only on an iPad: give \"screen\": {\"idiom\": \"pad\"}"),
        BadTrace(makeTrace(events: [keyboardEvent(end: #"{"x": 0, "y": 514.5, "width": 393, "height": 336}"#)]), "events[0].end: keyboard end frame (x 0, y 514.5, width 393, height 336) is floating: its bottom edge is at 850.5, more than 1 pt above the screen's at 852; a keyboard end frame must be docked (bottom edge at the screen bottom), partly off-screen (a hardware keyboard's shortcut bar: top above the screen bottom, bottom edge below it) or hidden (y >= 852 or zero size); floating, undocked and split keyboards exist only on an iPad: give \"screen\": {\"idiom\": \"pad\"}"),
        BadTrace(makeTrace(events: [keyboardEvent(end: #"{"x": 0, "y": 850, "width": 393, "height": 0}"#)]), "events[0].end: keyboard end frame (x 0, y 850, width 393, height 0) is floating: its bottom edge is at 850, more than 1 pt above the screen's at 852; a keyboard end frame must be docked (bottom edge at the screen bottom), partly off-screen (a hardware keyboard's shortcut bar: top above the screen bottom, bottom edge below it) or hidden (y >= 852 or zero size); floating, undocked and split keyboards exist only on an iPad: give \"screen\": {\"idiom\": \"pad\"}"),
        BadTrace(makeTrace(events: [keyboardEvent(more: #""begin": {"x": 0, "y": 852, "width": 393, "height": -336}"#)]), "events[0].begin.height: -336 must not be negative"),
        BadTrace(makeTrace(events: [keyboardEvent(more: #""begin": [0, 852, 393, 336]"#)]), "events[0].begin: expected an object, got an array"),
        // Other events.
        BadTrace(makeTrace(events: [#"{"t": 1, "type": "contentSize", "height": -1}"#]), "events[0].height: -1 must not be negative"),
        BadTrace(makeTrace(events: [#"{"t": 1, "type": "contentSize"}"#]), "events[0]: missing required key 'height' for a 'contentSize' event"),
        BadTrace(makeTrace(events: [#"{"t": 1, "type": "composerLayout", "height": -2e7}"#]), "events[0].height: -2e7 is out of range -1e7...1e7"),
        BadTrace(makeTrace(events: [#"{"t": 1, "type": "extraBottomInset", "value": -1}"#]), "events[0].value: -1 must not be negative"),
        BadTrace(makeTrace(events: [#"{"t": 1, "type": "pinToTopEnabled", "value": 1}"#]), "events[0].value: expected true or false, got 1"),
        BadTrace(makeTrace(events: [#"{"t": 1, "type": "dragBegin", "y": -1}"#]), "events[0].y: -1 must not be negative"),
        BadTrace(makeTrace(events: [#"{"t": 1, "type": "dragBegin", "y": 1}"#, #"{"t": 2, "type": "dragEnd", "y": 1, "velocity": 1e8}"#]), "events[1].velocity: 1e8 is out of range -1e7...1e7"),
        BadTrace(makeTrace(events: [#"{"t": 1, "type": "tap", "y": "top"}"#]), "events[0].y: expected a number, got \"top\""),
        // Drag sequences.
        BadTrace(makeTrace(events: [#"{"t": 1, "type": "dragMove", "y": 1}"#]), "events[0].type: dragMove without a dragBegin before it (a drag is dragBegin, any dragMoves, dragEnd)"),
        BadTrace(makeTrace(events: [#"{"t": 1, "type": "dragEnd", "y": 1}"#]), "events[0].type: dragEnd without a dragBegin before it (a drag is dragBegin, any dragMoves, dragEnd)"),
        BadTrace(makeTrace(events: [#"{"t": 1, "type": "dragBegin", "y": 1}"#, #"{"t": 1, "type": "dragMove", "y": 2}"#, #"{"t": 1, "type": "dragBegin", "y": 1}"#]), "events[2].type: dragBegin inside a drag: the drag begun at events[0] has not ended (add a dragEnd before this event)"),
        BadTrace(makeTrace(events: [#"{"t": 1, "type": "dragBegin", "y": 1}"#, #"{"t": 1, "type": "dragEnd", "y": 2}"#, #"{"t": 1, "type": "dragMove", "y": 1}"#]), "events[2].type: dragMove without a dragBegin before it (a drag is dragBegin, any dragMoves, dragEnd)"),
    ]

    @Test(arguments: badTraces)
    func badTraceNamesItsOnlyError(bad: BadTrace) {
        #expect(diagnostics(bad.text).map(describe) == [bad.error])
    }

    @Test func keysStartingWithXAreIgnoredEverywhere() throws {
        let text = makeTrace(
            screen: #"{"width": 393, "height": 852, "x-notch": true}"#,
            scrollView: #"{"contentHeight": 10, "x-": null}"#,
            events: [keyboardEvent(end: #"{"x": 0, "y": 516, "width": 393, "height": 336, "x-source": "sim"}"#, more: #""x-n": 1"#)],
            extra: #""x-meta": {"a": [1]}, "config": {"x-why": "test"}, "expect": {"x-todo": 1}, "composer": {"x-c": 0}"#)
        let trace = try parseTrace(text).get()
        #expect(trace.events.count == 1)
        #expect(trace.expectedViolations == [])
    }

    @Test func equalTimesAndNanosecondTiesAreSorted() throws {
        // 0.1 and 0.1000000000001 are both 100_000_000 ns: equal for the engine. Order is
        // checked on `t` as written (docs/formats.md), so the smaller comes first.
        let text = makeTrace(events: [#"{"t": 0.1, "type": "send"}"#, #"{"t": 0.1000000000001, "type": "send"}"#])
        let trace = try parseTrace(text).get()
        #expect(trace.events.map(\.time) == [100_000_000, 100_000_000])
    }

    @Test func aTraceMayEndMidDrag() {
        let text = makeTrace(events: [#"{"t": 1, "type": "dragBegin", "y": 1}"#, #"{"t": 2, "type": "dragMove", "y": 5}"#])
        #expect(diagnostics(text) == [])
    }

    @Test func extremesInRangeAreAccepted() throws {
        let text = makeTrace(
            screen: #"{"width": 1e7, "height": 1e7, "safeTop": 0, "safeBottom": 1e7}"#,
            scrollView: #"{"contentHeight": 1e7, "offset": -1e7, "height": 1e-300}"#,
            events: [#"{"t": 3600, "type": "composerLayout", "height": -1e7}"#],
            extra: #""fps": 240, "duration": 3600, "config": {"dismissVelocity": -1e7, "revealAlpha": 0, "pinMinDuration": 3600, "pinMaxDuration": 3600}"#)
        let trace = try parseTrace(text).get()
        #expect(trace.duration == 3_600_000_000_000)
        #expect(trace.lastFrameIndex == 864_000)
    }
}

/// Issue 30: the docked/floating rule on numbers written with 6 decimals, and the
/// bottom edge in messages as the numbers were written.
@Suite("Keyboard frames 1 pt from the screen bottom")
struct KeyboardFrameRoundingTests {
    /// A screen of 1262.541167 pt (as a recorder writes it) and a keyboard of 348.6 pt at
    /// y 912.941167: its bottom edge is 1261.541167, exactly 1 pt above the screen's,
    /// docked by the rule (within 1 pt). In binary the sum is 1261.5411669999999, 1 pt
    /// and 2.3e-13 above: it was rejected as floating.
    @Test func aKeyboardExactly1PtAboveTheBottomIsDocked() throws {
        let screen = #"{"width": 1024, "height": 1262.541167}"#
        for y in ["912.941167", "914.941167", "913.941167"] {
            let end = #"{"x": 0, "y": \#(y), "width": 1024, "height": 348.6}"#
            let trace = makeTrace(screen: screen, events: [keyboardEvent(end: end)])
            #expect(diagnostics(trace).map(\.message) == [], "y \(y)")
            #expect(KeyboardFrameKind(Rect(x: 0, y: Double(y)!, width: 1024, height: 348.6), screenHeight: 1262.541167) == .docked)
        }
    }

    /// 0.00001 pt past the 1 pt on either side is past the rounding too: floating above,
    /// partly off-screen below.
    @Test func justPastTheToleranceIsFloatingOrPartlyOffScreen() {
        #expect(KeyboardFrameKind(Rect(x: 0, y: 912.941157, width: 1024, height: 348.6), screenHeight: 1262.541167) == .floating)
        #expect(KeyboardFrameKind(Rect(x: 0, y: 914.941177, width: 1024, height: 348.6), screenHeight: 1262.541167) == .partlyOffScreen)
    }

    /// The message prints the bottom edge as the sum of the numbers written, 1260.541167
    /// (in binary 1260.5411669999999), 2 pt above the screen's.
    @Test func theMessagePrintsTheBottomEdgeAsWritten() {
        let end = #"{"x": 0, "y": 912.941167, "width": 1024, "height": 347.6}"#
        let trace = makeTrace(screen: #"{"width": 1024, "height": 1262.541167}"#, events: [keyboardEvent(end: end)])
        let messages = diagnostics(trace).map(\.message)
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix(
            "keyboard end frame (x 0, y 912.941167, width 1024, height 347.6) is floating: its bottom edge is at 1260.541167, "
                + "more than 1 pt above the screen's at 1262.541167;") == true)
    }
}
