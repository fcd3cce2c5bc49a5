import Foundation
import Testing
@testable import Handlers
import UIKitModel
import TestSupport

/// Issue 10: the four departures from the spec, fixed, and the six rules the spec now
/// settles as the engine already did. Every expected value is worked out here, in
/// closed form, from the spec's formulas.
///
/// Unless said otherwise: a 393 x 852 screen, safe bottom 34, composer 48, content
/// 2400, so the bottom inset is `48 + 34 = 82` and the bottom of the range is
/// `2400 - 852 + 82 = 1630`; 60 fps, frame `k` at `k / 60` s.
struct FidelityTests {
    static let lnRate = log(0.998)

    /// Frame `k`'s time in seconds, from its integer nanoseconds (`docs/model.md`).
    static func seconds(_ frame: Int, fps: Int = 60) -> Double { Double(Time.frameTime(index: frame, fps: fps)) / 1e9 }

    // MARK: Departure 1: the button's two shifts (docs/handlers/launch-composer.md, Composer and button)

    /// A drag up shows the button at 0.1 s (0.25 s spring, completes at 0.35 s), a
    /// drag back hides it at 0.2 s (0.18 s ease-in, completes at 0.38 s). The show's
    /// completion clears the "own animation" flag at 0.35 s, so a keyboard
    /// notification at 0.36 s (duration 0: at once) sets the keyboard shift to
    /// `-(336 - 34 + 10) = -312`. The hide's own shift must go on: drawn
    /// `-(34 + 48 + 8) - 312 + 12 p`, `p` the ease-in progress; one translation for
    /// both lost the +12 (drawn `-402 - 12 (1 - p)`).
    @Test func aKeyboardNotificationDuringTheHideKeepsTheHidesOwnShift() {
        let events: [(Double, Event)] = [
            (0.1, .dragBegin(y: 300)), (0.1, .dragMove(y: 500)),
            (0.2, .dragMove(y: 300)), (0.25, .dragEnd(y: 300, velocity: 0)),
            (0.36, Fixture.keyboard(.willChangeFrame, Fixture.docked(336), duration: 0)),
        ]
        let frames = Fixture.frames(Fixture.scenario(content: 2400), events, duration: 0.5)
        // Frame 22 (0.3667 s) lies after the notification and before the hide ends.
        let elapsed = (Self.seconds(22) - 0.2) / 0.18
        let p = CubicBezier.easeIn.progress(at: elapsed)
        #expect(p > 0 && p < 1)
        #expect(close(frames[22].buttonY, -90 - 312 + 12 * p, within: 1e-9))
        #expect(frames[22].buttonY > -90 - 312)
        // From the hide's completion (0.38 s, frame 23 at 0.3833 s) on: hidden, own shift 0.
        #expect(frames[23].buttonAlpha == 0)
        #expect(frames[23].buttonY == -402)
        #expect(frames[29].buttonY == -402)
    }

    /// The same notification without the button running its own animation moves only
    /// the keyboard shift: `-90 - 312` at once.
    @Test func theKeyboardShiftAloneWhenTheButtonIsAtRest() {
        let events: [(Double, Event)] = [
            (0.1, Fixture.keyboard(.willChangeFrame, Fixture.docked(336), duration: 0)),
        ]
        let frames = Fixture.frames(Fixture.scenario(content: 2400, offset: .value(800)), events, duration: 0.2)
        #expect(frames[5].buttonY == -90)
        #expect(frames[6].buttonY == -402)
    }

    // MARK: Departure 2: the end of a bounce (docs/model.md, fine points)

