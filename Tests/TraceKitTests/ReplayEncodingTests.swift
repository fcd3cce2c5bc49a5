import Handlers
import Testing
import TraceKit
import UIKitModel

/// The sink's failure that `streamingAReplayStopsAtTheSinksFirstFailure` makes.
private struct SinkFull: Error, Equatable {}

/// Encoding a replay hands the sink the replay's output in chunks, and the sink's first
/// failure stops it: thrown as it is, with no chunk handed over after it.
@Test func streamingAReplayStopsAtTheSinksFirstFailure() {
    let screen = Screen(width: 393, height: 852, safeTop: 59, safeBottom: 34)
    let scenario = Scenario(
        screen: screen, contentHeight: 2400, initialOffset: .bottom, composerHeight: 48,
        configuration: Configuration())
    // The keyboard opens at 0.1 s: most frames of its animation are written lines.
    let opening = KeyboardNotification(
        kind: .willShow, end: Rect(x: 0, y: 852 - 336, width: 393, height: 336),
        duration: Time.nanoseconds(fromSeconds: 0.25), curve: .keyboard)
    let events = [TimedEvent(time: Time.nanoseconds(fromSeconds: 0.1), event: .keyboard(opening))]
    func makeReplay() -> Replay {
        Replay(LaunchComposer.self, scenario: scenario, events: events, fps: 60, lastFrameIndex: 59)
    }
    let header = FrameHeader(trace: "x", fps: 60, frames: 60)
    let layout = FrameLayout(LaunchComposer.schema.frame)

    var whole: [UInt8] = []
    var encoder = FrameEncoder(header: header, layout: layout)
    encoder.encode(makeReplay(), chunkSize: 1) { whole += $0 }

    // A chunk of at least one byte is handed over after every written line: the third
    // fails, and nothing comes after it.
    var chunks: [[UInt8]] = []
    encoder = FrameEncoder(header: header, layout: layout)
    #expect(throws: SinkFull()) {
        try encoder.encode(makeReplay(), chunkSize: 1) { (chunk: [UInt8]) throws(SinkFull) in
            chunks.append(chunk)
            if chunks.count == 3 { throw SinkFull() }
        }
    }
    #expect(chunks.count == 3)
    #expect(Array(chunks.joined()) == Array(whole.prefix(chunks.map(\.count).reduce(0, +))))
}
