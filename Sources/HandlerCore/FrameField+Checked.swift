import UIKitModel

/// The frame fields the built-in checks read (`Invariants`) beyond `FrameField.shared`,
/// declared here, below both the checks and the handlers, so a check finds them without
/// naming a handler: launch-composer's pin, runway and button, safe-area-padding's bar.
extension FrameField {
    // launch-composer's content reveal, button and pin.
    /// The content's pin-reveal shift, as drawn (0 at rest).
    public static let revealY = FrameField("revealY", .number)
    /// The scroll-to-bottom button's alpha, as drawn.
    public static let btnAlpha = FrameField("btnAlpha", .alpha)
    /// The button's bottom edge relative to the wrapper bottom, as drawn (negative = up).
    public static let btnY = FrameField("btnY", .number)
    /// The pin state.
    public static let pin = FrameField.choice("pin", PinPhase.self)
    /// The runway: inset below the content that keeps the pinned offset reachable.
    public static let runway = FrameField("runway", .number)
    /// `pinnedOffset`.
    public static let pinned = FrameField("pinned", .number)
    // safe-area-padding's input bar.
    /// The bottom safe area `S` (model): `max(viewSafeBottom, overlap with the view)`.
    public static let safeArea = FrameField("safeArea", .number)
    /// The input bar's bottom edge on screen, as drawn.
    public static let barBottom = FrameField("barBottom", .number)
}

/// What the pin state machine is doing, as the frame format names it.
public enum PinPhase: String, Equatable, Sendable, CaseIterable {
    case idle, armed, deferred, animating, pinned
    /// `pinned` with enforcement off (the user dragged).
    case pinnedRelaxed = "pinned-relaxed"

    /// The cases in declaration order, written out and inlinable rather than synthesized,
    /// as `ScrollPhase`'s are: declared here, below launch-composer, a synthesized
    /// `allCases` is opaque to the module whose `draw` writes the `pin` field every frame
    /// (`FrameValues.lane(_:)`), which then made a new array each time (about 60
    /// instructions a frame, 4% of `replay --all-frames`). Keep it in step with the cases
    /// (`PinPhaseTests` fails to compile when a case is added).
    @inlinable
    public static var allCases: [PinPhase] { [.idle, .armed, .deferred, .animating, .pinned, .pinnedRelaxed] }
}
