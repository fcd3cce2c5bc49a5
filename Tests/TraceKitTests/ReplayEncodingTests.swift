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

/// A replay's lines are written into each chunk where they go; one longer than the room
/// a chunk has left (150 taps at one time: 150 effects, about 2 KB of `fx`) starts the
/// next chunk. Whatever the chunk size, the bytes are those of the frames encoded one by
/// one, and that frame's line ends with its 150 effects.
@Test(arguments: [1, 500, FrameEncoder.defaultChunkSize])
func streamingAReplayWritesALineLongerThanTheRoomLeftInTheNextChunk(chunkSize: Int) {
    let screen = Screen(width: 393, height: 852, safeTop: 59, safeBottom: 34)
    let scenario = Scenario(
        screen: screen, contentHeight: 2400, initialOffset: .bottom, composerHeight: 48,
        configuration: Configuration())
    let tap = TimedEvent(time: Time.nanoseconds(fromSeconds: 0.05), event: .tap(y: 300))
    let taps = [TimedEvent](repeating: tap, count: 150)
    func makeReplay() -> Replay {
        Replay(LaunchComposer.self, scenario: scenario, events: taps, fps: 60, lastFrameIndex: 9)
    }
    let header = FrameHeader(trace: "x", fps: 60, frames: 10)
    let layout = FrameLayout(LaunchComposer.schema.frame)

    var chunks: [[UInt8]] = []
    var encoder = FrameEncoder(header: header, layout: layout)
    encoder.encode(makeReplay(), chunkSize: chunkSize) { chunks.append($0) }
    let expected = FrameEncoder.encodedBytes(header: header, layout: layout, frames: Array(makeReplay()))
    #expect(Array(chunks.joined()) == expected)
    #expect(chunks.allSatisfy { !$0.isEmpty })

    // Frame 3 (0.05 s) has the taps' effects: 150 times `"endEditing"`.
    let lines = String(decoding: expected, as: UTF8.self).split(separator: "\n")
    let effects = Array(repeating: #""endEditing""#, count: 150).joined(separator: ",")
    #expect(lines.filter { $0.contains(#""fx":"#) }.count == 1)
    #expect(lines.first { $0.hasPrefix(#"{"f":3,"#) }?.hasSuffix(#","fx":["# + effects + "]}") == true)
}
