import Foundation
import Testing
@testable import Handlers
import UIKitModel

/// KeyboardAwareScrollView's hand values (issue 41: 393 x 852, safe areas 59 / 34, 60 fps, a
/// keyboard move is a willChangeFrame and a willShow (or willHide) at once, 0.25 s, curve 7).
///
/// The keyboard's own curve is the spring `p(t) = 1 - (1 + wt) e^(-wt)`, `w = sqrt(1000/3)`,
/// which reaches 1 at 0.5 s. JS's onMove at frame `n` gets the overlap at frame `n + 2`'s time,
/// so a move that starts at frame `s` scrolls by `rel * p((n + 2 - s) / 60)` at frame `n`.
@Suite struct RNKCAwareScrollViewTests {
    typealias Aware = RNKCAwareScrollView

    static func p(_ seconds: Double) -> Double {
        let w = (1000.0 / 3).squareRoot()
        return seconds >= 0.5 ? 1 : 1 - (1 + w * seconds) * exp(-w * seconds)
    }

    /// `p` at frame `n`'s time (whole nanoseconds, as the engine keeps it), `start` seconds after 0.
    static func p(frame n: Int, since start: Double) -> Double {
        p(Time.seconds(Time.frameTime(index: n, fps: 60) - Time.nanoseconds(fromSeconds: start)))
    }

    static func frames(
        _ events: [(Double, Event)], content: Double = 1400, config configure: (inout HandlerConfig) -> Void = { _ in },
        duration: Double = 2
    ) -> [Frame] {
        var config = Aware.schema.defaultConfig
        configure(&config)
        let scenario = Scenario(screen: Fixture.screen, contentHeight: content, initialOffset: .top, config: config)
        let timed = events.map { TimedEvent(time: Time.nanoseconds(fromSeconds: $0.0), event: $0.1) }
        let last = Time.lastFrameIndex(duration: Time.nanoseconds(fromSeconds: duration), fps: 60)
        return Array(Replay(Aware.self, scenario: scenario, events: timed, fps: 60, lastFrameIndex: last))
    }

    static func offset(_ frames: [Frame], _ index: Int) -> Double { frames[index].values[Aware.Field.offset.rawValue] }
    static func value(_ frames: [Frame], _ index: Int, _ field: Aware.Field) -> Double { frames[index].values[field.rawValue] }

    /// A value as the goldens write it (3 decimals) is the issue's.
    static func written(_ value: Double, _ expected: Double) -> Bool { abs(value - expected) < 0.0005 }

    static func hide(at t: Double) -> [(Double, Event)] { [(t, .blur)] + Fixture.close(at: t) }

    // MARK: The hand values

    /// Field 700...744, keyboard 336 at 0.1 s (frame 6): `rel = 336 - (852 - 744) = 228`.
    /// Frame 7: `228 p(3/60) = 52.949`; frame 8: `228 p(4/60) = 78.333`; frame 34: frame 36 is
    /// 0.5 s after the will, `228`. The did-task (0.1 + 0.5 s, frame 36) stops the link after
    /// frame 35 read `336 p(29/60) < 336`, so at the hide (frame 72) the overlap 336 is new:
    /// `onMove(336 (1 - p(2/60)))`, the offset `228 (1 - p(2/60)) = 199.56`.
    @Test func aFocusedFieldScrollsAheadOfTheKeyboardAndBackOnTheHide() {
        let frames = Self.frames([(0.05, .focus(y: 700, height: 44))] + Fixture.open(336, at: 0.1) + Self.hide(at: 1.2))
        #expect(Self.offset(frames, 6) == 0)
        #expect(Self.value(frames, 6, .inset) == 336, "the inset jumps to the full height at the will")
        #expect(Self.written(Self.offset(frames, 7), 52.949))
        #expect(abs(Self.offset(frames, 7) - 228 * Self.p(frame: 9, since: 0.1)) < 1e-9)
        #expect(Self.written(Self.offset(frames, 8), 78.333))
        #expect(abs(Self.offset(frames, 8) - 228 * Self.p(frame: 10, since: 0.1)) < 1e-9)
        #expect(Self.offset(frames, 34) == 228)
        #expect(Self.written(Self.offset(frames, 72), 199.56))
        #expect(abs(Self.offset(frames, 72) - 228 * (1 - Self.p(frame: 74, since: 1.2))) < 1e-9)
        // The hide's onEnd (1.2 + 0.5 s, frame 102): the inset drops, the offset is back at 0.
        #expect(Self.value(frames, 101, .inset) == 336)
        #expect(Self.value(frames, 102, .inset) == 0)
        #expect(Self.offset(frames, 102) == 0)
    }

