import Handlers
import UIKitModel
import TestSupport
import Testing
import TraceKit
@testable import Invariants

/// One hand-made frame sequence and whether it breaks one invariant.
struct RuleCase: CustomTestStringConvertible, Sendable {
    let name: String
    let invariant: InvariantID
    let breaks: Bool
    let frames: [HandFrame]
    var scenario: Scenario = Fixture.scenario()
    var events: [TimedEvent] = []
    var handler: HandlerKind = .launchComposer

    var testDescription: String { "\(invariant.rawValue): \(name)" }
}

/// The keyboard opening at frame 5 over 30 frames (curve 7: 0.5 s at 60 fps), with the
/// offset as `offset(index)` gives it.
private func opening(offset: @escaping (Int) -> Double, keyboardTop: ((Int) -> Double)? = nil) -> [HandFrame] {
    Fixture.frames(60) { index, frame in
        guard index >= 5 else { return }
        let open = Fixture.settled(index, keyboard: 336)
        let step = index - 5
        frame.inset = open.inset
        frame.indicator = open.indicator
        frame.keyboardTop = keyboardTop?(index) ?? Fixture.lerp(852, 516, step, over: 30)
        frame.composerY = Fixture.lerp(-34, -346, step, over: 30)
        frame.buttonY = Fixture.lerp(-90, -392, step, over: 30)
        frame.offset = offset(index)
    }
}

private let openingEvents = [
    Fixture.keyboard(.willChangeFrame, height: 336, at: 5), Fixture.keyboard(.willShow, height: 336, at: 5),
]

/// A pinned state: the sent message at 2384 with its runway, the keyboard closed.
private func pinned(_ index: Int, offset: Double = 2384) -> HandFrame {
    var frame = Fixture.settled(index)
    frame.pin = .pinned
    frame.pinnedOffset = 2384
    frame.runway = 2384 - (2400 - 852 + 82)
    frame.inset = 82 + frame.runway
    frame.offset = offset
    return frame
}

/// A send at frame 2 with pin-to-top on: the pin scroll runs frames 8...20 and rests.
private func sendFrames(dip: Double, restingAt rest: Double = 2384) -> [HandFrame] {
    Fixture.frames(40) { index, frame in
        guard index >= 2 else { return }
        frame.pin = .armed
        if index <= 7 { frame.offset = 1630 - dip * Double(index - 1) / 6 }
        guard index >= 8 else { return }
        frame = pinned(index, offset: index <= 20 ? Fixture.lerp(1630 - dip, rest, index - 7, over: 13) : rest)
        if index <= 20 { frame.pin = .animating }
    }
}

