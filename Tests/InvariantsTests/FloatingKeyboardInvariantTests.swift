import Handlers
import UIKitModel
import Testing
@testable import Invariants

/// The invariants ask the keyboard's mode: a floating keyboard is no edge the composer
/// must sit on (only a docked keyboard or a bar is). launch-chat-view's sticky composer
/// reads the overlap `H - kbTop`, so a floating keyboard `{250, 600, 320, 250}` on an iPad
/// (820 x 1180, safe bottom 20) lifts it by 1180 - 600 = 580: its bottom at
/// 1180 - 20 - 580 = 580, where the closed place is 1180 - 20 = 1160. Counted as shown
/// (its top above the bottom), the same composer looked 20 pt above kbTop (600).
@Suite struct FloatingKeyboardInvariantTests {
    @Test func aComposerRidingAFloatingKeyboardIsOffItsClosedPlace() {
        let screen = Screen(width: 820, height: 1180, safeTop: 24, safeBottom: 20)
        let floating = Rect(x: 250, y: 600, width: 320, height: 250)
        let scenario = Scenario(screen: screen, contentHeight: 3000, config: LaunchChatView.schema.defaultConfig)
        let events = [KeyboardNotification.Kind.willChangeFrame, .willShow].map { kind in
            TimedEvent(
                time: 100_000_000, event: .world(.keyboard(KeyboardNotification(kind: kind, end: floating, duration: 0, curve: .keyboard))))
        }
        let frames = Array(Replay(LaunchChatView.self, scenario: scenario, events: events, fps: 60, lastFrameIndex: 30))
        let report = InvariantChecker.check(frames, handler: .launchChatView, scenario: scenario, events: events)
        let composer = report.violations.filter { $0.invariant == .composerRidesKeyboard }
        #expect(composer.count == 1)
        #expect(composer.first?.message.contains("with the keyboard hidden the composer's bottom 580 is 580 pt above its closed place (1160)") == true,
                "\(composer.map(\.message))")
    }

    /// rides-floating-keyboard: the same composer, 1160 - 580 = 580 pt above its closed
    /// place once the (instant) notification is over, on an iPad; a docked keyboard of the
    /// same screen (top 800) lifts it as it should and is not flagged.
    @Test func aComposerLiftedByAFloatingKeyboardRidesIt() {
        let screen = Screen(width: 820, height: 1180, safeTop: 24, safeBottom: 20, idiom: .pad)
        let scenario = Scenario(screen: screen, contentHeight: 3000, config: LaunchChatView.schema.defaultConfig)
        func violations(_ end: Rect) -> [Violation] {
            let events = [TimedEvent(
                time: 100_000_000, event: .world(.keyboard(KeyboardNotification(kind: .willChangeFrame, end: end, duration: 0, curve: .keyboard))))]
            let frames = Array(Replay(LaunchChatView.self, scenario: scenario, events: events, fps: 60, lastFrameIndex: 30))
            return InvariantChecker.check(frames, handler: .launchChatView, scenario: scenario, events: events)
                .violations.filter { $0.invariant == .ridesFloatingKeyboard }
        }
        let floating = violations(Rect(x: 250, y: 600, width: 320, height: 250))
        #expect(floating.count == 1)
        #expect(floating.first?.message.contains("with the keyboard floating (top 600) the composer is 580 pt above its closed rest") == true,
                "\(floating.map(\.message))")
        #expect(violations(Rect(x: 0, y: 800, width: 820, height: 380)).isEmpty)
    }

    /// iqkeyboardmanager's rides-floating-keyboard reads the root view's lift. A split
    /// keyboard `{0, 500, 820, 313}` is as wide as the window, so the library reads it as
    /// docked (680 high); in the `rootView` container the field at 1000 (50 high) is lifted
    /// by `1000 + 50 - (1180 - 710) + 20 = 600`: `viewY` -600 while the keyboard floats. A
    /// floating keyboard narrower than the window is no keyboard to it: nothing moves. In
    /// the `scrollView` container the library scrolls (viewY stays 0), and a user's scroll
    /// across a floating keyboard is no lift either.
    @Test func iqKeyboardManagerReadingASplitKeyboardAsDockedRidesIt() {
        let screen = Screen(width: 820, height: 1180, safeTop: 24, safeBottom: 20, idiom: .pad)
        func violations(_ end: Rect, container: String, drag: Bool = false) -> [Violation] {
            var config = IQKeyboardManager.schema.defaultConfig
            config.set("container", to: .choice(container))
            // A drag scrolls from the top: a finger moving up 200 pt scrolls 200.
            let scenario = Scenario(screen: screen, contentHeight: 3000, initialOffset: .top, config: config)
            var events = [
                TimedEvent(time: 0, event: .app(AppEvent(FormScreen.Events.focus, [.number(1000), .number(50)]))),
                TimedEvent(time: 100_000_000, event: .world(.keyboard(KeyboardNotification(kind: .willShow, end: end, duration: 0, curve: .keyboard)))),
            ]
            if drag {
                events += [
                    TimedEvent(time: 200_000_000, event: .world(.dragBegin(y: 900))),
                    TimedEvent(time: 216_000_000, event: .world(.dragMove(y: 700))),
                    TimedEvent(time: 232_000_000, event: .world(.dragEnd(y: 700, velocity: nil))),
                ]
            }
            let frames = Array(Replay(IQKeyboardManager.self, scenario: scenario, events: events, fps: 60, lastFrameIndex: 40))
            return InvariantChecker.check(frames, handler: .iqkeyboardmanager, scenario: scenario, events: events)
                .violations.filter { $0.invariant == .ridesFloatingKeyboard }
        }
        let split = Rect(x: 0, y: 500, width: 820, height: 313), floating = Rect(x: 250, y: 600, width: 320, height: 250)
        let lifted = violations(split, container: "rootView")
        #expect(lifted.count == 1)
        #expect(lifted.first?.message.contains("the form is 600 pt above its closed rest") == true, "\(lifted.map(\.message))")
        #expect(violations(floating, container: "rootView").isEmpty)
        #expect(violations(floating, container: "scrollView", drag: true).isEmpty)
        #expect(Invariant.named("rides-floating-keyboard")?.applies(to: "iqkeyboardmanager") == true)
    }
}
