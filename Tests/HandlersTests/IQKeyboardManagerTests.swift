import Foundation
import Testing
@testable import Handlers
import UIKitModel

/// IQKeyboardManagerSwift 8.0.2's arithmetic on a 393 x 852 screen (safe areas 59 / 34)
/// with a 336 pt keyboard (end y 516) opening at 0.2 s with curve 7 (the 0.5 s spring),
/// 60 fps, `keyboardDistance` 10. Every value worked out by hand:
///
/// - At the first focus the root view's bottom safe area is `sB = clamp(852 + 0 - 818, 0,
///   852) = 34` (`beginSB`), so `kbH = |(516 - 10 - 34 ... 852)| = 380`; the top limit
///   is the status bar, 59; the field's bottom limit `sB`.
/// - Field A at 600...640 at rest: `moveUp = trunc(min(600 - 59, 640 - (852 - 380) + 34))
///   = min(541, 202) = 202`.
@Suite struct IQKeyboardManagerTests {
    typealias IQ = IQKeyboardManager

    static func replay(
        _ container: IQ.Container = .scrollView, _ events: [(Double, Event)], keyboardFrame: Rect? = nil,
        configure: (inout HandlerConfig) -> Void = { _ in }, duration: Double = 3
    ) -> [Frame] {
        var config = IQ.schema.defaultConfig
        config[IQ.Settings.container] = container
        configure(&config)
        let scenario = Scenario(
            screen: Fixture.screen, keyboardFrame: keyboardFrame, contentHeight: 1200, initialOffset: .top, config: config)
        let timed = events.map { TimedEvent(time: Time.nanoseconds(fromSeconds: $0.0), event: $0.1) }
        let last = Time.lastFrameIndex(duration: Time.nanoseconds(fromSeconds: duration), fps: 60)
        return Array(Replay(IQ.self, scenario: scenario, events: timed, fps: 60, lastFrameIndex: last))
    }

    /// The value of `field` at time `t` (frame `round(t * 60)`).
    static func value(_ frames: [Frame], _ field: IQ.Field, at t: Double) -> Double {
        frames[Int((t * 60).rounded())].values[field.rawValue]
    }

    /// The keyboard's spring: `1 - (1 + w t) e^(-w t)` with `w = sqrt(1000 / 3)`.
    static func spring(_ seconds: Double) -> Double {
        let w = (1000.0 / 3).squareRoot()
        return 1 - (1 + w * seconds) * exp(-w * seconds)
    }

    /// The keyboard opening at 0.2 s as iOS posts it, its did-notifications at 0.7 s.
    static let open: [(Double, Event)] = Fixture.open(336, at: 0.2) + [
        (0.7, Fixture.keyboard(.didChangeFrame, Fixture.docked(336))), (0.7, Fixture.keyboard(.didShow, Fixture.docked(336))),
    ]
    static let hide: [(Double, Event)] = Fixture.close(at: 1.8) + [
        (2.3, Fixture.keyboard(.didChangeFrame, Fixture.hidden())), (2.3, Fixture.keyboard(.didHide, Fixture.hidden())),
    ]

    @Test func scrollViewScrollsTheFieldSeventyEightPointsAboveTheKeyboard() {
        let frames = Self.replay(.scrollView, [(0, .focus(y: 600, height: 40))] + Self.open)
        // The offset scrolls by moveUp = 202 (s = 0 - min(0, -202) = 202, not past y = 600).
        #expect(Self.value(frames, .offset, at: 0.9) == 202)
        // Inset: b = 380 - (852 - 852) = 380, contentInset.bottom = 380 - svB (34) = 346,
        // the world's I = 346 + 34 = 380.
        #expect(Self.value(frames, .inset, at: 0.9) == 380)
        // The field ends at 640 - 202 = 438, the keyboard at 516: 78 pt (#2011), not 10.
        #expect(Self.value(frames, .fieldBottom, at: 0.9) == 438)
        #expect(Self.value(frames, .kbTop, at: 0.9) - Self.value(frames, .fieldBottom, at: 0.9) == 78)
        #expect(Self.value(frames, .viewY, at: 0.9) == 0)
        // Before the keyboard: I is the automatic safe bottom, 34.
        #expect(Self.value(frames, .inset, at: 0.1) == 34)
    }

