import Testing
@testable import Handlers
import UIKitModel

/// `situations.md` on a 393 x 852 screen (safe areas 59 / 34) with a 336 pt docked keyboard
/// (top 516). Values worked out by hand from the page:
/// - A tab bar: the view `{0, 769}` (`852 - 83`), so `viewSafeBottom = max(0, 34 - 83) = 0`,
///   the viewport `B - T = 769`, and the keyboard's true overlap with the view
///   `min(769, max(0, 769 - 516)) = 253`, where the screen's is 336 (83 more: `H - B`).
/// - A page sheet: the view `{59, 852}`, `viewSafeBottom = 34`, viewport 793.
@Suite struct SituationTests {
    static let tabBar = ViewFrame(top: 0, bottom: 769)
    static let sheet = ViewFrame(top: 59, bottom: 852)

    static func frames<H: Handler>(
        _ handler: H.Type, view: ViewFrame? = nil, keyboard: Rect? = nil, content: Double = 2400,
        offset: InitialOffset = .bottom, composer: Double = 48, config: HandlerConfig? = nil,
        _ events: [(Double, Event)], duration: Double = 1.5
    ) -> [Frame] {
        let scenario = Scenario(
            screen: Fixture.screen, view: view, keyboardFrame: keyboard, contentHeight: content, initialOffset: offset,
            composerHeight: composer, config: config ?? H.schema.defaultConfig)
        let timed = events.map { TimedEvent(time: Time.nanoseconds(fromSeconds: $0.0), event: $0.1) }
        let last = Time.lastFrameIndex(duration: Time.nanoseconds(fromSeconds: duration), fps: 60)
        return Array(Replay(H.self, scenario: scenario, events: timed, fps: 60, lastFrameIndex: last))
    }

    static func form(_ strategy: FormScreen.Strategy) -> HandlerConfig {
        var config = FormScreen.schema.defaultConfig
        config.set("strategy", to: .choice(strategy.rawValue))
        return config
    }

    static func padding(_ detection: String) -> HandlerConfig {
        var config = SafeAreaPadding.schema.defaultConfig
        config.set("detection", to: .choice(detection))
        return config
    }

    // MARK: The start notifications

    @Test func aKeyboardAlreadyUpIsPostedAsAShowAtTimeZero() {
        let frame = Fixture.docked(336)
        let posted = KeyboardNotification.keyboardAlreadyUp(frame: frame, screenHeight: 852)
        #expect(posted.map(\.kind) == [.willChangeFrame, .willShow, .didChangeFrame, .didShow])
        let below = Rect(x: 0, y: 852, width: 393, height: 336)
        #expect(posted.allSatisfy { $0.begin == below && $0.end == frame && $0.duration == 0 && $0.curve == .keyboard })
    }

    /// Launch-composer, full screen, user at the bottom (offset 2400 - 852 + 82 = 1630): the
    /// start notifications open it at once, K = 336, inset 48 + 336 + 10 = 394, the offset
    /// follows to 2400 - 852 + 394 = 1942, the composer at -(336 + 10), the button's shift
    /// -(336 - 34 + 10) = -312 from its rest -(34 + 48 + 8) = -90.
    @Test func launchComposerStartsOpenAtTheBottom() {
        let frames = Self.frames(LaunchComposer.self, keyboard: Fixture.docked(336), [])
        let first = frames[0]
        typealias F = LaunchComposer.Field
        #expect(first.values[F.kbTop.rawValue] == 516)
        #expect(first.values[F.inset.rawValue] == 394)
        #expect(first.values[F.indicator.rawValue] == 395)
        #expect(first.values[F.offset.rawValue] == 1942)
        #expect(first.values[F.composerY.rawValue] == -346)
        #expect(first.values[F.btnY.rawValue] == -402)
        #expect(frames.last?.values[F.offset.rawValue] == 1942)
    }

