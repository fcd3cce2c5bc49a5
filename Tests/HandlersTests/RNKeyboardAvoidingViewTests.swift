import Testing
@testable import Handlers
import UIKitModel

/// React Native's KeyboardAvoidingView, with the arithmetic by hand.
///
/// Screen 393 x 852, composer `B` 48, 60 fps (frame k at k/60 s), a 336 pt keyboard (its
/// top 852 - 336 = 516) notified at 0.1 s with curve 7 and 0.25 s, `lagFrames` 1 and
/// "padding" unless a test says otherwise. 0.1 s is frame 6's time exactly, so the first
/// frame strictly after the willShow is frame 7: the commit mounts there. Frame times are
/// whole nanoseconds (frame 7 at 116,666,667 ns), so an animated value is within 1e-5 of
/// its value at exact sixtieths.
struct RNKeyboardAvoidingViewTests {
    typealias KAV = RNKeyboardAvoidingView
    static let screen = Screen(width: 393, height: 852, safeTop: 59, safeBottom: 34)

    static func simulation(
        view: ViewFrame? = nil, _ settings: (inout HandlerConfig) -> Void = { _ in }
    ) -> Simulation<KAV> {
        var config = KAV.schema.defaultConfig
        settings(&config)
        return Simulation(scenario: Scenario(screen: screen, view: view, contentHeight: 2400, config: config))
    }

    static func notification(_ kind: KeyboardNotification.Kind, y: Double = 516, height: Double = 336) -> Event {
        .keyboard(KeyboardNotification(
            kind: kind, end: Rect(x: 0, y: y, width: 393, height: height), duration: 250_000_000, curve: .keyboard))
    }

    static let willShow = notification(.willShow)
    static let willHide = notification(.willHide, y: 852)

    /// Frames `0...last` at 60 fps, each event handled before the first frame at or after its time.
    static func frames(_ simulation: inout Simulation<KAV>, through last: Int, events: [(Double, Event)]) -> [Frame] {
        var pending = events
        var frames: [Frame] = []
        for index in 0...last {
            let time = Time.frameTime(index: index, fps: 60)
            while let (seconds, event) = pending.first, Time.nanoseconds(fromSeconds: seconds) <= time {
                simulation.handle(event, at: Time.nanoseconds(fromSeconds: seconds))
                pending.removeFirst()
            }
            frames.append(simulation.frame(index: index, at: time))
        }
        return frames
    }

    static func value(_ frame: Frame, _ field: KAV.Field) -> Double { frame.values[field.rawValue] }

    // MARK: The hand values

    /// Open: `bottom = max(0 + 852 - (516 - 0), 0) = 336`, committed at frame 7. Fabric's
    /// config: 250 ms, "keyboard" easing, which it interpolates linearly. The composer's
    /// target is `-min(336, 852 - 48) = -336`, from frame 6's 0 at frame 7:
    /// frame 8: `-336 * (1/60) / 0.25 = -336 / 15 = -22.4`; frame 15: `-336 * 8/15 = -179.2`,
    /// while the keyboard (the world's spring) is at 597.224: the composer's bottom
    /// `852 - 179.2 = 672.8` is `672.8 - 597.224 = 75.576` under it (#47625).
    @Test func openingLagsAFrameThenAnimatesLinearly() {
        var simulation = Self.simulation()
        let frames = Self.frames(&simulation, through: 23, events: [(0.1, Self.willShow)])
        #expect(Self.value(frames[6], .bottom) == 0)
        #expect(Self.value(frames[7], .bottom) == 336)
        #expect(Self.value(frames[7], .composerY) == 0)
        #expect(close(Self.value(frames[8], .composerY), -22.4, within: 1e-5))
        #expect(close(Self.value(frames[15], .composerY), -179.2, within: 1e-5))
        #expect(close(Self.value(frames[15], .kbTop), 597.224, within: 5e-4))
        // The list: 804 - 179.2 = 624.8 at frame 15; 250 ms after frame 7 (7 + 15 = frame 22) it is 804 - 336 = 468.
        #expect(close(Self.value(frames[15], .viewportH), 624.8, within: 1e-5))
        #expect(Self.value(frames[22], .viewportH) == 468)
        #expect(Self.value(frames[22], .composerY) == -336)
    }

