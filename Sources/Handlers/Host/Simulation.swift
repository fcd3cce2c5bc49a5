import UIKitModel

/// A handler running in a world: takes trace events at their times and draws frames.
///
/// Map:
/// - Inputs: `handle(_:at:)` for each trace event in time order, then `frame(index:at:)`
///   for each output frame. Time is always an argument.
/// - Order (`docs/model.md`, fine points): queued work due strictly before an event runs
///   before it (at equal times, trace events run first); before a frame at `T`, the work
///   due by `T`, then the scroll view's own tick at `T`, then the work that tick queued.
/// - The world takes the system's part of each event (the keyboard moves on every
///   will-notification, the content size clamps, the finger drags the scroll view and a
///   docked keyboard); the handler hears about it through its callbacks.
public struct Simulation<H: Handler> {
    public internal(set) var world: World<H.Work>
    public internal(set) var handler: H

    /// Attaches a handler to the scenario's screen (`Handler.init`), then, for a keyboard
    /// already up, posts the system's start notifications at t = 0
    /// (`Scenario.startNotifications`): they run before the trace's own events at t = 0,
    /// and the work they queue is due at 0, so it runs after every trace event at t = 0
    /// (trace events run before queued work at equal times). They are not trace events. A
    /// handler that observes them later (`Handler.observesStartNotifications` false) does
    /// not hear them; the keyboard still moves.
    public init(scenario: Scenario) {
        var world = scenario.makeWorld(of: H.Work.self)
        handler = H(scenario: scenario, world: &world)
        self.world = world
        for notification in scenario.startNotifications {
            if H.observesStartNotifications {
                apply(.keyboard(notification), at: 0)
            } else {
                _ = self.world.apply(.keyboard(notification))
            }
        }
    }

    /// Handles one trace event at `time` (not before the previous one's).
    public mutating func handle(_ event: Event, at time: Nanoseconds) {
        switch event {
        case .world(let input): apply(input, at: time)
        case .app(let event): handle(event, at: time)
        }
    }

    /// One of the world's inputs at `time`: the world applies it, the handler hears what
    /// happened.
    public mutating func apply(_ input: WorldInput, at time: Nanoseconds) {
        runQueuedWork(through: time, inclusive: false)
        world.setTime(time)
        react(to: world.apply(input))
    }

    /// An app event at `time`, for the handler.
    public mutating func handle(_ event: AppEvent, at time: Nanoseconds) {
        runQueuedWork(through: time, inclusive: false)
        world.setTime(time)
        handler.handle(event, world: &world)
    }

    /// Tells the handler what the world did with one of its inputs.
    private mutating func react(to outcome: WorldOutcome) {
        switch outcome {
        case .none:
            break
        case .keyboardNotified(let notification, let animation):
            let outer = world.beginAnimation(animation)
            handler.keyboard(notification, world: &world)
            world.endAnimation(restoring: outer)
        case .contentSizeChanged(let old, let offsetMoved):
            if offsetMoved { handler.offsetChanged(world: &world) }
            handler.contentSizeChanged(from: old, world: &world)
        case .dragBegan:
            handler.dragBegan(world: &world)
        case .dragMoved(let offsetMoved):
            if offsetMoved { handler.offsetChanged(world: &world) }
            handler.dragMoved(world: &world)
        case .dragEnded(let offsetMoved, let velocity):
            if offsetMoved { handler.offsetChanged(world: &world) }
            handler.dragEnded(velocity: velocity, world: &world)
            world.dragEndHandled()
        case .tapped(let y):
            handler.tapped(y: y, world: &world)
        case .geometryChanged(let animation):
            let outer = world.beginAnimation(animation)
            handler.geometryChanged(world: &world)
            world.endAnimation(restoring: outer)
        }
    }

    /// Draws frame `index` at `time`: runs the work due by then, the scroll view's own
    /// tick, the work that tick queued, tells the handler a frame is about to be drawn
    /// (`Handler.willDraw`), then asks it for the frame's values.
    public mutating func frame(index: Int, at time: Nanoseconds) -> Frame {
        var frame = Frame(index: index, time: time, values: FrameValues())
        draw(index: index, at: time, into: &frame)
        return frame
    }

    /// `frame(index:at:)` into a frame the caller keeps: every part of it is rewritten
    /// (its values start from zero, as a new frame's do), and no frame is copied.
    public mutating func draw(index: Int, at time: Nanoseconds, into frame: inout Frame) {
        runQueuedWork(through: time, inclusive: true)
        world.setTime(time)
        let tick = world.tick()
        if tick.moved { handler.offsetChanged(world: &world) }
        if tick.stoppedDecelerating { handler.decelerationEnded(world: &world) }
        runQueuedWork(through: time, inclusive: true)
        world.setTime(time)
        handler.willDraw(world: &world)
        frame.index = index
        frame.time = time
        frame.values = FrameValues()
        handler.draw(&world, into: &frame.values)
        frame.effects = world.takeEffects()
    }

    /// When the world or the handler next has work (queued work, or a scroll view motion
    /// that moves at every frame), if any.
    public var nextDeadline: Nanoseconds? { world.nextDeadline }

    /// Runs the work due by `time` (strictly before it unless `inclusive`), the handler's
    /// and the world's, in order.
    ///
    /// Asked twice a frame, and most frames have none: that is answered inline, and only
    /// due work goes through the call that runs it (a call whose set-up, for the handler's
    /// work inlined in it, was about 40 instructions).
    @inline(__always)
    private mutating func runQueuedWork(through time: Nanoseconds, inclusive: Bool) {
        guard world.hasWorkDue(through: time, inclusive: inclusive) else { return }
        runDueWork(through: time, inclusive: inclusive)
    }

    /// `runQueuedWork(through:inclusive:)` once some work is due.
    private mutating func runDueWork(through time: Nanoseconds, inclusive: Bool) {
        while let work = world.nextHandlerWork(through: time, inclusive: inclusive) {
            handler.perform(work, world: &world)
        }
    }
}