    /// Field 300...344 (above 516: no scroll). At 1.0 s a field at 700 and a willShow that does
    /// not move the keyboard: the pending focus's selection scrolls (animated) to 228, and the
    /// first tick reads 336 (frame 35 read less) and jumps there: 228 at frame 60. At 1.6 s a
    /// field at 1000, on screen at `1000 - 228 = 772`, bottom 816: `rel = 336 - (852 - 816) =
    /// 300`, the 0.3 s scroll from 228 to 528 (no tick: the overlap stays 336), half way at
    /// 0.15 s (frame 105): 378. Blur and hide at 2.2 s: frame 133 sends `336 (1 - p(3/60))`,
    /// the scroll goes back from `scrollBeforeKeyboardMovement = 228`: `228 + 300 (1 - p(3/60))
    /// = 458.331`.
    @Test func aFocusChangeWithTheKeyboardUpJumpsThenScrolls() {
        let frames = Self.frames(
            [(0.05, .focus(y: 300, height: 44))] + Fixture.open(336, at: 0.1)
                + [(1.0, .focus(y: 700, height: 44)), (1.0, Fixture.keyboard(.willShow, Fixture.docked(336)))]
                + [(1.6, .focus(y: 1000, height: 44)), (1.6, Fixture.keyboard(.willShow, Fixture.docked(336)))]
                + Self.hide(at: 2.2),
            duration: 2.8)
        #expect(Self.offset(frames, 59) == 0)
        #expect(Self.offset(frames, 60) == 228)
        #expect(Self.written(Self.offset(frames, 105), 378))
        #expect(Self.offset(frames, 96) == 228)
        #expect(Self.written(Self.offset(frames, 133), 458.331))
        #expect(abs(Self.offset(frames, 133) - (228 + 300 * (1 - Self.p(frame: 135, since: 2.2)))) < 1e-9)
    }

    /// Content 600 (`C < V`), `bottomOffset` 50, field 480...524: `rel = 336 - (852 - 524) + 50
    /// = 58`, reached at frame 34. The hide's onStart finds ghost space `58 + 852 - 600 = 310`:
    /// onMove scrolls to `58 - 310 p(2/60) = 19.332` at frame 60, then `58 - 310 p(3/60) < 0`,
    /// which React Native's scrollTo clamps to 0 at frame 61.
    @Test func aShortFormsGhostPathStopsAtZero() {
        let frames = Self.frames(
            [(0.05, .focus(y: 480, height: 44))] + Fixture.open(336, at: 0.1) + Self.hide(at: 1.0),
            content: 600, config: { $0[Aware.Settings.bottomOffset] = 50 }, duration: 1.6)
        #expect(Self.offset(frames, 36) == 58)
        #expect(Self.written(Self.offset(frames, 60), 19.332))
        #expect(abs(Self.offset(frames, 60) - (58 - 310 * Self.p(frame: 62, since: 1.0))) < 1e-9)
        #expect(Self.offset(frames, 61) == 0)
    }

    // MARK: The rest of the section

    /// `extraKeyboardSpace` 20: onStart's `syncKeyboardFrame(336)` gives `336 + 20 = 356`.
    @Test func extraKeyboardSpaceAddsToTheInset() {
        let frames = Self.frames(
            [(0.05, .focus(y: 300, height: 44))] + Fixture.open(336, at: 0.1), config: { $0[Aware.Settings.extraKeyboardSpace] = 20 },
            duration: 1)
        #expect(Self.value(frames, 6, .inset) == 356)
        #expect(Self.value(frames, 36, .kbHeight) == 336)
    }

    /// `disableScrollOnKeyboardHide`: the hide's onMove does not scroll; the field stays
    /// where the show put it (228) until onEnd drops the inset and the world clamps it to
    /// `1400 - 852 = 548`, which 228 is within: 228 stays.
    @Test func disableScrollOnKeyboardHideKeepsTheOffset() {
        let frames = Self.frames(
            [(0.05, .focus(y: 700, height: 44))] + Fixture.open(336, at: 0.1) + Self.hide(at: 1.2),
            config: { $0[Aware.Settings.disableScrollOnKeyboardHide] = true })
        #expect(Self.offset(frames, 73) == 228)
        #expect(Self.offset(frames, 110) == 228)
    }

