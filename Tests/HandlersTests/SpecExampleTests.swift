import Testing
@testable import Handlers
import UIKitModel

/// The worked example of `docs/formats.md`: messages fill a 393x852 screen, the
/// user is at the bottom, and the keyboard opens (willChangeFrame + willShow).
struct SpecExampleTests {
    static let screen = Screen(width: 393, height: 852, safeTop: 59, safeBottom: 34)
    static let open = Rect(x: 0, y: 516, width: 393, height: 336)

    static func replay() -> [Frame] {
        let scenario = Scenario(screen: screen, contentHeight: 2400)
        let t = Time.nanoseconds(fromSeconds: 0.1)
        let events = [
            TimedEvent(time: t, event: .keyboard(KeyboardNotification(
                kind: .willChangeFrame, begin: Rect(x: 0, y: 852, width: 393, height: 336), end: open,
                duration: 250_000_000, curve: .keyboard))),
            TimedEvent(time: t, event: .keyboard(KeyboardNotification(
                kind: .willShow, end: open, duration: 250_000_000, curve: .keyboard))),
        ]
        return Array(Replay(scenario: scenario, events: events, fps: 60, lastFrameIndex: 72))
    }

    @Test func startUpFrame() {
        let frame = Self.replay()[0]
        #expect(frame.keyboardTop == 852)
        #expect(frame.offset == 1630)
        #expect(frame.inset == 82)
        #expect(frame.indicator == 83)
        #expect(frame.composerY == -34)
        #expect(frame.buttonY == -90)
        #expect(frame.buttonAlpha == 0)
        #expect(frame.atBottom)
    }

    @Test func keyboardNotificationFrame() {
        let frame = Self.replay()[6]
        #expect(frame.time == 100_000_000)
        #expect(frame.keyboardTop == 852)
        #expect(frame.offset == 1630)
        #expect(frame.inset == 394)
        #expect(frame.indicator == 395)
    }

    @Test func firstAnimatedFrameMatchesTheSpec() {
        let frames = Self.replay()
        #expect(frames[7].time == 116_666_667)
        #expect(abs(frames[7].keyboardTop - 839.267) < 0.0005)
        #expect(abs(frames[7].offset - 1641.823) < 0.0005)
        #expect(abs(frames[7].composerY - -45.823) < 0.0005)
        #expect(abs(frames[7].buttonY - -101.823) < 0.0005)
        #expect(frames.count == 73)
        // Settled: the keyboard spring lands exactly at 0.5 s.
        #expect(frames[36].keyboardTop == 516)
        #expect(frames[36].offset == 1942)
        #expect(frames[36].composerY == -346)
    }
}
