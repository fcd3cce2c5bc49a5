import HandlerCore
import UIKitModel

/// How far the keyboard has moved the form: its displacement `viewY - offset` (drawn)
/// against its value before the keyboard opened, for `no-snap-back` and
/// `field-not-over-lifted`.
///
/// A keyboard episode starts at the frame that first shows a will-notification with a
/// shown end frame after a hidden one, taking the previous frame's displacement as its
/// start, unless the user is moving the form on that frame (its scroll phase dragging,
/// decelerating or bouncing: a drag begun before the keyboard opened); it ends at a frame
/// after which the last will-notification's end frame is hidden, or after a `dragBegin`.
/// Either way a displacement the user made is not blamed on the keyboard code.
struct FormDisplacement {
    /// The displacement before the keyboard opened; `nil` outside an episode.
    private(set) var start: Double?
    /// The displacement has been more than the tolerance from its start in this episode.
    private(set) var moved = false
    /// How far from the start counts as moved.
    static let tolerance = 0.5
    /// Where the form's frames hold its view's origin.
    let viewY: FrameLane

    init(viewY: FrameLane) {
        self.viewY = viewY
    }

    /// The displacement in `observation`'s frame.
    func displacement(_ observation: Observation) -> Double { observation[viewY] - observation.frame.offset }

    /// The displacement in the frame before `observation`'s.
    private func displacementBefore(_ observation: Observation) -> Double {
        observation[before: viewY] - observation.before.offset
    }

    /// Whether the scroll view moves by the user's hand in `phase`: the finger, or the
    /// fling it left (an animated scroll is the code's).
    static func userMoves(_ phase: ScrollPhase) -> Bool {
        switch phase {
        case .dragging, .decelerating, .bouncing: true
        case .idle, .animating: false
        }
    }

    /// Follows the episode to `observation`'s frame; returns whether the frame's
    /// displacement is away from the start (`nil` outside an episode).
    mutating func advance(_ observation: Observation) -> Bool? {
        let context = observation.context
        if !context.keyboardShown || context.dragStarted {
            start = nil
        } else if context.keyboardOpened {
            start = Self.userMoves(observation.frame.scroll) ? nil : displacementBefore(observation)
            moved = false
        }
        guard let start else { return nil }
        let away = abs(displacement(observation) - start) > Self.tolerance
        if away { moved = true }
        return away
    }
}
