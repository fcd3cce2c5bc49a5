import InsetEngine
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
    private var previous: Frame?
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

    /// - Parameters:
    ///   - scenario: the screen the frames come from.
    ///   - events: the trace's events, sorted by time (what happened between frames).
    public init(scenario: Scenario, events: [TimedEvent], violationLimit: Int = defaultViolationLimit) {
        timeline = EventTimeline(scenario: scenario, events: events)
        geometry = SceneGeometry(scenario: scenario)
        log = ViolationLog(limit: violationLimit)
    }

    /// Checks the next frame (frames must come in index order, from frame 0).
    public mutating func observe(_ frame: Frame) {
        var frame = frame
        // Core Animation renders opacity clamped to 0...1 (trace-format.md); springs overshoot.
        frame.buttonAlpha = min(max(frame.buttonAlpha, 0), 1)
        frame.revealAlpha = min(max(frame.revealAlpha, 0), 1)
        let context = timeline.advance(to: frame.time)
        let observation = Observation(
            frame: frame, previous: previous, context: context,
            atRest: Rest.isAtRest(frame, previous: previous, context: context), geometry: geometry)
        finite.observe(observation, into: &log)
        composer.observe(observation, into: &log)
        content.observe(observation, into: &log)
        twoPhase.observe(observation, into: &log)
        blankGap.observe(observation, into: &log)
        runway.observe(observation, into: &log)
        flicker.observe(observation, into: &log)
        send.observe(observation, into: &log)
        buttonPosition.observe(observation, into: &log)
        buttonPlace.observe(observation, into: &log)
        pinHolds.observe(observation, into: &log)
        previous = frame
        frameCount += 1
    }

    /// Closes every open episode and returns the report.
    public mutating func finish() -> InvariantReport {
        finite.finish(into: &log)
        composer.finish(into: &log)
        content.finish(into: &log)
        twoPhase.finish(into: &log)
        blankGap.finish(into: &log)
        runway.finish(into: &log)
        flicker.finish(into: &log)
        send.finish(into: &log)
        buttonPosition.finish(into: &log)
        buttonPlace.finish(into: &log)
        pinHolds.finish(into: &log)
        return InvariantReport(violations: log.violations, omitted: log.omitted, frameCount: frameCount)
    }

    /// Checks a sequence of frames (for instance hand-made ones) against a scenario and events.
    public static func check<Frames: Sequence<Frame>>(
        _ frames: Frames, scenario: Scenario, events: [TimedEvent], violationLimit: Int = defaultViolationLimit
    ) -> InvariantReport {
        var checker = InvariantChecker(scenario: scenario, events: events, violationLimit: violationLimit)
        for frame in frames { checker.observe(frame) }
        return checker.finish()
    }

    /// Replays a trace and checks every frame, streaming (the frames are not kept).
    public static func check(_ trace: Trace, violationLimit: Int = defaultViolationLimit) -> InvariantReport {
        var checker = InvariantChecker(scenario: trace.scenario, events: trace.events, violationLimit: violationLimit)
        var replay = trace.makeReplay()
        while let frame = replay.next() { checker.observe(frame) }
        return checker.finish()
    }
}