    /// A numeric start offset, 1000, is 630 from the bottom (1630): not near (80), so the
    /// offset is preserved while the inset opens to 394.
    @Test func launchComposerKeepsANumericStartOffset() {
        let frames = Self.frames(LaunchComposer.self, keyboard: Fixture.docked(336), offset: .value(1000), [])
        #expect(frames[0].values[LaunchComposer.Field.offset.rawValue] == 1000)
        #expect(frames[0].values[LaunchComposer.Field.inset.rawValue] == 394)
        #expect(frames[0].values[LaunchComposer.Field.composerY.rawValue] == -346)
    }

    /// The start notifications' work runs after every trace event at t = 0: content grows to
    /// 2600 at t = 0 (no clamp: the offset 1942 is in range), then willChangeFrame's
    /// completion jumps to the bottom, 2600 - 852 + 394 = 2142. Run before the event, the
    /// offset would have stayed at 1942.
    @Test func theStartNotificationsWorkRunsAfterTheTraceEventsAtZero() {
        let frames = Self.frames(LaunchComposer.self, keyboard: Fixture.docked(336), [(0, .contentSize(height: 2600))])
        #expect(frames[0].values[LaunchComposer.Field.offset.rawValue] == 2142)
    }

    /// A form has no field when the start notifications arrive: a focus at t = 0 lifts
    /// nothing until the next notification.
    @Test func aFormFieldFocusedAtTheStartIsNotLifted() {
        let frames = Self.frames(
            FormScreen.self, keyboard: Fixture.docked(336), content: 1200, offset: .top, config: Self.form(.scrollView),
            [(0, .focus(y: 600, height: 44))])
        typealias F = FormScreen.Field
        #expect(frames[0].values[F.offset.rawValue] == 0)
        #expect(frames[0].values[F.fieldBottom.rawValue] == 644)
        #expect(frames[0].values[flag: F.covered.rawValue])
    }

    /// Safe-area-padding's `notification` detection renders the start state on frame 1:
    /// S = 336 at once, the bar at 852 - 336 - 26 = 490 on frame 0, 852 - 336 - 12 = 504 on
    /// frame 1; `layout` has 504 on frame 0.
    @Test func safeAreaPaddingRendersTheStartStateAsItsDetectionSays() {
        typealias F = SafeAreaPadding.Field
        let notification = Self.frames(
            SafeAreaPadding.self, keyboard: Fixture.docked(336), config: Self.padding("notification"), [], duration: 0.1)
        #expect(notification[0].values[F.safeArea.rawValue] == 336)
        #expect(notification[0].values[F.barBottom.rawValue] == 490)
        #expect(notification[1].values[F.barBottom.rawValue] == 504)
        let layout = Self.frames(SafeAreaPadding.self, keyboard: Fixture.docked(336), config: Self.padding("layout"), [], duration: 0.1)
        #expect(layout[0].values[F.barBottom.rawValue] == 504)
    }

    // MARK: Reading frames in a view

    /// Launch-composer in a tab bar: closed lift max(0, 16) = 16, inset 48 + 16 = 64, the
    /// bottom 2400 - 769 + 64 = 1695, the button's rest -(16 + 48 + 8) = -72. Open (K =
    /// end.height = 336): inset 394, offset 2400 - 769 + 394 = 2025, composer -346: its
    /// bottom at 769 - 346 = 423, 93 above the keyboard (10 + 83: the tab bar's over-lift);
    /// the button's shift -(336 - 0 + 10).
    @Test func launchComposerOverLiftsByTheTabBar() {
        typealias F = LaunchComposer.Field
        let frames = Self.frames(LaunchComposer.self, view: Self.tabBar, Fixture.open(336, at: 0.1))
        #expect(frames[0].values[F.viewportH.rawValue] == 769)
        #expect(frames[0].values[F.inset.rawValue] == 64)
        #expect(frames[0].values[F.indicator.rawValue] == 65)
        #expect(frames[0].values[F.offset.rawValue] == 1695)
        #expect(frames[0].values[F.composerY.rawValue] == -16)
        #expect(frames[0].values[F.btnY.rawValue] == -72)
        let open = frames[frames.count - 1]
        #expect(open.values[F.kbTop.rawValue] == 516)
        #expect(open.values[F.inset.rawValue] == 394)
        #expect(open.values[F.offset.rawValue] == 2025)
        #expect(open.values[F.composerY.rawValue] == -346)
        #expect(open.values[F.btnY.rawValue] == -418)
    }