    @Test func aSecondFieldWithTheKeyboardUpScrollsAtOnceThenTheHideLeavesItShort() {
        let events: [(Double, Event)] = [(0, .focus(y: 600, height: 40))] + Self.open + [(1.0, .focus(y: 900, height: 40))]
            + [(1.7, .blur)] + Self.hide
        let frames = Self.replay(.scrollView, events)
        // Field B: L = 900 - 202 = 698; moveUp = trunc(min(698 - 59, 738 - 472 + 34)) = 300;
        // s = 202 + 300 = 502, animated with didShow's 0.25 s curve 7 (the 0.5 s spring):
        // 202 + 300 * spring(0.1) = 365.434 at 1.1 s.
        let expected = 202 + 300 * Self.spring(0.1)
        #expect(close(Self.value(frames, .offset, at: 1.1), expected))
        #expect(abs(expected - 365.434) < 0.0005)
        #expect(Self.value(frames, .offset, at: 1.6) == 502)
        // The hide: inset back to 0 + 34 (the offset clamps to 1200 - 852 + 34 = 382), then
        // m = max(1200, 852) - 852 = 348 < 382: 348, 34 pt short of the real bottom 382.
        #expect(Self.value(frames, .offset, at: 2.4) == 348)
        #expect(Self.value(frames, .inset, at: 2.4) == 34)
    }

    @Test func restoreContentOffsetScrollsBackToTheFirstOffset() {
        let frames = Self.replay(.scrollView, [(0, .focus(y: 600, height: 40))] + Self.open + Self.hide) {
            $0[IQ.Settings.restoreContentOffset] = true
        }
        // The inset and the offset go back to 34 and 0; m = 348 is not below 0.
        #expect(Self.value(frames, .offset, at: 2.4) == 0)
    }

    @Test func rootViewKeepsLessDistanceOnceTheViewHasMoved() {
        let events: [(Double, Event)] = [(0, .focus(y: 600, height: 40))] + Self.open
            + [(1.0, .focus(y: 680, height: 40)), (1.8, .focus(y: 600, height: 40))]
        let frames = Self.replay(.rootView, events)
        // A: o = max(0 - 202, min(0, -336)) = -202.
        #expect(Self.value(frames, .viewY, at: 0.9) == -202)
        // B: sB = clamp(852 - 202 - 818, 0, 852) = 0; rs = -202 + 680 = 478;
        // moveUp = trunc(min(478 - 59, -202 + 720 - 472 + 0)) = 46; o = -248.
        #expect(Self.value(frames, .viewY, at: 1.7) == -248)
        // The gap: 516 - (-248 + 720) = 44 (#1365).
        #expect(Self.value(frames, .kbTop, at: 1.7) - Self.value(frames, .fieldBottom, at: 1.7) == 44)
        // A again: rs = 352, moveUp = min(293, -248 + 640 - 472) = -80; o = -248 - max(-80, -248) = -168.
        #expect(Self.value(frames, .viewY, at: 2.6) == -168)
        // The scroll view beside it is never touched.
        #expect(Self.value(frames, .offset, at: 2.6) == 0)
        #expect(Self.value(frames, .inset, at: 2.6) == 34)
    }

    @Test func aHardwareKeyboardsBarClampsTheLiftAtItsHeight() {
        let bar = Rect(x: 0, y: 797, width: 393, height: 336)
        let frames = Self.replay(
            .rootView, [(0, .focus(y: 780, height: 40)), (0.2, Fixture.keyboard(.willShow, bar))])
        // h = 852 - 797 = 55; kbH = |753 ... 852| = 99; moveUp = min(721, 820 - 753 + 34) = 101;
        // o = max(-101, min(0, -55)) = -55.
        #expect(Self.value(frames, .viewY, at: 1.0) == -55)
    }

    @Test func aLayoutPassUndoesTheLiftUnnoticed() {
        let frames = Self.replay(.rootView, [(0, .focus(y: 600, height: 40))] + Self.open + [(1.0, .layoutPass)])
        #expect(Self.value(frames, .viewY, at: 0.9) == -202)
        // The frame is back at 0 at once; nothing lifts it again: the field's bottom 640 is
        // under the keyboard's top 516.
        #expect(Self.value(frames, .viewY, at: 1.0) == 0)
        #expect(Self.value(frames, .viewY, at: 2.0) == 0)
        #expect(Self.value(frames, .covered, at: 2.0) == 1)
    }

