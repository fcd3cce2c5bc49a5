import Testing
@testable import Handlers
import UIKitModel

/// react-native-keyboard-controller's `KeyboardChatScrollView`, with the arithmetic by hand.
///
/// Screen 393 x 852 (safe areas 59 / 34), 60 fps; a keyboard move is a willChangeFrame and a
/// willShow (or willHide) at the same time, duration 0.25, curve 7 (the 0.5 s spring).
struct RNKCChatScrollViewTests {
    static let screen = Fixture.screen

    static func frames(
        view: ViewFrame? = nil, viewport: Double? = 800, offset: InitialOffset = .value(100),
        configure: (inout HandlerConfig) -> Void = { _ in }, _ events: [(Double, Event)], duration: Double = 2
    ) -> [Frame] {
        var config = RNKCChatScrollView.schema.defaultConfig
        configure(&config)
        let scenario = Scenario(
            screen: screen, view: view, viewportHeight: viewport, contentHeight: 2000, initialOffset: offset, config: config)
        let timed = events.map { TimedEvent(time: Time.nanoseconds(fromSeconds: $0.0), event: $0.1) }
        let last = Time.lastFrameIndex(duration: Time.nanoseconds(fromSeconds: duration), fps: 60)
        return Array(Replay(RNKCChatScrollView.self, scenario: scenario, events: timed, fps: 60, lastFrameIndex: last))
    }

    static func value(_ frame: Frame, _ field: RNKCChatScrollView.Field) -> Double { frame.values[field.rawValue] }

    /// Keyboard 300 at 0.1 s, hidden at 1.0 s.
    static let showAndHide = Fixture.open(300, at: 0.1) + Fixture.close(at: 1.0)

    /// Behavior always, V 800, C 2000 at 100: `onStart(300)`: effective 300 (offset 0),
    /// relative `100 - max(0, 0 - 0) = 100`, `contentOffsetY = min(300 + 100, 2000 - 800 + 300)
    /// = 400`; the inset jumps to `min(800, 300) = 300`. The offset rides the keyboard's own
    /// curve: at frame 8 it has risen as far as the keyboard, `100 + (852 - kbTop)` = 137.42.
    /// The hide: effective 0, relative `400 - max(0, 300 - 0) = 100`, `min(max(0 + 100, 0),
    /// 1200) = 100`.
    @Test func alwaysLiftsWithTheKeyboardAndRestoresOnHide() {
        let frames = Self.frames(Self.showAndHide)
        #expect(Self.value(frames[5], .inset) == 0)
        #expect(Self.value(frames[6], .inset) == 300)
        #expect(Self.value(frames[6], .offset) == 100)
        #expect(close(Self.value(frames[8], .offset), 137.42, within: 0.0005))
        #expect(close(Self.value(frames[8], .offset), 100 + 852 - Self.value(frames[8], .kbTop), within: 0.002))
        #expect(Self.value(frames[36], .offset) == 400)
        #expect(Self.value(frames[60], .inset) == 0)
        #expect(Self.value(frames[108], .offset) == 100)
    }

    /// Inside a tab bar (view 0...769, the list 769 tall), config `offset` 83: effective
    /// `interpolate(300, [0, 300], [0, 217]) = 217`: inset `min(769, 217) = 217`; the offset
    /// `min(217 + 100, 2000 - 769 + 217) = 317`.
    @Test func anOffsetTakesATabBarOffTheKeyboard() {
        let frames = Self.frames(
            view: ViewFrame(top: 0, bottom: 769), viewport: nil,
            configure: { $0[RNKCChatScrollView.Settings.offset] = 83 }, Fixture.open(300, at: 0.1))
        #expect(Self.value(frames[0], .viewportH) == 769)
        #expect(Self.value(frames[36], .inset) == 217)
        #expect(Self.value(frames[36], .padding) == 217)
        #expect(Self.value(frames[36], .offset) == 317)
    }