let ruleCases: [RuleCase] = [
    RuleCase(name: "a NaN offset", invariant: .finiteNumbers, breaks: true,
             frames: Fixture.frames(5) { index, frame in if index == 3 { frame.offset = .nan } }),
    RuleCase(name: "finite frames", invariant: .finiteNumbers, breaks: false, frames: Fixture.frames(5)),

    RuleCase(name: "the keyboard over the composer for three frames", invariant: .composerRidesKeyboard, breaks: true,
             frames: Fixture.frames(10, from: Fixture.settled(keyboard: 336)) { index, frame in
                 if (4...6).contains(index) { frame.composerY += 12 }
             }),
    RuleCase(name: "the keyboard over the composer during a drag", invariant: .composerRidesKeyboard, breaks: false,
             frames: Fixture.frames(10, from: Fixture.settled(keyboard: 336)) { index, frame in
                 if (4...6).contains(index) {
                     frame.composerY += 12
                     frame.scroll = .dragging
                 }
             }),
    RuleCase(name: "the keyboard dragged 12 pt down from under the composer", invariant: .composerRidesKeyboard,
             breaks: true,
             frames: Fixture.frames(10, from: Fixture.settled(keyboard: 336)) { index, frame in
                 if (4...6).contains(index) {
                     frame.keyboardTop += 12
                     frame.scroll = .dragging
                 }
             }),
    RuleCase(name: "the keyboard dragged down by at most the tolerance", invariant: .composerRidesKeyboard,
             breaks: false,
             frames: Fixture.frames(10, from: Fixture.settled(keyboard: 336)) { index, frame in
                 if (4...6).contains(index) {
                     frame.keyboardTop += 0.5
                     frame.scroll = .dragging
                 }
             }),
    RuleCase(name: "the composer resting 20 pt above the keyboard", invariant: .composerRidesKeyboard, breaks: true,
             frames: Fixture.frames(10, from: Fixture.settled(keyboard: 336)) { index, frame in
                 if index >= 3 { frame.composerY -= 20 }
             }),
    RuleCase(name: "the composer resting off its closed lift", invariant: .composerRidesKeyboard, breaks: true,
             frames: Fixture.frames(10) { index, frame in if index >= 3 { frame.composerY = -50 } }),
    RuleCase(name: "the composer on the keyboard", invariant: .composerRidesKeyboard, breaks: false,
             frames: Fixture.frames(10, from: Fixture.settled(keyboard: 336))),

    RuleCase(name: "the keyboard opens over the last message", invariant: .contentNotCovered, breaks: true,
             frames: opening { _ in 1630 }, events: openingEvents),
    RuleCase(name: "the content rides up with the keyboard", invariant: .contentNotCovered, breaks: false,
             frames: opening { index in index < 5 ? 1630 : Fixture.lerp(1630, 1942, index - 5, over: 30) },
             events: openingEvents),
    RuleCase(name: "covered, but the content changed in between", invariant: .contentNotCovered, breaks: false,
             frames: opening { _ in 1630 }, events: openingEvents + [Fixture.event(.contentSize(height: 2401), at: 20)]),
    RuleCase(name: "covered, but the user dragged in between", invariant: .contentNotCovered, breaks: false,
             frames: opening { _ in 1630 },
             events: openingEvents + [Fixture.event(.dragBegin(y: 400), at: 20), Fixture.event(.dragEnd(y: 400, velocity: 0), at: 21)]),

    RuleCase(name: "down 30 pt, then up with the keyboard", invariant: .noTwoPhaseMotion, breaks: true,
             frames: opening { index in
                 index < 5 ? 1630 : (index < 10 ? 1630 - 6 * Double(index - 4) : Fixture.lerp(1600, 1942, index - 10, over: 25))
             }, events: openingEvents),
    RuleCase(name: "one smooth motion up", invariant: .noTwoPhaseMotion, breaks: false,
             frames: opening { index in index < 5 ? 1630 : Fixture.lerp(1630, 1942, index - 5, over: 30) },
             events: openingEvents),
    RuleCase(name: "the content turns with a keyboard that turns", invariant: .noTwoPhaseMotion, breaks: false,
             frames: opening(offset: { index in
                 index < 5 ? 1630 : (index < 10 ? 1630 - 6 * Double(index - 4) : Fixture.lerp(1600, 1942, index - 10, over: 25))
             }, keyboardTop: { index in
                 index < 10 ? 852 + 6 * Double(index - 4) : Fixture.lerp(882, 516, index - 10, over: 25)
             }), events: openingEvents),
    RuleCase(name: "the same dip with no keyboard notification", invariant: .noTwoPhaseMotion, breaks: false,
             frames: opening { index in
                 index < 5 ? 1630 : (index < 10 ? 1630 - 6 * Double(index - 4) : Fixture.lerp(1600, 1942, index - 10, over: 25))
             }),

    RuleCase(name: "resting 22 pt past the end", invariant: .noBlankGapAtRest, breaks: true,
             frames: Fixture.frames(10) { index, frame in if index >= 3 { frame.offset += 22 } }),
    RuleCase(name: "resting 16 pt before the start", invariant: .noBlankGapAtRest, breaks: true,
             frames: Fixture.frames(10, from: Fixture.settled(content: 300)) { _, frame in frame.offset = -16 }),
    RuleCase(name: "resting inside the range", invariant: .noBlankGapAtRest, breaks: false,
             frames: Fixture.frames(10) { _, frame in frame.offset -= 500 }),
    RuleCase(name: "pulled past the end by a finger", invariant: .noBlankGapAtRest, breaks: false,
             frames: Fixture.frames(10) { index, frame in
                 if index >= 3 {
                     frame.offset += 22
                     frame.scroll = .dragging
                 }
             }),

    RuleCase(name: "30 pt past the pinned place", invariant: .runwayNotScrolledInto, breaks: true,
             frames: (0..<10).map { pinned($0, offset: $0 >= 4 ? 2414 : 2384) }),
    RuleCase(name: "at the pinned place", invariant: .runwayNotScrolledInto, breaks: false,
             frames: (0..<10).map { pinned($0) }),
    RuleCase(name: "30 pt past it under a finger", invariant: .runwayNotScrolledInto, breaks: false,
             frames: (0..<10).map { index in
                 var frame = pinned(index, offset: index >= 4 ? 2414 : 2384)
                 if index >= 4 { frame.scroll = .dragging }
                 return frame
             }),

    RuleCase(name: "the button starts to show and hides again", invariant: .buttonNoFlicker, breaks: true,
             frames: Fixture.frames(30) { index, frame in
                 frame.offset -= Double(index) * 5
                 frame.buttonAlpha = index < 10 ? Double(index) * 0.06 : max(0, 0.54 - Double(index - 9) * 0.08)
             }),
    RuleCase(name: "the button shows once", invariant: .buttonNoFlicker, breaks: false,
             frames: Fixture.frames(30) { index, frame in
                 frame.offset -= Double(index) * 5
                 frame.buttonAlpha = min(1, Double(index) * 0.1)
             }),
    RuleCase(name: "shown and hidden across a rest", invariant: .buttonNoFlicker, breaks: false,
             frames: Fixture.frames(40) { index, frame in
                 frame.buttonAlpha = index < 10 ? Double(index) * 0.1 : (index < 20 ? 1 : max(0, 1 - Double(index - 19) * 0.1))
             }),

    RuleCase(name: "the send pulls the content down, then up", invariant: .sendMonotonic, breaks: true,
             frames: sendFrames(dip: 60), scenario: Fixture.scenario(pinToTop: true),
             events: [Fixture.event(.send, at: 2)]),
    RuleCase(name: "the send carries the content up", invariant: .sendMonotonic, breaks: false,
             frames: sendFrames(dip: 0), scenario: Fixture.scenario(pinToTop: true),
             events: [Fixture.event(.send, at: 2)]),
    RuleCase(name: "the send stops 84 pt short of the pin", invariant: .sendMonotonic, breaks: true,
             frames: sendFrames(dip: 0, restingAt: 2300), scenario: Fixture.scenario(pinToTop: true),
             events: [Fixture.event(.send, at: 2)]),
    RuleCase(name: "the same dip when pin-to-top is off", invariant: .sendMonotonic, breaks: false,
             frames: sendFrames(dip: 60), events: [Fixture.event(.send, at: 2)]),

    RuleCase(name: "scrolled up with no button", invariant: .buttonMatchesPosition, breaks: true,
             frames: Fixture.frames(10) { _, frame in
                 frame.offset -= 500
                 frame.atBottom = false
             }),
    RuleCase(name: "scrolled up with the button", invariant: .buttonMatchesPosition, breaks: false,
             frames: Fixture.frames(10) { _, frame in
                 frame.offset -= 500
                 frame.atBottom = false
                 frame.buttonAlpha = 1
             }),

    RuleCase(name: "the button 16 pt too high", invariant: .buttonAboveComposer, breaks: true,
             frames: Fixture.frames(10) { _, frame in
                 frame.offset -= 500
                 frame.atBottom = false
                 frame.buttonAlpha = 1
                 frame.buttonY -= 16
             }),
    RuleCase(name: "the button above an open keyboard's composer", invariant: .buttonAboveComposer, breaks: false,
             frames: Fixture.frames(10, from: Fixture.settled(keyboard: 336)) { _, frame in
                 frame.offset -= 500
                 frame.atBottom = false
                 frame.buttonAlpha = 1
             }),

    RuleCase(name: "enforced, 10 pt off the pinned offset", invariant: .pinHolds, breaks: true,
             frames: (0..<10).map { pinned($0, offset: 2374) }),
    RuleCase(name: "enforced, 2 pt off (within the drift threshold)", invariant: .pinHolds, breaks: false,
             frames: (0..<10).map { pinned($0, offset: 2382) }),
]