    /// Released exactly at the bottom edge (1630) on a frame tick (0.1 s, frame 6) with
    /// the finger moving up at 1000 pt/s: the scroll velocity is +1000, the rest position
    /// lies past the edge, the decay factor at the edge is 1, so the bounce starts at the
    /// release with displacement 0 and velocity +1000 (away from the edge). That is not
    /// an end: the offset is `1630 + 1000 s e^(-10 s)`, `s` after the release, until the
    /// first tick where that is under 0.5 pt on the way back.
    @Test func aReleaseOnTheEdgeMovingOutwardBounces() {
        let events: [(Double, Event)] = [(0.1, .dragBegin(y: 400)), (0.1, .dragEnd(y: 400, velocity: -1000))]
        let frames = Fixture.frames(Fixture.scenario(content: 2400), events, duration: 1.5)
        #expect(frames[6].scroll == .bouncing)
        #expect(frames[6].offset == 1630)
        var ended: Int?
        for k in 7..<frames.count {
            let s = Self.seconds(k) - 0.1
            let displacement = 1000 * s * exp(-10 * s)
            let velocity = 1000 * (1 - 10 * s) * exp(-10 * s)
            if abs(displacement) < 0.5 && velocity < 0 { ended = k; break }
            #expect(frames[k].scroll == .bouncing)
            #expect(close(frames[k].offset, 1630 + displacement, within: 1e-6))
        }
        // 1000 s e^(-10 s) < 0.5 first at s ~ 0.72, on the way back.
        let end = try! #require(ended)
        #expect(end > 6 + 36 && end < 6 + 60)
        #expect(frames[end].scroll == .idle)
        #expect(frames[end].offset == 1630)
    }

    // MARK: Departure 4: the keyboard's return after an interactive dismissal

