import Foundation
import Testing
@testable import Handlers
import UIKitModel

/// Seed 003's rules, on a 393 x 852 screen with `safeBottom` 34: hidden padding 26,
/// visible 12, threshold 10. Values worked out by hand: at rest with the keyboard hidden
/// the bar's bottom is `852 - 34 - 26 = 792` (60 above the screen bottom); above a docked
/// 336 pt keyboard it is `852 - 336 - 12 = 504` (12 above the keyboard's top, 516).
@Suite struct SafeAreaPaddingTests {
    typealias SA = SafeAreaPadding

    static func scenario(_ detection: String = "layout", bar: Double = 52) -> Scenario {
        var config = SA.schema.defaultConfig
        config.set("detection", to: .choice(detection))
        return Scenario(screen: Fixture.screen, contentHeight: 852, initialOffset: .top, composerHeight: bar, config: config)
    }

    /// A frame's value of `field`.
    static func value(_ frame: Frame, _ field: SA.Field) -> Double { frame.values[field.rawValue] }

    /// The keyboard spring's progress after `seconds` (`docs/model.md`): `1 - (1 + w t) e^(-w t)`.
    static func spring(_ seconds: Double) -> Double {
        let w = (1000.0 / 3).squareRoot()
        return 1 - (1 + w * seconds) * exp(-w * seconds)
    }

    static func replay(_ detection: String, _ events: [(Double, Event)], fps: Int = 60, duration: Double = 1.5) -> [Frame] {
        let timed = events.map { TimedEvent(time: Time.nanoseconds(fromSeconds: $0.0), event: $0.1) }
        let last = Time.lastFrameIndex(duration: Time.nanoseconds(fromSeconds: duration), fps: fps)
        return Array(Replay(SA.self, scenario: scenario(detection), events: timed, fps: fps, lastFrameIndex: last))
    }

    static func partlyOffScreen(_ y: Double) -> Rect { Rect(x: 0, y: y, width: 393, height: 336) }

    // MARK: The detection's transitions

    @Test func layoutDetectionFollowsTheSafeAreaInTheSameTransaction() {
        var detection = PaddingDetection.initial(notificationMode: false)
        #expect(detection == .layout(visible: false))
        #expect(detection.handle(.willNotification(safeAreaVisible: true, notificationVisible: false, at: 5)) == .followSafeArea(paddingVisible: true))
        #expect(detection == .layout(visible: true))
        #expect(detection.handle(.frame(at: 6)) == .none)
        #expect(detection.handle(.willNotification(safeAreaVisible: false, notificationVisible: true, at: 7)) == .followSafeArea(paddingVisible: false))
        #expect(detection == .layout(visible: false))
    }

    @Test func notificationDetectionRendersAtTheFirstFrameStrictlyAfter() {
        var detection = PaddingDetection.initial(notificationMode: true)
        #expect(detection.handle(.willNotification(safeAreaVisible: false, notificationVisible: true, at: 100)) == .followSafeArea(paddingVisible: false))
        #expect(detection == .notification(rendered: false, pending: .init(visible: true, since: 100)))
        #expect(detection.handle(.frame(at: 100)) == .none)
        #expect(detection.handle(.frame(at: 101)) == .renderPadding(visible: true))
        #expect(detection == .notification(rendered: true, pending: nil))
        #expect(detection.handle(.frame(at: 102)) == .none)
    }

    /// The frame renders the last notification's state; the first unrendered one decides when.
    @Test func notificationDetectionRendersTheLastStateBeforeTheFrame() {
        var detection = PaddingDetection.initial(notificationMode: true)
        _ = detection.handle(.willNotification(safeAreaVisible: true, notificationVisible: true, at: 100))
        _ = detection.handle(.willNotification(safeAreaVisible: false, notificationVisible: false, at: 200))
        #expect(detection == .notification(rendered: false, pending: .init(visible: false, since: 100)))
        // Frame at 200: strictly after the first; renders the hidden state, already in use.
        #expect(detection.handle(.frame(at: 200)) == .none)
        #expect(detection == .notification(rendered: false, pending: nil))
    }

