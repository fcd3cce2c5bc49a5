import HandlerCore
import UIKitModel

/// A validated trace: the scenario to start from, the timed events, and the output clock.
///
/// `TraceParser` builds one from a `NAME.trace.json` file (see `docs/formats.md`); every
/// value in it has passed the format's validation rules, so a replay of it cannot trap.
public struct Trace: Equatable, Sendable {
    /// The trace's short id (non-empty, ASCII letters, digits, `.`, `_`, `-`).
    public var name: String
    /// The app's keyboard code the trace runs through (`"handler"`, default launch-composer).
    public var handler: HandlerKind
    public var description: String?
    /// Frames per second of the output clock, 1...240.
    public var fps: Int
    /// How long to simulate; the default is the last event's time plus one second
    /// (converted from seconds as a sum), or one second with no events.
    public var duration: Nanoseconds
    public var scenario: Scenario
    /// Sorted by time; equal times keep file order.
    public var events: [TimedEvent]
    /// The invariant violations the trace is known to show (`"expect": {"violations": [...]}`),
    /// or `nil` when the trace has no `expect`.
    public var expectedViolations: [String]?

    /// (`TraceKit` adds the same initialiser without `handler`, for the format's default,
    /// launch-composer.)
    public init(
        name: String,
        handler: HandlerKind,
        description: String? = nil,
        fps: Int = 60,
        duration: Nanoseconds,
        scenario: Scenario,
        events: [TimedEvent],
        expectedViolations: [String]? = nil
    ) {
        self.name = name
        self.handler = handler
        self.description = description
        self.fps = fps
        self.duration = duration
        self.scenario = scenario
        self.events = events
        self.expectedViolations = expectedViolations
    }

    /// The index of the last output frame: `ceil(duration * fps / 1e9)`.
    public var lastFrameIndex: Int { Time.lastFrameIndex(duration: duration, fps: fps) }

    /// The number of output frames, `0...lastFrameIndex`.
    public var frameCount: Int { lastFrameIndex + 1 }

    /// A replay of this trace, frame by frame.
    public func makeReplay() -> Replay {
        handler.replay(scenario: scenario, events: events, fps: fps, lastFrameIndex: lastFrameIndex)
    }
}
