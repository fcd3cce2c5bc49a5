import UIKitModel

/// The pin-to-top state machine of `engine.md` section 6.
///
/// A send arms a pin; the next content growth applies it: the offset scrolls so
/// the sent message sits near the top, and a runway inset below the content keeps
/// that offset reachable while the answer streams in.
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
