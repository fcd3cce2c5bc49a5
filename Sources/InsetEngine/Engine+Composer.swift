/// The composer and the scroll-to-bottom button (`engine.md` section 8).
extension Engine {
    /// The composer side hears a keyboard height (inside the notification's
    /// animation): the composer rides the keyboard and, unless the button runs its
    /// own animation, the button takes its keyboard shift.
    mutating func keyboardHeightWillChange(to height: Double) {
        let target = height > 0 ? -(height + config.composerKeyboardGap) : -closedLift
        if abs(composerTranslation.model - target) > 0.5 {
            composerTranslation.set(target, animation: animation, at: now)
        }
        guard !buttonInOwnAnimation else { return }
        let above = max(height - screen.safeBottom, 0)
        buttonKeyboardShift = above > 0 ? -(above + config.composerKeyboardGap) : 0
        buttonTranslation.set(buttonKeyboardShift, animation: animation, at: now)
    }

    /// The composer was measured at a new height (layout).
    ///
    /// The growth is measured against the composer's own record of its last
    /// measured height, which only this event updates.
    mutating func composerMeasured(height: Double) {
        guard height > 0, abs(height - lastMeasuredComposerHeight) > 0.5 else { return }
        let previous = lastMeasuredComposerHeight
        lastMeasuredComposerHeight = height
        let near = isNearBottom(threshold: config.nearBottomThreshold)
        if height > previous && near { growAdjust(by: height - previous) }
        composerHeight = height
        updateInsets(near ? .keep : .preserve)
    }

    /// The JS `extraBottomInset` prop changed.
    ///
    /// Spec gap: "if it grew" compares the prop with its previous value, as the
    /// library's KVO observer sees it; the prop's record starts at the trace's
    /// composer height and only this event updates it. So when both paths fire
    /// for one growth, each adjusts, in either order (as the spec says).
    /// No dead band, no near-bottom guard of its own.
    mutating func extraBottomInsetChanged(to value: Double) {
        let previous = extraBottomInset
        extraBottomInset = value
        if value > previous { growAdjust(by: value - previous) }
        composerHeight = value
        updateInsets(.keep)
    }

    /// Keeps the last message visible as the composer grows, when near the bottom.
    private mutating func growAdjust(by delta: Double) {
        guard maxOffset - offset < config.nearBottomThreshold else { return }
        let limit = max(0, rawMaxOffset + delta)
        setOffset(min(max(offset + delta, 0), limit))
    }

    /// Shows the button (if not already shown): visible at alpha 0, 12 pt low,
    /// then a spring (0.25 s, damping ratio 0.8, velocity 0.5) to alpha 1 and its
    /// keyboard shift at that moment: its own shift goes from +12 to 0, the
    /// keyboard shift is left as it is (records in flight keep decaying).
    mutating func showButton() {
        guard !buttonShown else { return }
        buttonShown = true
        buttonHidden = false
        buttonInOwnAnimation = true
        buttonAlpha.set(0, animation: nil, at: now)
        buttonOwnShift.set(config.buttonRise, animation: nil, at: now)
        let duration: Nanoseconds = 250_000_000
        let spec = AnimationSpec(
            timing: .spring(DampedSpring(dampingRatio: 0.8, initialVelocity: 0.5, duration: duration)),
            duration: duration)
        buttonAlpha.set(1, animation: spec, at: now)
        buttonOwnShift.set(0, animation: spec, at: now)
        schedule(.buttonAnimationFinished(hide: false), after: spec)
    }

    /// Hides the button (if shown): 0.18 s ease-in to alpha 0 and 12 pt low.
    mutating func hideButton() {
        guard buttonShown else { return }
        buttonShown = false
        buttonInOwnAnimation = true
        let spec = AnimationSpec(curve: .easeIn, duration: 180_000_000)
        buttonAlpha.set(0, animation: spec, at: now)
        buttonOwnShift.set(config.buttonRise, animation: spec, at: now)
        schedule(.buttonAnimationFinished(hide: true), after: spec)
    }

    /// A show or hide completed. A hide's completion hides the button and resets
    /// its own shift even if it was shown again in between (the library does this).
    mutating func buttonAnimationFinished(hide: Bool) {
        buttonInOwnAnimation = false
        guard hide else { return }
        buttonHidden = true
        buttonOwnShift.set(0, animation: nil, at: now)
    }
}