    /// whenAtEnd at 100 (not at the end: `100 + 800 < 2000 - 20`): no shift, the offset stays
    /// 100 through show and hide.
    @Test func whenAtEndAwayFromTheEndKeepsTheOffset() {
        let frames = Self.frames(configure: { $0[RNKCChatScrollView.Settings.keyboardLiftBehavior] = .whenAtEnd }, Self.showAndHide)
        #expect(Self.value(frames[36], .offset) == 100)
        #expect(Self.value(frames[36], .inset) == 300)
        #expect(Self.value(frames[108], .offset) == 100)
    }

    /// whenAtEnd at the bottom (`max(0, 2000 - 800) = 1200`, at the end): `min(300 + 1200,
    /// 1500) = 1500`; the hide: relative `1500 - 300 = 1200`, `min(1200, 1200) = 1200`.
    @Test func whenAtEndAtTheEndLiftsAndRestores() {
        let frames = Self.frames(
            offset: .bottom, configure: { $0[RNKCChatScrollView.Settings.keyboardLiftBehavior] = .whenAtEnd }, Self.showAndHide)
        #expect(Self.value(frames[0], .offset) == 1200)
        #expect(Self.value(frames[0], .atBottom) == 1)
        #expect(Self.value(frames[36], .offset) == 1500)
        #expect(Self.value(frames[108], .offset) == 1200)
    }

    /// never at 100: only the inset changes.
    @Test func neverOnlyChangesTheInset() {
        let frames = Self.frames(configure: { $0[RNKCChatScrollView.Settings.keyboardLiftBehavior] = .never }, Self.showAndHide)
        #expect(Self.value(frames[36], .offset) == 100)
        #expect(Self.value(frames[36], .inset) == 300)
        #expect(Self.value(frames[108], .offset) == 100)
        #expect(Self.value(frames[108], .inset) == 0)
    }

    /// persistent: lifts as always (400), but the hide shrinks: `max(0, min(400, 1200)) = 400`.
    @Test func persistentStaysWhereItIsOnHide() {
        let frames = Self.frames(configure: { $0[RNKCChatScrollView.Settings.keyboardLiftBehavior] = .persistent }, Self.showAndHide)
        #expect(Self.value(frames[36], .offset) == 400)
        #expect(Self.value(frames[108], .offset) == 400)
        #expect(Self.value(frames[108], .inset) == 0)
    }

    /// blankSpace 300 at 1500 (the blank space fully visible: `(1500 + 800 - 2000) / 300 = 1`):
    /// the resting inset is `max(300, 0) = 300`; the opening is absorbed (`300 - 300 = 0`
    /// left to scroll): the offset stays 1500 and the inset `max(300, 300) = 300`.
    @Test func blankSpaceAbsorbsTheOpening() {
        let frames = Self.frames(
            offset: .value(1500), configure: { $0[RNKCChatScrollView.Settings.blankSpace] = 300 }, Self.showAndHide)
        #expect(Self.value(frames[0], .inset) == 300)
        #expect(Self.value(frames[0], .indicator) == 0)
        #expect(Self.value(frames[36], .offset) == 1500)
        #expect(Self.value(frames[36], .inset) == 300)
        #expect(Self.value(frames[36], .indicator) == 300)
        #expect(Self.value(frames[108], .offset) == 1500)
    }

    /// The did-task: the keyboard spring's 0.5 s after the willShow at 0.1 s, i.e. 0.6 s;
    /// `onEnd(300)` sets the padding to 300 again (no visible change).
    @Test func theDidTaskRunsAfterTheKeyboardsAnimation() {
        let frames = Self.frames([(0.1, Fixture.keyboard(.willShow, Fixture.docked(300)))])
        #expect(Self.value(frames[36], .padding) == 300)
        #expect(Self.value(frames[36], .offset) == 400)
    }