    /// A willHide at 0.9 s (frame 54's time): `_setBottom(0)` with no LayoutAnimation; the
    /// commit at frame 55 jumps the composer to 0 while the keyboard is at 528.733.
    @Test func hidingJumpsWithoutAnimation() {
        var simulation = Self.simulation()
        let frames = Self.frames(&simulation, through: 56, events: [(0.1, Self.willShow), (0.9, Self.willHide)])
        #expect(Self.value(frames[54], .composerY) == -336)
        #expect(Self.value(frames[55], .bottom) == 0)
        #expect(Self.value(frames[55], .composerY) == 0)
        #expect(Self.value(frames[55], .viewportH) == 804)
        #expect(close(Self.value(frames[55], .kbTop), 528.733, within: 5e-4))
    }

    /// A page sheet, the view at 59...852: `Hk = 793`, `bottom = 793 - 516 = 277` (the
    /// screen's y against the sheet's frame: 59 pt short), `composerY = -min(277, 793 - 48)
    /// = -277`, the list `793 - 48 - 277 = 468` (#29358, #18417).
    @Test func aPageSheetUnderLiftsByItsTop() {
        var simulation = Self.simulation(view: ViewFrame(top: 59, bottom: 852))
        let frames = Self.frames(&simulation, through: 30, events: [(0.1, Self.willShow)])
        #expect(Self.value(frames[30], .bottom) == 277)
        #expect(Self.value(frames[30], .composerY) == -277)
        #expect(Self.value(frames[30], .viewportH) == 468)
        // The composer's bottom 852 - 277 = 575 is 575 - 516 = 59 pt under the keyboard's top.
        #expect(852 + Self.value(frames[30], .composerY) - 516 == 59)
    }

    /// Under a header and above a tab bar, the view at 103...769 (`Hk = 666`) with the
    /// offset 186: `keyboardY = 516 - 186 = 330`, `bottom = 666 - 330 = 336`, the list
    /// `666 - 48 - 336 = 282`; the composer's bottom `769 - 336 = 433` is 516 - 433 = 83
    /// above the keyboard (the tab bar's height, counted twice).
    @Test func theMagicOffsetOverLiftsUnderATabBar() {
        var simulation = Self.simulation(view: ViewFrame(top: 103, bottom: 769)) {
            $0[KAV.Settings.keyboardVerticalOffset] = 186
        }
        let frames = Self.frames(&simulation, through: 30, events: [(0.1, Self.willShow)])
        #expect(Self.value(frames[30], .bottom) == 336)
        #expect(Self.value(frames[30], .viewportH) == 282)
        #expect(516 - (769 + Self.value(frames[30], .composerY)) == 83)
    }

    /// "height", offset 20, a zero-rect willShow: `keyboardY = 0 - 20`, `bottom = max(0 + 0 +
    /// 852 + 20, 0) = 872` at frame 7; the KAV's height `max(0, 852 - 872) = 0` reaches its
    /// onLayout, which runs the update with `state.bottom` 872 and `_frame.height` 0:
    /// `872 + 0 + 0 + 20 = 892`, committed at frame 8; the height stays 0, so it stops (#30532).
    @Test func heightFeedsItsOwnLayoutBack() {
        var simulation = Self.simulation {
            $0[KAV.Settings.behavior] = .height
            $0[KAV.Settings.keyboardVerticalOffset] = 20
        }
        let zeroRect = Self.notification(.willShow, y: 0, height: 0)
        let frames = Self.frames(&simulation, through: 12, events: [(0.1, zeroRect)])
        #expect(Self.value(frames[6], .bottom) == 0)
        #expect(Self.value(frames[7], .bottom) == 872)
        #expect(Self.value(frames[8], .bottom) == 892)
        #expect(Self.value(frames[12], .bottom) == 892)
    }

    // MARK: More of the library

