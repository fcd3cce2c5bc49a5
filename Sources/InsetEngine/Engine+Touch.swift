/// Taps and drags: the engine's hooks (`engine.md` section 9) around the scroll
/// view's touch handling, and the keyboard's interactive dismissal.
extension Engine {
    mutating func dragBegan(fingerY: Double) {
        scrollView.beginDrag(fingerY: fingerY, at: now)
        if case .pinned(let target, _) = pin {
            pin = .pinned(target: target, enforce: false)
        }
        keyboardFollowFinger(fingerY)
    }

    mutating func dragMoved(fingerY: Double) {
        if scrollView.moveDrag(fingerY: fingerY, at: now) { trackAtBottom() }
        keyboardFollowFinger(fingerY)
    }

    /// The finger lifted: the scroll view releases (decelerating or bouncing when
    /// it has velocity or stands outside its range); a release at or below
    /// `dismissVelocity` (pt/ms) with the keyboard up asks to end editing.
    mutating func dragEnded(fingerY: Double, velocity fingerVelocity: Double?) {
        guard scrollView.isDragging else { return }
        let release = scrollView.endDrag(fingerY: fingerY, fingerVelocity: fingerVelocity, at: now)
        if release.changed { trackAtBottom() }
        keyboardFollowFinger(fingerY)
        if (keyboardVisible || keyboardHeight > 0.5) && release.velocity / 1000 <= config.dismissVelocity {
            effects.append(.endEditing)
        }
        if keyboardDocked {
            keyboardReturnPending = true
            queue.schedule(.keyboardReturnAfterDrag, at: now)
        }
    }
}
