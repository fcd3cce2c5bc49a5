import Foundation
import Testing
@testable import Handlers
import UIKitModel

/// Composer growth and the scroll-to-bottom button (`docs/handlers/launch-composer.md`, Composer and button).
///
/// Content 2400 at the bottom of a 852 pt screen: offset 1630, inset `48 + 34 = 82`.
struct ComposerButtonTests {
    /// Growth 48 to 70 at the bottom: grow-adjust by 22 to `min(1652, 2400 - 852 + 82 + 22)`,
    /// then `B = 70` gives inset 104 and a bottom at 1652.
    @Test(arguments: [Event.composerLayout(height: 70), .extraBottomInset(value: 70)])
    func growthAtTheBottomKeepsTheLastMessageVisible(event: Event) {
        let frames = Fixture.frames(Fixture.scenario(content: 2400), [(0.1, event)], duration: 0.3)
        let last = frames[frames.count - 1]
        #expect(last.offset == 1652)
        #expect(last.inset == 104)
        #expect(last.composerHeight == 70)
        #expect(last.buttonY == -(34 + 70 + 8))
    }

    @Test(arguments: [Event.composerLayout(height: 70), .extraBottomInset(value: 70)])
    func growthMidScrollKeepsTheOffset(event: Event) {
        let frames = Fixture.frames(Fixture.scenario(content: 2400, offset: .value(800)), [(0.1, event)], duration: 0.3)
        #expect(frames.last?.offset == 800)
        #expect(frames.last?.inset == 104)
    }

    /// Both paths for one growth adjust twice: 1630 + 22 + 22, past the bottom (1652).
    @Test func bothPathsAdjustTwice() {
        let events: [(Double, Event)] = [(0.1, .composerLayout(height: 70)), (0.1, .extraBottomInset(value: 70))]
        let frames = Fixture.frames(Fixture.scenario(content: 2400), events, duration: 0.3)
        #expect(frames.last?.offset == 1674)
        #expect(frames.last?.inset == 104)
    }

    /// The layout path ignores heights within 0.5 of its own last measurement, and non-positive ones.
    @Test(arguments: [48.4, 0, -5])
    func layoutDeadBand(height: Double) {
        let frames = Fixture.frames(Fixture.scenario(content: 2400), [(0.1, .composerLayout(height: height))], duration: 0.2)
        #expect(frames.last?.composerHeight == 48)
        #expect(frames.last?.offset == 1630)
    }

    /// Scrolling up by a drag: at-bottom turns false at once; the button shows on
    /// the next main-queue turn with the spring (0.25 s, ratio 0.8, velocity 0.5).
    @Test func buttonShowsWithItsSpringAfterTheUserScrollsUp() {
        let events: [(Double, Event)] = [
            (0.1, .dragBegin(y: 300)), (0.15, .dragMove(y: 500)), (0.2, .dragEnd(y: 500, velocity: 0)),
        ]
        let frames = Fixture.frames(Fixture.scenario(content: 2400), events, duration: 0.6)
        #expect(frames[9].atBottom == false)
        let spring = DampedSpring(dampingRatio: 0.8, initialVelocity: 0.5, duration: 250_000_000)
        let shownAt = Time.nanoseconds(fromSeconds: 0.15)
        for index in [10, 12, 15, 20, 24] {
            let p = spring.progress(elapsed: Time.frameTime(index: index, fps: 60) - shownAt)
            #expect(close(frames[index].buttonAlpha, p, within: 1e-9))
            #expect(close(frames[index].buttonY, -90 + 12 * (1 - p), within: 1e-9))
        }
        #expect(frames[25].buttonAlpha == 1)
        #expect(frames[25].buttonY == -90)
    }

    /// The button rides the keyboard: shift `-(max(K - safeBottom, 0) + gap)`.
    @Test func buttonRidesTheKeyboard() {
        let frames = Fixture.frames(Fixture.scenario(content: 2400, offset: .value(500)),
                                    Fixture.open(336, at: 0.1), duration: 1)
        #expect(frames[0].buttonAlpha == 1)
        #expect(frames.last?.buttonY == Double(-90 - (336 - 34 + 10)))
        #expect(frames.last?.composerY == -346)
    }

