/// Keyboard notifications (`engine.md` section 5) and the system keyboard
/// itself (`uikit-model.md`, "The keyboard itself").
extension Engine {
    mutating func handleKeyboard(_ notification: KeyboardNotification) {
        guard notification.kind.isWill else { return }
        let spec = AnimationSpec(curve: notification.curve, duration: notification.duration)
        moveSystemKeyboard(to: notification.end, animation: spec)
        // The keyboard's animation context: every animatable change made while
        // handling the notification runs with its curve and duration.
        withAnimation(spec) { engine in
            switch notification.kind {
            case .willShow: engine.keyboardWillShow(height: notification.end?.height ?? 0)
            case .willHide: engine.keyboardWillHide()
            case .willChangeFrame: engine.keyboardWillChangeFrame(end: notification.end)
            case .didShow, .didHide, .didChangeFrame: break
            }
        }
    }

    /// Whether an end frame hides the keyboard: at or below the screen bottom, or zero-sized.
    func isHidden(_ end: Rect?) -> Bool {
        guard let end else { return true }
        return end.y >= screen.height || (end.width == 0 && end.height == 0)
    }

    /// Every will-notification moves the keyboard's top to its end frame (the
    /// screen height when hidden), even one the engine ignores.
    private mutating func moveSystemKeyboard(to end: Rect?, animation spec: AnimationSpec?) {
        keyboardReturnPending = false
        let hidden = isHidden(end)
        keyboardDocked = !hidden
        let top = hidden ? screen.height : (end?.y ?? screen.height)
        if !hidden { keyboardRestingTop = top }
        keyboardTop.set(top, animation: spec, at: now)
    }

    private mutating func keyboardWillShow(height: Double) {
        keyboardHeightWillChange(to: height)
        let initial = !keyboardVisible
        keyboardVisible = true
        if initial { wasAtBottom = shouldFollowKeyboard(height: height) }
        let couldScroll = maxOffset > 0.5
        keyboardHeight = height
        let policy = keyboardOffsetPolicy(
            preserve: !wasAtBottom || pin.isActive, nearBottom: wasAtBottom, couldScroll: couldScroll)
        updateInsets(policy)
        if initial && wasAtBottom { setOffset(maxOffset) }
        schedule(.keyboardShowFinished(initial: initial), after: animation)
    }

    private mutating func keyboardWillHide() {
        keyboardHeightWillChange(to: 0)
        keyboardHeight = 0
        keyboardVisible = false
        keyboardHiding = true
        updateInsets(pin == .idle ? .keep : .preserve)
        schedule(.keyboardHideFinished, after: animation)
    }

    private mutating func keyboardWillChangeFrame(end: Rect?) {
        let visible = end.map { $0.y < screen.height } ?? false
        let height = visible ? (end?.height ?? 0) : 0
        guard abs(height - keyboardHeight) > 0.5 else { return }
        keyboardHeightWillChange(to: height)
        let wasVisible = keyboardVisible
        let couldScroll = maxOffset > 0.5
        keyboardHeight = height
        keyboardVisible = height > 0.5
        let follow = shouldFollowKeyboard(height: height)
        if !wasVisible && keyboardVisible { wasAtBottom = follow }
        let policy = keyboardOffsetPolicy(
            preserve: !follow || pin.isActive, nearBottom: follow, couldScroll: couldScroll)
        updateInsets(policy)
        if follow { setOffset(maxOffset) }
        schedule(.keyboardFrameChangeFinished(follow: follow), after: animation)
    }

    mutating func keyboardShowFinished(initial: Bool) {
        if initial && wasAtBottom { scrollToBottom(animated: false) }
    }

    mutating func keyboardHideFinished() {
        keyboardHiding = false
        if case .deferred(let startY, let contentAfter) = pin {
            pin = .idle
            applyPin(startY: startY, contentAfter: contentAfter)
        }
    }

    mutating func keyboardFrameChangeFinished(follow: Bool) {
        if follow && keyboardHeight > 0.5 && wasAtBottom { scrollToBottom(animated: false) }
    }

    /// Interactive dismissal: at every drag event while the keyboard is shown,
    /// its model top follows the finger once the finger is below it (unanimated;
    /// no notification, so the composer does not move).
    mutating func keyboardFollowFinger(_ fingerY: Double) {
        guard keyboardDocked else { return }
        let top = min(max(fingerY, keyboardRestingTop), screen.height)
        keyboardTop.set(top, animation: nil, at: now)
    }

    /// The finger lifted; decided after every trace event at the lift's time: a
    /// will-notification after the lift has moved the keyboard (it clears the pending
    /// flag); a new drag that began meanwhile keeps the keyboard at its finger;
    /// otherwise it returns from where it is to its resting top with ease-in-out
    /// over `0.25 * distance / (H - restingTop)` s.
    mutating func returnKeyboardAfterDrag() {
        guard keyboardReturnPending else { return }
        keyboardReturnPending = false
        guard !scrollView.isDragging else { return }
        let distance = abs(keyboardTop.model - keyboardRestingTop)
        let height = screen.height - keyboardRestingTop
        guard distance > 0, height > 0 else { return }
        let duration = Time.nanoseconds(fromSeconds: 0.25 * distance / height)
        keyboardTop.set(keyboardRestingTop, animation: AnimationSpec(curve: .easeInOut, duration: duration), at: now)
    }
}
