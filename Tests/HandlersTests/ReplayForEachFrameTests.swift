@testable import Handlers
import Testing
import UIKitModel

/// `Replay.forEachFrame` hands over the frames `next(into:)` makes, every one, in order
/// (a keyboard opening and closing: animated frames, and work queued by the events), goes
/// on from where `next` left off, and stops after the frame its body declines more at.
@Test func forEachFrameYieldsTheFramesNextMakes() {
    let events = (Fixture.open(336, at: 0.1) + Fixture.close(at: 0.6)).map {
        TimedEvent(time: Time.nanoseconds(fromSeconds: $0.0), event: $0.1)
    }
    let scenario = Fixture.scenario(content: 2000)
    func makeReplay() -> Replay {
        Replay(LaunchComposer.self, scenario: scenario, events: events, fps: 60, lastFrameIndex: 59)
    }
    let expected = Array(makeReplay())
    #expect(expected.count == 60)

    var replay = makeReplay()
    var frame = Frame(index: 0, time: 0, values: FrameValues())
    var seen: [Frame] = []
    // The first ten by `next`, the rest by `forEachFrame`.
    for _ in 0..<10 {
        let made = replay.next(into: &frame)
        #expect(made)
        seen.append(frame)
    }
    // Frames 10...29, stopping after 29.
    replay.forEachFrame(into: &frame) { frame in
        seen.append(frame)
        return frame.index < 29
    }
    #expect(seen.count == 30)
    let madeFrame30 = replay.next(into: &frame)
    #expect(madeFrame30)
    seen.append(frame)
    // Frames 31...59.
    replay.forEachFrame(into: &frame) { frame in
        seen.append(frame)
        return true
    }
    #expect(seen == expected)
    #expect(seen.map(\.index) == Array(0...59))
    // Nothing is left.
    let madeAnother = replay.next(into: &frame)
    #expect(!madeAnother)
}