    /// The emoji keyboard's resize (336 -> 380 with the same field): a resize is a focus
    /// change; onStart scrolls (animated) within the old inset's range: `rel = 380 - (852 -
    /// (744 - 228)) = 44` past `scrollPosition` 228, to 272, `<= 1400 - 852 + 336 = 884`.
    @Test func aResizeScrollsByTheDifference() {
        let taller = Fixture.docked(380)
        let frames = Self.frames(
            [(0.05, .focus(y: 700, height: 44))] + Fixture.open(336, at: 0.1)
                + [(1.0, Fixture.keyboard(.willChangeFrame, taller)), (1.0, Fixture.keyboard(.willShow, taller))],
            duration: 1.8)
        #expect(Self.value(frames, 60, .inset) == 380)
        #expect(Self.offset(frames, 100) == 272)
        #expect(Self.value(frames, 100, .covered) == 0)
    }

    /// PR #328: the form at 500, field 1100...1144 (on screen 600...644): the show scrolls by
    /// `336 - (852 - 644) = 128` to 628; a drag takes it to 928 (the keyboard stays: dismiss
    /// mode "none", so no KVO). The hide (frame 90) scrolls back from
    /// `scrollBeforeKeyboardMovement = 500`: `500 + 128 (1 - p(2/60)) = 612.034`, then 500.
    @Test func theHideScrollsBackToWhereTheFormWasBeforeTheFocus() {
        let scenario = Scenario(screen: Fixture.screen, contentHeight: 2000, initialOffset: .value(500), config: Aware.schema.defaultConfig)
        let events: [(Double, Event)] = [(0.05, .focus(y: 1100, height: 44))] + Fixture.open(336, at: 0.1) + [
            (0.8, .dragBegin(y: 400)), (0.85, .dragMove(y: 250)), (0.9, .dragMove(y: 100)),
            (0.95, .dragEnd(y: 100, velocity: 0)),
        ] + Self.hide(at: 1.5)
        let timed = events.map { TimedEvent(time: Time.nanoseconds(fromSeconds: $0.0), event: $0.1) }
        let frames = Array(Replay(Aware.self, scenario: scenario, events: timed, fps: 60, lastFrameIndex: 132))
        #expect(Self.offset(frames, 36) == 628)
        #expect(Self.offset(frames, 89) == 928)
        #expect(Self.written(Self.offset(frames, 90), 612.034))
        #expect(abs(Self.offset(frames, 90) - (500 + 128 * (1 - Self.p(frame: 92, since: 1.5)))) < 1e-9)
        #expect(Self.offset(frames, 120) == 500)
    }

    /// Inside a view 100...769 (`V = 669`) with the keyboard up at the start (its start
    /// notifications heard), the form at the bottom, `1400 - 669 = 731`. A field at 600...644
    /// focused with a willShow at 0.05 s is on screen at `100 + 600 - 731 = -31`, its bottom
    /// at 13, above the view's top: the selection scrolls to `731 + 13 - (852 - 336) = 228`,
    /// and the first tick (the overlap 336 is new to the observer) jumps there at frame 3:
    /// the field at `100 + 600 - 228 = 472`...516, on the keyboard's top.
    @Test func aFieldAboveTheViewsTopScrollsToTheVisibleRectsBottom() {
        let scenario = Scenario(
            screen: Fixture.screen, view: ViewFrame(top: 100, bottom: 769), keyboardFrame: Fixture.docked(336),
            viewportHeight: 669, contentHeight: 1400, initialOffset: .bottom, config: Aware.schema.defaultConfig)
        let events: [(Double, Event)] = [
            (0.05, .focus(y: 600, height: 44)), (0.05, Fixture.keyboard(.willShow, Fixture.docked(336))),
        ]
        let timed = events.map { TimedEvent(time: Time.nanoseconds(fromSeconds: $0.0), event: $0.1) }
        let frames = Array(Replay(Aware.self, scenario: scenario, events: timed, fps: 60, lastFrameIndex: 30))
        #expect(Self.offset(frames, 0) == 731)
        #expect(Self.value(frames, 0, .inset) == 336)
        #expect(Self.offset(frames, 3) == 228)
        #expect(Self.value(frames, 3, .fieldTop) == 472)
        #expect(Self.value(frames, 30, .covered) == 0)
    }

    @Test func scrollToClampsWithTheInsetAtTheCall() {
        let scrollView = World<Never>(screen: Fixture.screen, viewportHeight: 852, topInset: 0, contentHeight: 600).scrollView
        // C - V + I = 600 - 852 + 0 < 0: the range is [0, 0.01].
        #expect(Aware.clampedScroll(-5, scrollView: scrollView) == 0)
        #expect(Aware.clampedScroll(50, scrollView: scrollView) == 0.01)
    }

    @Test func interpolateIsReanimatedsExtended() {
        #expect(Aware.interpolate(5, (3, 3), (7, 9)) == 7)
        #expect(Aware.interpolate(168, (0, 336), (0, 228)) == 114)
        #expect(Aware.interpolate(400, (0, 200), (10, 0)) == -10)
    }
}
