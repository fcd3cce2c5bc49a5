import Testing
@testable import Handlers
import UIKitModel

/// react-native-keyboard-controller's native observer as JS hears it, by hand (392 x 852,
/// a keyboard 336 tall; the keyboard's spring lasts 0.5 s).
@Suite struct KeyboardMovementObserverTests {
    typealias Observer = KeyboardMovementObserver
    static let spring: Nanoseconds = 500_000_000

    static func show(_ height: Double = 336, animates: Bool = true, duration: Nanoseconds = 250_000_000) -> Observer.Will {
        Observer.Will(isShow: true, endHeight: height, duration: duration, keyboardAnimates: animates)
    }

    static func tick(_ overlap: Double, ahead: Double, animates: Bool = true) -> Observer.Tick {
        Observer.Tick(overlap: overlap, topIsZero: false, keyboardAnimates: animates, lookAhead: ahead)
    }

    @Test func aWillGivesTheEndHeightAtOnceAndTheDidTaskAfterTheKeyboardsAnimation() {
        var observer = Observer()
        let outcome = observer.will(Self.show())
        #expect(outcome.event == .start(336))
        #expect(outcome.didTaskDelay == Self.spring)
        #expect(observer.animation == Observer.Copy(from: 0, to: 336, length: Self.spring, last: 0))
        #expect(observer.didTask(generation: outcome.generation) == .end(336))
        #expect(observer.animation == nil)
        #expect(!observer.linkRunning)
    }

    /// "The newest such animation": a curve-0 move of 0.3 s makes the copy (and the wait) 0.3 s.
    @Test func theCopyLastsAsTheNewestKeyboardAnimation() {
        var observer = Observer()
        observer.keyboardMoved(length: 300_000_000)
        let outcome = observer.will(Self.show())
        #expect(outcome.didTaskDelay == 300_000_000)
        #expect(observer.animation?.length == 300_000_000)
    }

    /// A will that does not move the keyboard waits its own duration in whole ms:
    /// `Int(0.2504 * 1000)` = 250 ms.
    @Test func aWillThatDoesNotMoveTheKeyboardWaitsItsDurationInWholeMilliseconds() {
        var observer = Observer()
        #expect(observer.will(Self.show(animates: false, duration: 250_400_000)).didTaskDelay == 250_000_000)
        #expect(observer.animation == nil)
    }

    @Test func ticksSendTheLookAheadNeverBehindTheDrawnOverlap() {
        var observer = Observer()
        _ = observer.will(Self.show())
        #expect(observer.tick(Self.tick(0, ahead: 50)) == nil, "the overlap did not change")
        #expect(observer.tick(Self.tick(20, ahead: 90)) == .move(90))
        #expect(observer.tick(Self.tick(100, ahead: 95)) == .move(100), "rising: max(look-ahead, drawn)")
        #expect(observer.tick(Self.tick(100, ahead: 200)) == nil, "the same overlap again")
        #expect(observer.tick(Self.tick(300, ahead: 336)) == .move(336))
        #expect(observer.tick(Self.tick(330, ahead: 336)) == nil, "the copy is finished")
    }

    /// A tick while the top animates with no copy makes one, to the last willShow's height.
    @Test func aTickMakesACopyToTheLastShowsHeight() {
        var observer = Observer()
        _ = observer.will(Self.show(animates: false))
        #expect(observer.tick(Self.tick(40, ahead: 120)) == .move(120))
        #expect(observer.animation == Observer.Copy(from: 0, to: 336, length: Self.spring, last: 120))
    }

    @Test func aHidesDidTaskEndsWithZeroAndAnOlderOneIsCancelled() {
        var observer = Observer()
        let first = observer.will(Self.show())
        #expect(observer.tick(Self.tick(336, ahead: 336)) == .move(336))
        let hide = observer.will(Observer.Will(isShow: false, endHeight: 336, duration: 250_000_000, keyboardAnimates: true))
        #expect(hide.event == .start(0))
        #expect(observer.animation == Observer.Copy(from: 336, to: 0, length: Self.spring, last: 336))
        #expect(observer.didTask(generation: first.generation) == nil)
        #expect(observer.tick(Self.tick(300, ahead: 250)) == .move(250), "falling: min(look-ahead, drawn)")
        #expect(observer.didTask(generation: hide.generation) == .end(0))
        #expect(observer.prevKeyboardPosition == 0)
        #expect(observer.tick(Self.tick(100, ahead: 50)) == nil, "the link is stopped")
    }

    @Test func withoutACopyATickSendsTheDrawnOverlap() {
        var observer = Observer()
        _ = observer.will(Self.show(animates: false))
        #expect(observer.tick(Self.tick(336, ahead: 336, animates: false)) == .move(336))
        #expect(observer.didTask(generation: observer.generation) == .end(336))
        #expect(observer.prevKeyboardPosition == 336)
    }

    /// The center KVO: heard after a show's did-task with the link paused, on a change of
    /// the position to one other than 0, until the next willHide; it sets
    /// `prevKeyboardPosition`.
    @Test func theCenterKVOIsHeardOnlyAfterAShowWithTheLinkPausedOnAChange() {
        var observer = Observer()
        #expect(observer.center(position: 0) == nil)
        #expect(observer.center(position: 336) == nil, "before a show")
        let show = observer.will(Self.show())
        #expect(observer.center(position: 200) == nil, "the link runs")
        #expect(observer.center(position: 336) == nil, "the link runs")
        _ = observer.tick(Self.tick(336, ahead: 336))
        _ = observer.didTask(generation: show.generation)
        #expect(observer.center(position: 336) == nil, "a drag that leaves the keyboard where it was")
        #expect(observer.center(position: 250) == .interactive(250))
        #expect(observer.prevKeyboardPosition == 250)
        #expect(observer.center(position: 250) == nil, "no change")
        #expect(observer.center(position: 0) == nil)
        _ = observer.will(Observer.Will(isShow: false, endHeight: 336, duration: 250_000_000, keyboardAnimates: true))
        #expect(observer.center(position: 100) == nil, "after a willHide")
    }
}
