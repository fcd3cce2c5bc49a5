/// Runs a list of timed events through an `Engine` and yields one `Frame` per
/// output frame, `0...lastFrameIndex`, without holding the replay in memory.
///
/// Frame `k` is the state at `k * 1e9 / fps` after every event at or before
/// that time (and all the work those events queued) has run. Events later than
/// the last frame never run.
public struct Replay: Sequence, IteratorProtocol {
    private var engine: Engine
    private let events: [TimedEvent]
    private let fps: Int
    public let lastFrameIndex: Int
    private var nextEvent = 0
    private var nextFrame = 0

    /// - Parameters:
    ///   - events: sorted by time; equal times keep their order.
    ///   - fps: 1...240.
    ///   - lastFrameIndex: the index of the last frame (`frames - 1`).
    public init(scenario: Scenario, events: [TimedEvent], fps: Int, lastFrameIndex: Int) {
        self.engine = Engine(scenario: scenario)
        self.events = events
        self.fps = fps
        self.lastFrameIndex = lastFrameIndex
    }

    /// The number of frames this replay yields.
    public var frameCount: Int { lastFrameIndex + 1 }

    public mutating func next() -> Frame? {
        guard nextFrame <= lastFrameIndex else { return nil }
        let time = Time.frameTime(index: nextFrame, fps: fps)
        while nextEvent < events.count, events[nextEvent].time <= time {
            engine.handle(events[nextEvent].event, at: events[nextEvent].time)
            nextEvent += 1
        }
        let frame = engine.frame(index: nextFrame, at: time)
        nextFrame += 1
        return frame
    }
}
