import HandlerCore
import UIKitModel
import TraceModel

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
    /// Where the world's fields are in the handler's frames.
    private let fields: SceneFields
    /// The lanes of the handler's alphas, clamped to 0...1 as Core Animation draws them.
    private let alphas: [Int]
    /// The handler's own fields that say whether a frame is at rest.
    private let rest: RestLanes
    /// What the checks read: the frame being checked and the one before it (meaningless
    /// before the first frame: `frameCount` is 0). Kept and rewritten in place, frame
    /// after frame: making a new one for each frame copied both frames (400 bytes). Its
    /// own: a copy of the checker makes its own copy of it at its next frame.
    private var observation: Observation
    private var frameCount = 0
    /// Whether a check of the handler's own reads the frame's values (`Observation.values`).
    private let keepsValues: Bool
    private var log: ViolationLog
    /// The screen and the view of each frame (a geometry input changes them); what the
    /// scene's geometry is remade from when they change (`sceneGeometry`).
    private var geometryTimeline: GeometryTimeline
    private let scenario: Scenario
    private let registration: HandlerInvariants
    private let composerOrigin: HandlerSchema.ComposerYOrigin
    private let geometryLanes: SceneGeometry.Lanes

    /// The checks that apply to the handler, as its registration (`HandlerInvariants`)
    /// lists them: built-in ones in catalogue order, then its own.
    private var checks: CheckSet

    /// - Parameters:
    ///   - handler: the handler the frames come from: only the checks its registration
    ///     lists (among `invariants`, then its own, `CheckedHandler`) are run.
    ///   - scenario: the screen the frames come from.
    ///   - events: the trace's events, sorted by time (what happened between frames).
    ///   - invariants: registrations of handlers of your own (`HandlerInvariants`).
    public init(
        handler: HandlerKind, scenario: Scenario, events: [TimedEvent],
        violationLimit: Int = defaultViolationLimit, invariants: [HandlerInvariants] = []
    ) {
        let registration = HandlerInvariants.of(handler, among: invariants)
        let prepared = registration.prepared(for: handler.frameSchema(scenario: scenario, events: events))
        let roles = registration.roles(scenario)
        timeline = EventTimeline(scenario: scenario, events: events, pinToTopEnabled: roles.pinToTopEnabled)
        geometryTimeline = GeometryTimeline(scenario: scenario, events: events)
        (self.scenario, self.registration) = (scenario, registration)
        composerOrigin = handler.composerYOrigin(config: scenario.config)
        geometryLanes = prepared.geometry
        (fields, alphas, rest) = (prepared.fields, prepared.alphas, prepared.rest)
        log = ViolationLog(limit: violationLimit)
        checks = prepared.makeChecks(for: scenario)
        keepsValues = registration.hasOwnChecks
        let geometry = SceneGeometry(
            scenario: scenario, roles: roles, composerOrigin: composerOrigin, lanes: prepared.geometry)
        observation = Observation(frame: .resting, geometry: geometry)
    }

    /// The scene's geometry in the screen and the view in force now: the scenario's, with
    /// the geometry input's screen and view (the registration's roles read them too).
    private func sceneGeometry(_ geometry: Geometry) -> SceneGeometry {
        var scenario = self.scenario
        (scenario.screen, scenario.view) = (geometry.screen, geometry.view)
        return SceneGeometry(
            scenario: scenario, roles: registration.roles(scenario), composerOrigin: composerOrigin, lanes: geometryLanes)
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
        observation.state.before = observation.state.frame
        if geometryTimeline.advance(to: frame.time) { observation.state.geometry = sceneGeometry(geometryTimeline.current) }
        observation.state.frame.read(frame, fields: fields)
        // The keyboard's edge is a docked keyboard's (or a bar's): a floating keyboard's
        // top is no edge the content must clear, so the checks see no keyboard.
        if fields.floatsKeyboard(frame.values) { observation.state.frame.keyboardTop = observation.geometry.screenHeight }
        observation.store(frame.values, clamping: alphas)
        if keepsValues { observation.state.values = frame.values }
        timeline.advance(to: observation.state.frame.time, into: &observation.state.context)
        let isFirst = frameCount == 0
        if isFirst {
            observation.state.before = observation.state.frame
            observation.holdLanesBefore()
        }
        observation.state.isFirst = isFirst
        observation.state.atRest = !isFirst && rest.isAtRest(observation)
        let observation = self.observation
        checks.observe(observation, into: &log)
        frameCount += 1
    }

    /// Whether the last frame observed was at rest (`Invariant`'s terms).
    var lastFrameAtRest: Bool { observation.atRest }

    /// Closes every open episode and returns the report.
    public mutating func finish() -> InvariantReport {
        checks.finish(into: &log)
        return InvariantReport(violations: log.violations, omitted: log.omitted, frameCount: frameCount)
    }

    /// Checks a handler's frames against a scenario and events.
    public static func check(
        _ frames: some Sequence<Frame>, handler: HandlerKind, scenario: Scenario,
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
