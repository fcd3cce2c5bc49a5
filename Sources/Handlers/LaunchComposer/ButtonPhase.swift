/// The scroll-to-bottom button's state (`docs/handlers/launch-composer.md`, Composer and
/// button): the library's flag set when a show or hide starts, UIKit's `isHidden` set by a
/// hide's completion, and whether a show or hide of its own runs.
///
/// The library clears the own-animation flag at the completion of either animation, and
/// a hide's completion sets `isHidden` even when the button was shown again in between:
/// then the flag says shown while the button is hidden (`shownWhileHidden`), and the next
/// show is skipped until a hide.
enum ButtonPhase: Equatable, Sendable {
    /// Hidden (`isHidden`); `ownAnimation`: a show or hide of its own still runs.
    case hidden(ownAnimation: Bool)
    /// A hide started and its completion has not come (not yet `isHidden`).
    case hiding(ownAnimation: Bool)
    /// Shown (the flag set, not `isHidden`).
    case shown(ownAnimation: Bool)
    /// The flag says shown, but a hide's completion hid it after the show started.
    case shownWhileHidden

    /// What the handler does after a transition.
    enum Action: Equatable, Sendable {
        case none
        /// Visible at alpha 0 and `buttonRise` low, then a spring to alpha 1 and no own shift.
        case animateIn
        /// Ease-in to alpha 0 and `buttonRise` low.
        case animateOut
        /// A hide completed: its own shift back to 0, at once.
        case resetOwnShift
    }

    /// At start, with no animation: shown unless at the bottom.
    static func atRest(shown: Bool) -> ButtonPhase {
        shown ? .shown(ownAnimation: false) : .hidden(ownAnimation: false)
    }

    /// The library's flag: a show was the last to start.
    var isShown: Bool {
        switch self {
        case .shown, .shownWhileHidden: true
        case .hidden, .hiding: false
        }
    }

    /// UIKit's `isHidden`: set by a hide's completion, cleared by a show.
    var isHidden: Bool {
        switch self {
        case .hidden, .shownWhileHidden: true
        case .hiding, .shown: false
        }
    }

    /// A show or hide of its own runs (the button does not take the keyboard's shift).
    var inOwnAnimation: Bool {
        switch self {
        case .hidden(let own), .hiding(let own), .shown(let own): own
        case .shownWhileHidden: false
        }
    }

    /// At-bottom turned false: show, unless the flag already says shown.
    func show() -> (next: ButtonPhase, action: Action) {
        isShown ? (self, .none) : (.shown(ownAnimation: true), .animateIn)
    }

    /// At-bottom turned true: hide, if the flag says shown (a hidden button hides again,
    /// as it is already `isHidden`).
    func hide() -> (next: ButtonPhase, action: Action) {
        switch self {
        case .shown: (.hiding(ownAnimation: true), .animateOut)
        case .shownWhileHidden: (.hidden(ownAnimation: true), .animateOut)
        case .hidden, .hiding: (self, .none)
        }
    }

    /// A show (`hide` false) or hide animation completed: the own-animation flag clears
    /// either way; a hide's completion hides the button, whatever started since.
    func animationFinished(hide: Bool) -> (next: ButtonPhase, action: Action) {
        guard hide else {
            switch self {
            case .hidden: return (.hidden(ownAnimation: false), .none)
            case .hiding: return (.hiding(ownAnimation: false), .none)
            case .shown: return (.shown(ownAnimation: false), .none)
            case .shownWhileHidden: return (self, .none)
            }
        }
        return (isShown ? .shownWhileHidden : .hidden(ownAnimation: false), .resetOwnShift)
    }
}
