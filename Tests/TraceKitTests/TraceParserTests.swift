import Handlers
import UIKitModel
import TestSupport
import Testing
@testable import TraceKit

@Suite struct TraceDecodingTests {
    static let fullTrace = #"""
    {
      "kbtrace": 1,
      "name": "case1-full-at-bottom-open",
      "description": "Messages fill the screen, user at the bottom, keyboard opens.",
      "fps": 60.0,
      "duration": 1.2,
      "screen": { "width": 393, "height": 852, "safeTop": 59, "safeBottom": 30, "x-device": "iPhone 15" },
      "scrollView": { "height": 800, "topInset": 59, "contentHeight": 2400, "offset": -59 },
      "composer": { "height": 52 },
      "config": { "pinToTopEnabled": true, "deferPinWhileKeyboardHides": true, "keyboardPolicy": "push",
                  "pinVelocity": 2000, "pinMinDuration": 0.1, "dismissVelocity": -2, "revealAlpha": 1 },
      "expect": { "violations": ["offset-in-range"] },
      "x-recorded-by": { "anything": [1, 2, 3] },
      "events": [
        { "t": 0.1, "type": "keyboardWillChangeFrame",
          "begin": { "x": 0, "y": 852, "width": 393, "height": 336 },
          "end":   { "x": 0, "y": 516, "width": 393, "height": 336 },
          "duration": 0.25, "curve": 7 },
        { "t": 0.1, "type": "keyboardWillShow",
          "end": { "x": 0, "y": 516.5, "width": 393, "height": 336 }, "duration": 0.25, "curve": 7.0 },
        { "t": 0.2, "type": "keyboardDidShow", "end": { "x": 0, "y": 516, "width": 393, "height": 336 },
          "duration": 0, "curve": 0 },
        { "t": 0.3, "type": "contentSize", "height": 2500 },
        { "t": 0.3, "type": "composerLayout", "height": -1 },
        { "t": 0.3, "type": "extraBottomInset", "value": 12 },
        { "t": 0.4, "type": "send", "x-note": "tapped twice" },
        { "t": 0.4, "type": "scrollToTopTrigger" },
        { "t": 0.4, "type": "pinToTopEnabled", "value": false },
        { "t": 0.5, "type": "dragBegin", "y": 400 },
        { "t": 0.5166, "type": "dragMove", "y": 420 },
        { "t": 0.55, "type": "dragEnd", "y": 430, "velocity": -850.5 },
        { "t": 0.6, "type": "dragBegin", "y": 400 },
        { "t": 0.7, "type": "dragEnd", "y": 380 },
        { "t": 0.8, "type": "tap", "y": 300 },
        { "t": 0.8, "type": "tap" },
        { "t": 0.9, "type": "tapScrollToBottom" },
        { "t": 1.0, "type": "keyboardWillHide", "duration": 0.25, "curve": 3 },
        { "t": 1.0, "type": "keyboardWillHide", "end": { "x": 0, "y": 852, "width": 393, "height": 336 },
          "duration": 0.25, "curve": 1 },
        { "t": 1.1, "type": "keyboardDidHide", "end": { "x": 0, "y": 0, "width": 0, "height": 0 },
          "duration": 0.25, "curve": 2 },
        { "t": 1.1, "type": "keyboardDidChangeFrame", "end": { "x": -10, "y": 900, "width": 393, "height": 336 },
          "duration": 0.25, "curve": 7 },
        { "t": 1.2, "type": "dragBegin", "y": 0 }
      ]
    }
    """#

    @Test func fullTraceDecodesToTheExactValue() throws {
        let trace = try parseTrace(Self.fullTrace).get()
        var configuration = Configuration()
        configuration.pinToTopEnabled = true
        configuration.deferPinWhileKeyboardHides = true
        configuration.keyboardPolicy = .push
        configuration.pinVelocity = 2000
        configuration.pinMinDuration = 0.1
        configuration.dismissVelocity = -2
        configuration.revealAlpha = 1
        let open = Rect(x: 0, y: 516, width: 393, height: 336)
        func keyboard(_ kind: KeyboardNotification.Kind, begin: Rect? = nil, end: Rect?, ms: Int64, curve: AnimationCurve) -> Event {
            .keyboard(KeyboardNotification(kind: kind, begin: begin, end: end, duration: ms * 1_000_000, curve: curve))
        }
        let expected = Trace(
            name: "case1-full-at-bottom-open",
            description: "Messages fill the screen, user at the bottom, keyboard opens.",
            fps: 60,
            duration: 1_200_000_000,
            scenario: Scenario(
                screen: Screen(width: 393, height: 852, safeTop: 59, safeBottom: 30),
                viewportHeight: 800, topInset: 59, contentHeight: 2400, initialOffset: .value(-59), composerHeight: 52,
                configuration: configuration),
            events: [
                TimedEvent(time: 100_000_000, event: keyboard(.willChangeFrame, begin: Rect(x: 0, y: 852, width: 393, height: 336), end: open, ms: 250, curve: .keyboard)),
                TimedEvent(time: 100_000_000, event: keyboard(.willShow, end: Rect(x: 0, y: 516.5, width: 393, height: 336), ms: 250, curve: .keyboard)),
                TimedEvent(time: 200_000_000, event: keyboard(.didShow, end: open, ms: 0, curve: .easeInOut)),
                TimedEvent(time: 300_000_000, event: .contentSize(height: 2500)),
                TimedEvent(time: 300_000_000, event: .composerLayout(height: -1)),
                TimedEvent(time: 300_000_000, event: .extraBottomInset(value: 12)),
                TimedEvent(time: 400_000_000, event: .send),
                TimedEvent(time: 400_000_000, event: .scrollToTopTrigger),
                TimedEvent(time: 400_000_000, event: .pinToTopEnabled(false)),
                TimedEvent(time: 500_000_000, event: .dragBegin(y: 400)),
                TimedEvent(time: 516_600_000, event: .dragMove(y: 420)),
                TimedEvent(time: 550_000_000, event: .dragEnd(y: 430, velocity: -850.5)),
                TimedEvent(time: 600_000_000, event: .dragBegin(y: 400)),
                TimedEvent(time: 700_000_000, event: .dragEnd(y: 380, velocity: nil)),
                TimedEvent(time: 800_000_000, event: .tap(y: 300)),
                TimedEvent(time: 800_000_000, event: .tap(y: nil)),
                TimedEvent(time: 900_000_000, event: .tapScrollToBottom),
                TimedEvent(time: 1_000_000_000, event: keyboard(.willHide, end: nil, ms: 250, curve: .linear)),
                TimedEvent(time: 1_000_000_000, event: keyboard(.willHide, end: Rect(x: 0, y: 852, width: 393, height: 336), ms: 250, curve: .easeIn)),
                TimedEvent(time: 1_100_000_000, event: keyboard(.didHide, end: Rect(x: 0, y: 0, width: 0, height: 0), ms: 250, curve: .easeOut)),
                TimedEvent(time: 1_100_000_000, event: keyboard(.didChangeFrame, end: Rect(x: -10, y: 900, width: 393, height: 336), ms: 250, curve: .keyboard)),
                TimedEvent(time: 1_200_000_000, event: .dragBegin(y: 0)),
            ],
            expectedViolations: ["offset-in-range"])
        #expect(trace == expected)
        #expect(trace.lastFrameIndex == 72)
        #expect(trace.frameCount == 73)
    }

    @Test func minimalTraceTakesEveryDefault() throws {
        let text = #"{"kbtrace": 1, "name": "m", "screen": {"width": 390, "height": 844}, "scrollView": {"contentHeight": 100}}"#
        let trace = try parseTrace(text).get()
        let expected = Trace(
            name: "m", description: nil, fps: 60, duration: 1_000_000_000,
            scenario: Scenario(
                screen: Screen(width: 390, height: 844, safeTop: 0, safeBottom: 34), viewportHeight: 844, topInset: 0,
                contentHeight: 100, initialOffset: .bottom, composerHeight: 48, configuration: Configuration()),
            events: [], expectedViolations: nil)
        #expect(trace == expected)
        #expect(trace.frameCount == 61)
    }

    @Test func safeBottomDefaultsToTheConfiguredDefault() throws {
        let text = makeTrace(extra: #""config": {"defaultSafeBottom": 21}"#)
        let trace = try parseTrace(text).get()
        #expect(trace.scenario.screen.safeBottom == 21)
        #expect(trace.scenario.configuration.defaultSafeBottom == 21)
    }

    @Test(arguments: [
        ([String](), Int64(1_000_000_000)),
        ([#"{"t": 0.5, "type": "send"}"#], 1_500_000_000),
        ([#"{"t": 0.1, "type": "send"}"#, #"{"t": 2.25, "type": "send"}"#], 3_250_000_000),
        ([#"{"t": 3600, "type": "send"}"#], 3_601_000_000_000),
    ] as [([String], Int64)])
    func defaultDurationIsLastEventPlusOneSecond(events: [String], expected: Int64) throws {
        let trace = try parseTrace(makeTrace(events: events)).get()
        #expect(trace.duration == expected)
    }

    @Test(arguments: [("\"top\"", InitialOffset.top), ("\"bottom\"", .bottom), ("120.5", .value(120.5)), ("-59", .value(-59))])
    func scrollViewOffset(json: String, expected: InitialOffset) throws {
        let trace = try parseTrace(makeTrace(scrollView: #"{"contentHeight": 10, "offset": \#(json)}"#)).get()
        #expect(trace.scenario.initialOffset == expected)
    }

    @Test(arguments: [
        ("{\"x\": 0, \"y\": 516, \"width\": 393, \"height\": 336}", "docked"),
        ("{\"x\": 0, \"y\": 517, \"width\": 393, \"height\": 336}", "docked within 1 pt below"),
        ("{\"x\": 0, \"y\": 515, \"width\": 393, \"height\": 336}", "docked within 1 pt above"),
        ("{\"x\": 0, \"y\": 852, \"width\": 393, \"height\": 336}", "hidden at the screen bottom"),
        ("{\"x\": 0, \"y\": 2000, \"width\": 393, \"height\": 0}", "hidden below"),
        ("{\"x\": 5, \"y\": 300, \"width\": 0, \"height\": 0}", "zero size"),
        ("{\"x\": -393, \"y\": 516, \"width\": 393, \"height\": 336}", "docked, off to the side: widths and x are not checked"),
    ])
    func acceptedKeyboardEndFrames(end: String, _: String) {
        #expect(diagnostics(makeTrace(events: [keyboardEvent(end: end)])) == [])
    }

    @Test func frameCountUsesIntegerCeiling() throws {
        let trace = try parseTrace(makeTrace(extra: #""fps": 240, "duration": 0.0041"#)).get()
        #expect(trace.duration == 4_100_000)
        #expect(trace.lastFrameIndex == 1)  // ceil(0.984)
        let zero = try parseTrace(makeTrace(extra: #""duration": 0"#)).get()
        #expect(zero.frameCount == 1)
    }

    @Test func replayYieldsEveryFrame() throws {
        let trace = try parseTrace(makeTrace(extra: #""fps": 10, "duration": 0.5"#)).get()
        #expect(Array(trace.makeReplay()).map(\.index) == [0, 1, 2, 3, 4, 5])
    }
}

@Suite struct TraceDiagnosticTests {
    @Test func formatting() {
        let syntax = TraceDiagnostic(location: .position(SourcePosition(line: 14, column: 7)), message: "m")
        #expect(syntax.formatted(file: "trace.json") == "trace.json:14:7: m")
        let path = TraceDiagnostic(location: .path("events[12].end.height"), message: "m")
        #expect(path.formatted(file: "trace.json") == "trace.json: events[12].end.height: m")
        let root = TraceDiagnostic(location: .path(""), message: "m")
        #expect(root.formatted(file: "trace.json") == "trace.json: m")
    }

    @Test func syntaxErrorIsTheOnlyDiagnostic() {
        let text = "{\n  \"kbtrace\": 2,\n  \"name\": \"\",\n  \"fps\": 1,\n  \"fps\": 2\n}"
        #expect(diagnostics(text) == [
            TraceDiagnostic(location: .position(SourcePosition(line: 5, column: 3)), message: "duplicate key 'fps'"),
        ])
    }

    @Test func independentErrorsAreAllReportedInDocumentOrder() {
        // Events come before screen and config in this file; the errors still come out
        // in document order.
        let text = """
            {
              "events": [
                {"t": 0.5, "type": "send", "y": 3},
                {"t": 0.2, "type": "keyboardWillShow", "end": {"x": 0, "y": 400, "width": 393, "height": 300}, "duration": 0.25, "curve": 5},
                {"t": 0.6, "type": "dragMove", "y": 1}
              ],
              "kbtrace": 1,
              "name": "bad name",
              "fps": 500,
              "screen": {"width": 393, "height": 852, "safeTop": -1},
              "scrollView": {"contentHeight": "2400", "offsett": 0},
              "config": {"pinVelocity": 0, "pinMinDuration": 0.5},
              "duraton": 2
            }
            """
        #expect(diagnostics(text).map(describe) == [
            "events[0]: unknown key 'y' for a 'send' event (allowed: t, type)",
            "events[1].t: 0.2 is earlier than events[0].t (0.5); events must be sorted by time",
            "events[1].end: keyboard end frame (x 0, y 400, width 393, height 300) is floating: its bottom edge is at 700, more than 1 pt above the screen's at 852; a keyboard end frame must be docked (bottom edge at the screen bottom), partly off-screen (a hardware keyboard's shortcut bar: top above the screen bottom, bottom edge below it) or hidden (y >= 852 or zero size); floating, undocked and split keyboards exist only on an iPad: give \"screen\": {\"idiom\": \"pad\"}",
            "events[1].curve: curve 5 is not a UIKit animation curve (use 0, 1, 2, 3 or 7)",
            "events[2].type: dragMove without a dragBegin before it (a drag is dragBegin, any dragMoves, dragEnd)",
            "name: \"bad name\" contains ' '; a name may only use ASCII letters, digits, '.', '_' and '-'",
            "fps: 500 is out of range 1...240",
            "screen.safeTop: -1 must not be negative",
            "scrollView.contentHeight: expected a number, got \"2400\"",
            "scrollView: unknown key 'offsett' (did you mean 'offset'?)",
            "config.pinVelocity: 0 must be greater than 0",
            "config.pinMinDuration: pinMinDuration (0.5) must not be greater than pinMaxDuration (0.26, the default)",
            "unknown key 'duraton' (did you mean 'duration'?)",
        ])
    }

    @Test(arguments: [
        // The screen height is invalid: end frames are not classified against it.
        (makeTrace(screen: #"{"width": 393, "height": "852"}"#, events: [keyboardEvent(end: #"{"x": 0, "y": 100, "width": 393, "height": 100}"#)]),
         ["screen.height: expected a number, got \"852\""]),
        // An invalid end frame is not classified either.
        (makeTrace(events: [keyboardEvent(end: #"{"x": 0, "y": 100, "width": 393, "height": -5}"#)]),
         ["events[0].end.height: -5 must not be negative"]),
        // An invalid time is not compared with its neighbours.
        (makeTrace(events: [#"{"t": 1, "type": "send"}"#, #"{"t": "0.5", "type": "send"}"#, #"{"t": 2, "type": "send"}"#]),
         ["events[1].t: expected a number, got \"0.5\""]),
        // An invalid pinMinDuration is not compared with pinMaxDuration.
        (makeTrace(extra: #""config": {"pinMaxDuration": 0.1, "pinMinDuration": -1}"#),
         ["config.pinMinDuration: -1 must not be negative"]),
        // An unknown event type: its fields are not checked against any type.
        (makeTrace(events: [#"{"t": 1, "type": "keyboardWillShw", "end": 3}"#]),
         ["events[0].type: unknown event type \"keyboardWillShw\" (did you mean 'keyboardWillShow'?)"]),
        // A misspelt required key is not also reported missing.
        (makeTrace(name: nil, extra: #""nme": "x""#),
         ["unknown key 'nme' (did you mean 'name'?)"]),
        (makeTrace(events: [#"{"t": 1, "typ": "send"}"#]),
         ["events[0]: unknown key 'typ' (did you mean 'type'?)"]),
        // A non-object screen: nothing inside it, or depending on it, is checked.
        (makeTrace(screen: "[393, 852]", events: [keyboardEvent(end: #"{"x": 0, "y": 100, "width": 393, "height": 100}"#)]),
         ["screen: expected an object, got an array"]),
    ])
    func dependentChecksAreSkipped(text: String, expected: [String]) {
        #expect(diagnostics(text).map(describe) == expected)
    }
}
