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
    private let geometry: SceneGeometry
    private let fields: SceneFields
    /// Whether each invariant applies to the handler, by `InvariantID` order.
    private let applies: [Bool]
    private var previous: SceneFrame?
    private var frameCount = 0
    private var log: ViolationLog

    private var finite = FiniteNumbersCheck()
    private var composer = ComposerRidesKeyboardCheck()
    private var content = ContentNotCoveredCheck()
    private var twoPhase = TwoPhaseMotionCheck()
    private var blankGap = BlankGapCheck()
    private var runway = RunwayCheck()
    private var flicker = ButtonFlickerCheck()
    private var send = SendMonotonicCheck()
    private var buttonPosition = ButtonMatchesPositionCheck()
    private var buttonPlace = ButtonAboveComposerCheck()
    private var pinHolds = PinHoldsCheck()
    private var barJumps = BarMovesWithKeyboardCheck()
    private var fieldCovered = FieldNotCoveredCheck()
    private var snapBack = NoSnapBackCheck()
    private var overLift = FieldNotOverLiftedCheck()

    /// - Parameters:
    ///   - handler: the handler the frames come from: only the invariants that apply to it
    ///     are checked.
    ///   - scenario: the screen the frames come from.
    ///   - events: the trace's events, sorted by time (what happened between frames).
    public init(
        handler: HandlerKind = .launchComposer, scenario: Scenario, events: [TimedEvent],
        violationLimit: Int = defaultViolationLimit
    ) {
        timeline = EventTimeline(scenario: scenario, events: events)
        geometry = SceneGeometry(scenario: scenario, handler: handler)
        fields = SceneFields(handler.schema.frame)
        applies = InvariantID.allCases.map { $0.invariant.applies(to: handler.name) }
        log = ViolationLog(limit: violationLimit)
    }

    /// Checks the next frame of the handler's (frames must come in index order, from frame 0).
    public mutating func observe(_ frame: Frame) {
        observe(SceneFrame(frame, fields: fields))
    }

    /// Checks the next frame, given by its scene fields.
    public mutating func observe(_ frame: SceneFrame) {
        var frame = frame
        // Core Animation renders opacity clamped to 0...1 (docs/formats.md); springs overshoot.
        frame.buttonAlpha = min(max(frame.buttonAlpha, 0), 1)
        frame.revealAlpha = min(max(frame.revealAlpha, 0), 1)
        let context = timeline.advance(to: frame.time)
        let observation = Observation(
            frame: frame, previous: previous, context: context,
            atRest: Rest.isAtRest(frame, previous: previous, context: context), geometry: geometry)
        if applies(.finiteNumbers) { finite.observe(observation, into: &log) }
        if applies(.composerRidesKeyboard) { composer.observe(observation, into: &log) }
        if applies(.contentNotCovered) { content.observe(observation, into: &log) }
        if applies(.noTwoPhaseMotion) { twoPhase.observe(observation, into: &log) }
        if applies(.noBlankGapAtRest) { blankGap.observe(observation, into: &log) }
        if applies(.runwayNotScrolledInto) { runway.observe(observation, into: &log) }
        if applies(.buttonNoFlicker) { flicker.observe(observation, into: &log) }
        if applies(.sendMonotonic) { send.observe(observation, into: &log) }
        if applies(.buttonMatchesPosition) { buttonPosition.observe(observation, into: &log) }
        if applies(.buttonAboveComposer) { buttonPlace.observe(observation, into: &log) }
        if applies(.pinHolds) { pinHolds.observe(observation, into: &log) }
        if applies(.barMovesWithKeyboard) { barJumps.observe(observation, into: &log) }
        if applies(.fieldNotCovered) { fieldCovered.observe(observation, into: &log) }
        if applies(.noSnapBack) { snapBack.observe(observation, into: &log) }
        if applies(.fieldNotOverLifted) { overLift.observe(observation, into: &log) }
        previous = frame
        frameCount += 1
    }

    /// Closes every open episode and returns the report.
    public mutating func finish() -> InvariantReport {
        if applies(.finiteNumbers) { finite.finish(into: &log) }
        if applies(.composerRidesKeyboard) { composer.finish(into: &log) }
        if applies(.contentNotCovered) { content.finish(into: &log) }
        if applies(.noTwoPhaseMotion) { twoPhase.finish(into: &log) }
        if applies(.noBlankGapAtRest) { blankGap.finish(into: &log) }
        if applies(.runwayNotScrolledInto) { runway.finish(into: &log) }
        if applies(.buttonNoFlicker) { flicker.finish(into: &log) }
        if applies(.sendMonotonic) { send.finish(into: &log) }
        if applies(.buttonMatchesPosition) { buttonPosition.finish(into: &log) }
        if applies(.buttonAboveComposer) { buttonPlace.finish(into: &log) }
        if applies(.pinHolds) { pinHolds.finish(into: &log) }
        if applies(.barMovesWithKeyboard) { barJumps.finish(into: &log) }
        if applies(.fieldNotCovered) { fieldCovered.finish(into: &log) }
        if applies(.noSnapBack) { snapBack.finish(into: &log) }
        if applies(.fieldNotOverLifted) { overLift.finish(into: &log) }
        return InvariantReport(violations: log.violations, omitted: log.omitted, frameCount: frameCount)
    }

    private func applies(_ id: InvariantID) -> Bool { applies[id.index] }

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
    public static func check(_ trace: Trace, violationLimit: Int = defaultViolationLimit) -> InvariantReport {
        var checker = InvariantChecker(
            handler: trace.handler, scenario: trace.scenario, events: trace.events, violationLimit: violationLimit)
        var replay = trace.makeReplay()
        while let frame = replay.next() { checker.observe(frame) }
        return checker.finish()
    }
}
