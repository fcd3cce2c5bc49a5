/// Geometry, insets, "near bottom", offset changes and at-bottom tracking
/// (`engine.md` sections 1, 3, 4, 7 and the tracking of section 8).
extension Engine {
    /// How `updateInsets` treats the offset.
    enum OffsetPolicy {
        /// Leave the offset to the scroll view's clamp (`preserve: false`).
        case keep
        /// Put the offset back (`preserve: true`).
        case preserve
        /// `keyboardPolicy: "push"`: move the offset by the change of the inset.
        case push
    }

    /// `max(safeBottom, minBottomPadding)`: the composer's lift when the keyboard is closed.
    var closedLift: Double { max(screen.safeBottom, config.minBottomPadding) }

    /// `C - V + I`, the unclamped bottom of the content.
    var rawMaxOffset: Double { scrollView.contentHeight - scrollView.viewportHeight + scrollView.inset }

    /// `max(0, C - V + I)`: the library's `maxOffset` (the scroll view's own range
    /// starts at `-topInset`).
    var maxOffset: Double { max(0, rawMaxOffset) }

    /// The model offset.
    var offset: Double { scrollView.offset.model }

    /// "A pin or runway is active".
    var pinOrRunwayActive: Bool { pin.isActive || runway > 0 }

    /// Whether the user is moving the content: the finger is down, or the view
    /// decelerates or bounces after it.
    ///
    /// Model choice: this ends when the scroll view's motion ends for any reason,
    /// including an engine set that stops a deceleration.
    var isDragging: Bool { scrollView.isDragging || scrollView.isDecelerating }

    /// `updateInsets(preserve:)` of section 3.
    mutating func updateInsets(_ policy: OffsetPolicy) {
        let before = offset
        let oldInset = scrollView.inset
        let base: Double
        if keyboardHeight > 0 {
            base = composerHeight + keyboardHeight + config.composerKeyboardGap
            indicatorInset = keyboardHeight + config.composerKeyboardGap + composerHeight + config.indicatorGap
        } else {
            base = composerHeight + closedLift
            indicatorInset = closedLift + composerHeight + config.indicatorGap
        }
        if pin.isActive {
            runway = max(0, pinnedOffset - (scrollView.contentHeight - scrollView.viewportHeight + base))
        }
        if scrollView.setInset(base + runway, animation: animation, at: now) { trackAtBottom() }
        switch policy {
        case .keep:
            break
        case .preserve:
            setOffset(pin.holdsPinnedOffset ? pinnedOffset : before)
        case .push:
            let moved = before + (scrollView.inset - oldInset)
            setOffset(min(max(moved, -scrollView.topInset), maxOffset))
        }
    }

    /// `nearBottom(threshold)` of section 4.
    func isNearBottom(threshold: Double) -> Bool {
        if pinOrRunwayActive {
            return offset >= pinnedOffset - config.pinnedNearBottomSlack
        }
        return maxOffset - offset < threshold
    }

    /// `shouldFollowKeyboard(K')` of section 4: whether opening or resizing the
    /// keyboard to `height` scrolls the content with it.
    func shouldFollowKeyboard(height: Double) -> Bool {
        if pin.holdsPinnedOffset { return false }
        let rawContent = scrollView.contentHeight - scrollView.viewportHeight
        let currentMax = max(0, rawContent + scrollView.inset)
        if currentMax <= 0.5 {
            let projectedMax = max(0, rawContent + composerHeight + height + config.composerKeyboardGap)
            return projectedMax > 0.5
        }
        return isNearBottom(threshold: config.keyboardNearBottomThreshold)
    }

    /// The offset policy for a keyboard notification that would preserve the offset.
    ///
    /// Under `keyboardPolicy: "push"` the preserve becomes a push when the user is
    /// not near the bottom, no pin is active and the content could already
    /// scroll before the change (`couldScroll`, with the old inset).
    func keyboardOffsetPolicy(preserve: Bool, nearBottom: Bool, couldScroll: Bool) -> OffsetPolicy {
        guard preserve else { return .keep }
        if config.keyboardPolicy == .push, !nearBottom, !pin.isActive, couldScroll {
            return .push
        }
        return .preserve
    }

    /// A programmatic offset set (animated in the current animation). Never clamped;
    /// a set to a different value stops the scroll view's own motions.
    mutating func setOffset(_ value: Double) {
        if scrollView.setContentOffset(value, animation: animation, at: now) { trackAtBottom() }
    }

    /// `scrollToBottom(animated:)` of section 7: to the pinned offset while a pin
    /// or runway is active, else to `maxOffset`. Animated is UIKit's animated
    /// `setContentOffset`; to the offset it already has, it does nothing.
    ///
    /// Model choice: while the finger is down the animated scroll does not start
    /// (in UIKit the pan's next update would take the offset back at once); the
    /// drag goes on and its release is handled as usual.
    mutating func scrollToBottom(animated: Bool) {
        let target = pinOrRunwayActive ? pinnedOffset : maxOffset
        guard target != offset else { return }
        if animated {
            guard !scrollView.isDragging else { return }
            scrollView.startAnimatedScroll(to: target, at: now)
        } else {
            setOffset(target)
        }
    }

    /// At-bottom as section 8 defines it: true when the content fits, else `nearBottom(100)`.
    func computeAtBottom() -> Bool {
        if scrollView.contentHeight <= scrollView.viewportHeight { return true }
        return isNearBottom(threshold: config.nearBottomThreshold)
    }

    /// At-bottom tracking: on a change, queue main-queue work carrying the new value.
    mutating func trackAtBottom() {
        let value = computeAtBottom()
        guard value != atBottom else { return }
        atBottom = value
        queue.schedule(.atBottomChanged(value), at: now)
    }
}