@Test(arguments: ruleCases + handlerRuleCases)
func rule(_ rule: RuleCase) {
    let violated = InvariantChecker.check(rule.frames, handler: rule.handler, scenario: rule.scenario, events: rule.events).violated
    #expect(violated.contains(rule.invariant) == rule.breaks, "violated: \(violated.map(\.rawValue))")
}

@Test func everyInvariantHasABreakingAndAQuietCase() {
    let ruleCases = ruleCases + handlerRuleCases
    // rides-floating-keyboard reads kbMode, which hand-made frames do not carry: its
    // breaking and quiet cases are replays (FloatingKeyboardInvariantTests).
    for id in InvariantID.allCases where id != .ridesFloatingKeyboard {
        #expect(ruleCases.contains { $0.invariant == id && $0.breaks }, "\(id.rawValue) has no breaking case")
        #expect(ruleCases.contains { $0.invariant == id && !$0.breaks }, "\(id.rawValue) has no quiet case")
    }
}

@Test func settledFramesBreakNothing() {
    #expect(Fixture.violated(Fixture.frames(20)).isEmpty)
    #expect(Fixture.violated(Fixture.frames(20, from: Fixture.settled(keyboard: 336))).isEmpty)
    #expect(Fixture.violated(opening { index in index < 5 ? 1630 : Fixture.lerp(1630, 1942, index - 5, over: 30) },
                             events: openingEvents).isEmpty)
}
