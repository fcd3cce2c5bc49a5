import UIKitModel

/// The pin-to-top state machine of `docs/handlers/launch-composer.md`, Pin-to-top.
///
/// A send arms a pin; the next content growth applies it: the offset scrolls so
/// the sent message sits near the top, and a runway inset below the content keeps
/// that offset reachable while the answer streams in.
///
/// Every change of the state is a transition: a pure function of (state, input) that
/// returns the next state and what the handler must do, as a `PinState.Action` it then
/// performs (`LaunchComposer.transition`). Applying a pin is two steps, as it needs the
/// scroll view and the insets in between: `applying` pins it, unenforced, and asks for
/// the runway; `runwayPlaced`, with the distance left, holds it or starts the pin scroll.
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
        /// Streaming growth under an active pin with a runway: the insets follow, then
        /// `streamed` says whether the pin is consumed (`LaunchComposer.streamingGrowth`).
        case streamingGrowth
        /// Clear the runway and the pinned offset and update the insets keeping the
        /// offset; `recheckAtBottom`: then recheck at-bottom at once.
        case clear(recheckAtBottom: Bool)
        /// The pinned offset to the state's target, the runway for content `contentAfter`
        /// high, the insets; then `runwayPlaced` (`startY` decides the reveal).
        case placeRunway(startY: Double, contentAfter: Double)
        /// The offset to the target at once.
        case settle(at: Double)
        /// The pin scroll to the target, with the content's reveal if `reveals`.
        case pinScroll(to: Double, reveals: Bool)
        /// The pin is consumed: the pinned offset back to 0.
        case consume
        /// Schedule one pinned-offset correction (if none is pending).
        case scheduleCorrection
    }

    /// A send or the scroll-to-top trigger with the content `height` high: with
    /// pin-to-top enabled, whatever was pinned is cleared and a pin arms.
    func send(contentHeight height: Double, pinToTopEnabled: Bool) -> (next: PinState, action: Action) {
        guard pinToTopEnabled else { return (self, .none) }
        return (.armed(startY: height), .clear(recheckAtBottom: false))
    }

    /// `pinToTopEnabled` set to false: the pin clears, also when already idle.
    func disabled() -> (next: PinState, action: Action) {
        (.idle, .clear(recheckAtBottom: true))
    }

    /// A pin applies toward `target`: pinned, not yet enforced, while the runway is
    /// placed. A pin scroll already running is left alone.
    func applying(target: Double, startY: Double, contentAfter: Double) -> (next: PinState, action: Action) {
        if case .animating = self { return (self, .none) }
        return (.pinned(target: target, enforce: false), .placeRunway(startY: startY, contentAfter: contentAfter))
    }

    /// The runway is in place and the offset is `distance` from the target: within
    /// 0.5 pt the pin holds at once (enforced); further, the pin scroll runs.
    func runwayPlaced(distance: Double, reveals: Bool) -> (next: PinState, action: Action) {
        guard case .pinned(let target, _) = self else { return (self, .none) }
        if distance <= 0.5 { return (.pinned(target: target, enforce: true), .settle(at: target)) }
        return (.animating(target: target), .pinScroll(to: target, reveals: reveals))
    }

    /// Streaming growth placed the insets: with no runway left and the keyboard fully
    /// closed (`consumed`) the pin is consumed; an enforced pin asks for a correction.
    func streamed(consumed: Bool) -> (next: PinState, action: Action) {
        if consumed { return (.idle, .consume) }
        if case .pinned(_, enforce: true) = self { return (self, .scheduleCorrection) }
        return (self, .none)
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
    func dragBegan() -> (next: PinState, action: Action) {
        if case .pinned(let target, _) = self { return (.pinned(target: target, enforce: false), .none) }
        return (self, .none)
    }

    /// The pin scroll to `target` completed (the handler has put the offset there):
    /// whatever the state is by then, the pin enforces that target.
    func scrollFinished(target: Double) -> (next: PinState, action: Action) {
        (.pinned(target: target, enforce: true), .none)
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
