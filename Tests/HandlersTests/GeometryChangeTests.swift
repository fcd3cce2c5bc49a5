import Testing
@testable import Handlers
import UIKitModel

/// A screen that changes during a replay (a rotation) with the keyboard up, and the
/// keyboard as a rectangle in frames. An iPad: 820 x 1180 in portrait, 1180 x 820 in
/// landscape, a 400 pt docked keyboard (its top at 780 in portrait, 420 in landscape:
/// it keeps its distance from the bottom). Values by hand; ease-in-out is 0.5 at 0.5.
struct GeometryChangeTests {
    static let portrait = Screen(width: 820, height: 1180, safeTop: 24, safeBottom: 20)
    static let landscape = Screen(width: 1180, height: 820, safeTop: 24, safeBottom: 21)
    static let docked = Rect(x: 0, y: 780, width: 820, height: 400)

    /// A handler of the tests' own that follows a screen change: a bar pinned to the view's
    /// safe-area bottom, placed by its layout pass in the change's animation.
    struct ScreenFollower: Handler {
        typealias Work = Never
        static let barBottom = FrameField("barBottom", .number)
        static let schema = HandlerSchema(
            name: "screen-follower", summary: "a bar on the safe-area bottom, for the tests", configKeys: [],
            eventTypes: EventType.keyboard,
            frame: FrameSchema([.kbTop, barBottom, .viewportH]))

        var bar = View()

        init(scenario: Scenario, world: inout World<Never>) {
            bar = View(originY: world.view.bottom - world.viewSafeBottom)
        }

        mutating func geometryChanged(world: inout World<Never>) {
            world.set(&bar.originY, to: world.view.bottom - world.viewSafeBottom)
        }

        func perform(_ work: Never, world: inout World<Never>) {}

        mutating func draw(_ world: inout World<Never>, into values: inout FrameValues) {
            values[0] = world.drawnKeyboardTop()
            values[1] = world.presentation(of: &bar.originY)
            values[2] = world.drawnViewportHeight()
        }
    }

    static func scenario(_ schema: HandlerSchema, configure: (inout HandlerConfig) -> Void = { _ in }) -> Scenario {
        var config = schema.defaultConfig
        configure(&config)
        return Scenario(screen: portrait, keyboardFrame: docked, contentHeight: 3000, config: config)
    }

    static func rotation(duration: Double = 0) -> Event {
        .world(.geometry(Geometry(screen: landscape), duration: Time.nanoseconds(fromSeconds: duration), curve: .easeInOut))
    }

    static func frame<H: Handler>(_ simulation: inout Simulation<H>, at seconds: Double) -> Frame {
        simulation.frame(index: 0, at: Time.nanoseconds(fromSeconds: seconds))
    }

    @Test func aHandlerOfYourOwnFollowsARotationInItsAnimation() {
        var simulation = Simulation<ScreenFollower>(scenario: Self.scenario(ScreenFollower.schema))
        var frame = Self.frame(&simulation, at: 0)
        #expect(frame.values[0] == 780 && frame.values[1] == 1160 && frame.values[2] == 1180)
        simulation.handle(Self.rotation(duration: 0.4), at: Time.nanoseconds(fromSeconds: 0.5))
        // Halfway: the keyboard 780 -> 420, the bar 1160 -> 799 (820 - 21), the scroll view
        // 1180 -> 820, each halfway along the same curve.
        frame = Self.frame(&simulation, at: 0.7)
        #expect(close(frame.values[0], 600) && close(frame.values[1], 979.5) && close(frame.values[2], 1000))
        frame = Self.frame(&simulation, at: 0.9)
        #expect(frame.values[0] == 420 && frame.values[1] == 799 && frame.values[2] == 820)
    }

    /// The probed bug: after the rotation the keyboard's top was left at 780 on an 820 pt
    /// screen and the scroll view 1180 tall.
    @Test func launchChatViewsComposerRidesTheRotatedKeyboard() {
        var simulation = Simulation<LaunchChatView>(scenario: Self.scenario(LaunchChatView.schema))
        typealias F = LaunchChatView.Field
        var frame = Self.frame(&simulation, at: 0)
        // keyboardHeight 1180 - 780 = 400; extraBottomInset 48 + 8 + 20.
        #expect(frame.values[F.inset.rawValue] == 476 && frame.values[F.composerY.rawValue] == -400)
        simulation.handle(Self.rotation(), at: Time.nanoseconds(fromSeconds: 0.5))
        frame = Self.frame(&simulation, at: 0.5)
        #expect(frame.values[F.kbTop.rawValue] == 420)
        #expect(frame.values[F.composerY.rawValue] == -400, "-(820 - 420)")
        #expect(frame.values[F.viewportH.rawValue] == 820)
        // JS re-rendered on the next main-queue turn with the landscape safe area, 21.
        #expect(frame.values[F.inset.rawValue] == 477)
    }

