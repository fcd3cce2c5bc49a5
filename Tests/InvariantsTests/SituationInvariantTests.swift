import Handlers
import UIKitModel
import TestSupport
import TraceKit
import Testing
@testable import Invariants

/// The invariants compare with the view (`situations.md`): the keyboard's edge is
/// `min(kbTop, B)` and lifts are measured against the true overlap. On the 852 pt screen
/// a tab bar ends the view at 769; a 336 pt keyboard (top 516) overlaps it by 253, where
/// launch-composer, launch-chat-view and form's scrollView read 336 (83 too much).
@Suite struct SituationInvariantTests {
    static let tabBar = ViewFrame(top: 0, bottom: 769)
    static let docked = Rect(x: 0, y: 516, width: 393, height: 336)

    static func open(at seconds: Double) -> [TimedEvent] {
        [KeyboardNotification.Kind.willChangeFrame, .willShow].map { kind in
            TimedEvent(
                time: Time.nanoseconds(fromSeconds: seconds),
                event: .keyboard(KeyboardNotification(kind: kind, end: docked, duration: 250_000_000, curve: .keyboard)))
        }
    }

    static func violations(
        _ handler: HandlerKind, view: ViewFrame?, keyboard: Rect? = nil, content: Double = 2400,
        offset: InitialOffset = .bottom, config: HandlerConfig? = nil, events: [TimedEvent]
    ) -> [InvariantID] {
        let scenario = Scenario(
            screen: Fixture.screen, view: view, keyboardFrame: keyboard, contentHeight: content, initialOffset: offset,
            config: config ?? handler.schema.defaultConfig)
        let trace = Trace(name: "t", handler: handler, duration: 1_500_000_000, scenario: scenario, events: events)
        return InvariantChecker.check(trace).violated
    }

    static func focus(at seconds: Double) -> TimedEvent {
        TimedEvent(time: Time.nanoseconds(fromSeconds: seconds), event: .focus(y: 600, height: 44))
    }

    static var scrollViewForm: HandlerConfig {
        var config = FormScreen.schema.defaultConfig
        config.set("strategy", to: .choice("scrollView"))
        return config
    }

    /// Launch-composer: the composer rests at 769 - 346 = 423, 93 above the keyboard where
    /// the gap is 10: composer-rides-keyboard. Full screen, the same trace passes.
    @Test func theTabBarOverLiftIsFlaggedForLaunchComposer() {
        #expect(Self.violations(.launchComposer, view: Self.tabBar, events: Self.open(at: 0.1)) == [.composerRidesKeyboard])
        #expect(Self.violations(.launchComposer, view: nil, events: Self.open(at: 0.1)) == [])
    }

    /// Launch-chat-view: the composer rests at 769 - 336 = 433, 83 above the keyboard
    /// (gap 0). Full screen it floats `safeBottom` (34) above it, a known quirk: flagged too,
    /// so the tab bar's verdict is checked on the amount the message gives.
    @Test func theTabBarOverLiftIsFlaggedForLaunchChatView() {
        let scenario = Scenario(screen: Fixture.screen, view: Self.tabBar, contentHeight: 2400, config: LaunchChatView.schema.defaultConfig)
        let trace = Trace(name: "t", handler: .launchChatView, duration: 1_500_000_000, scenario: scenario, events: Self.open(at: 0.1))
        let report = InvariantChecker.check(trace)
        #expect(report.violated == [.composerRidesKeyboard])
        #expect(report.violations.first?.message.contains("83 pt above kbTop - gap (516)") == true)
    }

    /// Form's scrollView: the field rests at 393, 123 above the keyboard's edge 516, more
    /// than 2 * fieldPadding (40): field-not-over-lifted.
    @Test func theTabBarOverScrollIsFlaggedForFormScrollView() {
        let events = [Self.focus(at: 0.05)] + Self.open(at: 0.1)
        #expect(Self.violations(.form, view: Self.tabBar, content: 1200, offset: .top, config: Self.scrollViewForm, events: events) == [.fieldNotOverLifted])
    }

    /// Safe-area-padding reads the overlap with the view: nothing to flag.
    @Test func safeAreaPaddingPassesInATabBar() {
        #expect(Self.violations(.safeAreaPadding, view: Self.tabBar, events: Self.open(at: 0.1)) == [])
    }

    /// A keyboard up at the start that covers the composer is flagged like any other frame:
    /// hand-made frames with the keyboard at 516 from frame 0 and the composer left at its
    /// closed place (818) are covered by 818 - 506 = 312 pt.
    @Test func aKeyboardUpAtStartCoveringTheComposerIsFlagged() {
        let frames = Fixture.frames(20) { _, frame in frame.keyboardTop = 516 }
        let report = InvariantChecker.check(frames, scenario: Fixture.scenario(), events: [])
        #expect(report.violated.contains(.composerRidesKeyboard))
        #expect(report.violations.first { $0.invariant == .composerRidesKeyboard }?.frames.lowerBound == 0)
    }

    /// A field below the view's bottom is not covered by the keyboard in the view's sense.
    @Test func aFieldBelowTheViewIsNotCovered() {
        var config = FormScreen.schema.defaultConfig
        config.set("strategy", to: .choice("frameShift"))
        // A frameShift form in a tab bar with a field at 760...804: its bottom (804) lies
        // below the view's (769). A shortcut bar (top 797) does not reach the view.
        let bar = Rect(x: 0, y: 797, width: 393, height: 336)
        let events = [
            TimedEvent(time: 50_000_000, event: .focus(y: 760, height: 44)),
            TimedEvent(time: 100_000_000, event: .keyboard(KeyboardNotification(kind: .willShow, end: bar, duration: 0, curve: .keyboard))),
        ]
        #expect(!Self.violations(.form, view: Self.tabBar, content: 769, offset: .top, config: config, events: events).contains(.fieldNotCovered))
    }
}
