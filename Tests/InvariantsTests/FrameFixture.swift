import Handlers
import UIKitModel
import TestSupport
import TraceKit
@testable import Invariants

/// Hand-made frames on a 393 x 852 screen (safe bottom 34, gap 10, composer 48), so each
/// invariant can be shown a sequence that breaks it and one that does not.
enum Fixture {
    static let screen = Screen(width: 393, height: 852, safeTop: 59, safeBottom: 34)
    static let fps = 60

    static func scenario(content: Double = 2400, pinToTop: Bool = false) -> Scenario {
        var configuration = Configuration()
        configuration.pinToTopEnabled = pinToTop
        return Scenario(screen: screen, contentHeight: content, configuration: configuration)
    }

    static func time(_ index: Int) -> Nanoseconds { Time.frameTime(index: index, fps: fps) }

    /// A settled frame: the keyboard at `keyboard` (nil: hidden), the composer on it, the
    /// content at the bottom, the button hidden, no pin.
    static func settled(_ index: Int = 0, keyboard: Double? = nil, content: Double = 2400, composer: Double = 48) -> HandFrame {
        let lift = keyboard.map { $0 + 10 } ?? 34
        let inset = composer + lift
        let shift = keyboard.map { -(max($0 - 34, 0) + 10) } ?? 0
        return HandFrame(
            index: index, time: time(index), keyboardTop: 852 - (keyboard ?? 0), offset: content - 852 + inset,
            inset: inset, indicator: inset + 1, contentHeight: content, viewportHeight: 852, revealY: 0,
            revealAlpha: 1, composerY: -lift, composerHeight: composer, buttonAlpha: 0,
            buttonY: -(34 + composer + 8) + shift, pin: .idle, runway: 0, pinnedOffset: 0, atBottom: true,
            scroll: .idle)
    }

    /// Frames `0..<count` from `base`, each changed by `change(index, &frame)`.
    static func frames(_ count: Int, from base: HandFrame = settled(), _ change: (Int, inout HandFrame) -> Void = { _, _ in }) -> [HandFrame] {
        (0..<count).map { index in
            var frame = base
            frame.index = index
            frame.time = time(index)
            change(index, &frame)
            return frame
        }
    }

    /// A keyboard notification event at frame `index`'s time.
    static func keyboard(_ kind: KeyboardNotification.Kind, height: Double?, at index: Int, duration: Double = 0.25) -> TimedEvent {
        let end = height.map { Rect(x: 0, y: 852 - $0, width: 393, height: $0) } ?? Rect(x: 0, y: 852, width: 393, height: 336)
        return TimedEvent(time: time(index), event: .keyboard(KeyboardNotification(
            kind: kind, end: end, duration: Time.nanoseconds(fromSeconds: duration), curve: .keyboard)))
    }

    static func event(_ event: Event, at index: Int) -> TimedEvent {
        TimedEvent(time: time(index), event: event)
    }

    /// The invariants `frames` violate.
    static func violated(_ frames: [HandFrame], scenario: Scenario = scenario(), events: [TimedEvent] = []) -> [InvariantID] {
        InvariantChecker.check(frames, scenario: scenario, events: events).violated
    }

    /// Linear interpolation between `a` and `b` over `steps` frames, at step `index` (clamped).
    static func lerp(_ a: Double, _ b: Double, _ index: Int, over steps: Int) -> Double {
        let s = min(max(Double(index) / Double(steps), 0), 1)
        return a + (b - a) * s
    }
}
