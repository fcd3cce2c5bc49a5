import Handlers
import Testing
@testable import TraceKit

/// Malformed input for the safe-area-padding and form handlers: each mistake is one error
/// at its JSON path.
@Suite struct HandlerInputTests {
    static func form(_ config: String, _ events: [String]) -> String {
        makeTrace(events: events, extra: #""handler": "form", "config": \#(config)"#)
    }

    static func only(_ text: String) throws -> String {
        let found = diagnostics(text)
        try #require(found.count == 1, "got \(found.map(describe))")
        return describe(found[0])
    }

    @Test func aFocusWithoutHeightIsAnError() throws {
        let text = Self.form("{}", [#"{"t": 0.1, "type": "focus", "y": 600}"#])
        #expect(try Self.only(text).hasPrefix("events[0]: missing required key 'height' for a 'focus' event"))
    }

    @Test func aNegativeFocusHeightIsAnError() throws {
        let text = Self.form("{}", [#"{"t": 0.1, "type": "focus", "y": -20, "height": -44}"#])
        #expect(try Self.only(text) == "events[0].height: -44 must not be negative")
    }

    @Test func aNegativeFocusTopIsFine() {
        #expect(diagnostics(Self.form("{}", [#"{"t": 0.1, "type": "focus", "y": -20, "height": 44}"#])).isEmpty)
    }

    @Test func aMisspelledStrategyIsAnErrorWithASuggestion() throws {
        let message = try Self.only(Self.form(#"{"strategy": "frameshift"}"#, []))
        #expect(message.hasPrefix("config.strategy: unknown value \"frameshift\" (did you mean \"frameShift\"?"))
    }

    @Test func aMisspelledDetectionIsAnError() throws {
        let text = makeTrace(extra: #""handler": "safe-area-padding", "config": {"detection": "notifications"}"#)
        #expect(try Self.only(text).hasPrefix("config.detection: unknown value \"notifications\" (did you mean \"notification\"?"))
    }

    /// One error per drag event, at its `type`, naming the config value.
    @Test func aDragOnAFrameShiftFormIsAnError() {
        let text = Self.form(#"{"strategy": "frameShift"}"#, [
            #"{"t": 0.1, "type": "dragBegin", "y": 400}"#,
            #"{"t": 0.2, "type": "dragEnd", "y": 420}"#,
        ])
        let messages = diagnostics(text).map(describe)
        #expect(messages == [
            "events[0].type: form takes 'dragBegin' events only with \"strategy\": \"scrollView\"; this trace's strategy is \"frameShift\" (a frame-shifted form has no scroll view to drag)",
            "events[1].type: form takes 'dragEnd' events only with \"strategy\": \"scrollView\"; this trace's strategy is \"frameShift\" (a frame-shifted form has no scroll view to drag)",
        ])
    }

    @Test func aDragOnAScrollViewFormIsFine() {
        let text = Self.form("{}", [#"{"t": 0.1, "type": "dragBegin", "y": 400}"#, #"{"t": 0.2, "type": "dragEnd", "y": 420}"#])
        #expect(diagnostics(text).isEmpty)
    }

    @Test func anEventTheHandlerDoesNotTakeIsAnError() throws {
        let text = makeTrace(events: [#"{"t": 0.1, "type": "focus", "y": 1, "height": 2}"#], extra: #""handler": "safe-area-padding""#)
        #expect(try Self.only(text).hasPrefix("events[0].type: safe-area-padding does not take 'focus' events"))
    }

    @Test func aPartlyOffScreenFrameIsAccepted() throws {
        let end = #"{"x": 0, "y": 797, "width": 393, "height": 336}"#
        let text = makeTrace(events: [keyboardEvent(end: end)], extra: #""handler": "safe-area-padding""#)
        let trace = try parseTrace(text).get()
        #expect(trace.handler == .safeAreaPadding)
    }
}
