import Handlers
import UIKitModel
import TraceKit

/// Runs every invariant over a replay's frames, one frame at a time.
///
/// Feed it the frames in order (`observe`), then `finish`. It keeps only scalar state
/// per invariant, so checking a frame allocates nothing unless a violation is found.
///
/// ```swift
/// let report = InvariantChecker.check(trace)
/// for violation in report.violations { print(violation.summary) }
/// ```
public struct InvariantChecker {
    /// Violations kept per invariant and replay; further ones are only counted.
    public static let defaultViolationLimit = 20

    private var timeline: EventTimeline
    private let fields: SceneFields
    private let otherNumeric: OtherNumericFields
    /// What the checks read: the frame being checked and the one before it (meaningless
    /// before the first frame: `frameCount` is 0). Kept and rewritten in place, frame
    /// after frame: making a new one for each frame copied both frames (400 bytes). Its
    /// own: a copy of the checker makes its own copy of it at its next frame.
    private var observation: Observation
    private var frameCount = 0
    /// Whether a check of the handler's own reads the frame's values (`Observation.values`).
    private let keepsValues: Bool
    private var log: ViolationLog

    /// The checks that apply to the handler, as its registration (`HandlerInvariants`)
    /// lists them: built-in ones in catalogue order, then its own.
    private var checks: CheckSet

    /// - Parameters:
    ///   - handler: the handler the frames come from: only the checks its registration
    ///     lists (among `invariants`, then the built-in handlers') are run.
    ///   - scenario: the screen the frames come from.
    ///   - events: the trace's events, sorted by time (what happened between frames).
    ///   - invariants: registrations of handlers of your own (`HandlerInvariants`).
    public init(
        handler: HandlerKind = .launchComposer, scenario: Scenario, events: [TimedEvent],
        violationLimit: Int = defaultViolationLimit, invariants: [HandlerInvariants] = []
    ) {
        let registration = HandlerInvariants.of(handler.name, among: invariants)
        timeline = EventTimeline(scenario: scenario, events: events)
        (fields, otherNumeric) = SceneFields.of(handler.schema.frame)
        log = ViolationLog(limit: violationLimit)
        checks = registration.makeChecks(for: scenario)
        keepsValues = registration.hasOwnChecks
        let geometry = SceneGeometry(
            scenario: scenario, roles: registration.roles(scenario), composerOrigin: handler.composerYOrigin(config: scenario.config))
        observation = Observation(
            frame: .resting, before: .resting, isFirst: true, context: FrameContext(), atRest: false,
            geometry: geometry)
    }

    /// Checks the next frame of the handler's (frames must come in index order, from frame 0).
    public mutating func observe(_ frame: Frame) {
        var frame = frame
        observe(inPlace: &frame)
    }

    /// `observe(_:)` reading the frame where it is, without copying it (`frame` is not
    /// changed): passing a frame by value to a checker kept in a variable copied it
    /// (280 bytes) for every frame.
    public mutating func observe(inPlace frame: inout Frame) {
        if !isKnownUniquelyReferenced(&observation) { observation = observation.copy() }
        observation.before = observation.frame
        observation.frame.read(frame, fields: fields)
        if keepsValues { observation.values = frame.values }
        let otherNonFinite = otherNumeric.firstNonFinite(&frame)
        // Stored only when there is one, or was: a store releases the string it replaces.
        if otherNonFinite != nil || observation.otherNonFiniteField != nil {
            observation.otherNonFiniteField = otherNonFinite
        }
        checkFrame()
    }

    /// Checks the next frame, given by its scene fields.
    public mutating func observe(_ frame: SceneFrame) {
        if !isKnownUniquelyReferenced(&observation) { observation = observation.copy() }
        observation.before = observation.frame
        observation.frame = frame
        observation.otherNonFiniteField = nil
        checkFrame()
    }

    /// Checks `observation.frame`, the next frame (`observation.before` holds the one
    /// before it, and `otherNonFiniteField` is set).
    private mutating func checkFrame() {
        // Core Animation renders opacity clamped to 0...1 (docs/formats.md); springs overshoot.
        observation.frame.buttonAlpha = min(max(observation.frame.buttonAlpha, 0), 1)
        observation.frame.revealAlpha = min(max(observation.frame.revealAlpha, 0), 1)
        timeline.advance(to: observation.frame.time, into: &observation.context)
        let isFirst = frameCount == 0
        if isFirst { observation.before = observation.frame }
        observation.isFirst = isFirst
        observation.atRest = !isFirst
            && Rest.isAtRest(observation.frame, after: observation.before, context: observation.context)
        let observation = self.observation
        checks.observe(observation, into: &log)
        frameCount += 1
    }

    /// Closes every open episode and returns the report.
    public mutating func finish() -> InvariantReport {
        checks.finish(into: &log)
        return InvariantReport(violations: log.violations, omitted: log.omitted, frameCount: frameCount)
    }

    /// Checks a sequence of hand-made frames against a scenario and events.
    public static func check<Frames: Sequence<SceneFrame>>(
        _ frames: Frames, handler: HandlerKind = .launchComposer, scenario: Scenario, events: [TimedEvent],
        violationLimit: Int = defaultViolationLimit
    ) -> InvariantReport {
        var checker = InvariantChecker(handler: handler, scenario: scenario, events: events, violationLimit: violationLimit)
        for frame in frames { checker.observe(frame) }
        return checker.finish()
    }

    /// Checks a handler's frames against a scenario and events.
    public static func check(
        _ frames: some Sequence<Frame>, handler: HandlerKind = .launchComposer, scenario: Scenario,
        events: [TimedEvent], violationLimit: Int = defaultViolationLimit
    ) -> InvariantReport {
        var checker = InvariantChecker(handler: handler, scenario: scenario, events: events, violationLimit: violationLimit)
        for frame in frames { checker.observe(frame) }
        return checker.finish()
    }

    /// Replays a trace and checks every frame, streaming (the frames are not kept).
    public static func check(
        _ trace: Trace, violationLimit: Int = defaultViolationLimit, invariants: [HandlerInvariants] = []
    ) -> InvariantReport {
        var checker = InvariantChecker(
            handler: trace.handler, scenario: trace.scenario, events: trace.events, violationLimit: violationLimit,
            invariants: invariants)
        var replay = trace.makeReplay()
        while let frame = replay.next() { checker.observe(frame) }
        return checker.finish()
    }
}
