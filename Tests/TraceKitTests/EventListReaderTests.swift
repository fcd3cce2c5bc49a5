import Handlers
import Testing
@testable import TraceKit
import UIKitModel

/// The events decoded while the document is read (`EventListReader`) are the events,
/// and the errors, of a decoding from the whole document.
@Suite struct EventListReaderTests {
    static let head = #"{"kbtrace": 1, "name": "t", "scrollView": {"contentHeight": 2400}, "#

    /// `screen` after `events`: the end frame is checked against that screen (a bottom
    /// edge at 436 is 164 pt above the bottom of a 600 pt screen: floating).
    @Test func aScreenAfterTheEventsIsTheOneTheyAreCheckedAgainst() {
        let text = Self.head + #""events": [{"t": 0, "type": "keyboardWillShow", "end": {"x": 0, "y": 100, "width": 393, "height": 336}, "duration": 0.25, "curve": 7}], "#
            + #""screen": {"width": 393, "height": 600}}"#
        let found = diagnostics(text).map(describe)
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("events[0].end: keyboard end frame (x 0, y 100, width 393, height 336) is floating: its bottom edge is at 436, more than 1 pt above the screen's at 600;") == true)
    }

    /// `handler` after `events`: the events are that handler's (launch-chat-view takes no
    /// `send`; the default handler does).
    @Test func aHandlerAfterTheEventsIsTheOneTheyAreFor() {
        let text = Self.head + #""screen": {"width": 393, "height": 852}, "events": [{"t": 1, "type": "send"}], "handler": "launch-chat-view"}"#
        #expect(diagnostics(text).map(describe).first?.hasPrefix("events[0].type: launch-chat-view does not take 'send' events") == true)
    }

    /// A syntax error after the events is the only error, though an event had one.
    @Test func aSyntaxErrorAfterTheEventsIsTheOnlyError() {
        let text = Self.head + #""screen": {"width": 393, "height": 852}, "events": [{"t": 1, "type": "sned"}], "x-a": tru}"#
        // Where `true` stops matching: the closing brace after `tru`, the one line's last
        // character (all ASCII, so its column is the line's length).
        let column = text.utf8.count
        #expect(diagnostics(text).map(describe) == ["1:\(column): unexpected character '}'; expected 'true'"])
    }

    /// A key suggested in one event does not hide the same key missing from the next
    /// (their nodes are at the same place on the tape, one after the other).
    @Test func aSuggestionBelongsToItsOwnEvent() {
        let found = diagnostics(makeTrace(events: [
            #"{"t": 1, "type": "contentSize", "heigth": 2}"#,
            #"{"t": 2, "type": "contentSize"}"#,
        ])).map(describe)
        #expect(found == [
            "events[0]: unknown key 'heigth' (did you mean 'height'?)",
            "events[1]: missing required key 'height' for a 'contentSize' event",
        ])
    }

    /// Keys and strings with escapes, in the events and after them, read as their bytes.
    @Test func escapesInAndAfterTheEvents() throws {
        let trace = try parseTrace(makeTrace(events: [
            #"{"t": 1, "type": "contentSize", "h\u0065ight": 2}"#,
            #"{"t": 2, "typ\u0065": "cont\u0065ntSize", "height": 3}"#,
        ], extra: #""x-\u0061": "\u0062""#)).get()
        #expect(trace.events == [
            TimedEvent(time: 1_000_000_000, event: .contentSize(height: 2)),
            TimedEvent(time: 2_000_000_000, event: .contentSize(height: 3)),
        ])
    }

    /// An earlier time names the later one before it by its literal, whose node is gone.
    @Test func anEarlierTimeQuotesTheLatestLiteral() {
        let found = diagnostics(makeTrace(events: [
            #"{"t": 2.50, "type": "send"}"#,
            #"{"t": 1, "type": "send"}"#,
        ])).map(describe)
        #expect(found == ["events[1].t: 1 is earlier than events[0].t (2.50); events must be sorted by time"])
    }
}
