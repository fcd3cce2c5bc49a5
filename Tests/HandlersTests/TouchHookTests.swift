import Testing
@testable import Handlers
import UIKitModel

/// The engine's hooks around touches (`docs/handlers/launch-composer.md`, Touch) and the keyboard's
/// interactive dismissal (`docs/model.md`).
struct TouchHookTests {
    /// `dragging` lasts through the deceleration and ends with it.
    @Test func draggingEndsWithTheDeceleration() {
        var engine = Engine(scenario: Fixture.scenario(content: 6000, offset: .value(1000)))
        engine.handle(.dragBegin(y: 400), at: 0)
        engine.handle(.dragEnd(y: 380, velocity: -800), at: 50_000_000)
        #expect(engine.isDragging)
        var index = 3
        while engine.scrollView.motion != .idle, index < 600 {
            _ = engine.frame(index: index, at: Time.frameTime(index: index, fps: 60))
            index += 1
        }
        #expect(!engine.isDragging)
        #expect(index < 600)
    }

    @Test func aStillReleaseEndsTheDragAtOnce() {
        var engine = Engine(scenario: Fixture.scenario(content: 2400, offset: .value(1000)))
        engine.handle(.dragBegin(y: 400), at: 0)
        engine.handle(.dragEnd(y: 400, velocity: 0), at: 50_000_000)
        #expect(!engine.isDragging)
        #expect(engine.scrollView.motion == .idle)
    }

    /// The finger lifts over the keyboard and the willHide at the same time moves it:
    /// no return animation; the keyboard goes down from under the finger.
    @Test func aNotificationAtTheReleaseTimeTakesTheKeyboard() {
        var events = Fixture.open(336, at: 0)
        events += [(0.6, .dragBegin(y: 400)), (0.7, .dragMove(y: 700)), (0.8, .dragEnd(y: 700, velocity: 300))]
        events += Fixture.close(at: 0.8)
        let frames = Fixture.frames(Fixture.scenario(content: 2400), events, duration: 1.5)
        #expect(frames[48].keyboardTop == 700)
        // Every later frame lies between the finger and the screen bottom, going down.
        for index in 49..<frames.count {
            #expect(frames[index].keyboardTop >= frames[index - 1].keyboardTop)
        }
        #expect(frames[90].keyboardTop == 852)
    }

    /// The finger above the keyboard leaves it alone.
    @Test func aFingerAboveTheKeyboardDoesNotMoveIt() {
        var events = Fixture.open(336, at: 0)
        events += [(0.6, .dragBegin(y: 200)), (0.7, .dragMove(y: 500)), (0.8, .dragEnd(y: 500, velocity: 0))]
        let frames = Fixture.frames(Fixture.scenario(content: 2400), events, duration: 1.2)
        #expect(frames[36...].allSatisfy { $0.keyboardTop == 516 })
    }

    /// No interactive dismissal with the keyboard down.
    @Test func noDismissalWithTheKeyboardDown() {
        let events: [(Double, Event)] = [(0.1, .dragBegin(y: 700)), (0.2, .dragMove(y: 800)), (0.3, .dragEnd(y: 800, velocity: 2000))]
        let frames = Fixture.frames(Fixture.scenario(content: 2400, offset: .value(1000)), events, duration: 0.5)
        #expect(frames.allSatisfy { $0.keyboardTop == 852 && $0.effects.isEmpty })
    }

    /// The engine moving the offset mid-drag re-anchors the finger: the next move
    /// continues from the new offset.
    @Test func anEngineSetMidDragReanchors() {
        var engine = Engine(scenario: Fixture.scenario(content: 2400, offset: .value(1000)))
        engine.handle(.dragBegin(y: 400), at: 0)
        engine.handle(.dragMove(y: 410), at: 10_000_000)
        #expect(engine.offset == 990)
        engine.setOffset(1200)
        engine.handle(.dragMove(y: 430), at: 20_000_000)
        #expect(engine.offset == 1180)
    }
}

/// A tap on the button while the finger drags the list leaves the drag in charge,
/// so its release (and the keyboard's return) is handled as usual.
struct ButtonTapDuringDragTests {
    @Test func theDragWinsAndItsReleaseReturnsTheKeyboard() {
        var events = Fixture.open(336, at: 0)
        events += [(0.6, .dragBegin(y: 400)), (0.65, .dragMove(y: 700)), (0.7, .tapScrollToBottom),
                   (0.75, .dragMove(y: 720)), (0.8, .dragEnd(y: 720, velocity: 0))]
        let frames = Fixture.frames(Fixture.scenario(content: 2400, offset: .value(1000)), events, duration: 1.5)
        #expect(frames[42].scroll == .dragging)
        #expect(frames[45].keyboardTop == 720)
        #expect(frames[89].keyboardTop == 516)  // returned after the release
    }
}
