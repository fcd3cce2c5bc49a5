import Foundation
import Testing
@testable import UIKitModel

/// The world's shared animation progress (`AnimationsInFlight`): a cache, so every drawn
/// value must be bit for bit the one each record computes on its own.
struct AnimationsInFlightTests {
    let screen = Screen(width: 393, height: 852, safeTop: 59, safeBottom: 34)

    func makeWorld() -> World<Int> {
        World(screen: screen, viewportHeight: 852, topInset: 0, contentHeight: 3000)
    }

    /// A small seeded generator (a 64-bit LCG's high bits), so every run is the same.
    struct Random {
        var state: UInt64
        mutating func below(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(n))
        }
    }

    /// The timings the handlers use, each with a length.
    let specs: [AnimationSpec?] = [
        AnimationSpec(curve: .keyboard, duration: 250_000_000),
        AnimationSpec(curve: .easeIn, duration: 180_000_000),
        AnimationSpec(curve: .easeInOut, duration: 300_000_000),
        AnimationSpec(curve: .linear, duration: 400_000_000),
        AnimationSpec(
            timing: .spring(DampedSpring(dampingRatio: 0.8, initialVelocity: 0.5, duration: 250_000_000)),
            duration: 250_000_000),
        nil,
    ]

    /// Random animation blocks on three views and keyboard notifications, read at frame
    /// times (some values twice a frame): the shared reads equal the records' own sums.
    @Test func sharedProgressGivesTheRecordsOwnValues() {
        var random = Random(state: 11)
        var world = makeWorld()
        var views = [AnimatedValue(0), AnimatedValue(10), AnimatedValue(1)]
        var time: Nanoseconds = 0
        var frames = 0
        var animatedReads = 0
        for step in 0..<3000 {
            time += Nanoseconds(random.below(12_000_000))
            world.setTime(time)
            switch random.below(4) {
            case 0:
                let height = [0.0, 291, 336][random.below(3)]
                let end = Rect(x: 0, y: 852 - height, width: 393, height: height)
                let spec = world.keyboardNotified(
                    KeyboardNotification(kind: .willChangeFrame, end: end, duration: 250_000_000, curve: .keyboard))
                world.withAnimation(spec) { world in
                    world.set(&views[0], to: -height)
                    _ = world.setBottomInset(height)
                }
            case 1, 2:
                world.withAnimation(specs[random.below(specs.count)]) { world in
                    for index in views.indices where random.below(2) == 0 {
                        world.set(&views[index], to: Double(random.below(400)) - 200)
                    }
                }
            default:
                frames += 1
                for index in views.indices {
                    var own = views[index]
                    let expected = own.presentation(at: time)
                    if own.isAnimating(at: time) { animatedReads += 1 }
                    #expect(world.presentation(of: &views[index]).bitPattern == expected.bitPattern, "step \(step)")
                    if index == 0 {
                        #expect(world.presentation(of: &views[index]).bitPattern == expected.bitPattern)
                    }
                }
                var top = world.keyboard.top
                #expect(world.drawnKeyboardTop().bitPattern == top.presentation(at: time).bitPattern)
                var offset = world.scrollView.offset
                #expect(world.drawnContentOffset().bitPattern == offset.presentation(at: time).bitPattern)
            }
        }
        // The scenario did exercise animations in flight.
        #expect(frames > 500)
        #expect(animatedReads > 500)
    }

    /// Properties set in one animation share one entry, and so do two notifications at one
    /// time with one curve; a finished animation is dropped when a new one starts.
    @Test func oneEntryPerAnimation() {
        var world = makeWorld()
        var a = AnimatedValue(0)
        var b = AnimatedValue(0)
        let keyboard = AnimationSpec(curve: .keyboard, duration: 250_000_000)
        world.withAnimation(keyboard) { world in
            world.set(&a, to: 100)
            world.set(&b, to: 50)
        }
        world.withAnimation(keyboard) { world in world.set(&a, to: 200) }
        #expect(world.core.animations.entries.count == 1)
        #expect(a.records.map(\.animation) == [1, 1])
        #expect(b.records.map(\.animation) == [1])

        world.setTime(100_000_000)
        world.withAnimation(AnimationSpec(curve: .linear, duration: 100_000_000)) { world in world.set(&b, to: 0) }
        #expect(world.core.animations.entries.map(\.serial) == [1, 2])

        // At 0.6 s both have finished: the new one is the only entry.
        world.setTime(600_000_000)
        world.withAnimation(keyboard) { world in world.set(&a, to: 0) }
        #expect(world.core.animations.entries.map(\.serial) == [3])
        #expect(world.core.animations.dropped == 2)
        // Each record knows its entry's position from the start: 0, 1, then 2 (0 + 2 dropped).
        #expect(a.records.map(\.slot).last == 2)
        #expect(b.records.map(\.slot) == [0, 1])
    }

    /// Timings that are `==` but not the same bits (0 and -0) are different animations: a
    /// spring with damping -0 does not move like one with damping 0.
    @Test func onlyIdenticalTimingsShare() {
        var world = makeWorld()
        var a = AnimatedValue(0)
        var b = AnimatedValue(0)
        let spring = { (damping: Double) in
            AnimationSpec(
                timing: .spring(DampedSpring(dampingRatio: damping, initialVelocity: 0, duration: 500_000_000)),
                duration: 500_000_000)
        }
        #expect(spring(0) == spring(-0.0))
        world.withAnimation(spring(0)) { world in world.set(&a, to: 100) }
        world.withAnimation(spring(-0.0)) { world in world.set(&b, to: 100) }
        #expect(world.core.animations.entries.count == 2)
        world.setTime(100_000_000)
        var ownA = a
        var ownB = b
        #expect(world.presentation(of: &a).bitPattern == ownA.presentation(at: world.now).bitPattern)
        #expect(world.presentation(of: &b).bitPattern == ownB.presentation(at: world.now).bitPattern)
    }

    /// A record set after the host moved the clock inside an animation block does not
    /// begin with its animation: it computes its own progress, from its own begin.
    @Test func aRecordBegunLaterThanItsAnimationComputesItsOwn() {
        var world = makeWorld()
        var early = AnimatedValue(0)
        var late = AnimatedValue(0)
        let outer = world.beginAnimation(AnimationSpec(curve: .linear, duration: 1_000_000_000))
        world.set(&early, to: 100)
        world.setTime(500_000_000)
        world.set(&late, to: 100)
        world.endAnimation(restoring: outer)
        #expect(late.records.map(\.animation) == [0])
        world.setTime(750_000_000)
        // early: 0.75 s in, 100 - 100 * 0.25; late: 0.25 s in, 100 - 100 * 0.75.
        #expect(world.presentation(of: &early) == 75)
        #expect(world.presentation(of: &late) == 25)
    }

    /// The keyboard's curve read through a world (an entry knows it for the keyboard's):
    /// its closed form, and exactly its end from 0.5 s on, even in an animation given a
    /// longer length, whose record is then still in flight.
    @Test func theKeyboardCurveThroughTheWorld() {
        var world = makeWorld()
        var view = AnimatedValue(852)
        world.withAnimation(AnimationSpec(timing: .keyboard, duration: 1_000_000_000)) { world in
            world.set(&view, to: 516)
        }
        world.setTime(100_000_000)
        let w = (1000.0 / 3.0).squareRoot()
        #expect(close(world.presentation(of: &view), 516 + 336 * (1 + w * 0.1) * exp(-w * 0.1), within: 1e-9))
        world.setTime(700_000_000)
        #expect(world.presentation(of: &view) == 516)
        #expect(view.records.count == 1)
    }

    /// Long animations in front do not hold the finished ones behind them for ever.
    @Test func aLongAnimationInFrontDoesNotGrowTheTable() {
        var world = makeWorld()
        var long = AnimatedValue(0)
        var short = AnimatedValue(0)
        world.withAnimation(AnimationSpec(curve: .linear, duration: 3_600_000_000_000)) { world in
            world.set(&long, to: 1)
        }
        for step in 1...1000 {
            world.setTime(Nanoseconds(step) * 10_000_000)
            world.withAnimation(AnimationSpec(curve: .easeIn, duration: 5_000_000)) { world in
                world.set(&short, to: Double(step))
            }
        }
        #expect(world.core.animations.entries.count <= AnimationsInFlight.compactionThreshold)
        var own = long
        #expect(world.presentation(of: &long).bitPattern == own.presentation(at: world.now).bitPattern)
    }
}
