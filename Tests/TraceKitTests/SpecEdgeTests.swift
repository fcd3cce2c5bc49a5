import Handlers
import Testing
@testable import TraceKit
import UIKitModel

/// Issue 45: four edges where kbreplay departed from the format as settled (the 1 pt rule,
/// one error per mistake, an invalid handler, where a key's error is).
struct SpecEdgeTests {
    /// A keyboard of 336 pt on an 852 pt screen whose bottom edge is `offset` pt below the
    /// screen's (negative: above).
    static func keyboard(bottomEdgeBelowScreenBy offset: String) -> String {
        // 852 - 336 = 516, written as the decimal sum so that no arithmetic here rounds.
        let y = ["-1.000001": "514.999999", "1.000001": "517.000001", "-1": "515", "1": "517"][offset]!
        return #"{"x": 0, "y": \#(y), "width": 393, "height": 336}"#
    }

    /// 1.000001 pt above the screen bottom is floating (an error), 1.000001 pt below it is
    /// partly off-screen: the 1e-9 covers binary rounding, not a millionth of a point.
    @Test func aMillionthOfAPointPastTheRuleIsPastIt() {
        #expect(KeyboardFrameKind(Rect(x: 0, y: 514.999999, width: 393, height: 336), screenHeight: 852) == .floating)
        #expect(KeyboardFrameKind(Rect(x: 0, y: 517.000001, width: 393, height: 336), screenHeight: 852) == .partlyOffScreen)
        #expect(KeyboardFrameKind(Rect(x: 0, y: 515, width: 393, height: 336), screenHeight: 852) == .docked)
        #expect(KeyboardFrameKind(Rect(x: 0, y: 517, width: 393, height: 336), screenHeight: 852) == .docked)

        let above = makeTrace(events: [keyboardEvent(end: Self.keyboard(bottomEdgeBelowScreenBy: "-1.000001"))])
        let messages = diagnostics(above).map(describe)
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix(
            "events[0].end: keyboard end frame (x 0, y 514.999999, width 393, height 336) is floating: its bottom edge is at "
                + "850.999999, more than 1 pt above the screen's at 852;") == true)
        let below = makeTrace(events: [keyboardEvent(end: Self.keyboard(bottomEdgeBelowScreenBy: "1.000001"))])
        #expect(diagnostics(below).isEmpty)
    }

    /// 892.92 + 223.48 is 1116.4 as written, exactly 1 pt above a 1117.4 pt screen's bottom;
    /// in doubles the sum is 1116.3999999999999, 1 pt and 2.3e-13 above: docked (the
    /// 1e-9), and so is the frame 1 pt below (894.92 + 223.48 = 1118.4).
    @Test func decimalsExactly1PtAwayAreDocked() {
        #expect(KeyboardFrameKind(Rect(x: 0, y: 892.92, width: 820, height: 223.48), screenHeight: 1117.4) == .docked)
        #expect(KeyboardFrameKind(Rect(x: 0, y: 894.92, width: 820, height: 223.48), screenHeight: 1117.4) == .docked)
        let screen = #"{"width": 820, "height": 1117.4}"#
        let end = #"{"x": 0, "y": 892.92, "width": 820, "height": 223.48}"#
        #expect(diagnostics(makeTrace(screen: screen, events: [keyboardEvent(end: end)])).isEmpty)
        // The start keyboard of a situation is classified by the same rule.
        let start = makeTrace(screen: screen, extra: #""keyboard": {"frame": \#(end)}"#)
        #expect(diagnostics(start).isEmpty)
    }

    /// `scrollToBottom` with a `y` in a launch-composer trace: the handler does not take the
    /// type, and that is the one error (the `y` is not checked against the type).
    @Test func anEventOfATypeNotTakenGetsThatErrorAlone() {
        let text = makeTrace(events: [#"{"t": 1, "type": "scrollToBottom", "y": 300}"#])
        let messages = diagnostics(text).map(describe)
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("events[0].type: launch-composer does not take 'scrollToBottom' events; it takes") == true)
        // Its `t` is still checked: that does not depend on the type.
        let negative = makeTrace(events: [#"{"t": -1, "type": "scrollToBottom", "y": 300}"#])
        #expect(diagnostics(negative).map(describe).first == "events[0].t: -1 must not be negative")
        #expect(diagnostics(negative).count == 2)
    }

    static let bogusHandlerError = "handler: unknown handler \"bogus\"; the handlers are "
        + HandlerKind.builtIn.map(\.name).joined(separator: ", ")

    /// `"handler": "bogus"` skips the checks that need the handler (config keys, the types
    /// it takes), not a negative `t`, a type's keys and values, or an unknown type.
    @Test func anInvalidHandlerHidesOnlyTheChecksThatNeedIt() {
        let events = [
            #"{"t": -1, "type": "send"}"#,
            #"{"t": 1, "type": "scrollToBottom", "why": 1}"#,
            #"{"t": 2, "type": "dragBegin", "y": -5}"#,
            #"{"t": 3, "type": "jump"}"#,
        ]
        let expected = [
            Self.bogusHandlerError,
            "events[0].t: -1 must not be negative",
            "events[1]: unknown key 'why' for a 'scrollToBottom' event (allowed: t, type, animated)",
            "events[2].y: -5 must not be negative",
            "events[3].type: unknown event type \"jump\" (no handler takes it)",
        ]
        let streamed = makeTrace(events: events, extra: #""handler": "bogus", "config": {"gap": 1}"#)
        #expect(diagnostics(streamed).map(describe) == expected)
        // The same with `handler` after `events` (the events are decoded from the tape).
        let onTape = makeTrace(events: nil, extra: "\"events\": [\n" + events.joined(separator: ",\n") + "\n], \"handler\": \"bogus\"")
        #expect(diagnostics(onTape).map(describe) == Array(expected.dropFirst()) + [Self.bogusHandlerError])
        // `config` must still be an object; its keys are not checked.
        let config = makeTrace(extra: #""handler": "bogus", "config": [1]"#)
        #expect(diagnostics(config).map(describe) == [Self.bogusHandlerError, "config: expected an object, got an array"])
    }

    /// A key's error is at its object's path and names the key; a root key's is at the
    /// file alone.
    @Test func keyErrorsAreAtTheirObjectsPath() {
        let missing = diagnostics(makeTrace(name: nil)).map { $0.formatted(file: "trace.json") }
        #expect(missing == ["trace.json: missing required key 'name'"])
        let unknown = diagnostics(makeTrace(events: [#"{"t": 1, "type": "send", "why": 1}"#])).map { $0.formatted(file: "trace.json") }
        #expect(unknown == ["trace.json: events[0]: unknown key 'why' for a 'send' event (allowed: t, type)"])
        let root = diagnostics(makeTrace(extra: #""colour": 1"#)).map { $0.formatted(file: "trace.json") }
        #expect(root.first?.hasPrefix("trace.json: unknown key 'colour'") == true)
    }
}