    /// With the cross-fade preference, a zero rect gives 0: nothing is set (`0 === _bottom`).
    @Test func theCrossFadePreferenceMakesAZeroRectNothing() {
        var simulation = Self.simulation { $0[KAV.Settings.prefersCrossFadeTransitions] = true }
        let frames = Self.frames(&simulation, through: 10, events: [(0.1, Self.notification(.willShow, y: 0, height: 0))])
        #expect(Self.value(frames[10], .bottom) == 0)
    }

    /// A resize sent only as willChangeFrame (to 380, top 472) is not observed: `bottom`
    /// stays 336 and the composer's bottom 516 is 44 under the keyboard's top (#48131).
    @Test func aResizeByWillChangeFrameAloneIsIgnored() {
        var simulation = Self.simulation()
        let frames = Self.frames(
            &simulation, through: 84,
            events: [(0.1, Self.willShow), (0.8, Self.notification(.willChangeFrame, y: 472, height: 380))])
        #expect(Self.value(frames[84], .kbTop) == 472)
        #expect(Self.value(frames[84], .bottom) == 336)
        #expect(852 + Self.value(frames[84], .composerY) - 472 == 44)
    }

    /// `lagFrames` 0: the commit is main-queue work at 0.1 s, so frame 6 already shows
    /// `bottom` 336 with the composer at its start (progress 0); frame 7 is 1/15 of the way.
    @Test func noLagCommitsAtTheNotification() {
        var simulation = Self.simulation { $0[KAV.Settings.lagFrames] = 0 }
        let frames = Self.frames(&simulation, through: 7, events: [(0.1, Self.willShow)])
        #expect(Self.value(frames[6], .bottom) == 336)
        #expect(Self.value(frames[6], .composerY) == 0)
        #expect(close(Self.value(frames[7], .composerY), -22.4, within: 1e-5))
    }

    /// A drag during the open animation: its move at frame 13's time changes the offset,
    /// whose ScrollView state commit mounts at frame 14 with no config pending (frame 7's
    /// mount took it): the list jumps to its end height `804 - 336 = 468` while the
    /// composer, not mutated, keeps animating: `-336 * 7/15 = -156.8` at frame 14.
    @Test func aDragInTheOpeningMakesTheListJump() {
        var simulation = Self.simulation()
        let frames = Self.frames(
            &simulation, through: 14,
            events: [(0.1, Self.willShow), (0.2, .dragBegin(y: 400)), (13.0 / 60, .dragMove(y: 450))])
        #expect(close(Self.value(frames[13], .viewportH), 804 - 336.0 * 6 / 15, within: 1e-5))
        #expect(Self.value(frames[14], .viewportH) == 468)
        #expect(close(Self.value(frames[14], .composerY), -156.8, within: 1e-5))
    }

    /// A keyboard already up (`situations.md`): the KAV hears the start willShow at t = 0
    /// (duration 0: `duration &&` is false, no config), so frame 0 is drawn before the
    /// commit and frame 1 jumps: `bottom` 336, `composerY` -336, the list 804 - 336 = 468.
    @Test func aKeyboardUpAtTheStartJumpsAtFrameOne() {
        var config = KAV.schema.defaultConfig
        config[KAV.Settings.lagFrames] = 1
        var simulation = Simulation<KAV>(scenario: Scenario(
            screen: Self.screen, keyboardFrame: Rect(x: 0, y: 516, width: 393, height: 336), contentHeight: 2400,
            config: config))
        let frames = Self.frames(&simulation, through: 1, events: [])
        #expect(Self.value(frames[0], .bottom) == 0)
        #expect(Self.value(frames[0], .composerY) == 0)
        #expect(Self.value(frames[1], .bottom) == 336)
        #expect(Self.value(frames[1], .composerY) == -336)
        #expect(Self.value(frames[1], .viewportH) == 468)
    }

    /// `enabled: false` keeps `_bottom` but never sets state: nothing moves.
    @Test func disabledNeverSetsState() {
        var simulation = Self.simulation { $0[KAV.Settings.enabled] = false }
        let frames = Self.frames(&simulation, through: 30, events: [(0.1, Self.willShow)])
        #expect(Self.value(frames[30], .bottom) == 0)
        #expect(Self.value(frames[30], .composerY) == 0)
        #expect(Self.value(frames[30], .viewportH) == 804)
    }

