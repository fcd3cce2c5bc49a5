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

@Test func restNeedsStillnessOutsideTransitions() {
    let scenario = Fixture.scenario()
    var timeline = EventTimeline(scenario: scenario, events: [Fixture.keyboard(.willShow, height: 336, at: 2)])
    let frames = Fixture.frames(40)
    var rest: [Bool] = []
    var previous: SceneFrame?
    for frame in frames {
        let context = timeline.advance(to: frame.time)
        rest.append(previous.map { Rest.isAtRest(frame, after: $0, context: context) } ?? false)
        previous = frame
    }
    #expect(rest[0] == false, "frame 0 has nothing to compare with")
    #expect(rest[1] == true)
    #expect(rest[2...31].allSatisfy { !$0 }, "curve 7 animates for 0.5 s: frames 2...31")
    #expect(rest[32] == true)
}

@Test func anInstantNotificationHasNoTransition() {
    var timeline = EventTimeline(scenario: Fixture.scenario(), events: [Fixture.keyboard(.willShow, height: 336, at: 2, duration: 0)])
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
}

/// The scene fields (and other numeric fields) of a built-in handler's schema are found
/// once and shared: they must be the ones found afresh; any other schema gets its own.
@Test func sharedSceneFieldsAreTheFieldsFoundAfresh() {
    for kind in HandlerKind.builtIn {
        let shared = SceneFields.of(kind.schema.frame)
        #expect(shared.fields == SceneFields(kind.schema.frame))
        let afresh = OtherNumericFields(kind.schema.frame)
        #expect(shared.other.fields.map(\.index) == afresh.fields.map(\.index))
        #expect(shared.other.fields.map(\.name) == afresh.fields.map(\.name))
    }
    let own = FrameSchema([FrameField("extra", .number), .offset, .kbTop])
    let fields = SceneFields.of(own).fields
    #expect(fields == SceneFields(own))
    #expect(fields.offset == 1 && fields.kbTop == 2 && fields.inset == SceneFields.zero)
    #expect(fields.revealAlpha == SceneFields.one && fields.atBottom == SceneFields.one)
}

/// A frame is read through lanes resolved once: a field the schema has comes from its
/// lane, one it lacks takes its resting value (0; 1 for revealAlpha; atBottom true; the
/// choices idle), and a choice index out of its cases reads idle.
@Test func sceneFrameReadsTheSchemaLanesAndRestingValues() {
    let schema = FrameSchema([FrameField("extra", .number), .offset, .kbTop, .pin, .scroll])
    var values = FrameValues()
    values[0] = 7
    values[1] = -12.5
    values[2] = 500
    values[3] = 4 // pinned
    values[4] = 99 // no scroll phase
    let scene = SceneFrame(Frame(index: 3, time: 50, values: values), fields: SceneFields.of(schema).fields)
    #expect(scene.index == 3 && scene.time == 50)
    #expect(scene.offset == -12.5 && scene.keyboardTop == 500)
    #expect(scene.pin == .pinned && scene.scroll == .idle)
    #expect(scene.revealAlpha == 1 && scene.atBottom)
    #expect(scene.inset == 0 && scene.contentHeight == 0 && scene.buttonAlpha == 0 && scene.fieldBottom == 0)

    // A schema with every field: each is read from its own lane.
    let full = HandlerKind.launchComposer.schema.frame
    var lanesValues = FrameValues()
    for lane in 0..<full.fields.count { lanesValues[lane] = Double(lane) / 4 }
    let fields = SceneFields.of(full).fields
    let read = SceneFrame(Frame(index: 0, time: 0, values: lanesValues), fields: fields)
    #expect(read.offset == Double(fields.offset) / 4)
    #expect(read.composerY == Double(fields.composerY) / 4)
    #expect(read.buttonY == Double(fields.btnY) / 4)
    #expect(read.pinnedOffset == Double(fields.pinned) / 4)
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
