import Testing
@testable import Handlers
import UIKitModel

/// Seed 000's `LaunchChatView`, rule by rule, with the arithmetic by hand.
///
/// Screen 393 x 852 with a 34 pt home indicator, composer 48, chatGap 8: the seed's
/// `extraBottomInset` is `48 + 8 + 34 = 90`. Content 2400 in an 852 pt table, so the
/// bottom is `2400 - 852 + 90 = 1638`; with a 336 pt keyboard the inset is `336 + 90 = 426`
/// and the bottom `2400 - 852 + 426 = 1974`.
struct LaunchChatViewTests {
    static let screen = Screen(width: 393, height: 852, safeTop: 59, safeBottom: 34)

    static func simulation(
        content: Double = 2400, offset: InitialOffset = .bottom, screen: Screen = screen
    ) -> Simulation<LaunchChatView> {
        Simulation(scenario: Scenario(
            screen: screen, contentHeight: content, initialOffset: offset,
            config: LaunchChatView.schema.defaultConfig))
    }

    static func keyboard(
        _ kind: KeyboardNotification.Kind, y: Double, height: Double = 336, duration: Double = 0, curve: AnimationCurve = .keyboard
    ) -> Event {
        .keyboard(KeyboardNotification(
            kind: kind, end: Rect(x: 0, y: y, width: 393, height: height),
            duration: Time.nanoseconds(fromSeconds: duration), curve: curve))
    }

    /// The frame at `seconds` (events before it must have been handled).
    static func frame(_ simulation: inout Simulation<LaunchChatView>, at seconds: Double) -> Frame {
        simulation.frame(index: 0, at: Time.nanoseconds(fromSeconds: seconds))
    }

    static func value(_ frame: Frame, _ field: LaunchChatView.Field) -> Double { frame.values[field.rawValue] }

    @Test func startsWithTheSeedsInsetAtTheBottom() {
        var simulation = Self.simulation()
        let frame = Self.frame(&simulation, at: 0)
        #expect(Self.value(frame, .inset) == 90)
        #expect(Self.value(frame, .indicator) == 90)
        #expect(Self.value(frame, .offset) == 1638)
        #expect(Self.value(frame, .composerY) == 0)
        #expect(Self.value(frame, .composerH) == 48)
        #expect(Self.value(frame, .atBottom) == 1)
        #expect(Self.value(frame, .kbTop) == 852)
    }

    @Test func anInstantWillChangeFrameAtTheBottomFollowsTheKeyboard() {
        var simulation = Self.simulation()
        simulation.handle(Self.keyboard(.willChangeFrame, y: 516), at: 0)
        let frame = Self.frame(&simulation, at: 0)
        #expect(Self.value(frame, .inset) == 426)
        #expect(Self.value(frame, .indicator) == 426)
        #expect(Self.value(frame, .offset) == 1974)
        // The sticky composer moves by the keyboard's overlap: -(852 - 516).
        #expect(Self.value(frame, .composerY) == -336)
    }

    /// willShow and willHide move the keyboard (the world's), not the table's inset.
    @Test func willShowAloneMovesOnlyTheKeyboard() {
        var simulation = Self.simulation()
        simulation.handle(Self.keyboard(.willShow, y: 516), at: 0)
        let frame = Self.frame(&simulation, at: 0)
        #expect(Self.value(frame, .kbTop) == 516)
        #expect(Self.value(frame, .composerY) == -336)
        #expect(Self.value(frame, .inset) == 90)
        #expect(Self.value(frame, .offset) == 1638)
    }

    /// `wasAtBottom` is `maxOffset - offset < 100` before any change: 1638 - 1538.1 = 99.9
    /// follows, 1638 - 1538 = 100 does not (the offset stays, the keyboard covers content).
    @Test(arguments: [(1538.1, 1974.0), (1538.0, 1538.0)])
    func nearBottomIsStrictlyWithinTheThreshold(start: Double, expectedOffset: Double) {
        var simulation = Self.simulation(offset: .value(start))
        simulation.handle(Self.keyboard(.willChangeFrame, y: 516), at: 0)
        let frame = Self.frame(&simulation, at: 0)
        #expect(Self.value(frame, .inset) == 426)
        #expect(abs(Self.value(frame, .offset) - expectedOffset) < 1e-9)
    }