    // MARK: Layout detection

    @Test func atRestTheBarIsSixtyAboveTheHiddenKeyboardAndTwelveAboveTheOpenOne() throws {
        let frames = Self.replay("layout", Fixture.open(336, at: 0.1) + Fixture.close(at: 1.0), duration: 1.6)
        let first = try #require(frames.first)
        #expect(Self.value(first, .kbTop) == 852)
        #expect(Self.value(first, .safeArea) == 34)
        #expect(Self.value(first, .padding) == 26)
        #expect(Self.value(first, .barBottom) == 792)
        #expect(Self.value(first, .barGap) == 60)
        #expect(Self.value(first, .composerH) == 52)
        let open = frames[36]  // 0.6 s: the spring has landed
        #expect(Self.value(open, .safeArea) == 336)
        #expect(Self.value(open, .padding) == 12)
        #expect(Self.value(open, .barBottom) == 504)
        #expect(Self.value(open, .barGap) == 12)
        let closed = frames[96]  // 1.6 s
        #expect(Self.value(closed, .barBottom) == 792)
        #expect(Self.value(closed, .padding) == 26)
    }

    /// Mid-animation the bar's 288 pt move (792 to 504) runs on the keyboard's spring.
    @Test func layoutDetectionMovesTheBarWithTheKeyboardsSpring() {
        let frames = Self.replay("layout", Fixture.open(336, at: 0.1))
        for index in [7, 9, 15] {
            let p = Self.spring(Double(index) / 60 - 0.1)
            #expect(close(Self.value(frames[index], .kbTop), 516 + 336 * (1 - p), within: 1e-6))
            #expect(close(Self.value(frames[index], .barBottom), 504 + 288 * (1 - p), within: 1e-6))
            #expect(Self.value(frames[index], .padding) == 12)
        }
    }

    // MARK: Notification detection

    /// The notification's frame (0.1 s) still has padding 26; the next one renders 12 at
    /// once over a safe-area move of 302 (792 to 490) that keeps animating.
    @Test func notificationDetectionSwitchesThePaddingOneFrameLate() {
        let frames = Self.replay("notification", Fixture.open(336, at: 0.1))
        #expect(Self.value(frames[6], .padding) == 26)
        #expect(Self.value(frames[6], .safeArea) == 336)
        #expect(Self.value(frames[6], .barBottom) == 792)
        let p = Self.spring(1.0 / 60)
        #expect(Self.value(frames[7], .padding) == 12)
        #expect(close(Self.value(frames[7], .barBottom), 504 + 302 * (1 - p), within: 1e-6))
        // The bar went down (794.6 > 792) while the keyboard went up.
        #expect(Self.value(frames[7], .barBottom) > 792)
        #expect(Self.value(frames[36], .barBottom) == 504)
    }

    /// Hiding: the safe area part (490 to 792 from the open 504) animates, the padding
    /// returns to 26 one frame later: the bar jumps 14 up while the keyboard goes down.
    @Test func notificationDetectionHidesWithAJumpUp() {
        let frames = Self.replay("notification", Fixture.open(336, at: 0.1) + Fixture.close(at: 1.0))
        #expect(Self.value(frames[60], .padding) == 12)
        let p = Self.spring(1.0 / 60)
        #expect(Self.value(frames[61], .padding) == 26)
        #expect(close(Self.value(frames[61], .barBottom), 792 - 302 * (1 - p), within: 1e-6))
    }

    /// With duration 0 both move at once: the safe area in the notification's frame, the
    /// padding in the next.
    @Test func zeroDurationMovesAtOnceAndThePaddingAFrameLater() {
        let open = [(0.1, Fixture.keyboard(.willShow, Fixture.docked(336), duration: 0))]
        let layout = Self.replay("layout", open)
        #expect(Self.value(layout[6], .barBottom) == 504)
        let notification = Self.replay("notification", open)
        #expect(Self.value(notification[6], .barBottom) == 490)
        #expect(Self.value(notification[7], .barBottom) == 504)
    }

