import Foundation
import Handlers
import UIKitModel
import TestSupport
import Testing
import TraceKit
@testable import Invariants

@Test func theCatalogueFollowsTheNames() {
    #expect(Invariant.catalogue.map(\.id) == InvariantID.allCases)
    for invariant in Invariant.catalogue {
        #expect(!invariant.glitch.isEmpty && !invariant.rule.isEmpty)
        #expect(Invariant.named(invariant.name) == invariant)
    }
    #expect(Invariant.named("no-such-invariant") == nil)
}

@Test func streamingAndCollectedFramesAgree() {
    for run in 0..<40 {
        let trace = TraceGenerator().trace(seed: 31, run: run)
        let streamed = InvariantChecker.check(trace)
        let collected = InvariantChecker.check(Array(trace.makeReplay()), scenario: trace.scenario, events: trace.events)
        #expect(streamed == collected)
        #expect(streamed.frameCount == trace.frameCount)
    }
}

/// The checker keeps the frames it reads in one object it rewrites in place: a copy of
/// a checker, fed frame for frame alongside the original, must still find what a checker
/// of its own finds (sharing that object, each would read the other's frames).
@Test func aCopiedCheckerGoesOnWithItsOwnFrames() {
    for run in 0..<12 {
        let trace = TraceGenerator().trace(seed: 31, run: run)
        let frames = Array(trace.makeReplay())
        var original = InvariantChecker(handler: trace.handler, scenario: trace.scenario, events: trace.events)
        let half = frames.count / 2
        for frame in frames[..<half] { original.observe(frame) }
        var copy = original
        for frame in frames[half...] {
            original.observe(frame)
            copy.observe(frame)
        }
        let alone = InvariantChecker.check(trace)
        #expect(original.finish() == alone)
        #expect(copy.finish() == alone)
    }
}

@Test func expectationsAreASetOfNames() {
    let report = InvariantReport(violations: [
        Violation(invariant: .noBlankGapAtRest, frames: 3...9, frame: 3, message: ""),
        Violation(invariant: .contentNotCovered, frames: 3...9, frame: 3, message: ""),
    ], frameCount: 10)
    #expect(report.violated == [.contentNotCovered, .noBlankGapAtRest])
    #expect(report.compare(expected: ["no-blank-gap-at-rest", "content-not-covered", "content-not-covered"]).passes)
    let missing = report.compare(expected: ["content-not-covered", "no-blank-gap-at-rest", "pin-holds"])
    #expect(missing.missing == [.pinHolds] && missing.unexpected.isEmpty && !missing.passes)
    let unexpected = report.compare(expected: nil)
    #expect(unexpected.unexpected == [.contentNotCovered, .noBlankGapAtRest] && !unexpected.passes)
    let unknown = report.compare(expected: ["content-not-covered", "no-blank-gap-at-rest", "no-such"])
    #expect(unknown.unknownNames == ["no-such"] && !unknown.passes)
    #expect(InvariantReport(violations: [], frameCount: 1).compare(expected: []).passes)
}

@Test func violationsBeyondTheLimitAreCounted() {
    // Ten separate episodes of a blank gap: rest frames alternate with moving ones.
    let frames = Fixture.frames(40) { index, frame in
        if index % 4 == 2 { frame.offset += 22 }
        if index % 4 == 3 { frame.offset += 22 }
    }
    let report = InvariantChecker.check(frames, scenario: Fixture.scenario(), events: [], violationLimit: 3)
    #expect(report.violations(of: .noBlankGapAtRest).count == 3)
    #expect(report.omitted.contains(OmittedViolations(invariant: .noBlankGapAtRest, count: 7)))
}

/// Whether each of `frames` is at rest, as `handler`'s frames, with `events`.
private func restFrames(
    _ frames: [HandFrame], handler: HandlerKind = .launchComposer, events: [TimedEvent] = []
) -> [Bool] {
    let scenario = Scenario(screen: Fixture.screen, contentHeight: 2400, config: handler.schema.defaultConfig)
    var checker = InvariantChecker(handler: handler, scenario: scenario, events: events)
    return frames.map { frame in
        checker.observe(frame.frame(in: handler.schema.frame))
        return checker.lastFrameAtRest
    }
}