    /// Replays `events` frame by frame at 60 fps through `last`, with the keyboard's
    /// dismissal interactive, and gives the handler (V 852, C 2000 at the bottom, 1148).
    static func handler(_ events: [(Double, Event)], through last: Int) -> RNKCChatScrollView {
        var config = RNKCChatScrollView.schema.defaultConfig
        config[RNKCChatScrollView.Settings.keyboardDismissMode] = .interactive
        var simulation = Simulation<RNKCChatScrollView>(
            scenario: Scenario(screen: screen, contentHeight: 2000, config: config))
        var pending = events[...]
        for index in 0...last {
            let time = Time.frameTime(index: index, fps: 60)
            while let (t, event) = pending.first, Time.nanoseconds(fromSeconds: t) <= time {
                simulation.handle(event, at: Time.nanoseconds(fromSeconds: t))
                pending = pending.dropFirst()
            }
            _ = simulation.frame(index: index, at: time)
        }
        return simulation.handler
    }

    /// The show sets `contentOffsetY = min(336 + 1148, 1148 + 336) = 1484`. A hide without a
    /// drag restores `1484 - 336 = 1148`; after the finger dragged the keyboard (past the
    /// show's did-task at 0.55 s: the center KVO, `onInteractive`), the hide's `onStart`
    /// only drops the padding: `contentOffsetY` stays 1484 and the flag is cleared.
    @Test func anInteractiveDismissalOnlyDropsThePadding() {
        let show = Fixture.open(336, at: 0.05)
        let hide = Fixture.close(at: 0.98)
        let plain = Self.handler(show + hide, through: 70)
        #expect(plain.contentOffsetY == 1148)
        let drag: [(Double, Event)] = [
            (0.7, .dragBegin(y: 400)), (0.74, .dragMove(y: 520)), (0.8, .dragMove(y: 640)),
            (0.86, .dragMove(y: 760)), (0.98, .dragEnd(y: 760, velocity: 900)),
        ]
        let dragged = Self.handler(show + drag + hide, through: 70)
        #expect(dragged.contentOffsetY == 1484)
        #expect(dragged.padding == 0)
        #expect(!dragged.isInteractiveDismissal)
    }

    /// A 0.3 s ease-in-out show at 0.1 s (not the spring): the did-task runs 0.3 s later, at
    /// 0.4 s: the link still runs at frame 23 (0.3833 s), not at frame 25 (0.4167 s).
    @Test func theDidTaskWaitsACurvesOwnDuration() {
        let show = Fixture.open(300, at: 0.1, duration: 0.3, curve: .easeInOut)
        #expect(Self.handler(show, through: 23).observer.linkRunning)
        #expect(!Self.handler(show, through: 25).observer.linkRunning)
    }

    /// A tap ends editing only while the composer's input is focused: after a willShow, not
    /// before any will nor after a willHide.
    @Test func aTapEndsEditingAfterAWillShowOnly() {
        let taps: [(Double, Event)] = [(0.05, .tap(y: 300)), (0.5, .tap(y: 300)), (1.5, .tap(y: 300))]
        let frames = Self.frames((taps + Self.showAndHide).sorted { $0.0 < $1.0 })
        let withEffects = frames.filter { !$0.effects.isEmpty }.map(\.index)
        // 0.5 s is frame 30, the only tap between the willShow (0.1 s) and the willHide (1.0 s).
        #expect(withEffects == [30])
    }

    /// A keyboard already up at the start (336, `situations.md`): the start notifications
    /// (duration 0) run `onStart(336)` at t = 0: V 852, C 2000 at the bottom, 1148:
    /// `contentOffsetY = min(336 + 1148, 2000 - 852 + 336) = 1484`, the inset 336, at frame 0.
    @Test func aKeyboardUpAtTheStartLiftsAtFrameZero() {
        let scenario = Scenario(
            screen: Self.screen, keyboardFrame: Fixture.docked(336), contentHeight: 2000,
            config: RNKCChatScrollView.schema.defaultConfig)
        let frames = Array(Replay(RNKCChatScrollView.self, scenario: scenario, events: [], fps: 60, lastFrameIndex: 2))
        #expect(Self.value(frames[0], .inset) == 336)
        #expect(Self.value(frames[0], .offset) == 1484)
        #expect(Self.value(frames[0], .padding) == 336)
    }
}