    /// Launch-chat-view in a tab bar: extraBottomInset 48 + 8 + 0 = 56, bottom 2400 - 769 +
    /// 56 = 1687; open: keyboardHeight = 852 - 516 = 336 (the screen's overlap), inset 392,
    /// offset 2023, composer -336 from its rest at the view's bottom: 83 above the keyboard.
    @Test func launchChatViewOverLiftsByTheTabBar() {
        typealias F = LaunchChatView.Field
        let frames = Self.frames(LaunchChatView.self, view: Self.tabBar, Fixture.open(336, at: 0.1))
        #expect(frames[0].values[F.inset.rawValue] == 56)
        #expect(frames[0].values[F.offset.rawValue] == 1687)
        #expect(frames[0].values[F.composerY.rawValue] == 0)
        let open = frames[frames.count - 1]
        #expect(open.values[F.inset.rawValue] == 392)
        #expect(open.values[F.indicator.rawValue] == 392)
        #expect(open.values[F.offset.rawValue] == 2023)
        #expect(open.values[F.composerY.rawValue] == -336)
    }

    /// Safe-area-padding in a tab bar: S = max(0, overlap); at rest 0, the bar at 769 - 0 -
    /// 26 = 743 (barGap 852 - 743 = 109); open, S = 253 (> 0 + 10: visible), the bar at 769 -
    /// 253 - 12 = 504, 12 below the keyboard's top: right.
    @Test func safeAreaPaddingIsRightInATabBar() {
        typealias F = SafeAreaPadding.Field
        let frames = Self.frames(SafeAreaPadding.self, view: Self.tabBar, composer: 52, Fixture.open(336, at: 0.1))
        #expect(frames[0].values[F.safeArea.rawValue] == 0)
        #expect(frames[0].values[F.barBottom.rawValue] == 743)
        #expect(frames[0].values[F.barGap.rawValue] == 109)
        let open = frames[frames.count - 1]
        #expect(open.values[F.safeArea.rawValue] == 253)
        #expect(open.values[F.padding.rawValue] == 12)
        #expect(open.values[F.barBottom.rawValue] == 504)
        #expect(open.values[F.barGap.rawValue] == 12)
    }

    /// Safe-area-padding with a 55 pt shortcut bar (y 797) in a tab bar: the overlap with
    /// the view is max(0, 769 - 797) = 0, so nothing moves: S 0, the bar at 743.
    @Test func aShortcutBarInATabBarOverlapsTheViewByNothing() {
        typealias F = SafeAreaPadding.Field
        let bar = Rect(x: 0, y: 797, width: 393, height: 336)
        let frames = Self.frames(
            SafeAreaPadding.self, view: Self.tabBar, composer: 52,
            [(0.1, Fixture.keyboard(.willChangeFrame, bar)), (0.1, Fixture.keyboard(.willShow, bar))])
        let last = frames[frames.count - 1]
        #expect(last.values[F.kbTop.rawValue] == 797)
        #expect(last.values[F.safeArea.rawValue] == 0)
        #expect(last.values[F.barBottom.rawValue] == 743)
    }

    /// Form's scrollView in a tab bar: V = 769, keyboardY = 769 - 336 = 433, visibleBottom
    /// 600 + 44 + 20 = 664, offset 664 - 433 + 20 = 251 (with the true overlap 253 it would
    /// be 664 - 516 + 20 = 168: 83 more). Field edges 600 - 251 = 349 and 393.
    @Test func formScrollViewOverScrollsByTheTabBar() {
        typealias F = FormScreen.Field
        let frames = Self.frames(
            FormScreen.self, view: Self.tabBar, content: 1200, offset: .top, config: Self.form(.scrollView),
            [(0.05, .focus(y: 600, height: 44))] + Fixture.open(336, at: 0.1))
        let open = frames[frames.count - 1]
        #expect(open.values[F.viewportH.rawValue] == 769)
        #expect(open.values[F.offset.rawValue] == 251)
        #expect(open.values[F.fieldTop.rawValue] == 349)
        #expect(open.values[F.fieldBottom.rawValue] == 393)
        #expect(!open.values[flag: F.covered.rawValue])
    }