@Test func restNeedsStillnessOutsideTransitions() {
    let rest = restFrames(Fixture.frames(40), events: [Fixture.keyboard(.willShow, height: 336, at: 2)])
    #expect(rest[0] == false, "frame 0 has nothing to compare with")
    #expect(rest[1] == true)
    #expect(rest[2...31].allSatisfy { !$0 }, "curve 7 animates for 0.5 s: frames 2...31")
    #expect(rest[32] == true)
}

/// A handler's own fields count for rest as its registration names them: launch-composer's
/// button moving 0.002 (drawn, more than 0.001) or its runway changing by 0.0001 (model)
/// breaks rest, the button moving 0.0005 does not; the same runway change in a handler
/// that does not write a runway changes nothing, and the form's view moving breaks its rest.
@Test func aHandlersRegisteredFieldsCountForRest() {
    func frames(_ change: @escaping (inout HandFrame) -> Void) -> [HandFrame] {
        Fixture.frames(4) { index, frame in if index >= 2 { change(&frame) } }
    }
    #expect(restFrames(frames { $0.buttonY += 0.002 }) == [false, true, false, true])
    #expect(restFrames(frames { $0.buttonY += 0.0005 }) == [false, true, true, true])
    #expect(restFrames(frames { $0.runway = 0.0001 }) == [false, true, false, true])
    #expect(restFrames(frames { $0.pin = .animating }) == [false, true, false, false])
    #expect(restFrames(frames { $0.runway = 0.0001 }, handler: .launchChatView) == [false, true, true, true])
    #expect(restFrames(frames { $0.viewY = -3 }, handler: .form) == [false, true, false, true])
    #expect(restFrames(frames { $0.viewY = -3 }, handler: .launchComposer) == [false, true, true, true])
}

@Test func anInstantNotificationHasNoTransition() {
    var timeline = EventTimeline(
        scenario: Fixture.scenario(), events: [Fixture.keyboard(.willShow, height: 336, at: 2, duration: 0)], pinToTopEnabled: false)
    _ = timeline.advance(to: Fixture.time(1))
    let context = timeline.advance(to: Fixture.time(2))
    #expect(context.keyboardTransitionStarted && context.keyboardOpened && !context.inKeyboardTransition)
}

/// `docs/invariants.md` lists every invariant with its rule, word for word.
@Test func theDocsStateEveryRule() throws {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/invariants.md")
    let text = try String(contentsOf: path, encoding: .utf8)
    for invariant in Invariant.catalogue {
        #expect(text.contains("**`\(invariant.name)`**: \(invariant.glitch)"), "\(invariant.name): glitch")
        #expect(text.contains("*Rule.* \(invariant.rule)"), "\(invariant.name): rule")
    }
    #expect(text.contains(ChatPlaces.table()), "the chat screens' places:\n\(ChatPlaces.table())")
}

/// A built-in handler's registration is prepared for its schema once, and that is what
/// preparing it afresh finds; another schema (a handler of the same name with other
/// fields) gets its own.
@Test func preparedChecksAreTheLanesFoundAfresh() {
    for registration in HandlerInvariants.builtIn {
        let kind = HandlerKind.builtIn.first { $0.name == registration.handler }!
        let schema = kind.schema.frame
        let prepared = registration.prepared(for: schema)
        let afresh = PreparedChecks(checks: registration.checks, rest: registration.rest, schema: schema)
        #expect(prepared.fields == afresh.fields && prepared.alphas == afresh.alphas)
        #expect(prepared.rest.model == afresh.rest.model && prepared.rest.drawn == afresh.rest.drawn)
    }
    let own = FrameSchema([FrameField("extra", .number), .offset, .kbTop])
    let fields = LaunchComposer.invariants.prepared(for: own).fields
    #expect(fields.offset == 1 && fields.kbTop == 2 && fields.inset == FrameLane.zero)
    #expect(LaunchComposer.invariants.prepared(for: own).rest.drawn.lanes.isEmpty)
}

