import HandlerCore
import UIKitModel

extension Replay {
    /// A replay of `events` through `handler`, from `scenario`.
    /// - Parameters:
    ///   - events: sorted by time; equal times keep their order.
    ///   - fps: 1...240.
    ///   - lastFrameIndex: the index of the last frame (`frames - 1`).
    public init<H: Handler>(
        _ handler: H.Type, scenario: Scenario, events: [TimedEvent], fps: Int, lastFrameIndex: Int
    ) {
        // A floating keyboard's frames carry its other edges (`KeyboardRectFields`).
        let floats = KeyboardRectFields.needed(scenario: scenario, events: events)
        let geometry = KeyboardRectFields.carriesGeometry(events, schema: H.schema.frame)
        let typed = TypedReplay<H>(
            scenario: scenario, events: events, fps: fps, lastFrameIndex: lastFrameIndex,
            keyboardRectIndex: floats ? KeyboardRectFields.insertionIndex(in: H.schema.frame, geometry: geometry) : nil,
            writesGeometry: geometry)
        let schema = floats ? KeyboardRectFields.extending(H.schema.frame, geometry: geometry) : H.schema.frame
        self.init(stream: FrameStream.of(typed), schema: schema, lastFrameIndex: lastFrameIndex)
    }
}

extension HandlerKind {
    /// The kind of `type`: the built-in handlers are made this way, and so is a user's.
    ///
    /// Here, beside the handlers, rather than in HandlerCore: the replay it makes for a
    /// built-in handler is specialised for it in this module (a generic replay looks up
    /// the handler's metadata at every call into the world).
    public init<H: Handler>(_ type: H.Type) {
        self.init(
            type: H.self, schema: H.schema, origin: { H.composerYOrigin(config: $0) },
            makeReplay: { scenario, events, fps, last in
                Replay(H.self, scenario: scenario, events: events, fps: fps, lastFrameIndex: last)
            })
    }
}

extension FrameStream {
    fileprivate static func of<H: Handler>(_ replay: TypedReplay<H>) -> FrameStream {
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
    /// Where the keyboard's other edges go in its frames (`KeyboardRectFields`): nil when
    /// the trace's keyboard is never floating (its frames are the handler's fields only).
    let keyboardRectIndex: Int?
    /// Whether the geometry's six fields follow the keyboard's four (a trace with a
    /// geometry event).
    let writesGeometry: Bool

    init(scenario: Scenario, events: [TimedEvent], fps: Int, lastFrameIndex: Int, keyboardRectIndex: Int?, writesGeometry: Bool) {
        self.writesGeometry = writesGeometry
        simulation = Simulation(scenario: scenario)
        self.events = events
        self.fps = fps
        self.lastFrameIndex = lastFrameIndex
        self.keyboardRectIndex = keyboardRectIndex
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
        if let keyboardRectIndex {
            KeyboardRectFields.write(
                mode: simulation.world.keyboardMode, frame: simulation.world.drawnKeyboardFrame(),
                geometry: writesGeometry ? Geometry(screen: simulation.world.screen, view: simulation.world.view) : nil,
                at: keyboardRectIndex,
                count: H.schema.frame.fields.count, into: &frame.values)
        }
        nextFrame += 1
        return true
    }
}

