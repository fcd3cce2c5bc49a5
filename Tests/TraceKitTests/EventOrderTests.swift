import Testing
@testable import TraceKit

/// Event order and finger positions (`docs/formats.md`, validation).
struct EventOrderTests {
    /// Sorting is checked on `t` as written: 0.1000000002 and 0.1000000004 both round to
    /// 100 000 000 ns, yet the second after the first is out of order.
    @Test func orderIsCheckedOnTheWrittenSecondsNotTheNanoseconds() {
        let text = makeTrace(events: [
            #"{"t": 0.1000000004, "type": "send"}"#, #"{"t": 0.1000000002, "type": "send"}"#,
        ])
        #expect(diagnostics(text).map(describe) == [
            "events[1].t: 0.1000000002 is earlier than events[0].t (0.1000000004); events must be sorted by time",
        ])
    }

    /// The other way round, and equal times, are sorted.
    @Test(arguments: [("0.1000000002", "0.1000000004"), ("0.1000000004", "0.1000000004")])
    func increasingOrEqualWrittenTimesAreAccepted(first: String, second: String) {
        let text = makeTrace(events: [#"{"t": \#(first), "type": "send"}"#, #"{"t": \#(second), "type": "send"}"#])
        #expect(diagnostics(text).isEmpty)
    }

    /// The latest time is the latest *valid* one: after an out-of-order `t`, the next
    /// event is compared with the one before it.
    @Test func anOutOfOrderTimeDoesNotBecomeTheLatest() {
        let text = makeTrace(events: [
            #"{"t": 0.5, "type": "send"}"#, #"{"t": 0.1, "type": "send"}"#, #"{"t": 0.3, "type": "send"}"#,
        ])
        #expect(diagnostics(text).map(describe) == [
            "events[1].t: 0.1 is earlier than events[0].t (0.5); events must be sorted by time",
            "events[2].t: 0.3 is earlier than events[0].t (0.5); events must be sorted by time",
        ])
    }

    /// Settled: a negative finger `y` is an error, on every drag type and on a tap.
    @Test(arguments: ["dragBegin", "tap"])
    func negativeFingerIsAnError(type: String) {
        let text = makeTrace(events: [#"{"t": 0.1, "type": "\#(type)", "y": -1}"#])
        let messages = diagnostics(text).map(describe)
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("events[0].y: -1") == true)
    }

    @Test func negativeFingerOnAMoveOrEndIsAnError() {
        let text = makeTrace(events: [
            #"{"t": 0.1, "type": "dragBegin", "y": 10}"#,
            #"{"t": 0.2, "type": "dragMove", "y": -0.5}"#,
            #"{"t": 0.3, "type": "dragEnd", "y": -2}"#,
        ])
        let messages = diagnostics(text).map(describe)
        #expect(messages.count == 2)
        #expect(messages.first?.hasPrefix("events[1].y: -0.5") == true)
        #expect(messages.last?.hasPrefix("events[2].y: -2") == true)
    }
}
