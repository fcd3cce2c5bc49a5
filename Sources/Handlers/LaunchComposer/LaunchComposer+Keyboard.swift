import UIKitModel

/// Keyboard notifications (`docs/handlers/launch-composer.md`, Keyboard notifications). The world moves the system keyboard
/// on every will-notification before this runs, inside the keyboard's animation context.
extension LaunchComposer {
    public mutating func keyboard(_ notification: KeyboardNotification, world: inout World<Work>) {
        switch notification.kind {
        case .willShow: keyboardWillShow(height: notification.end?.height ?? 0, &world)
        case .willHide: keyboardWillHide(&world)
        case .willChangeFrame: keyboardWillChangeFrame(end: notification.end, &world)
        case .didShow, .didHide, .didChangeFrame: break
        }
    }

    private mutating func keyboardWillShow(height: Double, _ world: inout World<Work>) {
        keyboardHeightWillChange(to: height, &world)
        let initial = !keyboardPhase.isVisible
        keyboardPhase = keyboardPhase.willShow()
        if initial { wasAtBottom = shouldFollowKeyboard(height: height, world) }
        let couldScroll = maxOffset(world) > 0.5
        keyboardHeight = height
        let policy = keyboardOffsetPolicy(
            preserve: !wasAtBottom || pin.isActive, nearBottom: wasAtBottom, couldScroll: couldScroll)
        updateInsets(policy, &world)
        if initial && wasAtBottom { setOffset(maxOffset(world), &world) }
        world.schedule(.keyboardShowFinished(initial: initial), after: world.animation)
    }

    private mutating func keyboardWillHide(_ world: inout World<Work>) {
        keyboardHeightWillChange(to: 0, &world)
        keyboardHeight = 0
        keyboardPhase = keyboardPhase.willHide()
        updateInsets(pin == .idle ? .keep : .preserve, &world)
        world.schedule(.keyboardHideFinished, after: world.animation)
    }

    /// The keyboard is visible iff `end.y < H`; the new height is then the end frame's
    /// `height` (the library reads `endFrame.height`, so a hardware keyboard's partly
    /// off-screen frame counts in full).
    private mutating func keyboardWillChangeFrame(end: Rect?, _ world: inout World<Work>) {
        let visible = end.map { $0.y < world.screen.height } ?? false
        let height = visible ? (end?.height ?? 0) : 0
        guard abs(height - keyboardHeight) > 0.5 else { return }
        keyboardHeightWillChange(to: height, &world)
        let wasVisible = keyboardPhase.isVisible
        let couldScroll = maxOffset(world) > 0.5
        keyboardHeight = height
        keyboardPhase = keyboardPhase.frameChanged(visible: height > 0.5)
        let follow = shouldFollowKeyboard(height: height, world)
        if !wasVisible && keyboardPhase.isVisible { wasAtBottom = follow }
        let policy = keyboardOffsetPolicy(
            preserve: !follow || pin.isActive, nearBottom: follow, couldScroll: couldScroll)
        updateInsets(policy, &world)
        if follow { setOffset(maxOffset(world), &world) }
        world.schedule(.keyboardFrameChangeFinished(follow: follow), after: world.animation)
    }

    mutating func keyboardShowFinished(initial: Bool, _ world: inout World<Work>) {
        if initial && wasAtBottom { scrollToBottom(animated: false, &world) }
    }

    mutating func keyboardHideFinished(_ world: inout World<Work>) {
        keyboardPhase = keyboardPhase.hideFinished()
        transition(pin.keyboardHidden(), &world)
    }

    mutating func keyboardFrameChangeFinished(follow: Bool, _ world: inout World<Work>) {
        if follow && keyboardHeight > 0.5 && wasAtBottom { scrollToBottom(animated: false, &world) }
    }
}