    /// Keyboard 336 open at 0.1 s (its spring is over by 0.6 s). A drag drags it down to
    /// the finger at 700; at 1.0 s the finger lifts and a new drag begins at 650 at the
    /// same `t`: the keyboard stays with the new finger (650), then follows it (600 at 1.1 s).
    @Test func aNewDragAtTheLiftsInstantKeepsTheKeyboardAtItsFinger() {
        let events: [(Double, Event)] = Fixture.open(336, at: 0.1) + [
            (0.8, .dragBegin(y: 400)), (0.9, .dragMove(y: 700)),
            (1.0, .dragEnd(y: 700, velocity: 0)), (1.0, .dragBegin(y: 650)),
            (1.1, .dragMove(y: 600)),
        ]
        let frames = Fixture.frames(Fixture.scenario(content: 2400), events, duration: 1.3)
        #expect(frames[54].keyboardTop == 700)
        for k in 60..<66 { #expect(frames[k].keyboardTop == 650) }
        #expect(frames[66].keyboardTop == 600)
    }

    /// A drag that begins and ends at the lift's `t` leaves no drag in progress: the
    /// keyboard returns from where it is then (650) to 516, ease-in-out over
    /// `0.25 * 134 / 336` s.
    @Test func withNoDragInProgressTheKeyboardReturnsFromWhereItIsThen() {
        let events: [(Double, Event)] = Fixture.open(336, at: 0.1) + [
            (0.8, .dragBegin(y: 400)), (0.9, .dragMove(y: 700)),
            (1.0, .dragEnd(y: 700, velocity: 0)), (1.0, .dragBegin(y: 650)), (1.0, .dragEnd(y: 650, velocity: 0)),
        ]
        let frames = Fixture.frames(Fixture.scenario(content: 2400), events, duration: 1.3)
        let length = 0.25 * 134 / 336
        #expect(frames[60].keyboardTop == 650)
        let p = CubicBezier.easeInOut.progress(at: (Self.seconds(63) - 1.0) / length)
        #expect(close(frames[63].keyboardTop, 516 + 134 * (1 - p), within: 1e-6))
        #expect(frames[67].keyboardTop == 516)
    }

    /// A will-notification after the lift at that `t` wins: the keyboard goes where it says.
    @Test func aNotificationAfterTheLiftWins() {
        let events: [(Double, Event)] = Fixture.open(336, at: 0.1) + [
            (0.8, .dragBegin(y: 400)), (0.9, .dragMove(y: 700)), (1.0, .dragEnd(y: 700, velocity: 0)),
            (1.0, Fixture.keyboard(.willHide, Fixture.hidden(), duration: 0)),
        ]
        let frames = Fixture.frames(Fixture.scenario(content: 2400), events, duration: 1.3)
        for k in 60..<78 { #expect(frames[k].keyboardTop == 852) }
    }

    // MARK: Settled 1: extraBottomInset growth against the prop's own last value

    /// Offset 1560 (70 from the bottom, so both paths adjust). The layout path measures
    /// 70 (+22 from 48): 1582, `B = 70`, inset 104, bottom 1652. Then the prop says 80:
    /// it grew by 32 against its own last value (48, the trace's composer height), not
    /// by 10 against `B`: 1582 + 32 = 1614 (under the new bottom 1662: no clamp).
    @Test func extraBottomInsetGrowthIsMeasuredAgainstThePropsOwnLastValue() {
        let events: [(Double, Event)] = [(0.1, .composerLayout(height: 70)), (0.2, .extraBottomInset(value: 80))]
        let frames = Fixture.frames(Fixture.scenario(content: 2400, offset: .value(1560)), events, duration: 0.3)
        #expect(frames[6].offset == 1582)
        #expect(frames[12].offset == 1614)
        #expect(frames[12].inset == 114)
        #expect(frames[12].composerHeight == 80)
    }

    // MARK: Settled 2: a tap on the button while the finger is down does nothing

    /// Offset 800: the button is shown from the start. With the finger down (held still)
    /// the tap does nothing; without the drag the same tap scrolls to 1630 in 0.3 s.
    @Test func aTapOnTheButtonDuringADragDoesNothing() {
        let held: [(Double, Event)] = [
            (0.1, .dragBegin(y: 300)), (0.2, .tapScrollToBottom), (0.3, .dragEnd(y: 300, velocity: 0)),
        ]
        let frames = Fixture.frames(Fixture.scenario(content: 2400, offset: .value(800)), held, duration: 0.8)
        #expect(frames.allSatisfy { $0.offset == 800 && $0.scroll != .animating })
        let free = Fixture.frames(Fixture.scenario(content: 2400, offset: .value(800)), [(0.2, .tapScrollToBottom)], duration: 0.8)
        #expect(free[13].scroll == .animating)
        #expect(free[30].offset == 1630)
    }

    // MARK: Settled 3: a deceleration's edge, from its rest position, with the exact crossing

    /// Offset 1500, released at 0.1 s with scroll velocity +1000: rest
    /// `1500 - 1000 / (1000 ln 0.998) = 1999.5` is past 1630. The edge is reached when
    /// the decay factor is `d = 1 + 130 ln 0.998` at `s_c = ln d / (1000 ln 0.998)` (rounded to
    /// the ns), velocity `1000 d`; from then on `1630 + 1000 d s e^(-10 s)`.
    @Test func aDecelerationIntoAnEdgeBouncesFromTheExactCrossing() {
        let events: [(Double, Event)] = [(0.1, .dragBegin(y: 400)), (0.1, .dragEnd(y: 400, velocity: -1000))]
        let frames = Fixture.frames(Fixture.scenario(content: 2400, offset: .value(1500)), events, duration: 0.6)
        let decay = 1 + 130 * Self.lnRate
        let crossingNs = 100_000_000 + Int64((log(decay) / (1000 * Self.lnRate) * 1e9).rounded())
        let crossing = Double(crossingNs) / 1e9
        for k in 7..<frames.count {
            let t = Self.seconds(k)
            if t < crossing {
                let expected = 1500 + 1000 * (pow(0.998, 1000 * (t - 0.1)) - 1) / (1000 * Self.lnRate)
                #expect(frames[k].scroll == .decelerating)
                #expect(close(frames[k].offset, expected, within: 1e-6))
            } else {
                let s = t - crossing
                #expect(frames[k].scroll == .bouncing)
                #expect(close(frames[k].offset, 1630 + 1000 * decay * s * exp(-10 * s), within: 1e-6))
            }
        }
    }

    /// A deceleration already past an edge because the range shrank under it, moving
    /// away from that edge, runs to its rest. Offset 1500, scroll velocity -1000 from
    /// 0.1 s: rest `1500 + 1000 / (1000 ln 0.998) = 1000.5`. At 0.2 s the content shrinks
    /// to 1800 (bottom 1030, below the offset; the clamp waits). It never bounces and
    /// ends on its rest, which is inside the range.
    @Test func aDecelerationPastAnEdgeMovingAwayRunsToItsRest() {
        let events: [(Double, Event)] = [
            (0.1, .dragBegin(y: 400)), (0.1, .dragEnd(y: 400, velocity: 1000)), (0.2, .contentSize(height: 1800)),
        ]
        let frames = Fixture.frames(Fixture.scenario(content: 2400, offset: .value(1500)), events, duration: 4)
        let rest = 1500 + 1000 / (1000 * Self.lnRate)
        let position = { (t: Double) in 1500 - 1000 * (pow(0.998, 1000 * (t - 0.1)) - 1) / (1000 * Self.lnRate) }
        #expect(position(Self.seconds(12)) > 1030)
        #expect(close(frames[12].offset, position(Self.seconds(12)), within: 1e-6))
        #expect(frames.allSatisfy { $0.scroll != .bouncing })
        #expect(frames.last?.scroll == .idle)
        #expect(frames.last?.offset == rest)
    }

    // MARK: Settled 4: the clamp held back during a deceleration is applied when it ends

    /// Offset 1500, scroll velocity -100 from 0.1 s: rest `1500 + 100 / (1000 ln 0.998)
    /// = 1450.05`. At 0.2 s the content shrinks to 2200: bottom 1430, past which the
    /// motion stays (it never reaches 1430: no bounce). It ends at the first tick where
    /// `49.95 * 0.998^(1000 s) < 0.5` by setting its rest, and the clamp it held back
    /// puts the offset at 1430 in that same frame.
    @Test func theHeldBackClampIsAppliedWhenTheDecelerationEnds() {
        let events: [(Double, Event)] = [
            (0.1, .dragBegin(y: 400)), (0.1, .dragEnd(y: 400, velocity: 100)), (0.2, .contentSize(height: 2200)),
        ]
        let frames = Fixture.frames(Fixture.scenario(content: 2400, offset: .value(1500)), events, duration: 3)
        let remaining = { (t: Double) in -100 * pow(0.998, 1000 * (t - 0.1)) / (1000 * Self.lnRate) }
        let end = try! #require((7..<frames.count).first { abs(remaining(Self.seconds($0))) < 0.5 })
        // ln(0.5 / 49.95) / (1000 ln 0.998) = 2.3004 s after the release.
        #expect(end == Int((60 * (0.1 + log(0.5 / (-100 / (1000 * Self.lnRate))) / (1000 * Self.lnRate))).rounded(.up)))
        #expect(frames[end - 1].scroll == .decelerating)
        #expect(frames[end - 1].offset > 1450)
        #expect(frames[end].scroll == .idle)
        #expect(frames[end].offset == 1430)
    }

    // MARK: Settled 5: the inverse rubber band maps an overshoot of V or more to itself

    /// The trace puts the offset at -1000 (1000 pt above the top, more than V = 852; a
    /// numeric start offset is not clamped). A drag there anchors `u = -1000`; moving the
    /// finger 10 pt up makes `u = -990`, drawn banded: `-(990 * 0.55 * 852 / (852 + 0.55 * 990))`.
    @Test func anOvershootOfVOrMoreReanchorsToItself() {
        let events: [(Double, Event)] = [(0.1, .dragBegin(y: 300)), (0.2, .dragMove(y: 290))]
        let frames = Fixture.frames(Fixture.scenario(content: 2400, offset: .value(-1000)), events, duration: 0.3)
        #expect(frames[6].offset == -1000)
        #expect(close(frames[12].offset, -(990 * 0.55 * 852 / (852 + 0.55 * 990)), within: 1e-9))
    }
}
