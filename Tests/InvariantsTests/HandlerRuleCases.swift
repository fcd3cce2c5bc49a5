import Handlers
import UIKitModel
import Testing
@testable import Invariants

/// Hand-made frames for the invariants of safe-area-padding and form (same 393 x 852
/// screen as `Fixture`).
private func scene(_ index: Int, keyboardTop: Double = 852) -> HandFrame {
    HandFrame(
        index: index, time: Fixture.time(index), keyboardTop: keyboardTop, offset: 0, inset: 0, indicator: 0,
        contentHeight: 1200, viewportHeight: 852, composerY: 0, composerHeight: 52, atBottom: true, scroll: .idle)
}

private func scenario(_ kind: HandlerKind) -> Scenario {
    Scenario(screen: Fixture.screen, contentHeight: 1200, initialOffset: .top, config: kind.schema.defaultConfig)
}

/// The bar at `bar`, the keyboard at `keyboard`, the safe area `safeArea`, for each frame.
private func bar(_ count: Int, _ values: (Int) -> (keyboard: Double, bar: Double, safeArea: Double)) -> [HandFrame] {
    (0..<count).map { index in
        var frame = scene(index, keyboardTop: values(index).keyboard)
        frame.barBottom = values(index).bar
        frame.safeArea = values(index).safeArea
        return frame
    }
}

/// The form with a field 600...644 focused at frame 1 and the keyboard opening at frame 5
/// over 30 frames; `viewY(index)` moves the view.
private func form(_ count: Int = 70, viewY: @escaping (Int) -> Double) -> [HandFrame] {
    (0..<count).map { index in
        var frame = scene(index, keyboardTop: index < 5 ? 852 : Fixture.lerp(852, 516, index - 5, over: 30))
        frame.viewY = viewY(index)
        frame.fieldTop = 600 + frame.viewY
        frame.fieldBottom = 644 + frame.viewY
        return frame
    }
}

private let formOpening = [
    Fixture.event(.focus(y: 600, height: 44), at: 1),
    Fixture.keyboard(.willChangeFrame, height: 336, at: 5), Fixture.keyboard(.willShow, height: 336, at: 5),
]

/// `formOpening` with a finger down at frame `begin` (2 to 4: after the focus, before the
/// keyboard) and up at `end` (before or after the keyboard's frame 5), in time order: the
/// timeline reads events in the order given.
private func formOpening(dragFrom begin: Int, to end: Int) -> [TimedEvent] {
    let down = [formOpening[0], Fixture.event(.dragBegin(y: 400), at: begin)]
    let up = Fixture.event(.dragEnd(y: 400, velocity: 0), at: end)
    return end < 5 ? down + [up] + formOpening[1...] : down + formOpening[1...] + [up]
}

/// The form's view still, its scroll view's offset going to `lift` by frame 35 (and back
/// to 0 from frame 45 if `back`), dragging on frames `3..<until`, idle on the others.
private func draggedForm(lift: Double = 148, back: Bool = true, until: Int = 50) -> [HandFrame] {
    form { _ in 0 }.map { frame in
        var frame = frame
        frame.offset = frame.index < 45 || !back ? Fixture.lerp(0, lift, frame.index - 5, over: 30) : 0
        frame.fieldTop -= frame.offset
        frame.fieldBottom -= frame.offset
        frame.scroll = (3..<until).contains(frame.index) ? .dragging : .idle
        return frame
    }
}

