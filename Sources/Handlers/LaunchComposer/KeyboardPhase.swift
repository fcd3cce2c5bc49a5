/// What launch-composer knows of the keyboard from its notifications
/// (`docs/handlers/launch-composer.md`, Keyboard notifications), apart from the height `K`.
///
/// A willHide's completion is what ends a hide, and a willShow (or a frame change to a
/// visible height) may come before it: the keyboard is then visible while the hide's
/// completion is still to come, and the pin still counts the keyboard as hiding.
enum KeyboardPhase: Equatable, Sendable {
    /// No keyboard shown and no hide running.
    case hidden
    /// A willHide's animation runs; its completion has not come.
    case hiding
    /// Shown; `hidePending`: a willHide's completion is still to come.
    case visible(hidePending: Bool)

    /// Shown (the library's `isKeyboardVisible`).
    var isVisible: Bool {
        if case .visible = self { return true }
        return false
    }

    /// A willHide's completion is still to come (the library's `isKeyboardHiding`).
    var isHiding: Bool {
        switch self {
        case .hiding, .visible(hidePending: true): true
        case .hidden, .visible(hidePending: false): false
        }
    }

    /// A willShow: the keyboard is visible (a hide running keeps its completion pending).
    func willShow() -> KeyboardPhase { .visible(hidePending: isHiding) }

    /// A willHide: a hide runs.
    func willHide() -> KeyboardPhase { .hiding }

    /// A willChangeFrame to a height that is `visible` (more than 0.5 pt) or not; a
    /// pending hide stays pending.
    func frameChanged(visible: Bool) -> KeyboardPhase {
        if visible { return willShow() }
        return isHiding ? .hiding : .hidden
    }

    /// willHide's animation completed.
    func hideFinished() -> KeyboardPhase {
        switch self {
        case .hiding: .hidden
        case .visible: .visible(hidePending: false)
        case .hidden: .hidden
        }
    }
}
