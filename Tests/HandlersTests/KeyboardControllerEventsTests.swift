import Testing
@testable import Handlers
import UIKitModel

/// The library's native observer as JS hears it, by hand.
struct KeyboardControllerEventsTests {
    static let half: Nanoseconds = 500_000_000

    @Test func aWillGivesTheEndHeightAtOnceAndTheDidTaskAfterTheKeyboardsAnimation() {
        var events = KeyboardControllerEvents()
        let will = events.will(show: 300, keyboardMove: Self.half, topAnimating: true, duration: 250_000_000)
        #expect(will.event == .start(height: 300))
        #expect(will.delay == Self.half)
        #expect(events.animation == .init(from: 0, to: 300, length: Self.half, lastValue: 0))
        #expect(events.didTask(token: will.token) == .end(height: 300))
        #expect(events.animation == nil)
        #expect(!events.linkRunning)
    }

    /// A will that does not move the keyboard waits its own duration in whole ms:
    /// 0.2504 s is 250 ms.
    @Test func aWillThatDoesNotMoveTheKeyboardWaitsItsDurationInWholeMilliseconds() {
        var events = KeyboardControllerEvents()
        let will = events.will(show: 300, keyboardMove: nil, topAnimating: false, duration: 250_400_000)
        #expect(will.delay == 250_000_000)
    }

    @Test func aNewerWillCancelsThePendingDidTask() {
        var events = KeyboardControllerEvents()
        let first = events.will(show: 300, keyboardMove: Self.half, topAnimating: true, duration: 250_000_000)
        let second = events.will(show: nil, keyboardMove: Self.half, topAnimating: true, duration: 250_000_000)
        #expect(second.event == .start(height: 0))
        #expect(events.didTask(token: first.token) == nil)
        #expect(events.didTask(token: second.token) == .end(height: 0))
        #expect(events.prevKeyboardPosition == 0)
    }

    /// A rising copy 0 -> 300: the look-ahead when ahead of the drawn overlap, never behind
    /// it; nothing when the overlap did not change; nothing once the copy is finished.
    @Test func onMoveLeadsTheDrawnOverlapOnlyWhileItChanges() {
        var events = KeyboardControllerEvents()
        _ = events.will(show: 300, keyboardMove: Self.half, topAnimating: true, duration: 250_000_000)
        func frame(_ o: Double, _ ahead: Double) -> KeyboardControllerEvents.Event? {
            events.frame(overlap: o, drawnTop: 852 - o, lookAhead: ahead, topAnimating: true, lastShowHeight: 300)
        }
        #expect(frame(10, 40) == .move(height: 40))
        #expect(frame(10, 40) == nil)
        #expect(frame(50, 45) == .move(height: 50))
        #expect(frame(290, 300) == .move(height: 300))
        #expect(frame(299, 300) == nil)
    }

    /// Without a copy (the keyboard's top at rest) the drawn overlap goes as it is.
    @Test func withoutACopyOnMoveIsTheDrawnOverlap() {
        var events = KeyboardControllerEvents()
        _ = events.will(show: 300, keyboardMove: nil, topAnimating: false, duration: 250_000_000)
        #expect(events.frame(overlap: 120, drawnTop: 732, lookAhead: 200, topAnimating: false, lastShowHeight: 300)
            == .move(height: 120))
    }

    /// The center KVO: heard after a show's did-task, not while the link runs, not at 0.
    @Test func theCenterKVOIsHeardOnlyAfterAShowWithTheLinkPaused() {
        var events = KeyboardControllerEvents()
        #expect(events.center(position: 300) == nil)
        let show = events.will(show: 300, keyboardMove: Self.half, topAnimating: true, duration: 250_000_000)
        #expect(events.center(position: 200) == nil)
        _ = events.didTask(token: show.token)
        #expect(events.center(position: 300) == nil)
        #expect(events.center(position: 250) == .interactive(position: 250))
        #expect(events.center(position: 0) == nil)
        _ = events.will(show: nil, keyboardMove: Self.half, topAnimating: true, duration: 250_000_000)
        #expect(events.center(position: 100) == nil)
    }
}
