import Foundation
import Testing
@testable import Handlers
import UIKitModel

/// Seed 004's rules on a 393 x 852 screen with a 336 pt keyboard (top 516) and
/// `fieldPadding` 20, values worked out by hand. A field at 600...644 needs
/// `644 - 516 + 20 = 148` pt of frame shift, or a scroll to `664 - 516 + 20 = 168`.
@Suite struct FormScreenTests {
    typealias Form = FormScreen

    static let docked = KeyboardNotification(kind: .willShow, end: Fixture.docked(336), duration: 250_000_000, curve: .keyboard)
    static let low = Form.ActiveField(y: 600, height: 44)
    static let high = Form.ActiveField(y: 200, height: 44)

    static func notification(_ kind: KeyboardNotification.Kind, y: Double = 516) -> KeyboardNotification {
        KeyboardNotification(kind: kind, end: Rect(x: 0, y: y, width: 393, height: 336), duration: 250_000_000, curve: .keyboard)
    }

    static func plan(_ strategy: Form.Strategy, _ notification: KeyboardNotification, _ field: Form.ActiveField?, viewY: Double = 0) -> Form.Action {
        Form.plan(strategy, notification: notification, field: field, viewY: viewY, viewportHeight: 852, padding: 20)
    }

    static func replay(
        _ strategy: Form.Strategy, _ events: [(Double, Event)], content: Double = 1200, offset: InitialOffset = .top,
        duration: Double = 1.5
    ) -> [Frame] {
        var config = Form.schema.defaultConfig
        config.set("strategy", to: .choice(strategy.rawValue))
        let scenario = Scenario(screen: Fixture.screen, contentHeight: content, initialOffset: offset, config: config)
        let timed = events.map { TimedEvent(time: Time.nanoseconds(fromSeconds: $0.0), event: $0.1) }
        let last = Time.lastFrameIndex(duration: Time.nanoseconds(fromSeconds: duration), fps: 60)
        return Array(Replay(Form.self, scenario: scenario, events: timed, fps: 60, lastFrameIndex: last))
    }

    static func value(_ frame: Frame, _ field: Form.Field) -> Double { frame.values[field.rawValue] }
    static func covered(_ frame: Frame) -> Bool { value(frame, .covered) != 0 }

    static func spring(_ seconds: Double) -> Double {
        let w = (1000.0 / 3).squareRoot()
        return 1 - (1 + w * seconds) * exp(-w * seconds)
    }

    static let focusLow = (0.05, Event.focus(y: 600, height: 44))

    // MARK: The transition function

    @Test func frameShiftMovesTheViewByTheFieldsDistanceBelowTheKeyboardTop() {
        #expect(Self.plan(.frameShift, Self.docked, Self.low) == .shiftView(to: -148))
        // The seed's log: field bottom 524, keyboard top 374, "moving view up by 170".
        #expect(Self.plan(.frameShift, Self.notification(.willShow, y: 374), .init(y: 480, height: 44)) == .shiftView(to: -170))
        // From a view already moved: (760 + 44 - 148) - 516 + 20 = 160 more.
        #expect(Self.plan(.frameShift, Self.docked, .init(y: 760, height: 44), viewY: -148) == .shiftView(to: -308))
        #expect(Self.plan(.frameShift, Self.docked, Self.high) == .none)
        #expect(Self.plan(.frameShift, Self.docked, nil) == .none)
        #expect(Self.plan(.frameShift, Self.notification(.willChangeFrame), Self.low) == .none)
        #expect(Self.plan(.frameShift, Self.notification(.didShow), Self.low) == .none)
        #expect(Self.plan(.frameShift, Self.notification(.willHide, y: 852), nil) == .shiftView(to: 0))
    }

    @Test func scrollViewScrollsByTheSeedsVisibleRect() {
        #expect(Self.plan(.scrollView, Self.docked, Self.low) == .scroll(to: 168))
        // 244 + 20 = 264 is not below 516: no scroll.
        #expect(Self.plan(.scrollView, Self.docked, Self.high) == .none)
        #expect(Self.plan(.scrollView, Self.docked, nil) == .none)
        #expect(Self.plan(.scrollView, Self.notification(.willChangeFrame), Self.low) == .none)
        #expect(Self.plan(.scrollView, Self.notification(.willHide, y: 852), Self.low) == .scroll(to: 0))
    }

    /// The shortcut bar (y 797 of 336): the frame shift reads the top (55 pt overlap), the
    /// scroll view reads the height (336) and lifts as for a whole keyboard.
    @Test func aHardwareKeyboardIsReadByTopOrByHeight() {
        let bar = Self.notification(.willShow, y: 797)
        #expect(Self.plan(.frameShift, bar, Self.low) == .none)  // 644 - 797 + 20 < 0
        #expect(Self.plan(.frameShift, bar, .init(y: 760, height: 44)) == .shiftView(to: -27))  // 804 - 797 + 20
        #expect(Self.plan(.scrollView, bar, Self.low) == .scroll(to: 168))
    }

    // MARK: frameShift in the world

    @Test func frameShiftRestsWithTheFieldAboveTheKeyboard() {
        let frames = Self.replay(.frameShift, [Self.focusLow] + Fixture.open(336, at: 0.1), content: 852)
        // A focus alone moves nothing.
        #expect(Self.value(frames[3], .viewY) == 0)
        #expect(Self.value(frames[3], .fieldTop) == 600)
        #expect(Self.covered(frames[3]) == false)  // the keyboard is still hidden (852)
        let p = Self.spring(0.1)
        #expect(close(Self.value(frames[12], .viewY), -148 * p, within: 1e-6))
        #expect(Self.value(frames[36], .viewY) == -148)
        #expect(Self.value(frames[36], .fieldTop) == 452)
        #expect(Self.value(frames[36], .fieldBottom) == 496)
        #expect(Self.covered(frames[36]) == false)
    }