    @Test func aKeyboardUpAtTheStartLiftsAFieldFocusedAtZeroWithTheHalfSecondSpring() {
        let frames = Self.replay(.scrollView, [(0, .focus(y: 600, height: 40))], keyboardFrame: Fixture.docked(336))
        // didShow's duration 0 is read as 0.25 with curve 7: the spring, 202 * spring(0.1) = 110.045.
        let expected = 202 * Self.spring(0.1)
        #expect(close(Self.value(frames, .offset, at: 0.1), expected))
        #expect(abs(expected - 110.045) < 0.0005)
        #expect(Self.value(frames, .offset, at: 0.6) == 202)
    }

    /// Under a tab bar (`view` {0, 769}) the root view's safe bottom is
    /// `clamp(769 - 818, 0, 769) = 0`: `kbH = 336 + 10 = 346`, `moveUp = trunc(min(600 - 59,
    /// 640 - (852 - 346) + 0)) = 134`; the keyboard is read in the window, so the tab bar
    /// costs nothing: the field ends 10 pt above the keyboard (516 - (640 - 134)).
    @Test func underATabBarTheFieldEndsKeyboardDistanceAboveTheKeyboard() {
        var config = IQ.schema.defaultConfig
        config[IQ.Settings.container] = .rootView
        let scenario = Scenario(
            screen: Fixture.screen, view: ViewFrame(top: 0, bottom: 769), contentHeight: 1200, initialOffset: .top, config: config)
        let timed = ([(0, Event.focus(y: 600, height: 40))] + Self.open).map {
            TimedEvent(time: Time.nanoseconds(fromSeconds: $0.0), event: $0.1)
        }
        let frames = Array(Replay(IQ.self, scenario: scenario, events: timed, fps: 60, lastFrameIndex: 60))
        #expect(Self.value(frames, .viewY, at: 1.0) == -134)
        #expect(Self.value(frames, .kbTop, at: 1.0) - Self.value(frames, .fieldBottom, at: 1.0) == 10)
    }

    @Test func theStoredInfoIsNormalisedAsTheLibraryReadsIt() {
        func info(_ end: Rect?, duration: Nanoseconds = 0) -> IQ.KeyboardInfo {
            IQ.KeyboardInfo(KeyboardNotification(kind: .willShow, end: end, duration: duration, curve: .keyboard), width: 393, height: 852)
        }
        // Floating (300 < 393 wide, bottom 600 < 852): height 0.
        #expect(info(Rect(x: 20, y: 400, width: 300, height: 200)).height == 0)
        // The shortcut bar: 852 - 797 = 55; a docked keyboard: 336; no end frame: (0, 852, 393, 0).
        #expect(info(Rect(x: 0, y: 797, width: 393, height: 336)).height == 55)
        #expect(info(Fixture.docked(336)).height == 336)
        #expect(info(nil).frame == Rect(x: 0, y: 852, width: 393, height: 0))
        // A duration of 0 is read as 0.25 s; another is kept.
        #expect(info(nil).duration == 250_000_000)
        #expect(info(nil, duration: 400_000_000).duration == 400_000_000)
    }

    @Test func aFocusWithTheKeyboardHiddenMovesNothingAndAWillShowAfterItsWillChangeFrameRepeats() {
        // The willShow after its willChangeFrame carries the same height: the observer
        // runs once; the lift is 202 either way, and focusing the same field again is ignored.
        let frames = Self.replay(.rootView, [(0, .focus(y: 600, height: 40)), (0.1, .focus(y: 600, height: 40))] + Self.open)
        #expect(Self.value(frames, .viewY, at: 0.15) == 0)
        #expect(Self.value(frames, .viewY, at: 1.0) == -202)
    }

    @Test func aTapEndsEditingOnlyWithResignOnTouchOutside() {
        var events: [(Double, Event)] = [(0, .focus(y: 600, height: 40))]
        events.append((0.5, .tap(y: nil)))
        let quiet = Self.replay(.scrollView, events, duration: 1)
        #expect(!quiet.contains { $0.effects.contains(.endEditing) })
        let resigning = Self.replay(.scrollView, events, configure: { $0[IQ.Settings.resignOnTouchOutside] = true }, duration: 1)
        #expect(resigning.contains { $0.effects.contains(.endEditing) })
    }
}