let handlerRuleCases: [RuleCase] = [
    // The bar steps 2.5 pt down while the keyboard rises 12.7: the notification's padding.
    RuleCase(name: "the bar steps against the keyboard", invariant: .barMovesWithKeyboard, breaks: true,
             frames: bar(4) { index in index < 2 ? (852, 792, 34) : (index == 2 ? (839.3, 794.5, 336) : (810, 768, 336)) },
             scenario: scenario(.safeAreaPadding), handler: .safeAreaPadding),
    RuleCase(name: "the bar steps while nothing else moves", invariant: .barMovesWithKeyboard, breaks: true,
             frames: bar(4) { index in index < 2 ? (516, 490, 336) : (516, 504, 336) },
             scenario: scenario(.safeAreaPadding), handler: .safeAreaPadding),
    RuleCase(name: "the bar rises with the keyboard", invariant: .barMovesWithKeyboard, breaks: false,
             frames: bar(10) { index in (852 - 33.6 * Double(index), 792 - 28.8 * Double(index), index == 0 ? 34 : 336) },
             scenario: scenario(.safeAreaPadding), handler: .safeAreaPadding),
    RuleCase(name: "the bar jumps with an instant keyboard", invariant: .barMovesWithKeyboard, breaks: false,
             frames: bar(4) { index in index < 2 ? (852, 792, 34) : (516, 504, 336) },
             scenario: scenario(.safeAreaPadding), handler: .safeAreaPadding),

    // The view moved up 148 as the keyboard opened, then back to 0 at frame 45 (a layout pass).
    RuleCase(name: "the field under the keyboard at rest", invariant: .fieldNotCovered, breaks: true,
             frames: form { index in index < 45 ? Fixture.lerp(0, -148, index - 5, over: 30) : 0 },
             scenario: scenario(.form), events: formOpening, handler: .form),
    RuleCase(name: "the field moved clear of the keyboard", invariant: .fieldNotCovered, breaks: false,
             frames: form { index in Fixture.lerp(0, -148, index - 5, over: 30) },
             scenario: scenario(.form), events: formOpening, handler: .form),
    RuleCase(name: "under the keyboard, but no field is active", invariant: .fieldNotCovered, breaks: false,
             frames: form { _ in 0 }, scenario: scenario(.form), events: Array(formOpening.dropFirst()), handler: .form),
    RuleCase(name: "the view snaps back with the keyboard up", invariant: .noSnapBack, breaks: true,
             frames: form { index in index < 45 ? Fixture.lerp(0, -148, index - 5, over: 30) : 0 },
             scenario: scenario(.form), events: formOpening, handler: .form),
    RuleCase(name: "the view holds its move", invariant: .noSnapBack, breaks: false,
             frames: form { index in Fixture.lerp(0, -148, index - 5, over: 30) },
             scenario: scenario(.form), events: formOpening, handler: .form),
    RuleCase(name: "the view returns with the keyboard's hide", invariant: .noSnapBack, breaks: false,
             frames: form { index in index < 45 ? Fixture.lerp(0, -148, index - 5, over: 30) : 0 },
             scenario: scenario(.form), events: formOpening + [Fixture.keyboard(.willHide, height: nil, at: 45)], handler: .form),
    RuleCase(name: "the view never moved", invariant: .noSnapBack, breaks: false,
             frames: form { _ in 0 }, scenario: scenario(.form), events: formOpening, handler: .form),
    // The same displacement (offset 148 up to frame 35, 0 from 45), made by a finger that
    // went down at frame 3, before the keyboard opened, and lifted at 50: the user's, no
    // episode. Then a finger that lifts the field 400 and leaves it there: the field's
    // bottom rests at 244, 272 above the keyboard, but by the user's hand.
    RuleCase(name: "a drag begun before the keyboard opened moves the form", invariant: .noSnapBack, breaks: false,
             frames: draggedForm(), scenario: scenario(.form), events: formOpening(dragFrom: 3, to: 50), handler: .form),
    RuleCase(name: "a drag begun before the keyboard opened lifts the field", invariant: .fieldNotOverLifted, breaks: false,
             frames: draggedForm(lift: 400, back: false), scenario: scenario(.form), events: formOpening(dragFrom: 3, to: 50), handler: .form),
    // The finger lifted at frame 4, before the keyboard opened: the episode is the keyboard's.
    RuleCase(name: "a drag that ended before the keyboard opened", invariant: .noSnapBack, breaks: true,
             frames: draggedForm(until: 4), scenario: scenario(.form),
             events: formOpening(dragFrom: 2, to: 4), handler: .form),

    // Moved 148 for a 336 pt keyboard, the field's bottom rests at 496, 20 above 516; moved
    // 168, at 476 (40 above, the most); moved 200, at 444 (72 above).
    RuleCase(name: "the field 72 pt above the keyboard", invariant: .fieldNotOverLifted, breaks: true,
             frames: form { index in Fixture.lerp(0, -200, index - 5, over: 30) },
             scenario: scenario(.form), events: formOpening, handler: .form),
    RuleCase(name: "the field 40 pt above the keyboard", invariant: .fieldNotOverLifted, breaks: false,
             frames: form { index in Fixture.lerp(0, -168, index - 5, over: 30) },
             scenario: scenario(.form), events: formOpening, handler: .form),
    RuleCase(name: "a field far above that nothing moved", invariant: .fieldNotOverLifted, breaks: false,
             frames: form { _ in -400 }, scenario: scenario(.form), events: formOpening, handler: .form),
]

/// The handlers' invariants check only their frames.
@Test func theHandlerInvariantsApplyToTheirHandlers() {
    #expect(InvariantID.applying(to: "safe-area-padding") == [.finiteNumbers, .barMovesWithKeyboard, .ridesFloatingKeyboard])
    #expect(InvariantID.applying(to: "form") == [.finiteNumbers, .fieldNotCovered, .noSnapBack, .fieldNotOverLifted, .ridesFloatingKeyboard])
    #expect(!InvariantID.applying(to: "launch-composer").contains(.barMovesWithKeyboard))
}