    /// A tap on the button scrolls to the bottom with UIKit's animated scroll; arriving
    /// there hides the button (0.18 s ease-in).
    @Test func tapScrollsToTheBottomAndTheButtonHides() {
        let events: [(Double, Event)] = [(0.5, .tapScrollToBottom)]
        let frames = Fixture.frames(Fixture.scenario(content: 2400, offset: .value(500)), events, duration: 1.5)
        #expect(frames[31].scroll == .animating)
        let p = CubicBezier.easeInOut.progress(at: (Double(Time.frameTime(index: 39, fps: 60)) - 5e8) / 3e8)
        #expect(close(frames[39].offset, 500 + 1130 * p, within: 1e-6))
        #expect(frames[48].offset == 1630)
        #expect(frames[48].scroll == .idle)
        #expect(frames[48].atBottom)
        #expect(frames[90].buttonAlpha == 0)
    }

    @Test func tapOnAHiddenButtonDoesNothing() {
        let frames = Fixture.frames(Fixture.scenario(content: 2400, offset: .value(1600)), [(0.1, .tapScrollToBottom)], duration: 0.5)
        #expect(frames.allSatisfy { $0.offset == 1600 && $0.scroll == .idle })
    }

    /// Shown again while the hide runs: the hide's completion still hides it.
    @Test func hideCompletionWinsOverAShowInBetween() {
        var engine = Engine(scenario: Fixture.scenario(content: 2400, offset: .value(500)))
        engine.now = 0
        engine.hideButton()          // completion due at 0.18 s
        engine.now = 100_000_000
        #expect(engine.buttonPhase == .hiding(ownAnimation: true))
        engine.showButton()          // shown again at 0.1 s
        #expect(engine.buttonPhase == .shown(ownAnimation: true))
        let frame = engine.frame(index: 12, at: 200_000_000)  // the hide completed at 0.18 s
        #expect(frame.buttonAlpha == 0)
        // Hidden, while the flag still says shown: the next show is skipped.
        #expect(engine.buttonPhase == .shownWhileHidden)
    }

    @Test func tapRecordsEndEditing() {
        let frames = Fixture.frames(Fixture.scenario(content: 2400), [(0.1, .tap(y: 400))], duration: 0.2)
        #expect(frames[6].effects.count == 1)
        #expect(frames[7].effects.isEmpty)
    }

    /// A release at or below -1.2 pt/ms with the keyboard up asks to end editing.
    @Test(arguments: [(1200.0, true), (1199.0, false)])
    func flingDownDismisses(fingerVelocity: Double, dismisses: Bool) {
        var events = Fixture.open(336, at: 0)
        events += [(0.6, .dragBegin(y: 200)), (0.65, .dragEnd(y: 260, velocity: fingerVelocity))]
        let frames = Fixture.frames(Fixture.scenario(content: 2400), events, duration: 1)
        #expect((frames[39].effects.count == 1) == dismisses)
    }

    /// Interactive dismissal: the keyboard follows the finger below its top, the
    /// composer stays; released with no notification, it returns with ease-in-out
    /// over `0.25 * distance / height`.
    @Test func interactiveDismissalSnapsBack() {
        var events = Fixture.open(336, at: 0)
        events += [(0.6, .dragBegin(y: 400)), (0.7, .dragMove(y: 700)), (0.8, .dragEnd(y: 700, velocity: 0))]
        let frames = Fixture.frames(Fixture.scenario(content: 2400), events, duration: 1.5)
        #expect(frames[42].keyboardTop == 700)
        #expect(frames[42].composerY == -346)
        // Return: distance 184 of 336: 0.25 * 184 / 336 = 0.1369 s.
        #expect(frames[48].keyboardTop == 700)
        let length = Time.nanoseconds(fromSeconds: 0.25 * 184 / 336)
        let elapsed = Time.frameTime(index: 52, fps: 60) - Time.nanoseconds(fromSeconds: 0.8)
        let p = Timing.bezier(.easeInOut).progress(elapsed: elapsed, length: length)
        #expect(close(frames[52].keyboardTop, 516 + 184 * (1 - p), within: 1e-9))
        #expect(frames[60].keyboardTop == 516)
    }
}