    /// A layout pass after the animation puts the view back at once: the field at 644 is
    /// under the keyboard's 516 again.
    @Test func aLayoutPassSnapsTheViewBack() {
        let frames = Self.replay(.frameShift, [Self.focusLow] + Fixture.open(336, at: 0.1) + [(1.0, .layoutPass)], content: 852)
        #expect(Self.value(frames[59], .viewY) == -148)
        #expect(Self.value(frames[60], .viewY) == 0)
        #expect(Self.value(frames[60], .fieldBottom) == 644)
        #expect(Self.covered(frames[60]))
    }

    /// During the animation, the model goes to 0 and the move's record (+148, decaying)
    /// stays on top: the view is drawn below its rest first.
    @Test func aLayoutPassDuringTheAnimationOvershootsBelowRest() {
        let frames = Self.replay(.frameShift, [Self.focusLow] + Fixture.open(336, at: 0.1) + [(0.3, .layoutPass)], content: 852)
        let p = Self.spring(0.2)
        #expect(close(Self.value(frames[18], .viewY), 148 * (1 - p), within: 1e-6))
        #expect(Self.value(frames[18], .viewY) > 0)
        #expect(Self.value(frames[36], .viewY) == 0)
    }

    @Test func willHidePutsTheViewBack() {
        let frames = Self.replay(.frameShift, [Self.focusLow] + Fixture.open(336, at: 0.1) + Fixture.close(at: 0.8), content: 852)
        #expect(Self.value(frames[48], .viewY) == -148)
        #expect(Self.value(frames[84], .viewY) == 0)
    }

    // MARK: scrollView in the world

    @Test func scrollViewRestsWithTheFieldAboveTheKeyboard() {
        let frames = Self.replay(.scrollView, [Self.focusLow] + Fixture.open(336, at: 0.1) + [(0.3, .layoutPass)])
        let p = Self.spring(0.1)
        #expect(close(Self.value(frames[12], .offset), 168 * p, within: 1e-6))
        #expect(Self.value(frames[36], .offset) == 168)
        #expect(Self.value(frames[36], .viewY) == 0)
        #expect(Self.value(frames[36], .fieldTop) == 432)
        #expect(Self.value(frames[36], .fieldBottom) == 476)
        #expect(Self.covered(frames[36]) == false)
    }

    /// Scrolled to 400 first, the field at content 700 is on screen at 300; the seed still
    /// computes from content coordinates: 764 - 516 + 20 = 268, a scroll down by 132.
    @Test func aFormScrolledBeforeIsScrolledFromContentCoordinates() {
        let frames = Self.replay(.scrollView, [(0.05, .focus(y: 700, height: 44))] + Fixture.open(336, at: 0.1), offset: .value(400))
        #expect(Self.value(frames[3], .fieldTop) == 300)
        #expect(Self.value(frames[36], .offset) == 268)
        #expect(Self.value(frames[36], .fieldTop) == 432)
    }

    /// A field at 900: 964 - 516 + 20 = 468, past the range's end 1200 - 852 = 348, not clamped.
    @Test func theOffsetMayBeSetPastTheRange() {
        let frames = Self.replay(.scrollView, [(0.05, .focus(y: 900, height: 44))] + Fixture.open(336, at: 0.1))
        #expect(Self.value(frames[36], .offset) == 468)
        #expect(Self.value(frames[36], .fieldBottom) == 476)
    }

    // MARK: App events

    @Test func aTapRecordsEndEditingAndKeepsTheField() {
        let frames = Self.replay(.scrollView, [Self.focusLow, (0.1, .tap(y: 300))])
        #expect(frames[6].effects.count == 1)
        #expect(Array(frames[6].effects) == [.endEditing])
        #expect(Self.value(frames[6], .fieldTop) == 600)
    }

    @Test func blurEndsTheActiveField() {
        let frames = Self.replay(.frameShift, [Self.focusLow] + Fixture.open(336, at: 0.1) + [(0.8, .blur)], content: 852)
        #expect(Self.value(frames[48], .fieldTop) == 0)
        #expect(Self.value(frames[48], .fieldBottom) == 0)
        #expect(Self.covered(frames[48]) == false)
        #expect(Self.value(frames[48], .viewY) == -148)
    }

    @Test func theSchemaListsTheSpecsFieldsConfigAndEvents() {
        #expect(Form.schema.name == "form")
        #expect(Form.schema.frame.fields.map(\.name) == [
            "kbTop", "viewY", "offset", "contentH", "viewportH", "fieldTop", "fieldBottom", "covered", "scroll",
        ])
        #expect(Form.schema.configKeys.map(\.name) == ["strategy", "fieldPadding", "defaultSafeBottom"])
        #expect(Form.schema.configKeys.map(\.defaultValue) == [.choice("scrollView"), .number(20), .number(34)])
        for type in EventType.keyboard + [Form.Events.focus, Form.Events.blur, Form.Events.layoutPass, .tap] + EventType.drags {
            #expect(Form.schema.takes(type))
        }
        var frameShift = Form.schema.defaultConfig
        frameShift.set("strategy", to: .choice("frameShift"))
        #expect(Form.schema.problem(with: .dragBegin, config: Form.schema.defaultConfig) == nil)
        #expect(Form.schema.problem(with: .dragMove, config: frameShift) != nil)
        #expect(Form.schema.problem(with: .tap, config: frameShift) == nil)
    }
}
