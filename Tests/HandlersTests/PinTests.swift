import Testing
@testable import Handlers
import UIKitModel

/// Pin-to-top and the runway (`docs/handlers/launch-composer.md`, Pin-to-top), with the arithmetic by hand.
///
/// Screen 393x852, safe bottom 34, composer 48: closed base `48 + 34 = 82`.
/// Content 2400 at the bottom: offset `2400 - 852 + 82 = 1630`.
struct PinTests {
    static func pinScenario(content: Double = 2400, configure: (inout Configuration) -> Void = { _ in }) -> Scenario {
        Fixture.scenario(content: content) {
            $0.pinToTopEnabled = true
            configure(&$0)
        }
    }

    /// Send, then the user message appends (2400 to 2500):
    /// target `2400 - 16 - 0 = 2384`; runway `2384 - (2500 - 852 + 82) = 654`;
    /// inset `82 + 654 = 736`, so `maxOffset = 2500 - 852 + 736 = 2384`, the target.
    /// Distance `2384 - 1630 = 754`: `754 / 1800 = 0.419 s`, clamped to 0.26 s.
    @Test func sendThenAppendPinsWithARunway() {
        let events: [(Double, Event)] = [(0.1, .send), (0.2, .contentSize(height: 2500))]
        let frames = Fixture.frames(Self.pinScenario(), events, duration: 1)
        #expect(frames[6].pin == .armed)
        let applied = frames[12]
        #expect(applied.pin == .animating)
        #expect(applied.pinnedOffset == 2384)
        #expect(applied.runway == 654)
        #expect(applied.inset == 736)
        #expect(applied.offset == 1630)  // drawn: the pin scroll starts here
        #expect(applied.revealAlpha == 0.96)
        #expect(applied.revealY == 6)
        // Ease-out over 0.26 s from 0.2 s: at 0.3 s the progress is easeOut(0.1 / 0.26).
        let p = CubicBezier.easeOut.progress(at: 0.1 / 0.26)
        #expect(close(frames[18].offset, 1630 + 754 * p, within: 1e-6))
        #expect(close(frames[18].revealAlpha, 0.96 + 0.04 * p, within: 1e-9))
        // Completion at 0.46 s, drawn at the next frame (0.4667 s).
        #expect(frames[27].pin == .animating)
        #expect(frames[28].pin == .pinned)
        #expect(frames[28].offset == 2384)
        #expect(frames[28].revealAlpha == 1)
        #expect(frames[28].atBottom)
    }

    /// Streaming: 2700 leaves `2384 - (2700 - 852 + 82) = 454` of runway; 3200
    /// leaves none: with the keyboard closed the pin is consumed.
    @Test func streamingConsumesTheRunway() {
        let events: [(Double, Event)] = [
            (0.1, .send), (0.2, .contentSize(height: 2500)),
            (1.0, .contentSize(height: 2700)), (1.5, .contentSize(height: 3200)),
        ]
        let frames = Fixture.frames(Self.pinScenario(), events, duration: 2)
        #expect(frames[60].runway == 454)
        #expect(frames[60].inset == 82 + 454)
        #expect(frames[60].offset == 2384)
        #expect(frames[60].pin == .pinned)
        #expect(frames[90].runway == 0)
        #expect(frames[90].pin == .idle)
        #expect(frames[90].pinnedOffset == 0)
        #expect(frames[90].inset == 82)
        #expect(frames[90].offset == 2384)  // 46 pt above the new bottom, 3200 - 852 + 82
        #expect(frames[90].atBottom)
    }

    /// With the keyboard open the runway may reach 0 and the pin stays.
    @Test func streamingWithTheKeyboardOpenKeepsThePin() {
        var events = Fixture.open(336, at: 0)
        events += [(0.6, .send), (0.7, .contentSize(height: 2500)), (1.5, .contentSize(height: 4000))]
        let frames = Fixture.frames(Self.pinScenario(), events, duration: 2)
        #expect(frames[119].runway == 0)
        #expect(frames[119].pin == .pinned)
        #expect(frames[119].pinnedOffset == 2384)
    }