/// A frame is read through lanes resolved once: a field the schema has comes from its
/// lane, one it lacks takes its resting value (0; the scroll phase idle), and a choice
/// index out of its cases reads idle.
@Test func sceneFrameReadsTheSchemaLanesAndRestingValues() {
    let schema = FrameSchema([FrameField("extra", .number), .offset, .kbTop, .scroll])
    var values = FrameValues()
    values[0] = 7
    values[1] = -12.5
    values[2] = 500
    values[3] = 99 // no scroll phase
    let scene = SceneFrame(Frame(index: 3, time: 50, values: values), fields: SceneFields(schema))
    #expect(scene.index == 3 && scene.time == 50)
    #expect(scene.offset == -12.5 && scene.keyboardTop == 500)
    #expect(scene.scroll == .idle)
    #expect(scene.inset == 0 && scene.contentHeight == 0 && scene.viewportHeight == 0)
    values[3] = 2
    #expect(SceneFrame(Frame(index: 0, time: 0, values: values), fields: SceneFields(schema)).scroll == .decelerating)
}

/// A handler's field is read through its lane; one its schema lacks reads 0, or 1 where
/// it rests at 1; a choice reads its case, or its first case for an index that names none.
@Test func anObservationReadsTheHandlersLanes() {
    let schema = FrameSchema([FrameField("extra", .number), .runway, .pin])
    let observation = Observation(frame: .resting, geometry: SceneGeometry(
        scenario: Fixture.scenario(), roles: SceneRoles(), composerOrigin: .screenBottom, lanes: .init(schema)))
    var values = FrameValues()
    values[0] = 7
    values[1] = 2.5
    values[2] = 4 // pinned
    observation.store(values, clamping: [0])
    #expect(observation[FrameLane(.runway, in: schema)] == 2.5)
    #expect(observation[FrameLane(FrameField("extra", .number), in: schema)] == 1, "clamped to 0...1")
    #expect(observation[FrameLane(.btnY, in: schema)] == 0)
    #expect(observation[FrameLane(.atBottom, in: schema, resting: .one)] == 1)
    let pin = ChoiceLane<PinPhase>(.pin, in: schema)
    #expect(observation.holds(pin, pin.cases(.pinned)) && observation.holds(pin, pin.cases(.armed, .pinned)))
    #expect(!observation.holds(pin, pin.cases(.idle, .pinnedRelaxed)))
    values[2] = 9
    observation.store(values, clamping: [])
    #expect(observation.holds(pin, pin.cases(.idle)) && !observation.holds(pin, pin.cases(.pinned)))
    let missing = ChoiceLane<PinPhase>(.pin, in: FrameSchema([.runway]))
    #expect(observation.holds(missing, missing.cases(.idle)))
    #expect(observation[before: FrameLane(.pin, in: schema)] == 4)
}

/// A violation's summary names its frames: one frame, a span, and the frame shown when it
/// is not the first.
@Test func violationSummariesNameTheFrames() {
    func summary(_ frames: ClosedRange<Int>, at frame: Int) -> String {
        Violation(invariant: .pinHolds, frames: frames, frame: frame, message: "offset 12 is 3 pt off").summary
    }
    #expect(summary(7...7, at: 7) == "pin-holds: frame 7: offset 12 is 3 pt off")
    #expect(summary(12...30, at: 12) == "pin-holds: frames 12...30: offset 12 is 3 pt off")
    #expect(summary(12...30, at: 18) == "pin-holds: frames 12...30 (at 18): offset 12 is 3 pt off")
    #expect(summary(0...1043, at: 1043) == "pin-holds: frames 0...1043 (at 1043): offset 12 is 3 pt off")
}

/// An episode runs from its first failing frame to its last, keeps the worst frame's
/// values, and is handed back once: closing with none open gives nothing.
@Test func episodesMergeFailuresAndCloseOnce() {
    var tracker = EpisodeTracker<String>()
    #expect(tracker.close() == nil)
    tracker.fail(frame: 4, severity: 1, values: "a")
    tracker.fail(frame: 5, severity: 3, values: "b")
    tracker.fail(frame: 6, severity: 2, values: "c")
    let closed = tracker.close()
    #expect(closed?.frames == 4...6 && closed?.worstFrame == 5 && closed?.severity == 3 && closed?.values == "b")
    #expect(tracker.close() == nil && tracker.open == nil)
    tracker.fail(frame: 9, severity: 0.5, values: "d")
    #expect(tracker.close()?.frames == 9...9)
}
