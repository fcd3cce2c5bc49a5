@testable import Handlers
import UIKitModel
import TestSupport

/// Small builders shared by the engine tests.
enum Fixture {
    static let screen = Screen(width: 393, height: 852, safeTop: 59, safeBottom: 34)

    /// A docked keyboard frame of `height` on `screen`.
    static func docked(_ height: Double, on screen: Screen = screen) -> Rect {
        Rect(x: 0, y: screen.height - height, width: screen.width, height: height)
    }

    static func hidden(_ height: Double = 336, on screen: Screen = screen) -> Rect {
        Rect(x: 0, y: screen.height, width: screen.width, height: height)
    }

    static func keyboard(
        _ kind: KeyboardNotification.Kind, _ end: Rect?, duration: Double = 0.25, curve: AnimationCurve = .keyboard
    ) -> Event {
        .keyboard(KeyboardNotification(
            kind: kind, end: end, duration: Time.nanoseconds(fromSeconds: duration), curve: curve))
    }

    /// The usual pair a real keyboard posts when it opens.
    static func open(_ height: Double, at t: Double, duration: Double = 0.25, curve: AnimationCurve = .keyboard,
                     on screen: Screen = screen) -> [(Double, Event)] {
        [(t, keyboard(.willChangeFrame, docked(height, on: screen), duration: duration, curve: curve)),
         (t, keyboard(.willShow, docked(height, on: screen), duration: duration, curve: curve))]
    }

    static func close(at t: Double, duration: Double = 0.25, curve: AnimationCurve = .keyboard,
                      on screen: Screen = screen) -> [(Double, Event)] {
        [(t, keyboard(.willChangeFrame, hidden(on: screen), duration: duration, curve: curve)),
         (t, keyboard(.willHide, hidden(on: screen), duration: duration, curve: curve))]
    }

    /// Replays `events` (seconds, event) at `fps` for `duration` seconds; every frame.
    static func frames(
        _ scenario: Scenario, _ events: [(Double, Event)], fps: Int = 60, duration: Double = 2
    ) -> [Frame] {
        let timed = events.map { TimedEvent(time: Time.nanoseconds(fromSeconds: $0.0), event: $0.1) }
        let last = Time.lastFrameIndex(duration: Time.nanoseconds(fromSeconds: duration), fps: fps)
        return Array(Replay(LaunchComposer.self, scenario: scenario, events: timed, fps: fps, lastFrameIndex: last))
    }

    static func scenario(
        content: Double, offset: InitialOffset = .bottom, composer: Double = 48,
        configure: (inout Configuration) -> Void = { _ in }
    ) -> Scenario {
        var configuration = Configuration()
        configure(&configuration)
        return Scenario(screen: screen, contentHeight: content, initialOffset: offset,
                        composerHeight: composer, configuration: configuration)
    }
}

func close(_ a: Double, _ b: Double, within tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

/// Seed 001's handler in its world, driven like the engine it once was: the handler's
/// state by name (`engine.pin`, `engine.runway`), the world's through the few accessors below.
@dynamicMemberLookup
struct Engine {
    var simulation: Simulation<LaunchComposer>

    init(scenario: Scenario) {
        simulation = Simulation(scenario: scenario)
    }

    subscript<Value>(dynamicMember keyPath: WritableKeyPath<LaunchComposer, Value>) -> Value {
        get { simulation.handler[keyPath: keyPath] }
        set { simulation.handler[keyPath: keyPath] = newValue }
    }

    mutating func handle(_ event: Event, at time: Nanoseconds) { simulation.handle(event, at: time) }
    mutating func frame(index: Int, at time: Nanoseconds) -> Frame { simulation.frame(index: index, at: time) }

    var now: Nanoseconds {
        get { simulation.world.now }
        set { simulation.world.setTime(newValue) }
    }
    var scrollView: ScrollView { simulation.world.scrollView }
    var keyboardTop: AnimatedValue { simulation.world.keyboard.top }
    var offset: Double { simulation.world.scrollView.offset.model }
    var maxOffset: Double { simulation.handler.maxOffset(simulation.world) }
    var isDragging: Bool { simulation.handler.isDragging(simulation.world) }
    var revealAlpha: AnimatedValue { simulation.handler.content.alpha }
    var revealShift: AnimatedValue { simulation.handler.content.translationY }
    var buttonAlpha: AnimatedValue { simulation.handler.button.alpha }
    var indicatorInset: Double { simulation.world.indicatorInset }
    var effects: EffectList { simulation.world.effects }

    mutating func correctPinnedOffset() { simulation.handler.correctPinnedOffset(&simulation.world) }
    mutating func setOffset(_ value: Double) { simulation.handler.setOffset(value, &simulation.world) }
    mutating func updateInsets(_ policy: LaunchComposer.OffsetPolicy) { simulation.handler.updateInsets(policy, &simulation.world) }
    mutating func hideButton() { simulation.handler.hideButton(&simulation.world) }
    mutating func showButton() { simulation.handler.showButton(&simulation.world) }
    mutating func trackAtBottom() { simulation.handler.trackAtBottom(&simulation.world) }
}
