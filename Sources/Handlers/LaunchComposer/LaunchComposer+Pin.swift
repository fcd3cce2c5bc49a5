import UIKitModel

/// Pin-to-top and the runway (`docs/handlers/launch-composer.md`, Pin-to-top).
extension LaunchComposer {
    /// A send or the scroll-to-top trigger: arm a pin for the next content growth.
    mutating func armPin(_ world: inout World<Work>) {
        transition(pin.send(contentHeight: world.scrollView.contentHeight, pinToTopEnabled: pinToTopEnabled), &world)
    }

    /// `pinToTopEnabled` changed. Disabling always clears the pin (also when
    /// already disabled) and rechecks the button at once.
    mutating func setPinToTopEnabled(_ enabled: Bool, _ world: inout World<Work>) {
        pinToTopEnabled = enabled
        guard !enabled else { return }
        transition(pin.disabled(), &world)
    }

    /// A content size change (`docs/handlers/launch-composer.md`): the world has taken the new height
    /// and clamped; now the pin rules run, then the at-bottom recheck is queued.
    public mutating func contentSizeChanged(from old: Double, world: inout World<Work>) {
        let height = world.scrollView.contentHeight
        if height > old {
            transition(
                pin.contentGrew(
                    to: height, deferWhileHiding: config.deferPinWhileKeyboardHides, keyboardHiding: keyboardPhase.isHiding,
                    runway: runway),
                &world)
        }
        world.async(.atBottomRecheck)
    }

    /// Takes a pin transition: the next state, then what it asks for. The pin changes
    /// nowhere else.
    mutating func transition(_ change: (next: PinState, action: PinState.Action), _ world: inout World<Work>) {
        pin = change.next
        perform(change.action, &world)
    }

    /// Does what a pin transition asks for.
    private mutating func perform(_ action: PinState.Action, _ world: inout World<Work>) {
        switch action {
        case .none:
            break
        case .apply(let startY, let contentAfter):
            applyPin(startY: startY, contentAfter: contentAfter, &world)
        case .streamingGrowth:
            streamingGrowth(&world)
        case .clear(let recheckAtBottom):
            runway = 0
            pinnedOffset = 0
            updateInsets(.preserve, &world)
            if recheckAtBottom { trackAtBottom(&world) }
        case .placeRunway(let startY, let contentAfter):
            placeRunway(startY: startY, contentAfter: contentAfter, &world)
        case .settle(let target):
            setOffset(target, &world)
        case .pinScroll(let target, let reveals):
            pinScroll(to: target, reveals: reveals, &world)
        case .consume:
            pinnedOffset = 0
        case .scheduleCorrection:
            guard !correctionPending else { return }
            correctionPending = true
            world.async(.pinnedOffsetCorrection)
        }
    }

    /// Applies a pin: the target, the runway, and the pin scroll with its reveal.
    mutating func applyPin(startY: Double, contentAfter: Double, _ world: inout World<Work>) {
        guard world.scrollView.viewportHeight > 0 else { return }
        let target = startY - config.pinTopPadding - world.scrollView.topInset
        transition(pin.applying(target: target, startY: startY, contentAfter: contentAfter), &world)
    }

    /// The pinned offset and the runway for the pin being applied, the insets, then the
    /// pin holds or scrolls (`PinState.runwayPlaced`).
    private mutating func placeRunway(startY: Double, contentAfter: Double, _ world: inout World<Work>) {
        guard case .pinned(let target, _) = pin else { return }
        pinnedOffset = target
        // The library's own arithmetic first (the inset update below recomputes
        // the runway with the real base, so only the result of that one shows).
        let libraryBase = composerHeight + (keyboardHeight > 0 ? keyboardHeight : world.viewSafeBottom)
        runway = max(0, target - (contentAfter - world.scrollView.viewportHeight + libraryBase))
        updateInsets(.preserve, &world)
        let distance = abs(offset(world) - target)
        let reveals = !isDragging(world) && startY > 0.5
        transition(pin.runwayPlaced(distance: distance, reveals: reveals), &world)
    }

    /// The pin scroll: ease-out at `pinVelocity` within the duration limits, with the
    /// content's reveal (alpha and shift from their start values back to rest).
    private mutating func pinScroll(to target: Double, reveals: Bool, _ world: inout World<Work>) {
        let distance = abs(offset(world) - target)
        let seconds = min(max(distance / config.pinVelocity, config.pinMinDuration), config.pinMaxDuration)
        let spec = AnimationSpec(timing: .bezier(.easeOut), duration: Time.nanoseconds(fromSeconds: seconds))
        world.withAnimation(spec) { world in
            setOffset(target, &world)
            if reveals {
                world.setWithoutAnimation(&content.alpha, to: config.revealAlpha)
                world.setWithoutAnimation(&content.translationY, to: config.revealShift)
                world.set(&content.alpha, to: 1)
                world.set(&content.translationY, to: 0)
            }
        }
        world.schedule(.pinScrollFinished(target: target), after: spec)
    }

    /// The pin scroll completed: whatever the state is by then, the offset goes to
    /// the target and the pin enforces. `pinnedOffset` and the runway stay as they are.
    mutating func pinScrollFinished(target: Double, _ world: inout World<Work>) {
        setOffset(target, &world)
        transition(pin.scrollFinished(target: target), &world)
    }

    /// Streaming growth while a pin is active with a runway: the runway shrinks;
    /// once it is gone with the keyboard fully closed the pin is consumed. Then
    /// one correction is scheduled.
    private mutating func streamingGrowth(_ world: inout World<Work>) {
        updateInsets(.preserve, &world)
        let consumed = runway <= 0.5 && keyboardHeight <= 0.5 && keyboardPhase == .hidden
        transition(pin.streamed(consumed: consumed), &world)
    }

    /// The main-queue pinned-offset correction, throttled on the world's clock.
    mutating func correctPinnedOffset(_ world: inout World<Work>) {
        correctionPending = false
        let interval = Time.nanoseconds(fromSeconds: config.pinnedCorrectionInterval)
        if let last = lastCorrection, world.now - last < interval { return }
        lastCorrection = world.now
        guard !isDragging(world), case .pinned(_, enforce: true) = pin,
              abs(offset(world) - pinnedOffset) > config.pinnedDriftThreshold
        else { return }
        setOffset(pinnedOffset, &world)
    }
}