    /// The property animator runs with the keyboard's curve: at 0.1 s the spring's progress
    /// is `1 - (1 + w t) e^(-w t)` with `w = sqrt(1000/3)`; the offset, animated from 1638 to
    /// 1974, has covered that fraction; the inset has jumped.
    @Test func theOffsetAnimatesWithTheKeyboardsCurve() {
        var simulation = Self.simulation()
        simulation.handle(Self.keyboard(.willChangeFrame, y: 516, duration: 0.25), at: 0)
        let frame = Self.frame(&simulation, at: 0.1)
        let wt = (1000.0 / 3).squareRoot() * 0.1
        let progress = 1 - (1 + wt) * _exp(-wt)
        #expect(Self.value(frame, .inset) == 426)
        #expect(abs(Self.value(frame, .offset) - (1638 + 336 * progress)) < 1e-9)
        #expect(abs(Self.value(frame, .kbTop) - (852 - 336 * progress)) < 1e-9)
        #expect(abs(Self.value(frame, .composerY) - -(336 * progress)) < 1e-9)
    }

    /// A hardware keyboard's shortcut bar: the frame is the full keyboard shifted down to
    /// y 797; the seed takes the overlap, `852 - 797 = 55`.
    @Test func aHardwareKeyboardCountsWhatShows() {
        var simulation = Self.simulation()
        simulation.handle(Self.keyboard(.willChangeFrame, y: 797), at: 0)
        let frame = Self.frame(&simulation, at: 0)
        #expect(Self.value(frame, .inset) == 55 + 90)
        #expect(Self.value(frame, .offset) == 2400 - 852 + 145)
        #expect(Self.value(frame, .composerY) == -55)
    }

    /// Closing at the bottom (the open bottom 1974 is within 100 of itself): back to 1638.
    @Test func closingAtTheBottomReturnsToTheClosedBottom() {
        var simulation = Self.simulation()
        simulation.handle(Self.keyboard(.willChangeFrame, y: 516), at: 0)
        simulation.handle(Self.keyboard(.willChangeFrame, y: 852), at: 1_000_000_000)
        let frame = Self.frame(&simulation, at: 1)
        #expect(Self.value(frame, .inset) == 90)
        #expect(Self.value(frame, .offset) == 1638)
        #expect(Self.value(frame, .composerY) == 0)
    }

    /// A taller composer: `96 + 8 + 34 = 138` at once; the offset only clamps (1638 is in
    /// the new range, up to `2400 - 852 + 138 = 1686`), so the growth covers the last message.
    /// A shorter one shrinks the range below the offset: `24 + 42 = 66`, clamped to 1614.
    @Test(arguments: [(96.0, 138.0, 1638.0), (24.0, 66.0, 1614.0), (48.4, 90.0, 1638.0), (0.0, 90.0, 1638.0)])
    func composerLayoutSetsTheInsetAtOnce(height: Double, inset: Double, offset: Double) {
        var simulation = Self.simulation()
        simulation.handle(.composerLayout(height: height), at: 0)
        let frame = Self.frame(&simulation, at: 0)
        #expect(Self.value(frame, .inset) == inset)
        #expect(Self.value(frame, .offset) == offset)
        #expect(Self.value(frame, .composerH) == (inset == 90 ? 48 : height))
    }

    /// `scrollToBottom(animated: true)` on the next main-queue turn: the scroll view's own
    /// 0.3 s ease-in-out, whose progress at half time is exactly one half.
    @Test func scrollToBottomAnimatedUsesTheScrollViewsAnimation() {
        var simulation = Self.simulation(offset: .value(1000))
        simulation.handle(.scrollToBottom(animated: true), at: 0)
        #expect(Self.value(Self.frame(&simulation, at: 0), .scroll) == Double(ScrollPhase.allCases.firstIndex(of: .animating)!))
        let half = Self.frame(&simulation, at: 0.15)
        #expect(abs(Self.value(half, .offset) - 1319) < 1e-9)
        let end = Self.frame(&simulation, at: 0.3)
        #expect(Self.value(end, .offset) == 1638)
        #expect(Self.value(end, .scroll) == 0)
    }

    @Test func scrollToBottomWithoutAnimationJumps() {
        var simulation = Self.simulation(offset: .value(1000))
        simulation.handle(.scrollToBottom(animated: false), at: 0)
        #expect(Self.value(Self.frame(&simulation, at: 0), .offset) == 1638)
    }