    /// willChangeFrame is visible iff `end.y < H`, whatever its kind says.
    @Test func willChangeFrameAloneDecidesByItsEndFrame() {
        let frames = Self.replay("notification", [
            (0.1, Fixture.keyboard(.willChangeFrame, Fixture.docked(336))),
            (0.6, Fixture.keyboard(.willChangeFrame, Fixture.hidden())),
        ])
        #expect(Self.value(frames[8], .padding) == 12)
        // 0.6 s is frame 36's time: that frame does not render it yet, frame 37 does.
        #expect(Self.value(frames[36], .padding) == 12)
        #expect(Self.value(frames[37], .padding) == 26)
    }

    // MARK: Hardware keyboards

    /// The shortcut bar, y 797 of a 336 pt frame: 55 pt overlap, `S = 55 > 44`: visible.
    @Test func aShortcutBarCountsByItsOverlap() {
        for detection in ["layout", "notification"] {
            let frames = Self.replay(detection, [(0.1, Fixture.keyboard(.willShow, Self.partlyOffScreen(797)))])
            #expect(Self.value(frames[60], .safeArea) == 55)
            #expect(Self.value(frames[60], .padding) == 12)
            #expect(Self.value(frames[60], .barBottom) == 785)
            #expect(Self.value(frames[60], .barGap) == 12)
        }
    }

    /// A 40 pt bar: `S = 40`, not above `34 + 10`: the layout rule keeps the hidden padding
    /// (bottom 852 - 40 - 26 = 786, 26 above the bar), the notification rule shows 12.
    @Test func theThresholdCountsForLayoutOnly() {
        let event = [(0.1, Fixture.keyboard(.willShow, Self.partlyOffScreen(812)))]
        let layout = Self.replay("layout", event)
        #expect(Self.value(layout[60], .safeArea) == 40)
        #expect(Self.value(layout[60], .padding) == 26)
        #expect(Self.value(layout[60], .barBottom) == 786)
        let notification = Self.replay("notification", event)
        #expect(Self.value(notification[60], .padding) == 12)
        #expect(Self.value(notification[60], .barBottom) == 800)
        #expect(Self.value(notification[60], .barGap) == 12)
    }

    // MARK: The bar's height

    @Test func composerLayoutReportsTheBarsHeightOnly() {
        let frames = Self.replay("layout", [(0.1, .composerLayout(height: 70)), (0.2, .composerLayout(height: -5))])
        #expect(Self.value(frames[6], .composerH) == 70)
        #expect(Self.value(frames[12], .composerH) == 70)
        #expect(Self.value(frames[12], .barBottom) == 792)
    }

    /// Content 2400 behind the bar, viewport 852, no inset: `"bottom"` is 1548.
    @Test func theContentStartsWhereTheTraceAsks() {
        var scenario = Self.scenario()
        scenario.contentHeight = 2400
        scenario.initialOffset = .bottom
        let simulation = Simulation<SA>(scenario: scenario)
        #expect(simulation.world.scrollView.offset.model == 1548)
        #expect(simulation.world.scrollView.inset == 0)
    }

    @Test func theSchemaListsTheSpecsFieldsConfigAndEvents() {
        #expect(SA.schema.frame.fields.map(\.name) == ["kbTop", "safeArea", "padding", "barBottom", "barGap", "composerH"])
        #expect(SA.schema.configKeys.map(\.name) == ["detection", "hiddenPadding", "visiblePadding", "visibleThreshold", "defaultSafeBottom"])
        #expect(SA.schema.configKeys.map(\.defaultValue) == [.choice("layout"), .number(26), .number(12), .number(10), .number(34)])
        #expect(SA.schema.eventTypes == EventType.keyboard + [.geometry, .composerLayout])
        #expect(HandlerKind.builtIn.map(\.name).contains("safe-area-padding"))
    }
}
