import Testing
@testable import UIKitModel

/// `uikit-model`'s rule for nested animation blocks: a block that overrides nothing
/// (`World.withInheritedAnimation`) runs inside the keyboard's context with its curve and
/// duration; outside one, with its own. And `DispatchQueue.main.asyncAfter`.
struct NestedAnimationTests {
    let screen = Screen(width: 393, height: 852, safeTop: 59, safeBottom: 34)

    func makeWorld() -> World<Int> {
        World(screen: screen, viewportHeight: 852, topInset: 0, contentHeight: 3000)
    }

    /// A 336 pt willShow (0.25 s, curve 7) at t = 0; a view moved to -336 in a nested
    /// linear 0.25 s block is drawn where the keyboard's spring is, frame after frame:
    /// `852 + value == kbTop`; alone, the same block is linear, half-way at 0.125 s
    /// (`-336 / 2 = -168`).
    @Test func aBlockThatOverridesNothingInheritsTheKeyboardsAnimation() {
        var world = makeWorld()
        var view = AnimatedValue(0)
        let linear = AnimationSpec(curve: .linear, duration: 250_000_000)
        let keyboard = world.keyboardNotified(KeyboardNotification(
            kind: .willShow, end: Rect(x: 0, y: 516, width: 393, height: 336), duration: 250_000_000, curve: .keyboard))
        world.withAnimation(keyboard) { world in
            world.withInheritedAnimation(linear) { world in world.set(&view, to: -336) }
            // Nested: the context is still the keyboard's, and after it too.
            #expect(world.animation == keyboard)
        }
        for time in stride(from: Nanoseconds(16_666_667), through: 600_000_000, by: 16_666_667) {
            world.setTime(time)
            // The same animation's progress, to the last bits of rounding.
            #expect(abs(852 + world.presentation(of: &view) - world.drawnKeyboardTop()) < 1e-9)
        }
        var alone = makeWorld()
        var other = AnimatedValue(0)
        alone.withInheritedAnimation(linear) { world in world.set(&other, to: -336) }
        alone.setTime(125_000_000)
        #expect(alone.presentation(of: &other) == -168)
        // A zero-duration block outside any context: no new record (the one in flight
        // keeps decaying, additively): 0.125 s later only the first's end remains.
        alone.withInheritedAnimation(nil) { world in world.set(&other, to: 0) }
        alone.setTime(250_000_000)
        #expect(alone.presentation(of: &other) == 0)
        #expect(other.model == 0)
    }

    /// `asyncAfter`: due `delay` later, after work already queued for that time.
    @Test func asyncAfterIsDueLater() {
        var world = makeWorld()
        world.setTime(100)
        world.async(after: 50, 1)
        world.async(2)
        #expect(world.nextHandlerWork(through: 149, inclusive: true) == 2)
        #expect(world.nextHandlerWork(through: 149, inclusive: true) == nil)
        #expect(world.nextHandlerWork(through: 150, inclusive: true) == 1)
        #expect(world.now == 150)
    }
}
