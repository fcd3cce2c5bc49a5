import UIKitModel

/// Runs a list of timed events through a handler in a world and yields one `Frame` per
/// output frame, `0...lastFrameIndex`, without holding the replay in memory.
///
/// Frame `k` is the state at `k * 1e9 / fps` after every event at or before that time
/// (and all the work those events queued) has run. Events later than the last frame
/// never run.
public struct Replay: Sequence, IteratorProtocol {
    private var stream: FrameStream
    /// The fields of the frames it yields.
    public let schema: FrameSchema
    public let lastFrameIndex: Int

    /// - Parameters:
    ///   - events: sorted by time; equal times keep their order.
    ///   - fps: 1...240.
    ///   - lastFrameIndex: the index of the last frame (`frames - 1`).
    public init<H: Handler>(
        _ handler: H.Type, scenario: Scenario, events: [TimedEvent], fps: Int, lastFrameIndex: Int
    ) {
        stream = FrameStream.of(TypedReplay<H>(scenario: scenario, events: events, fps: fps, lastFrameIndex: lastFrameIndex))
        schema = H.schema.frame
        self.lastFrameIndex = lastFrameIndex
    }

    /// The number of frames this replay yields.
    public var frameCount: Int { lastFrameIndex + 1 }

    public mutating func next() -> Frame? {
        var frame = Frame(index: 0, time: 0, values: FrameValues())
        return next(into: &frame) ? frame : nil
    }

    /// Makes the next frame in `frame`, which the caller keeps from one call to the next
    /// (no frame is copied on the way); `false`, with `frame` as it was, after the last.
    public mutating func next(into frame: inout Frame) -> Bool {
        // A copy of a replay goes on from where it was copied, on its own.
        if !isKnownUniquelyReferenced(&stream) { stream = stream.copy() }
        return stream.next(&frame)
    }

    /// Makes each remaining frame in `frame` in turn, as `next(into:)` does, and hands it to
    /// `body` where it is, until `body` returns `false` (the replay then goes on after
    /// that frame): the frames of a whole replay in one call through the type erasure,
    /// where a call per frame retained and released the stream's closure (about 100
    /// instructions a frame with the calls themselves).
    public mutating func forEachFrame(into frame: inout Frame, _ body: (inout Frame) -> Bool) {
        if !isKnownUniquelyReferenced(&stream) { stream = stream.copy() }
        stream.forEach(&frame, body)
    }
}

/// A replay of one handler type behind `Replay`'s type erasure, as closures.
///
/// Closures rather than a protocol existential: a closure made in code specialized for a
/// handler type (`HandlerKind(H.self)` with a concrete `H`) runs specialized, while a
/// protocol witness of a generic type always runs the generic code, with a metadata
/// lookup at every call into the world (a third of a frame's cost).
private final class FrameStream {
    let next: (inout Frame) -> Bool
    /// The remaining frames, each handed to the body while it asks for more
    /// (`Replay.forEachFrame`).
    let forEach: (inout Frame, (inout Frame) -> Bool) -> Void
    let copy: () -> FrameStream

    init(
        next: @escaping (inout Frame) -> Bool, forEach: @escaping (inout Frame, (inout Frame) -> Bool) -> Void,
        copy: @escaping () -> FrameStream
    ) {
        self.next = next
        self.forEach = forEach
        self.copy = copy
    }

    static func of<H: Handler>(_ replay: TypedReplay<H>) -> FrameStream {
        let state = ReplayState(replay)
        return FrameStream(
            next: { state.replay.next(into: &$0) },
            forEach: { frame, body in
                while state.replay.next(into: &frame), body(&frame) {}
            },
            copy: { of(state.replay) })
    }
}

/// Where a `FrameStream`'s closures keep their replay.
///
/// A class of its own rather than a captured variable, so that the replay can be marked
/// as not checked for exclusive access at run time: a captured variable was checked at
/// every frame (two calls into the runtime, about 60 instructions). Only the stream's
/// closures reach it, one call at a time.
private final class ReplayState<H: Handler> {
    @exclusivity(unchecked) var replay: TypedReplay<H>

    init(_ replay: TypedReplay<H>) {
        self.replay = replay
    }
}

/// A replay of one handler type.
private struct TypedReplay<H: Handler> {
    var simulation: Simulation<H>
    let events: [TimedEvent]
    let fps: Int
    let lastFrameIndex: Int
    var nextEvent = 0
    var nextFrame = 0

    init(scenario: Scenario, events: [TimedEvent], fps: Int, lastFrameIndex: Int) {
        simulation = Simulation(scenario: scenario)
        self.events = events
        self.fps = fps
        self.lastFrameIndex = lastFrameIndex
    }

    mutating func next(into frame: inout Frame) -> Bool {
        guard nextFrame <= lastFrameIndex else { return false }
        let time = Time.frameTime(index: nextFrame, fps: fps)
        while nextEvent < events.count, events[nextEvent].time <= time {
            // Switched on in place: a world input is plain data, and a copy of the whole
            // event went through the enum's value witnesses.
            switch events[nextEvent].event {
            case .world(let input): simulation.apply(input, at: events[nextEvent].time)
            case .app(let event): simulation.handle(event, at: events[nextEvent].time)
            }
            nextEvent += 1
        }
        simulation.draw(index: nextFrame, at: time, into: &frame)
        nextFrame += 1
        return true
    }
}

/// A handler type as a value: its schema, and how to replay events through it. Traces
/// name one by its schema's name; the built-in ones are in `builtIn`.
public struct HandlerKind: Equatable, Sendable {
    public let schema: HandlerSchema
    private let makeReplay: @Sendable (Scenario, [TimedEvent], Int, Int) -> Replay
    private let origin: @Sendable (HandlerConfig) -> HandlerSchema.ComposerYOrigin

    /// The kind of `type`: the built-in handlers are made this way, and so is a user's.
    public init<H: Handler>(_ type: H.Type) {
        schema = H.schema
        origin = { H.composerYOrigin(config: $0) }
        makeReplay = { scenario, events, fps, last in
            Replay(H.self, scenario: scenario, events: events, fps: fps, lastFrameIndex: last)
        }
    }

    /// The name traces use for it.
    public var name: String { schema.name }

    /// Where its `composerY` field is measured from under `config` (`Handler.composerYOrigin(config:)`).
    public func composerYOrigin(config: HandlerConfig) -> HandlerSchema.ComposerYOrigin { origin(config) }

    /// A replay of `events` from `scenario`.
    public func replay(scenario: Scenario, events: [TimedEvent], fps: Int, lastFrameIndex: Int) -> Replay {
        makeReplay(scenario, events, fps, lastFrameIndex)
    }

    /// Two kinds are the same handler when their names are.
    public static func == (lhs: HandlerKind, rhs: HandlerKind) -> Bool { lhs.schema == rhs.schema }
}