    /// "position": the inner view `viewY` animates to -336 (frame 8: -22.4, as the
    /// composer in "padding"), the composer with it (`+ max(0, 48 - 852) = 0`), the list
    /// unchanged at 804.
    @Test func positionMovesTheInnerView() {
        var simulation = Self.simulation { $0[KAV.Settings.behavior] = .position }
        let frames = Self.frames(&simulation, through: 22, events: [(0.1, Self.willShow)])
        #expect(close(Self.value(frames[8], .viewY), -22.4, within: 1e-5))
        #expect(close(Self.value(frames[8], .composerY), -22.4, within: 1e-5))
        #expect(Self.value(frames[22], .viewY) == -336)
        #expect(Self.value(frames[22], .viewportH) == 804)
    }

    /// A `composerLayout` of 88 with the keyboard up: `V0 = 852 - 88 = 764` (804 less the
    /// 40 the composer grew), the list `764 - 336 = 428`, the composer still at -336; at
    /// once (no config pending: it jumps).
    @Test func aTallerComposerShrinksTheList() {
        var simulation = Self.simulation()
        let frames = Self.frames(
            &simulation, through: 31,
            events: [(0.1, Self.willShow), (0.5, .app(.composerLayout, [.number(88)]))])
        #expect(Self.value(frames[30], .composerH) == 88)
        #expect(Self.value(frames[30], .viewportH) == 428)
        #expect(Self.value(frames[30], .composerY) == -336)
    }

    /// Fabric's interpolations at half time, and the config's duration: `floor(max(ms, 10))`.
    @Test func fabricEasingsAndDurations() {
        #expect(LayoutAnimation.Easing(.keyboard).progress(0.5) == 0.5)
        #expect(LayoutAnimation.Easing(.easeIn).progress(0.5) == 0.25)
        #expect(LayoutAnimation.Easing(.easeOut).progress(0.5) == 0.75)
        // cos(1.5 pi) / 2 + 0.5 = 0.5.
        #expect(close(LayoutAnimation.Easing(.easeInOut).progress(0.5), 0.5, within: 1e-12))
        #expect(LayoutAnimation.Config(notificationDuration: 250_000_000, curve: .keyboard)?.duration == 250_000_000)
        #expect(LayoutAnimation.Config(notificationDuration: 250_900_000, curve: .keyboard)?.duration == 250_000_000)
        #expect(LayoutAnimation.Config(notificationDuration: 5_000_000, curve: .keyboard)?.duration == 10_000_000)
        #expect(LayoutAnimation.Config(notificationDuration: 0, curve: .keyboard) == nil)
    }

    /// A tap on the list with the keyboard up (willShow's metrics, height 336) and the
    /// list idle ends editing (`_handleResponderRelease`); with the keyboard hidden it does not.
    @Test func aTapOnTheListEndsEditingOnlyWithTheKeyboardUp() {
        var simulation = Self.simulation()
        let frames = Self.frames(
            &simulation, through: 40, events: [(0.1, Self.willShow), (0.2, .tap(y: 300)), (0.6, .tap(y: 300))])
        #expect(frames[12].effects.isEmpty == false)
        #expect(frames[36].effects.isEmpty == false)
        var hidden = Self.simulation()
        let closed = Self.frames(&hidden, through: 40, events: [(0.6, .tap(y: 300))])
        #expect(closed[36].effects.isEmpty)
    }

    /// "on-drag": a drag's begin with the keyboard up ends editing.
    @Test func onDragEndsEditingAtTheDragsBegin() {
        var simulation = Self.simulation { $0[KAV.Settings.keyboardDismissMode] = .onDrag }
        let frames = Self.frames(&simulation, through: 40, events: [(0.1, Self.willShow), (0.6, .dragBegin(y: 300))])
        #expect(frames[36].effects.isEmpty == false)
    }
}