    @Test func nothingArmsWhileDisabled() {
        let events: [(Double, Event)] = [(0.1, .send), (0.2, .contentSize(height: 2500))]
        let frames = Fixture.frames(Fixture.scenario(content: 2400), events, duration: 0.5)
        #expect(frames.allSatisfy { $0.pin == .idle && $0.runway == 0 })
    }

    @Test func scrollToTopTriggerArmsToo() {
        let events: [(Double, Event)] = [(0.1, .scrollToTopTrigger)]
        let frames = Fixture.frames(Self.pinScenario(), events, duration: 0.2)
        #expect(frames.last?.pin == .armed)
    }

    /// A drag relaxes the pin: streaming then keeps the user's offset.
    @Test func dragBeginRelaxesEnforcement() {
        let events: [(Double, Event)] = [
            (0.1, .send), (0.2, .contentSize(height: 2500)),
            (0.6, .dragBegin(y: 300)), (0.65, .dragMove(y: 400)), (0.7, .dragEnd(y: 400, velocity: 0)),
            (0.9, .contentSize(height: 2600)),
        ]
        let frames = Fixture.frames(Self.pinScenario(), events, duration: 1.2)
        #expect(frames[36].pin == .pinnedRelaxed)
        #expect(frames[60].offset == 2284)
        #expect(frames[60].runway == 2384 - (2600 - 852 + 82))
    }

    /// Disabling mid-runway clears everything and rechecks the button at once.
    @Test func disablingClearsThePin() {
        let events: [(Double, Event)] = [
            (0.1, .send), (0.2, .contentSize(height: 2500)), (0.8, .pinToTopEnabled(false)),
        ]
        let frames = Fixture.frames(Self.pinScenario(), events, duration: 1)
        let after = frames[48]
        #expect(after.pin == .idle)
        #expect(after.runway == 0)
        #expect(after.pinnedOffset == 0)
        #expect(after.inset == 82)
        // The offset 2384 is past the new bottom (1730): preserve puts it back,
        // unclamped, as the library does.
        #expect(after.offset == 2384)
    }

    /// With `deferPinWhileKeyboardHides`, growth during a hide waits for its completion.
    @Test(arguments: [false, true])
    func sendWhileTheKeyboardHides(deferring: Bool) {
        var events = Fixture.open(336, at: 0)
        events.append((0.6, .send))
        events += Fixture.close(at: 0.7)
        events.append((0.75, .contentSize(height: 2500)))
        let frames = Fixture.frames(Self.pinScenario { $0.deferPinWhileKeyboardHides = deferring }, events, duration: 2)
        let during = frames[46]  // 0.7667 s
        #expect(during.pin == (deferring ? .deferred : .animating))
        // The hide completes at 1.2 s; the deferred pin applies then.
        #expect(frames[73].pin == (deferring ? .animating : .pinned))
        #expect(frames[119].pin == .pinned)
        #expect(frames[119].offset == 2384)
    }

    /// The correction runs at most once per `pinnedCorrectionInterval` of engine time,
    /// and only past the drift threshold.
    @Test func correctionThrottle() {
        var engine = Engine(scenario: Self.pinScenario())
        engine.pin = .pinned(target: 1500, enforce: true)
        engine.pinnedOffset = 1500
        engine.now = 1_000_000_000
        engine.correctPinnedOffset()
        #expect(engine.offset == 1500)
        #expect(engine.lastCorrection == 1_000_000_000)
        engine.setOffset(1400)
        engine.now = 1_020_000_000  // 20 ms later: skipped
        engine.correctPinnedOffset()
        #expect(engine.offset == 1400)
        #expect(engine.lastCorrection == 1_000_000_000)
        engine.now = 1_033_333_333  // 33.33 ms: the interval is 33 333 333 ns
        engine.correctPinnedOffset()
        #expect(engine.offset == 1500)
        engine.setOffset(1497)  // within 3 pt: recorded, not moved
        engine.now = 2_000_000_000
        engine.correctPinnedOffset()
        #expect(engine.offset == 1497)
        #expect(engine.lastCorrection == 2_000_000_000)
    }
}