    /// Form's frameShift in a page sheet (T = 59): distance = (600 + 44 + 0) - 516 + 20 =
    /// 148 (the field's bottom on screen is 703: it needed 207), viewY -148; the field's
    /// edges on screen 600 - 148 + 59 = 511 and 555: still covered (555 > 516.5).
    @Test func formFrameShiftIsOffByTheViewsTop() {
        typealias F = FormScreen.Field
        let frames = Self.frames(
            FormScreen.self, view: Self.sheet, content: 793, offset: .top, config: Self.form(.frameShift),
            [(0.05, .focus(y: 600, height: 44))] + Fixture.open(336, at: 0.1))
        #expect(frames[0].values[F.viewportH.rawValue] == 793)
        let open = frames[frames.count - 1]
        #expect(open.values[F.viewY.rawValue] == -148)
        #expect(open.values[F.fieldTop.rawValue] == 511)
        #expect(open.values[F.fieldBottom.rawValue] == 555)
        #expect(open.values[flag: F.covered.rawValue])
    }

    /// Launch-composer in a page sheet keeps the screen's safe bottom (the sheet reaches the
    /// screen's bottom): closed lift 34, inset 82, bottom 2400 - 793 + 82 = 1689.
    @Test func launchComposerInASheetKeepsTheHomeIndicator() {
        typealias F = LaunchComposer.Field
        let frames = Self.frames(LaunchComposer.self, view: Self.sheet, [])
        #expect(frames[0].values[F.inset.rawValue] == 82)
        #expect(frames[0].values[F.offset.rawValue] == 1689)
        #expect(frames[0].values[F.composerY.rawValue] == -34)
    }
}

/// A handler that counts the keyboard notifications it hears and draws `kbTop`.
private struct Counting<Late: LateFlag>: Handler {
    enum Work: Sendable {}
    static var schema: HandlerSchema {
        HandlerSchema(name: "counting", summary: "counts notifications", configKeys: [], eventTypes: EventType.keyboard,
                      frame: FrameSchema([.kbTop, FrameField("heard", .number)]))
    }
    static var observesStartNotifications: Bool { !Late.late }
    var heard = 0
    init(scenario: Scenario, world: inout World<Work>) {}
    mutating func keyboard(_ notification: KeyboardNotification, world: inout World<Work>) { heard += 1 }
    mutating func perform(_ work: Work, world: inout World<Work>) {}
    mutating func draw(_ world: inout World<Work>, into values: inout FrameValues) {
        values[0] = world.drawnKeyboardTop()
        values[1] = Double(heard)
    }
}

private protocol LateFlag { static var late: Bool { get } }
private enum Early: LateFlag { static let late = false }
private enum Late: LateFlag { static let late = true }

/// A handler hears the four start notifications, unless it observes later; the keyboard
/// is up at 516 either way.
@Test func aHandlerThatObservesLaterMissesTheStartNotifications() {
    let scenario = Scenario(
        screen: Fixture.screen, keyboardFrame: Fixture.docked(336), contentHeight: 2400, config: HandlerConfig(keys: []))
    let early = Array(Replay(Counting<Early>.self, scenario: scenario, events: [], fps: 60, lastFrameIndex: 0))
    #expect(early[0].values[0] == 516 && early[0].values[1] == 4)
    let late = Array(Replay(Counting<Late>.self, scenario: scenario, events: [], fps: 60, lastFrameIndex: 0))
    #expect(late[0].values[0] == 516 && late[0].values[1] == 0)
}
