import UIKitModel

/// The pin-to-top state machine of `docs/handlers/launch-composer.md`, Pin-to-top.
///
/// A send arms a pin; the next content growth applies it: the offset scrolls so
/// the sent message sits near the top, and a runway inset below the content keeps
/// that offset reachable while the answer streams in.
///
/// The transitions on the inputs that only move the state (`contentGrew`,
/// `keyboardHidden`, `dragBegan`, `scrollFinished`) are pure: they return the next
/// state and what the handler must do, as a `PinState.Action` it then performs. Applying
/// a pin needs the scroll view and the insets, so it is that action, not a transition.
enum PinState: Equatable, Sendable {
    case idle
    /// Waiting for the next content growth; `startY` is the content height at the send.
    case armed(startY: Double)
    /// Growth arrived while the keyboard hides (only with `deferPinWhileKeyboardHides`).
    case deferred(startY: Double, contentAfter: Double)
    /// The pin scroll is running toward `target`.
    case animating(target: Double)
    /// At the pinned offset; `enforce` is off once the user drags.
    case pinned(target: Double, enforce: Bool)

    /// `pinActive` in the spec: animating or pinned.
    var isActive: Bool {
        switch self {
        case .animating, .pinned: true
        case .idle, .armed, .deferred: false
        }
    }

    /// Whether `preserve` puts the offset back to the pinned offset: pinned with
    /// enforcement on, or animating.
    var holdsPinnedOffset: Bool {
        switch self {
        case .animating, .pinned(_, enforce: true): true
        case .idle, .armed, .deferred, .pinned(_, enforce: false): false
        }
    }

    /// What the handler does after a transition.
    enum Action: Equatable {
        case none
        /// Apply the pin with these values (`LaunchComposer.applyPin`).
        case apply(startY: Double, contentAfter: Double)
        /// Streaming growth under an active pin with a runway: the insets follow, the pin
        /// may be consumed, a correction is scheduled (`LaunchComposer.streamingGrowth`).
        case streamingGrowth
    }

    /// The content grew (`new > old`) to `height`.
    ///
    /// Armed: the pin applies (idle first), or, with `deferWhileHiding` while the keyboard
    /// hides, it waits as `deferred`; deferred: it keeps waiting with the new height;
    /// active with a runway: streaming growth.
    func contentGrew(
        to height: Double, deferWhileHiding: Bool, keyboardHiding: Bool, runway: Double
    ) -> (next: PinState, action: Action) {
        switch self {
        case .armed(let startY):
            if deferWhileHiding && keyboardHiding { return (.deferred(startY: startY, contentAfter: height), .none) }
            return (.idle, .apply(startY: startY, contentAfter: height))
        case .deferred(let startY, _):
            return (.deferred(startY: startY, contentAfter: height), .none)
        case .animating, .pinned:
            return (self, runway > 0 ? .streamingGrowth : .none)
        case .idle:
            return (self, .none)
        }
    }

    /// willHide's animation completed: a deferred pin applies now.
    func keyboardHidden() -> (next: PinState, action: Action) {
        if case .deferred(let startY, let contentAfter) = self {
            return (.idle, .apply(startY: startY, contentAfter: contentAfter))
        }
        return (self, .none)
    }

    /// A drag began: a pinned offset stops being enforced.
    func dragBegan() -> PinState {
        if case .pinned(let target, _) = self { return .pinned(target: target, enforce: false) }
        return self
    }

    /// The pin scroll to `target` completed: whatever the state is by then, the pin
    /// enforces that target.
    func scrollFinished(target: Double) -> PinState {
        .pinned(target: target, enforce: true)
    }

    /// The name the frame format uses.
    var phase: PinPhase {
        switch self {
        case .idle: .idle
        case .armed: .armed
        case .deferred: .deferred
        case .animating: .animating
        case .pinned(_, enforce: true): .pinned
        case .pinned(_, enforce: false): .pinnedRelaxed
        }
    }
}

/// What the pin state machine is doing, as the frame format names it.
public enum PinPhase: String, Equatable, Sendable, CaseIterable {
    case idle, armed, deferred, animating, pinned
    /// `pinned` with enforcement off (the user dragged).
    case pinnedRelaxed = "pinned-relaxed"
}
