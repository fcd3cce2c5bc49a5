import Testing
@testable import TraceKit

/// rnkc-aware-scroll-view's config: errors at the key, naming the allowed keys or values.
struct RNKCAwareScrollViewConfigTests {
    static let handler = #""handler": "rnkc-aware-scroll-view""#
    static let keys = "bottomOffset, extraKeyboardSpace, disableScrollOnKeyboardHide, keyboardDismissMode, defaultSafeBottom"

    @Test func lagFramesIsNotItsKey() {
        let text = makeTrace(extra: Self.handler + #", "config": {"lagFrames": 1}"#)
        #expect(diagnostics(text).map(describe) == [
            "config: unknown key 'lagFrames': it is js-padding's (set \"handler\": \"js-padding\" to use it); "
                + "rnkc-aware-scroll-view's config takes \(Self.keys)",
        ])
    }

    @Test func anUnknownDismissModeNamesTheAllowedOnes() {
        let text = makeTrace(extra: Self.handler + #", "config": {"keyboardDismissMode": "onDrag"}"#)
        #expect(diagnostics(text).map(describe) == [#"config.keyboardDismissMode: unknown value "onDrag" (use "none" or "interactive")"#])
    }

    @Test func aGeometryEventIsNotTaken() {
        let text = makeTrace(events: [#"{"t": 1, "type": "send"}"#], extra: Self.handler)
        #expect(diagnostics(text).map(describe).first?.hasPrefix("events[0].type: rnkc-aware-scroll-view does not take 'send' events") == true)
    }
}
