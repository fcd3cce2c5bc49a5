import UIKitModel

/// The composer and the scroll-to-bottom button (`docs/handlers/launch-composer.md`, Composer and button).
extension LaunchComposer {
    /// The composer side hears a keyboard height (inside the notification's
    /// animation): the composer rides the keyboard and, unless the button runs its
    /// own animation, the button takes its keyboard shift.
    mutating func keyboardHeightWillChange(to height: Double, _ world: inout World<Work>) {
        let target = height > 0 ? -(height + config.composerKeyboardGap) : -closedLift(world)
        if abs(composer.translationY.model - target) > 0.5 {
            world.set(&composer.translationY, to: target)
        }
        guard !buttonPhase.inOwnAnimation else { return }
        let above = max(height - world.viewSafeBottom, 0)
        buttonKeyboardShift = above > 0 ? -(above + config.composerKeyboardGap) : 0
        world.set(&button.translationY, to: buttonKeyboardShift)
    }

    /// The composer was measured at a new height (layout).
    ///
    /// The growth is measured against the composer's own record of its last
    /// measured height, which only this event updates.
    mutating func composerMeasured(height: Double, _ world: inout World<Work>) {
        guard height > 0, abs(height - lastMeasuredComposerHeight) > 0.5 else { return }
        let previous = lastMeasuredComposerHeight
        lastMeasuredComposerHeight = height
        let near = isNearBottom(threshold: config.nearBottomThreshold, world)
        if height > previous && near { growAdjust(by: height - previous, &world) }
        composerHeight = height
        updateInsets(near ? .keep : .preserve, &world)
    }

    /// The JS `extraBottomInset` prop changed.
    ///
    /// "If it grew" compares the prop with its previous value, as the library's KVO
    /// observer sees it; the prop's record starts at the trace's composer height and only
    /// this event updates it. So when both paths fire for one growth, each adjusts, in
    /// either order. No dead band, no near-bottom guard of its own.
    mutating func extraBottomInsetChanged(to value: Double, _ world: inout World<Work>) {
        let previous = extraBottomInset
        extraBottomInset = value
        if value > previous { growAdjust(by: value - previous, &world) }
        composerHeight = value
        updateInsets(.keep, &world)
    }

    /// Keeps the last message visible as the composer grows, when near the bottom.
    private mutating func growAdjust(by delta: Double, _ world: inout World<Work>) {
        guard maxOffset(world) - offset(world) < config.nearBottomThreshold else { return }
        let limit = max(0, rawMaxOffset(world) + delta)
        setOffset(min(max(offset(world) + delta, 0), limit), &world)
    }

    /// Takes a button transition: the next phase, then what it asks for.
    private mutating func transition(_ change: (next: ButtonPhase, action: ButtonPhase.Action), _ world: inout World<Work>) {
        buttonPhase = change.next
        switch change.action {
        case .none:
            break
        case .animateIn:
            animateButtonIn(&world)
        case .animateOut:
            animateButtonOut(&world)
        case .resetOwnShift:
            world.setWithoutAnimation(&buttonOwnShift, to: 0)
        }
    }

    /// Shows the button (if the flag does not already say shown).
    mutating func showButton(_ world: inout World<Work>) {
        transition(buttonPhase.show(), &world)
    }

    /// Hides the button (if the flag says shown).
    mutating func hideButton(_ world: inout World<Work>) {
        transition(buttonPhase.hide(), &world)
    }

    /// A show or hide completed. A hide's completion hides the button and resets
    /// its own shift even if it was shown again in between (the library does this).
    mutating func buttonAnimationFinished(hide: Bool, _ world: inout World<Work>) {
        transition(buttonPhase.animationFinished(hide: hide), &world)
    }

    /// The show: visible at alpha 0, 12 pt low, then a spring (0.25 s, damping ratio
    /// 0.8, velocity 0.5) to alpha 1 and its keyboard shift at that moment: its own shift
    /// goes from +12 to 0, the keyboard shift is left as it is (records in flight keep
    /// decaying).
    private mutating func animateButtonIn(_ world: inout World<Work>) {
        world.setWithoutAnimation(&button.alpha, to: 0)
        world.setWithoutAnimation(&buttonOwnShift, to: config.buttonRise)
        let duration: Nanoseconds = 250_000_000
        let spec = AnimationSpec(
            timing: .spring(DampedSpring(dampingRatio: 0.8, initialVelocity: 0.5, duration: duration)),
            duration: duration)
        world.withAnimation(spec) { world in
            world.set(&button.alpha, to: 1)
            world.set(&buttonOwnShift, to: 0)
        }
        world.schedule(.buttonAnimationFinished(hide: false), after: spec)
    }

    /// The hide: 0.18 s ease-in to alpha 0 and 12 pt low.
    private mutating func animateButtonOut(_ world: inout World<Work>) {
        let spec = AnimationSpec(curve: .easeIn, duration: 180_000_000)
        world.withAnimation(spec) { world in
            world.set(&button.alpha, to: 0)
            world.set(&buttonOwnShift, to: config.buttonRise)
        }
        world.schedule(.buttonAnimationFinished(hide: true), after: spec)
    }
}
