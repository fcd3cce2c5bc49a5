/// Pin-to-top and the runway (`engine.md` section 6).
extension Engine {
    /// A send or the scroll-to-top trigger: arm a pin for the next content growth.
    mutating func armPin() {
        guard pinToTopEnabled else { return }
        pin = .idle
        runway = 0
        pinnedOffset = 0
        pin = .armed(startY: scrollView.contentHeight)
        updateInsets(.preserve)
    }

    /// `pinToTopEnabled` changed. Disabling always clears the pin (also when
    /// already disabled) and rechecks the button at once.
    mutating func setPinToTopEnabled(_ enabled: Bool) {
        pinToTopEnabled = enabled
        guard !enabled else { return }
        pin = .idle
        runway = 0
        pinnedOffset = 0
        updateInsets(.preserve)
        trackAtBottom()
    }

    /// A content size event (`engine.md` section 11): the scroll view takes the new
    /// height and clamps, then the pin rules run, then the at-bottom recheck is queued.
    mutating func contentSizeChanged(to height: Double) {
        let old = scrollView.contentHeight
        guard height != old else { return }
        if scrollView.setContentHeight(height, animation: animation, at: now) { trackAtBottom() }
        if height > old {
            switch pin {
            case .armed(let startY):
                if config.deferPinWhileKeyboardHides && keyboardHiding {
                    pin = .deferred(startY: startY, contentAfter: height)
                } else {
                    pin = .idle
                    applyPin(startY: startY, contentAfter: height)
                }
            case .deferred(let startY, _):
                pin = .deferred(startY: startY, contentAfter: height)
            case .animating, .pinned:
                if runway > 0 { streamingGrowth() }
            case .idle:
                break
            }
        }
        queue.schedule(.atBottomRecheck, at: now)
    }

    /// Applies a pin: the target, the runway, and the pin scroll with its reveal.
    mutating func applyPin(startY: Double, contentAfter: Double) {
        if case .animating = pin { return }
        guard scrollView.viewportHeight > 0 else { return }
        let target = startY - config.pinTopPadding - scrollView.topInset
        pinnedOffset = target
        // The library's own arithmetic first (the inset update below recomputes
        // the runway with the real base, so only the result of that one shows).
        let libraryBase = composerHeight + (keyboardHeight > 0 ? keyboardHeight : screen.safeBottom)
        runway = max(0, target - (contentAfter - scrollView.viewportHeight + libraryBase))
        pin = .pinned(target: target, enforce: false)
        updateInsets(.preserve)
        let distance = abs(offset - target)
        if distance <= 0.5 {
            setOffset(target)
            pin = .pinned(target: target, enforce: true)
            return
        }
        pin = .animating(target: target)
        let seconds = min(max(distance / config.pinVelocity, config.pinMinDuration), config.pinMaxDuration)
        let spec = AnimationSpec(timing: .bezier(.easeOut), duration: Time.nanoseconds(fromSeconds: seconds))
        let reveals = !isDragging && startY > 0.5
        withAnimation(spec) { engine in
            engine.setOffset(target)
            if reveals {
                engine.revealAlpha.set(engine.config.revealAlpha, animation: nil, at: engine.now)
                engine.revealShift.set(engine.config.revealShift, animation: nil, at: engine.now)
                engine.revealAlpha.set(1, animation: spec, at: engine.now)
                engine.revealShift.set(0, animation: spec, at: engine.now)
            }
        }
        schedule(.pinScrollFinished(target: target), after: spec)
    }

    /// The pin scroll completed: whatever the state is by then, the offset goes to
    /// the target and the pin enforces. `pinnedOffset` and the runway stay as they are.
    mutating func pinScrollFinished(target: Double) {
        setOffset(target)
        pin = .pinned(target: target, enforce: true)
    }

    /// Streaming growth while a pin is active with a runway: the runway shrinks;
    /// once it is gone with the keyboard fully closed the pin is consumed. Then
    /// one correction is scheduled.
    private mutating func streamingGrowth() {
        updateInsets(.preserve)
        if runway <= 0.5 && keyboardHeight <= 0.5 && !keyboardVisible && !keyboardHiding {
            pinnedOffset = 0
            pin = .idle
        }
        if case .pinned(_, enforce: true) = pin, !correctionPending {
            correctionPending = true
            queue.schedule(.pinnedOffsetCorrection, at: now)
        }
    }

    /// The main-queue pinned-offset correction, throttled on the engine clock.
    mutating func correctPinnedOffset() {
        correctionPending = false
        let interval = Time.nanoseconds(fromSeconds: config.pinnedCorrectionInterval)
        if let last = lastCorrection, now - last < interval { return }
        lastCorrection = now
        guard !isDragging, case .pinned(_, enforce: true) = pin,
              abs(offset - pinnedOffset) > config.pinnedDriftThreshold
        else { return }
        setOffset(pinnedOffset)
    }
}
