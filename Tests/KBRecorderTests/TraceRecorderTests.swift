import Handlers
import UIKitModel
@testable import KBRecorder
import Testing
import TraceKit

/// An 852 pt iPhone's keyboard, 336 pt high: shown, and hidden below the screen.
private let shown = Rect(x: 0, y: 516, width: 393, height: 336)
private let hidden = Rect(x: 0, y: 852, width: 393, height: 336)
private let setup = RecordingSetup(
    screenWidth: 393, screenHeight: 852, safeTop: 59, safeBottom: 34, contentHeight: 2400, pinToTopEnabled: true)

@Suite("TraceRecorder")
struct TraceRecorderTests {
    /// The session of `Traces/pin-send-keyboard-hides.trace.json` as an app sees it: the
    /// uptime clock at 8123.456789 s when the recording starts. The recording replays to
    /// that trace's golden, byte for byte.
    @Test func aRecordedSessionReplaysLikeTheHandWrittenTrace() throws {
        let start = 8123.456789
        var recorder = TraceRecorder(name: "pin-send-keyboard-hides", setup: setup, startedAt: start, handler: .launchComposer)
        #expect(recorder.keyboard(.willChangeFrame, begin: hidden, end: shown, duration: 0.25, curve: 7, at: start + 0.1) == nil)
        recorder.keyboard(.willShow, begin: hidden, end: shown, duration: 0.25, curve: 7, at: start + 0.1)
        recorder.keyboard(.didChangeFrame, begin: hidden, end: shown, duration: 0, curve: 7, at: start + 0.35)
        recorder.keyboard(.didShow, begin: hidden, end: shown, duration: 0, curve: 7, at: start + 0.35)
        recorder.appEvent(.send, at: start + 0.7)
        recorder.keyboard(.willChangeFrame, begin: shown, end: hidden, duration: 0.25, curve: 7, at: start + 0.75)
        recorder.keyboard(.willHide, begin: shown, end: hidden, duration: 0.25, curve: 7, at: start + 0.75)
        recorder.contentSize(height: 2480, at: start + 0.8)
        recorder.keyboard(.didChangeFrame, begin: shown, end: hidden, duration: 0, curve: 7, at: start + 1.0)
        recorder.keyboard(.didHide, begin: shown, end: hidden, duration: 0, curve: 7, at: start + 1.0)
        recorder.contentSize(height: 2560, at: start + 1.3)
        let text = recorder.traceJSON(stoppedAt: start + 2.0)

        let trace = try decoded(text).get()
        #expect(trace.events.map(\.time) == [
            100_000_000, 100_000_000, 350_000_000, 350_000_000, 700_000_000, 750_000_000, 750_000_000,
            800_000_000, 1_000_000_000, 1_000_000_000, 1_300_000_000,
        ])
        #expect(trace.duration == 2_000_000_000)
        #expect(try frames(of: text) == repositoryText("Traces/pin-send-keyboard-hides.golden.jsonl"))
    }

    /// `Traces/pin-drag-while-pinned.trace.json`: a send, content growth and a drag.
    @Test func aRecordedDragReplaysLikeTheHandWrittenTrace() throws {
        let start = 0.75
        var recorder = TraceRecorder(name: "pin-drag-while-pinned", setup: setup, startedAt: start, handler: .launchComposer)
        recorder.appEvent(.send, at: start + 0.1)
        recorder.contentSize(height: 2490, at: start + 0.2)
        recorder.dragBegan(y: 300, at: start + 0.7)
        recorder.dragMoved(y: 340, at: start + 0.75)
        recorder.dragMoved(y: 380, at: start + 0.8)
        recorder.dragEnded(y: 380, velocity: 0, at: start + 0.85)
        recorder.contentSize(height: 2600, at: start + 1.0)
        recorder.contentSize(height: 2700, at: start + 1.2)
        let text = recorder.traceJSON(stoppedAt: start + 1.6)
        #expect(try frames(of: text) == repositoryText("Traces/pin-drag-while-pinned.golden.jsonl"))
    }

    /// Without a start time the first call is time 0; the duration runs to the stop, or
    /// without one to one second past the last event.
    @Test func timesAreSecondsFromTheFirstCall() throws {
        var recorder = TraceRecorder(name: "first call", setup: setup, handler: .launchComposer)
        recorder.appEvent(.send, at: 100.25)
        recorder.contentSize(height: 2500, at: 100.5)
        let trace = try decoded(recorder.traceJSON(stoppedAt: 100.6)).get()
        #expect(trace.name == "first-call")
        #expect(trace.events == [
            TimedEvent(time: 0, event: .send), TimedEvent(time: 250_000_000, event: .contentSize(height: 2500)),
        ])
        #expect(trace.duration == 350_000_000)
        #expect(trace.description == "Recorded by KBRecorder.")
        #expect(try decoded(recorder.traceJSON()).get().duration == 1_250_000_000)
        #expect(try decoded(recorder.traceJSON(stoppedAt: 100.3)).get().duration == 250_000_000)
    }

    /// Calls the format cannot hold are dropped, a time that went back is moved forward,
    /// and the description counts both.
    @Test func droppedAndAdjustedCallsAreCounted() throws {
        var recorder = TraceRecorder(name: "bad", setup: setup, startedAt: 0, handler: .launchComposer)
        let floating = Rect(x: 0, y: 300, width: 393, height: 336)
        #expect(recorder.keyboard(.willShow, begin: nil, end: floating, duration: 0.25, curve: 7, at: 0.1)?.dropped == true)
        #expect(recorder.keyboard(.willShow, begin: nil, end: shown, duration: 0.25, curve: 5, at: 0.1)?.dropped == true)
        #expect(recorder.keyboard(.didHide, begin: nil, end: nil, duration: 0, curve: 7, at: 0.1)?.dropped == true)
        #expect(recorder.keyboard(.willHide, begin: nil, end: nil, duration: 0.25, curve: 7, at: 0.1) == nil)
        #expect(recorder.contentSize(height: -1, at: 0.2)?.dropped == true)
        #expect(recorder.contentSize(height: .nan, at: 0.2)?.dropped == true)
        #expect(recorder.dragMoved(y: 10, at: 0.3)?.dropped == true)
        #expect(recorder.appEvent(.send, at: 0.05)?.dropped == false)
        #expect(recorder.appEvent(.send, at: .infinity)?.dropped == true)
        let trace = try decoded(recorder.traceJSON()).get()
        #expect(trace.events.map(\.time) == [100_000_000, 100_000_000])
        var early = TraceRecorder(name: "early", setup: setup, startedAt: 5, handler: .launchComposer)
        #expect(early.appEvent(.send, at: 4)?.dropped == false)
        #expect(try decoded(early.traceJSON()).get().events.map(\.time) == [0])
        #expect(early.traceDescription == "Recorded by KBRecorder. 1 calls before the start (recorded at the start).")
        #expect(trace.description == """
            Recorded by KBRecorder. 1 dropped floating keyboard end frames. 1 dropped unknown animation curves. \
            1 dropped keyboard notifications without an end frame. 2 dropped content heights out of range. \
            1 dropped drag calls out of sequence. 1 calls whose time went backwards (recorded at the previous time). \
            1 dropped calls with a time that is not finite.
            """)
    }

    /// At 3600 s the recording stops, the trace ends there, and the description says so.
    @Test func stopsAtTheFormatsLongestTrace() throws {
        var recorder = TraceRecorder(name: "long", setup: setup, startedAt: 10, handler: .launchComposer)
        recorder.appEvent(.send, at: 10 + 3599.5)
        #expect(recorder.appEvent(.send, at: 10 + 3600.5)?.dropped == true)
        #expect(recorder.appEvent(.send, at: 10 + 3601)?.dropped == true)
        let trace = try decoded(recorder.traceJSON(stoppedAt: 10 + 4000)).get()
        #expect(trace.events.count == 1)
        #expect(trace.duration == 3_600_000_000_000)
        #expect(trace.description == """
            Recorded by KBRecorder. The recording stopped at 3600 s, the longest trace the format allows: \
            2 calls from then on not recorded.
            """)
    }

    /// With a small byte budget the recording stops before the file would pass it.
    @Test func stopsBeforeTheFileGetsTooLarge() throws {
        let limits = RecorderLimits(maximumSeconds: 3600, maximumEvents: 1_000_000, maximumEventBytes: 1000)
        var recorder = TraceRecorder(name: "big", description: nil, setup: setup, startedAt: 0, handler: .launchComposer, limits: limits)
        var time = 0.0
        while recorder.stopReason == nil {
            time += 0.01
            recorder.keyboard(.willChangeFrame, begin: hidden, end: shown, duration: 0.25, curve: 7, at: time)
        }
        // 64 + 30 * 11 + 96 = 490 bytes each: two fit in 1000.
        #expect(recorder.events.count == 2)
        let text = recorder.traceJSON()
        #expect(try decoded(text).get().events.count == 2)
        #expect(text.contains("The recording stopped at 2 events, near the largest trace file the format allows"))
    }

    /// The byte bound of each event is above what the writer writes for it, even with
    /// the longest numbers.
    @Test func eventByteBoundsHoldForTheLongestNumbers() {
        let long = -1.2345678901234567e-07
        let rect = Rect(x: long, y: long, width: 1.2345678901234567e-07, height: 9999999.123456789)
        let events: [RecordedEvent] = [
            .keyboard(.willChangeFrame, begin: rect, end: rect, duration: 3599.123456789, curve: 7),
            .keyboard(.didChangeFrame, begin: nil, end: rect, duration: 3599.123456789, curve: 7),
            .keyboard(.willHide, begin: nil, end: nil, duration: 3599.123456789, curve: 7),
            .contentSize(9999999.123456789), .composerHeight(long), .app(.send), .dragBegin(y: 9999999.123456789),
            .dragMove(y: 9999999.123456789), .dragEnd(y: 9999999.123456789, velocity: long), .tap(y: 1e-300), .tap(y: nil),
        ]
        for event in events {
            var recorder = TraceRecorder(
                name: "a", setup: RecordingSetup(screenWidth: 393, screenHeight: 852, contentHeight: 0), startedAt: 0, handler: .launchComposer)
            let empty = recorder.traceJSON(stoppedAt: 3600).utf8.count
            recorder = TraceRecorder(
                name: "a", setup: RecordingSetup(screenWidth: 393, screenHeight: 852, contentHeight: 0), startedAt: 0, handler: .launchComposer)
            recorder.appendForTesting(event, at: 3599_999_999_999)
            let written = recorder.traceJSON(stoppedAt: 3600).utf8.count - empty
            #expect(written <= event.byteBound, "\(event)")
        }
    }

    /// Invalid setup values are replaced and said.
    @Test func anInvalidSetupStillGivesAValidTrace() throws {
        let bad = RecordingSetup(
            screenWidth: 0, screenHeight: .nan, safeTop: -1, safeBottom: .infinity, scrollViewHeight: -5,
            topInset: -2, contentHeight: -100, offset: .nan, composerHeight: 0)
        let recorder = TraceRecorder(name: "", setup: bad, startedAt: 0, handler: .launchComposer)
        let trace = try decoded(recorder.traceJSON()).get()
        #expect(trace.name == "recording")
        #expect(trace.scenario.screen == Screen(width: 393, height: 852, safeTop: 0, safeBottom: 34))
        #expect(trace.scenario.viewportHeight == 852)
        #expect(trace.scenario.composerHeight == 48)
        #expect(trace.description?.contains("setup value replaced: screen height nan by 852") == true)
    }
}