    /// Taps and flings are the world's: no `endEditing` (keyboardDismissMode = .interactive).
    @Test func tapsAndFlingsDoNotEndEditing() {
        var simulation = Self.simulation(offset: .value(1000))
        simulation.handle(Self.keyboard(.willChangeFrame, y: 516), at: 0)
        simulation.handle(.tap(y: 300), at: 100_000_000)
        simulation.handle(.dragBegin(y: 300), at: 200_000_000)
        simulation.handle(.dragEnd(y: 500, velocity: 3000), at: 250_000_000)
        #expect(Self.frame(&simulation, at: 0.3).effects.isEmpty)
    }

    /// A keyboard a finger drags down carries the composer with it (the sticky view follows
    /// the keyboard as drawn): finger at 700 pulls the docked keyboard's top to 700.
    @Test func theStickyComposerFollowsAnInteractiveDismissal() {
        var simulation = Self.simulation()
        simulation.handle(Self.keyboard(.willChangeFrame, y: 516), at: 0)
        simulation.handle(Self.keyboard(.willShow, y: 516), at: 0)
        simulation.handle(.dragBegin(y: 600), at: 100_000_000)
        simulation.handle(.dragMove(y: 700), at: 150_000_000)
        let frame = Self.frame(&simulation, at: 0.15)
        #expect(Self.value(frame, .kbTop) == 700)
        #expect(Self.value(frame, .composerY) == -152)
    }

    /// Issue 25: an overlap is never negative. An ease-out show (0.25 s) at 0.1 s and an
    /// instant willChangeFrame hide 6 ms later: the keyboard's model top is back at 852 and
    /// the show's record `+336` still decays on top, so it is drawn below the screen at
    /// `852 + 336 (1 - p)` until 0.35 s, `p` the ease-out progress (frame 7, 1/60 s after the
    /// show: `p` 0.108716, drawn 1151.471). The composer stays at rest: `-max(0, 852 - kbTop)`
    /// is 0 (the seed clamps its keyboard height with `max(0, …)`), not `kbTop - 852`. The
    /// hide sets `keyboardHeight = 0`: the inset (90) and the offset (1638) stay.
    @Test func aKeyboardDrawnBelowTheScreenLeavesTheComposerAtRest() {
        var simulation = Self.simulation()
        simulation.handle(Self.keyboard(.willShow, y: 516, duration: 0.25, curve: .easeOut), at: 100_000_000)
        simulation.handle(Self.keyboard(.willChangeFrame, y: 852), at: 106_000_000)
        for k in 7...22 {
            let frame = simulation.frame(index: k, at: Time.frameTime(index: k, fps: 60))
            let elapsed = Double(Time.frameTime(index: k, fps: 60) - 100_000_000) / 250_000_000
            let kbTop = 852 + 336 * (1 - _easeOut(min(elapsed, 1)))
            // The model solves the curve to 1e-9 in time: well within 1e-6 pt here.
            #expect(abs(Self.value(frame, .kbTop) - kbTop) < 1e-6)
            #expect(Self.value(frame, .composerY) == 0)
            #expect(Self.value(frame, .inset) == 90)
            #expect(Self.value(frame, .offset) == 1638)
            if k == 7 { #expect(abs(Self.value(frame, .kbTop) - 1151.4714215532651) < 1e-6) }
        }
    }
}

/// The ease-out curve, cubic Bezier (0, 0), (0.58, 1), at elapsed fraction `s`: `x(u) = s`
/// solved by bisection, then `y(u)`.
private func _easeOut(_ s: Double) -> Double {
    var low = 0.0
    var high = 1.0
    for _ in 0..<200 {
        let u = (low + high) / 2
        let x = 3 * (1 - u) * u * u * 0.58 + u * u * u
        if x < s { low = u } else { high = u }
    }
    let u = (low + high) / 2
    return 3 * (1 - u) * u * u + u * u * u
}

/// `exp`, without Foundation.
private func _exp(_ x: Double) -> Double {
    // The series converges fast for the small arguments used here (|x| < 3).
    var term = 1.0
    var sum = 1.0
    for n in 1..<60 {
        term *= x / Double(n)
        sum += term
    }
    return sum
}
