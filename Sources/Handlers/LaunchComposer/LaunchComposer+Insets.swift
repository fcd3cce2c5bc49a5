import UIKitModel

/// Geometry, insets, "near bottom", offset changes and at-bottom tracking
/// (`docs/handlers/launch-composer.md`, Termsthe tracking of section 8).
///
/// The questions asked from the mutating callbacks are `@inline(__always)`: a call copies
/// the handler and the world (about 800 bytes) to pass them, as they are being mutated.
extension LaunchComposer {
    /// How `updateInsets` treats the offset.
    enum OffsetPolicy {
        /// Leave the offset to the scroll view's clamp (`preserve: false`).
        case keep
        /// Put the offset back (`preserve: true`).
        case preserve
        /// `keyboardPolicy: "push"`: move the offset by the change of the inset.
        case push
    }

    /// `max(safeBottom, minBottomPadding)`: the composer's lift when the keyboard is closed,
    /// with the view's bottom safe area now.
    @inline(__always)
    func closedLift(_ world: World<Work>) -> Double { config.closedLift(safeBottom: world.viewSafeBottom) }

    /// `C - V + I`, the unclamped bottom of the content.
    func rawMaxOffset(_ world: World<Work>) -> Double {
        world.scrollView.contentHeight - world.scrollView.viewportHeight + world.scrollView.inset
    }

    /// `max(0, C - V + I)`: the library's `maxOffset` (the scroll view's own range
    /// starts at `-topInset`).
    func maxOffset(_ world: World<Work>) -> Double { max(0, rawMaxOffset(world)) }

    /// The model offset.
    func offset(_ world: World<Work>) -> Double { world.scrollView.offset.model }

    /// "A pin or runway is active".
    var pinOrRunwayActive: Bool { pin.isActive || runway > 0 }

    /// Whether the user is moving the content: the finger is down, or the view
    /// decelerates or bounces after it.
    ///
    /// Model choice: this ends when the scroll view's motion ends for any reason,
    /// including a handler set that stops a deceleration.
    func isDragging(_ world: World<Work>) -> Bool { world.scrollView.isDragging || world.scrollView.isDecelerating }

    /// `updateInsets(preserve:)` of section 3.
    mutating func updateInsets(_ policy: OffsetPolicy, _ world: inout World<Work>) {
        let before = offset(world)
        let oldInset = world.scrollView.inset
        let base: Double
        if keyboardHeight > 0 {
            base = composerHeight + keyboardHeight + config.composerKeyboardGap
            world.setIndicatorInset(keyboardHeight + config.composerKeyboardGap + composerHeight + config.indicatorGap)
        } else {
            let closedLift = closedLift(world)
            base = composerHeight + closedLift
            world.setIndicatorInset(closedLift + composerHeight + config.indicatorGap)
        }
        if pin.isActive {
            runway = max(0, pinnedOffset - (world.scrollView.contentHeight - world.scrollView.viewportHeight + base))
        }
        if world.setBottomInset(base + runway) { trackAtBottom(&world) }
        switch policy {
        case .keep:
            break
        case .preserve:
            setOffset(pin.holdsPinnedOffset ? pinnedOffset : before, &world)
        case .push:
            let moved = before + (world.scrollView.inset - oldInset)
            setOffset(min(max(moved, -world.scrollView.topInset), maxOffset(world)), &world)
        }
    }

    /// `nearBottom(threshold)` of section 4.
    @inline(__always)
    func isNearBottom(threshold: Double, _ world: World<Work>) -> Bool {
        if pinOrRunwayActive {
            return offset(world) >= pinnedOffset - config.pinnedNearBottomSlack
        }
        return maxOffset(world) - offset(world) < threshold
    }

    /// `shouldFollowKeyboard(K')` of section 4: whether opening or resizing the
    /// keyboard to `height` scrolls the content with it.
    @inline(__always)
    func shouldFollowKeyboard(height: Double, _ world: World<Work>) -> Bool {
        if pin.holdsPinnedOffset { return false }
        let rawContent = world.scrollView.contentHeight - world.scrollView.viewportHeight
        let currentMax = max(0, rawContent + world.scrollView.inset)
        if currentMax <= 0.5 {
            let projectedMax = max(0, rawContent + composerHeight + height + config.composerKeyboardGap)
            return projectedMax > 0.5
        }
        return isNearBottom(threshold: config.keyboardNearBottomThreshold, world)
    }

    /// The offset policy for a keyboard notification that would preserve the offset.
    ///
    /// Under `keyboardPolicy: "push"` the preserve becomes a push when the user is
    /// not near the bottom, no pin is active and the content could already
    /// scroll before the change (`couldScroll`, with the old inset).
    @inline(__always)
    func keyboardOffsetPolicy(preserve: Bool, nearBottom: Bool, couldScroll: Bool) -> OffsetPolicy {
        guard preserve else { return .keep }
        if config.keyboardPolicy == .push, !nearBottom, !pin.isActive, couldScroll {
            return .push
        }
        return .preserve
    }

    /// A programmatic offset set (animated in the current animation). Never clamped;
    /// a set to a different value stops the scroll view's own motions.
    mutating func setOffset(_ value: Double, _ world: inout World<Work>) {
        if world.setContentOffset(value) { trackAtBottom(&world) }
    }

    /// `scrollToBottom(animated:)` of section 7: to the pinned offset while a pin
    /// or runway is active, else to `maxOffset`. Animated is UIKit's animated
    /// `setContentOffset`; to the offset it already has, it does nothing. While the
    /// finger is down the world holds the scroll view: the animated scroll does not start.
    mutating func scrollToBottom(animated: Bool, _ world: inout World<Work>) {
        let target = pinOrRunwayActive ? pinnedOffset : maxOffset(world)
        guard target != offset(world) else { return }
        if animated {
            world.setContentOffsetAnimated(target)
        } else {
            setOffset(target, &world)
        }
    }

    /// At-bottom as section 8 defines it: true when the content fits, else `nearBottom(100)`.
    @inline(__always)
    func computeAtBottom(_ world: World<Work>) -> Bool {
        if world.scrollView.contentHeight <= world.scrollView.viewportHeight { return true }
        return isNearBottom(threshold: config.nearBottomThreshold, world)
    }

    /// At-bottom tracking: on a change, queue main-queue work carrying the new value.
    mutating func trackAtBottom(_ world: inout World<Work>) {
        let value = computeAtBottom(world)
        guard value != atBottom else { return }
        atBottom = value
        world.async(.atBottomChanged(value))
    }
}