    @Test func constraintResizeLaysItsTableOutAgain() {
        var simulation = Simulation<ConstraintResize>(scenario: Self.scenario(ConstraintResize.schema))
        typealias F = ConstraintResize.Field
        // It missed the start notifications: c = 0, V = 1180 - 48 = 1132.
        #expect(Self.frame(&simulation, at: 0).values[F.viewportH.rawValue] == 1132)
        simulation.handle(Self.rotation(), at: Time.nanoseconds(fromSeconds: 0.5))
        // V0 moves by the change of Hb - T, 820 - 1180: 1132 - 360 = 772.
        #expect(Self.frame(&simulation, at: 0.5).values[F.viewportH.rawValue] == 772)
    }

    @Test func safeAreaPaddingsBarRidesTheRotatedKeyboard() {
        var simulation = Simulation<SafeAreaPadding>(scenario: Self.scenario(SafeAreaPadding.schema))
        typealias F = SafeAreaPadding.Field
        // S = max(20, 1180 - 780) = 400, the visible padding 12: 1180 - 400 - 12.
        #expect(Self.frame(&simulation, at: 0).values[F.barBottom.rawValue] == 768)
        simulation.handle(Self.rotation(), at: Time.nanoseconds(fromSeconds: 0.5))
        let frame = Self.frame(&simulation, at: 0.5)
        // S = max(21, 820 - 420) = 400: 820 - 400 - 12 = 408, 12 below the keyboard's top.
        #expect(frame.values[F.barBottom.rawValue] == 408 && frame.values[F.barGap.rawValue] == 12)
    }

    @Test func aFormShiftedByHandSnapsBackOnARotation() {
        var config = FormScreen.schema.defaultConfig
        config[FormScreen.Settings.strategy] = .frameShift
        var simulation = Simulation<FormScreen>(scenario: Scenario(screen: Self.portrait, contentHeight: 3000, config: config))
        typealias F = FormScreen.Field
        simulation.handle(.focus(y: 1000, height: 40), at: 0)
        let show = KeyboardNotification(kind: .willShow, end: Self.docked, duration: 0, curve: .keyboard)
        simulation.handle(.world(.keyboard(show)), at: Time.nanoseconds(fromSeconds: 0.1))
        // 1000 + 40 - 780 + 20 = 280 up.
        #expect(Self.frame(&simulation, at: 0.1).values[F.viewY.rawValue] == -280)
        simulation.handle(Self.rotation(), at: Time.nanoseconds(fromSeconds: 0.2))
        #expect(Self.frame(&simulation, at: 0.2).values[F.viewY.rawValue] == 0)
    }

    /// A floating keyboard's frames gain `kbMode`, `kbX`, `kbW`, `kbH` right after `kbTop`;
    /// a docked keyboard's frames are the handler's fields only.
    @Test func aFloatingKeyboardsFramesCarryItsRectangle() {
        let floating = Rect(x: 250, y: 600, width: 320, height: 250)
        let notification = KeyboardNotification(kind: .willChangeFrame, end: floating, duration: 0, curve: .keyboard)
        let scenario = Scenario(screen: Self.portrait, contentHeight: 3000, config: LaunchChatView.schema.defaultConfig)
        var replay = Replay(
            LaunchChatView.self, scenario: scenario, events: [TimedEvent(time: 0, event: .world(.keyboard(notification)))],
            fps: 60, lastFrameIndex: 0)
        #expect(replay.schema.fields.prefix(6).map(\.name) == ["kbTop", "kbMode", "kbX", "kbW", "kbH", "offset"])
        let frame = replay.next()!
        #expect(Array((0..<5).map { frame.values[$0] }) == [600, 3, 250, 320, 250])
        // Read as its code reads it: an overlap of 1180 - 600 = 580, the inset 580 + 76, and
        // the sticky composer riding the floating keyboard's top (the platform's bug).
        let composerY = replay.schema.index(of: .composerY)!, inset = replay.schema.index(of: .inset)!
        #expect(frame.values[composerY] == -580 && frame.values[inset] == 656)

        let dockedReplay = Replay(
            LaunchChatView.self, scenario: Self.scenario(LaunchChatView.schema), events: [], fps: 60, lastFrameIndex: 0)
        #expect(dockedReplay.schema == LaunchChatView.schema.frame)
    }
}
